/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-store.c: autosave and restore: the file round trip, one write per burst of
 * moves, flush on dispose, the default directory under $XDG_DATA_HOME, bad files, and a
 * helper process killed with SIGKILL mid-game losing at most its last move. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "sdm-test-files.h"
#include "sdm-core.h"
#include "sdm-game-store.h"
#include "sdm-game-private.h"
#include "store-moves.h"

static void
count_saves (SdmGameStore *store, guint n_moves, guint *count)
{
  (*count)++;
}

static gboolean
give_up_cb (gpointer user_data)
{
  g_error ("%s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

static void
record_changed (SdmGame *game, guint64 low, guint64 high, guint64 *out)
{
  *out |= low;
}

static void
wait_saved (SdmGameStore *store)
{
  while (sdm_game_store_get_dirty (store))
    g_main_context_iteration (NULL, TRUE);
}

static SdmGame *
new_empty_game (void)
{
  SdmPuzzle puzzle;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  puzzle.givens[40] = 5;
  return sdm_game_new_quiet (&puzzle);
}

static void
play_n (SdmGame *game, guint from, guint to)
{
  for (guint i = from; i < to; i++)
    {
      g_autofree char *move = store_move_text (i);

      if (i % 81 == 40)   /* the given */
        continue;
      g_assert_true (sdm_game_apply_move (game, move, NULL));
    }
}

static void
assert_same_game (SdmGame *a, SdmGame *b)
{
  g_autofree char *x = sdm_game_serialize (a);
  g_autofree char *y = sdm_game_serialize (b);

  g_assert_cmpstr (x, ==, y);
}

static void
test_round_trip (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(SdmGame) game = new_empty_game ();
  g_autoptr(SdmGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected_path = g_build_filename (dir, "current-game", NULL);

  g_assert_cmpstr (sdm_game_store_get_directory (store), ==, dir);
  g_assert_cmpstr (sdm_game_store_get_path (store), ==, expected_path);

  /* Nothing saved yet: no game, no error. */
  g_assert_null (sdm_game_store_load_last (store, &error));
  g_assert_no_error (error);

  sdm_game_store_set_save_delay (store, 10);
  sdm_game_store_set_game (store, game);
  g_assert_true (sdm_game_store_get_dirty (store));
  play_n (game, 0, 30);
  g_assert_true (sdm_game_toggle_pencil (game, 80, 3, NULL));
  g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_game_undo (game));
  wait_saved (store);

  loaded = sdm_game_store_load_last (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_same_game (game, loaded);
  g_assert_cmpuint (sdm_game_get_n_moves (loaded), ==, 29);
  g_assert_cmpint (sdm_game_get_value (loaded, 27), ==, 1);

  /* The write left the file and nothing else: no temporary file, private mode. */
  g_assert_cmpuint (sdm_test_count_entries (dir), ==, 1);
  {
    GStatBuf st;

    g_assert_cmpint (g_stat (expected_path, &st), ==, 0);
    g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  }

  /* Clearing forgets it. */
  g_assert_true (sdm_game_store_clear (store, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (expected_path, G_FILE_TEST_EXISTS));
  g_assert_false (sdm_game_store_get_dirty (store));
  sdm_game_store_set_game (store, NULL);
  g_clear_object (&store);
  g_assert_false (g_file_test (expected_path, G_FILE_TEST_EXISTS));
  sdm_test_remove_dir (dir);
}

/* A game played far past the undo limit is written with only the kept history (version
 * 3: the position it starts from and its moves), small whatever was played, and comes
 * back the same: position, undo steps, and where undo stops. */
static void
test_long_game (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(SdmGame) game = new_empty_game ();
  g_autoptr(SdmGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize size;
  guint n_undo = 0;

  sdm_game_store_set_save_delay (store, 10);
  sdm_game_store_set_game (store, game);
  play_n (game, 0, 4 * SDM_GAME_UNDO_LIMIT);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, SDM_GAME_UNDO_LIMIT);
  wait_saved (store);

  g_assert_true (g_file_get_contents (sdm_game_store_get_path (store), &text, &size, &error));
  g_assert_no_error (error);
  g_test_message ("%u moves played, file of %zu bytes", 4 * SDM_GAME_UNDO_LIMIT, size);
  g_assert_true (g_str_has_prefix (text, "sudominoku-game 3\n"));
  /* "move v r1c1 1" and the like, 14 bytes a line, and some 200 for the rest. */
  g_assert_cmpuint (size, <=, 14 * SDM_GAME_UNDO_LIMIT + 400);

  loaded = sdm_game_store_load_last (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_same_game (game, loaded);
  g_assert_cmpuint (sdm_game_get_n_moves (loaded), ==, SDM_GAME_UNDO_LIMIT);
  while (sdm_game_undo (loaded))
    {
      g_assert_true (sdm_game_undo (game));
      n_undo++;
    }
  g_assert_cmpuint (n_undo, ==, SDM_GAME_UNDO_LIMIT);
  g_assert_false (sdm_game_get_can_undo (game));
  assert_same_game (game, loaded);

  sdm_game_store_set_game (store, NULL);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

/* Autosave follows the position, not derived state: the solution becoming known (which
 * marks mistakes) or the clock writes nothing; a move does. */
static void
test_derived_state_not_saved (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(SdmGame) game = new_empty_game ();
  guint n_saves = 0;
  SdmGrid solution;
  guint64 low = 0;

  sdm_game_store_set_save_delay (store, 0);
  g_signal_connect (store, "saved", G_CALLBACK (count_saves), &n_saves);
  sdm_game_store_set_game (store, game);
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 1);
  g_assert_true (sdm_game_apply_move (game, "v r1c1 2", NULL));
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 2);

  /* A solution in which r1c1 is not 2: the game learns it, the cell becomes a mistake
   * (a redraw: "changed" names it). */
  sdm_grid_init (&solution);
  for (int c = 0; c < SDM_N_CELLS; c++)
    solution.values[c] = (guint8) ((sdm_cell_row (c) * 3 + sdm_cell_row (c) / 3 + sdm_cell_col (c)) % 9 + 1);
  solution.values[40] = 5;
  g_signal_connect (game, "changed", G_CALLBACK (record_changed), &low);
  sdm_game_set_solution (game, &solution);
  g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 1);
  g_assert_cmpuint (low & 1, ==, 1);
  sdm_game_set_elapsed (game, 42);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (sdm_game_store_get_dirty (store));
  g_assert_cmpuint (n_saves, ==, 2);

  /* A move is saved. */
  g_assert_true (sdm_game_apply_move (game, "v r1c1 1", NULL));
  g_assert_true (sdm_game_store_get_dirty (store));
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 3);

  sdm_game_store_set_game (store, NULL);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

/* Time alone writes nothing while the clock runs; when it stops (the app calls
 * sdm_game_store_save_time() on close, pause, focus lost) a time that moved is written,
 * and a time already on disk is not written again. */
static void
test_save_time (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(SdmGame) game = new_empty_game ();
  g_autofree char *text = NULL;
  guint n_saves = 0;

  sdm_game_store_set_save_delay (store, 0);
  g_signal_connect (store, "saved", G_CALLBACK (count_saves), &n_saves);
  sdm_game_store_set_game (store, game);
  wait_saved (store);
  g_assert_true (sdm_game_apply_move (game, "v r1c1 2", NULL));
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 2);

  /* The time already written: nothing to do. */
  sdm_game_store_save_time (store);
  g_assert_false (sdm_game_store_get_dirty (store));

  /* 1:25 of play without a move: written once the clock stops, once. */
  sdm_game_set_elapsed (game, 85);
  g_assert_false (sdm_game_store_get_dirty (store));
  sdm_game_store_save_time (store);
  g_assert_true (sdm_game_store_get_dirty (store));
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 3);
  g_assert_true (g_file_get_contents (sdm_game_store_get_path (store), &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\nelapsed 85\n"));
  sdm_game_store_save_time (store);
  g_assert_false (sdm_game_store_get_dirty (store));
  g_assert_cmpuint (n_saves, ==, 3);

  sdm_game_store_set_game (store, NULL);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

static void
test_debounce (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(SdmGame) game = new_empty_game ();
  guint n_saves = 0;

  sdm_game_store_set_save_delay (store, 20);
  g_signal_connect (store, "saved", G_CALLBACK (count_saves), &n_saves);

  /* Setting the game and a burst of moves before the main loop runs: one write. */
  sdm_game_store_set_game (store, game);
  play_n (game, 0, 50);
  g_assert_cmpuint (n_saves, ==, 0);
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 1);

  /* A move later: one more. Undo and redo are changes too. */
  play_n (game, 50, 51);
  g_assert_true (sdm_game_store_get_dirty (store));
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 2);
  g_assert_true (sdm_game_undo (game));
  wait_saved (store);
  g_assert_cmpuint (n_saves, ==, 3);
  {
    g_autoptr(SdmGame) loaded = sdm_game_store_load_last (store, NULL);

    g_assert_nonnull (loaded);
    assert_same_game (game, loaded);
  }

  /* Within the delay of the last write, a change waits for the end of the window; the
   * first change after a quiet spell does not. */
  sdm_game_store_set_save_delay (store, 60000);
  play_n (game, 51, 52);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (sdm_game_store_get_dirty (store));
  g_assert_cmpuint (n_saves, ==, 3);
  g_assert_true (sdm_game_store_flush (store, NULL));
  g_assert_cmpuint (n_saves, ==, 4);

  /* A new store's first write does not wait for the delay. */
  {
    g_autoptr(SdmGameStore) other = sdm_game_store_new (dir);
    guint guard = g_timeout_add_seconds (20, give_up_cb, (gpointer) "the first write waited");

    sdm_game_store_set_save_delay (other, 60000);
    sdm_game_store_set_game (other, game);
    wait_saved (other);
    g_source_remove (guard);
    sdm_game_store_set_game (other, NULL);
  }

  /* A refused move writes nothing. */
  g_assert_false (sdm_game_apply_move (game, "v r5c5 1", NULL));
  g_assert_false (sdm_game_store_get_dirty (store));

  sdm_game_store_set_game (store, NULL);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

static void
test_flush_on_dispose (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGame) game = new_empty_game ();
  g_autoptr(SdmGame) loaded = NULL;
  SdmGameStore *store = sdm_game_store_new (dir);
  guint n_saves = 0;

  /* A delay no test waits for: only the flush writes. */
  sdm_game_store_set_save_delay (store, 60000);
  g_signal_connect (store, "saved", G_CALLBACK (count_saves), &n_saves);
  sdm_game_store_set_game (store, game);
  play_n (game, 0, 12);
  sdm_game_set_elapsed (game, 42);
  g_assert_true (sdm_game_store_get_dirty (store));
  g_assert_finalize_object (store);
  g_assert_cmpuint (n_saves, ==, 1);

  store = sdm_game_store_new (dir);
  loaded = sdm_game_store_load_last (store, NULL);
  g_assert_nonnull (loaded);
  assert_same_game (game, loaded);
  g_assert_cmpint (sdm_game_get_elapsed (loaded), ==, 42);

  /* An explicit flush writes at once too. */
  sdm_game_store_set_save_delay (store, 60000);
  sdm_game_store_set_game (store, loaded);
  play_n (loaded, 12, 13);
  g_assert_true (sdm_game_store_flush (store, NULL));
  g_assert_false (sdm_game_store_get_dirty (store));
  sdm_game_store_set_game (store, NULL);
  g_assert_finalize_object (store);
  store = sdm_game_store_new (dir);
  g_clear_object (&game);
  game = sdm_game_store_load_last (store, NULL);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 13);
  g_assert_finalize_object (store);
  sdm_test_remove_dir (dir);
}

static char *data_home;

static void
test_default_directory (void)
{
  g_autoptr(SdmGameStore) store = sdm_game_store_new (NULL);
  g_autofree char *expected = g_build_filename (data_home, "sudominoku", NULL);

  /* main() set $XDG_DATA_HOME before anything read it. */
  g_assert_cmpstr (sdm_game_store_get_directory (store), ==, expected);
}

/* The one file in @dir whose name starts with current-game.damaged-, or NULL. */
static char *
find_damaged (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  char *found = NULL;

  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, "current-game.damaged-"))
      {
        g_assert_null (found);
        found = g_build_filename (dir, name, NULL);
      }
  return found;
}

/* A save that does not load is moved aside under a name that says so, the error and
 * "damaged-path" say where, and the next game's writes leave it alone. */
static void
test_bad_file (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(SdmGame) game = new_empty_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *suffix = NULL;
  const char *garbage = "sudominoku-game 1\nkind sudoku\ngivens 12\n";

  g_assert_true (g_file_set_contents (sdm_game_store_get_path (store), garbage, -1, NULL));
  g_assert_null (sdm_game_store_get_damaged_path (store));
  g_assert_null (sdm_game_store_load_last (store, &error));
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  g_assert_true (g_str_has_prefix (error->message, "Saved game, line 3: "));
  kept = find_damaged (dir);
  g_assert_nonnull (kept);
  g_assert_cmpstr (sdm_game_store_get_damaged_path (store), ==, kept);
  suffix = g_strdup_printf (". The file was kept as %s", kept);
  g_assert_true (g_str_has_suffix (error->message, suffix));
  g_assert_false (g_file_test (sdm_game_store_get_path (store), G_FILE_TEST_EXISTS));

  /* The next game is saved beside it; the damaged file stays as it was. */
  sdm_game_store_set_game (store, game);
  play_n (game, 0, 3);
  g_assert_true (sdm_game_store_flush (store, NULL));
  g_assert_true (g_file_get_contents (kept, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, garbage);
  sdm_game_store_set_game (store, NULL);

  /* A second damaged save gets a name of its own. */
  g_assert_true (g_file_set_contents (sdm_game_store_get_path (store), "nonsense\n", -1, NULL));
  g_clear_error (&error);
  g_assert_null (sdm_game_store_load_last (store, &error));
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  g_assert_cmpstr (sdm_game_store_get_damaged_path (store), !=, kept);
  g_assert_true (g_file_test (kept, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (sdm_game_store_get_damaged_path (store), G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (sdm_test_count_entries (dir), ==, 2);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

/* A save larger than any game needs is refused after reading 2 MiB of it at most, and
 * one that is not a file (/dev/zero behind a link, a FIFO without a writer) before
 * reading anything, without waiting; both are kept aside like any damaged one. */
static void
test_huge_file (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) huge = g_string_new ("sudominoku-game 1\nkind sudoku\ngivens ");
  g_autofree char *kept = NULL;
  g_autofree char *contents = NULL;
  gsize size;

  for (int c = 0; c < 81; c++)
    g_string_append_c (huge, '0');
  g_string_append (huge, "\nelapsed 0\n");
  while (huge->len < 3 * 1024 * 1024)
    g_string_append (huge, "move v r1c1 1\nmove v r1c1 2\n");
  g_assert_true (g_file_set_contents (sdm_game_store_get_path (store), huge->str, huge->len, NULL));
  g_assert_null (sdm_game_store_load_last (store, &error));
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  g_assert_true (g_str_has_prefix (error->message, "Saved game: larger than 2 MiB, which no game needs. "));
  kept = find_damaged (dir);
  g_assert_nonnull (kept);
  g_assert_true (g_file_get_contents (kept, &contents, &size, NULL));
  g_assert_cmpuint (size, ==, huge->len);
  g_unlink (kept);

  g_clear_error (&error);
  /* Not a file: refused before a byte is read, never waited on, and kept aside too. */
  g_clear_pointer (&kept, g_free);
  g_assert_cmpint (symlink ("/dev/zero", sdm_game_store_get_path (store)), ==, 0);
  g_assert_null (sdm_game_store_load_last (store, &error));
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  g_assert_true (g_str_has_prefix (error->message, "Saved game: not a file but a folder, a device or a pipe"));
  g_assert_false (g_file_test (sdm_game_store_get_path (store), G_FILE_TEST_EXISTS));
  kept = find_damaged (dir);
  g_assert_true (g_file_test (kept, G_FILE_TEST_IS_SYMLINK));
  g_unlink (kept);
  g_clear_pointer (&kept, g_free);

  g_clear_error (&error);
  g_assert_cmpint (mkfifo (sdm_game_store_get_path (store), 0600), ==, 0);
  g_assert_null (sdm_game_store_load_last (store, &error));
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  g_assert_true (g_str_has_prefix (error->message, "Saved game: not a file but a folder, a device or a pipe"));
  kept = find_damaged (dir);
  g_assert_nonnull (kept);
  g_unlink (kept);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

/* Only the temporary files of the store's own writes are removed at start: a player's
 * current-game.backup (or any other name) stays. */
static void
test_player_files (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autoptr(SdmGameStore) store = sdm_game_store_new (dir);
  g_autoptr(SdmGame) game = new_empty_game ();
  g_autoptr(SdmGame) loaded = NULL;
  const char *mine[] = { "current-game.backup", "current-game.Xy12Zq", "current-game.unsaved",
                         "current-game.old" };
  g_autofree char *stale = g_build_filename (dir, "current-game.unsaved-a1B2c3", NULL);

  sdm_game_store_set_game (store, game);
  play_n (game, 0, 2);
  g_assert_true (sdm_game_store_flush (store, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (mine); i++)
    {
      g_autofree char *path = g_build_filename (dir, mine[i], NULL);

      g_assert_true (g_file_set_contents (path, "mine\n", -1, NULL));
    }
  g_assert_true (g_file_set_contents (stale, "cut short", -1, NULL));
  g_assert_cmpuint (sdm_test_count_entries (dir), ==, 6);

  loaded = sdm_game_store_load_last (store, NULL);
  g_assert_nonnull (loaded);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (sdm_test_count_entries (dir), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (mine); i++)
    {
      g_autofree char *path = g_build_filename (dir, mine[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
  sdm_game_store_set_game (store, NULL);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

static void
save_failed_cb (SdmGameStore *store, GError *error, GError **out)
{
  g_clear_error (out);
  *out = g_error_copy (error);
}

static void
test_write_error (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_autofree char *blocker = g_build_filename (dir, "not-a-folder", NULL);
  g_autoptr(SdmGameStore) store = NULL;
  g_autoptr(SdmGame) game = new_empty_game ();
  g_autoptr(GError) error = NULL;
  GError *failed = NULL;

  /* The store's folder is a file: writing fails, and says so. */
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  store = sdm_game_store_new (blocker);
  sdm_game_store_set_save_delay (store, 0);
  g_signal_connect (store, "save-failed", G_CALLBACK (save_failed_cb), &failed);
  sdm_game_store_set_game (store, game);
  wait_saved (store);
  g_assert_nonnull (failed);
  g_assert_true (failed->domain == G_FILE_ERROR);
  g_clear_error (&failed);
  g_assert_false (sdm_game_store_flush (store, &error));
  g_assert_nonnull (error);
  sdm_game_store_set_game (store, NULL);
  g_clear_object (&store);
  sdm_test_remove_dir (dir);
}

/* Start store-helper; returns its stdout as lines. */
static GSubprocess *
spawn_helper (const char *dir, const char *mode, const char *delay, const char *xdg_data_home,
              GDataInputStream **out)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autofree char *helper = g_test_build_filename (G_TEST_BUILT, "store-helper", NULL);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  if (xdg_data_home != NULL)
    g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", xdg_data_home, TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, helper, dir, mode, delay, NULL);
  g_assert_no_error (error);
  *out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  return process;
}

static void
kill_helper (GSubprocess *process)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_force_exit (process);   /* SIGKILL */
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
}

/* The moves of @game are the first ones store-helper plays. */
static void
assert_helper_prefix (SdmGame *game)
{
  g_auto(GStrv) moves = sdm_game_dup_moves (game);

  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_autofree char *expected = store_move_text (i);

      g_assert_cmpstr (moves[i], ==, expected);
    }
}

static void
test_sigkill_paced (void)
{
  for (int round = 0; round < 4; round++)
    {
      g_autofree char *home = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
      g_autofree char *dir = g_build_filename (home, "sudominoku", NULL);
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GDataInputStream) out = NULL;
      g_autoptr(SdmGameStore) store = NULL;
      g_autoptr(SdmGame) game = NULL;
      g_autoptr(GError) error = NULL;
      guint started = 0, n_lines = (guint) g_test_rand_int_range (4, 40);
      char *line;

      /* The helper saves to its default folder: $XDG_DATA_HOME/sudominoku. */
      process = spawn_helper ("-", "paced", "5", home, &out);
      for (guint i = 0; i < n_lines; i++)
        {
          line = g_data_input_stream_read_line (out, NULL, NULL, &error);
          g_assert_no_error (error);
          g_assert_nonnull (line);
          if (g_str_has_prefix (line, "move "))
            started = (guint) atoi (line + 5);
          g_free (line);
        }
      kill_helper (process);
      /* What it printed before it died: the last move it started. */
      while ((line = g_data_input_stream_read_line (out, NULL, NULL, NULL)) != NULL)
        {
          if (g_str_has_prefix (line, "move "))
            started = (guint) atoi (line + 5);
          g_free (line);
        }

      store = sdm_game_store_new (dir);
      game = sdm_game_store_load_last (store, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);
      g_test_message ("round %d: %u moves started, %u restored", round, started,
                      sdm_game_get_n_moves (game));
      g_assert_cmpuint (started, >=, 2);
      g_assert_cmpuint (sdm_game_get_n_moves (game), <=, started);
      g_assert_cmpuint (sdm_game_get_n_moves (game) + 1, >=, started);
      assert_helper_prefix (game);
      g_clear_object (&store);
      sdm_test_remove_dir (home);
    }
}

static void
test_sigkill_flood (void)
{
  for (int round = 0; round < 6; round++)
    {
      g_autofree char *dir = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GDataInputStream) out = NULL;
      g_autoptr(SdmGameStore) store = NULL;
      g_autoptr(SdmGame) game = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *line = NULL;

      /* Moves as fast as they come, a write every millisecond or so, killed at a random
       * moment: whatever is on disk must load, and be the start of what was played. */
      process = spawn_helper (dir, "flood", round % 2 ? "0" : "1", NULL, &out);
      line = g_data_input_stream_read_line (out, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (line, ==, "ready");
      g_usleep ((gulong) g_test_rand_int_range (1000, 60000));
      kill_helper (process);

      store = sdm_game_store_new (dir);
      game = sdm_game_store_load_last (store, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);
      g_test_message ("round %d: %u moves restored", round, sdm_game_get_n_moves (game));
      assert_helper_prefix (game);
      /* A write cut short leaves a temporary file; loading removes it. */
      g_assert_cmpuint (sdm_test_count_entries (dir), ==, 1);
      g_clear_object (&store);
      sdm_test_remove_dir (dir);
    }
}

int
main (int argc, char **argv)
{
  int status;

  /* Not G_TEST_OPTION_ISOLATE_DIRS: GLib leaks the old paths on purpose there, which
   * LeakSanitizer cannot tell from ours. */
  data_home = sdm_test_make_temp_dir ("sdm-store-XXXXXX");
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/game-store/round-trip", test_round_trip);
  g_test_add_func ("/core/game-store/long-game", test_long_game);
  g_test_add_func ("/core/game-store/debounce", test_debounce);
  g_test_add_func ("/core/game-store/save-time", test_save_time);
  g_test_add_func ("/core/game-store/derived-state-not-saved", test_derived_state_not_saved);
  g_test_add_func ("/core/game-store/flush-on-dispose", test_flush_on_dispose);
  g_test_add_func ("/core/game-store/default-directory", test_default_directory);
  g_test_add_func ("/core/game-store/bad-file", test_bad_file);
  g_test_add_func ("/core/game-store/huge-file", test_huge_file);
  g_test_add_func ("/core/game-store/player-files", test_player_files);
  g_test_add_func ("/core/game-store/write-error", test_write_error);
  g_test_add_func ("/core/game-store/sigkill-paced", test_sigkill_paced);
  g_test_add_func ("/core/game-store/sigkill-flood", test_sigkill_flood);

  status = g_test_run ();
  sdm_test_remove_dir (data_home);
  g_free (data_home);
  return status;
}
