/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino-tile.h: one tile of the domino palette as an accessible object of its own. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SDM_TYPE_DOMINO_TILE (sdm_domino_tile_get_type ())
G_DECLARE_FINAL_TYPE (SdmDominoTile, sdm_domino_tile, SDM, DOMINO_TILE, GtkWidget)

/* A tile of the palette's (sdm-domino-palette.c): a widget that draws nothing (the palette
 * draws every tile), takes no pointer event and no keyboard focus (the palette keeps both),
 * and is a button to assistive technologies. Activating it (gtk_widget_activate(), or its
 * action "tile.choose", which AT-SPI offers as the button's action) activates
 * "palette.activate" with its index, as a click on the tile does. */
GtkWidget *sdm_domino_tile_new       (guint          index);
guint      sdm_domino_tile_get_index (SdmDominoTile *self);

G_END_DECLS
