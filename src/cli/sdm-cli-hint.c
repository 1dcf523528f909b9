/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-hint.c: `sudominoku-cli hint [--level N] [--steps] [FILE…]`: for each puzzle,
 * the next logical step as the hint ladder shows it: level 1 the technique, the area and
 * what to look for there, level 2 (default) the sentence, level 3 also the moves that
 * apply it. --steps prints every step to the end, one per line.
 *
 * A FILE may also be a saved game (sdm-game-save.c, as the app keeps in
 * $XDG_DATA_HOME/sudominoku/current-game): the hint is then the app's, from where the
 * player is (their digits, links and pencil marks), and says first when a digit, link or
 * pencil mark is wrong. Puzzle files are read with sdm_cli_for_each_puzzle(); a named
 * file that starts with the saved-game header is read as a game. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-hint.h"
#include "sdm-game.h"

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
  double   timeout;   /* seconds, 0: none */
} HintOptions;

/* The hint for @puzzle at @position with @pencil (both may be NULL: the start). */
static int
hint_position (const SdmPuzzle *puzzle,
               const SdmGrid   *position,
               const guint16   *pencil,
               const HintOptions *opts,
               GString         *out)
{
  int status = SDM_CLI_OK;
  SdmHint hint;

  if (sdm_hint_compute_within (puzzle, position, pencil, NULL, 0,
                               sdm_cli_deadline (opts->timeout), &hint) != 0)
    return SDM_CLI_UNDECIDED;   /* the caller says so: it knows the puzzle's name */
  if (hint.kind == SDM_HINT_NO_SOLUTION || hint.kind == SDM_HINT_NOT_UNIQUE)
    status = SDM_CLI_NO_SOLUTION;
  append_step (out, &hint, opts->level);
  if (opts->steps && hint.kind == SDM_HINT_STEP)
    {
      SdmLogic logic;

      /* The steps from here on, with the same technique order as the hint. */
      sdm_logic_init (&logic, puzzle, position, pencil);
      sdm_logic_apply (&logic, &hint.step);
      while (!sdm_logic_is_solved (&logic)
             && sdm_logic_find_easiest (&logic, SDM_N_TECHNIQUES - 1, &hint.step))
        {
          sdm_logic_explain (&logic, &hint.step);
          append_step (out, &hint, opts->level);
          sdm_logic_apply (&logic, &hint.step);
        }
      if (!sdm_logic_is_solved (&logic))
        g_string_append_printf (out, "%s\n", _("No technique finds the next step from here."));
    }
  return status;
}

static int
hint_puzzle (const SdmCliInput *input,
             guint              index,
             const SdmPuzzle   *puzzle,
             GString           *out,
             gpointer           user_data)
{
  if (input->several)
    g_string_append_printf (out, _("Puzzle %u\n"), index + 1);
  const HintOptions *opts = user_data;
  int status;

  if (sdm_cli_report_contradiction (input, index, puzzle))
    return SDM_CLI_NO_SOLUTION;
  status = hint_position (puzzle, NULL, NULL, opts, out);
  if (status == SDM_CLI_UNDECIDED)
    sdm_cli_report_timeout (input, index, opts->timeout);
  return status;
}

static int
hint_saved_game (const char *path, const HintOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *text = NULL;
  guint16 pencil[SDM_N_CELLS];
  int status;

  if ((text = sdm_game_read_save_file (path, &error)) == NULL
      || (game = sdm_game_new_from_serialized (text, &error)) == NULL)
    {
      g_printerr ("%s: %s: %s\n", path, _("error"), error->message);
      return SDM_CLI_BAD_INPUT;
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    pencil[c] = sdm_game_get_pencil (game, c);
  status = hint_position (sdm_game_get_puzzle (game), sdm_game_get_grid (game), pencil, opts, out);
  if (status == SDM_CLI_UNDECIDED)
    g_printerr (_("%s: error: not decided within %g seconds (--timeout)\n"), path, opts->timeout);
  if (!sdm_cli_write (out))
    status = SDM_CLI_BAD_INPUT;
  return status;
}

int
sdm_cli_hint (int argc, char **argv)
{
  HintOptions opts = { .level = 2, .steps = FALSE, .timeout = 0 };
  /* "Puzzle k" headers when a file holds several: known once the second is read */
  SdmCliEach each = { .jobs = -1, .func = hint_puzzle, .user_data = &opts, .lookahead = TRUE };
  int status = SDM_CLI_OK;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_INT, &opts.level,
      N_("1: technique, area and what to look for, 2: the sentence (default), 3: also the moves"), N_("N") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &opts.steps, N_("Every step to the end"), NULL },
    SDM_CLI_TIMEOUT_ENTRY (&opts.timeout),
    SDM_CLI_JOBS_ENTRY (&each.jobs),
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("hint", _("[FILE|SAVED-GAME…]"), entries, &each.format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_timeout (opts.timeout))
    return SDM_CLI_BAD_INPUT;
  if (!sdm_cli_check_jobs (&each.jobs))
    return SDM_CLI_BAD_INPUT;
  if (opts.level < 1 || opts.level > 3)
    {
      sdm_cli_error (_("--level must be 1, 2 or 3"));
      return SDM_CLI_BAD_INPUT;
    }
  if (argc < 2)
    return sdm_cli_for_each_puzzle (argc, argv, &each);
  for (int f = 1; f < argc; f++)
    {
      char *one[] = { argv[0], argv[f], NULL };
      int file_status = each.format == SDM_FORMAT_AUTO && sdm_cli_is_saved_game (argv[f])
                        ? hint_saved_game (argv[f], &opts)
                        : sdm_cli_for_each_puzzle (2, one, &each);

      status = MAX (status, file_status);
    }
  return status;
}
