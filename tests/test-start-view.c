/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-start-view.c: the window with no game: the start view, Start, the games in progress
 * (another puzzle opened or pasted while playing keeps the old one under Continue), New
 * Game going back to it, and the application icon from the GResource. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "sdm-application.h"
#include "sdm-start-view.h"
#include "sdm-test-window.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;

static gboolean idle (void) { return !sdm_test_busy (window); }
static gboolean graded (void) { return !sdm_test_difficulty_is (window, NULL); }
static gboolean has_game (void) { return sdm_window_get_game (window) != NULL && !sdm_test_busy (window); }
static gboolean solved (void) { return sdm_game_get_solved (sdm_window_get_game (window)) && !sdm_test_busy (window); }

static SdmStartView *
start_view (void)
{
  g_assert_nonnull (sdm_test_start_view (window));
  return SDM_START_VIEW (sdm_test_start_view (window));
}

static gboolean
start_view_mapped (void)
{
  return sdm_test_start_view (window) != NULL && gtk_widget_get_mapped (sdm_test_start_view (window));
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
is_suggested (GtkWidget     *widget,
              gconstpointer  data)
{
  return gtk_widget_has_css_class (widget, "suggested-action") && gtk_widget_get_mapped (widget);
}

/* The start view's Start button, found as the player finds it: the suggested button. */
static GtkWidget *
find_suggested (GtkWidget *widget)
{
  return sdm_test_find_widget (widget, GTK_TYPE_BUTTON, is_suggested, NULL);
}

/* A fresh window with nothing saved shows the start view, with the keyboard on Start (so
 * Enter starts a game), no Continue, and the choices remembered in the settings. */
static void
test_first_run (void)
{
  GtkWidget *start;

  g_settings_set_boolean (sdm_test_settings (window), "tutorial-seen", TRUE);
  g_assert_null (sdm_window_get_game (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "empty");
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  start = find_suggested (sdm_test_start_view (window));
  g_assert_nonnull (start);
  g_assert_true (gtk_widget_has_focus (start));
  g_assert_cmpuint (sdm_start_view_get_n_continue (start_view ()), ==, 0);

  /* What a newcomer meets first: the app's own kind at its easiest, where a single pair
   * with one place left is all the reasoning needed (and the guided puzzle is offered). */
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (
    sdm_test_start_view (window), SDM_TYPE_START_VIEW, "sudominoku_toggle"))));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (
    sdm_test_start_view (window), SDM_TYPE_START_VIEW, "easy_toggle"))));

  /* The five difficulties are equally wide (they were as wide as their words, in ragged
   * rows), and Start stays inside the window: on a netbook (1024x600), where even columns
   * once took a third row and pushed it out, and on a phone (360x640). */
  {
    static const char *const ids[] = { "easy_toggle", "medium_toggle", "hard_toggle", "expert_toggle",
                                       "guessing_toggle" };
    /* A size and the most lines the five may take there. */
    static const int sizes[][3] = { { 1024, 600, 2 }, { 360, 640, 3 } };
    int old_width = gtk_widget_get_width (GTK_WIDGET (window));
    int old_height = gtk_widget_get_height (GTK_WIDGET (window));

    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        GtkWidget *start_button = GTK_WIDGET (gtk_widget_get_template_child (sdm_test_start_view (window),
                                                                             SDM_TYPE_START_VIEW, "start_button"));
        GtkAdjustment *adjustment;
        GtkWidget *scrolled;
        graphene_rect_t bounds;
        int width = -1, lines = 0;
        float last_y = -1;

        sdm_test_window_resize (window, sizes[s][0], sizes[s][1]);
        for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
          {
            GtkWidget *toggle = GTK_WIDGET (gtk_widget_get_template_child (sdm_test_start_view (window),
                                                                            SDM_TYPE_START_VIEW, ids[i]));

            graphene_rect_t at;

            g_assert_true (gtk_widget_compute_bounds (toggle, GTK_WIDGET (window), &at));
            g_test_message ("%dx%d: %s %.0f px wide at %.0f,%.0f (parent %d, flow box %d)", sizes[s][0], sizes[s][1], ids[i],
                            at.size.width, at.origin.x, at.origin.y, gtk_widget_get_width (gtk_widget_get_parent (toggle)),
                            gtk_widget_get_width (gtk_widget_get_parent (gtk_widget_get_parent (toggle))));
            if (width < 0)
              width = gtk_widget_get_width (toggle);
            g_assert_cmpint (width, >, 0);
            /* A homogeneous flow box shares out the odd pixels: one more or less. */
            g_assert_cmpint (ABS (gtk_widget_get_width (toggle) - width), <=, 1);
            if (at.origin.y != last_y)
              lines++, last_y = at.origin.y;
          }
        g_assert_cmpint (lines, <=, sizes[s][2]);
        /* In sight without scrolling: Start ends within the view's first page (where the
         * content is scrolled does not count: a focused Start is scrolled into view, with
         * the top of the view cut). */
        scrolled = gtk_widget_get_ancestor (start_button, GTK_TYPE_SCROLLED_WINDOW);
        g_assert_nonnull (scrolled);
        adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
        g_assert_true (gtk_widget_compute_bounds (start_button,
                                                  gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)))),
                                                  &bounds));
        g_test_message ("%dx%d: Start ends at y %.0f of the view's %.0f px first page", sizes[s][0], sizes[s][1],
                        bounds.origin.y + bounds.size.height, gtk_adjustment_get_page_size (adjustment));
        g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_adjustment_get_page_size (adjustment));
      }
    sdm_test_window_resize (window, old_width, old_height);
  }

  /* It fits a 360 px phone screen, as the game does (test-window's fits-360). */
  {
    g_autofree char *old_layout = NULL;
    GtkSettings *settings = gtk_settings_get_default ();
    int min_width;

    g_object_get (settings, "gtk-decoration-layout", &old_layout, NULL);
    g_object_set (settings, "gtk-decoration-layout", ":close", NULL);
    gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)),
                        GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_test_message ("main window with the start view: minimum width %d px", min_width);
    g_assert_cmpint (min_width, <=, 360);
    g_object_set (settings, "gtk-decoration-layout", old_layout, NULL);
  }

  /* Sudoku, Easy, then the Start button itself. */
  sdm_start_view_set_kind (start_view (), SDM_KIND_SUDOKU);
  sdm_start_view_set_difficulty (start_view (), SDM_DIFFICULTY_EASY);
  g_assert_cmpint (g_settings_get_enum (sdm_test_settings (window), "new-game-kind"), ==, SDM_KIND_SUDOKU);
  g_assert_cmpint (g_settings_get_enum (sdm_test_settings (window), "new-game-difficulty"), ==, SDM_DIFFICULTY_EASY);
  g_signal_emit_by_name (start, "clicked");
  g_assert_true (sdm_test_wait_until (has_game));
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOKU);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "game");
}

/* Opening, then pasting, a puzzle while a game is under way keeps that game: it is listed
 * under Continue and comes back as it was left. */
static void
test_open_keeps_game (void)
{
  g_autofree char *played = NULL;
  g_autofree char *back = NULL;
  AdwActionRow *row;
  SdmGame *opened;
  int cell = -1;

  open_fixture ("play-sudoku.txt");
  g_assert_nonnull (sdm_window_get_game (window));
  for (int c = 0; c < SDM_N_CELLS && cell < 0; c++)
    if (!sdm_game_is_given (sdm_window_get_game (window), c))
      cell = c;
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), cell, 9, NULL));
  g_assert_true (sdm_test_wait_until (graded));
  played = sdm_game_serialize (sdm_window_get_game (window));

  /* Another file: the game in progress goes to the library. */
  open_fixture ("e2e-contest.txt");
  opened = sdm_window_get_game (window);
  g_assert_cmpint (sdm_game_get_kind (opened), ==, SDM_KIND_SUDOMINOKU);
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);

  /* Pasted text over an untouched game: nothing to keep. */
  sdm_window_load_text (window, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n", "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_window_get_game (window) != opened);
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);

  /* New Game: the start view, Continue lists the game, choosing it brings it back. */
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.new-game"));
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (sdm_window_get_game (window));
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  g_assert_cmpuint (sdm_start_view_get_n_continue (start_view ()), ==, 1);
  row = sdm_start_view_get_continue_row (start_view (), 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Sudoku · Easy");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), "play-sudoku.txt · 1 of "));
  /* The pasted game had no moves: not under Continue, though Back would bring it back. */
  g_assert_nonnull (sdm_start_view_get_back_id (start_view ()));
  g_signal_emit_by_name (row, "activated");
  g_assert_nonnull (sdm_window_get_game (window));
  back = sdm_game_serialize (sdm_window_get_game (window));
  sdm_test_assert_same_game (back, played);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), cell), ==, 9);
  g_assert_true (sdm_game_get_can_undo (sdm_window_get_game (window)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "game");
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 0);
  /* Off the board the autosave no longer held it; now it does again. */
  g_assert_true (sdm_game_store_get_game (sdm_test_store (window)) == sdm_window_get_game (window));
}

/* New Game, then Escape (start-view.back): back to the game as it was. With no game left
 * behind, there is nothing to go back to. */
static void
test_back (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  SdmGame *untouched;

  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_true (sdm_game_get_n_moves (sdm_window_get_game (window)) > 0);
  before = sdm_game_serialize (sdm_window_get_game (window));
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  g_assert_true (gtk_widget_activate_action (sdm_test_start_view (window), "start-view.back", NULL));
  g_assert_nonnull (sdm_window_get_game (window));
  after = sdm_game_serialize (sdm_window_get_game (window));
  sdm_test_assert_same_game (after, before);
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 0);

  /* A game without moves is not kept among the games in progress, but New Game still
   * leaves it to go back to (a new puzzle could not be had again): the same game. */
  sdm_window_load_text (window, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n", "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);
  g_clear_pointer (&before, g_free);
  before = sdm_game_serialize (sdm_window_get_game (window));
  untouched = sdm_window_get_game (window);
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (sdm_window_get_game (window));
  g_assert_nonnull (sdm_start_view_get_back_id (start_view ()));
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);
  g_assert_true (gtk_widget_activate_action (sdm_test_start_view (window), "start-view.back", NULL));
  g_assert_true (sdm_window_get_game (window) == untouched);
  g_clear_pointer (&after, g_free);
  after = sdm_game_serialize (sdm_window_get_game (window));
  sdm_test_assert_same_game (after, before);
  g_assert_cmpuint (sdm_game_get_n_moves (untouched), ==, 0);
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);
  /* Once another game takes its place, it is gone: the new one is what Back brings. */
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  sdm_window_load_text (window, "1..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.\n", "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_window_get_game (window) != untouched);
  untouched = sdm_window_get_game (window);
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (gtk_widget_activate_action (sdm_test_start_view (window), "start-view.back", NULL));
  g_assert_true (sdm_window_get_game (window) == untouched);
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);
  /* Left on the start view, for the next test. */
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
}

/* New Game, the header's Back there and enabled, and a click on it: a game on the board. */
static void
new_game_then_back (GtkWidget *back)
{
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  g_assert_true (gtk_widget_get_visible (back));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.back-to-game"));
  g_signal_emit_by_name (back, "clicked");
  g_assert_nonnull (sdm_window_get_game (window));
}

/* New Game during a game: the header has a Back button (GNOME Sudoku's), shown and enabled
 * only while the start view shows and a game waits; pressing it brings that game back. */
static void
test_back_button (void)
{
  GtkWidget *back = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), SDM_TYPE_WINDOW, "back_button"));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_nonnull (back);
  sdm_window_load_text (window, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n", "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_false (gtk_widget_get_visible (back));   /* a game on the board: no Back */
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), 0, 4, NULL));
  before = sdm_game_serialize (sdm_window_get_game (window));
  new_game_then_back (back);
  after = sdm_game_serialize (sdm_window_get_game (window));
  sdm_test_assert_same_game (after, before);
  g_assert_false (gtk_widget_get_visible (back));

  /* Nothing played yet: Back still goes back to it. */
  sdm_window_load_text (window, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n", "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_cmpuint (sdm_game_get_n_moves (sdm_window_get_game (window)), ==, 0);
  new_game_then_back (back);
  g_assert_false (gtk_widget_get_visible (back));

  /* A finished game (here by Show the Solution) leaves nothing to go back to. */
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.solve", NULL));
  sdm_test_click_response (ADW_ALERT_DIALOG (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))),
                           "solve");
  g_assert_true (sdm_test_wait_until (solved));
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  g_assert_false (gtk_widget_get_visible (back));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "win.back-to-game"));
}

/* Continue stays short under Start: the newest three games and More… for the rest; Return
 * on a row (the key a keyboard player presses) starts that game. */
static void
test_continue_more (void)
{
  GtkWidget *more = GTK_WIDGET (gtk_widget_get_template_child (sdm_test_start_view (window), SDM_TYPE_START_VIEW, "more_button"));
  guint n;

  g_assert_nonnull (more);
  sdm_window_load_text (window, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n", "Clipboard");
  g_assert_true (sdm_test_wait_until (idle));
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *id = sdm_game_library_add (sdm_test_library (window), sdm_window_get_game (window), "More", "Easy", &error);

      g_assert_no_error (error);
      g_assert_nonnull (id);
    }
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  n = sdm_start_view_get_n_continue (start_view ());
  g_assert_cmpuint (n, >=, 4);
  for (guint i = 0; i < n; i++)
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (sdm_start_view_get_continue_row (start_view (), i))) == (i < 3));
  g_assert_true (gtk_widget_get_visible (more));

  g_signal_emit_by_name (more, "clicked");
  for (guint i = 0; i < n; i++)
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (sdm_start_view_get_continue_row (start_view (), i))));
  g_assert_false (gtk_widget_get_visible (more));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (sdm_start_view_get_continue_row (start_view (), 3))));

  /* Return on the focused row: GtkListBoxRow's activate signal, bound to Return. */
  g_assert_null (sdm_window_get_game (window));
  gtk_widget_activate (GTK_WIDGET (sdm_start_view_get_continue_row (start_view (), 3)));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "game");
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, n - 1);
}

static gboolean
has_icon (GtkWidget     *widget,
          gconstpointer  icon)
{
  return g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon) == 0;
}

static GtkWidget *
find_button_with_icon (GtkWidget  *widget,
                       const char *icon)
{
  return sdm_test_find_widget (widget, GTK_TYPE_BUTTON, has_icon, icon);
}

static AdwAlertDialog *
press_remove (void)
{
  GtkWidget *trash = find_button_with_icon (GTK_WIDGET (sdm_start_view_get_continue_row (start_view (), 0)),
                                            "user-trash-symbolic");
  AdwDialog *dialog;

  g_assert_nonnull (trash);
  g_signal_emit_by_name (trash, "clicked");
  dialog = sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));
  g_assert_cmpstr (adw_alert_dialog_get_default_response (ADW_ALERT_DIALOG (dialog)), ==, "cancel");
  return ADW_ALERT_DIALOG (dialog);
}

/* Removing a game in progress asks first; Cancel keeps it. */
static void
test_remove (void)
{
  AdwAlertDialog *dialog;

  g_assert_null (sdm_window_get_game (window));
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);
  g_assert_cmpuint (sdm_start_view_get_n_continue (start_view ()), ==, 1);

  dialog = press_remove ();
  sdm_test_click_response (dialog, "cancel");
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);

  dialog = press_remove ();
  sdm_test_click_response (dialog, "remove");
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 0);
  g_assert_cmpuint (sdm_start_view_get_n_continue (start_view ()), ==, 0);
}

static gboolean saved (void) { return !sdm_game_store_get_dirty (sdm_test_store (window)); }

/* A game that cannot be kept (the library's folder cannot be made) is not dropped: New
 * Game says so and leaves the autosave as it is, so the next start brings it back. */
static void
test_cannot_keep (void)
{
  const char *folder = sdm_game_library_get_directory (sdm_test_library (window));
  g_autofree char *aside = g_strconcat (folder, ".aside", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *played = NULL;

  open_fixture ("play-sudoku.txt");
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), 1, 9, NULL));
  played = sdm_game_serialize (sdm_window_get_game (window));
  g_assert_true (sdm_test_wait_until (saved));

  /* A file where the library's folder goes: no game folder can be made in it (for root
   * too, whom permissions would not stop). */
  g_assert_true (!g_file_test (folder, G_FILE_TEST_EXISTS) || g_rename (folder, aside) == 0);
  g_assert_true (g_file_set_contents (folder, "", 0, &error));
  g_assert_no_error (error);
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (sdm_window_get_game (window));
  g_assert_true (g_file_get_contents (sdm_game_store_get_path (sdm_test_store (window)), &text, NULL, NULL));
  sdm_test_assert_same_game (text, played);
  g_assert_true (gtk_revealer_get_reveal_child (sdm_test_message_revealer (window)));
  g_assert_nonnull (strstr (sdm_message_bar_get_text (sdm_test_message_bar (window)), "could not be kept"));

  g_assert_cmpint (g_remove (folder), ==, 0);
  g_assert_true (!g_file_test (aside, G_FILE_TEST_EXISTS) || g_rename (aside, folder) == 0);
}

/* The application icon resolves from the GResource (the start view and About name it),
 * under the id of this build and of the other. */
static void
test_icon (void)
{
  g_autoptr(GtkIconTheme) theme = gtk_icon_theme_new ();

  /* What GtkApplication does with its resource-base-path, on a theme of our own (with no
   * system folders that might hold an installed copy). */
  gtk_icon_theme_set_search_path (theme, (const char *const[]) { NULL });
  gtk_icon_theme_add_resource_path (theme, RESOURCE_BASE "/icons");
  g_assert_true (gtk_icon_theme_has_icon (theme, APP_ID));
  g_assert_true (gtk_icon_theme_has_icon (theme, BASE_APP_ID));
  g_assert_true (gtk_icon_theme_has_icon (theme, BASE_APP_ID ".Devel"));

  /* At 48 px, the window's icon on X11, a PNG made at build time (src/app/meson.build: no
   * SVG load at start-up); larger, the SVG. */
  {
    g_autoptr(GtkIconPaintable) small = gtk_icon_theme_lookup_icon (theme, APP_ID, NULL, 48, 1, GTK_TEXT_DIR_NONE, 0);
    g_autoptr(GtkIconPaintable) large = gtk_icon_theme_lookup_icon (theme, APP_ID, NULL, 128, 1, GTK_TEXT_DIR_NONE, 0);
    g_autoptr(GFile) small_file = gtk_icon_paintable_get_file (small);
    g_autoptr(GFile) large_file = gtk_icon_paintable_get_file (large);
    g_autofree char *small_uri = g_file_get_uri (small_file);
    g_autofree char *large_uri = g_file_get_uri (large_file);
    g_autoptr(GdkTexture) texture = gdk_texture_new_from_file (small_file, NULL);

    g_assert_true (g_str_has_suffix (small_uri, "/48x48/apps/" APP_ID ".png"));
    g_assert_true (g_str_has_suffix (large_uri, "/scalable/apps/" APP_ID ".svg"));
    g_assert_nonnull (texture);
    g_assert_cmpint (gdk_texture_get_width (texture), ==, 48);
    g_assert_cmpint (gdk_texture_get_height (texture), ==, 48);
  }
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();
  window = sdm_test_window_present (app);

  g_test_add_func ("/start-view/first-run", test_first_run);
  g_test_add_func ("/start-view/open-keeps-game", test_open_keeps_game);
  g_test_add_func ("/start-view/back", test_back);
  g_test_add_func ("/start-view/remove", test_remove);
  g_test_add_func ("/start-view/cannot-keep", test_cannot_keep);
  g_test_add_func ("/start-view/icon", test_icon);

  /* Last: they leave games under Continue. */
  g_test_add_func ("/start-view/back-button", test_back_button);
  g_test_add_func ("/start-view/continue-more", test_continue_more);
  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  return status;
}
