/* sdm-move.h: a player's move as a record, and its text form.
 *
 * The text forms (sdm-game.h lists them) are parsed strictly: lower-case words separated
 * by single spaces, cells written "r3c5" (row, column, from 1), nothing before or after.
 *
 *   v r3c5 7 [clean]            set a digit (0 clears); "clean" also removes pencil mark 7
 *                               from the cell's peers (the auto-clean option)
 *   p r3c5 +4 / p r3c5 -4       add or remove a pencil mark
 *   l r3c5 right / l r3c5 down  link a cell with its right or lower neighbour
 *   u r3c5                      unlink the domino at r3c5
 *   d r3c5 right 2 9 [clean]    place a domino: 2 in r3c5, 9 in its right neighbour
 *   c r3c5                      clear the cell (digit, pencil marks and link)
 *   restart                     back to the starting position
 */
#pragma once

#include <glib.h>

#include "sdm-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  SDM_MOVE_VALUE,
  SDM_MOVE_PENCIL,
  SDM_MOVE_LINK,
  SDM_MOVE_UNLINK,
  SDM_MOVE_DOMINO,
  SDM_MOVE_CLEAR,
  SDM_MOVE_RESTART,
} SdmMoveType;

typedef struct {
  SdmMoveType  type;
  guint8       cell;        /* every type but RESTART; for LINK and DOMINO the first cell */
  guint8       digit;       /* VALUE: 0..9; PENCIL: 1..9 */
  gboolean     add;         /* PENCIL: add (TRUE) or remove the mark */
  gboolean     clean;       /* VALUE, DOMINO: remove the new digits' marks from the peers */
  SdmDirection direction;   /* LINK, DOMINO */
  guint8       digits[2];   /* DOMINO: the digit of the first cell, then of the second */
} SdmMove;

/* Fills @move from @text. On error (SDM_GAME_ERROR_BAD_MOVE) @move is left untouched. */
gboolean  sdm_move_parse     (const char *text, SdmMove *move, GError **error);
/* The canonical text form of @move; sdm_move_parse() reads it back to the same move. */
char     *sdm_move_to_string (const SdmMove *move);
gboolean  sdm_move_equal     (const SdmMove *a, const SdmMove *b);

G_END_DECLS
