/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino-tile.c: one tile of the domino palette as an accessible object of its own.
 *
 * The palette draws its 36 tiles itself and is one focusable widget (its arrow keys move
 * between tiles). A screen reader needs each pair as an object: its digits, its state, and
 * an action that chooses it. GTK 4.14 gives an accessible action only to widgets: its
 * AT-SPI backend offers a widget's own actions (those its class installs, without a
 * parameter) and treats any other accessible as a widget (gtkatspiaction.c), so an
 * accessible that is not a widget could be listed but not chosen. Each tile is therefore a
 * widget, as light as one can be: it draws nothing (the palette never snapshots it), cannot
 * be a target of the pointer (clicks and tooltips still go to the palette) and cannot take
 * the focus. The palette allocates it its tile's area, which is what AT-SPI reports as its
 * extents, and keeps its label and states.
 */
#include "config.h"

#include "sdm-domino-tile.h"

struct _SdmDominoTile
{
  GtkWidget parent_instance;

  guint     index;
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmDominoTile, sdm_domino_tile, GTK_TYPE_WIDGET)

static void
sdm_domino_tile_activate (SdmDominoTile *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "palette.activate", "u", self->index);
}

/* "tile.choose": what AT-SPI's DoAction calls. */
static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  sdm_domino_tile_activate (SDM_DOMINO_TILE (widget));
}

static void
sdm_domino_tile_class_init (SdmDominoTileClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* "activate": gtk_widget_activate(). */
  signals[ACTIVATE] =
    g_signal_new_class_handler ("activate", G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION,
                                G_CALLBACK (sdm_domino_tile_activate),
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_install_action (widget_class, "tile.choose", NULL, choose_action);
  gtk_widget_class_set_css_name (widget_class, "sdm-domino-tile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
sdm_domino_tile_init (SdmDominoTile *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

GtkWidget *
sdm_domino_tile_new (guint index)
{
  SdmDominoTile *self = g_object_new (SDM_TYPE_DOMINO_TILE, NULL);

  self->index = index;
  return GTK_WIDGET (self);
}

guint
sdm_domino_tile_get_index (SdmDominoTile *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO_TILE (self), 0);

  return self->index;
}
