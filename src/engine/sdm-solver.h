/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-solver.h: one solver API for both kinds of puzzle.
 *
 * Three questions: any solution (fastest), the lexicographically smallest digit grid
 * (81 digits read row by row, Baekjoon 2239), and how many solutions up to a limit
 * (limit 2 is the uniqueness check), with two different solutions when there are several.
 *
 * Sudominoku solutions are counted by distinct digit grids, never by (grid, layout)
 * pairs: one grid may admit several domino layouts. A returned Sudominoku solution carries
 * one valid layout in SdmGrid.partner.
 *
 * The search allocates nothing and polls @cancel (when non-NULL) every few thousand nodes.
 */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  SDM_SOLVE_ANY,     /* whichever solution the search meets first */
  SDM_SOLVE_LEXMIN,  /* solutions[0] is the lexicographically smallest grid */
  /* Every grid in increasing order, the smallest first, through @each, up to the limit:
   * each one is the next smallest when it is handed over (the grids before it are proven
   * to be all the smaller ones), so a listing stopped by the budget is still the smallest
   * grids. Slower than SDM_SOLVE_ANY: for a full count, count with that. */
  SDM_SOLVE_ASCENDING,
} SdmSolveOrder;

/* Called with each distinct solution grid as the search finds it. */
typedef void (*SdmSolutionFunc) (const SdmGrid *grid, gpointer user_data);

typedef struct {
  SdmSolveOrder   order;
  guint           limit;        /* stop after this many distinct grids; 0 means 1 */
  const gint     *cancel;       /* polled with g_atomic_int_get(); non-zero stops the search */
  guint64         nodes;        /* out: search nodes visited (for benchmarks) */
  /* With SDM_SOLVE_ANY and SDM_SOLVE_ASCENDING (ignored with SDM_SOLVE_LEXMIN), when
   * non-NULL: called for every distinct grid counted, up to the limit, in search order
   * (ANY) or in increasing order (ASCENDING); the grid is valid during the call only.
   * This is how to list more than the two solutions @solutions holds. */
  SdmSolutionFunc each;
  gpointer        each_data;
  /* The budget, for work that must end (a background check, a CLI --timeout, a fuzzer):
   * past either the search gives up and returns SDM_SOLVE_OUT_OF_BUDGET. */
  guint64         max_nodes;    /* search nodes; 0: no limit */
  gint64          deadline;     /* g_get_monotonic_time() value; 0: none (polled like @cancel) */
} SdmSolveOptions;

#define SDM_SOLVE_CANCELLED      (-1)
#define SDM_SOLVE_OUT_OF_BUDGET  (-2)

/* Returns the number of distinct solution grids found, 0..limit, SDM_SOLVE_CANCELLED, or
 * SDM_SOLVE_OUT_OF_BUDGET (the puzzle could not be decided within the budget).
 * @solutions (may be NULL) has room for two: solutions[0] receives the first (the smallest
 * with SDM_SOLVE_LEXMIN and SDM_SOLVE_ASCENDING), solutions[1] a second, different one when
 * the count is >= 2 (the second smallest with SDM_SOLVE_ASCENDING). With
 * SDM_SOLVE_ASCENDING and a budget, the grids handed to @each before SDM_SOLVE_OUT_OF_BUDGET
 * are the smallest ones, in order.
 * Givens that contradict each other simply give 0 solutions; use sdm_rules to say why. */
int sdm_solve (const SdmPuzzle *puzzle, SdmSolveOptions *options, SdmGrid solutions[2]);

/* The two kinds' solvers; sdm_solve() dispatches on puzzle->kind. */
int sdm_sudoku_solve (const SdmPuzzle *puzzle, SdmSolveOptions *options, SdmGrid solutions[2]);
int sdm_sudominoku_solve (const SdmPuzzle *puzzle, SdmSolveOptions *options, SdmGrid solutions[2]);

G_END_DECLS
