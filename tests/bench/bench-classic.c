/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-classic [-r PASSES] [-m MIN_SOLVES] [--check] FILE…: our classic solver on puzzle files of one
 * 81-character line per puzzle ('.' or '0' blank, lines starting with '#' skipped), the
 * same way bench-tdoku.cc runs tdoku, so that the two can be compared line for line
 * (tests/bench/compare-tdoku.sh).
 *
 * Per file: `FILE PUZZLES MEAN_CPU_US NODES_PER_PUZZLE NOT_UNIQUE`, the mean being the
 * best of PASSES passes (default 3) over the whole file, solve + prove unique (count up
 * to 2), with no clock read per puzzle. -m: a pass sweeps the file as many times as it
 * takes to solve at least MIN_SOLVES puzzles (a steadier figure for a small file).
 * --check: instead, one line per puzzle: the count (0, 1, 2 for two or more) and the
 * first solution found (81 digits, or '-' when there is none). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sdm-solver.h"

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static GArray *
load_file (const char *path)
{
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  FILE *f = fopen (path, "r");
  char line[1024];

  if (f == NULL)
    {
      perror (path);
      exit (2);
    }
  while (fgets (line, sizeof line, f))
    {
      SdmPuzzle puzzle;

      if (line[0] == '#' || strlen (line) < SDM_N_CELLS)
        continue;
      sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
      for (int c = 0; c < SDM_N_CELLS; c++)
        puzzle.givens[c] = line[c] >= '1' && line[c] <= '9' ? line[c] - '0' : 0;
      g_array_append_val (puzzles, puzzle);
    }
  fclose (f);
  return puzzles;
}

int
main (int argc, char **argv)
{
  int passes = 3, min_solves = 0;
  gboolean check = FALSE;

  for (int a = 1; a < argc; a++)
    {
      g_autoptr(GArray) puzzles = NULL;
      double best = 1e30;
      guint64 nodes = 0;
      guint not_unique = 0;
      int sweeps;

      if (strcmp (argv[a], "-r") == 0 && a + 1 < argc)
        {
          passes = atoi (argv[++a]);
          passes = MAX (passes, 1);
          continue;
        }
      if (strcmp (argv[a], "-m") == 0 && a + 1 < argc)
        {
          min_solves = atoi (argv[++a]);
          continue;
        }
      if (strcmp (argv[a], "--check") == 0)
        {
          check = TRUE;
          continue;
        }
      puzzles = load_file (argv[a]);

      if (check)
        {
          for (guint i = 0; i < puzzles->len; i++)
            {
              SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
              SdmGrid solutions[2];
              char text[SDM_N_CELLS + 1] = "-";
              int found = sdm_solve (&g_array_index (puzzles, SdmPuzzle, i), &options, solutions);

              if (found > 0)
                {
                  for (int c = 0; c < SDM_N_CELLS; c++)
                    text[c] = '0' + solutions[0].values[c];
                  text[SDM_N_CELLS] = '\0';
                }
              printf ("%d %s\n", found, text);
            }
          continue;
        }

      sweeps = puzzles->len ? MAX (1, (min_solves + puzzles->len - 1) / (int) puzzles->len) : 1;
      for (int r = 0; r < passes; r++)
        {
          double t0 = cpu_seconds (), t;

          for (int k = 0; k < sweeps; k++)
            {
              nodes = 0;
              not_unique = 0;
              for (guint i = 0; i < puzzles->len; i++)
                {
                  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
                  SdmGrid solutions[2];

                  if (sdm_solve (&g_array_index (puzzles, SdmPuzzle, i), &options, solutions) != 1)
                    not_unique++;
                  nodes += options.nodes;
                }
            }
          t = (cpu_seconds () - t0) / sweeps;
          best = MIN (best, t);
        }
      printf ("%s %u %.3f %.1f %u\n", argv[a], puzzles->len,
              puzzles->len ? best / puzzles->len * 1e6 : 0.0,
              puzzles->len ? (double) nodes / puzzles->len : 0.0, not_unique);
    }
  return 0;
}
