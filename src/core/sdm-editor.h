/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-editor.h: a puzzle typed in by its author, and whether it has one solution.
 *
 * The author types digits (and, for Sudominoku, places dominoes) on an empty board. The
 * position becomes a puzzle: every digit is a given; for Sudominoku every linked pair with
 * both digits is a clue domino and every digit outside a domino is one of the lone
 * digits. The verdict says whether that puzzle has no solution, one, or several, and for
 * several, which cells differ between two of them.
 */
#pragma once

#include <gio/gio.h>

#include "sdm-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  SDM_EDITOR_NO_SOLUTION,
  SDM_EDITOR_UNIQUE,
  SDM_EDITOR_SEVERAL,
  SDM_EDITOR_INCOMPLETE,   /* Sudominoku: not yet nine lone digits, one of each */
} SdmEditorStatus;

typedef struct {
  SdmEditorStatus status;
  guint8          differ[SDM_N_CELLS];   /* SEVERAL: TRUE where two solutions differ */
  guint           n_differ;
  SdmGrid         solutions[2];
} SdmEditorVerdict;

/* The puzzle the author's position stands for. FALSE for a Sudominoku position that does
 * not say the nine lone digits yet (or says one twice), or holds a half-filled domino. */
gboolean sdm_editor_position_to_puzzle (SdmKind          kind,
                                        const SdmGrid   *position,
                                        SdmPuzzle       *puzzle);

/* Solve (up to two solutions) and compare. Returns FALSE only when @cancel was raised. */
gboolean sdm_editor_judge (SdmKind           kind,
                           const SdmGrid    *position,
                           const gint       *cancel,
                           SdmEditorVerdict *verdict);

void     sdm_editor_judge_async  (SdmKind              kind,
                                  const SdmGrid       *position,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data);
/* Free with g_free(). */
SdmEditorVerdict *sdm_editor_judge_finish (GAsyncResult *result, GError **error);

/* "Unique solution", "No solution", "Several solutions: N cells differ", ... translated. */
char    *sdm_editor_verdict_describe (const SdmEditorVerdict *verdict);

G_END_DECLS
