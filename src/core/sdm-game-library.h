/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-library.h: the games in progress that are not on the board.
 *
 * Starting another puzzle never loses the one being played: the window puts it in the
 * library, and the start view lists the library under "Continue". Each game has its own
 * folder DIRECTORY/ID/ with the game saved by an SdmGameStore (the same atomic writes,
 * the same checks on load as the autosave) and a small "info" key file, written the same
 * way, that the list is made from without replaying any game:
 *
 *   [game]
 *   name=sample.txt          where the puzzle came from (the window's title)
 *   difficulty=medium        sdm_difficulty_to_string(), absent when not graded yet
 *   kind=sudominoku
 *   filled=23                cells the player has filled
 *   open=58                  cells without a given digit
 *   elapsed=312              seconds of play
 *   saved=1795000000         when it was put in the library (Unix time)
 *
 * Every file is read with sdm_data_file_read(): bounded and never blocking, whatever is in
 * the folder. The default directory is g_get_user_data_dir()/sudominoku/games. Nothing is ever
 * dropped to make room: a game leaves the library when it is taken back to the board or
 * when the player removes it.
 */
#pragma once

#include <gio/gio.h>

#include "sdm-game.h"

G_BEGIN_DECLS

typedef struct {
  char    *id;
  char    *name;
  char    *difficulty;   /* NULL when unknown */
  SdmKind  kind;
  guint    n_filled;
  guint    n_open;
  gint64   elapsed;
  gint64   saved;
} SdmGameInfo;

void sdm_game_info_free (SdmGameInfo *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SdmGameInfo, sdm_game_info_free)

#define SDM_TYPE_GAME_LIBRARY (sdm_game_library_get_type ())
G_DECLARE_FINAL_TYPE (SdmGameLibrary, sdm_game_library, SDM, GAME_LIBRARY, GObject)

/* Property "directory" (string, construct-only). Signal "changed": a game was added or
 * removed. Signal "file-kept-aside" (path, why): listing found an info file that is not a
 * file (a FIFO, a device, a folder) or far too large, or a game file that is not a file;
 * it was renamed to NAME.damaged-DATE (@path; the old path when that failed) without
 * being read, and the game is no longer listed. */

/* @directory NULL means g_get_user_data_dir()/sudominoku/games. */
SdmGameLibrary *sdm_game_library_new           (const char *directory);
const char     *sdm_game_library_get_directory (SdmGameLibrary *self);

/* Save @game (written at once, atomically) with the name and difficulty to show; returns
 * its id, or NULL and @error when it could not be written (then nothing was added). */
char           *sdm_game_library_add           (SdmGameLibrary *self,
                                                SdmGame        *game,
                                                const char     *name,
                                                const char     *difficulty,
                                                GError        **error);
/* The games, newest first: a GPtrArray of SdmGameInfo (freed with the array). A folder
 * whose info does not read is left out of the list and left on disk as it is. */
GPtrArray      *sdm_game_library_list          (SdmGameLibrary *self);
/* The number of games sdm_game_library_list() would give. */
guint           sdm_game_library_get_n_games   (SdmGameLibrary *self);
/* Load the game @id and take it out of the library. @info (may be NULL) receives what the
 * list said of it. A game that does not load gives NULL and @error, and stays on disk. */
SdmGame        *sdm_game_library_take          (SdmGameLibrary *self,
                                                const char     *id,
                                                SdmGameInfo   **info,
                                                GError        **error);
/* Forget the game @id (its files are deleted). */
gboolean        sdm_game_library_remove        (SdmGameLibrary *self,
                                                const char     *id,
                                                GError        **error);

G_END_DECLS
