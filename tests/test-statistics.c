/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-statistics.c: the statistics file after played games, and a damaged one kept aside. */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "sdm-statistics.h"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("sdm-statistics-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* Five games of easy Sudoku and one Sudominoku, through the API; the file says exactly
 * what happened, and a new object reads the same back. */
static void
test_file_after_games (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(SdmStatistics) stats = sdm_statistics_new (dir);
  g_autoptr(SdmStatistics) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SdmStatisticsEntry e;
  gboolean best;
  guint n_changed = 0;

  g_signal_connect_swapped (stats, "changed", G_CALLBACK (g_atomic_int_inc), &n_changed);
  g_assert_true (sdm_statistics_load (stats, &error));   /* no file yet */
  g_assert_no_error (error);
  g_assert_false (g_file_test (sdm_statistics_get_path (stats), G_FILE_TEST_EXISTS));

  /* 1: solved in 300 s without help: a first best time. */
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
  g_assert_true (sdm_statistics_game_finished (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, 300, FALSE, &best, &error));
  g_assert_true (best);
  /* 2: 200 s, a better one. */
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
  g_assert_true (sdm_statistics_game_finished (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, 200, FALSE, &best, &error));
  g_assert_true (best);
  /* 3: 250 s, not a best. */
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
  g_assert_true (sdm_statistics_game_finished (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, 250, FALSE, &best, &error));
  g_assert_false (best);
  sdm_statistics_get_entry (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &e);
  g_assert_cmpuint (e.streak, ==, 3);
  g_assert_cmpint (sdm_statistics_entry_average (&e), ==, 250);
  /* 4: solved with help in 10 s: no best time, no average, the streak ends. */
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
  g_assert_true (sdm_statistics_game_finished (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, 10, TRUE, &best, &error));
  g_assert_false (best);
  /* 5: solved without help, a new streak of 1; 6: started and left unfinished when 7
   * starts: that ends the streak. */
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
  g_assert_true (sdm_statistics_game_finished (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, 400, FALSE, &best, &error));
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
  sdm_statistics_get_entry (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &e);
  g_assert_cmpuint (e.streak, ==, 1);
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
  /* A Sudominoku of expert difficulty, solved in 1000 s. */
  g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOMINOKU, SDM_DIFFICULTY_EXPERT, &error));
  g_assert_true (sdm_statistics_game_finished (stats, SDM_KIND_SUDOMINOKU, SDM_DIFFICULTY_EXPERT, 1000, FALSE, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 14);

  text = read_text (sdm_statistics_get_path (stats));
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==,
                   "[statistics]\n"
                   "version=2\n"
                   "\n"
                   "[sudoku/easy]\n"
                   "started=7\n"
                   "solved=5\n"
                   "solved-unaided=4\n"
                   "best=200\n"
                   "total-time=1150\n"
                   "streak=0\n"
                   "unfinished=true\n"
                   "\n"
                   "[sudominoku/expert]\n"
                   "started=1\n"
                   "solved=1\n"
                   "solved-unaided=1\n"
                   "best=1000\n"
                   "total-time=1000\n"
                   "streak=1\n"
                   "unfinished=false\n");

  again = sdm_statistics_new (dir);
  g_assert_true (sdm_statistics_load (again, &error));
  g_assert_no_error (error);
  sdm_statistics_get_entry (again, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &e);
  g_assert_cmpuint (e.started, ==, 7);
  g_assert_cmpuint (e.solved, ==, 5);
  g_assert_cmpuint (e.solved_unaided, ==, 4);
  g_assert_cmpint (e.best, ==, 200);
  g_assert_cmpint (sdm_statistics_entry_average (&e), ==, 288);   /* 1150 / 4 = 287.5 */
  g_assert_cmpuint (e.streak, ==, 0);
  g_assert_true (e.unfinished);
  sdm_statistics_get_entry (again, SDM_KIND_SUDOKU, SDM_DIFFICULTY_HARD, &e);
  g_assert_cmpuint (e.started, ==, 0);
  g_assert_cmpint (e.best, ==, 0);
  sdm_statistics_get_entry (again, SDM_KIND_SUDOMINOKU, SDM_DIFFICULTY_EXPERT, &e);
  g_assert_cmpint (e.best, ==, 1000);

  remove_dir (dir);
}

/* Issue 20: the guided puzzle is counted apart. A version 1 file (before the guided
 * count) reads as it was and is written as version 2; guided games touch no difficulty's
 * numbers, streak or best time. */
static void
test_guided (void)
{
  static const char version1[] =
    "[statistics]\n"
    "version=1\n"
    "\n"
    "[sudominoku/easy]\n"
    "started=2\n"
    "solved=1\n"
    "solved-unaided=1\n"
    "best=400\n"
    "total-time=400\n"
    "streak=1\n"
    "unfinished=false\n";
  g_autofree char *dir = make_dir ();
  g_autoptr(SdmStatistics) stats = sdm_statistics_new (dir);
  g_autoptr(SdmStatistics) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SdmStatisticsEntry e;
  guint started = 99, finished = 99;

  g_assert_true (g_file_set_contents (sdm_statistics_get_path (stats), version1, -1, NULL));
  g_assert_true (sdm_statistics_load (stats, &error));
  g_assert_no_error (error);
  sdm_statistics_get_guided (stats, &started, &finished);
  g_assert_cmpuint (started, ==, 0);
  g_assert_cmpuint (finished, ==, 0);

  /* Started twice (left once), finished once. */
  g_assert_true (sdm_statistics_guided_started (stats, &error));
  g_assert_true (sdm_statistics_guided_started (stats, &error));
  g_assert_true (sdm_statistics_guided_finished (stats, &error));
  g_assert_no_error (error);
  sdm_statistics_get_guided (stats, &started, &finished);
  g_assert_cmpuint (started, ==, 2);
  g_assert_cmpuint (finished, ==, 1);
  /* The Easy Sudominoku record is as it was: its streak goes on. */
  sdm_statistics_get_entry (stats, SDM_KIND_SUDOMINOKU, SDM_DIFFICULTY_EASY, &e);
  g_assert_cmpuint (e.started, ==, 2);
  g_assert_cmpuint (e.solved, ==, 1);
  g_assert_cmpuint (e.streak, ==, 1);
  g_assert_cmpint (e.best, ==, 400);

  text = read_text (sdm_statistics_get_path (stats));
  g_assert_cmpstr (text, ==,
                   "[statistics]\n"
                   "version=2\n"
                   "\n"
                   "[sudominoku/easy]\n"
                   "started=2\n"
                   "solved=1\n"
                   "solved-unaided=1\n"
                   "best=400\n"
                   "total-time=400\n"
                   "streak=1\n"
                   "unfinished=false\n"
                   "\n"
                   "[sudominoku/guided]\n"
                   "started=2\n"
                   "finished=1\n");

  again = sdm_statistics_new (dir);
  g_assert_true (sdm_statistics_load (again, &error));
  g_assert_no_error (error);
  sdm_statistics_get_guided (again, &started, &finished);
  g_assert_cmpuint (started, ==, 2);
  g_assert_cmpuint (finished, ==, 1);
  remove_dir (dir);
}

/* A damaged file is renamed aside with its content intact, reported, and the next write
 * starts a new file beside it. */
static void
test_damaged_kept_aside (void)
{
  static const struct {
    const char *text;
    const char *why;
  } cases[] = {
    { "[statistics]\nversion=1\n[sudoku/easy\nstarted=1\n", "" },
    { "[statistics]\nversion=3\n", "“version=1” to “version=2”" },
    { "[statistics]\nversion=0\n", "“version=1” to “version=2”" },
    /* the guided group is version 2's */
    { "[statistics]\nversion=1\n[sudominoku/guided]\nstarted=1\n", "[sudominoku/guided]" },
    { "[statistics]\nversion=2\n[sudominoku/guided]\nstarted=1\nbest=5\n", "“best”" },
    { "[statistics]\nversion=2\n[sudominoku/guided]\nstarted=1\nfinished=2\n", "do not agree" },
    { "[statistics]\nversion=2\n[sudominoku/guided]\nstarted=x\n", "“started”" },
    { "[statistics]\nversion=2\n[sudoku/guided]\nstarted=1\n", "[sudoku/guided]" },
    { "[statistics]\nversion=1\n[sudoku/tricky]\nstarted=1\n", "[sudoku/tricky]" },
    { "[statistics]\nversion=1\n[sudoku/easy]\nstarted=-1\n", "“started”" },
    { "[statistics]\nversion=1\n[sudoku/easy]\nstarted=1\nwins=1\n", "“wins”" },
    { "[statistics]\nversion=1\n[sudoku/easy]\nsolved=1\nsolved-unaided=2\nbest=5\n", "do not agree" },
    { "garbage\n", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *dir = make_dir ();
      g_autoptr(SdmStatistics) stats = sdm_statistics_new (dir);
      g_autoptr(GError) error = NULL;
      g_autofree char *kept = NULL;
      g_autofree char *fresh = NULL;
      SdmStatisticsEntry e;

      g_assert_true (g_file_set_contents (sdm_statistics_get_path (stats), cases[i].text, -1, NULL));
      g_assert_false (sdm_statistics_load (stats, &error));
      g_assert_error (error, SDM_STATISTICS_ERROR, SDM_STATISTICS_ERROR_DAMAGED);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].why));
      g_assert_nonnull (sdm_statistics_get_damaged_path (stats));
      g_assert_nonnull (strstr (error->message, sdm_statistics_get_damaged_path (stats)));
      g_assert_true (g_str_has_prefix (sdm_statistics_get_damaged_path (stats),
                                       sdm_statistics_get_path (stats)));
      /* The damaged text is all there, under its new name; nothing was read from it. */
      kept = read_text (sdm_statistics_get_damaged_path (stats));
      g_assert_cmpstr (kept, ==, cases[i].text);
      g_assert_false (g_file_test (sdm_statistics_get_path (stats), G_FILE_TEST_EXISTS));
      sdm_statistics_get_entry (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &e);
      g_assert_cmpuint (e.started, ==, 0);

      g_clear_error (&error);
      g_assert_true (sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &error));
      fresh = read_text (sdm_statistics_get_path (stats));
      g_assert_nonnull (strstr (fresh, "[sudoku/easy]\nstarted=1\n"));
      g_clear_pointer (&kept, g_free);
      kept = read_text (sdm_statistics_get_damaged_path (stats));
      g_assert_cmpstr (kept, ==, cases[i].text);
      remove_dir (dir);
    }
}

/* What is not a statistics file at all (a FIFO without a writer, a link to /dev/zero, a
 * folder, a file of megabytes) is refused at once, without waiting or reading it whole,
 * kept aside and reported like a damaged one. */
static void
test_not_a_file (void)
{
  static const char *const whys[] = { "a pipe", "a pipe", "a pipe", "larger than 256 KiB" };

  for (guint i = 0; i < G_N_ELEMENTS (whys); i++)
    {
      g_autofree char *dir = make_dir ();
      g_autoptr(SdmStatistics) stats = sdm_statistics_new (dir);
      const char *path = sdm_statistics_get_path (stats);
      g_autoptr(GError) error = NULL;
      SdmStatisticsEntry e;

      if (i == 0)
        g_assert_cmpint (mkfifo (path, 0600), ==, 0);
      else if (i == 1)
        g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
      else if (i == 2)
        g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      else
        {
          g_autofree char *big = g_strnfill (3 * 1024 * 1024, '#');

          g_assert_true (g_file_set_contents (path, big, -1, NULL));
        }
      g_assert_false (sdm_statistics_load (stats, &error));
      g_assert_error (error, SDM_STATISTICS_ERROR, SDM_STATISTICS_ERROR_DAMAGED);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, whys[i]));
      g_assert_nonnull (sdm_statistics_get_damaged_path (stats));
      g_assert_nonnull (strstr (error->message, sdm_statistics_get_damaged_path (stats)));
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_test (sdm_statistics_get_damaged_path (stats), i == 1 ? G_FILE_TEST_IS_SYMLINK
                                                                                 : G_FILE_TEST_EXISTS));
      sdm_statistics_get_entry (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &e);
      g_assert_cmpuint (e.started, ==, 0);
      if (i == 2)
        g_assert_cmpint (g_rmdir (sdm_statistics_get_damaged_path (stats)), ==, 0);
      remove_dir (dir);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/statistics/file-after-games", test_file_after_games);
  g_test_add_func ("/core/statistics/guided", test_guided);
  g_test_add_func ("/core/statistics/damaged-kept-aside", test_damaged_kept_aside);
  g_test_add_func ("/core/statistics/not-a-file", test_not_a_file);
  return g_test_run ();
}
