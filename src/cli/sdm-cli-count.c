/* sdm-cli-count.c: `sudominoku-cli count [--limit N] [FILE…]`: one line per puzzle with
 * the number of solutions found, at most N (2 by default: 1 means unique). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-solver.h"

int
sdm_cli_count (int argc, char **argv)
{
  int limit = 2;
  SdmFormat format;
  int status = SDM_CLI_OK;
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

  for (int f = 1; f < MAX (argc, 2); f++)
    {
      SdmCliInput input;
      g_autoptr(GString) out = g_string_new (NULL);

      if (!sdm_cli_load (f < argc ? argv[f] : NULL, format, &input))
        {
          sdm_cli_input_clear (&input);
          status = SDM_CLI_BAD_INPUT;
          continue;
        }

      for (guint i = 0; i < input.puzzles->len; i++)
        {
          const SdmPuzzle *puzzle = &g_array_index (input.puzzles, SdmPuzzle, i);
          SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = (guint) limit };
          int n = 0;

          if (!sdm_cli_report_contradiction (&input, i, puzzle))
            n = sdm_solve (puzzle, &options, NULL);
          if (n < 1)
            status = MAX (status, SDM_CLI_NO_SOLUTION);
          g_string_append_printf (out, "%d\n", MAX (n, 0));
        }

      if (!sdm_cli_write (out))
        status = SDM_CLI_BAD_INPUT;
      sdm_cli_input_clear (&input);
    }

  return status;
}
