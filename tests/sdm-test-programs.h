/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-programs.h: running another program from a test (GIO only). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Runs @argv (NULL-terminated; argv[0] a path) with LC_ALL=C.UTF-8 and @input (or nothing)
 * on its standard input, waits for it, and returns its exit status; what it wrote goes to
 * @out and @err (each may be NULL; standard error is also passed to g_test_message). A
 * program killed by a signal (an abort: a sanitizer's report, a failed g_assert) fails the
 * test there, with the signal's name and the program's standard error in the message. */
int  sdm_test_run_program (const char *const *argv,
                           const char         *input,
                           char              **out,
                           char              **err);

G_END_DECLS
