/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino.h: one of the 36 dominoes, as the palette sees it.
 *
 * SdmGame owns 36 of these (index = sdm_domino_index (a, b)) and exposes them as a
 * GListModel; their properties change as the player places and removes dominoes, so
 * widgets bind to them instead of polling the game. */
#pragma once

#include <glib-object.h>

#include "sdm-puzzle.h"

G_BEGIN_DECLS

#define SDM_TYPE_DOMINO (sdm_domino_get_type ())
G_DECLARE_FINAL_TYPE (SdmDomino, sdm_domino, SDM, DOMINO, GObject)

/* Properties: "a" and "b" (uint, a < b, construct-only), "index" (uint 0..35),
 * "placed" (boolean), "cell" (int: first cell of the placement, -1 when not placed),
 * "direction" (SdmDirection), "is-clue" (boolean), "in-conflict" (boolean: the pair is
 * placed more than once, or its placement breaks a rule). */
guint        sdm_domino_get_a           (SdmDomino *self);
guint        sdm_domino_get_b           (SdmDomino *self);
guint        sdm_domino_get_index       (SdmDomino *self);
gboolean     sdm_domino_get_placed      (SdmDomino *self);
int          sdm_domino_get_cell        (SdmDomino *self);
SdmDirection sdm_domino_get_direction   (SdmDomino *self);
gboolean     sdm_domino_get_is_clue     (SdmDomino *self);
gboolean     sdm_domino_get_in_conflict (SdmDomino *self);

G_END_DECLS
