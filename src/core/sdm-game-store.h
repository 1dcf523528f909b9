/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-store.h: the game saved as it is played, and brought back at start.
 *
 * An SdmGameStore watches one SdmGame and writes it (sdm_game_serialize()) to
 * DIRECTORY/current-game after every move (SdmGame::position-changed; derived state such
 * as mistakes or uniqueness writes nothing), in a worker thread, atomically (a temporary
 * file, fsync, renamed over the old one: a reader or a crash sees the old game or the new
 * one, never a mix). Writes are debounced: the first change after a quiet spell is written
 * as soon as the main loop is idle (a burst of moves made in one go is one write), and
 * changes that come faster than "save-delay" ms apart are gathered into one write at the
 * end of that window. The default directory is g_get_user_data_dir()/sudominoku, which
 * follows $XDG_DATA_HOME. Killing the process loses at most the changes made since the
 * last write started: for a person playing, the last move (two moves within "save-delay"
 * ms of a write can both be lost).
 */
#pragma once

#include <gio/gio.h>

#include "sdm-game.h"

G_BEGIN_DECLS

#define SDM_TYPE_GAME_STORE (sdm_game_store_get_type ())
G_DECLARE_FINAL_TYPE (SdmGameStore, sdm_game_store, SDM, GAME_STORE, GObject)

/* Properties: "directory" (string, construct-only), "game" (SdmGame, read-write, may be
 * NULL), "save-delay" (uint ms, default 300), "dirty" (boolean, read-only: a change is not
 * on disk yet), "damaged-path" (string, read-only, see sdm_game_store_load_last()).
 * Signal "saved" (guint n_moves): a write finished; n_moves is the number of moves of the
 * game it wrote. Signal "save-failed" (GError *): a write failed. */

/* @directory NULL means g_get_user_data_dir()/sudominoku. */
SdmGameStore *sdm_game_store_new            (const char *directory);
const char   *sdm_game_store_get_directory  (SdmGameStore *self);
/* DIRECTORY/current-game. */
const char   *sdm_game_store_get_path       (SdmGameStore *self);
SdmGame      *sdm_game_store_get_game       (SdmGameStore *self);
/* Watch @game (NULL to stop) and save it soon. */
void          sdm_game_store_set_game       (SdmGameStore *self, SdmGame *game);
void          sdm_game_store_set_save_delay (SdmGameStore *self, guint milliseconds);
gboolean      sdm_game_store_get_dirty      (SdmGameStore *self);
/* Where sdm_game_store_load_last() put the last saved game that did not load
 * (DIRECTORY/current-game.damaged-DATE), or NULL. */
const char   *sdm_game_store_get_damaged_path (SdmGameStore *self);

/* The game's clock stopped (paused, the window closed or lost the focus): write the game
 * soon, as after a move, if its time moved since the last write, so that the time played
 * is not lost with the process. Time alone never writes while the clock runs. */
void          sdm_game_store_save_time      (SdmGameStore *self);

/* Write the game now, in this thread (at quit; disposing the store does it too).
 * Without a game there is nothing to write: TRUE. */
gboolean      sdm_game_store_flush          (SdmGameStore *self, GError **error);

/* The last saved game, replayed; NULL without an error when there is none. A file that
 * cannot be read gives NULL and a G_FILE_ERROR and is left as it is. A file that is not a
 * game (damaged, or larger than 2 MiB) gives NULL and SDM_GAME_ERROR_BAD_SAVE, and is moved
 * aside to DIRECTORY/current-game.damaged-DATE, never deleted: the message ends with
 * ". The file was kept as PATH" and "damaged-path" tells PATH. Removes the temporary files
 * of writes a crash cut short (and nothing else). Does not watch the game: call
 * sdm_game_store_set_game(). */
SdmGame      *sdm_game_store_load_last      (SdmGameStore *self, GError **error);
/* Forget the saved game (delete the file). */
gboolean      sdm_game_store_clear          (SdmGameStore *self, GError **error);

G_END_DECLS
