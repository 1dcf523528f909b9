/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-view.c: the game area on its own (issue 36). An SdmGameView in a plain
 * GtkWindow, with no SdmWindow and no application window around it, plays a classic game:
 * a move through the board's actions, the hint ladder (game.hint: ask, more, apply) and
 * Check (game.check), whose verdict comes out of the view's "message" signal; the game.*
 * actions are enabled from the view's own state (none without a game, Undo once a move is
 * made, none while paused). */
#include "config.h"

#include <string.h>

#include "sdm-format.h"
#include "sdm-game-view.h"
#include "sdm-test-utils.h"

static const char sudoku[] =
  "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";

static char *last_message;

static void
message_cb (SdmGameView *view,
            const char  *message,
            gpointer     user_data)
{
  g_free (last_message);
  last_message = g_strdup (message);
}

static gboolean
enabled (SdmGameView *view,
         const char  *name)
{
  return g_action_group_get_action_enabled (sdm_game_view_get_actions (view), name);
}

static void
activate (SdmGameView *view,
          const char  *name)
{
  g_assert_true (enabled (view, name));
  g_action_group_activate_action (sdm_game_view_get_actions (view), name, NULL);
}

static gboolean
not_busy (gpointer data)
{
  return !sdm_game_view_get_busy (data) && last_message != NULL;
}

static gboolean
hint_shown (gpointer data)
{
  SdmHintController *hint = sdm_game_view_get_hint (data);

  return !sdm_hint_controller_get_busy (hint) && sdm_hint_controller_get_level (hint) > 0;
}

static SdmGame *
load_game (void)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;

  g_assert_true (sdm_format_parse (sudoku, strlen (sudoku), "test", SDM_FORMAT_AUTO, NULL, puzzles, &error));
  g_assert_no_error (error);
  return sdm_game_new (&g_array_index (puzzles, SdmPuzzle, 0));
}

static void
test_play_in_plain_window (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  SdmGameView *view = SDM_GAME_VIEW (sdm_game_view_new ());
  g_autoptr(SdmGame) game = load_game ();
  SdmBoard *board = sdm_game_view_get_board (view);
  int empty = 0, moves;

  g_signal_connect (view, "message", G_CALLBACK (message_cb), NULL);
  gtk_window_set_default_size (window, 600, 760);
  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);

  /* No game: nothing to do. */
  g_assert_false (enabled (view, "check"));
  g_assert_false (enabled (view, "hint"));
  sdm_game_view_set_game (view, game);
  g_assert_true (sdm_game_view_get_game (view) == game);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sdm_game_view_get_digit_bar (view))));
  g_assert_false (enabled (view, "undo"));
  g_assert_true (enabled (view, "check"));

  /* A move, the way a player makes one: select a cell, type a digit. */
  while (sdm_game_get_value (game, empty) != 0)
    empty++;
  g_assert_true (sdm_test_activate (GTK_WIDGET (board), "board.select", g_variant_new_int32 (empty)));
  g_assert_true (sdm_test_activate (GTK_WIDGET (board), "board.set-value", g_variant_new_uint32 (2)));
  g_assert_cmpuint (sdm_game_get_value (game, empty), ==, 2);
  g_assert_true (enabled (view, "undo"));
  activate (view, "undo");
  g_assert_cmpuint (sdm_game_get_value (game, empty), ==, 0);
  activate (view, "redo");
  g_assert_cmpuint (sdm_game_get_value (game, empty), ==, 2);
  activate (view, "undo");

  /* The hint ladder: ask, more, apply (one move). */
  activate (view, "hint");
  g_assert_true (sdm_test_wait_for (hint_shown, view));
  g_assert_true (sdm_test_strip_shown (GTK_WIDGET (sdm_game_view_get_hint (view))));
  activate (view, "hint");
  g_assert_cmpint (sdm_hint_controller_get_level (sdm_game_view_get_hint (view)), ==, 2);
  moves = sdm_game_get_n_moves (game);
  activate (view, "hint");
  g_assert_cmpint (sdm_game_get_n_moves (game), ==, moves + 1);
  g_assert_cmpint (sdm_hint_controller_get_level (sdm_game_view_get_hint (view)), ==, 0);

  /* Check, in the background: its verdict is the view's to say. */
  g_clear_pointer (&last_message, g_free);
  activate (view, "check");
  g_assert_true (sdm_test_wait_for (not_busy, view));
  g_test_message ("Check: %s", last_message);
  g_assert_nonnull (last_message);

  /* Paused, the game has nothing to do. */
  sdm_game_view_set_paused (view, TRUE);
  g_assert_false (enabled (view, "check"));
  g_assert_false (enabled (view, "hint"));
  sdm_game_view_set_paused (view, FALSE);
  g_assert_true (enabled (view, "check"));

  gtk_window_destroy (window);
  g_clear_pointer (&last_message, g_free);
}

int
main (int argc, char **argv)
{
  sdm_test_init_gui (&argc, &argv);
  g_test_add_func ("/game-view/plain-window", test_play_in_plain_window);
  return g_test_run ();
}
