/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-save-size: how large a saved game grows when the player never stops.
 *
 *   meson test --benchmark -C build save-size
 *   build/tests/bench/bench-save-size [N_MOVES]
 *
 * Plays N_MOVES (default 100,000) moves of each of three kinds on a Sudominoku and prints
 * the size of the saved game after each run, the number of undo steps kept and the time a
 * load takes: the longest single moves (dominoes placed with "clean"), one-part hints
 * (the longest line per step a player can make) and "Fill in candidates" alternating with
 * "Clear pencil marks" (the largest steps). */
#include <string.h>

#include "sdm-core.h"
#include "sdm-game.h"
#include "sdm-hint.h"
#include "../game-fixtures.h"

typedef enum {
  DOMINOES,
  HINTS,
  FILL_AND_CLEAR,
  N_KINDS
} Kind;

static const char *kind_names[N_KINDS] = { "dominoes with clean", "one-part hints",
                                           "fill and clear candidates" };

static void
play_one (SdmGame *game, const SdmPuzzle *puzzle, const int *free_cells, int n_free, Kind kind,
          guint i)
{
  switch (kind)
    {
    case DOMINOES:
      {
        /* A domino to the right of a free cell whose neighbour is free, with a pencil
         * mark in a peer so that the move says "clean". */
        int c = free_cells[i % n_free];
        guint a = i % 9 + 1, b = (i + 1) % 9 + 1;

        if (sdm_cell_col (c) == 8 || puzzle->givens[c + 1] != 0)
          {
            sdm_game_toggle_pencil (game, c, a, NULL);
            return;
          }
        sdm_game_toggle_pencil (game, free_cells[(i + 7) % n_free], a, NULL);
        sdm_game_place_domino (game, c, c + 1, a, b, NULL);
      }
      break;

    case HINTS:
      {
        /* A one-part compound move as a hint makes it, named by the longest technique. */
        int c = free_cells[i % n_free];
        g_autofree char *text = NULL;
        const char *longest = "";

        for (int t = 0; t < SDM_N_TECHNIQUES; t++)
          if (strlen (sdm_technique_to_string (t)) > strlen (longest))
            longest = sdm_technique_to_string (t);
        text = g_strdup_printf ("g hint %s ; v %s %u", longest, sdm_cell_name (c),
                                (sdm_game_get_value (game, c) % 9) + 1);
        g_assert_true (sdm_game_apply_move (game, text, NULL));
      }
      break;

    case FILL_AND_CLEAR:
    default:
      if (i % 2 == 0)
        sdm_game_fill_candidates (game, NULL);
      else
        sdm_game_clear_pencil_marks (game, NULL);
      break;
    }
}

int
main (int argc, char **argv)
{
  guint n_moves = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 100000;
  SdmPuzzle puzzle;
  int free_cells[SDM_N_CELLS], n_free = 0;
  gsize largest = 0;

  make_sudominoku (&puzzle);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle.givens[c] == 0)
      free_cells[n_free++] = c;

  for (Kind kind = 0; kind < N_KINDS; kind++)
    {
      g_autoptr(SdmGame) game = sdm_game_new (&puzzle);
      g_autoptr(SdmGame) copy = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      guint undo_steps = 0;
      gint64 t0, t1;

      for (guint i = 0; i < n_moves; i++)
        play_one (game, &puzzle, free_cells, n_free, kind, i);
      text = sdm_game_serialize (game);
      t0 = g_get_monotonic_time ();
      copy = sdm_game_new_from_serialized (text, &error);
      g_assert_no_error (error);
      t1 = g_get_monotonic_time ();
      while (sdm_game_undo (copy))
        undo_steps++;
      g_print ("%s: %u moves played, save %zu bytes, %u undo steps, load %.1f ms\n",
               kind_names[kind], n_moves, strlen (text), undo_steps,
               (double) (t1 - t0) / 1000);
      largest = MAX (largest, strlen (text));
    }
  g_print ("largest save: %zu bytes (the read cap is %d)\n", largest, SDM_GAME_SAVE_MAX_SIZE);
  return 0;
}
