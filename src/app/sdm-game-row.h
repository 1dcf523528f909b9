/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-row.h: a game in progress in the start view's "Continue" list (sdm-game-row.ui):
 * its kind and difficulty as the title; where it came from, how far it is and the time
 * played as the subtitle; a trash button and an arrow.
 *
 * Property "game-id" (string, construct-only): the SdmGameLibrary id of the game.
 * Signals: "activated" (AdwActionRow's) to resume the game; "remove" when its trash button
 * is pressed (the start view asks before it removes the game).
 */
#pragma once

#include <adwaita.h>

#include "sdm-game-library.h"

G_BEGIN_DECLS

#define SDM_TYPE_GAME_ROW (sdm_game_row_get_type ())
G_DECLARE_FINAL_TYPE (SdmGameRow, sdm_game_row, SDM, GAME_ROW, AdwActionRow)

GtkWidget  *sdm_game_row_new         (const SdmGameInfo *info);
const char *sdm_game_row_get_game_id (SdmGameRow        *self);

G_END_DECLS
