/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-data-file.c: bounded, non-blocking reads from the app's data folder (see the
 * header). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sdm-data-file.h"

G_DEFINE_QUARK (sdm-data-file-error-quark, sdm_data_file_error)

static void
set_errno_error (GError **error, int saved_errno, const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Could not read %s: %s"), path, g_strerror (saved_errno));
}

char *
sdm_data_file_read (const char  *path,
                    gsize        max_size,
                    gsize       *length,
                    GError     **error)
{
  g_autoptr(GByteArray) text = NULL;
  struct stat st;
  int fd, saved_errno;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (max_size < G_MAXUINT / 2, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* O_NONBLOCK: opening a FIFO without a writer returns at once (and fstat() then tells
   * it from a file); O_NOCTTY: a terminal never becomes ours. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0);
  if (fd < 0)
    {
      saved_errno = errno;
      set_errno_error (error, saved_errno, path);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      saved_errno = errno;
      close (fd);
      set_errno_error (error, saved_errno, path);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_NOT_REGULAR,
                   _("%s is not a file (a folder, a device or a pipe)"), path);
      return NULL;
    }
  if ((guint64) st.st_size > max_size)
    {
      close (fd);
      g_set_error (error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_TOO_LARGE,
                   _("%s is larger than %u KiB"), path, (guint) (max_size / 1024));
      return NULL;
    }

  /* The size may change while it is read: read to the end, one byte past the cap at most. */
  text = g_byte_array_sized_new (MIN ((guint) st.st_size, (guint) max_size) + 1);
  for (;;)
    {
      guint old_len = text->len;
      guint chunk = MIN (64 * 1024, (guint) max_size + 1 - old_len);
      gssize n;

      g_byte_array_set_size (text, old_len + chunk);
      n = read (fd, text->data + old_len, chunk);
      saved_errno = errno;
      g_byte_array_set_size (text, old_len + MAX (n, 0));
      if (n < 0 && saved_errno == EINTR)
        continue;
      if (n < 0)
        {
          close (fd);
          set_errno_error (error, saved_errno, path);
          return NULL;
        }
      if (n == 0)
        break;
      if (text->len > max_size)
        {
          close (fd);
          g_set_error (error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_TOO_LARGE,
                       _("%s is larger than %u KiB"), path, (guint) (max_size / 1024));
          return NULL;
        }
    }
  close (fd);
  if (length != NULL)
    *length = text->len;
  g_byte_array_append (text, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&text), FALSE);
}

char *
sdm_data_file_keep_aside (const char  *path,
                          GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  int saved_errno = EEXIST;

  g_return_val_if_fail (path != NULL, NULL);

  for (int i = 1; i < 100; i++)
    {
      g_autofree char *kept = i == 1 ? g_strdup_printf ("%s.damaged-%s", path, stamp)
                                     : g_strdup_printf ("%s.damaged-%s-%d", path, stamp, i);

      /* link() fails on an existing name where rename() would replace it; it links a
       * symbolic link itself, not what it points to */
      if (link (path, kept) == 0)
        {
          g_unlink (path);
          return g_steal_pointer (&kept);
        }
      saved_errno = errno;
      if (saved_errno == EEXIST)
        continue;
      /* a file system without hard links (or a folder): a rename to a free name */
      if (!g_file_test (kept, G_FILE_TEST_EXISTS) && g_rename (path, kept) == 0)
        return g_steal_pointer (&kept);
      saved_errno = errno;
      break;
    }
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Could not move %s aside: %s"), path, g_strerror (saved_errno));
  return NULL;
}
