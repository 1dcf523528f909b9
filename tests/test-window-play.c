/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-play.c: the main window playing real puzzle files, driven by its actions.
 *
 * Opens files (one puzzle, many puzzles, a broken one; through the Open dialog too), pastes a puzzle, plays moves on
 * the board, and runs check, undo, redo and solve through the win.* actions, waiting for
 * the background tasks on the main loop.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sdm-application.h"
#include "sdm-grader.h"
#include "sdm-sentences.h"
#include "sdm-puzzle-list.h"
#include "sdm-test-window.h"
#include "sdm-start-view.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;

static gboolean
idle (void)
{
  return !sdm_test_busy (window);
}

static SdmPuzzleList *list_window;

static gboolean
list_shown (void)
{
  AdwDialog *w = sdm_test_find_dialog (SDM_TYPE_PUZZLE_LIST);

  if (w == NULL)
    return FALSE;
  list_window = SDM_PUZZLE_LIST (w);
  return TRUE;
}

static const char *wanted_toast;

static gboolean
toast_shown (void)
{
  return gtk_revealer_get_reveal_child (sdm_test_message_revealer (window))
         && strstr (sdm_message_bar_get_text (sdm_test_message_bar (window)), wanted_toast) != NULL;
}

static gboolean
wait_for_toast (const char *text)
{
  wanted_toast = text;
  return sdm_test_wait_until (toast_shown);
}

static void
open_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_until (idle));
}

static gboolean
activate (const char *name)
{
  g_autofree char *detailed = sdm_test_window_action (name);

  return sdm_test_activate (GTK_WIDGET (window), detailed, NULL);
}

/* game.solve asks first (an AdwAlertDialog, on top of any other, such as the finish of an
 * earlier game): answer "Show Solution". */
static gboolean
activate_solve (void)
{
  AdwDialog *asked;

  if (!activate ("solve"))
    return FALSE;
  asked = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (asked));
  sdm_test_click_response (ADW_ALERT_DIALOG (asked), "solve");
  return TRUE;
}

static gboolean
enabled (const char *name)
{
  g_autofree char *detailed = sdm_test_window_action (name);

  return sdm_test_action_enabled (GTK_WIDGET (window), detailed);
}

/* Whether a label under @widget shows text starting with @prefix. */
static gboolean
shows_label (GtkWidget  *widget,
             const char *prefix)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, prefix))
      return TRUE;
  return FALSE;
}

static const char *wanted_label;

static gboolean
list_shows_wanted (void)
{
  gtk_test_widget_wait_for_draw (GTK_WIDGET (list_window));
  return shows_label (GTK_WIDGET (list_window), wanted_label);
}

static void
test_open_many_then_one (void)
{
  SdmGame *game;

  g_assert_null (sdm_window_get_game (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "empty");
  /* The start view, built as it was first shown. */
  g_assert_true (SDM_IS_START_VIEW (gtk_widget_get_first_child (GTK_WIDGET (sdm_test_empty_page (window)))));
  g_assert_true (gtk_widget_get_mapped (gtk_widget_get_first_child (GTK_WIDGET (sdm_test_empty_page (window)))));
  {
    g_auto(GStrv) undo = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "game.undo");
    g_auto(GStrv) open = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.open");

    g_assert_true (g_strv_contains ((const char *const *) undo, "<Control>z"));
    g_assert_true (g_strv_contains ((const char *const *) open, "<Control>o"));
  }
  g_assert_false (enabled ("undo"));
  g_assert_false (enabled ("check"));

  /* A contest file with two puzzles: a list to choose from. */
  open_fixture ("play-contest.txt");
  g_assert_null (sdm_window_get_game (window));
  g_assert_true (sdm_test_wait_until (list_shown));
  /* Its rows (sdm-puzzle-list.ui) say what each puzzle is. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (list_window));
  g_assert_true (shows_label (GTK_WIDGET (list_window), "Puzzle 1 · Sudominoku, "));
  g_assert_true (shows_label (GTK_WIDGET (list_window), "Puzzle 2 · Sudominoku, 11 dominoes given"));
  /* Then its difficulty, the grader's, once graded in the background: in the row on
   * screen, which stays the row the keys are on. */
  {
    SdmGrade grade;
    g_autofree char *wanted = NULL;

    sdm_grade_puzzle (sdm_puzzle_list_get_puzzle (list_window, 1), &grade);
    g_assert_false (grade.broken);
    wanted = g_strdup_printf ("Puzzle 2 · Sudominoku, 11 dominoes given · %s", sdm_difficulty_get_name (grade.difficulty));
    wanted_label = wanted;
    g_assert_true (sdm_test_wait_until (list_shows_wanted));
    wanted_label = NULL;
  }
  /* Two rows make a short list: the dialog fits them, with no tall empty space below. */
  g_assert_cmpint (gtk_widget_get_height (adw_dialog_get_child (ADW_DIALOG (list_window))), <, 240);
  sdm_puzzle_list_activate (list_window, 1);
  game = sdm_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOMINOKU);
  /* Puzzle 2 has 11 clue dominoes; I5 is its isolated 1. */
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (8, 4)), ==, 1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "game");
  g_assert_true (gtk_revealer_get_reveal_child (sdm_test_palette_revealer (window)));
  g_assert_true (sdm_domino_palette_get_game (sdm_test_palette (window)) == game);
  {
    graphene_rect_t area;

    g_assert_true (sdm_domino_palette_get_tile_area (sdm_test_palette (window), 35, &area));
  }
  g_assert_true (sdm_test_wait_until (idle));   /* the uniqueness count ran */

  /* A broken file changes nothing, and says where it is broken: in a sentence, with the
   * reader's exact words behind Details. */
  open_fixture ("play-broken.txt");
  g_assert_true (sdm_window_get_game (window) == game);
  g_assert_true (wait_for_toast ("“play-broken.txt” is not a puzzle Sudominoku can read: look at line 3, column 5."));
  g_assert_true (gtk_widget_get_visible (sdm_test_message_details_button (window)));
  {
    AdwDialog *details;
    GtkWidget *label;
    const char *text;

    /* Details shows them in a dialog of their own, over the sentence. */
    g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.message-details", NULL));
    details = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
    g_assert_true (ADW_IS_ALERT_DIALOG (details));
    label = adw_alert_dialog_get_extra_child (ADW_ALERT_DIALOG (details));
    label = sdm_test_find_widget (label, GTK_TYPE_LABEL, NULL, NULL);
    g_assert_nonnull (label);
    text = gtk_label_get_text (GTK_LABEL (label));
    g_assert_nonnull (strstr (text, "play-broken.txt:3:5: error: expected"));
    g_assert_nonnull (strstr (text, "found 'x'"));
    sdm_test_click_response (ADW_ALERT_DIALOG (details), "close");
  }

  /* A one-puzzle Sudoku file starts at once. */
  open_fixture ("play-sudoku.txt");
  g_assert_true (sdm_window_get_game (window) != game);
  game = sdm_window_get_game (window);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOKU);
  g_assert_false (gtk_revealer_get_reveal_child (sdm_test_palette_revealer (window)));
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 1);
  g_assert_true (enabled ("check"));
  g_assert_false (enabled ("undo"));
}

static void
test_play_check_undo (void)
{
  SdmGame *game = sdm_window_get_game (window);
  GtkWidget *board = GTK_WIDGET (sdm_test_board (window));

  g_assert_nonnull (game);

  /* A clash: a 1 next to the given 1 of r1c1. Check marks it even with marking off. */
  g_object_set (board, "show-clashes", FALSE, NULL);
  gtk_widget_activate_action (board, "board.select", "i", 1);
  gtk_widget_activate_action (board, "board.enter", "u", 1);
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 1);
  g_assert_true (enabled ("undo"));
  g_assert_true (activate ("check"));
  g_assert_true (sdm_test_busy (window));
  g_assert_true (gtk_widget_get_visible (sdm_test_busy_box (window)));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (wait_for_toast ("A rule is broken"));
  g_assert_false (gtk_widget_get_visible (sdm_test_busy_box (window)));
  g_assert_true (sdm_game_is_in_conflict (game, 1));
  g_assert_true (sdm_game_is_in_conflict (game, 0));
  {
    gboolean shown = FALSE;

    g_object_get (board, "show-clashes", &shown, NULL);
    g_assert_true (shown);
  }

  /* A wrong digit that breaks no rule is a mistake: r1c2's answer is 4, and an 8
   * there clashes with nothing. Check says so and turns the marking on. */
  g_assert_true (activate ("undo"));
  g_object_set (board, "show-mistakes", FALSE, NULL);
  gtk_widget_activate_action (board, "board.enter", "u", 8);
  g_assert_false (sdm_game_is_in_conflict (game, 1));
  g_assert_true (activate ("check"));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (wait_for_toast ("differs from the solution"));
  g_assert_true (sdm_game_is_mistake (game, 1));
  {
    gboolean shown = FALSE;

    g_object_get (board, "show-mistakes", &shown, NULL);
    g_assert_true (shown);
  }
  g_assert_true (activate ("undo"));   /* the 8 goes */
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 0);
  gtk_widget_activate_action (board, "board.enter", "u", 1);   /* the clash again, for what follows */

  /* Undo and redo through the window's actions. */
  g_assert_true (activate ("undo"));
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 0);
  g_assert_false (sdm_game_is_in_conflict (game, 0));
  g_assert_true (enabled ("redo"));
  g_assert_true (activate ("redo"));
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 1);
  /* Restart clears the board in one move that Undo takes back. */
  g_assert_true (enabled ("restart"));
  g_assert_true (activate ("restart"));
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 0);
  g_assert_true (activate ("undo"));
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 1);

  g_assert_true (activate ("undo"));
  g_assert_false (enabled ("undo"));
  g_assert_false (enabled ("restart"));
}

static void
test_solve_locks (void)
{
  SdmGame *game = sdm_window_get_game (window);
  GtkWidget *board = GTK_WIDGET (sdm_test_board (window));

  /* Cancelled at once: the spinner goes, the board is untouched. */
  g_assert_false (enabled ("cancel"));
  g_assert_true (activate_solve ());
  g_assert_true (enabled ("cancel"));
  g_assert_true (activate ("cancel"));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_false (gtk_widget_get_visible (sdm_test_busy_box (window)));
  g_assert_false (sdm_game_get_solved (game));
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 0);
  g_assert_false (enabled ("cancel"));

  g_assert_true (activate_solve ());
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_game_get_solved (game));
  /* The solution of Baekjoon 2239's sample starts 1 4 3 6 2 8 5 7 9. */
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 4);
  g_assert_cmpuint (sdm_game_get_value (game, 8), ==, 9);
  g_assert_true (sdm_board_get_locked (sdm_test_board (window)));
  g_assert_false (enabled ("check"));
  /* The solution shown is one move, and one Ctrl+Z takes it back (issue 11). */
  g_assert_true (enabled ("undo"));
  g_assert_false (enabled ("solve"));
  g_assert_false (enabled ("restart"));

  /* Locked: a digit changes nothing. */
  gtk_widget_activate_action (board, "board.select", "i", 1);
  gtk_widget_activate_action (board, "board.enter", "u", 9);
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 4);
}

static gboolean
game_is_pasted (void)
{
  return sdm_window_get_game (window) != NULL && sdm_game_get_value (sdm_window_get_game (window), 0) == 4 && !sdm_test_busy (window);
}

static void
test_paste (void)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  SdmGame *before = sdm_window_get_game (window);

  /* Not a puzzle: an error, nothing changes. */
  gdk_clipboard_set_text (clipboard, "hello, world\n");
  g_assert_true (activate ("paste"));
  g_assert_true (wait_for_toast ("This text does not hold a puzzle Sudominoku can read."));
  g_assert_true (sdm_window_get_game (window) == before);

  /* A grid with a slip in it: the sentence says where, line and column, and the game
   * in progress stays as it was. */
  gdk_clipboard_set_text (clipboard,
                          "+-------+-------+-------+\r\n"
                          "| 4 . . | . . . | 8 . 5 |\r\n"
                          "| . 3 . | . x . | . . . |\r\n");
  g_assert_true (activate ("paste"));
  g_assert_true (wait_for_toast ("This text is not a puzzle Sudominoku can read: look at line 3, column 13."));
  g_assert_true (sdm_window_get_game (window) == before);

  /* A contest puzzle that gives a domino twice: the rules are broken, and the sentence
   * says where (the details say where the first one is). */
  gdk_clipboard_set_text (clipboard,
                          "10\n6 B2 1 B3\n2 C4 9 C3\n1 D3 6 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n"
                          "7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n");
  g_assert_true (activate ("paste"));
  g_assert_true (wait_for_toast ("This puzzle breaks the rules: look at line 4, column 1."));
  g_assert_true (sdm_window_get_game (window) == before);

  /* Nothing but blank lines: said to be blank, not pointed at past its end. */
  gdk_clipboard_set_text (clipboard, " \n\t\n");
  g_assert_true (activate ("paste"));
  g_assert_true (wait_for_toast ("This text is blank: there is no puzzle in it."));
  g_assert_true (sdm_window_get_game (window) == before);

  /* A puzzle with many solutions is said so as soon as it is loaded. */
  gdk_clipboard_set_text (clipboard,
                          "1................................................................................\n");
  g_assert_true (activate ("paste"));
  g_assert_true (wait_for_toast ("more than one solution"));
  g_assert_true (sdm_window_get_game (window) != before);
  before = sdm_window_get_game (window);

  gdk_clipboard_set_text (clipboard,
                          "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
  g_assert_true (activate ("paste"));
  g_assert_true (sdm_test_wait_until (game_is_pasted));
  g_assert_true (sdm_window_get_game (window) != before);
  g_assert_false (sdm_board_get_locked (sdm_test_board (window)));
  g_assert_true (enabled ("check"));
}

static gboolean
saved (void)
{
  return !sdm_game_store_get_dirty (sdm_test_store (window));
}

/* Tile @index's accessible object: the palette's @index-th accessible child that is a
 * button, found as a screen reader finds it (the caller drops it). */
static GtkAccessible *
accessible_tile (guint index)
{
  GtkAccessible *child = gtk_accessible_get_first_accessible_child (GTK_ACCESSIBLE (sdm_test_palette (window)));
  guint n = 0;

  while (child != NULL)
    {
      GtkAccessible *next;

      if (gtk_accessible_get_accessible_role (child) == GTK_ACCESSIBLE_ROLE_BUTTON && n++ == index)
        return child;
      next = gtk_accessible_get_next_accessible_sibling (child);
      g_object_unref (child);
      child = next;
    }
  g_error ("the palette has no accessible tile %u", index);
}

/* Sudominoku with the mouse: choose a palette tile, link two cells, both digits land;
 * a placed tile shows where it lies; Solve fills in digits and dominoes. */
static void
test_palette_and_solve_dominoes (void)
{
  SdmGame *game;
  graphene_rect_t tile;
  SdmDomino *domino;
  const int a = sdm_cell (4, 6), b = sdm_cell (4, 7);   /* E7 and E8, free */

  open_fixture ("e2e-contest.txt");
  game = sdm_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOMINOKU);

  /* {3,5} is free: its tile is a plain one, and clicking it makes it the chosen one. */
  g_assert_true (sdm_domino_palette_get_tile_area (sdm_test_palette (window), sdm_domino_index (3, 5), &tile));
  g_assert_false (sdm_domino_palette_tile_has_state (sdm_test_palette (window), sdm_domino_index (3, 5), "placed"));
  g_assert_false (sdm_domino_palette_tile_has_state (sdm_test_palette (window), sdm_domino_index (3, 5), "clue"));
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_palette (window)), "palette.activate", "u", sdm_domino_index (3, 5));   /* a click */
  g_assert_cmpint (sdm_board_get_pending_domino (sdm_test_board (window)), ==, sdm_domino_index (3, 5));
  g_assert_true (sdm_domino_palette_tile_has_state (sdm_test_palette (window), sdm_domino_index (3, 5), "chosen"));

  /* A screen reader does the same through the tile's accessible object (issue 36): its
   * action takes the choice back, as a second click does, and chooses the pair again. */
  {
    g_autoptr(GtkAccessible) object = accessible_tile (sdm_domino_index (3, 5));

    gtk_test_accessible_assert_property (object, GTK_ACCESSIBLE_PROPERTY_LABEL, "3 and 5");
    gtk_test_accessible_assert_state (object, GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (object), "tile.choose", NULL));
    g_assert_cmpint (sdm_board_get_pending_domino (sdm_test_board (window)), ==, -1);
    g_assert_false (sdm_domino_palette_tile_has_state (sdm_test_palette (window), sdm_domino_index (3, 5), "chosen"));
    gtk_test_accessible_assert_state (object, GTK_ACCESSIBLE_STATE_SELECTED, FALSE);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (object), "tile.choose", NULL));
    g_assert_cmpint (sdm_board_get_pending_domino (sdm_test_board (window)), ==, sdm_domino_index (3, 5));
    gtk_test_accessible_assert_state (object, GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
  }

  sdm_board_set_selected (sdm_test_board (window), a);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.link", "(ii)", 0, 1);
  g_assert_cmpint (sdm_game_get_partner (game, a), ==, b);
  g_assert_cmpuint (sdm_game_get_value (game, a), ==, 3);
  g_assert_cmpuint (sdm_game_get_value (game, b), ==, 5);
  g_assert_cmpint (sdm_board_get_pending_domino (sdm_test_board (window)), ==, -1);
  g_assert_false (sdm_domino_palette_tile_has_state (sdm_test_palette (window), sdm_domino_index (3, 5), "chosen"));
  domino = g_list_model_get_item (sdm_game_get_dominoes (game), sdm_domino_index (3, 5));
  g_assert_true (sdm_domino_get_placed (domino));
  g_object_unref (domino);
  g_assert_true (sdm_domino_palette_tile_has_state (sdm_test_palette (window), sdm_domino_index (3, 5), "placed"));

  /* The arrow keys move the focus between tiles, within the palette. */
  g_assert_cmpint (sdm_domino_palette_get_focus_tile (sdm_test_palette (window)), ==, sdm_domino_index (3, 5));
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_palette (window)), "palette.move", "(ii)", 1, 0);
  g_assert_cmpint (sdm_domino_palette_get_focus_tile (sdm_test_palette (window)), ==, sdm_domino_index (3, 5) + 1);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_palette (window)), "palette.move", "(ii)", G_MAXINT, 0);
  g_assert_cmpint (sdm_domino_palette_get_focus_tile (sdm_test_palette (window)), ==, 35);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_palette (window)), "palette.move", "(ii)", 1, 0);
  g_assert_cmpint (sdm_domino_palette_get_focus_tile (sdm_test_palette (window)), ==, 35);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_palette (window)), "palette.move", "(ii)", G_MININT, 0);
  g_assert_cmpint (sdm_domino_palette_get_focus_tile (sdm_test_palette (window)), ==, 0);

  /* A clue tile is marked as such. {1,6} is given in B2-B3. */
  g_assert_true (sdm_domino_palette_tile_has_state (sdm_test_palette (window), sdm_domino_index (1, 6), "clue"));

  /* Clicking a placed tile selects its cell. */
  sdm_board_set_selected (sdm_test_board (window), 0);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_palette (window)), "palette.activate", "u", sdm_domino_index (3, 5));   /* a click */
  g_assert_cmpint (sdm_board_get_selected (sdm_test_board (window)), ==, a);
  g_assert_cmpint (sdm_board_get_pending_domino (sdm_test_board (window)), ==, -1);

  g_assert_true (activate_solve ());
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_game_get_solved (game));
  g_assert_true (sdm_board_get_locked (sdm_test_board (window)));
  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    {
      g_assert_cmpuint (sdm_game_get_value (game, cell), !=, 0);
      if (!sdm_puzzle_cell_is_isolated (sdm_game_get_puzzle (game), cell))
        g_assert_cmpint (sdm_game_get_partner (game, cell), >=, 0);
    }
}

static GtkDropTarget *
find_drop_target (void)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (c))
        return GTK_DROP_TARGET (c);   /* the window keeps it alive */
    }
  g_assert_not_reached ();
}

static void
test_drop (void)
{
  GtkDropTarget *target = find_drop_target ();
  g_auto(GValue) text = G_VALUE_INIT;
  g_auto(GValue) files = G_VALUE_INIT;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-sudoku.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GdkFileList *list;
  gboolean accepted = FALSE;
  SdmGame *before;

  /* Text: a puzzle in the line format. */
  g_value_init (&text, G_TYPE_STRING);
  g_value_set_string (&text, "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n");
  g_signal_emit_by_name (target, "drop", &text, 10.0, 10.0, &accepted);
  g_assert_true (accepted);
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 0), ==, 5);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 1), ==, 2);
  before = sdm_window_get_game (window);

  /* A file. */
  list = gdk_file_list_new_from_array (&file, 1);
  g_value_init (&files, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&files, list);
  accepted = FALSE;
  g_signal_emit_by_name (target, "drop", &files, 10.0, 10.0, &accepted);
  g_assert_true (accepted);
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_window_get_game (window) != before);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 0), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 2), ==, 3);
  before = sdm_window_get_game (window);

  /* An empty file dropped on the game: said to be empty, and the game stays. */
  {
    g_autofree char *dir = g_dir_make_tmp ("sdm-drop-XXXXXX", NULL);
    g_autofree char *empty_path = g_build_filename (dir, "empty.sdm", NULL);
    g_autoptr(GFile) empty = g_file_new_for_path (empty_path);
    g_auto(GValue) empty_files = G_VALUE_INIT;

    g_assert_true (g_file_set_contents (empty_path, "", 0, NULL));
    g_value_init (&empty_files, GDK_TYPE_FILE_LIST);
    g_value_take_boxed (&empty_files, gdk_file_list_new_from_array (&empty, 1));
    accepted = FALSE;
    g_signal_emit_by_name (target, "drop", &empty_files, 10.0, 10.0, &accepted);
    g_assert_true (accepted);
    g_assert_true (wait_for_toast ("“empty.sdm” is empty: there is no puzzle in it."));
    g_assert_true (sdm_window_get_game (window) == before);
    g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "game");
    g_assert_cmpint (g_unlink (empty_path), ==, 0);

    /* The other files that hold no puzzle, each said in its own words, none of them
     * touching the game: a folder, a file gone before it is read, a picture. */
    {
      static const guint8 png_head[] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13 };
      g_autofree char *folder_path = g_build_filename (dir, "puzzles", NULL);
      g_autofree char *gone_path = g_build_filename (dir, "gone.sdm", NULL);
      g_autofree char *png_path = g_build_filename (dir, "board.png", NULL);
      struct { const char *path; const char *said; } cases[] = {
        { folder_path, "“puzzles” is a folder: choose a file of puzzles in it." },
        { gone_path, "“gone.sdm” does not exist, or was moved." },
        { png_path, "“board.png” is not a text file, so it cannot hold puzzles." },
      };

      g_assert_cmpint (g_mkdir (folder_path, 0700), ==, 0);
      g_assert_true (g_file_set_contents (png_path, (const char *) png_head, sizeof png_head, NULL));
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          g_autoptr(GFile) f = g_file_new_for_path (cases[i].path);
          g_auto(GValue) v = G_VALUE_INIT;

          g_value_init (&v, GDK_TYPE_FILE_LIST);
          g_value_take_boxed (&v, gdk_file_list_new_from_array (&f, 1));
          accepted = FALSE;
          g_signal_emit_by_name (target, "drop", &v, 10.0, 10.0, &accepted);
          g_assert_true (accepted);
          g_assert_true (wait_for_toast (cases[i].said));
          g_assert_true (sdm_window_get_game (window) == before);
        }
      g_assert_cmpint (g_rmdir (folder_path), ==, 0);
      g_assert_cmpint (g_unlink (png_path), ==, 0);
    }
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
}

/* The file chooser win.open shows: GtkFileDialog, which without a portal (as under the
 * test bus) runs a GtkFileChooserDialog in this process. The test reads and fills it as a
 * player would, through GtkFileChooser, the one way there is to reach it; that API is
 * deprecated since GTK 4.10, hence the pragmas around the functions that use it. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static GtkFileChooser *
open_dialog (void)
{
  return GTK_FILE_CHOOSER (sdm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
}

static gboolean
open_dialog_shown (void)
{
  return open_dialog () != NULL;
}

static gboolean
open_dialog_gone (void)
{
  return open_dialog () == NULL;
}

static GFile *chosen_file;
static SdmGame *game_before;

static gboolean
game_changed (void)
{
  return sdm_window_get_game (window) != game_before;
}

static gboolean
file_selected (void)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (open_dialog ());

  return file != NULL && g_file_equal (file, chosen_file);
}

/* Whether @filter lets through a file named @name of content type @type. */
static gboolean
filter_passes (GtkFileFilter *filter,
               const char    *name,
               const char    *type)
{
  g_autoptr(GFileInfo) info = g_file_info_new ();

  g_file_info_set_display_name (info, name);
  g_file_info_set_content_type (info, type);
  return gtk_filter_match (GTK_FILTER (filter), info);
}

/* win.open: the dialog is shown, modal over the window, offers puzzle files first (by
 * suffix or as plain text) and all files second; a file chosen in it and accepted is
 * loaded. */
static void
test_open_dialog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-sudoku.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GListModel) filters = NULL;
  g_autoptr(GtkFileFilter) puzzles = NULL;
  g_autoptr(GtkFileFilter) all = NULL;
  g_autoptr(GError) error = NULL;
  GtkFileChooser *dialog;
  SdmGame *before = sdm_window_get_game (window);

  g_assert_null (open_dialog ());
  g_assert_true (activate ("open"));
  g_assert_true (sdm_test_wait_until (open_dialog_shown));
  dialog = open_dialog ();
  g_assert_cmpint (gtk_file_chooser_get_action (dialog), ==, GTK_FILE_CHOOSER_ACTION_OPEN);
  g_assert_false (gtk_file_chooser_get_select_multiple (dialog));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));

  filters = gtk_file_chooser_get_filters (dialog);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 2);
  puzzles = g_list_model_get_item (filters, 0);
  all = g_list_model_get_item (filters, 1);
  g_assert_true (gtk_file_chooser_get_filter (dialog) == puzzles);
  g_assert_cmpstr (gtk_file_filter_get_name (puzzles), ==, "Puzzle files");
  g_assert_true (filter_passes (puzzles, "contest.sdm", "application/octet-stream"));
  g_assert_true (filter_passes (puzzles, "classic.sdk", "application/octet-stream"));
  g_assert_true (filter_passes (puzzles, "classic.ss", "application/octet-stream"));
  g_assert_true (filter_passes (puzzles, "puzzles.txt", "text/plain"));
  g_assert_true (filter_passes (puzzles, "puzzles", "text/plain"));
  g_assert_false (filter_passes (puzzles, "board.png", "image/png"));
  g_assert_cmpstr (gtk_file_filter_get_name (all), ==, "All files");
  g_assert_true (filter_passes (all, "board.png", "image/png"));

  /* Choose play-sudoku.txt (the folder loads in the background) and accept. */
  g_assert_true (gtk_file_chooser_set_file (dialog, file, &error));
  g_assert_no_error (error);
  chosen_file = file;
  g_assert_true (sdm_test_wait_until (file_selected));
  sdm_test_settle_file_chooser ();
  g_signal_emit_by_name (sdm_test_find_button (GTK_WIDGET (dialog), "_Open"), "clicked");
  g_assert_true (sdm_test_wait_until (open_dialog_gone));
  /* GtkFileDialog answers from an idle, then the file loads in the background. */
  game_before = before;
  g_assert_true (sdm_test_wait_until (game_changed));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_true (sdm_window_get_game (window) != before);
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOKU);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 0), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 2), ==, 3);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 1), ==, 0);

  /* Cancelling changes nothing. */
  before = sdm_window_get_game (window);
  g_assert_true (activate ("open"));
  g_assert_true (sdm_test_wait_until (open_dialog_shown));
  sdm_test_settle_file_chooser ();
  g_signal_emit_by_name (sdm_test_find_button (GTK_WIDGET (open_dialog ()), "_Cancel"), "clicked");
  g_assert_true (sdm_test_wait_until (open_dialog_gone));
  g_assert_true (sdm_window_get_game (window) == before);
  chosen_file = NULL;
}
G_GNUC_END_IGNORE_DEPRECATIONS

/* A new window brings back the game of the last one, as it was left. */
static void
test_restore (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *name;
  SdmWindow *second;

  g_assert_nonnull (sdm_window_get_game (window));
  /* r1c2 and r1c4 are empty in play-sudoku.txt, the game on the board. */
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 1), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", 1);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.enter", "u", 9);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", 3);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.pencil", "u", 3);
  before = sdm_game_serialize (sdm_window_get_game (window));
  /* Autosave: written in the background shortly after the moves. */
  g_assert_true (sdm_test_wait_until (saved));

  second = sdm_window_new (GTK_APPLICATION (app));
  g_object_ref_sink (second);
  g_assert_nonnull (sdm_window_get_game (second));
  g_assert_true (sdm_window_get_game (second) != sdm_window_get_game (window));
  after = sdm_game_serialize (sdm_window_get_game (second));
  sdm_test_assert_same_game (after, before);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (second), 1), ==, 9);
  g_assert_cmpuint (sdm_game_get_pencil (sdm_window_get_game (second), 3), ==, 1u << 2);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (second)), ==, "game");
  /* It keeps the file's name, in the header too (not the puzzle's number). */
  name = sdm_game_get_name (sdm_window_get_game (window));
  g_assert_nonnull (name);
  g_test_message ("the game's name: %s", name);
  g_assert_true (g_str_has_suffix (name, ".txt"));
  g_assert_cmpstr (sdm_game_get_name (sdm_window_get_game (second)), ==, name);
  g_assert_true (g_strcmp0 (gtk_label_get_label (sdm_test_title_label (second)), name) == 0
                 || g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (sdm_test_source_label (second))), name) == 0);
  /* A window that starts on a game never builds the start view. */
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (sdm_test_empty_page (second))));
  sdm_test_window_close (second);
}

/* A new game's selection starts on the empty cell nearest the centre, so that a digit goes
 * in with no click on the board (issue 36); a game taken up again keeps the selection. */
static void
test_selection_starts (void)
{
  SdmBoard *board = sdm_test_board (window);
  SdmGame *game;

  /* The contest file's centre is its lone 6: the selection is above it, on D5. */
  open_fixture ("e2e-contest.txt");
  game = sdm_window_get_game (window);
  g_assert_true (sdm_game_is_given (game, sdm_cell (4, 4)));
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (3, 4));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 3);
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (3, 4)), ==, 3);

  /* New Game, then back to it: the selection where it was left, not moved to E4. */
  sdm_board_set_selected (board, sdm_cell (0, 0));
  g_assert_true (activate ("new-game"));
  g_assert_null (sdm_window_get_game (window));
  g_assert_true (activate ("back-to-game"));
  game = sdm_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (3, 4)), ==, 3);
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (0, 0));

  /* The classic file's centre is empty: the centre. */
  open_fixture ("play-sudoku.txt");
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (4, 4));
}

/* A file whose name is not UTF-8 (a Latin-1 "é"): the game is named in UTF-8, with the
 * byte replaced, and saved so. */
static void
test_name_not_utf8 (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data", "play-sudoku.txt", NULL);
  g_autofree char *dir = g_dir_make_tmp ("sdm-name-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "caf\xe9.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  const char *name;

  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  file = g_file_new_for_path (path);
  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_until (idle));
  name = sdm_game_get_name (sdm_window_get_game (window));
  g_assert_nonnull (name);
  g_assert_true (g_utf8_validate (name, -1, NULL));
  g_assert_true (g_str_has_prefix (name, "caf") && g_str_has_suffix (name, ".txt"));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();
  window = sdm_test_window_present (app);

  g_test_add_func ("/window-play/open", test_open_many_then_one);
  g_test_add_func ("/window-play/check-undo", test_play_check_undo);
  g_test_add_func ("/window-play/solve-locks", test_solve_locks);
  g_test_add_func ("/window-play/paste", test_paste);
  g_test_add_func ("/window-play/palette-solve-dominoes", test_palette_and_solve_dominoes);
  g_test_add_func ("/window-play/drop", test_drop);
  g_test_add_func ("/window-play/open-dialog", test_open_dialog);
  g_test_add_func ("/window-play/restore", test_restore);
  g_test_add_func ("/window-play/selection-starts", test_selection_starts);
  g_test_add_func ("/window-play/name-not-utf8", test_name_not_utf8);

  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  return status;
}
