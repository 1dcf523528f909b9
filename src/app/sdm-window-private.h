/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-private.h: what the sdm-window*.c files share. */
#pragma once

#include "sdm-window.h"
#include "sdm-board.h"
#include "sdm-digit-bar.h"
#include "sdm-domino-palette.h"
#include "sdm-game-store.h"
#include "sdm-editor-controller.h"
#include "sdm-hint.h"
#include "sdm-hint-controller.h"
#include "sdm-message-bar.h"
#include "sdm-tutorial-controller.h"
#include "sdm-game-library.h"
#include "sdm-format.h"
#include "sdm-statistics.h"

G_BEGIN_DECLS

/* The message strip under the page (sdm-window-messages.c). */
typedef struct
{
  GtkRevealer          *revealer;
  SdmMessageBar        *bar;             /* NULL until the first message (ensure_bar) */
  GtkWidget            *details_button;
  GtkWidget            *action_button;   /* a message's own button (Show, ...) */
  char                 *heading;         /* an error's, for its Details dialog */
  char                 *details;         /* NULL for a plain message */
  guint                 timeout_id;
} SdmWindowMessage;

struct _SdmWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children */
  AdwToolbarView       *toolbar_view;     /* the digit bar is its bottom bar */
  GtkWidget            *strips;           /* the strips: under the page, or beside the board (place_strips) */
  GtkWidget            *page_box;         /* the page and, under it, the strips */
  GtkOverlay           *page_overlay;     /* the page; the strips over it, beside the board */
  AdwBreakpoint        *wide_breakpoint;  /* the palette beside the board */
  AdwBreakpoint        *widest_breakpoint; /* the same, with room beside a Sudoku's board */
  AdwHeaderBar         *header_bar;
  GtkLabel             *title_label;      /* difficulty · source */
  GtkLabel             *timer_label;      /* never ellipsized */
  GtkLabel             *source_label;     /* where the puzzle comes from, beside the time */
  GtkWidget            *history_box;      /* Undo and Redo */
  GtkWidget            *back_button;      /* the start view's way back to a waiting game */
  GtkWidget            *game_tools;       /* Hint and Check */
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;     /* sdm-primary-menu.ui, once made (ensure_menu) */
  gulong                first_frame_id;   /* after-paint handler until the first frame */
  guint                 menu_idle_id;     /* then the idle that makes the menu */
  GtkWidget            *busy_box;
  GtkSpinner           *spinner;
  GtkStack             *stack;
  GtkBox               *empty_page;   /* holds the start view once first shown */
  GtkBox               *paused_page;  /* holds sdm-paused-page.ui once first shown */
  SdmBoard             *board;
  SdmDigitBar          *digit_bar;
  GtkRevealer          *palette_revealer;
  SdmDominoPalette     *palette;

  GSettings            *settings;
  SdmGameStore         *store;           /* autosave of the game on the board */
  SdmGame              *game;
  GSignalGroup         *game_signals;    /* the window's own handlers on the game */
  char                 *source_name;     /* file name or "Clipboard", for the title */
  /* The message strip (sdm_window_show_message, sdm_window_show_error) */
  SdmWindowMessage      message;
  guint                 focus_idle_id;     /* the page takes the focus back after a menu */
  GtkWidget            *last_focus;        /* weak: where the focus was, to see it lost */
  GtkWidget            *focus_lost_from;   /* weak: the widget that lost it */
  GtkWidget            *focus_fallback;    /* weak: where GTK put the focus it lost */
  GtkWidget            *focus_before_breakpoint; /* weak: given back after a breakpoint */
  guint                 breakpoint_tick_id;
  int                   breakpoint_frames;
  guint                 lost_focus_idle_id; /* the page takes the focus GTK lost */
  /* What Check marked (clashes, mistakes) is shown for the position it checked only. */
  gboolean              check_marks_shown;
  GCancellable         *cancellable;     /* the window's: closing cancels it, and so every
                                          * cancellable of sdm_window_cancellable_new() */
  GCancellable         *task_cancellable; /* the spinner's work (sdm_window_task_begin) */
  guint                 n_tasks;
  gboolean              digits_full;     /* every cell has a digit (as last seen) */

  /* The controllers: each owns its state, its strip (template children of the window)
   * and its action group ("hint", "editor", "tutorial"); the window decides which of their
   * actions are enabled and whose marks the board shows (sdm-window.c). */
  SdmHintController     *hint;
  SdmEditorController   *editor;
  SdmTutorialController *tutorial;
  /* sdm-window-start.c: the grade of the game on the board, for the title */
  GCancellable         *grade_cancellable;
  char                 *difficulty_name; /* NULL until graded */

  /* sdm-window-start.c: the start view, the games in progress, How to Play, the tutorial */
  GtkWidget            *start_view;      /* SdmStartView in empty_page, once first shown */
  SdmGameLibrary       *library;
  char                 *shelved_id;      /* the game the last change of game kept, or NULL */
  SdmGame              *untouched_game;  /* the game New Game left before a move, for Back */
  char                 *untouched_source;
  GtkWidget            *help_dialog;     /* weak */

  /* sdm-window-extras.c: pause, statistics, copy, export, print */
  gboolean              paused;
  SdmStatistics        *statistics;      /* the application's, NULL without one */
  gboolean              finish_recorded; /* the game on the board was counted as finished */
  GtkPrintSettings     *print_settings;  /* the last print's, for the next */
};

/* sdm-window.c */
/* Shows @message in the strip under the page for a few seconds; the next message takes
 * its place. It covers nothing: the board makes room for it. */
void     sdm_window_show_message    (SdmWindow   *self,
                                     const char  *message);
/* An error that stays, with a button (@mnemonic) that activates @action_name. */
void     sdm_window_show_error_with_action (SdmWindow  *self,
                                            const char *summary,
                                            const char *mnemonic,
                                            const char *action_name);
void     sdm_window_hide_message    (SdmWindow   *self);
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
/* Check's marks: show the clashes (and with @mistakes the mistakes) of the position on
 * the board until it changes. */
void     sdm_window_show_check_marks (SdmWindow  *self,
                                      gboolean    mistakes);
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

void     sdm_window_update_title    (SdmWindow   *self);
/* The stack's page for the game on the board, or the start view, or (@loading) a blank page. */
void     sdm_window_show_page       (SdmWindow   *self,
                                     gboolean     loading);

/* sdm-window-load.c: the window takes files and text dropped on it. */
void     sdm_window_install_drop    (SdmWindow   *self);

/* sdm-window-actions.c: win.undo, win.redo, win.check, win.solve, win.cancel, win.open,
 * win.paste, win.restart, win.show-help-overlay, win.message-details, win.message-close,
 * win.hint, win.edit, win.fill-candidates, win.clear-pencil-marks */
void     sdm_window_class_install_actions (GtkWidgetClass *widget_class);

/* sdm-window-actions.c also has win.hint (the hint ladder's next rung), win.edit (Type In),
 * win.fill-candidates and win.clear-pencil-marks. Start the editor on an empty board of
 * @kind, or (@puzzle not NULL) on that puzzle's givens and clue dominoes. */
void     sdm_window_edit                  (SdmWindow       *self,
                                           SdmKind          kind,
                                           const SdmPuzzle *puzzle,
                                           const char      *source_name);

/* sdm-window-start.c: win.new-game, the start view, new games, the grade, the guide */
void     sdm_window_class_install_start_actions (GtkWidgetClass *widget_class);
void     sdm_window_install_start         (SdmWindow *self);
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

/* sdm-window-actions.c: win.solve asks first (sdm_window_confirm_solve), then this. */
void     sdm_window_solve_now             (SdmWindow *self);

/* sdm-window-extras.c: win.pause, win.copy-puzzle, win.copy-position, win.export,
 * win.print, Ctrl+W, the confirmation before Solve and the statistics of each game. */
void     sdm_window_class_install_extra_actions (GtkWidgetClass *widget_class);
void     sdm_window_install_extras        (SdmWindow *self);
/* win.pause: hides the board and stops the clock (the "paused" property). */
void     sdm_window_set_paused            (SdmWindow *self,
                                           gboolean   paused);
/* A game was put on the board (@fresh: a new one, not a restored one); returns whether
 * its grade was asked for (for the statistics, and so for the title too). */
gboolean sdm_window_extras_game_set       (SdmWindow *self,
                                           gboolean   fresh);
/* The game on the board was just finished: count it, then show the finish (the time,
 * the best time, New Game and Statistics). */
void     sdm_window_extras_game_solved    (SdmWindow *self);
void     sdm_window_confirm_solve         (SdmWindow *self);

G_END_DECLS
