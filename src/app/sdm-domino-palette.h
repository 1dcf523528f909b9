/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino-palette.h: the 36 dominoes of a Sudominoku game, as tiles. */
#pragma once

#include <gtk/gtk.h>

#include "sdm-game.h"

G_BEGIN_DECLS

#define SDM_TYPE_DOMINO_PALETTE (sdm_domino_palette_get_type ())
G_DECLARE_FINAL_TYPE (SdmDominoPalette, sdm_domino_palette, SDM, DOMINO_PALETTE, GtkWidget)

/* Signal "domino-activated" (guint index): a tile was clicked, or Enter pressed on it.
 * Action "palette.activate" (u): the same as a click on tile u. */
GtkWidget *sdm_domino_palette_new         (void);
SdmGame   *sdm_domino_palette_get_game    (SdmDominoPalette *self);
void       sdm_domino_palette_set_game    (SdmDominoPalette *self,
                                           SdmGame          *game);
/* The tile shown as chosen (0..35), or -1. */
int        sdm_domino_palette_get_chosen  (SdmDominoPalette *self);
void       sdm_domino_palette_set_chosen  (SdmDominoPalette *self,
                                           int               index);
/* The tile a guide points at (0..35), drawn as the board draws the cells a hint changes,
 * or -1. */
int        sdm_domino_palette_get_marked  (SdmDominoPalette *self);
void       sdm_domino_palette_set_marked  (SdmDominoPalette *self,
                                           int               index);
/* The most columns of tiles, and the natural width's (6 to 12, 12 by default): 6 when the
 * palette lies beside the board, whose width it would otherwise take. */
int        sdm_domino_palette_get_max_columns (SdmDominoPalette *self);
void       sdm_domino_palette_set_max_columns (SdmDominoPalette *self,
                                                   int               columns);
/* Whether tile @index is drawn in state @state: "clue", "placed" (and not given),
 * "conflict", "chosen" or "marked". For tests. */
gboolean   sdm_domino_palette_tile_has_state (SdmDominoPalette *self,
                                              guint             index,
                                              const char       *state);
/* The area of tile @index in the palette's coordinates (its frame, without the cell's
 * padding); FALSE when there is no such tile. For tests. */
gboolean   sdm_domino_palette_get_tile_area  (SdmDominoPalette *self,
                                              guint             index,
                                              graphene_rect_t  *area);
/* The dominoes neither given nor placed: what "N pairs left" counts. */
guint      sdm_domino_palette_get_n_left     (SdmDominoPalette *self);
/* The tile with the keyboard focus (moved by the arrow keys), or -1 without a game. */
int        sdm_domino_palette_get_focus_tile (SdmDominoPalette *self);

G_END_DECLS
