/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-accessible-names.c: the accessible names a screen reader says (issue 20). The test
 * walks the accessibility tree of the window (start view, a game, the paused page and the
 * strips of the hint and the guide) and of every dialog, computes each name as GTK does
 * (the "label" property, then the labels it is labelled by: gtk_at_context_get_name() in
 * GTK 4.18) and fails on a name with a mnemonic underscore ("_Resume") or a word said
 * twice in a row ("Main Menu Main Menu"). GTK has no public getter for the name: the
 * properties are read through gtk_test_accessible_check_property(), which returns the
 * value it finds when it is not the one asked for. The window is a phone's (360×640), so
 * every dialog is shown as it is there. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "game-fixtures.h"
#include "sdm-help-dialog.h"
#include "sdm-preferences-dialog.h"
#include "sdm-puzzle-list.h"
#include "sdm-shortcuts-dialog.h"
#include "sdm-start-view.h"
#include "sdm-statistics-dialog.h"
#include "sdm-test-utils.h"
#include "sdm-test-window.h"

static SdmApplication *app;
static SdmWindow *window;
static GHashTable *seen;     /* every name met, for the checks that the walk reached them */
static GPtrArray *wrong;     /* "TYPE: name" */

/* The value of @property, or NULL when it is not set. The check against a value no label
 * has fails and returns the value there is. */
static char *
property_of (GtkAccessible         *accessible,
             GtkAccessibleProperty  property)
{
  if (!gtk_test_accessible_has_property (accessible, property))
    return NULL;
  return gtk_test_accessible_check_property (accessible, property, "\x01");
}

/* The accessible that @accessible is labelled by, found under @root (the window or the
 * dialog walked), or NULL. */
static GtkAccessible *
labelled_by (GtkAccessible *accessible,
             GtkAccessible *root)
{
  for (GtkAccessible *child = gtk_accessible_get_first_accessible_child (root); child != NULL; )
    {
      GtkAccessible *found = NULL;
      GtkAccessible *next;
      g_autofree char *differs = gtk_test_accessible_check_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                                    child, NULL);

      if (differs == NULL)
        return child;   /* the caller drops it */
      found = labelled_by (accessible, child);
      next = gtk_accessible_get_next_accessible_sibling (child);
      g_object_unref (child);
      if (found != NULL)
        {
          g_clear_object (&next);
          return found;
        }
      child = next;
    }
  return NULL;
}

/* The name, as gtk_at_context_get_name() puts it together. */
static GtkAccessible *walk_root;

static char *
name_of (GtkAccessible *accessible)
{
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *label = property_of (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL);

  if (label != NULL)
    g_string_append (name, label);
  if (gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    {
      g_autoptr(GtkAccessible) by = labelled_by (accessible, walk_root);
      g_autofree char *by_label = by != NULL ? property_of (by, GTK_ACCESSIBLE_PROPERTY_LABEL) : NULL;

      if (by == NULL)
        g_string_append (name, " [labelled by an accessible outside the tree]");
      else if (by_label != NULL)
        g_string_append_printf (name, "%s%s", name->len > 0 ? " " : "", by_label);
    }
  return name->len > 0 ? g_string_free (g_steal_pointer (&name), FALSE) : NULL;
}

/* An underscore before a letter: a mnemonic said aloud. */
static gboolean
has_mnemonic (const char *name)
{
  for (const char *p = strchr (name, '_'); p != NULL; p = strchr (p + 1, '_'))
    if (g_unichar_isalpha (g_utf8_get_char (p + 1)))
      return TRUE;
  return FALSE;
}

/* A run of words said twice in a row ("Next Next", "Main Menu Main Menu"), case and
 * underscores and punctuation at the ends of words left out. */
static gboolean
repeats_words (const char *name)
{
  g_auto(GStrv) raw = g_strsplit_set (name, " \t\n", -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; raw[i] != NULL; i++)
    {
      g_autofree char *stripped = g_strdup (raw[i]);
      char *w;

      g_strdelimit (stripped, "_", ' ');
      w = g_strstrip (stripped);
      while (*w != '\0' && g_unichar_ispunct (g_utf8_get_char (g_utf8_prev_char (w + strlen (w)))))
        *g_utf8_prev_char (w + strlen (w)) = '\0';
      if (*w != '\0')
        g_ptr_array_add (words, g_utf8_casefold (w, -1));
    }
  for (guint k = 1; 2 * k <= words->len; k++)
    for (guint start = 0; start + 2 * k <= words->len; start++)
      {
        gboolean same = TRUE;

        for (guint j = 0; j < k && same; j++)
          same = g_str_equal (words->pdata[start + j], words->pdata[start + k + j]);
        if (same)
          return TRUE;
      }
  return FALSE;
}

static void
check_tree (GtkAccessible *accessible)
{
  g_autofree char *name = name_of (accessible);

  if (name != NULL)
    {
      g_hash_table_add (seen, g_strdup (name));
      if (has_mnemonic (name) || repeats_words (name) || strstr (name, "[labelled by") != NULL)
        g_ptr_array_add (wrong, g_strdup_printf ("%s: “%s”", G_OBJECT_TYPE_NAME (accessible), name));
    }
  for (GtkAccessible *child = gtk_accessible_get_first_accessible_child (accessible); child != NULL; )
    {
      GtkAccessible *next = gtk_accessible_get_next_accessible_sibling (child);

      check_tree (child);
      g_object_unref (child);
      child = next;
    }
}

/* The names of @what (a window or a dialog) are fine; returns how many were read. */
static guint
check (GtkWidget  *root,
       const char *what)
{
  guint before = g_hash_table_size (seen);

  g_ptr_array_set_size (wrong, 0);
  walk_root = GTK_ACCESSIBLE (root);
  check_tree (GTK_ACCESSIBLE (root));
  for (guint i = 0; i < wrong->len; i++)
    g_test_message ("%s: %s", what, (char *) wrong->pdata[i]);
  if (wrong->len > 0)
    g_error ("%s: %u accessible names with a mnemonic or a word said twice (%s, …)",
             what, wrong->len, (char *) wrong->pdata[0]);
  g_test_message ("%s: %u names, none wrong", what, g_hash_table_size (seen) - before);
  return g_hash_table_size (seen) - before;
}

static gboolean
was_seen (const char *name)
{
  return g_hash_table_contains (seen, name);
}

/* Test units                                                                           */

/* The self-test of the rules: they catch what the issue found, and pass ordinary names. */
static void
test_rules (void)
{
  g_assert_true (has_mnemonic ("_Resume Resume"));
  g_assert_true (repeats_words ("_Resume Resume"));
  g_assert_true (repeats_words ("_Next Next"));
  g_assert_true (repeats_words ("Main Menu Main Menu"));
  g_assert_true (repeats_words ("Row 3, column 5, column 5"));
  g_assert_false (has_mnemonic ("Resume"));
  g_assert_false (has_mnemonic ("A line: _ _ 5_"));
  g_assert_false (repeats_words ("Link left or right, or unlink"));
  g_assert_false (repeats_words ("Row 3, column 5, 7"));
  g_assert_false (repeats_words ("Main Menu"));
}

static gboolean
idle (void)
{
  return !sdm_test_busy (window);
}

static gboolean
have_hint (void)
{
  return sdm_hint_controller_get_level (sdm_test_hint (window)) > 0;
}

/* The window: the start view, then a Sudominoku with a hint and the guide's strip (each
 * strip is built when it first shows; hidden again, it stays in the tree), paused. */
static void
test_window (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;

  /* A window without a game shows its start view (built when its page is first mapped). */
  g_assert_true (gtk_widget_get_mapped (sdm_test_start_view (window)));
  g_assert_cmpuint (check (GTK_WIDGET (window), "the start view"), >, 5);

  make_sudominoku (&puzzle);
  game = sdm_game_new (&puzzle);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL));
  g_assert_true (sdm_tutorial_controller_get_active (sdm_test_tutorial (window)));
  sdm_window_set_game (window, game, "test", TRUE);
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL));
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.pause", NULL));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  check (GTK_WIDGET (window), "the window");
  /* The walk reached the buttons the issue found. */
  g_assert_true (was_seen ("Main Menu"));
  g_assert_true (was_seen ("Resume"));
  g_assert_true (was_seen ("Next"));
  g_assert_true (was_seen ("More"));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.pause", NULL));
}

/* With SDM_TEST_OUTPUT_DIR set: the window with @dialog open, drawn to DIR/dialog-NAME.png
 * (the screenshots of the report: run with SDM_TEST_WINDOW_SIZE=360x640 or 1366x768, and
 * ADW_DEBUG_COLOR_SCHEME=prefer-dark for the dark style). A picture, not a check. */
static void
save_screenshot (const char *what)
{
  g_autofree char *name = g_strdup_printf ("dialog-%s.png", what);

  g_strdelimit (name, " ?", '-');
  sdm_test_save_picture (GTK_WIDGET (window), name, 400);
}

static AdwDialog *shown;
static GType shown_type;

/* The dialog of shown_type is open and has been laid out in the window (where libadwaita
 * says so when it does not fit). */
static gboolean
dialog_open (void)
{
  shown = sdm_test_find_dialog (shown_type);
  if (shown == NULL)
    return FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (shown));   /* it opens on the frame clock's ticks */
  if (!gtk_widget_get_mapped (gtk_widget_get_first_child (GTK_WIDGET (shown))))
    return FALSE;
  for (int frame = 0; frame < 3; frame++)
    {
      gtk_widget_queue_resize (GTK_WIDGET (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    }
  return TRUE;
}

static gboolean
dialog_gone (void)
{
  return sdm_test_find_dialog (shown_type) == NULL;
}

/* Opens a dialog with @action (an "app." or "win." action), checks its names, closes it. */
static void
check_dialog (const char *action,
              GType       type,
              const char *what)
{
  shown_type = type;
  if (g_str_has_prefix (action, "app."))
    g_action_group_activate_action (G_ACTION_GROUP (app), action + 4, NULL);
  else
    g_assert_true (sdm_test_activate (GTK_WIDGET (window), action, NULL));
  g_assert_true (sdm_test_wait_until (dialog_open));
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (shown)) == GTK_ROOT (window));
  g_assert_cmpuint (check (GTK_WIDGET (shown), what), >, 0);
  save_screenshot (what);
  g_assert_true (adw_dialog_close (shown));
  g_assert_true (sdm_test_wait_until (dialog_gone));
}

static gboolean
games_in_progress (void)
{
  return sdm_start_view_get_n_continue (SDM_START_VIEW (sdm_test_start_view (window))) > 0;
}

static gboolean
has_icon (GtkWidget     *widget,
          gconstpointer  icon)
{
  return g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon) == 0;
}

static void
test_dialogs (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  g_autofree char *two = NULL;

  make_sudoku (&puzzle);
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, game, "test", TRUE);
  g_assert_true (sdm_test_wait_until (idle));

  check_dialog ("app.preferences", SDM_TYPE_PREFERENCES_DIALOG, "Preferences");
  check_dialog ("app.about", ADW_TYPE_ABOUT_DIALOG, "About");
  check_dialog ("app.statistics", SDM_TYPE_STATISTICS_DIALOG, "Statistics");
  check_dialog ("win.show-help-overlay", SDM_TYPE_SHORTCUTS_DIALOG, "Keyboard Shortcuts");
  check_dialog ("win.help", SDM_TYPE_HELP_DIALOG, "How to Play");
  check_dialog ("game.solve", ADW_TYPE_ALERT_DIALOG, "Show the Solution?");
  check_dialog ("win.export", ADW_TYPE_ALERT_DIALOG, "Export Puzzle");
  /* An error's Details. */
  sdm_window_load_text (window, "not a puzzle\n", "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  check_dialog ("win.message-details", ADW_TYPE_ALERT_DIALOG, "Details");
  /* Choose a Puzzle: text with two. */
  two = g_strdup_printf ("%s\n%s\n", sudoku_givens, sudoku_solution);
  shown_type = SDM_TYPE_PUZZLE_LIST;
  sdm_window_load_text (window, two, "Clipboard");
  g_assert_true (sdm_test_wait_until (dialog_open));
  g_assert_cmpuint (check (GTK_WIDGET (shown), "Choose a Puzzle"), >, 0);
  save_screenshot ("Choose a Puzzle");
  g_assert_true (adw_dialog_close (shown));
  g_assert_true (sdm_test_wait_until (dialog_gone));
  /* A first Sudominoku's offer of the guide. */
  g_settings_set_boolean (sdm_test_settings (window), "tutorial-seen", FALSE);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
  sdm_start_view_set_kind (SDM_START_VIEW (sdm_test_start_view (window)), SDM_KIND_SUDOMINOKU);
  shown_type = ADW_TYPE_ALERT_DIALOG;
  sdm_start_view_start (SDM_START_VIEW (sdm_test_start_view (window)));
  g_assert_true (sdm_test_wait_until (dialog_open));
  g_assert_cmpuint (check (GTK_WIDGET (shown), "New to Sudominoku?"), >, 0);
  save_screenshot ("New to Sudominoku?");
  g_assert_true (adw_dialog_close (shown));   /* Skip: the Sudominoku starts */
  g_assert_true (sdm_test_wait_until (dialog_gone));
  g_assert_true (sdm_test_wait_until (idle));
  /* Removing a game in progress (one with a move) asks first. */
  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    if (sdm_game_get_value (sdm_window_get_game (window), cell) == 0)
      {
        g_assert_true (sdm_game_set_value (sdm_window_get_game (window), cell, 1, NULL));
        break;
      }
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_true (sdm_test_wait_until (games_in_progress));
  {
    GtkWidget *trash = sdm_test_find_widget (GTK_WIDGET (sdm_start_view_get_continue_row (SDM_START_VIEW (sdm_test_start_view (window)), 0)),
                                             GTK_TYPE_BUTTON, has_icon, "user-trash-symbolic");

    g_assert_nonnull (trash);
    g_signal_emit_by_name (trash, "clicked");
  }
  g_assert_true (sdm_test_wait_until (dialog_open));
  g_assert_cmpuint (check (GTK_WIDGET (shown), "Remove This Game?"), >, 0);
  save_screenshot ("Remove This Game?");
  g_assert_true (adw_dialog_close (shown));
  g_assert_true (sdm_test_wait_until (dialog_gone));
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();
  window = sdm_test_window_present (app);
  /* A phone's screen unless told otherwise: every dialog must fit it, as a bottom sheet
   * (libadwaita warns, fatally here, when one is wider than the window). */
  {
    const char *size = g_getenv ("SDM_TEST_WINDOW_SIZE");
    int width, height;

    g_assert_cmpint (sscanf (size != NULL ? size : "360x640", "%dx%d", &width, &height), ==, 2);
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    /* Without a window manager the window draws its own shadow inside that size: give
     * the content the size of the screen, as a maximized window has. */
    gtk_window_set_default_size (GTK_WINDOW (window), 2 * width - gtk_widget_get_width (GTK_WIDGET (window)),
                                 2 * height - gtk_widget_get_height (GTK_WIDGET (window)));
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  }
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  wrong = g_ptr_array_new_with_free_func (g_free);

  g_test_add_func ("/accessible-names/rules", test_rules);
  g_test_add_func ("/accessible-names/window", test_window);
  g_test_add_func ("/accessible-names/dialogs", test_dialogs);

  status = g_test_run ();
  sdm_test_window_close (window);
  g_clear_pointer (&seen, g_hash_table_unref);
  g_clear_pointer (&wrong, g_ptr_array_unref);
  g_clear_object (&app);
  return status;
}
