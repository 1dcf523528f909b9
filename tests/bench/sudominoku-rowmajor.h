/* sudominoku-rowmajor.h: the original contest search, ported to C as a benchmark
 * reference only (never used by the program). */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

/* Solves @puzzle the way the contest solutions did and returns 1 with the grid in
 * @values, 0 when there is none, -1 when @clock() passed @deadline_us. */
int sdm_rowmajor_solve (const SdmPuzzle *puzzle, gint64 deadline_us, gint64 (*clock) (void),
                        guint8 values[SDM_N_CELLS], guint64 *nodes);

G_END_DECLS
