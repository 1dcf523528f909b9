/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-grader.c: the logic solver run to the end. */
#include "sdm-grader.h"

#include <string.h>

/* The hardest technique of each level: the grader never looks past the cap's. */
static SdmTechnique
last_technique_of (SdmDifficulty difficulty)
{
  SdmTechnique last = -1;

  for (int t = 0; t < SDM_N_TECHNIQUES; t++)
    if (sdm_technique_difficulty (t) <= difficulty)
      last = t;
  return last;
}

void
sdm_grade_logic (SdmLogic *logic, SdmDifficulty cap_difficulty, SdmGrade *grade)
{
  SdmTechnique cap = last_technique_of (MIN (cap_difficulty, SDM_DIFFICULTY_EXPERT));
  SdmStep step;

  memset (grade, 0, sizeof *grade);
  grade->hardest = -1;
  grade->difficulty = SDM_DIFFICULTY_EASY;

  /* Sound steps never break a position that has a solution, and every step makes
   * progress: the state is checked for contradictions at the start and at the end only. */
  if (sdm_logic_is_broken (logic))
    {
      grade->broken = TRUE;
      grade->difficulty = SDM_DIFFICULTY_GUESSING;
      return;
    }
  for (;;)
    {
      gboolean full = TRUE;

      for (int c = 0; c < SDM_N_CELLS && full; c++)
        full = logic->values[c] != 0;
      if (full || !sdm_logic_find_easiest (logic, cap, &step))
        {
          if (sdm_logic_is_broken (logic))
            {
              grade->broken = TRUE;
              grade->difficulty = SDM_DIFFICULTY_GUESSING;
            }
          else if (full)
            grade->solved = TRUE;
          else
            grade->difficulty = SDM_DIFFICULTY_GUESSING;
          return;
        }
      sdm_logic_apply (logic, &step);
      grade->n_steps++;
      grade->uses[step.technique]++;
      if ((int) step.technique > grade->hardest)
        grade->hardest = step.technique;
      grade->difficulty = MAX (grade->difficulty, sdm_technique_difficulty (step.technique));
    }
}

void
sdm_grade_puzzle (const SdmPuzzle *puzzle, SdmGrade *grade)
{
  SdmLogic logic;

  sdm_logic_init (&logic, puzzle, NULL, NULL);
  sdm_grade_logic (&logic, SDM_DIFFICULTY_GUESSING, grade);
}
