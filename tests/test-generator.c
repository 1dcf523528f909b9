/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-generator.c: generated puzzles are reproducible, unique and on target. */
#include "sdm-generator.h"
#include "sdm-grader.h"
#include "sdm-solver.h"
#include "sdm-sudominoku.h"
#include "sdm-test-logic-util.h"

static void
check_puzzle (const SdmGenerateOptions *options, const SdmPuzzle *puzzle, const SdmGrid *solution)
{
  SdmSolveOptions solve = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = NULL };
  SdmGrid found[2];
  SdmGrade grade;

  g_assert_cmpint (puzzle->kind, ==, options->kind);
  /* Exactly one solution grid, the one the generator reports. */
  g_assert_cmpint (sdm_solve (puzzle, &solve, found), ==, 1);
  g_assert_cmpmem (found[0].values, 81, solution->values, 81);
  for (int c = 0; c < 81; c++)
    if (puzzle->givens[c])
      g_assert_cmpint (puzzle->givens[c], ==, solution->values[c]);
  if (options->kind == SDM_KIND_SUDOKU)
    {
      guint8 check[81];

      /* ... confirmed by the test's own solver. */
      g_assert_cmpint (sdm_test_count (puzzle->givens, 2, check), ==, 1);
      g_assert_cmpmem (check, 81, solution->values, 81);
      for (int c = 0; c < 81; c++)
        {
          int m = options->symmetry == SDM_SYMMETRY_ROTATE_180 ? 80 - c
                : options->symmetry == SDM_SYMMETRY_MIRROR ? sdm_cell (c / 9, 8 - c % 9) : c;

          g_assert_cmpint (puzzle->givens[c] != 0, ==, puzzle->givens[m] != 0);
        }
    }
  else
    {
      g_assert_true (sdm_sudominoku_puzzle_is_consistent (puzzle));
      g_assert_cmpint (puzzle->n_clues, >=, SDM_GENERATE_MIN_CLUES);
      /* The reported layout uses every pair once and leaves the nine digits alone. */
      {
        guint64 pairs = 0;

        for (int d = 0; d < 9; d++)
          {
            g_assert_cmpint (solution->values[puzzle->isolated[d]], ==, d + 1);
            g_assert_cmpint (solution->partner[puzzle->isolated[d]], ==, SDM_NO_CELL);
          }
        for (int c = 0; c < 81; c++)
          if (solution->partner[c] != SDM_NO_CELL && solution->partner[c] > c)
            {
              g_assert_true (sdm_cells_adjacent (c, solution->partner[c]));
              pairs |= G_GUINT64_CONSTANT (1) << sdm_domino_index (solution->values[c],
                                                                   solution->values[solution->partner[c]]);
            }
        g_assert_cmphex (pairs, ==, (G_GUINT64_CONSTANT (1) << 36) - 1);
      }
    }
  sdm_grade_puzzle (puzzle, &grade);
  g_assert_cmpint (grade.difficulty, ==, options->difficulty);
}

static void
generate_many (SdmKind kind, SdmDifficulty difficulty, int n_seeds)
{
  for (int seed = 1; seed <= n_seeds; seed++)
    {
      SdmGenerateOptions options;
      SdmPuzzle a, b;
      SdmGrid sa, sb;

      sdm_generate_options_init (&options, kind, difficulty, 1000 + seed);
      g_assert_cmpint (sdm_generate (&options, &a, &sa, NULL), ==, SDM_GENERATE_OK);
      check_puzzle (&options, &a, &sa);
      /* Same seed, same puzzle. */
      g_assert_cmpint (sdm_generate (&options, &b, &sb, NULL), ==, SDM_GENERATE_OK);
      g_assert_true (sdm_puzzle_equal (&a, &b));
      g_assert_cmpmem (&sa, sizeof sa, &sb, sizeof sb);
      /* Another seed, another puzzle. */
      options.seed += 7777;
      g_assert_cmpint (sdm_generate (&options, &b, &sb, NULL), ==, SDM_GENERATE_OK);
      g_assert_false (sdm_puzzle_equal (&a, &b));
    }
}

static void
test_sudoku (gconstpointer data)
{
  generate_many (SDM_KIND_SUDOKU, GPOINTER_TO_INT (data), 4);
}

/* Classic "needs guessing": a walk from known puzzles of that level (sdm-generator.h). */
static void
test_sudoku_guessing (void)
{
  generate_many (SDM_KIND_SUDOKU, SDM_DIFFICULTY_GUESSING, 1);
}

static void
test_sudominoku (gconstpointer data)
{
  generate_many (SDM_KIND_SUDOMINOKU, GPOINTER_TO_INT (data), 2);
}

static void
test_symmetry (void)
{
  for (int s = SDM_SYMMETRY_NONE; s <= SDM_SYMMETRY_MIRROR; s++)
    {
      SdmGenerateOptions options;
      SdmPuzzle puzzle;
      SdmGrid solution;

      sdm_generate_options_init (&options, SDM_KIND_SUDOKU, SDM_DIFFICULTY_MEDIUM, 42);
      options.symmetry = s;
      g_assert_cmpint (sdm_generate (&options, &puzzle, &solution, NULL), ==, SDM_GENERATE_OK);
      check_puzzle (&options, &puzzle, &solution);
      g_assert_cmpint (sdm_symmetry_from_string (sdm_symmetry_to_string (s)), ==, s);
    }
}

static void
test_cancel (void)
{
  gint cancel = 1;
  SdmGenerateOptions options;
  SdmPuzzle puzzle;

  for (int kind = SDM_KIND_SUDOKU; kind <= SDM_KIND_SUDOMINOKU; kind++)
    {
      sdm_generate_options_init (&options, kind, SDM_DIFFICULTY_EXPERT, 5);
      options.cancel = &cancel;
      g_assert_cmpint (sdm_generate (&options, &puzzle, NULL, NULL), ==, SDM_GENERATE_CANCELLED);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int d = 0; d < SDM_DIFFICULTY_GUESSING; d++)
    {
      g_autofree char *path = g_strdup_printf ("/generator/sudoku/%s", sdm_difficulty_to_string (d));

      g_test_add_data_func (path, GINT_TO_POINTER (d), test_sudoku);
    }
  g_test_add_func ("/generator/sudoku/guessing", test_sudoku_guessing);
  /* Hard Sudominoku puzzles are rare (domino logic or a trial usually decides them) and
   * take about half a second each: they are left to the benchmark. */
  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    if (d != SDM_DIFFICULTY_HARD)
      {
        g_autofree char *path = g_strdup_printf ("/generator/sudominoku/%s", sdm_difficulty_to_string (d));

        g_test_add_data_func (path, GINT_TO_POINTER (d), test_sudominoku);
      }
  g_test_add_func ("/generator/symmetry", test_symmetry);
  g_test_add_func ("/generator/cancel", test_cancel);
  return g_test_run ();
}
