/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-board.h: the 9×9 board, drawn and played.
 *
 * SdmBoard shows an SdmGame and turns keys, clicks and drags into moves on it. It is a
 * focusable custom widget; everything it can do is also a widget action ("board.*"), which
 * is what the key bindings, the digit bar and the tests use.
 */
#pragma once

#include <gtk/gtk.h>

#include "sdm-game.h"

G_BEGIN_DECLS

#define SDM_TYPE_BOARD (sdm_board_get_type ())
G_DECLARE_FINAL_TYPE (SdmBoard, sdm_board, SDM, BOARD, GtkWidget)

/* Where the board puts its cells inside a width × height area: whole pixels, so lines stay
 * crisp. Exposed for hit-testing and for tests. */
typedef struct {
  int cell;        /* side of a cell */
  int thin;        /* line between cells */
  int thick;       /* line between boxes and around the board */
  int x0, y0;      /* top-left corner of the outer line */
  int size;        /* side of the whole board, lines included */
  int pos[9];      /* offset of column (and row) i from x0 (y0) */
} SdmBoardLayout;

/* Text sizes as a share of a cell's side: digits, and pencil marks in a 3×3 mini-grid. */
#define SDM_BOARD_DIGIT_SCALE  0.58
#define SDM_BOARD_PENCIL_SCALE 0.3

void       sdm_board_layout_compute     (SdmBoardLayout *layout,
                                         int             width,
                                         int             height);
/* The cell at (@x, @y), or -1 outside the cells. When the point is close to the line
 * between two cells, *@border_partner (may be NULL) receives the cell on the other side,
 * else -1. */
int        sdm_board_layout_hit         (const SdmBoardLayout *layout,
                                         double                x,
                                         double                y,
                                         int                  *border_partner);
/* The rectangle of @cell. */
void       sdm_board_layout_cell_rect   (const SdmBoardLayout *layout,
                                         int                   cell,
                                         graphene_rect_t      *rect);

/* The sentence that names @cell for a screen reader ("Row 3, column 5, 7"). */
char      *sdm_board_describe_cell      (SdmGame *game,
                                         int      cell);

GtkWidget *sdm_board_new                (void);
SdmGame   *sdm_board_get_game           (SdmBoard *self);
void       sdm_board_set_game           (SdmBoard *self,
                                         SdmGame  *game);
int        sdm_board_get_selected       (SdmBoard *self);
void       sdm_board_set_selected       (SdmBoard *self,
                                         int       cell);
/* Where a new game's selection starts: the empty cell nearest the centre (E5 itself when it
 * is empty; of cells as near, the first in reading order), so that the first digit needs no
 * click on the board (issue 36: three clicks from a fresh launch). The centre when no cell
 * is empty or no game is on the board. */
void       sdm_board_select_start       (SdmBoard *self);
gboolean   sdm_board_get_pencil_mode    (SdmBoard *self);
void       sdm_board_set_pencil_mode    (SdmBoard *self,
                                         gboolean  pencil_mode);
/* A domino (0..35) chosen in the palette: the next pair of cells linked on the board gets
 * its two digits. -1 for none.
 *
 * Which way round: the one way that agrees with the digits and pencil marks around, when
 * only one does, else the smaller digit left or on top (sdm_game_orient_domino()). While
 * the pointer is over the board, the pair is drawn where a click would put it: across
 * the cell under the pointer and the neighbour whose side the pointer is nearest,
 * the way round it would go. A click puts it there, a drag from a cell into its neighbour
 * on those two; Shift+arrow puts it on the selected cell and that neighbour. A placed domino turns round ("board.turn", R, or a click on
 * its selected cell or on the line between its cells) in one move (sdm_game_turn_domino). */
int        sdm_board_get_pending_domino (SdmBoard *self);
void       sdm_board_set_pending_domino (SdmBoard *self,
                                         int       index);
/* The preview of the pending domino: FALSE when none is drawn, else its cells and the
 * digits they would get. */
gboolean   sdm_board_get_preview        (SdmBoard *self,
                                         int      *cell_a,
                                         int      *cell_b,
                                         guint    *digit_a,
                                         guint    *digit_b);
/* The digit whose cells and pencil marks are highlighted as equal (0: the selected
 * cell's digit). Digit-first play sets the chosen digit. */
guint      sdm_board_get_highlight_digit (SdmBoard *self);
void       sdm_board_set_highlight_digit (SdmBoard *self,
                                          guint     digit);
/* Where the grid is in the board as it is now (sdm_board_layout_compute() at the board's
 * size). */
void       sdm_board_get_layout         (SdmBoard       *self,
                                         SdmBoardLayout *layout);
/* Cells a hint points at, drawn over the cell backgrounds: one SdmBoardMark per cell,
 * or NULL to clear them all. */
typedef enum {
  SDM_BOARD_MARK_NONE,
  SDM_BOARD_MARK_PROOF,     /* a cell that proves the step */
  SDM_BOARD_MARK_TARGET,    /* a cell the step changes */
  SDM_BOARD_MARK_WITNESS,   /* a digit that rules the others out (a single's reason) */
} SdmBoardMark;

void       sdm_board_set_marks          (SdmBoard     *self,
                                         const guint8 *marks);
guint      sdm_board_get_mark           (SdmBoard     *self,
                                         int           cell);
/* The pixel size pencil marks are drawn at, for the board's present size. */
double     sdm_board_get_pencil_size    (SdmBoard *self);
gboolean   sdm_board_get_locked         (SdmBoard *self);
void       sdm_board_set_locked         (SdmBoard *self,
                                         gboolean  locked);

G_END_DECLS
