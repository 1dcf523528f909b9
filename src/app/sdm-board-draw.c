/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-board-draw.c: the board's frame, in layers: the backgrounds (the view, the units,
 * equal digits and the selection, hint marks, clash hatching), the grid, the dominoes,
 * the digits and pencil marks, and the selected cell's frame. Colours are the theme's
 * (sdm-theme.c), looked up for every frame. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>

#include "sdm-board-private.h"
#include "sdm-theme.h"

/* What every layer of one frame needs. */
typedef struct
{
  SdmBoard       *board;
  SdmBoardLayout  l;
  SdmThemeColors  c;
  gboolean        dominoes;
  guint           selected_value;
  int             selected_partner;   /* the other cell of the selected domino, or -1 */
  /* The digits on the board per unit: a pencil mark one of them rules out is flagged. */
  guint16         placed_in_row[9], placed_in_col[9], placed_in_box[9];
  GdkRGBA         thin_color, thick_color, unit_color, equal_color, select_color, hatch_color,
                  pencil_color;
} Frame;

static void
append_rect (GtkSnapshot   *snapshot,
             const GdkRGBA *color,
             float          x,
             float          y,
             float          w,
             float          h)
{
  gtk_snapshot_append_color (snapshot, color, &GRAPHENE_RECT_INIT (x, y, w, h));
}

static void
append_outline (GtkSnapshot           *snapshot,
                const graphene_rect_t *rect,
                float                  radius,
                float                  width,
                const GdkRGBA         *color)
{
  GskRoundedRect rr;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&rr, rect, radius);
  gtk_snapshot_append_border (snapshot, &rr, widths, colors);
}

/* One kind of digit (a size and a weight) for one frame, each digit itemized and shaped
 * once rather than once a cell: a board shows up to 81 digits and 729 pencil marks, of nine
 * values. A digit is drawn as a text node of its one glyph, without a PangoLayout: a
 * layout's extents, and so its drawing, ask Pango for the font's metrics (line height),
 * which for a font not yet used shape a sample sentence of the language and measure its
 * glyphs: 2.7 M of the board's first frame's 4.2 M instructions
 * (tests/bench/startup-callgrind.sh). The glyph is placed where gtk_snapshot_append_layout()
 * put a one-digit layout's: its baseline at the font's ascent below the layout's top, and
 * its ink (in whole pixels, as pango_layout_get_pixel_extents() gives it) measured from the
 * same top left, so the pixels are the same. Digits are tagged as English text where the
 * locale's script is not Latin (sdm_tag_digits: in Korean, givens would lose their bold
 * face). */
typedef struct {
  SdmBoard         *board;
  double            px;
  PangoWeight       weight;
  PangoFont        *fonts[10];
  PangoGlyphString *glyphs[10];
  int               baseline[10];   /* Pango units below the top */
  PangoRectangle    ink[10];        /* pixels, from the top left */
} DigitStyle;

static void
digit_style_init (DigitStyle  *style,
                  SdmBoard    *self,
                  double       px,
                  PangoWeight  weight)
{
  memset (style, 0, sizeof *style);
  style->board = self;
  style->px = px;
  style->weight = weight;
}

static void
digit_style_clear (DigitStyle *style)
{
  for (guint d = 0; d < G_N_ELEMENTS (style->glyphs); d++)
    {
      g_clear_object (&style->fonts[d]);
      g_clear_pointer (&style->glyphs[d], pango_glyph_string_free);
    }
}

/* Itemizes and shapes digit @d, as a layout of its one character would. */
static gboolean
digit_style_shape (DigitStyle *style,
                   guint       d)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (style->board));
  PangoFontDescription *desc = pango_font_description_copy (pango_context_get_font_description (context));
  PangoAttrList *attrs = pango_attr_list_new ();
  char text[2] = { (char) ('0' + d), 0 };
  PangoRectangle ink, logical;
  PangoItem *item;
  GList *items;

  pango_font_description_set_absolute_size (desc, MAX (1.0, style->px) * PANGO_SCALE);
  pango_font_description_set_weight (desc, style->weight);
  pango_attr_list_insert (attrs, pango_attr_font_desc_new (desc));
  pango_font_description_free (desc);
  sdm_tag_digits (attrs);
  items = pango_itemize (context, text, 0, 1, attrs, NULL);
  pango_attr_list_unref (attrs);
  if (items == NULL)
    return FALSE;
  item = items->data;
  style->glyphs[d] = pango_glyph_string_new ();
  pango_shape_item (item, text, 1, NULL, style->glyphs[d],
                    pango_context_get_round_glyph_positions (context) ? PANGO_SHAPE_ROUND_POSITIONS
                                                                      : PANGO_SHAPE_NONE);
  style->fonts[d] = item->analysis.font != NULL ? g_object_ref (item->analysis.font) : NULL;
  g_list_free_full (items, (GDestroyNotify) pango_item_free);
  if (style->fonts[d] == NULL)
    {
      /* No font: nothing to draw, and shaped again next time rather than drawn fontless. */
      g_clear_pointer (&style->glyphs[d], pango_glyph_string_free);
      return FALSE;
    }

  pango_glyph_string_extents (style->glyphs[d], style->fonts[d], &ink, &logical);
  style->baseline[d] = -logical.y;
  ink.y += style->baseline[d];
  pango_extents_to_pixels (&ink, NULL);
  style->ink[d] = ink;
  return TRUE;
}

/* Draws digit @d (1-9) centred on (@cx, @cy) by its ink; @ink_out (nullable) gets the ink's
 * place. */
static void
append_digit (GtkSnapshot    *snapshot,
              DigitStyle     *style,
              guint           d,
              float           cx,
              float           cy,
              const GdkRGBA  *color,
              PangoRectangle *ink_out)
{
  const PangoRectangle *ink;
  GskRenderNode *node;

  g_return_if_fail (d < G_N_ELEMENTS (style->glyphs));

  if (style->glyphs[d] == NULL && !digit_style_shape (style, d))
    return;
  ink = &style->ink[d];
  node = gsk_text_node_new (style->fonts[d], style->glyphs[d], color,
                            &GRAPHENE_POINT_INIT (roundf (cx - ink->x - ink->width / 2.0f),
                                                  roundf (cy - ink->y - ink->height / 2.0f)
                                                  + (float) style->baseline[d] / PANGO_SCALE));
  if (node != NULL)
    {
      gtk_snapshot_append_node (snapshot, node);
      gsk_render_node_unref (node);
    }
  if (ink_out != NULL)
    {
      ink_out->x = roundf (cx - ink->width / 2.0f);
      ink_out->y = roundf (cy - ink->height / 2.0f);
      ink_out->width = ink->width;
      ink_out->height = ink->height;
    }
}

static gboolean
same_unit (int a,
           int b)
{
  return sdm_cell_row (a) == sdm_cell_row (b) || sdm_cell_col (a) == sdm_cell_col (b)
         || sdm_cell_box (a) == sdm_cell_box (b);
}

static void
frame_init (Frame     *f,
            SdmBoard  *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  memset (f, 0, sizeof *f);
  f->board = self;
  sdm_board_get_layout (self, &f->l);
  sdm_theme_get_colors (widget, &f->c);

  f->thin_color = sdm_rgba_with_alpha (&f->c.fg, 0.3f);
  f->thick_color = sdm_rgba_with_alpha (&f->c.fg, 0.85f);
  /* Shades a player sees at a glance in both styles: light text on a dark view needs more
   * of it than dark text on white (0.06 was near-invisible on #1e1e1e). The selected cell
   * is the strongest fill and also has a frame, drawn whether or not the board has the
   * keyboard focus; equal digits are a lighter tint of the same accent. */
  f->unit_color = sdm_rgba_with_alpha (&f->c.fg, dark ? 0.13f : 0.07f);
  f->equal_color = sdm_rgba_with_alpha (&f->c.accent_bg, dark ? 0.28f : 0.16f);
  f->select_color = sdm_rgba_with_alpha (&f->c.accent_bg, dark ? 0.55f : 0.38f);
  f->hatch_color = sdm_rgba_with_alpha (&f->c.error, 0.3f);
  /* Pencil marks in the text colour, nearly opaque, as GNOME Sudoku draws them. */
  f->pencil_color = sdm_rgba_with_alpha (&f->c.fg, 0.9f);

  f->dominoes = self->game != NULL && sdm_game_get_kind (self->game) == SDM_KIND_SUDOMINOKU;
  if (self->game == NULL)
    return;
  /* Digit-first play highlights the chosen digit, wherever the selection is. */
  f->selected_value = self->highlight_digit != 0 ? self->highlight_digit
                                                 : sdm_game_get_value (self->game, self->selected);
  f->selected_partner = f->dominoes ? sdm_game_get_partner (self->game, self->selected) : -1;
  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    {
      guint value = sdm_game_get_value (self->game, cell);

      if (value == 0)
        continue;
      f->placed_in_row[sdm_cell_row (cell)] |= 1u << (value - 1);
      f->placed_in_col[sdm_cell_col (cell)] |= 1u << (value - 1);
      f->placed_in_box[sdm_cell_box (cell)] |= 1u << (value - 1);
    }
}

/* The view's background (a finished board glows faintly in the accent colour), then the
 * cells': units, equal digits, clashes, selection, and the cells a hint points at. */
static void
draw_backgrounds (const Frame *f,
                  GtkSnapshot *snapshot)
{
  SdmBoard *self = f->board;
  const SdmBoardLayout *l = &f->l;

  append_rect (snapshot, &f->c.bg, l->x0, l->y0, l->size, l->size);
  if (self->game != NULL && sdm_game_get_solved (self->game))
    {
      GdkRGBA glow = sdm_rgba_with_alpha (&f->c.accent_bg, 0.12f);

      append_rect (snapshot, &glow, l->x0, l->y0, l->size, l->size);
    }

  for (int cell = 0; cell < SDM_N_CELLS && self->game != NULL; cell++)
    {
      graphene_rect_t r;
      guint value = sdm_game_get_value (self->game, cell);

      sdm_board_layout_cell_rect (l, cell, &r);
      /* A selected domino is selected whole (its partner has the fill, the cell the
       * frame): what a click on a used palette tile, or R, acts on. */
      if (cell == self->selected || cell == f->selected_partner)
        gtk_snapshot_append_color (snapshot, &f->select_color, &r);
      else if (self->highlight_equal && f->selected_value != 0 && value == f->selected_value)
        gtk_snapshot_append_color (snapshot, &f->equal_color, &r);
      else if (self->highlight_units && same_unit (cell, self->selected))
        gtk_snapshot_append_color (snapshot, &f->unit_color, &r);

      if (self->marks[cell] == SDM_BOARD_MARK_WITNESS)
        {
          /* The digits that rule the others out (a single's reason): the four corners
           * of a frame in the proof colour, as a viewfinder's, over a faint fill. Not a
           * whole frame: a domino is drawn as one, in blue when the player placed it. The
           * bars are a twentieth of the cell thick (2 px at least), a quarter long. */
          GdkRGBA fill = sdm_rgba_with_alpha (&f->c.hint_proof, 0.15f);
          float width = MAX (2.0f, roundf (l->cell / 20.0f));
          float arm = roundf (r.size.width / 4.0f);
          float x0 = r.origin.x + width, y0 = r.origin.y + width;
          float x1 = r.origin.x + r.size.width - width, y1 = r.origin.y + r.size.height - width;

          gtk_snapshot_append_color (snapshot, &fill, &r);
          append_rect (snapshot, &f->c.hint_proof, x0, y0, arm, width);
          append_rect (snapshot, &f->c.hint_proof, x0, y0, width, arm);
          append_rect (snapshot, &f->c.hint_proof, x1 - arm, y0, arm, width);
          append_rect (snapshot, &f->c.hint_proof, x1 - width, y0, width, arm);
          append_rect (snapshot, &f->c.hint_proof, x0, y1 - width, arm, width);
          append_rect (snapshot, &f->c.hint_proof, x0, y1 - arm, width, arm);
          append_rect (snapshot, &f->c.hint_proof, x1 - arm, y1 - width, arm, width);
          append_rect (snapshot, &f->c.hint_proof, x1 - width, y1 - arm, width, arm);
        }
      else if (self->marks[cell])
        {
          /* A hint: the cells that prove it in blue, the cells it changes in orange
           * (a pair that colour-blind players tell apart), both with an inner frame. */
          const GdkRGBA *mark = self->marks[cell] == SDM_BOARD_MARK_PROOF ? &f->c.hint_proof : &f->c.hint_target;
          GdkRGBA fill = sdm_rgba_with_alpha (mark, 0.30f);
          GdkRGBA frame = sdm_rgba_with_alpha (mark, 0.9f);
          graphene_rect_t inner;

          gtk_snapshot_append_color (snapshot, &fill, &r);
          graphene_rect_inset_r (&r, 2, 2, &inner);
          append_outline (snapshot, &inner, 2, 2, &frame);
        }

      if (self->show_clashes && sdm_game_is_in_conflict (self->game, cell))
        sdm_append_hatch (snapshot, &r, &f->hatch_color, MAX (6.0f, l->cell / 5.0f), 0.35f);
    }
  if (self->game == NULL)
    {
      graphene_rect_t r;

      sdm_board_layout_cell_rect (l, self->selected, &r);
      gtk_snapshot_append_color (snapshot, &f->select_color, &r);
    }
}

/* The lines, as full-length bars: thin ones between cells, thick ones around boxes. */
static void
draw_grid (const Frame *f,
           GtkSnapshot *snapshot)
{
  const SdmBoardLayout *l = &f->l;

  for (int i = 1; i < 9; i++)
    {
      if (i % 3 == 0)
        continue;
      append_rect (snapshot, &f->thin_color, l->x0 + l->pos[i] - l->thin, l->y0, l->thin, l->size);
      append_rect (snapshot, &f->thin_color, l->x0, l->y0 + l->pos[i] - l->thin, l->size, l->thin);
    }
  for (int i = 0; i <= 9; i += 3)
    {
      int p = i == 9 ? l->size - l->thick : l->pos[i] - l->thick;

      append_rect (snapshot, &f->thick_color, l->x0 + p, l->y0, l->thick, l->size);
      append_rect (snapshot, &f->thick_color, l->x0, l->y0 + p, l->size, l->thick);
    }
}

/* A wrong domino's outline: in the error colour and split where its two cells meet, as
 * a mistake's bar is split under the digit (the second cue, beside the colour). Each
 * half is the outline clipped to its own cell short of the border between them. */
static void
append_split_outline (GtkSnapshot           *snapshot,
                      const graphene_rect_t *u,
                      const graphene_rect_t *first,
                      gboolean               across,
                      float                  radius,
                      float                  width,
                      float                  gap,
                      const GdkRGBA         *color)
{
  graphene_rect_t halves[2];

  if (across)
    {
      float split = first->origin.x + first->size.width;

      graphene_rect_init (&halves[0], u->origin.x, u->origin.y, split - gap / 2 - u->origin.x, u->size.height);
      graphene_rect_init (&halves[1], split + gap / 2, u->origin.y,
                          u->origin.x + u->size.width - split - gap / 2, u->size.height);
    }
  else
    {
      float split = first->origin.y + first->size.height;

      graphene_rect_init (&halves[0], u->origin.x, u->origin.y, u->size.width, split - gap / 2 - u->origin.y);
      graphene_rect_init (&halves[1], u->origin.x, split + gap / 2,
                          u->size.width, u->origin.y + u->size.height - split - gap / 2);
    }
  for (int i = 0; i < 2; i++)
    {
      gtk_snapshot_push_clip (snapshot, &halves[i]);
      append_outline (snapshot, u, radius, width, color);
      gtk_snapshot_pop (snapshot);
    }
}

/* Dominoes: rounded outlines over their two cells. Clue dominoes are filled and drawn in
 * the text colour, placed ones in the accent colour, broken ones in the error colour,
 * wrong ones (in no solution, shown with the mistakes) in the error colour, split. */
static void
draw_dominoes (const Frame *f,
               GtkSnapshot *snapshot)
{
  SdmBoard *self = f->board;
  const SdmBoardLayout *l = &f->l;
  float inset = MAX (2.0f, l->cell * 0.07f);
  float width = MAX (2.0f, roundf (l->cell / 20.0f));

  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    {
      int partner = sdm_game_get_partner (self->game, cell);
      graphene_rect_t a, b, u;
      gboolean clue, broken, wrong;
      GdkRGBA color;

      if (partner <= cell)
        continue;
      sdm_board_layout_cell_rect (l, cell, &a);
      sdm_board_layout_cell_rect (l, partner, &b);
      graphene_rect_union (&a, &b, &u);
      graphene_rect_inset (&u, inset, inset);
      clue = sdm_board_is_clue_cell (self, cell);
      broken = self->show_clashes && sdm_game_is_in_conflict (self->game, cell)
               && sdm_game_is_in_conflict (self->game, partner);
      if (clue)
        {
          GdkRGBA fill = sdm_rgba_with_alpha (&f->c.fg, 0.08f);
          GskRoundedRect rr;

          gsk_rounded_rect_init_from_rect (&rr, &u, l->cell * 0.22f);
          gtk_snapshot_push_rounded_clip (snapshot, &rr);
          gtk_snapshot_append_color (snapshot, &fill, &u);
          gtk_snapshot_pop (snapshot);
        }
      wrong = !broken && !clue && self->show_mistakes && sdm_game_is_wrong_domino (self->game, cell);
      color = broken || wrong ? f->c.error : clue ? sdm_rgba_with_alpha (&f->c.fg, 0.75f) : f->c.accent;
      if (wrong)
        append_split_outline (snapshot, &u, &a, partner == cell + 1, l->cell * 0.22f, width + 1,
                              MAX (4.0f, l->cell * 0.16f), &color);
      else
        append_outline (snapshot, &u, l->cell * 0.22f, broken ? width + 1 : width, &color);
    }
}

/* The digits (givens bold, the player's in the accent colour, clashes and mistakes in the
 * error colour with a bar under them) and the pencil marks of empty cells. */
static void
draw_digits (const Frame *f,
             GtkSnapshot *snapshot)
{
  SdmBoard *self = f->board;
  const SdmBoardLayout *l = &f->l;
  DigitStyle given_style, entry_style, pencil_style;

  digit_style_init (&given_style, self, l->cell * SDM_BOARD_DIGIT_SCALE, PANGO_WEIGHT_BOLD);
  digit_style_init (&entry_style, self, l->cell * SDM_BOARD_DIGIT_SCALE, PANGO_WEIGHT_NORMAL);
  digit_style_init (&pencil_style, self, l->cell * SDM_BOARD_PENCIL_SCALE, PANGO_WEIGHT_MEDIUM);

  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    {
      graphene_rect_t r;
      guint value = sdm_game_get_value (self->game, cell);
      float cx, cy;

      sdm_board_layout_cell_rect (l, cell, &r);
      cx = r.origin.x + r.size.width / 2.0f;
      cy = r.origin.y + r.size.height / 2.0f;

      if (value != 0)
        {
          gboolean given = sdm_game_is_given (self->game, cell);
          gboolean clash = self->show_clashes && sdm_game_is_in_conflict (self->game, cell);
          gboolean mistake = !given && self->show_mistakes && sdm_game_is_mistake (self->game, cell);
          const GdkRGBA *color = (clash || mistake) ? &f->c.error : given ? &f->c.fg : &f->c.accent;
          PangoRectangle ink;

          append_digit (snapshot, given ? &given_style : &entry_style, value, cx, cy, color, &ink);
          if (clash || mistake)
            {
              /* The second cue: a bar under the digit (solid for a clash, split for a
               * mistake), so the state never depends on seeing red. */
              float bar = MAX (2.0f, roundf (l->cell / 18.0f));
              float y = MIN (r.origin.y + r.size.height - bar - 1, ink.y + ink.height + bar);
              float w = l->cell * 0.5f;

              if (clash)
                append_rect (snapshot, &f->c.error, roundf (cx - w / 2), roundf (y), roundf (w), bar);
              else
                {
                  append_rect (snapshot, &f->c.error, roundf (cx - w / 2), roundf (y), roundf (w * 0.4f), bar);
                  append_rect (snapshot, &f->c.error, roundf (cx + w * 0.1f), roundf (y), roundf (w * 0.4f), bar);
                }
            }
          if (f->dominoes && given && sdm_puzzle_cell_is_isolated (sdm_game_get_puzzle (self->game), cell))
            {
              /* An isolated given stands alone: a ring around it. */
              graphene_rect_t ring = r;
              GdkRGBA ring_color = sdm_rgba_with_alpha (&f->c.fg, 0.45f);

              graphene_rect_inset (&ring, l->cell * 0.13f, l->cell * 0.13f);
              append_outline (snapshot, &ring, ring.size.width / 2.0f,
                              MAX (1.0f, roundf (l->cell / 30.0f)), &ring_color);
            }
        }
      else
        {
          guint pencil = sdm_game_get_pencil (self->game, cell);
          guint ruled_out = pencil & (f->placed_in_row[sdm_cell_row (cell)] | f->placed_in_col[sdm_cell_col (cell)]
                                      | f->placed_in_box[sdm_cell_box (cell)]);

          for (guint d = 1; d <= 9 && pencil != 0; d++)
            {
              gboolean clash = self->show_clashes && (ruled_out & (1u << (d - 1)));
              const GdkRGBA *color = &f->pencil_color;
              PangoRectangle ink;
              float px, py;

              if (!(pencil & (1u << (d - 1))))
                continue;
              if (clash)
                color = &f->c.error;
              else if (f->selected_value == d && self->highlight_equal)
                color = &f->c.accent;
              px = r.origin.x + r.size.width * (0.2f + 0.3f * ((d - 1) % 3));
              py = r.origin.y + r.size.height * (0.2f + 0.3f * ((d - 1) / 3));
              append_digit (snapshot, &pencil_style, d, px, py, color, &ink);
              if (clash)
                {
                  /* The second cue: the mark is struck out, as a player would cross it
                   * off on paper. */
                  float bar = MAX (1.0f, roundf (l->cell / 30.0f));
                  float w = ink.width + 2 * bar + 2;

                  append_rect (snapshot, &f->c.error, roundf (px - w / 2), roundf (py - bar / 2), roundf (w), bar);
                }
            }
        }
    }
  digit_style_clear (&given_style);
  digit_style_clear (&entry_style);
  digit_style_clear (&pencil_style);
}

/* The chosen palette pair where a click would put it: a filled tile across the two cells
 * in the accent colour, as the chosen tile is drawn in the palette, with its digits the
 * way round they would go. It covers what is under it. */
static void
draw_preview (const Frame *f,
              GtkSnapshot *snapshot)
{
  SdmBoard *self = f->board;
  const SdmBoardLayout *l = &f->l;
  DigitStyle style;
  graphene_rect_t a, b, u;
  GskRoundedRect rr;
  GdkRGBA edge;
  float inset = MAX (2.0f, l->cell * 0.07f);

  if (self->preview[0] < 0 || self->preview[1] < 0)
    return;
  sdm_board_layout_cell_rect (l, self->preview[0], &a);
  sdm_board_layout_cell_rect (l, self->preview[1], &b);
  graphene_rect_union (&a, &b, &u);
  graphene_rect_inset (&u, inset, inset);
  gsk_rounded_rect_init_from_rect (&rr, &u, l->cell * 0.22f);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &f->c.accent_bg, &u);
  gtk_snapshot_pop (snapshot);
  edge = sdm_rgba_with_alpha (&f->c.accent_fg, 0.45f);
  append_outline (snapshot, &u, l->cell * 0.22f, MAX (1.0f, roundf (l->cell / 26.0f)), &edge);

  digit_style_init (&style, self, l->cell * SDM_BOARD_DIGIT_SCALE, PANGO_WEIGHT_BOLD);
  for (int i = 0; i < 2; i++)
    {
      graphene_rect_t *r = i == 0 ? &a : &b;

      append_digit (snapshot, &style, self->preview_digits[i], r->origin.x + r->size.width / 2.0f,
                    r->origin.y + r->size.height / 2.0f, &f->c.accent_fg, NULL);
    }
  digit_style_clear (&style);
}

/* The selected cell's frame, with or without the keyboard focus: after a click on the
 * digit bar or the palette the player still sees where the next digit goes. */
static void
draw_focus (const Frame *f,
            GtkSnapshot *snapshot)
{
  graphene_rect_t r;

  sdm_board_layout_cell_rect (&f->l, f->board->selected, &r);
  append_outline (snapshot, &r, 0, MAX (2, f->l.cell / 18), &f->c.accent);
}

void
sdm_board_draw (SdmBoard    *self,
                GtkSnapshot *snapshot)
{
  Frame f;

  frame_init (&f, self);
  draw_backgrounds (&f, snapshot);
  draw_grid (&f, snapshot);
  if (self->game == NULL)
    return;
  if (f.dominoes)
    draw_dominoes (&f, snapshot);
  draw_digits (&f, snapshot);
  draw_focus (&f, snapshot);
  if (f.dominoes)
    draw_preview (&f, snapshot);
}
