/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-files.c: see sdm-test-files.h. */
#include "sdm-test-files.h"

#include <glib/gstdio.h>

char *
sdm_test_make_temp_dir (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  return dir;
}

void
sdm_test_remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        sdm_test_remove_dir (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

guint
sdm_test_count_entries (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  if (dir == NULL)
    return 0;
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}
