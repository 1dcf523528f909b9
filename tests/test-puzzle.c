/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle.c: cells, unit tables, domino numbering, grids and puzzles. */
#include "sdm-puzzle.h"

static void
test_units (void)
{
  /* Every unit holds nine different cells, and every cell is in exactly one row,
   * one column and one box unit, as sdm_cell_units says. */
  for (int u = 0; u < 27; u++)
    {
      guint64 seen_lo = 0, seen_hi = 0;

      for (int i = 0; i < 9; i++)
        {
          int c = sdm_units[u][i];

          g_assert_cmpint (c, <, SDM_N_CELLS);
          if (c < 64)
            seen_lo |= G_GUINT64_CONSTANT (1) << c;
          else
            seen_hi |= G_GUINT64_CONSTANT (1) << (c - 64);
          if (u < 9)
            g_assert_cmpint (sdm_cell_row (c), ==, u);
          else if (u < 18)
            g_assert_cmpint (sdm_cell_col (c), ==, u - 9);
          else
            g_assert_cmpint (sdm_cell_box (c), ==, u - 18);
          g_assert_cmpint (sdm_cell_units[c][u / 9], ==, u);
        }
      g_assert_cmpint (__builtin_popcountll (seen_lo) + __builtin_popcountll (seen_hi), ==, 9);
    }
}

static void
test_peers (void)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int n = 0;

      for (int d = 0; d < SDM_N_CELLS; d++)
        {
          gboolean peer = d != c && (sdm_cell_row (d) == sdm_cell_row (c) ||
                                     sdm_cell_col (d) == sdm_cell_col (c) ||
                                     sdm_cell_box (d) == sdm_cell_box (c));
          gboolean listed = FALSE;

          for (int i = 0; i < 20; i++)
            listed |= sdm_peers[c][i] == d;
          g_assert_cmpint (peer, ==, listed);
          n += peer;
        }
      g_assert_cmpint (n, ==, 20);
    }
  /* r1c1's box is the top-left one. */
  g_assert_cmpint (sdm_cell_box (sdm_cell (2, 2)), ==, 0);
  g_assert_cmpint (sdm_cell_box (sdm_cell (4, 7)), ==, 5);
  g_assert_cmpint (sdm_cell_box (sdm_cell (8, 0)), ==, 6);
}

static void
test_domino_index (void)
{
  gboolean used[SDM_N_DOMINOES] = { FALSE, };

  g_assert_cmpint (sdm_domino_index (1, 2), ==, 0);
  g_assert_cmpint (sdm_domino_index (1, 9), ==, 7);
  g_assert_cmpint (sdm_domino_index (2, 3), ==, 8);
  g_assert_cmpint (sdm_domino_index (8, 9), ==, 35);
  g_assert_cmpint (sdm_domino_index (9, 8), ==, 35);
  g_assert_cmpint (sdm_domino_index (4, 4), ==, -1);
  g_assert_cmpint (sdm_domino_index (0, 4), ==, -1);
  g_assert_cmpint (sdm_domino_index (4, 10), ==, -1);

  for (int a = 1; a <= 9; a++)
    for (int b = a + 1; b <= 9; b++)
      {
        int index = sdm_domino_index (a, b), x, y;

        g_assert_cmpint (index, >=, 0);
        g_assert_cmpint (index, <, SDM_N_DOMINOES);
        g_assert_false (used[index]);
        used[index] = TRUE;
        sdm_domino_digits (index, &x, &y);
        g_assert_cmpint (x, ==, a);
        g_assert_cmpint (y, ==, b);
        /* Numbering follows lexicographic order of (a, b). */
        if (index > 0)
          {
            int pa, pb;

            sdm_domino_digits (index - 1, &pa, &pb);
            g_assert_true (pa < a || (pa == a && pb < b));
          }
      }
}

static void
test_adjacency (void)
{
  g_assert_true (sdm_cells_adjacent (0, 1));
  g_assert_true (sdm_cells_adjacent (0, 9));
  g_assert_false (sdm_cells_adjacent (8, 9));    /* r1c9 and r2c1 */
  g_assert_false (sdm_cells_adjacent (0, 10));
  g_assert_false (sdm_cells_adjacent (0, 0));
  g_assert_false (sdm_cells_adjacent (80, 81));
  g_assert_cmpint (sdm_cell_neighbour (8, SDM_DIRECTION_RIGHT), ==, -1);
  g_assert_cmpint (sdm_cell_neighbour (72, SDM_DIRECTION_DOWN), ==, -1);
  g_assert_cmpint (sdm_cell_neighbour (40, SDM_DIRECTION_RIGHT), ==, 41);
  g_assert_cmpint (sdm_cell_neighbour (40, SDM_DIRECTION_DOWN), ==, 49);
}

static void
test_grid_links (void)
{
  SdmGrid grid;

  sdm_grid_init (&grid);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      g_assert_cmpint (grid.values[c], ==, 0);
      g_assert_cmpint (grid.partner[c], ==, SDM_NO_CELL);
    }

  sdm_grid_link (&grid, 10, 11);
  g_assert_cmpint (grid.partner[10], ==, 11);
  g_assert_cmpint (grid.partner[11], ==, 10);

  /* Linking 11 with 20 breaks the 10-11 domino. */
  sdm_grid_link (&grid, 11, 20);
  g_assert_cmpint (grid.partner[10], ==, SDM_NO_CELL);
  g_assert_cmpint (grid.partner[11], ==, 20);
  g_assert_cmpint (grid.partner[20], ==, 11);

  sdm_grid_unlink (&grid, 20);
  g_assert_cmpint (grid.partner[11], ==, SDM_NO_CELL);
  g_assert_cmpint (grid.partner[20], ==, SDM_NO_CELL);
}

static void
test_puzzle_equal (void)
{
  SdmPuzzle a, b;
  SdmGrid grid;

  sdm_puzzle_init (&a, SDM_KIND_SUDOMINOKU);
  a.n_clues = 2;
  a.clues[0] = (SdmDominoClue) { { 0, 1 }, { 6, 1 } };
  a.clues[1] = (SdmDominoClue) { { 9, 18 }, { 2, 9 } };
  a.givens[0] = 6; a.givens[1] = 1; a.givens[9] = 2; a.givens[18] = 9;
  a.isolated[0] = 40;
  a.givens[40] = 1;

  /* The same clues, listed in another order and with their halves swapped. */
  b = a;
  b.clues[0] = (SdmDominoClue) { { 18, 9 }, { 9, 2 } };
  b.clues[1] = (SdmDominoClue) { { 1, 0 }, { 1, 6 } };
  g_assert_true (sdm_puzzle_equal (&a, &b));

  b.clues[1].digits[0] = 7;
  g_assert_false (sdm_puzzle_equal (&a, &b));

  g_assert_true (sdm_puzzle_cell_is_isolated (&a, 40));
  g_assert_false (sdm_puzzle_cell_is_isolated (&a, 0));

  sdm_puzzle_to_grid (&a, &grid);
  g_assert_cmpint (grid.values[18], ==, 9);
  g_assert_cmpint (grid.partner[0], ==, 1);
  g_assert_cmpint (grid.partner[18], ==, 9);
  g_assert_cmpint (grid.partner[40], ==, SDM_NO_CELL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/puzzle/units", test_units);
  g_test_add_func ("/puzzle/peers", test_peers);
  g_test_add_func ("/puzzle/domino-index", test_domino_index);
  g_test_add_func ("/puzzle/adjacency", test_adjacency);
  g_test_add_func ("/puzzle/grid-links", test_grid_links);
  g_test_add_func ("/puzzle/equal", test_puzzle_equal);

  return g_test_run ();
}
