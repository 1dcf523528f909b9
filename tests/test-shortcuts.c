/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-shortcuts.c: the shortcuts window (sdm-shortcuts-window.ui) loads, is attached to the main
 * window, lists every shortcut DESIGN.md §10 promises, every accelerator the application
 * actually registers and every key the board and the start view bind; the README's
 * "Playing" section names every accelerator too. */
#include "config.h"

#include <locale.h>

#include "sdm-application.h"
#include "sdm-board.h"
#include "sdm-start-view.h"
#include "sdm-test-utils.h"
#include "sdm-window.h"

typedef struct {
  guint           key;
  GdkModifierType mods;
} Accel;

static SdmApplication *app;
static GArray *listed;   /* Accel: every accelerator the shortcuts window shows */

static gboolean
parse (const char *text,
       Accel      *accel)
{
  return gtk_accelerator_parse (text, &accel->key, &accel->mods) && accel->key != 0;
}

/* One GtkShortcutsShortcut accelerator string: space-separated accelerators, each of which
 * may be a range "A...B" (same modifiers, keys A to B). */
static void
add_listed (const char *accelerator)
{
  g_auto(GStrv) parts = g_strsplit (accelerator, " ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *dots = strstr (parts[i], "...");
      Accel first, last;

      if (dots == NULL)
        {
          g_assert_true (parse (parts[i], &first));
          g_array_append_val (listed, first);
          continue;
        }
      {
        g_autofree char *left = g_strndup (parts[i], dots - parts[i]);

        g_assert_true (parse (left, &first));
        g_assert_true (parse (dots + 3, &last));
      }
      g_assert_cmpuint (first.key, <=, last.key);
      for (guint key = first.key; key <= last.key; key++)
        {
          Accel a = { key, first.mods };

          g_array_append_val (listed, a);
        }
    }
}

static gboolean
is_listed_accel (guint           key,
                 GdkModifierType mods)
{
  for (guint i = 0; i < listed->len; i++)
    {
      Accel *a = &g_array_index (listed, Accel, i);

      if (a->key == key && a->mods == mods)
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_listed (const char *text)
{
  Accel want;

  g_assert_true (parse (text, &want));
  return is_listed_accel (want.key, want.mods);
}

static void
test_overlay_loads (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-shortcuts-window.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  guint shortcuts = 0;

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "title", &title, "accelerator", &accelerator, NULL);
      g_test_message ("%s: %s", title, accelerator);
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");
      g_assert_nonnull (accelerator);
      add_listed (accelerator);
      shortcuts++;
    }
  g_assert_cmpuint (shortcuts, >=, 10);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* DESIGN.md §10 and issue 5: arrows and WASD move, 1-9 enter, 0/Delete/BackSpace clear,
 * Ctrl+1-9 pencil marks, Shift+arrow links, Ctrl+Z, Ctrl+Shift+Z, Ctrl+O, Ctrl+V, Ctrl+Q,
 * F1, Ctrl+? and Ctrl+, (preferences). */
static void
test_overlay_lists_the_design (void)
{
  static const char *promised[] = {
    "Up", "Down", "Left", "Right", "w", "a", "s", "d",
    "1", "5", "9", "0", "Delete", "BackSpace",
    "<Control>1", "<Control>9",
    "<Shift>Up", "<Shift>Down", "<Shift>Left", "<Shift>Right",
    "<Control>z", "<Control><Shift>z", "<Control>o", "<Control>v", "<Control>q",
    "F1", "<Control>question", "<Control>comma",
    /* issue 12: pause, copy, export, print, close */
    "Pause", "<Control><Shift>p", "<Control>c", "<Control><Shift>c", "<Control>s", "<Control>p",
    "<Control>w",
    /* issue 12: digit first puts the chosen digit in with Return or Space (a key
     * controller of the window, ahead of the board); the start view goes back with Escape
     * or Alt+Left (checked from its bindings below too) */
    "Return", "space", "Escape", "<Alt>Left",
  };

  g_assert_cmpuint (listed->len, >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (promised); i++)
    if (!is_listed (promised[i]))
      g_error ("the shortcuts window does not list %s", promised[i]);
}

/* Whatever accelerator the application registers (now or after other branches add theirs)
 * must be in the shortcuts window. */
static void
test_overlay_lists_every_app_accel (void)
{
  /* The window registers the accelerators of its own actions when it joins the app. */
  SdmWindow *window = g_object_ref_sink (sdm_window_new (app));
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  guint checked = 0;

  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          g_test_message ("%s: %s", actions[i], accels[j]);
          if (!is_listed (accels[j]))
            g_error ("%s has accelerator %s, which the shortcuts window does not list",
                     actions[i], accels[j]);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 4);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* Every key a widget's own key bindings (gtk_widget_class_add_binding*) react to is in the
 * shortcuts window; returns how many were checked. Keypad keys count as their
 * main-keyboard twins and letters in either case as one key, as a reader of the window
 * would take them. */
static guint
check_widget_keys (GtkWidget  *widget,
                   const char *what)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  guint checked = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          guint key;
          GdkModifierType mods;
          const char *name;
          g_autofree char *label = NULL;

          if (!GTK_IS_KEYVAL_TRIGGER (trigger))
            continue;
          key = gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)));
          mods = gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger));
          name = gdk_keyval_name (key);
          if (name != NULL && g_str_has_prefix (name, "KP_"))
            key = gdk_keyval_from_name (name + 3);
          label = gtk_accelerator_name (key, mods);
          g_test_message ("%s key %s", what, label);
          if (!is_listed_accel (key, mods))
            g_error ("the %s reacts to %s, which the shortcuts window does not list", what, label);
          checked++;
        }
    }
  g_object_unref (controllers);
  return checked;
}

static void
test_overlay_lists_every_board_key (void)
{
  GtkWidget *board = g_object_ref_sink (sdm_board_new ());

  g_assert_cmpuint (check_widget_keys (board, "board"), >=, 30);
  g_object_unref (board);
}

/* The start view's keys: Escape and Alt+Left go back to the game New Game left. */
static void
test_overlay_lists_every_start_view_key (void)
{
  GtkWidget *view = g_object_ref_sink (sdm_start_view_new (NULL, NULL));

  g_assert_cmpuint (check_widget_keys (view, "start view"), >=, 2);
  g_object_unref (view);
}

/* How the README's "Playing" table writes an accelerator: Ctrl+Shift+Z, Ctrl+?, F1. */
static char *
readme_spelling (const char *accel)
{
  GString *text = g_string_new (NULL);
  guint key;
  GdkModifierType mods;
  gunichar c;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  if (mods & GDK_CONTROL_MASK)
    g_string_append (text, "Ctrl+");
  if (mods & GDK_ALT_MASK)
    g_string_append (text, "Alt+");
  if (mods & GDK_SHIFT_MASK)
    g_string_append (text, "Shift+");
  c = gdk_keyval_to_unicode (key);
  if (c > ' ')
    g_string_append_unichar (text, g_unichar_toupper (c));
  else
    g_string_append (text, gdk_keyval_name (key));
  return g_string_free (text, FALSE);
}

/* @token in @text as a whole key: not part of a longer one (Ctrl+S in Ctrl+Shift+Z). */
static gboolean
has_key_token (const char *text,
               const char *token)
{
  gsize len = strlen (token);

  for (const char *p = strstr (text, token); p != NULL; p = strstr (p + 1, token))
    {
      gboolean starts = p == text || !(g_ascii_isalnum (p[-1]) || p[-1] == '+');
      gboolean ends = !(g_ascii_isalnum (p[len]) || p[len] == '+');

      if (starts && ends)
        return TRUE;
    }
  return FALSE;
}

/* Issue 12: the README's "Playing" section names every accelerator the application sets. */
static void
test_readme_lists_every_app_accel (void)
{
  SdmWindow *window = g_object_ref_sink (sdm_window_new (app));
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "README.md", NULL);
  g_autofree char *readme = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  const char *playing, *end;
  g_autofree char *section = NULL;
  guint checked = 0;

  g_assert_true (g_file_get_contents (path, &readme, NULL, &error));
  g_assert_no_error (error);
  playing = strstr (readme, "\n## Playing\n");
  g_assert_nonnull (playing);
  end = strstr (playing + 1, "\n## ");
  section = end != NULL ? g_strndup (playing, end - playing) : g_strdup (playing);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          g_autofree char *spelt = readme_spelling (accels[j]);

          g_test_message ("%s: %s", actions[i], spelt);
          if (!has_key_token (section, spelt))
            g_error ("%s has accelerator %s, which README.md's Playing section does not name",
                     actions[i], spelt);
          checked++;
        }
    }
  /* And the keys that are not accelerators: digit first's Return and Space, the start
   * view's Escape and Alt+Left. */
  g_assert_true (has_key_token (section, "Return"));
  g_assert_true (has_key_token (section, "Space"));
  g_assert_true (has_key_token (section, "Escape"));
  g_assert_true (has_key_token (section, "Alt+Left"));
  g_assert_cmpuint (checked, >=, 20);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* The shortcuts window is built when first asked for (not before the first frame), then
 * attached to the window as its help overlay and shown; asking again shows the same one. */
static void
test_window_has_overlay (void)
{
  SdmWindow *window = sdm_window_new (app);
  GtkShortcutsWindow *overlay;

  g_object_ref_sink (window);
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.show-help-overlay"));
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  /* app.shortcuts opens it for the active window. */
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (overlay)) == GTK_WINDOW (window));

  /* It fits a 1,280 px screen with room to spare: at most 1,000 px wide, as drawn. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (overlay));
  {
    int min_width, nat_width;

    gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL, NULL);
    g_test_message ("shortcuts window: %d px wide (minimum %d, natural %d)",
                    gtk_widget_get_width (GTK_WIDGET (overlay)), min_width, nat_width);
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (overlay)), <=, 1000);
    g_assert_cmpint (nat_width, <=, 1000);
  }

  /* Closing hides it; F1 again shows the same window. */
  gtk_window_close (GTK_WINDOW (overlay));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.show-help-overlay"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  g_assert_true (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  if (!gtk_init_check ())
    g_error ("no display: run through tests/gui-test-wrapper.sh");
  adw_init ();

  app = sdm_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  listed = g_array_new (FALSE, FALSE, sizeof (Accel));

  g_test_add_func ("/shortcuts/overlay-loads", test_overlay_loads);
  g_test_add_func ("/shortcuts/lists-the-design", test_overlay_lists_the_design);
  g_test_add_func ("/shortcuts/lists-every-app-accel", test_overlay_lists_every_app_accel);
  g_test_add_func ("/shortcuts/lists-every-board-key", test_overlay_lists_every_board_key);
  g_test_add_func ("/shortcuts/lists-every-start-view-key", test_overlay_lists_every_start_view_key);
  g_test_add_func ("/shortcuts/readme-lists-every-app-accel", test_readme_lists_every_app_accel);
  g_test_add_func ("/shortcuts/window-has-overlay", test_window_has_overlay);

  status = g_test_run ();
  g_array_unref (listed);
  g_clear_object (&app);
  return status;
}
