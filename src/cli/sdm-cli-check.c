/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-check.c: `sudominoku-cli check [FILE…]`: for each grid, whether it is a
 * complete valid solution, a position without clashes (and whether it can still be
 * completed), or which rules it breaks.
 *
 * A FILE may also be a saved game (sdm-game-save.c, as the app keeps in
 * $XDG_DATA_HOME/sudominoku/current-game): the check is then the app's Check on the
 * player's position (sdm_check_position()), in the app's words, followed by what the app
 * marks on the board: the clashes, the digits that differ from the solution, the dominoes
 * that no solution has. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-check.h"
#include "sdm-game.h"
#include "sdm-rules.h"
#include "sdm-sentences.h"
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

/* What the app marks after Check, one line each. */
static void
append_marks (GString *out, const SdmPuzzle *puzzle, const SdmGrid *position,
              const SdmCheckReport *report)
{
  if (report->result == SDM_CHECK_CLASH)
    {
      g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

      sdm_rules_find_clashes (puzzle, position, clashes);
      for (guint k = 0; k < clashes->len; k++)
        {
          g_autofree char *what = sdm_clash_describe (&g_array_index (clashes, SdmClash, k));

          g_string_append_printf (out, "  %s\n", what);
        }
      return;
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (report->wrong_digit[c])
        {
          g_autofree char *cell = sdm_cell_describe (c);

          g_string_append (out, "  ");
          /* Translators: a digit that differs from the solution; %s is "row 3, column 5". */
          g_string_append_printf (out, _("wrong digit: %u at %s"), position->values[c], cell);
          g_string_append_c (out, '\n');
        }
      if (report->wrong[c] && position->partner[c] > c)
        {
          int p = position->partner[c];
          g_autofree char *place = sdm_check_describe_place (c, p);

          g_string_append (out, "  ");
          /* Translators: %s is where the domino lies, "row 3, columns 1–2". */
          g_string_append_printf (out, _("domino in no solution: %s"), place);
          g_string_append_c (out, '\n');
        }
    }
}

/* `check SAVED-GAME`: the app's Check on the player's position. */
static int
check_saved_game (const char *path, double timeout)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  SdmSolveOptions limits = { .deadline = sdm_cli_deadline (timeout) };
  SdmCheckReport report;
  const SdmPuzzle *puzzle;
  const SdmGrid *position;
  int status;

  if ((text = sdm_game_read_save_file (path, &error)) == NULL
      || (game = sdm_game_new_from_serialized (text, &error)) == NULL)
    {
      g_printerr ("%s: %s: %s\n", path, _("error"), error->message);
      return SDM_CLI_BAD_INPUT;
    }
  puzzle = sdm_game_get_puzzle (game);
  position = sdm_game_get_grid (game);
  if (!sdm_check_position (puzzle, position, SDM_UNIQUENESS_UNKNOWN, NULL, &limits, &report, &error))
    {
      g_printerr (_("%s: error: not decided within %g seconds (--timeout)\n"), path, timeout);
      return SDM_CLI_UNDECIDED;
    }
  message = sdm_check_report_describe (&report);
  g_string_append_printf (out, "%s: %s\n", path, message);
  append_marks (out, puzzle, position, &report);
  switch (report.result)
    {
    case SDM_CHECK_OK:
    case SDM_CHECK_COMPLETE:
    case SDM_CHECK_NOT_UNIQUE:
      status = SDM_CLI_OK;
      break;
    case SDM_CHECK_CLASH:
    case SDM_CHECK_MISTAKE:
    case SDM_CHECK_WRONG_DOMINO:
    case SDM_CHECK_DEAD_END:
    case SDM_CHECK_NO_SOLUTION:
    default:
      status = SDM_CLI_NO_SOLUTION;
      break;
    }
  if (!sdm_cli_write (out))
    status = SDM_CLI_BAD_INPUT;
  return status;
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

  int status = SDM_CLI_OK;

  if (!sdm_cli_parse_options ("check", _("[FILE|SAVED-GAME…]"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (timeout))
    return SDM_CLI_BAD_INPUT;
  if (argc < 2)
    return sdm_cli_for_each_puzzle (argc, argv, format, check_puzzle, &timeout);
  for (int f = 1; f < argc; f++)
    {
      char *one[] = { argv[0], argv[f], NULL };
      int file_status = format == SDM_FORMAT_AUTO && sdm_cli_is_saved_game (argv[f])
                        ? check_saved_game (argv[f], timeout)
                        : sdm_cli_for_each_puzzle (2, one, format, check_puzzle, &timeout);

      status = MAX (status, file_status);
    }
  return status;
}
