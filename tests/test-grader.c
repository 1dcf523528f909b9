/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-grader.c: grades of known puzzles, and what a grade promises. */
#include "sdm-grader.h"
#include "sdm-test-logic-util.h"

static void
grade_line (const char *line, SdmGrade *grade)
{
  SdmPuzzle puzzle;

  g_assert_true (sdm_test_parse_line (line, &puzzle));
  sdm_grade_puzzle (&puzzle, grade);
}

static void
test_known (void)
{
  static const char solved[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  char line[82];
  SdmGrade grade;

  /* One cell missing: the last cell of its row, column and box. */
  memcpy (line, solved, 82);
  line[40] = '.';
  grade_line (line, &grade);
  g_assert_true (grade.solved);
  g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_EASY);
  g_assert_cmpint (grade.hardest, ==, SDM_TECH_FULL_HOUSE);
  g_assert_cmpuint (grade.n_steps, ==, 1);

  /* A complete grid needs nothing. */
  grade_line (solved, &grade);
  g_assert_true (grade.solved);
  g_assert_cmpint (grade.hardest, ==, -1);
  g_assert_cmpuint (grade.n_steps, ==, 0);

  /* Norvig's "hardest" 17-clue puzzle is slow for naive backtracking but easy for a
   * human: hidden singles and pointing. */
  grade_line ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", &grade);
  g_assert_true (grade.solved);
  g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_MEDIUM);
  g_assert_cmpint (grade.hardest, ==, SDM_TECH_POINTING);

  /* Easter Monster (a famous extreme puzzle): no single, no pattern, no short trial. */
  grade_line ("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", &grade);
  g_assert_false (grade.solved);
  g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_GUESSING);

  /* A clash: broken, never "easy". */
  memcpy (line, solved, 82);
  line[0] = line[1];
  line[2] = '.';
  grade_line (line, &grade);
  g_assert_true (grade.broken);
  g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_GUESSING);
}

/* A grade of D means: the techniques of level D finish the puzzle, those below D do not. */
static void
test_levels (void)
{
  g_autoptr(GPtrArray) lines = sdm_test_read_lines ("logic-puzzles.txt");
  int hist[SDM_N_DIFFICULTIES] = { 0 };

  for (guint i = 0; i < lines->len; i++)
    {
      SdmPuzzle puzzle;
      SdmLogic logic;
      SdmGrade grade, capped;

      g_assert_true (sdm_test_parse_line (lines->pdata[i], &puzzle));
      sdm_grade_puzzle (&puzzle, &grade);
      hist[grade.difficulty]++;
      if (grade.difficulty == SDM_DIFFICULTY_GUESSING)
        continue;
      g_assert_true (grade.solved);
      g_assert_cmpint (sdm_technique_difficulty (grade.hardest), ==, grade.difficulty);
      sdm_logic_init (&logic, &puzzle, NULL, NULL);
      sdm_grade_logic (&logic, grade.difficulty, &capped);
      g_assert_true (capped.solved);
      if (grade.difficulty > SDM_DIFFICULTY_EASY)
        {
          sdm_logic_init (&logic, &puzzle, NULL, NULL);
          sdm_grade_logic (&logic, grade.difficulty - 1, &capped);
          g_assert_false (capped.solved);
          g_assert_cmpint (capped.difficulty, ==, SDM_DIFFICULTY_GUESSING);
        }
    }
  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    {
      g_test_message ("%s: %d", sdm_difficulty_to_string (d), hist[d]);
      /* The fixture spans every level. */
      g_assert_cmpint (hist[d], >, 0);
    }
}

static void
test_sudominoku (void)
{
  g_autoptr(GArray) set = sdm_test_read_sudominoku ("sudominoku/public.in", "sudominoku/public.meta.tsv");
  int with_dominoes = 0;

  for (guint i = 0; i < set->len; i++)
    {
      SdmTestDomino *entry = &g_array_index (set, SdmTestDomino, i);
      SdmGrade grade;
      SdmLogic logic;

      sdm_logic_init (&logic, &entry->puzzle, NULL, NULL);
      sdm_grade_logic (&logic, SDM_DIFFICULTY_GUESSING, &grade);
      if (grade.solved)
        g_assert_cmpmem (logic.values, 81, entry->solution.values, 81);
      for (int t = SDM_TECH_DOMINO_ONE_NEIGHBOUR; t <= SDM_TECH_DOMINO_NO_PAIR; t++)
        if (grade.uses[t])
          {
            with_dominoes++;
            break;
          }
    }
  /* Domino logic is part of solving many of them (the others fall to digits alone). */
  g_test_message ("%d of %u used domino logic", with_dominoes, set->len);
  g_assert_cmpint (with_dominoes, >=, (int) set->len / 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/grader/known", test_known);
  g_test_add_func ("/grader/levels", test_levels);
  g_test_add_func ("/grader/sudominoku", test_sudominoku);
  return g_test_run ();
}
