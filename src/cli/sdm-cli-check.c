/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-check.c: `sudominoku-cli check [--puzzle PUZZLE] [FILE…]`: for each grid, whether
 * it is a complete valid solution, a position without clashes (and whether it can still be
 * completed), or which rules it breaks. With --puzzle, each grid is a position of the
 * puzzle of the same number in PUZZLE, checked against it (check_against(); PUZZLE is read
 * as far as the checks need, sdm-cli-reference.c).
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

typedef struct {
  double           timeout;
  SdmCliReference *reference;     /* --puzzle PUZZLE's puzzles, or NULL */
} Check;

static int check_against (const SdmCliInput *input, guint index, const SdmPuzzle *position,
                          GString *out, const Check *check);

static int
check_puzzle (const SdmCliInput *input,
              guint              index,
              const SdmPuzzle   *puzzle,
              GString           *out,
              gpointer           user_data)
{
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  const Check *check = user_data;
  const double *timeout = &check->timeout;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2,
                              .deadline = sdm_cli_deadline (*timeout) };
  guint empty = 0;
  int n;

  if (check->reference != NULL)
    return check_against (input, index, puzzle, out, check);
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

/* The exit status for a verdict of Check. */
static int
check_status (SdmCheckResult result)
{
  switch (result)
    {
    case SDM_CHECK_OK:
    case SDM_CHECK_COMPLETE:
    case SDM_CHECK_NOT_UNIQUE:
      return SDM_CLI_OK;
    case SDM_CHECK_CLASH:
    case SDM_CHECK_MISTAKE:
    case SDM_CHECK_WRONG_DOMINO:
    case SDM_CHECK_DEAD_END:
    case SDM_CHECK_NO_SOLUTION:
    default:
      return SDM_CLI_NO_SOLUTION;
    }
}

/* `check --puzzle PUZZLE FILE`: puzzle @index of FILE is a position (or a solution) of
 * the puzzle of the same number in PUZZLE (of its only one, when it has one): first the
 * digits that differ from the puzzle's givens, then the app's Check on it. The position's
 * clue dominoes count as its links; the domino form's other dominoes ('><', 'v^') are not
 * read into a puzzle, so a Sudominoku position is checked by its digits. */
static int
check_against (const SdmCliInput *input, guint index, const SdmPuzzle *position,
               GString *out, const Check *check)
{
  const char *reference = sdm_cli_reference_get_name (check->reference);
  SdmPuzzle reference_puzzle;
  const SdmPuzzle *puzzle = &reference_puzzle;
  SdmCliReferenceFound found = sdm_cli_reference_get (check->reference, index, &reference_puzzle);
  g_autoptr(GString) differ = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  SdmSolveOptions limits = { .deadline = sdm_cli_deadline (check->timeout) };
  SdmCheckReport report;
  SdmGrid grid;
  guint n_differ = 0;

  if (found == SDM_CLI_REFERENCE_BROKEN)
    return SDM_CLI_BAD_INPUT;   /* said */
  if (found == SDM_CLI_REFERENCE_NONE)
    {
      /* Translators: "FILE: puzzle 3: error: PUZZLE-FILE has no puzzle 3 (--puzzle)" */
      g_printerr (_("%s: puzzle %u: error: %s has no puzzle %u (--puzzle)\n"),
                  input->name, index + 1, reference, index + 1);
      return SDM_CLI_BAD_INPUT;
    }
  if (puzzle->kind != position->kind)
    {
      /* Translators: the last two %s are kinds, "sudoku" and "sudominoku" */
      g_printerr (_("%s: puzzle %u: error: cannot check it against %s: it is a %s, the puzzle a %s\n"),
                  input->name, index + 1, reference, sdm_kind_to_string (position->kind),
                  sdm_kind_to_string (puzzle->kind));
      return SDM_CLI_BAD_INPUT;
    }

  sdm_puzzle_to_grid (position, &grid);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] != 0 && grid.values[c] != puzzle->givens[c])
      {
        g_autofree char *cell = sdm_cell_describe (c);

        n_differ++;
        g_string_append (differ, "  ");
        if (grid.values[c] == 0)
          /* Translators: %s is "row 3, column 5" */
          g_string_append_printf (differ, _("empty at %s, where the puzzle gives %u"), cell, puzzle->givens[c]);
        else
          /* Translators: %s is "row 3, column 5" */
          g_string_append_printf (differ, _("%u at %s, where the puzzle gives %u"), grid.values[c], cell,
                                  puzzle->givens[c]);
        g_string_append_c (differ, '\n');
      }
  g_string_append_printf (out, "%s: %s %u: ", input->name, _("puzzle"), index + 1);
  if (n_differ > 0)
    {
      g_string_append_printf (out, ngettext ("%u cell differs from the puzzle's givens\n",
                                             "%u cells differ from the puzzle's givens\n", n_differ),
                              n_differ);
      g_string_append (out, differ->str);
      return SDM_CLI_NO_SOLUTION;
    }
  if (!sdm_check_position (puzzle, &grid, SDM_UNIQUENESS_UNKNOWN, NULL, &limits, &report, &error))
    {
      g_string_append_printf (out, "%s\n", _("not decided in time (--timeout)"));
      sdm_cli_report_timeout (input, index, check->timeout);
      return SDM_CLI_UNDECIDED;
    }
  message = sdm_check_report_describe (&report);
  g_string_append_printf (out, "%s\n", message);
  append_marks (out, puzzle, &grid, &report);
  return check_status (report.result);
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
  status = check_status (report.result);
  if (!sdm_cli_write (out))
    status = SDM_CLI_BAD_INPUT;
  return status;
}

static void
restart_reference (gpointer user_data)
{
  Check *check = user_data;

  sdm_cli_reference_restart (check->reference);
}

int
sdm_cli_check (int argc, char **argv)
{
  Check check = { .timeout = 0 };
  SdmCliEach each = { .jobs = -1, .func = check_puzzle, .user_data = &check };
  g_autofree char *puzzle_path = NULL;
  const GOptionEntry entries[] = {
    { "puzzle", 'p', 0, G_OPTION_ARG_FILENAME, &puzzle_path,
      N_("Check each FILE's grids as positions of PUZZLE's puzzles, one for one"), N_("PUZZLE") },
    SDM_CLI_TIMEOUT_ENTRY (&check.timeout),
    SDM_CLI_JOBS_ENTRY (&each.jobs),
    G_OPTION_ENTRY_NULL
  };

  int status = SDM_CLI_OK;

  if (!sdm_cli_parse_options ("check", _("[FILE|SAVED-GAME…]"), entries, &each.format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (check.timeout))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_jobs (&each.jobs))
    return SDM_CLI_BAD_INPUT;
  if (puzzle_path != NULL)
    {
      /* the puzzles in their own format, detected; from the first again for each FILE */
      check.reference = sdm_cli_reference_open (puzzle_path, &status);
      if (check.reference == NULL)
        return status;
      each.file_start = restart_reference;
      status = sdm_cli_for_each_puzzle (argc, argv, &each);
      g_clear_pointer (&check.reference, sdm_cli_reference_free);
      return status;
    }
  if (argc < 2)
    return sdm_cli_for_each_puzzle (argc, argv, &each);
  for (int f = 1; f < argc; f++)
    {
      char *one[] = { argv[0], argv[f], NULL };
      int file_status = each.format == SDM_FORMAT_AUTO && sdm_cli_is_saved_game (argv[f])
                        ? check_saved_game (argv[f], check.timeout)
                        : sdm_cli_for_each_puzzle (2, one, &each);

      status = MAX (status, file_status);
    }
  return status;
}
