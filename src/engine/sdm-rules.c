/* sdm-rules.c: the clashes of a position with the rules (Sudoku part). */
#include "config.h"

#include "sdm-rules.h"

#include <glib/gi18n-lib.h>

static const char *const cell_names[SDM_N_CELLS] = {
#define ROW(r) "r" #r "c1", "r" #r "c2", "r" #r "c3", "r" #r "c4", "r" #r "c5", \
               "r" #r "c6", "r" #r "c7", "r" #r "c8", "r" #r "c9"
  ROW (1), ROW (2), ROW (3), ROW (4), ROW (5), ROW (6), ROW (7), ROW (8), ROW (9),
#undef ROW
};

const char *
sdm_cell_name (int cell)
{
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, "r?c?");
  return cell_names[cell];
}

static void
add_clash (GArray *clashes, SdmClashKind kind, int a, int b, int digit, int unit, int domino)
{
  SdmClash clash = {
    .kind = kind,
    .n_cells = b < 0 ? 1 : 2,
    .cells = { a, b < 0 ? SDM_NO_CELL : b, SDM_NO_CELL, SDM_NO_CELL },
    .digit = digit,
    .unit = unit,
    .domino = domino,
  };
  g_array_append_val (clashes, clash);
}

guint
sdm_rules_find_clashes (const SdmPuzzle *puzzle, const SdmGrid *grid, GArray *clashes)
{
  guint before;

  g_return_val_if_fail (puzzle != NULL && grid != NULL && clashes != NULL, 0);
  g_return_val_if_fail (g_array_get_element_size (clashes) == sizeof (SdmClash), 0);

  before = clashes->len;

  for (int unit = 0; unit < 27; unit++)
    for (int i = 0; i < 9; i++)
      {
        int a = sdm_units[unit][i], v = grid->values[a];

        if (v == 0 || v > 9)
          continue;
        for (int j = i + 1; j < 9; j++)
          {
            int b = sdm_units[unit][j];
            if (grid->values[b] == v)
              add_clash (clashes, SDM_CLASH_DIGIT_TWICE, a, b, v, unit, -1);
          }
      }

  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] != 0 && grid->values[c] != puzzle->givens[c])
      add_clash (clashes, SDM_CLASH_GIVEN_CHANGED, c, -1, puzzle->givens[c], -1, -1);

  return clashes->len - before;
}

guint
sdm_rules_find_puzzle_clashes (const SdmPuzzle *puzzle, GArray *clashes)
{
  SdmGrid grid;

  g_return_val_if_fail (puzzle != NULL, 0);
  sdm_puzzle_to_grid (puzzle, &grid);
  return sdm_rules_find_clashes (puzzle, &grid, clashes);
}

gboolean
sdm_rules_is_solution (const SdmPuzzle *puzzle, const SdmGrid *grid)
{
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

  g_return_val_if_fail (puzzle != NULL && grid != NULL, FALSE);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (grid->values[c] < 1 || grid->values[c] > 9)
      return FALSE;
  return sdm_rules_find_clashes (puzzle, grid, clashes) == 0;
}

static char *
unit_name (int unit)
{
  if (unit < 9)
    return g_strdup_printf (_("row %d"), unit + 1);
  if (unit < 18)
    return g_strdup_printf (_("column %d"), unit - 9 + 1);
  return g_strdup_printf (_("box %d"), unit - 18 + 1);
}

char *
sdm_clash_describe (const SdmClash *clash)
{
  g_return_val_if_fail (clash != NULL, NULL);

  switch (clash->kind)
    {
    case SDM_CLASH_DIGIT_TWICE:
      {
        g_autofree char *unit = unit_name (clash->unit);
        /* Translators: "7 twice in row 3: r3c1 and r3c8" */
        return g_strdup_printf (_("%d twice in %s: %s and %s"), clash->digit, unit,
                                sdm_cell_name (clash->cells[0]), sdm_cell_name (clash->cells[1]));
      }
    case SDM_CLASH_GIVEN_CHANGED:
      return g_strdup_printf (_("the given %d in %s was changed"), clash->digit,
                              sdm_cell_name (clash->cells[0]));
    case SDM_CLASH_DOMINO_TWICE:
    case SDM_CLASH_DOMINO_DOUBLE:
    case SDM_CLASH_DOMINO_ON_ISOLATED:
    case SDM_CLASH_CLUE_BROKEN:
    case SDM_CLASH_ISOLATED_NOT_ALONE:
    default:
      return g_strdup_printf (_("a domino rule is broken at %s"), sdm_cell_name (clash->cells[0]));
    }
}
