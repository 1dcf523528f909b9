/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-solve.c: `sudominoku-cli solve [--any | --all-limit N] [--timeout S] [FILE…]`:
 * every puzzle's solution, in the format it was read in. The smallest solution (row by
 * row) unless --any, so the output is deterministic and matches the judges of Baekjoon
 * 2580 and 2239. With --all-limit N, the N smallest solutions of each puzzle (distinct
 * digit grids), in order (solve_all()). Also the --timeout helpers the solving commands
 * share. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-solver.h"

/* The most solutions solve_all()'s first count keeps to sort (160 KB), and the output a
 * listing gathers before it writes it. */
#define FAST_LIST_KEPT 1000
#define LIST_FLUSH (64 * 1024)

typedef struct {
  gboolean any;
  int      all_limit;    /* 0: one solution a puzzle (G_MININT until the options are read) */
  double   timeout;      /* seconds, 0: none */
} Solve;

gboolean
sdm_cli_check_timeout (double seconds)
{
  /* NaN fails both tests; a year is far more than any search needs */
  if (!(seconds >= 0 && seconds <= 365.0 * 24 * 3600))
    {
      sdm_cli_error (_("--timeout must be a number of seconds, 0 or more"));
      return FALSE;
    }
  sdm_cli_set_input_timeout (seconds);
  return TRUE;
}

gint64
sdm_cli_deadline (double seconds)
{
  return seconds > 0 ? g_get_monotonic_time () + MAX ((gint64) (seconds * G_USEC_PER_SEC), 1) : 0;
}

void
sdm_cli_report_timeout (const SdmCliInput *input, guint index, double seconds)
{
  g_printerr (_("%s: puzzle %u: error: not decided within %g seconds (--timeout)\n"),
              input->name, index + 1, seconds);
}

static void
collect_grid (const SdmGrid *grid, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, *grid);
}

static int
compare_grids (gconstpointer a, gconstpointer b)
{
  return memcmp (((const SdmGrid *) a)->values, ((const SdmGrid *) b)->values, SDM_N_CELLS);
}

/* Append @grid, the @nth solution (from 0) of @puzzle that this answer holds: an empty
 * line before it when it is not the first and the format separates grids (the loop puts
 * the one between two puzzles' answers). */
static gboolean
write_grid (const SdmCliInput *input, guint index, const SdmPuzzle *puzzle,
            const SdmGrid *grid, guint nth, GString *out)
{
  if (nth > 0 && sdm_format_separates_grids (input->format))
    g_string_append_c (out, '\n');
  if (!sdm_format_write_solution (out, input->format, puzzle, grid, index))
    {
      sdm_cli_error (_("cannot write a solution in the %s format"),
                     sdm_format_to_string (input->format));
      return FALSE;
    }
  return TRUE;
}

/* A listing in increasing order (list_grid()). */
typedef struct {
  Solve             *solve;
  const SdmCliInput *input;
  guint              index;
  const SdmPuzzle   *puzzle;
  GString           *out;
  guint              listed;
  gint               stop;      /* the search's cancel flag: the output failed */
} Listing;

/* Each grid of the ascending search: written at once (the output so far is flushed every
 * LIST_FLUSH bytes, so a long listing takes no memory), but the one past the limit, which
 * only says that there are more. */
static void
list_grid (const SdmGrid *grid, gpointer user_data)
{
  Listing *l = user_data;

  if (l->listed >= (guint) l->solve->all_limit || g_atomic_int_get (&l->stop))
    return;
  if (!write_grid (l->input, l->index, l->puzzle, grid, l->listed++, l->out))
    g_atomic_int_set (&l->stop, 1);
  else if (l->out->len >= LIST_FLUSH)
    {
      sdm_cli_answer_flush (l->input, l->out);
      if (sdm_cli_write_failed ())
        g_atomic_int_set (&l->stop, 1);
    }
}

/* --all-limit N: the puzzle's N smallest solutions, in order. A count with the fast search
 * first, keeping up to FAST_LIST_KEPT grids: when it ends below that (and N) it found them
 * all, and sorted they are the answer. Otherwise the grids in increasing order
 * (SDM_SOLVE_ASCENDING), written as they come, up to N and one more to know whether there
 * are more. Under --timeout, the grids written are the smallest ones, and the message says
 * it stopped. */
static int
solve_all (Solve *solve, const SdmCliInput *input, guint index, const SdmPuzzle *puzzle,
           GString *out)
{
  g_autoptr(GArray) grids = g_array_new (FALSE, FALSE, sizeof (SdmGrid));
  guint kept = MIN ((guint) solve->all_limit, FAST_LIST_KEPT) + 1;
  gint64 deadline = sdm_cli_deadline (solve->timeout);
  SdmSolveOptions fast = { .order = SDM_SOLVE_ANY, .limit = kept,
                           .each = collect_grid, .each_data = grids, .deadline = deadline };
  Listing listing = { .solve = solve, .input = input, .index = index, .puzzle = puzzle,
                      .out = out, .listed = 0, .stop = 0 };
  SdmSolveOptions ascending = { .order = SDM_SOLVE_ASCENDING,
                                .limit = (guint) solve->all_limit + 1,
                                .each = list_grid, .each_data = &listing,
                                .cancel = &listing.stop, .deadline = deadline };
  int n = sdm_solve (puzzle, &fast, NULL);

  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      /* grids in search order are no answer */
      sdm_cli_report_timeout (input, index, solve->timeout);
      return SDM_CLI_UNDECIDED;
    }
  if (n == 0)
    {
      g_printerr (_("%s: puzzle %u: error: no solution exists\n"), input->name, index + 1);
      return SDM_CLI_NO_SOLUTION;
    }
  if ((guint) n < kept)
    {
      /* every solution */
      g_array_sort (grids, compare_grids);
      for (guint i = 0; i < grids->len; i++)
        if (!write_grid (input, index, puzzle, &g_array_index (grids, SdmGrid, i), i, out))
          return SDM_CLI_BAD_INPUT;
      return SDM_CLI_OK;
    }

  n = sdm_solve (puzzle, &ascending, NULL);
  if (g_atomic_int_get (&listing.stop))
    return SDM_CLI_BAD_INPUT;   /* said */
  if (listing.listed == (guint) solve->all_limit)
    {
      if (n == SDM_SOLVE_OUT_OF_BUDGET)
        g_printerr (ngettext ("%s: puzzle %u: stopped at %u solution (--all-limit); there may be more\n",
                              "%s: puzzle %u: stopped at %u solutions (--all-limit); there may be more\n",
                              listing.listed),
                    input->name, index + 1, listing.listed);
      else
        g_printerr (ngettext ("%s: puzzle %u: stopped at %u solution (--all-limit); there are more\n",
                              "%s: puzzle %u: stopped at %u solutions (--all-limit); there are more\n",
                              listing.listed),
                    input->name, index + 1, listing.listed);
      return SDM_CLI_OK;
    }
  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      if (listing.listed == 0)
        sdm_cli_report_timeout (input, index, solve->timeout);
      else
        g_printerr (ngettext ("%s: puzzle %u: stopped after %g seconds (--timeout) with %u solution; there may be more\n",
                              "%s: puzzle %u: stopped after %g seconds (--timeout) with %u solutions; there may be more\n",
                              listing.listed),
                    input->name, index + 1, solve->timeout, listing.listed);
      return SDM_CLI_UNDECIDED;
    }
  /* every solution: more than FAST_LIST_KEPT, fewer than N */
  return SDM_CLI_OK;
}

static int
solve_puzzle (const SdmCliInput *input,
              guint              index,
              const SdmPuzzle   *puzzle,
              GString           *out,
              gpointer           user_data)
{
  Solve *solve = user_data;
  SdmSolveOptions options = { .order = solve->any ? SDM_SOLVE_ANY : SDM_SOLVE_LEXMIN, .limit = 1,
                              .deadline = sdm_cli_deadline (solve->timeout) };
  SdmGrid solutions[2];
  int n;

  if (sdm_cli_report_contradiction (input, index, puzzle))
    return SDM_CLI_NO_SOLUTION;
  if (solve->all_limit > 0)
    return solve_all (solve, input, index, puzzle, out);
  n = sdm_solve (puzzle, &options, solutions);
  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      sdm_cli_report_timeout (input, index, solve->timeout);
      return SDM_CLI_UNDECIDED;
    }
  if (n < 1)
    {
      g_printerr (_("%s: puzzle %u: error: no solution exists\n"), input->name, index + 1);
      return SDM_CLI_NO_SOLUTION;
    }
  return write_grid (input, index, puzzle, &solutions[0], 0, out) ? SDM_CLI_OK
                                                                  : SDM_CLI_BAD_INPUT;
}

int
sdm_cli_solve (int argc, char **argv)
{
  gboolean lexmin = FALSE;
  SdmFormat format;
  Solve solve = { .any = FALSE, .all_limit = G_MININT, .timeout = 0 };
  SdmCliEach each = { .jobs = -1, .func = solve_puzzle, .user_data = &solve, .grids = TRUE };
  const GOptionEntry entries[] = {
    { "any", 0, 0, G_OPTION_ARG_NONE, &solve.any,
      N_("Print whichever solution is found first instead of the smallest"), NULL },
    { "lexmin", 0, 0, G_OPTION_ARG_NONE, &lexmin,
      N_("Print the smallest solution, row by row (the default)"), NULL },
    { "all-limit", 'a', 0, G_OPTION_ARG_INT, &solve.all_limit,
      N_("Print every solution, smallest first, up to N a puzzle"), "N" },
    SDM_CLI_TIMEOUT_ENTRY (&solve.timeout),
    SDM_CLI_JOBS_ENTRY (&each.jobs),
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("solve", _("[FILE…]"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (solve.timeout))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_jobs (&each.jobs))
    return SDM_CLI_BAD_INPUT;
  if (solve.any && lexmin)
    {
      sdm_cli_error (_("--any and --lexmin exclude each other"));
      return SDM_CLI_BAD_INPUT;
    }
  if (solve.all_limit == G_MININT)
    solve.all_limit = 0;
  else if (solve.all_limit < 1)
    {
      sdm_cli_error (_("--all-limit must be at least 1"));
      return SDM_CLI_BAD_INPUT;
    }
  if (solve.all_limit != 0 && (solve.any || lexmin))
    {
      sdm_cli_error (_("--all-limit prints every solution: it goes with neither --any nor --lexmin"));
      return SDM_CLI_BAD_INPUT;
    }
  /* a listing is written while it is found (sdm_cli_answer_flush()): one puzzle at a time */
  if (solve.all_limit > 0)
    each.jobs = 1;
  each.format = format;
  return sdm_cli_for_each_puzzle (argc, argv, &each);
}
