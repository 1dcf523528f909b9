/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-help-tutorial.c: How to Play on F1 (its example boards show what their captions
 * say), and the guided first Sudominoku: offered once, five steps, finished by placing the
 * pair that has one place, replayable from the menu. */
#include "config.h"

#include "sdm-application.h"
#include "sdm-help-dialog.h"
#include "sdm-start-view.h"
#include "sdm-solver.h"
#include "sdm-domino-palette.h"
#include "sdm-tutorial.h"
#include "sdm-window-private.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;

static gboolean idle (void) { return window->n_tasks == 0; }
static gboolean have_hint (void) { return window->hint.shown != NULL; }

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
  return window->start_view != NULL && gtk_widget_get_mapped (window->start_view);
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
  g_settings_set_boolean (window->settings, "tutorial-seen", FALSE);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  view = SDM_START_VIEW (window->start_view);
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
  sdm_test_click_response (offer, "guide");
  g_assert_true (g_settings_get_boolean (window->settings, "tutorial-seen"));

  g_assert_nonnull (window->tutorial.guide);
  tutorial = SDM_TUTORIAL (window->tutorial.guide);
  game = window->game;
  g_assert_true (sdm_tutorial_get_game (tutorial) == game);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (window->tutorial.revealer)));
  g_assert_cmpuint (sdm_tutorial_get_step (tutorial), ==, 0);
  /* Step 1 marks the nine lone digits on the board. */
  for (int d = 0; d < 9; d++)
    g_assert_cmpuint (sdm_board_get_mark (window->board, sdm_game_get_puzzle (game)->isolated[d]), ==,
                      SDM_BOARD_MARK_TARGET);

  sdm_test_activate (GTK_WIDGET (window), "win.tutorial-next", NULL);
  sdm_test_activate (GTK_WIDGET (window), "win.tutorial-next", NULL);
  g_assert_cmpuint (sdm_tutorial_get_step (tutorial), ==, 2);
  g_assert_true (sdm_tutorial_find_single_place (game, &domino, &a, &b));
  sdm_domino_digits (domino, &da, &db);
  marks = sdm_tutorial_get_marks (tutorial);
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_assert_cmpuint (sdm_board_get_mark (window->board, c), ==, (c == a || c == b) ? SDM_BOARD_MARK_TARGET : SDM_BOARD_MARK_NONE);
  g_assert_cmpuint (marks[a], ==, SDM_BOARD_MARK_TARGET);

  /* The place step waits for the move: Next is off, a wrong move keeps it waiting. */
  sdm_test_activate (GTK_WIDGET (window), "win.tutorial-next", NULL);
  g_assert_true (sdm_tutorial_get_waiting (tutorial));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "win.tutorial-next"));
  /* A hint meanwhile shows its own marks; the move after it drops the hint and its marks,
   * and the guide's come back. */
  sdm_test_activate (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (sdm_game_set_value (game, a, da, NULL));
  g_assert_null (window->hint.shown);
  g_assert_true (sdm_tutorial_get_waiting (tutorial));
  g_assert_cmpuint (sdm_board_get_mark (window->board, b), ==, SDM_BOARD_MARK_TARGET);
  g_assert_true (sdm_game_set_value (game, b, db, NULL));
  g_assert_true (sdm_game_toggle_link (game, a, b, NULL));
  g_assert_true (sdm_tutorial_get_finished (tutorial));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "win.tutorial-next"));
  sdm_test_activate (GTK_WIDGET (window), "win.tutorial-next", NULL);
  g_assert_null (window->tutorial.guide);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (window->tutorial.revealer)));
  g_assert_true (window->game == game);

  /* Replayed from the menu: the played guide goes to the games in progress. */
  sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL);
  g_assert_nonnull (window->tutorial.guide);
  g_assert_true (window->game != NULL);
  g_assert_cmpuint (sdm_game_library_get_n_games (window->library), ==, 1);
  /* Skipped: the guide goes, the puzzle stays. */
  sdm_test_activate (GTK_WIDGET (window), "win.tutorial-close", NULL);
  g_assert_null (window->tutorial.guide);
  g_assert_nonnull (window->game);
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_assert_cmpuint (sdm_board_get_mark (window->board, c), ==, SDM_BOARD_MARK_NONE);

  /* Seen: a Sudominoku from the start view now starts at once. */
  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (sdm_test_wait_until (start_view_mapped));
  sdm_start_view_start (SDM_START_VIEW (window->start_view));
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_null (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG));
  g_assert_nonnull (window->game);
  g_assert_null (window->tutorial.guide);
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

  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  return status;
}
