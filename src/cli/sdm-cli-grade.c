/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-grade.c: `sudominoku-cli grade [FILE…]`: one line per puzzle: the difficulty
 * (easy, medium, hard, expert, guessing), the hardest technique used and the number of
 * steps, e.g. "hard x-wing 58". A puzzle without a unique solution prints "invalid". */
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
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
  SdmGrade grade;

  if (sdm_cli_report_contradiction (input, index, puzzle) || sdm_solve (puzzle, &options, NULL) != 1)
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
  SdmFormat format;

  if (!sdm_cli_parse_options ("grade", _("[FILE…]"), NULL, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  return sdm_cli_for_each_puzzle (argc, argv, format, grade_puzzle, NULL);
}
