/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-view-actions.c: the game view's actions, the group "game": undo, redo, check,
 * solve (asked first), restart, hint (the hint controller's next rung), fill-candidates
 * and clear-pencil-marks; and the one place that says which of them, and of the
 * controllers' actions, are enabled (sdm_game_view_update_actions). Check and Solve run in
 * the background through the model's GTask API, with the view's cancellable: another game
 * or Cancel drops their answers. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-check.h"
#include "sdm-dialog.h"
#include "sdm-game-view-private.h"

/* ------------------------------------------------------------------------------------ */
/* Which actions are enabled                                                            */

static void
set_enabled (GActionGroup *group,
             const char   *name,
             gboolean      enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (group), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* The one place that says which of the game's actions (and the controllers') are enabled,
 * from the state: the game on the board, pause, the work in flight and the controllers'. */
void
sdm_game_view_update_actions (SdmGameView *self)
{
  if (self->actions == NULL || self->hint == NULL)
    return;   /* disposed */

  GActionGroup *game = G_ACTION_GROUP (self->actions);
  GActionGroup *hint = sdm_hint_controller_get_actions (self->hint);
  GActionGroup *editor = sdm_editor_controller_get_actions (self->editor);
  GActionGroup *tutorial = sdm_tutorial_controller_get_actions (self->tutorial);
  gboolean has_game = self->game != NULL;
  gboolean solved = has_game && sdm_game_get_solved (self->game);
  gboolean editing = sdm_editor_controller_get_active (self->editor);
  /* A game to play: on the board, unfinished and not hidden by pause. */
  gboolean playing = has_game && !solved && !self->paused;
  /* The editor's scratch position is no puzzle to ask about. */
  gboolean puzzle = playing && !editing;
  int hint_level = sdm_hint_controller_get_level (self->hint);
  gboolean hint_move = sdm_hint_controller_get_has_move (self->hint);
  gboolean guiding = sdm_tutorial_controller_get_active (self->tutorial);

  /* The game says when a finished game can be undone (the solution Solve showed). */
  set_enabled (game, "undo", has_game && !self->paused && sdm_game_get_can_undo (self->game));
  set_enabled (game, "redo", playing && sdm_game_get_can_redo (self->game));
  set_enabled (game, "check", playing);
  set_enabled (game, "solve", playing);
  /* A finished game stays finished (the model refuses moves): a new puzzle starts over. */
  set_enabled (game, "restart", playing && sdm_game_get_can_undo (self->game));
  /* The hint ladder's next rung: none while one is on its way, nor past a hint with
   * nothing to apply. */
  set_enabled (game, "hint", puzzle && !sdm_hint_controller_get_busy (self->hint)
                             && (hint_level == 0 || hint_move));
  set_enabled (game, "fill-candidates", puzzle);
  set_enabled (game, "clear-pencil-marks", puzzle);

  set_enabled (hint, "more", puzzle && hint_move && hint_level == 1);
  set_enabled (hint, "apply", puzzle && hint_move);
  set_enabled (hint, "close", hint_level > 0);
  set_enabled (editor, "play", sdm_editor_controller_get_playable (self->editor));
  set_enabled (editor, "close", editing);
  set_enabled (tutorial, "next", guiding && !sdm_tutorial_controller_get_waiting (self->tutorial));
  set_enabled (tutorial, "close", guiding);
}

/* ------------------------------------------------------------------------------------ */
/* The actions                                                                          */

/* What Check and Solve carry to their callbacks (the async idiom of sdm-window-parts.h):
 * the view, and the game asked about. */
typedef struct {
  SdmGameView *view;
  SdmGame     *game;
} TaskContext;

static void
task_context_free (TaskContext *ctx)
{
  g_object_unref (ctx->view);
  g_object_unref (ctx->game);
  g_free (ctx);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaskContext, task_context_free)

/* A task begins: its context, and the cancellable of the game on the board. */
static GCancellable *
task_begin (SdmGameView  *self,
            TaskContext **ctx)
{
  *ctx = g_new0 (TaskContext, 1);
  (*ctx)->view = g_object_ref (self);
  (*ctx)->game = g_object_ref (self->game);
  if (self->n_tasks++ == 0)
    g_object_notify (G_OBJECT (self), "busy");
  return self->cancellable;
}

/* A task's callback runs: whether it was cancelled (Cancel, another game, the window
 * closed), in which case it returns quietly. */
static gboolean
task_done (SdmGameView  *self,
           const GError *error)
{
  g_return_val_if_fail (self->n_tasks > 0, TRUE);

  if (--self->n_tasks == 0)
    g_object_notify (G_OBJECT (self), "busy");
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SdmGameView *self = user_data;

  if (self->game != NULL)
    sdm_game_undo (self->game);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SdmGameView *self = user_data;

  if (self->game != NULL)
    sdm_game_redo (self->game);
}

static void
restart_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  SdmGameView *self = user_data;

  if (self->game != NULL && sdm_game_restart (self->game))
    sdm_game_view_say (self, _("Back to the start. Undo brings your moves back"));
}

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TaskContext) ctx = user_data;
  SdmGameView *self = ctx->view;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  SdmCheckReport report;
  gboolean ok = sdm_game_check_finish_report (SDM_GAME (source), result, &report, &error);

  if (task_done (self, error))
    return;
  if (!ok)
    {
      sdm_game_view_say (self, error->message);
      return;
    }
  /* Check always shows what it found, whatever the preferences say, until the next
   * move: the clashes, and the digits and dominoes that no solution has. The check has
   * counted the puzzle's solutions if the game had not: the game learns the solution
   * from its own count, so the marks follow it. */
  if (report.result == SDM_CHECK_CLASH)
    sdm_game_view_show_check_marks (self, FALSE);
  else if (report.result == SDM_CHECK_MISTAKE || report.result == SDM_CHECK_WRONG_DOMINO)
    {
      /* With several solutions the game has none to compare with: it holds what the
       * search found (a move cancels a check, so this is about the position shown). */
      if (report.several_solutions)
        sdm_game_show_found_mistakes (self->game, report.wrong_digit, report.wrong);
      sdm_game_view_show_check_marks (self, TRUE);
    }
  /* The same sentence as `sudominoku-cli check` (sdm-check.c). */
  message = sdm_check_report_describe (&report);
  sdm_game_view_say (self, message);
}

static void
check_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  SdmGameView *self = user_data;
  TaskContext *ctx;
  GCancellable *cancellable;

  if (self->game == NULL)
    return;
  cancellable = task_begin (self, &ctx);
  sdm_game_check_async (self->game, cancellable, check_done_cb, ctx);
}

static void
solve_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TaskContext) ctx = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree SdmGrid *solution = sdm_game_solve_finish (SDM_GAME (source), result, &error);

  if (task_done (ctx->view, error))
    return;
  if (solution == NULL)
    {
      sdm_game_view_say (ctx->view, error->message);
      return;
    }
  /* One move, "Solution": one Ctrl+Z takes it back. Marked before the move: the game is
   * then already assisted when it becomes solved (statistics, no congratulations). */
  sdm_game_mark_assisted (ctx->game);
  if (!sdm_game_apply_solution (ctx->game, solution, &error))
    sdm_game_view_say (ctx->view, error->message);
}

static void
solve_response_cb (AdwAlertDialog *dialog,
                   const char     *response,
                   SdmGameView    *self)
{
  TaskContext *ctx;
  GCancellable *cancellable;

  if (!g_str_equal (response, "solve") || self->game == NULL || sdm_game_get_solved (self->game))
    return;
  cancellable = task_begin (self, &ctx);
  sdm_game_solve_async (self->game, cancellable, solve_done_cb, ctx);
}

/* game.solve asks first. */
static void
solve_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  SdmGameView *self = user_data;
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *dialog;

  if (self->game == NULL || sdm_game_get_solved (self->game))
    return;
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-confirm-solve-dialog.ui");
  dialog = GTK_WIDGET (gtk_builder_get_object (builder, "dialog"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (solve_response_cb), self, 0);
  sdm_present_dialog (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
hint_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SdmGameView *self = user_data;

  sdm_hint_controller_step (self->hint);
}

static void
fill_candidates_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  SdmGameView *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_fill_candidates (self->game, &error))
    sdm_game_view_say (self, error->message);
}

static void
clear_pencil_marks_activated (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  SdmGameView *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_clear_pencil_marks (self->game, &error))
    sdm_game_view_say (self, error->message);
}

static const GActionEntry game_actions[] = {
  { .name = "undo", .activate = undo_activated },
  { .name = "redo", .activate = redo_activated },
  { .name = "check", .activate = check_activated },
  { .name = "solve", .activate = solve_activated },
  { .name = "restart", .activate = restart_activated },
  { .name = "hint", .activate = hint_activated },
  { .name = "fill-candidates", .activate = fill_candidates_activated },
  { .name = "clear-pencil-marks", .activate = clear_pencil_marks_activated },
};

GSimpleActionGroup *
sdm_game_view_actions_new (SdmGameView *self)
{
  GSimpleActionGroup *actions = g_simple_action_group_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (actions), game_actions, G_N_ELEMENTS (game_actions), self);
  return actions;
}
