/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-statistics.c: the player's record, kept in a versioned key file (sdm-statistics.h). */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sdm-data-file.h"
#include "sdm-statistics.h"

#define MAIN_GROUP "statistics"
/* Two kinds times the difficulties, seven numbers each: about 2 KiB. Far more is not a
 * file the app wrote. */
#define STATISTICS_MAX_SIZE (256 * 1024)

struct _SdmStatistics
{
  GObject             parent_instance;

  char               *directory;
  char               *path;
  char               *damaged_path;
  SdmStatisticsEntry  entries[2][SDM_N_DIFFICULTIES];
  guint               guided_started;
  guint               guided_finished;
};

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmStatistics, sdm_statistics, G_TYPE_OBJECT)
G_DEFINE_QUARK (sdm-statistics-error-quark, sdm_statistics_error)

static const char *const kind_names[2] = { "sudoku", "sudominoku" };

#define GUIDED_GROUP "sudominoku/guided"

static const char *const guided_keys[] = { "started", "finished", NULL };

static const char *const keys[] = {
  "started", "solved", "solved-unaided", "best", "total-time", "streak", "unfinished", NULL
};
/* The keys that hold numbers: all but "unfinished" (and g_strv_contains' NULL). */
#define N_NUMBER_KEYS (G_N_ELEMENTS (keys) - 2)

static void
sdm_statistics_finalize (GObject *object)
{
  SdmStatistics *self = SDM_STATISTICS (object);

  g_free (self->directory);
  g_free (self->path);
  g_free (self->damaged_path);

  G_OBJECT_CLASS (sdm_statistics_parent_class)->finalize (object);
}

static void
sdm_statistics_class_init (SdmStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sdm_statistics_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sdm_statistics_init (SdmStatistics *self)
{
}

SdmStatistics *
sdm_statistics_new (const char *directory)
{
  SdmStatistics *self = g_object_new (SDM_TYPE_STATISTICS, NULL);

  self->directory = directory != NULL ? g_strdup (directory)
                                      : g_build_filename (g_get_user_data_dir (), "sudominoku", NULL);
  self->path = g_build_filename (self->directory, "statistics", NULL);
  return self;
}

const char *
sdm_statistics_get_path (SdmStatistics *self)
{
  g_return_val_if_fail (SDM_IS_STATISTICS (self), NULL);
  return self->path;
}

const char *
sdm_statistics_get_damaged_path (SdmStatistics *self)
{
  g_return_val_if_fail (SDM_IS_STATISTICS (self), NULL);
  return self->damaged_path;
}

static SdmStatisticsEntry *
entry_for (SdmStatistics *self,
           SdmKind        kind,
           SdmDifficulty  difficulty)
{
  g_return_val_if_fail (kind == SDM_KIND_SUDOKU || kind == SDM_KIND_SUDOMINOKU, NULL);
  g_return_val_if_fail ((int) difficulty >= 0 && difficulty < SDM_N_DIFFICULTIES, NULL);

  return &self->entries[kind == SDM_KIND_SUDOMINOKU][difficulty];
}

/* ------------------------------------------------------------------------------------ */
/* Reading                                                                              */

/* Reads one number of @group; FALSE with a sentence in @why when it is not one. */
static gboolean
read_number (GKeyFile    *file,
             const char  *group,
             const char  *key,
             gint64       max,
             gint64      *out,
             char       **why)
{
  g_autoptr(GError) error = NULL;
  gint64 value;

  if (!g_key_file_has_key (file, group, key, NULL))
    {
      *out = 0;
      return TRUE;
    }
  value = g_key_file_get_int64 (file, group, key, &error);
  if (error != NULL || value < 0 || value > max)
    {
      *why = g_strdup_printf (_("“%s” in [%s] is not a number of the right size"), key, group);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

static gboolean
parse (SdmStatistics  *self,
       const char     *data,
       gsize           len,
       char          **why)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) groups = NULL;
  SdmStatisticsEntry entries[2][SDM_N_DIFFICULTIES];
  gint64 guided[2] = { 0, 0 };
  int version;

  memset (entries, 0, sizeof entries);
  if (!g_key_file_load_from_data (file, data, len, G_KEY_FILE_NONE, &error))
    {
      *why = g_strdup (error->message);
      return FALSE;
    }
  version = g_key_file_get_integer (file, MAIN_GROUP, "version", NULL);
  if (version < 1 || version > SDM_STATISTICS_VERSION)
    {
      /* Translators: %d is the newest version this Sudominoku reads (2), %s a group name. */
      *why = g_strdup_printf (_("expected “version=1” to “version=%d” in [%s]"), SDM_STATISTICS_VERSION, MAIN_GROUP);
      return FALSE;
    }

  groups = g_key_file_get_groups (file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) names = g_strsplit (groups[g], "/", 2);
      g_auto(GStrv) group_keys = NULL;
      SdmStatisticsEntry *entry;
      gint64 v[G_N_ELEMENTS (keys)];
      int kind = -1, difficulty = -1;

      if (g_str_equal (groups[g], MAIN_GROUP))
        continue;
      if (version >= 2 && g_str_equal (groups[g], GUIDED_GROUP))
        {
          group_keys = g_key_file_get_keys (file, groups[g], NULL, NULL);
          for (guint k = 0; group_keys[k] != NULL; k++)
            if (!g_strv_contains (guided_keys, group_keys[k]))
              {
                *why = g_strdup_printf (_("unknown key “%s” in [%s]"), group_keys[k], groups[g]);
                return FALSE;
              }
          for (guint k = 0; k < 2; k++)
            if (!read_number (file, groups[g], guided_keys[k], G_MAXUINT32, &guided[k], why))
              return FALSE;
          if (guided[1] > guided[0])
            {
              *why = g_strdup_printf (_("the numbers in [%s] do not agree"), groups[g]);
              return FALSE;
            }
          continue;
        }
      if (names[0] != NULL && names[1] != NULL)
        {
          kind = g_str_equal (names[0], kind_names[0]) ? 0 : g_str_equal (names[0], kind_names[1]) ? 1 : -1;
          difficulty = sdm_difficulty_from_string (names[1]);
        }
      if (kind < 0 || difficulty < 0)
        {
          *why = g_strdup_printf (_("unknown group [%s]"), groups[g]);
          return FALSE;
        }
      group_keys = g_key_file_get_keys (file, groups[g], NULL, NULL);
      for (guint k = 0; group_keys[k] != NULL; k++)
        if (!g_strv_contains (keys, group_keys[k]))
          {
            *why = g_strdup_printf (_("unknown key “%s” in [%s]"), group_keys[k], groups[g]);
            return FALSE;
          }
      for (guint k = 0; k < N_NUMBER_KEYS; k++)
        if (!read_number (file, groups[g], keys[k], k == 3 || k == 4 ? G_MAXINT64 / 2 : G_MAXUINT32, &v[k], why))
          return FALSE;

      entry = &entries[kind][difficulty];
      entry->started = (guint) v[0];
      entry->solved = (guint) v[1];
      entry->solved_unaided = (guint) v[2];
      entry->best = v[3];
      entry->total_time = v[4];
      entry->streak = (guint) v[5];
      if (g_key_file_has_key (file, groups[g], "unfinished", NULL))
        {
          g_autoptr(GError) bool_error = NULL;

          entry->unfinished = g_key_file_get_boolean (file, groups[g], "unfinished", &bool_error);
          if (bool_error != NULL)
            {
              *why = g_strdup_printf (_("“%s” in [%s] is not true or false"), "unfinished", groups[g]);
              return FALSE;
            }
        }
      if (entry->solved_unaided > entry->solved || (entry->solved_unaided > 0) != (entry->best > 0))
        {
          *why = g_strdup_printf (_("the numbers in [%s] do not agree"), groups[g]);
          return FALSE;
        }
    }

  memcpy (self->entries, entries, sizeof entries);
  self->guided_started = (guint) guided[0];
  self->guided_finished = (guint) guided[1];
  return TRUE;
}

gboolean
sdm_statistics_load (SdmStatistics  *self,
                     GError        **error)
{
  g_autoptr(GError) read_error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *why = NULL;
  gsize len = 0;

  g_return_val_if_fail (SDM_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (self->entries, 0, sizeof self->entries);
  self->guided_started = self->guided_finished = 0;
  g_clear_pointer (&self->damaged_path, g_free);
  /* bounded and non-blocking (sdm-data-file.h): a FIFO or a link to /dev/zero in its
   * place must not stall the start or fill the memory */
  data = sdm_data_file_read (self->path, STATISTICS_MAX_SIZE, &len, &read_error);
  if (g_error_matches (read_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return TRUE;
  if (g_error_matches (read_error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_NOT_REGULAR))
    why = g_strdup (_("it is not a file but a folder, a device or a pipe"));
  else if (g_error_matches (read_error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_TOO_LARGE))
    why = g_strdup_printf (_("it is larger than %d KiB, which no statistics need"),
                           STATISTICS_MAX_SIZE / 1024);
  else if (read_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }
  else if (parse (self, data, len, &why))
    return TRUE;

  /* Kept aside, never overwritten: the player (or a bug report) can still read it. */
  self->damaged_path = sdm_data_file_keep_aside (self->path, &move_error);
  if (self->damaged_path == NULL)
    {
      g_set_error (error, move_error->domain, move_error->code,
                   _("The statistics file %s is damaged (%s) and could not be moved aside: %s"),
                   self->path, why, move_error->message);
      return FALSE;
    }
  g_set_error (error, SDM_STATISTICS_ERROR, SDM_STATISTICS_ERROR_DAMAGED,
               _("The statistics file was damaged (%s). It was kept as %s and new statistics were started"),
               why, self->damaged_path);
  return FALSE;
}

/* ------------------------------------------------------------------------------------ */
/* Writing                                                                              */

static char *
to_text (SdmStatistics *self)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  g_key_file_set_integer (file, MAIN_GROUP, "version", SDM_STATISTICS_VERSION);
  for (int kind = 0; kind < 2; kind++)
    for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
      {
        const SdmStatisticsEntry *e = &self->entries[kind][d];
        g_autofree char *group = NULL;

        if (e->started == 0 && e->solved == 0 && !e->unfinished)
          continue;
        group = g_strdup_printf ("%s/%s", kind_names[kind], sdm_difficulty_to_string (d));
        g_key_file_set_uint64 (file, group, "started", e->started);
        g_key_file_set_uint64 (file, group, "solved", e->solved);
        g_key_file_set_uint64 (file, group, "solved-unaided", e->solved_unaided);
        g_key_file_set_int64 (file, group, "best", e->best);
        g_key_file_set_int64 (file, group, "total-time", e->total_time);
        g_key_file_set_uint64 (file, group, "streak", e->streak);
        g_key_file_set_boolean (file, group, "unfinished", e->unfinished);
      }
  if (self->guided_started > 0)
    {
      g_key_file_set_uint64 (file, GUIDED_GROUP, "started", self->guided_started);
      g_key_file_set_uint64 (file, GUIDED_GROUP, "finished", self->guided_finished);
    }
  return g_key_file_to_data (file, NULL, NULL);
}

static gboolean
save (SdmStatistics  *self,
      GError        **error)
{
  g_autofree char *text = to_text (self);
  gboolean ok;

  if (g_mkdir_with_parents (self->directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", self->directory, g_strerror (saved_errno));
      ok = FALSE;
    }
  else
    ok = g_file_set_contents_full (self->path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
  g_signal_emit (self, signals[CHANGED], 0);
  return ok;
}

void
sdm_statistics_get_entry (SdmStatistics      *self,
                          SdmKind             kind,
                          SdmDifficulty       difficulty,
                          SdmStatisticsEntry *entry)
{
  const SdmStatisticsEntry *e;

  g_return_if_fail (SDM_IS_STATISTICS (self));
  g_return_if_fail (entry != NULL);

  e = entry_for (self, kind, difficulty);
  if (e == NULL)
    memset (entry, 0, sizeof *entry);
  else
    *entry = *e;
}

gint64
sdm_statistics_entry_average (const SdmStatisticsEntry *entry)
{
  g_return_val_if_fail (entry != NULL, 0);

  if (entry->solved_unaided == 0)
    return 0;
  /* Rounded to the nearest second. */
  return (entry->total_time + entry->solved_unaided / 2) / entry->solved_unaided;
}

gboolean
sdm_statistics_game_started (SdmStatistics  *self,
                             SdmKind         kind,
                             SdmDifficulty   difficulty,
                             GError        **error)
{
  SdmStatisticsEntry *e;

  g_return_val_if_fail (SDM_IS_STATISTICS (self), FALSE);
  e = entry_for (self, kind, difficulty);
  g_return_val_if_fail (e != NULL, FALSE);

  /* The game before it was left unfinished: the streak is over. */
  if (e->unfinished)
    e->streak = 0;
  e->started++;
  e->unfinished = TRUE;
  return save (self, error);
}

gboolean
sdm_statistics_game_finished (SdmStatistics  *self,
                              SdmKind         kind,
                              SdmDifficulty   difficulty,
                              gint64          seconds,
                              gboolean        assisted,
                              gboolean       *new_best,
                              GError        **error)
{
  SdmStatisticsEntry *e;
  gboolean best = FALSE;

  g_return_val_if_fail (SDM_IS_STATISTICS (self), FALSE);
  e = entry_for (self, kind, difficulty);
  g_return_val_if_fail (e != NULL, FALSE);

  seconds = MAX (seconds, 1);   /* 0 means "no best time" */
  e->solved++;
  /* A game started before the statistics were kept still counts as started. */
  e->started = MAX (e->started, e->solved);
  e->unfinished = FALSE;
  if (assisted)
    e->streak = 0;
  else
    {
      best = e->best == 0 || seconds < e->best;
      e->solved_unaided++;
      e->total_time += seconds;
      e->streak++;
      if (best)
        e->best = seconds;
    }
  if (new_best != NULL)
    *new_best = best;
  return save (self, error);
}

void
sdm_statistics_get_guided (SdmStatistics *self,
                           guint         *started,
                           guint         *finished)
{
  g_return_if_fail (SDM_IS_STATISTICS (self));

  if (started != NULL)
    *started = self->guided_started;
  if (finished != NULL)
    *finished = self->guided_finished;
}

gboolean
sdm_statistics_guided_started (SdmStatistics  *self,
                               GError        **error)
{
  g_return_val_if_fail (SDM_IS_STATISTICS (self), FALSE);

  if (self->guided_started < G_MAXUINT32)
    self->guided_started++;
  return save (self, error);
}

gboolean
sdm_statistics_guided_finished (SdmStatistics  *self,
                                GError        **error)
{
  g_return_val_if_fail (SDM_IS_STATISTICS (self), FALSE);

  if (self->guided_finished < G_MAXUINT32)
    self->guided_finished++;
  /* A guided game started before the statistics were kept still counts as started. */
  self->guided_started = MAX (self->guided_started, self->guided_finished);
  return save (self, error);
}
