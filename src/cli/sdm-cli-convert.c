/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-convert.c: `sudominoku-cli convert --to FORMAT [FILE…]`: the puzzles, written in
 * another format. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"

typedef struct {
  SdmFormat   to;
  const char *to_name;
  gint        written;   /* puzzles written (atomic: --jobs) */
} Convert;

static int
convert_puzzle (const SdmCliInput *input,
                guint              index,
                const SdmPuzzle   *puzzle,
                GString           *out,
                gpointer           user_data)
{
  Convert *convert = user_data;

  /* the empty line between two puzzles is the loop's (SdmCliEach.grids) */
  if (!sdm_format_append_puzzle (out, convert->to, puzzle, 0))
    {
      g_autofree char *why = sdm_cli_format_refusal (convert->to, puzzle->kind);

      /* Translators: the last %s says why, "sdk holds Sudoku grids only, without dominoes" */
      g_printerr (_("%s: puzzle %u: error: cannot be written in the %s format: %s\n"),
                  input->name, index + 1, convert->to_name, why);
      return SDM_CLI_BAD_INPUT;
    }
  g_atomic_int_inc (&convert->written);
  return SDM_CLI_OK;
}

int
sdm_cli_convert (int argc, char **argv)
{
  g_autofree char *to_name = NULL;
  Convert convert = { 0 };
  SdmCliEach each = { .jobs = -1, .func = convert_puzzle, .user_data = &convert, .grids = TRUE };
  int status;
  const GOptionEntry entries[] = {
    { "to", 0, 0, G_OPTION_ARG_STRING, &to_name, N_("Write the puzzles as FORMAT"), N_("FORMAT") },
    SDM_CLI_JOBS_ENTRY (&each.jobs),
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("convert", _("--to FORMAT [FILE…]"), entries, &each.format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (to_name == NULL)
    {
      sdm_cli_error (_("convert needs --to FORMAT (see --help)"));
      return SDM_CLI_BAD_INPUT;
    }
  if (!sdm_cli_check_jobs (&each.jobs))
    return SDM_CLI_BAD_INPUT;
  convert.to = sdm_format_from_string (to_name);
  convert.to_name = to_name;
  if (convert.to == SDM_FORMAT_AUTO)
    {
      sdm_cli_error (_("unknown format '%s' (see --help)"), to_name);
      return SDM_CLI_BAD_INPUT;
    }

  each.grids_format = convert.to;
  status = sdm_cli_for_each_puzzle (argc, argv, &each);

  if (convert.written > 0)
    {
      g_autoptr(GString) end = g_string_new (NULL);

      sdm_format_write_end (end, convert.to);
      if (!sdm_cli_write (end))
        status = SDM_CLI_BAD_INPUT;
    }
  return status;
}
