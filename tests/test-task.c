/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-task.c: the one GTask helper of core (sdm-task.c): the cancel flag follows the
 * task's cancellable and the caller's, the work's copy is freed once, a stopped work
 * reports G_IO_ERROR_CANCELLED, a result that arrives after the cancel is dropped, and the
 * task with its source object is released in the main context, never in the worker. */
#include <gio/gio.h>

#include "sdm-task.h"

typedef struct {
  gint      started;        /* set by the work when it runs */
  gint      flag_at_start;  /* what the flag said then */
  gint      saw_flag;       /* the work stopped because the flag was raised */
  gboolean  return_anyway;  /* a work that answers even when stopped */
  int       answer;         /* a result written into the copy */
  guint    *n_freed;
} Work;

static void
work_free (gpointer data)
{
  Work *work = data;

  (*work->n_freed)++;
  g_free (work);
}

static Work *
work_new (guint *n_freed)
{
  Work *work = g_new0 (Work, 1);

  work->n_freed = n_freed;
  return work;
}

static void
count_free (gpointer data)
{
  (*(guint *) data)++;
}

static gboolean
give_up_cb (gpointer user_data)
{
  g_error ("%s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

/* The work: runs until the flag is raised (as the solver does), then stops. */
static void
spin (GTask *task, gpointer data, const gint *cancel)
{
  Work *work = data;

  g_atomic_int_set (&work->flag_at_start, g_atomic_int_get (cancel));
  g_atomic_int_set (&work->started, 1);
  while (!g_atomic_int_get (cancel))
    g_usleep (100);
  g_atomic_int_set (&work->saw_flag, 1);
  if (work->return_anyway)
    g_task_return_pointer (task, work->n_freed, count_free);
  else
    sdm_task_return_cancelled (task);
}

/* The work: answers at once. */
static void
answer (GTask *task, gpointer data, const gint *cancel)
{
  Work *work = data;

  work->answer = 42;
  g_task_return_boolean (task, TRUE);
}

static void
got_result (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GAsyncResult **slot = user_data;

  g_assert_null (*slot);
  *slot = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **slot)
{
  guint guard = g_timeout_add_seconds (60, give_up_cb, (gpointer) "a task never finished");

  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
  return *slot;
}

/* The task is released in the main context once the work is over. */
static void
wait_freed (guint *n_freed, guint expected)
{
  guint guard = g_timeout_add_seconds (60, give_up_cb, (gpointer) "a task was never released");

  while (*n_freed < expected)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
  g_assert_cmpuint (*n_freed, ==, expected);
}

static void
wait_started (Work *work)
{
  while (!g_atomic_int_get (&work->started))
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

static void
assert_cancelled (GAsyncResult *result)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (g_task_propagate_pointer (G_TASK (result), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_result (void)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GTask) task = NULL;
  guint n_freed = 0;
  Work *work = work_new (&n_freed);

  task = sdm_task_new (NULL, NULL, NULL, test_result, "[test] answer", work, work_free,
                       got_result, &result);
  g_assert_true (sdm_task_get_data (task) == work);
  g_assert_true (g_task_get_source_tag (task) == test_result);
  g_assert_cmpstr (g_task_get_name (task), ==, "[test] answer");
  sdm_task_run_in_thread (task, answer);
  g_clear_object (&task);

  g_assert_true (g_task_propagate_boolean (G_TASK (wait_for (&result)), NULL));
  /* The results the work wrote into its copy are there for the _finish function. */
  g_assert_cmpint (((Work *) sdm_task_get_data (G_TASK (result)))->answer, ==, 42);
  g_assert_cmpuint (n_freed, ==, 0);
  g_clear_object (&result);
  wait_freed (&n_freed, 1);
}

static void
test_flag_follows_cancellable (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GTask) task = NULL;
  guint n_freed = 0;
  Work *work = work_new (&n_freed);

  task = sdm_task_new (NULL, cancellable, NULL, NULL, NULL, work, work_free, got_result, &result);
  sdm_task_run_in_thread (task, spin);
  g_clear_object (&task);
  wait_started (work);
  g_assert_false (g_atomic_int_get (&work->flag_at_start));
  g_assert_false (g_atomic_int_get (&work->saw_flag));

  g_cancellable_cancel (cancellable);
  assert_cancelled (wait_for (&result));
  g_assert_true (g_atomic_int_get (&work->saw_flag));
  g_clear_object (&result);
  wait_freed (&n_freed, 1);
}

static void
test_already_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GTask) task = NULL;
  guint n_freed = 0;
  Work *work = work_new (&n_freed);

  g_cancellable_cancel (cancellable);
  task = sdm_task_new (NULL, cancellable, NULL, NULL, NULL, work, work_free, got_result, &result);
  sdm_task_run_in_thread (task, spin);
  g_clear_object (&task);
  assert_cancelled (wait_for (&result));
  g_assert_true (g_atomic_int_get (&work->flag_at_start));
  g_clear_object (&result);
  wait_freed (&n_freed, 1);
}

static void
test_also_cancelled_by (void)
{
  guint n_freed = 0;

  /* The caller's cancellable cancels the task's, which raises the flag. */
  {
    g_autoptr(GCancellable) ours = g_cancellable_new ();
    g_autoptr(GCancellable) caller = g_cancellable_new ();
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GTask) task = NULL;
    Work *work = work_new (&n_freed);

    task = sdm_task_new (NULL, ours, caller, NULL, NULL, work, work_free, got_result, &result);
    sdm_task_run_in_thread (task, spin);
    g_clear_object (&task);
    wait_started (work);
    g_cancellable_cancel (caller);
    g_assert_true (g_cancellable_is_cancelled (ours));
    assert_cancelled (wait_for (&result));
    g_assert_true (g_atomic_int_get (&work->saw_flag));
  }
  wait_freed (&n_freed, 1);

  /* Once the task is gone, the caller's cancellable no longer reaches the task's: the
   * caller may keep using it for other requests. */
  {
    g_autoptr(GCancellable) ours = g_cancellable_new ();
    g_autoptr(GCancellable) caller = g_cancellable_new ();
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(GTask) task = NULL;

    task = sdm_task_new (NULL, ours, caller, NULL, NULL, work_new (&n_freed), work_free,
                         got_result, &result);
    sdm_task_run_in_thread (task, answer);
    g_clear_object (&task);
    g_assert_true (g_task_propagate_boolean (G_TASK (wait_for (&result)), NULL));
    g_clear_object (&result);
    wait_freed (&n_freed, 2);

    g_cancellable_cancel (caller);
    g_assert_false (g_cancellable_is_cancelled (ours));
  }
}

static void
test_stale_result_dropped (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GTask) task = NULL;
  guint n_freed = 0;
  Work *work = work_new (&n_freed);

  /* The work answers although it was stopped: the answer is freed, never handed over. */
  work->return_anyway = TRUE;
  task = sdm_task_new (NULL, cancellable, NULL, NULL, NULL, work, work_free, got_result, &result);
  sdm_task_run_in_thread (task, spin);
  g_clear_object (&task);
  wait_started (work);
  g_cancellable_cancel (cancellable);
  assert_cancelled (wait_for (&result));
  g_clear_object (&result);
  /* The work's copy and the dropped answer (count_free on the same counter). */
  wait_freed (&n_freed, 2);
}

typedef struct {
  GThread  *finalized_in;
  gint      released;      /* the main thread has dropped the result */
} Release;

static void
source_finalized (gpointer data, GObject *where_the_object_was)
{
  ((Release *) data)->finalized_in = g_thread_self ();
}

/* The work: answers, then stays in its thread until the caller has dropped the answer. */
static void
answer_and_linger (GTask *task, gpointer data, const gint *cancel)
{
  Release *release = data;

  g_task_return_boolean (task, TRUE);
  while (!g_atomic_int_get (&release->released))
    g_usleep (100);
}

static void
test_released_in_main_context (void)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GTask) task = NULL;
  GObject *source = g_object_new (G_TYPE_OBJECT, NULL);
  Release release = { NULL, 0 };

  /* The task holds the only reference to its source object. */
  g_object_weak_ref (source, source_finalized, &release);
  task = sdm_task_new (source, NULL, NULL, NULL, NULL, &release, NULL, got_result, &result);
  g_object_unref (source);
  sdm_task_run_in_thread (task, answer_and_linger);
  g_clear_object (&task);

  /* The answer comes while the work is still in its thread; the caller drops it; the work
   * leaves its thread last. The source object goes all the same in this thread. */
  g_assert_true (g_task_propagate_boolean (G_TASK (wait_for (&result)), NULL));
  g_clear_object (&result);
  g_assert_null (release.finalized_in);
  g_atomic_int_set (&release.released, 1);
  while (release.finalized_in == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (release.finalized_in == g_thread_self ());
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/task/result", test_result);
  g_test_add_func ("/core/task/flag-follows-cancellable", test_flag_follows_cancellable);
  g_test_add_func ("/core/task/already-cancelled", test_already_cancelled);
  g_test_add_func ("/core/task/also-cancelled-by", test_also_cancelled_by);
  g_test_add_func ("/core/task/stale-result-dropped", test_stale_result_dropped);
  g_test_add_func ("/core/task/released-in-main-context", test_released_in_main_context);
  return g_test_run ();
}
