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
  sdm_test_window_resize (window, width, height);
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

/* Tab on the start view goes from choice to choice, each once: the kind, the five
 * difficulties, Start (the difficulties' flow box put a stop of its own before each). */
static void
test_start_view_tab (void)
{
  static const char *order[] = {
    "_Sudoku", "Sudomino_ku", "_Easy", "_Medium", "_Hard", "E_xpert", "Needs _guessing", "S_tart", "_Open…",
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_test_message ("%d×%d", sizes[s].width, sizes[s].height);
      window_at (sizes[s].width, sizes[s].height);
      g_assert_true (gtk_widget_grab_focus (sdm_test_find_button (sdm_test_start_view (window), order[0])));
      for (guint i = 1; i < G_N_ELEMENTS (order); i++)
        {
          g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));   /* Tab */
          assert_focus (sdm_test_find_button (sdm_test_start_view (window), order[i]));
        }
      window_done ();
    }
}

static const char *sudoku_text =
  "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";

/* A Sudoku on the board of the window (a game of a pasted puzzle: no waiting for one to be
 * made), with the board focused. */
static void
load_sudoku (void)
{
  sdm_window_load_text (window, sudoku_text, "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_nonnull (sdm_window_get_game (window));
  settle ();
  assert_focus_on_board ();
}

static gboolean
some_dialog (void)
{
  return !no_dialog ();
}

/* The dialogs the main menu opens (and their keys, which open them from the board): closed
 * (Escape does adw_dialog_close), the focus is on the board again, or on Start on the start
 * view. Opened from the menu, libadwaita gave it back to the menu button, where Return
 * opens the menu again and digits do nothing. */
static void
test_menu_dialogs (void)
{
  static const char *actions[] = {
    "app.preferences", "app.statistics", "app.about", "win.help", "win.show-help-overlay",
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      GtkWidget *menu;

      g_test_message ("%d×%d", sizes[s].width, sizes[s].height);
      window_at (sizes[s].width, sizes[s].height);
      menu = GTK_WIDGET (sdm_test_menu_button (window));
      for (int page = 0; page < 2; page++)
        {
          if (page == 0)
            load_sudoku ();
          else
            {
              g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
              g_assert_true (sdm_test_wait_until (start_view_mapped));
              settle ();
            }
          for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
            {
              g_test_message ("%s on the %s", actions[a], page == 0 ? "board" : "start view");
              /* Where a choice in the menu leaves the focus: on the menu button. */
              g_assert_true (gtk_widget_grab_focus (menu));
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), actions[a], NULL));
              g_assert_true (sdm_test_wait_until (some_dialog));
              settle ();
              g_assert_true (adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))));
              g_assert_true (sdm_test_wait_until (no_dialog));
              settle ();
              if (page == 0)
                assert_focus_on_board ();
              else
                assert_focus (start_button ());
            }
        }
      window_done ();
    }
}

static gboolean menu_closed;

static void
menu_closed_cb (GtkPopover *popover,
                gpointer    data)
{
  menu_closed = TRUE;
}

/* The main menu opened (F10) and closed (Escape, or after a choice): GTK leaves the focus
 * on the menu button; the page takes it: the board, Start on the start view, Resume when
 * the menu's Pause paused the game. */
static void
menu_then (const char *action)
{
  GtkMenuButton *menu = sdm_test_menu_button (window);
  GtkPopover *popover;

  sdm_test_primary_menu (window);   /* made */
  popover = gtk_menu_button_get_popover (menu);
  gtk_menu_button_popup (menu);
  settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  menu_closed = FALSE;
  g_signal_connect (popover, "closed", G_CALLBACK (menu_closed_cb), NULL);
  if (action != NULL)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  gtk_menu_button_popdown (menu);
  g_signal_handlers_disconnect_by_func (popover, menu_closed_cb, NULL);
  g_assert_true (menu_closed);
  settle ();
}

static GtkWidget *
resume_button (void)
{
  GtkWidget *button = sdm_test_find_button (GTK_WIDGET (SDM_TEST_CHILD (window, "paused_page")), "_Resume");

  g_assert_nonnull (button);
  return button;
}

static void
test_menu_closed (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_test_message ("%d×%d", sizes[s].width, sizes[s].height);
      window_at (sizes[s].width, sizes[s].height);
      menu_then (NULL);
      assert_focus (start_button ());
      load_sudoku ();
      menu_then (NULL);
      assert_focus_on_board ();
      /* Pause from the menu: Return resumes. */
      menu_then ("win.pause");
      g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "paused");
      assert_focus (resume_button ());
      g_signal_emit_by_name (resume_button (), "clicked");   /* Return on it */
      settle ();
      assert_focus_on_board ();
      /* New Game from the menu: Return starts one. */
      menu_then ("win.new-game");
      g_assert_true (start_view_mapped ());
      assert_focus (start_button ());
      window_done ();
    }
}

static gboolean
hint_shown (void)
{
  return sdm_hint_controller_get_level (sdm_test_hint (window)) > 0
         && sdm_test_strip_shown (GTK_WIDGET (sdm_test_hint (window)));
}

static gboolean
editor_shown (void)
{
  return sdm_editor_controller_get_active (sdm_test_editor (window))
         && sdm_test_strip_shown (GTK_WIDGET (sdm_test_editor (window)));
}

static gboolean
playable (void)
{
  return sdm_test_action_enabled (GTK_WIDGET (window), "editor.play");
}

static gboolean
guide_shown (void)
{
  return sdm_tutorial_controller_get_guide (sdm_test_tutorial (window)) != NULL
         && sdm_test_strip_shown (GTK_WIDGET (sdm_test_tutorial (window)));
}

/* A button of a strip pressed with Return (where Tab took the focus), which goes away as
 * it does its work, or turns off: the hint's More (the hint has one more part), Apply (the
 * strip closes), the strip's close button, the guide's Next, Type In's Play. The focus
 * goes back to the board (GTK left it on nothing, and the next key on the first header
 * button). */
static void
press (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_grab_focus (button));
  g_signal_emit_by_name (button, "clicked");
  settle ();
}

static void
test_strip_buttons (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      GtkWidget *bar, *next;

      g_test_message ("%d×%d", sizes[s].width, sizes[s].height);
      window_at (sizes[s].width, sizes[s].height);
      load_sudoku ();
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL));
      g_assert_true (sdm_test_wait_until (hint_shown));
      settle ();
      bar = GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar"));
      press (sdm_test_find_button (bar, "_More"));
      g_assert_cmpint (sdm_hint_controller_get_level (sdm_test_hint (window)), ==, 2);
      g_assert_false (gtk_widget_get_visible (sdm_test_find_button (bar, "_More")));
      assert_focus_on_board ();
      press (sdm_test_find_button (bar, "_Apply"));
      g_assert_cmpint (sdm_hint_controller_get_level (sdm_test_hint (window)), ==, 0);
      assert_focus_on_board ();
      /* A hint closed with its ✕. */
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL));
      g_assert_true (sdm_test_wait_until (hint_shown));
      settle ();
      g_assert_true (GTK_IS_BUTTON (gtk_widget_get_last_child (bar)));
      press (gtk_widget_get_last_child (bar));   /* the ✕ (sdm-message-bar.ui) */
      g_assert_cmpint (sdm_hint_controller_get_level (sdm_test_hint (window)), ==, 0);
      assert_focus_on_board ();

      /* The guide's Next: the step that waits for the player's move turns it off (GTK
       * then left the focus on nothing); its ✕ (Skip the Guide) closes the strip. */
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL));
      g_assert_true (sdm_test_wait_until (guide_shown));
      settle ();
      bar = GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_tutorial (window)), "tutorial_bar"));
      /* Next (Done on the last step): one button, its label a stack of the two. */
      next = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (sdm_test_tutorial (window)),
                                                        SDM_TYPE_TUTORIAL_CONTROLLER, "next_button"));
      for (int i = 0; i < 3; i++)
        press (next);
      g_assert_true (sdm_tutorial_controller_get_waiting (sdm_test_tutorial (window)));
      g_assert_false (gtk_widget_is_sensitive (next));
      assert_focus_on_board ();
      press (gtk_widget_get_last_child (bar));
      g_assert_null (sdm_tutorial_controller_get_guide (sdm_test_tutorial (window)));
      assert_focus_on_board ();

      /* Type In: a Sudoku typed in, then Play (the strip closes); again, then its ✕. */
      for (int close = 0; close < 2; close++)
        {
          GtkWidget *board = GTK_WIDGET (sdm_test_board (window));

          g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudoku")));
          g_assert_true (sdm_test_wait_until (editor_shown));
          settle ();
          bar = GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_editor (window)), "editor_bar"));
          for (int c = 0; c < SDM_N_CELLS && !close; c++)
            if (sudoku_text[c] != '.')
              {
                g_assert_true (sdm_test_activate (board, "board.select", g_variant_new_int32 (c)));
                g_assert_true (sdm_test_activate (board, "board.set-value", g_variant_new_uint32 (sudoku_text[c] - '0')));
              }
          if (!close)
            {
              g_assert_true (sdm_test_wait_until (playable));
              settle ();
            }
          press (close ? gtk_widget_get_last_child (bar) : sdm_test_find_button (bar, "_Play"));
          g_assert_false (sdm_editor_controller_get_active (sdm_test_editor (window)));
          assert_focus_on_board ();
        }
      window_done ();
    }
}

static gboolean
message_shown (void)
{
  return sdm_test_message_bar (window) != NULL
         && gtk_revealer_get_child_revealed (sdm_test_message_revealer (window));
}

/* An error to read: a file that is not a puzzle, opened (from the start view, then during
 * a game): Details, pressed with Return, shows the reader's words; closed, the keys go to
 * the page (Start, the board). The error's ✕ pressed with Return: the same. */
static void
test_message_buttons (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-broken.txt", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      g_test_message ("%d×%d", sizes[s].width, sizes[s].height);
      window_at (sizes[s].width, sizes[s].height);
      for (int page = 0; page < 2; page++)
        {
          GtkWidget *home;

          if (page == 1)
            load_sudoku ();
          home = page == 0 ? start_button () : GTK_WIDGET (sdm_test_board (window));
          sdm_window_open_file (window, file);
          g_assert_true (sdm_test_wait_until (idle));
          g_assert_true (sdm_test_wait_until (message_shown));
          settle ();
          press (sdm_test_message_details_button (window));
          g_assert_true (sdm_test_wait_until (some_dialog));
          settle ();
          g_assert_true (adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))));
          g_assert_true (sdm_test_wait_until (no_dialog));
          settle ();
          assert_focus (home);
          g_assert_true (GTK_IS_BUTTON (gtk_widget_get_last_child (GTK_WIDGET (sdm_test_message_bar (window)))));
          press (gtk_widget_get_last_child (GTK_WIDGET (sdm_test_message_bar (window))));
          g_assert_false (gtk_revealer_get_reveal_child (sdm_test_message_revealer (window)));
          assert_focus (home);
        }
      window_done ();
    }
}

/* A game in progress removed from Continue with the keyboard (Tab to its trash button,
 * Return, then the dialog's Cancel or Remove): Cancel gives the focus back to the trash
 * button; Remove takes the row, and the button, away: the focus goes to Start (it was on
 * nothing). */
static void
test_remove_game (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      SdmStartView *view;
      GtkWidget *trash;
      AdwDialog *dialog;

      g_test_message ("%d×%d", sizes[s].width, sizes[s].height);
      window_at (sizes[s].width, sizes[s].height);
      /* The games the other tests left: this one will be the only one. */
      {
        g_autoptr(GPtrArray) games = sdm_game_library_list (sdm_test_library (window));

        for (guint i = 0; i < games->len; i++)
          g_assert_true (sdm_game_library_remove (sdm_test_library (window),
                                                  ((SdmGameInfo *) g_ptr_array_index (games, i))->id, NULL));
      }
      load_sudoku ();
      g_assert_true (sdm_game_set_value (sdm_window_get_game (window), 0, 4, NULL));
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
      g_assert_true (sdm_test_wait_until (start_view_mapped));
      settle ();
      view = SDM_START_VIEW (sdm_test_start_view (window));
      g_assert_cmpuint (sdm_start_view_get_n_continue (view), ==, 1);
      trash = sdm_test_find_widget (GTK_WIDGET (sdm_start_view_get_continue_row (view, 0)), GTK_TYPE_BUTTON, NULL, NULL);
      g_assert_nonnull (trash);
      /* As the player sees it: the dialog leaves with its animation, after its response
       * has removed the game (with no animation, it is gone before). */
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
      for (int remove = 0; remove < 2; remove++)
        {
          g_assert_true (gtk_widget_grab_focus (trash));
          g_signal_emit_by_name (trash, "clicked");
          g_assert_true (sdm_test_wait_until (some_dialog));
          settle ();
          dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
          sdm_test_click_response (ADW_ALERT_DIALOG (dialog), remove ? "remove" : "cancel");
          g_assert_true (sdm_test_wait_until (no_dialog));
          settle ();
          for (int i = 0; i < 60 && sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG) != NULL; i++)
            settle ();
          g_assert_null (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG));
          settle ();
          if (remove)
            assert_focus (start_button ());
          else
            assert_focus (trash);
        }
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
      window_done ();
    }
}

/* The window made narrow or wide across its breakpoint (a phone turned, a window snapped
 * to half the screen): the focus stays where it was. libadwaita hides the window's content
 * for a frame and then replays the focus moves GTK made meanwhile, which took it from
 * Start to Paste. */
static void
resize_to (int width,
           int height)
{
  sdm_test_window_resize (window, width, height);
  settle ();
}

static void
test_resize (void)
{
  GtkWidget *hard;

  window_at (760, 760);
  assert_focus (start_button ());
  resize_to (370, 650);
  assert_focus (start_button ());
  resize_to (760, 760);
  assert_focus (start_button ());
  hard = sdm_test_find_button (sdm_test_start_view (window), "_Hard");
  g_assert_true (gtk_widget_grab_focus (hard));
  resize_to (370, 650);
  assert_focus (hard);
  load_sudoku ();
  resize_to (1000, 740);
  assert_focus_on_board ();
  resize_to (370, 650);
  assert_focus_on_board ();
  window_done ();
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_func ("/window-focus/chooser-then-new-game", test_chooser_then_new_game);
  g_test_add_func ("/window-focus/start-view-tab", test_start_view_tab);
  g_test_add_func ("/window-focus/menu-dialogs", test_menu_dialogs);
  g_test_add_func ("/window-focus/menu-closed", test_menu_closed);
  g_test_add_func ("/window-focus/strip-buttons", test_strip_buttons);
  g_test_add_func ("/window-focus/message-buttons", test_message_buttons);
  g_test_add_func ("/window-focus/remove-game", test_remove_game);
  g_test_add_func ("/window-focus/resize", test_resize);

  status = g_test_run ();

  g_object_unref (app);
  return status;
}
