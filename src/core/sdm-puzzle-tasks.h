/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-tasks.h: grading and generating puzzles in a worker thread, on copies. Each
 * finishes with G_IO_ERROR_CANCELLED when cancelled. */
#pragma once

#include <gio/gio.h>

#include "sdm-grader.h"
#include "sdm-generator.h"

G_BEGIN_DECLS

void        sdm_grade_async             (const SdmPuzzle     *puzzle,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
gboolean    sdm_grade_finish            (GAsyncResult *result, SdmGrade *grade, GError **error);

void        sdm_generate_async          (const SdmGenerateOptions *options,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
/* Fills @puzzle (and @solution, may be NULL). Fails with G_IO_ERROR_CANCELLED, or
 * G_IO_ERROR_FAILED when no puzzle of that level was found. */
gboolean    sdm_generate_finish         (GAsyncResult *result,
                                         SdmPuzzle    *puzzle,
                                         SdmGrid      *solution,
                                         GError      **error);

G_END_DECLS
