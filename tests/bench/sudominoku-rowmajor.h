/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sudominoku-rowmajor.h: the original contest search, ported to C as a benchmark
 * reference only (never used by the program). */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

/* Solves @puzzle the way the contest solutions did: with @limit 1 it stops at the first grid
 * (as they did), with @limit 2 it goes on to a second, different grid or to the end of the
 * search, which proves the first one unique. Returns the number of distinct grids found
 * (0, 1 or 2; the first is in @values), or -1 when @clock() passed @deadline_us. */
int sdm_rowmajor_solve (const SdmPuzzle *puzzle, int limit, gint64 deadline_us,
                        gint64 (*clock) (void), guint8 values[SDM_N_CELLS], guint64 *nodes);

G_END_DECLS
