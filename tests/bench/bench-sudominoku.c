/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-sudominoku.c: the Sudominoku solver against the data set and against the
 * original row-major search, measured in the same run.
 *
 *   bench-sudominoku [DIR]     DIR defaults to $G_TEST_SRCDIR/../../shared/data/sudominoku
 *                              (or one level further up from a worktree); G_TEST_SRCDIR is
 *                              the source tree's tests/, "tests" when it is not set
 *
 * For every puzzle of DIR/cases/NNN-nXX-KIND.in: solve and prove unique (count up to 2),
 * best of 3 runs, in CPU time (the machines are shared); checked against the .out file.
 * Prints the median and maximum µs. Then, on the "top" puzzles with N = 10-12 (clues low in
 * the grid), the row-major port's time (capped at 10 s a search) and the median of the
 * per-puzzle ratios, three ways: our solve + prove unique against the port's first grid (the
 * contest solutions stop there: the strictest comparison), first grid against first grid,
 * and solve + prove unique on both sides. Exit status 77 (a skip for meson) when the data
 * is absent.
 *
 * Last, layouts with few or no clue dominoes, which once made the search run for hours:
 * isolated digits only (random, colour-unbalanced, all in one row, all in one box) and the
 * data set's puzzles cut down to their first 0-3 clues. Each is counted up to 2 (decided:
 * none, one or several), capped at 10 million nodes; the goal is under 1 s each. Any cap
 * reached fails the run. SDM_BENCH_LAYOUTS_ONLY=1 in the environment runs this part alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sdm-format.h"
#include "sdm-solver.h"
#include "sudominoku-rowmajor.h"

#define ROWMAJOR_CAP_US (10 * G_USEC_PER_SEC)

typedef struct {
  char      *name;
  SdmPuzzle  puzzle;
  char      *expected;   /* the .out text, or NULL */
  gboolean   top;
  double     us;
} Case;

/* CPU time of this thread in µs: the machines are shared, wall time is not ours. */
static gint64
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *v, guint n)
{
  qsort (v, n, sizeof *v, compare_double);
  return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* ---- Layouts with few clues -------------------------------------------------------- */

/* A cap in nodes, not seconds: the same verdict on a busy machine (about 10 s of CPU). */
#define LAYOUT_CAP_NODES G_GUINT64_CONSTANT (10000000)

typedef struct {
  const char *name;
  guint       n, decided, slow, results[3];
  GArray     *us;   /* of double */
  double      max_us;
  guint64     max_nodes;
} Family;

static void
count_layout (Family *f, const SdmPuzzle *puzzle)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = LAYOUT_CAP_NODES };
  gint64 start = cpu_us ();
  int n = sdm_solve (puzzle, &options, NULL);
  double us = (double) (cpu_us () - start);

  f->n++;
  if (n >= 0)
    {
      f->decided++;
      f->results[MIN (n, 2)]++;
    }
  g_array_append_val (f->us, us);
  f->max_us = MAX (f->max_us, us);
  if (us >= G_USEC_PER_SEC || n < 0)
    {
      g_autoptr(GString) s = g_string_new (NULL);

      f->slow++;
      for (int d = 0; d < 9; d++)
        g_string_append_printf (s, " %c%d", 'A' + puzzle->isolated[d] / 9, puzzle->isolated[d] % 9 + 1);
      printf ("  over 1 s: %s, isolated%s, %d clues: %s, %.1f s, %" G_GUINT64_FORMAT " nodes\n",
              f->name, s->str, puzzle->n_clues,
              n < 0 ? "undecided" : n == 0 ? "none" : n == 1 ? "one" : "several",
              us / G_USEC_PER_SEC, options.nodes);
    }
  f->max_nodes = MAX (f->max_nodes, options.nodes);
}

/* Isolated digits 1-9 in @cells (in digit order), no clue domino. */
static void
isolated_only (SdmPuzzle *puzzle, const int cells[9])
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (int d = 0; d < 9; d++)
    {
      puzzle->isolated[d] = cells[d];
      puzzle->givens[cells[d]] = d + 1;
    }
}

/* Nine distinct random cells; @colour 0 any, 1 as many black and white cells left (5 of
 * the 41 black ones isolated), -1 not so. */
static void
random_cells (GRand *rand, int colour, int cells[9])
{
  for (;;)
    {
      gboolean taken[SDM_N_CELLS] = { FALSE };
      int black = 0;

      for (int d = 0; d < 9; d++)
        {
          int c;

          do
            c = g_rand_int_range (rand, 0, SDM_N_CELLS);
          while (taken[c]);
          taken[c] = TRUE;
          cells[d] = c;
          black += (c / 9 + c % 9) % 2 == 0;
        }
      if (colour == 0 || (colour > 0) == (black == 5))
        return;
    }
}

static void
shuffle (GRand *rand, int cells[9])
{
  for (int i = 8; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1), t = cells[i];

      cells[i] = cells[j];
      cells[j] = t;
    }
}

static int
bench_layouts (GArray *cases)
{
  Family families[] = {
    { "isolated only, random" },
    { "isolated only, colour-balanced" },
    { "isolated only, colour-unbalanced" },
    { "isolated only, one row" },
    { "isolated only, one box" },
    { "data set cut to 0-3 clues" },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  const int issue[9] = { 0, 14, 26, 30, 44, 48, 60, 64, 78 };   /* A1 B6 C9 D4 E9 F4 G7 H2 I7 */
  SdmPuzzle puzzle;
  int cells[9];
  guint capped = 0;

  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    families[i].us = g_array_new (FALSE, FALSE, sizeof (double));

  for (int i = 0; i < 40; i++)
    {
      random_cells (rand, 0, cells);
      isolated_only (&puzzle, cells);
      count_layout (&families[0], &puzzle);
    }
  for (int i = 0; i < 40; i++)
    {
      random_cells (rand, 1, cells);
      isolated_only (&puzzle, cells);
      count_layout (&families[1], &puzzle);
    }
  isolated_only (&puzzle, issue);
  count_layout (&families[2], &puzzle);
  for (int i = 0; i < 19; i++)
    {
      random_cells (rand, -1, cells);
      isolated_only (&puzzle, cells);
      count_layout (&families[2], &puzzle);
    }
  for (int k = 0; k < 18; k++)
    {
      /* rows A-I, digits in order, then shuffled */
      for (int i = 0; i < 9; i++)
        cells[i] = (k % 9) * 9 + i;
      if (k >= 9)
        shuffle (rand, cells);
      isolated_only (&puzzle, cells);
      count_layout (&families[3], &puzzle);
    }
  for (int k = 0; k < 18; k++)
    {
      for (int i = 0; i < 9; i++)
        cells[i] = sdm_units[18 + k % 9][i];
      if (k >= 9)
        shuffle (rand, cells);
      isolated_only (&puzzle, cells);
      count_layout (&families[4], &puzzle);
    }
  for (guint i = 0; i < cases->len; i++)
    {
      const SdmPuzzle *full = &g_array_index (cases, Case, i).puzzle;

      for (int k = 0; k <= 3; k++)
        {
          isolated_only (&puzzle, (const int[9]) { full->isolated[0], full->isolated[1],
                                                   full->isolated[2], full->isolated[3],
                                                   full->isolated[4], full->isolated[5],
                                                   full->isolated[6], full->isolated[7],
                                                   full->isolated[8] });
          for (int j = 0; j < k; j++)
            {
              const SdmDominoClue *clue = &full->clues[j];

              puzzle.clues[puzzle.n_clues++] = *clue;
              puzzle.givens[clue->cells[0]] = clue->digits[0];
              puzzle.givens[clue->cells[1]] = clue->digits[1];
            }
          count_layout (&families[5], &puzzle);
        }
    }

  printf ("layouts with few clues, counted up to 2 (CPU time, cap %" G_GUINT64_FORMAT " nodes):\n",
          LAYOUT_CAP_NODES);
  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      Family *f = &families[i];

      printf ("  %-34s %3u: %3u decided (none %u, one %u, several %u), %u over 1 s; median %.0f µs, "
              "max %.0f µs, max %" G_GUINT64_FORMAT " nodes\n",
              f->name, f->n, f->decided, f->results[0], f->results[1], f->results[2], f->slow,
              median ((double *) (void *) f->us->data, f->us->len), f->max_us, f->max_nodes);
      capped += f->n - f->decided;
      g_array_unref (f->us);
    }
  if (capped)
    printf ("  %u layouts reached the cap\n", capped);
  return capped;
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *cases_dir = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) cases = g_array_new (FALSE, TRUE, sizeof (Case));
  g_autofree double *times = NULL;
  g_autofree double *ratios = NULL;
  g_autofree double *ratios_first = NULL;
  g_autofree double *ratios_unique = NULL;
  const char *entry;
  guint n_ratios = 0, capped = 0, failures = 0;
  double max_us = 0;

  if (argc > 1)
    dir = g_strdup (argv[1]);
  else
    {
      /* ../shared/data next to the source root (the parent of tests/); a git worktree
       * one level deeper looks one more level up. */
      const char *srcdir = g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : "tests";
      g_autofree char *root = g_build_filename (srcdir, "..", NULL);

      dir = g_build_filename (root, "..", "shared", "data", "sudominoku", NULL);
      if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
        {
          g_free (dir);
          dir = g_build_filename (root, "..", "..", "shared", "data", "sudominoku", NULL);
        }
    }
  cases_dir = g_build_filename (dir, "cases", NULL);
  d = g_dir_open (cases_dir, 0, NULL);
  if (d == NULL)
    {
      printf ("bench-sudominoku: skipped: %s not found (the benchmark reads the shared data set)\n",
              cases_dir);
      return 77;
    }
  while ((entry = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (entry, ".in"))
      g_ptr_array_add (names, g_strdup (entry));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (cases_dir, name, NULL);
      g_autofree char *out_path = g_strndup (path, strlen (path) - 3);
      g_autofree char *text = NULL;
      g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      g_autoptr(GError) error = NULL;
      gsize len;

      if (!g_file_get_contents (path, &text, &len, &error) ||
          !sdm_format_parse (text, len, name, SDM_FORMAT_CONTEST, NULL, puzzles, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      out_path = g_realloc (out_path, strlen (out_path) + 5);
      strcat (out_path, ".out");
      for (guint k = 0; k < puzzles->len; k++)
        {
          Case c = { 0 };

          c.name = g_strdup (name);
          c.puzzle = g_array_index (puzzles, SdmPuzzle, k);
          c.top = strstr (name, "-top") != NULL;
          if (puzzles->len == 1)
            g_file_get_contents (out_path, &c.expected, NULL, NULL);
          g_array_append_val (cases, c);
        }
    }

  if (g_getenv ("SDM_BENCH_LAYOUTS_ONLY"))
    return bench_layouts (cases) ? 1 : 0;
  times = g_new0 (double, cases->len);
  ratios = g_new0 (double, cases->len);
  ratios_first = g_new0 (double, cases->len);
  ratios_unique = g_new0 (double, cases->len);
  printf ("bench-sudominoku: %u puzzles from %s\n", cases->len, cases_dir);

  for (guint i = 0; i < cases->len; i++)
    {
      Case *c = &g_array_index (cases, Case, i);
      SdmGrid solutions[2];
      int found = 0;

      c->us = G_MAXDOUBLE;
      for (int run = 0; run < 3; run++)
        {
          SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = NULL };
          struct timespec t0, t1;
          double us;

          clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t0);
          found = sdm_solve (&c->puzzle, &options, solutions);
          clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t1);
          us = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_nsec - t0.tv_nsec) / 1e3;
          c->us = MIN (c->us, us);
        }
      if (found != 1)
        {
          printf ("  %s: %d solutions, expected 1\n", c->name, found);
          failures++;
        }
      else if (c->expected)
        {
          g_autoptr(GString) s = g_string_new (NULL);

          /* The cases keep their number in the whole set ("Puzzle 7"): compare the grid. */
          sdm_format_write_solution (s, SDM_FORMAT_CONTEST, &c->puzzle, &solutions[0], 0);
          if (strchr (c->expected, '\n') == NULL ||
              strcmp (strchr (s->str, '\n'), strchr (c->expected, '\n')) != 0)
            {
              printf ("  %s: a different grid than the expected output\n", c->name);
              failures++;
            }
        }
      times[i] = c->us;
      max_us = MAX (max_us, c->us);
    }
  printf ("solve + prove unique: median %.1f µs, max %.1f µs (CPU time, best of 3 runs per puzzle)\n",
          median (times, cases->len), max_us);

  printf ("row-major port on the top puzzles with N = 10-12 (cap %d s a search):\n",
          (int) (ROWMAJOR_CAP_US / G_USEC_PER_SEC));
  for (guint i = 0; i < cases->len; i++)
    {
      Case *c = &g_array_index (cases, Case, i);
      double rm[2], ours_first = G_MAXDOUBLE;
      guint64 nodes[2] = { 0, 0 };
      int r[2];

      if (!c->top || c->puzzle.n_clues < 10 || c->puzzle.n_clues > 12)
        continue;
      for (int k = 0; k < 2; k++)
        {
          guint8 values[SDM_N_CELLS];
          gint64 start = cpu_us ();

          r[k] = sdm_rowmajor_solve (&c->puzzle, k + 1, start + ROWMAJOR_CAP_US, cpu_us,
                                     values, &nodes[k]);
          rm[k] = (double) (cpu_us () - start);
          capped += r[k] < 0;
          if (r[k] >= 0 && r[k] != 1)
            {
              printf ("  %s: the row-major port found %d grids, expected 1\n", c->name, r[k]);
              failures++;
            }
        }
      /* ours, stopping at the first grid as the contest solutions did */
      for (int run = 0; run < 3; run++)
        {
          SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 1, .cancel = NULL };
          gint64 start = cpu_us ();

          sdm_solve (&c->puzzle, &options, NULL);
          ours_first = MIN (ours_first, (double) (cpu_us () - start));
        }
      ratios[n_ratios] = rm[0] / MAX (c->us, 1.0);
      ratios_first[n_ratios] = rm[0] / MAX (ours_first, 1.0);
      ratios_unique[n_ratios] = rm[1] / MAX (c->us, 1.0);
      n_ratios++;
      printf ("  %s: row-major first grid %.0f µs%s (%" G_GUINT64_FORMAT " nodes), "
              "proved unique %.0f µs%s (%" G_GUINT64_FORMAT " nodes); ours first grid %.1f µs, "
              "proved unique %.1f µs\n",
              c->name, rm[0], r[0] < 0 ? " (cap)" : "", nodes[0], rm[1], r[1] < 0 ? " (cap)" : "",
              nodes[1], ours_first, c->us);
    }
  if (n_ratios > 0)
    {
      printf ("median speed-up over the row-major port on %u puzzles (%u searches reached the cap, "
              "their ratios are lower bounds):\n", n_ratios, capped);
      printf ("  ours solve + prove unique vs its first grid: %.0fx\n", median (ratios, n_ratios));
      printf ("  first grid vs first grid:                    %.0fx\n",
              median (ratios_first, n_ratios));
      printf ("  solve + prove unique vs the same:            %.0fx\n",
              median (ratios_unique, n_ratios));
    }

  failures += bench_layouts (cases);

  for (guint i = 0; i < cases->len; i++)
    {
      g_free (g_array_index (cases, Case, i).name);
      g_free (g_array_index (cases, Case, i).expected);
    }
  return failures ? 1 : 0;
}
