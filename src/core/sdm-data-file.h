/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-data-file.h: reading a file of the app's own data folder (the saved game, the
 * statistics, the games in progress), boundedly and without ever blocking.
 *
 * Anything can end up there: a FIFO (whose open() or read() would wait for a writer for
 * ever), a symbolic link to /dev/zero (endless), a folder, a file of hundreds of
 * megabytes. The one way the app reads there opens with O_NONBLOCK, refuses anything but a
 * regular file (after following links) and reads no more than a cap: a few milliseconds
 * whatever is there. What it refuses is kept aside by the caller, as a damaged file is,
 * and the player is told.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SDM_DATA_FILE_ERROR (sdm_data_file_error_quark ())
GQuark sdm_data_file_error_quark (void);

typedef enum {
  SDM_DATA_FILE_ERROR_NOT_REGULAR,   /* a FIFO, a device, a folder, a socket */
  SDM_DATA_FILE_ERROR_TOO_LARGE,     /* more than the cap */
} SdmDataFileError;

/* The bytes of @path, NUL-terminated (the NUL not counted in @length, which may be NULL).
 * A missing file is G_FILE_ERROR_NOENT, other failures of open() and read() G_FILE_ERROR;
 * not a regular file or larger than @max_size bytes, SDM_DATA_FILE_ERROR. Never waits on
 * the file and never reads more than @max_size + 1 bytes. */
char  *sdm_data_file_read      (const char  *path,
                                gsize        max_size,
                                gsize       *length,
                                GError     **error);

/* Renames @path to PATH.damaged-DATE beside it (PATH.damaged-DATE-N when that is taken;
 * never over an existing file) and returns the new path, or NULL with @error. */
char  *sdm_data_file_keep_aside (const char  *path,
                                 GError     **error);

G_END_DECLS
