/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-solver: libFuzzer target for the solvers. Parses the input (any format, sniffed)
 * and counts each puzzle's solutions up to 2 within a node budget: a puzzle the solver
 * cannot decide within it fails the run, so that hangs are found by the fuzzer rather than
 * by players. The budget is far above what the data set needs (its hardest Sudominoku
 * takes about 1,000 nodes, a Sudoku fewer) and about a second of search. Every grid the
 * solver returns must be a solution. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sdm-format.h"
#include "sdm-rules.h"
#include "sdm-solver.h"

#define NODE_BUDGET 200000

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));

  if (sdm_format_parse ((const char *) data, size, "fuzz", SDM_FORMAT_AUTO, NULL, puzzles, NULL))
    for (guint i = 0; i < puzzles->len && i < 8; i++)
      {
        const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, i);
        SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = NODE_BUDGET };
        SdmGrid solutions[2];
        int n = sdm_solve (puzzle, &options, solutions);

        if (n == SDM_SOLVE_OUT_OF_BUDGET)
          {
            fprintf (stderr, "fuzz-solver: puzzle %u undecided after %d nodes\n", i + 1, NODE_BUDGET);
            abort ();
          }
        for (int k = 0; k < MIN (n, 2); k++)
          if (!sdm_rules_is_solution (puzzle, &solutions[k]))
            abort ();
      }
  g_array_unref (puzzles);
  return 0;
}
