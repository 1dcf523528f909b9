/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-solve.c: `sudominoku-cli solve [--any | --all-limit N] [--timeout S] [FILE…]`:
 * every puzzle's solution, in the format it was read in. The smallest solution (row by
 * row) unless --any, so the output is deterministic and matches the judges of Baekjoon
 * 2580 and 2239. With --all-limit N, every solution up to N per puzzle (distinct digit
 * grids), smallest first: they are kept to be sorted, so at most ALL_LIMIT_KEPT of them
 * (a message says when that stopped the listing). Also the --timeout helpers the solving
 * commands share. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-solver.h"

/* The most solutions --all-limit keeps to sort: 100,000 grids take 16 MB, their text
 * about 10 MB more. */
#define ALL_LIMIT_KEPT 100000

typedef struct {
  gboolean any;
  int      all_limit;    /* 0: one solution a puzzle (G_MININT until the options are read) */
  double   timeout;      /* seconds, 0: none */
  guint    written;
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

static gboolean
write_grid (Solve *solve, const SdmCliInput *input, guint index, const SdmPuzzle *puzzle,
            const SdmGrid *grid, GString *out)
{
  if (solve->written++ > 0 && sdm_format_separates_grids (input->format))
    g_string_append_c (out, '\n');
  if (!sdm_format_write_solution (out, input->format, puzzle, grid, index))
    {
      sdm_cli_error (_("cannot write a solution in the %s format"),
                     sdm_format_to_string (input->format));
      return FALSE;
    }
  return TRUE;
}

/* --all-limit: the puzzle's solutions up to the limit (and ALL_LIMIT_KEPT), sorted. */
static int
solve_all (Solve *solve, const SdmCliInput *input, guint index, const SdmPuzzle *puzzle,
           GString *out)
{
  g_autoptr(GArray) grids = g_array_new (FALSE, FALSE, sizeof (SdmGrid));
  guint limit = MIN ((guint) solve->all_limit, ALL_LIMIT_KEPT);
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = limit,
                              .each = collect_grid, .each_data = grids,
                              .deadline = sdm_cli_deadline (solve->timeout) };
  int n = sdm_solve (puzzle, &options, NULL);

  if (grids->len == 0)
    {
      if (n == SDM_SOLVE_OUT_OF_BUDGET)
        {
          sdm_cli_report_timeout (input, index, solve->timeout);
          return SDM_CLI_UNDECIDED;
        }
      g_printerr (_("%s: puzzle %u: error: no solution exists\n"), input->name, index + 1);
      return SDM_CLI_NO_SOLUTION;
    }
  g_array_sort (grids, compare_grids);
  for (guint i = 0; i < grids->len; i++)
    if (!write_grid (solve, input, index, puzzle, &g_array_index (grids, SdmGrid, i), out))
      return SDM_CLI_BAD_INPUT;
  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      g_printerr (ngettext ("%s: puzzle %u: stopped after %g seconds (--timeout) with %u solution; there may be more\n",
                            "%s: puzzle %u: stopped after %g seconds (--timeout) with %u solutions; there may be more\n",
                            grids->len),
                  input->name, index + 1, solve->timeout, grids->len);
      return SDM_CLI_UNDECIDED;
    }
  if (grids->len == (guint) solve->all_limit)
    g_printerr (ngettext ("%s: puzzle %u: stopped at %u solution (--all-limit); there may be more\n",
                          "%s: puzzle %u: stopped at %u solutions (--all-limit); there may be more\n",
                          grids->len),
                input->name, index + 1, grids->len);
  else if (grids->len == ALL_LIMIT_KEPT)
    g_printerr (ngettext ("%s: puzzle %u: stopped at %u solution, the most solve keeps to sort them; there may be more (count --limit counts further)\n",
                          "%s: puzzle %u: stopped at %u solutions, the most solve keeps to sort them; there may be more (count --limit counts further)\n",
                          grids->len),
                input->name, index + 1, grids->len);
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
  return write_grid (solve, input, index, puzzle, &solutions[0], out) ? SDM_CLI_OK
                                                                       : SDM_CLI_BAD_INPUT;
}

int
sdm_cli_solve (int argc, char **argv)
{
  gboolean lexmin = FALSE;
  SdmFormat format;
  Solve solve = { .any = FALSE, .all_limit = G_MININT, .timeout = 0, .written = 0 };
  const GOptionEntry entries[] = {
    { "any", 0, 0, G_OPTION_ARG_NONE, &solve.any,
      N_("Print whichever solution is found first instead of the smallest"), NULL },
    { "lexmin", 0, 0, G_OPTION_ARG_NONE, &lexmin,
      N_("Print the smallest solution, row by row (the default)"), NULL },
    { "all-limit", 'a', 0, G_OPTION_ARG_INT, &solve.all_limit,
      N_("Print every solution, smallest first, up to N a puzzle"), "N" },
    SDM_CLI_TIMEOUT_ENTRY (&solve.timeout),
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("solve", _("[FILE…]"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (solve.timeout))
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
  return sdm_cli_for_each_puzzle (argc, argv, format, solve_puzzle, &solve);
}
