/* sdm-domino-palette.c: the 36 dominoes as small tiles, bound to sdm_game_get_dominoes().
 *
 * Each tile is a button drawn as a domino (two digits and a bar between them); its CSS
 * classes follow the SdmDomino's state: "clue", "placed", "conflict", and "chosen" for the
 * tile the player picked to place next.
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
update_tile (GtkWidget *button,
             SdmDomino *domino)
{
  guint a = sdm_domino_get_a (domino), b = sdm_domino_get_b (domino);
  gboolean clue = sdm_domino_get_is_clue (domino);
  gboolean placed = sdm_domino_get_placed (domino);
  gboolean conflict = sdm_domino_get_in_conflict (domino);
  g_autofree char *tooltip = NULL;

  set_class (button, "clue", clue);
  set_class (button, "placed", placed && !clue);
  set_class (button, "conflict", conflict);

  if (conflict)
    /* Translators: tooltip of a domino tile; the two digits. */
    tooltip = g_strdup_printf (_("Domino %u–%u: placed more than once or breaking a rule"), a, b);
  else if (clue)
    tooltip = g_strdup_printf (_("Domino %u–%u: given"), a, b);
  else if (placed)
    tooltip = g_strdup_printf (_("Domino %u–%u: placed (click to show it)"), a, b);
  else
    tooltip = g_strdup_printf (_("Domino %u–%u: free (click, then link two cells)"), a, b);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
}

static void
domino_notify_cb (SdmDomino  *domino,
                  GParamSpec *pspec,
                  GtkWidget  *button)
{
  update_tile (button, domino);
}

static void
tile_clicked_cb (GtkButton        *button,
                 SdmDominoPalette *self)
{
  SdmDomino *domino = g_object_get_data (G_OBJECT (button), "domino");

  g_signal_emit (self, signals[DOMINO_ACTIVATED], 0, sdm_domino_get_index (domino));
}

static GtkWidget *
create_tile (gpointer item,
             gpointer user_data)
{
  SdmDominoPalette *self = user_data;
  SdmDomino *domino = item;
  GtkWidget *button, *box, *label;
  char text[2] = { 0, 0 };
  g_autofree char *name = NULL;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  text[0] = (char) ('0' + sdm_domino_get_a (domino));
  label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "half");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  text[0] = (char) ('0' + sdm_domino_get_b (domino));
  label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "half");
  gtk_box_append (GTK_BOX (box), label);

  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "domino-tile");
  gtk_widget_set_focus_on_click (button, FALSE);
  /* Translators: accessible name of a domino tile. */
  name = g_strdup_printf (_("Domino %u–%u"), sdm_domino_get_a (domino), sdm_domino_get_b (domino));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (button), "domino", g_object_ref (domino), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (tile_clicked_cb), self);
  g_signal_connect_object (domino, "notify", G_CALLBACK (domino_notify_cb), button, 0);
  set_class (button, "chosen", (int) sdm_domino_get_index (domino) == self->chosen);
  update_tile (button, domino);
  return button;
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
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Dominoes"), -1);
}

GtkWidget *
sdm_domino_palette_new (void)
{
  return g_object_new (SDM_TYPE_DOMINO_PALETTE, NULL);
}
