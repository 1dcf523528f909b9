/* test-window.c: the application window in a real display. */
#include "config.h"

#include "sdm-application.h"
#include "sdm-window.h"
#include "sdm-test-utils.h"

static void
test_window_presents_and_finalizes (void)
{
  /* A window needs a registered application for its actions. */
  g_autoptr(SdmApplication) app = sdm_test_application_new ();
  SdmWindow *window;
  GtkWidget *header;

  window = sdm_window_new (app);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);

  header = gtk_widget_get_first_child (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (ADW_IS_HEADER_BAR (header));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sudominoku");

  sdm_test_window_close (window);
}

int
main (int argc, char **argv)
{
  sdm_test_init_gui (&argc, &argv);

  g_test_add_func ("/window/present-and-finalize", test_window_presents_and_finalizes);

  return g_test_run ();
}
