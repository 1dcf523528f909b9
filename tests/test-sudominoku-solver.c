/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sudominoku-solver.c: the Sudominoku solver against the official sample, the 52
 * public puzzles and independent brute-force checks (layouts, distinct grids, lexmin). */
#include <string.h>

#include "sdm-format.h"
#include "sdm-rules.h"
#include "sdm-solver.h"
#include "sdm-sudominoku.h"

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
  g_assert_no_error (error);
  g_assert_true (sdm_format_parse (text, len, file, SDM_FORMAT_AUTO, &format, puzzles, &error));
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SDM_FORMAT_CONTEST);
  return puzzles;
}

static char *
read_fixture (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", file, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* ---- An independent checker -------------------------------------------------------- */

/* Every rule of a solved Sudominoku, checked from scratch: a valid Sudoku agreeing with
 * the givens, the isolated cells alone, every other cell linked to a neighbour, the 36
 * dominoes each once, the clue dominoes where they were given. */
static void
assert_solution (const SdmPuzzle *puzzle, const SdmGrid *grid)
{
  gboolean pair_used[10][10] = { { FALSE } };
  int n_dominoes = 0;

  for (int u = 0; u < 27; u++)
    {
      int seen = 0;

      for (int i = 0; i < 9; i++)
        {
          int v = grid->values[sdm_units[u][i]];

          g_assert_cmpint (v, >=, 1);
          g_assert_cmpint (v, <=, 9);
          seen |= 1 << v;
        }
      g_assert_cmpint (seen, ==, 0x3fe);
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c])
      g_assert_cmpint (grid->values[c], ==, puzzle->givens[c]);
  for (int d = 0; d < 9; d++)
    {
      int c = puzzle->isolated[d];

      g_assert_cmpint (grid->values[c], ==, d + 1);
      g_assert_cmpint (grid->partner[c], ==, SDM_NO_CELL);
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int p = grid->partner[c], a, b;

      if (sdm_puzzle_cell_is_isolated (puzzle, c))
        continue;
      g_assert_cmpint (p, <, SDM_N_CELLS);
      g_assert_true (sdm_cells_adjacent (c, p));
      g_assert_cmpint (grid->partner[p], ==, c);
      if (p < c)
        continue;
      a = MIN (grid->values[c], grid->values[p]);
      b = MAX (grid->values[c], grid->values[p]);
      g_assert_cmpint (a, !=, b);
      g_assert_false (pair_used[a][b]);
      pair_used[a][b] = TRUE;
      n_dominoes++;
    }
  g_assert_cmpint (n_dominoes, ==, 36);
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];

      g_assert_cmpint (grid->partner[clue->cells[0]], ==, clue->cells[1]);
      g_assert_cmpint (grid->values[clue->cells[0]], ==, clue->digits[0]);
      g_assert_cmpint (grid->values[clue->cells[1]], ==, clue->digits[1]);
    }
  g_assert_true (sdm_rules_is_solution (puzzle, grid));
}

/* Brute force: how many domino layouts (up to @limit) cover the digits @values, keeping the
 * puzzle's clue dominoes and isolated cells. First open cell in reading order, right then
 * down, no propagation at all. */
static int
count_layouts_from (const guint8 *values, guint8 *partner, gboolean used[10][10], int limit)
{
  int c = 0, n = 0;

  while (c < SDM_N_CELLS && partner[c] != SDM_NO_CELL)
    c++;
  if (c == SDM_N_CELLS)
    return 1;
  for (int dir = 0; dir < 2 && n < limit; dir++)
    {
      int o = sdm_cell_neighbour (c, dir ? SDM_DIRECTION_DOWN : SDM_DIRECTION_RIGHT);
      int a, b;

      if (o < 0 || partner[o] != SDM_NO_CELL)
        continue;
      a = MIN (values[c], values[o]);
      b = MAX (values[c], values[o]);
      if (a == b || used[a][b])
        continue;
      used[a][b] = TRUE;
      partner[c] = o;
      partner[o] = c;
      n += count_layouts_from (values, partner, used, limit - n);
      partner[c] = partner[o] = SDM_NO_CELL;
      used[a][b] = FALSE;
    }
  return n;
}

static int
count_layouts (const SdmPuzzle *puzzle, const guint8 *values, int limit)
{
  guint8 partner[SDM_N_CELLS];
  gboolean used[10][10] = { { FALSE } };

  memset (partner, SDM_NO_CELL, sizeof partner);
  for (int d = 0; d < 9; d++)
    partner[puzzle->isolated[d]] = 0xfe;
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];
      int a = MIN (clue->digits[0], clue->digits[1]), b = MAX (clue->digits[0], clue->digits[1]);

      if (values[clue->cells[0]] != clue->digits[0] || values[clue->cells[1]] != clue->digits[1])
        return 0;
      partner[clue->cells[0]] = clue->cells[1];
      partner[clue->cells[1]] = clue->cells[0];
      used[a][b] = TRUE;
    }
  return count_layouts_from (values, partner, used, limit);
}

/* ---- The official sample and the public set ---------------------------------------- */

static void
solve_file_exactly (const char *in, const char *expected_out)
{
  g_autoptr(GArray) puzzles = load (in);
  g_autofree char *expected = read_fixture (expected_out);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, i);
      SdmSolveOptions any = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = NULL };
      SdmSolveOptions lexmin = { .order = SDM_SOLVE_LEXMIN, .limit = 2, .cancel = NULL };
      SdmGrid solutions[2], smallest[2];

      g_assert_cmpint (sdm_solve (puzzle, &any, solutions), ==, 1);
      g_assert_cmpuint (any.nodes, >, 0);
      assert_solution (puzzle, &solutions[0]);
      /* Unique, so the smallest grid is the same grid. */
      g_assert_cmpint (sdm_solve (puzzle, &lexmin, smallest), ==, 1);
      g_assert_cmpmem (smallest[0].values, SDM_N_CELLS, solutions[0].values, SDM_N_CELLS);
      assert_solution (puzzle, &smallest[0]);
      g_assert_true (sdm_format_write_solution (out, SDM_FORMAT_CONTEST, puzzle, &solutions[0], i));
    }
  g_assert_cmpstr (out->str, ==, expected);
}

static void
test_sample (void)
{
  solve_file_exactly ("boj4574-sample.in", "boj4574-sample.out");
}

static void
test_public (void)
{
  solve_file_exactly ("public.in", "public.out");
}

/* The same puzzles one per file, checked against the generator's own layout in
 * public.meta.tsv (a valid layout of the expected grid, maybe not ours). */
static void
test_public_meta (void)
{
  g_autofree char *meta = read_fixture ("public.meta.tsv");
  g_auto(GStrv) lines = g_strsplit (meta, "\n", -1);
  g_autoptr(GArray) puzzles = load ("public.in");
  guint row = 0;

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto(GStrv) fields = NULL;
      const SdmPuzzle *puzzle;
      SdmGrid grid;

      if (lines[l][0] == '#' || lines[l][0] == '\0')
        continue;
      fields = g_strsplit (lines[l], "\t", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 11);
      g_assert_cmpuint (row, <, puzzles->len);
      puzzle = &g_array_index (puzzles, SdmPuzzle, row);
      g_assert_cmpint (atoi (fields[1]), ==, puzzle->n_clues);
      g_assert_cmpuint (strlen (fields[9]), ==, 81);
      g_assert_cmpuint (strlen (fields[10]), ==, 81);
      sdm_grid_init (&grid);
      for (int c = 0; c < SDM_N_CELLS; c++)
        {
          grid.values[c] = fields[9][c] - '0';
          switch (fields[10][c])
            {
            /* Each half points to the other. */
            case '>': grid.partner[c] = c + 1; break;
            case '<': grid.partner[c] = c - 1; break;
            case 'v': grid.partner[c] = c + 9; break;
            case '^': grid.partner[c] = c - 9; break;
            default: break;
            }
        }
      /* The generator's layout follows the rules, by our independent checker. */
      assert_solution (puzzle, &grid);
      row++;
    }
  g_assert_cmpuint (row, ==, 52);
}

/* One grid, several layouts: counted once. The sample's second puzzle has 2 layouts and
 * 10 of the 52 public puzzles have 2 or 4 (README of the data set). */
static void
test_several_layouts (void)
{
  g_autoptr(GArray) sample = load ("boj4574-sample.in");
  g_autoptr(GArray) puzzles = load ("public.in");
  const SdmPuzzle *second = &g_array_index (sample, SdmPuzzle, 1);
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 100, .cancel = NULL };
  SdmGrid solutions[2];
  int several = 0;

  g_assert_cmpint (sdm_solve (second, &options, solutions), ==, 1);
  g_assert_cmpint (count_layouts (second, solutions[0].values, 100), ==, 2);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, i);
      int layouts;

      g_assert_cmpint (sdm_solve (puzzle, &options, solutions), ==, 1);
      layouts = count_layouts (puzzle, solutions[0].values, 100);
      g_assert_cmpint (layouts, >=, 1);
      several += layouts > 1;
    }
  g_assert_cmpint (several, ==, 10);
}

/* ---- Distinct grids and the smallest grid, against brute force ------------------- */

typedef struct {
  const SdmPuzzle *puzzle;
  guint8           values[SDM_N_CELLS];
  int              n_grids;      /* distinct grids that have a layout */
  int              n_pairs;      /* (grid, layout) pairs */
  guint8           smallest[SDM_N_CELLS];
  GHashTable      *grids;        /* the grids as strings of digits */
  GPtrArray       *ordered;      /* the same, as found: in increasing order */
} Brute;

static char *
grid_key (const guint8 *values)
{
  char *key = g_malloc (SDM_N_CELLS + 1);

  for (int c = 0; c < SDM_N_CELLS; c++)
    key[c] = '0' + values[c];
  key[SDM_N_CELLS] = '\0';
  return key;
}

static void
collect_grid (const SdmGrid *grid, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, *grid);
}

static gboolean
brute_allows (const guint8 *values, int c, int v)
{
  for (int i = 0; i < 20; i++)
    if (values[sdm_peers[c][i]] == v)
      return FALSE;
  return TRUE;
}

/* Every Sudoku completion in reading order, smallest digit first; keep those that the
 * dominoes can cover. */
static void
brute_grids (Brute *b, int c)
{
  while (c < SDM_N_CELLS && b->values[c])
    c++;
  if (c == SDM_N_CELLS)
    {
      int layouts = count_layouts (b->puzzle, b->values, 1000);

      if (layouts > 0)
        {
          if (b->n_grids++ == 0)
            memcpy (b->smallest, b->values, SDM_N_CELLS);
          g_hash_table_add (b->grids, grid_key (b->values));
          g_ptr_array_add (b->ordered, grid_key (b->values));
          b->n_pairs += layouts;
        }
      return;
    }
  for (int v = 1; v <= 9; v++)
    if (brute_allows (b->values, c, v))
      {
        b->values[c] = v;
        brute_grids (b, c + 1);
        b->values[c] = 0;
      }
}

/* Drop clues from puzzles with many clues until several grids (and grids with several
 * layouts) appear, and compare the solver's counts and smallest grid with brute force. */
static void
test_distinct_grids_and_lexmin (void)
{
  g_autoptr(GArray) puzzles = load ("public.in");
  int ambiguous = 0, layouts_exceed_grids = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      SdmPuzzle base = g_array_index (puzzles, SdmPuzzle, i);

      if (base.n_clues < 30)
        continue;
      for (int drop = 8; drop <= 20; drop += 4)
        {
          SdmPuzzle puzzle = base;
          SdmSolveOptions any = { .order = SDM_SOLVE_ANY, .limit = 100000, .cancel = NULL };
          SdmSolveOptions lexmin = { .order = SDM_SOLVE_LEXMIN, .limit = 100000, .cancel = NULL };
          SdmSolveOptions one = { .order = SDM_SOLVE_LEXMIN, .limit = 1, .cancel = NULL };
          SdmGrid a[2], l[2], o[2];
          Brute b = { &puzzle };
          g_autoptr(GHashTable) brute_set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_autoptr(GArray) each = g_array_new (FALSE, FALSE, sizeof (SdmGrid));
          g_autoptr(GPtrArray) ordered = g_ptr_array_new_with_free_func (g_free);
          int n;

          b.grids = brute_set;
          b.ordered = ordered;
          any.each = collect_grid;
          any.each_data = each;

          /* Drop the first @drop clues (dominoes come in random order in the file). */
          for (int k = 0; k < drop; k++)
            for (int h = 0; h < 2; h++)
              puzzle.givens[puzzle.clues[k].cells[h]] = 0;
          memmove (puzzle.clues, puzzle.clues + drop, (puzzle.n_clues - drop) * sizeof puzzle.clues[0]);
          puzzle.n_clues -= drop;

          memcpy (b.values, puzzle.givens, SDM_N_CELLS);
          brute_grids (&b, 0);
          g_assert_cmpint (b.n_grids, >=, 1);

          n = sdm_solve (&puzzle, &any, a);
          g_assert_cmpint (n, ==, b.n_grids);
          assert_solution (&puzzle, &a[0]);
          /* every grid handed to the callback: brute force's grids, each once, with a layout */
          g_assert_cmpuint (each->len, ==, (guint) n);
          for (guint k = 0; k < each->len; k++)
            {
              const SdmGrid *grid = &g_array_index (each, SdmGrid, k);
              char *key = grid_key (grid->values);

              assert_solution (&puzzle, grid);
              g_assert_true (g_hash_table_contains (brute_set, key));
              g_assert_true (g_hash_table_add (listed, key));
            }
          g_assert_cmpmem (g_array_index (each, SdmGrid, 0).values, SDM_N_CELLS, a[0].values, SDM_N_CELLS);
          g_assert_cmpint (sdm_solve (&puzzle, &lexmin, l), ==, b.n_grids);
          g_assert_cmpmem (l[0].values, SDM_N_CELLS, b.smallest, SDM_N_CELLS);
          assert_solution (&puzzle, &l[0]);
          /* limit 1 still gives the smallest grid */
          g_assert_cmpint (sdm_solve (&puzzle, &one, o), ==, 1);
          g_assert_cmpmem (o[0].values, SDM_N_CELLS, b.smallest, SDM_N_CELLS);
          if (n >= 2)
            {
              assert_solution (&puzzle, &a[1]);
              assert_solution (&puzzle, &l[1]);
              g_assert_true (memcmp (a[0].values, a[1].values, SDM_N_CELLS) != 0);
              g_assert_true (memcmp (l[0].values, l[1].values, SDM_N_CELLS) != 0);
              ambiguous++;
            }
          /* SDM_SOLVE_ASCENDING: brute force's grids in its order (increasing), every one
           * and the first 3 */
          for (guint j = 0; j < 2; j++)
            {
              guint limit = j == 0 ? 3 : 100000;
              g_autoptr(GArray) up = g_array_new (FALSE, FALSE, sizeof (SdmGrid));
              SdmSolveOptions ascending = { .order = SDM_SOLVE_ASCENDING, .limit = limit,
                                            .each = collect_grid, .each_data = up };
              guint want = MIN ((guint) b.n_grids, limit);

              g_assert_cmpint (sdm_solve (&puzzle, &ascending, NULL), ==, (int) want);
              g_assert_cmpuint (up->len, ==, want);
              for (guint k = 0; k < want; k++)
                {
                  g_autofree char *key = grid_key (g_array_index (up, SdmGrid, k).values);

                  assert_solution (&puzzle, &g_array_index (up, SdmGrid, k));
                  g_assert_cmpstr (key, ==, g_ptr_array_index (ordered, k));
                }
            }
          layouts_exceed_grids += b.n_pairs > b.n_grids;
          g_test_message ("puzzle %u drop %d: %d grids, %d (grid, layout) pairs", i, drop, b.n_grids, b.n_pairs);
        }
    }
  /* The cases above did exercise what they are meant to. */
  g_assert_cmpint (ambiguous, >=, 3);
  g_assert_cmpint (layouts_exceed_grids, >=, 3);
}

/* Counting stops at the limit; the two solutions returned differ. */
static void
test_limit (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  SdmPuzzle puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 3, .cancel = NULL };
  SdmGrid solutions[2];

  /* Without its clues, only the nine isolated digits are left: very many grids. */
  memset (puzzle.givens, 0, sizeof puzzle.givens);
  for (int d = 0; d < 9; d++)
    puzzle.givens[puzzle.isolated[d]] = d + 1;
  puzzle.n_clues = 0;
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 3);
  assert_solution (&puzzle, &solutions[0]);
  assert_solution (&puzzle, &solutions[1]);
  g_assert_true (memcmp (solutions[0].values, solutions[1].values, SDM_N_CELLS) != 0);
  options.limit = 0;   /* means 1 */
  g_assert_cmpint (sdm_solve (&puzzle, &options, NULL), ==, 1);
}

/* ---- No solution, bad puzzles, cancellation ---------------------------------------- */

static void
test_no_solution (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  SdmPuzzle puzzle;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = NULL };
  SdmGrid solutions[2];

  /* The first sample with one clue's digits swapped: still well formed, no grid. */
  puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  for (int i = 0; i < puzzle.n_clues; i++)
    {
      SdmDominoClue *clue = &puzzle.clues[i];
      guint8 t = clue->digits[0];

      clue->digits[0] = clue->digits[1];
      clue->digits[1] = t;
      puzzle.givens[clue->cells[0]] = clue->digits[0];
      puzzle.givens[clue->cells[1]] = clue->digits[1];
      {
        g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

        if (sdm_rules_find_puzzle_clashes (&puzzle, clashes) == 0)
          break;
      }
    }
  g_assert_true (sdm_sudominoku_puzzle_is_consistent (&puzzle));
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 0);
  options.order = SDM_SOLVE_LEXMIN;
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 0);

  /* A corner cell walled in by isolated cells: no domino can cover it. */
  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOMINOKU);
  for (int d = 0; d < 9; d++)
    {
      static const int cells[9] = { 1, 9, 30, 43, 56, 69, 80, 24, 48 };

      puzzle.isolated[d] = cells[d];
      puzzle.givens[cells[d]] = d + 1;
    }
  g_assert_true (sdm_sudominoku_puzzle_is_consistent (&puzzle));
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 0);

  /* Inconsistent puzzles give 0 rather than a crash. */
  puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  puzzle.clues[1] = puzzle.clues[0];   /* the same domino twice */
  g_assert_false (sdm_sudominoku_puzzle_is_consistent (&puzzle));
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 0);
  puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  puzzle.isolated[3] = puzzle.isolated[4];
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 0);
  puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  puzzle.isolated[0] = SDM_NO_CELL;
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 0);
  puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  puzzle.clues[0].cells[1] = puzzle.clues[0].cells[0] + 20;   /* not adjacent */
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 0);
}

static void
test_cancel (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  SdmPuzzle puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  gint cancel = 1;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = G_MAXUINT, .cancel = &cancel };

  memset (puzzle.givens, 0, sizeof puzzle.givens);
  for (int d = 0; d < 9; d++)
    puzzle.givens[puzzle.isolated[d]] = d + 1;
  puzzle.n_clues = 0;
  g_assert_cmpint (sdm_solve (&puzzle, &options, NULL), ==, SDM_SOLVE_CANCELLED);
  g_assert_cmpuint (options.nodes, <=, 2048);
}

/* Isolated digits 1-9 at @names ("A1" ...), no clue domino. */
static void
isolated_only (SdmPuzzle *puzzle, const char *const names[9])
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (int d = 0; d < 9; d++)
    {
      int c = (names[d][0] - 'A') * 9 + (names[d][1] - '1');

      puzzle->isolated[d] = c;
      puzzle->givens[c] = d + 1;
    }
}

/* Puzzles no layout can cover are decided within a node budget (these ran for hours):
 * the nine isolated cells all on one colour of the checkerboard (the 72 others
 * are 32 of one colour, 40 of the other), a board whose overall colours balance but with
 * a closed region (box 1, walled in by isolated cells) of 9 cells, and a layout of the
 * benchmark that only a perfect matching of the free cells refutes. */
static void
test_no_tiling (void)
{
  const char *const one_colour[9] = { "A1", "B6", "C9", "D4", "E9", "F4", "G7", "H2", "I7" };
  const char *const odd_region[9] = { "A4", "B4", "C4", "D1", "D2", "D3", "E5", "G7", "I9" };
  /* colours balance in every region; no perfect matching deeper down (ran for minutes) */
  const char *const no_matching[9] = { "F8", "H3", "B6", "I6", "C5", "E7", "I8", "G2", "G9" };
  const char *const *layouts[] = { one_colour, odd_region, no_matching };
  const guint64 budget[] = { 1000, 1000, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (layouts); i++)
    for (int limit = 1; limit <= 2; limit++)
      {
        SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = limit, .max_nodes = budget[i] };
        SdmPuzzle puzzle;

        isolated_only (&puzzle, layouts[i]);
        g_assert_true (sdm_sudominoku_puzzle_is_consistent (&puzzle));
        g_assert_cmpint (sdm_solve (&puzzle, &options, NULL), ==, 0);
        g_test_message ("layout %u: %" G_GUINT64_FORMAT " nodes", i, options.nodes);
        g_assert_cmpuint (options.nodes, <=, budget[i]);
        options.order = SDM_SOLVE_LEXMIN;
        g_assert_cmpint (sdm_solve (&puzzle, &options, NULL), ==, 0);
      }
}

/* Isolated digits at @names with the first @n_clues clues of the public puzzle that has
 * them (none: any nine cells). */
static void
public_cut (SdmPuzzle *puzzle, const char *const names[9], int n_clues)
{
  g_autoptr(GArray) puzzles = load ("public.in");

  isolated_only (puzzle, names);
  for (guint i = 0; i < puzzles->len && n_clues > 0; i++)
    {
      const SdmPuzzle *full = &g_array_index (puzzles, SdmPuzzle, i);

      if (memcmp (full->isolated, puzzle->isolated, sizeof full->isolated) != 0)
        continue;
      for (int j = 0; j < n_clues; j++)
        {
          const SdmDominoClue *clue = &full->clues[j];

          puzzle->clues[puzzle->n_clues++] = *clue;
          puzzle->givens[clue->cells[0]] = clue->digits[0];
          puzzle->givens[clue->cells[1]] = clue->digits[1];
        }
      return;
    }
  g_assert_cmpint (n_clues, ==, 0);
}

/* Nearly empty boards with several grids, the slowest of the benchmark's few-clue
 * layouts: counted up to 2 within a node budget that the search without restarts and
 * probes exceeded (by the figure after each), with two distinct valid grids. */
static void
test_few_clues (void)
{
  static const struct {
    const char *names[9];
    int         n_clues;
    guint64     before;
  } cases[] = {
    { { "D5", "G2", "B3", "G3", "E9", "G1", "B5", "E1", "I7" }, 0, 209565 },
    { { "I5", "B9", "H4", "H9", "H7", "C6", "D6", "A1", "F2" }, 0, 908633 },
    { { "C1", "I3", "E6", "D3", "H2", "D7", "G5", "I9", "F9" }, 0, 347914 },
    { { "F4", "F8", "E7", "C2", "I8", "G6", "D8", "A3", "H5" }, 1, 682266 },
    { { "F4", "F8", "E7", "C2", "I8", "G6", "D8", "A3", "H5" }, 2, 2332386 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = 200000 };
      SdmGrid solutions[2];
      SdmPuzzle puzzle;

      public_cut (&puzzle, cases[i].names, cases[i].n_clues);
      g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 2);
      g_test_message ("case %u: %" G_GUINT64_FORMAT " nodes (%" G_GUINT64_FORMAT " before)",
                      i, options.nodes, cases[i].before);
      g_assert_cmpuint (options.nodes, <, cases[i].before);
      assert_solution (&puzzle, &solutions[0]);
      assert_solution (&puzzle, &solutions[1]);
      g_assert_true (memcmp (solutions[0].values, solutions[1].values, SDM_N_CELLS) != 0);
    }
}

/* Lone digits only, the slowest layouts of the sudominoku-commands benchmark until the free
 * cells' matching dropped the edges that lie in none of its perfect matchings: the count up
 * to 2 and the smallest grid within node budgets (the smallest grid of the first took 12.8
 * million nodes before, 13 s; the second's count 6.7 s and its smallest 15.9 s), and the
 * smallest grid the one the slower search found. */
static void
test_few_clues_matching (void)
{
  static const struct {
    const char *names[9];
    const char *smallest;
    guint64     count_budget, smallest_budget;   /* now about 400 / 115,000 and 22,000 / 37,000 */
  } cases[] = {
    { { "F1", "I9", "F8", "F5", "D5", "B6", "H1", "C5", "B8" },
      "213479568458236197679185243942357681536918724187642935821794356764523819395861472",
      100000, 500000 },
    { { "A9", "D6", "D4", "C2", "B3", "C3", "F5", "E5", "D3" },
      "237456891185239476946718235569342187714685923823971564652193748371824659498567312",
      100000, 500000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SdmSolveOptions count = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = cases[i].count_budget };
      SdmSolveOptions smallest = { .order = SDM_SOLVE_LEXMIN, .limit = 1,
                                   .max_nodes = cases[i].smallest_budget };
      SdmGrid solutions[2];
      guint8 expected[SDM_N_CELLS];
      SdmPuzzle puzzle;

      for (int c = 0; c < SDM_N_CELLS; c++)
        expected[c] = cases[i].smallest[c] - '0';
      isolated_only (&puzzle, cases[i].names);
      g_assert_cmpint (sdm_solve (&puzzle, &count, solutions), ==, 2);
      assert_solution (&puzzle, &solutions[0]);
      assert_solution (&puzzle, &solutions[1]);
      g_assert_cmpint (sdm_solve (&puzzle, &smallest, solutions), ==, 1);
      g_test_message ("layout %u: count %" G_GUINT64_FORMAT " nodes, smallest %" G_GUINT64_FORMAT,
                      i, count.nodes, smallest.nodes);
      assert_solution (&puzzle, &solutions[0]);
      g_assert_cmpmem (solutions[0].values, SDM_N_CELLS, expected, SDM_N_CELLS);
    }
}

/* Restarts keep the count exact: on few-clue boards with the first rows of a public
 * solution given, and 0-2 of its clues, a count up to 2 (restarts) agrees with a count up
 * to 3 (one complete search, no restarts), and "one" is the public grid. Each answer
 * occurs on a board that needed more than one run. */
static void
test_few_clues_exact (void)
{
  g_autoptr(GArray) puzzles = load ("public.in");
  g_autofree char *out = read_fixture ("public.out");
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  int seen[3] = { 0, 0, 0 }, restarted[3] = { 0, 0, 0 };

  /* twelve puzzles (N = 14-20) whose boards include two "one"s that go through restarts,
   * and puzzle 36, the only one of the 52 whose boards include a "none" that still does
   * since the free cells' matching drops edges (drop_unmatched()): the others add time,
   * not cases */
  static const guint picked[] = { 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 35 };

  for (guint t = 0; t < G_N_ELEMENTS (picked); t++)
    {
      guint i = picked[t];
      const SdmPuzzle *full = &g_array_index (puzzles, SdmPuzzle, i);
      guint8 grid[SDM_N_CELLS];

      /* "Puzzle k" then 9 lines of digits */
      for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
          grid[r * 9 + c] = lines[i * 10 + 1 + r][c] - '0';
      for (int k = 0; k < 3; k++)
        {
          SdmSolveOptions two = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = 1000000 };
          SdmSolveOptions three = { .order = SDM_SOLVE_ANY, .limit = 3, .max_nodes = 1000000 };
          SdmGrid solutions[2];
          SdmPuzzle puzzle;
          int n;

          sdm_puzzle_init (&puzzle, SDM_KIND_SUDOMINOKU);
          memcpy (puzzle.isolated, full->isolated, sizeof puzzle.isolated);
          for (int d = 0; d < 9; d++)
            puzzle.givens[puzzle.isolated[d]] = d + 1;
          /* a third of the puzzles: row A's givens rotated by one, which rarely leaves a
           * grid; another third: rows A-B given, each clue turned round (a "none" that
           * takes a search) */
          for (int c = 0; c < (i % 3 == 2 ? 18 : 27); c++)
            puzzle.givens[c] = i % 3 == 1 && c < 9 ? grid[(c + 1) % 9] : grid[c];
          for (int d = 0; d < 9; d++)
            if (puzzle.isolated[d] < 27)
              puzzle.givens[puzzle.isolated[d]] = d + 1;
          for (int j = 0; j < k; j++)
            {
              const SdmDominoClue *clue = &full->clues[j];

              SdmDominoClue *given = &puzzle.clues[puzzle.n_clues++];

              *given = *clue;
              if (i % 3 == 2)
                {
                  given->digits[0] = clue->digits[1];
                  given->digits[1] = clue->digits[0];
                }
              puzzle.givens[given->cells[0]] = given->digits[0];
              puzzle.givens[given->cells[1]] = given->digits[1];
            }
          n = sdm_solve (&puzzle, &two, solutions);
          g_assert_cmpint (n, >=, 0);
          g_assert_cmpint (n, ==, MIN (sdm_solve (&puzzle, &three, NULL), 2));
          if (n >= 1)
            assert_solution (&puzzle, &solutions[0]);
          if (n == 1 && i % 3 == 0)
            g_assert_cmpmem (solutions[0].values, SDM_N_CELLS, grid, SDM_N_CELLS);
          seen[n]++;
          restarted[n] += two.nodes > 1000;   /* RESTART_UNIT */
        }
    }
  g_test_message ("none %d, one %d, several %d; restarted %d, %d, %d", seen[0], seen[1], seen[2],
                  restarted[0], restarted[1], restarted[2]);
  for (int n = 0; n < 3; n++)
    g_assert_cmpint (restarted[n], >, 0);
}

/* Past the node budget the search says it could not decide, whatever it found by then; a
 * budget large enough changes nothing. */
static void
test_budget (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  SdmPuzzle puzzle = g_array_index (puzzles, SdmPuzzle, 0);
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .max_nodes = 1 };
  SdmGrid solutions[2];
  guint64 needed;

  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, SDM_SOLVE_OUT_OF_BUDGET);
  g_assert_cmpuint (options.nodes, <=, 2);
  options.max_nodes = 0;
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 1);
  needed = options.nodes;
  g_assert_cmpuint (needed, >, 1);
  options.max_nodes = needed;
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 1);
  options.max_nodes = needed - 1;
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, SDM_SOLVE_OUT_OF_BUDGET);
  options.order = SDM_SOLVE_LEXMIN;
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, SDM_SOLVE_OUT_OF_BUDGET);

  /* an empty grid has many solutions: the limit is met at once, the budget never */
  puzzle.n_clues = 0;
  memset (puzzle.givens, 0, sizeof puzzle.givens);
  for (int d = 0; d < 9; d++)
    puzzle.givens[puzzle.isolated[d]] = d + 1;
  options.order = SDM_SOLVE_ANY;
  options.max_nodes = 1;
  options.deadline = g_get_monotonic_time () - 1;   /* already past: polled, not per node */
  g_assert_cmpint (sdm_solve (&puzzle, &options, NULL), ==, SDM_SOLVE_OUT_OF_BUDGET);
}

static void
count_grid (const SdmGrid *grid, gpointer user_data)
{
  (*(guint *) user_data)++;
}

/* Every entry point with a budget says "out of budget" when it runs out, never a partial
 * answer: on nine lone digits in rows A-G (no clue domino; the smallest grid takes about
 * 55,000 nodes, the count 40,000), any grid, the smallest, a count and a listing
 * (--all-limit) with a tiny budget, and the smallest with enough budget for the count but
 * not for the search for the smallest; a refinement cut short that way once
 * returned the unrefined grid as the smallest (`solve --timeout 0.3` printed 369724815...
 * for 346125789...). */
static void
test_budget_honest (void)
{
  const char *const names[9] = { "C3", "A5", "D6", "E7", "B3", "G5", "F5", "B1", "G2" };
  const SdmSolveOrder orders[] = { SDM_SOLVE_ANY, SDM_SOLVE_ANY, SDM_SOLVE_LEXMIN, SDM_SOLVE_ANY };
  const guint limits[] = { 1, 2, 1, 100 };
  const guint8 first_row[9] = { 3, 4, 6, 1, 2, 5, 7, 8, 9 };
  SdmSolveOptions count = { .order = SDM_SOLVE_ANY, .limit = 2 };
  SdmSolveOptions full = { .order = SDM_SOLVE_LEXMIN, .limit = 1 };
  SdmGrid solutions[2], smallest[2];
  SdmPuzzle puzzle;

  isolated_only (&puzzle, names);
  for (guint i = 0; i < G_N_ELEMENTS (orders); i++)
    {
      guint listed = 0;
      SdmSolveOptions options = { .order = orders[i], .limit = limits[i], .max_nodes = 10,
                                  .each = limits[i] > 2 ? count_grid : NULL, .each_data = &listed };

      g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, SDM_SOLVE_OUT_OF_BUDGET);
      g_assert_cmpuint (listed, ==, 0);
    }

  g_assert_cmpint (sdm_solve (&puzzle, &count, NULL), ==, 2);
  g_assert_cmpint (sdm_solve (&puzzle, &full, smallest), ==, 1);
  g_test_message ("count %" G_GUINT64_FORMAT " nodes, smallest %" G_GUINT64_FORMAT,
                  count.nodes, full.nodes);
  g_assert_cmpmem (smallest[0].values, 9, first_row, 9);
  assert_solution (&puzzle, &smallest[0]);
  /* one search in reading order, not a search per cell and digit (639,813 nodes) */
  g_assert_cmpuint (full.nodes, <, 200000);
  /* budgets from the count's to the smallest's: out of budget, or the smallest itself */
  for (guint64 budget = count.nodes + 1; budget < full.nodes; budget *= 4)
    {
      SdmSolveOptions options = { .order = SDM_SOLVE_LEXMIN, .limit = 1, .max_nodes = budget };

      g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, SDM_SOLVE_OUT_OF_BUDGET);
    }
}

/* The same puzzle turned over (transposed, digits relabelled) has the turned-over answer:
 * the search order must not matter. */
static void
test_isomorphs (void)
{
  g_autoptr(GArray) puzzles = load ("public.in");
  static const guint8 relabel[10] = { 0, 4, 7, 1, 9, 2, 8, 3, 6, 5 };

  for (guint i = 0; i < puzzles->len; i += 3)
    {
      const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, i);
      SdmPuzzle turned;
      SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = NULL };
      SdmGrid a[2], b[2];

#define T(c) (sdm_cell_col (c) * 9 + sdm_cell_row (c))
      sdm_puzzle_init (&turned, SDM_KIND_SUDOMINOKU);
      for (int c = 0; c < SDM_N_CELLS; c++)
        turned.givens[T (c)] = relabel[puzzle->givens[c]];
      for (int d = 1; d <= 9; d++)
        turned.isolated[relabel[d] - 1] = T (puzzle->isolated[d - 1]);
      turned.n_clues = puzzle->n_clues;
      for (int k = 0; k < puzzle->n_clues; k++)
        for (int h = 0; h < 2; h++)
          {
            turned.clues[k].cells[h] = T (puzzle->clues[k].cells[h]);
            turned.clues[k].digits[h] = relabel[puzzle->clues[k].digits[h]];
          }
      g_assert_cmpint (sdm_solve (puzzle, &options, a), ==, 1);
      g_assert_cmpint (sdm_solve (&turned, &options, b), ==, 1);
      assert_solution (&turned, &b[0]);
      for (int c = 0; c < SDM_N_CELLS; c++)
        g_assert_cmpint (b[0].values[T (c)], ==, relabel[a[0].values[c]]);
#undef T
    }
}

/* sdm_sudominoku_find_layout: a valid layout, the same one every time, none for a grid
 * the dominoes cannot cover. */
static void
test_find_layout (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, 1);
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 1, .cancel = NULL };
  SdmGrid solutions[2], grid;
  guint8 again[SDM_N_CELLS];

  g_assert_cmpint (sdm_solve (puzzle, &options, solutions), ==, 1);
  grid = solutions[0];
  g_assert_true (sdm_sudominoku_find_layout (puzzle, grid.values, grid.partner));
  assert_solution (puzzle, &grid);
  g_assert_true (sdm_sudominoku_find_layout (puzzle, grid.values, again));
  g_assert_cmpmem (again, SDM_N_CELLS, grid.partner, SDM_N_CELLS);
  g_assert_cmpmem (again, SDM_N_CELLS, solutions[0].partner, SDM_N_CELLS);

  /* The same grid with no clues and isolated cells that wall in the corner r1c1: a valid
   * Sudoku that agrees with the givens, but no layout. */
  {
    SdmPuzzle walled;
    int n = 2;

    sdm_puzzle_init (&walled, SDM_KIND_SUDOMINOKU);
    walled.isolated[grid.values[1] - 1] = 1;
    walled.isolated[grid.values[9] - 1] = 9;
    for (int c = 40; n < 9; c++)
      if (walled.isolated[grid.values[c] - 1] == SDM_NO_CELL)
        {
          walled.isolated[grid.values[c] - 1] = c;
          n++;
        }
    for (int d = 0; d < 9; d++)
      walled.givens[walled.isolated[d]] = d + 1;
    g_assert_true (sdm_sudominoku_puzzle_is_consistent (&walled));
    g_assert_false (sdm_sudominoku_find_layout (&walled, grid.values, NULL));
  }
}

/* ---- The domino rules --------------------------------------------------------------- */

static gboolean
has_clash (GArray *clashes, SdmClashKind kind, int cell)
{
  for (guint i = 0; i < clashes->len; i++)
    {
      const SdmClash *c = &g_array_index (clashes, SdmClash, i);

      if (c->kind == kind && (cell < 0 || c->cells[0] == cell || c->cells[1] == cell))
        return TRUE;
    }
  return FALSE;
}

static void
test_rules (void)
{
  g_autoptr(GArray) puzzles = load ("boj4574-sample.in");
  const SdmPuzzle *puzzle = &g_array_index (puzzles, SdmPuzzle, 0);
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 1, .cancel = NULL };
  SdmGrid solutions[2], grid;
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  int a = -1, b = -1;

  g_assert_cmpint (sdm_solve (puzzle, &options, solutions), ==, 1);
  g_assert_cmpuint (sdm_rules_find_clashes (puzzle, &solutions[0], clashes), ==, 0);
  g_assert_true (sdm_rules_is_solution (puzzle, &solutions[0]));

  /* The puzzle's own starting position is clean. */
  g_assert_cmpuint (sdm_rules_find_puzzle_clashes (puzzle, clashes), ==, 0);

  /* Link an isolated cell to a neighbour: a domino over an isolated cell, and the
   * neighbour's old domino broken (its other cell now unlinked). */
  grid = solutions[0];
  for (int d = 0; d < 9 && a < 0; d++)
    {
      int c = puzzle->isolated[d];

      for (int dir = 0; dir < 2 && a < 0; dir++)
        {
          int n = sdm_cell_neighbour (c, dir ? SDM_DIRECTION_DOWN : SDM_DIRECTION_RIGHT);

          if (n >= 0 && !sdm_puzzle_cell_is_isolated (puzzle, n))
            a = c, b = n;
        }
    }
  g_assert_cmpint (a, >=, 0);
  sdm_grid_link (&grid, a, b);
  g_assert_cmpuint (sdm_rules_find_clashes (puzzle, &grid, clashes), >=, 1);
  g_assert_true (has_clash (clashes, SDM_CLASH_DOMINO_ON_ISOLATED, a));
  g_assert_false (sdm_rules_is_solution (puzzle, &grid));
  g_array_set_size (clashes, 0);

  /* Break a clue: link its first cell elsewhere. */
  grid = solutions[0];
  {
    const SdmDominoClue *clue = &puzzle->clues[0];
    int c = clue->cells[0], other = -1;

    for (int o = 0; o < SDM_N_CELLS; o++)
      if (sdm_cells_adjacent (c, o) && o != clue->cells[1])
        {
          other = o;
          break;
        }
    sdm_grid_link (&grid, c, other);
    sdm_rules_find_clashes (puzzle, &grid, clashes);
    g_assert_true (has_clash (clashes, SDM_CLASH_CLUE_BROKEN, MIN (c, clue->cells[1])));
    g_array_set_size (clashes, 0);
  }

  /* The same pair on two dominoes, and a domino with one digit twice. */
  {
    SdmPuzzle bare;
    SdmGrid g;
    g_autofree char *text = NULL;

    sdm_puzzle_init (&bare, SDM_KIND_SUDOMINOKU);
    for (int d = 0; d < 9; d++)
      bare.isolated[d] = 72 + d;
    sdm_grid_init (&g);
    g.values[0] = 2; g.values[1] = 9; sdm_grid_link (&g, 0, 1);
    g.values[30] = 9; g.values[39] = 2; sdm_grid_link (&g, 30, 39);
    g.values[50] = 5; g.values[51] = 5; sdm_grid_link (&g, 50, 51);
    g_assert_cmpuint (sdm_rules_find_clashes (&bare, &g, clashes), >=, 2);
    g_assert_true (has_clash (clashes, SDM_CLASH_DOMINO_TWICE, 30));
    g_assert_true (has_clash (clashes, SDM_CLASH_DOMINO_DOUBLE, 50));
    for (guint i = 0; i < clashes->len; i++)
      {
        g_autofree char *what = sdm_clash_describe (&g_array_index (clashes, SdmClash, i));

        g_assert_nonnull (what);
        if (g_array_index (clashes, SdmClash, i).kind == SDM_CLASH_DOMINO_TWICE)
          g_assert_cmpstr (what, ==, "domino 2-9 is used twice: at r1c1 and at r4c4");
      }
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudominoku-solver/sample", test_sample);
  g_test_add_func ("/sudominoku-solver/public", test_public);
  g_test_add_func ("/sudominoku-solver/public-meta", test_public_meta);
  g_test_add_func ("/sudominoku-solver/several-layouts", test_several_layouts);
  g_test_add_func ("/sudominoku-solver/distinct-grids-and-lexmin", test_distinct_grids_and_lexmin);
  g_test_add_func ("/sudominoku-solver/limit", test_limit);
  g_test_add_func ("/sudominoku-solver/no-solution", test_no_solution);
  g_test_add_func ("/sudominoku-solver/cancel", test_cancel);
  g_test_add_func ("/sudominoku-solver/no-tiling", test_no_tiling);
  g_test_add_func ("/sudominoku-solver/budget", test_budget);
  g_test_add_func ("/sudominoku-solver/few-clues", test_few_clues);
  g_test_add_func ("/sudominoku-solver/budget-honest", test_budget_honest);
  g_test_add_func ("/sudominoku-solver/few-clues-exact", test_few_clues_exact);
  g_test_add_func ("/sudominoku-solver/few-clues-matching", test_few_clues_matching);
  g_test_add_func ("/sudominoku-solver/isomorphs", test_isomorphs);
  g_test_add_func ("/sudominoku-solver/find-layout", test_find_layout);
  g_test_add_func ("/sudominoku-solver/rules", test_rules);

  return g_test_run ();
}
