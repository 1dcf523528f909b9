/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-sudominoku.c: the Sudominoku solver on every set we have, checked against the
 * original row-major search, measured in the same run.
 *
 *   bench-sudominoku [DIR]     DIR defaults to $G_TEST_SRCDIR/../../shared/data/sudominoku
 *                              (or one level further up from a worktree); G_TEST_SRCDIR is
 *                              the source tree's tests/, "tests" when it is not set
 *
 * Sets: the low-clue puzzles of tests/bench/data (N = 10 and 11, clues low in the grid
 * ("top") or anywhere ("random"); see its README), the contest sample of tests/data, and
 * the public data set (DIR/cases/NNN-nXX-KIND.in; said so and left out when absent). For
 * every puzzle: solve and prove unique (count up to 2), best of 3 runs, in CPU time (the
 * machines are shared); the grid checked against the .out file when there is one, and
 * the count and grid against the row-major port (sudominoku-rowmajor.c), run on the
 * reflection or transposition of the puzzle that brings the most givens into its first
 * rows (the same grids, moved; capped at 10 s a search). Prints per set the median, p99 and
 * maximum µs and the nodes. Then, on the data set's "top" puzzles with N = 10-12, the
 * row-major port's own time on the puzzle as written and the median of the per-puzzle
 * ratios, three ways: our solve + prove unique against the port's first grid (the contest
 * solutions stop there: the strictest comparison), first grid against first grid, and
 * solve + prove unique on both sides.
 *
 * Last, layouts with few or no clue dominoes, which once made the search run for hours:
 * isolated digits only (random, colour-unbalanced, all in one row, all in one box), the
 * data set's puzzles cut down to their first 0-3 clues, the few-clue boards of tests/,
 * random isolated digits with 1-3 random clue dominoes, and two layouts whose smallest grid
 * was slow in a stress run (with 300 more random ones). Each is counted up to 2 (decided:
 * none, one or several), capped at 10 million nodes; the goal is under 1 s each. Any cap
 * reached or any disagreement fails the run. SDM_BENCH_PART=sets or =layouts in the
 * environment runs one part (SDM_BENCH_LAYOUTS_ONLY=1 is the second); SDM_BENCH_PART=commands
 * with SDM_CLI=path/to/sudominoku-cli runs every command that searches on the same layouts,
 * each its own process, and prints the worst CPU time of each (benchmark
 * sudominoku-commands); there the smallest grid `solve` prints for each layout must be the
 * one tests/bench/data/few-clue-smallest.txt keeps (made by an earlier solver, see its
 * header), and SDM_BENCH_WRITE_SMALLEST=FILE writes that file instead (with --timeout 600). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "sdm-format.h"
#include "sdm-solver.h"
#include "sdm-sudominoku.h"
#include "sudominoku-rowmajor.h"
#include "bench-symmetry.h"

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

/* ---- Every command on the same layouts (SDM_BENCH_PART=commands) ---- */

/* The CLI's commands that search, each run as its own process on one layout (the domino
 * form), timed in the child's CPU time; --timeout 10 ends a run that would go on. */
static const char *const command_args[][3] = {
  { "solve", NULL },             /* the smallest solution (--lexmin, the default) */
  { "solve", "--any", NULL },
  { "count", NULL },
  { "check", NULL },
  { "grade", NULL },
  { "hint", NULL },
};
#define N_COMMANDS G_N_ELEMENTS (command_args)

typedef struct {
  const char *cli;            /* NULL: count in-process */
  char       *file;           /* the layout, written here */
  double      worst_us[N_COMMANDS];
  char       *worst_what[N_COMMANDS];
  guint       over[N_COMMANDS], undecided[N_COMMANDS], runs;
  /* The smallest grids: the layout's key (its domino form on one line) -> the 81 digits
   * `solve` printed, or "none"; read from the file, or written to it. */
  GHashTable *smallest;
  GString    *write;                /* SDM_BENCH_WRITE_SMALLEST: the file's text */
  guint       checked, wrong, missing;
} Commands;

static Commands commands;

static double
child_cpu_us (void)
{
  struct rusage ru;

  getrusage (RUSAGE_CHILDREN, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e6 + ru.ru_utime.tv_usec + ru.ru_stime.tv_usec;
}

static char *
describe (const char *family, const SdmPuzzle *puzzle)
{
  GString *s = g_string_new (family);

  g_string_append (s, ", isolated");
  for (int d = 0; d < 9; d++)
    g_string_append_printf (s, " %c%d", 'A' + puzzle->isolated[d] / 9, puzzle->isolated[d] % 9 + 1);
  g_string_append_printf (s, ", %d clues", puzzle->n_clues);
  return g_string_free (s, FALSE);
}

/* The layout's domino form on one line: the key of few-clue-smallest.txt. */
static char *
layout_key (const char *domino_form)
{
  GString *key = g_string_new (NULL);

  for (const char *p = domino_form; *p; p++)
    if (*p != '\n')
      g_string_append_c (key, *p);
  return g_string_free (key, FALSE);
}

/* The grid `solve` printed for the layout (its 81 digits, "none" when it found none)
 * against the one kept, or into the file being written. */
static void
check_smallest (Family *f, const SdmPuzzle *puzzle, const char *domino_form, const char *out)
{
  g_autofree char *key = layout_key (domino_form);
  g_autoptr(GString) got = g_string_new (NULL);
  const char *kept;

  for (const char *p = out; *p && got->len < SDM_N_CELLS; p++)
    if (g_ascii_isdigit (*p))
      g_string_append_c (got, *p);
    else if (*p == '\n' && p > out && p[-1] == '\n')
      break;
  if (got->len != SDM_N_CELLS)
    g_string_assign (got, "none");
  if (commands.write)
    {
      g_string_append_printf (commands.write, "%s %s\n", key, got->str);
      return;
    }
  kept = g_hash_table_lookup (commands.smallest, key);
  if (kept == NULL)
    {
      g_autofree char *what = describe (f->name, puzzle);

      commands.missing++;
      printf ("  no smallest grid kept for %s\n", what);
    }
  else if (strcmp (kept, got->str) != 0)
    {
      g_autofree char *what = describe (f->name, puzzle);

      commands.wrong++;
      printf ("  WRONG smallest grid: %s instead of %s (%s)\n", got->str, kept, what);
    }
  else
    commands.checked++;
}

static void
run_commands (Family *f, const SdmPuzzle *puzzle)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  sdm_format_write_puzzle (text, SDM_FORMAT_DOMINO, puzzle);
  sdm_format_write_end (text, SDM_FORMAT_DOMINO);
  if (!g_file_set_contents (commands.file, text->str, text->len, &error))
    g_error ("%s", error->message);
  f->n++;
  commands.runs++;
  for (guint k = 0; k < N_COMMANDS; k++)
    {
      const char *argv[8] = { commands.cli };
      int n = 1, status = 0;
      double before = child_cpu_us (), us;
      g_autofree char *out = NULL;

      for (int i = 0; i < 3 && command_args[k][i]; i++)
        argv[n++] = command_args[k][i];
      argv[n++] = "--timeout";
      argv[n++] = commands.write ? "600" : "10";
      argv[n++] = commands.file;
      /* the first command is the smallest grid: its answer is kept */
      if (!g_spawn_sync (NULL, (char **) argv, NULL, (k == 0 ? 0 : G_SPAWN_STDOUT_TO_DEV_NULL) |
                         G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, k == 0 ? &out : NULL, NULL,
                         &status, &error))
        g_error ("%s", error->message);
      us = child_cpu_us () - before;
      if (k == 0 && !(WIFEXITED (status) && WEXITSTATUS (status) == 3))
        check_smallest (f, puzzle, text->str, out);
      /* exit status 3: not decided within --timeout */
      if (WIFEXITED (status) && WEXITSTATUS (status) == 3)
        commands.undecided[k]++;
      if (us >= G_USEC_PER_SEC)
        {
          g_autofree char *what = describe (f->name, puzzle);
          g_autofree char *name = g_strjoinv (" ", (char **) command_args[k]);

          commands.over[k]++;
          printf ("  over 1 s: %s: %.1f s%s (%s)\n", name, us / G_USEC_PER_SEC,
                  WIFEXITED (status) && WEXITSTATUS (status) == 3 ? ", undecided" : "", what);
        }
      if (us > commands.worst_us[k])
        {
          commands.worst_us[k] = us;
          g_free (commands.worst_what[k]);
          commands.worst_what[k] = describe (f->name, puzzle);
        }
      f->max_us = MAX (f->max_us, us);
    }
}

static void
count_layout (Family *f, const SdmPuzzle *puzzle)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = LAYOUT_CAP_NODES };
  gint64 start;
  double us;
  int n;

  if (commands.cli)
    {
      run_commands (f, puzzle);
      return;
    }
  start = cpu_us ();
  n = sdm_solve (puzzle, &options, NULL);
  us = (double) (cpu_us () - start);
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

/* @n clue dominoes at random places with random pairs (distinct, none clashing with the
 * givens) on @puzzle. */
static void
random_clues (GRand *rand, int n, SdmPuzzle *puzzle)
{
  while (puzzle->n_clues < n)
    {
      int a = g_rand_int_range (rand, 0, SDM_N_CELLS), down = g_rand_boolean (rand);
      int b = down ? a + 9 : a + 1;
      int x = g_rand_int_range (rand, 1, 10), y = g_rand_int_range (rand, 1, 10);
      SdmDominoClue *clue = &puzzle->clues[puzzle->n_clues];
      gboolean taken = FALSE;

      if (b >= SDM_N_CELLS || (!down && a % 9 == 8) || x == y || puzzle->givens[a] || puzzle->givens[b])
        continue;
      for (int i = 0; i < puzzle->n_clues; i++)
        taken |= sdm_domino_index (puzzle->clues[i].digits[0], puzzle->clues[i].digits[1]) ==
                 sdm_domino_index (x, y);
      if (taken)
        continue;
      clue->cells[0] = a;
      clue->cells[1] = b;
      clue->digits[0] = x;
      clue->digits[1] = y;
      puzzle->givens[a] = x;
      puzzle->givens[b] = y;
      puzzle->n_clues++;
      if (!sdm_sudominoku_puzzle_is_consistent (puzzle))
        {
          puzzle->n_clues--;
          puzzle->givens[a] = puzzle->givens[b] = 0;
        }
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
    { "the few-clue layouts of tests/" },
    { "isolated only, colour-balanced (2)" },
    { "random 1-3 clue dominoes" },
    { "stress run: slow smallest grids" },
    { "isolated only, colour-balanced (3)" },
    { "random 1-3 clue dominoes (2)" },
  };
  /* test-cli.c's and test-hint.c's nine lone digits in rows A-G, and test-sudominoku-
   * solver.c's few-clue boards (the first N clues of the public puzzle with those lone
   * digits) */
  static const struct {
    const char *names[9];
    int         n_clues;
  } from_tests[] = {
    { { "C3", "A5", "D6", "E7", "B3", "G5", "F5", "B1", "G2" }, 0 },
    { { "D5", "G2", "B3", "G3", "E9", "G1", "B5", "E1", "I7" }, 0 },
    { { "I5", "B9", "H4", "H9", "H7", "C6", "D6", "A1", "F2" }, 0 },
    { { "C1", "I3", "E6", "D3", "H2", "D7", "G5", "I9", "F9" }, 0 },
    { { "F4", "F8", "E7", "C2", "I8", "G6", "D8", "A3", "H5" }, 1 },
    { { "F4", "F8", "E7", "C2", "I8", "G6", "D8", "A3", "H5" }, 2 },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  /* the layouts added later have their own, so that the others stay the same */
  g_autoptr(GRand) more = g_rand_new_with_seed (22);
  g_autoptr(GRand) third = g_rand_new_with_seed (23);
  /* two layouts whose smallest grid took 1-1.3 s in a stress run of 700 random ones: one
   * in the domino form (its digits' rows, then its layout's), one with lone digits only */
  static const char *const stress[2] = {
    "..43.....|......1..|.........|..68.....|.4..7...3|.5.......|.8.9....5|.....2...|.........",
    "..[].....|......*..|.........|..**.....|.*..*...*|.n.......|.u.*....*|.....*...|.........",
  };
  static const char *const stress_lone[9] = { "F5", "B6", "C2", "D8", "E7", "E8", "G2", "G9", "I9" };
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
  for (guint t = 0; t < G_N_ELEMENTS (from_tests); t++)
    {
      for (int d = 0; d < 9; d++)
        cells[d] = (from_tests[t].names[d][0] - 'A') * 9 + from_tests[t].names[d][1] - '1';
      isolated_only (&puzzle, cells);
      for (guint i = 0; i < cases->len && from_tests[t].n_clues > 0; i++)
        {
          const SdmPuzzle *full = &g_array_index (cases, Case, i).puzzle;

          if (memcmp (full->isolated, puzzle.isolated, sizeof full->isolated) != 0)
            continue;
          for (int j = 0; j < from_tests[t].n_clues; j++)
            {
              const SdmDominoClue *clue = &full->clues[j];

              puzzle.clues[puzzle.n_clues++] = *clue;
              puzzle.givens[clue->cells[0]] = clue->digits[0];
              puzzle.givens[clue->cells[1]] = clue->digits[1];
            }
          break;
        }
      count_layout (&families[6], &puzzle);
    }

  for (int i = 0; i < 40; i++)
    {
      random_cells (more, 1, cells);
      isolated_only (&puzzle, cells);
      count_layout (&families[7], &puzzle);
    }
  for (int i = 0; i < 60; i++)
    {
      random_cells (more, 1, cells);
      isolated_only (&puzzle, cells);
      random_clues (more, 1 + i % 3, &puzzle);
      count_layout (&families[8], &puzzle);
    }
  {
    g_autoptr(GString) text = g_string_new (NULL);
    g_autoptr(GArray) parsed = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
    g_autoptr(GError) error = NULL;
    g_auto(GStrv) rows = g_strsplit (stress[0], "|", -1);
    g_auto(GStrv) marks = g_strsplit (stress[1], "|", -1);

    for (int r = 0; r < 9; r++)
      g_string_append_printf (text, "%s\n", rows[r]);
    g_string_append_c (text, '\n');
    for (int r = 0; r < 9; r++)
      g_string_append_printf (text, "%s\n", marks[r]);
    if (!sdm_format_parse (text->str, text->len, "stress", SDM_FORMAT_DOMINO, NULL, parsed, &error))
      g_error ("%s", error->message);
    count_layout (&families[9], &g_array_index (parsed, SdmPuzzle, 0));
    for (int d = 0; d < 9; d++)
      cells[d] = (stress_lone[d][0] - 'A') * 9 + stress_lone[d][1] - '1';
    isolated_only (&puzzle, cells);
    count_layout (&families[9], &puzzle);
  }
  for (int i = 0; i < 150; i++)
    {
      random_cells (third, 1, cells);
      isolated_only (&puzzle, cells);
      count_layout (&families[10], &puzzle);
    }
  for (int i = 0; i < 150; i++)
    {
      random_cells (third, 1, cells);
      isolated_only (&puzzle, cells);
      random_clues (third, 1 + i % 3, &puzzle);
      count_layout (&families[11], &puzzle);
    }

  if (commands.cli)
    {
      guint over = 0;

      printf ("every command on the %u layouts with few clues, each its own process (CPU time of "
              "the child, --timeout 10):\n", commands.runs);
      for (guint k = 0; k < N_COMMANDS; k++)
        {
          g_autofree char *name = g_strjoinv (" ", (char **) command_args[k]);

          printf ("  %-14s worst %8.1f ms, %u over 1 s, %u undecided (%s)\n", name,
                  commands.worst_us[k] / 1000, commands.over[k], commands.undecided[k],
                  commands.worst_what[k] ? commands.worst_what[k] : "-");
          over += commands.over[k] + commands.undecided[k];
          g_free (commands.worst_what[k]);
        }
      if (!commands.write)
        {
          printf ("  smallest grids: %u as kept, %u wrong, %u not kept (few-clue-smallest.txt)\n",
                  commands.checked, commands.wrong, commands.missing);
          over += commands.wrong + commands.missing;
        }
      for (guint i = 0; i < G_N_ELEMENTS (families); i++)
        {
          printf ("  %-34s %3u layouts, the slowest command %.1f ms\n", families[i].name,
                  families[i].n, families[i].max_us / 1000);
          g_array_unref (families[i].us);
        }
      return over;
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

/* ---- Sets of puzzles: time, nodes, and the row-major port's verdict ------------------- */

typedef struct {
  char   *name;
  GArray *cases;   /* of Case */
} Set;


static void
move_puzzle (const SdmPuzzle *in, int sym, SdmPuzzle *out)
{
  *out = *in;
  memset (out->givens, 0, sizeof out->givens);
  for (int c = 0; c < SDM_N_CELLS; c++)
    out->givens[bench_move_cell (c, sym)] = in->givens[c];
  for (int d = 0; d < 9; d++)
    out->isolated[d] = bench_move_cell (in->isolated[d], sym);
  for (int i = 0; i < in->n_clues; i++)
    for (int k = 0; k < 2; k++)
      out->clues[i].cells[k] = bench_move_cell (in->clues[i].cells[k], sym);
}

/* The symmetry that brings the most givens into the first rows: the row-major search is
 * fast when they are there, and counts the same grids (moved) on any symmetry. */
static int
best_symmetry (const SdmPuzzle *puzzle)
{
  int best = 0, best_score = -1;

  for (int sym = 0; sym < 8; sym++)
    {
      int score = 0;

      for (int c = 0; c < SDM_N_CELLS; c++)
        if (puzzle->givens[c])
          score += (9 - bench_move_cell (c, sym) / 9) * (9 - bench_move_cell (c, sym) / 9);
      if (score > best_score)
        {
          best_score = score;
          best = sym;
        }
    }
  return best;
}

/* Reads the contest-format file @path (and its expected output @out_path, may be NULL or
 * absent) into @set. FALSE with a message on error. */
static gboolean
load_set (Set *set, const char *path, const char *out_path)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *base = g_path_get_basename (path);
  gsize len;

  if (!g_file_get_contents (path, &text, &len, &error) ||
      !sdm_format_parse (text, len, path, SDM_FORMAT_CONTEST, NULL, puzzles, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }
  if (out_path && g_file_get_contents (out_path, &out, NULL, NULL))
    lines = g_strsplit (out, "\n", -1);
  for (guint k = 0; k < puzzles->len; k++)
    {
      Case c = { 0 };

      c.name = g_strdup_printf ("%s #%u", base, k + 1);
      c.puzzle = g_array_index (puzzles, SdmPuzzle, k);
      c.top = strstr (path, "-top") != NULL;
      /* "Puzzle k" and 9 lines of digits per puzzle; the cases' own files say the number
       * in the whole set, so only the 9 lines are compared */
      if (lines && g_strv_length (lines) >= (k + 1) * 10)
        c.expected = g_strjoinv ("\n", (char *[]) { lines[k * 10 + 1], lines[k * 10 + 2],
                                                    lines[k * 10 + 3], lines[k * 10 + 4],
                                                    lines[k * 10 + 5], lines[k * 10 + 6],
                                                    lines[k * 10 + 7], lines[k * 10 + 8],
                                                    lines[k * 10 + 9], NULL });
      g_array_append_val (set->cases, c);
    }
  return TRUE;
}

static double
percentile (double *v, guint n, double q)
{
  qsort (v, n, sizeof *v, compare_double);
  return n == 0 ? 0 : v[MIN (n - 1, (guint) (q * n))];
}

/* Solve + prove unique every puzzle of @set (best of 3 runs, CPU time), check the grid
 * against the expected output and the row-major port's count and grid (on the symmetry
 * that suits it, @rowmajor_cap_us a search); print the figures. Returns the failures. */
static guint
bench_set (Set *set, gboolean rowmajor, gint64 rowmajor_cap_us)
{
  guint n = set->cases->len, failures = 0, agreed = 0, capped = 0;
  g_autofree double *times = g_new0 (double, MAX (n, 1));
  g_autofree double *nodes = g_new0 (double, MAX (n, 1));
  const char *slowest = "";
  double max_us = 0, rm_max_us = 0;

  for (guint i = 0; i < n; i++)
    {
      Case *c = &g_array_index (set->cases, Case, i);
      SdmGrid solutions[2];
      int found = 0;

      c->us = G_MAXDOUBLE;
      for (int run = 0; run < 3; run++)
        {
          SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = NULL };
          gint64 start = cpu_us ();

          found = sdm_solve (&c->puzzle, &options, solutions);
          c->us = MIN (c->us, (double) (cpu_us () - start));
          nodes[i] = options.nodes;
        }
      times[i] = c->us;
      if (c->us > max_us)
        {
          max_us = c->us;
          slowest = c->name;
        }
      if (found != 1)
        {
          printf ("  %s: %d solutions, expected 1\n", c->name, found);
          failures++;
          continue;
        }
      if (c->expected)
        {
          g_autoptr(GString) s = g_string_new (NULL);

          sdm_format_write_solution (s, SDM_FORMAT_CONTEST, &c->puzzle, &solutions[0], 0);
          if (strchr (s->str, '\n') == NULL ||
              strncmp (strchr (s->str, '\n') + 1, c->expected, strlen (c->expected)) != 0)
            {
              printf ("  %s: a different grid than the expected output\n", c->name);
              failures++;
            }
        }
      if (rowmajor)
        {
          int sym = best_symmetry (&c->puzzle), r;
          guint8 values[SDM_N_CELLS];
          guint64 rm_nodes = 0;
          SdmPuzzle moved;
          gint64 start = cpu_us ();

          move_puzzle (&c->puzzle, sym, &moved);
          r = sdm_rowmajor_solve (&moved, 2, start + rowmajor_cap_us, cpu_us, values, &rm_nodes);
          rm_max_us = MAX (rm_max_us, (double) (cpu_us () - start));
          if (r < 0)
            capped++;
          else
            {
              gboolean same = r == 1;

              for (int k = 0; k < SDM_N_CELLS && same; k++)
                same = values[bench_move_cell (k, sym)] == solutions[0].values[k];
              if (same)
                agreed++;
              else
                {
                  printf ("  %s: the row-major port found %d grids%s\n", c->name, r,
                          r == 1 ? ", another one" : "");
                  failures++;
                }
            }
        }
    }
  printf ("%-28s %4u puzzles: median %7.1f µs, p99 %7.1f µs, max %7.1f µs (%s); nodes median %.0f, "
          "p99 %.0f, max %.0f\n", set->name, n, median (times, n), percentile (times, n, 0.99),
          max_us, slowest, median (nodes, n), percentile (nodes, n, 0.99), percentile (nodes, n, 1.0));
  if (rowmajor)
    printf ("%-28s row-major port (on its best symmetry) agrees on %u, undecided in %.0f s on %u; "
            "its slowest %.0f ms\n", "", agreed, (double) rowmajor_cap_us / G_USEC_PER_SEC, capped,
            rm_max_us / 1000);
  return failures;
}

/* The row-major port against ours on the data set's top puzzles with N = 10-12 (it takes
 * seconds on them): the median of the per-puzzle ratios, three ways. */
static void
bench_speedup (GArray *cases)
{
  g_autofree double *ratios = g_new0 (double, MAX (cases->len, 1));
  g_autofree double *ratios_first = g_new0 (double, MAX (cases->len, 1));
  g_autofree double *ratios_unique = g_new0 (double, MAX (cases->len, 1));
  guint n_ratios = 0, capped = 0;

  printf ("row-major port on the data set's top puzzles with N = 10-12 (cap %d s a search):\n",
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
}

static void
free_set (Set *set)
{
  for (guint i = 0; i < set->cases->len; i++)
    {
      g_free (g_array_index (set->cases, Case, i).name);
      g_free (g_array_index (set->cases, Case, i).expected);
    }
  g_array_unref (set->cases);
  g_free (set->name);
}

#define SMALLEST_HEADER \
  "# SPDX-License-Identifier: GPL-3.0-or-later\n" \
  "# The smallest grid of every few-clue layout of the sudominoku-commands benchmark, as\n" \
  "# `sudominoku-cli solve` printed it: the layout in the domino form on one line (9 rows of\n" \
  "# digits, 9 rows of the layout), then the grid's 81 digits or \"none\". Written by\n" \
  "# SDM_BENCH_WRITE_SMALLEST=FILE with SDM_BENCH_PART=commands (see bench-sudominoku.c).\n"

/* tests/bench/data/few-clue-smallest.txt into commands.smallest. */
static gboolean
load_smallest (const char *srcdir)
{
  g_autofree char *path = g_build_filename (srcdir, "bench", "data", "few-clue-smallest.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }
  commands.smallest = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *space = strchr (lines[i], ' ');

      if (lines[i][0] == '#' || space == NULL)
        continue;
      g_hash_table_insert (commands.smallest, g_strndup (lines[i], space - lines[i]),
                           g_strdup (space + 1));
    }
  return TRUE;
}

int
main (int argc, char **argv)
{
  static const char *const low_sets[] = { "low-top-n10", "low-top-n11", "low-random-n10", "low-random-n11" };
  const char *srcdir = g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : "tests";
  g_autofree char *root = g_build_filename (srcdir, "..", NULL);
  g_autofree char *dir = NULL;
  g_autofree char *cases_dir = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  Set public_set = { g_strdup ("public set (data set)"), g_array_new (FALSE, TRUE, sizeof (Case)) };
  const char *entry;
  /* "sets", "layouts" (counted in-process), "commands" (every CLI command on the layouts,
   * SDM_CLI names the program) or, unset, sets and layouts */
  const char *part = g_getenv ("SDM_BENCH_PART");
  guint failures = 0;

  if (argc > 1)
    dir = g_strdup (argv[1]);
  else
    {
      /* ../shared/data next to the source root (the parent of tests/); a git worktree
       * one level deeper looks one more level up. */
      dir = g_build_filename (root, "..", "shared", "data", "sudominoku", NULL);
      if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
        {
          g_free (dir);
          dir = g_build_filename (root, "..", "..", "shared", "data", "sudominoku", NULL);
        }
    }
  if (g_getenv ("SDM_BENCH_LAYOUTS_ONLY"))
    part = "layouts";
  cases_dir = g_build_filename (dir, "cases", NULL);
  d = g_dir_open (cases_dir, 0, NULL);
  if (d)
    while ((entry = g_dir_read_name (d)) != NULL)
      if (g_str_has_suffix (entry, ".in"))
        g_ptr_array_add (names, g_strdup (entry));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (cases_dir, g_ptr_array_index (names, i), NULL);
      g_autofree char *base = g_strndup (path, strlen (path) - 3);
      g_autofree char *out_path = g_strconcat (base, ".out", NULL);

      if (!load_set (&public_set, path, out_path))
        return 1;
    }

  if (g_strcmp0 (part, "layouts") != 0 && g_strcmp0 (part, "commands") != 0)
    {
      printf ("bench-sudominoku: solve + prove unique (count up to 2), CPU time, best of 3 runs a "
              "puzzle; each grid checked against the expected output when there is one and "
              "against the row-major port's count\n");
      for (guint i = 0; i < G_N_ELEMENTS (low_sets); i++)
        {
          g_autofree char *file = g_strconcat (low_sets[i], ".txt", NULL);
          g_autofree char *path = g_build_filename (srcdir, "bench", "data", file, NULL);
          Set set = { g_strdup_printf ("%s (tests/bench/data)", low_sets[i]),
                      g_array_new (FALSE, TRUE, sizeof (Case)) };

          if (!load_set (&set, path, NULL))
            return 1;
          failures += bench_set (&set, TRUE, ROWMAJOR_CAP_US);
          free_set (&set);
        }
      {
        g_autofree char *path = g_build_filename (srcdir, "data", "sudominoku", "boj4574-sample.in", NULL);
        g_autofree char *out_path = g_build_filename (srcdir, "data", "sudominoku", "boj4574-sample.out", NULL);
        Set set = { g_strdup ("contest sample (tests/data)"), g_array_new (FALSE, TRUE, sizeof (Case)) };

        if (!load_set (&set, path, out_path))
          return 1;
        failures += bench_set (&set, TRUE, ROWMAJOR_CAP_US);
        free_set (&set);
      }
      if (public_set.cases->len > 0)
        {
          printf ("public set: %s\n", cases_dir);
          failures += bench_set (&public_set, TRUE, ROWMAJOR_CAP_US);
          if (g_strcmp0 (part, "sets") != 0)
            bench_speedup (public_set.cases);
        }
      else
        printf ("public set: %s not found: not measured (the shared data set sits in "
                "../shared/data beside the source root)\n", cases_dir);
    }

  if (g_strcmp0 (part, "sets") != 0)
    {
      /* the layouts come from the copy of the public set in tests/data */
      g_autofree char *path = g_build_filename (srcdir, "data", "sudominoku", "public.in", NULL);
      Set in_tree = { g_strdup ("public set (tests/data)"), g_array_new (FALSE, TRUE, sizeof (Case)) };
      g_autoptr(GError) error = NULL;

      if (!load_set (&in_tree, path, NULL))
        return 1;
      if (g_strcmp0 (part, "commands") == 0)
        {
          int fd;

          commands.cli = g_getenv ("SDM_CLI");
          if (commands.cli == NULL)
            {
              fprintf (stderr, "SDM_BENCH_PART=commands needs SDM_CLI, the sudominoku-cli to run\n");
              return 2;
            }
          fd = g_file_open_tmp ("bench-layout-XXXXXX.txt", &commands.file, &error);
          if (fd < 0)
            g_error ("%s", error->message);
          close (fd);
          if (g_getenv ("SDM_BENCH_WRITE_SMALLEST"))
            commands.write = g_string_new (NULL);
          else if (!load_smallest (srcdir))
            return 1;
        }
      failures += bench_layouts (in_tree.cases);
      if (commands.write)
        {
          const char *to = g_getenv ("SDM_BENCH_WRITE_SMALLEST");

          g_string_prepend (commands.write, SMALLEST_HEADER);
          if (!g_file_set_contents (to, commands.write->str, commands.write->len, &error))
            g_error ("%s", error->message);
          printf ("wrote %s\n", to);
          g_string_free (commands.write, TRUE);
        }
      g_clear_pointer (&commands.smallest, g_hash_table_unref);
      if (commands.file)
        {
          g_unlink (commands.file);
          g_free (commands.file);
        }
      free_set (&in_tree);
    }
  free_set (&public_set);
  return failures ? 1 : 0;
}
