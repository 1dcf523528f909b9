/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-task.c: one engine call in a worker thread, stopped by a cancel flag.
 *
 * The engine knows nothing of GIO: a long call (solve, count, hint, generate) polls a
 * plain `const gint *cancel` every few thousand steps and stops when it reads non-zero.
 * Every background request of core (sdm-game-tasks.c, sdm-hint.c, sdm-puzzle-tasks.c,
 * sdm-editor.c, sdm-puzzle-loader.c) is a GTask made here, which bridges the two:
 *
 * - Copies. sdm_task_new() takes @data, the request's own copy of everything the work
 *   reads (a puzzle, a position, options: never a pointer into a live SdmGame), and frees
 *   it with @data_free when the task is finalized. The worker thread reads and writes
 *   only @data, so the caller may change or drop its objects at once.
 * - Cancellation. The task's flag starts at 0 and is set to 1 (atomically, from whatever
 *   thread cancels) when @cancellable is cancelled, at once if it already is. When
 *   @also_cancelled_by is given, cancelling it cancels @cancellable too (a game's own
 *   per-request cancellable under the caller's). The handlers are disconnected when the
 *   task is finalized. So: flag set ⇒ @cancellable cancelled.
 * - Results. The work returns one result on the task. A work stopped by the flag calls
 *   sdm_task_return_cancelled(), which returns G_IO_ERROR_CANCELLED with
 *   g_task_return_error_if_cancelled(). A result returned after the cancellable was
 *   cancelled (before the _finish function runs) is stale: GTask drops it (its destroy
 *   notify frees it) and the _finish function reports G_IO_ERROR_CANCELLED instead, so no caller ever sees the answer to
 *   a question it no longer asks.
 * - Threads. The callback runs in the thread-default main context of the caller of
 *   sdm_task_new() (call sdm_task_run_in_thread() from there too), as for any GTask, and
 *   the task, its source object and its data are released there too, never in the
 *   worker thread (see sdm_task_run_in_thread()). Not g_task_set_return_on_cancel(): a
 *   cancelled task finishes when its work has stopped (the flag makes that quick), so
 *   its data is never freed under a running work.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-task.h"

typedef struct {
  gint            cancel;         /* the flag the engine polls */
  GCancellable   *cancellable;    /* the task's, sets cancel */
  gulong          cancelled_id;
  GCancellable   *linked;         /* also_cancelled_by, cancels ours */
  gulong          linked_id;
  gpointer        data;
  GDestroyNotify  data_free;
  SdmTaskFunc     func;
} TaskState;

static void
task_state_free (gpointer user_data)
{
  TaskState *state = user_data;

  if (state->linked_id != 0)
    g_cancellable_disconnect (state->linked, state->linked_id);
  if (state->cancelled_id != 0)
    g_cancellable_disconnect (state->cancellable, state->cancelled_id);
  g_clear_object (&state->linked);
  g_clear_object (&state->cancellable);
  if (state->data_free != NULL)
    g_clear_pointer (&state->data, state->data_free);
  g_free (state);
}

static void
raise_flag (GCancellable *cancellable, gpointer user_data)
{
  g_atomic_int_set ((gint *) user_data, 1);
}

static void
cancel_linked (GCancellable *linked, gpointer user_data)
{
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

/* A task over @data (which it then owns) whose flag @cancellable, or @also_cancelled_by
 * through it, raises. The other arguments are g_task_new()'s, g_task_set_source_tag()'s
 * and g_task_set_name()'s. */
GTask *
sdm_task_new (gpointer             source_object,
              GCancellable        *cancellable,
              GCancellable        *also_cancelled_by,
              gpointer             source_tag,
              const char          *name,
              gpointer             data,
              GDestroyNotify       data_free,
              GAsyncReadyCallback  callback,
              gpointer             user_data)
{
  GTask *task;
  TaskState *state;

  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (also_cancelled_by == NULL || cancellable != NULL, NULL);

  task = g_task_new (source_object, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_name (task, name);

  state = g_new0 (TaskState, 1);
  state->data = data;
  state->data_free = data_free;
  if (cancellable != NULL)
    {
      state->cancellable = g_object_ref (cancellable);
      /* Connected with the flag's address: the state outlives the thread. */
      state->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (raise_flag),
                                                   &state->cancel, NULL);
    }
  if (also_cancelled_by != NULL)
    {
      state->linked = g_object_ref (also_cancelled_by);
      state->linked_id = g_cancellable_connect (also_cancelled_by, G_CALLBACK (cancel_linked),
                                                g_object_ref (cancellable), g_object_unref);
    }
  g_task_set_task_data (task, state, task_state_free);
  return task;
}

/* The worker task: @task_data is the request's task, which worker_done() keeps alive
 * until the work is over. */
static void
worker_thread (GTask *worker, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GTask *task = task_data;
  TaskState *state = g_task_get_task_data (task);

  state->func (task, state->data, &state->cancel);
  g_task_return_boolean (worker, TRUE);
}

/* In the request's main context, after the work: drop its last reference but the caller's
 * (and so maybe its source object's) there, never in the worker thread. */
static void
worker_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_object_unref (G_TASK (user_data));
}

/* Run @func on the task's data in a worker thread. The thread runs a second, inner task
 * that holds nothing but a pointer: GLib's thread pool drops its reference to the task it
 * runs after the callback may already have run, so a task run there directly may be
 * finalized, with its source object, in the worker thread. */
void
sdm_task_run_in_thread (GTask *task, SdmTaskFunc func)
{
  g_autoptr(GTask) worker = NULL;
  TaskState *state;

  g_return_if_fail (G_IS_TASK (task));
  g_return_if_fail (func != NULL);

  state = g_task_get_task_data (task);
  state->func = func;
  worker = g_task_new (NULL, NULL, worker_done, g_object_ref (task));
  g_task_set_source_tag (worker, sdm_task_run_in_thread);
  g_task_set_name (worker, g_task_get_name (task));
  g_task_set_task_data (worker, task, NULL);
  g_task_run_in_thread (worker, worker_thread);
}

/* The @data given to sdm_task_new() (for the work's results, in the _finish function). */
gpointer
sdm_task_get_data (GTask *task)
{
  TaskState *state;

  g_return_val_if_fail (G_IS_TASK (task), NULL);

  state = g_task_get_task_data (task);
  return state->data;
}

/* Return G_IO_ERROR_CANCELLED on @task: what the work does when the engine said the flag
 * stopped it. The flag is only raised by the task's cancellable, so this is
 * g_task_return_error_if_cancelled(); the fallback keeps the task from never returning
 * should an engine call report a stop nobody asked for. */
void
sdm_task_return_cancelled (GTask *task)
{
  g_return_if_fail (G_IS_TASK (task));

  if (!g_task_return_error_if_cancelled (task))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                             _("The work was cancelled"));
}
