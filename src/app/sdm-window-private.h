/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-private.h: the window's fields, for sdm-window.c and the parts that keep
 * state in it: sdm-window-start.c and sdm-window-extras.c, each behind a struct of its own.
 * The other parts go through sdm-window-parts.h. */
#pragma once

#include "sdm-window-focus.h"
#include "sdm-window-parts.h"

G_BEGIN_DECLS

typedef struct _SdmWindowStart  SdmWindowStart;    /* sdm-window-start.c */
typedef struct _SdmWindowExtras SdmWindowExtras;   /* sdm-window-extras.c */

struct _SdmWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children */
  SdmGameView          *game_view;        /* the game page: board, digit bar, palette, strips */
  GtkStack             *stack;            /* the pages: empty (the start view), loading, paused, game */
  GtkLabel             *title_label;      /* the grade */
  GtkLabel             *timer_label;      /* never ellipsized */
  GtkLabel             *source_label;     /* where the puzzle comes from, beside the time */
  GtkWidget            *history_box;      /* Undo and Redo; Hint and Check follow it */
  GtkMenuButton        *menu_button;
  GtkWidget            *busy_box;         /* the spinner and Cancel */

  GSettings            *settings;
  SdmGameStore         *store;           /* autosave of the game on the board */
  SdmGame              *game;
  GSignalGroup         *game_signals;    /* the window's own handlers on the game */
  char                 *source_name;     /* file name or "Clipboard", for the title */
  gboolean              paused;          /* win.pause (sdm-window-extras.c) */
  SdmWindowMessage     *message;         /* the message strip (sdm-window-messages.c) */
  SdmWindowFocus       *focus;           /* gives the page the focus GTK loses; the menu */
  GCancellable         *cancellable;     /* the window's: closing cancels it, and so every
                                          * cancellable of sdm_window_cancellable_new() */
  GCancellable         *task_cancellable; /* the spinner's work (sdm_window_task_begin) */
  guint                 n_tasks;
  SdmWindowStart       *start;           /* the start view, the grade, the games in progress */
  SdmWindowExtras      *extras;          /* statistics, print settings */
};

G_END_DECLS
