/* sudominoku-cli: the engine from the terminal. This file only dispatches: each command
 * is in sdm-cli-NAME.c. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-cli.h"

const SdmCliCommand sdm_cli_commands[] = {
  { "solve",   N_("Solve every puzzle and print it in its own format (default)"), sdm_cli_solve },
  { "count",   N_("Count the solutions of every puzzle, up to a limit"), sdm_cli_count },
  { "check",   N_("Check grids and positions against the rules"), sdm_cli_check },
  { "convert", N_("Write puzzles in another format"), sdm_cli_convert },
  { "bench",   N_("Measure the solver on puzzle files"), sdm_cli_bench },
  { "generate", N_("Make new puzzles of a chosen difficulty"), sdm_cli_generate },
  { "grade",   N_("Rate how hard each puzzle is for a human"), sdm_cli_grade },
  { "hint",    N_("Show the next logical step, explained"), sdm_cli_hint },
  { NULL, NULL, NULL }
};

int
main (int argc, char **argv)
{
  const SdmCliCommand *command = &sdm_cli_commands[0];

  sdm_core_init_i18n ();

  if (argc > 1 && strcmp (argv[1], "--version") == 0)
    {
      g_print ("sudominoku-cli %s\n", PACKAGE_VERSION);
      return SDM_CLI_OK;
    }

  if (argc > 1)
    for (const SdmCliCommand *c = sdm_cli_commands; c->name != NULL; c++)
      if (strcmp (argv[1], c->name) == 0)
        {
          command = c;
          /* Drop the command word: the command sees "sudominoku-cli [OPTION…] [FILE…]". */
          memmove (argv + 1, argv + 2, sizeof (char *) * (gsize) (argc - 1));
          argc--;
          break;
        }

  return command->run (argc, argv);
}
