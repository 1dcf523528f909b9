/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-solver.c: sdm_solve() hands the puzzle to its kind's solver. */
#include "sdm-solver.h"

int
sdm_solve (const SdmPuzzle *puzzle, SdmSolveOptions *options, SdmGrid solutions[2])
{
  g_return_val_if_fail (puzzle != NULL, 0);
  g_return_val_if_fail (options != NULL, 0);

  switch (puzzle->kind)
    {
    case SDM_KIND_SUDOKU:
      return sdm_sudoku_solve (puzzle, options, solutions);
    case SDM_KIND_SUDOMINOKU:
      return sdm_sudominoku_solve (puzzle, options, solutions);
    default:
      g_return_val_if_reached (0);
    }
}
