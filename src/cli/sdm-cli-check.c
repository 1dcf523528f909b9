/* sdm-cli-check.c: `sudominoku-cli check [FILE…]`: for each grid, whether it is a
 * complete valid solution, a position without clashes (and whether it can still be
 * completed), or which rules it breaks. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-rules.h"
#include "sdm-solver.h"

int
sdm_cli_check (int argc, char **argv)
{
  SdmFormat format;
  int status = SDM_CLI_OK;

  if (!sdm_cli_parse_options ("check", _("[FILE…]"), NULL, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;

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
          g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
          SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
          guint empty = 0;
          int n;

          g_string_append_printf (out, "%s: %s %u: ", input.name, _("puzzle"), i + 1);
          if (sdm_rules_find_puzzle_clashes (puzzle, clashes) > 0)
            {
              g_string_append_printf (out, ngettext ("%u clash", "%u clashes", clashes->len),
                                      clashes->len);
              for (guint k = 0; k < clashes->len; k++)
                {
                  g_autofree char *what = sdm_clash_describe (&g_array_index (clashes, SdmClash, k));
                  g_string_append_printf (out, "\n  %s", what);
                }
              g_string_append_c (out, '\n');
              status = MAX (status, SDM_CLI_NO_SOLUTION);
              continue;
            }

          for (int c = 0; c < SDM_N_CELLS; c++)
            empty += puzzle->givens[c] == 0;
          /* A complete Sudominoku grid is valid only if the dominoes, each once, can
           * cover it: the solver tells. */
          if (empty == 0 && puzzle->kind == SDM_KIND_SUDOMINOKU && sdm_solve (puzzle, &options, NULL) == 0)
            {
              g_string_append_printf (out, "%s\n", _("complete, but no domino layout covers it"));
              status = MAX (status, SDM_CLI_NO_SOLUTION);
              continue;
            }
          if (empty == 0)
            {
              g_string_append_printf (out, "%s\n", _("a complete, valid solution"));
              continue;
            }

          n = sdm_solve (puzzle, &options, NULL);
          g_string_append_printf (out, ngettext ("no clashes, %u cell empty, ",
                                                 "no clashes, %u cells empty, ", empty), empty);
          if (n == 0)
            {
              g_string_append_printf (out, "%s\n", _("but no solution exists"));
              status = MAX (status, SDM_CLI_NO_SOLUTION);
            }
          else
            g_string_append_printf (out, "%s\n", n == 1 ? _("one solution") : _("several solutions"));
        }

      if (!sdm_cli_write (out))
        status = SDM_CLI_BAD_INPUT;
      sdm_cli_input_clear (&input);
    }

  return status;
}
