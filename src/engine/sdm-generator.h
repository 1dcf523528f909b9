/* sdm-generator.h: new puzzles of a chosen difficulty, for both kinds.
 *
 * Seeded and reproducible: the same options (seed included) give the same puzzle on every
 * machine; the generator has its own random number generator and never calls rand().
 * Every puzzle has exactly one solution grid.
 *
 * Sudoku: a random full grid, then givens removed (in symmetric orbits when asked) while
 * the techniques of the target level still finish the puzzle; the result is kept when its
 * grade is the target, otherwise the generator tries again with a new grid.
 * Sudominoku: a random grid, nine isolated cells (one per digit) and a layout that uses
 * each of the 36 pairs once; then clue dominoes removed in the same way, down to no fewer
 * than SDM_GENERATE_MIN_CLUES.
 *
 * The target level's techniques finishing the puzzle proves the grid unique (the steps are
 * sound); "guessing" puzzles are checked with sdm_solve() instead.
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

G_END_DECLS
