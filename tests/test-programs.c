/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-programs.c: the tests' runner of other programs (sdm-test-programs.h), as
 * test-window-agree uses it for sudominoku-cli: an exit status with what the program wrote,
 * and a death by signal as a failed assertion that says the signal and the program's
 * standard error (issue 34: an ASan abort of the CLI died in g_subprocess_get_exit_status,
 * "WIFEXITED (status)", and its report was lost). */
#include "config.h"

#include <signal.h>

#include "sdm-test-programs.h"

static void
test_exit_status (void)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *const argv[] = { "/bin/sh", "-c", "cat; echo said >&2; exit 3", NULL };

  g_assert_cmpint (sdm_test_run_program (argv, "in\n", &out, &err), ==, 3);
  g_assert_cmpstr (out, ==, "in\n");
  g_assert_cmpstr (err, ==, "said\n");
}

static void
test_signal (void)
{
  if (g_test_subprocess ())
    {
      const char *const argv[] = { "/bin/sh", "-c", "echo 'LeakSanitizer: detected memory leaks' >&2; kill -ABRT $$", NULL };

      sdm_test_run_program (argv, NULL, NULL, NULL);
      g_test_message ("not reached");
      return;
    }
  g_test_trap_subprocess (NULL, 30 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*sh was killed by signal 6 (*); its standard error:*LeakSanitizer: detected memory leaks*");
  g_test_trap_assert_stderr_unmatched ("*WIFEXITED*");
  g_test_trap_assert_stdout_unmatched ("*not reached*");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/programs/exit-status", test_exit_status);
  g_test_add_func ("/programs/signal", test_signal);
  return g_test_run ();
}
