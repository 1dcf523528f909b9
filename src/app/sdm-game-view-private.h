/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-view-private.h: the game view's fields, for sdm-game-view.c and its actions
 * (sdm-game-view-actions.c). */
#pragma once

#include "sdm-game-view.h"

G_BEGIN_DECLS

struct _SdmGameView
{
  GtkWidget              parent_instance;

  /* Template children */
  GtkWidget             *page_box;          /* the game and, under it, the strips */
  GtkOverlay            *overlay;           /* the game; the strips over it, beside the board */
  GtkBox                *game_box;          /* the board and the palette */
  GtkWidget             *strips;            /* the modes': under the game, or beside the board */
  GtkBox                *strip_box;
  GtkWidget             *transient_clamp;   /* over the digit bar */
  GtkBox                *transient_box;     /* the passing strips: over the digit bar, or beside */
  GtkWidget             *digit_clamp;
  SdmBoard              *board;
  SdmDigitBar           *digit_bar;
  GtkRevealer           *palette_revealer;
  SdmDominoPalette      *palette;
  SdmHintController     *hint;
  SdmEditorController   *editor;
  SdmTutorialController *tutorial;

  GSimpleActionGroup    *actions;           /* "game" */
  GSettings             *settings;
  SdmGame               *game;
  GSignalGroup          *game_signals;
  GCancellable          *cancellable;       /* Check's and Solve's, for the game on the board */
  guint                  n_tasks;
  gboolean               paused;
  gboolean               compact, wide, widest;
  gboolean               check_marks_shown; /* Check's marks, for the position it checked */
  gboolean               digits_full;       /* every cell has a digit (as last seen) */
  int                    tutorial_room;     /* the guide's strip's height for the mode, or 0 */
  int                    editor_room;       /* the editor's: the tallest it showed */
  int                    room_width;        /* the width they were measured at */
  guint                  room_idle_id;
};

/* sdm-game-view.c: "message": something to tell the player. */
void                sdm_game_view_say            (SdmGameView *self,
                                                  const char  *message);
/* sdm-game-view-actions.c: the "game" group, and which of its actions (and the
 * controllers') are enabled, from the state. */
GSimpleActionGroup *sdm_game_view_actions_new    (SdmGameView *self);
void                sdm_game_view_update_actions (SdmGameView *self);

G_END_DECLS
