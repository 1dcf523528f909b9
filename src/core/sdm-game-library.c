/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-library.c: games in progress, one folder each (see sdm-game-library.h).
 *
 * The game itself goes through SdmGameStore, so a game in the library is written and read
 * back exactly as the autosave is. The info file is written after the game: a folder
 * without info (a crash in between) is not listed, and is left as it is.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sdm-data-file.h"
#include "sdm-game-library.h"
#include "sdm-game-store.h"

#define INFO_NAME  "info"
#define GROUP      "game"
/* An info file is a few hundred bytes; one larger than this is not the library's. */
#define INFO_MAX_SIZE (64 * 1024)

struct _SdmGameLibrary
{
  GObject  parent_instance;

  char    *directory;
};

enum {
  PROP_0,
  PROP_DIRECTORY,
  N_PROPS
};

enum {
  CHANGED,
  FILE_KEPT_ASIDE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmGameLibrary, sdm_game_library, G_TYPE_OBJECT)

void
sdm_game_info_free (SdmGameInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->id);
  g_free (info->name);
  g_free (info->difficulty);
  g_free (info);
}

/* The cells the player filled and the cells open to fill, as the info counts them. */
static void
sdm_game_count_progress (SdmGame *game,
                         guint   *n_filled,
                         guint   *n_open)
{
  guint filled = 0, open = 0;

  g_return_if_fail (SDM_IS_GAME (game));

  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    if (!sdm_game_is_given (game, cell))
      {
        open++;
        if (sdm_game_get_value (game, cell) != 0)
          filled++;
      }
  if (n_filled != NULL)
    *n_filled = filled;
  if (n_open != NULL)
    *n_open = open;
}

static void
sdm_game_library_finalize (GObject *object)
{
  SdmGameLibrary *self = SDM_GAME_LIBRARY (object);

  g_clear_pointer (&self->directory, g_free);

  G_OBJECT_CLASS (sdm_game_library_parent_class)->finalize (object);
}

static void
sdm_game_library_constructed (GObject *object)
{
  SdmGameLibrary *self = SDM_GAME_LIBRARY (object);

  G_OBJECT_CLASS (sdm_game_library_parent_class)->constructed (object);

  if (self->directory == NULL)
    self->directory = g_build_filename (g_get_user_data_dir (), "sudominoku", "games", NULL);
}

static void
sdm_game_library_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SdmGameLibrary *self = SDM_GAME_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_value_set_string (value, self->directory);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_library_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SdmGameLibrary *self = SDM_GAME_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      self->directory = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_library_class_init (SdmGameLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sdm_game_library_finalize;
  object_class->constructed = sdm_game_library_constructed;
  object_class->get_property = sdm_game_library_get_property;
  object_class->set_property = sdm_game_library_set_property;

  properties[PROP_DIRECTORY] =
    g_param_spec_string ("directory", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[FILE_KEPT_ASIDE] = g_signal_new ("file-kept-aside", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
sdm_game_library_init (SdmGameLibrary *self)
{
}

SdmGameLibrary *
sdm_game_library_new (const char *directory)
{
  return g_object_new (SDM_TYPE_GAME_LIBRARY, "directory", directory, NULL);
}

const char *
sdm_game_library_get_directory (SdmGameLibrary *self)
{
  g_return_val_if_fail (SDM_IS_GAME_LIBRARY (self), NULL);
  return self->directory;
}

/* An id is a folder name the library made: digits, letters and '-', nothing that
 * leaves the folder. */
static gboolean
valid_id (const char *id)
{
  if (id == NULL || *id == '\0' || *id == '.')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static gboolean
remove_folder (const char  *folder,
               GError     **error)
{
  g_autofree char *info = g_build_filename (folder, INFO_NAME, NULL);
  g_autoptr(SdmGameStore) store = sdm_game_store_new (folder);

  /* The info first: a folder without info is no longer listed. */
  if (g_unlink (info) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not remove %s: %s"), info, g_strerror (saved_errno));
      return FALSE;
    }
  if (!sdm_game_store_clear (store, error))
    return FALSE;
  /* Whatever else is there (a damaged save kept aside) keeps the folder. */
  g_rmdir (folder);
  return TRUE;
}

char *
sdm_game_library_add (SdmGameLibrary *self,
                      SdmGame        *game,
                      const char     *name,
                      const char     *difficulty,
                      GError        **error)
{
  g_autoptr(SdmGameStore) store = NULL;
  g_autoptr(GKeyFile) keys = NULL;
  g_autofree char *id = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;
  gsize length;
  guint filled = 0, open = 0;

  g_return_val_if_fail (SDM_IS_GAME_LIBRARY (self), NULL);
  g_return_val_if_fail (SDM_IS_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Newest sorts last by name too; the random part keeps two games of one microsecond
   * apart. */
  id = g_strdup_printf ("%" G_GINT64_FORMAT "-%08x", g_get_real_time (), g_random_int ());
  folder = g_build_filename (self->directory, id, NULL);
  info = g_build_filename (folder, INFO_NAME, NULL);

  store = sdm_game_store_new (folder);
  sdm_game_store_set_game (store, game);
  if (!sdm_game_store_flush (store, error))
    {
      sdm_game_store_set_game (store, NULL);
      g_rmdir (folder);
      return NULL;
    }
  sdm_game_store_set_game (store, NULL);

  sdm_game_count_progress (game, &filled, &open);
  keys = g_key_file_new ();
  g_key_file_set_string (keys, GROUP, "name", name != NULL ? name : "");
  if (difficulty != NULL)
    g_key_file_set_string (keys, GROUP, "difficulty", difficulty);
  g_key_file_set_string (keys, GROUP, "kind",
                         sdm_game_get_kind (game) == SDM_KIND_SUDOMINOKU ? "sudominoku" : "sudoku");
  g_key_file_set_uint64 (keys, GROUP, "filled", filled);
  g_key_file_set_uint64 (keys, GROUP, "open", open);
  g_key_file_set_int64 (keys, GROUP, "elapsed", sdm_game_get_elapsed (game));
  g_key_file_set_int64 (keys, GROUP, "saved", g_get_real_time () / G_USEC_PER_SEC);
  text = g_key_file_to_data (keys, &length, NULL);
  if (!g_file_set_contents_full (info, text, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, error))
    {
      remove_folder (folder, NULL);
      return NULL;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return g_steal_pointer (&id);
}

/* @path was refused for @error: kept aside, said through "file-kept-aside" and the log.
 * Returns NULL (no game to list). */
static SdmGameInfo *
refuse (SdmGameLibrary *self,
        const char     *path,
        const GError   *error)
{
  g_autofree char *kept = sdm_data_file_keep_aside (path, NULL);

  g_message ("%s", error->message);
  g_signal_emit (self, signals[FILE_KEPT_ASIDE], 0, kept ? kept : path, error->message);
  return NULL;
}

static SdmGameInfo *
read_info (SdmGameLibrary *self,
           const char     *id)
{
  g_autofree char *info_path = g_build_filename (self->directory, id, INFO_NAME, NULL);
  g_autofree char *game_path = g_build_filename (self->directory, id, "current-game", NULL);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(SdmGameInfo) info = g_new0 (SdmGameInfo, 1);
  g_autofree char *kind = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  if (!g_file_test (game_path, G_FILE_TEST_IS_REGULAR))
    {
      /* a game that is there but not a file (a FIFO, a link to a device) cannot be
       * resumed: kept aside and said, like a refused info below */
      if (g_file_test (game_path, G_FILE_TEST_EXISTS) || g_file_test (game_path, G_FILE_TEST_IS_SYMLINK))
        g_set_error (&error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_NOT_REGULAR,
                     _("%s is not a file (a folder, a device or a pipe)"), game_path);
      return error != NULL ? refuse (self, game_path, error) : NULL;
    }
  /* Bounded and non-blocking (sdm-data-file.h): listing runs on the main thread. */
  text = sdm_data_file_read (info_path, INFO_MAX_SIZE, &length, &error);
  if (g_error_matches (error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_NOT_REGULAR)
      || g_error_matches (error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_TOO_LARGE))
    return refuse (self, info_path, error);   /* without its info the game is not listed */
  if (text == NULL || !g_key_file_load_from_data (keys, text, length, G_KEY_FILE_NONE, NULL))
    return NULL;
  info->id = g_strdup (id);
  info->name = g_key_file_get_string (keys, GROUP, "name", &error);
  kind = g_key_file_get_string (keys, GROUP, "kind", error == NULL ? &error : NULL);
  info->n_filled = (guint) g_key_file_get_uint64 (keys, GROUP, "filled", error == NULL ? &error : NULL);
  info->n_open = (guint) g_key_file_get_uint64 (keys, GROUP, "open", error == NULL ? &error : NULL);
  info->elapsed = g_key_file_get_int64 (keys, GROUP, "elapsed", error == NULL ? &error : NULL);
  info->saved = g_key_file_get_int64 (keys, GROUP, "saved", error == NULL ? &error : NULL);
  if (error != NULL || info->n_open > SDM_N_CELLS || info->n_filled > info->n_open
      || (g_strcmp0 (kind, "sudoku") != 0 && g_strcmp0 (kind, "sudominoku") != 0))
    return NULL;
  info->kind = g_str_equal (kind, "sudominoku") ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU;
  info->difficulty = g_key_file_get_string (keys, GROUP, "difficulty", NULL);
  return g_steal_pointer (&info);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const SdmGameInfo *x = *(SdmGameInfo * const *) a;
  const SdmGameInfo *y = *(SdmGameInfo * const *) b;

  if (x->saved != y->saved)
    return x->saved > y->saved ? -1 : 1;
  return -strcmp (x->id, y->id);
}

GPtrArray *
sdm_game_library_list (SdmGameLibrary *self)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) sdm_game_info_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (SDM_IS_GAME_LIBRARY (self), games);

  dir = g_dir_open (self->directory, 0, NULL);
  if (dir == NULL)
    return games;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      SdmGameInfo *info;

      if (!valid_id (name))
        continue;
      info = read_info (self, name);
      if (info != NULL)
        g_ptr_array_add (games, info);
    }
  g_ptr_array_sort (games, newest_first);
  return games;
}

guint
sdm_game_library_get_n_games (SdmGameLibrary *self)
{
  g_autoptr(GPtrArray) games = sdm_game_library_list (self);

  return games->len;
}

SdmGame *
sdm_game_library_take (SdmGameLibrary  *self,
                       const char      *id,
                       SdmGameInfo    **info,
                       GError         **error)
{
  g_autofree char *folder = NULL;
  g_autoptr(SdmGameStore) store = NULL;
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGameInfo) read = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (SDM_IS_GAME_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!valid_id (id) || (read = read_info (self, id)) == NULL)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   _("This game is no longer in the list of games in progress"));
      return NULL;
    }
  folder = g_build_filename (self->directory, id, NULL);
  store = sdm_game_store_new (folder);
  game = sdm_game_store_load_last (store, &local_error);
  if (game == NULL)
    {
      if (local_error == NULL)
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                     _("This game is no longer in the list of games in progress"));
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (!remove_folder (folder, &local_error))
    g_warning ("%s", local_error->message);
  g_signal_emit (self, signals[CHANGED], 0);
  if (info != NULL)
    *info = g_steal_pointer (&read);
  return g_steal_pointer (&game);
}

gboolean
sdm_game_library_remove (SdmGameLibrary *self,
                         const char     *id,
                         GError        **error)
{
  g_autofree char *folder = NULL;

  g_return_val_if_fail (SDM_IS_GAME_LIBRARY (self), FALSE);
  g_return_val_if_fail (valid_id (id), FALSE);

  folder = g_build_filename (self->directory, id, NULL);
  if (!remove_folder (folder, error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}
