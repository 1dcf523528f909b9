/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-count.c: `sudominoku-cli count [--limit N] [--timeout S] [FILE…]`: one line per
 * puzzle with the number of solutions, "N+" when the count stopped at the limit N (2 by
 * default: 1 means unique, 2+ several), or "?" when --timeout stopped the count. A plain
 * number is always the exact count. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-solver.h"

typedef struct {
  int    limit;
  double timeout;
} Count;

static int
count_puzzle (const SdmCliInput *input,
              guint              index,
              const SdmPuzzle   *puzzle,
              GString           *out,
              gpointer           user_data)
{
  const Count *count = user_data;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = (guint) count->limit,
                              .deadline = sdm_cli_deadline (count->timeout) };
  int n = 0;

  if (!sdm_cli_report_contradiction (input, index, puzzle))
    n = sdm_solve (puzzle, &options, NULL);
  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      sdm_cli_report_timeout (input, index, count->timeout);
      g_string_append (out, "?\n");
      return SDM_CLI_UNDECIDED;
    }
  /* at the limit there may be more: "2+" */
  g_string_append_printf (out, "%d%s\n", MAX (n, 0), n == count->limit ? "+" : "");
  return n < 1 ? SDM_CLI_NO_SOLUTION : SDM_CLI_OK;
}

int
sdm_cli_count (int argc, char **argv)
{
  Count count = { .limit = 2, .timeout = 0 };
  SdmCliEach each = { .jobs = -1, .func = count_puzzle, .user_data = &count };
  const GOptionEntry entries[] = {
    { "limit", 'n', 0, G_OPTION_ARG_INT, &count.limit,
      N_("Stop counting at N solutions (default 2), printed N+"), N_("N") },
    SDM_CLI_TIMEOUT_ENTRY (&count.timeout),
    SDM_CLI_JOBS_ENTRY (&each.jobs),
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("count", _("[FILE…]"), entries, &each.format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (count.timeout))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_jobs (&each.jobs))
    return SDM_CLI_BAD_INPUT;
  if (count.limit < 1)
    {
      sdm_cli_error (_("--limit must be at least 1"));
      return SDM_CLI_BAD_INPUT;
    }
  return sdm_cli_for_each_puzzle (argc, argv, &each);
}
