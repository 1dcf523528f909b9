/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-theme.h: the theme colours our custom-drawn widgets paint with. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* libadwaita's named colours, light or dark (sdm-theme.c says where they come from). */
typedef struct {
  GdkRGBA fg;         /* the widget's text colour */
  GdkRGBA bg;         /* view_bg_color */
  GdkRGBA accent;     /* accent_color: text and lines in the accent */
  GdkRGBA accent_bg;  /* accent_bg_color: fills in the accent */
  GdkRGBA accent_fg;  /* accent_fg_color: text on accent fills */
  GdkRGBA error;      /* error_color */
  /* A hint's cells (sdm-board-draw.c): those that prove the step in blue (blue_3), those
   * it changes in orange (orange_4), a pair that colour-blind players tell apart. */
  GdkRGBA hint_proof;
  GdkRGBA hint_target;
} SdmThemeColors;

void    sdm_theme_get_colors (GtkWidget      *widget,
                              SdmThemeColors *colors);

/* @color with its opacity multiplied by @alpha. */
GdkRGBA sdm_rgba_with_alpha  (const GdkRGBA  *color,
                              float           alpha);

/* Diagonal stripes over @rect, down to the right every @period px, the colour covering
 * @share of each period: given cells on the board, given tiles in the palette. */
void    sdm_append_hatch     (GtkSnapshot           *snapshot,
                              const graphene_rect_t *rect,
                              const GdkRGBA         *color,
                              float                  period,
                              float                  share);

/* Tags @attrs' text as English where the locale's fonts may not draw Latin digits. */
void    sdm_tag_digits       (PangoAttrList  *attrs);

G_END_DECLS
