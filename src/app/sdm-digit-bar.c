/* sdm-digit-bar.c: digits 1–9, clear and a pencil toggle, for playing with the mouse.
 *
 * The buttons activate the board's own actions, so mouse and keyboard play go through the
 * same code. A digit whose nine copies are all on the board is greyed out.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-digit-bar.h"

struct _SdmDigitBar
{
  GtkWidget   parent_instance;

  SdmBoard   *board;
  SdmGame    *game;
  gulong      game_changed_id;
  GBinding   *pencil_binding;

  GtkWidget  *digits[9];
  GtkWidget  *clear;
  GtkWidget  *pencil;
};

enum {
  PROP_0,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SdmDigitBar, sdm_digit_bar, GTK_TYPE_WIDGET)

static void
update_digits (SdmDigitBar *self)
{
  guint count[10] = { 0 };

  if (self->game != NULL)
    for (int cell = 0; cell < SDM_N_CELLS; cell++)
      count[sdm_game_get_value (self->game, cell)]++;
  for (guint d = 1; d <= 9; d++)
    gtk_widget_set_sensitive (self->digits[d - 1], self->game != NULL && count[d] < 9);
  gtk_widget_set_sensitive (self->clear, self->game != NULL);
  gtk_widget_set_sensitive (self->pencil, self->game != NULL);
}

static void
game_changed_cb (SdmGame     *game,
                 guint64      low,
                 guint64      high,
                 SdmDigitBar *self)
{
  update_digits (self);
}

static void
board_game_cb (SdmBoard    *board,
               GParamSpec  *pspec,
               SdmDigitBar *self)
{
  SdmGame *game = sdm_board_get_game (board);

  g_clear_signal_handler (&self->game_changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->game_changed_id = g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
  update_digits (self);
}

static void
digit_clicked_cb (GtkButton   *button,
                  SdmDigitBar *self)
{
  guint digit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "digit"));

  if (self->board == NULL)
    return;
  if (digit == 0)
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.clear", NULL);
  else
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.enter", "u", digit);
}

SdmBoard *
sdm_digit_bar_get_board (SdmDigitBar *self)
{
  g_return_val_if_fail (SDM_IS_DIGIT_BAR (self), NULL);

  return self->board;
}

void
sdm_digit_bar_set_board (SdmDigitBar *self,
                         SdmBoard    *board)
{
  g_return_if_fail (SDM_IS_DIGIT_BAR (self));
  g_return_if_fail (board == NULL || SDM_IS_BOARD (board));

  if (self->board == board)
    return;
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_pointer (&self->pencil_binding, g_binding_unbind);
  g_set_object (&self->board, board);
  if (board != NULL)
    {
      g_signal_connect (board, "notify::game", G_CALLBACK (board_game_cb), self);
      self->pencil_binding = g_object_bind_property (board, "pencil-mode", self->pencil, "active",
                                                     G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      board_game_cb (board, NULL, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

static void
sdm_digit_bar_dispose (GObject *object)
{
  SdmDigitBar *self = SDM_DIGIT_BAR (object);
  GtkWidget *child;

  g_clear_signal_handler (&self->game_changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->pencil_binding, g_binding_unbind);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sdm_digit_bar_parent_class)->dispose (object);
}

static void
sdm_digit_bar_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SdmDigitBar *self = SDM_DIGIT_BAR (object);

  switch (prop_id)
    {
    case PROP_BOARD: g_value_set_object (value, self->board); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_digit_bar_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SdmDigitBar *self = SDM_DIGIT_BAR (object);

  switch (prop_id)
    {
    case PROP_BOARD: sdm_digit_bar_set_board (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_digit_bar_class_init (SdmDigitBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_digit_bar_dispose;
  object_class->get_property = sdm_digit_bar_get_property;
  object_class->set_property = sdm_digit_bar_set_property;

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, SDM_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sdm-digit-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);
}

static GtkWidget *
add_button (SdmDigitBar *self,
            GtkWidget   *button,
            const char  *tooltip)
{
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_hexpand (button, TRUE);
  /* The keyboard stays with the board. */
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_widget_set_parent (button, GTK_WIDGET (self));
  return button;
}

static void
sdm_digit_bar_init (SdmDigitBar *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Digits"), -1);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 3);
  gtk_box_layout_set_homogeneous (GTK_BOX_LAYOUT (layout), TRUE);

  for (guint d = 1; d <= 9; d++)
    {
      char label[2] = { (char) ('0' + d), 0 };
      /* Translators: tooltip of a digit button; %u is the digit. */
      g_autofree char *tooltip = g_strdup_printf (_("Enter %u"), d);
      GtkWidget *button = gtk_button_new_with_label (label);

      PangoAttrList *attrs = pango_attr_list_new ();

      /* Latin digits from the same bold face in every locale (see sdm-board.c). */
      pango_attr_list_insert (attrs, pango_attr_language_new (pango_language_from_string ("en")));
      gtk_label_set_attributes (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), attrs);
      pango_attr_list_unref (attrs);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_object_set_data (G_OBJECT (button), "digit", GUINT_TO_POINTER (d));
      g_signal_connect (button, "clicked", G_CALLBACK (digit_clicked_cb), self);
      gtk_widget_add_css_class (button, "digit");
      self->digits[d - 1] = add_button (self, button, tooltip);
    }

  self->clear = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->clear),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Clear"), -1);
  g_signal_connect (self->clear, "clicked", G_CALLBACK (digit_clicked_cb), self);
  add_button (self, self->clear, _("Clear the cell (Delete)"));

  self->pencil = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (self->pencil), "document-edit-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pencil),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pencil Marks"), -1);
  add_button (self, self->pencil, _("Enter pencil marks instead of digits (P)"));

  update_digits (self);
}

GtkWidget *
sdm_digit_bar_new (void)
{
  return g_object_new (SDM_TYPE_DIGIT_BAR, NULL);
}
