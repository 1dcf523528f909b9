/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-saves.c: two messages of the window about the player's games (issue 14), in
 * a real window:
 *
 * - the autosaved game is damaged when the app starts: it is kept aside as
 *   current-game.damaged-DATE with its bytes as they were, the message names that file
 *   and offers "Show", and the next game's autosave writes a new current-game beside it;
 * - the solver cannot decide a puzzle within its node budget (a tiny one here): the
 *   window says "Could not decide in time", Check still finds rule clashes, and no worker
 *   thread is left running;
 * - a game undone as far as its bounded history goes is still kept when another takes its
 *   place.
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "game-fixtures.h"
#include "sdm-application.h"
#include "sdm-game-library.h"
#include "sdm-game-private.h"
#include "sdm-test-files.h"
#include "sdm-test-utils.h"
#include "sdm-test-window.h"

/* Not UTF-8, cut short: no game can be read from it. */
static const char damaged_bytes[] = "sudominoku-game 2\nkind sudoku\ngivens 53\xff\x00" "7\n";

static SdmApplication *app;
static SdmWindow *window;
static char *data_home;
static char *restore_warning;   /* what the window logged about the damaged save */

/* The window logs why the last game did not load (a warning, fatal in the tests): take
 * that one aside for the test to read, and leave every other message to GLib. */
static GLogWriterOutput
log_writer (GLogLevelFlags   level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if ((level & G_LOG_LEVEL_WARNING) && strcmp (fields[i].key, "MESSAGE") == 0 &&
        fields[i].length < 0 &&
        g_str_has_prefix (fields[i].value, "The last game could not be restored: ") &&
        restore_warning == NULL)
      {
        restore_warning = g_strdup (fields[i].value);
        return G_LOG_WRITER_HANDLED;
      }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

static char *
saves_dir (void)
{
  return g_build_filename (data_home, "sudominoku", NULL);
}

static const char *
message_text (void)
{
  if (!gtk_revealer_get_reveal_child (sdm_test_message_revealer (window)))
    return "";
  return sdm_message_bar_get_text (sdm_test_message_bar (window));
}

static const char *wanted_message;

static gboolean
message_shown (void)
{
  return strstr (message_text (), wanted_message) != NULL;
}

static gboolean
saved (void)
{
  return !sdm_game_store_get_dirty (sdm_test_store (window));
}

static gboolean
solvers_idle (void)
{
  return sdm_game_tasks_get_n_running () == 0;
}

/* The entries of folder @dir whose name starts with @prefix. */
static guint
count_named (const char *dir,
             const char *prefix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_test_message ("in the folder: %s", name);
      n += g_str_has_prefix (name, prefix);
    }
  return n;
}

/* The file at @path holds exactly the damaged bytes. */
static gboolean
holds_damaged_bytes (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  return length == sizeof damaged_bytes - 1 && memcmp (contents, damaged_bytes, length) == 0;
}

static void
test_damaged_save_kept (void)
{
  g_autofree char *dir = saves_dir ();
  g_autofree char *current = g_build_filename (dir, "current-game", NULL);
  g_autofree char *kept_dir = NULL;
  g_autofree char *kept_name = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;

  /* Kept aside under a name that says so, beside where it was, bytes unchanged. */
  g_assert_nonnull (sdm_game_store_get_damaged_path (sdm_test_store (window)));
  kept = g_strdup (sdm_game_store_get_damaged_path (sdm_test_store (window)));
  kept_dir = g_path_get_dirname (kept);
  kept_name = g_path_get_basename (kept);
  g_test_message ("kept as %s", kept);
  /* The log tells the whole story: what is wrong, and where the file went. */
  g_assert_nonnull (restore_warning);
  g_assert_nonnull (strstr (restore_warning, "not valid UTF-8"));
  g_assert_nonnull (strstr (restore_warning, kept));
  g_assert_cmpstr (kept_dir, ==, dir);
  g_assert_true (g_str_has_prefix (kept_name, "current-game.damaged-"));
  g_assert_true (holds_damaged_bytes (kept));

  /* The message says so, names the file, and stays with its Show button. */
  g_assert_true (gtk_revealer_get_reveal_child (sdm_test_message_revealer (window)));
  g_test_message ("message: %s", message_text ());
  g_assert_nonnull (strstr (message_text (), "Could not read the last game"));
  g_assert_nonnull (strstr (message_text (), kept_name));
  g_assert_true (gtk_widget_get_visible (sdm_test_message_action_button (window)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (sdm_test_message_action_button (window))), ==, "_Show");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (sdm_test_message_action_button (window))),
                   ==, "win.show-damaged-save");
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.show-damaged-save"));
  /* An error: it stays until closed (no timeout), which its style shows. */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sdm_test_message_bar (window)), "error"));

  /* A new game autosaves: current-game is that game now, the kept file is untouched. */
  make_sudoku (&puzzle);
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, game, "new", TRUE);
  g_assert_true (sdm_game_set_value (game, 0, 1, NULL));
  g_assert_true (sdm_test_wait_until (saved));
  g_assert_false (holds_damaged_bytes (current));
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *text = sdm_game_read_save_file (current, &error);
    g_autoptr(SdmGame) back = NULL;

    g_assert_no_error (error);
    back = sdm_game_new_from_serialized_full (text, FALSE, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (sdm_game_get_value (back, 0), ==, 1);
  }
  g_assert_true (holds_damaged_bytes (kept));
  g_assert_cmpuint (count_named (dir, "current-game.damaged-"), ==, 1);
}

/* A Sudominoku of few clues, and a node budget far too small to count its solutions. */
static void
test_undecided (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  int a = sdm_cell (8, 0), b = sdm_cell (8, 1);

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOMINOKU);
  for (int d = 0; d < 9; d++)
    {
      int c = location (domino_isolated + 3 * d);

      puzzle.isolated[d] = (guint8) c;
      puzzle.givens[c] = (guint8) (d + 1);
    }
  puzzle.n_clues = 1;
  puzzle.clues[0] = (SdmDominoClue) { .cells = { location ("D3"), location ("E3") }, .digits = { 9, 7 } };
  puzzle.givens[location ("D3")] = 9;
  puzzle.givens[location ("E3")] = 7;
  g_assert_cmpint (puzzle.givens[a], ==, 0);
  g_assert_cmpint (puzzle.givens[b], ==, 0);

  sdm_game_tasks_set_node_budget (2);
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, game, "few clues", TRUE);
  wanted_message = "Could not decide in time whether this puzzle has one solution";
  g_assert_true (sdm_test_wait_until (message_shown));
  g_assert_cmpint (sdm_game_get_uniqueness (game), ==, SDM_UNIQUENESS_UNDECIDED);
  g_assert_true (sdm_test_wait_until (solvers_idle));

  /* Check still finds a rule clash: the same digit twice in row 9. */
  g_assert_true (sdm_game_set_value (game, a, 5, NULL));
  g_assert_true (sdm_game_set_value (game, b, 5, NULL));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.check", NULL));
  wanted_message = "A rule is broken: the clashing cells are marked";
  g_assert_true (sdm_test_wait_until (message_shown));

  /* Without a clash Check needs the solver: it says it could not decide, and stops. */
  g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.check", NULL));
  wanted_message = "could not decide this puzzle in the time it is allowed";
  g_assert_true (sdm_test_wait_until (message_shown));
  g_assert_true (sdm_test_wait_until (solvers_idle));
  g_assert_cmpuint (sdm_game_tasks_get_n_running (), ==, 0);

  sdm_game_tasks_set_node_budget (0);
}

/* A game played past the undo limit and undone as far as undo goes is still the player's
 * (the board is not the puzzle as it came): another puzzle in its place keeps it among the
 * games in progress, as it was. */
static void
test_long_game_kept (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) next = NULL;
  g_autofree char *played = NULL;
  g_autofree char *back = NULL;
  g_autoptr(GPtrArray) games = NULL;
  SdmPuzzle puzzle;
  guint n_games;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  sdm_window_set_game (window, game, "long", TRUE);
  g_assert_true (sdm_game_set_value (game, 0, 1, NULL));
  for (guint i = 0; i < SDM_GAME_UNDO_LIMIT + 10; i++)
    g_assert_true (sdm_game_toggle_pencil (game, sdm_cell (1, 4), i % 9 + 1, NULL));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "game.undo"));
  while (sdm_test_activate (GTK_WIDGET (window), "game.undo", NULL))
    ;
  /* Undo stops where the kept history starts: its button goes insensitive there. */
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.undo"));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "game.redo"));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 0);
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 1);
  played = sdm_game_serialize (game);
  n_games = sdm_game_library_get_n_games (sdm_test_library (window));

  next = sdm_game_new_quiet (&puzzle);
  sdm_window_set_game (window, next, "next", TRUE);
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, n_games + 1);
  games = sdm_game_library_list (sdm_test_library (window));
  for (guint i = 0; i < games->len; i++)
    {
      const SdmGameInfo *info = g_ptr_array_index (games, i);

      if (g_strcmp0 (info->name, "long") == 0)
        {
          g_autoptr(SdmGame) taken = sdm_game_library_take (sdm_test_library (window), info->id, NULL, NULL);

          g_assert_nonnull (taken);
          back = sdm_game_serialize (taken);
        }
    }
  sdm_test_assert_same_game (back, played);
}

int
main (int argc, char **argv)
{
  int status;

  /* The saved games of this test are its own: a damaged one waits for the window. */
  data_home = sdm_test_make_temp_dir ("sdm-window-saves-XXXXXX");
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_log_set_writer_func (log_writer, NULL, NULL);
  {
    g_autofree char *dir = saves_dir ();
    g_autofree char *path = g_build_filename (dir, "current-game", NULL);

    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
    g_assert_true (g_file_set_contents (path, damaged_bytes, sizeof damaged_bytes - 1, NULL));
  }
  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();
  window = sdm_test_window_present (app);

  g_test_add_func ("/window-saves/damaged-save-kept", test_damaged_save_kept);
  g_test_add_func ("/window-saves/undecided", test_undecided);
  g_test_add_func ("/window-saves/long-game-kept", test_long_game_kept);

  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  sdm_test_remove_dir (data_home);
  g_free (data_home);
  g_free (restore_warning);
  return status;
}
