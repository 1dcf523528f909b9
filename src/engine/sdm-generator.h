/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-generator.h: new puzzles of a chosen difficulty, for both kinds.
 *
 * Seeded and reproducible: the same options (seed included) give the same puzzle on every
 * machine; the generator has its own random number generator and never calls rand().
 * Every puzzle has exactly one solution grid.
 *
 * Sudoku: a random full grid, then givens removed in random order (in symmetric orbits
 * when asked). Easy and Medium: a removal stays when the target level's techniques still
 * finish the puzzle. Hard and Expert: a removal stays when the grid stays unique
 * (sdm_solve(), much cheaper than grading); then removed givens come back one by one
 * while the grade is above the target. The result is kept when its grade is the target,
 * otherwise the generator tries again with a new grid. Classic puzzles that need
 * guessing are too rare among random minimal puzzles (one in about 100,000 without
 * symmetry): they come from a walk that starts at one of a few known puzzles of that
 * level, shuffled into an equivalent one, and swaps givens while the puzzle stays unique
 * and still needs guessing (sdm-generator.c). No known puzzle has the mirror symmetry:
 * those come without symmetry.
 * Sudominoku: a random grid, nine isolated cells (one per digit) and a layout that uses
 * each of the 36 pairs once (a randomised search, most constrained cell or pair first);
 * then clue dominoes removed while the target level's techniques still finish the puzzle
 * (the solver for "guessing"), down to no fewer than SDM_GENERATE_MIN_CLUES; when the
 * level is still below the target (Medium to Expert), up to ten swaps of a kept clue for
 * a removed one, each kept when the target level's techniques still finish the puzzle
 * and it is not easier, before the grid is given up.
 *
 * The target level's techniques finishing the puzzle proves the grid unique (the steps are
 * sound); the other paths ask sdm_solve().
 */
#pragma once

#include "sdm-puzzle.h"
#include "sdm-logic.h"

G_BEGIN_DECLS

typedef enum {
  SDM_SYMMETRY_NONE,
  SDM_SYMMETRY_ROTATE_180,   /* givens come in pairs around the centre */
  SDM_SYMMETRY_MIRROR,       /* left-right mirror */
} SdmSymmetry;

/* The fewest clue dominoes a generated Sudominoku keeps (the contest format's minimum). */
#define SDM_GENERATE_MIN_CLUES 10

typedef struct {
  SdmKind        kind;
  SdmDifficulty  difficulty;
  guint64        seed;
  SdmSymmetry    symmetry;      /* Sudoku only */
  const gint    *cancel;        /* polled with g_atomic_int_get(); non-zero stops */
  guint          max_attempts;  /* grids tried before giving up; 0 means a default */
} SdmGenerateOptions;

typedef struct {
  guint attempts;     /* grids tried */
  guint grades;       /* candidate positions graded */
} SdmGenerateStats;

typedef enum {
  SDM_GENERATE_OK,
  SDM_GENERATE_CANCELLED,
  SDM_GENERATE_GAVE_UP,       /* max_attempts grids without one of the target grade */
} SdmGenerateResult;

void              sdm_generate_options_init (SdmGenerateOptions *options,
                                             SdmKind             kind,
                                             SdmDifficulty       difficulty,
                                             guint64             seed);

/* Fill @puzzle (and @solution, may be NULL) with a new puzzle. @stats may be NULL. */
SdmGenerateResult sdm_generate (const SdmGenerateOptions *options,
                                SdmPuzzle                *puzzle,
                                SdmGrid                  *solution,
                                SdmGenerateStats         *stats);

/* "none", "rotate-180", "mirror". */
const char *sdm_symmetry_to_string   (SdmSymmetry symmetry);
int         sdm_symmetry_from_string (const char *name);   /* -1 when unknown */
/* Those names in SdmSymmetry order, NULL-terminated: what front ends list. */
const char *const *sdm_symmetry_names (void);

G_END_DECLS
