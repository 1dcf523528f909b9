/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-help-tutorial.c: How to Play on F1 (its example boards show what their captions
 * say), and the guided first Sudominoku: offered once, five steps, finished by placing the
 * pair that has one place, replayable from the menu; every move of the place step checked
 * against the solution (issue 20 item 1: a pair placed the wrong way round was praised),
 * and after Done an ordinary game (item 3: the clock stopped, completion went unnoticed). */
#include "config.h"

#include <string.h>

#include "sdm-application.h"
#include "sdm-help-dialog.h"
#include "sdm-start-view.h"
#include "sdm-statistics-dialog.h"
#include "sdm-solver.h"
#include "sdm-domino-palette.h"
#include "sdm-game-private.h"
#include "sdm-tutorial.h"
#include "sdm-test-window.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;

static gboolean idle (void) { return !sdm_test_busy (window); }
static gboolean have_hint (void) { return sdm_hint_controller_get_level (sdm_test_hint (window)) > 0; }

/* The guide on the board, through the window's tutorial controller. */
static SdmTutorial *
guide (void)
{
  return sdm_tutorial_controller_get_guide (sdm_test_tutorial (window));
}

static gboolean
guide_strip_shown (void)
{
  return sdm_test_strip_shown (GTK_WIDGET (sdm_test_tutorial (window)));
}

/* The guide's strip as the player sees it: laid out with a height, inside the window.
 * (After the strips moved into an overlay, the strip was revealed but laid out at 0 px
 * or above the window's top: the test saw "shown", the player nothing.) */
static void
assert_guide_strip_visible (void)
{
  GtkWidget *bar = GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_tutorial (window)), "tutorial_bar"));
  graphene_rect_t r;

  for (int i = 0; i < 30; i++)   /* past the revealer's transition */
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  g_assert_true (gtk_widget_get_mapped (bar));
  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &r));
  g_test_message ("guide strip at %.0f,%.0f, %.0f×%.0f", r.origin.x, r.origin.y, r.size.width, r.size.height);
  g_assert_cmpfloat (r.size.height, >, 20);
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  /* Never over the palette or the digit bar (the board widget can be taller than its
   * grid, and the strips may use its margin under the grid, not what lies below it). */
  {
    graphene_rect_t palette, digits, overlap;

    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_palette (window)), GTK_WIDGET (window), &palette));
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_digit_bar (window)), GTK_WIDGET (window), &digits));
    g_assert_false (graphene_rect_intersection (&r, &palette, &overlap));
    g_assert_false (graphene_rect_intersection (&r, &digits, &overlap));
  }
}

static const char *
guide_text (void)
{
  return sdm_message_bar_get_text (sdm_test_strip_bar (GTK_WIDGET (sdm_test_tutorial (window)), "tutorial_bar"));
}

static gboolean
has_id (GtkWidget     *widget,
        gconstpointer  id)
{
  return id == NULL || g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0;
}

/* The first widget of @type under @widget with the id @name in its .ui file (NULL: any). */
static GtkWidget *
find_child (GtkWidget  *widget,
            GType       type,
            const char *name)
{
  return sdm_test_find_widget (widget, type, has_id, name);
}

static guint
count_children (GtkWidget *widget,
                GType      type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_children (child, type);
  return n;
}

static AdwAlertDialog *
finish_dialog (void)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));

  return ADW_IS_ALERT_DIALOG (dialog) ? ADW_ALERT_DIALOG (dialog) : NULL;
}

static gboolean finish_shown (void) { return finish_dialog () != NULL; }
static gboolean finish_gone (void) { return finish_dialog () == NULL; }

static SdmGame *guided_game;
static guint wanted_guided_started;

/* The statistics' record is written when the game's grade comes back. */
static gboolean
guided_started_counted (void)
{
  guint started;

  sdm_statistics_get_guided (sdm_application_get_statistics (app), &started, NULL);
  return started == wanted_guided_started;
}

static gboolean
next_game_on_board (void)
{
  SdmGame *game = sdm_window_get_game (window);

  return game != NULL && game != guided_game && idle ();
}

/* The Sudominoku games solved, every difficulty summed. (Not the games started: the
 * test before this one leaves a Sudominoku whose start may be recorded late.) */
static guint
sudominoku_solved (void)
{
  SdmStatistics *stats = sdm_application_get_statistics (app);
  guint sum = 0;

  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    {
      SdmStatisticsEntry e;

      sdm_statistics_get_entry (stats, SDM_KIND_SUDOMINOKU, d, &e);
      sum += e.solved + e.solved_unaided;
    }
  return sum;
}

static guint wanted_easy_started;

static gboolean
easy_sudominoku_counted (void)
{
  SdmStatisticsEntry e;

  sdm_statistics_get_entry (sdm_application_get_statistics (app), SDM_KIND_SUDOMINOKU, SDM_DIFFICULTY_EASY, &e);
  return e.started >= wanted_easy_started;
}

static gboolean
help_gone (void)
{
  return sdm_test_find_dialog (SDM_TYPE_HELP_DIALOG) == NULL;
}

static gboolean
help_shown (void)
{
  return sdm_test_find_dialog (SDM_TYPE_HELP_DIALOG) != NULL;
}

/* The digits no peer of @cell holds. */
static guint
free_digits (SdmGame *game, int cell)
{
  guint mask = 0x1ff;

  for (int other = 0; other < SDM_N_CELLS; other++)
    if (other != cell
        && (sdm_cell_row (other) == sdm_cell_row (cell) || sdm_cell_col (other) == sdm_cell_col (cell)
            || sdm_cell_box (other) == sdm_cell_box (cell))
        && sdm_game_get_value (game, other) != 0)
      mask &= ~(1u << (sdm_game_get_value (game, other) - 1));
  return mask;
}

/* F1 (not the shortcuts any more) opens How to Play; Ctrl+? stays the shortcuts'. */
static void
test_help (void)
{
  g_auto(GStrv) help = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.help");
  g_auto(GStrv) shortcuts = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  GtkWidget *help_dialog, *board, *label;
  SdmGame *game;
  int target = sdm_cell (4, 4), clashes = 0;
  static const char *page_names[] = { "sudoku_page", "sudominoku_page", "controls_page", "help_page" };

  g_assert_cmpstr (help[0], ==, "F1");
  g_assert_null (help[1]);
  g_assert_false (g_strv_contains ((const char *const *) shortcuts, "F1"));
  g_assert_true (g_strv_contains ((const char *const *) shortcuts, "<Control>question"));

  sdm_test_activate (GTK_WIDGET (window), "win.help", NULL);
  g_assert_true (sdm_test_wait_until (help_shown));
  help_dialog = GTK_WIDGET (sdm_test_find_dialog (SDM_TYPE_HELP_DIALOG));
  /* In the window (a bottom sheet when it is narrow), not a window of its own. */
  g_assert_true (gtk_widget_get_root (help_dialog) == GTK_ROOT (window));
  /* Four pages (and libadwaita's own search page). */
  g_assert_cmpuint (count_children (help_dialog, ADW_TYPE_PREFERENCES_PAGE), >=, 4);
  for (guint i = 0; i < G_N_ELEMENTS (page_names); i++)
    g_assert_nonnull (find_child (help_dialog, ADW_TYPE_PREFERENCES_PAGE, page_names[i]));

  /* The Sudoku example: the marked cell has exactly the one digit the caption names. */
  board = find_child (help_dialog, SDM_TYPE_BOARD, "sudoku_board");
  g_assert_nonnull (board);
  game = sdm_board_get_game (SDM_BOARD (board));
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOKU);
  g_assert_cmpuint (sdm_board_get_mark (SDM_BOARD (board), target), ==, SDM_BOARD_MARK_TARGET);
  g_assert_cmpuint (sdm_game_get_value (game, target), ==, 0);
  g_assert_cmpuint (free_digits (game, target), ==, 1u << 5);
  label = find_child (help_dialog, GTK_TYPE_LABEL, "sudoku_caption");
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "only 6 is left"));

  /* {3,5} twice: exactly those four cells clash, and nothing else does. */
  board = find_child (help_dialog, SDM_TYPE_BOARD, "twice_board");
  game = sdm_board_get_game (SDM_BOARD (board));
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sdm_game_is_in_conflict (game, c))
      {
        clashes++;
        g_assert_true (sdm_game_get_value (game, c) == 3 || sdm_game_get_value (game, c) == 5);
      }
  g_assert_cmpint (clashes, ==, 4);

  /* The lone digits and the clue domino boards are Sudominoku; the palette shows pairs. */
  board = find_child (help_dialog, SDM_TYPE_BOARD, "lone_board");
  g_assert_cmpint (sdm_game_get_kind (sdm_board_get_game (SDM_BOARD (board))), ==, SDM_KIND_SUDOMINOKU);
  g_assert_nonnull (sdm_domino_palette_get_game (SDM_DOMINO_PALETTE (find_child (help_dialog, SDM_TYPE_DOMINO_PALETTE, NULL))));

  /* Asked again while it shows, it stays the one dialog. */
  sdm_test_activate (GTK_WIDGET (window), "win.help", NULL);
  g_assert_true (GTK_WIDGET (sdm_test_find_dialog (SDM_TYPE_HELP_DIALOG)) == help_dialog);
  g_assert_cmpuint (count_children (GTK_WIDGET (window), SDM_TYPE_HELP_DIALOG), ==, 1);
  g_assert_true (adw_dialog_close (ADW_DIALOG (help_dialog)));
  g_assert_true (sdm_test_wait_until (help_gone));
}

/* The page How to Play opens on after win.help. */
static const char *
help_page_opened (void)
{
  GtkWidget *dialog;
  const char *name;

  sdm_test_activate (GTK_WIDGET (window), "win.help", NULL);
  g_assert_true (sdm_test_wait_until (help_shown));
  dialog = GTK_WIDGET (sdm_test_find_dialog (SDM_TYPE_HELP_DIALOG));
  name = g_intern_string (adw_preferences_dialog_get_visible_page_name (ADW_PREFERENCES_DIALOG (dialog)));
  g_assert_true (adw_dialog_close (ADW_DIALOG (dialog)));
  g_assert_true (sdm_test_wait_until (help_gone));
  return name;
}

static void
open_data_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_nonnull (sdm_window_get_game (window));
}

/* F1 opens How to Play on the rules of the game on the board, and with none on those of
 * the kind the start view would start (it opened on Sudoku's whatever the game). */
static void
test_help_opens_on_kind (void)
{
  g_autofree char *sudoku = g_test_build_filename (G_TEST_DIST, "data", "play-sudoku.txt", NULL);
  g_autofree char *sudominoku = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  SdmWindow *before = window;
  GSettings *settings;

  /* A window of its own, on the start view (the guide's tests left a game on the other). */
  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_until (idle));
  settings = sdm_test_settings (window);
  g_assert_null (sdm_window_get_game (window));
  g_settings_set_string (settings, "new-game-kind", "sudoku");
  g_assert_cmpstr (help_page_opened (), ==, "sudoku");
  g_settings_set_string (settings, "new-game-kind", "sudominoku");
  g_assert_cmpstr (help_page_opened (), ==, "sudominoku");

  /* The game's kind, whatever the start view's. */
  open_data_file (sudoku);
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOKU);
  g_assert_cmpstr (help_page_opened (), ==, "sudoku");
  g_settings_set_string (settings, "new-game-kind", "sudoku");
  open_data_file (sudominoku);
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOMINOKU);
  g_assert_cmpstr (help_page_opened (), ==, "sudominoku");
  g_settings_reset (settings, "new-game-kind");
  sdm_test_window_close (window);
  window = before;
}

/* The mapped labels under @widget whose text is cut ("Check and …"), counted; each named
 * in the log. */
static guint
count_ellipsized (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      g_test_message ("cut: \"%s\"", gtk_label_get_label (GTK_LABEL (widget)));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_ellipsized (child);
  return n;
}

static gboolean
switcher_bar_mapped (void)
{
  GtkWidget *dialog = GTK_WIDGET (sdm_test_find_dialog (SDM_TYPE_HELP_DIALOG));
  GtkWidget *bar = dialog != NULL ? find_child (dialog, ADW_TYPE_VIEW_SWITCHER_BAR, NULL) : NULL;

  return bar != NULL && gtk_widget_get_mapped (bar);
}

/* On a phone-sized window the pages' names sit in a bar at the bottom, four to 360 px:
 * each is read whole ("Check and Hint" was cut to "Check and …"). */
static void
test_help_narrow (void)
{
  SdmWindow *before = window;
  GtkWidget *dialog, *bar;

  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_until (idle));
  /* 360 px inside the 5 px frames a window has without a compositor (narrower, the
   * dialog would not fit: Adwaita warns). */
  sdm_test_window_resize (window, 370, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, 360);
  sdm_test_activate (GTK_WIDGET (window), "win.help", NULL);
  g_assert_true (sdm_test_wait_until (help_shown));
  dialog = GTK_WIDGET (sdm_test_find_dialog (SDM_TYPE_HELP_DIALOG));
  /* The bar shows once the dialog's breakpoint has applied. */
  g_assert_true (sdm_test_wait_until (switcher_bar_mapped));
  bar = find_child (dialog, ADW_TYPE_VIEW_SWITCHER_BAR, NULL);
  gtk_test_widget_wait_for_draw (dialog);
  g_assert_cmpint (gtk_widget_get_width (bar), <=, 360);
  g_assert_cmpuint (count_ellipsized (bar), ==, 0);
  g_assert_true (adw_dialog_close (ADW_DIALOG (dialog)));
  g_assert_true (sdm_test_wait_until (help_gone));
  sdm_test_window_close (window);
  window = before;
}

/* The guided puzzle has one solution, and its pair with a single place is where the
 * solution puts it. */
static void
test_tutorial_puzzle (void)
{
  SdmPuzzle puzzle;
  SdmGrid solutions[2];
  const SdmGrid *solution = &solutions[0];
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
  g_autoptr(SdmGame) game = NULL;
  int domino, a, b;

  sdm_tutorial_get_puzzle (&puzzle);
  g_assert_cmpint (puzzle.kind, ==, SDM_KIND_SUDOMINOKU);
  g_assert_cmpint (sdm_solve (&puzzle, &options, solutions), ==, 1);
  game = sdm_game_new (&puzzle);
  g_assert_true (sdm_tutorial_find_single_place (game, &domino, &a, &b));
  g_assert_cmpint (solution->partner[a], ==, b);
  g_assert_cmpint (sdm_domino_index (solution->values[a], solution->values[b]), ==, domino);
}

static AdwAlertDialog *offer;

static gboolean
offer_shown (void)
{
  offer = ADW_ALERT_DIALOG (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG));
  return offer != NULL;
}

static gboolean
start_view_mapped (void)
{
  return sdm_test_start_view (window) != NULL && gtk_widget_get_mapped (sdm_test_start_view (window));
}

static void
test_tutorial (void)
{
  SdmStartView *view;
  SdmTutorial *tutorial;
  SdmGame *game;
  int domino, a, b, da, db;
  const guint8 *marks;

  /* A first Sudominoku from the start view offers the guide. */
  g_settings_set_boolean (sdm_test_settings (window), "tutorial-seen", FALSE);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  view = SDM_START_VIEW (sdm_test_start_view (window));
  sdm_start_view_set_kind (view, SDM_KIND_SUDOMINOKU);
  sdm_start_view_start (view);
  g_assert_true (sdm_test_wait_until (offer_shown));
  g_assert_cmpstr (adw_alert_dialog_get_default_response (offer), ==, "guide");
  /* Two answers, not three (issue 20): the guide, or Skip to the game asked for, which is
   * also what Escape does. */
  g_assert_true (adw_alert_dialog_has_response (offer, "skip"));
  g_assert_false (adw_alert_dialog_has_response (offer, "cancel"));
  g_assert_cmpstr (adw_alert_dialog_get_close_response (offer), ==, "skip");
  g_assert_cmpstr (adw_alert_dialog_get_response_label (offer, "skip"), ==, "_Skip");
  /* Where to find it again: the item is in the main menu's Help submenu, which the body
   * names (sdm-primary-menu.ui). */
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (offer), "in the main menu too, under Help, as Guided Sudominoku"));
  sdm_test_click_response (offer, "guide");
  g_assert_true (g_settings_get_boolean (sdm_test_settings (window), "tutorial-seen"));

  g_assert_nonnull (guide ());
  tutorial = guide ();
  game = sdm_window_get_game (window);
  g_assert_true (sdm_tutorial_get_game (tutorial) == game);
  g_assert_true (guide_strip_shown ());
  g_assert_cmpuint (sdm_tutorial_get_step (tutorial), ==, 0);
  /* Step 1 marks the nine lone digits on the board. */
  for (int d = 0; d < 9; d++)
    g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), sdm_game_get_puzzle (game)->isolated[d]), ==,
                      SDM_BOARD_MARK_TARGET);

  sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL);
  sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL);
  g_assert_cmpuint (sdm_tutorial_get_step (tutorial), ==, 2);
  g_assert_true (sdm_tutorial_find_single_place (game, &domino, &a, &b));
  sdm_domino_digits (domino, &da, &db);
  marks = sdm_tutorial_get_marks (tutorial);
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), c), ==, (c == a || c == b) ? SDM_BOARD_MARK_TARGET : SDM_BOARD_MARK_NONE);
  g_assert_cmpuint (marks[a], ==, SDM_BOARD_MARK_TARGET);

  /* The place step waits for the move: Next is off, a wrong move keeps it waiting. */
  sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL);
  g_assert_true (sdm_tutorial_get_waiting (tutorial));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "tutorial.next"));
  /* A hint meanwhile shows its own marks; the move after it drops the hint and its marks,
   * and the guide's come back. */
  sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL);
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (sdm_game_set_value (game, a, da, NULL));
  g_assert_false (have_hint ());
  g_assert_true (sdm_tutorial_get_waiting (tutorial));
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), b), ==, SDM_BOARD_MARK_TARGET);
  g_assert_true (sdm_game_set_value (game, b, db, NULL));
  g_assert_true (sdm_game_toggle_link (game, a, b, NULL));
  g_assert_true (sdm_tutorial_get_finished (tutorial));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "tutorial.next"));
  sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL);
  g_assert_null (guide ());
  g_assert_false (guide_strip_shown ());
  g_assert_true (sdm_window_get_game (window) == game);

  /* Replayed from the menu: the played guide goes to the games in progress. */
  sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL);
  g_assert_nonnull (guide ());
  g_assert_true (sdm_window_get_game (window) != NULL);
  g_assert_cmpuint (sdm_game_library_get_n_games (sdm_test_library (window)), ==, 1);
  /* Skipped: the guide goes, the puzzle stays. */
  sdm_test_activate (GTK_WIDGET (window), "tutorial.close", NULL);
  g_assert_null (guide ());
  g_assert_nonnull (sdm_window_get_game (window));
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), c), ==, SDM_BOARD_MARK_NONE);

  /* Seen: a Sudominoku from the start view now starts at once. */
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  sdm_start_view_start (SDM_START_VIEW (sdm_test_start_view (window)));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_null (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG));
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_null (guide ());
}


/* ------------------------------------------------------------------------------------ */
/* The guided puzzle checks each step; after Done it is an ordinary game                */

static GtkWidget *
window_child (const char *id)
{
  return GTK_WIDGET (sdm_test_child (window, id));
}

/* Type @digit into @cell the way a player does: select it, press the digit. */
static void
type_digit (int   cell,
            guint digit)
{
  GtkWidget *board = window_child ("board");

  g_assert_true (sdm_test_activate (board, "board.select", g_variant_new_int32 (cell)));
  g_assert_true (sdm_test_activate (board, "board.set-value", g_variant_new_uint32 (digit)));
}

/* Link @a with its neighbour @b the way Shift+arrow does. */
static void
link_cells (int a,
            int b)
{
  GtkWidget *board = window_child ("board");

  g_assert_true (sdm_test_activate (board, "board.select", g_variant_new_int32 (a)));
  g_assert_true (sdm_test_activate (board, "board.link",
                                    g_variant_new ("(ii)", sdm_cell_row (b) - sdm_cell_row (a),
                                                   sdm_cell_col (b) - sdm_cell_col (a))));
}

static void
undo (guint n)
{
  for (guint i = 0; i < n; i++)
    g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.undo", NULL));
}

/* With SDM_TEST_SCREENSHOTS set to a folder, the screen as the player sees it, for the
 * record (tutorial-NAME.png there, taken with ImageMagick's import); nothing otherwise. */
static void
shot (const char *name)
{
  const char *folder = g_getenv ("SDM_TEST_SCREENSHOTS");
  g_autofree char *path = NULL;
  g_autofree char *command = NULL;

  if (folder == NULL)
    return;
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  /* Past the strip's transitions. */
  for (gint64 end = g_get_monotonic_time () + 400 * 1000; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  path = g_strdup_printf ("%s/tutorial-%s.png", folder, name);
  command = g_strdup_printf ("import -window root %s", path);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
}

static void
test_tutorial_checks_steps (void)
{
  SdmTutorial *tutorial;
  SdmGame *game;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
  SdmGrid solutions[2];
  int domino, a, b;
  guint da, db;
  g_autofree char *where_a = NULL;

  g_autoptr(GSettings) settings = g_settings_new (APP_ID);   /* the window's, in memory */
  SdmStatistics *stats = sdm_application_get_statistics (app);
  guint started_before, finished_before, started, finished, solved_before;
  SdmStatisticsEntry easy;
  AdwAlertDialog *dialog;
  SdmDifficulty difficulty;

  g_assert_true (sdm_test_wait_until (idle));   /* the games before it are counted */
  sdm_statistics_get_guided (stats, &started_before, &finished_before);
  solved_before = sudominoku_solved ();
  g_settings_set_boolean (settings, "tutorial-seen", TRUE);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL));
  tutorial = guide ();
  g_assert_nonnull (tutorial);
  game = sdm_window_get_game (window);
  /* Guided: the statistics count it apart, not as a game solved with help. */
  g_assert_true (sdm_game_get_guided (game));
  g_assert_false (sdm_game_get_assisted (game));
  wanted_guided_started = started_before + 1;
  g_assert_true (sdm_test_wait_until (guided_started_counted));
  sdm_statistics_get_guided (stats, &started, &finished);
  g_assert_cmpuint (finished, ==, finished_before);
  g_assert_cmpint (sdm_solve (sdm_game_get_puzzle (game), &options, solutions), ==, 1);
  g_assert_true (sdm_tutorial_find_single_place (game, &domino, &a, &b));
  da = solutions[0].values[a];
  db = solutions[0].values[b];
  where_a = sdm_cell_describe (a);
  for (int i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("step%d", i + 1);

      shot (name);
      assert_guide_strip_visible ();
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL));
    }
  shot ("step4-place");
  assert_guide_strip_visible ();
  g_assert_true (sdm_tutorial_get_waiting (tutorial));
  g_assert_true (g_str_has_prefix (guide_text (), "Place it:"));
  /* The palette is under the board or beside it, as the window's shape has it: the step
   * names it without a place ("below the board" was wrong on a wide window). */
  g_assert_nonnull (strstr (guide_text (), "in the palette of pairs"));
  g_assert_null (strstr (guide_text (), "below"));
  /* And the palette marks the pair's tile, where the step says to choose it. */
  g_assert_cmpint (sdm_domino_palette_get_marked (sdm_test_palette (window)), ==, domino);
  g_assert_true (sdm_domino_palette_tile_has_state (sdm_test_palette (window), domino, "marked"));

  /* The pair's digits typed the wrong way round, not linked yet: no domino to turn, so
   * the step does not ask to turn it. */
  type_digit (a, db);
  type_digit (b, da);
  g_test_message ("wrong way round, unlinked: %s", guide_text ());
  g_assert_cmpint (sdm_tutorial_get_wrong (tutorial), ==, SDM_TUTORIAL_WRONG_WAY_ROUND);
  g_assert_true (g_str_has_prefix (guide_text (), "Not yet: the two digits are the wrong way round."));
  g_assert_null (strstr (guide_text (), "Turn it round"));
  g_assert_nonnull (strstr (guide_text (), where_a));

  /* The pair on its cells the wrong way round: said so, with the way to mend it, the
   * mouse's first (a click on the line inside a domino turns it: test-board /board/turn). */
  link_cells (a, b);
  g_assert_cmpint (sdm_game_get_partner (game, a), ==, b);
  g_test_message ("wrong way round: %s", guide_text ());
  g_assert_false (sdm_tutorial_get_finished (tutorial));
  g_assert_true (sdm_tutorial_get_waiting (tutorial));
  g_assert_cmpint (sdm_tutorial_get_wrong (tutorial), ==, SDM_TUTORIAL_WRONG_WAY_ROUND);
  g_assert_null (strstr (guide_text (), "Well done"));
  g_assert_true (g_str_has_prefix (guide_text (), "Not yet: the pair lies the wrong way round."));
  g_assert_nonnull (strstr (guide_text (), "Turn it round: click the line between its two cells, or select "
                                           "it and press R."));
  g_assert_nonnull (strstr (guide_text (), where_a));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "tutorial.next"));
  shot ("wrong-way-round");
  /* Undone: the step asks again. */
  undo (3);
  g_assert_true (g_str_has_prefix (guide_text (), "Place it:"));

  /* A wrong digit alone: named, with its cell. */
  type_digit (a, db);
  g_test_message ("wrong digit: %s", guide_text ());
  g_assert_cmpint (sdm_tutorial_get_wrong (tutorial), ==, SDM_TUTORIAL_WRONG_DIGIT);
  {
    g_autofree char *expected = g_strdup_printf ("Not yet: %u does not go in %s.", db, where_a);

    g_assert_true (g_str_has_prefix (guide_text (), expected));
  }
  shot ("wrong-digit");
  undo (1);

  /* Two cells linked that are no domino of the solution: a free neighbour of the pair's
   * first cell other than its partner. */
  {
    int other = -1;

    for (int n = 0; n < SDM_N_CELLS && other < 0; n++)
      {
        if (sdm_cells_adjacent (a, n) && n != b && !sdm_game_is_given (game, n) && sdm_game_get_partner (game, n) < 0)
          other = n;
      }
    g_assert_cmpint (other, >=, 0);
    link_cells (a, other);
    g_test_message ("wrong domino: %s", guide_text ());
    g_assert_cmpint (sdm_tutorial_get_wrong (tutorial), ==, SDM_TUTORIAL_WRONG_DOMINO);
    g_assert_true (g_str_has_prefix (guide_text (), "Not yet: "));
    g_assert_nonnull (strstr (guide_text (), "are not one domino in the solution"));
    shot ("wrong-domino");
    undo (1);
  }

  /* The right way round: praised, and Done. */
  type_digit (a, da);
  g_assert_false (sdm_tutorial_get_finished (tutorial));
  type_digit (b, db);
  g_assert_false (sdm_tutorial_get_finished (tutorial));
  link_cells (a, b);
  g_assert_true (sdm_tutorial_get_finished (tutorial));
  g_assert_true (g_str_has_prefix (guide_text (), "Well done!"));
  /* Placed, the pair's tile is no longer pointed at. */
  g_assert_cmpint (sdm_domino_palette_get_marked (sdm_test_palette (window)), ==, -1);
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "tutorial.next"));
  /* A done step is checked again: turned the wrong way round (R), the pair is said to be
   * wrong, no "Well done" over its clashes; turned back, done again (issue 36). */
  g_assert_true (sdm_test_activate (GTK_WIDGET (sdm_test_board (window)), "board.select", g_variant_new_int32 (a)));
  g_assert_true (sdm_test_activate (GTK_WIDGET (sdm_test_board (window)), "board.turn", NULL));
  g_test_message ("turned after Well done: %s", guide_text ());
  g_assert_false (sdm_tutorial_get_finished (tutorial));
  g_assert_true (g_str_has_prefix (guide_text (), "Not yet: the pair lies the wrong way round."));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "tutorial.next"));
  g_assert_true (sdm_test_activate (GTK_WIDGET (sdm_test_board (window)), "board.turn", NULL));
  g_assert_true (sdm_tutorial_get_finished (tutorial));
  g_assert_true (g_str_has_prefix (guide_text (), "Well done!"));
  /* The guided puzzle is called what it is, not by a grade ("Easy"). */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (window_child ("title_label"))), ==, "Guided Sudominoku");
  shot ("step5-well-done");
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL));
  g_assert_null (guide ());
  shot ("after-done");

  /* After Done, an ordinary game: the clock shows in the title... */
  sdm_game_set_elapsed (game, 85);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (window_child ("timer_label"))), ==, "1:25");
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "game.check"));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "game.hint"));
  /* ... and finishing it is noticed: the board locks, Check and Hint go. */
  g_assert_true (sdm_game_apply_solution (game, &solutions[0], NULL));
  g_assert_true (sdm_game_get_solved (game));
  g_assert_true (sdm_board_get_locked (sdm_test_board (window)));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.check"));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.hint"));

  /* The finish of the guided puzzle: its time, and the next step, an Easy Sudominoku. */
  g_assert_true (sdm_test_wait_until (finish_shown));
  dialog = finish_dialog ();
  g_test_message ("finish: %s / %s", adw_alert_dialog_get_heading (dialog), adw_alert_dialog_get_body (dialog));
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Guided Puzzle Finished");
  g_assert_true (g_str_has_prefix (adw_alert_dialog_get_body (dialog), "You finished the guided Sudominoku in 1:25."));
  g_assert_null (strstr (adw_alert_dialog_get_body (dialog), "with help"));
  g_assert_cmpstr (adw_alert_dialog_get_response_label (dialog, "new-game"), ==, "_Play an Easy Sudominoku");
  shot ("finished");
  /* Counted as guided, and in no difficulty's record. */
  sdm_statistics_get_guided (stats, &started, &finished);
  g_assert_cmpuint (started, ==, started_before + 1);
  g_assert_cmpuint (finished, ==, finished_before + 1);
  g_assert_cmpuint (sudominoku_solved (), ==, solved_before);
  /* The statistics show it as a row of its own in the Sudominoku table. */
  {
    SdmStatisticsDialog *stats_dialog = g_object_ref_sink (sdm_statistics_dialog_new (stats));
    GtkGrid *table = sdm_statistics_dialog_get_table (stats_dialog, SDM_KIND_SUDOMINOKU);
    GtkWidget *cell;
    int row = -1;
    g_autofree char *n_started = g_strdup_printf ("%u", started);
    g_autofree char *n_finished = g_strdup_printf ("%u", finished);

    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (table)); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), "Guided") == 0)
        gtk_grid_query_child (table, child, NULL, &row, NULL, NULL);
    g_assert_cmpint (row, >, 0);
    cell = gtk_grid_get_child_at (table, 1, row);
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (cell)), ==, n_started);
    cell = gtk_grid_get_child_at (table, 2, row);
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (cell)), ==, n_finished);
    cell = gtk_grid_get_child_at (table, 4, row);
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (cell)), ==, "—");
    g_object_unref (stats_dialog);
  }

  /* The next step: an Easy Sudominoku, counted as one. */
  sdm_statistics_get_entry (stats, SDM_KIND_SUDOMINOKU, SDM_DIFFICULTY_EASY, &easy);
  wanted_easy_started = easy.started + 1;
  guided_game = game;
  g_signal_emit_by_name (dialog, "response", "new-game");
  adw_dialog_force_close (ADW_DIALOG (dialog));
  g_assert_true (sdm_test_wait_until (finish_gone));
  g_assert_true (sdm_test_wait_until (next_game_on_board));
  game = sdm_window_get_game (window);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOMINOKU);
  g_assert_false (sdm_game_get_guided (game));
  g_assert_true (sdm_game_get_difficulty (game, &difficulty));
  g_assert_cmpint (difficulty, ==, SDM_DIFFICULTY_EASY);
  g_assert_true (sdm_test_wait_until (easy_sudominoku_counted));
}

/* New Game during the guided puzzle, before a move: Back (Escape, Alt+Left, the header's
 * button) brings the puzzle back with its guide where it was (issue 36: it was dropped). */
static void
test_tutorial_back (void)
{
  GSettings *settings = sdm_test_settings (window);
  SdmTutorial *tutorial;
  SdmGame *game;
  guint step;

  g_settings_set_boolean (settings, "tutorial-seen", TRUE);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL));
  tutorial = guide ();
  g_assert_nonnull (tutorial);
  game = sdm_window_get_game (window);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL));
  step = sdm_tutorial_get_step (tutorial);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_null (sdm_window_get_game (window));
  g_assert_true (gtk_widget_get_visible (window_child ("back_button")));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.back-to-game"));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.back-to-game", NULL));
  g_assert_true (sdm_window_get_game (window) == game);
  g_assert_true (guide () == tutorial);
  g_assert_cmpuint (sdm_tutorial_get_step (tutorial), ==, step);
  g_assert_true (sdm_test_wait_until (guide_strip_shown));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "tutorial.close", NULL));
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();
  window = sdm_test_window_present (app);

  g_test_add_func ("/help/f1-pages-examples", test_help);
  g_test_add_func ("/tutorial/puzzle", test_tutorial_puzzle);
  g_test_add_func ("/tutorial/offer-steps-replay", test_tutorial);
  g_test_add_func ("/tutorial/checks-steps-then-ordinary-game", test_tutorial_checks_steps);
  g_test_add_func ("/tutorial/new-game-then-back", test_tutorial_back);
  g_test_add_func ("/help/opens-on-kind", test_help_opens_on_kind);
  g_test_add_func ("/help/narrow-page-names-whole", test_help_narrow);

  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  return status;
}
