/* sdm-cli-count.c: `sudominoku-cli count [--limit N] [FILE…]`: one line per puzzle with
 * the number of solutions found, at most N (2 by default: 1 means unique). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-solver.h"

static int
count_puzzle (const SdmCliInput *input,
              guint              index,
              const SdmPuzzle   *puzzle,
              GString           *out,
              gpointer           user_data)
{
  const int *limit = user_data;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = (guint) *limit };
  int n = 0;

  if (!sdm_cli_report_contradiction (input, index, puzzle))
    n = sdm_solve (puzzle, &options, NULL);
  g_string_append_printf (out, "%d\n", MAX (n, 0));
  return n < 1 ? SDM_CLI_NO_SOLUTION : SDM_CLI_OK;
}

int
sdm_cli_count (int argc, char **argv)
{
  int limit = 2;
  SdmFormat format;
  const GOptionEntry entries[] = {
    { "limit", 'n', 0, G_OPTION_ARG_INT, &limit,
      N_("Stop counting at N solutions (default 2)"), N_("N") },
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("count", _("[FILE…]"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (limit < 1)
    {
      sdm_cli_error (_("--limit must be at least 1"));
      return SDM_CLI_BAD_INPUT;
    }
  return sdm_cli_for_each_puzzle (argc, argv, format, count_puzzle, &limit);
}
