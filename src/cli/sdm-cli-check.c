/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-check.c: `sudominoku-cli check [FILE…]`: for each grid, whether it is a
 * complete valid solution, a position without clashes (and whether it can still be
 * completed), or which rules it breaks. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-rules.h"
#include "sdm-solver.h"

static int
check_puzzle (const SdmCliInput *input,
              guint              index,
              const SdmPuzzle   *puzzle,
              GString           *out,
              gpointer           user_data)
{
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  const double *timeout = user_data;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2,
                              .deadline = sdm_cli_deadline (*timeout) };
  guint empty = 0;
  int n;

  g_string_append_printf (out, "%s: %s %u: ", input->name, _("puzzle"), index + 1);
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
      return SDM_CLI_NO_SOLUTION;
    }

  for (int c = 0; c < SDM_N_CELLS; c++)
    empty += puzzle->givens[c] == 0;
  /* A complete Sudominoku grid is valid only if the dominoes, each once, can
   * cover it: the solver tells (a complete Sudoku without clashes is valid). */
  n = empty > 0 || puzzle->kind == SDM_KIND_SUDOMINOKU ? sdm_solve (puzzle, &options, NULL) : 1;
  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      g_string_append_printf (out, "%s\n", _("not decided in time (--timeout)"));
      sdm_cli_report_timeout (input, index, *timeout);
      return SDM_CLI_UNDECIDED;
    }
  if (empty == 0 && n == 0)
    {
      g_string_append_printf (out, "%s\n", _("complete, but no domino layout covers it"));
      return SDM_CLI_NO_SOLUTION;
    }
  if (empty == 0)
    {
      g_string_append_printf (out, "%s\n", _("a complete, valid solution"));
      return SDM_CLI_OK;
    }

  g_string_append_printf (out, ngettext ("no clashes, %u cell empty, ",
                                         "no clashes, %u cells empty, ", empty), empty);
  if (n == 0)
    {
      g_string_append_printf (out, "%s\n", _("but no solution exists"));
      return SDM_CLI_NO_SOLUTION;
    }
  g_string_append_printf (out, "%s\n", n == 1 ? _("one solution") : _("several solutions"));
  return SDM_CLI_OK;
}

int
sdm_cli_check (int argc, char **argv)
{
  SdmFormat format;
  double timeout = 0;
  const GOptionEntry entries[] = {
    SDM_CLI_TIMEOUT_ENTRY (&timeout),
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("check", _("[FILE…]"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (timeout))
    return SDM_CLI_BAD_INPUT;
  return sdm_cli_for_each_puzzle (argc, argv, format, check_puzzle, &timeout);
}
