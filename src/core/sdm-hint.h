/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-hint.h: hints that teach, from any position the player reached.
 *
 * A hint is computed on a copy of the position (the puzzle, the player's digits and
 * pencil marks). When a digit differs from the puzzle's unique solution, or pencil marks
 * rule out a cell's solution digit, the hint says so first. Otherwise it is the easiest
 * logical step from there (sdm-logic.h), shown as a ladder, like HoDoKu's:
 *
 *   level 1  the technique's name and the area to look at ("Hidden single in box 4");
 *   level 2  the cells that prove it (SdmHint.step.cells, to highlight; a single's are
 *            its cell, then the placed digits that rule the rest out) and a sentence
 *            ("In box 4, 7 can only go in row 5, column 1. The 7s in row 4 and columns
 *            2 and 3 keep it out of the other cells.");
 *   level 3  apply it: sdm_game_apply_hint() plays it as one compound move (one undo
 *            step, labelled "Hint: X-Wing"); sdm_hint_dup_moves() gives its parts as text.
 *
 * Every sentence is translatable (sdm-sentences.h). Grading and generation run through
 * the same GTask helper (sdm-puzzle-tasks.h, sdm-task.h): copy in, run in a thread,
 * cancellable, result on the caller's main context.
 */
#pragma once

#include <gio/gio.h>

#include "sdm-puzzle.h"
#include "sdm-logic.h"
#include "sdm-grader.h"
#include "sdm-generator.h"
#include "sdm-game.h"
#include "sdm-move.h"
#include "sdm-puzzle-tasks.h"
#include "sdm-sentences.h"

G_BEGIN_DECLS

typedef enum {
  SDM_HINT_STEP,            /* a logical step: see step */
  SDM_HINT_MISTAKE,         /* wrong digits or pencil marks: see wrong_digits, wrong_pencil */
  SDM_HINT_SOLVED,          /* nothing left to do */
  SDM_HINT_GUESS,           /* no technique applies: solution_cell/solution_digit */
  SDM_HINT_NOT_UNIQUE,      /* the puzzle has several solutions */
  SDM_HINT_NO_SOLUTION,     /* the puzzle has none */
} SdmHintKind;

typedef struct {
  SdmHintKind kind;
  SdmStep     step;                          /* SDM_HINT_STEP */
  guint8      wrong_digits[SDM_N_CELLS];     /* SDM_HINT_MISTAKE: TRUE per wrong digit */
  guint8      wrong_pencil[SDM_N_CELLS];     /* pencil marks that leave out the solution's
                                              * digit: that digit, else 0 */
  guint8      wrong_links[SDM_N_CELLS];      /* the first cell of a linked pair that no
                                              * layout of the solution has */
  guint       n_wrong_digits;
  guint       n_wrong_pencil;
  guint       n_wrong_links;
  int         solution_cell;                 /* SDM_HINT_GUESS, else -1 */
  int         solution_digit;
  int         solution_partner;              /* SDM_HINT_GUESS with every digit in: the
                                              * cell that forms a domino with
                                              * solution_cell in the solution, else -1 */
  guint16     cands[SDM_N_CELLS];            /* SDM_HINT_STEP: candidates before the step */
  guint16     pencil[SDM_N_CELLS];           /* the player's pencil marks */
} SdmHint;

/* Compute the hint for the player's @position (digits, and for Sudominoku the links;
 * NULL for the start) and @pencil (bit d - 1 = mark d, 0 = no marks; may be NULL) on
 * @puzzle. Solves the puzzle to find mistakes: digits that differ from the solution,
 * pencil marks without the cell's digit, links that no layout of the solution has.
 * Steps that would change nothing the player can see (a pair known to lie on a domino
 * already linked) are taken silently. Returns FALSE only when @cancel was raised. */
gboolean sdm_hint_compute (const SdmPuzzle *puzzle,
                           const SdmGrid   *position,
                           const guint16   *pencil,
                           const gint      *cancel,
                           SdmHint         *hint);

/* sdm_hint_compute() within a budget (sdm-solver.h: @max_nodes, @deadline; 0 for none):
 * 0 when @hint holds the hint, SDM_SOLVE_CANCELLED or SDM_SOLVE_OUT_OF_BUDGET when the
 * solve stopped first (then there is no hint: never one from an undecided puzzle). */
int sdm_hint_compute_within (const SdmPuzzle *puzzle,
                             const SdmGrid   *position,
                             const guint16   *pencil,
                             const gint      *cancel,
                             guint64          max_nodes,
                             gint64           deadline,
                             SdmHint         *hint);

/* The text of @hint at ladder @level (1, 2; level 3 shows level 2's text), from
 * sdm-sentences.c. */
char       *sdm_hint_describe           (const SdmHint *hint, int level);
/* Where level 1 of a step's hint says to look, the unit it names ("... in box 4"): the
 * step's first unit, or the box of its first cell; -1 for a hint that is not a step. */
int         sdm_hint_get_area           (const SdmHint *hint);
/* The parts of the compound move that applies @hint (level 3) as text, NULL-terminated;
 * free with g_strfreev(). The move is labelled with its technique ("g hint
 * x-wing"): digits to place, links to make, and eliminations as pencil marks ("v r3c5 7",
 * "l r3c5 right", "p r3c5 -4"; a cell without pencil marks gets its remaining candidates
 * pencilled, "m r3c5 147", so that the elimination shows and the next hint builds on
 * it). For a mistake ("g hint mistakes"): clear the wrong digits ("v r3c5 0"), unlink the
 * wrong dominoes ("u r3c5") and put back the digit wrong pencil marks leave out
 * ("p r3c5 +7"). With no empty cell left in a Sudominoku whose layout no technique
 * finds, a domino of the solution ("g hint guess ; l r3c5 right"). */
GStrv       sdm_hint_dup_moves          (const SdmHint *hint);
/* Play @hint on @game as one compound move (one undo step). With the game's
 * "auto-clean-pencil", the digits it places clean their peers' pencil marks as typed
 * digits do. A hint that changes nothing is accepted and not recorded. */
gboolean    sdm_game_apply_hint         (SdmGame *game, const SdmHint *hint, GError **error);

/* Background work on copies. Each finishes with G_IO_ERROR_CANCELLED when cancelled. */
void        sdm_hint_async              (const SdmPuzzle     *puzzle,
                                         const SdmGrid       *position,
                                         const guint16       *pencil,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
/* Free the result with g_free(). */
SdmHint    *sdm_hint_finish             (GAsyncResult *result, GError **error);

G_END_DECLS
