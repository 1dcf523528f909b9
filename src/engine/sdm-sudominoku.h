/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-sudominoku.h: Sudominoku helpers shared inside the engine (solver, rules, formats).
 *
 * Not part of the public engine API: the solver itself is reached through sdm-solver.h.
 */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

/* Whether the 81 digits @values (a complete, valid Sudoku grid that agrees with @puzzle's
 * givens) can be covered by the puzzle's clue dominoes plus every unused domino exactly once,
 * leaving the nine isolated cells alone. On success fills @partner (may be NULL) with one
 * such layout: the same layout for the same grid every time (the solver relies on this to
 * count each grid once). Isolated cells get SDM_NO_CELL. Allocates nothing. */
gboolean sdm_sudominoku_find_layout (const SdmPuzzle *puzzle,
                                     const guint8     values[SDM_N_CELLS],
                                     guint8           partner[SDM_N_CELLS]);

/* Whether @puzzle is internally consistent as a Sudominoku: isolated cells on the board and
 * distinct, clue cells adjacent and free, clue digits distinct, no pair twice, givens that
 * agree with the clues and isolated digits. Says nothing about solvability. */
gboolean sdm_sudominoku_puzzle_is_consistent (const SdmPuzzle *puzzle);

G_END_DECLS
