/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-files.h: temporary folders for the tests that write files (GLib only). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A new empty folder under the temporary directory, named from @tmpl ("sdm-x-XXXXXX"). */
char  *sdm_test_make_temp_dir (const char *tmpl);
/* Removes @path and everything below it; nothing when it does not exist. */
void   sdm_test_remove_dir    (const char *path);
/* The number of entries directly in @path (0 when it does not exist). */
guint  sdm_test_count_entries (const char *path);

G_END_DECLS
