/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino-palette.c: the 36 dominoes as tiles, bound to sdm_game_get_dominoes().
 *
 * One widget draws every tile (a domino: two digits and a bar between them, in a rounded
 * frame) and lays them out in rows like a homogeneous flow box: as many columns as fit,
 * 6 to 12 (to "max-columns": 6 beside the board), the tiles no narrower than MIN_SCALE
 * times their natural width (the more
 * columns, the fewer rows: on a phone the palette leaves the board its room); the tiles,
 * digits included, grow with the width the palette is given (up to MAX_SCALE times their
 * natural size). 36 child widgets drawing each tile would cost more at start-up than
 * the whole board. Above the tiles a label counts the pairs still to place. Each tile's look
 * follows its SdmDomino's state, never by colour alone: given (clue: hatched), placed
 * (struck out), in conflict (a thick frame), or chosen (filled: the tile the player
 * picked to place next); the tile a guide points at is marked in the hint's orange. A
 * click or Enter on a tile emits "domino-activated"; the arrow
 * keys move the focus between tiles, whose state is the palette's accessible description
 * and tooltip. For screen readers each tile is also an accessible object of its own, an
 * SdmDominoTile child that draws nothing and takes neither clicks nor the focus: a button
 * named by its digits ("1 and 2"), described by its state ("Free", "Placed", "Given", in
 * conflict; "selected" when chosen), at its tile's place, whose action is a click on the
 * tile; the focused tile's is the palette's active descendant.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sdm-domino-palette-private.h"
#include "sdm-domino-tile.h"
#include "sdm-theme.h"

enum {
  PROP_0,
  PROP_GAME,
  PROP_CHOSEN,
  PROP_MAX_COLUMNS,
  PROP_MARKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  DOMINO_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmDominoPalette, sdm_domino_palette, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------------------------------ */
/* Geometry                                                                             */

/* The size of a digit at scale 1. */
static void
digit_size (SdmDominoPalette *self,
            int              *width,
            int              *height)
{
  if (self->digit_w == 0)
    {
      g_autoptr(PangoLayout) zero = sdm_domino_palette_make_digit (self, 0, 1.0);

      pango_layout_get_pixel_size (zero, &self->digit_w, &self->digit_h);
    }
  *width = self->digit_w;
  *height = self->digit_h;
}

/* The natural size of one cell (at scale 1): the tile (two digits with a bar between them,
 * with a gap on each side as wide as half a digit, and its padding; the frame is drawn
 * inside it) and the cell's padding. */
void
sdm_domino_palette_cell_size (SdmDominoPalette *self,
                              int              *width,
                              int              *height)
{
  int digit_w, digit_h;

  digit_size (self, &digit_w, &digit_h);
  *width = 3 * digit_w + 1 + 2 * TILE_PAD_X + 2 * CELL_PADDING;
  *height = digit_h + 2 * TILE_PAD_Y + 2 * CELL_PADDING;
}

static int
rows_needed (int n,
             int columns)
{
  return (n + columns - 1) / columns;
}

/* As many columns as fit in @width at MIN_SCALE of the cells' natural width, within 6..12
 * and no more than "max-columns" (beside the board, where height is plenty, six columns
 * of larger tiles), but never so many that the last row is left short: 36 tiles
 * go in 6, 9 or 12 columns (7 would leave one tile alone on the sixth row); the tiles grow
 * into the room that is left. A count with no divisor in range gets its rows balanced
 * instead. */
static int
columns_for_width (SdmDominoPalette *self,
                   int               width)
{
  int cell_w, cell_h, fit, n = (int) sdm_domino_palette_n_tiles (self);

  sdm_domino_palette_cell_size (self, &cell_w, &cell_h);
  fit = CLAMP ((int) ((width + SPACING) / (cell_w * MIN_SCALE + SPACING)), MIN_COLUMNS, self->max_columns);
  if (n <= 0)
    return fit;
  for (int columns = MIN (fit, n); columns >= MIN_COLUMNS; columns--)
    if (n % columns == 0)
      return columns;
  return MAX ((n + rows_needed (n, fit) - 1) / rows_needed (n, fit), 1);
}

static int
rows_for_columns (SdmDominoPalette *self,
                  int               columns)
{
  return ((int) sdm_domino_palette_n_tiles (self) + columns - 1) / columns;
}

/* How much the tiles grow in @width: as much as the columns' share of it allows. */
static double
scale_for_width (SdmDominoPalette *self,
                 int               width)
{
  int cell_w, cell_h, columns = columns_for_width (self, width);
  double share = (width - (columns - 1) * SPACING) / (double) columns;

  sdm_domino_palette_cell_size (self, &cell_w, &cell_h);
  return CLAMP (share / cell_w, MIN_SCALE, MAX_SCALE);
}

static int
cell_height_for_scale (SdmDominoPalette *self,
                       double            scale)
{
  int cell_w, cell_h;

  sdm_domino_palette_cell_size (self, &cell_w, &cell_h);
  return (int) round (cell_h * scale);
}

static int
tiles_height (SdmDominoPalette *self,
              int               rows,
              double            scale)
{
  return rows * cell_height_for_scale (self, scale) + (rows - 1) * SPACING;
}

static int
label_height (SdmDominoPalette *self,
              int               width)
{
  int min, nat;

  if (!gtk_widget_should_layout (self->count_label))
    return 0;
  gtk_widget_measure (self->count_label, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return nat;
}

static void sdm_domino_palette_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                        int *minimum, int *natural, int *minimum_baseline,
                                        int *natural_baseline);

/* The width the palette lays its tiles out in, given @width: aligned rather than filling,
 * it gets no more than its natural width (gtk_widget_allocate). */
static int
layout_width (SdmDominoPalette *self,
              int               width)
{
  int minimum, natural, baseline;

  if (width < 0 || gtk_widget_get_halign (GTK_WIDGET (self)) == GTK_ALIGN_FILL)
    return width;
  sdm_domino_palette_measure (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1,
                              &minimum, &natural, &baseline, &baseline);
  return MIN (width, natural);
}

static void
sdm_domino_palette_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (widget);
  int cell_w, cell_h;

  sdm_domino_palette_cell_size (self, &cell_w, &cell_h);
  if (sdm_domino_palette_n_tiles (self) == 0)
    {
      *minimum = *natural = 0;
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int most = MIN (self->max_columns, (int) sdm_domino_palette_n_tiles (self));
      int least = MIN (MIN_COLUMNS, most);
      int label_min, label_nat;

      gtk_widget_measure (self->count_label, GTK_ORIENTATION_HORIZONTAL, -1, &label_min, &label_nat, NULL, NULL);
      *minimum = MAX (label_min, (int) ceil (least * cell_w * MIN_SCALE) + (least - 1) * SPACING);
      *natural = MAX (label_nat, most * cell_w + (most - 1) * SPACING);
    }
  else
    {
      /* Without a width: at least the rows at the most columns and the smallest tiles
       * (no width makes it lower: at 460 px, twelve columns of tiles at 0.94 of their
       * size were lower than at 1.0, and GTK warned), naturally the rows at the least
       * columns; with a width, as tall as the tiles grown to the width they will have. */
      int width = layout_width (self, for_size);
      int min_rows = rows_for_columns (self, width < 0 ? self->max_columns : columns_for_width (self, width));
      int nat_rows = width < 0 ? rows_for_columns (self, MIN_COLUMNS) : min_rows;
      double scale = width < 0 ? 1.0 : scale_for_width (self, width);
      int label = label_height (self, width) + LABEL_GAP;

      *minimum = label + tiles_height (self, min_rows, width < 0 ? MIN_SCALE : scale);
      *natural = label + tiles_height (self, nat_rows, scale);
    }
}

static GtkSizeRequestMode
sdm_domino_palette_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
sdm_domino_palette_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (widget);
  double scale = scale_for_width (self, width);
  int label = label_height (self, width);

  self->columns = columns_for_width (self, width);
  if (scale != self->scale)
    {
      self->scale = scale;
      sdm_domino_palette_clear_scaled_digits (self);
    }
  gtk_widget_allocate (self->count_label, width, label, -1, NULL);
  self->tiles_y = label + LABEL_GAP;
  /* Each tile's accessible object gets its tile's area: its extents for AT-SPI. */
  for (guint i = 0; i < sdm_domino_palette_n_tiles (self) && i < SDM_N_DOMINOES; i++)
    {
      graphene_rect_t area = sdm_domino_palette_cell_rect (self, i);
      int min, nat;

      if (self->tiles[i] == NULL)
        continue;
      graphene_rect_inset (&area, CELL_PADDING, CELL_PADDING);
      /* GTK wants a child measured before it is allocated; it draws nothing, so any size. */
      gtk_widget_measure (self->tiles[i], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_size_allocate (self->tiles[i],
                                &(GtkAllocation) { area.origin.x, area.origin.y,
                                                   area.size.width, area.size.height }, -1);
    }
}

/* The rectangle of cell @index (its tile and the padding around it). The extra width is
 * shared between the columns in whole pixels, the first columns getting one more, as in a
 * flow box. */
graphene_rect_t
sdm_domino_palette_cell_rect (SdmDominoPalette *self,
                              guint             index)
{
  int columns = MAX (self->columns, 1);
  int column = index % columns;
  int cell_h, space, width, extra;

  cell_h = cell_height_for_scale (self, self->scale);
  space = gtk_widget_get_width (GTK_WIDGET (self)) - (columns - 1) * SPACING;
  width = space / columns;
  extra = space % columns;
  return GRAPHENE_RECT_INIT (column * (width + SPACING) + MIN (column, extra),
                             self->tiles_y + (index / columns) * (cell_h + SPACING),
                             width + (column < extra ? 1 : 0), cell_h);
}

static int
tile_at (SdmDominoPalette *self,
         double            x,
         double            y)
{
  for (guint i = 0; i < sdm_domino_palette_n_tiles (self); i++)
    {
      graphene_rect_t r = sdm_domino_palette_cell_rect (self, i);

      if (graphene_rect_contains_point (&r, &GRAPHENE_POINT_INIT (x, y)))
        return i;
    }
  return -1;
}

/* ------------------------------------------------------------------------------------ */
/* State, tooltips and accessibility                                                    */

/* A tile's state, as its tooltip and its accessible object say it; the first that holds
 * of these, in this order. */
typedef enum {
  TILE_CONFLICT,
  TILE_GIVEN,
  TILE_PLACED,
  TILE_FREE,
} TileState;

static TileState
tile_state (SdmDomino *domino)
{
  if (sdm_domino_get_in_conflict (domino))
    return TILE_CONFLICT;
  if (sdm_domino_get_is_clue (domino))
    return TILE_GIVEN;
  if (sdm_domino_get_placed (domino))
    return TILE_PLACED;
  return TILE_FREE;
}

/* The text of tile @index: its digits and state. */
static char *
describe_tile (SdmDominoPalette *self,
               guint             index)
{
  SdmDomino *domino = sdm_domino_palette_get_domino (self, index);
  guint a = sdm_domino_get_a (domino), b = sdm_domino_get_b (domino);

  switch (tile_state (domino))
    {
    case TILE_CONFLICT:
      /* Translators: tooltip of a domino tile; the two digits. */
      return g_strdup_printf (_("Domino %u–%u: placed more than once or breaking a rule"), a, b);
    case TILE_GIVEN:
      return g_strdup_printf (_("Domino %u–%u: given"), a, b);
    case TILE_PLACED:
      return g_strdup_printf (_("Domino %u–%u: placed (click to select it on the board, then R or a click on it turns it round)"), a, b);
    case TILE_FREE:
    default:
      return g_strdup_printf (_("Domino %u–%u: free (click, then click where it goes on the board)"), a, b);
    }
}

/* The short state of tile @index, as its accessible object's description says it:
 * "Free", "Placed", "Given" or in conflict, and ", chosen" for the chosen tile. */
static char *
describe_tile_state (SdmDominoPalette *self,
                     guint             index)
{
  const char *state;

  switch (tile_state (sdm_domino_palette_get_domino (self, index)))
    {
    case TILE_CONFLICT:
      /* Translators: accessible description of a domino tile in conflict. */
      state = C_("domino tile", "Placed more than once or breaking a rule");
      break;
    case TILE_GIVEN:
      /* Translators: accessible description of a given (clue) domino tile. */
      state = C_("domino tile", "Given");
      break;
    case TILE_PLACED:
      /* Translators: accessible description of a domino tile already on the board. */
      state = C_("domino tile", "Placed");
      break;
    case TILE_FREE:
    default:
      /* Translators: accessible description of a domino tile still to place. */
      state = C_("domino tile", "Free");
      break;
    }
  if ((int) index == self->chosen)
    return g_strdup_printf (_("%s, chosen"), state);
  return g_strdup (state);
}

/* Tile @index's accessible object: its state (the description; "selected" for the chosen
 * tile, "invalid" for one in conflict). Its label is set once, with the game. */
static void
update_tile (SdmDominoPalette *self,
             guint             index)
{
  SdmDomino *domino;
  g_autofree char *state = NULL;

  if (index >= SDM_N_DOMINOES || self->tiles[index] == NULL || index >= sdm_domino_palette_n_tiles (self))
    return;
  domino = sdm_domino_palette_get_domino (self, index);
  state = describe_tile_state (self, index);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tiles[index]),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, state, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->tiles[index]),
                               GTK_ACCESSIBLE_STATE_SELECTED, (int) index == self->chosen,
                               GTK_ACCESSIBLE_STATE_INVALID,
                               sdm_domino_get_in_conflict (domino) ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                               -1);
}

/* One accessible object per tile while there is a game (sdm-domino-tile.c says why they
 * are widgets), labelled with the pair's digits; none without one. */
static void
sync_tiles (SdmDominoPalette *self)
{
  guint n = MIN (sdm_domino_palette_n_tiles (self), SDM_N_DOMINOES);

  for (guint i = 0; i < SDM_N_DOMINOES; i++)
    {
      SdmDomino *domino;
      g_autofree char *label = NULL;

      if (i >= n)
        {
          g_clear_pointer (&self->tiles[i], gtk_widget_unparent);
          continue;
        }
      if (self->tiles[i] == NULL)
        {
          self->tiles[i] = sdm_domino_tile_new (i);
          gtk_widget_set_parent (self->tiles[i], GTK_WIDGET (self));
        }
      domino = sdm_domino_palette_get_domino (self, i);
      /* Translators: the accessible name of a domino tile: its two digits, as a screen
       * reader says them. */
      label = g_strdup_printf (C_("domino tile", "%u and %u"), sdm_domino_get_a (domino), sdm_domino_get_b (domino));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->tiles[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      update_tile (self, i);
    }
}

/* The focused tile's state is the palette's accessible description, with "chosen"; its
 * accessible object is the palette's active descendant, the item a screen reader presents
 * while the palette has the focus. */
static void
update_accessible (SdmDominoPalette *self)
{
  g_autofree char *text = NULL;

  if (sdm_domino_palette_n_tiles (self) == 0)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT);
      return;
    }
  text = describe_tile (self, self->focus);
  if (self->focus == self->chosen)
    {
      char *chosen;

      /* Translators: accessible description of the chosen domino tile. */
      chosen = g_strdup_printf (_("%s, chosen"), text);
      g_free (text);
      text = chosen;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  if (self->focus < SDM_N_DOMINOES && self->tiles[self->focus] != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT, self->tiles[self->focus], -1);
}

static gboolean
query_tooltip_cb (GtkWidget        *widget,
                  int               x,
                  int               y,
                  gboolean          keyboard,
                  GtkTooltip       *tooltip,
                  SdmDominoPalette *self)
{
  int index = keyboard ? self->focus : tile_at (self, x, y);
  g_autofree char *text = NULL;
  graphene_rect_t r;

  if (index < 0 || index >= (int) sdm_domino_palette_n_tiles (self))
    return FALSE;
  text = describe_tile (self, index);
  r = sdm_domino_palette_cell_rect (self, index);
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { r.origin.x, r.origin.y, r.size.width, r.size.height });
  return TRUE;
}

static guint
count_left (SdmDominoPalette *self)
{
  guint left = 0;

  for (guint i = 0; i < sdm_domino_palette_n_tiles (self); i++)
    left += !sdm_domino_get_placed (sdm_domino_palette_get_domino (self, i)) && !sdm_domino_get_is_clue (sdm_domino_palette_get_domino (self, i));
  return left;
}

static void
update_count (SdmDominoPalette *self)
{
  guint left = count_left (self);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->count_label, sdm_domino_palette_n_tiles (self) > 0);
  if (left == 0)
    text = g_strdup (_("Every domino is placed"));
  else
    /* Translators: above the domino palette; the dominoes not placed yet. */
    text = g_strdup_printf (ngettext ("%u pair left", "%u pairs left", left), left);
  gtk_label_set_label (GTK_LABEL (self->count_label), text);
}

static void
domino_notify_cb (SdmDomino        *domino,
                  GParamSpec       *pspec,
                  SdmDominoPalette *self)
{
  update_count (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_tile (self, sdm_domino_get_index (domino));
  if ((int) sdm_domino_get_index (domino) == self->focus)
    update_accessible (self);
}

/* ------------------------------------------------------------------------------------ */
/* Clicks and keys                                                                      */

static void
set_focus_tile (SdmDominoPalette *self,
                int               index)
{
  int n = sdm_domino_palette_n_tiles (self);

  if (n == 0)
    return;
  index = CLAMP (index, 0, n - 1);
  if (index == self->focus)
    return;
  self->focus = index;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
activate_tile (SdmDominoPalette *self,
               int               index)
{
  if (index < 0 || index >= (int) sdm_domino_palette_n_tiles (self))
    return;
  set_focus_tile (self, index);
  g_signal_emit (self, signals[DOMINO_ACTIVATED], 0, (guint) index);
}

static void
click_released_cb (GtkGestureClick  *gesture,
                   int               n_press,
                   double            x,
                   double            y,
                   SdmDominoPalette *self)
{
  int index = tile_at (self, x, y);

  if (index < 0)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  activate_tile (self, index);
}

/* "palette.activate" (u): what a click on tile @u, or Enter on it, does. */
static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  activate_tile (SDM_DOMINO_PALETTE (widget), g_variant_get_uint32 (parameter));
}

/* "palette.move" (ii): moves the focus by columns and rows, or to the first (G_MININT) or
 * the last (G_MAXINT) tile; Tab moves on out of the palette. */
static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (widget);
  int dx, dy, columns = MAX (self->columns, 1), n = sdm_domino_palette_n_tiles (self);

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (n == 0)
    return;
  if (dx == G_MININT)
    set_focus_tile (self, 0);
  else if (dx == G_MAXINT)
    set_focus_tile (self, n - 1);
  else
    {
      int target = self->focus + dx + dy * columns;

      if (target >= 0 && target < n)
        set_focus_tile (self, target);
    }
}

static gboolean
activate_focus_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (widget);

  if (sdm_domino_palette_n_tiles (self) == 0)
    return FALSE;
  activate_tile (self, self->focus);
  return TRUE;
}

/* The focus ring follows :focus-visible. */
static void
sdm_domino_palette_state_flags_changed (GtkWidget     *widget,
                                        GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (sdm_domino_palette_parent_class)->state_flags_changed (widget, previous);
  if ((previous ^ gtk_widget_get_state_flags (widget)) & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
}

/* ------------------------------------------------------------------------------------ */
/* API                                                                                  */

gboolean
sdm_domino_palette_tile_has_state (SdmDominoPalette *self,
                                   guint             index,
                                   const char       *state)
{
  SdmDomino *domino;

  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  if (index >= sdm_domino_palette_n_tiles (self))
    return FALSE;
  domino = sdm_domino_palette_get_domino (self, index);
  if (g_str_equal (state, "clue"))
    return sdm_domino_get_is_clue (domino);
  if (g_str_equal (state, "placed"))
    return sdm_domino_get_placed (domino) && !sdm_domino_get_is_clue (domino);
  if (g_str_equal (state, "conflict"))
    return sdm_domino_get_in_conflict (domino);
  if (g_str_equal (state, "chosen"))
    return (int) index == self->chosen;
  if (g_str_equal (state, "marked"))
    return (int) index == self->marked;
  return FALSE;
}

gboolean
sdm_domino_palette_get_tile_area (SdmDominoPalette *self,
                                  guint             index,
                                  graphene_rect_t  *area)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), FALSE);
  g_return_val_if_fail (area != NULL, FALSE);

  if (index >= sdm_domino_palette_n_tiles (self))
    return FALSE;
  *area = sdm_domino_palette_cell_rect (self, index);
  graphene_rect_inset (area, CELL_PADDING, CELL_PADDING);
  return TRUE;
}

guint
sdm_domino_palette_get_n_left (SdmDominoPalette *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), 0);

  return count_left (self);
}

int
sdm_domino_palette_get_focus_tile (SdmDominoPalette *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), -1);

  return sdm_domino_palette_n_tiles (self) > 0 ? self->focus : -1;
}

SdmGame *
sdm_domino_palette_get_game (SdmDominoPalette *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), NULL);

  return self->game;
}

static void
disconnect_dominoes (SdmDominoPalette *self)
{
  for (guint i = 0; i < sdm_domino_palette_n_tiles (self); i++)
    g_signal_handlers_disconnect_by_func (sdm_domino_palette_get_domino (self, i), domino_notify_cb, self);
  g_clear_object (&self->dominoes);
}

void
sdm_domino_palette_set_game (SdmDominoPalette *self,
                             SdmGame          *game)
{
  g_return_if_fail (SDM_IS_DOMINO_PALETTE (self));

  if (!g_set_object (&self->game, game))
    return;
  disconnect_dominoes (self);
  self->chosen = -1;
  self->marked = -1;
  self->focus = 0;
  if (game != NULL)
    {
      self->dominoes = g_object_ref (sdm_game_get_dominoes (game));
      for (guint i = 0; i < sdm_domino_palette_n_tiles (self); i++)
        g_signal_connect_object (sdm_domino_palette_get_domino (self, i), "notify",
                                 G_CALLBACK (domino_notify_cb), self, 0);
    }
  sync_tiles (self);
  update_accessible (self);
  update_count (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

int
sdm_domino_palette_get_chosen (SdmDominoPalette *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), -1);

  return self->chosen;
}

void
sdm_domino_palette_set_chosen (SdmDominoPalette *self,
                               int               index)
{
  int previous;

  g_return_if_fail (SDM_IS_DOMINO_PALETTE (self));

  if (index < -1 || index >= SDM_N_DOMINOES)
    index = -1;
  if (self->chosen == index)
    return;
  previous = self->chosen;
  self->chosen = index;
  if (previous >= 0)
    update_tile (self, previous);
  if (index >= 0)
    update_tile (self, index);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
}

int
sdm_domino_palette_get_marked (SdmDominoPalette *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), -1);

  return self->marked;
}

void
sdm_domino_palette_set_marked (SdmDominoPalette *self,
                               int               index)
{
  g_return_if_fail (SDM_IS_DOMINO_PALETTE (self));

  if (index < -1 || index >= SDM_N_DOMINOES)
    index = -1;
  if (self->marked == index)
    return;
  self->marked = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKED]);
}

int
sdm_domino_palette_get_max_columns (SdmDominoPalette *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), MAX_COLUMNS);

  return self->max_columns;
}

void
sdm_domino_palette_set_max_columns (SdmDominoPalette *self,
                                    int               columns)
{
  g_return_if_fail (SDM_IS_DOMINO_PALETTE (self));

  columns = CLAMP (columns, MIN_COLUMNS, MAX_COLUMNS);
  if (self->max_columns == columns)
    return;
  self->max_columns = columns;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_COLUMNS]);
}

static void
sdm_domino_palette_css_changed (GtkWidget         *widget,
                                GtkCssStyleChange *change)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (widget);

  GTK_WIDGET_CLASS (sdm_domino_palette_parent_class)->css_changed (widget, change);
  /* The font may have changed: the next layout picks it up. */
  sdm_domino_palette_clear_digits (self);
  gtk_widget_queue_resize (widget);
}

/* The textures belong to the renderer that made them. */
static void
sdm_domino_palette_unrealize (GtkWidget *widget)
{
  sdm_domino_palette_clear_looks (SDM_DOMINO_PALETTE (widget));
  GTK_WIDGET_CLASS (sdm_domino_palette_parent_class)->unrealize (widget);
}

static void
sdm_domino_palette_dispose (GObject *object)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (object);

  disconnect_dominoes (self);
  g_clear_object (&self->game);
  for (guint i = 0; i < SDM_N_DOMINOES; i++)
    g_clear_pointer (&self->tiles[i], gtk_widget_unparent);
  sdm_domino_palette_clear_digits (self);
  sdm_domino_palette_clear_looks (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_DOMINO_PALETTE);

  G_OBJECT_CLASS (sdm_domino_palette_parent_class)->dispose (object);
}

static void
sdm_domino_palette_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (object);

  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_CHOSEN: g_value_set_int (value, self->chosen); break;
    case PROP_MAX_COLUMNS: g_value_set_int (value, self->max_columns); break;
    case PROP_MARKED: g_value_set_int (value, self->marked); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_domino_palette_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (object);

  switch (prop_id)
    {
    case PROP_GAME: sdm_domino_palette_set_game (self, g_value_get_object (value)); break;
    case PROP_CHOSEN: sdm_domino_palette_set_chosen (self, g_value_get_int (value)); break;
    case PROP_MAX_COLUMNS: sdm_domino_palette_set_max_columns (self, g_value_get_int (value)); break;
    case PROP_MARKED: sdm_domino_palette_set_marked (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_move_binding (GtkWidgetClass *widget_class,
                  guint           keyval,
                  int             dx,
                  int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, "palette.move", "(ii)", dx, dy);
}

static void
sdm_domino_palette_class_init (SdmDominoPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_domino_palette_dispose;
  object_class->get_property = sdm_domino_palette_get_property;
  object_class->set_property = sdm_domino_palette_set_property;
  widget_class->measure = sdm_domino_palette_measure;
  widget_class->get_request_mode = sdm_domino_palette_get_request_mode;
  widget_class->size_allocate = sdm_domino_palette_size_allocate;
  widget_class->snapshot = sdm_domino_palette_snapshot;
  widget_class->css_changed = sdm_domino_palette_css_changed;
  widget_class->state_flags_changed = sdm_domino_palette_state_flags_changed;
  widget_class->unrealize = sdm_domino_palette_unrealize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SDM_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CHOSEN] =
    g_param_spec_int ("chosen", NULL, NULL, -1, SDM_N_DOMINOES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The most columns the tiles go in, and what the natural width is for: MAX_COLUMNS under
   * the board (few rows leave the board its height), MIN_COLUMNS beside it (a narrow
   * column leaves the board its width, and the tiles grow into the width they get). */
  properties[PROP_MAX_COLUMNS] =
    g_param_spec_int ("max-columns", NULL, NULL, MIN_COLUMNS, MAX_COLUMNS, MAX_COLUMNS,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The tile a guide points at (the pair its step is about), or -1. */
  properties[PROP_MARKED] =
    g_param_spec_int ("marked", NULL, NULL, -1, SDM_N_DOMINOES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[DOMINO_ACTIVATED] =
    g_signal_new ("domino-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "palette.activate", "u", activate_action);
  gtk_widget_class_install_action (widget_class, "palette.move", "(ii)", move_action);
  for (guint i = 0; i < 4; i++)
    {
      const guint keys[4][2] = { { GDK_KEY_Left, GDK_KEY_KP_Left }, { GDK_KEY_Right, GDK_KEY_KP_Right },
                                 { GDK_KEY_Up, GDK_KEY_KP_Up }, { GDK_KEY_Down, GDK_KEY_KP_Down } };
      const int moves[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

      add_move_binding (widget_class, keys[i][0], moves[i][0], moves[i][1]);
      add_move_binding (widget_class, keys[i][1], moves[i][0], moves[i][1]);
    }
  add_move_binding (widget_class, GDK_KEY_Home, G_MININT, 0);
  add_move_binding (widget_class, GDK_KEY_End, G_MAXINT, 0);
  {
    const guint activate_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter,
                                    GDK_KEY_space, GDK_KEY_KP_Space };

    for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
      gtk_widget_class_add_binding (widget_class, activate_keys[i], 0, activate_focus_cb, NULL);
  }

  gtk_widget_class_set_css_name (widget_class, "sdm-domino-palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-domino-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmDominoPalette, count_label);
}

static void
sdm_domino_palette_init (SdmDominoPalette *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->chosen = -1;
  self->columns = MIN_COLUMNS;
  self->max_columns = MAX_COLUMNS;
  self->scale = 1.0;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
}

GtkWidget *
sdm_domino_palette_new (void)
{
  return g_object_new (SDM_TYPE_DOMINO_PALETTE, NULL);
}
