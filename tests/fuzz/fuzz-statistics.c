/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-statistics: libFuzzer target for the statistics file (sdm_statistics_load).
 *
 * Beyond "no crash, no leak, no undefined behaviour": a file that does not read is kept
 * aside with SDM_STATISTICS_ERROR_DAMAGED and leaves empty statistics; one that reads is
 * written back (a game started, so the file is rewritten) to a text that reads again. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "sdm-statistics.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
remove_all (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
      g_free (path);
    }
  if (d != NULL)
    g_dir_close (d);
  g_rmdir (dir);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *dir = g_dir_make_tmp ("fuzz-statistics-XXXXXX", NULL);
  SdmStatistics *stats;
  GError *error = NULL;
  SdmStatisticsEntry e;
  guint started, finished;

  if (dir == NULL)
    abort ();
  stats = sdm_statistics_new (dir);
  if (!g_file_set_contents (sdm_statistics_get_path (stats), (const char *) data, (gssize) size, NULL))
    abort ();
  if (!sdm_statistics_load (stats, &error))
    {
      if (!g_error_matches (error, SDM_STATISTICS_ERROR, SDM_STATISTICS_ERROR_DAMAGED))
        abort ();
      g_clear_error (&error);
      sdm_statistics_get_entry (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &e);
      sdm_statistics_get_guided (stats, &started, &finished);
      if (e.started != 0 || started != 0 || finished != 0)
        abort ();
    }
  else
    {
      SdmStatistics *again = sdm_statistics_new (dir);

      sdm_statistics_get_guided (stats, &started, &finished);
      if (finished > started)
        abort ();
      if (!sdm_statistics_game_started (stats, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, NULL))
        abort ();
      if (!sdm_statistics_load (again, NULL))
        abort ();
      g_object_unref (again);
    }
  g_object_unref (stats);
  remove_all (dir);
  g_free (dir);
  return 0;
}
