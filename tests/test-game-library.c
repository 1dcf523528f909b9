/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-library.c: the games in progress: added, listed newest first with their
 * progress, taken back exactly as they were, removed; unreadable folders left alone. */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "sdm-test-files.h"
#include "sdm-core.h"
#include "sdm-game-library.h"
#include "sdm-game-private.h"

/* A Sudoku with two givens and @n_moves digits played in row 9. */
static SdmGame *
new_game (guint n_moves)
{
  SdmPuzzle puzzle;
  SdmGame *game;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  puzzle.givens[0] = 1;
  puzzle.givens[40] = 5;
  game = sdm_game_new_quiet (&puzzle);
  for (guint i = 0; i < n_moves; i++)
    g_assert_true (sdm_game_set_value (game, 72 + (int) i, i + 2, NULL));
  return game;
}

static void
count_changed (SdmGameLibrary *library, guint *n)
{
  (*n)++;
}

static void
test_add_list_take (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-library-XXXXXX");
  g_autoptr(SdmGameLibrary) library = sdm_game_library_new (dir);
  g_autoptr(SdmGame) first = new_game (3);
  g_autoptr(SdmGame) second = new_game (5);
  g_autoptr(SdmGame) taken = NULL;
  g_autoptr(SdmGameInfo) info = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first_id = NULL;
  g_autofree char *second_id = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;
  guint changes = 0;
  const SdmGameInfo *entry;

  g_signal_connect (library, "changed", G_CALLBACK (count_changed), &changes);
  g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 0);

  sdm_game_set_elapsed (first, 125);
  first_id = sdm_game_library_add (library, first, "first.txt", "easy", &error);
  g_assert_no_error (error);
  g_assert_nonnull (first_id);
  second_id = sdm_game_library_add (library, second, "second.txt", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first_id, !=, second_id);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_cmpuint (sdm_test_count_entries (dir), ==, 2);

  /* Newest first, with what the start view shows. */
  games = sdm_game_library_list (library);
  g_assert_cmpuint (games->len, ==, 2);
  entry = g_ptr_array_index (games, 0);
  g_assert_cmpstr (entry->id, ==, second_id);
  g_assert_cmpstr (entry->name, ==, "second.txt");
  g_assert_null (entry->difficulty);
  g_assert_cmpuint (entry->n_filled, ==, 5);
  entry = g_ptr_array_index (games, 1);
  g_assert_cmpstr (entry->id, ==, first_id);
  g_assert_cmpstr (entry->name, ==, "first.txt");
  g_assert_cmpstr (entry->difficulty, ==, "easy");
  g_assert_cmpint (entry->kind, ==, SDM_KIND_SUDOKU);
  g_assert_cmpuint (entry->n_filled, ==, 3);
  g_assert_cmpuint (entry->n_open, ==, 79);
  g_assert_cmpint (entry->elapsed, ==, 125);
  g_assert_cmpint (entry->saved, >, 0);

  /* Taken back exactly as it was (moves, undo history, time), and out of the library. */
  taken = sdm_game_library_take (library, first_id, &info, &error);
  g_assert_no_error (error);
  g_assert_nonnull (taken);
  expected = sdm_game_serialize (first);
  got = sdm_game_serialize (taken);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpint (sdm_game_get_elapsed (taken), ==, 125);
  g_assert_true (sdm_game_get_can_undo (taken));
  g_assert_cmpstr (info->name, ==, "first.txt");
  g_assert_cmpuint (changes, ==, 3);
  g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 1);
  g_assert_cmpuint (sdm_test_count_entries (dir), ==, 1);

  /* Taking it again: a clear error, nothing changed. */
  g_clear_object (&taken);
  taken = sdm_game_library_take (library, first_id, NULL, &error);
  g_assert_null (taken);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 1);

  /* Removing the other one empties the folder. */
  g_assert_true (sdm_game_library_remove (library, second_id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 0);
  g_assert_cmpuint (sdm_test_count_entries (dir), ==, 0);
  g_assert_cmpuint (changes, ==, 4);

  sdm_test_remove_dir (dir);
}

/* A game played far past the undo limit goes into the library with its kept history
 * only, in a small file, and is taken back the same: position, undo steps, labels. */
static void
test_long_game (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-library-XXXXXX");
  g_autoptr(SdmGameLibrary) library = sdm_game_library_new (dir);
  g_autoptr(SdmGame) game = new_game (4);
  g_autoptr(SdmGame) taken = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;
  GStatBuf st;

  for (guint i = 0; i < 3 * SDM_GAME_UNDO_LIMIT; i++)
    {
      g_assert_true (sdm_game_toggle_pencil (game, 10 + (int) (i % 20), i % 9 + 1, NULL));
      if (i % 50 == 0)
        g_assert_true (sdm_game_fill_candidates (game, NULL));
    }
  g_assert_cmpuint (sdm_game_get_n_moves (game), <, SDM_GAME_UNDO_LIMIT);

  id = sdm_game_library_add (library, game, "long", NULL, &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, id, "current-game", NULL);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_test_message ("library file: %" G_GINT64_FORMAT " bytes", (gint64) st.st_size);
  g_assert_cmpint (st.st_size, <, SDM_GAME_SAVE_MAX_SIZE / 4);

  taken = sdm_game_library_take (library, id, NULL, &error);
  g_assert_no_error (error);
  expected = sdm_game_serialize (game);
  got = sdm_game_serialize (taken);
  g_assert_true (g_str_has_prefix (got, "sudominoku-game 3\n"));
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpuint (sdm_game_get_n_moves (taken), ==, sdm_game_get_n_moves (game));
  while (sdm_game_get_can_undo (game))
    {
      g_autofree char *a = sdm_game_dup_undo_label (game);
      g_autofree char *b = sdm_game_dup_undo_label (taken);

      g_assert_cmpstr (a, ==, b);
      g_assert_true (sdm_game_undo (game));
      g_assert_true (sdm_game_undo (taken));
    }
  g_assert_false (sdm_game_get_can_undo (taken));
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&got, g_free);
  expected = sdm_game_serialize (game);
  got = sdm_game_serialize (taken);
  g_assert_cmpstr (got, ==, expected);

  sdm_test_remove_dir (dir);
}

/* A game whose save is damaged stays on disk and says why; a folder without info, or with
 * info that does not read, is not listed and not touched; ids never leave the folder. */
static void
test_damaged (void)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-library-XXXXXX");
  g_autoptr(SdmGameLibrary) library = sdm_game_library_new (dir);
  g_autoptr(SdmGame) game = new_game (2);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = sdm_game_library_add (library, game, "x", NULL, &error);
  g_autofree char *save = g_build_filename (dir, id, "current-game", NULL);
  g_autofree char *stray = g_build_filename (dir, "12-stray", NULL);
  g_autofree char *stray_info = g_build_filename (stray, "info", NULL);
  g_autoptr(SdmGame) taken = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (save, "sudominoku-game 1\nkind chess\n", -1, NULL));
  taken = sdm_game_library_take (library, id, NULL, &error);
  g_assert_null (taken);
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  /* The store keeps it aside in the game's folder and says where (sdm-game-store.h); it
   * can no longer be resumed, so it is no longer listed, but nothing is deleted. */
  g_assert_nonnull (strstr (error->message, "kept"));
  g_clear_error (&error);
  g_assert_false (g_file_test (save, G_FILE_TEST_EXISTS));
  {
    g_autofree char *folder = g_build_filename (dir, id, NULL);

    g_assert_cmpuint (sdm_test_count_entries (folder), ==, 2);   /* info and the damaged save */
  }
  g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 0);

  g_assert_cmpint (g_mkdir (stray, 0700), ==, 0);
  g_assert_true (g_file_set_contents (stray_info, "[game]\nkind=sudoku\n", -1, NULL));
  g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 0);
  g_assert_true (g_file_test (stray_info, G_FILE_TEST_EXISTS));

  g_assert_null (sdm_game_library_take (library, "../x", NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);

  sdm_test_remove_dir (dir);
}

static void
kept_aside_cb (SdmGameLibrary *library, const char *kept, const char *why, GPtrArray *seen)
{
  g_ptr_array_add (seen, g_strdup_printf ("%s: %s", kept, why));
}

/* An info file that is a FIFO (whose read would wait for ever), a link to /dev/zero, a
 * folder or far too large, or a game file that is a FIFO or a link to /dev/zero, is
 * refused at once when the list is made: kept aside beside where it was, reported through
 * "file-kept-aside", and the game no longer listed; the other file is left alone. */
static void
test_info_not_a_file (void)
{
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *dir = sdm_test_make_temp_dir ("sdm-library-XXXXXX");
      g_autoptr(SdmGameLibrary) library = sdm_game_library_new (dir);
      g_autoptr(SdmGame) game = new_game (2);
      g_autoptr(GError) error = NULL;
      g_autofree char *id = sdm_game_library_add (library, game, "x", NULL, &error);
      g_autofree char *folder = g_build_filename (dir, id, NULL);
      g_autofree char *info = g_build_filename (folder, "info", NULL);
      g_autofree char *save = g_build_filename (folder, "current-game", NULL);
      g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) games = NULL;
      const char *kept;

      const char *refused = i < 4 ? info : save;

      g_assert_no_error (error);
      g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 1);
      g_assert_cmpint (g_unlink (refused), ==, 0);
      if (i == 4)
        g_assert_cmpint (mkfifo (save, 0600), ==, 0);
      else if (i == 5)
        g_assert_cmpint (symlink ("/dev/zero", save), ==, 0);
      else if (i == 0)
        g_assert_cmpint (mkfifo (info, 0600), ==, 0);
      else if (i == 1)
        g_assert_cmpint (symlink ("/dev/zero", info), ==, 0);
      else if (i == 2)
        g_assert_cmpint (g_mkdir (info, 0700), ==, 0);
      else
        {
          g_autofree char *big = g_strdup_printf ("[game]\nname=%0*d\n", 1024 * 1024, 0);

          g_assert_true (g_file_set_contents (info, big, -1, NULL));
        }
      g_signal_connect (library, "file-kept-aside", G_CALLBACK (kept_aside_cb), seen);
      games = sdm_game_library_list (library);
      g_assert_cmpuint (games->len, ==, 0);
      g_assert_cmpuint (seen->len, ==, 1);
      kept = g_ptr_array_index (seen, 0);
      g_test_message ("%s", kept);
      g_assert_true (g_str_has_prefix (kept, refused));
      g_assert_nonnull (strstr (kept, i < 4 ? "info.damaged-" : "current-game.damaged-"));
      g_assert_false (g_file_test (refused, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_test (i < 4 ? save : info, G_FILE_TEST_IS_REGULAR));
      /* said once: the next list has nothing left to refuse */
      g_clear_pointer (&games, g_ptr_array_unref);
      games = sdm_game_library_list (library);
      g_assert_cmpuint (seen->len, ==, 1);
      sdm_test_remove_dir (dir);
    }
}

/* The default folder is games/ in the app's data folder, which follows $XDG_DATA_HOME. */
static void
test_default_directory (void)
{
  g_autoptr(SdmGameLibrary) library = sdm_game_library_new (NULL);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "sudominoku", "games", NULL);

  g_assert_cmpstr (sdm_game_library_get_directory (library), ==, expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-library/add-list-take", test_add_list_take);
  g_test_add_func ("/game-library/long-game", test_long_game);
  g_test_add_func ("/game-library/damaged", test_damaged);
  g_test_add_func ("/game-library/info-not-a-file", test_info_not_a_file);
  g_test_add_func ("/game-library/default-directory", test_default_directory);
  return g_test_run ();
}
