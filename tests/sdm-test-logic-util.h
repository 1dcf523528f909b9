/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-logic-util.h: helpers shared by the tests of the logic, the grader, the
 * generator, hints and the editor, and by make-logic-cases (sdm-test-logic-util.c). */
#pragma once

#include <glib.h>

#include "sdm-logic.h"
#include "sdm-puzzle.h"

G_BEGIN_DECLS

/* Fixtures: tests/data/NAME, found with g_test_build_filename (G_TEST_DIST, ...). */

/* An 81-character line ('1'-'9', '.' or '0') as a Sudoku; FALSE when it is not one. */
gboolean   sdm_test_parse_line       (const char *line, SdmPuzzle *puzzle);
/* Every 81-character puzzle line of tests/data/@name (comments skipped). */
GPtrArray *sdm_test_read_lines       (const char *name);

/* A Sudominoku puzzle with its solution grid and one layout (partner). */
typedef struct {
  SdmPuzzle puzzle;
  SdmGrid   solution;
} SdmTestDomino;

/* The contest-format puzzles of tests/data/@in_name with the solutions and tilings of
 * @meta_name (tab-separated; column 9 the grid, column 10 the tiling: > < v ^ *). */
GArray    *sdm_test_read_sudominoku  (const char *in_name, const char *meta_name);

/* An independent, deliberately simple Sudoku solver: the solutions of the digits
 * @givens (0 = empty) counted up to @limit; the first goes to @solution (may be NULL). */
int        sdm_test_count            (const guint8 givens[81], int limit, guint8 solution[81]);

/* Logic regression cases (tests/data/logic-regression.txt; the format is described at
 * the top of that file). */

/* Append "dRC" for every (cell, digit) of @masks, space-separated. */
void       sdm_test_write_candidates (GString *out, const guint16 masks[81]);
/* Append @logic's position: digits, for a Sudominoku its lone digits and links, then
 * ":" and the candidates the techniques deleted. */
void       sdm_test_write_position   (GString *out, const SdmLogic *logic);
/* Parse "dRC dRC ..." into masks (for eliminations) or digits (for placements). */
void       sdm_test_parse_candidates (const char *text, guint16 masks[81], guint8 digits[81]);
/* The reverse of sdm_test_write_position(): @position and the @deleted candidates. */
void       sdm_test_read_position    (const char *position, const char *deleted, SdmLogic *logic);
/* "RC-RC" or "RC-RC=ab" for the link a step makes, "RCxRC" for a domino it rules out,
 * "" for none. */
void       sdm_test_write_link       (GString *out, const SdmStep *step);
/* Whether every elimination, placement and link of @step holds in @solution (whose
 * partner[] is one valid layout, or all SDM_NO_CELL for a Sudoku). Says what is wrong
 * in *@why. */
gboolean   sdm_test_step_is_sound    (const SdmStep *step, const SdmGrid *solution, char **why);

G_END_DECLS
