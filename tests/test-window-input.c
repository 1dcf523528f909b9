/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-input.c: the main window never fights the player (issue 15), with real X
 * input through xdotool where the defect was about real input:
 *
 * - a message after Check covers neither the digit bar nor the palette and takes no click
 *   meant for them: a click on the digit bar right after Check enters the digit;
 * - Check's marks (clashes, mistakes) last for the checked position only, not for the rest
 *   of the session;
 * - after the main menu (Escape, or a choice such as Restart) and after a dialog, keys go
 *   to the board;
 * - Ctrl+Q reaches the application from the modal New Game and Choose a Puzzle windows.
 */
#include "config.h"

#include <sys/stat.h>
#include <glib/gstdio.h>
#include <gdk/x11/gdkx.h>

#include "sdm-application.h"
#include "sdm-puzzle-list.h"
#include "sdm-test-window.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;

/* play-sudoku.txt: r2c1 and r3c2 are empty (cells 9 and 19), so are r2c2 (10) and r1c2 (1). */
#define R2C1 9
#define R2C2 10
#define R3C2 19
#define R1C2 1

static gboolean
idle (void)
{
  return !sdm_test_busy (window);
}

static void
open_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_until (idle));
}

static void
activate (const char *name)
{
  g_autofree char *detailed = sdm_test_window_action (name);

  g_assert_true (sdm_test_activate (GTK_WIDGET (window), detailed, NULL));
}

static gulong
xid_of (GtkWidget *toplevel)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (toplevel));

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  return gdk_x11_surface_get_xid (surface);
}

/* "mousemove --window XID X Y click 1" at the centre of @widget of the main window (X
 * coordinates count from the surface, which has the window's shadow around it). */
static void
click (GtkWidget *widget)
{
  graphene_point_t p;
  double dx, dy;
  g_autofree char *args = NULL;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.f,
                                                                 gtk_widget_get_height (widget) / 2.f), &p));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  args = g_strdup_printf ("mousemove --window %lu %d %d click 1", xid_of (GTK_WIDGET (window)),
                          (int) (p.x + dx), (int) (p.y + dy));
  sdm_test_xdotool (args);
}

/* Keys typed into @toplevel, which gets the X input focus first. */
static void
type_keys (GtkWidget  *toplevel,
           const char *keys)
{
  g_autofree char *args = g_strdup_printf ("windowfocus --sync %lu key --delay 40 %s", xid_of (toplevel), keys);

  sdm_test_xdotool (args);
}

/* Let GTK handle what the X server has for it. */
static void
settle (void)
{
  gint64 end = g_get_monotonic_time () + 300 * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

static int wanted_cell;
static guint wanted_value;

static gboolean
value_is (void)
{
  return sdm_game_get_value (sdm_window_get_game (window), wanted_cell) == wanted_value;
}

static gboolean
wait_for_value (int   cell,
                guint value)
{
  wanted_cell = cell;
  wanted_value = value;
  return sdm_test_wait_until (value_is);
}

static gboolean
shows_text (GtkWidget     *widget,
            gconstpointer  text)
{
  return gtk_widget_get_mapped (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

/* The mapped label under @widget that shows text containing @text, or NULL. */
static GtkWidget *
find_text (GtkWidget  *widget,
           const char *text)
{
  return sdm_test_find_widget (widget, GTK_TYPE_LABEL, shows_text, text);
}

static const char *wanted_text;

static gboolean
text_shown (void)
{
  return find_text (GTK_WIDGET (window), wanted_text) != NULL;
}

/* The button of the digit bar that enters @digit. */
static GtkWidget *
digit_button (guint digit)
{
  g_autofree char *label = g_strdup_printf ("%u", digit);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (sdm_test_digit_bar (window))); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
      return child;
  g_assert_not_reached ();
}

static gboolean
inside (GtkWidget *widget,
        GtkWidget *ancestor)
{
  return widget != NULL && (widget == ancestor || gtk_widget_is_ancestor (widget, ancestor));
}

static gboolean
message_gone (void)
{
  return !gtk_widget_get_mapped (GTK_WIDGET (sdm_test_message_bar (window)));
}

/* Issue 15, 1 and issue 36: after Check the message is on screen, over the digit bar (the
 * board does not move for it), and the board's keys still play; a click on a cell puts
 * it away, and a click on digit 5 then enters 5. */
static void
test_message_leaves_controls_free (void)
{
  GtkWidget *five = digit_button (5), *message, *picked;
  graphene_point_t centre;
  int width = gtk_widget_get_width (five), height = gtk_widget_get_height (five);

  open_fixture ("play-sudoku.txt");
  g_assert_nonnull (sdm_window_get_game (window));
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", R2C1);
  activate ("check");
  g_assert_true (sdm_test_wait_until (idle));
  wanted_text = "No mistakes so far";
  g_assert_true (sdm_test_wait_until (text_shown));
  settle ();   /* the message's animation has run */
  message = find_text (GTK_WIDGET (window), wanted_text);
  g_assert_nonnull (message);
  /* A plain message has no icon: Adwaita's information icon is a light bulb, the Hint's. */
  {
    g_autofree char *icon = NULL;

    g_object_get (sdm_test_message_bar (window), "icon-name", &icon, NULL);
    g_assert_null (icon);
  }

  /* A click on the board's cell puts it away... */
  click (GTK_WIDGET (sdm_test_board (window)));
  g_assert_true (sdm_test_wait_until (message_gone));
  settle ();
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", R2C1);
  /* ...and then the digit bar's 5 is what a click at its centre reaches. */
  g_assert_true (gtk_widget_compute_point (five, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (width / 2.f, height / 2.f), &centre));
  picked = gtk_widget_pick (GTK_WIDGET (window), centre.x, centre.y, GTK_PICK_DEFAULT);
  g_assert_true (inside (picked, five));

  click (five);
  g_assert_true (wait_for_value (R2C1, 5));
  activate ("undo");
}

static gboolean
board_shows_mistakes (void)
{
  gboolean shown = FALSE;

  g_object_get (sdm_test_board (window), "show-mistakes", &shown, NULL);
  return shown;
}

static gboolean
board_shows_clashes (void)
{
  gboolean shown = FALSE;

  g_object_get (sdm_test_board (window), "show-clashes", &shown, NULL);
  return shown;
}

/* Issue 15, 2: one Check turned "mistakes shown" on until the app quit, in other puzzles
 * too. It shows the mistakes of the checked position, until the next move. */
static void
test_check_marks_once (void)
{
  GtkWidget *board = GTK_WIDGET (sdm_test_board (window));

  open_fixture ("play-sudoku.txt");
  g_settings_set_boolean (sdm_test_settings (window), "check-against-solution", FALSE);
  g_settings_set_boolean (sdm_test_settings (window), "show-clashes", FALSE);
  g_assert_false (board_shows_mistakes ());
  g_assert_false (board_shows_clashes ());

  /* r1c2's answer is 4: an 8 breaks no rule, it is a mistake. */
  gtk_widget_activate_action (board, "board.select", "i", R1C2);
  gtk_widget_activate_action (board, "board.enter", "u", 8);
  activate ("check");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_game_is_mistake (sdm_window_get_game (window), R1C2));
  g_assert_true (board_shows_mistakes ());

  /* A pencil mark elsewhere is a move: the marking goes back to the preference. */
  gtk_widget_activate_action (board, "board.select", "i", R2C2);
  gtk_widget_activate_action (board, "board.pencil", "u", 3);
  g_assert_false (board_shows_mistakes ());

  /* Checked again, then another puzzle: nothing is marked there. */
  activate ("check");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (board_shows_mistakes ());
  open_fixture ("e2e-contest.txt");
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_false (board_shows_mistakes ());

  /* A clash: shown by Check with the preference off, until an undo. */
  open_fixture ("play-sudoku.txt");
  gtk_widget_activate_action (board, "board.select", "i", R1C2);
  gtk_widget_activate_action (board, "board.enter", "u", 1);   /* r1c1 holds the given 1 */
  activate ("check");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (board_shows_clashes ());
  g_assert_false (board_shows_mistakes ());
  activate ("undo");
  g_assert_false (board_shows_clashes ());

  /* With the preferences on, the marking stays on after a move. */
  g_settings_set_boolean (sdm_test_settings (window), "check-against-solution", TRUE);
  g_settings_set_boolean (sdm_test_settings (window), "show-clashes", TRUE);
  gtk_widget_activate_action (board, "board.enter", "u", 8);
  activate ("check");
  g_assert_true (sdm_test_wait_until (idle));
  activate ("undo");
  g_assert_true (board_shows_mistakes ());
  g_assert_true (board_shows_clashes ());
  g_settings_reset (sdm_test_settings (window), "check-against-solution");
  g_settings_reset (sdm_test_settings (window), "show-clashes");
}

static GtkPopover *
menu_popover (void)
{
  return gtk_menu_button_get_popover (sdm_test_menu_button (window));
}

static gboolean
menu_shown (void)
{
  return menu_popover () != NULL && gtk_widget_get_mapped (GTK_WIDGET (menu_popover ()));
}

static gboolean
menu_gone (void)
{
  return !menu_shown ();
}

static gboolean
board_has_focus (void)
{
  return gtk_widget_has_focus (GTK_WIDGET (sdm_test_board (window)));
}

/* Issue 15, 6: open the menu, Escape, then "Down Right 7": the 7 lands one row down and
 * one column right of the selected cell (it landed one row too high: the keys went to the
 * header). After Restart from the menu the arrows move the selection. */
static void
test_focus_after_menu (void)
{
  GtkWidget *board = GTK_WIDGET (sdm_test_board (window));

  open_fixture ("play-sudoku.txt");
  gtk_widget_activate_action (board, "board.select", "i", R2C1);
  g_assert_true (board_has_focus ());

  /* F10 opens the main menu, Escape closes it. */
  type_keys (GTK_WIDGET (window), "F10");
  g_assert_true (sdm_test_wait_until (menu_shown));
  type_keys (GTK_WIDGET (window), "Escape");
  g_assert_true (sdm_test_wait_until (menu_gone));
  settle ();
  type_keys (GTK_WIDGET (window), "Down Right 7");
  g_assert_true (wait_for_value (R3C2, 7));
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), R2C2), ==, 0);
  g_assert_cmpint (sdm_board_get_selected (sdm_test_board (window)), ==, R3C2);

  /* A choice in the menu: Restart (what a click on the item does: the action, then the
   * menu closes). */
  type_keys (GTK_WIDGET (window), "F10");
  g_assert_true (sdm_test_wait_until (menu_shown));
  activate ("restart");
  gtk_popover_popdown (menu_popover ());
  g_assert_true (sdm_test_wait_until (menu_gone));
  settle ();
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), R3C2), ==, 0);
  type_keys (GTK_WIDGET (window), "Up");
  settle ();
  g_assert_cmpint (sdm_board_get_selected (sdm_test_board (window)), ==, R2C2);
  g_assert_true (board_has_focus ());
}

static gboolean
activates (GtkWidget     *widget,
           gconstpointer  action_name)
{
  return gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0;
}

/* The mapped button under @widget that activates @action_name. */
static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action_name)
{
  return sdm_test_find_widget (widget, GTK_TYPE_BUTTON, activates, action_name);
}

/* A click on a header button (Check) leaves the keys with the board. */
static void
test_focus_after_header_click (void)
{
  GtkWidget *check = NULL;

  open_fixture ("play-sudoku.txt");
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", R2C1);
  gtk_widget_grab_focus (GTK_WIDGET (sdm_test_board (window)));
  /* The header's Check button, whatever it shows. */
  check = find_action_button (GTK_WIDGET (sdm_test_header_bar (window)), "game.check");
  g_assert_nonnull (check);
  click (check);
  g_assert_true (sdm_test_wait_until (idle));
  settle ();
  g_assert_true (board_has_focus ());
  type_keys (GTK_WIDGET (window), "Right 6");
  g_assert_true (wait_for_value (R2C2, 6));
  activate ("undo");
}

static gboolean quit_asked;

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  quit_asked = TRUE;
}

static gboolean
quit_was_asked (void)
{
  return quit_asked;
}

/* The keyboard focus is in @widget (a frame is drawn while waiting: a dialog opens on the
 * ticks of the frame clock). */
static gboolean
focus_inside (gpointer widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  gtk_widget_queue_draw (widget);
  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static gboolean
details_shown (void)
{
  return sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG) != NULL;
}

static gboolean
list_shown (void)
{
  return sdm_test_find_dialog (SDM_TYPE_PUZZLE_LIST) != NULL;
}

/* Issue 15, 8: Ctrl+Q works while a dialog is open over the window: Choose a Puzzle, and
 * the Details of an error (New Game, a dialog when the issue was filed, is now the window's
 * start view). The application's quit action is watched rather than let run: this test is
 * the application. */
static void
test_quit_from_dialogs (void)
{
  GAction *quit = g_action_map_lookup_action (G_ACTION_MAP (app), "quit");
  AdwDialog *dialog;
  gulong id;

  g_assert_nonnull (quit);
  id = g_signal_connect (quit, "activate", G_CALLBACK (quit_activated_cb), NULL);

  open_fixture ("play-sudoku.txt");
  open_fixture ("play-broken.txt");
  activate ("message-details");
  g_assert_true (sdm_test_wait_until (details_shown));
  dialog = sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG);
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));
  /* Open (a couple of frames after it is presented), it has the keyboard focus. */
  g_assert_true (sdm_test_wait_for (focus_inside, dialog));
  quit_asked = FALSE;
  type_keys (GTK_WIDGET (window), "ctrl+q");
  g_assert_true (sdm_test_wait_until (quit_was_asked));
  type_keys (GTK_WIDGET (window), "Escape");   /* closes it */
  settle ();
  g_assert_false (details_shown ());
  /* The dialog closed: the keys are the board's again (when the window is active: there
   * is no window manager here to make it so). */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (sdm_test_board (window)));

  open_fixture ("play-contest.txt");
  g_assert_true (sdm_test_wait_until (list_shown));
  dialog = sdm_test_find_dialog (SDM_TYPE_PUZZLE_LIST);
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));
  g_assert_true (sdm_test_wait_for (focus_inside, dialog));
  quit_asked = FALSE;
  type_keys (GTK_WIDGET (window), "ctrl+q");
  g_assert_true (sdm_test_wait_until (quit_was_asked));
  g_assert_true (adw_dialog_close (dialog));
  settle ();

  g_signal_handler_disconnect (quit, id);
}

static gboolean
uniqueness_known (void)
{
  return sdm_window_get_game (window) != NULL && !sdm_test_busy (window)
         && sdm_game_get_uniqueness (sdm_window_get_game (window)) != SDM_UNIQUENESS_UNKNOWN;
}

static gboolean
title_says_several (void)
{
  return strstr (gtk_label_get_label (sdm_test_title_label (window)), "Several solutions") != NULL;
}

static gboolean
judged (void)
{
  return sdm_editor_controller_get_verdict (sdm_test_editor (window)) != NULL;
}

/* Issue 15, words: a puzzle with several solutions was labelled "Needs guessing" (its
 * grade), and the empty Type-In grid said "Several solutions: they differ in the 10
 * marked cells". */
static void
test_words_several_solutions (void)
{
  /* One given: many solutions. */
  sdm_window_load_text (window, "1................................................................................\n",
                        "Clipboard");
  g_assert_true (sdm_test_wait_until (uniqueness_known));
  g_assert_cmpint (sdm_game_get_uniqueness (sdm_window_get_game (window)), ==, SDM_UNIQUENESS_MULTIPLE);
  g_assert_true (sdm_test_wait_until (title_says_several));
  settle ();   /* the grade came too: it does not take the place of the words */
  g_assert_true (title_says_several ());
  g_assert_null (strstr (gtk_label_get_label (sdm_test_title_label (window)), "Needs guessing"));

  /* The empty Sudoku editor: not enough givens, nothing marked. */
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudoku")));
  g_assert_true (sdm_test_wait_until (judged));
  g_assert_cmpint (sdm_editor_controller_get_verdict (sdm_test_editor (window))->status, ==, SDM_EDITOR_SEVERAL);
  g_assert_cmpstr (sdm_message_bar_get_text (sdm_test_strip_bar (GTK_WIDGET (sdm_test_editor (window)), "editor_bar")), ==,
                   "Not enough givens yet: 0 given, a Sudoku needs at least 17");
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), c), ==, SDM_BOARD_MARK_NONE);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "editor.close", NULL));
}

static gboolean
store_clean (gpointer data)
{
  SdmWindow *w = data;

  return sdm_test_store (w) != NULL && !sdm_game_store_get_dirty (sdm_test_store (w));
}

/* Issue 15, 8 (what quitting waited for): a window that goes away when its game is already
 * on disk writes nothing (a durable write waits for the disk); the file is the same file. */
static void
test_close_writes_nothing_when_saved (void)
{
  SdmWindow *second;
  GStatBuf before, after;
  g_autofree char *path = NULL;

  open_fixture ("play-sudoku.txt");
  g_assert_true (sdm_test_wait_for (store_clean, window));
  second = sdm_window_new (GTK_APPLICATION (app));   /* restores the same game from the same file */
  g_object_ref_sink (second);
  g_assert_nonnull (sdm_window_get_game (second));
  g_assert_true (sdm_test_wait_for (store_clean, second));
  path = g_strdup (sdm_game_store_get_path (sdm_test_store (second)));
  g_assert_cmpint (g_stat (path, &before), ==, 0);

  sdm_test_window_close (second);
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  /* Every write replaces the file (a new one renamed over it). */
  g_assert_cmpuint (after.st_ino, ==, before.st_ino);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
}

static int wanted_selected;

static gboolean
selected_is (void)
{
  return sdm_board_get_selected (sdm_test_board (window)) == wanted_selected;
}

/* Issue 20: a click on a used tile in the palette selects its domino on the board (the
 * whole domino is shaded), R turns it round in one move, one undo gives the old
 * orientation back, and the autosave holds the turned domino. All with real input. */
static void
test_turn_from_palette (void)
{
  const int e7 = sdm_cell (4, 6), e8 = sdm_cell (4, 7);   /* free in the contest puzzle */
  const guint tile = sdm_domino_index (3, 5);
  g_autoptr(GError) error = NULL;
  g_autofree char *args = NULL;
  g_autofree char *text = NULL;
  g_autoptr(SdmGame) restored = NULL;
  graphene_rect_t area;
  graphene_point_t p;
  double dx, dy;
  SdmGame *game;

  open_fixture ("e2e-contest.txt");
  game = sdm_window_get_game (window);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOMINOKU);
  g_assert_true (sdm_game_place_domino (game, e7, e8, 3, 5, &error));
  g_assert_no_error (error);
  sdm_board_set_selected (sdm_test_board (window), 0);
  settle ();
  g_assert_true (sdm_domino_palette_tile_has_state (sdm_test_palette (window), tile, "placed"));

  /* A real click on the used tile. */
  g_assert_true (sdm_domino_palette_get_tile_area (sdm_test_palette (window), tile, &area));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (sdm_test_palette (window)), GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (area.origin.x + area.size.width / 2,
                                                                 area.origin.y + area.size.height / 2), &p));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  args = g_strdup_printf ("mousemove --window %lu %d %d click 1", xid_of (GTK_WIDGET (window)),
                          (int) (p.x + dx), (int) (p.y + dy));
  sdm_test_xdotool (args);
  wanted_selected = e7;
  g_assert_true (sdm_test_wait_until (selected_is));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (sdm_test_board (window))));

  /* R turns it. */
  type_keys (GTK_WIDGET (window), "r");
  g_assert_true (wait_for_value (e7, 5));
  g_assert_cmpuint (sdm_game_get_value (game, e8), ==, 3);
  g_assert_cmpint (sdm_game_get_partner (game, e7), ==, e8);

  /* One undo: 3–5 again, still one domino. */
  activate ("undo");
  g_assert_cmpuint (sdm_game_get_value (game, e7), ==, 3);
  g_assert_cmpuint (sdm_game_get_value (game, e8), ==, 5);
  g_assert_cmpint (sdm_game_get_partner (game, e7), ==, e8);
  activate ("redo");
  g_assert_cmpuint (sdm_game_get_value (game, e7), ==, 5);

  /* The save file has the turn, and replays it. */
  g_assert_true (sdm_game_store_flush (sdm_test_store (window), &error));
  g_assert_no_error (error);
  text = sdm_game_read_save_file (sdm_game_store_get_path (sdm_test_store (window)), &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\nmove t r5c7\n"));
  restored = sdm_game_new_from_serialized (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sdm_game_get_value (restored, e7), ==, 5);
  g_assert_cmpuint (sdm_game_get_value (restored, e8), ==, 3);
  g_assert_cmpint (sdm_game_get_partner (restored, e7), ==, e8);
  g_assert_true (sdm_game_undo (restored));
  g_assert_cmpuint (sdm_game_get_value (restored, e7), ==, 3);
}

int
main (int argc, char **argv)
{
  g_autofree char *data_home = g_dir_make_tmp ("sdm-window-input-XXXXXX", NULL);
  int status;

  /* The saved game of these tests is their own. */
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();
  /* The application's own actions and shortcuts (Ctrl+Q), as when it runs. */
  g_application_activate (G_APPLICATION (app));
  window = SDM_WINDOW (sdm_test_find_toplevel (SDM_TYPE_WINDOW));
  g_assert_nonnull (window);
  g_object_ref (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  g_test_add_func ("/window-input/message-leaves-controls-free", test_message_leaves_controls_free);
  g_test_add_func ("/window-input/check-marks-once", test_check_marks_once);
  g_test_add_func ("/window-input/focus-after-menu", test_focus_after_menu);
  g_test_add_func ("/window-input/focus-after-header-click", test_focus_after_header_click);
  g_test_add_func ("/window-input/turn-from-palette", test_turn_from_palette);
  g_test_add_func ("/window-input/quit-from-dialogs", test_quit_from_dialogs);
  g_test_add_func ("/window-input/close-writes-nothing-when-saved", test_close_writes_nothing_when_saved);
  g_test_add_func ("/window-input/words-several-solutions", test_words_several_solutions);

  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  {
    g_autofree char *saves = g_build_filename (data_home, "sudominoku", NULL);
    g_autoptr(GDir) dir = g_dir_open (saves, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *file = g_build_filename (saves, name, NULL);

        g_unlink (file);
      }
    g_rmdir (saves);
    g_rmdir (data_home);
  }
  return status;
}
