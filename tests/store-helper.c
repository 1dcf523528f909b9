/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store-helper: plays moves on an empty Sudoku with an SdmGameStore autosaving them, until
 * test-game-store kills it with SIGKILL.
 *
 *   store-helper DIRECTORY|- paced|flood SAVE-DELAY-MS
 *
 * "-" uses the store's default directory ($XDG_DATA_HOME/sudominoku).
 * paced: print "move N" before playing move N (from 1), then wait until the store has
 *        written it and print "saved N": a person's pace, one move at a time.
 * flood: print "ready" once the first save is on disk, then play moves as fast as the
 *        main loop allows (a short pause each), saving as the store sees fit.
 * Either way it stops by itself after a minute, so a test that dies leaves nothing behind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdm-core.h"
#include "sdm-game-store.h"
#include "store-moves.h"

static void
saved_cb (SdmGameStore *store, guint n_moves, gboolean *saved)
{
  *saved = TRUE;
}

int
main (int argc, char **argv)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGameStore) store = NULL;
  SdmPuzzle puzzle;
  gboolean paced, saved = FALSE;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  if (argc != 4 || (strcmp (argv[2], "paced") != 0 && strcmp (argv[2], "flood") != 0))
    {
      fprintf (stderr, "usage: store-helper DIRECTORY|- paced|flood SAVE-DELAY-MS\n");
      return 2;
    }
  paced = strcmp (argv[2], "paced") == 0;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  game = sdm_game_new (&puzzle);
  store = sdm_game_store_new (strcmp (argv[1], "-") == 0 ? NULL : argv[1]);
  sdm_game_store_set_save_delay (store, (guint) atoi (argv[3]));
  g_signal_connect (store, "saved", G_CALLBACK (saved_cb), &saved);
  sdm_game_store_set_game (store, game);
  while (!saved)
    g_main_context_iteration (NULL, TRUE);
  if (!paced)
    {
      printf ("ready\n");
      fflush (stdout);
    }

  for (guint i = 0; g_get_monotonic_time () < deadline; i++)
    {
      g_autofree char *move = store_move_text (i);
      g_autoptr(GError) error = NULL;

      if (paced)
        {
          printf ("move %u\n", i + 1);
          fflush (stdout);
        }
      if (!sdm_game_apply_move (game, move, &error))
        g_error ("%s: %s", move, error->message);

      if (paced)
        {
          while (sdm_game_store_get_dirty (store))
            g_main_context_iteration (NULL, TRUE);
          printf ("saved %u\n", i + 1);
          fflush (stdout);
        }
      else
        {
          while (g_main_context_iteration (NULL, FALSE))
            ;
          g_usleep (200);
        }
    }
  return 0;
}
