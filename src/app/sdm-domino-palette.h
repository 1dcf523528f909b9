/* sdm-domino-palette.h: the 36 dominoes of a Sudominoku game, as tiles. */
#pragma once

#include <gtk/gtk.h>

#include "sdm-game.h"

G_BEGIN_DECLS

#define SDM_TYPE_DOMINO_PALETTE (sdm_domino_palette_get_type ())
G_DECLARE_FINAL_TYPE (SdmDominoPalette, sdm_domino_palette, SDM, DOMINO_PALETTE, GtkWidget)

/* Signal "domino-activated" (guint index): a tile was clicked. */
GtkWidget *sdm_domino_palette_new         (void);
SdmGame   *sdm_domino_palette_get_game    (SdmDominoPalette *self);
void       sdm_domino_palette_set_game    (SdmDominoPalette *self,
                                           SdmGame          *game);
/* The tile shown as chosen (0..35), or -1. */
int        sdm_domino_palette_get_chosen  (SdmDominoPalette *self);
void       sdm_domino_palette_set_chosen  (SdmDominoPalette *self,
                                           int               index);
/* The tile widget of domino @index (for tests). */
GtkWidget *sdm_domino_palette_get_tile    (SdmDominoPalette *self,
                                           guint             index);

G_END_DECLS
