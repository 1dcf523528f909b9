/* sdm-game-tasks.c: SdmGame's background work (solve, count, check, uniqueness). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-game-private.h"

static void
cancel_and_clear (GCancellable **cancellable)
{
  if (*cancellable != NULL)
    {
      g_cancellable_cancel (*cancellable);
      g_clear_object (cancellable);
    }
}

void
sdm_game_tasks_start_uniqueness (SdmGame *self)
{
  /* The engine's solver is not linked in yet: "uniqueness" stays UNKNOWN. */
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
