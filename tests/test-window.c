/* test-window.c: the application window in a real display. */
#include "config.h"

#include <locale.h>

#include "sdm-application.h"
#include "sdm-window.h"

static void
test_window_presents_and_finalizes (void)
{
  g_autoptr(SdmApplication) app = sdm_application_new ();
  SdmWindow *window;
  GtkWidget *header;

  /* A window needs a registered application for its actions. */
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  window = sdm_window_new (app);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);

  header = gtk_widget_get_first_child (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (ADW_IS_HEADER_BAR (header));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sudominoku");

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  if (!gtk_init_check ())
    g_error ("no display: run through tests/gui-test-wrapper.sh");
  adw_init ();

  g_test_add_func ("/window/present-and-finalize", test_window_presents_and_finalizes);

  return g_test_run ();
}
