/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-bench.c: `sudominoku-cli bench [--shuffle SEED] FILE…`: per file, the time to
 * solve each puzzle and prove it unique (count up to 2): mean, median and maximum µs of
 * CPU time (the mean from a second run over the whole file, so the per-puzzle clock reads
 * do not inflate it).
 * --shuffle runs every puzzle as a random isomorph (digits relabelled, bands, stacks, rows
 * and columns permuted, maybe transposed; for Sudominoku only flips and transposition,
 * which keep the dominoes whole), to catch a search that depends on orientation. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-solver.h"

/* CPU time of this thread: on a shared machine, time spent preempted is not ours. */
static gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void
shuffle3 (GRand *rand, int p[3])
{
  for (int i = 2; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1), t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
}

/* An index permutation of 0..8 that keeps the three groups of three together. */
static void
band_permutation (GRand *rand, int out[9])
{
  int groups[3] = { 0, 1, 2 };

  shuffle3 (rand, groups);
  for (int g = 0; g < 3; g++)
    {
      int inner[3] = { 0, 1, 2 };
      shuffle3 (rand, inner);
      for (int i = 0; i < 3; i++)
        out[g * 3 + i] = groups[g] * 3 + inner[i];
    }
}

/* Sudominoku: only the moves that keep neighbours neighbours (transposing, turning rows
 * or columns end to end) and relabelling the digits. */
static void
random_domino_isomorph (GRand *rand, SdmPuzzle *puzzle)
{
  gboolean transpose = g_rand_boolean (rand), flip_rows = g_rand_boolean (rand);
  gboolean flip_cols = g_rand_boolean (rand);
  int digits[10] = { 0 }, map[SDM_N_CELLS];
  SdmPuzzle copy = *puzzle;

  for (int d = 1; d <= 9; d++)
    digits[d] = d;
  for (int d = 9; d > 1; d--)
    {
      int j = g_rand_int_range (rand, 1, d + 1), t = digits[d];
      digits[d] = digits[j];
      digits[j] = t;
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int r = sdm_cell_row (c), k = sdm_cell_col (c);

      if (flip_rows)
        r = 8 - r;
      if (flip_cols)
        k = 8 - k;
      map[c] = transpose ? k * 9 + r : r * 9 + k;
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    puzzle->givens[map[c]] = digits[copy.givens[c]];
  for (int d = 1; d <= 9; d++)
    puzzle->isolated[digits[d] - 1] = map[copy.isolated[d - 1]];
  for (int i = 0; i < copy.n_clues; i++)
    for (int h = 0; h < 2; h++)
      {
        puzzle->clues[i].cells[h] = map[copy.clues[i].cells[h]];
        puzzle->clues[i].digits[h] = digits[copy.clues[i].digits[h]];
      }
}

static void
random_isomorph (GRand *rand, SdmPuzzle *puzzle)
{
  int rows[9], cols[9], digits[10] = { 0 };
  gboolean transpose = g_rand_boolean (rand);
  guint8 givens[SDM_N_CELLS];

  band_permutation (rand, rows);
  band_permutation (rand, cols);
  for (int d = 1; d <= 9; d++)
    digits[d] = d;
  for (int d = 9; d > 1; d--)
    {
      int j = g_rand_int_range (rand, 1, d + 1), t = digits[d];
      digits[d] = digits[j];
      digits[j] = t;
    }
  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      {
        int v = puzzle->givens[rows[r] * 9 + cols[c]];
        givens[transpose ? c * 9 + r : r * 9 + c] = digits[v];
      }
  memcpy (puzzle->givens, givens, sizeof givens);
}

static int
compare_gint64 (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

int
sdm_cli_bench (int argc, char **argv)
{
  gint64 seed = 0;
  gboolean lexmin = FALSE;
  SdmFormat format;
  int status = SDM_CLI_OK;
  const GOptionEntry entries[] = {
    { "shuffle", 0, 0, G_OPTION_ARG_INT64, &seed,
      N_("Solve random isomorphs made from SEED (not 0) instead of the puzzles as written"), N_("SEED") },
    { "lexmin", 0, 0, G_OPTION_ARG_NONE, &lexmin,
      N_("Time the smallest solution instead of solve + uniqueness"), NULL },
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("bench", _("FILE…"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (argc < 2)
    {
      sdm_cli_error (_("bench needs at least one FILE"));
      return SDM_CLI_BAD_INPUT;
    }

  for (int f = 1; f < argc; f++)
    {
      SdmCliInput input;
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
      g_autofree gint64 *times = NULL;
      guint n, counts[3] = { 0, 0, 0 }, slowest = 0;
      gint64 total = 0, run_start;
      guint64 nodes = 0;

      if (!sdm_cli_load (argv[f], format, &input))
        {
          sdm_cli_input_clear (&input);
          status = SDM_CLI_BAD_INPUT;
          continue;
        }

      n = input.puzzles->len;
      times = g_new (gint64, n);
      if (seed != 0)
        for (guint i = 0; i < n; i++)
          {
            SdmPuzzle *puzzle = &g_array_index (input.puzzles, SdmPuzzle, i);

            if (puzzle->kind == SDM_KIND_SUDOMINOKU)
              random_domino_isomorph (rand, puzzle);
            else
              random_isomorph (rand, puzzle);
          }
      for (guint i = 0; i < n; i++)
        {
          const SdmPuzzle *puzzle = &g_array_index (input.puzzles, SdmPuzzle, i);
          SdmSolveOptions options = { .order = lexmin ? SDM_SOLVE_LEXMIN : SDM_SOLVE_ANY, .limit = 2 };
          SdmGrid solutions[2];
          gint64 start;
          int found;

          start = now_ns ();
          found = sdm_solve (puzzle, &options, solutions);
          times[i] = now_ns () - start;
          if (times[i] > times[slowest])
            slowest = i;
          nodes += options.nodes;
          counts[CLAMP (found, 0, 2)]++;
        }

      /* The mean from a second run without a clock read per puzzle (a thread CPU clock
       * read is a system call, a sizeable part of an easy puzzle's time). */
      run_start = now_ns ();
      for (guint i = 0; i < n; i++)
        {
          SdmSolveOptions options = { .order = lexmin ? SDM_SOLVE_LEXMIN : SDM_SOLVE_ANY, .limit = 2 };
          SdmGrid solutions[2];

          sdm_solve (&g_array_index (input.puzzles, SdmPuzzle, i), &options, solutions);
        }
      total = now_ns () - run_start;
      qsort (times, n, sizeof *times, compare_gint64);
      g_print ("%s: %u %s, %s %.2f µs, %s %.2f µs, %s %.2f µs (%s %u), %s %.1f; %s %u, %s %u, %s %u\n",
               input.name, n, _("puzzles"),
               _("mean"), n ? total / 1000.0 / n : 0.0,
               _("median"), n ? times[n / 2] / 1000.0 : 0.0,
               _("max"), n ? times[n - 1] / 1000.0 : 0.0, _("puzzle"), slowest + 1,
               _("nodes/puzzle"), n ? (double) nodes / n : 0.0,
               _("unique"), counts[1], _("several"), counts[2], _("none"), counts[0]);
      sdm_cli_input_clear (&input);
    }

  return status;
}
