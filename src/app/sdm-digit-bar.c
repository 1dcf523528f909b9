/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-digit-bar.c: digits 1–9, clear and a pencil toggle, for playing with the mouse.
 *
 * The buttons activate the board's own actions, so mouse and keyboard play go through the
 * same code. A digit whose nine copies are all on the board is greyed out.
 *
 * In digit-first play ("digit-first"), a digit button chooses the digit instead
 * ("chosen-digit", shown as a suggested button; again to let go of it, or its key on the
 * board) and it goes in the cells the player clicks (or Return and Space put it in the
 * selected one); the board highlights the chosen digit's cells.
 * The digit buttons' tooltips say what a click does: enter the digit, or in pencil mode
 * toggle the pencil mark.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-digit-bar.h"
#include "sdm-theme.h"

struct _SdmDigitBar
{
  GtkWidget   parent_instance;

  SdmBoard   *board;
  SdmGame    *game;
  gulong      game_changed_id;
  gulong      game_solved_id;
  GBinding   *pencil_binding;
  GtkEventController *board_keys;   /* digit first: ours, on the board */

  gboolean    digit_first;
  guint       chosen_digit;

  GtkWidget  *digits[9];
  GtkWidget  *clear;
  GtkWidget  *pencil;
};

enum {
  PROP_0,
  PROP_BOARD,
  PROP_DIGIT_FIRST,
  PROP_CHOSEN_DIGIT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SdmDigitBar, sdm_digit_bar, GTK_TYPE_WIDGET)

static void
update_digits (SdmDigitBar *self)
{
  guint count[10] = { 0 };

  /* A solved board takes no more moves: nothing to enter, clear or mark. */
  gboolean playing = self->game != NULL && !sdm_game_get_solved (self->game);

  if (self->game != NULL)
    for (int cell = 0; cell < SDM_N_CELLS; cell++)
      count[sdm_game_get_value (self->game, cell)]++;
  for (guint d = 1; d <= 9; d++)
    gtk_widget_set_sensitive (self->digits[d - 1], playing && count[d] < 9);
  gtk_widget_set_sensitive (self->clear, playing);
  gtk_widget_set_sensitive (self->pencil, playing);
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
  g_clear_signal_handler (&self->game_solved_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->game_changed_id = g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
      self->game_solved_id = g_signal_connect_swapped (game, "notify::solved", G_CALLBACK (update_digits), self);
    }
  update_digits (self);
}

static void
digit_clicked_cb (GtkButton   *button,
                  SdmDigitBar *self)
{
  guint digit = 0;

  for (guint d = 1; d <= 9; d++)
    if (self->digits[d - 1] == GTK_WIDGET (button))
      digit = d;
  if (self->board == NULL || digit == 0)
    return;
  if (self->digit_first)
    {
      sdm_digit_bar_set_chosen_digit (self, self->chosen_digit == digit ? 0 : digit);
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (self->board), "board.enter", "u", digit);
}

static void
clear_clicked_cb (GtkButton   *button,
                  SdmDigitBar *self)
{
  if (self->board != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self->board), "board.clear", NULL);
}

/* The digit buttons' tooltips, which say what a click does in the current mode. */
static void
update_tooltips (SdmDigitBar *self)
{
  gboolean pencil = self->board != NULL && sdm_board_get_pencil_mode (self->board);

  for (guint d = 1; d <= 9; d++)
    {
      g_autofree char *tooltip = NULL;

      if (self->digit_first && pencil)
        /* Translators: tooltip of a digit button in digit-first play, pencil mode on. */
        tooltip = g_strdup_printf (_("Choose %u, then click the cells to pencil it in"), d);
      else if (self->digit_first)
        tooltip = g_strdup_printf (_("Choose %u, then click the cells to put it in"), d);
      else if (pencil)
        /* Translators: tooltip of a digit button in pencil mode; %u is the digit. */
        tooltip = g_strdup_printf (_("Pencil mark %u"), d);
      else
        /* Translators: tooltip of a digit button; %u is the digit. */
        tooltip = g_strdup_printf (_("Enter %u"), d);
      gtk_widget_set_tooltip_text (self->digits[d - 1], tooltip);
    }
}

gboolean
sdm_digit_bar_get_digit_first (SdmDigitBar *self)
{
  g_return_val_if_fail (SDM_IS_DIGIT_BAR (self), FALSE);
  return self->digit_first;
}

void
sdm_digit_bar_set_digit_first (SdmDigitBar *self,
                               gboolean     digit_first)
{
  g_return_if_fail (SDM_IS_DIGIT_BAR (self));

  digit_first = !!digit_first;
  if (self->digit_first == digit_first)
    return;
  self->digit_first = digit_first;
  update_tooltips (self);
  if (!digit_first)
    sdm_digit_bar_set_chosen_digit (self, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIGIT_FIRST]);
}

guint
sdm_digit_bar_get_chosen_digit (SdmDigitBar *self)
{
  g_return_val_if_fail (SDM_IS_DIGIT_BAR (self), 0);
  return self->chosen_digit;
}

void
sdm_digit_bar_set_chosen_digit (SdmDigitBar *self,
                                guint        digit)
{
  g_return_if_fail (SDM_IS_DIGIT_BAR (self));
  g_return_if_fail (digit <= 9);

  if (!self->digit_first)
    digit = 0;
  if (self->chosen_digit == digit)
    return;
  if (self->chosen_digit != 0)
    {
      gtk_widget_remove_css_class (self->digits[self->chosen_digit - 1], "suggested-action");
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->digits[self->chosen_digit - 1]),
                                   GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
    }
  self->chosen_digit = digit;
  if (digit != 0)
    {
      gtk_widget_add_css_class (self->digits[digit - 1], "suggested-action");
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->digits[digit - 1]),
                                   GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_TRUE, -1);
    }
  /* The board shows where the chosen digit already is, as it does for a selected digit. */
  if (self->board != NULL)
    sdm_board_set_highlight_digit (self->board, digit);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN_DIGIT]);
}

/* The button of @digit (1..9), for tests. */
GtkWidget *
sdm_digit_bar_get_button (SdmDigitBar *self,
                          guint        digit)
{
  g_return_val_if_fail (SDM_IS_DIGIT_BAR (self), NULL);
  g_return_val_if_fail (digit >= 1 && digit <= 9, NULL);
  return self->digits[digit - 1];
}

/* Digit first: the click selected the cell; the chosen digit goes in (a pencil mark in
 * pencil mode). */
static void
cell_clicked_cb (SdmBoard    *board,
                 int          cell,
                 SdmDigitBar *self)
{
  if (self->digit_first && self->chosen_digit != 0 && sdm_board_get_selected (board) == cell)
    gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", self->chosen_digit);
}

/* Digit first, ahead of the board's own keys: 1–9 choose the digit, Return and Space put
 * it in the selected cell. Ctrl+1–9 (pencil marks) and everything else go on to the
 * board. */
static gboolean
board_key_cb (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              SdmDigitBar           *self)
{
  guint digit = 0;

  if (!self->digit_first || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    digit = keyval - GDK_KEY_0;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    digit = keyval - GDK_KEY_KP_0;
  if (digit != 0)
    {
      sdm_digit_bar_set_chosen_digit (self, digit);
      return TRUE;
    }
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space)
      && self->chosen_digit != 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->board), "board.enter", "u", self->chosen_digit);
      return TRUE;
    }
  return FALSE;
}

static void
release_board (SdmDigitBar *self)
{
  if (self->board == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->board, self);
  if (self->board_keys != NULL)
    gtk_widget_remove_controller (GTK_WIDGET (self->board), self->board_keys);
  self->board_keys = NULL;
  g_clear_object (&self->board);
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
  g_clear_pointer (&self->pencil_binding, g_binding_unbind);
  release_board (self);
  g_set_object (&self->board, board);
  if (board != NULL)
    {
      self->board_keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (self->board_keys, GTK_PHASE_CAPTURE);
      g_signal_connect (self->board_keys, "key-pressed", G_CALLBACK (board_key_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (board), self->board_keys);
      g_signal_connect (board, "cell-clicked", G_CALLBACK (cell_clicked_cb), self);
      g_signal_connect (board, "notify::game", G_CALLBACK (board_game_cb), self);
      g_signal_connect_swapped (board, "notify::pencil-mode", G_CALLBACK (update_tooltips), self);
      self->pencil_binding = g_object_bind_property (board, "pencil-mode", self->pencil, "active",
                                                     G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      board_game_cb (board, NULL, self);
      sdm_board_set_highlight_digit (board, self->chosen_digit);
    }
  update_tooltips (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

static void
sdm_digit_bar_dispose (GObject *object)
{
  SdmDigitBar *self = SDM_DIGIT_BAR (object);

  g_clear_signal_handler (&self->game_changed_id, self->game);
  g_clear_signal_handler (&self->game_solved_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->pencil_binding, g_binding_unbind);
  release_board (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_DIGIT_BAR);

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
    case PROP_DIGIT_FIRST: g_value_set_boolean (value, self->digit_first); break;
    case PROP_CHOSEN_DIGIT: g_value_set_uint (value, self->chosen_digit); break;
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
    case PROP_DIGIT_FIRST: sdm_digit_bar_set_digit_first (self, g_value_get_boolean (value)); break;
    case PROP_CHOSEN_DIGIT: sdm_digit_bar_set_chosen_digit (self, g_value_get_uint (value)); break;
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
  properties[PROP_DIGIT_FIRST] =
    g_param_spec_boolean ("digit-first", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CHOSEN_DIGIT] =
    g_param_spec_uint ("chosen-digit", NULL, NULL, 0, 9, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "sdm-digit-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-digit-bar.ui");
  for (guint d = 1; d <= 9; d++)
    {
      char name[] = { 'd', 'i', 'g', 'i', 't', (char) ('0' + d), 0 };

      gtk_widget_class_bind_template_child_full (widget_class, name, FALSE,
                                                 G_STRUCT_OFFSET (SdmDigitBar, digits) + (gssize) ((d - 1) * sizeof (GtkWidget *)));
    }
  gtk_widget_class_bind_template_child (widget_class, SdmDigitBar, clear);
  gtk_widget_class_bind_template_child (widget_class, SdmDigitBar, pencil);
  gtk_widget_class_bind_template_callback (widget_class, digit_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, clear_clicked_cb);
}

static void
sdm_digit_bar_init (SdmDigitBar *self)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Latin digits from the same bold face in every locale (sdm_tag_digits). */
  sdm_tag_digits (attrs);
  if (pango_attr_list_get_attributes (attrs) != NULL)
    for (guint d = 1; d <= 9; d++)
      gtk_label_set_attributes (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->digits[d - 1]))), attrs);
  pango_attr_list_unref (attrs);
  update_tooltips (self);
  update_digits (self);
}
