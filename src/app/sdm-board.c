/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-board.c: the 9×9 board widget.
 *
 * Drawing (sdm-board-draw.c): whole-pixel layout (sdm-board-layout.c) so that lines
 * are crisp at every size; colours are the theme's named colours, looked up at every
 * frame, so the light and dark styles both work. Input: key bindings and the digit bar go through widget actions;
 * a left press selects, a click on the line between two cells or a drag from one cell to
 * its neighbour links them; with a palette pair chosen, the pair follows the pointer
 * (drawn where a click puts it), a click puts it down there, a drag from a cell into its
 * neighbour on those two; a second click on a domino's
 * selected cell, or on the line inside it, or R, turns it round; a right click removes a
 * placed domino or opens the pencil mark popover.
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "sdm-board-private.h"
#include "sdm-sentences.h"


enum {
  PROP_0,
  PROP_GAME,
  PROP_SELECTED,
  PROP_PENCIL_MODE,
  PROP_PENDING_DOMINO,
  PROP_LOCKED,
  PROP_HIGHLIGHT_UNITS,
  PROP_HIGHLIGHT_EQUAL,
  PROP_SHOW_CLASHES,
  PROP_SHOW_MISTAKES,
  PROP_HIGHLIGHT_DIGIT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint sdm_board_signals[SDM_BOARD_N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmBoard, sdm_board, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------------------------------ */
/* Accessibility                                                                        */

char *
sdm_board_describe_cell (SdmGame *game,
                         int      cell)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint value;
  int partner;

  /* Translators: a cell of the board, for screen readers. */
  g_string_printf (text, _("Row %d, column %d"), sdm_cell_row (cell) + 1, sdm_cell_col (cell) + 1);
  if (game == NULL)
    return g_string_free (g_steal_pointer (&text), FALSE);

  value = sdm_game_get_value (game, cell);
  if (value != 0)
    {
      g_string_append_printf (text, ", %u", value);
      if (sdm_game_is_given (game, cell))
        g_string_append_printf (text, ", %s", _("given"));
    }
  else
    {
      guint pencil = sdm_game_get_pencil (game, cell);

      g_string_append_printf (text, ", %s", _("empty"));
      if (pencil != 0)
        {
          g_string_append_printf (text, ", %s", _("candidates"));
          for (guint d = 1; d <= 9; d++)
            if (pencil & (1u << (d - 1)))
              g_string_append_printf (text, " %u", d);
        }
    }

  partner = sdm_game_get_partner (game, cell);
  if (partner >= 0)
    {
      guint pv = sdm_game_get_value (game, partner);
      g_autofree char *a = value ? g_strdup_printf ("%u", value) : g_strdup ("?");
      g_autofree char *b = pv ? g_strdup_printf ("%u", pv) : g_strdup ("?");
      g_autofree char *domino = NULL;

      if (partner == cell + 1)
        /* Translators: a domino from this cell to the next; the two digits, this cell first. */
        domino = g_strdup_printf (_("domino %s–%s going right"), a, b);
      else if (partner == cell - 1)
        domino = g_strdup_printf (_("domino %s–%s going left"), a, b);
      else if (partner == cell + 9)
        domino = g_strdup_printf (_("domino %s–%s going down"), a, b);
      else
        domino = g_strdup_printf (_("domino %s–%s going up"), a, b);
      g_string_append_printf (text, ", %s", domino);
    }
  else if (sdm_game_get_kind (game) == SDM_KIND_SUDOMINOKU
           && sdm_puzzle_cell_is_isolated (sdm_game_get_puzzle (game), cell))
    g_string_append_printf (text, ", %s", _("alone"));

  if (sdm_game_is_in_conflict (game, cell))
    g_string_append_printf (text, ", %s", _("breaks a rule"));
  else if (sdm_game_is_mistake (game, cell))
    g_string_append_printf (text, ", %s", _("mistake"));
  if (sdm_game_is_wrong_domino (game, cell))
    /* Translators: said of a cell whose domino lies in no solution. */
    g_string_append_printf (text, ", %s", _("domino in no solution"));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
sdm_board_update_accessible (SdmBoard *self)
{
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;
  gboolean dominoes = self->game != NULL && sdm_game_get_kind (self->game) == SDM_KIND_SUDOMINOKU;

  if (self->game == NULL)
    label = g_strdup (_("Empty board"));
  else
    label = sdm_board_describe_cell (self->game, self->selected);
  if (dominoes && self->pending_domino >= 0 && self->preview[0] >= 0)
    {
      g_autofree char *first = sdm_cell_describe (self->preview[0]);
      g_autofree char *second = sdm_cell_describe (self->preview[1]);

      /* Translators: the board's accessible description while a palette pair is chosen
       * and shown on two cells: "4 in row 7, column 7 and 1 in row 7, column 8". */
      description = g_strdup_printf (_("Sudominoku board, pair shown as %u in %s and %u in %s: Return puts it "
                                       "there; Shift and an arrow key aim it at another neighbour"),
                                     self->preview_digits[0], first, self->preview_digits[1], second);
    }
  else if (dominoes && self->pending_domino >= 0)
    {
      int a, b;

      sdm_domino_digits (self->pending_domino, &a, &b);
      /* Translators: the board's accessible description while a palette pair is chosen. */
      description = g_strdup_printf (_("Sudominoku board, pair %d–%d chosen: Shift and an arrow key put it on "
                                       "the selected cell and that neighbour"), a, b);
    }
  else
    description = g_strdup (dominoes ? _("Sudominoku board") : _("Sudoku board"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

gboolean
sdm_board_is_clue_cell (SdmBoard *self,
                        int       cell)
{
  int partner = sdm_game_get_partner (self->game, cell);

  return partner >= 0 && sdm_game_is_given (self->game, cell) && sdm_game_is_given (self->game, partner);
}

static void
sdm_board_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  sdm_board_draw (SDM_BOARD (widget), snapshot);
}

/* Whole-pixel sizes as sdm_board_layout_compute() draws them: 9 cells, 4 thick lines and
 * 6 thin lines of 1 px. The smallest board has cells of 21 px and thick lines of 2 px (in
 * the window's least size, 360×480, a Sudominoku's board, palette, digit bar and a strip
 * of three lines then fit: the strips take room of their own); its natural size cells of
 * 52 px and thick lines of 3 px. */
#define MIN_CELL          21
#define MIN_THICK         2
#define NATURAL_CELL      52
#define NATURAL_THICK     3
#define N_THICK_LINES     4
#define N_THIN_LINES      6

static void
sdm_board_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  *minimum = 9 * MIN_CELL + N_THICK_LINES * MIN_THICK + N_THIN_LINES;
  /* Square: given one side, the other naturally as long. A box that lays the board beside
   * the palette then gives it its whole height in width (sdm-window.ui). */
  *natural = for_size >= 0 ? MAX (*minimum, for_size)
                           : 9 * NATURAL_CELL + N_THICK_LINES * NATURAL_THICK + N_THIN_LINES;
}

static GtkSizeRequestMode
sdm_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
sdm_board_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  SdmBoard *self = SDM_BOARD (widget);

  if (self->pencil_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->pencil_popover));
}

static void
sdm_board_css_changed (GtkWidget         *widget,
                       GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (sdm_board_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

/* ------------------------------------------------------------------------------------ */
/* Game                                                                                 */

static void
game_changed_cb (SdmGame  *game,
                 guint64   low,
                 guint64   high,
                 SdmBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  sdm_board_update_accessible (self);
  sdm_board_sync_popover (self);
  sdm_board_update_preview (self);
}

static void
update_action_state (SdmBoard *self)
{
  gboolean dominoes = self->game != NULL && sdm_game_get_kind (self->game) == SDM_KIND_SUDOMINOKU;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.link", dominoes);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.unlink", dominoes);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.turn", dominoes);
}

SdmGame *
sdm_board_get_game (SdmBoard *self)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), NULL);

  return self->game;
}

void
sdm_board_set_marks (SdmBoard     *self,
                     const guint8 *marks)
{
  g_return_if_fail (SDM_IS_BOARD (self));

  if (marks)
    memcpy (self->marks, marks, sizeof self->marks);
  else
    memset (self->marks, 0, sizeof self->marks);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
sdm_board_get_mark (SdmBoard *self,
                    int       cell)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), 0);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, 0);
  return self->marks[cell];
}

void
sdm_board_set_game (SdmBoard *self,
                    SdmGame  *game)
{
  g_return_if_fail (SDM_IS_BOARD (self));
  g_return_if_fail (game == NULL || SDM_IS_GAME (game));

  if (self->game == game)
    return;
  g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
  if (self->pending_domino != -1)
    {
      self->pending_domino = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING_DOMINO]);
    }
  sdm_board_update_preview (self);
  if (self->pencil_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->pencil_popover));
  update_action_state (self);
  sdm_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

int
sdm_board_get_selected (SdmBoard *self)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), 0);

  return self->selected;
}

void
sdm_board_set_selected (SdmBoard *self,
                        int       cell)
{
  g_return_if_fail (SDM_IS_BOARD (self));

  cell = CLAMP (cell, 0, SDM_N_CELLS - 1);
  if (self->selected == cell)
    return;
  self->selected = cell;
  sdm_board_update_preview (self);
  sdm_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

void
sdm_board_select_start (SdmBoard *self)
{
  int best = sdm_cell (4, 4), best_distance = G_MAXINT;

  g_return_if_fail (SDM_IS_BOARD (self));

  for (int cell = 0; self->game != NULL && cell < SDM_N_CELLS; cell++)
    {
      int dr = sdm_cell_row (cell) - 4, dc = sdm_cell_col (cell) - 4;
      int distance = dr * dr + dc * dc;

      /* Reading order: a later cell as near does not take the place of an earlier one. */
      if (distance < best_distance && !sdm_game_is_given (self->game, cell)
          && sdm_game_get_value (self->game, cell) == 0)
        {
          best = cell;
          best_distance = distance;
        }
    }
  sdm_board_set_selected (self, best);
}

gboolean
sdm_board_get_pencil_mode (SdmBoard *self)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), FALSE);

  return self->pencil_mode;
}

void
sdm_board_set_pencil_mode (SdmBoard *self,
                           gboolean  pencil_mode)
{
  g_return_if_fail (SDM_IS_BOARD (self));

  pencil_mode = !!pencil_mode;
  if (self->pencil_mode == pencil_mode)
    return;
  self->pencil_mode = pencil_mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENCIL_MODE]);
}

int
sdm_board_get_pending_domino (SdmBoard *self)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), -1);

  return self->pending_domino;
}

void
sdm_board_set_pending_domino (SdmBoard *self,
                              int       index)
{
  g_return_if_fail (SDM_IS_BOARD (self));

  if (index < -1 || index >= SDM_N_DOMINOES)
    index = -1;
  if (self->pending_domino == index)
    return;
  self->pending_domino = index;
  /* Return is the pair's only while there is one (digit-first mode has it otherwise). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.place", index >= 0);
  /* A new pair is aimed to the right at first. */
  self->aim_dr = 0;
  self->aim_dc = 1;
  sdm_board_update_preview (self);
  sdm_board_update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING_DOMINO]);
}

gboolean
sdm_board_get_preview (SdmBoard *self,
                       int      *cell_a,
                       int      *cell_b,
                       guint    *digit_a,
                       guint    *digit_b)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), FALSE);

  if (cell_a != NULL)
    *cell_a = self->preview[0];
  if (cell_b != NULL)
    *cell_b = self->preview[1];
  if (digit_a != NULL)
    *digit_a = self->preview_digits[0];
  if (digit_b != NULL)
    *digit_b = self->preview_digits[1];
  return self->preview[0] >= 0;
}

guint
sdm_board_get_highlight_digit (SdmBoard *self)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), 0);

  return self->highlight_digit;
}

void
sdm_board_set_highlight_digit (SdmBoard *self,
                               guint     digit)
{
  g_return_if_fail (SDM_IS_BOARD (self));

  digit = MIN (digit, 9);
  if (self->highlight_digit == digit)
    return;
  self->highlight_digit = digit;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT_DIGIT]);
}

double
sdm_board_get_pencil_size (SdmBoard *self)
{
  SdmBoardLayout l;

  g_return_val_if_fail (SDM_IS_BOARD (self), 0.0);

  sdm_board_get_layout (self, &l);
  return l.cell * SDM_BOARD_PENCIL_SCALE;
}

gboolean
sdm_board_get_locked (SdmBoard *self)
{
  g_return_val_if_fail (SDM_IS_BOARD (self), FALSE);

  return self->locked;
}

void
sdm_board_set_locked (SdmBoard *self,
                      gboolean  locked)
{
  g_return_if_fail (SDM_IS_BOARD (self));

  locked = !!locked;
  if (self->locked == locked)
    return;
  self->locked = locked;
  if (locked && self->pencil_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->pencil_popover));
  sdm_board_update_preview (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOCKED]);
}

static void
set_flag (SdmBoard *self,
          guint     prop,
          gboolean  value)
{
  gboolean old;

  value = !!value;
  switch (prop)
    {
    case PROP_HIGHLIGHT_UNITS: old = self->highlight_units; self->highlight_units = value; break;
    case PROP_HIGHLIGHT_EQUAL: old = self->highlight_equal; self->highlight_equal = value; break;
    case PROP_SHOW_CLASHES: old = self->show_clashes; self->show_clashes = value; break;
    case PROP_SHOW_MISTAKES: old = self->show_mistakes; self->show_mistakes = value; break;
    default: g_assert_not_reached ();
    }
  if (old != value)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
    }
}

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

static void
sdm_board_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SdmBoard *self = SDM_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_SELECTED: g_value_set_int (value, self->selected); break;
    case PROP_PENCIL_MODE: g_value_set_boolean (value, self->pencil_mode); break;
    case PROP_PENDING_DOMINO: g_value_set_int (value, self->pending_domino); break;
    case PROP_LOCKED: g_value_set_boolean (value, self->locked); break;
    case PROP_HIGHLIGHT_UNITS: g_value_set_boolean (value, self->highlight_units); break;
    case PROP_HIGHLIGHT_EQUAL: g_value_set_boolean (value, self->highlight_equal); break;
    case PROP_SHOW_CLASHES: g_value_set_boolean (value, self->show_clashes); break;
    case PROP_SHOW_MISTAKES: g_value_set_boolean (value, self->show_mistakes); break;
    case PROP_HIGHLIGHT_DIGIT: g_value_set_uint (value, self->highlight_digit); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_board_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SdmBoard *self = SDM_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: sdm_board_set_game (self, g_value_get_object (value)); break;
    case PROP_SELECTED: sdm_board_set_selected (self, g_value_get_int (value)); break;
    case PROP_PENCIL_MODE: sdm_board_set_pencil_mode (self, g_value_get_boolean (value)); break;
    case PROP_PENDING_DOMINO: sdm_board_set_pending_domino (self, g_value_get_int (value)); break;
    case PROP_LOCKED: sdm_board_set_locked (self, g_value_get_boolean (value)); break;
    case PROP_HIGHLIGHT_UNITS:
    case PROP_HIGHLIGHT_EQUAL:
    case PROP_SHOW_CLASHES:
    case PROP_SHOW_MISTAKES:
      set_flag (self, prop_id, g_value_get_boolean (value));
      break;
    case PROP_HIGHLIGHT_DIGIT: sdm_board_set_highlight_digit (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_board_dispose (GObject *object)
{
  SdmBoard *self = SDM_BOARD (object);

  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->pencil_popover, gtk_widget_unparent);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);

  G_OBJECT_CLASS (sdm_board_parent_class)->dispose (object);
}


static void
sdm_board_class_init (SdmBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_board_dispose;
  object_class->get_property = sdm_board_get_property;
  object_class->set_property = sdm_board_set_property;

  widget_class->snapshot = sdm_board_snapshot;
  widget_class->measure = sdm_board_measure;
  widget_class->get_request_mode = sdm_board_get_request_mode;
  widget_class->size_allocate = sdm_board_size_allocate;
  widget_class->css_changed = sdm_board_css_changed;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SDM_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, 0, SDM_N_CELLS - 1, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PENCIL_MODE] =
    g_param_spec_boolean ("pencil-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PENDING_DOMINO] =
    g_param_spec_int ("pending-domino", NULL, NULL, -1, SDM_N_DOMINOES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LOCKED] =
    g_param_spec_boolean ("locked", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HIGHLIGHT_UNITS] =
    g_param_spec_boolean ("highlight-units", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HIGHLIGHT_EQUAL] =
    g_param_spec_boolean ("highlight-equal", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_CLASHES] =
    g_param_spec_boolean ("show-clashes", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_MISTAKES] =
    g_param_spec_boolean ("show-mistakes", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HIGHLIGHT_DIGIT] =
    g_param_spec_uint ("highlight-digit", NULL, NULL, 0, 9, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted when the game refuses a move (a given cell, a finished game), with the reason. */
  sdm_board_signals[SDM_BOARD_MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* Emitted when a cell is clicked (not a border, not a drag), after it is selected: the
   * window puts the chosen digit there in digit-first play. */
  sdm_board_signals[SDM_BOARD_CELL_CLICKED] =
    g_signal_new ("cell-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  sdm_board_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "sdm-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
sdm_board_init (SdmBoard *self)
{
  self->selected = sdm_cell (4, 4);
  self->pending_domino = -1;
  self->drag_cell = -1;
  self->preview[0] = self->preview[1] = -1;
  self->aim_dc = 1;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.place", FALSE);
  self->highlight_units = TRUE;
  self->highlight_equal = TRUE;
  self->show_clashes = TRUE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);

  sdm_board_init_input (self);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (gtk_widget_queue_draw), self);

  update_action_state (self);
  sdm_board_update_accessible (self);
}

GtkWidget *
sdm_board_new (void)
{
  return g_object_new (SDM_TYPE_BOARD, NULL);
}
