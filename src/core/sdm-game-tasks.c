/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-tasks.c: SdmGame's background work: solve, count, check, and the uniqueness
 * count every game starts with.
 *
 * Each request copies the puzzle (and the position) into a task of sdm-task.c, which runs
 * the engine's solver in a worker thread with a cancel flag (see there for how the flag,
 * the copy and stale results go). The request's GCancellable is the game's own, one per
 * kind of request: a newer request of that kind, or a move, cancels it; the caller's
 * cancellable cancels it too. The solver polls the flag every few thousand nodes, so the
 * thread stops within moments and the task finishes with G_IO_ERROR_CANCELLED.
 * Check itself is sdm_check_position() (sdm-check.c), which the command line runs too.
 * Every solver run has a node budget (DEFAULT_NODE_BUDGET, a few seconds of one core): a
 * puzzle the solver cannot decide within it makes the uniqueness "undecided" and the other
 * requests fail with G_IO_ERROR_TIMED_OUT, instead of burning a core for hours.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-check.h"
#include "sdm-game-private.h"
#include "sdm-solver.h"
#include "sdm-task.h"

/* Worker threads still inside the solver (for tests: cancelled work really stops). */
static gint n_running;

/* About 3 s of search on a 2020 laptop core for a Sudominoku, less for a Sudoku. The
 * hardest puzzle of the data set takes about 1,000 nodes. */
#define DEFAULT_NODE_BUDGET G_GUINT64_CONSTANT (3000000)
static guint64 node_budget = DEFAULT_NODE_BUDGET;

void
sdm_game_tasks_set_node_budget (guint64 max_nodes)
{
  node_budget = max_nodes ? max_nodes : DEFAULT_NODE_BUDGET;
}

/* The budget every background solve has (the hint's too, sdm-hint.c). */
guint64
sdm_game_tasks_get_node_budget (void)
{
  return node_budget;
}

typedef struct {
  SdmPuzzle      puzzle;
  SdmGrid        position;
  guint          limit;
  /* What the main thread already knows about the puzzle. */
  SdmUniqueness  uniqueness;
  SdmGrid        solution;
  gboolean       clash;
  gboolean       solved;

  /* Results. */
  int            count;
  SdmGrid        solutions[2];
} Job;

static void
cancel_and_clear (GCancellable **cancellable)
{
  if (*cancellable != NULL)
    {
      g_cancellable_cancel (*cancellable);
      g_clear_object (cancellable);
    }
}

/* A task over a copy of @self, under a fresh cancellable that replaces *@slot and that
 * @caller cancels too. */
static GTask *
task_new (SdmGame             *self,
          gpointer             source,
          GCancellable       **slot,
          GCancellable        *caller,
          gpointer             source_tag,
          const char          *name,
          GAsyncReadyCallback  callback,
          gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);
  const SdmGrid *solution = sdm_game_get_solution (self);
  guint n_clashes = 0;

  sdm_game_snapshot (self, &job->puzzle, &job->position);
  job->uniqueness = sdm_game_get_uniqueness (self);
  if (solution != NULL)
    job->solution = *solution;
  sdm_game_get_clash_list (self, &n_clashes);
  job->clash = n_clashes > 0;
  job->solved = sdm_game_get_solved (self);

  cancel_and_clear (slot);
  *slot = g_cancellable_new ();
  return sdm_task_new (source, *slot, caller, source_tag, name, job, g_free,
                       callback, user_data);
}

/* Count the solutions of @puzzle up to @limit; FALSE when cancelled or out of budget
 * (*@count says which: SDM_SOLVE_CANCELLED or SDM_SOLVE_OUT_OF_BUDGET). */
static gboolean
run_solver (const gint *cancel, const SdmPuzzle *puzzle, SdmSolveOrder order, guint limit,
            int *count, SdmGrid solutions[2])
{
  SdmSolveOptions options = { .order = order, .limit = limit, .cancel = cancel,
                              .max_nodes = node_budget };

  g_atomic_int_inc (&n_running);
  *count = sdm_solve (puzzle, &options, solutions);
  g_atomic_int_dec_and_test (&n_running);
  return *count >= 0;
}

static SdmUniqueness
uniqueness_from_count (int count)
{
  return count == SDM_SOLVE_OUT_OF_BUDGET ? SDM_UNIQUENESS_UNDECIDED
       : count == 0 ? SDM_UNIQUENESS_NONE
       : count == 1 ? SDM_UNIQUENESS_UNIQUE
       : SDM_UNIQUENESS_MULTIPLE;
}

/* The error of a solver run that stopped (run_solver() returned FALSE with @count). */
static void
return_stopped (GTask *task, int count)
{
  if (count == SDM_SOLVE_OUT_OF_BUDGET)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, "%s",
                             _("The solver could not decide this puzzle in the time it is allowed"));
  else
    sdm_task_return_cancelled (task);
}

/* Uniqueness: started by every game, reported through a weak reference so that it never
 * keeps a game alive. */

static void
uniqueness_thread (GTask *task, gpointer data, const gint *cancel)
{
  Job *job = data;

  if (!run_solver (cancel, &job->puzzle, SDM_SOLVE_ANY, 2, &job->count, job->solutions) &&
      job->count != SDM_SOLVE_OUT_OF_BUDGET)
    return_stopped (task, job->count);
  else
    g_task_return_boolean (task, TRUE);
}

static void
uniqueness_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(SdmGame) game = g_weak_ref_get (weak);
  Job *job = sdm_task_get_data (G_TASK (result));

  if (g_task_propagate_boolean (G_TASK (result), NULL) && game != NULL)
    sdm_game_set_uniqueness (game, uniqueness_from_count (job->count), &job->solutions[0]);
  g_weak_ref_clear (weak);
  g_free (weak);
}

void
sdm_game_tasks_start_uniqueness (SdmGame *self)
{
  g_autoptr(GTask) task = NULL;
  GWeakRef *weak = g_new0 (GWeakRef, 1);

  g_weak_ref_init (weak, self);
  task = task_new (self, NULL, &sdm_game_get_tasks (self)->uniqueness, NULL,
                   sdm_game_tasks_start_uniqueness, "[sudominoku] uniqueness",
                   uniqueness_done, weak);
  sdm_task_run_in_thread (task, uniqueness_thread);
}

void
sdm_game_tasks_cancel_uniqueness (SdmGame *self)
{
  cancel_and_clear (&sdm_game_get_tasks (self)->uniqueness);
}

void
sdm_game_tasks_position_changed (SdmGame *self)
{
  SdmGameTasks *tasks = sdm_game_get_tasks (self);

  cancel_and_clear (&tasks->solve);
  cancel_and_clear (&tasks->count);
  cancel_and_clear (&tasks->check);
}

void
sdm_game_tasks_clear (SdmGame *self)
{
  sdm_game_tasks_position_changed (self);
  sdm_game_tasks_cancel_uniqueness (self);
}

guint
sdm_game_tasks_get_n_running (void)
{
  return (guint) g_atomic_int_get (&n_running);
}

/* Solve. */

static void
solve_thread (GTask *task, gpointer data, const gint *cancel)
{
  Job *job = data;

  if (!run_solver (cancel, &job->puzzle, SDM_SOLVE_ANY, 2, &job->count, job->solutions))
    return_stopped (task, job->count);
  else if (job->count == 0)
    g_task_return_new_error (task, SDM_GAME_ERROR, SDM_GAME_ERROR_NO_SOLUTION, "%s",
                             _("The puzzle has no solution"));
  else if (job->count > 1)
    g_task_return_new_error (task, SDM_GAME_ERROR, SDM_GAME_ERROR_NOT_UNIQUE, "%s",
                             _("The puzzle has more than one solution"));
  else
    g_task_return_pointer (task, g_memdup2 (&job->solutions[0], sizeof (SdmGrid)), g_free);
}

void
sdm_game_solve_async (SdmGame             *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = task_new (self, self, &sdm_game_get_tasks (self)->solve, cancellable,
                   sdm_game_solve_async, "[sudominoku] solve", callback, user_data);
  job = sdm_task_get_data (task);
  if (job->uniqueness == SDM_UNIQUENESS_UNIQUE)
    g_task_return_pointer (task, g_memdup2 (&job->solution, sizeof (SdmGrid)), g_free);
  else
    sdm_task_run_in_thread (task, solve_thread);
}

SdmGrid *
sdm_game_solve_finish (SdmGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_game_solve_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Count. */

static void
count_thread (GTask *task, gpointer data, const gint *cancel)
{
  Job *job = data;

  if (!run_solver (cancel, &job->puzzle, SDM_SOLVE_ANY, job->limit, &job->count, NULL))
    return_stopped (task, job->count);
  else
    g_task_return_int (task, job->count);
}

void
sdm_game_count_async (SdmGame             *self,
                      guint                limit,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = task_new (self, self, &sdm_game_get_tasks (self)->count, cancellable,
                   sdm_game_count_async, "[sudominoku] count", callback, user_data);
  job = sdm_task_get_data (task);
  job->limit = MAX (limit, 1);
  sdm_task_run_in_thread (task, count_thread);
}

int
sdm_game_count_finish (SdmGame *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (SDM_IS_GAME (self), -1);
  g_return_val_if_fail (g_task_is_valid (result, self), -1);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_game_count_async, -1);

  return (int) g_task_propagate_int (G_TASK (result), error);
}

/* Check: sdm_check_position() (sdm-check.c) in the thread, with what the game knows. */

static void
check_thread (GTask *task, gpointer data, const gint *cancel)
{
  Job *job = data;
  SdmSolveOptions limits = { .cancel = cancel, .max_nodes = node_budget };
  SdmCheckReport report;
  GError *error = NULL;
  gboolean done;

  g_atomic_int_inc (&n_running);
  done = sdm_check_position (&job->puzzle, &job->position, job->uniqueness,
                             job->uniqueness == SDM_UNIQUENESS_UNIQUE ? &job->solution : NULL,
                             &limits, &report, &error);
  g_atomic_int_dec_and_test (&n_running);
  if (!done && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_error_free (error);
      sdm_task_return_cancelled (task);
    }
  else if (!done)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_memdup2 (&report, sizeof report), g_free);
}

void
sdm_game_check_async (SdmGame             *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = task_new (self, self, &sdm_game_get_tasks (self)->check, cancellable,
                   sdm_game_check_async, "[sudominoku] check", callback, user_data);
  job = sdm_task_get_data (task);
  /* A clash or a solved board is told without a solver run: no thread. */
  if (job->clash || job->solved)
    {
      SdmCheckReport report;

      sdm_check_position (&job->puzzle, &job->position, SDM_UNIQUENESS_UNDECIDED, NULL,
                          NULL, &report, NULL);
      g_task_return_pointer (task, g_memdup2 (&report, sizeof report), g_free);
    }
  else
    sdm_task_run_in_thread (task, check_thread);
}

gboolean
sdm_game_check_finish_report (SdmGame        *self,
                              GAsyncResult   *result,
                              SdmCheckReport *report,
                              GError        **error)
{
  g_autofree SdmCheckReport *found = NULL;

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_game_check_async, FALSE);
  g_return_val_if_fail (report != NULL, FALSE);

  found = g_task_propagate_pointer (G_TASK (result), error);
  if (found == NULL)
    return FALSE;
  *report = *found;
  return TRUE;
}

SdmCheckResult
sdm_game_check_finish (SdmGame *self, GAsyncResult *result, GError **error)
{
  SdmCheckReport report;

  if (!sdm_game_check_finish_report (self, result, &report, error))
    return SDM_CHECK_OK;
  return report.result;
}
