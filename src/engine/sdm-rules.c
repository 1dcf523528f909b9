/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-rules.c: the clashes of a position with the rules. */
#include "config.h"

#include "sdm-rules.h"
#include "sdm-sudominoku.h"

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

/* The cell that a link from @c really reaches: the partner when the link is well formed
 * (adjacent and mutual), else SDM_NO_CELL. */
static int
linked (const SdmGrid *grid, int c)
{
  int p = grid->partner[c];

  if (p >= SDM_N_CELLS || !sdm_cells_adjacent (c, p) || grid->partner[p] != c)
    return SDM_NO_CELL;
  return p;
}

static int
isolated_digit (const SdmPuzzle *puzzle, int cell)
{
  for (int d = 0; d < 9; d++)
    if (puzzle->isolated[d] == cell)
      return d + 1;
  return 0;
}

/* The Sudominoku rules, in this order: a domino with one digit twice, a pair on two
 * dominoes, a domino over an isolated cell, a link that breaks a clue domino. */
static void
find_domino_clashes (const SdmPuzzle *puzzle, const SdmGrid *grid, GArray *clashes)
{
  int first_at[SDM_N_DOMINOES];

  for (int p = 0; p < SDM_N_DOMINOES; p++)
    first_at[p] = -1;

  for (int a = 0; a < SDM_N_CELLS; a++)
    {
      int b = linked (grid, a), va, vb, p;

      if (b == SDM_NO_CELL || b < a)
        continue;
      va = grid->values[a];
      vb = grid->values[b];
      if (va < 1 || va > 9 || vb < 1 || vb > 9)
        continue;
      if (va == vb)
        {
          add_clash (clashes, SDM_CLASH_DOMINO_DOUBLE, a, b, va, -1, -1);
          continue;
        }
      p = sdm_domino_index (va, vb);
      if (first_at[p] < 0)
        first_at[p] = a;
      else
        add_clash (clashes, SDM_CLASH_DOMINO_TWICE, first_at[p], a, 0, -1, p);
    }

  for (int a = 0; a < SDM_N_CELLS; a++)
    {
      int b = linked (grid, a), d;

      if (b == SDM_NO_CELL || b < a)
        continue;
      d = isolated_digit (puzzle, a);
      if (d == 0)
        d = isolated_digit (puzzle, b);
      if (d != 0)
        add_clash (clashes, SDM_CLASH_DOMINO_ON_ISOLATED, a, b, d, -1, -1);
    }

  for (int i = 0; i < MIN (puzzle->n_clues, SDM_N_DOMINOES); i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];
      int a = clue->cells[0], b = clue->cells[1];

      if (a >= SDM_N_CELLS || b >= SDM_N_CELLS)
        continue;
      if (linked (grid, a) != b)
        add_clash (clashes, SDM_CLASH_CLUE_BROKEN, MIN (a, b), MAX (a, b), 0, -1,
                   sdm_domino_index (clue->digits[0], clue->digits[1]));
    }
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

  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    find_domino_clashes (puzzle, grid, clashes);

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
  if (sdm_rules_find_clashes (puzzle, grid, clashes) != 0)
    return FALSE;
  /* A Sudominoku grid must also be covered by the dominoes, each once. The player's own
   * links need not be complete: the digits decide. */
  return puzzle->kind != SDM_KIND_SUDOMINOKU ||
         sdm_sudominoku_find_layout (puzzle, grid->values, NULL);
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
      {
        int a = 0, b = 0;

        if (clash->domino >= 0 && clash->domino < SDM_N_DOMINOES)
          sdm_domino_digits (clash->domino, &a, &b);
        /* Translators: "domino 2-9 is used twice: at r1c1 and at r5c4" */
        return g_strdup_printf (_("domino %d-%d is used twice: at %s and at %s"), a, b,
                                sdm_cell_name (clash->cells[0]), sdm_cell_name (clash->cells[1]));
      }
    case SDM_CLASH_DOMINO_DOUBLE:
      /* Translators: "the domino r1c1-r1c2 holds 4 on both halves" */
      return g_strdup_printf (_("the domino %s-%s holds %d on both halves"),
                              sdm_cell_name (clash->cells[0]), sdm_cell_name (clash->cells[1]),
                              clash->digit);
    case SDM_CLASH_DOMINO_ON_ISOLATED:
      /* Translators: "the domino r1c1-r1c2 covers the isolated 4" */
      return g_strdup_printf (_("the domino %s-%s covers the isolated %d"),
                              sdm_cell_name (clash->cells[0]), sdm_cell_name (clash->cells[1]),
                              clash->digit);
    case SDM_CLASH_CLUE_BROKEN:
      {
        int a = 0, b = 0;

        if (clash->domino >= 0 && clash->domino < SDM_N_DOMINOES)
          sdm_domino_digits (clash->domino, &a, &b);
        /* Translators: "the clue domino 2-9 at r1c1-r1c2 is broken" */
        return g_strdup_printf (_("the clue domino %d-%d at %s-%s is broken"), a, b,
                                sdm_cell_name (clash->cells[0]), sdm_cell_name (clash->cells[1]));
      }
    case SDM_CLASH_ISOLATED_NOT_ALONE:
      return g_strdup_printf (_("the isolated %d in %s is linked to %s"), clash->digit,
                              sdm_cell_name (clash->cells[0]), sdm_cell_name (clash->cells[1]));
    default:
      return g_strdup_printf (_("a rule is broken at %s"), sdm_cell_name (clash->cells[0]));
    }
}
