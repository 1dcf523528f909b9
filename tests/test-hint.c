/* test-hint.c: hints from a player's position, the sentences, the ladder and the tasks. */
#include "sdm-hint.h"
#include "sdm-test-logic-util.h"

#include <stdio.h>

/* The first puzzle of tests/data/logic-puzzles.txt. */
static const char puzzle_line[] =
  "...7.8....87.5..3.....31....5.3.9..7....1...62.6.......3.1.6..28...7..9.57.....8.";

static void
load (SdmPuzzle *puzzle, guint8 solution[81])
{
  g_assert_true (sdm_test_parse_line (puzzle_line, puzzle));
  g_assert_cmpint (sdm_test_count (puzzle->givens, 2, solution), ==, 1);
}

static void
test_mistake (void)
{
  SdmPuzzle puzzle;
  guint8 solution[81], values[81] = { 0 };
  SdmHint hint;
  g_autofree char *text = NULL;
  g_auto(GStrv) moves = NULL;
  int wrong = -1;

  load (&puzzle, solution);
  /* Two right digits and one wrong one. */
  for (int c = 0, n = 0; c < 81 && n < 2; c++)
    if (!puzzle.givens[c])
      values[c] = solution[c], n++;
  for (int c = 80; c >= 0; c--)
    if (!puzzle.givens[c])
      {
        wrong = c;
        values[c] = solution[c] % 9 + 1;
        break;
      }
  {
    SdmGrid position;

    sdm_grid_init (&position);
    memcpy (position.values, values, 81);
    g_assert_true (sdm_hint_compute (&puzzle, &position, NULL, NULL, &hint));
  }
  g_assert_cmpint (hint.kind, ==, SDM_HINT_MISTAKE);
  g_assert_cmpuint (hint.n_wrong_digits, ==, 1);
  g_assert_true (hint.wrong_digits[wrong]);
  text = sdm_hint_describe (&hint, 1);
  g_assert_cmpstr (text, ==, "1 digit differs from the solution.");
  moves = sdm_hint_dup_moves (&hint);
  g_assert_cmpuint (g_strv_length (moves), ==, 1);
  g_assert_cmpstr (moves[0], ==, "v r9c9 0");
  g_assert_cmpint (wrong, ==, 80);

  /* Pencil marks that leave out the solution's digit are a mistake too. */
  {
    guint16 pencil[81] = { 0 };
    int c = 0;

    while (puzzle.givens[c])
      c++;
    pencil[c] = 0x1ff & ~(1u << (solution[c] - 1));
    g_assert_true (sdm_hint_compute (&puzzle, NULL, pencil, NULL, &hint));
    g_assert_cmpint (hint.kind, ==, SDM_HINT_MISTAKE);
    g_assert_cmpuint (hint.n_wrong_digits, ==, 0);
    g_assert_cmpuint (hint.n_wrong_pencil, ==, 1);
    g_assert_true (hint.wrong_pencil[c]);
  }
}

static void
test_ladder (void)
{
  SdmPuzzle puzzle;
  guint8 solution[81];
  SdmHint hint;
  g_autofree char *one = NULL, *two = NULL;
  g_auto(GStrv) moves = NULL;

  load (&puzzle, solution);
  g_assert_true (sdm_hint_compute (&puzzle, NULL, NULL, NULL, &hint));
  g_assert_cmpint (hint.kind, ==, SDM_HINT_STEP);
  g_assert_cmpint (hint.step.technique, ==, SDM_TECH_HIDDEN_SINGLE);
  /* Checked by hand: rows 4 and 6 and columns 2 and 3 hold a 7, so box 4 has one place
   * left for it. */
  one = sdm_hint_describe (&hint, 1);
  g_assert_cmpstr (one, ==, "Hidden single in box 4");
  two = sdm_hint_describe (&hint, 2);
  g_assert_cmpstr (two, ==, "In box 4, 7 can only go in row 5, column 1.");
  g_assert_cmpuint (hint.step.n_cells, ==, 1);
  g_assert_cmpint (hint.step.cells[0], ==, sdm_cell (4, 0));
  moves = sdm_hint_dup_moves (&hint);
  g_assert_cmpstrv (moves, ((const char *const[]) { "v r5c1 7", NULL }));

  /* After the player's pencil marks rule out 7 elsewhere... the same step, still. And a
   * finished grid is solved. */
  {
    SdmGrid position;

    sdm_grid_init (&position);
    memcpy (position.values, solution, 81);
    g_assert_true (sdm_hint_compute (&puzzle, &position, NULL, NULL, &hint));
  }
  g_assert_cmpint (hint.kind, ==, SDM_HINT_SOLVED);
}

static void
test_sentences (void)
{
  SdmStep step;
  g_autofree char *row = NULL, *col = NULL;
  g_autoptr(GPtrArray) lines = sdm_test_read_lines ("logic-regression.txt");

  /* The example, from a hand-made step record. */
  memset (&step, 0, sizeof step);
  step.technique = SDM_TECH_HIDDEN_SINGLE;
  step.digits = 1u << 6;
  step.n_units = 1;
  step.units[0] = 3;
  step.n_cells = 1;
  step.cells[0] = sdm_cell (3, 1);
  step.domino = -1;
  step.link[0] = step.link[1] = SDM_NO_CELL;
  step.place[sdm_cell (3, 1)] = 7;
  row = sdm_step_describe (&step);
  g_assert_cmpstr (row, ==, "In row 4, 7 can only go in column 2.");
  step.units[0] = 9 + 1;
  col = sdm_step_describe (&step);
  g_assert_cmpstr (col, ==, "In column 2, 7 can only go in row 4.");

  /* Every technique's cases read as a sentence that names what the step removes. */
  for (guint i = 0; i < lines->len; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines->pdata[i], ":", -1);
      g_autofree char *text = NULL;
      SdmLogic logic;

      sdm_test_read_position (f[1], f[2], &logic);
      if (!sdm_logic_find (&logic, sdm_technique_from_string (f[0]), &step))
        continue;
      text = sdm_step_describe (&step);
      g_test_message ("%s: %s", f[0], text);
      g_assert_nonnull (text);
      g_assert_null (strchr (text, '%'));
      g_assert_true (g_str_has_suffix (text, "."));
      for (int c = 0; c < 81; c++)
        if (step.eliminate[c])
          {
            g_autofree char *name = g_strdup_printf ("r%dc%d", c / 9 + 1, c % 9 + 1);

            g_assert_nonnull (strstr (text, name));
          }
    }
}

/* Play the moves of a hint on a simulated position, as SdmGame would. */
static void
play_moves (GStrv moves, SdmGrid *position, guint16 pencil[81])
{
  for (int i = 0; moves[i]; i++)
    {
      char kind, sign, dir[8] = "";
      int r, c, d = 0, cell;

      g_assert_cmpint (sscanf (moves[i], "%c r%dc%d", &kind, &r, &c), ==, 3);
      cell = (r - 1) * 9 + (c - 1);
      switch (kind)
        {
        case 'v':
          g_assert_cmpint (sscanf (moves[i], "v r%*dc%*d %d", &d), ==, 1);
          position->values[cell] = d;
          break;
        case 'p':
          g_assert_cmpint (sscanf (moves[i], "p r%*dc%*d %c%d", &sign, &d), ==, 2);
          if (sign == '+')
            pencil[cell] |= 1u << (d - 1);
          else
            pencil[cell] &= ~(1u << (d - 1));
          break;
        case 'l':
          g_assert_cmpint (sscanf (moves[i], "l r%*dc%*d %7s", dir), ==, 1);
          sdm_grid_link (position, cell, cell + (strcmp (dir, "right") == 0 ? 1 : 9));
          break;
        case 'u':
          sdm_grid_unlink (position, cell);
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

/* Taking hint after hint, applying each, finishes the puzzle: no step repeats itself
 * because its effect was invisible to the player. */
static void
solve_by_hints (const SdmPuzzle *puzzle, const guint8 solution[81])
{
  SdmGrid position;
  guint16 pencil[81] = { 0 };
  SdmHint hint;
  int n = 0;

  sdm_puzzle_to_grid (puzzle, &position);
  for (;;)
    {
      g_auto(GStrv) moves = NULL;

      g_assert_true (sdm_hint_compute (puzzle, &position, pencil, NULL, &hint));
      if (hint.kind == SDM_HINT_SOLVED)
        break;
      g_assert_true (hint.kind == SDM_HINT_STEP || hint.kind == SDM_HINT_GUESS);
      moves = sdm_hint_dup_moves (&hint);
      g_assert_cmpuint (g_strv_length (moves), >, 0);
      play_moves (moves, &position, pencil);
      g_assert_cmpint (++n, <, 400);
    }
  g_assert_cmpmem (position.values, 81, solution, 81);
  g_test_message ("%d hints", n);
}

static void
test_to_the_end (void)
{
  SdmPuzzle puzzle;
  guint8 solution[81];
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku-public.in", "sudominoku-public.meta.tsv");

  /* A Hard puzzle: eliminations (pencilled) as well as placements. */
  load (&puzzle, solution);
  solve_by_hints (&puzzle, solution);

  /* Sudominoku, with domino links along the way. */
  for (guint i = 0; i < 4; i++)
    {
      SdmTestDomino *entry = &g_array_index (set, SdmTestDomino, i);

      solve_by_hints (&entry->puzzle, entry->solution.values);
    }
}

static void
test_wrong_link (void)
{
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku-public.in", "sudominoku-public.meta.tsv");
  SdmTestDomino *entry = &g_array_index (set, SdmTestDomino, 0);
  SdmGrid position;
  SdmHint hint;
  int a = -1;
  g_auto(GStrv) moves = NULL;
  g_autofree char *text = NULL;

  /* Link two free neighbours whose digits, in the solution, repeat a clue's pair or are
   * equal: no layout of the solution has that domino. */
  sdm_puzzle_to_grid (&entry->puzzle, &position);
  for (int c = 0; c < 81 && a < 0; c++)
    {
      int o = sdm_cell_neighbour (c, SDM_DIRECTION_RIGHT);

      if (o < 0 || position.partner[c] != SDM_NO_CELL || position.partner[o] != SDM_NO_CELL
          || sdm_puzzle_cell_is_isolated (&entry->puzzle, c) || sdm_puzzle_cell_is_isolated (&entry->puzzle, o)
          || entry->solution.partner[c] == o)
        continue;
      for (int i = 0; i < entry->puzzle.n_clues; i++)
        if (sdm_domino_index (entry->puzzle.clues[i].digits[0], entry->puzzle.clues[i].digits[1])
            == sdm_domino_index (entry->solution.values[c], entry->solution.values[o]))
          a = c;
    }
  g_assert_cmpint (a, >=, 0);
  sdm_grid_link (&position, a, a + 1);
  g_assert_true (sdm_hint_compute (&entry->puzzle, &position, NULL, NULL, &hint));
  g_assert_cmpint (hint.kind, ==, SDM_HINT_MISTAKE);
  g_assert_cmpuint (hint.n_wrong_links, ==, 1);
  g_assert_true (hint.wrong_links[a]);
  text = sdm_hint_describe (&hint, 1);
  g_assert_cmpstr (text, ==, "1 linked pair of cells cannot be a domino of the solution.");
  moves = sdm_hint_dup_moves (&hint);
  g_assert_cmpuint (g_strv_length (moves), ==, 1);
  g_assert_true (g_str_has_prefix (moves[0], "u r"));

  /* A link of the solution's layout is fine. */
  sdm_puzzle_to_grid (&entry->puzzle, &position);
  for (int c = 0; c < 81; c++)
    if (entry->solution.partner[c] != SDM_NO_CELL && position.partner[c] == SDM_NO_CELL)
      {
        sdm_grid_link (&position, c, entry->solution.partner[c]);
        break;
      }
  g_assert_true (sdm_hint_compute (&entry->puzzle, &position, NULL, NULL, &hint));
  g_assert_cmpint (hint.kind, ==, SDM_HINT_STEP);
}

static void
on_hint (GObject *source, GAsyncResult *result, gpointer data)
{
  SdmHint **out = data;
  g_autoptr(GError) error = NULL;

  *out = sdm_hint_finish (result, &error);
  if (!*out)
    {
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      *out = GINT_TO_POINTER (1);
    }
}

static void
on_generate (GObject *source, GAsyncResult *result, gpointer data)
{
  SdmPuzzle *puzzle = data;
  g_autoptr(GError) error = NULL;

  if (!sdm_generate_finish (result, puzzle, NULL, &error))
    {
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      puzzle->n_clues = 99;
    }
}

static void
test_tasks (void)
{
  SdmPuzzle puzzle, made;
  guint8 solution[81];
  SdmHint *hint = NULL;
  SdmGenerateOptions options;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  load (&puzzle, solution);
  sdm_hint_async (&puzzle, NULL, NULL, NULL, on_hint, &hint);
  while (!hint)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (hint->kind, ==, SDM_HINT_STEP);
  g_free (hint);

  /* Cancelled before it runs: the result says so. */
  hint = NULL;
  g_cancellable_cancel (cancellable);
  sdm_hint_async (&puzzle, NULL, NULL, cancellable, on_hint, &hint);
  while (!hint)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (hint == GINT_TO_POINTER (1));

  sdm_generate_options_init (&options, SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, 3);
  memset (&made, 0, sizeof made);
  made.n_clues = 77;
  sdm_generate_async (&options, NULL, on_generate, &made);
  while (made.n_clues == 77)
    g_main_context_iteration (NULL, TRUE);
  {
    SdmGrade grade;

    sdm_grade_puzzle (&made, &grade);
    g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_EASY);
    g_assert_true (grade.solved);
  }
  made.n_clues = 77;
  sdm_generate_async (&options, cancellable, on_generate, &made);
  while (made.n_clues == 77)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (made.n_clues, ==, 99);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hint/mistake", test_mistake);
  g_test_add_func ("/hint/ladder", test_ladder);
  g_test_add_func ("/hint/sentences", test_sentences);
  g_test_add_func ("/hint/tasks", test_tasks);
  g_test_add_func ("/hint/to-the-end", test_to_the_end);
  g_test_add_func ("/hint/wrong-link", test_wrong_link);
  return g_test_run ();
}
