/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-editor.c: an author's position as a puzzle, and the editor's verdict. */
#include "sdm-editor.h"
#include "sdm-test-logic-util.h"

static const char unique_line[] =
  "...7.8....87.5..3.....31....5.3.9..7....1...62.6.......3.1.6..28...7..9.57.....8.";

static void
position_from_line (const char *line, SdmGrid *grid)
{
  sdm_grid_init (grid);
  for (int c = 0; c < 81; c++)
    grid->values[c] = line[c] == '.' ? 0 : line[c] - '0';
}

static void
test_unique_and_none (void)
{
  SdmGrid position;
  SdmEditorVerdict verdict;
  g_autofree char *text = NULL;

  position_from_line (unique_line, &position);
  g_assert_true (sdm_editor_judge (SDM_KIND_SUDOKU, &position, NULL, &verdict));
  g_assert_cmpint (verdict.status, ==, SDM_EDITOR_UNIQUE);
  g_assert_cmpuint (verdict.n_differ, ==, 0);
  text = sdm_editor_verdict_describe (&verdict);
  g_assert_cmpstr (text, ==, "Unique solution");

  /* A second 7 in row 1: no solution. */
  position.values[0] = 7;
  g_assert_true (sdm_editor_judge (SDM_KIND_SUDOKU, &position, NULL, &verdict));
  g_assert_cmpint (verdict.status, ==, SDM_EDITOR_NO_SOLUTION);
}

static void
test_several (void)
{
  SdmGrid position;
  SdmEditorVerdict verdict;
  guint8 check[81];
  int removed = -1;

  /* The unique puzzle with one given taken away that makes it ambiguous. */
  for (int c = 0; c < 81 && removed < 0; c++)
    {
      SdmPuzzle puzzle;

      position_from_line (unique_line, &position);
      if (!position.values[c])
        continue;
      position.values[c] = 0;
      sdm_test_parse_line (unique_line, &puzzle);
      puzzle.givens[c] = 0;
      if (sdm_test_count (puzzle.givens, 2, check) == 2)
        removed = c;
    }
  g_assert_cmpint (removed, >=, 0);
  g_assert_true (sdm_editor_judge (SDM_KIND_SUDOKU, &position, NULL, &verdict));
  g_assert_cmpint (verdict.status, ==, SDM_EDITOR_SEVERAL);
  g_assert_cmpuint (verdict.n_differ, >=, 2);
  for (int c = 0; c < 81; c++)
    {
      /* The marked cells are exactly where the two solutions differ, never a given. */
      g_assert_cmpint (verdict.differ[c], ==,
                       verdict.solutions[0].values[c] != verdict.solutions[1].values[c]);
      if (verdict.differ[c])
        g_assert_cmpint (position.values[c], ==, 0);
    }
  /* Both are solutions of the position. */
  for (int k = 0; k < 2; k++)
    {
      SdmPuzzle full;

      sdm_puzzle_init (&full, SDM_KIND_SUDOKU);
      memcpy (full.givens, verdict.solutions[k].values, 81);
      g_assert_cmpint (sdm_test_count (full.givens, 2, check), ==, 1);
      for (int c = 0; c < 81; c++)
        if (position.values[c])
          g_assert_cmpint (verdict.solutions[k].values[c], ==, position.values[c]);
    }
}

static void
test_sudominoku (void)
{
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku/public.in", "sudominoku/public.meta.tsv");
  SdmTestDomino *entry = &g_array_index (set, SdmTestDomino, 0);
  SdmGrid position;
  SdmPuzzle back;
  SdmEditorVerdict verdict;

  /* The author's position: the clue dominoes placed and linked, the lone digits. */
  sdm_puzzle_to_grid (&entry->puzzle, &position);
  g_assert_true (sdm_editor_position_to_puzzle (SDM_KIND_SUDOMINOKU, &position, &back));
  g_assert_cmpuint (back.n_clues, ==, entry->puzzle.n_clues);
  g_assert_true (sdm_editor_judge (SDM_KIND_SUDOMINOKU, &position, NULL, &verdict));
  g_assert_cmpint (verdict.status, ==, SDM_EDITOR_UNIQUE);
  g_assert_cmpmem (verdict.solutions[0].values, 81, entry->solution.values, 81);

  /* Without one lone digit it is not a puzzle yet. */
  position.values[entry->puzzle.isolated[4]] = 0;
  g_assert_true (sdm_editor_judge (SDM_KIND_SUDOMINOKU, &position, NULL, &verdict));
  g_assert_cmpint (verdict.status, ==, SDM_EDITOR_INCOMPLETE);
}

static void
got_result (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GAsyncResult **slot = user_data;

  g_assert_null (*slot);
  *slot = g_object_ref (result);
}

static void
test_judge_async (void)
{
  SdmGrid position;

  /* In a worker thread, on a copy: the position may change at once. */
  {
    g_autoptr(GAsyncResult) result = NULL;
    g_autofree SdmEditorVerdict *verdict = NULL;
    g_autoptr(GError) error = NULL;

    position_from_line (unique_line, &position);
    sdm_editor_judge_async (SDM_KIND_SUDOKU, &position, NULL, got_result, &result);
    position.values[0] = 7;
    while (result == NULL)
      g_main_context_iteration (NULL, TRUE);
    verdict = sdm_editor_judge_finish (result, &error);
    g_assert_no_error (error);
    g_assert_cmpint (verdict->status, ==, SDM_EDITOR_UNIQUE);
  }

  /* Cancelled: the verdict says so, not what it would have been. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GError) error = NULL;

    position_from_line (unique_line, &position);
    g_cancellable_cancel (cancellable);
    sdm_editor_judge_async (SDM_KIND_SUDOKU, &position, cancellable, got_result, &result);
    while (result == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_assert_null (sdm_editor_judge_finish (result, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/unique-and-none", test_unique_and_none);
  g_test_add_func ("/editor/several", test_several);
  g_test_add_func ("/editor/sudominoku", test_sudominoku);
  g_test_add_func ("/editor/judge-async", test_judge_async);
  return g_test_run ();
}
