/* sdm-domino-palette.c: the 36 dominoes as small tiles, bound to sdm_game_get_dominoes().
 *
 * Each tile is drawn as a domino (two digits and a bar between them) inside a flow box
 * child, which takes the focus and the clicks; its CSS classes follow the SdmDomino's
 * state: "clue", "placed", "conflict", and "chosen" for the tile the player picked to
 * place next.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-domino-palette.h"

struct _SdmDominoPalette
{
  GtkWidget   parent_instance;

  SdmGame    *game;
  GtkWidget  *flow;
  int         chosen;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_CHOSEN,
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
/* SdmDominoTile: one domino, drawn: two digits and a bar between them. One widget per
 * tile (its CSS node gives the frame and the colours): 36 buttons made of boxes, labels
 * and separators cost more at startup than the whole board. The flow box child around
 * it takes the focus and the clicks.                                                   */

#define SDM_TYPE_DOMINO_TILE (sdm_domino_tile_get_type ())
G_DECLARE_FINAL_TYPE (SdmDominoTile, sdm_domino_tile, SDM, DOMINO_TILE, GtkWidget)

struct _SdmDominoTile
{
  GtkWidget    parent_instance;

  SdmDomino   *domino;
  PangoLayout *layout;
};

G_DEFINE_FINAL_TYPE (SdmDominoTile, sdm_domino_tile, GTK_TYPE_WIDGET)

/* The layout, made on demand so that it follows the widget's font. */
static PangoLayout *
ensure_layout (SdmDominoTile *self)
{
  if (self->layout == NULL)
    self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), "0");
  return self->layout;
}

static void
sdm_domino_tile_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  PangoLayout *layout = ensure_layout (SDM_DOMINO_TILE (widget));
  int width, height;

  pango_layout_set_text (layout, "0", 1);
  pango_layout_get_pixel_size (layout, &width, &height);
  /* Two digits, and between them a bar with a gap on each side as wide as half a digit. */
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 3 * width + 1 : height;
}

static void
sdm_domino_tile_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  SdmDominoTile *self = SDM_DOMINO_TILE (widget);
  PangoLayout *layout = ensure_layout (self);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  int digit_w, digit_h;
  char text[2] = { 0, 0 };
  GdkRGBA color, bar;

  if (self->domino == NULL)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  bar = color;
  bar.alpha *= 0.45f;
  pango_layout_set_text (layout, "0", 1);
  pango_layout_get_pixel_size (layout, &digit_w, &digit_h);

  for (int half = 0; half < 2; half++)
    {
      text[0] = (char) ('0' + (half == 0 ? sdm_domino_get_a (self->domino) : sdm_domino_get_b (self->domino)));
      pango_layout_set_text (layout, text, 1);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (half == 0 ? 0 : w - digit_w, (h - digit_h) / 2));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
    }
  gtk_snapshot_append_color (snapshot, &bar, &GRAPHENE_RECT_INIT (w / 2, h * 0.15f, 1, h * 0.7f));
}

static void
sdm_domino_tile_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  SdmDominoTile *self = SDM_DOMINO_TILE (widget);

  GTK_WIDGET_CLASS (sdm_domino_tile_parent_class)->css_changed (widget, change);
  /* The font may have changed (bold, size): the next layout picks it up. */
  g_clear_object (&self->layout);
  gtk_widget_queue_resize (widget);
}

static void
sdm_domino_tile_dispose (GObject *object)
{
  SdmDominoTile *self = SDM_DOMINO_TILE (object);

  g_clear_object (&self->domino);
  g_clear_object (&self->layout);

  G_OBJECT_CLASS (sdm_domino_tile_parent_class)->dispose (object);
}

static void
sdm_domino_tile_class_init (SdmDominoTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_domino_tile_dispose;
  widget_class->measure = sdm_domino_tile_measure;
  widget_class->snapshot = sdm_domino_tile_snapshot;
  widget_class->css_changed = sdm_domino_tile_css_changed;
  gtk_widget_class_set_css_name (widget_class, "dominotile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sdm_domino_tile_init (SdmDominoTile *self)
{
}

static GtkWidget *
sdm_domino_tile_new (SdmDomino *domino)
{
  SdmDominoTile *self = g_object_new (SDM_TYPE_DOMINO_TILE, NULL);

  self->domino = g_object_ref (domino);
  return GTK_WIDGET (self);
}

/* ------------------------------------------------------------------------------------ */
/* The palette                                                                          */


static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

static void
update_tile (GtkWidget *tile,
             SdmDomino *domino)
{
  guint a = sdm_domino_get_a (domino), b = sdm_domino_get_b (domino);
  gboolean clue = sdm_domino_get_is_clue (domino);
  gboolean placed = sdm_domino_get_placed (domino);
  gboolean conflict = sdm_domino_get_in_conflict (domino);
  g_autofree char *tooltip = NULL;

  set_class (tile, "clue", clue);
  set_class (tile, "placed", placed && !clue);
  set_class (tile, "conflict", conflict);

  if (conflict)
    /* Translators: tooltip of a domino tile; the two digits. */
    tooltip = g_strdup_printf (_("Domino %u–%u: placed more than once or breaking a rule"), a, b);
  else if (clue)
    tooltip = g_strdup_printf (_("Domino %u–%u: given"), a, b);
  else if (placed)
    tooltip = g_strdup_printf (_("Domino %u–%u: placed (click to show it)"), a, b);
  else
    tooltip = g_strdup_printf (_("Domino %u–%u: free (click, then link two cells)"), a, b);
  gtk_widget_set_tooltip_text (tile, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
}

static void
domino_notify_cb (SdmDomino  *domino,
                  GParamSpec *pspec,
                  GtkWidget  *tile)
{
  update_tile (tile, domino);
}

static void
child_activated_cb (GtkFlowBox       *flow,
                    GtkFlowBoxChild  *child,
                    SdmDominoPalette *self)
{
  SdmDominoTile *tile = SDM_DOMINO_TILE (gtk_flow_box_child_get_child (child));

  g_signal_emit (self, signals[DOMINO_ACTIVATED], 0, sdm_domino_get_index (tile->domino));
}

static GtkWidget *
create_tile (gpointer item,
             gpointer user_data)
{
  SdmDominoPalette *self = user_data;
  SdmDomino *domino = item;
  GtkWidget *tile = sdm_domino_tile_new (domino);
  g_autofree char *name = NULL;

  /* Translators: accessible name of a domino tile. */
  name = g_strdup_printf (_("Domino %u–%u"), sdm_domino_get_a (domino), sdm_domino_get_b (domino));
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_halign (tile, GTK_ALIGN_CENTER);
  g_signal_connect_object (domino, "notify", G_CALLBACK (domino_notify_cb), tile, 0);
  set_class (tile, "chosen", (int) sdm_domino_get_index (domino) == self->chosen);
  update_tile (tile, domino);
  return tile;
}

GtkWidget *
sdm_domino_palette_get_tile (SdmDominoPalette *self,
                             guint             index)
{
  GtkFlowBoxChild *child;

  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), NULL);

  child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->flow), index);
  return child != NULL ? gtk_flow_box_child_get_child (child) : NULL;
}

SdmGame *
sdm_domino_palette_get_game (SdmDominoPalette *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_PALETTE (self), NULL);

  return self->game;
}

void
sdm_domino_palette_set_game (SdmDominoPalette *self,
                             SdmGame          *game)
{
  g_return_if_fail (SDM_IS_DOMINO_PALETTE (self));

  if (!g_set_object (&self->game, game))
    return;
  self->chosen = -1;
  gtk_flow_box_bind_model (GTK_FLOW_BOX (self->flow),
                           game != NULL ? sdm_game_get_dominoes (game) : NULL,
                           create_tile, self, NULL);
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
  g_return_if_fail (SDM_IS_DOMINO_PALETTE (self));

  if (index < -1 || index >= SDM_N_DOMINOES)
    index = -1;
  if (self->chosen == index)
    return;
  for (int i = 0; i < SDM_N_DOMINOES; i++)
    {
      GtkWidget *tile = sdm_domino_palette_get_tile (self, i);

      if (tile != NULL)
        set_class (tile, "chosen", i == index);
    }
  self->chosen = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
}

static void
sdm_domino_palette_dispose (GObject *object)
{
  SdmDominoPalette *self = SDM_DOMINO_PALETTE (object);

  if (self->flow != NULL)
    gtk_flow_box_bind_model (GTK_FLOW_BOX (self->flow), NULL, NULL, NULL, NULL);
  g_clear_pointer (&self->flow, gtk_widget_unparent);
  g_clear_object (&self->game);

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
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_domino_palette_class_init (SdmDominoPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_domino_palette_dispose;
  object_class->get_property = sdm_domino_palette_get_property;
  object_class->set_property = sdm_domino_palette_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SDM_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CHOSEN] =
    g_param_spec_int ("chosen", NULL, NULL, -1, SDM_N_DOMINOES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[DOMINO_ACTIVATED] =
    g_signal_new ("domino-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sdm-domino-palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sdm_domino_palette_init (SdmDominoPalette *self)
{
  self->chosen = -1;
  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flow), 2);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flow), 2);
  g_signal_connect (self->flow, "child-activated", G_CALLBACK (child_activated_cb), self);
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Dominoes"), -1);
}

GtkWidget *
sdm_domino_palette_new (void)
{
  return g_object_new (SDM_TYPE_DOMINO_PALETTE, NULL);
}
