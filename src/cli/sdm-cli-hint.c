/* sdm-cli-hint.c: `sudominoku-cli hint [--level N] [--steps] [FILE…]`: for each puzzle,
 * the next logical step from its start as the hint ladder shows it: level 1 the technique
 * and the area, level 2 (default) the sentence, level 3 also the moves that apply it.
 * --steps prints every step to the end, one per line. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-hint.h"

static void
append_step (GString *out, const SdmHint *hint, int level)
{
  g_autofree char *text = sdm_hint_describe (hint, level);

  g_string_append_printf (out, "%s\n", text);
  if (level >= 3)
    {
      g_auto(GStrv) moves = sdm_hint_dup_moves (hint);

      for (int m = 0; moves[m]; m++)
        g_string_append_printf (out, "  %s\n", moves[m]);
    }
}

typedef struct {
  int      level;
  gboolean steps;
} HintOptions;

static int
hint_puzzle (const SdmCliInput *input,
             guint              index,
             const SdmPuzzle   *puzzle,
             GString           *out,
             gpointer           user_data)
{
  const HintOptions *opts = user_data;
  int status = SDM_CLI_OK;
  SdmHint hint;

  if (input->puzzles->len > 1)
    g_string_append_printf (out, _("Puzzle %u\n"), index + 1);
  if (sdm_cli_report_contradiction (input, index, puzzle))
    return SDM_CLI_NO_SOLUTION;
  sdm_hint_compute (puzzle, NULL, NULL, NULL, &hint);
  if (hint.kind == SDM_HINT_NO_SOLUTION || hint.kind == SDM_HINT_NOT_UNIQUE)
    status = SDM_CLI_NO_SOLUTION;
  append_step (out, &hint, opts->level);
  if (opts->steps && hint.kind == SDM_HINT_STEP)
    {
      SdmLogic logic;

      /* The steps from here on, with the same technique order as the hint. */
      sdm_logic_init (&logic, puzzle, NULL, NULL);
      sdm_logic_apply (&logic, &hint.step);
      while (!sdm_logic_is_solved (&logic)
             && sdm_logic_find_easiest (&logic, SDM_N_TECHNIQUES - 1, &hint.step))
        {
          append_step (out, &hint, opts->level);
          sdm_logic_apply (&logic, &hint.step);
        }
      if (!sdm_logic_is_solved (&logic))
        g_string_append_printf (out, "%s\n", _("No technique finds the next step from here."));
    }
  return status;
}

int
sdm_cli_hint (int argc, char **argv)
{
  SdmFormat format;
  HintOptions opts = { .level = 2, .steps = FALSE };
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_INT, &opts.level,
      N_("1: technique and area, 2: the sentence (default), 3: also the moves"), N_("N") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &opts.steps, N_("Every step to the end"), NULL },
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("hint", _("[FILE…]"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (opts.level < 1 || opts.level > 3)
    {
      sdm_cli_error (_("--level must be 1, 2 or 3"));
      return SDM_CLI_BAD_INPUT;
    }
  return sdm_cli_for_each_puzzle (argc, argv, format, hint_puzzle, &opts);
}
