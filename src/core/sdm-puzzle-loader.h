/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-loader.h: puzzles from a file or from text, read off the main thread.
 *
 * Both read and parse in a worker thread (GTask) with sdm_format_parse(): the format is
 * sniffed unless given, the parse is strict, and either every puzzle comes back or none
 * does. Errors: SDM_FORMAT_ERROR with the message "NAME:LINE:COLUMN: error: ..." (NAME is
 * the file's path, or the name given for text), a G_IO_ERROR when the file cannot be
 * read, G_IO_ERROR_CANCELLED when cancelled.
 */
#pragma once

#include <gio/gio.h>

#include "sdm-puzzle.h"
#include "sdm-format.h"

G_BEGIN_DECLS

void     sdm_puzzle_load_file_async  (GFile               *file,
                                      SdmFormat            format,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
/* A GArray of SdmPuzzle (at least one; unref it), and the format found in *@detected
 * (may be NULL). NULL and @error on failure. */
GArray  *sdm_puzzle_load_file_finish (GAsyncResult        *result,
                                      SdmFormat           *detected,
                                      GError             **error);

/* For paste and drop. @text is copied; @len -1 means NUL-terminated; @name names the
 * source in error messages (e.g. "clipboard"). */
void     sdm_puzzle_load_text_async  (const char          *text,
                                      gssize               len,
                                      const char          *name,
                                      SdmFormat            format,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
GArray  *sdm_puzzle_load_text_finish (GAsyncResult        *result,
                                      SdmFormat           *detected,
                                      GError             **error);

G_END_DECLS
