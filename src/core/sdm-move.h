/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-move.h: a player's move as a record, and its text form.
 *
 * The text forms (sdm-game.h lists them) are parsed strictly: lower-case words separated
 * by single spaces, cells written "r3c5" (row, column, from 1), nothing before or after.
 *
 *   v r3c5 7 [clean]            set a digit (0 clears); "clean" also removes pencil mark 7
 *                               from the cell's peers (the auto-clean option)
 *   p r3c5 +4 / p r3c5 -4       add or remove a pencil mark
 *   m r3c5 147 / m r3c5 0       set the cell's pencil marks to exactly these (0: none)
 *   l r3c5 right / l r3c5 down  link a cell with its right or lower neighbour
 *   u r3c5                      unlink the domino at r3c5
 *   d r3c5 right 2 9 [clean]    place a domino: 2 in r3c5, 9 in its right neighbour
 *   t r3c5 [clean]              turn the domino at r3c5 round: its two cells swap digits
 *                               (refused when r3c5 is not linked; "clean" as for "d")
 *   c r3c5                      clear the cell (digit, pencil marks and link)
 *   restart                     back to the starting position
 *
 * A compound move is one player action made of several of the moves above (not restart,
 * not another compound move), applied, undone, redone, saved and replayed as one step.
 * Its text is "g", a label, then its parts, each after " ; ":
 *
 *   g hint x-wing ; p r3c5 -4 ; p r3c6 -4     an applied hint (a technique of
 *                                             sdm_technique_to_string(), "mistakes" or
 *                                             "guess")
 *   g solution ; v r1c1 5 ; d r1c2 right 3 8  the solution
 *   g fill-candidates ; m r1c1 147 ; ...      every empty cell's possible digits pencilled
 *   g clear-pencil ; m r1c1 0 ; ...           every pencil mark removed
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
  SDM_MOVE_MARKS,
  SDM_MOVE_GROUP,
  SDM_MOVE_TURN,            /* after GROUP: the values of the older kinds stay as they were */
} SdmMoveType;

/* What a compound move is, for its text form and the undo button's tooltip. */
typedef enum {
  SDM_MOVE_LABEL_HINT,             /* an applied hint's step: see SdmMove.technique */
  SDM_MOVE_LABEL_HINT_MISTAKES,    /* an applied hint that puts mistakes right */
  SDM_MOVE_LABEL_HINT_GUESS,       /* an applied hint that takes from the solution */
  SDM_MOVE_LABEL_SOLUTION,
  SDM_MOVE_LABEL_FILL_CANDIDATES,
  SDM_MOVE_LABEL_CLEAR_PENCIL,
} SdmMoveLabel;

typedef struct _SdmMove SdmMove;

struct _SdmMove {
  SdmMoveType  type;
  guint8       cell;        /* every type but RESTART and GROUP; LINK, DOMINO: the first cell;
                             * TURN: either cell of the domino */
  guint8       digit;       /* VALUE: 0..9; PENCIL: 1..9 */
  gboolean     add;         /* PENCIL: add (TRUE) or remove the mark */
  gboolean     clean;       /* VALUE, DOMINO, TURN: remove the new digits' marks from the peers */
  SdmDirection direction;   /* LINK, DOMINO */
  guint8       digits[2];   /* DOMINO: the digit of the first cell, then of the second */
  guint16      marks;       /* MARKS: bit d - 1 = pencil mark d */
  SdmMoveLabel label;       /* GROUP */
  int          technique;   /* GROUP with SDM_MOVE_LABEL_HINT: an SdmTechnique */
  guint        n_parts;     /* GROUP */
  SdmMove     *parts;       /* GROUP: owned, freed by sdm_move_clear() */
};

/* The one cell-name parser of core's texts (moves, saved games): whether @word is exactly
 * a cell name like "r3c5" (row 3, column 5, counted from 1); fills @cell (0..80) when it
 * is. The one formatter is the engine's sdm_cell_name() (sdm-rules.h). */
gboolean    sdm_cell_parse       (const char *word, int *cell);

/* Pencil marks as text: digits in increasing order, each once ("147"), or "0" for none;
 * fills @marks (bit d - 1 = mark d) when @word is exactly that. */
gboolean    sdm_marks_parse      (const char *word, guint16 *marks);

/* Fills @move from @text. On error (SDM_GAME_ERROR_BAD_MOVE) @move is left untouched.
 * A compound move owns its parts: sdm_move_clear() it. */
gboolean  sdm_move_parse     (const char *text, SdmMove *move, GError **error);
/* The canonical text form of @move; sdm_move_parse() reads it back to the same move. */
char     *sdm_move_to_string (const SdmMove *move);
gboolean  sdm_move_equal     (const SdmMove *a, const SdmMove *b);
/* Frees a compound move's parts (any move may be cleared; it becomes an empty group of
 * the same label). */
void      sdm_move_clear     (SdmMove *move);

/* An empty compound move with @label (and @technique for SDM_MOVE_LABEL_HINT). */
void      sdm_move_init_group (SdmMove *group, SdmMoveLabel label, int technique);
/* Appends a copy of @part (not a RESTART or GROUP) to @group. */
void      sdm_move_group_add  (SdmMove *group, const SdmMove *part);
/* The translated label of a compound move for the player ("Hint: X-Wing", "Solution",
 * "Fill in candidates", "Clear pencil marks"); NULL for a single move. */
char     *sdm_move_dup_label  (const SdmMove *move);

G_END_DECLS
