/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-extras.c: what players ask for beyond playing: win.pause, the statistics of every game, win.copy-puzzle and win.copy-position,
 * win.export, win.print, and Ctrl+W for GtkWindow's window.close.
 *
 * Statistics: a fresh game (generated, opened or pasted, not a restored one) is counted as
 * started once its puzzle is graded (sdm_grade_async: the difficulty is the grader's, for
 * loaded puzzles as for generated ones; the same grade gives the title its difficulty); a
 * finished game is graded again and counted as solved, with or without help
 * (SdmGame:assisted: a hint applied, Solve, or the guided puzzle), and the finish dialog
 * shows the time, the best time for the kind and difficulty, and New Game / Statistics.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-print.h"
#include "sdm-sentences.h"
#include "sdm-statistics-dialog.h"
#include "sdm-window-private.h"

/* This part's state. */
struct _SdmWindowExtras
{
  SdmStatistics    *statistics;       /* the application's, NULL without one */
  gboolean          finish_recorded;  /* the game on the board was counted as finished */
  GtkPrintSettings *print_settings;   /* the last print's, for the next */
};

void
sdm_window_extras_free (SdmWindow *self)
{
  if (self->extras == NULL)
    return;
  g_clear_object (&self->extras->print_settings);
  g_clear_pointer (&self->extras, g_free);
}

/* ------------------------------------------------------------------------------------ */
/* Pause                                                                                */

/* The "paused" page's status page, loaded when the page is first shown: a window that is
 * never paused never builds it. Built with the window (an AdwStatusPage, its scrolled
 * window, clamp, icon, labels and button) it cost 8.1 M instructions of the first frame
 * (tests/bench/startup-callgrind.sh: 525.4 -> 517.3 M). */
static void
paused_page_map_cb (GtkWidget *page,
                    SdmWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (gtk_widget_get_first_child (page) != NULL)
    return;
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-paused-page.ui");
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (gtk_builder_get_object (builder, "page")));
}

void
sdm_window_update_clock (SdmWindow *self)
{
  if (self->game == NULL)
    return;
  /* A scratch position is the editor's from the moment it is on the board, before the
   * editor starts on it. */
  sdm_game_set_running (self->game, gtk_window_is_active (GTK_WINDOW (self)) && !self->paused
                                    && !sdm_game_get_solved (self->game)
                                    && !sdm_game_view_get_editing (self->game_view)
                                    && !sdm_editor_controller_is_scratch (self->game));
}

void
sdm_window_set_paused (SdmWindow *self,
                       gboolean   paused)
{
  paused = paused && self->game != NULL && !sdm_game_get_solved (self->game);
  if (self->paused == paused)
    return;
  self->paused = paused;
  sdm_game_view_set_paused (self->game_view, paused);   /* nothing to do on a hidden game */
  g_object_notify (G_OBJECT (self), "paused");   /* win.pause's state */
  if (self->game != NULL)
    {
      sdm_window_update_clock (self);
      /* The page and, with it, the digit bar: hidden with the board, so that a click on
       * it cannot play a move nobody sees. */
      sdm_window_show_page (self, FALSE);
      if (paused && self->store != NULL)
        sdm_game_store_save_time (self->store);   /* the clock stopped: keep its time */
      if (!paused)
        sdm_game_view_focus_board (self->game_view);
    }
  sdm_window_update_title (self);
  sdm_window_update_actions (self);
}

/* ------------------------------------------------------------------------------------ */
/* Statistics                                                                           */

/* What the statistics' grade carries to its callback (sdm-window-parts.h: async calls). */
typedef struct {
  SdmWindow     *window;
  SdmStatistics *statistics;     /* NULL: nothing to record (shown again, or none kept) */
  SdmGame       *game;
  SdmKind        kind;
  gboolean       finished;
  gint64         seconds;
  gboolean       assisted;
  gboolean       guided;         /* the guided puzzle: counted apart, its own finish */
} StatsContext;

static void
stats_context_free (StatsContext *ctx)
{
  g_object_unref (ctx->window);
  g_clear_object (&ctx->statistics);
  g_object_unref (ctx->game);
  g_free (ctx);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StatsContext, stats_context_free)

/* The finish's New Game plays the same kind and difficulty again. The dialog's response
 * handler owns this (freed with the handler when the dialog goes), and holds the window
 * weakly, as the dialog's life is its own. */
typedef struct {
  GWeakRef      window;
  SdmKind       kind;
  SdmDifficulty difficulty;
  gboolean      graded;
} FinishChoice;

static void
finish_choice_free (gpointer  data,
                    GClosure *closure)
{
  FinishChoice *choice = data;

  g_weak_ref_clear (&choice->window);
  g_free (choice);
}

static void
finish_response_cb (AdwAlertDialog *dialog,
                    const char     *response,
                    FinishChoice   *choice)
{
  g_autoptr(SdmWindow) self = g_weak_ref_get (&choice->window);

  if (self == NULL)
    return;
  if (g_strcmp0 (response, "new-game") == 0 && choice->graded)
    sdm_window_new_game (self, choice->kind, choice->difficulty, g_random_int ());
  else if (g_strcmp0 (response, "new-game") == 0)
    sdm_window_show_start (self);   /* no grade to repeat: the start view asks */
  else if (g_strcmp0 (response, "statistics") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "app.statistics", NULL);
}

/* The finish's words for a game that is not the guided puzzle: the time, whether help was
 * used, and the best time for the kind and difficulty (@entry NULL when no statistics are
 * kept; @graded FALSE when the puzzle could not be graded). */
static char *
finish_body (const StatsContext       *ctx,
             gboolean                  graded,
             SdmDifficulty             difficulty,
             const SdmStatisticsEntry *entry,
             gboolean                  new_best)
{
  g_autofree char *time = sdm_format_duration (ctx->seconds);
  g_autofree char *what = NULL;
  g_autofree char *solved = NULL;
  g_autofree char *best = NULL;
  const char *kind = sdm_kind_get_name (ctx->kind);

  if (graded)
    /* Translators: a difficulty and a kind of puzzle: "Easy Sudominoku". */
    what = g_strdup_printf (C_("difficulty and kind", "%s %s"), sdm_difficulty_get_name (difficulty), kind);
  else
    what = g_strdup (kind);

  if (ctx->assisted)
    /* Translators: %s is the time, like 3:05. "The solution shown": the main menu's Show
     * the Solution. */
    solved = g_strdup_printf (_("Finished in %s with help (a hint, or the solution shown): the game does not count as "
                                "solved by you."), time);
  else if (new_best && graded)
    /* Translators: the first %s is a time (3:05), the second "Easy Sudominoku". */
    solved = g_strdup_printf (_("Solved in %s: a new best time for %s!"), time, what);
  else
    /* Translators: %s is the time, like 3:05. */
    solved = g_strdup_printf (_("Solved in %s."), time);

  if (entry != NULL && graded && entry->best > 0 && !(new_best && !ctx->assisted))
    {
      g_autofree char *best_time = sdm_format_duration (entry->best);

      /* Translators: the first %s is "Easy Sudominoku", the second a time (2:40). */
      best = g_strdup_printf (_("Your best time for %s: %s."), what, best_time);
    }
  else if (entry != NULL && graded && entry->best == 0)
    /* Translators: %s is "Easy Sudominoku". */
    best = g_strdup_printf (_("No %s solved without help yet: no best time."), what);
  return best != NULL ? g_strdup_printf ("%s\n\n%s", solved, best) : g_steal_pointer (&solved);
}

/* The finish: its words, and what next (New Game of the same kind and level, Statistics).
 * The guided puzzle (counted apart, sdm-statistics.h) has no best time to speak of; what
 * comes next for it is the first Sudominoku on one's own, at the easiest level. */
static void
show_finish (SdmWindow                *self,
             const StatsContext       *ctx,
             gboolean                  graded,
             SdmDifficulty             difficulty,
             const SdmStatisticsEntry *entry,
             gboolean                  new_best)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-finish-dialog.ui");
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (gtk_builder_get_object (builder, "dialog"));
  g_autofree char *body = NULL;
  FinishChoice *choice = g_new0 (FinishChoice, 1);

  g_weak_ref_init (&choice->window, self);
  if (ctx->guided)
    {
      g_autofree char *time = sdm_format_duration (ctx->seconds);

      /* Translators: %s is the time, like 3:05. */
      body = g_strdup_printf (_("You finished the guided Sudominoku in %s. Next, an Easy Sudominoku on your own: "
                                "the same reasoning, with nobody pointing the way. Hint (Ctrl+H) is there when you are stuck."),
                              time);
      adw_alert_dialog_set_heading (dialog, _("Guided Puzzle Finished"));
      adw_alert_dialog_set_response_label (dialog, "new-game", _("_Play an Easy Sudominoku"));
      choice->kind = SDM_KIND_SUDOMINOKU;
      choice->difficulty = SDM_DIFFICULTY_EASY;
      choice->graded = TRUE;
    }
  else
    {
      body = finish_body (ctx, graded, difficulty, entry, new_best);
      adw_alert_dialog_set_heading (dialog, ctx->assisted ? _("Finished With Help") : _("Puzzle Solved"));
      choice->kind = ctx->kind;
      choice->difficulty = difficulty;
      choice->graded = graded;
    }
  adw_alert_dialog_set_body (dialog, body);
  g_signal_connect_data (dialog, "response", G_CALLBACK (finish_response_cb), choice,
                         finish_choice_free, 0);
  sdm_present_dialog (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
stats_graded_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(StatsContext) ctx = user_data;
  SdmWindow *self = ctx->window;
  g_autoptr(GError) error = NULL;
  gboolean new_best = FALSE;
  gboolean written = TRUE;
  gboolean graded;
  SdmGrade grade = { 0 };
  SdmStatisticsEntry entry;

  graded = sdm_game_grade_finish (result, &grade.difficulty, &error);
  if (!graded)
    g_debug ("statistics: could not grade the puzzle: %s", error->message);
  g_clear_error (&error);
  /* The guided puzzle is counted apart, whatever its grade (sdm-statistics.h). */
  if (ctx->statistics != NULL && ctx->guided)
    written = ctx->finished ? sdm_statistics_guided_finished (ctx->statistics, &error)
                            : sdm_statistics_guided_started (ctx->statistics, &error);
  else if (ctx->statistics != NULL && graded && ctx->finished)
    written = sdm_statistics_game_finished (ctx->statistics, ctx->kind, grade.difficulty, ctx->seconds,
                                            ctx->assisted, &new_best, &error);
  else if (ctx->statistics != NULL && graded)
    written = sdm_statistics_game_started (ctx->statistics, ctx->kind, grade.difficulty, &error);
  /* The grade had no cancellable: the record is written even when the window closed
   * meanwhile; what it has to say then is for nobody. */
  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  /* A fresh game's one grade gives the title its difficulty too. */
  if (graded && !ctx->finished && self->game == ctx->game)
    sdm_window_set_difficulty (self, grade.difficulty);
  if (!written)
    {
      g_autofree char *message = g_strdup_printf (_("The statistics could not be saved: %s"), error->message);

      sdm_window_show_message (self, message);
    }
  /* The finish, for the game still on the board and still finished. */
  if (ctx->finished && self->game == ctx->game && sdm_game_get_solved (ctx->game))
    {
      if (graded && self->extras->statistics != NULL)
        sdm_statistics_get_entry (self->extras->statistics, ctx->kind, grade.difficulty, &entry);
      show_finish (self, ctx, graded, grade.difficulty,
                   graded && self->extras->statistics != NULL ? &entry : NULL, new_best);
    }
}

/* Grade the game on the board, then record it (@record) and, when @finished, show the
 * finish. Returns whether a grade is on its way. */
static gboolean
grade_game (SdmWindow *self,
            gboolean   finished,
            gboolean   record)
{
  StatsContext *ctx;

  if (self->game == NULL || sdm_editor_controller_is_scratch (self->game))
    return FALSE;
  if (!finished && (!record || self->extras->statistics == NULL))
    return FALSE;
  ctx = g_new0 (StatsContext, 1);
  ctx->window = g_object_ref (self);
  if (record && self->extras->statistics != NULL)
    ctx->statistics = g_object_ref (self->extras->statistics);
  ctx->game = g_object_ref (self->game);
  ctx->kind = sdm_game_get_kind (self->game);
  ctx->finished = finished;
  ctx->seconds = sdm_game_get_elapsed (self->game);
  ctx->assisted = sdm_game_get_assisted (self->game);
  ctx->guided = sdm_game_get_guided (self->game);
  /* No cancellable: a game finished must be counted even when the window closes at once. */
  sdm_game_grade_async (self->game, NULL, stats_graded_cb, ctx);
  return TRUE;
}

gboolean
sdm_window_extras_game_set (SdmWindow *self,
                            gboolean   fresh)
{
  self->extras->finish_recorded = FALSE;
  sdm_window_set_paused (self, FALSE);
  /* A new game: the first digit goes in with no click on the board (issue 36). */
  if (fresh && self->game != NULL)
    sdm_game_view_select_start (self->game_view);
  return fresh && grade_game (self, FALSE, TRUE);
}

void
sdm_window_extras_game_solved (SdmWindow *self)
{
  /* Once a game: the solution Solve shows can be undone and the game finished again; the
   * finish shows each time, the record is written once. */
  gboolean record = !self->extras->finish_recorded;

  sdm_window_set_paused (self, FALSE);
  self->extras->finish_recorded = TRUE;
  grade_game (self, TRUE, record);
}

/* ------------------------------------------------------------------------------------ */
/* Copy                                                                                 */

/* The puzzle (@position FALSE) or the current position as text the app reads back, in the
 * format the engine copies the kind as (sdm_format_text_for_kind()): text a person reads
 * and Paste reads back. */
static char *
dup_text (SdmWindow *self,
          gboolean   position)
{
  const SdmPuzzle *puzzle;
  GString *out;

  g_return_val_if_fail (SDM_IS_WINDOW (self), NULL);

  if (self->game == NULL)
    return NULL;
  puzzle = sdm_game_get_puzzle (self->game);
  out = g_string_new (NULL);
  if (!position)
    sdm_format_write_puzzle (out, sdm_format_text_for_kind (puzzle->kind), puzzle);
  else
    {
      /* The digits on the board, givens and the player's, as a puzzle to go on from. The
       * links are left out: pasted back they would be read as a solution's layout. */
      SdmGrid grid = *sdm_game_get_grid (self->game);

      memset (grid.partner, SDM_NO_CELL, sizeof grid.partner);
      sdm_format_write_solution (out, sdm_format_text_for_kind (puzzle->kind), puzzle, &grid, 0);
    }
  sdm_format_write_end (out, sdm_format_text_for_kind (puzzle->kind));
  return g_string_free (out, FALSE);
}

static void
copy (SdmWindow  *self,
      gboolean    position)
{
  g_autofree char *text = dup_text (self, position);

  if (text == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  sdm_window_show_message (self, position ? _("The position is on the clipboard") : _("The puzzle is on the clipboard"));
}

static void
copy_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  copy (SDM_WINDOW (widget), FALSE);
}

static void
copy_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  copy (SDM_WINDOW (widget), TRUE);
}

/* ------------------------------------------------------------------------------------ */
/* Export                                                                               */

gboolean
sdm_window_export_to_file (SdmWindow  *self,
                           GFile      *file,
                           SdmFormat   format,
                           GError    **error)
{
  const SdmPuzzle *puzzle;
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (SDM_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no puzzle to export"));
      return FALSE;
    }
  puzzle = sdm_game_get_puzzle (self->game);
  if (!sdm_format_write_puzzles (out, format, puzzle, 1))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This kind of puzzle cannot be written in that format"));
      return FALSE;
    }
  /* Atomic: a temporary file renamed over the old one. */
  return g_file_replace_contents (file, out->str, out->len, NULL, FALSE, G_FILE_CREATE_NONE,
                                  NULL, NULL, error);
}

/* Export: the format (a response of sdm-export-dialog.ui per format of the puzzle's kind,
 * its index in sdm_format_list() as the id), then the file (GtkFileDialog, which names the
 * file only: the format is chosen before, and goes with the window to the callback). */
typedef struct {
  SdmWindow *window;
  SdmFormat  format;
} ExportContext;

static void
export_context_free (ExportContext *ctx)
{
  g_clear_object (&ctx->window);
  g_free (ctx);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ExportContext, export_context_free)

static void
export_save_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(ExportContext) ctx = user_data;
  SdmWindow *self = ctx->window;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  SdmFormat format = ctx->format;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  /* No file: Cancel, Escape, closing the file chooser, or the window closed (which
   * cancelled it): GtkDialogError says only which, and none needs a word to the player. */
  if (file == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;
  name = g_file_get_basename (file);
  if (sdm_window_export_to_file (self, file, format, &error))
    /* Translators: %s is a file name. */
    message = g_strdup_printf (_("Exported to %s"), name);
  else
    message = g_strdup_printf (_("Could not export the puzzle: %s"), error->message);
  sdm_window_show_message (self, message);
  sdm_window_focus_board (self);
}

static void
export_format_cb (AdwAlertDialog *alert,
                  const char     *response,
                  SdmWindow      *self)
{
  g_autoptr(GtkFileDialog) dialog = NULL;
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autoptr(GListStore) filters = NULL;
  g_autoptr(GCancellable) cancellable = NULL;
  g_autofree char *name = NULL;
  ExportContext *ctx;
  guint n_formats;
  const SdmFormatInfo *formats = sdm_format_list (&n_formats);
  guint64 index;

  if (!g_ascii_string_to_unsigned (response, 10, 0, n_formats - 1, &index, NULL)
      || self->game == NULL)
    return;   /* Cancel */
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _(formats[index].description));
  for (guint i = 0; formats[index].suffixes[i] != NULL; i++)
    gtk_file_filter_add_suffix (filter, formats[index].suffixes[i]);
  filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_list_store_append (filters, filter);
  dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (dialog, _("Export Puzzle"));
  gtk_file_dialog_set_accept_label (dialog, _("_Export"));
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  /* Translators: the file name Export offers, before its suffix (puzzle.sdm). */
  name = g_strdup_printf ("%s.%s", _("puzzle"), formats[index].suffixes[0]);
  gtk_file_dialog_set_initial_name (dialog, name);
  ctx = g_new0 (ExportContext, 1);
  ctx->window = g_object_ref (self);
  ctx->format = formats[index].format;
  cancellable = sdm_window_cancellable_new (self);
  gtk_file_dialog_save (dialog, GTK_WINDOW (self), cancellable, export_save_cb, ctx);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(GtkBuilder) builder = NULL;
  AdwAlertDialog *alert;
  SdmKind kind;
  guint n_formats;
  const SdmFormatInfo *formats = sdm_format_list (&n_formats);

  if (self->game == NULL)
    return;
  kind = sdm_game_get_kind (self->game);
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-export-dialog.ui");
  alert = ADW_ALERT_DIALOG (gtk_builder_get_object (builder, "dialog"));
  for (guint i = 0; i < n_formats; i++)
    {
      char id[8];

      if (!sdm_format_holds (formats[i].format, kind))
        continue;
      g_snprintf (id, sizeof id, "%u", i);
      adw_alert_dialog_add_response (alert, id, _(formats[i].description));
      if (adw_alert_dialog_get_default_response (alert) == NULL)
        {
          adw_alert_dialog_set_default_response (alert, id);
          adw_alert_dialog_set_response_appearance (alert, id, ADW_RESPONSE_SUGGESTED);
        }
    }
  g_signal_connect_object (alert, "response", G_CALLBACK (export_format_cb), self, 0);
  sdm_present_dialog (ADW_DIALOG (alert), widget);
}

/* ------------------------------------------------------------------------------------ */
/* Print                                                                                */

static void
print_done_cb (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               SdmWindow               *self)
{
  /* The printer and its settings are kept for the next print, as in other GNOME apps. */
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    g_set_object (&self->extras->print_settings, gtk_print_operation_get_print_settings (operation));
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *message = NULL;

      gtk_print_operation_get_error (operation, &error);
      message = g_strdup_printf (_("Could not print: %s"), error ? error->message : "");
      sdm_window_show_message (self, message);
    }
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(SdmPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  operation = sdm_print_operation_new (sdm_game_get_puzzle (self->game), sdm_game_get_solution (self->game),
                                       sdm_window_get_difficulty_name (self));
  if (self->extras->print_settings != NULL)
    gtk_print_operation_set_print_settings (GTK_PRINT_OPERATION (operation), self->extras->print_settings);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                           GTK_WINDOW (self), &error);
  if (error != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not print: %s"), error->message);

      sdm_window_show_message (self, message);
    }
}

/* ------------------------------------------------------------------------------------ */

/* win.pause is the "paused" property's action (sdm-window.c): its state, a check in the
 * menu. */
void
sdm_window_class_install_extra_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_property_action (widget_class, "win.pause", "paused");
  gtk_widget_class_install_action (widget_class, "win.copy-puzzle", NULL, copy_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, copy_position_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
}

/* The application's statistics, given when the window joins it (sdm-application.c). */
void
sdm_window_set_statistics (SdmWindow     *self,
                           SdmStatistics *statistics)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  self->extras->statistics = statistics;
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

void
sdm_window_install_extras (SdmWindow *self)
{
  g_signal_connect (self, "notify::application", G_CALLBACK (application_cb), NULL);
  self->extras = g_new0 (SdmWindowExtras, 1);
  g_signal_connect (gtk_stack_get_child_by_name (self->stack, "paused"), "map", G_CALLBACK (paused_page_map_cb), self);
}
