/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-grade.c: `sudominoku-cli grade [FILE…]`: one line per puzzle: the difficulty
 * (sdm_difficulty_to_string(): the engine's names), the hardest technique used and the number of
 * steps, e.g. "hard x-wing 58". A puzzle without a unique solution prints "invalid", one
 * --timeout stopped before its uniqueness was known "?". */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-grader.h"
#include "sdm-solver.h"

static int
grade_puzzle (const SdmCliInput *input,
              guint              index,
              const SdmPuzzle   *puzzle,
              GString           *out,
              gpointer           user_data)
{
  const double *timeout = user_data;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2,
                              .deadline = sdm_cli_deadline (*timeout) };
  SdmGrade grade;
  int n = 0;

  if (!sdm_cli_report_contradiction (input, index, puzzle))
    n = sdm_solve (puzzle, &options, NULL);
  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      sdm_cli_report_timeout (input, index, *timeout);
      g_string_append (out, "?\n");
      return SDM_CLI_UNDECIDED;
    }
  if (n != 1)
    {
      g_string_append (out, "invalid\n");
      return SDM_CLI_NO_SOLUTION;
    }
  sdm_grade_puzzle (puzzle, &grade);
  g_string_append_printf (out, "%s %s %u\n", sdm_difficulty_to_string (grade.difficulty),
                          grade.hardest >= 0 ? sdm_technique_to_string (grade.hardest) : "none",
                          grade.n_steps);
  return SDM_CLI_OK;
}

int
sdm_cli_grade (int argc, char **argv)
{
  double timeout = 0;
  SdmCliEach each = { .jobs = -1, .func = grade_puzzle, .user_data = &timeout };
  const GOptionEntry entries[] = {
    SDM_CLI_TIMEOUT_ENTRY (&timeout),
    SDM_CLI_JOBS_ENTRY (&each.jobs),
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("grade", _("[FILE…]"), entries, &each.format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (timeout))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_jobs (&each.jobs))
    return SDM_CLI_BAD_INPUT;
  return sdm_cli_for_each_puzzle (argc, argv, &each);
}
