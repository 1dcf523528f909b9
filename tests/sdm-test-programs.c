/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-programs.c: see sdm-test-programs.h. */
#include "sdm-test-programs.h"

#include <string.h>

int
sdm_test_run_program (const char *const *argv,
                      const char         *input,
                      char              **out,
                      char              **err)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *stdout_text = NULL, *stderr_text = NULL;
  g_autofree char *name = g_path_get_basename (argv[0]);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &stdout_text, &stderr_text, &error);
  g_assert_no_error (error);
  if (stderr_text != NULL && *stderr_text != '\0')
    g_test_message ("%s: %s", name, stderr_text);

  /* g_subprocess_get_exit_status() on a program that did not exit is a critical, fatal
   * here, that says only "WIFEXITED (status)" and loses the program's own words. */
  if (!g_subprocess_get_if_exited (process))
    {
      g_autofree char *message = NULL;

      g_assert_true (g_subprocess_get_if_signaled (process));
      message = g_strdup_printf ("%s was killed by signal %d (%s); its standard error:\n%s", name,
                                 g_subprocess_get_term_sig (process),
                                 g_strsignal (g_subprocess_get_term_sig (process)),
                                 stderr_text != NULL ? stderr_text : "");
      g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, message);
    }
  if (out != NULL)
    *out = g_steal_pointer (&stdout_text);
  if (err != NULL)
    *err = g_steal_pointer (&stderr_text);
  return g_subprocess_get_exit_status (process);
}
