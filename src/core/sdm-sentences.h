/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-sentences.h: the words of hints, translated: names of techniques and levels, cells
 * and units, and the sentence that explains a logic step. (sdm_hint_describe(), the text
 * of a hint, is declared in sdm-hint.h and written in sdm-sentences.c too.) */
#pragma once

#include <glib.h>

#include "sdm-grader.h"
#include "sdm-logic.h"

G_BEGIN_DECLS

/* The technique's name, translated ("Hidden single"). */
const char *sdm_technique_get_name      (SdmTechnique technique);
/* The kind's name, translated ("Sudoku", "Sudominoku"). */
const char *sdm_kind_get_name           (SdmKind kind);
/* The level's name, translated ("Easy", ..., "Needs guessing"). */
const char *sdm_difficulty_get_name     (SdmDifficulty difficulty);
/* "row 3, column 5", translated. */
char       *sdm_cell_describe           (int cell);
/* The sentence that explains @step ("In row 4, 7 can only go in column 2."). */
char       *sdm_step_describe           (const SdmStep *step);

G_END_DECLS
