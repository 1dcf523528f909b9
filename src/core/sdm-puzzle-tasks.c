/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-tasks.c: grading and generating puzzles in a worker thread (sdm-task.c), on
 * copies, for the New Game dialog and the editor. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-puzzle-tasks.h"
#include "sdm-task.h"

/* Grade. The grader polls no flag: it takes milliseconds (11 ms at most over every puzzle
 * of tests/data). A grade cancelled before its thread starts does not start; one cancelled
 * while it runs runs to its end and is dropped. */

static void
grade_thread (GTask *task, gpointer data, const gint *cancel)
{
  const SdmPuzzle *puzzle = data;
  g_autofree SdmGrade *grade = NULL;

  if (g_atomic_int_get (cancel))
    {
      sdm_task_return_cancelled (task);
      return;
    }
  grade = g_new0 (SdmGrade, 1);
  sdm_grade_puzzle (puzzle, grade);
  g_task_return_pointer (task, g_steal_pointer (&grade), g_free);
}

/* One puzzle graded in a worker thread, for sdm_game_grade_async(). */
static void
sdm_grade_async (const SdmPuzzle     *puzzle,
                 GCancellable        *cancellable,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (puzzle != NULL);

  task = sdm_task_new (NULL, cancellable, NULL, sdm_grade_async, "[sudominoku] grade",
                       g_memdup2 (puzzle, sizeof *puzzle), g_free, callback, user_data);
  sdm_task_run_in_thread (task, grade_thread);
}

static gboolean
sdm_grade_finish (GAsyncResult *result, SdmGrade *grade, GError **error)
{
  g_autofree SdmGrade *out = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_grade_async, FALSE);
  out = g_task_propagate_pointer (G_TASK (result), error);
  if (!out)
    return FALSE;
  *grade = *out;
  return TRUE;
}

/* Grade many: a file's puzzles, for the list to choose from (100 take ~10 ms). */
static void
grade_many_thread (GTask *task, gpointer data, const gint *cancel)
{
  GArray *puzzles = data;
  g_autoptr(GArray) grades = g_array_sized_new (FALSE, FALSE, sizeof (gint8), puzzles->len);

  for (guint i = 0; i < puzzles->len; i++)
    {
      SdmGrade grade;
      gint8 difficulty;

      if (g_atomic_int_get (cancel))
        {
          sdm_task_return_cancelled (task);
          return;
        }
      sdm_grade_puzzle (&g_array_index (puzzles, SdmPuzzle, i), &grade);
      difficulty = grade.broken ? -1 : (gint8) grade.difficulty;
      g_array_append_val (grades, difficulty);
    }
  g_task_return_pointer (task, g_steal_pointer (&grades), (GDestroyNotify) g_array_unref);
}

void
sdm_grade_many_async (GArray              *puzzles,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (puzzles != NULL);
  g_return_if_fail (g_array_get_element_size (puzzles) == sizeof (SdmPuzzle));

  task = sdm_task_new (NULL, cancellable, NULL, sdm_grade_many_async, "[sudominoku] grade many",
                       g_array_ref (puzzles), (GDestroyNotify) g_array_unref, callback, user_data);
  sdm_task_run_in_thread (task, grade_many_thread);
}

GArray *
sdm_grade_many_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_grade_many_async, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Generate. */

typedef struct {
  SdmPuzzle     puzzle;
  SdmGrid       solution;
  SdmDifficulty difficulty;   /* the target: a generated puzzle's grade */
} Generated;

static void
generate_thread (GTask *task, gpointer data, const gint *cancel)
{
  SdmGenerateOptions *options = data;
  g_autofree Generated *out = g_new0 (Generated, 1);
  SdmGenerateResult result;

  options->cancel = cancel;
  out->difficulty = options->difficulty;
  result = sdm_generate (options, &out->puzzle, &out->solution, NULL);
  if (result == SDM_GENERATE_CANCELLED)
    sdm_task_return_cancelled (task);
  else if (result != SDM_GENERATE_OK)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             _("No puzzle of this difficulty was found; try another seed."));
  else
    g_task_return_pointer (task, g_steal_pointer (&out), g_free);
}

void
sdm_generate_async (const SdmGenerateOptions *options,
                    GCancellable             *cancellable,
                    GAsyncReadyCallback       callback,
                    gpointer                  user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (options != NULL);

  task = sdm_task_new (NULL, cancellable, NULL, sdm_generate_async, "[sudominoku] generate",
                       g_memdup2 (options, sizeof *options), g_free, callback, user_data);
  sdm_task_run_in_thread (task, generate_thread);
}

gboolean
sdm_generate_finish (GAsyncResult *result,
                     SdmPuzzle    *puzzle,
                     SdmGrid      *solution,
                     GError      **error)
{
  g_autofree Generated *out = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_generate_async, FALSE);
  out = g_task_propagate_pointer (G_TASK (result), error);
  if (!out)
    return FALSE;
  *puzzle = out->puzzle;
  if (solution)
    *solution = out->solution;
  return TRUE;
}

SdmGame *
sdm_generate_game_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_autofree Generated *out = NULL;
  SdmGame *game;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_generate_async, NULL);
  out = g_task_propagate_pointer (G_TASK (result), error);
  if (!out)
    return NULL;
  game = sdm_game_new (&out->puzzle);
  sdm_game_set_difficulty (game, out->difficulty);
  return game;
}

/* A game's one grade. */

static void
game_graded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SdmGame *game = g_task_get_task_data (task);
  GError *error = NULL;
  SdmGrade grade;

  if (!sdm_grade_finish (result, &grade, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  sdm_game_set_difficulty (game, grade.difficulty);
  g_task_return_int (task, grade.difficulty);
}

void
sdm_game_grade_async (SdmGame             *game,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SdmDifficulty difficulty;

  g_return_if_fail (SDM_IS_GAME (game));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sdm_game_grade_async);
  g_task_set_task_data (task, g_object_ref (game), g_object_unref);
  if (sdm_game_get_difficulty (game, &difficulty))
    g_task_return_int (task, difficulty);
  else
    sdm_grade_async (sdm_game_get_puzzle (game), cancellable, game_graded_cb, g_steal_pointer (&task));
}

gboolean
sdm_game_grade_finish (GAsyncResult   *result,
                       SdmDifficulty  *difficulty,
                       GError        **error)
{
  gssize value;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_game_grade_async, FALSE);

  value = g_task_propagate_int (G_TASK (result), error);
  if (value < 0)
    return FALSE;
  if (difficulty != NULL)
    *difficulty = (SdmDifficulty) value;
  return TRUE;
}
