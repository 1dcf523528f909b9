/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino-palette-draw.c: how the palette draws its tiles (see sdm-domino-palette.c for
 * what they show): the digits' layouts, each tile's frame and hatch drawn once into a
 * texture, and the frame. */
#include "config.h"

#include <adwaita.h>

#include "sdm-domino-palette-private.h"
#include "sdm-theme.h"

/* Digit @d's layout, made on demand so that it follows the widget's font: bold, with
 * tabular figures. Each is shaped once: 72 digits are drawn in every frame. */
PangoLayout *
sdm_domino_palette_make_digit (SdmDominoPalette *self,
                               guint             d,
                               double            scale)
{
  PangoAttrList *attrs = pango_attr_list_new ();
  char text[2] = { (char) ('0' + d), 0 };
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *desc = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  int size = pango_font_description_get_size (desc);

  if (pango_font_description_get_size_is_absolute (desc))
    pango_font_description_set_absolute_size (desc, size * scale);
  else
    pango_font_description_set_size (desc, (int) (size * scale));
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  /* Latin digits from the same font in every locale (sdm_tag_digits). */
  sdm_tag_digits (attrs);
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

PangoLayout *
sdm_domino_palette_get_digit (SdmDominoPalette *self,
                              guint             d)
{
  if (self->digits[d] == NULL)
    self->digits[d] = sdm_domino_palette_make_digit (self, d, self->scale);
  return self->digits[d];
}

void
sdm_domino_palette_clear_scaled_digits (SdmDominoPalette *self)
{
  for (guint d = 0; d < G_N_ELEMENTS (self->digits); d++)
    g_clear_object (&self->digits[d]);
}

void
sdm_domino_palette_clear_digits (SdmDominoPalette *self)
{
  sdm_domino_palette_clear_scaled_digits (self);
  self->digit_w = self->digit_h = 0;
}

/* ------------------------------------------------------------------------------------ */
/* Drawing                                                                              */

/* An inset frame of @width px inside @outline. */
static void
append_frame (GtkSnapshot          *snapshot,
              const GskRoundedRect *outline,
              float                 width,
              const GdkRGBA        *color)
{
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gtk_snapshot_append_border (snapshot, outline, widths, colors);
}

/* A tile's background in @outline: the hatch (when @hatch is not NULL) and the frame. */
static void
append_background (GtkSnapshot          *snapshot,
                   const GskRoundedRect *outline,
                   const GdkRGBA        *hatch,
                   float                 period,
                   float                 frame_width,
                   const GdkRGBA        *frame)
{
  if (hatch != NULL)
    {
      gtk_snapshot_push_rounded_clip (snapshot, outline);
      sdm_append_hatch (snapshot, &outline->bounds, hatch, period, 0.4f);
      gtk_snapshot_pop (snapshot);
    }
  append_frame (snapshot, outline, frame_width, frame);
}

void
sdm_domino_palette_clear_looks (SdmDominoPalette *self)
{
  for (int i = 0; i < N_LOOKS; i++)
    g_clear_object (&self->looks[i].texture);
}

/* The background of a plain or a given tile (the 36 tiles have one size, and all but a
 * few one of these two looks) as a texture, rendered once by the window's own renderer at
 * the window's scale, so that every such tile is a texture node that puts the same pixels
 * where the tile's nodes would have: the tiles lie at whole pixels. With the cairo
 * renderer each border and each clipped gradient goes through its scan converter
 * (~140 k and ~540 k instructions a tile), a texture costs ~50 k. NULL (draw the nodes)
 * before the window has a renderer, and at a fractional scale, where a texture would be
 * resampled. */
static GdkTexture *
get_look (SdmDominoPalette     *self,
          LookKind              kind,
          const GskRoundedRect *outline,
          const GdkRGBA        *hatch,
          float                 period,
          const GdkRGBA        *frame)
{
  TileLook *look = &self->looks[kind];
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  int width = (int) outline->bounds.size.width, height = (int) outline->bounds.size.height;
  double radius = outline->corner[0].width;
  GskRenderer *renderer;
  GdkSurface *surface;
  GtkSnapshot *snapshot;
  GskRoundedRect at_origin;
  g_autoptr(GskRenderNode) node = NULL;
  int scale;

  if (native == NULL || (renderer = gtk_native_get_renderer (native)) == NULL ||
      !gsk_renderer_is_realized (renderer) || (surface = gtk_native_get_surface (native)) == NULL)
    return NULL;
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  if (gdk_surface_get_scale (surface) != scale)
    return NULL;
  if (look->texture != NULL && look->width == width && look->height == height &&
      look->radius == radius && look->scale == scale && gdk_rgba_equal (&look->frame, frame) &&
      (hatch == NULL || gdk_rgba_equal (&look->hatch, hatch)))
    return look->texture;

  g_clear_object (&look->texture);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_scale (snapshot, scale, scale);
  gsk_rounded_rect_init_from_rect (&at_origin, &GRAPHENE_RECT_INIT (0, 0, width, height), radius);
  append_background (snapshot, &at_origin, hatch, period, 1.f, frame);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return NULL;
  look->texture = gsk_renderer_render_texture (renderer, node,
                                               &GRAPHENE_RECT_INIT (0, 0, width * scale, height * scale));
  look->frame = *frame;
  look->hatch = hatch != NULL ? *hatch : (GdkRGBA) { 0 };
  look->width = width;
  look->height = height;
  look->radius = radius;
  look->scale = scale;
  return look->texture;
}

static void
draw_tile (SdmDominoPalette    *self,
           GtkSnapshot         *snapshot,
           guint                index,
           const SdmThemeColors *c,
           gboolean             focused)
{
  SdmDomino *domino = sdm_domino_palette_get_domino (self, index);
  graphene_rect_t cell = sdm_domino_palette_cell_rect (self, index);
  gboolean clue = sdm_domino_get_is_clue (domino);
  gboolean placed = sdm_domino_get_placed (domino) && !clue;
  gboolean conflict = sdm_domino_get_in_conflict (domino);
  gboolean chosen = (int) index == self->chosen;
  double scale = self->scale;
  int digit_w, digit_h, cell_w, cell_h, tile_w, tile_h;
  GskRoundedRect outline;
  GdkRGBA color = c->fg, frame, bar;
  float opacity = 1.f;
  float frame_width = 1.f;
  float x, y;

  /* Given tiles are hatched and dimmed, placed ones are in the accent colour, dimmed and
   * struck out; a tile in conflict has a thick red frame; the chosen one is filled. */
  if (clue || placed)
    opacity = 0.6f;
  if (placed)
    color = c->accent;
  frame = sdm_rgba_with_alpha (&color, 0.35f);
  if (conflict)
    {
      color = c->error;
      frame = c->error;
      frame_width = 2.f;
      opacity = 1.f;
    }
  if (chosen)
    {
      color = c->accent_fg;
      if (!conflict)
        frame = sdm_rgba_with_alpha (&color, 0.35f);
      opacity = 1.f;
    }

  if ((int) index == self->marked)
    {
      /* The tile the guide points at: as the board marks the cells a step changes, in
       * the hint's orange, filled and framed around the tile's cell. */
      GdkRGBA fill = sdm_rgba_with_alpha (&c->hint_target, 0.30f);

      gsk_rounded_rect_init_from_rect (&outline, &cell, CELL_RADIUS);
      gtk_snapshot_push_rounded_clip (snapshot, &outline);
      gtk_snapshot_append_color (snapshot, &fill, &cell);
      gtk_snapshot_pop (snapshot);
      append_frame (snapshot, &outline, 2.f, &c->hint_target);
    }
  if (focused)
    {
      GdkRGBA focus = sdm_rgba_with_alpha (&c->accent, 0.5f);

      gsk_rounded_rect_init_from_rect (&outline, &cell, CELL_RADIUS);
      append_frame (snapshot, &outline, 2.f, &focus);
    }

  pango_layout_get_pixel_size (sdm_domino_palette_get_digit (self, 0), &digit_w, &digit_h);
  sdm_domino_palette_cell_size (self, &cell_w, &cell_h);
  tile_w = (int) round ((cell_w - 2 * CELL_PADDING) * scale);
  tile_h = (int) cell.size.height - 2 * CELL_PADDING;
  /* The tile is centred in its cell, at whole pixels. */
  x = cell.origin.x + (int) ((cell.size.width - tile_w) / 2);
  y = cell.origin.y + CELL_PADDING;

  if (opacity < 1.f)
    gtk_snapshot_push_opacity (snapshot, opacity);
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (x, y, tile_w, tile_h), TILE_RADIUS * scale);
  if (chosen)
    {
      gtk_snapshot_push_rounded_clip (snapshot, &outline);
      gtk_snapshot_append_color (snapshot, &c->accent_bg, &outline.bounds);
      gtk_snapshot_pop (snapshot);
      append_frame (snapshot, &outline, frame_width, &frame);
    }
  else
    {
      /* Plain and given tiles (not in conflict) share a texture of their background,
       * the same pixels as its nodes (get_look()): with the cairo renderer the first
       * frame's main thread went from 501.4 to 492.8 M instructions
       * (tests/bench/startup-callgrind.sh says what else was tried). */
      GdkRGBA hatch = sdm_rgba_with_alpha (&c->fg, 0.22f);
      const GdkRGBA *hatched = clue ? &hatch : NULL;
      GdkTexture *look = NULL;

      if (!conflict && (clue || opacity == 1.f))
        look = get_look (self, clue ? LOOK_GIVEN : LOOK_PLAIN, &outline, hatched, 6.f * scale, &frame);
      if (look != NULL)
        gtk_snapshot_append_texture (snapshot, look, &outline.bounds);
      else
        append_background (snapshot, &outline, hatched, 6.f * scale, frame_width, &frame);
    }

  for (int half = 0; half < 2; half++)
    {
      PangoLayout *layout = sdm_domino_palette_get_digit (self, half == 0 ? sdm_domino_get_a (domino) : sdm_domino_get_b (domino));
      int left = half == 0 ? x : x + tile_w / 2;

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (left + (tile_w / 2 - digit_w) / 2,
                                                    y + (tile_h - digit_h) / 2));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
    }
  bar = sdm_rgba_with_alpha (&color, 0.45f);
  gtk_snapshot_append_color (snapshot, &bar,
                             &GRAPHENE_RECT_INIT (x + tile_w / 2, y + tile_h * 0.2f, 1, tile_h * 0.6f));
  if (placed)
    {
      /* Struck out, as a player crosses off a domino already used. */
      float thickness = MAX (2.f, roundf (2.f * scale));

      gtk_snapshot_append_color (snapshot, &color,
                                 &GRAPHENE_RECT_INIT (x + 3, roundf (y + (tile_h - thickness) / 2),
                                                      tile_w - 6, thickness));
    }
  if (opacity < 1.f)
    gtk_snapshot_pop (snapshot);
}

void
sdm_domino_palette_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (widget);
  gboolean focus_visible = (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0;
  SdmThemeColors c;

  sdm_theme_get_colors (GTK_WIDGET (self), &c);
  gtk_widget_snapshot_child (widget, self->count_label, snapshot);
  for (guint i = 0; i < sdm_domino_palette_n_tiles (self); i++)
    draw_tile (self, snapshot, i, &c, focus_visible && (int) i == self->focus);
}
