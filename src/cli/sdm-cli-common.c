/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-common.c: option parsing, input loading and messages shared by the commands. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-rules.h"

void
sdm_cli_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("sudominoku-cli: %s: %s\n", _("error"), message);
}

static char *
describe_commands_and_formats (gboolean reads_input)
{
  GString *s = g_string_new (_("Commands:"));

  for (const SdmCliCommand *c = sdm_cli_commands; c->name != NULL; c++)
    g_string_append_printf (s, "\n  %-10s %s", c->name, _(c->summary));

  g_string_append_printf (s, "\n\n%s", reads_input ? _("Formats (read, and written back by solve and convert):")
                                                 : _("Formats:"));
  g_string_append_printf (s, "\n  %-10s %s", "boj2580", _("9 lines of 9 space-separated digits, 0 = empty (Baekjoon 2580)"));
  g_string_append_printf (s, "\n  %-10s %s", "boj2239", _("9 lines of 9 digits, 0 = empty (Baekjoon 2239)"));
  g_string_append_printf (s, "\n  %-10s %s", "line", _("one puzzle per line, 81 characters, '.' or '0' = empty, '#' comments"));
  g_string_append_printf (s, "\n  %-10s %s", "sdk", _("9 lines of 9 characters, '.' = empty, '#' metadata lines"));
  g_string_append_printf (s, "\n  %-10s %s", "ss", _("readable grids with '|' and '-' '+' '*' borders"));
  g_string_append_printf (s, "\n  %-10s %s", "contest", _("Sudominoku: N, N domino lines 'U LU V LV', the 9 isolated cells; 0 ends (Baekjoon 4574)"));
  g_string_append_printf (s, "\n  %-10s %s", "domino", _("Sudominoku: 9 rows of digits, a blank line, 9 rows of the domino layout"));
  if (reads_input)
    g_string_append_printf (s, "\n\n%s", _("Without --format the format is detected from the content. "
                                           "With no FILE, standard input is read."));
  g_string_append_printf (s, "\n%s", _("Exit status: 0 all solved, 1 some puzzle has no solution "
                                       "or breaks the rules, 2 bad input or usage."));
  g_string_append_c (s, '\n');
  return g_string_free (s, FALSE);
}

gboolean
sdm_cli_parse_options (const char         *command,
                       const char         *parameter_string,
                       const GOptionEntry *entries,
                       SdmFormat          *format,
                       int                *argc,
                       char             ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *description = describe_commands_and_formats (format != NULL);
  g_autofree char *format_name = NULL;
  g_autofree char *parameters = g_strdup_printf ("%s %s", command, parameter_string);
  const GOptionEntry common[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("Read the input as FORMAT instead of detecting it"), N_("FORMAT") },
    G_OPTION_ENTRY_NULL
  };

  context = g_option_context_new (parameters);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (format != NULL)
    g_option_context_add_main_entries (context, common, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context, description);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sdm_cli_error ("%s", error->message);
      return FALSE;
    }

  if (format == NULL)
    return TRUE;
  *format = SDM_FORMAT_AUTO;
  if (format_name != NULL)
    {
      *format = sdm_format_from_string (format_name);
      if (*format == SDM_FORMAT_AUTO)
        {
          sdm_cli_error (_("unknown format '%s' (see --help)"), format_name);
          return FALSE;
        }
    }
  return TRUE;
}

/* Read all of @stream, at most SDM_FORMAT_MAX_INPUT + 1 bytes (the parser reports more). */
static char *
read_bounded (FILE *stream, gsize *len, int *err)
{
  gsize cap = 64 * 1024, n = 0;
  char *buf = g_malloc (cap);

  for (;;)
    {
      size_t got;

      if (n == cap)
        {
          if (cap > SDM_FORMAT_MAX_INPUT)
            break;
          cap = MIN (cap * 2, (gsize) SDM_FORMAT_MAX_INPUT + 1);
          buf = g_realloc (buf, cap);
        }
      got = fread (buf + n, 1, cap - n, stream);
      n += got;
      if (got == 0)
        {
          if (ferror (stream))
            {
              *err = errno;
              g_free (buf);
              return NULL;
            }
          break;
        }
    }
  *len = n;
  return buf;
}

gboolean
sdm_cli_load (const char *path, SdmFormat format, SdmCliInput *input)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean is_stdin = path == NULL || strcmp (path, "-") == 0;
  FILE *stream;
  gsize len = 0;
  int err = 0;

  memset (input, 0, sizeof *input);
  input->name = g_strdup (is_stdin ? "<stdin>" : path);
  input->puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));

  stream = is_stdin ? stdin : fopen (path, "rb");
  if (stream == NULL)
    {
      err = errno;
      g_printerr ("%s: %s: %s\n", input->name, _("error"), g_strerror (err));
      return FALSE;
    }
  text = read_bounded (stream, &len, &err);
  if (!is_stdin)
    fclose (stream);
  if (text == NULL)
    {
      g_printerr ("%s: %s: %s\n", input->name, _("error"), g_strerror (err));
      return FALSE;
    }

  if (!sdm_format_parse (text, len, input->name, format, &input->format, input->puzzles, &error))
    {
      g_printerr ("%s\n", error->message);
      /* A syntax error in a guessed format: the guess may be the mistake. */
      if (format == SDM_FORMAT_AUTO && error->code == SDM_FORMAT_ERROR_SYNTAX)
        g_printerr (_("%s: note: read as %s, the format guessed from the text; --format FORMAT reads it as another\n"),
                    input->name, sdm_format_to_string (sdm_format_guess (text, len)));
      return FALSE;
    }
  return TRUE;
}

void
sdm_cli_input_clear (SdmCliInput *input)
{
  g_clear_pointer (&input->name, g_free);
  g_clear_pointer (&input->puzzles, g_array_unref);
}

int
sdm_cli_for_each_puzzle (int               argc,
                         char            **argv,
                         SdmFormat         format,
                         SdmCliPuzzleFunc  func,
                         gpointer          user_data)
{
  int status = SDM_CLI_OK;

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
          int puzzle_status = func (&input, i, puzzle, out, user_data);

          status = MAX (status, puzzle_status);
        }
      if (!sdm_cli_write (out))
        status = SDM_CLI_BAD_INPUT;
      sdm_cli_input_clear (&input);
    }
  return status;
}

gboolean
sdm_cli_report_contradiction (const SdmCliInput *input, guint index, const SdmPuzzle *puzzle)
{
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

  if (sdm_rules_find_puzzle_clashes (puzzle, clashes) == 0)
    return FALSE;
  for (guint i = 0; i < clashes->len; i++)
    {
      g_autofree char *what = sdm_clash_describe (&g_array_index (clashes, SdmClash, i));
      /* Translators: "FILE: puzzle 3: error: the givens contradict each other: 7 twice in row 1: r1c2 and r1c5" */
      g_printerr (_("%s: puzzle %u: error: the givens contradict each other: %s\n"),
                  input->name, index + 1, what);
    }
  return TRUE;
}

gboolean
sdm_cli_write (const GString *text)
{
  if (text->len > 0 && fwrite (text->str, 1, text->len, stdout) != text->len)
    {
      sdm_cli_error (_("cannot write the output: %s"), g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

#define SAVED_GAME_HEADER "sudominoku-game "

gboolean
sdm_cli_is_saved_game (const char *path)
{
  char head[sizeof SAVED_GAME_HEADER - 1];
  FILE *stream;
  gboolean game;

  if (path == NULL || g_strcmp0 (path, "-") == 0 || (stream = fopen (path, "rb")) == NULL)
    return FALSE;
  game = fread (head, 1, sizeof head, stream) == sizeof head
         && memcmp (head, SAVED_GAME_HEADER, sizeof head) == 0;
  fclose (stream);
  return game;
}
