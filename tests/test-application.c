/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-application.c: the application's actions and accelerators, and the main window's
 * saved state (moved out of test-preferences.c). */
#include "config.h"

#include <locale.h>

#include "sdm-test-utils.h"
#include "sdm-application.h"
#include "sdm-preferences-dialog.h"
#include "sdm-window.h"

static SdmApplication *app;

static void
wait_until_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
}

static void
test_application_actions (void)
{
  static const char *actions[] = { "preferences", "shortcuts", "about", "quit" };
  g_auto(GStrv) prefs_accels = NULL;
  g_auto(GStrv) quit_accels = NULL;
  g_auto(GStrv) help_accels = NULL;
  SdmPreferencesDialog *preferences;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), actions[i]));

  prefs_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.preferences");
  g_assert_cmpstrv (prefs_accels, ((const char *[]) { "<Control>comma", NULL }));
  quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_assert_cmpstrv (quit_accels, ((const char *[]) { "<Control>q", NULL }));
  help_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  /* F1 is How to Play's (win.help, test-help-tutorial.c). */
  g_assert_cmpstrv (help_accels, ((const char *[]) { "<Control>question", NULL }));

  /* app.preferences opens the preferences dialog; with no main window, in a window of its
   * own. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = SDM_PREFERENCES_DIALOG (sdm_test_find_dialog (SDM_TYPE_PREFERENCES_DIALOG));
  g_assert_nonnull (preferences);
  g_assert_true (sdm_preferences_dialog_get_settings (preferences) == sdm_application_get_settings (app));
  adw_dialog_force_close (ADW_DIALOG (preferences));

  /* app.about shows the about dialog with the app's name, icon and version. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  {
    AdwAboutDialog *about = ADW_ABOUT_DIALOG (sdm_test_find_dialog (ADW_TYPE_ABOUT_DIALOG));

    g_assert_nonnull (about);
    g_assert_cmpstr (adw_about_dialog_get_application_name (about), ==, "Sudominoku");
    g_assert_cmpstr (adw_about_dialog_get_application_icon (about), ==, APP_ID);
    g_assert_cmpstr (adw_about_dialog_get_version (about), ==, PACKAGE_VERSION_STRING);
    g_assert_cmpint (adw_about_dialog_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
    g_assert_cmpstrv (adw_about_dialog_get_developers (about),
                      ((const char *[]) { "The Sudominoku developers", NULL }));
    adw_dialog_force_close (ADW_DIALOG (about));
  }
}

static void
test_window_state (void)
{
  GSettings *settings = sdm_application_get_settings (app);
  GtkWindow *window;
  int width, height;

  /* The size saved last time is the size the window opens with. */
  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 860);
  g_application_activate (G_APPLICATION (app));
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (SDM_IS_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  gtk_window_get_default_size (window, &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 860);

  /* A new size is saved. */
  gtk_window_set_default_size (window, 960, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 960);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 900);

  /* A second activation reuses the window and keeps the bindings, also while the
   * preferences are open, in the window. */
  g_application_activate (G_APPLICATION (app));
  g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == window);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  {
    AdwDialog *preferences = sdm_test_find_dialog (SDM_TYPE_PREFERENCES_DIALOG);
    guint main_windows = 0;

    g_assert_nonnull (preferences);
    g_assert_true (gtk_widget_get_root (GTK_WIDGET (preferences)) == GTK_ROOT (window));
    g_application_activate (G_APPLICATION (app));
    for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
      main_windows += SDM_IS_WINDOW (l->data);
    g_assert_cmpuint (main_windows, ==, 1);
    adw_dialog_force_close (preferences);
  }

  /* The saved maximized state is asked of the window (the X server without a window
   * manager may not grant it, so only the request is checked). */
  g_assert_false (gtk_window_is_maximized (window));
  g_settings_set_boolean (settings, "window-maximized", TRUE);
  g_assert_true (g_settings_get_boolean (settings, "window-maximized"));

  gtk_window_destroy (window);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  /* Registering runs startup: settings, the style binding, actions and accelerators. */
  app = sdm_test_application_new ();

  g_test_add_func ("/application/actions", test_application_actions);
  g_test_add_func ("/application/window-state", test_window_state);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
