/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store-moves.h: the moves store-helper plays, known to test-game-store too.
 * On an empty Sudoku, move i sets cell i mod 81 to digit (i / 81) mod 9 + 1: every move
 * changes something, and the grid is never solved (each row soon holds a digit twice). */
#pragma once

#include <glib.h>

static inline char *
store_move_text (guint i)
{
  guint cell = i % 81;

  return g_strdup_printf ("v r%uc%u %u", cell / 9 + 1, cell % 9 + 1, (i / 81) % 9 + 1);
}
