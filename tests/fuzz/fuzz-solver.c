/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-solver: libFuzzer target for the solvers. Parses the input (any format, sniffed)
 * and counts each puzzle's solutions up to 2 within a node budget: a puzzle the solver
 * cannot decide within it fails the run, so that hangs are found by the fuzzer rather than
 * by players. The budget is far above what the data set needs (its hardest Sudominoku
 * takes about 1,000 nodes, a Sudoku fewer) and about a second of search. Every grid the
 * solver returns must be a solution. And the solver is honest under any budget: with a
 * handful of nodes, half what the count needed, and one less than the smallest grid
 * needed, a count, any grid and the smallest grid are either "out of budget" or the
 * answer the full search gives, never a partial one. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdm-format.h"
#include "sdm-rules.h"
#include "sdm-solver.h"

#define NODE_BUDGET 200000

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* With budgets below @nodes (what the count up to 2 needed to find @n): out of budget or
 * the full answer. */
static void
check_budgets (const SdmPuzzle *puzzle, int n, guint64 nodes)
{
  SdmSolveOptions lexmin = { .order = SDM_SOLVE_LEXMIN, .limit = 1, .max_nodes = NODE_BUDGET };
  SdmGrid smallest[2], grids[2];
  int n_lexmin = sdm_solve (puzzle, &lexmin, smallest);
  /* the last: enough for the count, not for the smallest's refinement */
  const guint64 budgets[] = { 1, 16, nodes / 2 + 1, MAX (lexmin.nodes, 2) - 1 };

  for (size_t b = 0; b < G_N_ELEMENTS (budgets); b++)
    {
      SdmSolveOptions count = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = budgets[b] };
      SdmSolveOptions any = { .order = SDM_SOLVE_ANY, .limit = 1, .max_nodes = budgets[b] };
      SdmSolveOptions least = { .order = SDM_SOLVE_LEXMIN, .limit = 1, .max_nodes = budgets[b] };
      int got;

      got = sdm_solve (puzzle, &count, grids);
      if (got != SDM_SOLVE_OUT_OF_BUDGET && got != n)
        abort ();
      got = sdm_solve (puzzle, &any, grids);
      if (got != SDM_SOLVE_OUT_OF_BUDGET && got != MIN (n, 1))
        abort ();
      if (got == 1 && !sdm_rules_is_solution (puzzle, &grids[0]))
        abort ();
      got = sdm_solve (puzzle, &least, grids);
      if (got != SDM_SOLVE_OUT_OF_BUDGET
          && (n_lexmin == SDM_SOLVE_OUT_OF_BUDGET || got != n_lexmin
              || (got == 1 && memcmp (grids[0].values, smallest[0].values, SDM_N_CELLS) != 0)))
        {
          fprintf (stderr, "fuzz-solver: a budget of %" G_GUINT64_FORMAT " nodes gave a partial answer\n",
                   budgets[b]);
          abort ();
        }
    }
}

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
        check_budgets (puzzle, n, options.nodes);
      }
  g_array_unref (puzzles);
  return 0;
}
