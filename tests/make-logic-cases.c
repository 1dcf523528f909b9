/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make-logic-cases: propose lines for tests/data/logic-regression.txt.
 *
 * Runs the logic solver over the test puzzles and prints, for every technique, the first
 * few positions where it applies (at most one per puzzle), with what it finds. Every
 * printed step has been checked against the puzzle's solution. A developer reviews the
 * lines before adding them to the regression file; the test never runs this tool.
 *
 *   G_TEST_SRCDIR=tests ./build/tests/make-logic-cases [PER-TECHNIQUE] > cases.txt
 */
#include <stdio.h>

#include "sdm-test-logic-util.h"

static int wanted = 3;
static int have[SDM_N_TECHNIQUES];
static int have_domino_trials;   /* forcing chains on a cell's dominoes (variant 1) */

static void
emit (const SdmLogic *logic, const SdmStep *step)
{
  g_autoptr(GString) line = g_string_new (sdm_technique_to_string (step->technique));
  guint16 elim[81];

  g_string_append_c (line, ':');
  sdm_test_write_position (line, logic);
  g_string_append_c (line, ':');
  memcpy (elim, step->eliminate, sizeof elim);
  sdm_test_write_candidates (line, elim);
  g_string_append_c (line, ':');
  for (int c = 0, first = 1; c < 81; c++)
    if (step->place[c])
      {
        g_string_append_printf (line, "%s%d%d%d", first ? "" : " ", step->place[c], c / 9 + 1, c % 9 + 1);
        first = 0;
      }
  g_string_append_c (line, ':');
  sdm_test_write_link (line, step);
  printf ("%s\n", line->str);
}

static void
run (const SdmPuzzle *puzzle, const SdmGrid *solution)
{
  SdmLogic logic;
  SdmStep step;
  gboolean used[SDM_N_TECHNIQUES] = { FALSE };

  sdm_logic_init (&logic, puzzle, NULL, NULL);
  while (!sdm_logic_is_solved (&logic))
    {
      for (int t = 0; t < SDM_N_TECHNIQUES; t++)
        {
          g_autofree char *why = NULL;

          if (used[t] || !sdm_logic_find (&logic, t, &step))
            continue;
          if (!sdm_test_step_is_sound (&step, solution, &why))
            g_error ("%s", why);
          if (step.variant == 1 && have_domino_trials < wanted)
            {
              emit (&logic, &step);
              used[t] = TRUE;
              have_domino_trials++;
              continue;
            }
          if (have[t] >= wanted)
            continue;
          emit (&logic, &step);
          used[t] = TRUE;
          have[t]++;
        }
      if (!sdm_logic_find_easiest (&logic, SDM_N_TECHNIQUES - 1, &step))
        break;
      sdm_logic_apply (&logic, &step);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GArray) dominoes = NULL;

  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    wanted = atoi (argv[1]);
  lines = sdm_test_read_lines ("logic-puzzles.txt");
  for (guint i = 0; i < lines->len; i++)
    {
      SdmPuzzle puzzle;
      SdmGrid solution;

      sdm_test_parse_line (lines->pdata[i], &puzzle);
      sdm_grid_init (&solution);
      g_assert_cmpint (sdm_test_count (puzzle.givens, 2, solution.values), ==, 1);
      run (&puzzle, &solution);
    }
  dominoes = sdm_test_read_sudominoku ("sudominoku/public.in", "sudominoku/public.meta.tsv");
  for (guint i = 0; i < dominoes->len; i++)
    {
      SdmTestDomino *entry = &g_array_index (dominoes, SdmTestDomino, i);

      run (&entry->puzzle, &entry->solution);
    }
  for (int t = 0; t < SDM_N_TECHNIQUES; t++)
    fprintf (stderr, "%-22s %d\n", sdm_technique_to_string (t), have[t]);
  fprintf (stderr, "%-22s %d\n", "(domino trials)", have_domino_trials);
  return 0;
}
