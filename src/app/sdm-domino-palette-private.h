/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino-palette-private.h: what the palette's layout, state and input
 * (sdm-domino-palette.c) and its drawing (sdm-domino-palette-draw.c) share. */
#pragma once

#include "sdm-domino-palette.h"

G_BEGIN_DECLS

/* The geometry of the tiles the palette draws: a 2 px gap between cells, a 2 px
 * padding around each tile (the focus ring lies in it), and inside the tile's 1 px
 * frame a 3 px by 5 px padding around the digits. */
#define SPACING       2
#define CELL_PADDING  2
#define CELL_RADIUS   8
#define TILE_PAD_X    5
#define TILE_PAD_Y    3
#define TILE_RADIUS   6
#define MIN_COLUMNS   6
#define MAX_COLUMNS   12
#define MIN_SCALE     0.8
#define MAX_SCALE     1.75
#define LABEL_GAP     4

/* What a plain or a given tile shows besides its digits, drawn once into a texture (see
 * get_look()), and what it was drawn for. */
typedef enum {
  LOOK_PLAIN,   /* the frame */
  LOOK_GIVEN,   /* the hatch and the frame */
  N_LOOKS
} LookKind;

typedef struct {
  GdkTexture *texture;
  GdkRGBA     frame;    /* the frame's colour */
  GdkRGBA     hatch;    /* the hatch's colour (LOOK_GIVEN) */
  int         width;    /* the tile's size */
  int         height;
  double      radius;
  int         scale;    /* the window's scale factor */
} TileLook;

struct _SdmDominoPalette
{
  GtkWidget    parent_instance;

  SdmGame     *game;
  GListModel  *dominoes;
  PangoLayout *digits[10]; /* digit d's layout at the current scale; NULL until needed */
  int          digit_w;    /* the size of "0" at scale 1, or 0 until measured */
  int          digit_h;
  int          chosen;
  int          marked;    /* the tile a guide points at, or -1 */
  int          focus;     /* the tile with the keyboard focus, 0..n-1 */
  int          columns;   /* of the last allocation */
  int          max_columns; /* the most columns, and the natural width's: MIN_COLUMNS..MAX_COLUMNS */
  double       scale;     /* of the tiles, from the last allocation: 1 to MAX_SCALE */
  int          tiles_y;   /* where the tiles start, below the count */
  GtkWidget   *count_label;   /* "N pairs left" */
  GtkWidget   *tiles[SDM_N_DOMINOES]; /* SdmDominoTile: each tile's accessible object, or NULL */
  TileLook     looks[N_LOOKS];
};

static inline guint
sdm_domino_palette_n_tiles (SdmDominoPalette *self)
{
  return self->dominoes != NULL ? g_list_model_get_n_items (self->dominoes) : 0;
}

/* A borrowed pointer: the game keeps its dominoes for its lifetime. */
static inline SdmDomino *
sdm_domino_palette_get_domino (SdmDominoPalette *self,
            guint             index)
{
  g_autoptr(SdmDomino) domino = NULL;

  if (self->dominoes == NULL)
    return NULL;
  domino = g_list_model_get_item (self->dominoes, index);
  return domino;
}

/* sdm-domino-palette.c: the geometry. */
void         sdm_domino_palette_cell_size    (SdmDominoPalette *self,
                                              int              *width,
                                              int              *height);
graphene_rect_t sdm_domino_palette_cell_rect (SdmDominoPalette *self,
                                              guint             index);

/* sdm-domino-palette-draw.c: the digits' layouts, the tiles' looks, the frame. */
PangoLayout *sdm_domino_palette_make_digit   (SdmDominoPalette *self,
                                              guint             d,
                                              double            scale);
PangoLayout *sdm_domino_palette_get_digit    (SdmDominoPalette *self,
                                              guint             d);
void         sdm_domino_palette_clear_scaled_digits (SdmDominoPalette *self);
void         sdm_domino_palette_clear_digits (SdmDominoPalette *self);
void         sdm_domino_palette_clear_looks  (SdmDominoPalette *self);
void         sdm_domino_palette_snapshot     (GtkWidget        *widget,
                                              GtkSnapshot      *snapshot);

G_END_DECLS
