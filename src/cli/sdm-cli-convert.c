/* sdm-cli-convert.c: `sudominoku-cli convert --to FORMAT [FILE…]`: the puzzles, written in
 * another format. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-cli.h"

int
sdm_cli_convert (int argc, char **argv)
{
  g_autofree char *to_name = NULL;
  SdmFormat format, to;
  int status = SDM_CLI_OK;
  guint written = 0;
  const GOptionEntry entries[] = {
    { "to", 't', 0, G_OPTION_ARG_STRING, &to_name, N_("Write the puzzles as FORMAT"), N_("FORMAT") },
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("convert", _("--to FORMAT [FILE…]"), entries, &format, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (to_name == NULL)
    {
      sdm_cli_error (_("convert needs --to FORMAT (see --help)"));
      return SDM_CLI_BAD_INPUT;
    }
  to = sdm_format_from_string (to_name);
  if (to == SDM_FORMAT_AUTO)
    {
      sdm_cli_error (_("unknown format '%s' (see --help)"), to_name);
      return SDM_CLI_BAD_INPUT;
    }

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

          if (written > 0 && sdm_format_separates_grids (to))
            g_string_append_c (out, '\n');
          if (!sdm_format_write_puzzle (out, to, puzzle))
            {
              g_printerr (_("%s: puzzle %u: error: cannot be written in the %s format\n"),
                          input.name, i + 1, to_name);
              status = SDM_CLI_BAD_INPUT;
              continue;
            }
          written++;
        }

      if (!sdm_cli_write (out))
        status = SDM_CLI_BAD_INPUT;
      sdm_cli_input_clear (&input);
    }

  if (written > 0)
    {
      g_autoptr(GString) end = g_string_new (NULL);

      sdm_format_write_end (end, to);
      if (!sdm_cli_write (end))
        status = SDM_CLI_BAD_INPUT;
    }
  return status;
}
