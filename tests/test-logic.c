/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-logic.c: every technique against the regression library, and every step the
 * logic solver takes on the test puzzles against the puzzles' solutions. */
#include "sdm-test-logic-util.h"
#include "sdm-bits.h"

static void
test_regression (void)
{
  g_autoptr(GPtrArray) lines = sdm_test_read_lines ("logic-regression.txt");
  int per_technique[SDM_N_TECHNIQUES] = { 0 };

  g_assert_cmpuint (lines->len, >, 0);
  for (guint i = 0; i < lines->len; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines->pdata[i], ":", -1);
      guint16 want_elim[81] = { 0 };
      guint8 want_place[81] = { 0 };
      SdmLogic logic;
      SdmStep step;
      SdmTechnique t;
      gboolean expect, found;

      g_test_message ("case %u: %s", i, (char *) lines->pdata[i]);
      g_assert_cmpuint (g_strv_length (f), ==, 6);
      t = sdm_technique_from_string (f[0]);
      g_assert_cmpint (t, >=, 0);
      sdm_test_read_position (f[1], f[2], &logic);
      sdm_test_parse_candidates (f[3], want_elim, NULL);
      sdm_test_parse_candidates (f[4], NULL, want_place);
      expect = f[3][0] || f[4][0] || f[5][0];
      found = sdm_logic_find (&logic, t, &step);
      g_assert_cmpint (found, ==, expect);
      if (!found)
        continue;
      per_technique[t]++;
      g_assert_cmpint (step.technique, ==, t);
      for (int c = 0; c < 81; c++)
        {
          g_assert_cmphex (step.eliminate[c], ==, want_elim[c]);
          g_assert_cmpint (step.place[c], ==, want_place[c]);
        }
      {
        g_autoptr(GString) link = g_string_new (NULL);

        sdm_test_write_link (link, &step);
        g_assert_cmpstr (link->str, ==, f[5]);
      }
      /* The step changes the state, and what it proves is there to see. */
      g_assert_cmpuint (step.n_cells, >, 0);
      {
        gboolean cuts = FALSE;

        for (int c = 0; c < 81; c++)
          cuts |= step.cut[c] != 0;
        g_assert_true (step.n_eliminated > 0 || step.n_placed > 0 || step.link[0] != SDM_NO_CELL || cuts);
      }
    }
  for (int t = 0; t < SDM_N_TECHNIQUES; t++)
    {
      g_test_message ("%s: %d cases", sdm_technique_to_string (t), per_technique[t]);
      g_assert_cmpint (per_technique[t], >=, 2);
    }
}

static gboolean
peers (int a, int b)
{
  return a != b && (sdm_cell_row (a) == sdm_cell_row (b) || sdm_cell_col (a) == sdm_cell_col (b)
                    || sdm_cell_box (a) == sdm_cell_box (b));
}

/* A single's witnesses (cells[1..]): the placed digits a player points at to see it. A
 * hidden single's are @d placed outside the unit, each seeing one of its open cells that
 * no earlier one sees, and with SDM_VARIANT_HIDDEN_SINGLE_SEEN they leave no open cell
 * but the target unseen (without it, one is: ruled out by an earlier step). A naked
 * single's are peers holding each other digit once, all eight with
 * SDM_VARIANT_NAKED_SINGLE_PEERS. Returns how many there were. */
static int
check_witnesses (const SdmLogic *logic, const SdmStep *step)
{
  int target = step->cells[0], d = sdm_lowest_digit (step->digits);

  g_assert_cmpint (step->place[target], ==, d);
  g_assert_cmpint (step->reason[0], ==, SDM_REASON_NONE);
  for (int i = 1; i < step->n_cells; i++)
    g_assert_cmpint (step->reason[i], ==, SDM_REASON_SEES);
  if (step->technique == SDM_TECH_HIDDEN_SINGLE)
    {
      int u = step->units[0];
      guint seen = 0, open = 0;

      for (int i = 1; i < step->n_cells; i++)
        {
          int w = step->cells[i];
          guint fresh = 0;

          g_assert_cmpint (logic->values[w], ==, d);
          for (int k = 0; k < 9; k++)
            {
              int c = sdm_units[u][k];

              g_assert_cmpint (c, !=, w);
              if (c != target && !logic->values[c] && peers (c, w))
                fresh |= (1u << k) & ~seen;
            }
          g_assert_cmpuint (fresh, !=, 0);
          seen |= fresh;
        }
      for (int k = 0; k < 9; k++)
        if (sdm_units[u][k] != target && !logic->values[sdm_units[u][k]])
          open |= 1u << k;
      if (step->variant == SDM_VARIANT_HIDDEN_SINGLE_SEEN)
        g_assert_cmpuint (seen, ==, open);
      else
        g_assert_cmpuint (seen & open, !=, open);
    }
  else
    {
      guint16 digits = 0;

      g_assert_cmpint (step->technique, ==, SDM_TECH_NAKED_SINGLE);
      for (int i = 1; i < step->n_cells; i++)
        {
          int w = step->cells[i], v = logic->values[w];

          g_assert_true (peers (target, w));
          g_assert_cmpint (v, !=, 0);
          g_assert_cmpint (v, !=, d);
          g_assert_false (digits & (1u << v));
          digits |= 1u << v;
        }
      if (step->variant == SDM_VARIANT_NAKED_SINGLE_PEERS)
        g_assert_cmpint (step->n_cells, ==, 9);
      else
        g_assert_cmpint (step->n_cells, <, 9);
    }
  return step->n_cells - 1;
}

/* A domino with one neighbour, explained: every other neighbour of the cell follows the
 * two, once, with the reason it is ruled out, and that reason holds. */
static void
check_neighbours (const SdmLogic *logic, const SdmStep *step)
{
  int c = step->cells[0], others = 0;

  for (int o = 0; o < SDM_N_CELLS; o++)
    others += o != step->cells[1] && sdm_cells_adjacent (c, o);
  g_assert_cmpint (step->n_cells, ==, 2 + others);
  g_assert_cmpint (step->reason[0], ==, SDM_REASON_NONE);
  g_assert_cmpint (step->reason[1], ==, SDM_REASON_NONE);
  for (int i = 2; i < step->n_cells; i++)
    {
      int o = step->cells[i], lo = MIN (c, o), hi = MAX (c, o);
      guint8 cut = hi == lo + 1 ? SDM_CUT_RIGHT : SDM_CUT_DOWN;

      g_assert_true (sdm_cells_adjacent (c, o));
      g_assert_cmpint (o, !=, step->cells[1]);
      if (i > 2)
        g_assert_cmpint (o, >, step->cells[i - 1]);
      switch (step->reason[i])
        {
        case SDM_REASON_TAKEN:
          g_assert_true (logic->isolated[o] || logic->partner[o] != SDM_NO_CELL);
          break;
        case SDM_REASON_CUT:
          g_assert_false (logic->isolated[o] || logic->partner[o] != SDM_NO_CELL);
          g_assert_true (logic->cut[lo] & cut);
          break;
        case SDM_REASON_NO_PAIR:
          g_assert_false (logic->isolated[o] || logic->partner[o] != SDM_NO_CELL);
          g_assert_false (logic->cut[lo] & cut);
          /* Every pair the two cells' candidates make is placed already. */
          for (int x = 1; x <= 9; x++)
            for (int y = 1; y <= 9; y++)
              if (x != y && (logic->cands[c] & (1u << (x - 1))) && (logic->cands[o] & (1u << (y - 1))))
                g_assert_true (logic->taken[x] & (1u << (y - 1)));
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

/* Walk the easiest steps to the end; at every position also try every technique up to
 * @check_up_to and check what each finds against @solution. */
static int
walk (const SdmPuzzle *puzzle, const SdmGrid *solution, SdmTechnique check_up_to)
{
  SdmLogic logic;
  SdmStep step;
  int steps = 0;

  sdm_logic_init (&logic, puzzle, NULL, NULL);
  g_assert_false (sdm_logic_is_broken (&logic));
  while (!sdm_logic_is_solved (&logic))
    {
      g_autofree char *why = NULL;

      for (int t = 0; t <= (int) check_up_to; t++)
        if (sdm_logic_find (&logic, t, &step))
          {
            if (!sdm_test_step_is_sound (&step, solution, &why))
              g_error ("%s", why);
            if (t == SDM_TECH_HIDDEN_SINGLE || t == SDM_TECH_NAKED_SINGLE)
              {
                /* The search's step is the cell alone; explained, the witnesses. */
                g_assert_cmpint (step.n_cells, ==, 1);
                sdm_logic_explain (&logic, &step);
                check_witnesses (&logic, &step);
              }
            else if (t == SDM_TECH_DOMINO_ONE_NEIGHBOUR)
              {
                g_assert_cmpint (step.n_cells, ==, 2);
                sdm_logic_explain (&logic, &step);
                check_neighbours (&logic, &step);
              }
          }
      if (!sdm_logic_find_easiest (&logic, SDM_N_TECHNIQUES - 1, &step))
        break;
      if (!sdm_test_step_is_sound (&step, solution, &why))
        g_error ("%s", why);
      sdm_logic_apply (&logic, &step);
      g_assert_false (sdm_logic_is_broken (&logic));
      /* The solution's digit is never lost. */
      for (int c = 0; c < 81; c++)
        g_assert_true (logic.cands[c] & (1u << (solution->values[c] - 1)));
      steps++;
    }
  return steps;
}

static void
test_sound_classic (void)
{
  g_autoptr(GPtrArray) lines = sdm_test_read_lines ("logic-puzzles.txt");
  int solved = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      SdmPuzzle puzzle;
      SdmGrid solution;
      SdmLogic logic;

      g_assert_true (sdm_test_parse_line (lines->pdata[i], &puzzle));
      sdm_grid_init (&solution);
      g_assert_cmpint (sdm_test_count (puzzle.givens, 2, solution.values), ==, 1);
      /* Every technique on a quarter of the puzzles, all but the trial on the rest. */
      walk (&puzzle, &solution, i % 4 == 0 ? SDM_TECH_FORCING_CHAIN : SDM_TECH_SIMPLE_COLOURING);
      sdm_logic_init (&logic, &puzzle, NULL, NULL);
      while (!sdm_logic_is_solved (&logic))
        {
          SdmStep step;

          if (!sdm_logic_find_easiest (&logic, SDM_N_TECHNIQUES - 1, &step))
            break;
          sdm_logic_apply (&logic, &step);
        }
      if (sdm_logic_is_solved (&logic))
        {
          solved++;
          g_assert_cmpmem (logic.values, 81, solution.values, 81);
        }
    }
  g_test_message ("%d of %u puzzles solved by logic", solved, lines->len);
  /* The easy sets are solved; the hardest ones need guessing. */
  g_assert_cmpint (solved, >=, (int) lines->len / 2);
}

static void
test_sound_sudominoku (void)
{
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku/public.in", "sudominoku/public.meta.tsv");
  int solved = 0;

  g_assert_cmpuint (set->len, ==, 52);
  for (guint i = 0; i < set->len; i++)
    {
      SdmTestDomino *entry = &g_array_index (set, SdmTestDomino, i);
      SdmLogic logic;

      walk (&entry->puzzle, &entry->solution,
            i % 2 == 0 ? SDM_TECH_FORCING_CHAIN : SDM_TECH_SIMPLE_COLOURING);
      sdm_logic_init (&logic, &entry->puzzle, NULL, NULL);
      while (!sdm_logic_is_solved (&logic))
        {
          SdmStep step;

          if (!sdm_logic_find_easiest (&logic, SDM_N_TECHNIQUES - 1, &step))
            break;
          sdm_logic_apply (&logic, &step);
        }
      solved += sdm_logic_is_solved (&logic);
    }
  g_test_message ("%d of %u Sudominoku puzzles solved by logic", solved, set->len);
  g_assert_cmpint (solved, >, 0);
}

static void
test_broken (void)
{
  SdmPuzzle puzzle;
  SdmLogic logic;

  /* Two 5s in row 1. */
  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  puzzle.givens[0] = 5;
  puzzle.givens[8] = 5;
  sdm_logic_init (&logic, &puzzle, NULL, NULL);
  g_assert_true (sdm_logic_is_broken (&logic));

  /* A cell whose peers hold 1..8 and whose pencil marks exclude 9. */
  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  for (int d = 1; d <= 8; d++)
    puzzle.givens[d] = d;
  sdm_logic_init (&logic, &puzzle, NULL, NULL);
  g_assert_false (sdm_logic_is_broken (&logic));
  g_assert_cmphex (logic.cands[0], ==, 1u << 8);
  {
    guint16 pencil[81] = { 0 };

    pencil[0] = 1u << 3;   /* only a 4 pencilled, and 4 is in the row */
    sdm_logic_init (&logic, &puzzle, NULL, pencil);
    g_assert_true (sdm_logic_is_broken (&logic));
  }
}

static void
test_names (void)
{
  for (int t = 0; t < SDM_N_TECHNIQUES; t++)
    {
      g_assert_cmpint (sdm_technique_from_string (sdm_technique_to_string (t)), ==, t);
      if (t > 0)
        g_assert_cmpint (sdm_technique_difficulty (t), >=, sdm_technique_difficulty (t - 1));
    }
  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    g_assert_cmpint (sdm_difficulty_from_string (sdm_difficulty_to_string (d)), ==, d);
  g_assert_cmpint (sdm_technique_from_string ("no-such-thing"), ==, -1);
  g_assert_cmpint (sdm_difficulty_from_string ("impossible"), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/names", test_names);
  g_test_add_func ("/logic/broken", test_broken);
  g_test_add_func ("/logic/regression", test_regression);
  g_test_add_func ("/logic/sound/classic", test_sound_classic);
  g_test_add_func ("/logic/sound/sudominoku", test_sound_sudominoku);
  return g_test_run ();
}
