/* test-window.c: the application window in a real display. */
#include "config.h"

#include "sdm-application.h"
#include "sdm-window-private.h"
#include "sdm-game.h"
#include "sdm-test-utils.h"

/* A window needs a registered application for its actions; one per process. */
static SdmApplication *app;
static SdmWindow *menu_window;

static gboolean
has_menu (void)
{
  return gtk_menu_button_get_popover (menu_window->menu_button) != NULL;
}

/* A window never shown does not make its menu; one opened before its first frame does. */
static void
test_menu_on_demand (void)
{
  SdmWindow *window = g_object_ref_sink (sdm_window_new (app));
  GtkPopover *popover;

  g_assert_null (gtk_menu_button_get_popover (window->menu_button));
  gtk_menu_button_popup (window->menu_button);
  popover = gtk_menu_button_get_popover (window->menu_button);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) == window->primary_menu);
  gtk_menu_button_popdown (window->menu_button);
  sdm_test_window_close (window);
}

static void
test_window_presents_and_finalizes (void)
{
  SdmWindow *window;
  GtkWidget *header;
  GtkPopover *popover;

  window = sdm_window_new (app);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);

  header = gtk_widget_get_first_child (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (ADW_IS_HEADER_BAR (header));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sudominoku");

  /* The primary menu's popover is made after the first frame (not before it): the
   * window's menu, which F10 (gtk_menu_button_popup) shows. */
  g_assert_true (gtk_menu_button_get_primary (window->menu_button));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (window->menu_button)));
  menu_window = window;
  g_assert_true (sdm_test_wait_until (has_menu));
  popover = gtk_menu_button_get_popover (window->menu_button);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) == window->primary_menu);
  g_assert_cmpint (g_menu_model_get_n_items (window->primary_menu), >, 0);
  gtk_menu_button_popup (window->menu_button);
  while (!gtk_widget_get_mapped (GTK_WIDGET (popover)))
    g_main_context_iteration (NULL, TRUE);
  gtk_menu_button_popdown (window->menu_button);
  g_assert_true (gtk_menu_button_get_popover (window->menu_button) == popover);

  sdm_test_window_close (window);
}

static gboolean
idle (gpointer data)
{
  return SDM_WINDOW (data)->n_tasks == 0;
}

/* Logs the minimum widths of the header bar's parts: what to look at when the window
 * no longer fits. */
static void
log_widths (GtkWidget  *widget,
            int         depth)
{
  int min, nat;

  if (!gtk_widget_get_visible (widget) || depth > 5)
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%*s%s: minimum %d, natural %d%s%s", 2 * depth, "", G_OBJECT_TYPE_NAME (widget), min, nat,
                  GTK_IS_LABEL (widget) ? " " : "", GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget)) : "");
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    log_widths (child, depth + 1);
}

static int
window_min_width (SdmWindow *window)
{
  int min_width;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  return min_width;
}

/* GNOME HIG: the main window, with a Sudominoku game (board, digit bar and the domino
 * palette) and the full set of window controls (minimize, maximize, close), fits a
 * 360 px wide phone screen, and the timer is still there to see. Measured on the
 * window itself: under Xvfb, without a compositor, that includes its 5 px frame. */
static void
test_window_fits_360 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *old_layout = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  SdmWindow *window;
  int min_width;

  g_object_get (settings, "gtk-decoration-layout", &old_layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", "menu:minimize,maximize,close", NULL);

  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_for (idle, window));
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOMINOKU);
  /* A long source name and a long game: neither may widen the window. */
  g_free (window->source_name);
  window->source_name = g_strdup ("a-puzzle-file-with-a-rather-long-name.txt");
  sdm_window_update_title (window);

  min_width = window_min_width (window);
  log_widths (GTK_WIDGET (window->header_bar), 0);
  g_test_message ("main window with a Sudominoku game and three window buttons: minimum width %d px", min_width);
  g_assert_cmpint (min_width, <=, 360);

  /* At that width the timer is shown whole. */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 760);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  while (gtk_widget_get_width (GTK_WIDGET (window)) > 360)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->timer_label)));
  g_assert_true (g_regex_match_simple ("^[0-9]+:[0-9][0-9]$", gtk_label_get_label (window->timer_label), 0, 0));
  {
    int text_width;

    /* Not ellipsized, and as wide as its text. */
    g_assert_true (gtk_label_get_ellipsize (window->timer_label) == PANGO_ELLIPSIZE_NONE);
    pango_layout_get_pixel_size (gtk_label_get_layout (window->timer_label), &text_width, NULL);
    g_test_message ("timer: %d px allocated for %d px of text", gtk_widget_get_width (GTK_WIDGET (window->timer_label)), text_width);
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window->timer_label)), >=, text_width);
  }

  /* Background work (a spinner and Cancel) does not widen it either. */
  gtk_widget_set_visible (window->busy_box, TRUE);
  g_assert_cmpint (window_min_width (window), <=, min_width);
  gtk_widget_set_visible (window->busy_box, FALSE);

  g_object_set (settings, "gtk-decoration-layout", old_layout, NULL);
  sdm_test_window_close (window);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_func ("/window/present-and-finalize", test_window_presents_and_finalizes);
  g_test_add_func ("/window/fits-360", test_window_fits_360);
  g_test_add_func ("/window/menu-on-demand", test_menu_on_demand);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
