/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-symmetry.h: the eight turns and mirrors of the grid that keep cells' adjacency, for
 * the Sudominoku benchmark and its puzzle maker (a puzzle's grids and dominoes move with
 * it). */
#pragma once

/* Cell @c under symmetry @sym (0-7: bit 0 mirrors the columns, bit 1 the rows, bit 2
 * transposes). */
static inline int
bench_move_cell (int c,
                 int sym)
{
  int r = c / 9, k = c % 9, t;

  if (sym & 1)
    k = 8 - k;
  if (sym & 2)
    r = 8 - r;
  if (sym & 4)
    {
      t = r;
      r = k;
      k = t;
    }
  return r * 9 + k;
}
