/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window.c: the main window: the board, its digit bar and domino palette, the header
 * bar, the game on the board, background tasks and focus.
 *
 * Its other rooms: sdm-window-actions.c (the game's actions), sdm-window-messages.c (the
 * message strip), sdm-window-load.c (puzzles from files, the clipboard and drag and
 * drop), sdm-window-start.c, sdm-window-extras.c. The hint, the editor (Type In) and the
 * guided puzzle are controllers of their own (sdm-hint-controller.c,
 * sdm-editor-controller.c, sdm-tutorial-controller.c): each owns its state, its strip and
 * its action group, inserted here. This file decides, from the state, which actions are
 * enabled (sdm_window_update_actions) and whose marks the board shows (update_marks).
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "sdm-theme.h"
#include "sdm-window-private.h"

G_DEFINE_FINAL_TYPE (SdmWindow, sdm_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_PAUSED,   /* win.pause (sdm-window-extras.c) */
  PROP_GAME,
  PROP_DIFFICULTY,
  PROP_GAME_STORE,
  PROP_LIBRARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------------------------------ */
/* Background tasks: the window's cancellables (sdm-window-private.h says how async calls
 * carry the window), and one spinner for the work the player sees.                     */

static void
window_cancelled_cb (GCancellable *window_cancellable,
                     GCancellable *cancellable)
{
  g_cancellable_cancel (cancellable);
}

GCancellable *
sdm_window_cancellable_new (SdmWindow *self)
{
  GCancellable *cancellable = g_cancellable_new ();

  /* Closing the window cancels it too; the handler goes when the cancellable does. */
  g_signal_connect_object (self->cancellable, "cancelled", G_CALLBACK (window_cancelled_cb),
                           cancellable, 0);
  if (g_cancellable_is_cancelled (self->cancellable))
    g_cancellable_cancel (cancellable);
  return cancellable;
}

GCancellable *
sdm_window_task_begin (SdmWindow *self)
{
  /* Tasks started together share a cancellable (the Cancel button stops them all); once
   * it has been cancelled, the tasks still finishing keep theirs and new ones get a new one. */
  if (self->task_cancellable == NULL || g_cancellable_is_cancelled (self->task_cancellable))
    {
      g_clear_object (&self->task_cancellable);
      self->task_cancellable = sdm_window_cancellable_new (self);
    }
  self->n_tasks++;
  gtk_widget_set_visible (self->busy_box, TRUE);
  gtk_spinner_start (self->spinner);
  sdm_window_update_actions (self);
  return self->task_cancellable;
}

void
sdm_window_task_done (SdmWindow *self)
{
  g_return_if_fail (self->n_tasks > 0);

  if (--self->n_tasks > 0)
    return;
  g_clear_object (&self->task_cancellable);
  gtk_spinner_stop (self->spinner);
  gtk_widget_set_visible (self->busy_box, FALSE);
  sdm_window_update_actions (self);
}

/* ------------------------------------------------------------------------------------ */
/* Focus: keys are for the board, Start on the start view, Resume while paused          */

void
sdm_window_focus_board (SdmWindow *self)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  if (self->game != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* The keyboard's place on the page on show, where the next key does what it says: the
 * board of a game; Start on the start view (Return starts a game); Resume while paused.
 * With @keep, a focus already on a widget shown in the start view stays where it is (the
 * player put it there); one in the paused page always does. Nothing while a dialog
 * shows: its closing comes back here. */
static void
focus_page (SdmWindow *self,
            gboolean   keep)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  GtkWidget *child = gtk_stack_get_visible_child (self->stack);
  gboolean inside;

  if (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) != NULL)
    return;
  if (g_strcmp0 (page, "game") == 0)
    {
      if (self->game != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (self->board));
      return;
    }
  inside = focus != NULL && child != NULL && gtk_widget_get_mapped (focus) && gtk_widget_is_ancestor (focus, child);
  if (g_strcmp0 (page, "empty") == 0 && self->start_view != NULL && !(keep && inside))
    gtk_widget_grab_focus (self->start_view);   /* its Start button */
  else if (g_strcmp0 (page, "paused") == 0 && !inside)
    gtk_widget_child_focus (GTK_WIDGET (self->paused_page), GTK_DIR_TAB_FORWARD);   /* Resume */
}

void
sdm_window_focus_page (SdmWindow *self)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  focus_page (self, TRUE);
}

static gboolean
focus_page_idle_cb (gpointer user_data)
{
  SdmWindow *self = user_data;

  self->focus_idle_id = 0;
  focus_page (self, TRUE);
  return G_SOURCE_REMOVE;
}

/* A menu or popover closed (by a choice or by Escape): GTK gives the focus back to the
 * button that opened it, where arrows and digits would move between header buttons and
 * Return opens the menu again. The page takes it back once GTK is done: the board, Start,
 * Resume (after the menu's Pause). */
static void
popover_closed_cb (GtkPopover *popover,
                   SdmWindow  *self)
{
  if (self->focus_idle_id == 0)
    self->focus_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, focus_page_idle_cb, self, NULL);
}

/* The focus is lost: the widget that had it was hidden, made insensitive or removed (the
 * hint's More once shown, a strip's button whose strip closed, the message's ✕, the
 * guide's Next while a step waits for the player's move, the trash button of a game in
 * progress removed). GTK then leaves the focus on nothing, where the next key goes
 * nowhere, or moves it on to a widget of its choice (the first toggle of the start view,
 * the first header button). Once GTK is done, unless the app put the focus somewhere
 * meanwhile, the page takes it. Not when the focus left a widget still on show and
 * sensitive (Tab going round), nor in a menu or while a dialog shows: GTK moves it
 * between a menu's pages itself, and the page takes it back when they close
 * (popover_closed_cb, visible_dialog_cb). A dialog on its way out is no dialog: GTK may
 * put the focus in it (the trash button's removal did), and it goes with it. */
static gboolean
lost_focus_idle_cb (gpointer user_data)
{
  SdmWindow *self = user_data;
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  GtkWidget *from = self->focus_lost_from;
  gboolean gone = from == NULL || !gtk_widget_get_mapped (from) || !gtk_widget_is_sensitive (from)
                  || gtk_widget_get_root (from) != GTK_ROOT (self);

  self->lost_focus_idle_id = 0;
  if (gone && (focus == NULL || !gtk_widget_get_mapped (focus) || focus == self->focus_fallback))
    focus_page (self, FALSE);
  g_clear_weak_pointer (&self->focus_lost_from);
  g_clear_weak_pointer (&self->focus_fallback);
  return G_SOURCE_REMOVE;
}

static gboolean
in_popover (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) != NULL;
}

static void
focus_widget_cb (SdmWindow  *self,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  GtkWidget *last = self->last_focus;

  g_set_weak_pointer (&self->last_focus, focus);
  if (last == NULL || last == focus || in_popover (last) || (focus != NULL && in_popover (focus))
      || adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) != NULL
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* Lost now, or about to be: a widget being removed lets the focus go first. */
  if (focus != NULL && gtk_widget_get_mapped (last) && gtk_widget_is_sensitive (last))
    return;
  g_set_weak_pointer (&self->focus_lost_from, last);
  g_set_weak_pointer (&self->focus_fallback, focus);
  if (self->lost_focus_idle_id == 0)
    self->lost_focus_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, lost_focus_idle_cb, self, NULL);
}

/* The window crossed a breakpoint (made narrow or wide: a phone turned, a window
 * snapped to half the screen). libadwaita hides the window's content for a frame, which
 * takes the focus away, and in its next frame shows it again and replays the focus moves
 * GTK asked for meanwhile (from Start on to Open… and Paste). The focus goes back to the
 * widget that had it, once that is done: two frames on. */
static gboolean
breakpoint_tick_cb (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  SdmWindow *self = SDM_WINDOW (widget);
  GtkWidget *focus = self->focus_before_breakpoint;

  if (++self->breakpoint_frames < 2)
    return G_SOURCE_CONTINUE;
  self->breakpoint_tick_id = 0;
  if (focus != NULL && gtk_widget_get_root (focus) == GTK_ROOT (self) && gtk_widget_get_mapped (focus)
      && adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) == NULL)
    gtk_widget_grab_focus (focus);
  g_clear_weak_pointer (&self->focus_before_breakpoint);
  return G_SOURCE_REMOVE;
}

/* Where the strips go. With the palette beside the board (a Sudominoku on a wide window)
 * the column right of the board has room to spare above and below the tiles, and on the
 * widest windows (widest_breakpoint) a Sudoku's centred board leaves as much on either
 * side: the strips lie there, over the page, and the board keeps its size while they
 * show (strips_position_cb). Elsewhere (a phone, a tall window, a Sudoku on a window not
 * that wide) they go under the page and the board gives them the room they take. Never
 * over the board. */
static void
place_strips (SdmWindow *self)
{
  AdwBreakpoint *breakpoint = adw_application_window_get_current_breakpoint (ADW_APPLICATION_WINDOW (self));
  gboolean beside = breakpoint == self->widest_breakpoint
                    || (breakpoint == self->wide_breakpoint
                        && gtk_widget_get_visible (GTK_WIDGET (self->palette_revealer)));
  GtkWidget *parent = gtk_widget_get_parent (self->strips);

  if (beside == (parent == GTK_WIDGET (self->page_overlay)))
    return;
  g_object_ref (self->strips);
  if (beside)
    {
      gtk_box_remove (GTK_BOX (self->page_box), self->strips);
      gtk_overlay_add_overlay (self->page_overlay, self->strips);
    }
  else
    {
      gtk_overlay_remove_overlay (self->page_overlay, self->strips);
      gtk_box_append (GTK_BOX (self->page_box), self->strips);
    }
  g_object_unref (self->strips);
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
                    SdmWindow    *self)
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

static void
breakpoint_cb (SdmWindow  *self,
               GParamSpec *pspec,
               gpointer    user_data)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  place_strips (self);

  /* The content is hidden by now: the focus is on a widget no longer shown, which GTK
   * lets go of next, or already let go of. */
  if (focus == NULL)
    focus = self->focus_lost_from;
  if (focus == NULL || !gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  if (self->focus_before_breakpoint == NULL)
    g_set_weak_pointer (&self->focus_before_breakpoint, focus);
  self->breakpoint_frames = 0;
  if (self->breakpoint_tick_id == 0)
    self->breakpoint_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), breakpoint_tick_cb, NULL, NULL);
}

/* The last dialog of the window closed, whichever it was (the menu's Preferences,
 * Statistics, About too): libadwaita has just given the focus back to the widget that had
 * it when the first one opened: the menu button when the menu opened it, or a widget of a
 * page that is not shown any more (a puzzle was chosen, New Game was pressed). The page
 * takes it. */
static void
visible_dialog_cb (SdmWindow  *self,
                   GParamSpec *pspec,
                   gpointer    user_data)
{
  if (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) == NULL)
    focus_page (self, TRUE);
}

/* ------------------------------------------------------------------------------------ */
/* Check's marks                                                                        */

/* Check shows the clashes and mistakes of the position it checked, whatever the
 * preferences say, and only of that position: the first move after it (or another
 * puzzle) gives the marking back to the preferences. */
void
sdm_window_show_check_marks (SdmWindow *self,
                             gboolean   mistakes)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  if (self->game == NULL)
    return;
  self->check_marks_shown = TRUE;
  g_object_set (self->board, "show-clashes", TRUE, NULL);
  if (mistakes)
    g_object_set (self->board, "show-mistakes", TRUE, NULL);
}

static void
hide_check_marks (SdmWindow *self)
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
/* The game                                                                             */

/* The header's title: the grade, which may be ellipsized; below it the source (cut first)
 * and the timer, which never is (a 360 px window shows it whole). */
void
sdm_window_update_title (SdmWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *time = NULL;
  const char *grade = NULL;

  if (self->game != NULL && (self->settings == NULL || g_settings_get_boolean (self->settings, "show-timer")))
    {
      gint64 elapsed = sdm_game_get_elapsed (self->game);

      time = g_strdup_printf ("%d:%02d", (int) (elapsed / 60), (int) (elapsed % 60));
    }
  /* The grade, for generated and loaded puzzles alike (sdm-window-start.c); a puzzle with
   * several solutions or none has no grade worth the name: that is what it is told. */
  if (self->editor != NULL && sdm_editor_controller_get_active (self->editor))
    grade = NULL;   /* the editor's strip says how many solutions */
  else if (self->game != NULL && sdm_game_get_uniqueness (self->game) == SDM_UNIQUENESS_MULTIPLE)
    grade = _("Several solutions");
  else if (self->game != NULL && sdm_game_get_uniqueness (self->game) == SDM_UNIQUENESS_NONE)
    grade = _("No solution");
  else
    grade = self->difficulty_name;
  /* The grade on top; the source under it, beside the time, where it is cut first. */
  if (self->game != NULL && (grade != NULL || self->source_name != NULL))
    title = g_strdup (grade != NULL ? grade : self->source_name);
  else
    title = g_strdup (gtk_window_get_title (GTK_WINDOW (self)));
  gtk_label_set_label (self->title_label, title);
  if (self->game != NULL && grade != NULL && self->source_name != NULL)
    {
      /* Translators: the puzzle's source before the time played, "Sudoku No. 40372 · " */
      g_autofree char *source = time != NULL ? g_strdup_printf (_("%s · "), self->source_name)
                                             : g_strdup (self->source_name);

      gtk_label_set_label (self->source_label, source);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->source_label), self->source_name);
      gtk_widget_set_visible (GTK_WIDGET (self->source_label), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->source_label), FALSE);
  gtk_label_set_label (self->timer_label, time);
  gtk_widget_set_visible (GTK_WIDGET (self->timer_label), time != NULL);
}

/* A name for a puzzle that came from no file: its number, the same for the same puzzle
 * every time (a hash of its givens and clue dominoes), so that a generated game and the
 * same game restored or kept among the games in progress are called alike. */
char *
sdm_window_dup_puzzle_name (const SdmPuzzle *puzzle)
{
  guint32 hash = 2166136261u;   /* FNV-1a */

  for (int c = 0; c < SDM_N_CELLS; c++)
    hash = (hash ^ puzzle->givens[c]) * 16777619u;
  for (int i = 0; i < puzzle->n_clues && puzzle->kind == SDM_KIND_SUDOMINOKU; i++)
    for (int k = 0; k < 2; k++)
      hash = (hash ^ puzzle->clues[i].cells[k]) * 16777619u;
  /* Translators: the name of a generated or restored puzzle, a number such as 40372. */
  return g_strdup_printf (puzzle->kind == SDM_KIND_SUDOMINOKU ? _("Sudominoku No. %u") : _("Sudoku No. %u"),
                          hash % 90000 + 10000);
}

static void
set_group_action_enabled (GActionGroup *group,
                          const char   *name,
                          gboolean      enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (group), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* The one place that says which actions are enabled, from the state: the game on the
 * board, pause, the work in flight and the controllers'. */
void
sdm_window_update_actions (SdmWindow *self)
{
  if (self->hint == NULL)
    return;   /* disposed: its controllers are gone */

  gboolean has_game = self->game != NULL;
  gboolean solved = has_game && sdm_game_get_solved (self->game);
  gboolean editing = sdm_editor_controller_get_active (self->editor);
  /* A game to play: on the board, unfinished and not hidden by pause. */
  gboolean playing = has_game && !solved && !self->paused;
  /* The editor's scratch position is no puzzle to ask about. */
  gboolean puzzle = playing && !editing;
  int hint_level = sdm_hint_controller_get_level (self->hint);
  gboolean hint_move = sdm_hint_controller_get_has_move (self->hint);
  struct { const char *name; gboolean enabled; } states[] = {
    /* The game says when a finished game can be undone (the solution Solve showed). */
    { "win.undo", has_game && !self->paused && sdm_game_get_can_undo (self->game) },
    { "win.redo", playing && sdm_game_get_can_redo (self->game) },
    { "win.check", playing },
    { "win.solve", playing },
    /* A finished game stays finished (the model refuses moves): a new puzzle starts over. */
    { "win.restart", playing && sdm_game_get_can_undo (self->game) },
    { "win.cancel", self->n_tasks > 0 },
    /* The hint ladder's next rung: none while one is on its way, nor past a hint with
     * nothing to apply. */
    { "win.hint", puzzle && !sdm_hint_controller_get_busy (self->hint) && (hint_level == 0 || hint_move) },
    { "win.fill-candidates", puzzle },
    { "win.clear-pencil-marks", puzzle },
    { "win.pause", has_game && !solved && !editing },
    { "win.copy-puzzle", has_game && !self->paused },
    { "win.copy-position", has_game && !self->paused },
    { "win.export", has_game && !self->paused },
    { "win.print", has_game && !self->paused },
  };

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), states[i].name, states[i].enabled);

  set_group_action_enabled (sdm_hint_controller_get_actions (self->hint), "more",
                            puzzle && hint_move && hint_level == 1);
  set_group_action_enabled (sdm_hint_controller_get_actions (self->hint), "apply",
                            puzzle && hint_move);
  set_group_action_enabled (sdm_hint_controller_get_actions (self->hint), "close", hint_level > 0);
  set_group_action_enabled (sdm_editor_controller_get_actions (self->editor), "play",
                            sdm_editor_controller_get_playable (self->editor));
  set_group_action_enabled (sdm_editor_controller_get_actions (self->editor), "close", editing);
  set_group_action_enabled (sdm_tutorial_controller_get_actions (self->tutorial), "next",
                            sdm_tutorial_controller_get_active (self->tutorial)
                            && !sdm_tutorial_controller_get_waiting (self->tutorial));
  set_group_action_enabled (sdm_tutorial_controller_get_actions (self->tutorial), "close",
                            sdm_tutorial_controller_get_active (self->tutorial));
}

/* The one owner of the board's marks: a hint's cells over the editor's over the guide's
 * step, whichever shows; none without. The guide's step also marks the pair it is about
 * in the palette. */
static void
update_marks (SdmWindow *self)
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

static void
controller_state_cb (GObject    *controller,
                     GParamSpec *pspec,
                     SdmWindow  *self)
{
  sdm_window_update_actions (self);
}

static void
controller_marks_cb (GObject    *controller,
                     GParamSpec *pspec,
                     SdmWindow  *self)
{
  update_marks (self);
}

static void
controller_message_cb (GObject    *controller,
                       const char *message,
                       SdmWindow  *self)
{
  sdm_window_show_message (self, message);
}

/* editor.play: the puzzle typed in becomes a game. */
static void
editor_play_cb (SdmEditorController *editor,
                SdmGame             *game,
                SdmWindow           *self)
{
  sdm_window_set_game (self, game, _("Your puzzle"), TRUE);
}

static void
game_notify_cb (SdmGame    *game,
                GParamSpec *pspec,
                SdmWindow  *self)
{
  sdm_window_update_actions (self);
}

static void
game_solved_cb (SdmGame    *game,
                GParamSpec *pspec,
                SdmWindow  *self)
{
  gboolean solved = sdm_game_get_solved (game);

  sdm_board_set_locked (self->board, solved);
  sdm_game_set_running (game, !solved && gtk_window_is_active (GTK_WINDOW (self)));
  if (solved)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->board), "solved");
      /* The finish dialog, once graded (sdm-window-extras.c); no message beside it. */
      sdm_window_hide_message (self);
      sdm_window_extras_game_solved (self);
      sdm_window_update_title (self);
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->board), "solved");
  sdm_window_update_actions (self);
}

/* Every game counts its puzzle's solutions in the background as it starts: a puzzle with
 * several solutions or none is said so at once, not discovered at the end. */
static void
game_uniqueness_cb (SdmGame    *game,
                    GParamSpec *pspec,
                    SdmWindow  *self)
{
  sdm_window_update_title (self);
  /* The author's position has as many solutions as it has: the editor's strip says so. */
  if (sdm_editor_controller_get_active (self->editor))
    return;
  /* A puzzle with no solution is not one to play: it opens in Type In, to be mended,
   * with its clashes shown. Not a game the player has played in (an older save). */
  if (sdm_game_get_uniqueness (game) == SDM_UNIQUENESS_NONE && !sdm_game_get_played (game))
    {
      g_autofree char *source = g_strdup (self->source_name);

      sdm_window_edit (self, sdm_game_get_kind (game), sdm_game_get_puzzle (game), source);
      sdm_window_show_check_marks (self, FALSE);
      sdm_window_show_message (self, _("This puzzle has no solution: it is open in Type In, to be mended"));
      return;
    }
  switch (sdm_game_get_uniqueness (game))
    {
    case SDM_UNIQUENESS_MULTIPLE:
      sdm_window_show_message (self, _("This puzzle has more than one solution: Check finds rule clashes, and what is in none of its solutions"));
      break;
    case SDM_UNIQUENESS_NONE:
      sdm_window_show_message (self, _("This puzzle has no solution"));
      break;
    case SDM_UNIQUENESS_UNDECIDED:
      sdm_window_show_message (self, _("Could not decide in time whether this puzzle has one solution: Check finds rule clashes, and what is in no solution"));
      break;
    case SDM_UNIQUENESS_UNKNOWN:
    case SDM_UNIQUENESS_UNIQUE:
    default:
      break;
    }
}

/* The game's clock ticks each second of play ("elapsed"): the title follows it. */
static void
game_elapsed_cb (SdmGame    *game,
                 GParamSpec *pspec,
                 SdmWindow  *self)
{
  sdm_window_update_title (self);
}

/* "Undo Hint: X-Wing (Ctrl+Z)": what one Ctrl+Z takes back when it is one compound move. */
static void
update_history_tooltips (SdmWindow *self)
{
  g_autofree char *undo = self->game ? sdm_game_dup_undo_label (self->game) : NULL;
  g_autofree char *redo = self->game ? sdm_game_dup_redo_label (self->game) : NULL;
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;

  if (undo != NULL)
    /* Translators: the Undo button's tooltip; %s says what it undoes, "Hint: X-Wing". */
    undo_tip = g_strdup_printf (_("Undo %s (Ctrl+Z)"), undo);
  if (redo != NULL)
    /* Translators: the Redo button's tooltip; %s says what it redoes, "Hint: X-Wing". */
    redo_tip = g_strdup_printf (_("Redo %s (Shift+Ctrl+Z)"), redo);
  gtk_widget_set_tooltip_text (self->undo_button, undo_tip ? undo_tip : _("Undo (Ctrl+Z)"));
  gtk_widget_set_tooltip_text (self->redo_button, redo_tip ? redo_tip : _("Redo (Shift+Ctrl+Z)"));
}

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
say_dominoes_left (SdmWindow *self)
{
  gboolean full = digits_full (self->game);
  guint left = sdm_game_get_n_dominoes_left (self->game);

  if (full && !self->digits_full && left > 0 && !sdm_game_get_solved (self->game))
    {
      guint64 low, high;
      g_autofree char *message = NULL;

      sdm_game_get_clashes (self->game, &low, &high);
      if (low == 0 && high == 0)
        {
          message = g_strdup_printf (ngettext ("Every digit is in: place the remaining domino",
                                               "Every digit is in: place the remaining %u dominoes",
                                               left), left);
          sdm_window_show_message (self, message);
        }
    }
  self->digits_full = full;
}

/* The position moved (a move, undo, redo): the history buttons and a shown hint follow.
 * Derived state (clashes, mistakes) is the board's to redraw ("changed"). */
static void
game_position_cb (SdmGame   *game,
                  SdmWindow *self)
{
  update_history_tooltips (self);
  say_dominoes_left (self);
  /* Check's marks were for the position before. (A hint shown is the hint controller's
   * to drop, the position the editor's to judge: each watches the game itself.) */
  hide_check_marks (self);
}

static void
active_cb (SdmWindow  *self,
           GParamSpec *pspec,
           gpointer    user_data)
{
  if (self->game != NULL)
    sdm_game_set_running (self->game, gtk_window_is_active (GTK_WINDOW (self))
                                      && !sdm_game_get_solved (self->game) && !self->paused);
  /* The clock stopped: the time played is saved, not only the last move's. */
  if (self->game != NULL && !sdm_game_get_running (self->game) && self->store != NULL)
    sdm_game_store_save_time (self->store);
}

/* The stack's page for the game on the board, or without one the start view; while the
 * first puzzle loads, a blank page rather than the start view for a moment. The start
 * view's header has none of a game's buttons (Undo, Redo, Hint, Check), as GNOME
 * Sudoku's start page. */
void
sdm_window_show_page (SdmWindow *self,
                      gboolean   loading)
{
  const char *game_page = self->paused ? "paused" : "game";   /* win.pause hides the board */
  const char *page = self->game != NULL ? game_page : loading ? "loading" : "empty";
  gboolean changed = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), page) != 0;

  gtk_stack_set_visible_child_name (self->stack, page);
  /* GtkStack gives a page it shows again the focus it had when it was left, or moves the
   * focus one step forward in it (from Start, which the start view just took, to Open…):
   * the keys go to the page's own place instead. */
  if (changed)
    focus_page (self, FALSE);
  /* The digit bar is for the board only; while the first puzzle loads it is already
   * there, so that the board comes without the bar sliding in: the toolbar view's reveal
   * animation repaints the whole window for a quarter second, and costs ~5 MiB of peak
   * memory at start-up (issue 22). */
  adw_toolbar_view_set_reveal_bottom_bars (self->toolbar_view,
                                           strcmp (page, "game") == 0 || strcmp (page, "loading") == 0);
  gtk_widget_set_visible (self->history_box, strcmp (page, "empty") != 0);
  gtk_widget_set_visible (self->game_tools, strcmp (page, "empty") != 0);
  sdm_window_update_back_button (self);
}

/* The primary menu (sdm-primary-menu.ui) and its popover (a GtkPopoverMenu with a button
 * per item) are made once the window has drawn its first frame, rather than before it; or
 * when the menu is opened before that. */
static void
ensure_menu (SdmWindow *self)
{
  if (gtk_menu_button_get_menu_model (self->menu_button) == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-primary-menu.ui");

      g_set_object (&self->primary_menu, G_MENU_MODEL (gtk_builder_get_object (builder, "primary_menu")));
      gtk_menu_button_set_menu_model (self->menu_button, self->primary_menu);
      g_signal_connect_object (gtk_menu_button_get_popover (self->menu_button), "closed",
                               G_CALLBACK (popover_closed_cb), self, 0);
    }
}

static void
menu_popup_cb (GtkMenuButton *button,
               gpointer       user_data)
{
  ensure_menu (user_data);
}

static gboolean
make_menu_cb (gpointer user_data)
{
  SdmWindow *self = user_data;

  self->menu_idle_id = 0;
  ensure_menu (self);
  return G_SOURCE_REMOVE;
}

static void
first_frame_cb (GdkFrameClock *clock,
                SdmWindow     *self)
{
  g_clear_signal_handler (&self->first_frame_id, clock);
  /* Not in after-paint itself: the frame is still to be flushed to the display. */
  if (self->menu_idle_id == 0)
    self->menu_idle_id = g_idle_add_full (G_PRIORITY_LOW, make_menu_cb, self, NULL);
}

static void
window_map_cb (SdmWindow *self,
               gpointer   user_data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->first_frame_id == 0 && clock != NULL && gtk_menu_button_get_menu_model (self->menu_button) == NULL)
    self->first_frame_id = g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), self);
}

static void
window_unmap_cb (SdmWindow *self,
                 gpointer   user_data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (clock != NULL)
    g_clear_signal_handler (&self->first_frame_id, clock);
  self->first_frame_id = 0;
  g_clear_handle_id (&self->menu_idle_id, g_source_remove);
}

/* The start view (sdm-window-start.c) is built the first time its page is mapped: a window
 * that starts on a puzzle (restored, or a file it was opened with) never needs it. */
static void
empty_page_map_cb (GtkWidget *page,
                   SdmWindow *self)
{
  sdm_window_ensure_start_view (self);
}

void
sdm_window_set_game (SdmWindow  *self,
                     SdmGame    *game,
                     const char *source_name,
                     gboolean    fresh)
{
  gboolean dominoes;

  g_return_if_fail (SDM_IS_WINDOW (self));

  /* An unfinished game is never dropped: it goes to the games in progress. */
  sdm_window_shelve_game (self, game);
  if (self->task_cancellable != NULL)
    g_cancellable_cancel (self->task_cancellable);
  if (self->game != NULL)
    sdm_game_set_running (self->game, FALSE);
  hide_check_marks (self);
  g_set_object (&self->game, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  /* The window's handlers go to the new game, and only the window's. */
  g_signal_group_set_target (self->game_signals, game);
  self->finish_recorded = FALSE;
  if (game != NULL)
    {
      /* A name the puzzle's number does not give (a file's, "Your puzzle") is saved with
       * the game, so that it comes back under it. */
      g_autofree char *number = sdm_window_dup_puzzle_name (sdm_game_get_puzzle (game));
      g_autofree char *name = source_name != NULL ? g_utf8_make_valid (source_name, -1) : NULL;

      sdm_game_set_name (game, g_strcmp0 (name, number) != 0 ? name : NULL);
    }
  if (self->store != NULL)
    sdm_game_store_set_game (self->store, game);
  g_free (self->source_name);
  self->source_name = g_strdup (source_name);

  dominoes = game != NULL && sdm_game_get_kind (game) == SDM_KIND_SUDOMINOKU;
  sdm_board_set_game (self->board, game);
  sdm_board_set_locked (self->board, FALSE);
  sdm_board_set_pencil_mode (self->board, FALSE);
  gtk_widget_remove_css_class (GTK_WIDGET (self->board), "solved");
  sdm_domino_palette_set_game (self->palette, dominoes ? game : NULL);
  gtk_revealer_set_reveal_child (self->palette_revealer, dominoes);
  /* Hidden, not only folded: beside the board it would take half the room to spare. */
  gtk_widget_set_visible (GTK_WIDGET (self->palette_revealer), dominoes);
  place_strips (self);
  sdm_window_show_page (self, FALSE);

  /* The controllers follow: a hint is for one game; the editor and the guide stop
   * unless this is their game. */
  sdm_hint_controller_set_game (self->hint, game);
  if (sdm_editor_controller_get_game (self->editor) != game)
    sdm_editor_controller_stop (self->editor);
  if (sdm_tutorial_controller_get_guide (self->tutorial) != NULL
      && sdm_tutorial_get_game (sdm_tutorial_controller_get_guide (self->tutorial)) != game)
    sdm_tutorial_controller_stop (self->tutorial);

  if (game != NULL)
    {
      /* An error about an earlier load is old news once a game is on the board. */
      if (self->message.details != NULL)
        sdm_window_hide_message (self);
      if (self->settings != NULL)
        g_settings_bind (self->settings, "auto-clean-pencil", game, "auto-clean-pencil", G_SETTINGS_BIND_GET);
      if (sdm_game_get_solved (game))
        {
          sdm_board_set_locked (self->board, TRUE);
          gtk_widget_add_css_class (GTK_WIDGET (self->board), "solved");
        }
      else
        sdm_game_set_running (game, gtk_window_is_active (GTK_WINDOW (self)));
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
      /* For G_MESSAGES_DEBUG=Sudominoku (tests/e2e-play.sh waits for it). */
      g_debug ("a game is on the board: %s", self->source_name ? self->source_name : "(no name)");
      self->digits_full = digits_full (game);
    }
  update_history_tooltips (self);

  sdm_window_clear_difficulty (self);
  sdm_window_update_title (self);
  sdm_window_update_actions (self);
  if (game != NULL && fresh)
    game_uniqueness_cb (game, NULL, self);
  /* A fresh game is graded once: for the statistics, and the title from that. */
  if (!sdm_window_extras_game_set (self, fresh))
    sdm_window_grade (self);
}

SdmGame *
sdm_window_get_game (SdmWindow *self)
{
  g_return_val_if_fail (SDM_IS_WINDOW (self), NULL);

  return self->game;
}

/* ------------------------------------------------------------------------------------ */
/* Palette and board                                                                    */

static void
domino_activated_cb (SdmDominoPalette *palette,
                     guint             index,
                     SdmWindow        *self)
{
  SdmDomino *domino;

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
  g_object_unref (domino);
}

static void
move_refused_cb (SdmBoard   *board,
                 const char *message,
                 SdmWindow  *self)
{
  if (message != NULL && *message != '\0')
    sdm_window_show_message (self, message);
}

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

/* Closing: the work in flight is cancelled, the clock stops and the game is written.
 * Called when the window is destroyed (it unrealizes), and again from dispose. */
static void
close_down (SdmWindow *self)
{
  g_cancellable_cancel (self->cancellable);
  if (self->game != NULL)
    sdm_game_set_running (self->game, FALSE);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  /* The controllers' work in flight stops too. */
  if (self->hint != NULL)
    sdm_hint_controller_set_game (self->hint, NULL);
  if (self->editor != NULL)
    sdm_editor_controller_stop (self->editor);
  /* The time played since the last move is news too (issue 20: 1:25 came back as 0:47). */
  if (self->store != NULL)
    sdm_game_store_save_time (self->store);
  if (self->store != NULL && !sdm_game_store_get_dirty (self->store))
    /* Nothing new since the last autosave: nothing to write on the way out. A durable
     * write waits for the disk (seconds on a busy one); quitting never should. */
    sdm_game_store_set_game (self->store, NULL);
  /* The one place the game is written on the way out: the store writes it as it goes
   * (sdm_game_store_flush() in its dispose). Every way out comes here: closing the
   * window destroys it, and quitting destroys it too (application_shutdown_cb). A write
   * still in flight keeps the store alive: its "save-failed" must not reach this window. */
  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  g_clear_object (&self->store);
}

/* gtk_window_destroy() takes the window off the toplevels and unrealizes it, but disposes
 * it only when the last reference goes, and every async call in flight holds one: the
 * window closes here, so that the work stops and the game is written now, whatever is in
 * flight, even when quitting leaves no main loop to finish it. */
static void
sdm_window_unrealize (GtkWidget *widget)
{
  SdmWindow *self = SDM_WINDOW (widget);
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean destroyed = TRUE;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && destroyed; i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      destroyed = window != G_OBJECT (self);
    }
  if (destroyed)
    close_down (self);
  GTK_WIDGET_CLASS (sdm_window_parent_class)->unrealize (widget);
}

static void
sdm_window_dispose (GObject *object)
{
  SdmWindow *self = SDM_WINDOW (object);

  close_down (self);
  g_clear_handle_id (&self->menu_idle_id, g_source_remove);
  g_clear_handle_id (&self->message.timeout_id, g_source_remove);
  g_clear_handle_id (&self->focus_idle_id, g_source_remove);
  g_clear_handle_id (&self->lost_focus_idle_id, g_source_remove);
  if (self->breakpoint_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->breakpoint_tick_id);
  self->breakpoint_tick_id = 0;
  g_clear_weak_pointer (&self->focus_before_breakpoint);
  g_clear_weak_pointer (&self->last_focus);
  g_clear_weak_pointer (&self->focus_lost_from);
  g_clear_weak_pointer (&self->focus_fallback);
  sdm_window_start_dispose (self);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->print_settings);
  g_clear_object (&self->settings);
  g_clear_object (&self->primary_menu);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_WINDOW);

  G_OBJECT_CLASS (sdm_window_parent_class)->dispose (object);
}

static void
sdm_window_finalize (GObject *object)
{
  SdmWindow *self = SDM_WINDOW (object);

  g_clear_object (&self->task_cancellable);
  g_clear_object (&self->cancellable);
  g_free (self->message.heading);
  g_free (self->message.details);
  g_free (self->source_name);

  G_OBJECT_CLASS (sdm_window_parent_class)->finalize (object);
}

static void show_damaged_save_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter);

static void
sdm_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  SdmWindow *self = SDM_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_DIFFICULTY:
      g_value_set_string (value, self->difficulty_name);
      break;
    case PROP_GAME_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  SdmWindow *self = SDM_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      sdm_window_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_window_class_init (SdmWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_window_dispose;
  object_class->finalize = sdm_window_finalize;
  object_class->get_property = sdm_window_get_property;
  object_class->set_property = sdm_window_set_property;
  widget_class->unrealize = sdm_window_unrealize;

  g_type_ensure (SDM_TYPE_BOARD);
  g_type_ensure (SDM_TYPE_DIGIT_BAR);
  g_type_ensure (SDM_TYPE_DOMINO_PALETTE);
  g_type_ensure (SDM_TYPE_MESSAGE_BAR);
  g_type_ensure (SDM_TYPE_HINT_CONTROLLER);
  g_type_ensure (SDM_TYPE_EDITOR_CONTROLLER);
  g_type_ensure (SDM_TYPE_TUTORIAL_CONTROLLER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, toolbar_view);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, strips);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, page_box);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, page_overlay);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, wide_breakpoint);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, widest_breakpoint);
  gtk_widget_class_bind_template_callback (widget_class, strips_position_cb);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, timer_label);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, source_label);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The game on the board, or NULL (sdm_window_get_game()). */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SDM_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The grade of the game on the board, as the title shows it ("Easy"); NULL until the
   * background grade (sdm-window-start.c) has come back, and for a game without one. */
  properties[PROP_DIFFICULTY] =
    g_param_spec_string ("difficulty", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Where the game on the board is saved as it is played (the autosave the next start
   * restores); NULL without a data folder. It is the window's for its life. */
  properties[PROP_GAME_STORE] =
    g_param_spec_object ("game-store", NULL, NULL, SDM_TYPE_GAME_STORE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The games in progress that the start view lists (set aside when another game takes
   * the board). It is the window's for its life. */
  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, SDM_TYPE_GAME_LIBRARY,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  sdm_window_class_install_actions (widget_class);
  sdm_window_class_install_start_actions (widget_class);
  sdm_window_class_install_extra_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.show-damaged-save", NULL, show_damaged_save_action);

  gtk_widget_class_bind_template_child (widget_class, SdmWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, game_tools);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, busy_box);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, spinner);
  gtk_widget_class_bind_template_child_full (widget_class, "message_revealer", FALSE, G_STRUCT_OFFSET (SdmWindow, message.revealer));
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, paused_page);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, board);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, digit_bar);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, palette_revealer);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, hint);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, editor);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, tutorial);
}

static void
bind_settings (SdmWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_debug ("settings schema %s not installed: using defaults", APP_ID);
      return;
    }
  self->settings = g_settings_new_full (schema, NULL, NULL);
  g_settings_bind (self->settings, "highlight-units", self->board, "highlight-units", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "highlight-equal", self->board, "highlight-equal", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-clashes", self->board, "show-clashes", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "check-against-solution", self->board, "show-mistakes", G_SETTINGS_BIND_GET);
  g_signal_connect_swapped (self->settings, "changed::show-timer", G_CALLBACK (sdm_window_update_title), self);
}

static void
save_failed_cb (SdmGameStore *store,
                GError       *error,
                SdmWindow    *self)
{
  g_autofree char *message = g_strdup_printf (_("The game could not be saved: %s"), error->message);

  sdm_window_show_message (self, message);
}

/* Quitting (Ctrl+Q) ends the main loop without destroying the windows: destroy this one
 * then, so that its game is written where every other way out writes it (close_down). */
static void
application_shutdown_cb (GApplication *application,
                         SdmWindow    *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
application_cb (SdmWindow  *self,
                GParamSpec *pspec,
                gpointer    user_data)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  if (application == NULL)
    return;
  g_signal_connect_object (application, "shutdown", G_CALLBACK (application_shutdown_cb), self, 0);
}

/* The last game comes back as it was left; a saved game that does not load is said so
 * and left on disk as it is. */
/* The folder of the damaged save, in the file manager. */
static void
show_damaged_save_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  const char *kept = sdm_game_store_get_damaged_path (self->store);
  g_autofree char *folder = kept ? g_path_get_dirname (kept) : NULL;
  g_autofree char *uri = folder ? g_filename_to_uri (folder, NULL, NULL) : NULL;

  if (uri != NULL)
    {
      g_autoptr(GtkUriLauncher) launcher = gtk_uri_launcher_new (uri);

      /* Nothing to wait for: a failure shows no folder, and the message stays. */
      gtk_uri_launcher_launch (launcher, GTK_WINDOW (self), NULL, NULL, NULL);
    }
}

static void
restore_last_game (SdmWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;

  self->store = sdm_game_store_new (NULL);
  g_signal_connect (self->store, "save-failed", G_CALLBACK (save_failed_cb), self);
  game = sdm_game_store_load_last (self->store, &error);
  if (game != NULL && sdm_editor_controller_is_scratch (game))
    {
      /* A puzzle being typed in: Type In goes on where it was left. */
      sdm_window_set_game (self, game, _("New puzzle"), FALSE);
      sdm_editor_controller_start (self->editor, game);
      sdm_window_update_title (self);
    }
  else if (game != NULL && sdm_game_get_solved (game))
    {
      /* A finished game has nothing left to play: the app opens on the start view, as
       * after a game ends in GNOME Sudoku, and forgets it (its result is in the
       * statistics since it ended). */
      if (!sdm_game_store_clear (self->store, &error))
        g_warning ("%s", error->message);
    }
  else if (game != NULL)
    {
      /* Its own name when it has one, else the puzzle's number. */
      g_autofree char *name = sdm_game_get_name (game) != NULL
                              ? g_strdup (sdm_game_get_name (game))
                              : sdm_window_dup_puzzle_name (sdm_game_get_puzzle (game));

      sdm_window_set_game (self, game, name, FALSE);
    }
  else if (error != NULL && sdm_game_store_get_damaged_path (self->store) != NULL)
    {
      /* Kept aside (current-game.damaged-DATE): the message names the file and offers
       * its folder; the log has the whole story. */
      g_autofree char *name = g_path_get_basename (sdm_game_store_get_damaged_path (self->store));
      /* Translators: %s is a file name, "current-game.damaged-20260101-120000" */
      g_autofree char *message = g_strdup_printf (_("Could not read the last game: kept aside as %s"),
                                                  name);

      g_warning ("The last game could not be restored: %s", error->message);
      sdm_window_show_error_with_action (self, message, _("_Show"), "win.show-damaged-save");
    }
  else if (error != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The last game could not be restored: %s"), error->message);

      g_warning ("%s", message);
      sdm_window_show_message (self, message);
    }
}

static void
sdm_window_init (SdmWindow *self)
{
  self->cancellable = g_cancellable_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    PangoAttrList *attrs = pango_attr_list_new ();

    /* The timer's digits in the face of every locale's (sdm_tag_digits). */
    sdm_tag_digits (attrs);
    gtk_label_set_attributes (self->timer_label, attrs);
    pango_attr_list_unref (attrs);
  }
#if DEVELOPMENT_BUILD
  /* The striped header bar of development builds, as in other GNOME apps. */
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  bind_settings (self);
  g_signal_connect (self, "notify::visible-dialog", G_CALLBACK (visible_dialog_cb), NULL);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_widget_cb), NULL);
  g_signal_connect (self, "notify::current-breakpoint", G_CALLBACK (breakpoint_cb), NULL);

  /* The window's own handlers on the game on the board (sdm_window_set_game). */
  self->game_signals = g_signal_group_new (SDM_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "notify::can-undo", G_CALLBACK (game_notify_cb), self);
  g_signal_group_connect (self->game_signals, "notify::can-redo", G_CALLBACK (game_notify_cb), self);
  g_signal_group_connect (self->game_signals, "notify::solved", G_CALLBACK (game_solved_cb), self);
  g_signal_group_connect (self->game_signals, "notify::uniqueness", G_CALLBACK (game_uniqueness_cb), self);
  g_signal_group_connect (self->game_signals, "notify::elapsed", G_CALLBACK (game_elapsed_cb), self);
  g_signal_group_connect (self->game_signals, "position-changed", G_CALLBACK (game_position_cb), self);

  /* The controllers: their actions, their state for the actions and the marks, and
   * what they have to say. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "hint", sdm_hint_controller_get_actions (self->hint));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "editor", sdm_editor_controller_get_actions (self->editor));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "tutorial", sdm_tutorial_controller_get_actions (self->tutorial));
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
  g_signal_connect (self, "notify::is-active", G_CALLBACK (active_cb), NULL);

  sdm_window_install_drop (self);

  g_signal_connect (self->empty_page, "map", G_CALLBACK (empty_page_map_cb), self);
  gtk_menu_button_set_create_popup_func (self->menu_button, menu_popup_cb, self, NULL);
  /* GTK 4.8 leaves the menu button's own toggle button without a name. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (GTK_WIDGET (self->menu_button))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Main Menu"), -1);
  g_signal_connect (self, "map", G_CALLBACK (window_map_cb), NULL);
  g_signal_connect (self, "unmap", G_CALLBACK (window_unmap_cb), NULL);
  g_signal_connect (self, "notify::application", G_CALLBACK (application_cb), NULL);

  sdm_window_install_start (self);
  sdm_window_install_extras (self);
  sdm_window_update_actions (self);
  restore_last_game (self);
}

SdmWindow *
sdm_window_new (SdmApplication *application)
{
  return g_object_new (SDM_TYPE_WINDOW, "application", application, NULL);
}
