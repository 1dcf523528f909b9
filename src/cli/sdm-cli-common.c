/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-common.c: option parsing, input loading and messages shared by the commands. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-game.h"
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

char *
sdm_cli_join_names (const char *const *names)
{
  return g_strjoinv (", ", (char **) names);
}

char *
sdm_cli_format_refusal (SdmFormat format, SdmKind kind)
{
  const char *name = sdm_format_to_string (format);

  if (kind == SDM_KIND_SUDOMINOKU)
    /* Translators: %s is a format name, "sdk" */
    return g_strdup_printf (_("%s holds Sudoku grids only, without dominoes"), name);
  /* Translators: %s is a format name, "contest" */
  return g_strdup_printf (_("%s holds Sudominoku puzzles only, with dominoes, and a Sudoku has none"), name);
}

static char *
describe_commands_and_formats (gboolean reads_input)
{
  GString *s = g_string_new (_("Commands:"));
  const SdmFormatInfo *formats;
  guint n_formats;

  for (const SdmCliCommand *c = sdm_cli_commands; c->name != NULL; c++)
    g_string_append_printf (s, "\n  %-10s %s", c->name, _(c->summary));

  g_string_append_printf (s, "\n\n%s", reads_input ? _("Formats (read, and written back by solve and convert):")
                                                 : _("Formats:"));
  formats = sdm_format_list (&n_formats);
  for (guint i = 0; i < n_formats; i++)
    g_string_append_printf (s, "\n  %-10s %s", formats[i].name, _(formats[i].summary));
  if (reads_input)
    g_string_append_printf (s, "\n\n%s", _("Without --format the format is detected from the content. "
                                           "With no FILE, standard input is read; after --, every "
                                           "argument is a FILE."));
  g_string_append_printf (s, "\n%s", _("Exit status: 0 all solved, 1 some puzzle has no solution "
                                       "or breaks the rules, 2 bad input or usage, 3 some puzzle "
                                       "not decided within --timeout."));
  g_string_append_c (s, '\n');
  return g_string_free (s, FALSE);
}

/* Whether @text is a decimal number: digits with at most one '.', and an exponent
 * ("1.5", ".25", "2e-3"). GLib's parser also reads "0x10" (16), "inf" and "nan". */
static gboolean
is_decimal (const char *text)
{
  const char *p = text;
  gboolean digits = FALSE;

  while (g_ascii_isdigit (*p))
    p++, digits = TRUE;
  if (*p == '.')
    for (p++; g_ascii_isdigit (*p); p++)
      digits = TRUE;
  if (digits && (*p == 'e' || *p == 'E'))
    {
      p++;
      if (*p == '+' || *p == '-')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  return digits && *p == '\0';
}

/* The values given to --timeout (-t) in @argv, before GLib reads them: decimal only. */
static gboolean
check_timeout_arguments (int argc, char **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      const char *value = NULL;

      if (g_str_has_prefix (argv[i], "--timeout="))
        value = argv[i] + strlen ("--timeout=");
      else if (strcmp (argv[i], "--timeout") == 0 || strcmp (argv[i], "-t") == 0)
        value = i + 1 < argc ? argv[++i] : NULL;
      else if (g_str_has_prefix (argv[i], "-t") && argv[i][1] != '-')
        value = argv[i] + 2;
      if (value != NULL && !is_decimal (value))
        {
          sdm_cli_error (_("--timeout must be a number of seconds, 0 or more (decimal), not '%s'"), value);
          return FALSE;
        }
    }
  return TRUE;
}

static SdmCliDescribeFunc describe_func;
static gpointer           describe_data;

void
sdm_cli_set_describe (SdmCliDescribeFunc func, gpointer user_data)
{
  describe_func = func;
  describe_data = user_data;
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
  /* The files: with an entry for them GLib takes every argument after "--" as one, also
   * "-dash.txt", and drops the "--" (without it, it kept "--" as a file whenever an
   * argument after it started with '-'). Kept for the life of the program: argv points
   * into it. */
  static GStrv files;
  const GOptionEntry remaining[] = {
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    G_OPTION_ENTRY_NULL
  };

  if (describe_func != NULL)
    {
      /* the completions' generator asks: the entries that --help lists, and no run */
      g_autoptr(GArray) all = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));

      if (format != NULL)
        g_array_append_val (all, common[0]);
      for (const GOptionEntry *e = entries; e != NULL && e->long_name != NULL; e++)
        g_array_append_val (all, *e);
      describe_func (command, parameter_string, (const GOptionEntry *) (gpointer) all->data, describe_data);
      return FALSE;
    }

  context = g_option_context_new (parameters);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (format != NULL)
    g_option_context_add_main_entries (context, common, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context, description);

  for (const GOptionEntry *e = entries; e != NULL && e->long_name != NULL; e++)
    if (strcmp (e->long_name, "timeout") == 0 && !check_timeout_arguments (*argc, *argv))
      return FALSE;
  g_option_context_add_main_entries (context, remaining, GETTEXT_PACKAGE);
  g_clear_pointer (&files, g_strfreev);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sdm_cli_error ("%s", error->message);
      return FALSE;
    }
  /* argv: the program and the files (GLib removed what it parsed, so there is room) */
  *argc = 1;
  for (guint i = 0; files != NULL && files[i] != NULL; i++)
    (*argv)[(*argc)++] = files[i];
  (*argv)[*argc] = NULL;

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

static double input_timeout;                       /* see sdm_cli_input_timer() */
static volatile sig_atomic_t input_timer_fired;

/* Read all of @stream, at most SDM_FORMAT_MAX_INPUT + 1 bytes (the parser reports more);
 * stops when the input timer fired. */
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
      if (input_timer_fired)
        {
          *err = EINTR;
          g_free (buf);
          return NULL;
        }
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

/* --timeout also bounds the wait for the input (a FIFO without a writer blocks in
 * open(), a silent one in read()): a real-time timer interrupts either (SIGALRM without
 * SA_RESTART), once. */
void
sdm_cli_set_input_timeout (double seconds)
{
  input_timeout = seconds;
}

static void
input_timer_cb (int signum)
{
  input_timer_fired = 1;
}

void
sdm_cli_input_timer (gboolean on)
{
  struct itimerval timer = { { 0, 0 }, { 0, 0 } };
  struct sigaction action;

  if (input_timeout <= 0)
    return;
  if (on)
    {
      memset (&action, 0, sizeof action);
      action.sa_handler = input_timer_cb;
      sigemptyset (&action.sa_mask);
      action.sa_flags = 0;   /* no SA_RESTART: open() and read() return EINTR */
      sigaction (SIGALRM, &action, NULL);
      input_timer_fired = 0;
      timer.it_value.tv_sec = (time_t) input_timeout;
      timer.it_value.tv_usec = (suseconds_t) ((input_timeout - (double) timer.it_value.tv_sec) * 1e6);
      if (timer.it_value.tv_sec == 0 && timer.it_value.tv_usec == 0)
        timer.it_value.tv_usec = 1;
    }
  setitimer (ITIMER_REAL, &timer, NULL);
}

gboolean
sdm_cli_input_timer_fired (void)
{
  return input_timer_fired != 0;
}

gboolean
sdm_cli_input_timed_out (SdmCliInput *input)
{
  if (!input_timer_fired)
    return FALSE;
  input_timer_fired = 0;   /* said: the next file's wait starts afresh */
  g_printerr (_("%s: error: no input within %g seconds (--timeout)\n"), input->name, input_timeout);
  input->timed_out = TRUE;
  return TRUE;
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
  GStatBuf st;
  gboolean waits;

  memset (input, 0, sizeof *input);
  input->name = g_strdup (is_stdin ? "<stdin>" : path);
  input->puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));

  /* a regular file never makes us wait: only the others (a FIFO, a terminal) get a timer */
  waits = is_stdin ? fstat (STDIN_FILENO, &st) != 0 || !S_ISREG (st.st_mode)
                   : g_stat (path, &st) != 0 || !S_ISREG (st.st_mode);
  input_timer_fired = 0;
  if (waits)
    sdm_cli_input_timer (TRUE);
  stream = is_stdin ? stdin : fopen (path, "rb");
  if (stream == NULL)
    {
      err = errno;
      sdm_cli_input_timer (FALSE);
      if (!sdm_cli_input_timed_out (input))
        g_printerr ("%s: %s: %s\n", input->name, _("error"), g_strerror (err));
      return FALSE;
    }
  text = read_bounded (stream, &len, &err);
  sdm_cli_input_timer (FALSE);
  if (!is_stdin)
    fclose (stream);
  if (text == NULL)
    {
      if (!sdm_cli_input_timed_out (input))
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

static gboolean write_failed;

gboolean
sdm_cli_write (const GString *text)
{
  if (write_failed)
    return FALSE;
  /* Flushed at once: output streams (generate), and a closed pipe (EPIPE, with SIGPIPE
   * ignored) is found at the first write, said once, and stops the command. */
  if ((text->len > 0 && fwrite (text->str, 1, text->len, stdout) != text->len) || fflush (stdout) != 0)
    {
      sdm_cli_error (_("cannot write the output: %s"), g_strerror (errno));
      write_failed = TRUE;
      return FALSE;
    }
  return TRUE;
}

gboolean
sdm_cli_write_failed (void)
{
  return write_failed;
}

gboolean
sdm_cli_is_saved_game (const char *path)
{
  char head[sizeof SDM_GAME_SAVE_MAGIC_PREFIX - 1];
  FILE *stream;
  gboolean game;

  /* a FIFO or a device is no saved game: its fopen() could wait for ever */
  if (path == NULL || g_strcmp0 (path, "-") == 0 || !g_file_test (path, G_FILE_TEST_IS_REGULAR)
      || (stream = fopen (path, "rb")) == NULL)
    return FALSE;
  game = sdm_game_text_is_save (head, fread (head, 1, sizeof head, stream));
  fclose (stream);
  return game;
}
