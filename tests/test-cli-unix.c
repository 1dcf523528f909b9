/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-unix: sudominoku-cli behaves like a Unix tool: output it cannot write is an error
 * (exit 2 and a message, also for --help), a mistyped command is named with the list of
 * commands, and each command's --help lists only the options it honours; output streams
 * and stops at a closed pipe, and --timeout covers the wait for a FIFO; every reading
 * command answers each puzzle as it comes, before its input ends. */
#include <string.h>
#include <sys/stat.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Run the CLI with @args (NULL-terminated); standard output goes to @stdout_path, or to a
 * pipe read into run->out when that is NULL. Standard input is /dev/null. */
static void
run_cli (Run *run, const char *stdout_path, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDERR_PIPE;
  va_list args;

  g_ptr_array_add (argv, g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "sudominoku-cli", NULL));
  va_start (args, stdout_path);
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, g_strdup (a));
  va_end (args);
  g_ptr_array_add (argv, NULL);

  if (stdout_path == NULL)
    flags |= G_SUBPROCESS_FLAGS_STDOUT_PIPE;
  launcher = g_subprocess_launcher_new (flags);
  g_subprocess_launcher_set_stdin_file_path (launcher, "/dev/null");
  if (stdout_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, stdout_path);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static char *
sample (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles", name, NULL);
}

static void
assert_write_error (const Run *run)
{
  g_assert_cmpint (run->status, ==, 2);
  g_assert_nonnull (strstr (run->err, "sudominoku-cli: error: cannot write the output"));
}

static void
test_write_error (void)
{
  g_autofree char *sudoku = sample ("sudoku-sample.txt");
  g_autofree char *sudominoku = sample ("sudominoku-sample.txt");

  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/full", "solve", sudoku, NULL);
    assert_write_error (&run);
  }
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/full", "convert", "--to", "domino", sudominoku, NULL);
    assert_write_error (&run);
  }
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/full", "generate", "--seed", "1", NULL);
    assert_write_error (&run);
  }
  /* GOption prints --help and exits by itself: the check runs at exit. */
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/full", "--help", NULL);
    assert_write_error (&run);
  }
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/full", "generate", "--help", NULL);
    assert_write_error (&run);
  }
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/full", "--version", NULL);
    assert_write_error (&run);
  }
  /* The same commands to /dev/null succeed. */
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/null", "solve", sudoku, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
  }
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, "/dev/null", "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
  }
}

static void
test_unknown_command (void)
{
  const char *commands[] = { "solve", "count", "check", "convert", "bench", "generate", "grade", "hint" };
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "frobnicate", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "unknown command 'frobnicate'"));
  g_assert_null (strstr (run.err, "No such file"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_assert_nonnull (strstr (run.err, commands[i]));
}

/* A path that does not exist is still a missing file, not a command. */
static void
test_missing_file (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "no-such-puzzle.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "no-such-puzzle.txt: error: "));
  g_assert_null (strstr (run.err, "unknown command"));
}

static void
test_generate_help (void)
{
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, NULL, "generate", "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "--to=FORMAT"));
    g_assert_nonnull (strstr (run.out, "--difficulty"));
    g_assert_null (strstr (run.out, "--format"));
  }
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, NULL, "generate", "--format", "line", "--seed", "1", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_nonnull (strstr (run.err, "--format"));
  }
  /* The commands that read puzzles keep it. */
  {
    g_auto(Run) run = { 0 };
    run_cli (&run, NULL, "solve", "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "--format=FORMAT"));
  }
}

static char *
cli_path (void)
{
  return g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "sudominoku-cli", NULL);
}

/* generate writes each puzzle as it is made: the first line of a run of 100,000 comes at
 * once (it came after all of them, minutes later, with memory growing all the while), and
 * once the reader is gone the program ends. */
static void
test_generate_streams (void)
{
  g_autofree char *cli = cli_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                                     &error, cli, "generate", "--count", "100000",
                                                     "--seed", "1", NULL);
  g_autoptr(GDataInputStream) lines = NULL;
  g_autofree char *first = NULL;

  g_assert_no_error (error);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  first = g_data_input_stream_read_line (lines, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (first), ==, 81);
  /* the reader goes away: the next write fails (SIGPIPE, or EPIPE) and it stops */
  g_clear_object (&lines);
  g_assert_true (g_input_stream_close (g_subprocess_get_stdout_pipe (process), NULL, NULL));
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_subprocess_get_successful (process));
}

/* With SIGPIPE ignored, a closed pipe is EPIPE: solve over many files stops at the first
 * failed write and says so once (it went on through every file and said it each time). */
static void
test_epipe_once (void)
{
  g_autofree char *cli = cli_path ();
  g_autofree char *sudoku = sample ("sudoku-sample.txt");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *err = NULL;
  const char *p;
  guint n = 0;

  g_ptr_array_add (argv, (gpointer) "/bin/sh");
  g_ptr_array_add (argv, (gpointer) "-c");
  g_ptr_array_add (argv, (gpointer) "trap '' PIPE; { \"$0\" solve \"$@\"; echo \"status $?\" >&2; } | head -c 1 > /dev/null");
  g_ptr_array_add (argv, cli);
  /* far more output than a pipe holds */
  for (int i = 0; i < 3000; i++)
    g_ptr_array_add (argv, sudoku);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_test_message ("%s", err);
  for (p = err; (p = strstr (p, "cannot write the output")) != NULL; p++)
    n++;
  g_assert_cmpuint (n, ==, 1);
  g_assert_nonnull (strstr (err, "Broken pipe"));
  g_assert_nonnull (strstr (err, "status 2\n"));
}

/* --timeout covers the wait for the input: a FIFO nobody writes to is given up after it
 * (it waited for ever), with exit status 3. */
static void
test_fifo_timeout (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sdm-cli-fifo-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "puzzle", NULL);
  g_autofree char *message = g_strdup_printf ("%s: error: no input within 0.5 seconds (--timeout)\n", fifo);
  g_auto(Run) run = { 0 };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  run_cli (&run, NULL, "solve", fifo, "--timeout", "0.5", NULL);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, message);
  g_unlink (fifo);
  g_rmdir (dir);
}

/* Read one line from @in within @seconds: NULL when none came (the line without its end). */
static char *
read_line_within (GInputStream *in, GString *buffer, guint seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  for (;;)
    {
      const char *eol = memchr (buffer->str, '\n', buffer->len);
      char chunk[4096];
      g_autoptr(GError) error = NULL;
      gssize got;

      if (eol != NULL)
        {
          char *line = g_strndup (buffer->str, (gsize) (eol - buffer->str));

          g_string_erase (buffer, 0, eol - buffer->str + 1);
          return line;
        }
      got = g_pollable_input_stream_read_nonblocking (G_POLLABLE_INPUT_STREAM (in), chunk,
                                                      sizeof chunk, NULL, &error);
      if (got > 0)
        g_string_append_len (buffer, chunk, got);
      else if (got == 0 || !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        return NULL;   /* the end, or an error: no line */
      else if (g_get_monotonic_time () >= deadline)
        return NULL;
      else
        {
          g_autoptr(GSource) source = g_pollable_input_stream_create_source (G_POLLABLE_INPUT_STREAM (in), NULL);
          g_autoptr(GMainContext) context = g_main_context_new ();

          /* wait until there is something to read, or a second has passed */
          g_source_set_dummy_callback (source);
          g_source_attach (source, context);
          for (gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC;
               g_get_monotonic_time () < until
               && !g_pollable_input_stream_is_readable (G_POLLABLE_INPUT_STREAM (in));)
            g_main_context_iteration (context, FALSE), g_usleep (1000);
          g_source_destroy (source);
        }
    }
}

/* Each reading command answers a puzzle while its input is still open: the writer sends
 * one puzzle, waits for its answer, and only then sends the next and closes the pipe. (They
 * read the whole input first: the answer came only once the pipe was closed, so here it
 * never came.) hint needs the second puzzle first: whether the file holds more than one
 * decides its "Puzzle 1" header. */
static void
test_answers_before_the_end (void)
{
#define EASY "103000509002109400000704000300502006060000050700803004000401000009205800804000107"
  static const struct {
    const char *args[4];
    guint       before;   /* puzzles written before the first answer is read */
    const char *first;    /* the first line of the answer, or its start */
  } commands[] = {
    { { "solve", NULL }, 1, "143628579572139468986754231391542786468917352725863914237481695619275843854396127" },
    { { "count", NULL }, 1, "1" },
    { { "grade", NULL }, 1, "easy " },
    { { "check", NULL }, 1, "<stdin>: puzzle 1: " },
    { { "convert", "--to", "sdk", NULL }, 1, "1.3...5.9" },
    { { "hint", NULL }, 2, "Puzzle 1" },
  };
  g_autofree char *cli = cli_path ();

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) buffer = g_string_new (NULL);
      g_autofree char *line = NULL;
      GOutputStream *in;

      g_test_message ("%s", commands[i].args[0]);
      g_ptr_array_add (argv, cli);
      for (guint a = 0; commands[i].args[a] != NULL; a++)
        g_ptr_array_add (argv, (gpointer) commands[i].args[a]);
      g_ptr_array_add (argv, NULL);
      process = g_subprocess_newv ((const char * const *) argv->pdata,
                                   G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                   &error);
      g_assert_no_error (error);
      in = g_subprocess_get_stdin_pipe (process);
      for (guint k = 0; k < commands[i].before; k++)
        {
          g_assert_true (g_output_stream_write_all (in, EASY "\n", strlen (EASY) + 1, NULL, NULL, &error));
          g_assert_no_error (error);
        }
      g_assert_true (g_output_stream_flush (in, NULL, &error));

      /* a generous wait: the answer takes milliseconds, an input that never ends for ever */
      line = read_line_within (g_subprocess_get_stdout_pipe (process), buffer, 60);
      g_assert_nonnull (line);
      g_assert_true (g_str_has_prefix (line, commands[i].first));

      g_assert_true (g_output_stream_write_all (in, EASY "\n", strlen (EASY) + 1, NULL, NULL, &error));
      g_assert_true (g_output_stream_close (in, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_subprocess_wait (process, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
    }
#undef EASY
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-unix/write-error", test_write_error);
  g_test_add_func ("/cli-unix/unknown-command", test_unknown_command);
  g_test_add_func ("/cli-unix/missing-file", test_missing_file);
  g_test_add_func ("/cli-unix/generate-help", test_generate_help);
  g_test_add_func ("/cli-unix/generate-streams", test_generate_streams);
  g_test_add_func ("/cli-unix/epipe-once", test_epipe_once);
  g_test_add_func ("/cli-unix/fifo-timeout", test_fifo_timeout);
  g_test_add_func ("/cli-unix/answers-before-the-end", test_answers_before_the_end);
  return g_test_run ();
}
