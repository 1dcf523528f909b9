/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-actions.c: the window's actions (win.*): history, check, solve, cancel, open,
 * paste, restart, show-help-overlay, message-details, message-close, and the ones that
 * start a controller's work or are one move each: hint (the hint controller's next rung),
 * edit (Type In, the editor controller), fill-candidates, clear-pencil-marks. Check and
 * solve run in the background through the model's GTask API; their results are dropped
 * when the game changed meanwhile. Which actions are enabled is sdm-window.c's to say.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-shortcuts-dialog.h"
#include "sdm-window-private.h"
#include "sdm-check.h"

/* What check and solve carry to their callbacks (sdm-window-private.h: async calls): the
 * window, and the game asked about. */
typedef struct {
  SdmWindow *window;
  SdmGame   *game;
} TaskContext;

static TaskContext *
task_context_new (SdmWindow *self)
{
  TaskContext *ctx = g_new0 (TaskContext, 1);

  ctx->window = g_object_ref (self);
  ctx->game = g_object_ref (self->game);
  return ctx;
}

static void
task_context_free (TaskContext *ctx)
{
  g_object_unref (ctx->window);
  g_object_unref (ctx->game);
  g_free (ctx);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaskContext, task_context_free)

static gboolean
is_cancelled (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* ------------------------------------------------------------------------------------ */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);

  if (self->game != NULL)
    sdm_game_undo (self->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);

  if (self->game != NULL)
    sdm_game_redo (self->game);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);

  if (self->game != NULL && sdm_game_restart (self->game))
    sdm_window_show_message (self, _("Back to the start. Undo brings your moves back"));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);

  if (self->task_cancellable != NULL)
    g_cancellable_cancel (self->task_cancellable);
  /* A load's blank page goes now: its callback returns quietly. */
  sdm_window_show_page (self, FALSE);
}

/* ------------------------------------------------------------------------------------ */
/* Check                                                                                */

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TaskContext) ctx = user_data;
  SdmWindow *self = ctx->window;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  SdmCheckReport report;

  sdm_window_task_done (self);
  /* Another game cancels the window's tasks: a result is for the game on the board. */
  if (!sdm_game_check_finish_report (SDM_GAME (source), result, &report, &error))
    {
      if (!is_cancelled (error))   /* Cancel, another game, or the window closed */
        sdm_window_show_message (self, error->message);
      return;
    }

  /* Check always shows what it found, whatever the preferences say, until the next
   * move: the clashes, and the digits and dominoes that no solution has. The check has
   * counted the puzzle's solutions if the game had not: the game learns the solution
   * from its own count, so the marks follow it. */
  if (report.result == SDM_CHECK_CLASH)
    sdm_window_show_check_marks (self, FALSE);
  else if (report.result == SDM_CHECK_MISTAKE || report.result == SDM_CHECK_WRONG_DOMINO)
    {
      /* With several solutions the game has none to compare with: it holds what the
       * search found (a move cancels a check, so this is about the position shown). */
      if (report.several_solutions)
        sdm_game_show_found_mistakes (self->game, report.wrong_digit, report.wrong);
      sdm_window_show_check_marks (self, TRUE);
    }
  /* The same sentence as `sudominoku-cli check` (sdm-check.c). */
  message = sdm_check_report_describe (&report);
  sdm_window_show_message (self, message);
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);

  if (self->game == NULL)
    return;
  sdm_game_check_async (self->game, sdm_window_task_begin (self), check_done_cb,
                        task_context_new (self));
}

/* ------------------------------------------------------------------------------------ */
/* Solve                                                                                */

static void
solve_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TaskContext) ctx = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree SdmGrid *solution = sdm_game_solve_finish (SDM_GAME (source), result, &error);

  sdm_window_task_done (ctx->window);
  if (is_cancelled (error))
    return;   /* Cancel, another game, or the window closed */
  if (solution == NULL)
    {
      sdm_window_show_message (ctx->window, error->message);
      return;
    }
  /* One move, "Solution": one Ctrl+Z takes it back. Marked before the move: the game is
   * then already assisted when it becomes solved (statistics, no congratulations). */
  sdm_game_mark_assisted (ctx->game);
  if (!sdm_game_apply_solution (ctx->game, solution, &error))
    sdm_window_show_message (ctx->window, error->message);
}

/* win.solve asks first (sdm-window-extras.c), and comes here once the player agrees. */
static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sdm_window_confirm_solve (SDM_WINDOW (widget));
}

void
sdm_window_solve_now (SdmWindow *self)
{
  if (self->game == NULL)
    return;
  sdm_game_solve_async (self->game, sdm_window_task_begin (self), solve_done_cb,
                        task_context_new (self));
}

/* ------------------------------------------------------------------------------------ */
/* Open and paste                                                                       */

static void
open_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  /* No file: Cancel, Escape, closing the chooser, or the window closed (which cancelled
   * it); none needs a word to the player. */
  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  if (file != NULL)
    sdm_window_open_file (self, file);
  sdm_window_focus_board (self);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) puzzles = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GCancellable) cancellable = sdm_window_cancellable_new (self);
  const SdmFormatInfo *formats;
  guint n_formats;

  gtk_file_dialog_set_title (dialog, _("Open Puzzle"));
  gtk_file_dialog_set_accept_label (dialog, _("_Open"));
  gtk_file_filter_set_name (puzzles, _("Puzzle files"));
  /* The types of data/io.github.sudominoku.Sudominoku.mime.xml, then plain text: collections
   * often come as .txt or with no suffix at all. (The desktop file names only our own types,
   * so the app is not offered for every text file; inside Open, text is what it reads.) */
  formats = sdm_format_list (&n_formats);
  for (guint i = 0; i < n_formats; i++)
    {
      gtk_file_filter_add_mime_type (puzzles, formats[i].mime_type);
      for (guint j = 0; formats[i].suffixes[j] != NULL; j++)
        gtk_file_filter_add_suffix (puzzles, formats[i].suffixes[j]);
    }
  gtk_file_filter_add_mime_type (puzzles, "text/plain");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, puzzles);
  g_list_store_append (filters, all);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, puzzles);
  /* The async idiom of sdm-window-private.h: a reference and a cancellable of the window's. */
  gtk_file_dialog_open (dialog, GTK_WINDOW (self), cancellable, open_done_cb, g_object_ref (self));
}

static void
paste_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  sdm_window_task_done (self);
  if (is_cancelled (error))
    return;   /* Cancel, another game, or the window closed */
  if (text == NULL || *text == '\0')
    {
      sdm_window_show_message (self, _("The clipboard holds no text"));
      return;
    }
  sdm_window_load_text (self, text, _("Clipboard"));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (self));

  gdk_clipboard_read_text_async (clipboard, sdm_window_task_begin (self), paste_done_cb,
                                 g_object_ref (self));
}

/* ------------------------------------------------------------------------------------ */
/* Keyboard shortcuts                                                                   */

/* win.show-help-overlay (the name GNOME apps give it): the shortcuts dialog, made when it
 * is asked for (not before the first frame) and destroyed when it closes. Asked again while
 * it shows, it stays as it is. */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  AdwDialog *dialog;

  if (SDM_IS_SHORTCUTS_DIALOG (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self))))
    return;
  dialog = ADW_DIALOG (sdm_shortcuts_dialog_new ());
  sdm_present_dialog (dialog, widget);
}

/* ------------------------------------------------------------------------------------ */
/* The message strip                                                                    */

static void
message_details_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  sdm_window_show_message_details (SDM_WINDOW (widget));
}

static void
message_close_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  sdm_window_hide_message (SDM_WINDOW (widget));
  sdm_window_focus_page (SDM_WINDOW (widget));
}

/* The window's actions are its class's (gtk_widget_class_install_action), as the board's
 * are; their keys are the application's (sdm-application.c). */
/* ------------------------------------------------------------------------------------ */
/* Hint, Type In and the pencil-mark helpers                                            */

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sdm_hint_controller_step (SDM_WINDOW (widget)->hint);
}

void
sdm_window_edit (SdmWindow       *self,
                 SdmKind          kind,
                 const SdmPuzzle *puzzle,
                 const char      *source_name)
{
  g_autoptr(SdmGame) game = NULL;

  g_return_if_fail (SDM_IS_WINDOW (self));

  game = sdm_editor_controller_new_scratch (kind, puzzle);
  sdm_window_set_game (self, game, source_name != NULL ? source_name : _("New puzzle"), FALSE);
  sdm_editor_controller_start (self->editor, game);
  sdm_window_update_title (self);
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  const char *kind = g_variant_get_string (parameter, NULL);

  sdm_window_edit (SDM_WINDOW (widget), sdm_kind_from_string (kind) == SDM_KIND_SUDOMINOKU ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU,
                   NULL, NULL);
}

static void
fill_candidates_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_fill_candidates (self->game, &error))
    sdm_window_show_message (self, error->message);
}

static void
clear_pencil_marks_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_clear_pencil_marks (self->game, &error))
    sdm_window_show_message (self, error->message);
}

/* ------------------------------------------------------------------------------------ */

/* Their keys are the application's (sdm-application.c). */
void
sdm_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.edit", "s", edit_action);
  gtk_widget_class_install_action (widget_class, "win.fill-candidates", NULL, fill_candidates_action);
  gtk_widget_class_install_action (widget_class, "win.clear-pencil-marks", NULL, clear_pencil_marks_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.message-details", NULL, message_details_action);
  gtk_widget_class_install_action (widget_class, "win.message-close", NULL, message_close_action);
}
