/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-view.c: the game area (see sdm-game-view.h): the board, its digit bar and domino
 * palette, the strips and their controllers, the board's marks (update_marks), where the
 * strips go (place_strips, strips_position_cb). The game.* actions are
 * sdm-game-view-actions.c's.
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include <adwaita.h>

#include "sdm-game-view-private.h"


enum {
  PROP_0,
  PROP_GAME,
  PROP_PAUSED,
  PROP_BUSY,
  PROP_EDITING,
  PROP_COMPACT,
  PROP_WIDE,
  PROP_WIDEST,
  N_PROPS
};

enum {
  SIGNAL_MESSAGE,
  SIGNAL_PLAY,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmGameView, sdm_game_view, GTK_TYPE_WIDGET)

void
sdm_game_view_say (SdmGameView *self,
                   const char  *message)
{
  if (message != NULL && *message != '\0')
    g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, message);
}

/* ------------------------------------------------------------------------------------ */
/* Whose marks the board shows                                                          */

/* The one owner of the board's marks: a hint's cells over the editor's over the guide's
 * step, whichever shows; none without. The guide's step also marks the pair it is about
 * in the palette. */
static void
update_marks (SdmGameView *self)
{
  GBytes *marks = sdm_hint_controller_get_marks (self->hint);
  int pair = -1;

  if (marks == NULL)
    marks = sdm_editor_controller_get_marks (self->editor);
  if (marks == NULL)
    {
      SdmTutorial *guide = sdm_tutorial_controller_get_guide (self->tutorial);

      marks = sdm_tutorial_controller_get_marks (self->tutorial);
      if (marks != NULL && guide != NULL)
        pair = sdm_tutorial_get_pair (guide);
    }
  sdm_board_set_marks (self->board, marks != NULL ? g_bytes_get_data (marks, NULL) : NULL);
  sdm_domino_palette_set_marked (self->palette, pair);
}

/* Check shows the clashes and mistakes of the position it checked, whatever the
 * preferences say, and only of that position: the first move after it (or another
 * puzzle) gives the marking back to the preferences. */
void
sdm_game_view_show_check_marks (SdmGameView *self,
                                gboolean     mistakes)
{
  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  if (self->game == NULL)
    return;
  self->check_marks_shown = TRUE;
  g_object_set (self->board, "show-clashes", TRUE, NULL);
  if (mistakes)
    g_object_set (self->board, "show-mistakes", TRUE, NULL);
}

static void
hide_check_marks (SdmGameView *self)
{
  if (!self->check_marks_shown)
    return;
  self->check_marks_shown = FALSE;
  g_object_set (self->board,
                "show-clashes", self->settings == NULL || g_settings_get_boolean (self->settings, "show-clashes"),
                "show-mistakes", self->settings != NULL && g_settings_get_boolean (self->settings, "check-against-solution"),
                NULL);
}

/* ------------------------------------------------------------------------------------ */
/* Where the strips go                                                                  */

/* The modes' room: while the guide runs, its strip is as tall as the longest of its words
 * at this width, from its first step to its last; while Type In is on, the editor's as
 * tall as its longest verdict. Beside the board they take no room of the game's: none is
 * kept. */
static void
update_mode_room (SdmGameView *self)
{
  gboolean beside = gtk_widget_get_parent (self->strips) == GTK_WIDGET (self->overlay);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  /* The strips' clamp (720 px at most) less their box's margins. */
  int bar_width = MIN (width, 720) - 24;

  if (width != self->room_width)
    self->tutorial_room = self->editor_room = 0;   /* measured again at the new width */
  self->room_width = width;
  if (beside || bar_width <= 0 || !sdm_tutorial_controller_get_active (self->tutorial))
    self->tutorial_room = 0;
  else if (self->tutorial_room == 0)
    self->tutorial_room = sdm_tutorial_controller_measure_room (self->tutorial, bar_width);
  if (beside || bar_width <= 0 || !sdm_editor_controller_get_active (self->editor))
    self->editor_room = 0;
  else if (self->editor_room == 0)
    self->editor_room = sdm_editor_controller_measure_room (self->editor, bar_width);
  gtk_widget_set_size_request (GTK_WIDGET (self->tutorial), -1, self->tutorial_room > 0 ? self->tutorial_room : -1);
  gtk_widget_set_size_request (GTK_WIDGET (self->editor), -1, self->editor_room > 0 ? self->editor_room : -1);
}

static gboolean
mode_room_idle_cb (gpointer user_data)
{
  SdmGameView *self = user_data;

  self->room_idle_id = 0;
  update_mode_room (self);
  return G_SOURCE_REMOVE;
}

/* With the palette beside the board (a Sudominoku on a wide window) the column right of
 * the board has room to spare above and below the tiles, and on the widest windows a
 * Sudoku's centred board leaves as much on either side: every strip lies there, over the
 * game (strips_position_cb). Elsewhere (a phone, a tall window, a Sudoku on a window not
 * that wide) the modes' strips (the guide's, the editor's) take a room of their own under
 * the game for the whole mode (update_mode_room), and the passing ones (a message, Check's
 * verdict, the hint) lie over the digit bar while they show. Either way the board keeps
 * its size and place while a strip shows, changes or goes (issue 36); the grid is never
 * under a strip. */
static void
place_strips (SdmGameView *self)
{
  gboolean beside = self->widest
                    || (self->wide && gtk_widget_get_visible (GTK_WIDGET (self->palette_revealer)));
  GtkWidget *parent = gtk_widget_get_parent (self->strips);

  if (beside == (parent == GTK_WIDGET (self->overlay)))
    return;
  g_object_ref (self->strips);
  g_object_ref (self->transient_box);
  if (beside)
    {
      gtk_box_remove (GTK_BOX (self->page_box), self->strips);
      gtk_overlay_add_overlay (self->overlay, self->strips);
      adw_clamp_set_child (ADW_CLAMP (self->transient_clamp), NULL);
      gtk_widget_set_margin_start (GTK_WIDGET (self->transient_box), 0);
      gtk_widget_set_margin_end (GTK_WIDGET (self->transient_box), 0);
      gtk_box_append (self->strip_box, GTK_WIDGET (self->transient_box));
    }
  else
    {
      gtk_overlay_remove_overlay (self->overlay, self->strips);
      gtk_box_insert_child_after (GTK_BOX (self->page_box), self->strips, GTK_WIDGET (self->overlay));
      gtk_box_remove (self->strip_box, GTK_WIDGET (self->transient_box));
      gtk_widget_set_margin_start (GTK_WIDGET (self->transient_box), 12);
      gtk_widget_set_margin_end (GTK_WIDGET (self->transient_box), 12);
      adw_clamp_set_child (ADW_CLAMP (self->transient_clamp), GTK_WIDGET (self->transient_box));
    }
  g_object_unref (self->transient_box);
  g_object_unref (self->strips);
  gtk_widget_set_visible (self->transient_clamp, !beside);
  update_mode_room (self);
}

/* Beside the board: the strips as wide as the palette's column, or right of a Sudoku's
 * grid as wide as the room there (at most STRIPS_BESIDE_WIDTH); their top in line with
 * the grid's, as tall as they want at that width (over the tiles rather than the board
 * if the column is too short for both). */
#define STRIPS_BESIDE_WIDTH 480
static gboolean
strips_position_cb (GtkOverlay   *overlay,
                    GtkWidget    *widget,
                    GdkRectangle *allocation,
                    SdmGameView  *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));
  graphene_rect_t board, palette, first;
  SdmBoardLayout layout;
  int x, y, minimum, natural;

  if (widget != self->strips
      || !gtk_widget_compute_bounds (GTK_WIDGET (self->board), GTK_WIDGET (overlay), &board))
    return FALSE;
  sdm_board_get_layout (self->board, &layout);
  sdm_board_layout_cell_rect (&layout, 0, &first);
  if (gtk_widget_get_visible (GTK_WIDGET (self->palette_revealer))
      && gtk_widget_compute_bounds (GTK_WIDGET (self->palette), GTK_WIDGET (overlay), &palette))
    {
      /* The cards in line with the tiles: the strips' box keeps a margin on each side. */
      x = MAX ((int) ceil (board.origin.x + board.size.width),
               (int) palette.origin.x - gtk_widget_get_margin_start (adw_clamp_get_child (ADW_CLAMP (widget))));
      width = MAX (0, width - x);
    }
  else
    {
      /* Right of the grid, the card's margin from its edge, as wide as the room allows. */
      x = (int) ceil (board.origin.x + layout.x0 + layout.size);
      width = MIN (STRIPS_BESIDE_WIDTH, MAX (0, width - x - gtk_widget_get_margin_end (GTK_WIDGET (self->board))));
    }
  y = MAX (0, (int) (board.origin.y + first.origin.y) - 6);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  *allocation = (GdkRectangle) { x, y, width, MIN (MAX (minimum, natural), MAX (0, height - y)) };
  return TRUE;
}

/* The window's size class (its breakpoints set these): a phone's narrow margins; the
 * palette beside the board, in a row with it. */
static void
apply_size_class (SdmGameView *self)
{
  int margin = self->compact ? 4 : 12;
  gboolean row = self->wide || self->widest;

  gtk_widget_set_margin_start (GTK_WIDGET (self->game_box), margin);
  gtk_widget_set_margin_end (GTK_WIDGET (self->game_box), margin);
  gtk_widget_set_margin_start (self->digit_clamp, margin);
  gtk_widget_set_margin_end (self->digit_clamp, margin);
  g_object_set (self->tutorial, "compact", self->compact, NULL);
  /* The board as wide as it is high; the palette's tiles grow into the rest. The palette
   * lays out six columns at most, or at 1000×740 it would take half the width and leave
   * the board 480 px of its 620 (tests/test-layout.c). */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_box),
                                  row ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (self->game_box, row ? 12 : 8);
  gtk_widget_set_hexpand (GTK_WIDGET (self->palette_revealer), row);
  gtk_widget_set_halign (GTK_WIDGET (self->palette), row ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);
  g_object_set (self->palette, "max-columns", row ? 6 : 12, NULL);
  place_strips (self);
}

/* ------------------------------------------------------------------------------------ */
/* The game                                                                             */

static gboolean
digits_full (SdmGame *game)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sdm_game_get_value (game, c) == 0)
      return FALSE;
  return TRUE;
}

/* A Sudominoku with every digit in but dominoes left is not finished yet: say what is
 * missing once, as the last digit goes in. */
static void
say_dominoes_left (SdmGameView *self)
{
  gboolean full = digits_full (self->game);
  guint left = sdm_game_get_n_dominoes_left (self->game);

  if (full && !self->digits_full && left > 0 && !sdm_game_get_solved (self->game))
    {
      guint64 low, high;

      sdm_game_get_clashes (self->game, &low, &high);
      if (low == 0 && high == 0)
        {
          g_autofree char *message = g_strdup_printf (ngettext ("Every digit is in: place the remaining domino",
                                                                "Every digit is in: place the remaining %u dominoes",
                                                                left), left);
          sdm_game_view_say (self, message);
        }
    }
  self->digits_full = full;
}

/* The position moved (a move, undo, redo). Check's marks were for the position before. (A
 * hint shown is the hint controller's to drop, the position the editor's to judge: each
 * watches the game itself.) */
static void
game_position_cb (SdmGame     *game,
                  SdmGameView *self)
{
  say_dominoes_left (self);
  hide_check_marks (self);
}

static void
game_notify_cb (SdmGame     *game,
                GParamSpec  *pspec,
                SdmGameView *self)
{
  sdm_game_view_update_actions (self);
}

static void
game_solved_cb (SdmGame     *game,
                GParamSpec  *pspec,
                SdmGameView *self)
{
  gboolean solved = sdm_game_get_solved (game);

  sdm_board_set_locked (self->board, solved);
  sdm_game_view_update_actions (self);
}

void
sdm_game_view_set_game (SdmGameView *self,
                        SdmGame     *game)
{
  gboolean dominoes;

  g_return_if_fail (SDM_IS_GAME_VIEW (self));
  g_return_if_fail (game == NULL || SDM_IS_GAME (game));

  /* Check's and Solve's answers are for the game they asked about. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  hide_check_marks (self);
  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);

  dominoes = game != NULL && sdm_game_get_kind (game) == SDM_KIND_SUDOMINOKU;
  sdm_board_set_game (self->board, game);
  sdm_board_set_locked (self->board, game != NULL && sdm_game_get_solved (game));
  sdm_board_set_pencil_mode (self->board, FALSE);
  sdm_domino_palette_set_game (self->palette, dominoes ? game : NULL);
  gtk_revealer_set_reveal_child (self->palette_revealer, dominoes);
  /* Hidden, not only folded: beside the board it would take half the room to spare. */
  gtk_widget_set_visible (GTK_WIDGET (self->palette_revealer), dominoes);
  place_strips (self);

  /* The controllers follow: a hint is for one game; the editor and the guide stop
   * unless this is their game. The guide waits while no game shows (the start view, from
   * which Back brings its puzzle back). */
  sdm_hint_controller_set_game (self->hint, game);
  if (sdm_editor_controller_get_game (self->editor) != game)
    sdm_editor_controller_stop (self->editor);
  if (game != NULL && sdm_tutorial_controller_get_guide (self->tutorial) != NULL
      && sdm_tutorial_get_game (sdm_tutorial_controller_get_guide (self->tutorial)) != game)
    sdm_tutorial_controller_stop (self->tutorial);

  if (game != NULL)
    {
      if (self->settings != NULL)
        g_settings_bind (self->settings, "auto-clean-pencil", game, "auto-clean-pencil", G_SETTINGS_BIND_GET);
      self->digits_full = digits_full (game);
    }
  sdm_game_view_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

SdmGame *
sdm_game_view_get_game (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);

  return self->game;
}

void
sdm_game_view_set_paused (SdmGameView *self,
                          gboolean     paused)
{
  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  sdm_game_view_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
sdm_game_view_get_busy (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), FALSE);

  return self->n_tasks > 0;
}

void
sdm_game_view_cancel (SdmGameView *self)
{
  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  /* The tasks still finishing keep theirs; the next ones get a new one. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
}

gboolean
sdm_game_view_get_editing (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), FALSE);

  return self->editor != NULL && sdm_editor_controller_get_active (self->editor);
}

void
sdm_game_view_select_start (SdmGameView *self)
{
  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  sdm_board_select_start (self->board);
}

void
sdm_game_view_focus_board (SdmGameView *self)
{
  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  if (self->game != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
sdm_game_view_shutdown (SdmGameView *self)
{
  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->hint != NULL)
    sdm_hint_controller_set_game (self->hint, NULL);
  if (self->editor != NULL)
    sdm_editor_controller_stop (self->editor);
}

/* ------------------------------------------------------------------------------------ */
/* The controllers                                                                      */

static void
controller_state_cb (GObject     *controller,
                     GParamSpec  *pspec,
                     SdmGameView *self)
{
  sdm_game_view_update_actions (self);
  if (controller == G_OBJECT (self->editor) && g_str_equal (pspec->name, "active"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITING]);
  if (controller != G_OBJECT (self->hint))
    update_mode_room (self);
}

static void
controller_marks_cb (GObject     *controller,
                     GParamSpec  *pspec,
                     SdmGameView *self)
{
  update_marks (self);
}

static void
controller_message_cb (GObject     *controller,
                       const char  *message,
                       SdmGameView *self)
{
  sdm_game_view_say (self, message);
}

/* editor.play: the puzzle typed in becomes a game, the window's to put on the board. */
static void
editor_play_cb (SdmEditorController *editor,
                SdmGame             *game,
                SdmGameView         *self)
{
  g_signal_emit (self, signals[SIGNAL_PLAY], 0, game);
}

/* ------------------------------------------------------------------------------------ */
/* The palette and the board                                                           */

static void
domino_activated_cb (SdmDominoPalette *palette,
                     guint             index,
                     SdmGameView      *self)
{
  g_autoptr(SdmDomino) domino = NULL;

  if (self->game == NULL)
    return;
  domino = g_list_model_get_item (sdm_game_get_dominoes (self->game), index);
  if (sdm_domino_get_placed (domino))
    {
      /* A placed tile shows where it lies. */
      sdm_board_set_selected (self->board, sdm_domino_get_cell (domino));
      sdm_board_set_pending_domino (self->board, -1);
    }
  else if (sdm_board_get_pending_domino (self->board) == (int) index)
    sdm_board_set_pending_domino (self->board, -1);
  else
    sdm_board_set_pending_domino (self->board, index);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
move_refused_cb (SdmBoard    *board,
                 const char  *message,
                 SdmGameView *self)
{
  sdm_game_view_say (self, message);
}

GActionGroup *
sdm_game_view_get_actions (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);

  return G_ACTION_GROUP (self->actions);
}

void
sdm_game_view_insert_actions (SdmGameView *self,
                              GtkWidget   *widget)
{
  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  gtk_widget_insert_action_group (widget, "game", G_ACTION_GROUP (self->actions));
  gtk_widget_insert_action_group (widget, "hint", sdm_hint_controller_get_actions (self->hint));
  gtk_widget_insert_action_group (widget, "editor", sdm_editor_controller_get_actions (self->editor));
  gtk_widget_insert_action_group (widget, "tutorial", sdm_tutorial_controller_get_actions (self->tutorial));
}

void
sdm_game_view_set_message_strip (SdmGameView *self,
                                 GtkWidget   *strip)
{
  GtkWidget *first;

  g_return_if_fail (SDM_IS_GAME_VIEW (self));

  first = gtk_widget_get_first_child (GTK_WIDGET (self->transient_box));
  if (first == strip)
    return;
  if (first != GTK_WIDGET (self->hint))
    gtk_box_remove (self->transient_box, first);
  if (strip != NULL)
    gtk_box_prepend (self->transient_box, strip);
}

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

SdmBoard *
sdm_game_view_get_board (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);
  return self->board;
}

SdmDigitBar *
sdm_game_view_get_digit_bar (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);
  return self->digit_bar;
}

SdmDominoPalette *
sdm_game_view_get_palette (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);
  return self->palette;
}

SdmHintController *
sdm_game_view_get_hint (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);
  return self->hint;
}

SdmEditorController *
sdm_game_view_get_editor (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);
  return self->editor;
}

SdmTutorialController *
sdm_game_view_get_tutorial (SdmGameView *self)
{
  g_return_val_if_fail (SDM_IS_GAME_VIEW (self), NULL);
  return self->tutorial;
}

GtkWidget *
sdm_game_view_new (void)
{
  return g_object_new (SDM_TYPE_GAME_VIEW, NULL);
}

static void
bind_settings (SdmGameView *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    return;   /* the defaults */
  self->settings = g_settings_new_full (schema, NULL, NULL);
  g_settings_bind (self->settings, "highlight-units", self->board, "highlight-units", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "highlight-equal", self->board, "highlight-equal", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-clashes", self->board, "show-clashes", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "check-against-solution", self->board, "show-mistakes", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "digit-first", self->digit_bar, "digit-first", G_SETTINGS_BIND_GET);
}

static void
sdm_game_view_init (SdmGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  bind_settings (self);

  self->actions = sdm_game_view_actions_new (self);
  sdm_game_view_insert_actions (self, GTK_WIDGET (self));

  self->game_signals = g_signal_group_new (SDM_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "notify::can-undo", G_CALLBACK (game_notify_cb), self);
  g_signal_group_connect (self->game_signals, "notify::can-redo", G_CALLBACK (game_notify_cb), self);
  g_signal_group_connect (self->game_signals, "notify::solved", G_CALLBACK (game_solved_cb), self);
  g_signal_group_connect (self->game_signals, "position-changed", G_CALLBACK (game_position_cb), self);

  g_signal_connect_object (self->hint, "notify::level", G_CALLBACK (controller_state_cb), self, 0);
  g_signal_connect_object (self->hint, "notify::busy", G_CALLBACK (controller_state_cb), self, 0);
  g_signal_connect_object (self->hint, "notify::marks", G_CALLBACK (controller_marks_cb), self, 0);
  g_signal_connect_object (self->hint, "message", G_CALLBACK (controller_message_cb), self, 0);
  g_signal_connect_object (self->editor, "notify::active", G_CALLBACK (controller_state_cb), self, 0);
  g_signal_connect_object (self->editor, "notify::playable", G_CALLBACK (controller_state_cb), self, 0);
  g_signal_connect_object (self->editor, "notify::marks", G_CALLBACK (controller_marks_cb), self, 0);
  g_signal_connect_object (self->editor, "message", G_CALLBACK (controller_message_cb), self, 0);
  g_signal_connect_object (self->editor, "play", G_CALLBACK (editor_play_cb), self, 0);
  g_signal_connect_object (self->tutorial, "notify::active", G_CALLBACK (controller_state_cb), self, 0);
  g_signal_connect_object (self->tutorial, "notify::waiting", G_CALLBACK (controller_state_cb), self, 0);
  g_signal_connect_object (self->tutorial, "notify::marks", G_CALLBACK (controller_marks_cb), self, 0);

  g_object_bind_property (self->board, "pending-domino", self->palette, "chosen", G_BINDING_SYNC_CREATE);
  g_signal_connect (self->palette, "domino-activated", G_CALLBACK (domino_activated_cb), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (move_refused_cb), self);

  sdm_game_view_update_actions (self);
}

static void
sdm_game_view_dispose (GObject *object)
{
  SdmGameView *self = SDM_GAME_VIEW (object);

  sdm_game_view_shutdown (self);
  g_clear_handle_id (&self->room_idle_id, g_source_remove);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_GAME_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL; )
    gtk_widget_unparent (child);   /* the toolbar view, which has no id */
  self->hint = NULL;
  self->editor = NULL;
  self->tutorial = NULL;
  g_clear_object (&self->actions);

  G_OBJECT_CLASS (sdm_game_view_parent_class)->dispose (object);
}

static void
sdm_game_view_finalize (GObject *object)
{
  SdmGameView *self = SDM_GAME_VIEW (object);

  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (sdm_game_view_parent_class)->finalize (object);
}

/* The game view asks no height of its own: on a window at its least height (360×480) the
 * game takes what is left under the header (and the window's message), the digit bar keeps
 * its room at the bottom and the game gives way above it, as the window's bottom bar did. */
static void
sdm_game_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL)
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL && for_size >= 0)
    {
      int least;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &least, NULL, NULL, NULL);
      if (for_size < least)
        for_size = -1;
    }
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = 0;
}

static void
sdm_game_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  SdmGameView *self = SDM_GAME_VIEW (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL)
    gtk_widget_allocate (child, width, height, -1, NULL);
  /* The modes' room is measured again at a new width, once this layout is done. */
  if (width != self->room_width && self->room_idle_id == 0
      && (self->tutorial_room > 0 || self->editor_room > 0
          || sdm_tutorial_controller_get_active (self->tutorial) || sdm_editor_controller_get_active (self->editor)))
    self->room_idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, mode_room_idle_cb, self, NULL);
}

static gboolean *
size_class_field (SdmGameView *self,
                  guint        prop_id)
{
  switch (prop_id)
    {
    case PROP_COMPACT: return &self->compact;
    case PROP_WIDE:    return &self->wide;
    case PROP_WIDEST:  return &self->widest;
    default:           return NULL;
    }
}

static void
sdm_game_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SdmGameView *self = SDM_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->n_tasks > 0);
      break;
    case PROP_EDITING:
      g_value_set_boolean (value, sdm_game_view_get_editing (self));
      break;
    case PROP_COMPACT:
    case PROP_WIDE:
    case PROP_WIDEST:
      g_value_set_boolean (value, *size_class_field (self, prop_id));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SdmGameView *self = SDM_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sdm_game_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_PAUSED:
      sdm_game_view_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_COMPACT:
    case PROP_WIDE:
    case PROP_WIDEST:
      if (*size_class_field (self, prop_id) != g_value_get_boolean (value))
        {
          *size_class_field (self, prop_id) = g_value_get_boolean (value);
          apply_size_class (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_view_class_init (SdmGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_game_view_dispose;
  object_class->finalize = sdm_game_view_finalize;
  object_class->get_property = sdm_game_view_get_property;
  object_class->set_property = sdm_game_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SDM_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_EDITING] =
    g_param_spec_boolean ("editing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_WIDE] =
    g_param_spec_boolean ("wide", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_WIDEST] =
    g_param_spec_boolean ("widest", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Something to tell the player (the window's message strip shows it). */
  signals[SIGNAL_MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  /* editor.play: the puzzle typed in, a new game to put on the board. */
  signals[SIGNAL_PLAY] =
    g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, SDM_TYPE_GAME);

  g_type_ensure (SDM_TYPE_BOARD);
  g_type_ensure (SDM_TYPE_DIGIT_BAR);
  g_type_ensure (SDM_TYPE_DOMINO_PALETTE);
  g_type_ensure (SDM_TYPE_HINT_CONTROLLER);
  g_type_ensure (SDM_TYPE_EDITOR_CONTROLLER);
  g_type_ensure (SDM_TYPE_TUTORIAL_CONTROLLER);
  widget_class->measure = sdm_game_view_measure;
  widget_class->size_allocate = sdm_game_view_size_allocate;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, page_box);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, overlay);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, game_box);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, strips);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, strip_box);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, transient_clamp);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, transient_box);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, digit_clamp);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, board);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, digit_bar);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, palette_revealer);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, palette);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, hint);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, editor);
  gtk_widget_class_bind_template_child (widget_class, SdmGameView, tutorial);
  gtk_widget_class_bind_template_callback (widget_class, strips_position_cb);
}
