/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sudominoku-rowmajor.c: a faithful C port of the row-major search of the original
 * ICPC Mid-Central 2011 "Su-domino-ku" solutions, for the benchmark only.
 *
 * At the first empty cell in reading order, try a domino going right, then one going down;
 * for each unused pair in order, both orientations; check the row, column and box of both
 * halves (flags per row, column and box, as contest solutions keep them); recurse. The
 * first grid found is the answer. No propagation, no ordering.
 *
 * To prove the grid unique the same search goes on past the first grid, to the end of the
 * tree or to a second, different grid (a grid with several domino layouts is reached once per
 * layout: those count once). */
#include "sudominoku-rowmajor.h"

#include <string.h>

typedef struct {
  guint8   grid[SDM_N_CELLS];
  gboolean row[9][10], col[9][10], box[9][10];   /* digit d already in row/column/box */
  gboolean used[10][10];
  gint64   deadline;
  gint64 (*clock) (void);
  guint64  nodes;
  gboolean timed_out;
  int      limit;                                 /* distinct grids to find */
  int      count;
  guint8   first[SDM_N_CELLS];                    /* the first grid found */
} RowMajor;

static gboolean
fits (const RowMajor *s, int cell, int digit)
{
  return !s->row[sdm_cell_row (cell)][digit] && !s->col[sdm_cell_col (cell)][digit] &&
         !s->box[sdm_cell_box (cell)][digit];
}

static void
put (RowMajor *s, int cell, int digit, gboolean on)
{
  int d = on ? digit : s->grid[cell];

  s->grid[cell] = on ? digit : 0;
  s->row[sdm_cell_row (cell)][d] = on;
  s->col[sdm_cell_col (cell)][d] = on;
  s->box[sdm_cell_box (cell)][d] = on;
}

static gboolean
search (RowMajor *s, int from)
{
  int cell = from;

  while (cell < SDM_N_CELLS && s->grid[cell])
    cell++;
  if (cell == SDM_N_CELLS)
    {
      /* A grid: the first one, the same grid again under another layout, or a second. */
      if (s->count == 0)
        {
          memcpy (s->first, s->grid, SDM_N_CELLS);
          s->count = 1;
        }
      else if (memcmp (s->first, s->grid, SDM_N_CELLS) != 0)
        s->count = 2;
      return s->count >= s->limit;
    }
  if ((++s->nodes & 0xffff) == 0 && s->clock () > s->deadline)
    s->timed_out = TRUE;
  if (s->timed_out)
    return FALSE;

  for (int dir = 0; dir < 2; dir++)
    {
      int other = sdm_cell_neighbour (cell, dir ? SDM_DIRECTION_DOWN : SDM_DIRECTION_RIGHT);

      if (other < 0 || s->grid[other])
        continue;
      for (int a = 1; a <= 9; a++)
        for (int b = a + 1; b <= 9; b++)
          {
            if (s->used[a][b])
              continue;
            for (int turn = 0; turn < 2; turn++)
              {
                int x = turn ? b : a, y = turn ? a : b;

                if (!fits (s, cell, x) || !fits (s, other, y))
                  continue;
                put (s, cell, x, TRUE);
                put (s, other, y, TRUE);
                s->used[a][b] = TRUE;
                if (search (s, cell + 1))
                  return TRUE;
                s->used[a][b] = FALSE;
                put (s, other, 0, FALSE);
                put (s, cell, 0, FALSE);
                if (s->timed_out)
                  return FALSE;
              }
          }
    }
  return FALSE;
}

int
sdm_rowmajor_solve (const SdmPuzzle *puzzle, int limit, gint64 deadline_us,
                    gint64 (*clock) (void), guint8 values[SDM_N_CELLS], guint64 *nodes)
{
  RowMajor s = { { 0 } };

  s.limit = CLAMP (limit, 1, 2);
  s.deadline = deadline_us;
  s.clock = clock;
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];
      int a = MIN (clue->digits[0], clue->digits[1]), b = MAX (clue->digits[0], clue->digits[1]);

      put (&s, clue->cells[0], clue->digits[0], TRUE);
      put (&s, clue->cells[1], clue->digits[1], TRUE);
      s.used[a][b] = TRUE;
    }
  for (int d = 0; d < 9; d++)
    put (&s, puzzle->isolated[d], d + 1, TRUE);

  search (&s, 0);
  if (nodes)
    *nodes = s.nodes;
  if (s.timed_out)
    return -1;
  if (s.count > 0)
    memcpy (values, s.first, SDM_N_CELLS);
  return s.count;
}
