/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-task.h: one engine call in a worker thread, stopped by a cancel flag. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The work of a task, in the worker thread: @data is the task's own copy of its input
 * (and room for its results), @cancel the flag to hand to the engine
 * (SdmSolveOptions.cancel, SdmGenerateOptions.cancel, ...). It returns one result on
 * @task (g_task_return_*), as a GTaskThreadFunc does. */
typedef void (*SdmTaskFunc) (GTask      *task,
                             gpointer    data,
                             const gint *cancel);

GTask    *sdm_task_new               (gpointer             source_object,
                                      GCancellable        *cancellable,
                                      GCancellable        *also_cancelled_by,
                                      gpointer             source_tag,
                                      const char          *name,
                                      gpointer             data,
                                      GDestroyNotify       data_free,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
void      sdm_task_run_in_thread     (GTask               *task,
                                      SdmTaskFunc          func);
gpointer  sdm_task_get_data          (GTask               *task);
void      sdm_task_return_cancelled  (GTask               *task);

G_END_DECLS
