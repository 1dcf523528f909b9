/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-logic.c: New Game, the hint ladder and the difficulty in the real window,
 * driven by its actions (win.new-game, game.hint, hint.apply, hint.close). */
#include "config.h"

#include "sdm-application.h"
#include "sdm-start-view.h"
#include "sdm-test-window.h"
#include "sdm-test-logic-util.h"
#include "sdm-test-utils.h"
#include "game-fixtures.h"
#include "sdm-game-private.h"

static SdmApplication *app;
static SdmWindow *window;

static gboolean have_hint (void) { return sdm_hint_controller_get_level (sdm_test_hint (window)) > 0; }

static const SdmHint *
hint_shown (void)
{
  return sdm_hint_controller_get_hint (sdm_test_hint (window));
}

static gboolean
hint_strip_shown (void)
{
  return sdm_test_strip_shown (GTK_WIDGET (sdm_test_hint (window)));
}

static const char *
hint_text (void)
{
  return sdm_message_bar_get_text (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar"));
}

static gboolean editor_active (void) { return sdm_editor_controller_get_active (sdm_test_editor (window)); }

static const SdmEditorVerdict *
verdict (void)
{
  return sdm_editor_controller_get_verdict (sdm_test_editor (window));
}

static const char *
editor_text (void)
{
  return sdm_message_bar_get_text (sdm_test_strip_bar (GTK_WIDGET (sdm_test_editor (window)), "editor_bar"));
}
static gboolean graded (void) { return !sdm_test_difficulty_is (window, NULL); }
static gboolean idle (void) { return !sdm_test_busy (window); }

static void
activate (const char *name)
{
  g_autofree char *detailed = sdm_test_window_action (name);

  g_assert_true (sdm_test_activate (GTK_WIDGET (window), detailed, NULL));
}

static void
play (const char *line)
{
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  for (int c = 0; c < 81; c++)
    puzzle.givens[c] = line[c] == '.' ? 0 : line[c] - '0';
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, game, "test", TRUE);
}

static const char puzzle_line[] =
  "...7.8....87.5..3.....31....5.3.9..7....1...62.6.......3.1.6..28...7..9.57.....8.";

static void
test_hint_ladder (void)
{
  int target = sdm_cell (4, 0);

  play (puzzle_line);
  g_assert_true (sdm_test_wait_until (graded));
  /* The difficulty is in the title, for a puzzle that was not generated here too. */
  g_assert_nonnull (strstr (gtk_label_get_label (sdm_test_title_label (window)), "Hard"));

  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (hint_strip_shown ());
  g_assert_cmpstr (hint_text (), ==,
                   "Hidden single in box 4. Look for a digit that has only one place left there.");
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), target), ==, SDM_BOARD_MARK_NONE);

  activate ("hint");
  g_assert_cmpstr (hint_text (), ==,
                   "In box 4, 7 can only go in row 5, column 1. The 7s in row 4 and columns 2 and 3 keep it out of the other cells.");
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), target), ==, SDM_BOARD_MARK_TARGET);
  /* The rest of box 4 proves it; a cell outside it is not marked. */
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), sdm_cell (3, 2)), ==, SDM_BOARD_MARK_PROOF);
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), sdm_cell (0, 8)), ==, SDM_BOARD_MARK_NONE);
  /* The 7s that keep it out of the rest of the box stand out as its reasons. */
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), sdm_cell (3, 8)), ==, SDM_BOARD_MARK_WITNESS);
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), sdm_cell (1, 2)), ==, SDM_BOARD_MARK_WITNESS);
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), sdm_cell (8, 1)), ==, SDM_BOARD_MARK_WITNESS);
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), sdm_cell (0, 3)), ==, SDM_BOARD_MARK_NONE);
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "hint.apply"));

  activate ("hint");
  g_assert_null (hint_shown ());
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), target), ==, 7);
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), target), ==, SDM_BOARD_MARK_NONE);
  g_assert_false (hint_strip_shown ());

  /* Escape on the board drops what the board has first (pencil mode here), then closes
   * the hint, as its ✕ does. */
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  sdm_board_set_pencil_mode (sdm_test_board (window), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.escape", NULL));
  g_assert_false (sdm_board_get_pencil_mode (sdm_test_board (window)));
  g_assert_true (have_hint ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.escape", NULL));
  g_assert_false (have_hint ());
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "hint.close"));
  /* With nothing to close, Escape does nothing more (no warning either). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.escape", NULL));
}

static gboolean
is_phone_sized (void)
{
  return ABS (gtk_widget_get_width (GTK_WIDGET (window)) - 360) <= 10;
}

/* Past the strips' transitions and the overlay's layout. */
static void
settle (void)
{
  for (gint64 until = g_get_monotonic_time () + 300 * 1000; g_get_monotonic_time () < until;)
    g_main_context_iteration (NULL, FALSE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
}

/* The board's grid, in the window's coordinates. */
static graphene_rect_t
grid_bounds (GtkWidget *board)
{
  graphene_rect_t b;
  SdmBoardLayout l;

  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &b));
  sdm_board_get_layout (SDM_BOARD (board), &l);
  return GRAPHENE_RECT_INIT (b.origin.x + l.x0, b.origin.y + l.y0, l.size, l.size);
}

/* The first rung names an area and marks nothing: the strip must not lie over that area
 * all the same. Here box 1, in the top rows, where the strips once showed (the
 * ladder's puzzle with its first two bands swapped). */
static void
test_hint_area_in_sight (void)
{
  static const char swapped[] =
    ".5.3.9..7....1...62.6.........7.8....87.5..3.....31....3.1.6..28...7..9.57.....8.";
  GtkWidget *board = GTK_WIDGET (sdm_test_board (window));
  GtkWidget *bar = GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar"));
  SdmBoardLayout l;
  graphene_rect_t strip;
  int area;

  play (swapped);
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  area = sdm_hint_get_area (hint_shown ());
  g_assert_cmpint (area, ==, 18);   /* box 1 */
  g_assert_true (g_str_has_prefix (hint_text (), "Hidden single in box 1."));
  settle ();

  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &strip));
  sdm_board_get_layout (SDM_BOARD (board), &l);
  for (int i = 0; i < 9; i++)
    {
      graphene_rect_t cell, overlap;
      graphene_point_t corner;

      sdm_board_layout_cell_rect (&l, sdm_units[area][i], &cell);
      g_assert_true (gtk_widget_compute_point (board, GTK_WIDGET (window), &cell.origin, &corner));
      cell.origin = corner;
      g_test_message ("strip %.0f..%.0f, cell %d at y %.0f..%.0f", strip.origin.y,
                      strip.origin.y + strip.size.height, sdm_units[area][i], cell.origin.y,
                      cell.origin.y + cell.size.height);
      /* At most clipped, never hidden. */
      if (graphene_rect_intersection (&strip, &cell, &overlap))
        g_assert_cmpfloat (overlap.size.height, <=, cell.size.height / 3);
    }

  /* On a phone's screen the board widget is taller than its grid: the strip, under the
   * page, takes some of that room and hides none of the grid. */
  {
    int width = gtk_widget_get_width (GTK_WIDGET (window)), height = gtk_widget_get_height (GTK_WIDGET (window));
    graphene_rect_t grid, overlap, before, board_bounds, digits;
    SdmBoardLayout centred;

    gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
    g_assert_true (sdm_test_wait_until (is_phone_sized));
    settle ();
    g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &strip));
    grid = grid_bounds (board);
    g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &board_bounds));
    sdm_board_layout_compute (&centred, (int) board_bounds.size.width, (int) board_bounds.size.height);
    g_test_message ("360 px: strip %.0f..%.0f, grid %.0f..%.0f (centred, it would start at %.0f)",
                    strip.origin.y, strip.origin.y + strip.size.height, grid.origin.y,
                    grid.origin.y + grid.size.height, board_bounds.origin.y + centred.y0);
    g_assert_false (graphene_rect_intersection (&strip, &grid, &overlap));
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_digit_bar (window)), GTK_WIDGET (window), &digits));
    g_assert_cmpfloat (grid.origin.y + grid.size.height, <=, digits.origin.y);

    /* The second rung's sentence hides none of it either, and the grid keeps its size
     * (there is room enough for both). */
    before = grid;
    g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.more", NULL));
    settle ();
    g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &strip));
    grid = grid_bounds (board);
    g_test_message ("360 px, second rung: strip %.0f..%.0f, grid %.0f..%.0f", strip.origin.y,
                    strip.origin.y + strip.size.height, grid.origin.y, grid.origin.y + grid.size.height);
    g_assert_false (graphene_rect_intersection (&strip, &grid, &overlap));
    g_assert_cmpfloat (before.size.width, ==, grid.size.width);
    g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.close", NULL));
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  }
}

static void
test_hint_mistake (void)
{
  int wrong = 80;   /* r9c9 is empty in the puzzle; its digit is not 1 */
  g_autoptr(GError) error = NULL;

  play (puzzle_line);
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), wrong, 1, &error));
  g_assert_no_error (error);
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_cmpint (hint_shown ()->kind, ==, SDM_HINT_MISTAKE);
  g_assert_cmpstr (hint_text (), ==, "1 digit differs from the solution.");
  activate ("hint");
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), wrong), ==, SDM_BOARD_MARK_TARGET);

  /* A move makes the hint stale. */
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), wrong, 0, &error));
  g_assert_null (hint_shown ());
  g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), wrong), ==, SDM_BOARD_MARK_NONE);

  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.close", NULL));
  g_assert_null (hint_shown ());
}

static const char *
undo_tooltip (void)
{
  return gtk_widget_get_tooltip_text (sdm_test_undo_button (window));
}

/* The message on show under the header bar, or "". */
static const char *
toast_title (void)
{
  return gtk_revealer_get_reveal_child (sdm_test_message_revealer (window))
         ? sdm_message_bar_get_text (sdm_test_message_bar (window)) : "";
}

static guint
count_marks (void)
{
  guint n = 0;

  for (int c = 0; c < 81; c++)
    n += (guint) __builtin_popcount (sdm_game_get_pencil (sdm_window_get_game (window), c));
  return n;
}

/* Issue 11: an applied hint is one move; one Ctrl+Z (game.undo) takes it all back, and the
 * Undo button says what it undoes. */
static void
test_hint_one_undo (void)
{
  int target = sdm_cell (4, 0);
  int peer = sdm_cell (4, 5);

  play (puzzle_line);
  /* Every pencil mark in a cell of the row: the hint's 7 cleans its 7 (auto-clean, issue
   * 15), as a typed 7 would. */
  for (guint d = 1; d <= 9; d++)
    g_assert_true (sdm_game_toggle_pencil (sdm_window_get_game (window), peer, d, NULL));
  g_assert_cmpstr (undo_tooltip (), ==, "Undo (Ctrl+Z)");
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.apply", NULL));
  g_assert_null (hint_shown ());
  g_assert_false (hint_strip_shown ());
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), target), ==, 7);
  g_assert_cmpuint (sdm_game_get_pencil (sdm_window_get_game (window), peer), ==, 0x1ff & ~(1u << 6));
  g_assert_cmpuint (sdm_game_get_n_moves (sdm_window_get_game (window)), ==, 10);
  g_assert_cmpstr (undo_tooltip (), ==, "Undo Hint: Hidden single (Ctrl+Z)");
  activate ("undo");
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), target), ==, 0);
  g_assert_cmpuint (sdm_game_get_pencil (sdm_window_get_game (window), peer), ==, 0x1ff);
  g_assert_cmpstr (undo_tooltip (), ==, "Undo (Ctrl+Z)");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (sdm_test_redo_button (window)), ==,
                   "Redo Hint: Hidden single (Shift+Ctrl+Z)");
}

/* game.fill-candidates and game.clear-pencil-marks: one move, one Ctrl+Z each. */
static void
test_pencil_actions (void)
{
  play (puzzle_line);
  g_assert_true (sdm_game_toggle_pencil (sdm_window_get_game (window), 0, 9, NULL));
  activate ("fill-candidates");
  g_assert_cmpuint (count_marks (), >, 81);
  g_assert_cmpuint (sdm_game_get_n_moves (sdm_window_get_game (window)), ==, 2);
  g_assert_cmpstr (undo_tooltip (), ==, "Undo Fill in candidates (Ctrl+Z)");
  activate ("clear-pencil-marks");
  g_assert_cmpuint (count_marks (), ==, 0);
  g_assert_cmpstr (undo_tooltip (), ==, "Undo Clear pencil marks (Ctrl+Z)");
  activate ("undo");
  g_assert_cmpuint (count_marks (), >, 81);
  activate ("undo");
  g_assert_cmpuint (count_marks (), ==, 1);
  g_assert_cmpuint (sdm_game_get_pencil (sdm_window_get_game (window), 0), ==, 1u << 8);
}

/* game.solve fills the board as one move; one Ctrl+Z takes it back and play goes on. */
static void
test_solve_one_undo (void)
{
  play (puzzle_line);
  g_assert_true (sdm_game_set_value (sdm_window_get_game (window), 80, 1, NULL));
  activate ("solve");
  /* Solve asks first: answer "Show Solution". */
  g_assert_nonnull (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG));
  sdm_test_click_response (ADW_ALERT_DIALOG (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG)), "solve");
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_game_get_solved (sdm_window_get_game (window)));
  g_assert_cmpuint (sdm_game_get_n_moves (sdm_window_get_game (window)), ==, 2);
  g_assert_cmpstr (undo_tooltip (), ==, "Undo Solution (Ctrl+Z)");
  activate ("undo");
  g_assert_false (sdm_game_get_solved (sdm_window_get_game (window)));
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 80), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), 0), ==, 0);
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "game.check"));
}

/* Issue 15, defect 3: every digit right, no domino linked: the toast and Check say how
 * many dominoes are left, not "No mistakes so far". */
static void
test_dominoes_left (void)
{
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;
  g_autofree char *expected = NULL;
  int last = -1;

  make_sudominoku (&puzzle);
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (window, game, "test", TRUE);
  for (int c = 0; c < 81; c++)
    if (!puzzle.givens[c])
      last = c;
  for (int c = 0; c < 81; c++)
    if (!puzzle.givens[c] && c != last)
      g_assert_true (sdm_game_set_value (game, c, (guint) (domino_solution[c] - '0'), NULL));
  g_assert_true (sdm_game_set_value (game, last, (guint) (domino_solution[last] - '0'), NULL));
  expected = g_strdup_printf ("Every digit is in: place the remaining %d dominoes",
                              SDM_N_DOMINOES - puzzle.n_clues);
  g_assert_cmpstr (toast_title (), ==, expected);
  activate ("check");
  g_assert_true (sdm_test_wait_until (idle));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Every digit is right: place the remaining %d dominoes",
                              SDM_N_DOMINOES - puzzle.n_clues);
  g_assert_cmpstr (toast_title (), ==, expected);

  /* Hint teaches the next domino, and Apply links it: one domino fewer, one move more. */
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (hint_shown ()->kind == SDM_HINT_STEP || hint_shown ()->kind == SDM_HINT_GUESS);
  g_assert_cmpstr (hint_text (), !=, "The puzzle is solved.");
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.apply", NULL));
  g_assert_cmpuint (sdm_game_get_n_dominoes_left (game), ==, SDM_N_DOMINOES - puzzle.n_clues - 1);
}

/* The title's clock follows the game's own tick ("elapsed"), not a timer of its own. */
static void
test_title_clock (void)
{
  play (puzzle_line);
  sdm_game_set_elapsed (sdm_window_get_game (window), 125);
  g_assert_nonnull (strstr (gtk_label_get_label (sdm_test_timer_label (window)), "2:05"));
}

/* The game is written on the way out in one place, the store's dispose: a move made just
 * before the window closes, with no main loop turn for autosave, is on disk. */
static void
test_close_saves (void)
{
  SdmWindow *second = sdm_window_new (GTK_APPLICATION (app));
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  g_object_ref_sink (second);
  sdm_test_parse_line (puzzle_line, &puzzle);
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (second, game, "test", TRUE);
  path = g_strdup (sdm_game_store_get_path (sdm_test_store (second)));
  g_assert_true (sdm_game_set_value (game, 80, 3, NULL));
  g_assert_true (sdm_game_store_get_dirty (sdm_test_store (second)));
  sdm_test_window_close (second);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\nmove v r9c9 3\n"));
}

static SdmStartView *dialog;

/* New Game shows the start view in the window, with the game that was on the board (it
 * had moves) under Continue. */
static gboolean
dialog_shown (void)
{
  if (sdm_test_start_view (window) == NULL || !gtk_widget_get_mapped (sdm_test_start_view (window)))
    return FALSE;
  dialog = SDM_START_VIEW (sdm_test_start_view (window));
  return TRUE;
}

static void
test_new_game (void)
{
  g_autoptr(SdmGame) before = g_object_ref (sdm_window_get_game (window));   /* New Game lets it go */
  SdmGrade grade;

  /* Not the guided puzzle's offer: that is test-start-view's. */
  g_settings_set_boolean (sdm_test_settings (window), "tutorial-seen", TRUE);
  activate ("new-game");
  g_assert_true (sdm_test_wait_until (dialog_shown));
  g_assert_null (sdm_window_get_game (window));
  g_assert_cmpuint (sdm_start_view_get_n_continue (dialog), >=, 1);
  sdm_start_view_set_kind (dialog, SDM_KIND_SUDOMINOKU);
  sdm_start_view_set_difficulty (dialog, SDM_DIFFICULTY_EASY);
  sdm_start_view_start (dialog);
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_window_get_game (window) != before);
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOMINOKU);
  sdm_grade_puzzle (sdm_game_get_puzzle (sdm_window_get_game (window)), &grade);
  g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_EASY);
  /* The choice is remembered for the next time. */
  g_assert_cmpint (g_settings_get_enum (sdm_test_settings (window), "new-game-kind"), ==, SDM_KIND_SUDOMINOKU);
  g_assert_cmpint (g_settings_get_enum (sdm_test_settings (window), "new-game-difficulty"), ==, SDM_DIFFICULTY_EASY);
  g_assert_true (sdm_test_wait_until (graded));
  g_assert_nonnull (strstr (gtk_label_get_label (sdm_test_title_label (window)), "Easy"));

  /* A Sudominoku hint from the start. */
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_cmpint (hint_shown ()->kind, ==, SDM_HINT_STEP);
}

static gboolean judged (void) { return verdict () != NULL; }

/* Classic "needs guessing" is offered and generated (sdm-generator.h). */
static void
test_new_game_guessing (void)
{
  g_autoptr(SdmGame) before = g_object_ref (sdm_window_get_game (window));   /* New Game lets it go */
  SdmGrade grade;

  dialog = NULL;
  activate ("new-game");
  g_assert_true (sdm_test_wait_until (dialog_shown));
  sdm_start_view_set_kind (dialog, SDM_KIND_SUDOKU);
  sdm_start_view_set_difficulty (dialog, SDM_DIFFICULTY_GUESSING);
  g_assert_cmpint (sdm_start_view_get_difficulty (dialog), ==, SDM_DIFFICULTY_GUESSING);
  sdm_start_view_start (dialog);
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_window_get_game (window) != before);
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOKU);
  sdm_grade_puzzle (sdm_game_get_puzzle (sdm_window_get_game (window)), &grade);
  g_assert_cmpint (grade.difficulty, ==, SDM_DIFFICULTY_GUESSING);
  g_assert_cmpint (g_settings_get_enum (sdm_test_settings (window), "new-game-difficulty"), ==, SDM_DIFFICULTY_GUESSING);
  g_assert_true (sdm_test_wait_until (graded));
  g_assert_nonnull (strstr (gtk_label_get_label (sdm_test_title_label (window)), "Needs guessing"));
}

static void
test_editor (void)
{
  int removed = -1;
  g_autoptr(GError) error = NULL;
  SdmGame *scratch;

  /* A given whose removal makes the puzzle ambiguous. */
  for (int c = 0; c < 81 && removed < 0; c++)
    {
      SdmPuzzle puzzle;
      guint8 solution[81];

      sdm_test_parse_line (puzzle_line, &puzzle);
      if (!puzzle.givens[c])
        continue;
      puzzle.givens[c] = 0;
      if (sdm_test_count (puzzle.givens, 2, solution) == 2)
        removed = c;
    }
  g_assert_cmpint (removed, >=, 0);

  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudoku")));
  g_assert_true (editor_active ());
  g_assert_true (sdm_test_strip_shown (GTK_WIDGET (sdm_test_editor (window))));
  scratch = sdm_window_get_game (window);
  for (int c = 0; c < 81; c++)
    if (puzzle_line[c] != '.' && c != removed)
      {
        g_assert_true (sdm_game_set_value (scratch, c, puzzle_line[c] - '0', &error));
        g_assert_no_error (error);
      }
  g_assert_true (sdm_test_wait_until (judged));
  g_assert_cmpint (verdict ()->status, ==, SDM_EDITOR_SEVERAL);
  g_assert_true (g_str_has_prefix (editor_text (), "Several solutions"));
  for (int c = 0; c < 81; c++)
    g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), c) == SDM_BOARD_MARK_TARGET, ==,
                      verdict ()->differ[c]);
  g_assert_cmpuint (verdict ()->n_differ, >, 0);
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "editor.play"));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.hint"));

  /* The last given: one solution, nothing marked, and it can be played. */
  g_assert_true (sdm_game_set_value (scratch, removed, puzzle_line[removed] - '0', &error));
  g_assert_true (sdm_test_wait_until (judged));
  g_assert_cmpint (verdict ()->status, ==, SDM_EDITOR_UNIQUE);
  g_assert_cmpstr (editor_text (), ==, "Unique solution");
  for (int c = 0; c < 81; c++)
    g_assert_cmpuint (sdm_board_get_mark (sdm_test_board (window), c), ==, SDM_BOARD_MARK_NONE);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "editor.play", NULL));
  g_assert_false (editor_active ());
  g_assert_true (sdm_window_get_game (window) != scratch);
  for (int c = 0; c < 81; c++)
    {
      g_assert_cmpuint (sdm_game_is_given (sdm_window_get_game (window), c), ==, puzzle_line[c] != '.');
      g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), c), ==,
                        puzzle_line[c] == '.' ? 0 : (guint) (puzzle_line[c] - '0'));
    }
  g_assert_false (sdm_test_strip_shown (GTK_WIDGET (sdm_test_editor (window))));
}


/* Issue 20: a puzzle with no solution opens in Type In, to be mended, with the place it
 * breaks marked; not as a game titled "No solution · FILE". */
static const char no_solution_line[] =
  /* Row 1 needs its 9 in row 1, column 9, where column 9 already has one (row 2). */
  "12345678.........9...............................................................";

/* The window's template child @id (its public surface). */
static GtkWidget *
child (const char *id)
{
  return GTK_WIDGET (sdm_test_child (window, id));
}

static gboolean
editor_judged_no_solution (void)
{
  return editor_active () && verdict () != NULL && verdict ()->status == SDM_EDITOR_NO_SOLUTION;
}

static void
test_no_solution_type_in (void)
{
  SdmGame *game;

  sdm_window_load_text (window, no_solution_line, "broken.sdk");
  g_assert_true (sdm_test_wait_until (editor_judged_no_solution));
  game = sdm_window_get_game (window);
  g_assert_true (sdm_editor_controller_get_game (sdm_test_editor (window)) == game);
  g_assert_true (sdm_test_strip_shown (GTK_WIDGET (sdm_test_editor (window))));
  g_assert_cmpstr (editor_text (), ==, "No solution");
  g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (child ("title_label"))), "No solution"));
  /* The puzzle's givens are the author's digits, to change. */
  for (int c = 0; c < 81; c++)
    {
      g_assert_false (sdm_game_is_given (game, c));
      g_assert_cmpuint (sdm_game_get_value (game, c), ==,
                        no_solution_line[c] == '.' ? 0 : (guint) (no_solution_line[c] - '0'));
    }
  /* The cell no digit can go in is marked, and only it. */
  for (int c = 0; c < 81; c++)
    g_assert_cmpuint (sdm_board_get_mark (SDM_BOARD (child ("board")), c), ==, c == 8 ? SDM_BOARD_MARK_TARGET : SDM_BOARD_MARK_NONE);
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "editor.play"));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.hint"));

  /* Mended (the 9 of column 9 moved out of row 2's box): one cell less is stuck. */
  g_assert_true (sdm_test_activate (child ("board"), "board.select", g_variant_new_int32 (17)));
  g_assert_true (sdm_test_activate (child ("board"), "board.clear", NULL));
  g_assert_true (sdm_test_wait_until (judged));
  g_assert_cmpint (verdict ()->status, !=, SDM_EDITOR_NO_SOLUTION);
  g_assert_cmpuint (sdm_board_get_mark (SDM_BOARD (child ("board")), 8), ==, SDM_BOARD_MARK_NONE);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "editor.close", NULL));
}

/* Issue 20: Hint never offers More or Apply when there is nothing to apply. */
static SdmGame *game_before;

static gboolean
new_game_multiple (void)
{
  SdmGame *game = sdm_window_get_game (window);

  return game != NULL && game != game_before && sdm_game_get_uniqueness (game) == SDM_UNIQUENESS_MULTIPLE;
}

static void
test_hint_nothing_to_apply (void)
{
  GtkWidget *hint = GTK_WIDGET (sdm_test_hint (window));

  game_before = sdm_window_get_game (window);
  sdm_window_load_text (window, "1................................................................................\n",
                        "Clipboard");
  g_assert_true (sdm_test_wait_until (new_game_multiple));
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_cmpint (hint_shown ()->kind, ==, SDM_HINT_NOT_UNIQUE);
  g_test_message ("hint: %s", hint_text ());
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "hint.more"));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "hint.apply"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (hint, SDM_TYPE_HINT_CONTROLLER, "more_button"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (hint, SDM_TYPE_HINT_CONTROLLER, "apply_button"))));
  /* Nor does the header's Hint ask again for the same words. */
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.hint"));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.close", NULL));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "game.hint"));

  /* A hint with a step has both. */
  play (puzzle_line);
  activate ("hint");
  g_assert_true (sdm_test_wait_until (have_hint));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "hint.more"));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "hint.apply"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (hint, SDM_TYPE_HINT_CONTROLLER, "more_button"))));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.more", NULL));
  /* The last rung: More has nothing more to show. */
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "hint.more"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (hint, SDM_TYPE_HINT_CONTROLLER, "more_button"))));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "hint.apply"));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "hint.close", NULL));
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();
  window = sdm_test_window_present (app);

  g_test_add_func ("/window-logic/hint-ladder", test_hint_ladder);
  g_test_add_func ("/window-logic/hint-area-in-sight", test_hint_area_in_sight);
  g_test_add_func ("/window-logic/hint-mistake", test_hint_mistake);
  g_test_add_func ("/window-logic/hint-one-undo", test_hint_one_undo);
  g_test_add_func ("/window-logic/pencil-actions", test_pencil_actions);
  g_test_add_func ("/window-logic/solve-one-undo", test_solve_one_undo);
  g_test_add_func ("/window-logic/dominoes-left", test_dominoes_left);
  g_test_add_func ("/window-logic/title-clock", test_title_clock);
  g_test_add_func ("/window-logic/close-saves", test_close_saves);
  g_test_add_func ("/window-logic/new-game", test_new_game);
  g_test_add_func ("/window-logic/new-game-guessing", test_new_game_guessing);
  g_test_add_func ("/window-logic/editor", test_editor);
  g_test_add_func ("/window-logic/no-solution-type-in", test_no_solution_type_in);
  g_test_add_func ("/window-logic/hint-nothing-to-apply", test_hint_nothing_to_apply);

  status = g_test_run ();

  sdm_test_window_close (window);
  g_object_unref (app);
  return status;
}
