/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-unix: sudominoku-cli behaves like a Unix tool: output it cannot write is an error
 * (exit 2 and a message, also for --help), a mistyped command is named with the list of
 * commands, and each command's --help lists only the options it honours. */
#include <string.h>
#include <gio/gio.h>

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-unix/write-error", test_write_error);
  g_test_add_func ("/cli-unix/unknown-command", test_unknown_command);
  g_test_add_func ("/cli-unix/missing-file", test_missing_file);
  g_test_add_func ("/cli-unix/generate-help", test_generate_help);
  return g_test_run ();
}
