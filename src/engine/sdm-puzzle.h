/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle.h: the engine's shared vocabulary: cells, dominoes, puzzles and grids.
 *
 * Plain C11 + GLib. No GObject, no GTK: every layer above builds on these types.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SDM_N_CELLS    81
#define SDM_N_DOMINOES 36
/* "No cell": an unlinked cell's partner, an unset location. */
#define SDM_NO_CELL    0xff

typedef enum {
  SDM_KIND_SUDOKU,
  SDM_KIND_SUDOMINOKU,
} SdmKind;

/* A domino lies from its first cell (top or left) to the right or down. */
typedef enum {
  SDM_DIRECTION_RIGHT,
  SDM_DIRECTION_DOWN,
} SdmDirection;

static inline int sdm_cell (int row, int col) { return row * 9 + col; }
static inline int sdm_cell_row (int cell) { return cell / 9; }
static inline int sdm_cell_col (int cell) { return cell % 9; }
static inline int sdm_cell_box (int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }

/* Whether two cells share a side. */
gboolean sdm_cells_adjacent (int a, int b);

/* The cell right of or below @cell, or -1 when that is off the board. */
int sdm_cell_neighbour (int cell, SdmDirection direction);

/* The 36 dominoes {a,b}, 1 <= a < b <= 9, numbered 0..35 in the order
 * {1,2} {1,3} ... {1,9} {2,3} ... {8,9}. Order of the arguments does not matter.
 * Returns -1 when a == b or a digit is out of 1..9. */
int  sdm_domino_index (int a, int b);
/* The digits of domino @index, *a < *b. */
void sdm_domino_digits (int index, int *a, int *b);

/* A clue domino: digits[i] stands in cells[i]; cells are adjacent, in any order. */
typedef struct {
  guint8 cells[2];
  guint8 digits[2];
} SdmDominoClue;

/* A puzzle as the engine sees it.
 *
 * Sudoku: only @givens matters.
 * Sudominoku: @givens holds every given digit (those of the clue dominoes and of the
 * nine isolated cells); @clues lists the given dominoes; @isolated[d - 1] is the cell of
 * the lone digit d. The other 72 cells are to be covered by the 36 - n_clues unused
 * dominoes. */
typedef struct {
  SdmKind       kind;
  guint8        givens[SDM_N_CELLS];   /* 0 = empty, else 1..9 */
  guint8        n_clues;
  SdmDominoClue clues[SDM_N_DOMINOES];
  guint8        isolated[9];
} SdmPuzzle;

/* A position or a solution: a digit per cell and, for Sudominoku, the domino links
 * (partner[c] is the other cell of the domino covering c, SDM_NO_CELL when c is not
 * linked, isolated, or the puzzle is a plain Sudoku). */
typedef struct {
  guint8 values[SDM_N_CELLS];
  guint8 partner[SDM_N_CELLS];
} SdmGrid;

void     sdm_puzzle_init (SdmPuzzle *puzzle, SdmKind kind);
/* "sudoku", "sudominoku": the kinds' names in the CLI and in action targets; -1 when
 * unknown. */
const char *sdm_kind_to_string (SdmKind kind);
int         sdm_kind_from_string (const char *name);
/* Every kind's name, in SdmKind order, NULL-terminated: what front ends list. */
const char *const *sdm_kind_names (void);
/* The puzzle's starting position: the givens, and the clue dominoes linked. */
void     sdm_puzzle_to_grid (const SdmPuzzle *puzzle, SdmGrid *grid);
gboolean sdm_puzzle_equal (const SdmPuzzle *a, const SdmPuzzle *b);
/* Whether @cell is one of a Sudominoku puzzle's isolated cells. */
gboolean sdm_puzzle_cell_is_isolated (const SdmPuzzle *puzzle, int cell);

void     sdm_grid_init (SdmGrid *grid);
/* Link @a and @b (adjacent) into one domino, unlinking whatever either was linked to. */
void     sdm_grid_link (SdmGrid *grid, int a, int b);
void     sdm_grid_unlink (SdmGrid *grid, int cell);

/* Precomputed unit and peer tables. Units 0-8 are rows, 9-17 columns, 18-26 boxes. */
extern const guint8 sdm_units[27][9];
extern const guint8 sdm_cell_units[SDM_N_CELLS][3];
extern const guint8 sdm_peers[SDM_N_CELLS][20];

G_END_DECLS
