/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-editor.c: puzzles typed in, and their verdict. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-editor.h"
#include "sdm-solver.h"
#include "sdm-task.h"

gboolean
sdm_editor_position_to_puzzle (SdmKind        kind,
                               const SdmGrid *position,
                               SdmPuzzle     *puzzle)
{
  gboolean seen[10] = { FALSE };
  int n_lone = 0;

  sdm_puzzle_init (puzzle, kind);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (position->values[c] >= 1 && position->values[c] <= 9)
      puzzle->givens[c] = position->values[c];
  if (kind != SDM_KIND_SUDOMINOKU)
    return TRUE;

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int o = position->partner[c], d = puzzle->givens[c];

      if (o != SDM_NO_CELL)
        {
          SdmDominoClue *clue;

          if (o < c)
            continue;
          if (!puzzle->givens[c] || !puzzle->givens[o] || puzzle->n_clues >= SDM_N_DOMINOES)
            return FALSE;
          clue = &puzzle->clues[puzzle->n_clues++];
          clue->cells[0] = c;
          clue->cells[1] = o;
          clue->digits[0] = puzzle->givens[c];
          clue->digits[1] = puzzle->givens[o];
        }
      else if (d)
        {
          if (seen[d])
            return FALSE;
          seen[d] = TRUE;
          puzzle->isolated[d - 1] = c;
          n_lone++;
        }
    }
  return n_lone == 9;
}

gboolean
sdm_editor_judge (SdmKind           kind,
                  const SdmGrid    *position,
                  const gint       *cancel,
                  SdmEditorVerdict *verdict)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = cancel };
  SdmPuzzle puzzle;
  int n;

  memset (verdict, 0, sizeof *verdict);
  if (!sdm_editor_position_to_puzzle (kind, position, &puzzle))
    {
      verdict->status = SDM_EDITOR_INCOMPLETE;
      return TRUE;
    }
  n = sdm_solve (&puzzle, &options, verdict->solutions);
  if (n == SDM_SOLVE_CANCELLED)
    return FALSE;
  if (n == 0)
    verdict->status = SDM_EDITOR_NO_SOLUTION;
  else if (n == 1)
    verdict->status = SDM_EDITOR_UNIQUE;
  else
    {
      verdict->status = SDM_EDITOR_SEVERAL;
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (verdict->solutions[0].values[c] != verdict->solutions[1].values[c])
          {
            verdict->differ[c] = TRUE;
            verdict->n_differ++;
          }
    }
  return TRUE;
}

char *
sdm_editor_verdict_describe (const SdmEditorVerdict *verdict)
{
  switch (verdict->status)
    {
    case SDM_EDITOR_NO_SOLUTION:
      return g_strdup (_("No solution"));
    case SDM_EDITOR_UNIQUE:
      return g_strdup (_("Unique solution"));
    case SDM_EDITOR_SEVERAL:
      return g_strdup_printf (ngettext ("Several solutions: they differ in %u marked cell",
                                        "Several solutions: they differ in the %u marked cells",
                                        verdict->n_differ), verdict->n_differ);
    case SDM_EDITOR_INCOMPLETE:
    default:
      return g_strdup (_("Place the nine lone digits, one of each, and dominoes with both digits"));
    }
}

/* The input of a request, copied (sdm-task.c runs it). */
typedef struct {
  SdmKind  kind;
  SdmGrid  position;
} JudgeData;

static void
judge_thread (GTask *task, gpointer data, const gint *cancel)
{
  JudgeData *jd = data;
  g_autofree SdmEditorVerdict *verdict = g_new0 (SdmEditorVerdict, 1);

  if (!sdm_editor_judge (jd->kind, &jd->position, cancel, verdict))
    sdm_task_return_cancelled (task);
  else
    g_task_return_pointer (task, g_steal_pointer (&verdict), g_free);
}

void
sdm_editor_judge_async (SdmKind              kind,
                        const SdmGrid       *position,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  JudgeData *jd = g_new0 (JudgeData, 1);
  g_autoptr(GTask) task = NULL;

  jd->kind = kind;
  jd->position = *position;
  task = sdm_task_new (NULL, cancellable, NULL, sdm_editor_judge_async, "[sudominoku] judge",
                       jd, g_free, callback, user_data);
  sdm_task_run_in_thread (task, judge_thread);
}

SdmEditorVerdict *
sdm_editor_judge_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_editor_judge_async, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
