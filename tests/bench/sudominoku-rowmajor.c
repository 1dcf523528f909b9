/* sudominoku-rowmajor.c: a faithful C port of the row-major search of the original
 * ICPC Mid-Central 2011 "Su-domino-ku" solutions, for the benchmark only.
 *
 * At the first empty cell in reading order, try a domino going right, then one going down;
 * for each unused pair in order, both orientations; check the row, column and box of both
 * halves; recurse. The first grid found is the answer. No propagation, no ordering. */
#include "sudominoku-rowmajor.h"

#include <string.h>

typedef struct {
  guint8   grid[SDM_N_CELLS];
  gboolean used[10][10];
  gint64   deadline;
  guint64  nodes;
  gboolean timed_out;
} RowMajor;

static gboolean
fits (const RowMajor *s, int cell, int digit)
{
  int r = sdm_cell_row (cell), c = sdm_cell_col (cell);
  int br = r / 3 * 3, bc = c / 3 * 3;

  for (int i = 0; i < 9; i++)
    if (s->grid[r * 9 + i] == digit || s->grid[i * 9 + c] == digit ||
        s->grid[(br + i / 3) * 9 + bc + i % 3] == digit)
      return FALSE;
  return TRUE;
}

static gboolean
search (RowMajor *s, int from)
{
  int cell = from;

  while (cell < SDM_N_CELLS && s->grid[cell])
    cell++;
  if (cell == SDM_N_CELLS)
    return TRUE;
  if ((++s->nodes & 0xffff) == 0 && g_get_monotonic_time () > s->deadline)
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

                if (!fits (s, cell, x))
                  continue;
                s->grid[cell] = x;
                if (fits (s, other, y))
                  {
                    s->grid[other] = y;
                    s->used[a][b] = TRUE;
                    if (search (s, cell + 1))
                      return TRUE;
                    s->used[a][b] = FALSE;
                    s->grid[other] = 0;
                  }
                s->grid[cell] = 0;
                if (s->timed_out)
                  return FALSE;
              }
          }
    }
  return FALSE;
}

int
sdm_rowmajor_solve (const SdmPuzzle *puzzle, gint64 deadline_us, guint8 values[SDM_N_CELLS],
                    guint64 *nodes)
{
  RowMajor s = { { 0 } };
  gboolean found;

  s.deadline = deadline_us;
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];
      int a = MIN (clue->digits[0], clue->digits[1]), b = MAX (clue->digits[0], clue->digits[1]);

      s.grid[clue->cells[0]] = clue->digits[0];
      s.grid[clue->cells[1]] = clue->digits[1];
      s.used[a][b] = TRUE;
    }
  for (int d = 0; d < 9; d++)
    s.grid[puzzle->isolated[d]] = d + 1;

  found = search (&s, 0);
  if (nodes)
    *nodes = s.nodes;
  if (s.timed_out)
    return -1;
  if (found)
    memcpy (values, s.grid, SDM_N_CELLS);
  return found ? 1 : 0;
}
