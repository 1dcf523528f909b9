/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-board-input.c: the board's input: its actions and keys (board.move, board.link,
 * board.enter, board.pencil, board.turn...), which check and play the moves, and the
 * pointer (click, drag between two cells, the pending domino's preview, the right click's
 * pencil popover, a long press on a touch screen). Its state and accessibility are
 * sdm-board.c's, its drawing sdm-board-draw.c's. */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "sdm-board-private.h"
#include "sdm-sentences.h"

/* ------------------------------------------------------------------------------------ */
/* Moves                                                                                */

static gboolean
check_move (SdmBoard *self,
            gboolean  ok,
            GError   *error)
{
  if (!ok)
    {
      g_debug ("move refused: %s", error ? error->message : "?");
      gtk_widget_error_bell (GTK_WIDGET (self));
      g_signal_emit (self, sdm_board_signals[SDM_BOARD_MOVE_REFUSED], 0, error ? error->message : "");
    }
  g_clear_error (&error);
  return ok;
}

static gboolean
can_play (SdmBoard *self)
{
  if (self->game == NULL || self->locked)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  return TRUE;
}

static gboolean keyboard_pair  (SdmBoard *self, int *a, int *b);

static void
link_cells (SdmBoard *self,
            int       a,
            int       b)
{
  GError *error = NULL;
  gboolean ok;

  if (!can_play (self) || a < 0 || b < 0 || !sdm_cells_adjacent (a, b))
    return;

  if (self->pending_domino >= 0)
    {
      int x, y;
      guint da, db;

      sdm_domino_digits (self->pending_domino, &x, &y);
      sdm_game_orient_domino (self->game, a, b, x, y, &da, &db);
      ok = sdm_game_place_domino (self->game, a, b, da, db, &error);
      if (check_move (self, ok, error))
        sdm_board_set_pending_domino (self, -1);
      return;
    }

  ok = sdm_game_toggle_link (self->game, a, b, &error);
  check_move (self, ok, error);
}

gboolean
sdm_board_can_turn (SdmBoard *self,
                    int       cell)
{
  int partner;

  if (self->game == NULL || cell < 0 || sdm_game_get_kind (self->game) != SDM_KIND_SUDOMINOKU)
    return FALSE;
  partner = sdm_game_get_partner (self->game, cell);
  return partner >= 0 && !sdm_game_is_given (self->game, cell) && !sdm_game_is_given (self->game, partner)
         && sdm_game_get_value (self->game, cell) != 0 && sdm_game_get_value (self->game, partner) != 0;
}

static void
turn_domino (SdmBoard *self,
             int       cell)
{
  GError *error = NULL;
  gboolean ok;

  if (!can_play (self))
    return;
  if (!sdm_board_can_turn (self, cell))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  ok = sdm_game_turn_domino (self->game, cell, &error);
  check_move (self, ok, error);
}

static void
enter_digit (SdmBoard *self,
             guint     digit,
             gboolean  pencil)
{
  GError *error = NULL;
  gboolean ok;

  if (!can_play (self))
    return;
  if (sdm_game_is_given (self->game, self->selected))
    {
      /* Plain to see, and frequent: a bell, not a message. */
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (digit == 0)
    ok = sdm_game_clear_cell (self->game, self->selected, &error);
  else if (pencil)
    ok = sdm_game_toggle_pencil (self->game, self->selected, digit, &error);
  else if (sdm_game_get_value (self->game, self->selected) == digit)
    ok = TRUE;   /* nothing to do: typing the same digit again is not a move */
  else
    ok = sdm_game_set_value (self->game, self->selected, digit, &error);
  check_move (self, ok, error);
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmBoard *self = SDM_BOARD (widget);
  int dr, dc, row, col;

  g_variant_get (parameter, "(ii)", &dr, &dc);
  row = CLAMP (sdm_cell_row (self->selected) + dr, 0, 8);
  col = CLAMP (sdm_cell_col (self->selected) + dc, 0, 8);
  if (sdm_cell (row, col) == self->selected)
    gtk_widget_error_bell (widget);
  self->keyboard_aim = TRUE;
  sdm_board_set_selected (self, sdm_cell (row, col));
  sdm_board_update_preview (self);
}

static void
link_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmBoard *self = SDM_BOARD (widget);
  int dr, dc, row, col;

  g_variant_get (parameter, "(ii)", &dr, &dc);
  row = sdm_cell_row (self->selected) + dr;
  col = sdm_cell_col (self->selected) + dc;
  if (row < 0 || row > 8 || col < 0 || col > 8 || (dr != 0) == (dc != 0))
    {
      gtk_widget_error_bell (widget);
      return;
    }
  /* A chosen pair goes where its preview shows it: Shift and the arrow toward the cell
   * the preview already covers puts it there; toward another neighbour, the preview
   * turns there first (its digits may lie the other way round there), and the same keys
   * again, or Return, put it down. */
  if (self->pending_domino >= 0 && self->game != NULL)
    {
      int a, b;
      gboolean shown = self->keyboard_aim || !self->pointer_in;   /* the preview lies on keyboard_pair() */

      self->keyboard_aim = TRUE;
      if (!shown || !keyboard_pair (self, &a, &b) || b != sdm_cell (row, col))
        {
          self->aim_dr = dr;
          self->aim_dc = dc;
          sdm_board_update_preview (self);
          sdm_board_update_accessible (self);
          if (keyboard_pair (self, &a, &b) && b == sdm_cell (row, col))
            return;
          gtk_widget_error_bell (widget);   /* a given there: nowhere to aim */
          return;
        }
    }
  link_cells (self, self->selected, sdm_cell (row, col));
}

/* Return: the chosen pair where its preview lies (on the selected cell and the neighbour
 * Shift and an arrow aimed it at). */
static void
place_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SdmBoard *self = SDM_BOARD (widget);
  int a, b;

  if (self->pending_domino < 0 || self->game == NULL || !keyboard_pair (self, &a, &b))
    {
      gtk_widget_error_bell (widget);
      return;
    }
  self->keyboard_aim = TRUE;
  link_cells (self, a, b);
}

static void
select_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  sdm_board_set_selected (SDM_BOARD (widget), g_variant_get_int32 (parameter));
}

static void
enter_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SdmBoard *self = SDM_BOARD (widget);

  enter_digit (self, MIN (g_variant_get_uint32 (parameter), 9), self->pencil_mode);
}

static void
set_value_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  enter_digit (SDM_BOARD (widget), MIN (g_variant_get_uint32 (parameter), 9), FALSE);
}

static void
pencil_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  guint digit = g_variant_get_uint32 (parameter);

  if (digit >= 1 && digit <= 9)
    enter_digit (SDM_BOARD (widget), digit, TRUE);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  enter_digit (SDM_BOARD (widget), 0, FALSE);
}

static void
unlink_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SdmBoard *self = SDM_BOARD (widget);
  int partner;

  if (!can_play (self))
    return;
  partner = sdm_game_get_partner (self->game, self->selected);
  if (partner < 0 || sdm_board_is_clue_cell (self, self->selected))
    {
      gtk_widget_error_bell (widget);
      return;
    }
  link_cells (self, self->selected, partner);
}

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmBoard *self = SDM_BOARD (widget);

  turn_domino (self, self->selected);
}

static void
escape_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SdmBoard *self = SDM_BOARD (widget);
  gboolean dropped = self->pending_domino >= 0 || self->pencil_mode;

  sdm_board_set_pending_domino (self, -1);
  sdm_board_set_pencil_mode (self, FALSE);
  /* With nothing of the board's to drop, a hint showing over it closes, as its ✕ does
   * (the window's "hint" actions; off when no hint shows). */
  if (!dropped)
    gtk_widget_activate_action (widget, "hint.close", NULL);
}

/* ------------------------------------------------------------------------------------ */
/* Pointer input                                                                        */

/* The layout drawing and input share (sdm-board-draw.c draws with it too). */
void
sdm_board_get_layout (SdmBoard       *self,
                      SdmBoardLayout *layout)
{
  g_return_if_fail (SDM_IS_BOARD (self));

  sdm_board_layout_compute (layout, gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)));
}

/* The two cells the pending domino would cover with the pointer at (@x, @y): the cell
 * under it and, of its neighbours that are not given, the one whose side is nearest. FALSE
 * off the cells, on a given, or with nowhere to go. */
static gboolean
pointer_pair (SdmBoard *self,
              double    x,
              double    y,
              int      *a,
              int      *b)
{
  static const int dirs[4][2] = { { 0, 1 }, { 0, -1 }, { 1, 0 }, { -1, 0 } };
  SdmBoardLayout l;
  graphene_rect_t r;
  double distance[4], best = G_MAXDOUBLE;
  int cell;

  sdm_board_get_layout (self, &l);
  cell = sdm_board_layout_hit (&l, x, y, NULL);
  *a = *b = -1;
  if (cell < 0 || sdm_game_is_given (self->game, cell))
    return FALSE;
  sdm_board_layout_cell_rect (&l, cell, &r);
  distance[0] = r.origin.x + r.size.width - x;    /* right */
  distance[1] = x - r.origin.x;                   /* left */
  distance[2] = r.origin.y + r.size.height - y;   /* below */
  distance[3] = y - r.origin.y;                   /* above */
  for (int i = 0; i < 4; i++)
    {
      int row = sdm_cell_row (cell) + dirs[i][0], col = sdm_cell_col (cell) + dirs[i][1];

      if (row < 0 || row > 8 || col < 0 || col > 8 || sdm_game_is_given (self->game, sdm_cell (row, col)))
        continue;
      if (distance[i] < best)
        {
          best = distance[i];
          *b = sdm_cell (row, col);
        }
    }
  if (*b < 0)
    return FALSE;
  *a = cell;
  return TRUE;
}

/* How far the pointer moves between press and release before it is a drag, not a click. */
static double
drag_threshold (const SdmBoardLayout *l)
{
  return MAX (4.0, l->cell * 0.25);
}

/* The two cells a press that ends at (@x, @y) puts the pending domino on: after a drag
 * from a cell into its neighbour, those two (none after a drag elsewhere); after a click,
 * pointer_pair(). The preview shows the same two while the pointer moves. */
static gboolean
target_pair (SdmBoard *self,
             double    x,
             double    y,
             int      *a,
             int      *b)
{
  SdmBoardLayout l;

  sdm_board_get_layout (self, &l);
  if (self->drag_cell >= 0 && hypot (x - self->drag_x, y - self->drag_y) >= drag_threshold (&l))
    {
      int end = sdm_board_layout_hit (&l, x, y, NULL);

      *a = *b = -1;
      if (end < 0 || end == self->drag_cell || !sdm_cells_adjacent (end, self->drag_cell)
          || sdm_game_is_given (self->game, end) || sdm_game_is_given (self->game, self->drag_cell))
        return FALSE;
      *a = self->drag_cell;
      *b = end;
      return TRUE;
    }
  return pointer_pair (self, x, y, a, b);
}

/* The two cells the pending domino goes on from the keyboard: the selected cell and its
 * neighbour in the aimed direction (Shift and an arrow; to the right at first) or, where
 * that is a given or off the board, the first free one to the right, below, left, above. */
static gboolean
keyboard_pair (SdmBoard *self,
               int      *a,
               int      *b)
{
  const int dirs[5][2] = { { self->aim_dr, self->aim_dc }, { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };
  int s = self->selected;

  *a = *b = -1;
  if (self->game == NULL || s < 0 || sdm_game_is_given (self->game, s))
    return FALSE;
  for (int i = 0; i < 5; i++)
    {
      int row = sdm_cell_row (s) + dirs[i][0], col = sdm_cell_col (s) + dirs[i][1];

      if ((dirs[i][0] != 0) == (dirs[i][1] != 0) || row < 0 || row > 8 || col < 0 || col > 8
          || sdm_game_is_given (self->game, sdm_cell (row, col)))
        continue;
      *a = s;
      *b = sdm_cell (row, col);
      return TRUE;
    }
  return FALSE;
}

/* Where the pending domino would land now, and which way round: drawn by the board. It
 * follows the pointer over the board; after a key, or with the pointer elsewhere, it lies
 * on the selected cell (keyboard_pair()). */
void
sdm_board_update_preview (SdmBoard *self)
{
  int a = -1, b = -1;
  guint da = 0, db = 0;
  gboolean keys = self->keyboard_aim || !self->pointer_in;

  if (self->game != NULL && !self->locked && self->pending_domino >= 0
      && (keys ? keyboard_pair (self, &a, &b) : target_pair (self, self->pointer_x, self->pointer_y, &a, &b)))
    {
      int x, y;

      sdm_domino_digits (self->pending_domino, &x, &y);
      sdm_game_orient_domino (self->game, a, b, x, y, &da, &db);
    }
  else
    a = b = -1;
  if (a == self->preview[0] && b == self->preview[1]
      && da == self->preview_digits[0] && db == self->preview_digits[1])
    return;
  self->preview[0] = a;
  self->preview[1] = b;
  self->preview_digits[0] = da;
  self->preview_digits[1] = db;
  sdm_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           SdmBoard                 *self)
{
  /* Motion without a move (a redraw under a still pointer) takes nothing from the keys. */
  if (self->pointer_in && x == self->pointer_x && y == self->pointer_y)
    return;
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_in = TRUE;
  self->keyboard_aim = FALSE;
  sdm_board_update_preview (self);
}

static void
leave_cb (GtkEventControllerMotion *motion,
          SdmBoard                 *self)
{
  self->pointer_in = FALSE;
  sdm_board_update_preview (self);
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               SdmBoard       *self)
{
  SdmBoardLayout l;
  int cell, partner;

  sdm_board_get_layout (self, &l);
  cell = sdm_board_layout_hit (&l, x, y, &partner);
  self->drag_x = x;
  self->drag_y = y;
  self->drag_cell = cell;
  self->drag_partner = partner;
  self->drag_was_selected = cell == self->selected;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* With a palette domino chosen, the release puts it down where the preview shows it
   * (drag_end_cb), and selects then. */
  if (cell < 0 || (self->pending_domino >= 0 && self->game != NULL))
    return;
  sdm_board_set_selected (self, cell);
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                SdmBoard       *self)
{
  self->pointer_x = self->drag_x + offset_x;
  self->pointer_y = self->drag_y + offset_y;
  self->pointer_in = TRUE;
  self->keyboard_aim = FALSE;
  sdm_board_update_preview (self);
}

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             SdmBoard       *self)
{
  SdmBoardLayout l;
  int end;

  if (self->drag_cell < 0)
    return;
  sdm_board_get_layout (self, &l);
  end = sdm_board_layout_hit (&l, self->drag_x + offset_x, self->drag_y + offset_y, NULL);
  if (self->pending_domino >= 0 && self->game != NULL)
    {
      int a, b;

      if (target_pair (self, self->drag_x + offset_x, self->drag_y + offset_y, &a, &b))
        {
          /* The cell the pointer is in ends selected: a second click there turns it. */
          sdm_board_set_selected (self, b == end ? b : a);
          link_cells (self, a, b);
        }
      else if (hypot (offset_x, offset_y) < drag_threshold (&l))
        sdm_board_set_selected (self, self->drag_cell);   /* a click on a given */
      self->drag_cell = -1;
      sdm_board_update_preview (self);
      return;
    }
  if (hypot (offset_x, offset_y) < drag_threshold (&l))
    {
      /* A click: on the line inside a domino it turns it round, on another line it links
       * (or unlinks) the two cells; a second click on a domino's selected cell turns it. */
      if (self->drag_partner >= 0)
        {
          if (self->game != NULL && sdm_game_get_partner (self->game, self->drag_cell) == self->drag_partner
              && sdm_board_can_turn (self, self->drag_cell))
            turn_domino (self, self->drag_cell);
          else
            link_cells (self, self->drag_cell, self->drag_partner);
        }
      else if (self->drag_was_selected && sdm_board_can_turn (self, self->drag_cell))
        turn_domino (self, self->drag_cell);
      else
        g_signal_emit (self, sdm_board_signals[SDM_BOARD_CELL_CLICKED], 0, self->drag_cell);
    }
  else if (end >= 0 && end != self->drag_cell && sdm_cells_adjacent (end, self->drag_cell))
    {
      link_cells (self, self->drag_cell, end);
      sdm_board_set_selected (self, end);
    }
  self->drag_cell = -1;
}

static void
pencil_toggled_cb (GtkToggleButton *button,
                   SdmBoard        *self)
{
  if (self->syncing_popover)
    return;
  for (guint d = 1; d <= 9; d++)
    if (self->pencil_buttons[d - 1] == GTK_WIDGET (button))
      enter_digit (self, d, TRUE);
}

void
sdm_board_sync_popover (SdmBoard *self)
{
  guint pencil;

  if (self->pencil_popover == NULL || self->game == NULL)
    return;
  pencil = sdm_game_get_pencil (self->game, self->selected);
  self->syncing_popover = TRUE;
  for (guint d = 1; d <= 9; d++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->pencil_buttons[d - 1]),
                                  (pencil & (1u << (d - 1))) != 0);
  self->syncing_popover = FALSE;
}

/* The popover (sdm-pencil-popover.ui) is loaded on the first right click, not with the
 * board: the window's board is made at start-up, and most boards never open it. */
static void
ensure_popover (SdmBoard *self)
{
  g_autoptr(GtkBuilderScope) scope = NULL;
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GError) error = NULL;

  if (self->pencil_popover != NULL)
    return;
  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback (scope, pencil_toggled_cb);
  builder = gtk_builder_new ();
  gtk_builder_set_scope (builder, scope);
  /* The toggles' handler gets the board. */
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  if (!gtk_builder_add_from_resource (builder, RESOURCE_BASE "/sdm-pencil-popover.ui", &error))
    g_error ("sdm-pencil-popover.ui: %s", error->message);   /* compiled in: a build error */
  self->pencil_popover = GTK_WIDGET (gtk_builder_get_object (builder, "popover"));
  gtk_widget_set_parent (self->pencil_popover, GTK_WIDGET (self));
  for (guint d = 1; d <= 9; d++)
    {
      char id[] = { 'p', 'e', 'n', 'c', 'i', 'l', (char) ('0' + d), 0 };
      g_autofree char *tooltip = g_strdup_printf (_("Pencil mark %u"), d);

      self->pencil_buttons[d - 1] = GTK_WIDGET (gtk_builder_get_object (builder, id));
      gtk_widget_set_tooltip_text (self->pencil_buttons[d - 1], tooltip);
    }
}

/* A right click, or a touch held on the board: on a placed domino it removes it, on an
 * empty cell it opens the pencil marks. */
static void
secondary_action (SdmBoard *self,
                  double    x,
                  double    y)
{
  SdmBoardLayout l;
  graphene_rect_t r;
  int cell, partner;

  sdm_board_get_layout (self, &l);
  cell = sdm_board_layout_hit (&l, x, y, NULL);
  if (cell < 0 || self->game == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  sdm_board_set_selected (self, cell);

  /* On a placed domino, a right click removes it. */
  partner = sdm_game_get_partner (self->game, cell);
  if (partner >= 0 && !sdm_board_is_clue_cell (self, cell))
    {
      link_cells (self, cell, partner);
      return;
    }
  if (self->locked || sdm_game_is_given (self->game, cell) || sdm_game_get_value (self->game, cell) != 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  ensure_popover (self);
  sdm_board_sync_popover (self);
  sdm_board_layout_cell_rect (&l, cell, &r);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->pencil_popover),
                               &(GdkRectangle) { r.origin.x, r.origin.y, r.size.width, r.size.height });
  gtk_popover_popup (GTK_POPOVER (self->pencil_popover));
}

static void
secondary_pressed_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      SdmBoard        *self)
{
  secondary_action (self, x, y);
}

/* A touch held still: what a right click does (a phone has no other). The touch is the
 * long press's now, so the drag that began with it does nothing when it ends. */
static void
long_pressed_cb (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 SdmBoard            *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->drag_cell = -1;
  sdm_board_update_preview (self);
  secondary_action (self, x, y);
}

static void
add_move_bindings (GtkWidgetClass *widget_class,
                   guint           key,
                   guint           kp_key,
                   guint           letter,
                   int             dr,
                   int             dc)
{
  gtk_widget_class_add_binding_action (widget_class, key, 0, "board.move", "(ii)", dr, dc);
  gtk_widget_class_add_binding_action (widget_class, kp_key, 0, "board.move", "(ii)", dr, dc);
  gtk_widget_class_add_binding_action (widget_class, letter, 0, "board.move", "(ii)", dr, dc);
  gtk_widget_class_add_binding_action (widget_class, key, GDK_SHIFT_MASK, "board.link", "(ii)", dr, dc);
  gtk_widget_class_add_binding_action (widget_class, kp_key, GDK_SHIFT_MASK, "board.link", "(ii)", dr, dc);
  gtk_widget_class_add_binding_action (widget_class, gdk_keyval_to_upper (letter), GDK_SHIFT_MASK,
                                       "board.link", "(ii)", dr, dc);
}

void
sdm_board_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.move", "(ii)", move_action);
  gtk_widget_class_install_action (widget_class, "board.link", "(ii)", link_action);
  gtk_widget_class_install_action (widget_class, "board.place", NULL, place_action);
  gtk_widget_class_install_action (widget_class, "board.unlink", NULL, unlink_action);
  gtk_widget_class_install_action (widget_class, "board.select", "i", select_action);
  gtk_widget_class_install_action (widget_class, "board.enter", "u", enter_action);
  gtk_widget_class_install_action (widget_class, "board.set-value", "u", set_value_action);
  gtk_widget_class_install_action (widget_class, "board.pencil", "u", pencil_action);
  gtk_widget_class_install_action (widget_class, "board.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "board.escape", NULL, escape_action);
  gtk_widget_class_install_action (widget_class, "board.turn", NULL, turn_action);
  gtk_widget_class_install_property_action (widget_class, "board.pencil-mode", "pencil-mode");

  add_move_bindings (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, GDK_KEY_w, -1, 0);
  add_move_bindings (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, GDK_KEY_s, 1, 0);
  add_move_bindings (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, GDK_KEY_a, 0, -1);
  add_move_bindings (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, GDK_KEY_d, 0, 1);

  for (guint d = 1; d <= 9; d++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + d, 0, "board.enter", "u", d);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + d, 0, "board.enter", "u", d);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + d, GDK_CONTROL_MASK, "board.pencil", "u", d);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + d, GDK_CONTROL_MASK, "board.pencil", "u", d);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "board.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "board.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "board.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "board.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "board.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "board.pencil-mode", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.escape", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.place", NULL);
}

void
sdm_board_init_input (SdmBoard *self)
{
  GtkGesture *drag, *secondary, *long_press;
  GtkEventController *motion;

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));

  /* Touch only: a mouse has its right button. */
  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (long_press));
}
