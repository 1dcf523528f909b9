/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-board-private.h: what sdm-board.c (state), sdm-board-input.c and sdm-board-draw.c share. */
#pragma once

#include "sdm-board.h"

G_BEGIN_DECLS

struct _SdmBoard
{
  GtkWidget       parent_instance;

  SdmGame        *game;
  gulong          changed_id;
  int             selected;
  int             pending_domino;
  int             drag_cell;
  int             drag_partner;
  double          drag_x, drag_y;
  gboolean        drag_was_selected;   /* the pressed cell was selected before the press */
  /* The chosen palette pair as it would land (sdm_board_get_preview): its two cells (-1
   * for none) and their digits, following the pointer while it is over the board, else
   * (and after a key) on the selected cell and the neighbour it is aimed at. */
  int             preview[2];
  guint           preview_digits[2];
  double          pointer_x, pointer_y;
  gboolean        pointer_in;
  gboolean        keyboard_aim;        /* the last word was the keyboard's, not the pointer's */
  int             aim_dr, aim_dc;      /* Shift+arrow's aim: the preview's second cell */
  guint           highlight_digit;
  guint           pencil_mode : 1;
  guint           locked : 1;
  guint           highlight_units : 1;
  guint           highlight_equal : 1;
  guint           show_clashes : 1;
  guint           show_mistakes : 1;

  GtkWidget      *pencil_popover;
  GtkWidget      *pencil_buttons[9];
  gboolean        syncing_popover;

  /* Cells a hint points at (sdm_board_set_marks). */
  guint8          marks[SDM_N_CELLS];
};

/* Both cells of @cell's domino are givens: a clue domino, which the player cannot move. */
gboolean sdm_board_is_clue_cell (SdmBoard    *self,
                                 int          cell);

/* Whether the domino at @cell can be turned round: linked, not given, both digits in. */
gboolean sdm_board_can_turn     (SdmBoard    *self,
                                 int          cell);

/* sdm-board.c: the board's signals. */
enum {
  SDM_BOARD_MOVE_REFUSED,
  SDM_BOARD_CELL_CLICKED,
  SDM_BOARD_N_SIGNALS
};
extern guint sdm_board_signals[SDM_BOARD_N_SIGNALS];
void     sdm_board_update_accessible (SdmBoard *self);

/* sdm-board-input.c: the actions and keys (class_init), the pointer's gestures (init),
 * the pending domino's preview as the pointer or the keyboard aims it, the pencil
 * popover following the selected cell. */
void     sdm_board_class_init_input (GtkWidgetClass *widget_class);
void     sdm_board_init_input   (SdmBoard    *self);
void     sdm_board_update_preview (SdmBoard  *self);
void     sdm_board_sync_popover (SdmBoard    *self);

/* sdm-board-draw.c: the board's frame. */
void     sdm_board_draw         (SdmBoard    *self,
                                 GtkSnapshot *snapshot);

G_END_DECLS
