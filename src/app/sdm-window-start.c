/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-start.c: the window with no game open, and games that leave the board.
 *
 * With no game the window shows the start view (sdm-start-view.c). New Game (Ctrl+N) goes
 * back to it. A game that leaves the board unfinished (another puzzle opened, pasted,
 * dropped or started, or New Game) goes to the games in progress (sdm-game-library.c),
 * which the start view lists under Continue: starting another puzzle never loses one.
 *
 * Also here: new games (generated in the background, sdm_window_new_game()), the grade
 * of every game for the title (sdm_window_grade()), How to Play (win.help, F1) and the
 * start of the guided first Sudominoku (win.tutorial, offered once when a first
 * Sudominoku is started; GSettings "tutorial-seen"), which the tutorial controller runs
 * (sdm-tutorial-controller.c).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-help-dialog.h"
#include "sdm-start-view.h"
#include "sdm-theme.h"
#include "sdm-tutorial.h"
#include "sdm-window-private.h"

/* This part's state: the grade of the game on the board, the start view and the games in
 * progress. */
struct _SdmWindowStart
{
  GCancellable   *grade_cancellable;
  char           *difficulty_name;  /* NULL until graded */
  GtkWidget      *start_view;       /* SdmStartView in the empty page, once first shown */
  SdmGameLibrary *library;
  char           *shelved_id;       /* the game the last change of game kept, or NULL */
  SdmGame        *untouched_game;   /* the game New Game left before a move, for Back */
  char           *untouched_source;
  GtkWidget      *help_dialog;      /* weak */
};

static void start_tutorial (SdmWindow *self);

/* The grade the title shows, as the library stores it ("medium"), or NULL. */
static const char *
difficulty_key (SdmWindow *self)
{
  SdmDifficulty difficulty;

  if (self->start->difficulty_name == NULL || self->game == NULL
      || !sdm_game_get_difficulty (self->game, &difficulty))
    return NULL;
  return sdm_difficulty_to_string (difficulty);
}

/* Whether the game on the board is worth keeping among the games in progress when @next
 * takes its place. A game the player has not touched can be had again (the file, the
 * clipboard, a new one; New Game keeps it for Back only: sdm_window_show_start()); the
 * editor's scratch position is not a game; a finished one is done. */
static gboolean
worth_keeping (SdmWindow *self,
               SdmGame   *next)
{
  return self->start->library != NULL && self->game != NULL && self->game != next
         && !sdm_game_view_get_editing (self->game_view)
         && !sdm_game_get_solved (self->game) && sdm_game_get_played (self->game);
}

/* The start view's Back id for the game New Game left before the player made a move:
 * kept here, not among the games in progress (no library id looks like it). */
#define UNTOUCHED_ID "untouched"

void
sdm_window_shelve_game (SdmWindow *self,
                        SdmGame   *next)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  g_clear_pointer (&self->start->shelved_id, g_free);
  g_clear_object (&self->start->untouched_game);
  g_clear_pointer (&self->start->untouched_source, g_free);
  if (self->start->start_view != NULL)
    sdm_start_view_set_back_id (SDM_START_VIEW (self->start->start_view), NULL);
  if (!worth_keeping (self, next))
    return;
  id = sdm_game_library_add (self->start->library, self->game, self->source_name, difficulty_key (self), &error);
  g_free (self->start->shelved_id);
  self->start->shelved_id = g_strdup (id);
  if (id == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The game in progress could not be kept: %s"), error->message);

      /* Said to the player; a message in the log, not a warning: nothing is broken. */
      g_message ("%s", message);
      sdm_window_show_message (self, message);
    }
}

void
sdm_window_show_start (SdmWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) untouched = NULL;
  g_autofree char *untouched_source = NULL;
  gboolean to_keep;

  g_return_if_fail (SDM_IS_WINDOW (self));

  /* The game goes to the library (in sdm_window_set_game), so the autosave of the board
   * is not needed any more: the next start shows the start view, with the game under
   * Continue, rather than bringing it back twice. When it could not be kept (a full
   * disk), the autosave stays: the next start brings it back. */
  to_keep = worth_keeping (self, NULL);
  /* A game without a move is not kept among the games in progress, but Back still goes
   * back to it (a new puzzle could not be had again), until another game takes its place
   * or the app ends: the guided puzzle too, its guide where it was (issue 36). Not the
   * editor's position, nor a finished game. */
  if (!to_keep && self->game != NULL && !sdm_game_get_solved (self->game)
      && !sdm_game_view_get_editing (self->game_view))
    {
      untouched = g_object_ref (self->game);
      untouched_source = g_strdup (self->source_name);
    }
  sdm_window_set_game (self, NULL, NULL, FALSE);
  if (self->store != NULL && (!to_keep || self->start->shelved_id != NULL)
      && !sdm_game_store_clear (self->store, &error))
    g_warning ("%s", error->message);
  /* Escape goes back to it, as GNOME Sudoku's Back does. */
  sdm_window_ensure_start_view (self);
  if (untouched != NULL)
    {
      self->start->untouched_game = g_steal_pointer (&untouched);
      self->start->untouched_source = g_steal_pointer (&untouched_source);
    }
  sdm_start_view_set_back_id (SDM_START_VIEW (self->start->start_view),
                              self->start->untouched_game != NULL ? UNTOUCHED_ID : self->start->shelved_id);
}

/* ------------------------------------------------------------------------------------ */
/* New games and their grade                                                            */

static void
grade_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  SdmDifficulty difficulty;
  gboolean graded = sdm_game_grade_finish (result, &difficulty, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* another game came, or the window closed */
  g_clear_object (&self->start->grade_cancellable);
  if (!graded)
    {
      g_debug ("could not grade the puzzle: %s", error->message);
      return;
    }
  sdm_window_set_difficulty (self, difficulty);
}

void
sdm_window_set_difficulty (SdmWindow     *self,
                           SdmDifficulty  difficulty)
{
  g_free (self->start->difficulty_name);
  self->start->difficulty_name = g_strdup (sdm_difficulty_get_name (difficulty));
  g_object_notify (G_OBJECT (self), "difficulty");
  sdm_window_update_title (self);
}

void
sdm_window_clear_difficulty (SdmWindow *self)
{
  if (self->start->difficulty_name == NULL)
    return;
  g_clear_pointer (&self->start->difficulty_name, g_free);
  g_object_notify (G_OBJECT (self), "difficulty");
}

/* The difficulty of every game, loaded ones too, is graded in the background and shown
 * in the title. */
void
sdm_window_grade (SdmWindow *self)
{
  if (self->start->grade_cancellable != NULL)
    g_cancellable_cancel (self->start->grade_cancellable);
  g_clear_object (&self->start->grade_cancellable);
  sdm_window_clear_difficulty (self);

  /* An author's scratch position is no puzzle yet. */
  if (self->game == NULL || sdm_editor_controller_is_scratch (self->game))
    return;
  self->start->grade_cancellable = sdm_window_cancellable_new (self);
  sdm_game_grade_async (self->game, self->start->grade_cancellable, grade_done_cb, g_object_ref (self));
}

static void
generate_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  /* It knows its difficulty: the one asked for, not graded again. */
  g_autoptr(SdmGame) game = sdm_generate_game_finish (result, &error);

  sdm_window_task_done (self);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* Cancel, another game, or the window closed */
  if (game == NULL)
    {
      sdm_window_show_message (self, error->message);
      return;
    }
  name = sdm_window_dup_puzzle_name (sdm_game_get_puzzle (game));
  sdm_window_set_game (self, game, name, TRUE);
}

void
sdm_window_new_game (SdmWindow     *self,
                     SdmKind        kind,
                     SdmDifficulty  difficulty,
                     guint64        seed)
{
  SdmGenerateOptions options;

  g_return_if_fail (SDM_IS_WINDOW (self));

  sdm_generate_options_init (&options, kind, difficulty, seed);
  sdm_generate_async (&options, sdm_window_task_begin (self), generate_done_cb, g_object_ref (self));
}

/* New Game: the start view, where the kind and difficulty are chosen (sdm-window-start.c);
 * the game on the board waits there under Continue. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  sdm_window_show_start (SDM_WINDOW (widget));
}

/* ------------------------------------------------------------------------------------ */
/* The guided first Sudominoku                                                          */

/* The guided puzzle: an ordinary game, marked guided (the statistics count it apart, never
 * as a game of some difficulty), with the tutorial controller guiding it until Done or
 * Skip. */
static void
start_tutorial (SdmWindow *self)
{
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;

  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "tutorial-seen", TRUE);
  sdm_tutorial_get_puzzle (&puzzle);
  game = sdm_game_new (&puzzle);
  sdm_game_mark_guided (game);
  sdm_window_set_game (self, game, _("Guided Sudominoku"), TRUE);
  sdm_tutorial_controller_start (sdm_game_view_get_tutorial (self->game_view), game);
}

static void
tutorial_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  start_tutorial (SDM_WINDOW (widget));
}

typedef struct {
  SdmWindow    *window;
  SdmDifficulty difficulty;
} OfferContext;

/* With the dialog's response handler, however the dialog goes. */
static void
offer_context_free (gpointer  data,
                    GClosure *closure)
{
  OfferContext *ctx = data;

  g_object_unref (ctx->window);
  g_free (ctx);
}

static void
offer_response_cb (AdwAlertDialog *dialog,
                   const char     *response,
                   OfferContext   *ctx)
{
  SdmWindow *self = ctx->window;

  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "tutorial-seen", TRUE);
  if (g_strcmp0 (response, "guide") == 0)
    start_tutorial (self);
  else
    sdm_window_new_game (self, SDM_KIND_SUDOMINOKU, ctx->difficulty, g_random_int ());
}

/* A first Sudominoku: offer the guided puzzle (once; the menu has it for later). */
static gboolean
offer_tutorial (SdmWindow     *self,
                SdmDifficulty  difficulty)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *dialog;
  OfferContext *ctx;

  if (self->settings == NULL || g_settings_get_boolean (self->settings, "tutorial-seen"))
    return FALSE;
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-offer-tutorial-dialog.ui");
  dialog = GTK_WIDGET (gtk_builder_get_object (builder, "dialog"));
  ctx = g_new0 (OfferContext, 1);
  ctx->window = g_object_ref (self);
  ctx->difficulty = difficulty;
  g_signal_connect_data (dialog, "response", G_CALLBACK (offer_response_cb), ctx, offer_context_free, 0);
  sdm_present_dialog (ADW_DIALOG (dialog), GTK_WIDGET (self));
  return TRUE;
}

/* ------------------------------------------------------------------------------------ */
/* How to Play                                                                          */

static void
help_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  SdmKind kind = SDM_KIND_SUDOKU;

  /* On show already: F1 again leaves it as it is. Closing it destroys it. */
  if (self->start->help_dialog != NULL)
    return;
  g_set_weak_pointer (&self->start->help_dialog, GTK_WIDGET (sdm_help_dialog_new ()));
  /* Open on the rules of the game on the board, or of the kind the start view would
   * start: a player new to Sudominoku reads its rules first. */
  if (self->game != NULL)
    kind = sdm_game_get_kind (self->game);
  else if (self->settings != NULL)
    kind = g_settings_get_enum (self->settings, "new-game-kind");
  adw_preferences_dialog_set_visible_page_name (ADW_PREFERENCES_DIALOG (self->start->help_dialog),
                                                kind == SDM_KIND_SUDOMINOKU ? "sudominoku" : "sudoku");
  sdm_present_dialog (ADW_DIALOG (self->start->help_dialog), GTK_WIDGET (self));
}

/* ------------------------------------------------------------------------------------ */
/* The start view                                                                       */

static void
start_cb (SdmStartView *view,
          int           kind,
          int           difficulty,
          SdmWindow    *self)
{
  if (kind == SDM_KIND_SUDOMINOKU && offer_tutorial (self, difficulty))
    return;
  sdm_window_new_game (self, kind, difficulty, g_random_int ());
}

static void
resume_cb (SdmStartView *view,
           const char   *id,
           SdmWindow    *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGameInfo) info = NULL;
  g_autoptr(SdmGame) game = NULL;

  if (g_strcmp0 (id, UNTOUCHED_ID) == 0)
    {
      g_autofree char *source = g_steal_pointer (&self->start->untouched_source);

      game = g_steal_pointer (&self->start->untouched_game);
      if (game != NULL)
        sdm_window_set_game (self, game, source, FALSE);
      return;
    }
  game = sdm_game_library_take (self->start->library, id, &info, &error);
  if (game == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be restored: %s"), error->message);

      sdm_window_show_message (self, message);
      return;
    }
  sdm_window_set_game (self, game, info->name, FALSE);
}

/* The header's Back button: there while the start view shows and a game waits. */
void
sdm_window_update_back_button (SdmWindow *self)
{
  gboolean waiting = self->start->start_view != NULL
                     && sdm_start_view_get_back_id (SDM_START_VIEW (self->start->start_view)) != NULL;
  gboolean start_shown = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0;

  gtk_widget_set_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), SDM_TYPE_WINDOW, "back_button")), waiting && start_shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", waiting && start_shown);
}

static void
back_id_changed_cb (SdmWindow *self)
{
  sdm_window_update_back_button (self);
}

void
sdm_window_ensure_start_view (SdmWindow *self)
{
  if (self->start->start_view != NULL)
    return;
  self->start->start_view = sdm_start_view_new (self->start->library, self->settings);
  g_signal_connect (self->start->start_view, "start", G_CALLBACK (start_cb), self);
  g_signal_connect (self->start->start_view, "resume", G_CALLBACK (resume_cb), self);
  g_signal_connect_object (self->start->start_view, "notify::back-id", G_CALLBACK (back_id_changed_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (gtk_stack_get_child_by_name (self->stack, "empty")), self->start->start_view);
}

/* The header's Back: what Escape does on the start view. */
static void
back_to_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);

  if (self->start->start_view != NULL)
    gtk_widget_activate_action (self->start->start_view, "start-view.back", NULL);
}

void
sdm_window_class_install_start_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "win.tutorial", NULL, tutorial_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
}

/* An info file of the games in progress that was not a file, or far too large: kept
 * aside by the library, said here as a damaged save is. */
static void
library_file_kept_aside_cb (SdmGameLibrary *library,
                            const char     *kept,
                            const char     *why,
                            SdmWindow      *self)
{
  g_autofree char *name = g_path_get_basename (kept);
  /* Translators: %s is a file name, "info.damaged-20260101-120000" */
  g_autofree char *message = g_strdup_printf (_("Could not read a game in progress: kept aside as %s"),
                                              name);

  sdm_window_show_error (self, message, NULL, why);
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
sdm_window_install_start (SdmWindow *self)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  /* The timer's digits in the face of every locale's (sdm_tag_digits). */
  sdm_tag_digits (attrs);
  gtk_label_set_attributes (self->timer_label, attrs);
  pango_attr_list_unref (attrs);
  g_signal_connect (gtk_stack_get_child_by_name (self->stack, "empty"), "map", G_CALLBACK (empty_page_map_cb), self);
  self->start = g_new0 (SdmWindowStart, 1);
  self->start->library = sdm_game_library_new (NULL);
  g_signal_connect_object (self->start->library, "file-kept-aside",
                           G_CALLBACK (library_file_kept_aside_cb), self, 0);
}

void
sdm_window_start_dispose (SdmWindow *self)
{
  if (self->start == NULL)
    return;
  if (self->start->grade_cancellable != NULL)
    g_cancellable_cancel (self->start->grade_cancellable);
  g_clear_object (&self->start->grade_cancellable);
  sdm_window_clear_difficulty (self);
  g_clear_weak_pointer (&self->start->help_dialog);   /* the window's dialogs go with it */
  if (self->start->start_view != NULL)
    g_signal_handlers_disconnect_by_data (self->start->start_view, self);
  self->start->start_view = NULL;   /* the empty page's child */
  g_clear_pointer (&self->start->shelved_id, g_free);
  g_clear_object (&self->start->untouched_game);
  g_clear_pointer (&self->start->untouched_source, g_free);
  g_clear_object (&self->start->library);
  g_clear_pointer (&self->start, g_free);
}

const char *
sdm_window_get_difficulty_name (SdmWindow *self)
{
  return self->start != NULL ? self->start->difficulty_name : NULL;
}

SdmGameLibrary *
sdm_window_get_library (SdmWindow *self)
{
  return self->start != NULL ? self->start->library : NULL;
}

/* ------------------------------------------------------------------------------------ */
/* The title                                                                            */

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
  if (sdm_game_view_get_editing (self->game_view))
    grade = NULL;   /* the editor's strip says how many solutions */
  else if (self->game != NULL && sdm_game_get_uniqueness (self->game) == SDM_UNIQUENESS_MULTIPLE)
    grade = _("Several solutions");
  else if (self->game != NULL && sdm_game_get_uniqueness (self->game) == SDM_UNIQUENESS_NONE)
    grade = _("No solution");
  else if (self->game != NULL && sdm_game_get_guided (self->game))
    grade = NULL;   /* no grade: the guide's puzzle is called what it is ("Guided Sudominoku") */
  else
    grade = self->start->difficulty_name;
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

/* "Undo Hint: X-Wing (Ctrl+Z)": what one Ctrl+Z takes back when it is one compound move. */
void
sdm_window_update_history (SdmWindow *self)
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
  /* Undo, then Redo (sdm-window.ui: history_box). */
  gtk_widget_set_tooltip_text (gtk_widget_get_first_child (self->history_box),
                               undo_tip ? undo_tip : _("Undo (Ctrl+Z)"));
  gtk_widget_set_tooltip_text (gtk_widget_get_last_child (self->history_box),
                               redo_tip ? redo_tip : _("Redo (Shift+Ctrl+Z)"));
}

/* Every game counts its puzzle's solutions in the background as it starts: a puzzle with
 * several solutions or none is said so at once, not discovered at the end. */
void
sdm_window_game_uniqueness_cb (SdmGame    *game,
                    GParamSpec *pspec,
                    SdmWindow  *self)
{
  sdm_window_update_title (self);
  /* The author's position has as many solutions as it has: the editor's strip says so. */
  if (sdm_game_view_get_editing (self->game_view))
    return;
  /* A puzzle with no solution is not one to play: it opens in Type In, to be mended,
   * with its clashes shown. Not a game the player has played in (an older save). */
  if (sdm_game_get_uniqueness (game) == SDM_UNIQUENESS_NONE && !sdm_game_get_played (game))
    {
      g_autofree char *source = g_strdup (self->source_name);

      sdm_window_edit (self, sdm_game_get_kind (game), sdm_game_get_puzzle (game), source);
      sdm_game_view_show_check_marks (self->game_view, FALSE);
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
