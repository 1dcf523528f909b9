/* sdm-cli-grade.c: `sudominoku-cli grade [FILE…]`: one line per puzzle: the difficulty
 * (easy, medium, hard, expert, guessing), the hardest technique used and the number of
 * steps, e.g. "hard x-wing 58". A puzzle without a unique solution prints "invalid". */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-grader.h"
#include "sdm-solver.h"

int
sdm_cli_grade (int argc, char **argv)
{
  SdmFormat format;
  int status = SDM_CLI_OK;

  if (!sdm_cli_parse_options ("grade", _("[FILE…]"), NULL, &format, &argc, &argv))
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
          SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
          SdmGrade grade;

          if (sdm_cli_report_contradiction (&input, i, puzzle) || sdm_solve (puzzle, &options, NULL) != 1)
            {
              g_string_append (out, "invalid\n");
              status = MAX (status, SDM_CLI_NO_SOLUTION);
              continue;
            }
          sdm_grade_puzzle (puzzle, &grade);
          g_string_append_printf (out, "%s %s %u\n", sdm_difficulty_to_string (grade.difficulty),
                                  grade.hardest >= 0 ? sdm_technique_to_string (grade.hardest) : "none",
                                  grade.n_steps);
        }
      if (!sdm_cli_write (out))
        status = SDM_CLI_BAD_INPUT;
      sdm_cli_input_clear (&input);
    }
  return status;
}
