/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sudominoku-cli: the engine from the terminal. This file only dispatches: each command
 * is in sdm-cli-NAME.c. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
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

/* At exit, also when GOption exits after --help: output that could not be written (a full
 * disk, /dev/full, a closed pipe with SIGPIPE ignored) is an error, exit status 2. */
static void
close_stdout (void)
{
  gboolean failed = ferror (stdout) != 0;
  int err = failed ? errno : 0;

  if (sdm_cli_write_failed ())
    _exit (SDM_CLI_BAD_INPUT);   /* already said */

  if (fflush (stdout) != 0)
    failed = TRUE, err = errno;
  if (fclose (stdout) != 0 && !failed)
    failed = TRUE, err = errno;
  if (!failed)
    return;
  if (err != 0)
    sdm_cli_error (_("cannot write the output: %s"), g_strerror (err));
  else
    sdm_cli_error (_("cannot write the output"));
  _exit (SDM_CLI_BAD_INPUT);
}

/* A first argument that is no command, no option and no file: most likely a mistyped
 * command (a word without '/' or '.'), so say so instead of "No such file". */
static gboolean
is_unknown_command (const char *arg)
{
  return arg[0] != '-' && strchr (arg, '/') == NULL && strchr (arg, '.') == NULL
         && !g_file_test (arg, G_FILE_TEST_EXISTS);
}

int
main (int argc, char **argv)
{
  const SdmCliCommand *command = &sdm_cli_commands[0];
  gboolean found = FALSE;

  sdm_core_init_i18n ();
  atexit (close_stdout);

  if (argc > 1 && strcmp (argv[1], "--version") == 0)
    {
      g_print ("sudominoku-cli %s\n", PACKAGE_VERSION_STRING);
      return SDM_CLI_OK;
    }
  /* not in --help: the build makes the completion scripts with it */
  if (argc == 3 && strcmp (argv[1], "--completion") == 0)
    return sdm_cli_print_completion (argv[2]);

  if (argc > 1)
    for (const SdmCliCommand *c = sdm_cli_commands; c->name != NULL; c++)
      if (strcmp (argv[1], c->name) == 0)
        {
          command = c;
          /* Drop the command word: the command sees "sudominoku-cli [OPTION…] [FILE…]". */
          memmove (argv + 1, argv + 2, sizeof (char *) * (gsize) (argc - 1));
          argc--;
          found = TRUE;
          break;
        }

  if (argc > 1 && !found && is_unknown_command (argv[1]))
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (const SdmCliCommand *c = sdm_cli_commands; c->name != NULL; c++)
        g_string_append_printf (names, "%s%s", names->len ? ", " : "", c->name);
      /* Translators: the second %s is the list of commands, "solve, count, check, …". */
      sdm_cli_error (_("unknown command '%s'; the commands are: %s"), argv[1], names->str);
      g_printerr ("%s\n", _("Run 'sudominoku-cli --help' for more information."));
      return SDM_CLI_BAD_INPUT;
    }

  return command->run (argc, argv);
}
