/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen-sudominoku-top.c: hard low-clue Sudominoku puzzles for measuring the solver.
 *
 *   gen-sudominoku-top SEED COUNT [MAX_N [META]]
 *   gen-sudominoku-top [--kind=top|random] [--n=N] [--fresh] SEED COUNT [MAX_N [META]]
 *
 * Writes COUNT puzzles in the contest format to standard output, the same ones for the same
 * SEED (and options). Each starts from a solution grid and domino layout: by default one of
 * the data set's public.meta.tsv (META, by default ../shared/data/sudominoku/public.meta.tsv
 * from the current directory), moved by a random symmetry (a digit relabelling, a
 * reflection, a transposition: all keep the dominoes' pairs distinct); with --fresh a new
 * one from the engine's generator (sdm_generate(), seeded from SEED), so the set does not
 * depend on the data set. Every domino starts as a clue. Then dominoes are removed, each one
 * only if the grid stays unique, until N are left (by default 10, the contest's least):
 * with --kind=top (the default) from the top row down (random order within a row), as the
 * data set's "top" kind was made, so the clues sit low; with --kind=random in a random
 * order. Puzzles left with more than MAX_N (default 12; with --n, N: exactly N) clues are
 * drawn again. The puzzles whose clues sit low are the ones a search finds hardest.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdm-format.h"
#include "sdm-generator.h"
#include "sdm-solver.h"
#include "bench-symmetry.h"

typedef struct {
  guint8 values[SDM_N_CELLS];
  guint8 partner[SDM_N_CELLS];   /* SDM_NO_CELL on the isolated cells */
} Solution;

static gboolean
parse_row (const char *line, Solution *out)
{
  g_auto(GStrv) fields = g_strsplit (line, "\t", -1);
  guint n = g_strv_length (fields);
  const char *grid, *tiling;

  if (n < 2 || line[0] == '#')
    return FALSE;
  grid = fields[n - 2];
  tiling = fields[n - 1];
  if (strlen (grid) != SDM_N_CELLS || strlen (tiling) < SDM_N_CELLS)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      out->values[c] = grid[c] - '0';
      switch (tiling[c])
        {
        case '>': out->partner[c] = c + 1; break;
        case '<': out->partner[c] = c - 1; break;
        case 'v': out->partner[c] = c + 9; break;
        case '^': out->partner[c] = c - 9; break;
        default:  out->partner[c] = SDM_NO_CELL; break;
        }
    }
  return TRUE;
}


static void
shuffle (GRand *rand, int *v, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1), t = v[i];

      v[i] = v[j];
      v[j] = t;
    }
}

static gboolean
unique (const SdmPuzzle *puzzle)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = NULL };

  return sdm_solve (puzzle, &options, NULL) == 1;
}

/* One puzzle from @base; FALSE when it keeps more than @max_n clues. */
static gboolean
make_puzzle (GRand *rand, const Solution *base, gboolean top, int target, int max_n,
             SdmPuzzle *puzzle)
{
  Solution s;
  int relabel[10], order[SDM_N_DOMINOES], sym = g_rand_int_range (rand, 0, 8);
  SdmDominoClue all[SDM_N_DOMINOES];
  gboolean keep[SDM_N_DOMINOES];
  int n = 0;

  relabel[0] = 0;
  for (int d = 1; d <= 9; d++)
    relabel[d] = d;
  shuffle (rand, relabel + 1, 9);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int m = bench_move_cell (c, sym);

      s.values[m] = relabel[base->values[c]];
      s.partner[m] = base->partner[c] == SDM_NO_CELL ? SDM_NO_CELL
                                                      : bench_move_cell (base->partner[c], sym);
    }

  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (s.partner[c] == SDM_NO_CELL)
      {
        puzzle->isolated[s.values[c] - 1] = c;
        puzzle->givens[c] = s.values[c];
      }
    else if (s.partner[c] > c)
      {
        all[n].cells[0] = c;
        all[n].cells[1] = s.partner[c];
        all[n].digits[0] = s.values[c];
        all[n].digits[1] = s.values[s.partner[c]];
        n++;
      }
  g_assert (n == SDM_N_DOMINOES);
  /* Top row first, random within a row (all[] is in reading order of the first cell);
   * or all in a random order. */
  for (int i = 0; i < n; i++)
    order[i] = i;
  if (!top)
    shuffle (rand, order, n);
  for (int i = 0; i < n && top;)
    {
      int j = i;

      while (j < n && all[j].cells[0] / 9 == all[i].cells[0] / 9)
        j++;
      shuffle (rand, order + i, j - i);
      i = j;
    }

  for (int i = 0; i < n; i++)
    keep[i] = TRUE;
  for (int i = 0, left = n; i < n && left > target; i++)
    {
      keep[order[i]] = FALSE;
      left--;
      puzzle->n_clues = 0;
      memset (puzzle->givens, 0, sizeof puzzle->givens);
      for (int d = 0; d < 9; d++)
        puzzle->givens[puzzle->isolated[d]] = d + 1;
      for (int k = 0; k < n; k++)
        if (keep[k])
          {
            puzzle->clues[puzzle->n_clues++] = all[k];
            puzzle->givens[all[k].cells[0]] = all[k].digits[0];
            puzzle->givens[all[k].cells[1]] = all[k].digits[1];
          }
      if (!unique (puzzle))
        {
          keep[order[i]] = TRUE;
          left++;
        }
    }
  puzzle->n_clues = 0;
  memset (puzzle->givens, 0, sizeof puzzle->givens);
  for (int d = 0; d < 9; d++)
    puzzle->givens[puzzle->isolated[d]] = d + 1;
  for (int k = 0; k < n; k++)
    if (keep[k])
      {
        puzzle->clues[puzzle->n_clues++] = all[k];
        puzzle->givens[all[k].cells[0]] = all[k].digits[0];
        puzzle->givens[all[k].cells[1]] = all[k].digits[1];
      }
  return puzzle->n_clues <= max_n && unique (puzzle);
}

/* A new solution grid and layout from the engine's generator. */
static void
fresh_base (GRand *rand, Solution *out)
{
  SdmGenerateOptions options;
  SdmPuzzle puzzle;
  SdmGrid grid;

  do
    sdm_generate_options_init (&options, SDM_KIND_SUDOMINOKU, SDM_DIFFICULTY_EASY,
                               ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand));
  while (sdm_generate (&options, &puzzle, &grid, NULL) != SDM_GENERATE_OK);
  memcpy (out->values, grid.values, SDM_N_CELLS);
  memcpy (out->partner, grid.partner, SDM_N_CELLS);
}

int
main (int argc, char **argv)
{
  g_autoptr(GArray) bases = g_array_new (FALSE, FALSE, sizeof (Solution));
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *text = NULL;
  g_autofree char *kind = NULL;
  g_auto(GStrv) lines = NULL;
  const char *meta = "../shared/data/sudominoku/public.meta.tsv";
  int count, max_n = 12, target = 0;
  gboolean fresh = FALSE, top;
  GOptionEntry entries[] = {
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind, "top (the default) or random", "KIND" },
    { "n", 0, 0, G_OPTION_ARG_INT, &target, "exactly N clue dominoes (10 by default, up to MAX_N)", "N" },
    { "fresh", 0, 0, G_OPTION_ARG_NONE, &fresh, "new grids from the engine's generator, not META", NULL },
    { NULL }
  };

  context = g_option_context_new ("SEED COUNT [MAX_N [META]]");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc < 3 ||
      (kind && strcmp (kind, "top") != 0 && strcmp (kind, "random") != 0))
    {
      fprintf (stderr, "usage: %s [--kind=top|random] [--n=N] [--fresh] SEED COUNT [MAX_N [META]]\n",
               argv[0]);
      return 2;
    }
  top = kind == NULL || strcmp (kind, "top") == 0;
  rand = g_rand_new_with_seed ((guint32) strtoul (argv[1], NULL, 10));
  count = atoi (argv[2]);
  if (argc > 3)
    max_n = atoi (argv[3]);
  if (argc > 4)
    meta = argv[4];
  if (target > 0)
    max_n = target;
  else
    target = 10;
  if (!fresh)
    {
      if (!g_file_get_contents (meta, &text, NULL, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      lines = g_strsplit (text, "\n", -1);
      for (int i = 0; lines[i]; i++)
        {
          Solution s;

          if (parse_row (lines[i], &s))
            g_array_append_val (bases, s);
        }
      if (bases->len == 0)
        {
          fprintf (stderr, "%s: no solutions\n", meta);
          return 1;
        }
    }

  for (int made = 0; made < count;)
    {
      Solution fresh_one;
      const Solution *base;
      SdmPuzzle puzzle;

      if (fresh)
        {
          fresh_base (rand, &fresh_one);
          base = &fresh_one;
        }
      else
        base = &g_array_index (bases, Solution, g_rand_int_range (rand, 0, bases->len));
      if (!make_puzzle (rand, base, top, target, max_n, &puzzle))
        continue;
      sdm_format_write_puzzle (out, SDM_FORMAT_CONTEST, &puzzle);
      made++;
    }
  sdm_format_write_end (out, SDM_FORMAT_CONTEST);
  fputs (out->str, stdout);
  return 0;
}
