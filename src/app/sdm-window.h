/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "sdm-format.h"
#include "sdm-game.h"
#include "sdm-statistics.h"

G_BEGIN_DECLS

#define SDM_TYPE_WINDOW (sdm_window_get_type ())
G_DECLARE_FINAL_TYPE (SdmWindow, sdm_window, SDM, WINDOW, AdwApplicationWindow)

SdmWindow *sdm_window_new       (GtkApplication *application);
/* Loads @file off the main thread; a parse error is shown and changes nothing. */
void       sdm_window_open_file (SdmWindow      *self,
                                 GFile          *file);
/* Loads puzzles from @text off the main thread, as sdm_window_open_file() does (what
 * Paste does); @name is the source the title shows. */
void       sdm_window_load_text (SdmWindow      *self,
                                 const char     *text,
                                 const char     *name);
/* The game being played, or NULL (the "game" property). */
SdmGame   *sdm_window_get_game  (SdmWindow      *self);
/* Puts @game on the board in place of the one there (which goes to the games in
 * progress when unfinished); @source_name is where it came from, for the title;
 * @fresh: a new game (counted in the statistics, its selection on the empty cell nearest
 * the centre), not one restored or opened again. */
void       sdm_window_set_game  (SdmWindow      *self,
                                 SdmGame        *game,
                                 const char     *source_name,
                                 gboolean        fresh);
/* Shows @summary (a sentence a player understands) in the strip over the board until it
 * is closed or the next message comes, with a Details button that shows @heading and
 * @details (the exact error; both may be NULL for none). */
void       sdm_window_show_error (SdmWindow     *self,
                                  const char    *summary,
                                  const char    *heading,
                                  const char    *details);
/* Shows @message in the strip under the page for a few seconds; the next message takes
 * its place. */
void       sdm_window_show_message (SdmWindow   *self,
                                    const char  *message);
/* The application's statistics, where the games of the window are counted (NULL: none). */
void       sdm_window_set_statistics (SdmWindow     *self,
                                      SdmStatistics *statistics);
/* "Sudoku No. 40372": the name of a puzzle that came from no file (generated, restored),
 * the same for the same puzzle every time. */
char      *sdm_window_dup_puzzle_name (const SdmPuzzle *puzzle);
/* Writes the puzzle on the board to @file in @format, what Export does once its format
 * and file are chosen; FALSE with @error when there is no game, the format cannot hold
 * the puzzle or the write fails (the file is written whole or not at all). */
gboolean   sdm_window_export_to_file (SdmWindow   *self,
                                      GFile       *file,
                                      SdmFormat    format,
                                      GError     **error);

G_END_DECLS
