/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-game: what a move costs in the game model (sdm-game.c), and a replay.
 *
 *   meson test --benchmark -C build game-model
 *
 * Prints microseconds per move applied, per undo and redo, and per replayed move of a
 * saved game, on a Sudominoku (dominoes and clashes kept up to date on every move). */
#include "sdm-core.h"
#include "sdm-game.h"
#include "../game-fixtures.h"

#define N_MOVES 20000

int
main (int argc, char **argv)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autofree char *text = NULL;
  SdmPuzzle puzzle;
  int free_cells[SDM_N_CELLS], n_free = 0;
  gint64 t0, t1, t2, t3, t4;

  make_sudominoku (&puzzle);
  game = sdm_game_new (&puzzle);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle.givens[c] == 0)
      free_cells[n_free++] = c;

  /* Digits, pencil marks and links over the free cells, never solving the puzzle. */
  t0 = g_get_monotonic_time ();
  for (guint i = 0; i < N_MOVES; i++)
    {
      int c = free_cells[i % n_free];
      guint d = (i / n_free) % 9 + 1;

      switch (i % 3)
        {
        case 0:
          sdm_game_set_value (game, c, d, NULL);
          break;
        case 1:
          sdm_game_toggle_pencil (game, c, d, NULL);
          break;
        default:
          if (sdm_cell_col (c) < 8 && puzzle.givens[c + 1] == 0)
            sdm_game_toggle_link (game, c, c + 1, NULL);
          else
            sdm_game_clear_cell (game, c, NULL);
        }
    }
  t1 = g_get_monotonic_time ();
  for (guint i = 0; i < 5000 && sdm_game_undo (game); i++)
    ;
  t2 = g_get_monotonic_time ();
  for (guint i = 0; i < 5000 && sdm_game_redo (game); i++)
    ;
  t3 = g_get_monotonic_time ();
  text = sdm_game_serialize (game);
  copy = sdm_game_new_from_serialized (text, NULL);
  t4 = g_get_monotonic_time ();

  g_assert_nonnull (copy);
  g_print ("moves played: %u of %u tried\n", sdm_game_get_n_moves (game), N_MOVES);
  g_print ("apply a move: %.2f us\n", (double) (t1 - t0) / N_MOVES);
  g_print ("undo: %.2f us, redo: %.2f us\n", (double) (t2 - t1) / 5000, (double) (t3 - t2) / 5000);
  g_print ("save %zu bytes and replay: %.2f us per move, %.1f ms in all\n",
           strlen (text), (double) (t4 - t3) / sdm_game_get_n_moves (game),
           (double) (t4 - t3) / 1000);
  return 0;
}
