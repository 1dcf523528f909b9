/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-extras.c: what players ask for beyond playing (issue 12), in a real window:
 * Solve asks first and never congratulates (the finish says "with help"), the statistics file after finished games and
 * their window, pause, copy and paste back, export through the file chooser, printing a
 * Sudominoku to PDF through GtkPrintOperation's export (then to PNG with pdftoppm, pixels
 * checked), Ctrl+W and --version.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gdk/x11/gdkx.h>

#include "game-fixtures.h"
#include "sdm-application.h"
#include "sdm-format.h"
#include "sdm-game-private.h"
#include "sdm-print.h"
#include "sdm-statistics-dialog.h"
#include "sdm-test-window.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;

static gboolean
idle (void)
{
  return !sdm_test_busy (window);
}

static gboolean
activate (const char *name)
{
  g_autofree char *detailed = sdm_test_window_action (name);

  return sdm_test_activate (GTK_WIDGET (window), detailed, NULL);
}

static gboolean
enabled (const char *name)
{
  g_autofree char *detailed = sdm_test_window_action (name);

  return sdm_test_action_enabled (GTK_WIDGET (window), detailed);
}

/* Whether a mapped label under @widget shows text containing @text. */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

static const char *wanted_toast;

static gboolean
toast_shown (void)
{
  SdmMessageBar *bar = sdm_test_message_bar (window);   /* made with the first message */

  return bar != NULL && shows_text (GTK_WIDGET (bar), wanted_toast);
}

static gboolean
label_is (GtkWidget     *widget,
          gconstpointer  text)
{
  return g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* The finish dialog (sdm-window-extras.c: show_finish) on show, or NULL. */
static AdwAlertDialog *
finish_dialog (void)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));

  return ADW_IS_ALERT_DIALOG (dialog) ? ADW_ALERT_DIALOG (dialog) : NULL;
}

static const char *wanted_finish;

/* The finish shows @wanted_finish in its heading or body. */
static gboolean
finish_shown (void)
{
  AdwAlertDialog *dialog = finish_dialog ();
  g_autofree char *text = NULL;

  if (dialog == NULL)
    return FALSE;
  text = g_strconcat (adw_alert_dialog_get_heading (dialog), "\n", adw_alert_dialog_get_body (dialog), NULL);
  return strstr (text, wanted_finish) != NULL;
}

static gboolean
finish_gone (void)
{
  return finish_dialog () == NULL;
}

static void
close_finish (void)
{
  adw_dialog_force_close (ADW_DIALOG (finish_dialog ()));
  g_assert_true (sdm_test_wait_until (finish_gone));
}

static char *
statistics_text (void)
{
  char *text = NULL;

  if (!g_file_get_contents (sdm_statistics_get_path (sdm_test_statistics (window)), &text, NULL, NULL))
    return NULL;
  return text;
}

static const char *wanted_statistics;

static gboolean
statistics_say (void)
{
  g_autofree char *text = statistics_text ();

  return text != NULL && strstr (text, wanted_statistics) != NULL;
}

static void
start_sudoku (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;

  make_sudoku (&puzzle);
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, game, "test", TRUE);
  g_assert_true (sdm_test_wait_until (idle));
}

static gboolean
widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static AdwAlertDialog *
message_dialog (void)
{
  return ADW_ALERT_DIALOG (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG));
}

static gboolean
message_dialog_gone (void)
{
  return message_dialog () == NULL;
}

/* With SDM_TEST_OUTPUT_DIR set: @widget rendered to DIR/@name (the screenshots of the
 * report). */
static void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  sdm_test_save_picture (widget, name, 500);
}

static const char damaged_text[] = "[statistics]\nversion=1\n[sudoku/easy]\nstarted=lots\n";

/* A damaged statistics file (written before the application started) is kept aside with
 * its content, and the window says so; the statistics start afresh. */
static void
test_damaged_statistics (void)
{
  const char *kept_path;
  g_autofree char *kept = NULL;

  g_assert_nonnull (sdm_test_statistics (window));
  kept_path = sdm_statistics_get_damaged_path (sdm_test_statistics (window));
  g_assert_nonnull (kept_path);
  g_assert_true (g_file_get_contents (kept_path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, damaged_text);
  g_assert_false (g_file_test (sdm_statistics_get_path (sdm_test_statistics (window)), G_FILE_TEST_EXISTS));
  wanted_toast = "The statistics file was damaged (“started” in [sudoku/easy] is not a number of the right size). It was kept as ";
  g_assert_true (sdm_test_wait_until (toast_shown));
  g_assert_true (shows_text (GTK_WIDGET (sdm_test_message_bar (window)), kept_path));
}

/* Solve: asked first; "Keep Playing" changes nothing; "Show Solution" solves, marks the
 * game assisted, says so without congratulating, and the statistics count a game started
 * and solved with help: no time, no best. */
static void
test_solve_asks_and_counts_as_help (void)
{
  SdmGame *game;
  AdwAlertDialog *dialog;

  g_assert_nonnull (sdm_test_statistics (window));
  start_sudoku ();
  game = sdm_window_get_game (window);
  wanted_statistics = "[sudoku/easy]\nstarted=1\n";
  g_assert_true (sdm_test_wait_until (statistics_say));

  g_assert_null (message_dialog ());
  g_assert_true (activate ("solve"));
  dialog = message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Show the Solution?");
  g_assert_cmpstr (adw_alert_dialog_get_body (dialog), ==, "The game will not count as solved by you.");
  /* In the window, over the board. */
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));
  sdm_test_click_response (dialog, "cancel");
  g_assert_true (sdm_test_wait_until (message_dialog_gone));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_false (sdm_game_get_solved (game));
  g_assert_false (sdm_game_get_assisted (game));
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 0);

  g_assert_true (activate ("solve"));
  sdm_test_click_response (message_dialog (), "solve");
  g_assert_true (sdm_test_wait_until (message_dialog_gone));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_game_get_solved (game));
  g_assert_true (sdm_game_get_assisted (game));
  wanted_finish = "Finished With Help";
  g_assert_true (sdm_test_wait_until (finish_shown));
  g_assert_null (strstr (adw_alert_dialog_get_body (finish_dialog ()), "best time for"));
  /* The help in the words the player saw (the menu's Show the Solution, the Hint
   * button), not "Solve", which no menu or button is called. */
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (finish_dialog ()), "with help (a hint, or the solution shown)"));
  g_assert_null (strstr (adw_alert_dialog_get_body (finish_dialog ()), "Solve"));
  close_finish ();
  wanted_statistics = "[sudoku/easy]\nstarted=1\nsolved=1\nsolved-unaided=0\nbest=0\ntotal-time=0\nstreak=0\nunfinished=false\n";
  g_assert_true (sdm_test_wait_until (statistics_say));
  /* The solution shown can be undone; finished again, the game is not counted twice. */
  g_assert_true (activate ("undo"));
    {
      g_autofree char *before = statistics_text ();
      g_autofree char *after = NULL;

      g_assert_false (sdm_game_get_solved (game));
      g_assert_true (activate ("redo"));
      g_assert_true (sdm_game_get_solved (game));
      g_assert_true (sdm_test_wait_until (idle));
      /* The finish shows again; the record does not change. */
      g_assert_true (sdm_test_wait_until (finish_shown));
      close_finish ();
      after = statistics_text ();
      g_assert_cmpstr (after, ==, before);
    }
  /* The save says it too. */
  {
    g_autofree char *saved = sdm_game_serialize (game);

    g_assert_nonnull (strstr (saved, "\nassisted\n"));
  }
}

static gboolean
no_statistics_dialog (void)
{
  return sdm_test_find_dialog (SDM_TYPE_STATISTICS_DIALOG) == NULL;
}

/* The window at a phone's 360x640 (@narrow), or back at the size it had. */
static void
narrow_window (gboolean narrow)
{
  static int width, height;

  if (narrow)
    {
      width = gtk_widget_get_width (GTK_WIDGET (window));
      height = gtk_widget_get_height (GTK_WIDGET (window));
    }
  sdm_test_window_resize (window, narrow ? 360 : width, narrow ? 640 : height);
}

/* Solved by the player: congratulated, a new best time announced, and counted unaided;
 * a second unaided game that is slower is no best. The window shows the numbers, in a
 * table, and in a list on a phone. */
static void
test_statistics_after_games (void)
{
  const SdmPuzzle *puzzle;
  SdmStatisticsDialog *stats_window;
  SdmStatisticsEntry entry;
  GtkGrid *table;

  start_sudoku ();
  wanted_statistics = "started=2\n";
  g_assert_true (sdm_test_wait_until (statistics_say));
  puzzle = sdm_game_get_puzzle (sdm_window_get_game (window));
  sdm_game_set_elapsed (sdm_window_get_game (window), 125);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] == 0)
      g_assert_true (sdm_game_set_value (sdm_window_get_game (window), c, sudoku_solution[c] - '0', NULL));
  g_assert_true (sdm_game_get_solved (sdm_window_get_game (window)));
  wanted_finish = "Solved in 2:05: a new best time for Easy Sudoku!";
  g_assert_true (sdm_test_wait_until (finish_shown));
  close_finish ();
  wanted_statistics = "started=2\nsolved=2\nsolved-unaided=1\nbest=125\ntotal-time=125\nstreak=1\n";
  g_assert_true (sdm_test_wait_until (statistics_say));

  start_sudoku ();
  wanted_statistics = "started=3\n";
  g_assert_true (sdm_test_wait_until (statistics_say));
  puzzle = sdm_game_get_puzzle (sdm_window_get_game (window));
  sdm_game_set_elapsed (sdm_window_get_game (window), 175);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] == 0)
      g_assert_true (sdm_game_set_value (sdm_window_get_game (window), c, sudoku_solution[c] - '0', NULL));
  wanted_finish = "Solved in 2:55.\n\nYour best time for Easy Sudoku: 2:05.";
  g_assert_true (sdm_test_wait_until (finish_shown));
  close_finish ();
  wanted_statistics = "started=3\nsolved=3\nsolved-unaided=2\nbest=125\ntotal-time=300\nstreak=2\n";
  g_assert_true (sdm_test_wait_until (statistics_say));
  sdm_statistics_get_entry (sdm_test_statistics (window), SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &entry);
  g_assert_cmpint (sdm_statistics_entry_average (&entry), ==, 150);

  /* app.statistics: the table shows them. */
  g_action_activate (g_action_map_lookup_action (G_ACTION_MAP (app), "statistics"), NULL);
  stats_window = SDM_STATISTICS_DIALOG (sdm_test_find_dialog (SDM_TYPE_STATISTICS_DIALOG));
  g_assert_nonnull (stats_window);
  /* Which games the times count, in the player's words (no "Solve": see above). */
  g_assert_nonnull (sdm_test_find_widget (GTK_WIDGET (stats_window), GTK_TYPE_LABEL, label_is,
                                          "Times are those of the games solved without help: no hint applied, "
                                          "the solution never shown."));
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (stats_window)) == GTK_ROOT (window));
  table = sdm_statistics_dialog_get_table (stats_window, SDM_KIND_SUDOKU);
  /* The sheet shows its content from its next frame on. */
  g_assert_true (sdm_test_wait_for (widget_mapped, table));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (stats_window));
  {
    static const char *expected[] = { "Easy", "3", "3", "2", "2:05", "2:30", "2" };

    for (guint col = 0; col < G_N_ELEMENTS (expected); col++)
      {
        GtkWidget *label = gtk_grid_get_child_at (table, (int) col, 1);

        g_assert_true (GTK_IS_LABEL (label));
        g_assert_true (gtk_widget_get_mapped (label));
        g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, expected[col]);
      }
    g_assert_null (gtk_grid_get_child_at (table, 0, 2));
  }
  /* Nothing played at Sudominoku yet: no row, not even the column heads, and the line
   * says so; the Sudoku table has a row, so its line is hidden. */
  table = sdm_statistics_dialog_get_table (stats_window, SDM_KIND_SUDOMINOKU);
  g_assert_nonnull (gtk_grid_get_child_at (table, 0, 0));
  g_assert_null (gtk_grid_get_child_at (table, 0, 1));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (table)));
  {
    /* (Each table is a page of a GtkStack, the narrow dialog's list the other.) */
    GtkWidget *none = gtk_widget_get_next_sibling (gtk_widget_get_ancestor (GTK_WIDGET (table), GTK_TYPE_STACK));

    g_assert_true (GTK_IS_LABEL (none));
    g_assert_true (gtk_widget_get_mapped (none));
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (none)), ==, "No games yet");
    none = gtk_widget_get_next_sibling (gtk_widget_get_ancestor (GTK_WIDGET (sdm_statistics_dialog_get_table (stats_window, SDM_KIND_SUDOKU)),
                                                                 GTK_TYPE_STACK));
    g_assert_false (gtk_widget_get_visible (none));
  }

  /* It follows new records while open. */
  start_sudoku ();
  wanted_statistics = "started=4\n";
  g_assert_true (sdm_test_wait_until (statistics_say));
  table = sdm_statistics_dialog_get_table (stats_window, SDM_KIND_SUDOKU);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (table, 1, 1))), ==, "4");
  /* The sheet is as tall as its tables: no empty space under them (it was a fixed
   * 520 px, most of it empty after a first game). */
  {
    GtkWidget *scrolled = gtk_widget_get_ancestor (gtk_widget_get_parent (gtk_widget_get_ancestor (GTK_WIDGET (table), GTK_TYPE_SCROLLED_WINDOW)),
                                                   GTK_TYPE_SCROLLED_WINDOW);
    GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
    int natural;

    gtk_test_widget_wait_for_draw (GTK_WIDGET (stats_window));
    gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (scrolled), NULL, &natural, NULL, NULL);
    g_test_message ("statistics: the sheet's content %d px, shown in %d px", natural, gtk_widget_get_height (scrolled));
    g_assert_cmpint (gtk_widget_get_height (scrolled), ==, natural);
  }
  save_screenshot (GTK_WIDGET (stats_window), "statistics-dialog.png");
  g_assert_true (adw_dialog_close (ADW_DIALOG (stats_window)));
  g_assert_true (sdm_test_wait_until (no_statistics_dialog));

  /* On a phone the seven columns do not fit (they scrolled sideways, out of sight): a
   * list says the same, a row per difficulty, as wide as the sheet. */
  narrow_window (TRUE);
  g_action_activate (g_action_map_lookup_action (G_ACTION_MAP (app), "statistics"), NULL);
  stats_window = SDM_STATISTICS_DIALOG (sdm_test_find_dialog (SDM_TYPE_STATISTICS_DIALOG));
  {
    GtkListBox *list = sdm_statistics_dialog_get_list (stats_window, SDM_KIND_SUDOKU);
    GtkWidget *row;

    g_assert_true (sdm_test_wait_for (widget_mapped, list));
    gtk_test_widget_wait_for_draw (GTK_WIDGET (stats_window));
    table = sdm_statistics_dialog_get_table (stats_window, SDM_KIND_SUDOKU);
    g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (table)));
    row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0));
    g_assert_true (ADW_IS_ACTION_ROW (row));
    g_assert_null (gtk_list_box_get_row_at_index (list, 1));
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Easy");
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                     "Started 4 · Solved 3 · Without help 2\nBest 2:05 · Average 2:30 · Streak 2");
    g_assert_cmpint (gtk_widget_get_width (row), <=, gtk_widget_get_width (GTK_WIDGET (stats_window)));
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (stats_window)), <=, 360);
    /* Nothing at Sudominoku: no empty card and no column heads, the line says so. */
    g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (sdm_statistics_dialog_get_list (stats_window, SDM_KIND_SUDOMINOKU))));
    g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (sdm_statistics_dialog_get_table (stats_window, SDM_KIND_SUDOMINOKU))));
    save_screenshot (GTK_WIDGET (stats_window), "statistics-dialog-narrow.png");
  }
  g_assert_true (adw_dialog_close (ADW_DIALOG (stats_window)));
  g_assert_true (sdm_test_wait_until (no_statistics_dialog));
  narrow_window (FALSE);
}

static gboolean
window_active (void)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

/* Gives the window the X input focus (xdotool, as tests/test-board.c does) and waits
 * until GTK says it is active. */
static void
focus_window (void)
{
  gulong xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
  g_autofree char *cmd = g_strdup_printf ("xdotool windowfocus --sync %lu", xid);
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_command_line_sync (cmd, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (sdm_test_wait_until (window_active));
}

static gboolean
have_hint (void)
{
  return sdm_hint_controller_get_level (sdm_test_hint (window)) > 0;
}

/* A game finished after an applied hint is finished with help too: not congratulated,
 * counted as solved but not without help. */
static void
test_hint_counts_as_help (void)
{
  const SdmPuzzle *puzzle;
  SdmStatisticsEntry before, after;
  SdmGame *game;

  start_sudoku ();
  game = sdm_window_get_game (window);
  sdm_statistics_get_entry (sdm_test_statistics (window), SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &before);
  g_assert_true (activate ("hint"));
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_false (sdm_game_get_assisted (game));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.apply", NULL));
  g_assert_true (sdm_game_get_assisted (game));
  puzzle = sdm_game_get_puzzle (game);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] == 0 && sdm_game_get_value (game, c) == 0)
      g_assert_true (sdm_game_set_value (game, c, sudoku_solution[c] - '0', NULL));
  g_assert_true (sdm_game_get_solved (game));
  wanted_finish = "Finished With Help";
  g_assert_true (sdm_test_wait_until (finish_shown));
  close_finish ();
  wanted_statistics = "solved=4\n";
  g_assert_true (sdm_test_wait_until (statistics_say));
  sdm_statistics_get_entry (sdm_test_statistics (window), SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, &after);
  g_assert_cmpuint (after.solved, ==, before.solved + 1);
  g_assert_cmpuint (after.solved_unaided, ==, before.solved_unaided);
  g_assert_cmpuint (after.streak, ==, 0);
}

/* Pause hides the board behind the "Paused" page, stops the clock and the moves; again,
 * the board comes back. P, pencil mode, is not its key. */
static void
test_pause (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.pause");
  gint64 before;

  g_assert_true (g_strv_contains ((const char *const *) accels, "Pause"));
  g_assert_false (g_strv_contains ((const char *const *) accels, "p"));
  start_sudoku ();
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), 0, 1, NULL));
  /* The window has the focus (from the X server): the clock runs. */
  focus_window ();
  g_assert_true (sdm_game_get_running (sdm_window_get_game (window)));
  g_assert_true (enabled ("undo"));
  /* The paused page is built when first shown (sdm-paused-page.ui), not with the window. */
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (SDM_TEST_CHILD (window, "paused_page"))));
  g_assert_true (activate ("pause"));
  g_assert_true (sdm_test_paused (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "paused");
  {
    GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (SDM_TEST_CHILD (window, "paused_page")));

    g_assert_true (ADW_IS_STATUS_PAGE (page));
    g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (page)), ==, "Paused");
    g_assert_true (gtk_widget_get_mapped (page));
  }
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (sdm_test_board (window))));
  /* The digit bar goes with the board: a digit clicked there would be a move made blind. */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (sdm_test_digit_bar (window))));
  g_assert_false (sdm_game_get_running (sdm_window_get_game (window)));
  g_assert_false (enabled ("undo"));
  g_assert_false (enabled ("check"));
  g_assert_false (enabled ("solve"));
  g_assert_false (enabled ("copy-position"));
  g_assert_false (enabled ("hint"));
  before = sdm_game_get_elapsed (sdm_window_get_game (window));
  /* The window still has the focus, and says so again: the clock stays stopped. */
  g_assert_true (gtk_window_is_active (GTK_WINDOW (window)));
  g_object_notify (G_OBJECT (window), "is-active");
  g_assert_false (sdm_game_get_running (sdm_window_get_game (window)));
  g_assert_cmpint (sdm_game_get_elapsed (sdm_window_get_game (window)), ==, before);
  save_screenshot (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)), "paused.png");

  /* Text that is no puzzle, dropped or pasted while paused: an error, and the board stays
   * hidden. */
  sdm_window_load_text (window, "not a puzzle", "test");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "paused");
  g_assert_true (sdm_test_paused (window));

  g_assert_true (activate ("pause"));
  g_assert_false (sdm_test_paused (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "game");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sdm_test_board (window))));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sdm_test_digit_bar (window))));
  g_assert_true (sdm_game_get_running (sdm_window_get_game (window)));
  g_assert_true (enabled ("undo"));

  /* A new game is never paused. */
  g_assert_true (activate ("pause"));
  start_sudoku ();
  g_assert_false (sdm_test_paused (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "game");
}

static char *clipboard_text;

static void
read_text_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  clipboard_text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  *(gboolean *) user_data = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

static char *
read_clipboard (void)
{
  gboolean done = FALSE;

  g_clear_pointer (&clipboard_text, g_free);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL, read_text_cb, &done);
  g_assert_true (sdm_test_wait_for (flag_set, &done));
  return g_steal_pointer (&clipboard_text);
}

static void
parse_one (const char *text,
           SdmPuzzle  *puzzle)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;

  g_assert_true (sdm_format_parse (text, strlen (text), "clipboard", SDM_FORMAT_AUTO, NULL, puzzles, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  *puzzle = g_array_index (puzzles, SdmPuzzle, 0);
}

static gboolean
typed_in_judged_unique (void)
{
  const SdmEditorVerdict *verdict = sdm_editor_controller_get_verdict (sdm_test_editor (window));

  return verdict != NULL && verdict->status == SDM_EDITOR_UNIQUE;
}

/* Type In's clock stands still while the puzzle is typed in (issue 36: it ran), whatever
 * the window says of its focus; the puzzle played from it has its clock running. */
static void
test_type_in_clock (void)
{
  SdmPuzzle puzzle;
  SdmGame *scratch;
  gint64 before;

  start_sudoku ();
  focus_window ();
  /* The window is active: a game's clock runs, so a stopped one below is Type In's doing. */
  g_assert_true (sdm_game_get_running (sdm_window_get_game (window)));

  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudoku")));
  scratch = sdm_window_get_game (window);
  g_assert_true (sdm_editor_controller_get_game (sdm_test_editor (window)) == scratch);
  g_assert_false (sdm_game_get_running (scratch));
  make_sudoku (&puzzle);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle.givens[c] != 0)
      g_assert_true (sdm_game_set_value (scratch, c, puzzle.givens[c], NULL));
  /* The window says again that it has the focus: the clock stays stopped, no time counted. */
  before = sdm_game_get_elapsed (scratch);
  g_assert_true (gtk_window_is_active (GTK_WINDOW (window)));
  g_object_notify (G_OBJECT (window), "is-active");
  g_assert_false (sdm_game_get_running (scratch));
  g_assert_cmpint (sdm_game_get_elapsed (scratch), ==, before);
  g_assert_cmpint (before, ==, 0);

  /* Played: the clock of the puzzle typed in runs. */
  g_assert_true (sdm_test_wait_until (typed_in_judged_unique));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "editor.play", NULL));
  g_assert_true (sdm_window_get_game (window) != scratch);
  g_assert_true (sdm_game_get_running (sdm_window_get_game (window)));
}


/* Copy puts text Paste reads back: the puzzle, or the position with the player's digits
 * as givens; for both kinds. */
static void
test_copy_reads_back (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.copy-puzzle");
  SdmPuzzle puzzle, back;
  g_autoptr(SdmGame) domino_game = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>c"));
  start_sudoku ();
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), 0, 1, NULL));
  g_assert_true (activate ("copy-puzzle"));
  text = read_clipboard ();
  g_test_message ("%s", text);
  parse_one (text, &back);
  g_assert_true (sdm_puzzle_equal (&back, sdm_game_get_puzzle (sdm_window_get_game (window))));
  g_clear_pointer (&text, g_free);

  g_assert_true (activate ("copy-position"));
  text = read_clipboard ();
  parse_one (text, &back);
  g_assert_cmpuint (back.givens[0], ==, 1);
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_assert_cmpuint (back.givens[c], ==, sdm_game_get_value (sdm_window_get_game (window), c));
  g_clear_pointer (&text, g_free);

  /* Sudominoku: clue dominoes and isolated digits come back; the position keeps a digit
   * the player wrote. */
  make_sudominoku (&puzzle);
  domino_game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, domino_game, "test", TRUE);
  g_assert_true (activate ("copy-puzzle"));
  text = read_clipboard ();
  g_test_message ("%s", text);
  parse_one (text, &back);
  g_assert_true (sdm_puzzle_equal (&back, &puzzle));
  g_clear_pointer (&text, g_free);
  g_assert_true (sdm_game_set_value (domino_game, 0, domino_solution[0] - '0', NULL));
  g_assert_true (activate ("copy-position"));
  text = read_clipboard ();
  parse_one (text, &back);
  g_assert_cmpint (back.kind, ==, SDM_KIND_SUDOMINOKU);
  g_assert_cmpuint (back.givens[0], ==, domino_solution[0] - '0');
  g_assert_cmpuint (back.n_clues, ==, puzzle.n_clues);
  g_assert_cmpmem (back.isolated, 9, puzzle.isolated, 9);
}


/* The labels of @dialog's responses other than Cancel, in order. */
static GStrv
format_choices (AdwAlertDialog *dialog)
{
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();

  for (guint i = 0; i < 16; i++)
    {
      char id[8];

      g_snprintf (id, sizeof id, "%u", i);
      if (adw_alert_dialog_has_response (dialog, id))
        g_strv_builder_add (labels, adw_alert_dialog_get_response_label (dialog, id));
    }
  return g_strv_builder_end (labels);
}

static const char *
response_with_label (AdwAlertDialog *dialog,
                     const char     *label)
{
  static char id[8];

  for (guint i = 0; i < 16; i++)
    {
      g_snprintf (id, sizeof id, "%u", i);
      if (adw_alert_dialog_has_response (dialog, id)
          && g_strcmp0 (adw_alert_dialog_get_response_label (dialog, id), label) == 0)
        return id;
    }
  g_error ("no response %s", label);
  return NULL;
}

/* Export: first the format, one button for each that `sudominoku-cli convert` writes for
 * the kind, then a save dialog for that format alone; the file reads back as the puzzle. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static void
test_export (void)
{
  static const char *sudoku_formats[] = {
    "One line of 81 digits (.sdm)", "SadMan Sudoku (.sdk)", "Simple Sudoku (.ss)",
    "Nine lines of digits (.txt)", "Digits with spaces (.txt)", NULL
  };
  static const char *sudominoku_formats[] = {
    "Digits and dominoes (.txt)", "Baekjoon 4574 (.txt)", NULL
  };
  g_autofree char *dir = g_dir_make_tmp ("sdm-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.sdk", NULL);
  g_autoptr(GListModel) filters = NULL;
  g_autoptr(GtkFileFilter) sdk = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(SdmGame) domino_game = NULL;
  g_auto(GStrv) choices = NULL;
  AdwAlertDialog *choice;
  GtkFileChooser *dialog;
  SdmFormat detected;
  SdmPuzzle puzzle;

  start_sudoku ();
  g_assert_true (activate ("export"));
  choice = message_dialog ();
  g_assert_nonnull (choice);
  g_assert_cmpstr (adw_alert_dialog_get_heading (choice), ==, "Export Puzzle");
  choices = format_choices (choice);
  g_assert_cmpstrv (choices, sudoku_formats);
  g_assert_cmpstr (adw_alert_dialog_get_default_response (choice), ==, response_with_label (choice, sudoku_formats[0]));
  sdm_test_click_response (choice, response_with_label (choice, "SadMan Sudoku (.sdk)"));
  g_assert_true (sdm_test_wait_until (message_dialog_gone));
  g_assert_true (sdm_test_wait_until (sdm_test_file_chooser_shown));
  dialog = GTK_FILE_CHOOSER (sdm_test_file_chooser ());
  g_assert_cmpint (gtk_file_chooser_get_action (dialog), ==, GTK_FILE_CHOOSER_ACTION_SAVE);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  /* The chosen format's filter, and a name with its suffix. */
  filters = gtk_file_chooser_get_filters (dialog);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 1);
  sdk = g_list_model_get_item (filters, 0);
  g_assert_cmpstr (gtk_file_filter_get_name (sdk), ==, "SadMan Sudoku (.sdk)");
  {
    g_autofree char *name = gtk_file_chooser_get_current_name (dialog);

    g_assert_cmpstr (name, ==, "puzzle.sdk");
  }
  /* The player types the whole path and clicks Export. */
  sdm_test_file_chooser_save (path, "_Export");
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_test_message ("%s", text);
  g_assert_true (sdm_format_parse (text, strlen (text), path, SDM_FORMAT_AUTO, &detected, puzzles, &error));
  g_assert_cmpint (detected, ==, SDM_FORMAT_SDK);
  g_assert_true (sdm_puzzle_equal (&g_array_index (puzzles, SdmPuzzle, 0), sdm_game_get_puzzle (sdm_window_get_game (window))));
  wanted_toast = "Exported to mine.sdk";
  g_assert_true (sdm_test_wait_until (toast_shown));
  g_assert_cmpint (g_unlink (path), ==, 0);

  /* Sudominoku: its two forms, each written as the CLI would. Cancel in the save dialog
   * writes nothing. */
  make_sudominoku (&puzzle);
  domino_game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, domino_game, "test", TRUE);
  g_assert_true (activate ("export"));
  choice = message_dialog ();
  g_assert_nonnull (choice);
  g_clear_pointer (&choices, g_strfreev);
  choices = format_choices (choice);
  g_assert_cmpstrv (choices, sudominoku_formats);
  sdm_test_click_response (choice, response_with_label (choice, sudominoku_formats[1]));
  g_assert_true (sdm_test_wait_until (sdm_test_file_chooser_shown));
  sdm_test_settle_file_chooser ();
  g_signal_emit_by_name (sdm_test_find_button (GTK_WIDGET (sdm_test_file_chooser ()), "_Cancel"), "clicked");
  g_assert_true (sdm_test_wait_until (sdm_test_file_chooser_gone));
  /* Escape in the choice exports nothing. */
  g_assert_true (activate ("export"));
  g_assert_true (adw_dialog_close (ADW_DIALOG (message_dialog ())));
  g_assert_true (sdm_test_wait_until (message_dialog_gone));
  g_assert_null (sdm_test_file_chooser ());
  for (SdmFormat format = SDM_FORMAT_CONTEST; format <= SDM_FORMAT_DOMINO; format++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GArray) back = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      g_autofree char *written = NULL;

      g_autoptr(GString) expected = g_string_new (NULL);

      g_assert_true (sdm_window_export_to_file (window, file, format, &error));
      g_assert_true (g_file_get_contents (path, &written, NULL, &error));
      /* Byte for byte what the engine writes for generate and convert (/cli/formats-agree). */
      g_assert_true (sdm_format_write_puzzles (expected, format, &puzzle, 1));
      g_assert_cmpstr (written, ==, expected->str);
      g_assert_true (sdm_format_parse (written, strlen (written), path, SDM_FORMAT_AUTO, &detected, back, &error));
      g_assert_no_error (error);
      g_assert_cmpint (detected, ==, format);
      g_assert_true (sdm_puzzle_equal (&g_array_index (back, SdmPuzzle, 0), &puzzle));
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  /* A classic format cannot hold a Sudominoku: an error, no file. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_false (sdm_window_export_to_file (window, file, SDM_FORMAT_LINE, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}
G_GNUC_END_IGNORE_DEPRECATIONS

/* Whether @dialog's response buttons are laid out: each has a width. */
static gboolean
responses_allocated (gpointer dialog)
{
  g_auto(GStrv) labels = format_choices (dialog);

  for (guint i = 0; labels[i] != NULL; i++)
    {
      GtkWidget *button = sdm_test_find_button (GTK_WIDGET (dialog), labels[i]);

      if (button == NULL || !gtk_widget_get_mapped (button) || gtk_widget_get_width (button) <= 0)
        return FALSE;
    }
  return TRUE;
}

/* Export on a phone (360x640): every format's button reads in full, for both kinds (the
 * Sudominoku ones were cut at their ends, "Contest, Baekjoon 4574 (.…" and "Digits and
 * domino layout …"). */
static void
test_export_narrow (void)
{
  SdmPuzzle puzzle;

  narrow_window (TRUE);
  for (SdmKind kind = SDM_KIND_SUDOKU; kind <= SDM_KIND_SUDOMINOKU; kind++)
    {
      g_autoptr(SdmGame) game = NULL;
      g_auto(GStrv) labels = NULL;
      AdwAlertDialog *choice;

      if (kind == SDM_KIND_SUDOKU)
        make_sudoku (&puzzle);
      else
        make_sudominoku (&puzzle);
      game = sdm_game_new (&puzzle);
      sdm_window_set_game (window, game, "test", TRUE);
      g_assert_true (sdm_test_wait_until (idle));
      g_assert_true (activate ("export"));
      choice = message_dialog ();
      g_assert_nonnull (choice);
      g_assert_true (sdm_test_wait_for (responses_allocated, choice));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (choice));
      save_screenshot (GTK_WIDGET (window), kind == SDM_KIND_SUDOKU ? "export-360-sudoku.png"
                                                                    : "export-360-sudominoku.png");
      labels = format_choices (choice);
      g_assert_cmpuint (g_strv_length (labels), >=, 2);
      for (guint i = 0; labels[i] != NULL; i++)
        {
          GtkWidget *button = sdm_test_find_button (GTK_WIDGET (choice), labels[i]);
          GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

          g_assert_true (GTK_IS_LABEL (label));
          g_test_message ("%s: %d px of %d", labels[i], gtk_widget_get_width (label),
                          gtk_widget_get_width (GTK_WIDGET (window)));
          g_assert_cmpint (gtk_widget_get_width (label), >, 0);
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
        }
      g_assert_true (adw_dialog_close (ADW_DIALOG (choice)));
      g_assert_true (sdm_test_wait_until (message_dialog_gone));
    }
  narrow_window (FALSE);
}

/* ------------------------------------------------------------------------------------ */
/* Print                                                                                */

typedef struct {
  int     width, height;
  guchar *pixels;   /* RGBA */
} Image;

static void
image_load (Image      *image,
            const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (path, &error);

  g_assert_no_error (error);
  image->width = gdk_texture_get_width (texture);
  image->height = gdk_texture_get_height (texture);
  image->pixels = g_malloc ((gsize) image->width * image->height * 4);
  gdk_texture_download (texture, image->pixels, (gsize) image->width * 4);
}

/* Dark pixels in the fraction (x0,y0)-(x1,y1) of @image. */
static guint
ink (const Image *image,
     double       x0,
     double       y0,
     double       x1,
     double       y1)
{
  guint n = 0;

  for (int y = (int) (y0 * image->height); y < (int) (y1 * image->height); y++)
    for (int x = (int) (x0 * image->width); x < (int) (x1 * image->width); x++)
      {
        const guchar *p = image->pixels + ((gsize) y * image->width + x) * 4;

        /* GDK_MEMORY_DEFAULT is BGRA premultiplied on little endian; grey is grey. */
        if (p[0] < 128 && p[1] < 128 && p[2] < 128)
          n++;
      }
  return n;
}

/* Prints @op to DIR/NAME.pdf, converts it with pdftoppm and returns the number of pages. */
static int
print_to_png (SdmPrintOperation *op,
              const char        *dir,
              const char        *name)
{
  g_autofree char *pdf = g_strdup_printf ("%s/%s.pdf", dir, name);
  g_autofree char *prefix = g_strdup_printf ("%s/%s", dir, name);
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  g_autoptr(GError) error = NULL;
  int status = -1, pages = 0;

  if (pdftoppm == NULL)
    g_error ("pdftoppm is not installed (poppler-utils, build-aux/deps.sh)");
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (op), pdf);
  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (op), GTK_PRINT_OPERATION_ACTION_EXPORT,
                                            NULL, &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  char *argv[] = { pdftoppm, (char *) "-png", (char *) "-r", (char *) "60", pdf, prefix, NULL };

  g_assert_true (g_spawn_sync (NULL, argv, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  for (int page = 1; page <= 9; page++)
    {
      g_autofree char *png = g_strdup_printf ("%s-%d.png", prefix, page);

      if (g_file_test (png, G_FILE_TEST_EXISTS))
        pages = page;
    }
  return pages;
}

static gboolean
is_solutions_check (GtkWidget     *widget,
                    gconstpointer  data)
{
  return g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), "Add a page with the _solutions") == 0;
}

static GtkWindow *
print_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && gtk_window_get_transient_for (w) == GTK_WINDOW (window)
          && sdm_test_find_widget (GTK_WIDGET (w), GTK_TYPE_NOTEBOOK, NULL, NULL) != NULL)
        return w;
    }
  return NULL;
}

static gboolean print_tab_seen;

static gboolean
solution_known (void)
{
  return sdm_game_get_solution (sdm_window_get_game (window)) != NULL;
}

/* Runs inside win.print's dialog: shows the "Puzzles" tab, checks it, closes the dialog. */
static gboolean
look_at_print_dialog (gpointer user_data)
{
  GtkWindow *dialog = print_dialog ();
  GtkNotebook *notebook;

  if (dialog == NULL)
    return G_SOURCE_CONTINUE;
  notebook = GTK_NOTEBOOK (sdm_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_NOTEBOOK, NULL, NULL));
  for (int i = 0; i < gtk_notebook_get_n_pages (notebook); i++)
    {
      GtkWidget *page = gtk_notebook_get_nth_page (notebook, i);
      const char *label = gtk_notebook_get_tab_label_text (notebook, page);

      if (g_strcmp0 (label, "Puzzles") == 0)
        {
          GtkWidget *drop = sdm_test_find_widget (page, GTK_TYPE_DROP_DOWN, NULL, NULL);
          GtkWidget *fill;

          gtk_notebook_set_current_page (notebook, i);
          g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (sdm_test_find_widget (page, GTK_TYPE_CHECK_BUTTON, is_solutions_check, NULL))));
          g_assert_nonnull (drop);
          g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (drop)), ==, 0);   /* one a page */
          fill = sdm_test_find_widget (page, GTK_TYPE_CHECK_BUTTON, NULL, NULL);
          g_assert_nonnull (fill);
          g_assert_false (gtk_widget_get_sensitive (fill));   /* nothing to fill with one a page */
          gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), 2);
          g_assert_true (gtk_widget_get_sensitive (fill));
          print_tab_seen = TRUE;
        }
    }
  save_screenshot (GTK_WIDGET (dialog), "print-dialog.png");
  /* Cancel, as the player clicks it (gtk_dialog_response() is deprecated). */
  g_assert_nonnull (sdm_test_find_button (GTK_WIDGET (dialog), "_Cancel"));
  g_signal_emit_by_name (sdm_test_find_button (GTK_WIDGET (dialog), "_Cancel"), "clicked");
  return G_SOURCE_REMOVE;
}

/* win.print opens the print dialog with our "Puzzles" tab (per page, fill, solutions);
 * cancelled, nothing is printed. */
static void
test_print_dialog (void)
{
  start_sudoku ();
  /* The solution known: the solutions page can be asked for. */
  g_assert_true (sdm_test_wait_until (solution_known));
  print_tab_seen = FALSE;
  g_timeout_add (50, look_at_print_dialog, NULL);
  g_assert_true (activate ("print"));   /* runs the dialog to its end */
  g_assert_true (print_tab_seen);
  g_assert_null (print_dialog ());
}

/* A Sudominoku printed one a page with its solution page, then four a page: the PDF
 * rendered back has the pages and the ink where the grids, the 36-pair checklist and the
 * solution are. */
static void
test_print_sudominoku (void)
{
  const char *keep = g_getenv ("SDM_TEST_OUTPUT_DIR");
  g_autofree char *dir = keep != NULL ? g_strdup (keep) : g_dir_make_tmp ("sdm-print-XXXXXX", NULL);
  g_autoptr(SdmPrintOperation) one = NULL;
  g_autoptr(SdmPrintOperation) four = NULL;
  g_autoptr(SdmPrintOperation) copies = NULL;
  g_autoptr(SdmPrintOperation) no_solution = NULL;
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.print");
  g_autofree char *png = NULL;
  SdmPuzzle puzzle;
  SdmGrid solution;
  Image page, answer, quad, quad_answers, two;

  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>p"));
  make_sudominoku (&puzzle);
  grid_from_strings (&solution, domino_solution, domino_tiling);

  one = sdm_print_operation_new (&puzzle, &solution, "Easy");
  sdm_print_operation_set_solutions (one, TRUE);
  g_assert_cmpint (print_to_png (one, dir, "sudominoku-1"), ==, 2);
  png = g_strdup_printf ("%s/sudominoku-1-1.png", dir);
  image_load (&page, png);
  g_free (png);
  png = g_strdup_printf ("%s/sudominoku-1-2.png", dir);
  image_load (&answer, png);
  g_free (png);
  /* A portrait page (A4 or Letter), ink in the grid's area and in the checklist under it. */
  g_assert_cmpint (page.height, >, page.width);
  g_assert_cmpuint (ink (&page, 0.1, 0.1, 0.9, 0.7), >, 5000);
  g_assert_cmpuint (ink (&page, 0.1, 0.75, 0.9, 0.95), >, 500);
  /* The solution page: a smaller grid in the top half, full of digits; nothing below. */
  g_assert_cmpuint (ink (&answer, 0.1, 0.02, 0.9, 0.5), >, ink (&page, 0.1, 0.1, 0.9, 0.7) / 3);
  g_assert_cmpuint (ink (&answer, 0.0, 0.55, 1.0, 1.0), ==, 0);

  /* Four a page: the game's puzzle and three new ones like it, all different, each in
   * its quarter; their four solutions on the second page. */
  four = sdm_print_operation_new (&puzzle, &solution, "Easy");
  sdm_print_operation_set_per_page (four, 4);
  sdm_print_operation_set_solutions (four, TRUE);
  g_assert_true (sdm_print_operation_get_fill (four));
  g_assert_cmpint (print_to_png (four, dir, "sudominoku-4"), ==, 2);
  g_assert_cmpuint (sdm_print_operation_get_n_puzzles (four), ==, 4);
  g_assert_true (sdm_puzzle_equal (sdm_print_operation_get_puzzle (four, 0), &puzzle));
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (sdm_print_operation_get_puzzle (four, i)->kind, ==, SDM_KIND_SUDOMINOKU);
      for (guint j = i + 1; j < 4; j++)
        g_assert_false (sdm_puzzle_equal (sdm_print_operation_get_puzzle (four, i),
                                          sdm_print_operation_get_puzzle (four, j)));
    }
  png = g_strdup_printf ("%s/sudominoku-4-1.png", dir);
  image_load (&quad, png);
  g_free (png);
  for (int q = 0; q < 4; q++)
    g_assert_cmpuint (ink (&quad, (q % 2) * 0.5 + 0.05, (q / 2) * 0.5 + 0.05,
                           (q % 2) * 0.5 + 0.45, (q / 2) * 0.5 + 0.45), >, 1500);
  png = g_strdup_printf ("%s/sudominoku-4-2.png", dir);
  image_load (&quad_answers, png);
  g_free (png);
  for (int q = 0; q < 4; q++)
    g_assert_cmpuint (ink (&quad_answers, (q % 2) * 0.5 + 0.05, (q / 2) * 0.5 + 0.05,
                           (q % 2) * 0.5 + 0.45, (q / 2) * 0.5 + 0.45), >, 1500);

  /* Two a page without fill: the same puzzle twice, about the same ink in both halves
   * (not to the pixel: the halves fall differently on the 60 dpi raster). */
  copies = sdm_print_operation_new (&puzzle, &solution, "Easy");
  sdm_print_operation_set_per_page (copies, 2);
  sdm_print_operation_set_fill (copies, FALSE);
  g_assert_cmpint (print_to_png (copies, dir, "copies"), ==, 1);
  g_assert_cmpuint (sdm_print_operation_get_n_puzzles (copies), ==, 2);
  g_assert_true (sdm_puzzle_equal (sdm_print_operation_get_puzzle (copies, 1), &puzzle));
  png = g_strdup_printf ("%s/copies-1.png", dir);
  image_load (&two, png);
  g_assert_cmpuint (ink (&two, 0, 0, 1, 0.5), >, 1500);
  g_assert_cmpfloat_with_epsilon ((double) ink (&two, 0, 0, 1, 0.5) / ink (&two, 0, 0.5, 1, 1.0), 1.0, 0.15);

  /* Without a known solution, asking for the solution page adds none. */
  no_solution = sdm_print_operation_new (&puzzle, NULL, NULL);
  sdm_print_operation_set_solutions (no_solution, TRUE);
  g_assert_cmpint (print_to_png (no_solution, dir, "no-solution"), ==, 1);

  g_free (page.pixels);
  g_free (answer.pixels);
  g_free (quad.pixels);
  g_free (quad_answers.pixels);
  g_free (two.pixels);
  if (keep == NULL)
    {
      g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
      const char *name;

      while ((name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir, name, NULL);

          g_assert_cmpint (g_unlink (path), ==, 0);
        }
      g_assert_cmpint (g_rmdir (dir), ==, 0);
    }
}

/* A click on @cell of the board, through its drag gesture (press and release on the spot). */
static void
click_cell (int cell)
{
  GtkWidget *board = GTK_WIDGET (sdm_test_board (window));
  GtkEventController *drag = NULL;
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);
  SdmBoardLayout l;
  graphene_rect_t r;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (c))
        drag = c;
    }
  g_assert_nonnull (drag);
  sdm_board_get_layout (SDM_BOARD (board), &l);
  sdm_board_layout_cell_rect (&l, cell, &r);
  g_signal_emit_by_name (drag, "drag-begin", r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

/* A key pressed on the board, through its key controllers (ours, capture phase, first). */
static void
press_key (guint keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (sdm_test_board (window)));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
    }
  g_assert_true (handled);
}

/* Digit first: with the preference on, a digit button chooses its digit (highlighted),
 * clicks on cells put it in, a key chooses another and Return puts it in the selected
 * cell; the same button again lets go. Off, the buttons enter digits as before. */
static void
test_digit_first (void)
{
  SdmDigitBar *bar = sdm_test_digit_bar (window);
  GtkWidget *four = sdm_digit_bar_get_button (bar, 4);
  SdmGame *game;

  start_sudoku ();
  game = sdm_window_get_game (window);
  /* Cells 0, 16 and 18 are empty in the fixture; 16 and 18 hold a 4 in its solution. */
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 0);
  g_assert_cmpuint (sdm_game_get_value (game, 16), ==, 0);
  g_assert_cmpuint (sdm_game_get_value (game, 18), ==, 0);

  g_settings_set_boolean (sdm_test_settings (window), "digit-first", TRUE);
  g_assert_true (sdm_digit_bar_get_digit_first (bar));
  sdm_board_set_selected (sdm_test_board (window), 0);
  g_signal_emit_by_name (four, "clicked");
  g_assert_cmpuint (sdm_digit_bar_get_chosen_digit (bar), ==, 4);
  g_assert_true (gtk_widget_has_css_class (four, "suggested-action"));
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 0);   /* chosen, not entered */
  /* The board highlights the chosen digit (issue 20), not the selected cell's. */
  g_assert_cmpuint (sdm_board_get_highlight_digit (sdm_test_board (window)), ==, 4);

  click_cell (16);
  g_assert_cmpint (sdm_board_get_selected (sdm_test_board (window)), ==, 16);
  g_assert_cmpuint (sdm_game_get_value (game, 16), ==, 4);
  click_cell (18);
  g_assert_cmpuint (sdm_game_get_value (game, 18), ==, 4);
  /* The board and the digit bar (the game page, under the toasts). */
  save_screenshot (gtk_widget_get_parent (GTK_WIDGET (sdm_test_board (window))), "digit-first.png");

  /* A key chooses 7; Return puts it in the selected cell (18). */
  press_key (GDK_KEY_7);
  g_assert_cmpuint (sdm_digit_bar_get_chosen_digit (bar), ==, 7);
  g_assert_false (gtk_widget_has_css_class (four, "suggested-action"));
  g_assert_true (gtk_widget_has_css_class (sdm_digit_bar_get_button (bar, 7), "suggested-action"));
  g_assert_cmpuint (sdm_board_get_highlight_digit (sdm_test_board (window)), ==, 7);
  g_assert_cmpuint (sdm_game_get_value (game, 18), ==, 4);
  press_key (GDK_KEY_Return);
  g_assert_cmpuint (sdm_game_get_value (game, 18), ==, 7);

  /* The chosen button again lets go: a click only selects. */
  g_signal_emit_by_name (sdm_digit_bar_get_button (bar, 7), "clicked");
  g_assert_cmpuint (sdm_digit_bar_get_chosen_digit (bar), ==, 0);
  g_assert_cmpuint (sdm_board_get_highlight_digit (sdm_test_board (window)), ==, 0);
  click_cell (0);
  g_assert_cmpint (sdm_board_get_selected (sdm_test_board (window)), ==, 0);
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 0);

  /* Off: the button enters into the selected cell at once. */
  g_signal_emit_by_name (four, "clicked");
  g_settings_set_boolean (sdm_test_settings (window), "digit-first", FALSE);
  g_assert_cmpuint (sdm_digit_bar_get_chosen_digit (bar), ==, 0);
  g_assert_false (gtk_widget_has_css_class (four, "suggested-action"));
  g_signal_emit_by_name (four, "clicked");
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 4);
}

/* Issue 20: the digit buttons' tooltips say what a click does in pencil mode too. */
static void
test_digit_tooltips (void)
{
  GtkWidget *six = sdm_digit_bar_get_button (sdm_test_digit_bar (window), 6);

  start_sudoku ();
  g_assert_cmpstr (gtk_widget_get_tooltip_text (six), ==, "Enter 6");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.pencil-mode", NULL));
  g_assert_true (sdm_board_get_pencil_mode (sdm_test_board (window)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (six), ==, "Pencil mark 6");
  g_settings_set_boolean (sdm_test_settings (window), "digit-first", TRUE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (six), ==, "Choose 6, then click the cells to pencil it in");
  sdm_board_set_pencil_mode (sdm_test_board (window), FALSE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (six), ==, "Choose 6, then click the cells to put it in");
  g_settings_set_boolean (sdm_test_settings (window), "digit-first", FALSE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (six), ==, "Enter 6");
}

/* Ctrl+W closes a window; --version prints the version. */
static void
test_close_and_version (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "window.close");
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "..", "src", "app", "sudominoku", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  SdmWindow *second;
  int status = -1;

  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>w"));
  second = sdm_test_window_present (app);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "window.close", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (second)));
  g_object_unref (second);

  g_assert_true (g_spawn_sync (NULL, (char *[]) { program, (char *) "--version", NULL }, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==, "sudominoku " PACKAGE_VERSION_STRING "\n");
}

int
main (int argc, char **argv)
{
  int status;

  /* Statistics are written to the data directory: never the player's own (the wrapper
   * gives each run a temporary one, SDM_TEST_USE_DISPLAY=1 does not). */
  if (!g_str_has_prefix (g_getenv ("XDG_DATA_HOME") ? g_getenv ("XDG_DATA_HOME") : "", g_get_tmp_dir ()))
    {
      g_autofree char *data = g_dir_make_tmp ("sdm-data-XXXXXX", NULL);

      g_assert_nonnull (data);
      g_setenv ("XDG_DATA_HOME", data, TRUE);
    }
  sdm_test_init_gui (&argc, &argv);
  {
    g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "sudominoku", NULL);
    g_autofree char *path = g_build_filename (dir, "statistics", NULL);

    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
    g_assert_true (g_file_set_contents (path, damaged_text, -1, NULL));
  }
  app = sdm_test_application_new ();
  window = sdm_test_window_present (app);

  g_test_add_func ("/window-extras/damaged-statistics", test_damaged_statistics);
  g_test_add_func ("/window-extras/solve-asks", test_solve_asks_and_counts_as_help);
  g_test_add_func ("/window-extras/statistics", test_statistics_after_games);
  g_test_add_func ("/window-extras/hint-counts-as-help", test_hint_counts_as_help);
  g_test_add_func ("/window-extras/pause", test_pause);
  g_test_add_func ("/window-extras/type-in-clock", test_type_in_clock);
  g_test_add_func ("/window-extras/copy", test_copy_reads_back);
  g_test_add_func ("/window-extras/export", test_export);
  g_test_add_func ("/window-extras/export-narrow", test_export_narrow);
  g_test_add_func ("/window-extras/print", test_print_sudominoku);
  g_test_add_func ("/window-extras/print-dialog", test_print_dialog);
  g_test_add_func ("/window-extras/digit-first", test_digit_first);
  g_test_add_func ("/window-extras/digit-tooltips", test_digit_tooltips);
  g_test_add_func ("/window-extras/close-version", test_close_and_version);

  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  return status;
}
