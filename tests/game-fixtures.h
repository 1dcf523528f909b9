/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-fixtures.h: puzzles with known solutions for the core tests. */
#pragma once

#include "sdm-puzzle.h"

/* Baekjoon 2580's sample and its solution. */
static const char G_GNUC_UNUSED sudoku_givens[] =
  "035469278" "782105609" "060278135" "321046897" "804913506"
  "596820413" "917652080" "603701952" "258394760";
static const char G_GNUC_UNUSED sudoku_solution[] =
  "135469278" "782135649" "469278135" "321546897" "874913526"
  "596827413" "917652384" "643781952" "258394761";

/* The first puzzle of tests/data/sudominoku/public.in (001-n10-random), its solution
 * and one domino layout ('>' '<' a domino going right, 'v' '^' going down, '*' isolated). */
static const char G_GNUC_UNUSED *domino_clues[] = {
  "9 D3 7 E3", "5 A2 8 A3", "4 C1 8 D1", "7 A7 3 A8", "7 D9 8 C9",
  "7 C2 6 B2", "5 G6 1 H6", "5 B8 4 B7", "1 C7 2 C8", "3 G1 1 F1",
};
static const char G_GNUC_UNUSED domino_isolated[] = "E4 A4 F2 H3 E9 E1 G5 F5 C5";
static const char G_GNUC_UNUSED domino_solution[] =
  "958214736261738459473596128849652317627143985135987264382475691594361872716829543";
static const char G_GNUC_UNUSED domino_tiling[] =
  "v><*><><v^v><><><^v^><*v><v^vv><^vv^*^^*><^^*v*vv*><><^v^^*vv><v^*><^^vv^><><><^^";

G_GNUC_UNUSED static int
location (const char *s)
{
  return sdm_cell (s[0] - 'A', s[1] - '1');
}

G_GNUC_UNUSED static void
make_sudoku (SdmPuzzle *puzzle)
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
  for (int c = 0; c < SDM_N_CELLS; c++)
    puzzle->givens[c] = (guint8) (sudoku_givens[c] - '0');
}

G_GNUC_UNUSED static void
make_sudominoku (SdmPuzzle *puzzle)
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (guint i = 0; i < G_N_ELEMENTS (domino_clues); i++)
    {
      const char *s = domino_clues[i];
      SdmDominoClue *clue = &puzzle->clues[puzzle->n_clues++];

      clue->digits[0] = (guint8) (s[0] - '0');
      clue->cells[0] = (guint8) location (s + 2);
      clue->digits[1] = (guint8) (s[5] - '0');
      clue->cells[1] = (guint8) location (s + 7);
      puzzle->givens[clue->cells[0]] = clue->digits[0];
      puzzle->givens[clue->cells[1]] = clue->digits[1];
    }
  for (int d = 0; d < 9; d++)
    {
      int c = location (domino_isolated + 3 * d);

      puzzle->isolated[d] = (guint8) c;
      puzzle->givens[c] = (guint8) (d + 1);
    }
}

G_GNUC_UNUSED static void
grid_from_strings (SdmGrid *grid, const char *values, const char *tiling)
{
  sdm_grid_init (grid);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      grid->values[c] = (guint8) (values[c] - '0');
      if (tiling && tiling[c] == '>')
        sdm_grid_link (grid, c, c + 1);
      else if (tiling && tiling[c] == 'v')
        sdm_grid_link (grid, c, c + 9);
    }
}


/* A unique Sudoku with room to make mistakes that clash with nothing (qqwing_any #1). */
static const char G_GNUC_UNUSED qqwing_givens[] =
  "...7.8....87.5..3.....31....5.3.9..7....1...62.6.......3.1.6..28...7..9.57.....8.";

G_GNUC_UNUSED static void
make_from_line (SdmPuzzle *puzzle, const char *line)
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
  for (int c = 0; c < SDM_N_CELLS; c++)
    puzzle->givens[c] = (guint8) (line[c] == '.' ? 0 : line[c] - '0');
}
