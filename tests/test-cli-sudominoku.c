/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-sudominoku.c: sudominoku-cli on Sudominoku input: the contest sample byte for
 * byte, count, convert to and from the domino form, check (of puzzles and of the app's
 * saved games), bench and the errors. */
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "sdm-format.h"
#include "sdm-game.h"
#include "sdm-layouts.h"
#include "sdm-solver.h"

static char *
fixture (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", file, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static char *
fixture_path (const char *file)
{
  return g_test_build_filename (G_TEST_DIST, "data", "sudominoku", file, NULL);
}

/* Runs the CLI with @args (NULL-terminated) and @input on standard input; returns the exit
 * status, standard output in *@out and standard error in *@err. */
static int
run (const char *input, char **out, char **err, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "sudominoku-cli", NULL));
  va_start (args, err);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, g_strdup (arg));
  va_end (args);
  g_ptr_array_add (argv, NULL);

  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                            G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (proc, input ? input : "", NULL, out, err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  return g_subprocess_get_exit_status (proc);
}

static void
test_solve_sample (void)
{
  g_autofree char *in = fixture ("boj4574-sample.in");
  g_autofree char *expected = fixture ("boj4574-sample.out");
  g_autofree char *out = NULL, *err = NULL;

  /* The judge's output byte for byte, from standard input, with the default command. */
  g_assert_cmpint (run (in, &out, &err, NULL), ==, 0);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (in, &out, &err, "solve", "--any", NULL), ==, 0);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Every solution: still one grid a puzzle, though the second has two domino layouts. */
  g_assert_cmpint (run (in, &out, &err, "solve", "--all-limit", "5", NULL), ==, 0);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
}

static void
test_solve_public (void)
{
  g_autofree char *path = fixture_path ("public.in");
  g_autofree char *expected = fixture ("public.out");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run (NULL, &out, &err, "solve", path, NULL), ==, 0);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* count: one line per puzzle, each 1 */
  g_assert_cmpint (run (NULL, &out, &err, "count", path, NULL), ==, 0);
  {
    g_autoptr(GString) ones = g_string_new (NULL);

    for (int i = 0; i < 52; i++)
      g_string_append (ones, "1\n");
    g_assert_cmpstr (out, ==, ones->str);
  }
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* convert to the same format gives the same bytes back */
  {
    g_autofree char *in = fixture ("public.in");

    g_assert_cmpint (run (NULL, &out, &err, "convert", "--to", "contest", path, NULL), ==, 0);
    g_assert_cmpstr (out, ==, in);
  }
}

static void
test_domino_form (void)
{
  g_autofree char *in = fixture ("boj4574-sample.in");
  g_autofree char *domino = NULL, *solved = NULL, *contest = NULL, *out = NULL, *err = NULL;

  g_assert_cmpint (run (in, &domino, &err, "convert", "--to", "domino", NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&err, g_free);
  /* two puzzles, each a digit block and a layout block with clue dominoes marked */
  g_assert_true (g_str_has_prefix (domino, ".72.....5\n"));
  g_assert_nonnull (strstr (domino, "\n.[]...[]n\n"));

  /* solving the domino form prints the solved domino form: every digit, whole layout */
  g_assert_cmpint (run (domino, &solved, &err, "solve", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (solved, "872643195\n361975842\n"));
  g_assert_null (strchr (solved, '.'));
  g_clear_pointer (&err, g_free);

  /* a solved grid checks as complete and valid */
  g_assert_cmpint (run (solved, &out, &err, "check", NULL), ==, 0);
  g_assert_cmpstr (out, ==, "<stdin>: puzzle 1: a complete, valid solution\n"
                            "<stdin>: puzzle 2: a complete, valid solution\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* back to the contest form: the same puzzles (the same answers) */
  g_assert_cmpint (run (domino, &contest, &err, "convert", "--to", "contest", NULL), ==, 0);
  g_assert_true (g_str_has_suffix (contest, "\n0\n"));
  g_clear_pointer (&err, g_free);
  {
    g_autofree char *expected = fixture ("boj4574-sample.out");

    g_assert_cmpint (run (contest, &out, &err, "solve", NULL), ==, 0);
    g_assert_cmpstr (out, ==, expected);
  }
}

static void
test_errors (void)
{
  g_autofree char *out = NULL, *err = NULL;

  /* bad input: exit 2, FILE:LINE:COL on standard error, nothing on standard output */
  g_assert_cmpint (run ("10\n6 B2 1 B4\n", &out, &err, "solve", NULL), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, "<stdin>:2:8: error: expected a location next to B2, found B4\n"
                            "<stdin>: note: read as contest, the format guessed from the text; "
                            "--format FORMAT reads it as another\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* a well-formed puzzle without a solution: exit 1, count prints 0 */
  {
    const char *none = "10\n6 B3 1 B2\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n"
                       "3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n"
                       "C5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n";

    g_assert_cmpint (run (none, &out, &err, "count", NULL), ==, 1);
    g_assert_cmpstr (out, ==, "0\n");
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
    g_assert_cmpint (run (none, &out, &err, "solve", NULL), ==, 1);
    g_assert_cmpstr (out, ==, "");
    g_assert_nonnull (strstr (err, "puzzle 1"));
  }
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* a Sudominoku puzzle has no classic form */
  {
    g_autofree char *in = fixture ("boj4574-sample.in");

    g_assert_cmpint (run (in, &out, &err, "convert", "--to", "boj2239", NULL), ==, 2);
    g_assert_nonnull (strstr (err, "cannot be written in the boj2239 format"));
  }
}

static void
test_bench (void)
{
  g_autofree char *path = fixture_path ("boj4574-sample.in");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run (NULL, &out, &err, "bench", "--shuffle", "3", path, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "2 puzzles"));
  g_assert_nonnull (strstr (out, "unique 2, several 0, none 0"));
}

/* A saved game of @game in a temporary file. */
static char *
write_game (SdmGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = sdm_game_serialize (game);
  char *path = NULL;
  int fd = g_file_open_tmp ("sdm-check-XXXXXX", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  return path;
}

/* `check SAVED-GAME` is the app's Check (issue 20) on the official sample's second puzzle
 * (one grid, two domino layouts): a domino of the other layout is right, one in neither
 * is named, a wrong digit is named, in the app's sentences; exit status 1 for a position
 * that is wrong. */
static void
test_check_saved_game (void)
{
  g_autofree char *in = fixture ("boj4574-sample.in");
  g_autofree char *right_path = NULL, *wrong_path = NULL, *digit_path = NULL, *broken_path = NULL;
  g_autofree char *out = NULL, *err = NULL, *expected = NULL, *where = NULL;
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) right = NULL, wrong = NULL, digit = NULL;
  SdmSolveOptions options = { .limit = 2 };
  const SdmPuzzle *puzzle;
  SdmGrid solution[2];
  SdmFormat format;
  int other[2] = { -1, -1 }, bad[2] = { -1, -1 }, empty = -1;

  g_assert_true (sdm_format_parse (in, strlen (in), "sample", SDM_FORMAT_AUTO, &format, puzzles, &error));
  puzzle = &g_array_index (puzzles, SdmPuzzle, 1);
  g_assert_cmpint (sdm_solve (puzzle, &options, solution), ==, 1);
  g_assert_cmpuint (sdm_layouts_count (puzzle, &solution[0], 10), ==, 2);
  for (int c = 0; c < SDM_N_CELLS; c++)
    for (int dir = 0; dir < 2; dir++)
      {
        int n = sdm_cell_neighbour (c, dir);
        gboolean clue_pair = FALSE;

        if (n < 0 || puzzle->givens[c] != 0 || puzzle->givens[n] != 0 || solution[0].partner[c] == n)
          continue;
        for (int i = 0; i < puzzle->n_clues; i++)
          clue_pair |= sdm_domino_index (puzzle->clues[i].digits[0], puzzle->clues[i].digits[1]) ==
                       sdm_domino_index (solution[0].values[c], solution[0].values[n]);
        if (clue_pair)
          continue;
        if (sdm_layouts_have_link (puzzle, &solution[0], c, n))
          {
            if (other[0] < 0)
              other[0] = c, other[1] = n;
          }
        else if (bad[0] < 0 && dir == 0)
          bad[0] = c, bad[1] = n;
      }
  g_assert_cmpint (other[0], >=, 0);
  g_assert_cmpint (bad[0], >=, 0);

  right = sdm_game_new (puzzle);
  g_assert_true (sdm_game_place_domino (right, other[0], other[1], solution[0].values[other[0]],
                                        solution[0].values[other[1]], NULL));
  right_path = write_game (right);
  wrong = sdm_game_new (puzzle);
  g_assert_true (sdm_game_place_domino (wrong, bad[0], bad[1], solution[0].values[bad[0]],
                                        solution[0].values[bad[1]], NULL));
  wrong_path = write_game (wrong);
  /* A wrong digit that clashes with nothing on the board. */
  digit = sdm_game_new (puzzle);
  for (int c = 0; c < SDM_N_CELLS && empty < 0; c++)
    if (puzzle->givens[c] == 0)
      for (guint d = 1; d <= 9 && empty < 0; d++)
        {
          gboolean seen = FALSE;

          for (int k = 0; k < 20; k++)
            seen |= puzzle->givens[sdm_peers[c][k]] == d;
          if (d != solution[0].values[c] && !seen)
            {
              g_assert_true (sdm_game_set_value (digit, c, d, NULL));
              empty = c;
            }
        }
  digit_path = write_game (digit);

  /* The other layout's domino: fine so far. */
  g_assert_cmpint (run (NULL, &out, &err, "check", right_path, NULL), ==, 0);
  expected = g_strdup_printf ("%s: No mistakes so far\n", right_path);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  /* A domino in neither layout: named, as the app names it, and listed. */
  g_assert_cmpint (run (NULL, &out, &err, "check", wrong_path, NULL), ==, 1);
  where = g_strdup_printf ("row %d, columns %d–%d", sdm_cell_row (bad[0]) + 1, sdm_cell_col (bad[0]) + 1,
                           sdm_cell_col (bad[1]) + 1);
  expected = g_strdup_printf ("%s: The domino %u–%u at %s is in no solution\n"
                              "  domino in no solution: %s\n",
                              wrong_path, solution[0].values[bad[0]], solution[0].values[bad[1]], where, where);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  /* A wrong digit: said and named. */
  g_assert_cmpint (run (NULL, &out, &err, "check", digit_path, NULL), ==, 1);
  expected = g_strdup_printf ("%s: No rule is broken, but a digit differs from the solution: it is marked\n"
                              "  wrong digit: %u at row %d, column %d\n", digit_path,
                              sdm_game_get_value (digit, empty), sdm_cell_row (empty) + 1, sdm_cell_col (empty) + 1);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  /* Beside a puzzle file: both answered, in order; the worst status. */
  {
    g_autofree char *sample = fixture_path ("boj4574-sample.in");

    g_assert_cmpint (run (NULL, &out, &err, "check", right_path, sample, wrong_path, NULL), ==, 1);
    g_assert_true (g_str_has_prefix (out, right_path));
    g_assert_nonnull (strstr (out, "puzzle 2: no clashes"));
    g_assert_nonnull (strstr (out, "is in no solution"));
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }

  /* A damaged saved game: exit status 2, said on standard error. */
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (wrong_path, &text, NULL, NULL));
    broken_path = g_strconcat (wrong_path, "-broken", NULL);
    g_assert_true (g_file_set_contents (broken_path, "sudominoku-game 1\nkind sudominoku\ngivens 12\n", -1, NULL));
    g_assert_cmpint (run (NULL, &out, &err, "check", broken_path, NULL), ==, 2);
    g_assert_cmpstr (out, ==, "");
    g_assert_nonnull (strstr (err, broken_path));
  }

  g_unlink (right_path);
  g_unlink (wrong_path);
  g_unlink (digit_path);
  g_unlink (broken_path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-sudominoku/solve-sample", test_solve_sample);
  g_test_add_func ("/cli-sudominoku/solve-public", test_solve_public);
  g_test_add_func ("/cli-sudominoku/domino-form", test_domino_form);
  g_test_add_func ("/cli-sudominoku/errors", test_errors);
  g_test_add_func ("/cli-sudominoku/bench", test_bench);
  g_test_add_func ("/cli-sudominoku/check-saved-game", test_check_saved_game);

  return g_test_run ();
}
