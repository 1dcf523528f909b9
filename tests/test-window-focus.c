/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-focus.c: a player with the keyboard only. Whatever took the keyboard focus
 * from the page (a dialog, the main menu, another page), once it is gone the focus is where
 * the next key does what the player expects: on the board during a game, on Start on the
 * start view (Return starts a game), on Resume while paused. Each test runs at the phone
 * size (360×640, where dialogs are bottom sheets), the default (760×760) and a laptop's
 * (1000×740), in a window of its own. */
#include "config.h"

#include "sdm-application.h"
#include "sdm-puzzle-list.h"
#include "sdm-test-window.h"
#include "sdm-start-view.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;   /* the window of the test running */

/* The phone's 360 px are the content's: the window without a compositor has a 5 px frame
 * each side (a dialog asks for its 360 px as a bottom sheet). */
static const struct {
  int width, height;
} sizes[] = {
  { 370, 650 },
  { 760, 760 },
  { 1000, 740 },
};

static gboolean
idle (void)
{
  return !sdm_test_busy (window);
}

static gboolean
start_view_mapped (void)
{
  return sdm_test_start_view (window) != NULL && gtk_widget_get_mapped (sdm_test_start_view (window));
}

static gboolean
no_dialog (void)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)) == NULL;
}

static gboolean
list_shown (void)
{
  return sdm_test_find_dialog (SDM_TYPE_PUZZLE_LIST) != NULL;
}

/* Lets the main loop and a few frames run: what GTK and libadwaita do after a dialog or a
 * popover has gone (entrances, exits, focus given back) is done by then. */
static void
settle (void)
{
  for (int i = 0; i < 5; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

/* A window of its own at @width × @height, on the start view. */
static void
window_at (int width,
           int height)
{
  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_until (idle));
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  /* The default size counts the 5 px frame of a window without a compositor. */
  for (int i = 0; i < 200 && ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width) > 10; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width), <=, 10);
  /* A game kept from an earlier test goes to the games in progress. */
  if (sdm_window_get_game (window) != NULL)
    g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  settle ();
}

static void
window_done (void)
{
  sdm_test_window_close (window);
  window = NULL;
}

static GtkWidget *
focus (void)
{
  return gtk_window_get_focus (GTK_WINDOW (window));
}

static GtkWidget *
start_button (void)
{
  GtkWidget *button = sdm_test_find_button (sdm_test_start_view (window), "S_tart");

  g_assert_nonnull (button);
  return button;
}

/* For a failure's message (leaked: the test ends there). */
static char *
describe (GtkWidget *widget)
{
  if (widget == NULL)
    return g_strdup ("nothing");
  return g_strdup_printf ("%s%s%s%s", G_OBJECT_TYPE_NAME (widget),
              GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) ? " " : "",
              GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) ? gtk_button_get_label (GTK_BUTTON (widget)) : "",
              gtk_widget_get_mapped (widget) ? "" : " (not shown)");
}

#define assert_focus(expected) G_STMT_START {                                         \
  GtkWidget *_want = (expected);                                                      \
  if (focus () != _want)                                                              \
    g_error ("%s:%d: the focus is on %s, not on %s", __FILE__, __LINE__,              \
             describe (focus ()), describe (_want));                                  \
} G_STMT_END

static void
assert_focus_on_board (void)
{
  assert_focus (GTK_WIDGET (sdm_test_board (window)));
}

/* Issue of the puzzle chooser: a file of several puzzles opened from the start view (its
 * Open… button had the focus, as it has for a player who pressed it), one chosen: the board
 * has the focus; New Game then puts it on Start, where Return starts a game (it went to
 * Open…: GtkStack gave the start view back the focus it had when it was left); Back
 * returns to the same game, with the board focused. */
static void
test_chooser_then_new_game (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-contest.txt", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      GtkWidget *open;
      SdmPuzzleList *list;
      SdmGame *game;

      g_test_message ("%d×%d", sizes[s].width, sizes[s].height);
      window_at (sizes[s].width, sizes[s].height);
      open = sdm_test_find_button (sdm_test_start_view (window), "_Open…");
      g_assert_nonnull (open);
      g_assert_true (gtk_widget_grab_focus (open));
      sdm_window_open_file (window, file);   /* what the file chooser's Open does */
      g_assert_true (sdm_test_wait_until (list_shown));
      settle ();
      list = SDM_PUZZLE_LIST (sdm_test_find_dialog (SDM_TYPE_PUZZLE_LIST));
      sdm_puzzle_list_activate (list, 1);
      g_assert_true (sdm_test_wait_until (no_dialog));
      settle ();
      game = sdm_window_get_game (window);
      g_assert_nonnull (game);
      assert_focus_on_board ();

      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
      g_assert_true (sdm_test_wait_until (start_view_mapped));
      settle ();
      assert_focus (start_button ());

      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.back-to-game", NULL));
      settle ();
      g_assert_true (sdm_window_get_game (window) == game);
      assert_focus_on_board ();
      window_done ();
    }
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_func ("/window-focus/chooser-then-new-game", test_chooser_then_new_game);

  status = g_test_run ();

  g_object_unref (app);
  return status;
}
