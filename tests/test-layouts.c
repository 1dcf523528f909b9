/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-layouts.c: the domino layouts of a solved Sudominoku grid (sdm-layouts.h) against
 * an independent enumeration of every layout, on the official sample (whose second puzzle
 * has one grid and two layouts) and the public set (ten of its puzzles have 2 or 4). */
#include <string.h>

#include "sdm-format.h"
#include "sdm-layouts.h"
#include "sdm-solver.h"

static GArray *
load (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", file, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  SdmFormat format;
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, &error));
  g_assert_true (sdm_format_parse (text, len, file, SDM_FORMAT_AUTO, &format, puzzles, &error));
  g_assert_no_error (error);
  return puzzles;
}

static void
solve_unique (const SdmPuzzle *puzzle, SdmGrid *solution)
{
  SdmSolveOptions options = { .limit = 2 };
  SdmGrid found[2];

  g_assert_cmpint (sdm_solve (puzzle, &options, found), ==, 1);
  *solution = found[0];
}

/* ---- An independent enumeration ---------------------------------------------------- */

/* Every layout of @values: the first uncovered cell in reading order is covered with its
 * right or lower neighbour (every cell before it is covered already), each pair once.
 * Counts the layouts and, for every edge, how many of them hold it. */
typedef struct {
  const guint8 *values;
  guint8        partner[SDM_N_CELLS];
  gboolean      pair_used[10][10];
  guint         n_layouts;
  guint         holds[SDM_N_CELLS][2];   /* [cell][0 right, 1 down] */
  guint8        layouts[8][SDM_N_CELLS]; /* the first eight found */
} Enumeration;

static void
enumerate (Enumeration *e, int from)
{
  int c = from;

  while (c < SDM_N_CELLS && e->partner[c] != SDM_NO_CELL)
    c++;
  if (c == SDM_N_CELLS)
    {
      if (e->n_layouts < G_N_ELEMENTS (e->layouts))
        memcpy (e->layouts[e->n_layouts], e->partner, SDM_N_CELLS);
      e->n_layouts++;
      for (int k = 0; k < SDM_N_CELLS; k++)
        {
          if (e->partner[k] == k + 1 && sdm_cell_row (k) == sdm_cell_row (k + 1))
            e->holds[k][0]++;
          else if (e->partner[k] == k + 9)
            e->holds[k][1]++;
        }
      return;
    }
  for (int dir = 0; dir < 2; dir++)
    {
      int n = sdm_cell_neighbour (c, dir);
      int a, b;

      if (n < 0 || e->partner[n] != SDM_NO_CELL)
        continue;
      a = MIN (e->values[c], e->values[n]);
      b = MAX (e->values[c], e->values[n]);
      if (a == b || e->pair_used[a][b])
        continue;
      e->pair_used[a][b] = TRUE;
      e->partner[c] = (guint8) n;
      e->partner[n] = (guint8) c;
      enumerate (e, c + 1);
      e->partner[c] = e->partner[n] = SDM_NO_CELL;
      e->pair_used[a][b] = FALSE;
    }
}

/* The isolated cells are taken (0xfe), the clues placed, then every layout enumerated. */
static void
enumerate_layouts (const SdmPuzzle *puzzle, const SdmGrid *solution, Enumeration *e)
{
  memset (e, 0, sizeof *e);
  e->values = solution->values;
  memset (e->partner, SDM_NO_CELL, sizeof e->partner);
  for (int d = 0; d < 9; d++)
    e->partner[puzzle->isolated[d]] = 0xfe;
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];

      e->partner[clue->cells[0]] = clue->cells[1];
      e->partner[clue->cells[1]] = clue->cells[0];
      e->pair_used[MIN (clue->digits[0], clue->digits[1])][MAX (clue->digits[0], clue->digits[1])] = TRUE;
    }
  enumerate (e, 0);
  /* The clue dominoes are in every layout; count them so. */
}

/* ---- Tests -------------------------------------------------------------------------- */

/* sdm_layouts_count() and sdm_layouts_have_link() agree with the enumeration on every
 * puzzle of the sample and the public set, for every edge of the board. */
static void
test_layouts_agree (gconstpointer data)
{
  g_autoptr(GArray) puzzles = load (data);
  guint several = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, i);
      SdmGrid solution;
      Enumeration e;

      solve_unique (puzzle, &solution);
      enumerate_layouts (puzzle, &solution, &e);
      g_assert_cmpuint (e.n_layouts, >=, 1);
      g_assert_cmpuint (sdm_layouts_count (puzzle, &solution, 100), ==, e.n_layouts);
      several += e.n_layouts > 1;

      for (int c = 0; c < SDM_N_CELLS; c++)
        for (int dir = 0; dir < 2; dir++)
          {
            int n = sdm_cell_neighbour (c, dir);
            gboolean clue = FALSE;

            if (n < 0)
              continue;
            for (int k = 0; k < puzzle->n_clues; k++)
              clue |= MIN (puzzle->clues[k].cells[0], puzzle->clues[k].cells[1]) == c &&
                      MAX (puzzle->clues[k].cells[0], puzzle->clues[k].cells[1]) == n;
            g_assert_cmpint (sdm_layouts_have_link (puzzle, &solution, c, n), ==,
                             clue || e.holds[c][dir] > 0);
            /* The layout the solver returned does not decide: the other way round too. */
            g_assert_cmpint (sdm_layouts_have_link (puzzle, &solution, n, c), ==,
                             clue || e.holds[c][dir] > 0);
          }
    }
  if (g_str_equal (data, "boj4574-sample.in"))
    g_assert_cmpuint (several, ==, 1);
  else
    g_assert_cmpuint (several, ==, 10);
}

/* A position with the solution's digits, and the given links. */
static void
position_with_links (const SdmPuzzle *puzzle, const SdmGrid *solution, const int (*links)[2],
                     guint n_links, SdmGrid *position)
{
  sdm_puzzle_to_grid (puzzle, position);
  memcpy (position->values, solution->values, sizeof position->values);
  for (guint i = 0; i < n_links; i++)
    sdm_grid_link (position, links[i][0], links[i][1]);
}

/* The official sample's second puzzle: one grid, two layouts. A link of either layout is
 * right; a link in neither is wrong; a link of each layout that exclude each other are
 * each right but do not hold together. */
static void
test_wrong_links_two_layouts (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, 1);
  SdmGrid solution, position, other;
  gboolean wrong[SDM_N_CELLS];
  int only_first[2] = { -1, -1 }, only_other[2] = { -1, -1 }, nowhere[2] = { -1, -1 };

  solve_unique (puzzle, &solution);
  g_assert_cmpuint (sdm_layouts_count (puzzle, &solution, 10), ==, 2);

  /* The other layout: the solution with a link the solver's layout lacks made a clue. */
  for (int c = 0; c < SDM_N_CELLS && only_other[0] < 0; c++)
    for (int dir = 0; dir < 2 && only_other[0] < 0; dir++)
      {
        int n = sdm_cell_neighbour (c, dir);

        if (n >= 0 && solution.partner[c] != n && sdm_layouts_have_link (puzzle, &solution, c, n))
          {
            only_other[0] = c;
            only_other[1] = n;
          }
      }
  g_assert_cmpint (only_other[0], >=, 0);
  {
    SdmPuzzle with = *puzzle;
    SdmSolveOptions options = { .limit = 2 };
    SdmGrid found[2];

    with.clues[with.n_clues] = (SdmDominoClue) { { only_other[0], only_other[1] },
                                                 { solution.values[only_other[0]], solution.values[only_other[1]] } };
    with.n_clues++;
    g_assert_cmpint (sdm_solve (&with, &options, found), ==, 1);
    other = found[0];
  }
  /* A domino of the solver's layout that the other one lacks, and a link in neither. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int p = solution.partner[c];

      if (only_first[0] < 0 && p != SDM_NO_CELL && p > c && other.partner[c] != p)
        {
          only_first[0] = c;
          only_first[1] = p;
        }
      for (int dir = 0; dir < 2 && nowhere[0] < 0; dir++)
        {
          int n = sdm_cell_neighbour (c, dir);

          if (n >= 0 && solution.partner[c] != n && other.partner[c] != n &&
              !sdm_puzzle_cell_is_isolated (puzzle, c) && !sdm_puzzle_cell_is_isolated (puzzle, n) &&
              solution.partner[c] != SDM_NO_CELL && solution.partner[n] != SDM_NO_CELL)
            {
              gboolean clue_cell = FALSE;

              for (int k = 0; k < puzzle->n_clues; k++)
                clue_cell |= puzzle->clues[k].cells[0] == c || puzzle->clues[k].cells[1] == c ||
                             puzzle->clues[k].cells[0] == n || puzzle->clues[k].cells[1] == n;
              if (!clue_cell)
                {
                  nowhere[0] = c;
                  nowhere[1] = n;
                }
            }
        }
    }
  g_assert_cmpint (only_first[0], >=, 0);
  g_assert_cmpint (nowhere[0], >=, 0);

  /* Either layout's own domino: right, alone. */
  position_with_links (puzzle, &solution, &only_other, 1, &position);
  g_assert_cmpuint (sdm_layouts_find_wrong_links (puzzle, &solution, &position, wrong), ==, 0);
  g_assert_true (sdm_layouts_hold_links (puzzle, &solution, &position));
  position_with_links (puzzle, &solution, &only_first, 1, &position);
  g_assert_cmpuint (sdm_layouts_find_wrong_links (puzzle, &solution, &position, wrong), ==, 0);
  g_assert_true (sdm_layouts_hold_links (puzzle, &solution, &position));
  /* The same, whichever layout the caller's solution carries. */
  g_assert_cmpuint (sdm_layouts_find_wrong_links (puzzle, &other, &position, wrong), ==, 0);

  /* In neither layout: wrong, both cells marked and no other. */
  position_with_links (puzzle, &solution, &nowhere, 1, &position);
  g_assert_cmpuint (sdm_layouts_find_wrong_links (puzzle, &solution, &position, wrong), ==, 1);
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_assert_cmpint (wrong[c], ==, c == nowhere[0] || c == nowhere[1]);
  g_assert_false (sdm_layouts_hold_links (puzzle, &solution, &position));

  /* The whole of either layout holds together; the clue dominoes are never wrong. */
  g_assert_true (sdm_layouts_hold_links (puzzle, &solution, &solution));
  g_assert_true (sdm_layouts_hold_links (puzzle, &solution, &other));
  sdm_puzzle_to_grid (puzzle, &position);
  g_assert_cmpuint (sdm_layouts_find_wrong_links (puzzle, &solution, &position, NULL), ==, 0);
}

/* Two links that each lie in some layout may lie in none together (a dead end that no
 * single domino explains): sdm_layouts_hold_links() against the enumerated layouts, for
 * every two disjoint links that some layout but not every one has, on the public set. */
static void
test_hold_links_pairs (void)
{
  g_autoptr(GArray) puzzles = load ("public.in");
  guint n_apart = 0, n_together = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, i);
      SdmGrid solution, position;
      Enumeration e;
      int varying[SDM_N_CELLS * 2][2];
      guint n_varying = 0;

      solve_unique (puzzle, &solution);
      enumerate_layouts (puzzle, &solution, &e);
      if (e.n_layouts < 2)
        continue;
      g_assert_cmpuint (e.n_layouts, <=, G_N_ELEMENTS (e.layouts));
      for (int c = 0; c < SDM_N_CELLS; c++)
        for (int dir = 0; dir < 2; dir++)
          if (e.holds[c][dir] > 0 && e.holds[c][dir] < e.n_layouts)
            {
              varying[n_varying][0] = c;
              varying[n_varying][1] = sdm_cell_neighbour (c, dir);
              n_varying++;
            }
      for (guint x = 0; x < n_varying; x++)
        for (guint y = x + 1; y < n_varying; y++)
          {
            const int links[2][2] = { { varying[x][0], varying[x][1] }, { varying[y][0], varying[y][1] } };
            gboolean together = FALSE;

            if (links[0][0] == links[1][0] || links[0][0] == links[1][1] ||
                links[0][1] == links[1][0] || links[0][1] == links[1][1])
              continue;
            for (guint k = 0; k < e.n_layouts; k++)
              together |= e.layouts[k][links[0][0]] == links[0][1] &&
                          e.layouts[k][links[1][0]] == links[1][1];
            position_with_links (puzzle, &solution, links, 2, &position);
            g_assert_cmpuint (sdm_layouts_find_wrong_links (puzzle, &solution, &position, NULL), ==, 0);
            g_assert_cmpint (sdm_layouts_hold_links (puzzle, &solution, &position), ==, together);
            n_apart += !together;
            n_together += together;
          }
    }
  /* In this set the layouts of a grid differ by 2x2 squares turned independently, so
   * every such pair holds together (n_apart stays 0); the pairs were asked all the same. */
  g_test_message ("%u pairs together, %u apart", n_together, n_apart);
  g_assert_cmpuint (n_together, >, 0);
}

/* A puzzle whose grid has one layout: every link off it is wrong. */
static void
test_wrong_links_one_layout (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, 0);
  SdmGrid solution, position;
  guint n_tried = 0;

  solve_unique (puzzle, &solution);
  g_assert_cmpuint (sdm_layouts_count (puzzle, &solution, 10), ==, 1);
  for (int c = 0; c < SDM_N_CELLS; c++)
    for (int dir = 0; dir < 2; dir++)
      {
        int n = sdm_cell_neighbour (c, dir);
        const int link[1][2] = { { c, n } };
        guint expected;

        if (n < 0 || (puzzle->givens[c] != 0 && puzzle->givens[n] != 0))
          continue;
        expected = solution.partner[c] == n ? 0 : 1;
        position_with_links (puzzle, &solution, link, 1, &position);
        g_assert_cmpuint (sdm_layouts_find_wrong_links (puzzle, &solution, &position, NULL), ==, expected);
        n_tried++;
      }
  g_assert_cmpuint (n_tried, >, 100);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/layouts/agree/sample", "boj4574-sample.in", test_layouts_agree);
  g_test_add_data_func ("/layouts/agree/public", "public.in", test_layouts_agree);
  g_test_add_func ("/layouts/wrong-links/two-layouts", test_wrong_links_two_layouts);
  g_test_add_func ("/layouts/wrong-links/one-layout", test_wrong_links_one_layout);
  g_test_add_func ("/layouts/hold-links/pairs", test_hold_links_pairs);
  return g_test_run ();
}
