/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-store.c: autosave and restore of the current game.
 *
 * Writes go to a worker thread (g_task_run_in_thread) so a slow disk never stalls the
 * board; sdm_game_store_flush() writes in the calling thread. Every write carries a
 * sequence number and takes write_lock, and a write older than the newest one on disk is
 * skipped, so writes can finish in any order and the file always holds the newest game.
 *
 * A write goes to a temporary file named current-game.TEMP_MARK-XXXXXX, fsynced, then
 * renamed over current-game; at start only such names are removed (a player's own
 * current-game.backup is not ours to delete). A saved game that does not load is renamed
 * current-game.damaged-DATE before anything can overwrite it, and never deleted.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sdm-core.h"
#include "sdm-data-file.h"
#include "sdm-game-store.h"
#include "sdm-game-private.h"

#define SAVE_NAME "current-game"
#define TEMP_MARK "unsaved"
#define DEFAULT_SAVE_DELAY 300

struct _SdmGameStore
{
  GObject   parent_instance;

  char     *directory;
  char     *path;
  char     *damaged_path;     /* where the last damaged save was put, or NULL */
  SdmGame  *game;
  gulong    changed_id;
  guint     save_delay;
  guint     timeout_id;       /* the pending write, idle or delayed */
  gint64    last_start;       /* when the last write started (monotonic µs), 0 for never */
  gint64    written_elapsed;  /* the game's time in the last write started, -1 for none */

  /* Main thread. */
  gboolean  unsaved_change;   /* a change no write has started for */
  guint64   next_seq;         /* the newest write started */
  guint64   done_seq;         /* the newest write finished */
  gboolean  dirty;            /* as last notified */

  /* Shared with the writing threads. */
  GMutex    write_lock;
  guint64   written_seq;      /* the newest write on disk */
};

typedef struct {
  char    *path;
  char    *text;
  guint64  seq;
  guint    n_moves;
} WriteJob;

enum {
  PROP_0,
  PROP_DIRECTORY,
  PROP_GAME,
  PROP_SAVE_DELAY,
  PROP_DIRTY,
  PROP_DAMAGED_PATH,
  N_PROPS
};

enum {
  SAVED,
  SAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmGameStore, sdm_game_store, G_TYPE_OBJECT)

static void
write_job_free (WriteJob *job)
{
  g_free (job->path);
  g_free (job->text);
  g_free (job);
}

static void
update_dirty (SdmGameStore *self)
{
  gboolean dirty = self->unsaved_change || self->done_seq < self->next_seq;

  if (dirty == self->dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

static gboolean
set_errno_error (GError **error, int saved_errno, const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Could not write %s: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

/* @text to @path through a temporary file of our own name (see the top of the file):
 * written, fsynced, renamed over @path, so a reader or a crash sees the old file or the
 * new one. */
static gboolean
write_atomically (const char *path, const char *text, GError **error)
{
  g_autofree char *temp = g_strconcat (path, "." TEMP_MARK "-XXXXXX", NULL);
  gsize len = strlen (text), done = 0;
  int fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0600);
  int saved_errno;

  if (fd < 0)
    return set_errno_error (error, errno, path);
  while (done < len)
    {
      gssize n = write (fd, text + done, len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        goto fail;
      done += (gsize) n;
    }
  if (fsync (fd) != 0)
    goto fail;
  if (close (fd) != 0)
    {
      fd = -1;
      goto fail;
    }
  fd = -1;
  if (g_rename (temp, path) != 0)
    goto fail;
  return TRUE;

fail:
  saved_errno = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (temp);
  return set_errno_error (error, saved_errno, path);
}

/* Any thread: write @job unless something newer is on disk already. */
static gboolean
write_job (SdmGameStore *self, const WriteJob *job, GError **error)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&self->write_lock);

  if (job->seq <= self->written_seq)
    return TRUE;
  if (g_mkdir_with_parents (self->directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not make the folder %s: %s"), self->directory,
                   g_strerror (saved_errno));
      return FALSE;
    }
  if (!write_atomically (job->path, job->text, error))
    return FALSE;
  self->written_seq = job->seq;
  return TRUE;
}

static WriteJob *
new_job (SdmGameStore *self)
{
  WriteJob *job = g_new0 (WriteJob, 1);

  job->path = g_strdup (self->path);
  job->text = sdm_game_serialize (self->game);
  job->seq = ++self->next_seq;
  job->n_moves = sdm_game_get_n_moves (self->game);
  self->written_elapsed = sdm_game_get_elapsed (self->game);
  self->unsaved_change = FALSE;
  self->last_start = g_get_monotonic_time ();
  return job;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GError *error = NULL;

  if (write_job (source_object, task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
write_done (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  SdmGameStore *self = SDM_GAME_STORE (object);
  WriteJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  self->done_seq = MAX (self->done_seq, job->seq);
  if (g_task_propagate_boolean (G_TASK (result), &error))
    g_signal_emit (self, signals[SAVED], 0, job->n_moves);
  else
    g_signal_emit (self, signals[SAVE_FAILED], 0, error);
  update_dirty (self);
}

static gboolean
save_timeout_cb (gpointer user_data)
{
  SdmGameStore *self = user_data;
  g_autoptr(GTask) task = NULL;

  self->timeout_id = 0;
  if (self->game == NULL)
    return G_SOURCE_REMOVE;

  task = g_task_new (self, NULL, write_done, NULL);
  g_task_set_source_tag (task, save_timeout_cb);
  g_task_set_name (task, "[sudominoku] autosave");
  g_task_set_task_data (task, new_job (self), (GDestroyNotify) write_job_free);
  g_task_run_in_thread (task, write_thread);
  return G_SOURCE_REMOVE;
}

/* The first change after a quiet spell is written as soon as the main loop is idle (so a
 * burst of moves in one go is one write); changes that come faster are gathered and
 * written at most once per save_delay. */
static void
schedule_save (SdmGameStore *self)
{
  self->unsaved_change = TRUE;
  if (self->timeout_id == 0)
    {
      gint64 wait_us = self->last_start == 0 ? 0
                     : self->last_start + (gint64) self->save_delay * 1000 - g_get_monotonic_time ();

      if (wait_us <= 0)
        self->timeout_id = g_idle_add_full (G_PRIORITY_LOW, save_timeout_cb, self, NULL);
      else
        self->timeout_id = g_timeout_add ((guint) ((wait_us + 999) / 1000), save_timeout_cb, self);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->timeout_id),
                                "[sudominoku] autosave");
    }
  update_dirty (self);
}

static void
game_changed_cb (SdmGameStore *self)
{
  schedule_save (self);
}

static void
sdm_game_store_dispose (GObject *object)
{
  SdmGameStore *self = SDM_GAME_STORE (object);

  if (self->game != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!sdm_game_store_flush (self, &error))
        g_warning ("Could not save the game: %s", error->message);
    }
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sdm_game_store_parent_class)->dispose (object);
}

static void
sdm_game_store_finalize (GObject *object)
{
  SdmGameStore *self = SDM_GAME_STORE (object);

  g_clear_pointer (&self->directory, g_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->damaged_path, g_free);
  g_mutex_clear (&self->write_lock);

  G_OBJECT_CLASS (sdm_game_store_parent_class)->finalize (object);
}

static void
sdm_game_store_constructed (GObject *object)
{
  SdmGameStore *self = SDM_GAME_STORE (object);

  G_OBJECT_CLASS (sdm_game_store_parent_class)->constructed (object);

  if (self->directory == NULL)
    self->directory = g_build_filename (g_get_user_data_dir (), "sudominoku", NULL);
  self->path = g_build_filename (self->directory, SAVE_NAME, NULL);
}

static void
sdm_game_store_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SdmGameStore *self = SDM_GAME_STORE (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_value_set_string (value, self->directory);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SAVE_DELAY:
      g_value_set_uint (value, self->save_delay);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_DAMAGED_PATH:
      g_value_set_string (value, self->damaged_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_store_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SdmGameStore *self = SDM_GAME_STORE (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      self->directory = g_value_dup_string (value);
      break;
    case PROP_GAME:
      sdm_game_store_set_game (self, g_value_get_object (value));
      break;
    case PROP_SAVE_DELAY:
      sdm_game_store_set_save_delay (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_store_class_init (SdmGameStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sdm_game_store_dispose;
  object_class->finalize = sdm_game_store_finalize;
  object_class->constructed = sdm_game_store_constructed;
  object_class->get_property = sdm_game_store_get_property;
  object_class->set_property = sdm_game_store_set_property;

  properties[PROP_DIRECTORY] =
    g_param_spec_string ("directory", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SDM_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SAVE_DELAY] =
    g_param_spec_uint ("save-delay", NULL, NULL, 0, 60000, DEFAULT_SAVE_DELAY,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DAMAGED_PATH] =
    g_param_spec_string ("damaged-path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
sdm_game_store_init (SdmGameStore *self)
{
  self->save_delay = DEFAULT_SAVE_DELAY;
  self->written_elapsed = -1;
  g_mutex_init (&self->write_lock);
}

SdmGameStore *
sdm_game_store_new (const char *directory)
{
  return g_object_new (SDM_TYPE_GAME_STORE, "directory", directory, NULL);
}

const char *
sdm_game_store_get_directory (SdmGameStore *self)
{
  g_return_val_if_fail (SDM_IS_GAME_STORE (self), NULL);
  return self->directory;
}

const char *
sdm_game_store_get_path (SdmGameStore *self)
{
  g_return_val_if_fail (SDM_IS_GAME_STORE (self), NULL);
  return self->path;
}

SdmGame *
sdm_game_store_get_game (SdmGameStore *self)
{
  g_return_val_if_fail (SDM_IS_GAME_STORE (self), NULL);
  return self->game;
}

void
sdm_game_store_set_game (SdmGameStore *self, SdmGame *game)
{
  g_return_if_fail (SDM_IS_GAME_STORE (self));
  g_return_if_fail (game == NULL || SDM_IS_GAME (game));

  if (self->game == game)
    return;

  g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  self->written_elapsed = -1;
  if (game != NULL)
    {
      /* The position, not derived state (clashes, mistakes, uniqueness): only a move
       * changes what is written. */
      self->changed_id = g_signal_connect_swapped (game, "position-changed",
                                                   G_CALLBACK (game_changed_cb), self);
      schedule_save (self);
    }
  else
    {
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      self->unsaved_change = FALSE;
      update_dirty (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
sdm_game_store_set_save_delay (SdmGameStore *self, guint milliseconds)
{
  g_return_if_fail (SDM_IS_GAME_STORE (self));

  if (self->save_delay == milliseconds)
    return;
  self->save_delay = milliseconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_DELAY]);
}

const char *
sdm_game_store_get_damaged_path (SdmGameStore *self)
{
  g_return_val_if_fail (SDM_IS_GAME_STORE (self), NULL);
  return self->damaged_path;
}

gboolean
sdm_game_store_get_dirty (SdmGameStore *self)
{
  g_return_val_if_fail (SDM_IS_GAME_STORE (self), FALSE);
  return self->dirty;
}

void
sdm_game_store_save_time (SdmGameStore *self)
{
  g_return_if_fail (SDM_IS_GAME_STORE (self));

  if (self->game != NULL && sdm_game_get_elapsed (self->game) != self->written_elapsed)
    schedule_save (self);
}

gboolean
sdm_game_store_flush (SdmGameStore *self, GError **error)
{
  WriteJob *job;
  gboolean ok;

  g_return_val_if_fail (SDM_IS_GAME_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->game == NULL)
    return TRUE;

  job = new_job (self);
  ok = write_job (self, job, error);
  self->done_seq = MAX (self->done_seq, job->seq);
  if (ok)
    g_signal_emit (self, signals[SAVED], 0, job->n_moves);
  write_job_free (job);
  update_dirty (self);
  return ok;
}

/* Remove the temporary files of our writes that a crash cut short: NAME.TEMP_MARK-XXXXXX
 * only. Anything else beside the save is the player's. */
static void
remove_stale_temporaries (SdmGameStore *self)
{
  g_autoptr(GDir) dir = g_dir_open (self->directory, 0, NULL);
  const char *prefix = SAVE_NAME "." TEMP_MARK "-";
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix) && strlen (name) == strlen (prefix) + 6)
      {
        g_autofree char *path = g_build_filename (self->directory, name, NULL);

        if (g_file_test (path, G_FILE_TEST_IS_REGULAR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
          g_unlink (path);
      }
}

/* Rename a save that does not load to NAME.damaged-DATE (never over anything), so
 * that the next game does not overwrite it, and add where it went to @error. */
static void
keep_damaged (SdmGameStore *self, GError **error)
{
  g_autofree char *kept = sdm_data_file_keep_aside (self->path, NULL);

  if (kept == NULL)
    return;   /* a folder we cannot change: nothing will overwrite it either */
  g_free (self->damaged_path);
  self->damaged_path = g_steal_pointer (&kept);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DAMAGED_PATH]);
  if (error != NULL && *error != NULL)
    {
      g_autofree char *message = (*error)->message;

      /* Translators: the first %s is what is wrong with the saved game, the second a file name */
      (*error)->message = g_strdup_printf (_("%s. The file was kept as %s"), message, self->damaged_path);
    }
}

SdmGame *
sdm_game_store_load_last (SdmGameStore *self, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;
  SdmGame *game;

  g_return_val_if_fail (SDM_IS_GAME_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  {
    g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&self->write_lock);

    remove_stale_temporaries (self);
  }
  text = sdm_game_read_save_file (self->path, &local_error);
  if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return NULL;
  game = text != NULL ? sdm_game_new_from_serialized (text, &local_error) : NULL;
  if (local_error != NULL && g_error_matches (local_error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE))
    {
      g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&self->write_lock);

      keep_damaged (self, &local_error);
    }
  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return game;
}

gboolean
sdm_game_store_clear (SdmGameStore *self, GError **error)
{
  g_return_val_if_fail (SDM_IS_GAME_STORE (self), FALSE);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->unsaved_change = FALSE;
  {
    g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&self->write_lock);

    /* Writes already started become stale. */
    self->written_seq = ++self->next_seq;
    self->done_seq = self->next_seq;
    if (g_unlink (self->path) != 0 && errno != ENOENT)
      {
        int saved_errno = errno;

        g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                     _("Could not remove %s: %s"), self->path, g_strerror (saved_errno));
        update_dirty (self);
        return FALSE;
      }
  }
  update_dirty (self);
  return TRUE;
}
