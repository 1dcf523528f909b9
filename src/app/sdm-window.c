/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window.c: the main window, a shell around the game: the header bar and its title,
 * the pages (the start view, the game, the paused page), background tasks and focus.
 *
 * The game area is SdmGameView (sdm-game-view.c): the board, the digit bar, the palette,
 * the strips and their controllers, the game.* actions. The window's other rooms:
 * sdm-window-actions.c (its actions), sdm-window-messages.c (the message strip),
 * sdm-window-load.c (puzzles from files, the clipboard and drag and drop),
 * sdm-window-start.c, sdm-window-extras.c.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "sdm-message-bar.h"
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
/* Background tasks: the window's cancellables (sdm-window-parts.h says how async calls
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

/* The spinner and Cancel show while the window's work or the game's (Check, Solve) runs. */
static void
update_busy (SdmWindow *self)
{
  gboolean busy = self->n_tasks > 0 || sdm_game_view_get_busy (self->game_view);

  gtk_widget_set_visible (self->busy_box, busy);   /* the spinner spins while it shows */
  sdm_window_update_actions (self);
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
  update_busy (self);
  return self->task_cancellable;
}

void
sdm_window_task_done (SdmWindow *self)
{
  g_return_if_fail (self->n_tasks > 0);

  if (--self->n_tasks > 0)
    return;
  g_clear_object (&self->task_cancellable);
  update_busy (self);
}

/* ------------------------------------------------------------------------------------ */
/* Focus: keys are for the board, Start on the start view, Resume while paused          */

void
sdm_window_focus_board (SdmWindow *self)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0)
    sdm_game_view_focus_board (self->game_view);
}

/* The keyboard's place on the page on show, where the next key does what it says: the
 * board of a game; Start on the start view (Return starts a game); Resume while paused.
 * With @keep, a focus already on a widget shown in the start view stays where it is (the
 * player put it there); one in the paused page always does. Nothing while a dialog
 * shows: its closing comes back here. */
static void
focus_page (AdwApplicationWindow *window,
            gboolean              keep)
{
  SdmWindow *self = SDM_WINDOW (window);
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  GtkWidget *child = gtk_stack_get_visible_child (self->stack);
  gboolean inside;

  if (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) != NULL)
    return;
  if (g_strcmp0 (page, "game") == 0)
    {
      sdm_game_view_focus_board (self->game_view);
      return;
    }
  inside = focus != NULL && child != NULL && gtk_widget_get_mapped (focus) && gtk_widget_is_ancestor (focus, child);
  /* The start view is the empty page's child once first shown (sdm-window-start.c). */
  if (g_strcmp0 (page, "empty") == 0 && gtk_widget_get_first_child (child) != NULL && !(keep && inside))
    gtk_widget_grab_focus (gtk_widget_get_first_child (child));   /* its Start button */
  else if (g_strcmp0 (page, "paused") == 0 && !inside)
    gtk_widget_child_focus (child, GTK_DIR_TAB_FORWARD);   /* Resume */
}

void
sdm_window_focus_page (SdmWindow *self)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  focus_page (ADW_APPLICATION_WINDOW (self), TRUE);
}

/* ------------------------------------------------------------------------------------ */
/* The game                                                                             */

/* The one place that says which of the window's actions are enabled, from the state: the
 * game on the board, pause and the work in flight. (The game's own actions are the game
 * view's to say: sdm-game-view.c.) */
void
sdm_window_update_actions (SdmWindow *self)
{
  gboolean has_game = self->game != NULL;
  gboolean solved = has_game && sdm_game_get_solved (self->game);
  gboolean editing = sdm_game_view_get_editing (self->game_view);
  struct { const char *name; gboolean enabled; } states[] = {
    { "win.cancel", self->n_tasks > 0 || sdm_game_view_get_busy (self->game_view) },
    { "win.pause", has_game && !solved && !editing },
    { "win.copy-puzzle", has_game && !self->paused },
    { "win.copy-position", has_game && !self->paused },
    { "win.export", has_game && !self->paused },
    { "win.print", has_game && !self->paused },
  };

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), states[i].name, states[i].enabled);
}

static void
view_state_cb (SdmWindow  *self,
               GParamSpec *pspec,
               gpointer    user_data)
{
  if (g_str_equal (pspec->name, "busy"))
    update_busy (self);
  else
    sdm_window_update_actions (self);
  if (g_str_equal (pspec->name, "editing"))
    sdm_window_update_clock (self);
}

static void
view_message_cb (SdmGameView *view,
                 const char  *message,
                 SdmWindow   *self)
{
  sdm_window_show_message (self, message);
}

/* editor.play: the puzzle typed in becomes a game. */
static void
editor_play_cb (SdmGameView *view,
                SdmGame     *game,
                SdmWindow   *self)
{
  sdm_window_set_game (self, game, _("Your puzzle"), TRUE);
}

static void
game_solved_cb (SdmGame    *game,
                GParamSpec *pspec,
                SdmWindow  *self)
{
  gboolean solved = sdm_game_get_solved (game);

  sdm_window_update_clock (self);
  if (solved)
    {
      /* The finish dialog, once graded (sdm-window-extras.c); no message beside it. */
      sdm_window_hide_message (self);
      sdm_window_extras_game_solved (self);
      sdm_window_update_title (self);
    }
  sdm_window_update_actions (self);
}

static void
active_cb (SdmWindow  *self,
           GParamSpec *pspec,
           gpointer    user_data)
{
  sdm_window_update_clock (self);
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
   * the keys go to the page's own place instead. The message strip goes among the game's
   * strips on the game page, under the page on the others. */
  if (strcmp (page, "game") == 0)   /* before the focus moves in, after it moves out */
    sdm_window_place_message (self, TRUE);
  if (changed)
    focus_page (ADW_APPLICATION_WINDOW (self), FALSE);
  sdm_window_place_message (self, strcmp (page, "game") == 0);
  gtk_widget_set_visible (self->history_box, strcmp (page, "empty") != 0);   /* and Hint, Check */
  sdm_window_update_back_button (self);
}

void
sdm_window_set_game (SdmWindow  *self,
                     SdmGame    *game,
                     const char *source_name,
                     gboolean    fresh)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  /* An unfinished game is never dropped: it goes to the games in progress. */
  sdm_window_shelve_game (self, game);
  if (self->task_cancellable != NULL)
    g_cancellable_cancel (self->task_cancellable);
  if (self->game != NULL)
    sdm_game_set_running (self->game, FALSE);
  g_set_object (&self->game, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  /* The window's handlers go to the new game, and only the window's. */
  g_signal_group_set_target (self->game_signals, game);
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

  /* The game view follows (the board, the palette, the controllers), then the page. */
  sdm_game_view_set_game (self->game_view, game);
  sdm_window_show_page (self, FALSE);

  if (game != NULL)
    {
      /* An error about an earlier load is old news once a game is on the board. */
      sdm_window_hide_error (self);
      sdm_window_update_clock (self);
      sdm_game_view_focus_board (self->game_view);
      /* For G_MESSAGES_DEBUG=Sudominoku (tests/e2e-play.sh waits for it). */
      g_debug ("a game is on the board: %s", self->source_name ? self->source_name : "(no name)");
    }
  sdm_window_update_history (self);

  sdm_window_clear_difficulty (self);
  sdm_window_update_title (self);
  sdm_window_update_actions (self);
  if (game != NULL && fresh)
    sdm_window_game_uniqueness_cb (game, NULL, self);
  /* A fresh game is graded once: for the statistics, and the title from that. */
  if (!sdm_window_extras_game_set (self, fresh))
    sdm_window_grade (self);
}

SdmGameView *
sdm_window_get_game_view (SdmWindow *self)
{
  return self->game_view;
}

SdmWindowMessage *
sdm_window_get_message (SdmWindow *self)
{
  return self->message;
}

gboolean
sdm_window_is_closed (SdmWindow *self)
{
  return g_cancellable_is_cancelled (self->cancellable);
}

void
sdm_window_cancel_tasks (SdmWindow *self)
{
  if (self->task_cancellable != NULL)
    g_cancellable_cancel (self->task_cancellable);
  sdm_game_view_cancel (self->game_view);   /* Check, Solve */
  /* A load's blank page goes now: its callback returns quietly. */
  sdm_window_show_page (self, FALSE);
}

SdmGame *
sdm_window_get_game (SdmWindow *self)
{
  g_return_val_if_fail (SDM_IS_WINDOW (self), NULL);

  return self->game;
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
  /* The game view's work in flight (Check, Solve, the controllers') stops too. */
  if (self->game_view != NULL)
    sdm_game_view_shutdown (self->game_view);
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
  g_clear_pointer (&self->message, sdm_window_message_free);
  g_clear_pointer (&self->focus, sdm_window_focus_free);
  sdm_window_start_dispose (self);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_WINDOW);

  G_OBJECT_CLASS (sdm_window_parent_class)->dispose (object);
}

static void
sdm_window_finalize (GObject *object)
{
  SdmWindow *self = SDM_WINDOW (object);

  g_clear_object (&self->task_cancellable);
  g_clear_object (&self->cancellable);
  sdm_window_extras_free (self);
  g_free (self->source_name);

  G_OBJECT_CLASS (sdm_window_parent_class)->finalize (object);
}

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
      g_value_set_string (value, sdm_window_get_difficulty_name (self));
      break;
    case PROP_GAME_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_LIBRARY:
      g_value_set_object (value, sdm_window_get_library (self));
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

/* Template children the window keeps no field for. */
static const char *const unkept_children[] = {
  "toolbar_view", "header_bar", "back_button", "undo_button", "redo_button", "spinner",
  "empty_page", "paused_page", "message_box", "message_revealer",
};

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

  g_type_ensure (SDM_TYPE_GAME_VIEW);
  g_type_ensure (SDM_TYPE_MESSAGE_BAR);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, game_view);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, stack);
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

  gtk_widget_class_bind_template_child (widget_class, SdmWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, busy_box);
  /* For the parts and the tests (tests/sdm-test-window.h), not kept in a field. */
  for (guint i = 0; i < G_N_ELEMENTS (unkept_children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, unkept_children[i], FALSE, 0);
}

static void
bind_settings (SdmWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;

  if (schema == NULL)
    return;   /* not installed: the defaults */
  self->settings = g_settings_new_full (schema, NULL, NULL);
  g_signal_connect_swapped (self->settings, "changed::show-timer", G_CALLBACK (sdm_window_update_title), self);
}

static void
sdm_window_init (SdmWindow *self)
{
  self->cancellable = g_cancellable_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
#if DEVELOPMENT_BUILD
  /* The striped header bar of development builds, as in other GNOME apps. */
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  bind_settings (self);
  self->focus = sdm_window_focus_new (ADW_APPLICATION_WINDOW (self), focus_page);

  /* The window's own handlers on the game on the board (sdm_window_set_game). */
  self->game_signals = g_signal_group_new (SDM_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "notify::solved", G_CALLBACK (game_solved_cb), self);
  g_signal_group_connect (self->game_signals, "notify::uniqueness", G_CALLBACK (sdm_window_game_uniqueness_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::elapsed", G_CALLBACK (sdm_window_update_title), self);
  g_signal_group_connect_swapped (self->game_signals, "position-changed", G_CALLBACK (sdm_window_update_history), self);

  /* The game view: its actions (for the header, the menu and the keys), what it has to
   * say, a puzzle typed in to play, and its state for the window's actions. */
  sdm_game_view_insert_actions (self->game_view, GTK_WIDGET (self));
  g_signal_connect_object (self->game_view, "message", G_CALLBACK (view_message_cb), self, 0);
  g_signal_connect_object (self->game_view, "play", G_CALLBACK (editor_play_cb), self, 0);
  g_signal_connect_object (self->game_view, "notify::busy", G_CALLBACK (view_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_view, "notify::editing", G_CALLBACK (view_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (active_cb), NULL);

  sdm_window_install_drop (self);

  sdm_window_focus_install_menu (self->focus, self->menu_button, RESOURCE_BASE "/sdm-primary-menu.ui");

  self->message = sdm_window_message_new (self, GTK_BOX (gtk_widget_get_template_child (GTK_WIDGET (self), SDM_TYPE_WINDOW, "message_box")));
  sdm_window_install_start (self);
  sdm_window_install_extras (self);
  sdm_window_update_actions (self);
  /* The store is the window's for its life; what it saved last comes back. */
  self->store = sdm_game_store_new (NULL);
  sdm_window_restore_last_game (self, self->store);
}

SdmWindow *
sdm_window_new (GtkApplication *application)
{
  return g_object_new (SDM_TYPE_WINDOW, "application", application, NULL);
}
