/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-generator: median and maximum milliseconds per generated puzzle, for every kind
 * and level (seeds 1..N; N = 25 by default, or the first argument). Run with
 * `meson test -C build --benchmark` or directly. The targets (issue 7): classic median
 * under 50 ms up to Expert (and under a second for "guessing"), Sudominoku under 300 ms. */
#include <stdio.h>
#include <stdlib.h>

#include "sdm-generator.h"

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 25;
  double *ms = g_new (double, MAX (n, 1));

  for (int kind = SDM_KIND_SUDOKU; kind <= SDM_KIND_SUDOMINOKU; kind++)
    for (int level = 0; level < SDM_N_DIFFICULTIES; level++)
      {
        int failed = 0;

        for (int s = 0; s < n; s++)
          {
            SdmGenerateOptions options;
            SdmPuzzle puzzle;
            gint64 start = g_get_monotonic_time ();

            sdm_generate_options_init (&options, kind, level, s + 1);
            if (sdm_generate (&options, &puzzle, NULL, NULL) != SDM_GENERATE_OK)
              failed++;
            ms[s] = (g_get_monotonic_time () - start) / 1000.0;
          }
        qsort (ms, n, sizeof *ms, compare);
        printf ("%-10s %-8s  median %8.1f ms   max %8.1f ms   (%d puzzles, %d not found)\n",
                kind == SDM_KIND_SUDOKU ? "sudoku" : "sudominoku", sdm_difficulty_to_string (level),
                ms[n / 2], ms[n - 1], n, failed);
        fflush (stdout);
      }
  g_free (ms);
  return 0;
}
