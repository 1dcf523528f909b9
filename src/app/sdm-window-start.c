/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-start.c: the window with no game open, and games that leave the board.
 *
 * With no game the window shows the start view (sdm-start-view.c). New Game (Ctrl+N) goes
 * back to it. A game that leaves the board unfinished (another puzzle opened, pasted,
 * dropped or started, or New Game) goes to the games in progress (sdm-game-library.c),
 * which the start view lists under Continue: starting another puzzle never loses one.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-start-view.h"
#include "sdm-window-private.h"

/* The grade the title shows, as the library stores it ("medium"), or NULL. */
static const char *
difficulty_key (SdmWindow *self)
{
  if (self->difficulty_name == NULL)
    return NULL;
  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    if (g_strcmp0 (self->difficulty_name, sdm_difficulty_get_name (d)) == 0)
      return sdm_difficulty_to_string (d);
  return NULL;
}

void
sdm_window_shelve_game (SdmWindow *self,
                        SdmGame   *next)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  /* A game the player has not touched can be had again (the file, the clipboard, a new
   * one); the editor's scratch position is not a game; a finished one is done. */
  if (self->library == NULL || self->game == NULL || self->game == next || self->editing
      || sdm_game_get_solved (self->game) || sdm_game_get_n_moves (self->game) == 0)
    return;
  id = sdm_game_library_add (self->library, self->game, self->source_name, difficulty_key (self), &error);
  if (id == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The game in progress could not be kept: %s"), error->message);

      g_warning ("%s", message);
      sdm_window_toast (self, message);
    }
}

void
sdm_window_show_start (SdmWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SDM_IS_WINDOW (self));

  /* The game goes to the library (in sdm_window_set_game), so the autosave of the board
   * is not needed any more: the next start shows the start view, with the game under
   * Continue, rather than bringing it back twice. */
  sdm_window_set_game (self, NULL, NULL, FALSE);
  if (self->store != NULL && !sdm_game_store_clear (self->store, &error))
    g_warning ("%s", error->message);
}

static void
start_cb (SdmStartView *view,
          int           kind,
          int           difficulty,
          SdmWindow    *self)
{
  sdm_window_new_game (self, kind, difficulty, g_random_int ());
}

static void
resume_cb (SdmStartView *view,
           const char   *id,
           SdmWindow    *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGameInfo) info = NULL;
  g_autoptr(SdmGame) game = sdm_game_library_take (self->library, id, &info, &error);

  if (game == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be restored: %s"), error->message);

      sdm_window_toast (self, message);
      return;
    }
  sdm_window_set_game (self, game, info->name, FALSE);
}

void
sdm_window_ensure_start_view (SdmWindow *self)
{
  if (self->start_view != NULL)
    return;
  self->start_view = sdm_start_view_new (self->library, self->settings);
  g_signal_connect (self->start_view, "start", G_CALLBACK (start_cb), self);
  g_signal_connect (self->start_view, "resume", G_CALLBACK (resume_cb), self);
  gtk_box_append (self->empty_page, self->start_view);
}

void
sdm_window_install_start (SdmWindow *self)
{
  self->library = sdm_game_library_new (NULL);
}

void
sdm_window_start_dispose (SdmWindow *self)
{
  if (self->start_view != NULL)
    g_signal_handlers_disconnect_by_data (self->start_view, self);
  self->start_view = NULL;   /* the empty page's child */
  g_clear_object (&self->library);
}
