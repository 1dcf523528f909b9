/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-tasks.h: grading and generating puzzles in a worker thread, on copies. Each
 * finishes with G_IO_ERROR_CANCELLED when cancelled. */
#pragma once

#include <gio/gio.h>

#include "sdm-grader.h"
#include "sdm-generator.h"
#include "sdm-game.h"

G_BEGIN_DECLS

/* Every puzzle of @puzzles (a GArray of SdmPuzzle; a reference is kept), one after the
 * other in one worker thread, the cancellable looked at between two. The result is a
 * GArray of gint8, one per puzzle: its SdmDifficulty, or -1 where it contradicts itself
 * (SdmGrade.broken). */
void        sdm_grade_many_async        (GArray              *puzzles,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
GArray     *sdm_grade_many_finish       (GAsyncResult *result, GError **error);

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

/* The same, as a new game that already knows its difficulty (the one asked for: a
 * generated puzzle grades as its target), so that nothing grades it again. */
SdmGame    *sdm_generate_game_finish    (GAsyncResult *result,
                                         GError      **error);

/* The difficulty of @game: the one it keeps (sdm_game_get_difficulty) without grading
 * again, or else graded once and kept on the game. */
void        sdm_game_grade_async        (SdmGame             *game,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
gboolean    sdm_game_grade_finish       (GAsyncResult   *result,
                                         SdmDifficulty  *difficulty,
                                         GError        **error);

G_END_DECLS
