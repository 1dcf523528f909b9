/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-tutorial.h: the guided first Sudominoku.
 *
 * A small Sudominoku with a few dominoes left to place, and a handful of steps that each
 * say one thing and mark the cells it is about: the lone digits, the clue dominoes, then a
 * missing pair that has only one place left, which the player places. The tutorial
 * watches the game (a GSignalGroup: ending it drops its handlers only) and checks every
 * move against the puzzle's solution, digits and the domino's way round: a wrong move is
 * said so, with the way to mend it, and only once that domino lies where it must, the
 * right way round, with nothing wrong on the board, does the last step ("Well done")
 * follow.
 */
#pragma once

#include "sdm-game.h"

G_BEGIN_DECLS

#define SDM_TYPE_TUTORIAL (sdm_tutorial_get_type ())
G_DECLARE_FINAL_TYPE (SdmTutorial, sdm_tutorial, SDM, TUTORIAL, GObject)

/* The guided puzzle. */
void         sdm_tutorial_get_puzzle    (SdmPuzzle *puzzle);

/* In @game's position, a domino not yet on the board that fits in exactly one place:
 * two neighbouring empty cells, one that can take each digit by the Sudoku rules. Sets
 * the domino's index and its cells (@cell_a takes the smaller digit) and returns TRUE;
 * FALSE when no unused domino has a single place. */
gboolean     sdm_tutorial_find_single_place (SdmGame *game,
                                             int     *domino,
                                             int     *cell_a,
                                             int     *cell_b);

/* Property "step" (uint, read-only): the step shown, from 0. Signal "changed": the step
 * or its text changed. */
SdmTutorial *sdm_tutorial_new           (SdmGame     *game);
SdmGame     *sdm_tutorial_get_game      (SdmTutorial *self);
guint        sdm_tutorial_get_step      (SdmTutorial *self);
const char  *sdm_tutorial_get_text      (SdmTutorial *self);
/* Every text the guide can show, the steps' and a wrong move's (for the cells of this
 * guide's pair, standing for any): its strip takes the room of the longest for the whole
 * guide (sdm-tutorial-controller.c). */
GPtrArray   *sdm_tutorial_dup_texts     (SdmTutorial *self);
/* The board marks of the step (SdmBoardMark values, 81 of them). */
const guint8 *sdm_tutorial_get_marks    (SdmTutorial *self);
/* The pair the step is about (0..35: the one to find and place), or -1; the palette
 * marks its tile. */
int          sdm_tutorial_get_pair      (SdmTutorial *self);
/* Whether the step waits for the player's move rather than for Next. */
gboolean     sdm_tutorial_get_waiting   (SdmTutorial *self);
gboolean     sdm_tutorial_get_finished  (SdmTutorial *self);
typedef enum {
  SDM_TUTORIAL_RIGHT,             /* nothing on the board differs from the solution */
  SDM_TUTORIAL_WRONG_WAY_ROUND,   /* the pair is on its cells with its digits swapped */
  SDM_TUTORIAL_WRONG_DIGIT,       /* a digit the solution does not have there */
  SDM_TUTORIAL_WRONG_DOMINO,      /* two cells linked that are not one domino of it */
} SdmTutorialWrong;

/* What is wrong with the player's position, checked against the solution. */
SdmTutorialWrong sdm_tutorial_get_wrong (SdmTutorial *self);
/* Go to the next step; FALSE when the step waits for a move or is the last. */
gboolean     sdm_tutorial_next          (SdmTutorial *self);

G_END_DECLS
