/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-tasks.c: SdmGame's background work: the uniqueness count every game starts,
 * solve, count and check on crafted positions, cancellation that really stops the solver
 * while the main loop runs, and stale results dropped. */
#include <string.h>

#include "sdm-core.h"
#include "sdm-game.h"
#include "sdm-game-private.h"
#include "sdm-solver.h"
#include "sdm-check.h"
#include "sdm-format.h"
#include "sdm-layouts.h"
#include "sdm-puzzle-tasks.h"
#include "game-fixtures.h"

static void
got_result (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GAsyncResult **slot = user_data;

  g_assert_null (*slot);
  *slot = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *slot;
}

static gboolean
give_up_cb (gpointer user_data)
{
  g_error ("%s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

/* Run the main loop until no solver thread is left (a hung solver fails the test). */
static void
wait_solvers_idle (void)
{
  guint guard = g_timeout_add_seconds (60, give_up_cb, (gpointer) "a cancelled solver kept running");

  while (sdm_game_tasks_get_n_running () > 0)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
  g_source_remove (guard);
}

static void
wait_uniqueness (SdmGame *game)
{
  while (sdm_game_get_uniqueness (game) == SDM_UNIQUENESS_UNKNOWN)
    g_main_context_iteration (NULL, TRUE);
}

static void
solve_directly (const SdmPuzzle *puzzle, SdmGrid *solution)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
  SdmGrid found[2];

  g_assert_cmpint (sdm_solve (puzzle, &options, found), ==, 1);
  *solution = found[0];
}

/* An empty Sudoku (many solutions) and one whose givens clash with nothing but leave no
 * solution: 1..8 along row 1, 9 in r2c9 (row 1 needs its 9 in box 3). */
static void
make_empty (SdmPuzzle *puzzle)
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
}

static void
make_unsolvable (SdmPuzzle *puzzle)
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
  for (int c = 0; c < 8; c++)
    puzzle->givens[c] = (guint8) (c + 1);
  puzzle->givens[17] = 9;
}

/* The game's Check, run as the app runs it, and waited for. */
static SdmCheckReport
check_report_now (SdmGame *game)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  SdmCheckReport report;

  sdm_game_check_async (game, NULL, got_result, &result);
  g_assert_true (sdm_game_check_finish_report (game, wait_for (&result), &report, &error));
  g_assert_no_error (error);
  return report;
}

static SdmCheckResult
check_now (SdmGame *game)
{
  return check_report_now (game).result;
}

/* A wrong digit for some empty cell that clashes with no digit on the board. */
static void
find_quiet_mistake (SdmGame *game, const SdmGrid *solution, int *cell, guint *digit)
{
  const SdmGrid *grid = sdm_game_get_grid (game);

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      guint seen = 0;

      if (grid->values[c] != 0 || sdm_game_is_given (game, c))
        continue;
      for (int i = 0; i < 20; i++)
        seen |= 1u << grid->values[sdm_peers[c][i]];
      for (guint d = 1; d <= 9; d++)
        if (d != solution->values[c] && !(seen & (1u << d)))
          {
            *cell = c;
            *digit = d;
            return;
          }
    }
  g_assert_not_reached ();
}

static void
test_uniqueness (void)
{
  SdmPuzzle puzzle;
  SdmGrid solution;

  /* Unique: the solution is kept, and a mistake made before it was known is counted. */
  {
    g_autoptr(SdmGame) game = NULL;
    int cell;
    guint digit;

    make_from_line (&puzzle, qqwing_givens);
    solve_directly (&puzzle, &solution);
    game = sdm_game_new (&puzzle);
    find_quiet_mistake (game, &solution, &cell, &digit);
    g_assert_true (sdm_game_set_value (game, cell, digit, NULL));
    g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 0);
    wait_uniqueness (game);
    g_assert_cmpint (sdm_game_get_uniqueness (game), ==, SDM_UNIQUENESS_UNIQUE);
    g_assert_cmpmem (sdm_game_get_solution (game)->values, SDM_N_CELLS, solution.values, SDM_N_CELLS);
    g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 1);
    g_assert_true (sdm_game_is_mistake (game, cell));
  }

  /* Several solutions, none. */
  {
    g_autoptr(SdmGame) game = NULL;

    make_empty (&puzzle);
    game = sdm_game_new (&puzzle);
    wait_uniqueness (game);
    g_assert_cmpint (sdm_game_get_uniqueness (game), ==, SDM_UNIQUENESS_MULTIPLE);
    g_assert_null (sdm_game_get_solution (game));
  }
  {
    g_autoptr(SdmGame) game = NULL;

    make_unsolvable (&puzzle);
    game = sdm_game_new (&puzzle);
    wait_uniqueness (game);
    g_assert_cmpint (sdm_game_get_uniqueness (game), ==, SDM_UNIQUENESS_NONE);
  }

  /* Sudominoku, and a restored game counts too. */
  {
    g_autoptr(SdmGame) game = NULL;
    g_autoptr(SdmGame) restored = NULL;
    g_autofree char *text = NULL;

    make_sudominoku (&puzzle);
    game = sdm_game_new (&puzzle);
    wait_uniqueness (game);
    g_assert_cmpint (sdm_game_get_uniqueness (game), ==, SDM_UNIQUENESS_UNIQUE);
    for (int c = 0; c < SDM_N_CELLS; c++)
      g_assert_cmpint (sdm_game_get_solution (game)->values[c], ==, domino_solution[c] - '0');
    text = sdm_game_serialize (game);
    restored = sdm_game_new_from_serialized (text, NULL);
    g_assert_cmpint (sdm_game_get_uniqueness (restored), ==, SDM_UNIQUENESS_UNKNOWN);
    wait_uniqueness (restored);
    g_assert_cmpint (sdm_game_get_uniqueness (restored), ==, SDM_UNIQUENESS_UNIQUE);
  }

  /* Past its node budget the count says it could not decide, and the thread is done;
   * solve then fails with a time-out, not a wrong answer. */
  {
    g_autoptr(SdmGame) game = NULL;
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GError) error = NULL;

    make_from_line (&puzzle, qqwing_givens);
    sdm_game_tasks_set_node_budget (2);
    game = sdm_game_new (&puzzle);
    wait_uniqueness (game);
    g_assert_cmpint (sdm_game_get_uniqueness (game), ==, SDM_UNIQUENESS_UNDECIDED);
    g_assert_null (sdm_game_get_solution (game));
    wait_solvers_idle ();
    sdm_game_solve_async (game, NULL, got_result, &result);
    g_assert_null (sdm_game_solve_finish (game, wait_for (&result), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
    sdm_game_tasks_set_node_budget (0);
  }

  /* The count never keeps a game alive: drop it at once. */
  {
    SdmGame *game;

    make_from_line (&puzzle, qqwing_givens);
    game = sdm_game_new (&puzzle);
    g_assert_finalize_object (game);
    wait_solvers_idle ();
    while (g_main_context_iteration (NULL, FALSE))
      ;
  }
}

static gboolean
tick_cb (gpointer user_data)
{
  guint *ticks = user_data;

  (*ticks)++;
  return G_SOURCE_CONTINUE;
}

/* A file's puzzles graded in one task, in order: each as sdm_grade_puzzle() grades it
 * alone (a broken one as -1), one with a clash among its givens too; cancelled first, the
 * task grades none. */
static void
test_grade_many (void)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) cancelled_result = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GArray) grades = NULL;
  g_autoptr(GError) error = NULL;
  SdmPuzzle puzzle;

  make_sudoku (&puzzle);
  g_array_append_val (puzzles, puzzle);
  make_sudominoku (&puzzle);
  g_array_append_val (puzzles, puzzle);
  make_sudoku (&puzzle);
  for (int c = 1; c < 9; c++)   /* a second digit of row 1's first given in that row */
    if (puzzle.givens[c] == 0)
      {
        puzzle.givens[c] = puzzle.givens[0];
        break;
      }
  g_array_append_val (puzzles, puzzle);

  sdm_grade_many_async (puzzles, NULL, got_result, &result);
  grades = sdm_grade_many_finish (wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (grades->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      SdmGrade grade;

      sdm_grade_puzzle (&g_array_index (puzzles, SdmPuzzle, i), &grade);
      g_assert_cmpint (g_array_index (grades, gint8, i), ==, grade.broken ? -1 : (int) grade.difficulty);
    }
  g_assert_cmpint (g_array_index (grades, gint8, 0), >=, 0);

  g_cancellable_cancel (cancellable);
  sdm_grade_many_async (puzzles, cancellable, got_result, &cancelled_result);
  g_assert_null (sdm_grade_many_finish (wait_for (&cancelled_result), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_count_cancel (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;

  make_empty (&puzzle);
  game = sdm_game_new_quiet (&puzzle);

  for (int how = 0; how < 2; how++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GAsyncResult) result = NULL;
      g_autoptr(GError) error = NULL;
      guint ticks = 0, tick_id;

      /* Counting the solutions of an empty grid never ends by itself. */
      sdm_game_count_async (game, G_MAXUINT, cancellable, got_result, &result);
      tick_id = g_timeout_add (5, tick_cb, &ticks);

      /* The main loop keeps running while the thread counts. */
      while (ticks < 5 || sdm_game_tasks_get_n_running () == 0)
        g_main_context_iteration (NULL, TRUE);
      g_assert_null (result);

      if (how == 0)
        g_cancellable_cancel (cancellable);          /* the caller gives up */
      else
        g_assert_true (sdm_game_set_value (game, 0, 1, NULL));  /* or plays a move */

      g_assert_cmpint (sdm_game_count_finish (game, wait_for (&result), &error), ==, -1);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_source_remove (tick_id);
      wait_solvers_idle ();
    }

  /* Cancelled before it starts. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GError) error = NULL;

    g_cancellable_cancel (cancellable);
    sdm_game_count_async (game, G_MAXUINT, cancellable, got_result, &result);
    g_assert_cmpint (sdm_game_count_finish (game, wait_for (&result), &error), ==, -1);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    wait_solvers_idle ();
  }
}

static void
test_stale_results (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;

  make_empty (&puzzle);
  game = sdm_game_new_quiet (&puzzle);

  /* A newer count cancels the older one, which finishes as cancelled. */
  {
    g_autoptr(GAsyncResult) first = NULL;
    g_autoptr(GAsyncResult) second = NULL;
    g_autoptr(GError) error = NULL;

    sdm_game_count_async (game, G_MAXUINT, NULL, got_result, &first);
    sdm_game_count_async (game, 5, NULL, got_result, &second);
    g_assert_cmpint (sdm_game_count_finish (game, wait_for (&first), &error), ==, -1);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&error);
    g_assert_cmpint (sdm_game_count_finish (game, wait_for (&second), &error), ==, 5);
    g_assert_no_error (error);
  }

  /* A check made stale by a move, and by a newer check. Each kind has its own slot: a
   * count running at the same time is not disturbed by a newer check. */
  {
    g_autoptr(GAsyncResult) check1 = NULL;
    g_autoptr(GAsyncResult) check2 = NULL;
    g_autoptr(GAsyncResult) check3 = NULL;
    g_autoptr(GAsyncResult) count = NULL;
    g_autoptr(GError) error = NULL;

    sdm_game_check_async (game, NULL, got_result, &check1);
    g_assert_true (sdm_game_set_value (game, 1, 2, NULL));
    sdm_game_count_async (game, 3, NULL, got_result, &count);
    sdm_game_check_async (game, NULL, got_result, &check2);
    sdm_game_check_async (game, NULL, got_result, &check3);

    sdm_game_check_finish (game, wait_for (&check1), &error);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&error);
    sdm_game_check_finish (game, wait_for (&check2), &error);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&error);
    g_assert_cmpint (sdm_game_check_finish (game, wait_for (&check3), &error), ==,
                     SDM_CHECK_NOT_UNIQUE);
    g_assert_no_error (error);
    g_assert_cmpint (sdm_game_count_finish (game, wait_for (&count), &error), ==, 3);
    g_assert_no_error (error);
  }

  /* Many requests and moves in a row: only the last check after the last move answers. */
  {
    GAsyncResult *results[40] = { NULL };
    g_autoptr(GError) error = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (results); i++)
      {
        if (i % 3 == 0)
          g_assert_true (sdm_game_toggle_pencil (game, 40, i % 9 + 1, NULL));
        sdm_game_check_async (game, NULL, got_result, &results[i]);
      }
    for (guint i = 0; i < G_N_ELEMENTS (results); i++)
      {
        SdmCheckResult check = sdm_game_check_finish (game, wait_for (&results[i]), &error);

        if (i + 1 < G_N_ELEMENTS (results))
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
        else
          {
            g_assert_no_error (error);
            g_assert_cmpint (check, ==, SDM_CHECK_NOT_UNIQUE);
          }
        g_clear_error (&error);
        g_clear_object (&results[i]);
      }
  }

  /* A solve made stale by a move. */
  {
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GError) error = NULL;

    sdm_game_solve_async (game, NULL, got_result, &result);
    g_assert_true (sdm_game_undo (game));
    g_assert_null (sdm_game_solve_finish (game, wait_for (&result), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  }
  wait_solvers_idle ();
}

static void
test_check_sudoku (void)
{
  SdmPuzzle puzzle;
  SdmGrid solution;

  make_from_line (&puzzle, qqwing_givens);
  solve_directly (&puzzle, &solution);

  /* Before and after the game knows its solution. */
  for (int known = 0; known < 2; known++)
    {
      g_autoptr(SdmGame) game = known ? sdm_game_new (&puzzle) : sdm_game_new_quiet (&puzzle);
      int cell, first_empty = -1;
      guint digit;

      if (known)
        wait_uniqueness (game);
      g_assert_cmpint (check_now (game), ==, SDM_CHECK_OK);

      for (int c = 0; c < SDM_N_CELLS && first_empty < 0; c++)
        if (!sdm_game_is_given (game, c))
          first_empty = c;
      g_assert_true (sdm_game_set_value (game, first_empty, solution.values[first_empty], NULL));
      g_assert_cmpint (check_now (game), ==, SDM_CHECK_OK);

      find_quiet_mistake (game, &solution, &cell, &digit);
      g_assert_true (sdm_game_set_value (game, cell, digit, NULL));
      g_assert_false (sdm_game_is_in_conflict (game, cell));
      g_assert_cmpint (check_now (game), ==, SDM_CHECK_MISTAKE);
      g_assert_true (sdm_game_undo (game));

      /* A clash: the first empty cell's digit again in its row. */
      for (int i = 0; i < 9; i++)
        {
          int c = sdm_units[sdm_cell_row (first_empty)][i];

          if (!sdm_game_is_given (game, c) && sdm_game_get_value (game, c) == 0)
            {
              g_assert_true (sdm_game_set_value (game, c, solution.values[first_empty], NULL));
              break;
            }
        }
      g_assert_cmpint (check_now (game), ==, SDM_CHECK_CLASH);
      g_assert_true (sdm_game_undo (game));

      for (int c = 0; c < SDM_N_CELLS; c++)
        if (!sdm_game_is_given (game, c))
          g_assert_true (sdm_game_set_value (game, c, solution.values[c], NULL));
      g_assert_true (sdm_game_get_solved (game));
      g_assert_cmpint (check_now (game), ==, SDM_CHECK_COMPLETE);
    }

  /* Several solutions: fine so far, or a dead end (1..8 in row 1 and 9 in r2c9). */
  {
    g_autoptr(SdmGame) game = NULL;

    make_empty (&puzzle);
    game = sdm_game_new_quiet (&puzzle);
    g_assert_cmpint (check_now (game), ==, SDM_CHECK_NOT_UNIQUE);
    for (int c = 0; c < 8; c++)
      g_assert_true (sdm_game_set_value (game, c, (guint) c + 1, NULL));
    g_assert_cmpint (check_now (game), ==, SDM_CHECK_NOT_UNIQUE);
    g_assert_true (sdm_game_set_value (game, 17, 9, NULL));
    g_assert_cmpint (check_now (game), ==, SDM_CHECK_DEAD_END);
  }

  /* No solution at all. */
  {
    g_autoptr(SdmGame) game = NULL;

    make_unsolvable (&puzzle);
    game = sdm_game_new_quiet (&puzzle);
    g_assert_cmpint (check_now (game), ==, SDM_CHECK_NO_SOLUTION);
  }
}

static void
test_check_sudominoku (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  SdmGrid solution;
  int cell;
  guint digit;
  gboolean found = FALSE;

  make_sudominoku (&puzzle);
  grid_from_strings (&solution, domino_solution, domino_tiling);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_cmpint (check_now (game), ==, SDM_CHECK_OK);

  find_quiet_mistake (game, &solution, &cell, &digit);
  g_assert_true (sdm_game_set_value (game, cell, digit, NULL));
  g_assert_cmpint (check_now (game), ==, SDM_CHECK_MISTAKE);
  g_assert_true (sdm_game_undo (game));

  /* Right digits, wrong domino: two neighbours with their solution digits, linked where
   * no layout of the solution links them. Find such a pair with the solver itself. */
  for (int c = 0; c < SDM_N_CELLS && !found; c++)
    for (int dir = 0; dir < 2 && !found; dir++)
      {
        int n = sdm_cell_neighbour (c, dir);
        SdmPuzzle with_link = puzzle;
        SdmSolveOptions options = { .limit = 1 };
        int a, b;

        if (n < 0 || sdm_game_is_given (game, c) || sdm_game_is_given (game, n) ||
            solution.partner[c] == n)
          continue;
        a = solution.values[c];
        b = solution.values[n];
        /* The pair must not be a clue's, or that is a plain clash. */
        if (sdm_game_get_value (game, c) != 0)
          continue;
        {
          gboolean clue_pair = FALSE;

          for (int i = 0; i < puzzle.n_clues; i++)
            clue_pair |= sdm_domino_index (puzzle.clues[i].digits[0], puzzle.clues[i].digits[1]) ==
                         sdm_domino_index (a, b);
          if (clue_pair)
            continue;
        }
        with_link.givens[c] = (guint8) a;
        with_link.givens[n] = (guint8) b;
        with_link.clues[with_link.n_clues].cells[0] = (guint8) c;
        with_link.clues[with_link.n_clues].cells[1] = (guint8) n;
        with_link.clues[with_link.n_clues].digits[0] = (guint8) a;
        with_link.clues[with_link.n_clues].digits[1] = (guint8) b;
        with_link.n_clues++;
        if (sdm_solve (&with_link, &options, NULL) != 0)
          continue;

        found = TRUE;
        g_assert_true (sdm_game_place_domino (game, c, n, (guint) a, (guint) b, NULL));
        g_assert_false (sdm_game_is_in_conflict (game, c));
        /* The domino is in no solution: Check says so and the game marks it. */
        g_assert_cmpint (check_now (game), ==, SDM_CHECK_WRONG_DOMINO);
        /* Knowing the solution does not change the verdict. */
        sdm_game_set_solution (game, &solution);
        g_assert_cmpint (check_now (game), ==, SDM_CHECK_WRONG_DOMINO);
        g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 0);
        g_assert_true (sdm_game_is_wrong_domino (game, c));
        g_assert_true (sdm_game_is_wrong_domino (game, n));
        g_assert_true (sdm_game_undo (game));
      }
  g_assert_true (found);

  /* The whole layout: complete. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int n = solution.partner[c];

      if (n != SDM_NO_CELL && n > c && !sdm_game_is_given (game, c))
        g_assert_true (sdm_game_place_domino (game, c, n, solution.values[c], solution.values[n], NULL));
    }
  g_assert_true (sdm_game_get_solved (game));
  g_assert_cmpint (check_now (game), ==, SDM_CHECK_COMPLETE);
}

/* The official sample's second puzzle: one grid, two domino layouts. A domino of either
 * layout is right; one in neither is named and marked; the synchronous check the command
 * line runs says the same as the game's task. */
static void
test_check_several_layouts (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "boj4574-sample.in", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;
  const SdmPuzzle *puzzle;
  SdmFormat format;
  gsize len;
  SdmGrid solution;
  int other[2] = { -1, -1 }, wrong[2] = { -1, -1 };

  g_assert_true (g_file_get_contents (path, &text, &len, &error));
  g_assert_true (sdm_format_parse (text, len, "sample", SDM_FORMAT_AUTO, &format, puzzles, &error));
  puzzle = &g_array_index (puzzles, SdmPuzzle, 1);
  solve_directly (puzzle, &solution);
  g_assert_cmpuint (sdm_layouts_count (puzzle, &solution, 10), ==, 2);

  /* A domino of the other layout, and one in neither, between free cells. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    for (int dir = 0; dir < 2; dir++)
      {
        int n = sdm_cell_neighbour (c, dir);

        if (n < 0 || puzzle->givens[c] != 0 || puzzle->givens[n] != 0 || solution.partner[c] == n)
          continue;
        if (sdm_layouts_have_link (puzzle, &solution, c, n))
          {
            if (other[0] < 0)
              other[0] = c, other[1] = n;
          }
        else if (wrong[0] < 0)
          {
            gboolean clue_pair = FALSE;

            /* A clue's pair again would be a plain clash. */
            for (int i = 0; i < puzzle->n_clues; i++)
              clue_pair |= sdm_domino_index (puzzle->clues[i].digits[0], puzzle->clues[i].digits[1]) ==
                           sdm_domino_index (solution.values[c], solution.values[n]);
            if (!clue_pair)
              wrong[0] = c, wrong[1] = n;
          }
      }
  g_assert_cmpint (other[0], >=, 0);
  g_assert_cmpint (wrong[0], >=, 0);

  game = sdm_game_new_quiet (puzzle);
  g_assert_true (sdm_game_place_domino (game, other[0], other[1], solution.values[other[0]],
                                        solution.values[other[1]], NULL));
  g_assert_cmpint (check_now (game), ==, SDM_CHECK_OK);
  g_assert_true (sdm_game_undo (game));

  g_assert_true (sdm_game_place_domino (game, wrong[0], wrong[1], solution.values[wrong[0]],
                                        solution.values[wrong[1]], NULL));
  g_assert_false (sdm_game_is_in_conflict (game, wrong[0]));
  {
    g_autoptr(GAsyncResult) result = NULL;
    g_autofree char *message = NULL;
    g_autofree char *expected = NULL;
    g_autofree char *sync_message = NULL;
    SdmCheckReport report, sync;
    SdmPuzzle copy;
    SdmGrid position;

    sdm_game_check_async (game, NULL, got_result, &result);
    g_assert_true (sdm_game_check_finish_report (game, wait_for (&result), &report, &error));
    g_assert_no_error (error);
    g_assert_cmpint (report.result, ==, SDM_CHECK_WRONG_DOMINO);
    g_assert_cmpuint (report.n_wrong_dominoes, ==, 1);
    g_assert_cmpint (report.wrong_domino[0], ==, wrong[0]);
    g_assert_cmpint (report.wrong_domino[1], ==, wrong[1]);
    for (int c = 0; c < SDM_N_CELLS; c++)
      g_assert_cmpint (report.wrong[c], ==, c == wrong[0] || c == wrong[1]);
    message = sdm_check_report_describe (&report);
    if (wrong[1] == wrong[0] + 1)
      expected = g_strdup_printf ("The domino %u–%u at row %d, columns %d–%d is in no solution",
                                  solution.values[wrong[0]], solution.values[wrong[1]],
                                  sdm_cell_row (wrong[0]) + 1, sdm_cell_col (wrong[0]) + 1,
                                  sdm_cell_col (wrong[1]) + 1);
    else
      expected = g_strdup_printf ("The domino %u–%u at rows %d–%d, column %d is in no solution",
                                  solution.values[wrong[0]], solution.values[wrong[1]],
                                  sdm_cell_row (wrong[0]) + 1, sdm_cell_row (wrong[1]) + 1,
                                  sdm_cell_col (wrong[0]) + 1);
    g_assert_cmpstr (message, ==, expected);

    /* The synchronous check, knowing nothing of the puzzle, says the same. */
    sdm_game_snapshot (game, &copy, &position);
    g_assert_true (sdm_check_position (&copy, &position, SDM_UNIQUENESS_UNKNOWN, NULL, NULL, &sync, &error));
    g_assert_no_error (error);
    g_assert_cmpint (sync.result, ==, SDM_CHECK_WRONG_DOMINO);
    sync_message = sdm_check_report_describe (&sync);
    g_assert_cmpstr (sync_message, ==, message);
  }
  /* Once the game knows the solution, the domino is marked as it stands. */
  g_assert_false (sdm_game_is_wrong_domino (game, wrong[0]));
  sdm_game_set_solution (game, &solution);
  g_assert_true (sdm_game_is_wrong_domino (game, wrong[0]));
  g_assert_true (sdm_game_is_wrong_domino (game, wrong[1]));
  g_assert_true (sdm_game_undo (game));
  g_assert_false (sdm_game_is_wrong_domino (game, wrong[0]));
}

/* @puzzle plus one given, or one clue domino when @b >= 0: how many solutions (0..1). */
static int
solutions_with (const SdmPuzzle *puzzle, int a, guint x, int b, guint y)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 1 };
  SdmPuzzle with = *puzzle;

  with.givens[a] = (guint8) x;
  if (b >= 0)
    {
      with.givens[b] = (guint8) y;
      with.clues[with.n_clues].cells[0] = (guint8) a;
      with.clues[with.n_clues].cells[1] = (guint8) b;
      with.clues[with.n_clues].digits[0] = (guint8) x;
      with.clues[with.n_clues].digits[1] = (guint8) y;
      with.n_clues++;
    }
  return sdm_solve (&with, &options, NULL);
}

/* Issue 20: a Sudominoku with several solution grids (the sample's first puzzle with its
 * last clue dominoes taken away). A digit, or a domino, that no solution has is named and
 * marked, the game shows the marks until the next move; a position that is a dead end only
 * as a whole stays a dead end. The synchronous check says the same. */
static void
test_check_several_solutions (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "boj4574-sample.in", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
  SdmPuzzle puzzle;
  SdmFormat format;
  SdmGrid found[2];
  gsize len;
  int wrong_cell = -1, domino[2] = { -1, -1 };
  guint wrong_digit = 0;

  g_assert_true (g_file_get_contents (path, &text, &len, &error));
  g_assert_true (sdm_format_parse (text, len, "sample", SDM_FORMAT_AUTO, &format, puzzles, &error));
  puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  while (sdm_solve (&puzzle, &options, found) < 2)
    {
      SdmDominoClue *last = &puzzle.clues[--puzzle.n_clues];

      puzzle.givens[last->cells[0]] = puzzle.givens[last->cells[1]] = 0;
    }
  g_test_message ("%u clue dominoes left", puzzle.n_clues);

  /* A digit no solution has in its cell, though no given forbids it; and two adjacent
   * free cells whose digits in the first solution each fit, but never as one domino. */
  for (int c = 0; c < SDM_N_CELLS && wrong_cell < 0; c++)
    {
      if (puzzle.givens[c] != 0 || sdm_puzzle_cell_is_isolated (&puzzle, c))
        continue;
      for (guint d = 1; d <= 9 && wrong_cell < 0; d++)
        {
          gboolean seen = FALSE;

          for (int other = 0; other < SDM_N_CELLS; other++)
            seen |= other != c && puzzle.givens[other] == d &&
                    (sdm_cell_row (c) == sdm_cell_row (other) || sdm_cell_col (c) == sdm_cell_col (other) ||
                     sdm_cell_box (c) == sdm_cell_box (other));
          if (!seen && solutions_with (&puzzle, c, d, -1, 0) == 0)
            wrong_cell = c, wrong_digit = d;
        }
    }
  for (int c = 0; c < SDM_N_CELLS && domino[0] < 0; c++)
    for (int dir = 0; dir < 2 && domino[0] < 0; dir++)
      {
        int n = sdm_cell_neighbour (c, dir);
        gboolean clue_pair = FALSE;

        if (n < 0 || puzzle.givens[c] != 0 || puzzle.givens[n] != 0 ||
            sdm_puzzle_cell_is_isolated (&puzzle, c) || sdm_puzzle_cell_is_isolated (&puzzle, n))
          continue;
        for (int i = 0; i < puzzle.n_clues; i++)
          clue_pair |= sdm_domino_index (puzzle.clues[i].digits[0], puzzle.clues[i].digits[1]) ==
                       sdm_domino_index (found[0].values[c], found[0].values[n]);
        if (!clue_pair && solutions_with (&puzzle, c, found[0].values[c], n, found[0].values[n]) == 0)
          domino[0] = c, domino[1] = n;
      }
  g_assert_cmpint (wrong_cell, >=, 0);
  g_assert_cmpint (domino[0], >=, 0);

  /* The wrong digit. */
  {
    g_autoptr(SdmGame) game = sdm_game_new_quiet (&puzzle);
    g_autofree char *message = NULL;
    SdmCheckReport report;

    g_assert_true (sdm_game_set_value (game, wrong_cell, wrong_digit, NULL));
    g_assert_false (sdm_game_is_in_conflict (game, wrong_cell));
    report = check_report_now (game);
    g_assert_cmpint (report.result, ==, SDM_CHECK_MISTAKE);
    g_assert_true (report.several_solutions);
    g_assert_cmpuint (report.n_wrong_digits, ==, 1);
    for (int c = 0; c < SDM_N_CELLS; c++)
      g_assert_cmpint (report.wrong_digit[c], ==, c == wrong_cell);
    message = sdm_check_report_describe (&report);
    g_assert_cmpstr (message, ==, "This puzzle has more than one solution, but the marked digit is in none of them");
    /* Shown by the game until the next move. */
    g_assert_false (sdm_game_is_mistake (game, wrong_cell));
    sdm_game_show_found_mistakes (game, report.wrong_digit, report.wrong);
    g_assert_true (sdm_game_is_mistake (game, wrong_cell));
    g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 1);
    g_assert_true (sdm_game_toggle_pencil (game, domino[0], 5, NULL));
    g_assert_false (sdm_game_is_mistake (game, wrong_cell));
    g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 0);
  }

  /* The domino in no solution, its digits each in one. */
  {
    g_autoptr(SdmGame) game = sdm_game_new_quiet (&puzzle);
    g_autofree char *message = NULL;
    g_autofree char *expected = NULL;
    g_autofree char *place = sdm_check_describe_place (domino[0], domino[1]);
    g_autofree char *sync_message = NULL;
    SdmCheckReport report, sync;
    SdmPuzzle copy;
    SdmGrid position;

    g_assert_true (sdm_game_place_domino (game, domino[0], domino[1], found[0].values[domino[0]],
                                          found[0].values[domino[1]], NULL));
    g_assert_false (sdm_game_is_in_conflict (game, domino[0]));
    report = check_report_now (game);
    g_assert_cmpint (report.result, ==, SDM_CHECK_WRONG_DOMINO);
    g_assert_true (report.several_solutions);
    g_assert_cmpuint (report.n_wrong_digits, ==, 0);
    g_assert_cmpuint (report.n_wrong_dominoes, ==, 1);
    for (int c = 0; c < SDM_N_CELLS; c++)
      g_assert_cmpint (report.wrong[c], ==, c == domino[0] || c == domino[1]);
    message = sdm_check_report_describe (&report);
    expected = g_strdup_printf ("The domino %u–%u at %s is in no solution", found[0].values[domino[0]],
                                found[0].values[domino[1]], place);
    g_assert_cmpstr (message, ==, expected);

    sdm_game_snapshot (game, &copy, &position);
    g_assert_true (sdm_check_position (&copy, &position, SDM_UNIQUENESS_UNKNOWN, NULL, NULL, &sync, &error));
    g_assert_no_error (error);
    sync_message = sdm_check_report_describe (&sync);
    g_assert_cmpstr (sync_message, ==, message);

    sdm_game_show_found_mistakes (game, report.wrong_digit, report.wrong);
    g_assert_true (sdm_game_is_wrong_domino (game, domino[0]));
    g_assert_true (sdm_game_is_wrong_domino (game, domino[1]));
    g_assert_true (sdm_game_undo (game));
    g_assert_false (sdm_game_is_wrong_domino (game, domino[0]));
    /* The same digits unlinked: fine so far (each is in some solution). */
    g_assert_true (sdm_game_set_value (game, domino[0], found[0].values[domino[0]], NULL));
    g_assert_true (sdm_game_set_value (game, domino[1], found[0].values[domino[1]], NULL));
    report = check_report_now (game);
    g_assert_cmpint (report.result, ==, SDM_CHECK_NOT_UNIQUE);
  }
}

static void
test_solve (void)
{
  SdmPuzzle puzzle;
  SdmGrid solution;

  make_from_line (&puzzle, qqwing_givens);
  solve_directly (&puzzle, &solution);
  for (int known = 0; known < 2; known++)
    {
      g_autoptr(SdmGame) game = known ? sdm_game_new (&puzzle) : sdm_game_new_quiet (&puzzle);
      g_autoptr(GAsyncResult) result = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree SdmGrid *grid = NULL;

      if (known)
        wait_uniqueness (game);
      /* The puzzle's solution, whatever the position. */
      g_assert_true (sdm_game_apply_move (game, "v r1c1 9", NULL) ||
                     sdm_game_apply_move (game, "v r1c2 9", NULL));
      sdm_game_solve_async (game, NULL, got_result, &result);
      grid = sdm_game_solve_finish (game, wait_for (&result), &error);
      g_assert_no_error (error);
      g_assert_cmpmem (grid->values, SDM_N_CELLS, solution.values, SDM_N_CELLS);
    }

  {
    g_autoptr(SdmGame) game = NULL;
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GError) error = NULL;

    make_empty (&puzzle);
    game = sdm_game_new_quiet (&puzzle);
    sdm_game_solve_async (game, NULL, got_result, &result);
    g_assert_null (sdm_game_solve_finish (game, wait_for (&result), &error));
    g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_NOT_UNIQUE);
  }
  {
    g_autoptr(SdmGame) game = NULL;
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GError) error = NULL;

    make_unsolvable (&puzzle);
    game = sdm_game_new_quiet (&puzzle);
    sdm_game_solve_async (game, NULL, got_result, &result);
    g_assert_null (sdm_game_solve_finish (game, wait_for (&result), &error));
    g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_NO_SOLUTION);
  }

  /* Sudominoku: the digits, and a domino layout that covers the grid. */
  {
    g_autoptr(SdmGame) game = NULL;
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree SdmGrid *grid = NULL;

    make_sudominoku (&puzzle);
    game = sdm_game_new_quiet (&puzzle);
    sdm_game_solve_async (game, NULL, got_result, &result);
    grid = sdm_game_solve_finish (game, wait_for (&result), &error);
    g_assert_no_error (error);
    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        g_assert_cmpint (grid->values[c], ==, domino_solution[c] - '0');
        if (sdm_puzzle_cell_is_isolated (&puzzle, c))
          g_assert_cmpint (grid->partner[c], ==, SDM_NO_CELL);
        else
          g_assert_cmpint (grid->partner[grid->partner[c]], ==, c);
      }
    g_assert_true (sdm_rules_is_solution (&puzzle, grid));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/game-tasks/uniqueness", test_uniqueness);
  g_test_add_func ("/core/game-tasks/count-cancel", test_count_cancel);
  g_test_add_func ("/core/game-tasks/grade-many", test_grade_many);
  g_test_add_func ("/core/game-tasks/stale-results", test_stale_results);
  g_test_add_func ("/core/game-tasks/check-sudoku", test_check_sudoku);
  g_test_add_func ("/core/game-tasks/check-sudominoku", test_check_sudominoku);
  g_test_add_func ("/core/game-tasks/check-several-layouts", test_check_several_layouts);
  g_test_add_func ("/core/game-tasks/check-several-solutions", test_check_several_solutions);
  g_test_add_func ("/core/game-tasks/solve", test_solve);

  return g_test_run ();
}
