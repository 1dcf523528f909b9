/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-shortcuts.c: the shortcuts dialog (sdm-shortcuts-dialog.ui) loads, opens in the main
 * window and fits a 360×640 and a 1366×768 screen, lists every shortcut promised (the list
 * in test_overlay_lists_the_design()), every accelerator the application actually
 * registers and every key the board and the start view bind; the README's "Playing"
 * section names every accelerator too. */
#include "config.h"

#include <locale.h>

#include "sdm-application.h"
#include "sdm-board.h"
#include "sdm-shortcut-row.h"
#include "sdm-shortcuts-dialog.h"
#include "sdm-start-view.h"
#include "sdm-test-utils.h"
#include "sdm-window.h"

typedef struct {
  guint           key;
  GdkModifierType mods;
} Accel;

static SdmApplication *app;
static GArray *listed;   /* Accel: every accelerator the shortcuts dialog shows */

static gboolean
parse (const char *text,
       Accel      *accel)
{
  return gtk_accelerator_parse (text, &accel->key, &accel->mods) && accel->key != 0;
}

/* One SdmShortcutRow accelerator string: space-separated accelerators, each of which
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

/* Every row of the dialog: a title, and keys that parse, each shown as a keycap. */
static void
test_overlay_loads (void)
{
  SdmShortcutsDialog *dialog = g_object_ref_sink (sdm_shortcuts_dialog_new ());
  guint shortcuts = 0;

  adw_dialog_present (ADW_DIALOG (dialog), NULL);   /* its rows are in the tree from here */

  for (GtkWidget *row = sdm_test_find_widget (GTK_WIDGET (dialog), SDM_TYPE_SHORTCUT_ROW, NULL, NULL);
       row != NULL; )
    {
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      const char *accelerator = sdm_shortcut_row_get_accelerator (SDM_SHORTCUT_ROW (row));
      GtkWidget *next;

      g_test_message ("%s: %s", title, accelerator);
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");
      g_assert_nonnull (accelerator);
      add_listed (accelerator);
      shortcuts++;
      /* The next row: the rows of a group are siblings, the groups too. */
      next = gtk_widget_get_next_sibling (row);
      if (next == NULL)
        {
          GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

          for (group = gtk_widget_get_next_sibling (group); group != NULL && next == NULL;
               group = gtk_widget_get_next_sibling (group))
            next = sdm_test_find_widget (group, SDM_TYPE_SHORTCUT_ROW, NULL, NULL);
        }
      row = next;
    }
  g_assert_cmpuint (shortcuts, >=, 30);
  adw_dialog_force_close (ADW_DIALOG (dialog));
  g_assert_finalize_object (dialog);
}

/* The keys promised since issue 5: arrows and WASD move, 1-9 enter, 0/Delete/BackSpace
 * clear, Ctrl+1-9 pencil marks, Shift+arrow links, Ctrl+Z, Ctrl+Shift+Z, Ctrl+O, Ctrl+V,
 * Ctrl+Q, F1, Ctrl+? and Ctrl+, (preferences). */
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
      g_error ("the shortcuts dialog does not list %s", promised[i]);
}

/* Whatever accelerator the application registers (now or after other branches add theirs)
 * must be in the shortcuts dialog. */
static void
test_overlay_lists_every_app_accel (void)
{
  /* The window registers the accelerators of its own actions when it joins the app. */
  SdmWindow *window = g_object_ref_sink (sdm_window_new (GTK_APPLICATION (app)));
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  guint checked = 0;

  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          g_test_message ("%s: %s", actions[i], accels[j]);
          if (!is_listed (accels[j]))
            g_error ("%s has accelerator %s, which the shortcuts dialog does not list",
                     actions[i], accels[j]);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 4);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* Every key a widget's own key bindings (gtk_widget_class_add_binding*) react to is in the
 * shortcuts dialog; returns how many were checked. Keypad keys count as their
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
            g_error ("the %s reacts to %s, which the shortcuts dialog does not list", what, label);
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
  SdmWindow *window = g_object_ref_sink (sdm_window_new (GTK_APPLICATION (app)));
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

static gboolean
shortcuts_gone (void)
{
  return sdm_test_find_dialog (SDM_TYPE_SHORTCUTS_DIALOG) == NULL;
}

/* app.shortcuts and Ctrl+? (win.show-help-overlay) open the shortcuts in the window, not
 * a window of their own (a GtkShortcutsWindow was 989×852, its last rows off a 768 px
 * screen); on a phone (360×640) and on a laptop (1366×768) the dialog lies inside the
 * window, and every row can be scrolled to. */
static void
test_window_has_overlay (void)
{
  static const struct { int width, height; } screens[] = { { 360, 640 }, { 1366, 768 } };
  SdmWindow *window = sdm_window_new (GTK_APPLICATION (app));

  g_object_ref_sink (window);
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.show-help-overlay"));
  g_assert_null (sdm_test_find_dialog (SDM_TYPE_SHORTCUTS_DIALOG));   /* not before it is asked for */

  for (guint i = 0; i < G_N_ELEMENTS (screens); i++)
    {
      AdwDialog *dialog;
      graphene_rect_t bounds;

      gtk_window_set_default_size (GTK_WINDOW (window), screens[i].width, screens[i].height);
      gtk_window_present (GTK_WINDOW (window));
      while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
        g_main_context_iteration (NULL, TRUE);
      if (i == 0)
        g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
      else
        g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.show-help-overlay", NULL));
      dialog = sdm_test_find_dialog (SDM_TYPE_SHORTCUTS_DIALOG);
      g_assert_nonnull (dialog);
      g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));
      /* Asked again while it shows: still one. */
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.show-help-overlay", NULL));
      g_assert_true (sdm_test_find_dialog (SDM_TYPE_SHORTCUTS_DIALOG) == dialog);

      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (dialog), GTK_WIDGET (window), &bounds));
      g_test_message ("%d×%d window (%d×%d): shortcuts dialog at %.0f,%.0f, %.0f×%.0f",
                      screens[i].width, screens[i].height,
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                      bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, screens[i].width);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, screens[i].height);
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
      /* The rows scroll inside it. */
      g_assert_nonnull (gtk_widget_get_ancestor (sdm_test_find_widget (GTK_WIDGET (dialog), SDM_TYPE_SHORTCUT_ROW, NULL, NULL),
                                                 GTK_TYPE_SCROLLED_WINDOW));

      /* Closing destroys it; the action opens a new one. */
      g_assert_true (adw_dialog_close (dialog));
      g_assert_true (sdm_test_wait_until (shortcuts_gone));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);

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
