/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-statistics.h: the player's record, per kind and difficulty.
 *
 * An SdmStatistics keeps, for every kind (Sudoku, Sudominoku) and difficulty, the games
 * started, solved, solved without help (no Solve, no applied hint), the best and the
 * average time of those solved without help, and the current streak (games solved without
 * help in a row; a game solved with help, or a game left unfinished when the next one of
 * the same kind and difficulty starts, ends it).
 *
 * They live in DIRECTORY/statistics, a versioned key file written after every change
 * atomically (a temporary file, fsync, renamed over the old one), as the game store does:
 *
 *   [statistics]
 *   version=1
 *
 *   [sudoku/easy]
 *   started=3
 *   solved=2
 *   solved-unaided=1
 *   best=312              seconds, 0 = none yet
 *   total-time=312        seconds, over the games solved without help
 *   streak=1
 *   unfinished=false      a game of this kind and difficulty is being played
 *
 *   [sudominoku/guided]   the guided puzzle (version 2): counted apart, never as a game
 *   started=1             of some difficulty, so it neither ends nor lengthens a streak
 *   finished=1            and sets no best time
 *
 * Version 1 is version 2 without the guided group; it is read, and written as version 2.
 * A file that does not read (broken syntax, an unknown version, group or key, a negative
 * number) is never overwritten: sdm_statistics_load() renames it to
 * statistics.damaged-YYYYMMDD-HHMMSS beside it, starts afresh and says so in its error.
 */
#pragma once

#include <gio/gio.h>

#include "sdm-puzzle.h"
#include "sdm-logic.h"

G_BEGIN_DECLS

#define SDM_STATISTICS_VERSION 2

typedef struct {
  guint   started;
  guint   solved;
  guint   solved_unaided;
  gint64  best;          /* seconds, 0 when no game was solved without help */
  gint64  total_time;    /* seconds, summed over the games solved without help */
  guint   streak;
  gboolean unfinished;
} SdmStatisticsEntry;

#define SDM_STATISTICS_ERROR (sdm_statistics_error_quark ())

typedef enum {
  SDM_STATISTICS_ERROR_DAMAGED,   /* the file did not read; it was kept aside */
} SdmStatisticsError;

#define SDM_TYPE_STATISTICS (sdm_statistics_get_type ())
G_DECLARE_FINAL_TYPE (SdmStatistics, sdm_statistics, SDM, STATISTICS, GObject)

GQuark         sdm_statistics_error_quark (void);

/* Signal "changed": a record changed (and was written, or its write failed). */

/* @directory NULL means g_get_user_data_dir()/sudominoku. Reads nothing yet. */
SdmStatistics *sdm_statistics_new          (const char *directory);
/* DIRECTORY/statistics. */
const char    *sdm_statistics_get_path     (SdmStatistics *self);
/* Read the file. No file: empty statistics, TRUE. A damaged file: kept aside (renamed),
 * empty statistics, FALSE and SDM_STATISTICS_ERROR_DAMAGED naming where it went. */
gboolean       sdm_statistics_load         (SdmStatistics *self, GError **error);
/* The path a damaged file was moved to by the last load, or NULL. */
const char    *sdm_statistics_get_damaged_path (SdmStatistics *self);

void           sdm_statistics_get_entry    (SdmStatistics      *self,
                                            SdmKind             kind,
                                            SdmDifficulty       difficulty,
                                            SdmStatisticsEntry *entry);
/* The average time of the games solved without help, in seconds (0 when none). */
gint64         sdm_statistics_entry_average (const SdmStatisticsEntry *entry);

/* Record a new game and write the file. */
gboolean       sdm_statistics_game_started (SdmStatistics *self,
                                            SdmKind        kind,
                                            SdmDifficulty  difficulty,
                                            GError       **error);
/* Record a finished game (@assisted: Solve or a hint was used) and write the file.
 * *@new_best (may be NULL) tells whether @seconds is a new best time (a first time
 * counts). Returns FALSE with @error when the file could not be written; the record
 * in memory is updated all the same. */
gboolean       sdm_statistics_game_finished (SdmStatistics *self,
                                             SdmKind        kind,
                                             SdmDifficulty  difficulty,
                                             gint64         seconds,
                                             gboolean       assisted,
                                             gboolean      *new_best,
                                             GError       **error);

/* The guided puzzle (SdmGame:guided): how often it was started and finished. */
void           sdm_statistics_get_guided   (SdmStatistics *self,
                                            guint         *started,
                                            guint         *finished);
/* Record the guided puzzle started, or finished, and write the file (FALSE with @error
 * when it could not be written; the record in memory is updated all the same). */
gboolean       sdm_statistics_guided_started  (SdmStatistics  *self,
                                               GError        **error);
gboolean       sdm_statistics_guided_finished (SdmStatistics  *self,
                                               GError        **error);

G_END_DECLS
