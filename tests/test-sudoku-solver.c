/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sudoku-solver: sdm_solve() on classic Sudoku.
 *
 * Every answer is checked by a checker written here (not sdm-rules), and the smallest
 * solution against a plain row-major backtracking search written here, or (where that
 * search would take too long) against its definition. */
#include <string.h>

#include "sdm-format.h"
#include "sdm-rules.h"
#include "sdm-solver.h"

/* ---- An independent checker and an independent lexmin search ------------------------- */

static gboolean
is_solution_of (const guint8 givens[81], const guint8 values[81])
{
  for (int i = 0; i < 9; i++)
    {
      guint row = 0, col = 0, box = 0;

      for (int j = 0; j < 9; j++)
        {
          int r = values[i * 9 + j], c = values[j * 9 + i];
          int b = values[(i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3];

          if (r < 1 || r > 9 || c < 1 || c > 9 || b < 1 || b > 9)
            return FALSE;
          row |= 1u << r;
          col |= 1u << c;
          box |= 1u << b;
        }
      if (row != 0x3fe || col != 0x3fe || box != 0x3fe)
        return FALSE;
    }
  for (int c = 0; c < 81; c++)
    if (givens[c] && givens[c] != values[c])
      return FALSE;
  return TRUE;
}

static gboolean
plain_fits (const guint8 v[81], int cell, int d)
{
  int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;

  for (int i = 0; i < 9; i++)
    if (v[r * 9 + i] == d || v[i * 9 + c] == d || v[(br + i / 3) * 9 + bc + i % 3] == d)
      return FALSE;
  return TRUE;
}

/* Row-major, digits ascending: the first solution it meets is the smallest. Gives up
 * (returns -1) after @budget nodes. */
static int
plain_lexmin (guint8 v[81], int cell, guint64 *budget)
{
  if (cell == 81)
    return 1;
  if (v[cell])
    return plain_lexmin (v, cell + 1, budget);
  for (int d = 1; d <= 9; d++)
    {
      int r;

      if (*budget == 0)
        return -1;
      (*budget)--;
      if (!plain_fits (v, cell, d))
        continue;
      v[cell] = d;
      r = plain_lexmin (v, cell + 1, budget);
      if (r != 0)
        return r;
      v[cell] = 0;
    }
  return 0;
}

/* ---- Helpers ------------------------------------------------------------------------- */

static GArray *
load_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));

  g_file_get_contents (path, &text, &len, &error);
  g_assert_no_error (error);
  g_assert_true (sdm_format_parse (text, len, name, SDM_FORMAT_AUTO, NULL, puzzles, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, >, 0);
  return puzzles;
}

static void
puzzle_from_string (SdmPuzzle *puzzle, const char *s)
{
  g_assert_cmpuint (strlen (s), ==, 81);
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
  for (int c = 0; c < 81; c++)
    puzzle->givens[c] = s[c] == '.' ? 0 : s[c] - '0';
}

static int
solve (const SdmPuzzle *puzzle, SdmSolveOrder order, guint limit, SdmGrid solutions[2])
{
  SdmSolveOptions options = { .order = order, .limit = limit };
  return sdm_solve (puzzle, &options, solutions);
}

/* ---- Tests --------------------------------------------------------------------------- */

static void
check_unique_set (const char *fixture)
{
  g_autoptr(GArray) puzzles = load_fixture (fixture);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SdmPuzzle *p = &g_array_index (puzzles, SdmPuzzle, i);
      SdmGrid any[2], unique[2], lexmin[2];

      g_assert_cmpint (solve (p, SDM_SOLVE_ANY, 1, any), ==, 1);
      g_assert_true (is_solution_of (p->givens, any[0].values));

      g_assert_cmpint (solve (p, SDM_SOLVE_ANY, 2, unique), ==, 1);
      g_assert_true (is_solution_of (p->givens, unique[0].values));
      g_assert_cmpmem (any[0].values, 81, unique[0].values, 81);

      /* The only solution is also the smallest. */
      g_assert_cmpint (solve (p, SDM_SOLVE_LEXMIN, 1, lexmin), ==, 1);
      g_assert_cmpmem (any[0].values, 81, lexmin[0].values, 81);
    }
}

static void
test_unique_17_clue (void)
{
  check_unique_set ("sudoku-17-clue.txt");
}

static void
test_unique_magictour (void)
{
  check_unique_set ("sudoku-magictour.txt");
}

static void
test_unique_hardest (void)
{
  check_unique_set ("sudoku-hardest.txt");
}

static void
test_contest_sample (void)
{
  g_autoptr(GArray) puzzles = load_fixture ("boj2239-sample.in");
  g_autoptr(GArray) expected = load_fixture ("boj2239-sample.out");
  SdmGrid solutions[2];

  g_assert_cmpint (solve (&g_array_index (puzzles, SdmPuzzle, 0), SDM_SOLVE_LEXMIN, 1, solutions), ==, 1);
  g_assert_cmpmem (solutions[0].values, 81, g_array_index (expected, SdmPuzzle, 0).givens, 81);
}

static void
test_multi (void)
{
  g_autoptr(GArray) puzzles = load_fixture ("sudoku-multi.txt");

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SdmPuzzle *p = &g_array_index (puzzles, SdmPuzzle, i);
      SdmGrid two[2], lexmin[2], many[2];
      guint8 plain[81];
      guint64 budget = 10 * 1000 * 1000;
      int n;

      /* Count up to 2: two different solutions. */
      g_assert_cmpint (solve (p, SDM_SOLVE_ANY, 2, two), ==, 2);
      g_assert_true (is_solution_of (p->givens, two[0].values));
      g_assert_true (is_solution_of (p->givens, two[1].values));
      g_assert_true (memcmp (two[0].values, two[1].values, 81) != 0);

      /* A higher limit counts further (these puzzles have 2 or more). */
      n = solve (p, SDM_SOLVE_ANY, 1000, many);
      g_assert_cmpint (n, >=, 2);
      g_assert_cmpint (n, <=, 1000);

      /* The smallest, compared with the plain row-major search. */
      g_assert_cmpint (solve (p, SDM_SOLVE_LEXMIN, 2, lexmin), ==, 2);
      memcpy (plain, p->givens, 81);
      g_assert_cmpint (plain_lexmin (plain, 0, &budget), ==, 1);
      g_assert_cmpmem (lexmin[0].values, 81, plain, 81);
      g_assert_true (is_solution_of (p->givens, lexmin[1].values));
      g_assert_true (memcmp (lexmin[0].values, lexmin[1].values, 81) < 0);

      /* limit 1 with lexmin still gives the smallest. */
      g_assert_cmpint (solve (p, SDM_SOLVE_LEXMIN, 1, lexmin), ==, 1);
      g_assert_cmpmem (lexmin[0].values, 81, plain, 81);
    }
}

static void
test_lexmin_empty (void)
{
  SdmPuzzle p;
  SdmGrid solutions[2];
  guint8 plain[81] = { 0 };
  guint64 budget = 1000 * 1000;

  sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
  g_assert_cmpint (plain_lexmin (plain, 0, &budget), ==, 1);
  g_assert_cmpint (solve (&p, SDM_SOLVE_LEXMIN, 2, solutions), ==, 2);
  g_assert_cmpmem (solutions[0].values, 81, plain, 81);
  /* The well-known smallest grid. */
  g_assert_cmpmem (solutions[0].values, 9, "\1\2\3\4\5\6\7\10\11", 9);
  g_assert_cmpmem (solutions[0].values + 9, 9, "\4\5\6\7\10\11\1\2\3", 9);
  g_assert_true (is_solution_of (p.givens, solutions[1].values));
  g_assert_true (memcmp (solutions[0].values, solutions[1].values, 81) != 0);
}

/* Check @best against the definition of the smallest solution: no solution keeps the
 * first i cells of @best and puts a smaller digit in cell i. */
static void
assert_lexmin_by_definition (const SdmPuzzle *p, const guint8 best[81])
{
  SdmPuzzle prefix = *p;

  g_assert_true (is_solution_of (p->givens, best));
  for (int c = 0; c < 81; c++)
    {
      for (int d = 1; d < best[c]; d++)
        if (p->givens[c] == 0)
          {
            SdmPuzzle q = prefix;
            q.givens[c] = d;
            g_assert_cmpint (solve (&q, SDM_SOLVE_ANY, 1, NULL), ==, 0);
          }
      prefix.givens[c] = best[c];
    }
}

static void
test_lexmin_anti_row_major (void)
{
  /* Puzzles built against row-major search: empty top rows, clues at the bottom, and the
   * well-known "anti brute force" puzzle with clues removed so that it has many
   * solutions. The plain search gives up on them; the definition decides. */
  const char *puzzles[] = {
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1............9",
    "......................................................9.8.7.6.54.3.2.1...........",
    "...............................................................987654321.........",
    "........................................................................987654321",
  };

  for (guint i = 0; i < G_N_ELEMENTS (puzzles); i++)
    {
      SdmPuzzle p;
      SdmGrid solutions[2];
      int n;

      puzzle_from_string (&p, puzzles[i]);
      n = solve (&p, SDM_SOLVE_LEXMIN, 2, solutions);
      g_assert_cmpint (n, >=, 1);
      assert_lexmin_by_definition (&p, solutions[0].values);
      if (n == 2)
        {
          g_assert_true (is_solution_of (p.givens, solutions[1].values));
          g_assert_true (memcmp (solutions[0].values, solutions[1].values, 81) < 0);
        }
    }
}

static void
test_no_solution (void)
{
  /* No unit holds a digit twice, but r1c9 can only be 9 and column 9 has one. */
  SdmPuzzle p;
  SdmGrid solutions[2];
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

  puzzle_from_string (&p, "12345678.........9...............................................................");
  g_assert_cmpuint (sdm_rules_find_puzzle_clashes (&p, clashes), ==, 0);
  g_assert_cmpint (solve (&p, SDM_SOLVE_ANY, 2, solutions), ==, 0);
  g_assert_cmpint (solve (&p, SDM_SOLVE_LEXMIN, 1, solutions), ==, 0);

  /* A complete grid with one cell changed. */
  puzzle_from_string (&p, "123456789456789123789123456214365897365897214897214365531642978642978531978531642");
  g_assert_cmpint (solve (&p, SDM_SOLVE_ANY, 2, solutions), ==, 1);
  g_assert_cmpmem (solutions[0].values, 81, p.givens, 81);
  p.givens[80] = 0;
  p.givens[79] = 0;
  p.givens[0] = 0;
  p.givens[1] = 0;
  g_assert_cmpint (solve (&p, SDM_SOLVE_ANY, 2, solutions), ==, 1);
}

static void
test_contradictory_givens (void)
{
  SdmPuzzle p;
  SdmGrid solutions[2];
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  SdmClash *clash;

  /* 5 twice in box 1 (r1c1 and r3c3). */
  sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
  p.givens[sdm_cell (0, 0)] = 5;
  p.givens[sdm_cell (2, 2)] = 5;
  g_assert_cmpint (solve (&p, SDM_SOLVE_ANY, 2, solutions), ==, 0);
  g_assert_cmpint (solve (&p, SDM_SOLVE_LEXMIN, 2, solutions), ==, 0);
  g_assert_cmpuint (sdm_rules_find_puzzle_clashes (&p, clashes), ==, 1);
  clash = &g_array_index (clashes, SdmClash, 0);
  g_assert_cmpint (clash->kind, ==, SDM_CLASH_DIGIT_TWICE);
  g_assert_cmpint (clash->cells[0], ==, 0);
  g_assert_cmpint (clash->cells[1], ==, 20);
  g_assert_cmpint (clash->unit, ==, 18);
}

/* Two equal givens: no solution exactly when the two cells share a row, a column or a box
 * (decided here from the coordinates), over every pair of cells and a digit that changes
 * with the pair; every kind of clash the loader checks (same row in two boxes, same
 * column within a band and across bands, same box). A given that is not a digit has no
 * solution either. */
static void
test_given_pairs (void)
{
  SdmPuzzle p;
  SdmGrid solutions[2];

  for (int a = 0; a < 81; a++)
    for (int b = a + 1; b < 81; b++)
      {
        int d = 1 + (a + b) % 9;
        gboolean peers = a / 9 == b / 9 || a % 9 == b % 9
                         || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);

        sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
        p.givens[a] = d;
        p.givens[b] = d;
        g_assert_cmpint (solve (&p, SDM_SOLVE_ANY, 2, solutions), ==, peers ? 0 : 2);
        if (!peers)
          g_assert_true (is_solution_of (p.givens, solutions[0].values));
      }

  for (int v = 10; v < 256; v += 41)
    {
      sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
      p.givens[80] = v;
      g_assert_cmpint (solve (&p, SDM_SOLVE_ANY, 2, solutions), ==, 0);
      sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
      p.givens[0] = v;
      g_assert_cmpint (solve (&p, SDM_SOLVE_ANY, 2, solutions), ==, 0);
    }
}

static void
test_cancel (void)
{
  SdmPuzzle p;
  gint cancel = 1;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = G_MAXUINT, .cancel = &cancel };

  /* The empty grid has billions of solutions: counting them all only ends by the flag. */
  sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
  g_assert_cmpint (sdm_solve (&p, &options, NULL), ==, SDM_SOLVE_CANCELLED);
  g_assert_cmpuint (options.nodes, >, 0);
  g_assert_cmpuint (options.nodes, <=, 10000);

  /* Without the flag the same search counts on to the limit. */
  cancel = 0;
  options.limit = 5000;
  g_assert_cmpint (sdm_solve (&p, &options, NULL), ==, 5000);
}

static void
test_limit_zero_means_one (void)
{
  SdmPuzzle p;
  SdmGrid solutions[2];
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 0 };

  sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
  g_assert_cmpint (sdm_solve (&p, &options, solutions), ==, 1);
  g_assert_true (is_solution_of (p.givens, solutions[0].values));
  for (int c = 0; c < 81; c++)
    g_assert_cmpint (solutions[0].partner[c], ==, SDM_NO_CELL);
}

static void
collect_grid (const SdmGrid *grid, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, *grid);
}

/* SdmSolveOptions.each lists every solution: a solved grid with one "deadly rectangle"
 * blanked has exactly two, the grid and the one with the rectangle's digits swapped; the
 * empty grid has as many as the limit allows, all different; lexmin searches call nothing. */
static void
test_each_solution (void)
{
  const char *solved = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
  g_autoptr(GArray) grids = g_array_new (FALSE, FALSE, sizeof (SdmGrid));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 10, .each = collect_grid,
                              .each_data = grids };
  SdmPuzzle p;
  guint8 swapped[81];
  int r1 = -1, r2 = -1, c1 = -1, c2 = -1;

  puzzle_from_string (&p, solved);
  /* two rows of a band, two columns of different stacks, digits a b / b a */
  for (int a = 0; a < 81 && r1 < 0; a++)
    for (int b = 0; b < 81 && r1 < 0; b++)
      {
        int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;

        if (ra < rb && ra / 3 == rb / 3 && ca / 3 < cb / 3 &&
            p.givens[ra * 9 + ca] == p.givens[rb * 9 + cb] &&
            p.givens[ra * 9 + cb] == p.givens[rb * 9 + ca])
          {
            r1 = ra;
            r2 = rb;
            c1 = ca;
            c2 = cb;
          }
      }
  g_assert_cmpint (r1, >=, 0);
  memcpy (swapped, p.givens, 81);
  swapped[r1 * 9 + c1] = p.givens[r1 * 9 + c2];
  swapped[r1 * 9 + c2] = p.givens[r1 * 9 + c1];
  swapped[r2 * 9 + c1] = p.givens[r2 * 9 + c2];
  swapped[r2 * 9 + c2] = p.givens[r2 * 9 + c1];
  p.givens[r1 * 9 + c1] = p.givens[r1 * 9 + c2] = p.givens[r2 * 9 + c1] = p.givens[r2 * 9 + c2] = 0;

  g_assert_cmpint (sdm_solve (&p, &options, NULL), ==, 2);
  g_assert_cmpuint (grids->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const guint8 *v = g_array_index (grids, SdmGrid, i).values;

      g_assert_true (is_solution_of (p.givens, v));
    }
  {
    guint8 want[81];
    const guint8 *first = g_array_index (grids, SdmGrid, 0).values;
    const guint8 *second = g_array_index (grids, SdmGrid, 1).values;

    for (int c = 0; c < 81; c++)
      want[c] = solved[c] - '0';
    g_assert_true ((memcmp (first, want, 81) == 0 && memcmp (second, swapped, 81) == 0) ||
                   (memcmp (first, swapped, 81) == 0 && memcmp (second, want, 81) == 0));
  }

  /* the empty grid: stopped at the limit, every grid valid and new */
  g_array_set_size (grids, 0);
  sdm_puzzle_init (&p, SDM_KIND_SUDOKU);
  options.limit = 50;
  g_assert_cmpint (sdm_solve (&p, &options, NULL), ==, 50);
  g_assert_cmpuint (grids->len, ==, 50);
  for (guint i = 0; i < grids->len; i++)
    {
      const guint8 *v = g_array_index (grids, SdmGrid, i).values;

      g_assert_true (is_solution_of (p.givens, v));
      g_assert_true (g_hash_table_add (seen, g_strndup ((const char *) v, 81)));
    }

  /* the smallest grid is found by several searches: none of them reports */
  g_array_set_size (grids, 0);
  options.order = SDM_SOLVE_LEXMIN;
  options.limit = 1;
  g_assert_cmpint (sdm_solve (&p, &options, NULL), ==, 1);
  g_assert_cmpuint (grids->len, ==, 0);
}

/* SDM_SOLVE_ASCENDING: the grids in increasing order, as a plain row-major fill lists them,
 * on grids with their last rows given (the fill searches the rows above from scratch for
 * each) and on one with two solutions; under a node
 * budget the grids handed over before it ran out are the first of that listing. */
typedef struct {
  guint8   v[81];
  GArray  *grids;    /* of 81 bytes each */
  guint    left;
} PlainFill;

static void
plain_fill (PlainFill *f, int c)
{
  if (f->left == 0)
    return;
  while (c < 81 && f->v[c])
    c++;
  if (c == 81)
    {
      g_array_append_vals (f->grids, f->v, 1);
      f->left--;
      return;
    }
  for (int d = 1; d <= 9 && f->left > 0; d++)
    {
      gboolean ok = TRUE;

      for (int i = 0; i < 81 && ok; i++)
        ok = !(f->v[i] == d && (i / 9 == c / 9 || i % 9 == c % 9
                                || (i / 27 == c / 27 && i % 9 / 3 == c % 9 / 3)));
      if (!ok)
        continue;
      f->v[c] = d;
      plain_fill (f, c + 1);
      f->v[c] = 0;
    }
}

static void
test_ascending (void)
{
  const char *puzzles[] = {
    "4689.15.77516.48.9392578461134756298289413675675289314846192753513867942927345186",
    "...............................................................987654321.........",
    "........................................................................987654321",
  };

  for (guint i = 0; i < G_N_ELEMENTS (puzzles); i++)
    {
      g_autoptr(GArray) up = g_array_new (FALSE, FALSE, sizeof (SdmGrid));
      SdmSolveOptions options = { .order = SDM_SOLVE_ASCENDING, .limit = 30,
                                  .each = collect_grid, .each_data = up };
      PlainFill f = { .grids = g_array_new (FALSE, FALSE, 81), .left = 30 };
      SdmGrid first[2];
      SdmPuzzle p;
      int n;

      puzzle_from_string (&p, puzzles[i]);
      memcpy (f.v, p.givens, 81);
      plain_fill (&f, 0);
      n = sdm_solve (&p, &options, first);
      g_assert_cmpint (n, ==, (int) f.grids->len);
      g_assert_cmpuint (up->len, ==, f.grids->len);
      for (guint k = 0; k < up->len; k++)
        g_assert_cmpmem (g_array_index (up, SdmGrid, k).values, 81, f.grids->data + 81 * k, 81);
      g_assert_cmpmem (first[0].values, 81, f.grids->data, 81);
      /* budgets: what came before SDM_SOLVE_OUT_OF_BUDGET is the listing's start */
      for (guint64 budget = 1; budget < 100000; budget *= 3)
        {
          g_autoptr(GArray) part = g_array_new (FALSE, FALSE, sizeof (SdmGrid));
          SdmSolveOptions cut = { .order = SDM_SOLVE_ASCENDING, .limit = 30, .max_nodes = budget,
                                  .each = collect_grid, .each_data = part };
          int m = sdm_solve (&p, &cut, NULL);

          g_assert_true (m == SDM_SOLVE_OUT_OF_BUDGET || m == n);
          g_assert_cmpuint (part->len, <=, up->len);
          for (guint k = 0; k < part->len; k++)
            g_assert_cmpmem (g_array_index (part, SdmGrid, k).values, 81, f.grids->data + 81 * k, 81);
        }
      g_array_unref (f.grids);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku-solver/unique/17-clue", test_unique_17_clue);
  g_test_add_func ("/sudoku-solver/unique/magictour", test_unique_magictour);
  g_test_add_func ("/sudoku-solver/unique/hardest", test_unique_hardest);
  g_test_add_func ("/sudoku-solver/contest-sample", test_contest_sample);
  g_test_add_func ("/sudoku-solver/multi", test_multi);
  g_test_add_func ("/sudoku-solver/lexmin/empty", test_lexmin_empty);
  g_test_add_func ("/sudoku-solver/lexmin/anti-row-major", test_lexmin_anti_row_major);
  g_test_add_func ("/sudoku-solver/no-solution", test_no_solution);
  g_test_add_func ("/sudoku-solver/contradictory-givens", test_contradictory_givens);
  g_test_add_func ("/sudoku-solver/given-pairs", test_given_pairs);
  g_test_add_func ("/sudoku-solver/cancel", test_cancel);
  g_test_add_func ("/sudoku-solver/each-solution", test_each_solution);
  g_test_add_func ("/sudoku-solver/ascending", test_ascending);
  g_test_add_func ("/sudoku-solver/limit-zero", test_limit_zero_means_one);

  return g_test_run ();
}
