/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-parts.h: what the window's parts (sdm-window-*.c) call of one another. Its
 * fields are sdm-window-private.h's, for sdm-window.c and the two parts that keep state
 * of their own in it (sdm-window-start.c, sdm-window-extras.c); the others go through the
 * functions here. */
#pragma once

#include "sdm-dialog.h"
#include "sdm-format.h"
#include "sdm-game-library.h"
#include "sdm-game-store.h"
#include "sdm-game-view.h"
#include "sdm-window.h"

G_BEGIN_DECLS

/* sdm-window.c */
/* The game area (transfer none). */
SdmGameView *sdm_window_get_game_view (SdmWindow *self);
/* The window is closed (its cancellable cancelled): an answer that comes now is for no one. */
gboolean sdm_window_is_closed       (SdmWindow   *self);
/* win.cancel: the window's work the player waits for stops, and the game's (Check, Solve). */
void     sdm_window_cancel_tasks    (SdmWindow   *self);

/* sdm-window-messages.c: the message strip, among the game's strips on the game page and
 * under the other pages. */
typedef struct _SdmWindowMessage SdmWindowMessage;
SdmWindowMessage *sdm_window_message_new  (SdmWindow        *window,
                                           GtkBox           *box);
void     sdm_window_message_free    (SdmWindowMessage *message);
/* The window's (sdm-window.c). */
SdmWindowMessage *sdm_window_get_message  (SdmWindow *self);
/* Puts the strip among the game's strips (@in_game), or back under the pages. */
void     sdm_window_place_message   (SdmWindow   *self,
                                     gboolean     in_game);
/* An error that stays, with a button (@mnemonic) that activates @action_name. */
void     sdm_window_show_error_with_action (SdmWindow  *self,
                                            const char *summary,
                                            const char *mnemonic,
                                            const char *action_name);
void     sdm_window_hide_message    (SdmWindow   *self);
/* Hides the message when it is an error with Details (old news once a game came). */
void     sdm_window_hide_error      (SdmWindow   *self);
/* The Details dialog of the error on show. */
void     sdm_window_show_message_details (SdmWindow *self);
/* Puts the keyboard focus on the board when a game is on it. */
void     sdm_window_focus_board     (SdmWindow   *self);
/* Puts it where the page on show wants the keys (after menus and dialogs): the board of a
 * game, Start on the start view, Resume while paused; a focus on a widget shown in the
 * start view or the paused page stays there. Nothing while a dialog shows. The window
 * does it itself when a page shows, when its last dialog or its menu closes, and when the
 * focus is lost (the widget that had it was hidden or turned off). */
void     sdm_window_focus_page      (SdmWindow   *self);
/* Async calls carry the window one way, as GNOME Text Editor's window does:
 * - The call holds a strong reference to the window: g_object_ref (self) as its user
 *   data, or in a context struct that its callback frees. With it goes a cancellable of
 *   the window's: sdm_window_task_begin()'s for the work the player sees (the spinner and
 *   Cancel: generate, load, paste, check, solve), or for work of one kind that a newer
 *   request of that kind replaces (the grade), one of sdm_window_cancellable_new() that
 *   the window keeps and cancels when the next starts. The controllers carry themselves
 *   the same way (a hint, the editor's verdict: a reference to the controller and a
 *   cancellable of its own), and close_down() stops them with the window.
 * - Closing the window (gtk_window_destroy(), where Ctrl+W, the close button and quitting
 *   all end) cancels every one of them, stops the clock and writes the game at once
 *   (close_down() in sdm-window.c: dispose waits for the last reference). The engine polls
 *   the flag (sdm-task.c; the grader, which takes milliseconds, does not), so the work
 *   stops within moments, each callback returns, and the window is finalized.
 * - Every callback starts the same way: g_autoptr(SdmWindow) self = user_data (or the
 *   context's g_autoptr), the _finish call, sdm_window_task_done() for the spinner's work,
 *   and a quiet return on G_IO_ERROR_CANCELLED (the window closed, or the request is
 *   stale: a newer one, another game, Cancel). Only then does it act.
 * The one call that passes no cancellable is the statistics' grade (sdm-window-extras.c):
 * its record must be written even when the window closes (a grade takes milliseconds);
 * its callback writes it, then returns if the window's own cancellable is cancelled.
 * tests/test-window-close.c closes windows with all of this in flight. */
GCancellable *sdm_window_cancellable_new (SdmWindow *self);
/* Marks a background task as running (shows the spinner and Cancel) and returns the
 * cancellable to give it; sdm_window_task_done() when its callback runs. */
GCancellable *sdm_window_task_begin (SdmWindow   *self);
void     sdm_window_task_done       (SdmWindow   *self);
void     sdm_window_update_actions  (SdmWindow   *self);

/* The stack's page for the game on the board, or the start view, or (@loading) a blank page. */
void     sdm_window_show_page       (SdmWindow   *self,
                                     gboolean     loading);

/* sdm-window-load.c: the window takes files and text dropped on it. */
void     sdm_window_install_drop    (SdmWindow   *self);
/* The game the window was left with comes back (or Type In where it was), from @store. */
void     sdm_window_restore_last_game (SdmWindow    *self,
                                       SdmGameStore *store);

/* sdm-window-actions.c: win.cancel, win.open, win.paste, win.show-help-overlay,
 * win.message-details, win.message-close, win.edit (Type In). (The game's actions are the
 * game view's, game.*: sdm-game-view.c.) */
void     sdm_window_class_install_actions (GtkWidgetClass *widget_class);

/* win.edit: start the editor on an empty board of @kind, or (@puzzle not NULL) on that
 * puzzle's givens and clue dominoes. */
void     sdm_window_edit                  (SdmWindow       *self,
                                           SdmKind          kind,
                                           const SdmPuzzle *puzzle,
                                           const char      *source_name);

/* sdm-window-start.c: win.new-game, the start view, new games, the grade, the guide */
void     sdm_window_class_install_start_actions (GtkWidgetClass *widget_class);
void     sdm_window_install_start         (SdmWindow *self);
/* The header's title: the grade (or that the puzzle has several solutions or none), and
 * under it the source and the time played. */
void     sdm_window_update_title          (SdmWindow *self);
/* The history buttons' tooltips: what Undo and Redo take back ("Undo Hint: X-Wing"). */
void     sdm_window_update_history        (SdmWindow *self);
/* The game's count of its solutions came ("uniqueness"): a puzzle with several solutions
 * or none is said so; one with none opens in Type In. */
void     sdm_window_game_uniqueness_cb    (SdmGame    *game,
                                           GParamSpec *pspec,
                                           SdmWindow  *self);
/* The grade's name ("Easy"; NULL until known), and the games in progress. */
const char     *sdm_window_get_difficulty_name (SdmWindow *self);
SdmGameLibrary *sdm_window_get_library    (SdmWindow *self);
/* A game came: grade it in the background for the title (a fresh one is graded once,
 * for the statistics and the title together: sdm-window-extras.c). */
void     sdm_window_grade                 (SdmWindow *self);
/* The grade of the game on the board is known: the title shows it. */
void     sdm_window_set_difficulty        (SdmWindow     *self,
                                           SdmDifficulty  difficulty);
/* A new game or grade: the title shows no grade until it is known ("difficulty"). */
void     sdm_window_clear_difficulty      (SdmWindow     *self);
/* Generate a puzzle in the background and play it. */
void     sdm_window_new_game              (SdmWindow     *self,
                                           SdmKind        kind,
                                           SdmDifficulty  difficulty,
                                           guint64        seed);
void     sdm_window_start_dispose         (SdmWindow *self);
/* Build the start view into the empty page, the first time it is shown. */
void     sdm_window_ensure_start_view     (SdmWindow *self);
void     sdm_window_update_back_button    (SdmWindow *self);
/* Put the game on the board in the library when @next (may be NULL) takes its place and it
 * is unfinished. */
void     sdm_window_shelve_game           (SdmWindow *self,
                                           SdmGame   *next);
/* win.new-game: the game on the board goes to the library, the start view shows. */
void     sdm_window_show_start            (SdmWindow *self);

/* sdm-window-extras.c: win.pause, win.copy-puzzle, win.copy-position, win.export,
 * win.print, Ctrl+W and the statistics of each game. */
void     sdm_window_class_install_extra_actions (GtkWidgetClass *widget_class);
void     sdm_window_install_extras        (SdmWindow *self);
/* The one place that says whether the game's clock runs: while it is played, that is with
 * the window active, not paused, not finished, and not a position being typed in (issue 36:
 * Type In's clock ran while the puzzle was typed in). */
void     sdm_window_update_clock          (SdmWindow *self);
/* win.pause: hides the board and stops the clock (the "paused" property). */
void     sdm_window_set_paused            (SdmWindow *self,
                                           gboolean   paused);
/* A game was put on the board (@fresh: a new one, not a restored one, whose selection
 * starts on the empty cell nearest the centre); returns whether its grade was asked for
 * (for the statistics, and so for the title too). */
gboolean sdm_window_extras_game_set       (SdmWindow *self,
                                           gboolean   fresh);
/* The game on the board was just finished: count it, then show the finish (the time,
 * the best time, New Game and Statistics). */
void     sdm_window_extras_game_solved    (SdmWindow *self);
void     sdm_window_extras_free           (SdmWindow *self);

G_END_DECLS
