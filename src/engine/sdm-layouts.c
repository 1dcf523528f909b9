/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-layouts.c: the domino layouts of a solved Sudominoku grid (sdm-layouts.h).
 *
 * A link is asked about by making it a clue: the puzzle plus the clue {a, b} with the
 * solution's digits has a layout exactly when some layout of the solution holds the link.
 * The layout search then starts with that domino placed; everything else is the solver's
 * own layout search (sdm_sudominoku_find_layout()), which is outside the digit search and
 * costs it nothing.
 */
#include "sdm-layouts.h"
#include "sdm-sudominoku.h"

/* Whether the puzzle gives the domino over @a and @b. */
static gboolean
is_clue (const SdmPuzzle *puzzle, int a, int b)
{
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];

      if ((clue->cells[0] == a && clue->cells[1] == b) ||
          (clue->cells[0] == b && clue->cells[1] == a))
        return TRUE;
    }
  return FALSE;
}

/* @puzzle with the domino over @a and @b, @solution's digits in it, as one more clue.
 * FALSE when there is no room for it (36 clues already). */
static gboolean
add_clue (SdmPuzzle *puzzle, const SdmGrid *solution, int a, int b)
{
  SdmDominoClue *clue;

  if (puzzle->n_clues >= SDM_N_DOMINOES)
    return FALSE;
  clue = &puzzle->clues[puzzle->n_clues++];
  clue->cells[0] = (guint8) a;
  clue->cells[1] = (guint8) b;
  clue->digits[0] = solution->values[a];
  clue->digits[1] = solution->values[b];
  return TRUE;
}

gboolean
sdm_layouts_have_link (const SdmPuzzle *puzzle,
                       const SdmGrid   *solution,
                       int              a,
                       int              b)
{
  SdmPuzzle with;

  g_return_val_if_fail (puzzle->kind == SDM_KIND_SUDOMINOKU, FALSE);

  if (a < 0 || b < 0 || a >= SDM_N_CELLS || b >= SDM_N_CELLS || !sdm_cells_adjacent (a, b))
    return FALSE;
  if (is_clue (puzzle, a, b) || (solution->partner[a] == b && solution->partner[b] == a))
    return TRUE;
  with = *puzzle;
  return add_clue (&with, solution, a, b)
         && sdm_sudominoku_find_layout (&with, solution->values, NULL);
}

guint
sdm_layouts_find_wrong_links (const SdmPuzzle *puzzle,
                              const SdmGrid   *solution,
                              const SdmGrid   *position,
                              gboolean         wrong[SDM_N_CELLS])
{
  guint n = 0;

  g_return_val_if_fail (puzzle->kind == SDM_KIND_SUDOMINOKU, 0);

  if (wrong != NULL)
    for (int c = 0; c < SDM_N_CELLS; c++)
      wrong[c] = FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int p = position->partner[c];

      if (p == SDM_NO_CELL || p <= c || p >= SDM_N_CELLS || position->partner[p] != c)
        continue;
      if (sdm_layouts_have_link (puzzle, solution, c, p))
        continue;
      n++;
      if (wrong != NULL)
        wrong[c] = wrong[p] = TRUE;
    }
  return n;
}

gboolean
sdm_layouts_hold_links (const SdmPuzzle *puzzle,
                        const SdmGrid   *solution,
                        const SdmGrid   *position)
{
  SdmPuzzle with;

  g_return_val_if_fail (puzzle->kind == SDM_KIND_SUDOMINOKU, FALSE);

  with = *puzzle;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int p = position->partner[c];

      if (p == SDM_NO_CELL || p <= c || p >= SDM_N_CELLS || position->partner[p] != c ||
          is_clue (puzzle, c, p))
        continue;
      if (!sdm_cells_adjacent (c, p) || !add_clue (&with, solution, c, p))
        return FALSE;
    }
  return sdm_sudominoku_find_layout (&with, solution->values, NULL);
}

/* The first cell, in reading order, that @puzzle leaves free (neither isolated nor under
 * a clue), or -1. */
static int
first_free_cell (const SdmPuzzle *puzzle)
{
  gboolean taken[SDM_N_CELLS] = { FALSE };

  for (int d = 0; d < 9; d++)
    if (puzzle->isolated[d] < SDM_N_CELLS)
      taken[puzzle->isolated[d]] = TRUE;
  for (int i = 0; i < puzzle->n_clues; i++)
    taken[puzzle->clues[i].cells[0]] = taken[puzzle->clues[i].cells[1]] = TRUE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (!taken[c])
      return c;
  return -1;
}

/* Every layout covers the first free cell with one of its (up to four) neighbours: the
 * layouts are those of the puzzle with each such domino made a clue, and each such
 * puzzle with no layout at all is cut off at once. */
static guint
count_layouts (const SdmPuzzle *puzzle, const SdmGrid *solution, guint limit)
{
  static const int steps[4][2] = { { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };
  int c, row, col;
  guint n = 0;

  if (!sdm_sudominoku_find_layout (puzzle, solution->values, NULL))
    return 0;
  if ((c = first_free_cell (puzzle)) < 0)
    return 1;
  row = sdm_cell_row (c);
  col = sdm_cell_col (c);
  for (int k = 0; k < 4 && n < limit; k++)
    {
      int r = row + steps[k][0], q = col + steps[k][1];
      SdmPuzzle with;

      if (r < 0 || r > 8 || q < 0 || q > 8)
        continue;
      with = *puzzle;
      if (add_clue (&with, solution, c, sdm_cell (r, q)))
        n += count_layouts (&with, solution, limit - n);
    }
  return n;
}

guint
sdm_layouts_count (const SdmPuzzle *puzzle,
                   const SdmGrid   *solution,
                   guint            limit)
{
  g_return_val_if_fail (puzzle->kind == SDM_KIND_SUDOMINOKU, 0);

  return limit == 0 ? 0 : count_layouts (puzzle, solution, limit);
}
