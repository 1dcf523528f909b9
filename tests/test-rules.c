/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules: the clashes of a classic Sudoku position. */
#include <string.h>

#include "sdm-rules.h"

static const char *const solved =
  "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

static void
grid_from_string (SdmGrid *grid, const char *s)
{
  sdm_grid_init (grid);
  for (int c = 0; c < 81; c++)
    grid->values[c] = s[c] == '.' ? 0 : s[c] - '0';
}

static void
test_cell_names (void)
{
  g_assert_cmpstr (sdm_cell_name (0), ==, "r1c1");
  g_assert_cmpstr (sdm_cell_name (sdm_cell (2, 4)), ==, "r3c5");
  g_assert_cmpstr (sdm_cell_name (80), ==, "r9c9");
}

static void
test_solution (void)
{
  SdmPuzzle puzzle;
  SdmGrid grid;
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  grid_from_string (&grid, solved);
  g_assert_cmpuint (sdm_rules_find_clashes (&puzzle, &grid, clashes), ==, 0);
  g_assert_true (sdm_rules_is_solution (&puzzle, &grid));

  /* Incomplete: no clash, but not a solution. */
  grid.values[40] = 0;
  g_assert_cmpuint (sdm_rules_find_clashes (&puzzle, &grid, clashes), ==, 0);
  g_assert_false (sdm_rules_is_solution (&puzzle, &grid));
}

static void
test_digit_twice (void)
{
  SdmPuzzle puzzle;
  SdmGrid grid;
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  g_autofree char *text = NULL;
  SdmClash *clash;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  sdm_grid_init (&grid);
  /* 7 in r3c1 and r3c8: same row only. */
  grid.values[sdm_cell (2, 0)] = 7;
  grid.values[sdm_cell (2, 7)] = 7;
  g_assert_cmpuint (sdm_rules_find_clashes (&puzzle, &grid, clashes), ==, 1);
  clash = &g_array_index (clashes, SdmClash, 0);
  g_assert_cmpint (clash->kind, ==, SDM_CLASH_DIGIT_TWICE);
  g_assert_cmpint (clash->n_cells, ==, 2);
  g_assert_cmpint (clash->cells[0], ==, sdm_cell (2, 0));
  g_assert_cmpint (clash->cells[1], ==, sdm_cell (2, 7));
  g_assert_cmpint (clash->digit, ==, 7);
  g_assert_cmpint (clash->unit, ==, 2);
  g_assert_cmpint (clash->domino, ==, -1);
  text = sdm_clash_describe (clash);
  g_assert_cmpstr (text, ==, "7 twice in row 3: r3c1 and r3c8");
  g_assert_false (sdm_rules_is_solution (&puzzle, &grid));

  /* Same column and box: two clashes, column first. */
  g_array_set_size (clashes, 0);
  sdm_grid_init (&grid);
  grid.values[sdm_cell (0, 0)] = 4;
  grid.values[sdm_cell (1, 0)] = 4;
  g_assert_cmpuint (sdm_rules_find_clashes (&puzzle, &grid, clashes), ==, 2);
  g_assert_cmpint (g_array_index (clashes, SdmClash, 0).unit, ==, 9);
  g_assert_cmpint (g_array_index (clashes, SdmClash, 1).unit, ==, 18);
  g_clear_pointer (&text, g_free);
  text = sdm_clash_describe (&g_array_index (clashes, SdmClash, 1));
  g_assert_cmpstr (text, ==, "4 twice in box 1: r1c1 and r2c1");

  /* Three times in a row: a clash per pair. */
  g_array_set_size (clashes, 0);
  sdm_grid_init (&grid);
  grid.values[sdm_cell (8, 0)] = 9;
  grid.values[sdm_cell (8, 4)] = 9;
  grid.values[sdm_cell (8, 8)] = 9;
  g_assert_cmpuint (sdm_rules_find_clashes (&puzzle, &grid, clashes), ==, 3);
}

static void
test_given_changed (void)
{
  SdmPuzzle puzzle;
  SdmGrid grid;
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  g_autofree char *text = NULL;
  SdmClash *clash;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  for (int c = 0; c < 81; c += 7)
    puzzle.givens[c] = solved[c] - '0';
  grid_from_string (&grid, solved);
  g_assert_true (sdm_rules_is_solution (&puzzle, &grid));

  /* Swap two digits of row 1 (still a valid Sudoku pattern in the row) over a given. */
  grid.values[0] = 2;
  grid.values[1] = 1;
  g_assert_cmpuint (sdm_rules_find_clashes (&puzzle, &grid, clashes), >=, 1);
  clash = &g_array_index (clashes, SdmClash, clashes->len - 1);
  g_assert_cmpint (clash->kind, ==, SDM_CLASH_GIVEN_CHANGED);
  g_assert_cmpint (clash->n_cells, ==, 1);
  g_assert_cmpint (clash->cells[0], ==, 0);
  g_assert_cmpint (clash->digit, ==, 1);
  text = sdm_clash_describe (clash);
  g_assert_cmpstr (text, ==, "the given 1 in r1c1 was changed");
  g_assert_false (sdm_rules_is_solution (&puzzle, &grid));

  /* An erased given is a change too. */
  g_array_set_size (clashes, 0);
  grid_from_string (&grid, solved);
  grid.values[7] = 0;
  g_assert_cmpuint (sdm_rules_find_clashes (&puzzle, &grid, clashes), ==, 1);
  g_assert_cmpint (g_array_index (clashes, SdmClash, 0).cells[0], ==, 7);
}

static void
test_puzzle_clashes (void)
{
  SdmPuzzle puzzle;
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  puzzle.givens[sdm_cell (4, 1)] = 3;
  g_assert_cmpuint (sdm_rules_find_puzzle_clashes (&puzzle, clashes), ==, 0);
  puzzle.givens[sdm_cell (7, 1)] = 3;
  g_assert_cmpuint (sdm_rules_find_puzzle_clashes (&puzzle, clashes), ==, 1);
  g_assert_cmpint (g_array_index (clashes, SdmClash, 0).cells[0], ==, sdm_cell (4, 1));
  g_assert_cmpint (g_array_index (clashes, SdmClash, 0).cells[1], ==, sdm_cell (7, 1));
  g_assert_cmpint (g_array_index (clashes, SdmClash, 0).unit, ==, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/cell-names", test_cell_names);
  g_test_add_func ("/rules/solution", test_solution);
  g_test_add_func ("/rules/digit-twice", test_digit_twice);
  g_test_add_func ("/rules/given-changed", test_given_changed);
  g_test_add_func ("/rules/puzzle-clashes", test_puzzle_clashes);

  return g_test_run ();
}
