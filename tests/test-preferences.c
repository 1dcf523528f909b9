/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-preferences.c: the preferences dialog writes and follows GSettings, and the colour
 * scheme reaches AdwStyleManager. The application's own tests are in test-application.c. */
#include "config.h"

#include <locale.h>

#include "sdm-test-utils.h"
#include "sdm-application.h"
#include "sdm-preferences-dialog.h"

static SdmApplication *app;

static gboolean
has_id (GtkWidget     *widget,
        gconstpointer  id)
{
  return g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0;
}

/* A template child by its id in the .ui file (GtkBuilder records it on every widget). */
static GtkWidget *
find_by_id (GtkWidget  *root,
            const char *id)
{
  return sdm_test_find_widget (root, GTK_TYPE_WIDGET, has_id, id);
}

static void
wait_until_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
}

static void
test_switches_follow_settings (void)
{
  GSettings *settings = sdm_application_get_settings (app);
  static const struct {
    const char *id;
    const char *key;
  } rows[] = {
    { "highlight_units_switch", "highlight-units" },
    { "highlight_equal_switch", "highlight-equal" },
    { "show_clashes_switch",    "show-clashes" },
    { "check_solution_switch",  "check-against-solution" },
    { "auto_clean_switch",      "auto-clean-pencil" },
    { "show_timer_switch",      "show-timer" },
  };
  SdmPreferencesDialog *window = sdm_preferences_dialog_new (settings);

  g_object_ref_sink (window);
  adw_dialog_present (ADW_DIALOG (window), NULL);   /* in a window of its own */
  wait_until_mapped (GTK_WIDGET (window));
  g_assert_true (sdm_preferences_dialog_get_settings (window) == settings);

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtkWidget *widget = find_by_id (GTK_WIDGET (window), rows[i].id);
      gboolean before = g_settings_get_boolean (settings, rows[i].key);

      g_test_message ("%s <-> %s", rows[i].id, rows[i].key);
      g_assert_true (GTK_IS_SWITCH (widget));
      g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (widget)), ==, before);

      /* The user flips the switch: the key changes. */
      gtk_switch_set_active (GTK_SWITCH (widget), !before);
      g_assert_cmpint (g_settings_get_boolean (settings, rows[i].key), ==, !before);

      /* The key changes elsewhere: the switch follows. */
      g_settings_set_boolean (settings, rows[i].key, before);
      g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (widget)), ==, before);
    }

  adw_dialog_force_close (ADW_DIALOG (window));
  g_assert_finalize_object (window);
}

/* GNOME HIG: the preferences fit a 360 px wide phone screen. */
static void
test_preferences_fit_360 (void)
{
  SdmPreferencesDialog *window = sdm_preferences_dialog_new (sdm_application_get_settings (app));
  int min_width;

  g_object_ref_sink (window);
  adw_dialog_present (ADW_DIALOG (window), NULL);   /* in a window of its own */
  wait_until_mapped (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_test_message ("preferences dialog: minimum width %d px", min_width);
  g_assert_cmpint (min_width, <=, 360);

  adw_dialog_force_close (ADW_DIALOG (window));
  g_assert_finalize_object (window);
}

/* g_settings_get_string() returns a copy: freed here (inside g_assert_cmpstr() it leaked). */
static void
assert_color_scheme (GSettings *settings, const char *expected)
{
  g_autofree char *scheme = g_settings_get_string (settings, "color-scheme");

  g_assert_cmpstr (scheme, ==, expected);
}

static void
test_color_scheme (void)
{
  GSettings *settings = sdm_application_get_settings (app);
  AdwStyleManager *style = adw_application_get_style_manager (ADW_APPLICATION (app));
  SdmPreferencesDialog *window = sdm_preferences_dialog_new (settings);
  GtkWidget *row;

  g_object_ref_sink (window);
  /* Not presented: its children are the template's, not yet in the dialog's sheet. */
  row = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), SDM_TYPE_PREFERENCES_DIALOG, "color_scheme_row"));
  g_assert_true (ADW_IS_COMBO_ROW (row));

  assert_color_scheme (settings, "default");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_DEFAULT);

  /* Chosen in the window: stored, and the whole application turns dark. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 2);
  assert_color_scheme (settings, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  assert_color_scheme (settings, "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (style));

  /* Changed in the settings: the row and the style follow. */
  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 2);
  g_assert_true (adw_style_manager_get_dark (style));
  g_settings_reset (settings, "color-scheme");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_DEFAULT);

  g_assert_finalize_object (window);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  /* Registering runs startup: settings, the style binding, actions and accelerators. */
  app = sdm_test_application_new ();

  g_test_add_func ("/preferences/switches-follow-settings", test_switches_follow_settings);
  g_test_add_func ("/preferences/fit-360", test_preferences_fit_360);
  g_test_add_func ("/preferences/color-scheme", test_color_scheme);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
