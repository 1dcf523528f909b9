/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-grader.h: how hard a puzzle is for a human.
 *
 * The grader is the logic solver run to the end: at each point it takes the easiest step
 * there is (sdm_logic_find_easiest), applies it, and remembers the hardest technique it
 * needed. The difficulty is that technique's level; a puzzle the techniques cannot finish
 * is SDM_DIFFICULTY_GUESSING.
 */
#pragma once

#include "sdm-logic.h"

G_BEGIN_DECLS

typedef struct {
  SdmDifficulty difficulty;
  int           hardest;                      /* SdmTechnique, or -1 when no step was needed */
  guint         n_steps;
  guint         uses[SDM_N_TECHNIQUES];       /* how often each technique was used */
  gboolean      solved;                       /* the steps finished the grid */
  gboolean      broken;                       /* the position contradicts itself */
} SdmGrade;

/* Grade the state @logic (it is run to the end: pass a copy to keep it). Stops early, with
 * SDM_DIFFICULTY_GUESSING, as soon as a step above @cap_difficulty would be needed
 * (pass SDM_DIFFICULTY_GUESSING for a full grade). */
void sdm_grade_logic  (SdmLogic *logic, SdmDifficulty cap_difficulty, SdmGrade *grade);

/* Grade @puzzle from its starting position. */
void sdm_grade_puzzle (const SdmPuzzle *puzzle, SdmGrade *grade);

G_END_DECLS
