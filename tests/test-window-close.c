/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-close.c: a window closed while its work is in flight (src/app/sdm-window-
 * private.h says how async calls carry the window). Closing cancels the work; the callbacks
 * return quietly, so nothing is done for a window that is gone; and the window is finalized as
 * soon as they have returned, even when the work would never have ended by itself. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sdm-application.h"
#include "sdm-game-library.h"
#include "sdm-game-private.h"
#include "sdm-game-store.h"
#include "sdm-test-files.h"
#include "sdm-test-utils.h"
#include "sdm-test-window.h"

/* What an endless file may feed a load that closing did not stop before the test says so:
 * well past what a cancelled read takes in (one read and the pipe's buffer), well short of
 * the loader's 2 MiB cap, where it would stop by itself. */
#define ENDLESS_LIMIT (1024 * 1024)

static SdmApplication *app;

static gboolean
idle (gpointer data)
{
  return !sdm_test_busy (SDM_WINDOW (data));
}

static gboolean
store_clean (gpointer data)
{
  SdmWindow *window = data;

  return sdm_test_store (window) != NULL && !sdm_game_store_get_dirty (sdm_test_store (window));
}

static gboolean
no_solver_running (void)
{
  return sdm_game_tasks_get_n_running () == 0;
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* A pipe at @path that the test holds open (the descriptor returned) and feeds: a read of
 * it ends only when it is cancelled (it wakes at each chunk fed and looks) or the pipe
 * closes. */
static int
endless_file_new (const char *path)
{
  int fd;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  fd = open (path, O_RDWR | O_NONBLOCK);
  g_assert_cmpint (fd, >=, 0);
  return fd;
}

/* Feeds @fd a chunk (nothing when the pipe is full: nobody reads any more); returns the
 * bytes fed. */
static gsize
feed (int fd)
{
  char chunk[4096];
  gssize written;

  memset (chunk, '.', sizeof chunk);
  written = write (fd, chunk, sizeof chunk);
  if (written < 0)
    g_assert_cmpint (errno, ==, EAGAIN);
  return MAX (written, 0);
}

/* A window on play-sudoku.txt, with nothing saved from an earlier test. */
static SdmWindow *
window_on_fixture (void)
{
  g_autofree char *data = g_build_filename (g_get_user_data_dir (), "sudominoku", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-sudoku.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SdmWindow *window;

  sdm_test_remove_dir (data);
  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_for (idle, window));
  g_assert_nonnull (sdm_window_get_game (window));
  return window;
}

/* Closed while a hint, a grade and a load of a file that never ends (and, with
 * @with_text, a load of text) are in flight: the window is finalized while the file is
 * still being written, and a loaded puzzle never takes the place of the game in progress
 * (which would go to the games in progress, and the new one to the autosave). */
static void
test_close_while_loading (gconstpointer with_text)
{
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-window-close-XXXXXX");
  g_autofree char *fifo = g_build_filename (dir, "endless.sdm", NULL);
  g_autoptr(GFile) endless = g_file_new_for_path (fifo);
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) saved = NULL;
  g_autoptr(SdmGameStore) store = NULL;
  g_autoptr(SdmGameLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  SdmWindow *window = window_on_fixture ();
  gpointer weak = window;
  gsize fed = 0;
  gboolean finalized_while_open;
  int cell = 0;
  int fd;

  /* A move: the game is worth keeping, and it is on disk. */
  game = g_object_ref (sdm_window_get_game (window));
  while (sdm_game_is_given (game, cell))
    cell++;
  g_assert_true (sdm_game_toggle_pencil (game, cell, 1, &error));
  g_assert_no_error (error);
  g_assert_true (sdm_test_wait_for (store_clean, window));

  fd = endless_file_new (fifo);

  /* The same game put on the board again is graded again: the title has no grade until
   * that comes back. */
  sdm_window_set_game (window, game, "play-sudoku.txt", FALSE);
  g_assert_true (sdm_test_difficulty_is (window, NULL));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL));
  if (GPOINTER_TO_INT (with_text))
    sdm_window_load_text (window, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n",
                          "Clipboard");
  sdm_window_open_file (window, endless);
  g_assert_true (sdm_hint_controller_get_busy (sdm_test_hint (window)));
  /* The loads: the spinner and Cancel show. */
  g_assert_true (sdm_test_busy (window));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.cancel"));

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);

  /* Bounded by what was fed, not by time: a load nobody cancelled takes it all in. */
  while (weak != NULL && fed < ENDLESS_LIMIT)
    {
      fed += feed (fd);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  finalized_while_open = weak == NULL;
  g_test_message ("fed %" G_GSIZE_FORMAT " bytes of the endless file; window %s",
                  fed, finalized_while_open ? "finalized" : "still alive");
  /* The end of the file: a load still reading stops now. */
  close (fd);
  g_assert_true (sdm_test_wait_for (is_null, &weak));
  g_assert_true (sdm_test_wait_until (no_solver_running));

  /* The game in progress is still the one saved, with its move, and was not put away. */
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 1);
  library = sdm_game_library_new (NULL);
  g_assert_cmpuint (sdm_game_library_get_n_games (library), ==, 0);
  store = sdm_game_store_new (NULL);
  saved = sdm_game_store_load_last (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (saved);
  g_assert_cmpmem (sdm_game_get_puzzle (saved)->givens, sizeof sdm_game_get_puzzle (saved)->givens,
                   sdm_game_get_puzzle (game)->givens, sizeof sdm_game_get_puzzle (game)->givens);
  g_assert_cmpuint (sdm_game_get_n_moves (saved), ==, 1);
  /* And the window did not wait for the file to end. */
  g_assert_true (finalized_while_open);

  sdm_test_remove_dir (dir);
}

/* Closed while Solve and Check run: the solution is not put on the board of a window
 * that is gone (the engine's work is cancelled through the game's own cancellables), and
 * no solver thread is left running. */
static void
test_close_while_solving (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmWindow *window = window_on_fixture ();

  game = g_object_ref (sdm_window_get_game (window));
  /* Solve asks first: Show Solution. */
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.solve", NULL));
  sdm_test_click_response (ADW_ALERT_DIALOG (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))),
                           "solve");
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.check", NULL));
  /* They run: the spinner and Cancel show. */
  g_assert_true (sdm_test_busy (window));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.cancel"));

  sdm_test_window_close (window);
  g_assert_false (sdm_game_get_solved (game));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 0);
  g_clear_object (&game);
  g_assert_true (sdm_test_wait_until (no_solver_running));
}

/* Quitting ends the main loop: what closing writes cannot wait for the work in flight to
 * return. A move made just before the window is destroyed is on disk when
 * gtk_window_destroy() returns, while a Check still holds the window. */
static void
test_close_writes_at_once (void)
{
  g_autoptr(SdmGame) saved = NULL;
  g_autoptr(SdmGameStore) store = NULL;
  g_autoptr(GError) error = NULL;
  SdmWindow *window = window_on_fixture ();
  SdmGame *game = sdm_window_get_game (window);
  int cell = 0;

  g_assert_true (sdm_test_wait_for (store_clean, window));
  while (sdm_game_is_given (game, cell))
    cell++;
  g_assert_true (sdm_game_toggle_pencil (game, cell, 1, &error));
  g_assert_no_error (error);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.check", NULL));

  /* No main loop from here on until the file is read. */
  gtk_window_destroy (GTK_WINDOW (window));
  store = sdm_game_store_new (NULL);
  saved = sdm_game_store_load_last (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sdm_game_get_n_moves (saved), ==, 1);

  sdm_test_window_close (window);   /* destroying it again does nothing */
}

/* Cancel, with no game on the board and a load in flight: the blank page of the load goes
 * at once, the start view is back, and the load's callback, when it comes, says nothing. */
static void
test_cancel_load (void)
{
  g_autofree char *data = g_build_filename (g_get_user_data_dir (), "sudominoku", NULL);
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-window-close-XXXXXX");
  g_autofree char *fifo = g_build_filename (dir, "endless.sdm", NULL);
  g_autoptr(GFile) endless = g_file_new_for_path (fifo);
  SdmWindow *window;
  gsize fed = 0;
  int fd;

  sdm_test_remove_dir (data);
  window = sdm_test_window_present (app);
  g_assert_null (sdm_window_get_game (window));
  fd = endless_file_new (fifo);
  sdm_window_open_file (window, endless);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "loading");

  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.cancel", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "empty");
  while (!idle (window))
    {
      g_assert_cmpuint (fed, <, ENDLESS_LIMIT);
      fed += feed (fd);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  close (fd);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "empty");
  g_assert_false (gtk_revealer_get_reveal_child (sdm_test_message_revealer (window)));
  g_assert_false (gtk_widget_get_visible (sdm_test_busy_box (window)));

  sdm_test_window_close (window);
  sdm_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_data_func ("/window-close/while-loading-file", GINT_TO_POINTER (FALSE), test_close_while_loading);
  g_test_add_data_func ("/window-close/while-loading-text", GINT_TO_POINTER (TRUE), test_close_while_loading);
  g_test_add_func ("/window-close/while-solving", test_close_while_solving);
  g_test_add_func ("/window-close/writes-at-once", test_close_writes_at_once);
  g_test_add_func ("/window-close/cancel-load", test_cancel_load);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
