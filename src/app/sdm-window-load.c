/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-load.c: getting puzzles in: files (sdm_window_open_file), text from the
 * clipboard (sdm_window_load_text), and drag and drop. The text is parsed in a thread; a
 * file with several puzzles offers a list; errors change nothing and are said in the
 * player's words, with the reader's exact words (FILE:LINE:COLUMN) behind Details.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "sdm-puzzle-list.h"
#include "sdm-puzzle-loader.h"
#include "sdm-window-parts.h"

/* ------------------------------------------------------------------------------------ */
/* Loading: the text is parsed in a thread; errors change nothing.                      */

/* What a load carries to its callback (sdm-window-parts.h: async calls): the window, a
 * name for the title, and whether the name is a file's (or "Clipboard", "Dropped text"). */
typedef struct {
  SdmWindow *window;
  char      *name;
  gboolean   is_file;
} LoadContext;

static LoadContext *
load_context_new (SdmWindow  *self,
                  const char *name,
                  gboolean    is_file)
{
  LoadContext *ctx = g_new0 (LoadContext, 1);

  ctx->window = g_object_ref (self);
  ctx->name = g_strdup (name);
  ctx->is_file = is_file;
  return ctx;
}

static void
load_context_free (LoadContext *ctx)
{
  g_object_unref (ctx->window);
  g_free (ctx->name);
  g_free (ctx);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LoadContext, load_context_free)

static void
start_puzzle (SdmWindow       *self,
              const SdmPuzzle *puzzle,
              const char      *name)
{
  g_autoptr(SdmGame) game = sdm_game_new (puzzle);

  sdm_window_set_game (self, game, name, TRUE);
}

static void
puzzle_chosen_cb (SdmPuzzleList *list,
                  guint          index,
                  SdmWindow     *self)
{
  const char *source = sdm_puzzle_list_get_source_name (list);
  /* Translators: the title of a game from a file of many: file name and puzzle number. */
  g_autofree char *name = g_strdup_printf (_("%s #%u"), source ? source : "", index + 1);

  start_puzzle (self, sdm_puzzle_list_get_puzzle (list, index), name);
}

/* A load that failed, said to a player: what could not be opened and why in a sentence,
 * the reader's exact words (file, line, column, expected, found) behind Details. */
static void
show_load_error (SdmWindow    *self,
                 const GError *error,
                 const char   *name,
                 gboolean      is_file)
{
  g_autofree char *summary = NULL;
  g_autofree char *heading = NULL;
  guint line = 0, column = 0;

  /* Where the reader stopped, said in the sentence itself (the player mends the text
   * there, and need not open Details to find it). */
  sdm_format_error_get_position (error, &line, &column);

  /* The headings of the Details dialog, short: its sentence names the file, and an
   * AdwAlertDialog heading wider than a phone's dialog (about 320 px) makes libadwaita 1.7
   * measure its one-line label narrower than it is (a GTK warning). */
  if (is_file)
    /* Translators: the heading of the dialog that shows why a file could not be opened. */
    heading = g_strdup (_("Could Not Open the File"));
  else
    heading = g_strdup (_("Could Not Read a Puzzle"));

  if (error->domain == SDM_FORMAT_ERROR)
    switch (error->code)
      {
      case SDM_FORMAT_ERROR_SYNTAX:
        if (is_file && line > 0)
          /* Translators: the file's name, then the line and the column (from 1) where
           * the text stops being a puzzle. */
          summary = g_strdup_printf (_("“%s” is not a puzzle Sudominoku can read: look at line %u, column %u."),
                                     name, line, column);
        else if (line > 0)
          /* Translators: pasted or dropped text; the line and the column (from 1) where
           * it stops being a puzzle. */
          summary = g_strdup_printf (_("This text is not a puzzle Sudominoku can read: look at line %u, column %u."),
                                     line, column);
        break;
      case SDM_FORMAT_ERROR_EMPTY:
        summary = is_file ? g_strdup_printf (_("“%s” is empty: there is no puzzle in it."), name)
                          : g_strdup (_("This text is blank: there is no puzzle in it."));
        break;
      case SDM_FORMAT_ERROR_CONTRADICTION:
        if (is_file && line > 0)
          /* Translators: the file's name, then the line and the column (from 1) of the
           * given that contradicts an earlier one. */
          summary = g_strdup_printf (_("The puzzle in “%s” breaks the rules: look at line %u, column %u."),
                                     name, line, column);
        else if (line > 0)
          /* Translators: the line and the column (from 1) of the given that contradicts
           * an earlier one, in pasted or dropped text. */
          summary = g_strdup_printf (_("This puzzle breaks the rules: look at line %u, column %u."),
                                     line, column);
        else
          summary = is_file ? g_strdup_printf (_("The puzzle in “%s” breaks the rules: its givens contradict each other."), name)
                            : g_strdup (_("This puzzle breaks the rules: its givens contradict each other."));
        break;
      case SDM_FORMAT_ERROR_TOO_LARGE:
        summary = is_file ? g_strdup_printf (_("“%s” is too large to be a file of puzzles."), name)
                          : g_strdup (_("This text is too long to be a list of puzzles."));
        break;
      case SDM_FORMAT_ERROR_BINARY:
        summary = is_file ? g_strdup_printf (_("“%s” is not a text file, so it cannot hold puzzles."), name)
                          : g_strdup (_("This is not text, so it cannot hold puzzles."));
        break;
      case SDM_FORMAT_ERROR_UNKNOWN:
      default:
        break;
      }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY))
    summary = g_strdup_printf (_("“%s” is a folder: choose a file of puzzles in it."), name);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    summary = g_strdup_printf (_("“%s” does not exist, or was moved."), name);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    summary = g_strdup_printf (_("You are not allowed to read “%s”."), name);

  if (summary == NULL)
    summary = is_file ? g_strdup_printf (_("“%s” does not hold a puzzle Sudominoku can read."), name)
                      : g_strdup (_("This text does not hold a puzzle Sudominoku can read."));
  sdm_window_show_error (self, summary, heading, error->message);
}

/* One puzzle starts at once; several open the list to choose from; an error is shown
 * and changes nothing. */
static void
puzzles_loaded (SdmWindow  *self,
                GArray     *puzzles,
                GError     *error,
                const char *name,
                gboolean    is_file)
{
  SdmPuzzleList *list;

  sdm_window_task_done (self);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* Cancel (which puts the page back), another game, or the window closed */
  if (puzzles != NULL && puzzles->len == 1)
    {
      /* Straight from the blank page to the game (not through "No Puzzle Open"). */
      start_puzzle (self, &g_array_index (puzzles, SdmPuzzle, 0), name);
      return;
    }
  sdm_window_show_page (self, FALSE);
  if (puzzles == NULL)
    {
      show_load_error (self, error, name, is_file);
      return;
    }
  list = sdm_puzzle_list_new (puzzles, name);
  g_signal_connect_object (list, "puzzle-chosen", G_CALLBACK (puzzle_chosen_cb), self, 0);
  sdm_present_dialog (ADW_DIALOG (list), GTK_WIDGET (self));
}

static void
text_loaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(LoadContext) ctx = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = sdm_puzzle_load_text_finish (result, NULL, &error);

  puzzles_loaded (ctx->window, puzzles, error, ctx->name, ctx->is_file);
}

void
sdm_window_load_text (SdmWindow  *self,
                      const char *text,
                      const char *name)
{
  g_return_if_fail (SDM_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  sdm_window_show_page (self, TRUE);
  sdm_puzzle_load_text_async (text, -1, name, SDM_FORMAT_AUTO, sdm_window_task_begin (self),
                              text_loaded_cb, load_context_new (self, name, FALSE));
}

static void
file_loaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(LoadContext) ctx = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = sdm_puzzle_load_file_finish (result, NULL, &error);

  puzzles_loaded (ctx->window, puzzles, error, ctx->name, ctx->is_file);
}

void
sdm_window_open_file (SdmWindow *self,
                      GFile     *file)
{
  g_autofree char *basename = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (SDM_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* In UTF-8 whatever the file system's names are: it is shown, and saved with the game. */
  basename = g_file_get_basename (file);
  name = g_filename_display_name (basename);
  sdm_window_show_page (self, TRUE);
  sdm_puzzle_load_file_async (file, SDM_FORMAT_AUTO, sdm_window_task_begin (self),
                              file_loaded_cb, load_context_new (self, name, TRUE));
}

/* ------------------------------------------------------------------------------------ */
/* Drag and drop                                                                        */

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         SdmWindow     *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      if (files == NULL)
        return FALSE;
      /* One game at a time: the last file dropped wins, as on the command line. */
      sdm_window_open_file (self, g_slist_last (files)->data);
      g_slist_free (files);
      return TRUE;
    }
  if (G_VALUE_HOLDS (value, G_TYPE_STRING))
    {
      const char *text = g_value_get_string (value);

      if (text == NULL || *text == '\0')
        return FALSE;
      sdm_window_load_text (self, text, _("Dropped text"));
      return TRUE;
    }
  return FALSE;
}

void
sdm_window_install_drop (SdmWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (drop, (GType[2]) { GDK_TYPE_FILE_LIST, G_TYPE_STRING }, 2);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

/* ------------------------------------------------------------------------------------ */
/* The last game                                                                        */

static void
save_failed_cb (SdmGameStore *store,
                GError       *error,
                SdmWindow    *self)
{
  g_autofree char *message = g_strdup_printf (_("The game could not be saved: %s"), error->message);

  sdm_window_show_message (self, message);
}

/* The last game comes back as it was left; a saved game that does not load is said so
 * and left on disk as it is. */
void
sdm_window_restore_last_game (SdmWindow    *self,
                              SdmGameStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;

  g_signal_connect (store, "save-failed", G_CALLBACK (save_failed_cb), self);
  game = sdm_game_store_load_last (store, &error);
  if (game != NULL && sdm_editor_controller_is_scratch (game))
    {
      /* A puzzle being typed in: Type In goes on where it was left. */
      sdm_window_set_game (self, game, _("New puzzle"), FALSE);
      sdm_editor_controller_start (sdm_game_view_get_editor (sdm_window_get_game_view (self)), game);
      sdm_window_update_title (self);
    }
  else if (game != NULL && sdm_game_get_solved (game))
    {
      /* A finished game has nothing left to play: the app opens on the start view, as
       * after a game ends in GNOME Sudoku, and forgets it (its result is in the
       * statistics since it ended). */
      if (!sdm_game_store_clear (store, &error))
        g_warning ("%s", error->message);
    }
  else if (game != NULL)
    {
      /* Its own name when it has one, else the puzzle's number. */
      g_autofree char *name = sdm_game_get_name (game) != NULL
                              ? g_strdup (sdm_game_get_name (game))
                              : sdm_window_dup_puzzle_name (sdm_game_get_puzzle (game));

      sdm_window_set_game (self, game, name, FALSE);
    }
  else if (error != NULL && sdm_game_store_get_damaged_path (store) != NULL)
    {
      /* Kept aside (current-game.damaged-DATE): the message names the file and offers
       * its folder; the log has the whole story. */
      g_autofree char *name = g_path_get_basename (sdm_game_store_get_damaged_path (store));
      /* Translators: %s is a file name, "current-game.damaged-20260101-120000" */
      g_autofree char *message = g_strdup_printf (_("Could not read the last game: kept aside as %s"),
                                                  name);

      g_warning ("The last game could not be restored: %s", error->message);
      sdm_window_show_error_with_action (self, message, _("_Show"), "win.show-damaged-save");
    }
  else if (error != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The last game could not be restored: %s"), error->message);

      g_warning ("%s", message);
      sdm_window_show_message (self, message);
    }
}
