/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hint.c: hints from a player's position, the sentences, the ladder and the tasks. */
#include "sdm-hint.h"
#include "sdm-puzzle-tasks.h"
#include "sdm-game-private.h"
#include "sdm-rules.h"
#include "sdm-solver.h"
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

    /* Beside a wrong digit they wait for the next hint: this one names, marks and mends
     * the digit only (the window marked the pencil cell too, unexplained). */
    {
      SdmGrid position;
      g_auto(GStrv) both = NULL;
      g_autofree char *two = NULL;
      int empty = 0;

      while (puzzle.givens[empty] || values[empty])
        empty++;
      memset (pencil, 0, sizeof pencil);
      pencil[empty] = 0x1ff & ~(1u << (solution[empty] - 1));
      sdm_grid_init (&position);
      memcpy (position.values, values, 81);
      g_assert_true (sdm_hint_compute (&puzzle, &position, pencil, NULL, &hint));
      g_assert_cmpint (hint.kind, ==, SDM_HINT_MISTAKE);
      g_assert_cmpuint (hint.n_wrong_digits, ==, 1);
      g_assert_cmpuint (hint.n_wrong_pencil, ==, 0);
      g_assert_false (hint.wrong_pencil[empty]);
      two = sdm_hint_describe (&hint, 2);
      g_assert_cmpstr (two, ==, "The digit in row 9, column 9 differs from the solution: Apply clears it.");
      both = sdm_hint_dup_moves (&hint);
      g_assert_cmpuint (g_strv_length (both), ==, 1);
      g_assert_cmpstr (both[0], ==, "v r9c9 0");
    }
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
  /* Checked by hand: row 4 and columns 2 and 3 hold a 7 (row 6 too), so box 4 has one
   * place left for it. */
  one = sdm_hint_describe (&hint, 1);
  g_assert_cmpstr (one, ==, "Hidden single in box 4. Look for a digit that has only one place left there.");
  two = sdm_hint_describe (&hint, 2);
  g_assert_cmpstr (two, ==, "In box 4, 7 can only go in row 5, column 1. The 7s in row 4 and columns 2 and 3 keep it out of the other cells.");
  /* The cell, then the 7s that say why: r4c9 (row 4), r2c3 (column 3), r9c2 (column
   * 2); row 6's 7 is not needed, its open cells being in columns 2 and 3. */
  g_assert_cmpuint (hint.step.n_cells, ==, 4);
  g_assert_cmpint (hint.step.cells[0], ==, sdm_cell (4, 0));
  g_assert_cmpint (hint.step.variant, ==, SDM_VARIANT_HIDDEN_SINGLE_SEEN);
  {
    guint8 witnesses[3] = { hint.step.cells[1], hint.step.cells[2], hint.step.cells[3] };
    const guint8 want[3] = { sdm_cell (1, 2), sdm_cell (3, 8), sdm_cell (8, 1) };

    for (int i = 0; i < 3; i++)
      for (int j = i + 1; j < 3; j++)
        if (witnesses[j] < witnesses[i])
          {
            guint8 t = witnesses[i];

            witnesses[i] = witnesses[j];
            witnesses[j] = t;
          }
    g_assert_cmpmem (witnesses, 3, want, 3);
  }
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
            g_autofree char *name = g_strdup_printf ("row %d, column %d", c / 9 + 1, c % 9 + 1);

            g_assert_nonnull (strstr (text, name));
          }
      /* Cells are named one way in every hint: never "r2c3". */
      for (const char *p = text; *p != '\0'; p++)
        g_assert_false (p[0] == 'r' && g_ascii_isdigit (p[1]) && p[2] == 'c' && g_ascii_isdigit (p[3]));
    }
}

/* A step record with nothing in it yet. */
static void
blank_step (SdmStep *step, SdmTechnique technique)
{
  memset (step, 0, sizeof *step);
  step->technique = technique;
  step->domino = -1;
  step->link[0] = step->link[1] = SDM_NO_CELL;
}

static void
add_cells (SdmStep *step, const int *cells, int n)
{
  for (int i = 0; i < n; i++)
    step->cells[step->n_cells++] = cells[i];
}

/* The first rung names the technique and the area, then says in plain words what to
 * look for there: a newcomer who has never heard of a "hidden single" still knows what
 * to search. Every technique has its own sentence. */
static void
test_first_rung (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (int t = 0; t < SDM_N_TECHNIQUES; t++)
    {
      SdmHint hint;
      const int cells[] = { sdm_cell (4, 1), sdm_cell (4, 2) };
      g_autofree char *text = NULL, *prefix = NULL;
      const char *look;

      memset (&hint, 0, sizeof hint);
      hint.kind = SDM_HINT_STEP;
      blank_step (&hint.step, (SdmTechnique) t);
      add_cells (&hint.step, cells, G_N_ELEMENTS (cells));
      text = sdm_hint_describe (&hint, 1);
      g_test_message ("%s", text);
      /* "Naked pair in box 4. Look for two cells there …" */
      prefix = g_strdup_printf ("%s in box 4. ", sdm_technique_get_name ((SdmTechnique) t));
      g_assert_true (g_str_has_prefix (text, prefix));
      look = text + strlen (prefix);
      g_assert_cmpuint (strlen (look), >, 20);
      g_assert_true (g_str_has_suffix (look, "."));
      g_assert_null (strchr (text, '%'));
      /* No two techniques ask to look for the same thing. */
      g_assert_true (g_hash_table_add (seen, g_strdup (look)));
    }

  /* A hint of a real puzzle reads the same way: the unit, then the sentence. */
  {
    SdmPuzzle puzzle;
    guint8 solution[81];
    SdmHint hint;
    g_autofree char *one = NULL;

    load (&puzzle, solution);
    g_assert_true (sdm_hint_compute (&puzzle, NULL, NULL, NULL, &hint));
    one = sdm_hint_describe (&hint, 1);
    g_assert_cmpstr (one, ==, "Hidden single in box 4. Look for a digit that has only one place "
                              "left there.");
    g_assert_cmpint (sdm_hint_get_area (&hint), ==, 18 + 3);
    /* A hint that is not a step names no area. */
    hint.kind = SDM_HINT_SOLVED;
    g_assert_cmpint (sdm_hint_get_area (&hint), ==, -1);
  }
}

/* Sentences checked word for word, for the cases where the wording depends on the
 * step: why a naked single is single, which colouring rule, two digits of a trial,
 * units of one kind, eliminations in groups. */
static void
test_sentences_exact (void)
{
  SdmStep step;
  SdmLogic logic;
  SdmPuzzle empty;
  char *text;

  /* Naked single: the eight other digits in its row... */
  g_assert_true (sdm_test_parse_line ("12345678..................................................."
                                      "......................", &empty));
  sdm_logic_init (&logic, &empty, NULL, NULL);
  g_assert_true (sdm_logic_find_naked_single (&logic, &step));
  g_assert_cmpint (step.variant, ==, 0);
  text = sdm_step_describe (&step);
  g_assert_cmpstr (text, ==, "Only 9 can go in row 1, column 9: every other digit is already "
                             "in its row, column or box.");
  g_free (text);
  /* ... or candidates removed by earlier steps (here: all but 5 of r1c1). */
  sdm_test_read_position (".................................................................................",
                          "111 211 311 411 611 711 811 911", &logic);
  g_assert_true (sdm_logic_find_naked_single (&logic, &step));
  g_assert_cmpint (step.cells[0], ==, 0);
  g_assert_cmpint (step.variant, ==, 1);
  text = sdm_step_describe (&step);
  g_assert_cmpstr (text, ==, "Only 5 is left for row 1, column 1: the steps so far ruled out "
                             "every other digit.");
  g_free (text);

  /* Simple colouring, a cell outside the chain that sees both colours... */
  blank_step (&step, SDM_TECH_SIMPLE_COLOURING);
  step.digits = 1u << 2;
  add_cells (&step, (const int[]) { sdm_cell (0, 0), sdm_cell (0, 2), sdm_cell (4, 0), sdm_cell (4, 2) }, 4);
  step.colour_b = 0x6;
  step.eliminate[sdm_cell (4, 6)] = 1u << 2;
  step.n_eliminated = 1;
  text = sdm_step_describe (&step);
  g_assert_cmpstr (text, ==, "Follow 3 through the units where it has only two places: along row 1, column 1; "
                             "row 1, column 3; row 5, column 1 and row 5, column 3 it is true and false "
                             "by turns, so one of the two colours holds 3 and a cell that sees both "
                             "cannot: remove 3 from row 5, column 7.");
  g_free (text);
  /* ... and a colour that sees itself: its own cells lose the digit. */
  step.eliminate[sdm_cell (4, 6)] = 0;
  step.eliminate[sdm_cell (0, 0)] = step.eliminate[sdm_cell (4, 2)] = 1u << 2;
  step.n_eliminated = 2;
  text = sdm_step_describe (&step);
  g_assert_cmpstr (text, ==, "Follow 3 through the units where it has only two places: along row 1, column 1; "
                             "row 1, column 3; row 5, column 1 and row 5, column 3 it is true and false "
                             "by turns. Two cells of one colour see each other, so that colour is "
                             "false: remove 3 from row 1, column 1 and row 5, column 3.");
  g_free (text);

  /* A trial on a cell with three digits where two fail. */
  blank_step (&step, SDM_TECH_FORCING_CHAIN);
  step.digits = (1u << 3) | (1u << 6);
  add_cells (&step, (const int[]) { sdm_cell (1, 2) }, 1);
  step.eliminate[sdm_cell (1, 2)] = step.digits;
  step.n_eliminated = 2;
  text = sdm_step_describe (&step);
  g_assert_cmpstr (text, ==, "Whether row 2, column 3 held 4 or 7, the singles that follow would "
                             "run into a contradiction: remove 4 and 7 from row 2, column 3.");
  g_free (text);

  /* X-Wing: columns 1 and 3 (base), rows 1 and 5 (cover). */
  blank_step (&step, SDM_TECH_X_WING);
  step.digits = 1u << 2;
  step.n_units = 4;
  memcpy (step.units, (const guint8[]) { 9, 11, 0, 4 }, 4);
  add_cells (&step, (const int[]) { sdm_cell (0, 0), sdm_cell (0, 2), sdm_cell (4, 0), sdm_cell (4, 2) }, 4);
  step.eliminate[sdm_cell (4, 6)] = step.eliminate[sdm_cell (0, 8)] = 1u << 2;
  step.n_eliminated = 2;
  text = sdm_step_describe (&step);
  g_assert_cmpstr (text, ==, "In columns 1 and 3, 3 can only go in rows 1 and 5, so it goes nowhere "
                             "else in rows 1 and 5: remove 3 from row 1, column 9 and row 5, column 7.");
  g_free (text);

  /* Naked pair: cells losing the same digits grouped, groups apart. */
  blank_step (&step, SDM_TECH_NAKED_PAIR);
  step.digits = (1u << 3) | (1u << 8);
  step.n_units = 1;
  step.units[0] = 18 + 6;
  add_cells (&step, (const int[]) { sdm_cell (6, 0), sdm_cell (6, 2) }, 2);
  step.eliminate[sdm_cell (7, 1)] = step.eliminate[sdm_cell (7, 2)] = 1u << 3;
  step.eliminate[sdm_cell (8, 2)] = (1u << 3) | (1u << 8);
  step.n_eliminated = 4;
  text = sdm_step_describe (&step);
  g_assert_cmpstr (text, ==, "In box 7, the cells row 7, column 1 and row 7, column 3 hold only 4 and 9 "
                             "between them, so those digits go nowhere else there: remove 4 from "
                             "row 8, column 2 and row 8, column 3; 4 and 9 from row 9, column 3.");
  g_free (text);
}

/* Taking hint after hint, applying each through the game (one move each), finishes the
 * puzzle, the dominoes of a Sudominoku included: no step repeats itself because its
 * effect was invisible to the player. */
static void
solve_by_hints (const SdmPuzzle *puzzle, const guint8 solution[81])
{
  g_autoptr(SdmGame) game = sdm_game_new_quiet (puzzle);
  guint16 pencil[81];
  SdmHint hint;
  guint n = 0;

  sdm_game_set_auto_clean_pencil (game, FALSE);
  for (;;)
    {
      for (int c = 0; c < 81; c++)
        pencil[c] = (guint16) sdm_game_get_pencil (game, c);
      g_assert_true (sdm_hint_compute (puzzle, sdm_game_get_grid (game), pencil, NULL, &hint));
      if (hint.kind == SDM_HINT_SOLVED)
        break;
      g_assert_true (hint.kind == SDM_HINT_STEP || hint.kind == SDM_HINT_GUESS);
      g_assert_true (sdm_game_apply_hint (game, &hint, NULL));
      g_assert_cmpuint (sdm_game_get_n_moves (game), ==, ++n);
      g_assert_cmpuint (n, <, 400);
    }
  g_assert_cmpmem (sdm_game_get_grid (game)->values, 81, solution, 81);
  g_assert_true (sdm_game_get_solved (game));
  g_test_message ("%u hints", n);
}

static void
test_to_the_end (void)
{
  SdmPuzzle puzzle;
  guint8 solution[81];
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku/public.in", "sudominoku/public.meta.tsv");

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

/* Issue 15, defect 3: a Sudominoku with all 81 digits right and no domino linked is not
 * "solved": the hint teaches the next domino, and applying hint after hint links them all. */
static void
test_dominoes_after_digits (void)
{
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku/public.in", "sudominoku/public.meta.tsv");

  for (guint i = 0; i < 4; i++)
    {
      SdmTestDomino *entry = &g_array_index (set, SdmTestDomino, i);
      g_autoptr(SdmGame) game = sdm_game_new_quiet (&entry->puzzle);
      SdmHint hint;
      guint n = 0;

      for (int c = 0; c < 81; c++)
        if (!entry->puzzle.givens[c])
          g_assert_true (sdm_game_set_value (game, c, entry->solution.values[c], NULL));
      g_assert_false (sdm_game_get_solved (game));
      g_assert_cmpuint (sdm_game_get_n_dominoes_left (game), >, 0);
      for (;;)
        {
          g_autofree char *text = NULL;

          g_assert_true (sdm_hint_compute (&entry->puzzle, sdm_game_get_grid (game), NULL, NULL, &hint));
          if (sdm_game_get_solved (game))
            break;
          g_assert_cmpint (hint.kind, !=, SDM_HINT_SOLVED);
          g_assert_true (hint.kind == SDM_HINT_STEP || hint.kind == SDM_HINT_GUESS);
          text = sdm_hint_describe (&hint, 1);
          g_assert_cmpstr (text, !=, "The puzzle is solved.");
          g_assert_true (sdm_game_apply_hint (game, &hint, NULL));
          g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 81 - 9 - 2 * (guint) entry->puzzle.n_clues + ++n);
          g_assert_cmpuint (n, <=, 36);
        }
      g_assert_cmpint (hint.kind, ==, SDM_HINT_SOLVED);
      g_assert_cmpuint (sdm_game_get_n_dominoes_left (game), ==, 0);
      g_test_message ("puzzle %u: %u domino hints", i, n);
    }
}

/* Issue 15, defect 4: the hint for wrong pencil marks moves forward: level 2 names the
 * cell, Apply puts the left-out digit back (one move), and the next hint is another. */
static void
test_wrong_pencil_apply (void)
{
  SdmPuzzle puzzle;
  guint8 solution[81];
  g_autoptr(SdmGame) game = NULL;
  guint16 pencil[81];
  SdmHint hint;
  g_autofree char *one = NULL, *two = NULL;
  guint n_before;
  int c = 0;

  load (&puzzle, solution);
  game = sdm_game_new_quiet (&puzzle);
  while (puzzle.givens[c])
    c++;
  for (int d = 1; d <= 9; d++)
    if (d != solution[c] && (d == 1 || d == 2 || d == 3 || d == solution[c] % 9 + 1))
      g_assert_true (sdm_game_toggle_pencil (game, c, d, NULL));
  for (int i = 0; i < 81; i++)
    pencil[i] = (guint16) sdm_game_get_pencil (game, i);
  g_assert_true (sdm_hint_compute (&puzzle, sdm_game_get_grid (game), pencil, NULL, &hint));
  g_assert_cmpint (hint.kind, ==, SDM_HINT_MISTAKE);
  one = sdm_hint_describe (&hint, 1);
  two = sdm_hint_describe (&hint, 2);
  g_assert_cmpstr (one, !=, two);
  {
    g_autofree char *name = sdm_cell_describe (c);

    g_assert_nonnull (strstr (two, name));
  }
  n_before = sdm_game_get_n_moves (game);
  g_assert_true (sdm_game_apply_hint (game, &hint, NULL));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n_before + 1);
  g_assert_true (sdm_game_get_pencil (game, c) & (1u << (solution[c] - 1)));
  for (int i = 0; i < 81; i++)
    pencil[i] = (guint16) sdm_game_get_pencil (game, i);
  g_assert_true (sdm_hint_compute (&puzzle, sdm_game_get_grid (game), pencil, NULL, &hint));
  g_assert_cmpint (hint.kind, !=, SDM_HINT_MISTAKE);
}

static void
test_wrong_link (void)
{
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku/public.in", "sudominoku/public.meta.tsv");
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
on_hint_error (GObject *source, GAsyncResult *result, gpointer data)
{
  GError **out = data;

  g_assert_null (sdm_hint_finish (result, out));
  g_assert_nonnull (*out);
}

/* Out of budget, a hint is no hint: nine lone digits (no clue domino) whose uniqueness
 * takes about 40,000 nodes, with a budget of 10. The task fails with the message the
 * window shows for a solver that could not decide in time. */
static void
test_budget (void)
{
  const char *const names[9] = { "C3", "A5", "D6", "E7", "B3", "G5", "F5", "B1", "G2" };
  g_autoptr(GError) error = NULL;
  SdmPuzzle puzzle;
  SdmHint hint;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOMINOKU);
  for (int d = 0; d < 9; d++)
    {
      int c = (names[d][0] - 'A') * 9 + (names[d][1] - '1');

      puzzle.isolated[d] = c;
      puzzle.givens[c] = d + 1;
    }
  g_assert_cmpint (sdm_hint_compute_within (&puzzle, NULL, NULL, NULL, 10, 0, &hint), ==,
                   SDM_SOLVE_OUT_OF_BUDGET);
  g_assert_cmpint (sdm_hint_compute_within (&puzzle, NULL, NULL, NULL, 0,
                                            g_get_monotonic_time () - 1, &hint), ==,
                   SDM_SOLVE_OUT_OF_BUDGET);

  sdm_game_tasks_set_node_budget (10);
  sdm_hint_async (&puzzle, NULL, NULL, NULL, on_hint_error, &error);
  while (!error)
    g_main_context_iteration (NULL, TRUE);
  sdm_game_tasks_set_node_budget (0);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
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

static void
on_async (GObject *source, GAsyncResult *result, gpointer user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static GAsyncResult *
wait_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

/* One SdmDifficulty from one grade: a generated game knows the difficulty asked for (its
 * grade, checked here), a loaded one is graded once and keeps it; asking again grades
 * nothing (the kept value comes back even after the puzzle's grade would differ). */
static void
test_game_difficulty (void)
{
  SdmGenerateOptions options;
  g_autoptr(GAsyncResult) made = NULL, first = NULL, again = NULL;
  g_autoptr(SdmGame) game = NULL, loaded = NULL;
  g_autoptr(GError) error = NULL;
  SdmDifficulty difficulty = SDM_DIFFICULTY_EASY;
  SdmPuzzle puzzle;
  guint8 solution[81];
  SdmGrade grade;

  sdm_generate_options_init (&options, SDM_KIND_SUDOKU, SDM_DIFFICULTY_HARD, 11);
  sdm_generate_async (&options, NULL, on_async, &made);
  game = sdm_generate_game_finish (wait_result (&made), &error);
  g_assert_no_error (error);
  g_assert_true (sdm_game_get_difficulty (game, &difficulty));
  g_assert_cmpint (difficulty, ==, SDM_DIFFICULTY_HARD);
  sdm_grade_puzzle (sdm_game_get_puzzle (game), &grade);
  g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_HARD);

  load (&puzzle, solution);
  loaded = sdm_game_new (&puzzle);
  g_assert_false (sdm_game_get_difficulty (loaded, NULL));
  sdm_game_grade_async (loaded, NULL, on_async, &first);
  g_assert_true (sdm_game_grade_finish (wait_result (&first), &difficulty, &error));
  g_assert_no_error (error);
  sdm_grade_puzzle (&puzzle, &grade);
  g_assert_cmpint (difficulty, ==, grade.difficulty);
  g_assert_true (sdm_game_get_difficulty (loaded, &difficulty));
  g_assert_cmpint (difficulty, ==, grade.difficulty);

  /* Kept: set by hand to another level, the next "grade" returns it without grading. */
  sdm_game_set_difficulty (loaded, SDM_DIFFICULTY_GUESSING);
  sdm_game_grade_async (loaded, NULL, on_async, &again);
  g_assert_true (sdm_game_grade_finish (wait_result (&again), &difficulty, &error));
  g_assert_cmpint (difficulty, ==, SDM_DIFFICULTY_GUESSING);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hint/mistake", test_mistake);
  g_test_add_func ("/hint/ladder", test_ladder);
  g_test_add_func ("/hint/sentences", test_sentences);
  g_test_add_func ("/hint/sentences-exact", test_sentences_exact);
  g_test_add_func ("/hint/first-rung", test_first_rung);
  g_test_add_func ("/hint/tasks", test_tasks);
  g_test_add_func ("/hint/to-the-end", test_to_the_end);
  g_test_add_func ("/hint/wrong-link", test_wrong_link);
  g_test_add_func ("/hint/dominoes-after-digits", test_dominoes_after_digits);
  g_test_add_func ("/hint/wrong-pencil-apply", test_wrong_pencil_apply);
  g_test_add_func ("/hint/budget", test_budget);
  g_test_add_func ("/hint/game-difficulty", test_game_difficulty);
  return g_test_run ();
}
