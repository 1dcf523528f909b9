/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-check.h: Check, once, for the app and the command line.
 *
 * sdm_check_position() judges a position of a puzzle and says what Check says: a rule
 * clash, a digit or a domino that no solution has, a dead end, fine so far, or solved
 * (the verdicts of SdmCheckResult, sdm-game.h). The game's sdm_game_check_async() runs it
 * in a worker thread on a copy; `sudominoku-cli check` runs it on a saved game; both word
 * the verdict with sdm_check_report_describe(), so the two say the same.
 *
 * What it costs: with the unique solution known, nothing but a pass over the cells and a
 * layout search per domino that the solution's own layout lacks (sdm-layouts.h). Without
 * it, one count of the puzzle's solutions up to two, and for a puzzle with several, one
 * search from the position and, when that finds none, one search per digit and domino of
 * the player's (to name those in no solution): all under @limits (cancel flag, node
 * budget, deadline).
 */
#pragma once

#include <gio/gio.h>

#include "sdm-game.h"
#include "sdm-solver.h"

G_BEGIN_DECLS

typedef struct _SdmCheckReport {
  SdmCheckResult result;
  /* With the unique solution known: the player's digits that differ from it, the
   * dominoes the player linked that no layout of it holds, and (Sudominoku) the dominoes
   * still to place. With several solutions, see several_solutions below; else 0. */
  guint          n_wrong_digits;
  guint          n_wrong_dominoes;
  guint          n_dominoes_left;
  gboolean       digits_full;          /* every cell has a digit */
  /* The first wrong domino in reading order (-1 when none), its cells in order (top or
   * left first) and the player's digits in them (0 where none). */
  int            wrong_domino[2];
  guint8         wrong_digits[2];
  /* Both cells of every wrong domino. */
  gboolean       wrong[SDM_N_CELLS];
  /* The cells whose digit differs from the solution. */
  gboolean       wrong_digit[SDM_N_CELLS];
  /* The puzzle has several solutions and no solution can be reached from the position:
   * the wrong digits and dominoes above are those that no solution of the puzzle has
   * (dominoes: both digits in, one search each; a domino over a wrong digit is named by
   * the digit). */
  gboolean       several_solutions;
} SdmCheckReport;

/* Judge @position (a grid of @puzzle) into @report. @uniqueness and @solution say what the
 * caller knows of the puzzle: SDM_UNIQUENESS_UNIQUE with its solution (a complete grid,
 * with a layout in partner[] for a Sudominoku), or SDM_UNIQUENESS_UNKNOWN (the puzzle is
 * counted here) and @solution NULL; MULTIPLE, NONE and UNDECIDED are taken as known.
 * @limits (may be NULL) gives the cancel flag, node budget and deadline of every solver
 * run; its other fields are ignored. Returns FALSE with G_IO_ERROR_CANCELLED when
 * cancelled, G_IO_ERROR_TIMED_OUT past the budget or deadline. */
gboolean sdm_check_position        (const SdmPuzzle       *puzzle,
                                    const SdmGrid         *position,
                                    SdmUniqueness          uniqueness,
                                    const SdmGrid         *solution,
                                    const SdmSolveOptions *limits,
                                    SdmCheckReport        *report,
                                    GError               **error);

/* The sentence Check shows for @report ("The domino 1–5 at row 3, columns 1–2 is in no
 * solution"). Free with g_free(). */
char    *sdm_check_report_describe (const SdmCheckReport  *report);

/* Where the domino over cells @a and @b lies: "row 3, columns 1–2", "rows 3–4, column 1". */
char    *sdm_check_describe_place  (int                    a,
                                    int                    b);

G_END_DECLS
