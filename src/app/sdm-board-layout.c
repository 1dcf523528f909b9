/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-board-layout.c: the board's geometry in whole pixels (cells, thin and thick lines,
 * so that lines are crisp at every size) and hit-testing: which cell, or which line
 * between two cells, a point is on. Drawing and input both use it. */
#include "config.h"

#include "sdm-board.h"

void
sdm_board_layout_compute (SdmBoardLayout *layout,
                          int             width,
                          int             height)
{
  int avail = MAX (0, MIN (width, height));

  layout->thin = avail >= 900 ? 2 : 1;
  layout->thick = avail >= 600 ? 4 : avail >= 300 ? 3 : 2;
  layout->cell = MAX (1, (avail - 4 * layout->thick - 6 * layout->thin) / 9);
  layout->size = 9 * layout->cell + 4 * layout->thick + 6 * layout->thin;
  layout->x0 = MAX (0, (width - layout->size) / 2);
  layout->y0 = MAX (0, (height - layout->size) / 2);
  for (int i = 0; i < 9; i++)
    layout->pos[i] = layout->thick * (i / 3 + 1) + layout->thin * (i - i / 3) + layout->cell * i;
}

/* The row or column index under @offset (relative to the board's corner), or -1; *@near
 * receives -1 or +1 when the point is within a border zone of the previous or next line. */
static int
hit_axis (const SdmBoardLayout *layout,
          double                offset,
          int                  *near)
{
  double zone = MAX (3.0, layout->cell * 0.18);

  *near = 0;
  for (int i = 0; i < 9; i++)
    {
      double lo = layout->pos[i];
      double hi = lo + layout->cell;
      double gap_before = i == 0 ? 0 : (i % 3 == 0 ? layout->thick : layout->thin);
      double gap_after = i == 8 ? 0 : ((i + 1) % 3 == 0 ? layout->thick : layout->thin);

      /* A point on a line belongs to the cell before it. */
      if (offset >= lo - gap_before / 2.0 && offset < hi + gap_after / 2.0)
        {
          if (i > 0 && offset < lo + zone)
            *near = -1;
          else if (i < 8 && offset >= hi - zone)
            *near = +1;
          return i;
        }
    }
  return -1;
}

int
sdm_board_layout_hit (const SdmBoardLayout *layout,
                      double                x,
                      double                y,
                      int                  *border_partner)
{
  int near_x, near_y, col, row;

  if (border_partner != NULL)
    *border_partner = -1;
  col = hit_axis (layout, x - layout->x0, &near_x);
  row = hit_axis (layout, y - layout->y0, &near_y);
  if (col < 0 || row < 0)
    return -1;
  /* Near a corner the point is ambiguous: no border. */
  if (border_partner != NULL && (near_x == 0) != (near_y == 0))
    *border_partner = sdm_cell (row + near_y, col + near_x);
  return sdm_cell (row, col);
}

void
sdm_board_layout_cell_rect (const SdmBoardLayout *layout,
                            int                   cell,
                            graphene_rect_t      *rect)
{
  graphene_rect_init (rect,
                      layout->x0 + layout->pos[sdm_cell_col (cell)],
                      layout->y0 + layout->pos[sdm_cell_row (cell)],
                      layout->cell, layout->cell);
}
