/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c: the application window in a real display. */
#include "config.h"

#include <glib/gstdio.h>

#include "sdm-application.h"
#include "sdm-test-window.h"
#include "sdm-game.h"
#include "sdm-test-files.h"
#include "sdm-test-utils.h"

/* A window needs a registered application for its actions; one per process. */
static SdmApplication *app;
static SdmWindow *menu_window;

static gboolean
has_menu (void)
{
  return gtk_menu_button_get_popover (sdm_test_menu_button (menu_window)) != NULL;
}

/* A window never shown does not make its menu; one opened before its first frame does. */
static void
test_menu_on_demand (void)
{
  SdmWindow *window = g_object_ref_sink (sdm_window_new (GTK_APPLICATION (app)));
  GtkPopover *popover;

  g_assert_null (gtk_menu_button_get_popover (sdm_test_menu_button (window)));
  gtk_menu_button_popup (sdm_test_menu_button (window));
  popover = gtk_menu_button_get_popover (sdm_test_menu_button (window));
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) == sdm_test_primary_menu (window));
  gtk_menu_button_popdown (sdm_test_menu_button (window));
  sdm_test_window_close (window);
}

static void
test_window_presents_and_finalizes (void)
{
  SdmWindow *window;
  GtkWidget *header;
  GtkPopover *popover;

  window = sdm_window_new (GTK_APPLICATION (app));
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);

  /* The header bar is the top bar of the window's toolbar view. */
  g_assert_true (ADW_IS_TOOLBAR_VIEW (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))));
  header = gtk_widget_get_ancestor (GTK_WIDGET (sdm_test_header_bar (window)), ADW_TYPE_TOOLBAR_VIEW);
  g_assert_true (header == adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (ADW_IS_HEADER_BAR (sdm_test_header_bar (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sudominoku");

  /* The primary menu's popover is made after the first frame (not before it): the
   * window's menu, which F10 (gtk_menu_button_popup) shows. */
  g_assert_true (gtk_menu_button_get_primary (sdm_test_menu_button (window)));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (sdm_test_menu_button (window))));
  menu_window = window;
  g_assert_true (sdm_test_wait_until (has_menu));
  popover = gtk_menu_button_get_popover (sdm_test_menu_button (window));
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) == sdm_test_primary_menu (window));
  g_assert_cmpint (g_menu_model_get_n_items (sdm_test_primary_menu (window)), >, 0);
  gtk_menu_button_popup (sdm_test_menu_button (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (popover)))
    g_main_context_iteration (NULL, TRUE);
  gtk_menu_button_popdown (sdm_test_menu_button (window));
  g_assert_true (gtk_menu_button_get_popover (sdm_test_menu_button (window)) == popover);

  sdm_test_window_close (window);
}

static gboolean
idle (gpointer data)
{
  return !sdm_test_busy (SDM_WINDOW (data));
}

/* Opens a copy of @path named @name in a new folder (returned, for
 * sdm_test_remove_dir()), as a player opens a file of that name, and waits for it. */
static char *
open_copy_named (SdmWindow  *window,
                 const char *path,
                 const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *copy = NULL;
  g_autoptr(GFile) file = NULL;
  gsize length;
  char *dir = sdm_test_make_temp_dir ("sdm-window-XXXXXX");

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  copy = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (copy, text, length, &error));
  g_assert_no_error (error);
  file = g_file_new_for_path (copy);
  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_for (idle, window));
  /* The title says where it came from: in place of the grade until that is known, then
   * beside the time. */
  g_assert_true (g_strcmp0 (gtk_label_get_text (sdm_test_title_label (window)), name) == 0 ||
                 g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (sdm_test_source_label (window))), name) == 0);
  return dir;
}

/* Logs the minimum widths of the header bar's parts: what to look at when the window
 * no longer fits. */
static void
log_widths (GtkWidget  *widget,
            int         depth)
{
  int min, nat;

  if (!gtk_widget_get_visible (widget) || depth > 5)
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%*s%s: minimum %d, natural %d%s%s", 2 * depth, "", G_OBJECT_TYPE_NAME (widget), min, nat,
                  GTK_IS_LABEL (widget) ? " " : "", GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget)) : "");
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    log_widths (child, depth + 1);
}

static int
window_min_width (SdmWindow *window)
{
  int min_width;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  return min_width;
}

/* GNOME HIG: the main window, with a Sudominoku game (board, digit bar and the domino
 * palette) and the full set of window controls (minimize, maximize, close), fits a
 * 360 px wide phone screen, and the timer is still there to see. Measured on the
 * window itself: under Xvfb, without a compositor, that includes its 5 px frame. */
static void
test_window_fits_360 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autofree char *dir = NULL;
  g_autofree char *old_layout = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  SdmWindow *window;
  int min_width;

  g_object_get (settings, "gtk-decoration-layout", &old_layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", "menu:minimize,maximize,close", NULL);

  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  /* A long source name and a long game: neither may widen the window. */
  dir = open_copy_named (window, path, "a-puzzle-file-with-a-rather-long-name.txt");
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_cmpint (sdm_game_get_kind (sdm_window_get_game (window)), ==, SDM_KIND_SUDOMINOKU);

  min_width = window_min_width (window);
  log_widths (GTK_WIDGET (sdm_test_header_bar (window)), 0);
  g_test_message ("main window with a Sudominoku game and three window buttons: minimum width %d px", min_width);
  g_assert_cmpint (min_width, <=, 360);
  {
    int content_min;

    /* The window asks for 360 px (width-request) in any case: its content needs less. */
    gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)),
                        GTK_ORIENTATION_HORIZONTAL, -1, &content_min, NULL, NULL, NULL);
    g_test_message ("its content: minimum width %d px", content_min);
    g_assert_cmpint (content_min, <=, 350);
  }

  /* At that width the timer is shown whole. */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 760);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  while (gtk_widget_get_width (GTK_WIDGET (window)) > 360)
    g_main_context_iteration (NULL, TRUE);
  /* Crossing the narrow breakpoint takes one more frame. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sdm_test_timer_label (window))));
  g_assert_true (g_regex_match_simple ("^[0-9]+:[0-9][0-9]$", gtk_label_get_label (sdm_test_timer_label (window)), 0, 0));
  {
    int text_width;

    /* Not ellipsized, and as wide as its text. */
    g_assert_true (gtk_label_get_ellipsize (sdm_test_timer_label (window)) == PANGO_ELLIPSIZE_NONE);
    pango_layout_get_pixel_size (gtk_label_get_layout (sdm_test_timer_label (window)), &text_width, NULL);
    g_test_message ("timer: %d px allocated for %d px of text", gtk_widget_get_width (GTK_WIDGET (sdm_test_timer_label (window))), text_width);
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (sdm_test_timer_label (window))), >=, text_width);
  }

  /* Background work (a spinner and Cancel) does not widen it either. */
  gtk_widget_set_visible (sdm_test_busy_box (window), TRUE);
  g_assert_cmpint (window_min_width (window), <=, min_width);
  gtk_widget_set_visible (sdm_test_busy_box (window), FALSE);

  g_object_set (settings, "gtk-decoration-layout", old_layout, NULL);
  sdm_test_window_close (window);
  sdm_test_remove_dir (dir);
}

/* Whether @widget is a control: something a screen reader user reaches and acts on. */
static gboolean
is_control (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  return GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_SPINNER (widget)
         || role == GTK_ACCESSIBLE_ROLE_TOOLBAR || role == GTK_ACCESSIBLE_ROLE_GRID
         || SDM_IS_DOMINO_PALETTE (widget);
}

static void
check_labels (GtkWidget *widget,
              GString   *missing,
              guint     *checked)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (is_control (widget))
    {
      (*checked)++;
      if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
          && gtk_button_get_label (GTK_BUTTON (widget)) != NULL
          && strchr (gtk_button_get_label (GTK_BUTTON (widget)), '_') != NULL)
        {
          g_autofree char *raw = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                      gtk_button_get_label (GTK_BUTTON (widget)));

          /* NULL: the label is the text with its underscore. */
          if (raw == NULL)
            g_string_append_printf (missing, " %s(mnemonic %s)", G_OBJECT_TYPE_NAME (widget),
                                    gtk_button_get_label (GTK_BUTTON (widget)));
        }
      /* A label of its own, or the label it shows (GtkButton points at its GtkLabel): not
       * both, which GTK says one after the other ("1 1", test-accessible-names.c). */
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
          && !gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        g_string_append_printf (missing, " %s(%s)", G_OBJECT_TYPE_NAME (widget),
                                gtk_widget_get_tooltip_text (widget) ? gtk_widget_get_tooltip_text (widget) : "");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    check_labels (child, missing, checked);
}

/* A window presented, with @file's puzzle on its board. */
static SdmWindow *
window_on_file (GFile *file)
{
  SdmWindow *window = sdm_test_window_present (app);

  g_assert_true (sdm_test_wait_for (idle, window));
  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_for (idle, window));
  return window;
}

/* Issue 15: every control of the window with a Sudominoku game has a plain accessible
 * name (a label of its own or the label it shows), not a mnemonic label ("_Check") or the name of its class
 * ("GtkMenuButton", "AdwSqueezer", "SdmDigitBar"), which is what screen readers said. */
static void
test_accessible_labels (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) missing = g_string_new (NULL);
  SdmWindow *window;
  guint checked = 0;

  window = window_on_file (file);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  check_labels (GTK_WIDGET (window), missing, &checked);
  g_test_message ("%u controls checked", checked);
  if (missing->len > 0)
    g_error ("controls without an accessible label:%s", missing->str);
  g_assert_cmpuint (checked, >=, 20);
  /* The ones the issue named. */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (sdm_test_menu_button (window)), GTK_ACCESSIBLE_PROPERTY_LABEL, "Main Menu");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (sdm_test_digit_bar (window)), GTK_ACCESSIBLE_PROPERTY_LABEL, "Digits");
  sdm_test_window_close (window);
}

static SdmWindow *hint_window;

static gboolean
hint_shown (void)
{
  GtkWidget *hint = GTK_WIDGET (sdm_test_hint (hint_window));
  GObject *revealer = gtk_widget_get_template_child (hint, SDM_TYPE_HINT_CONTROLLER, "revealer");

  return sdm_hint_controller_get_level (SDM_HINT_CONTROLLER (hint)) > 0
         && gtk_revealer_get_child_revealed (GTK_REVEALER (revealer));
}

static gboolean
board_marked (void)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sdm_board_get_mark (sdm_test_board (hint_window), c) != 0)
      return TRUE;
  return FALSE;
}

/* Draws until the strips' revealers have run their transitions. */
static void
settle_strips (SdmWindow *window)
{
  for (int i = 0; i < 60; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

/* Sets the window's size and waits until it has it (and the strips have settled). */
static void
resize (SdmWindow *window,
        int        width,
        int        height)
{
  sdm_test_window_resize (window, width, height);
  settle_strips (window);
}

static graphene_rect_t
board_bounds (SdmWindow *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_board (window)), GTK_WIDGET (window), &bounds));
  return bounds;
}

/* Issues 15, 21 and 36: the board stays where it is, as large, while the hint shows (its
 * strip lies over the digit bar, or beside the board), and none of the cells the hint
 * marks lies under the strip. (It lay over the board's top or bottom rows; then it took
 * room under the page and the board jumped.) */
static void
test_board_stays_for_hint (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  graphene_rect_t before, after;
  SdmWindow *window;

  window = window_on_file (file);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  before = board_bounds (window);

  hint_window = window;
  sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL);
  g_assert_true (sdm_test_wait_until (hint_shown));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar"))));
  after = board_bounds (window);
  g_test_message ("board before the hint: %.0f,%.0f %.0f×%.0f; with it: %.0f,%.0f %.0f×%.0f",
                  before.origin.x, before.origin.y, before.size.width, before.size.height,
                  after.origin.x, after.origin.y, after.size.width, after.size.height);
  /* The board keeps its place and size. */
  g_assert_true (graphene_rect_equal (&after, &before));
  /* And the strip lies over none of the cells the hint marks. */
  {
    graphene_rect_t strip, digits, overlap;
    SdmBoardLayout l;
    guint n_marked = 0;

    /* The second rung marks the cells that prove it. */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "hint.more", NULL));
    g_assert_true (sdm_test_wait_until (board_marked));
    settle_strips (window);
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar")), GTK_WIDGET (window), &strip));
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_digit_bar (window)), GTK_WIDGET (window), &digits));
    g_test_message ("hint strip: %.0f,%.0f %.0f×%.0f; the digit bar starts at y %.0f",
                    strip.origin.x, strip.origin.y, strip.size.width, strip.size.height, digits.origin.y);
    after = board_bounds (window);
    g_assert_true (graphene_rect_equal (&after, &before));
    (void) overlap;
    sdm_board_get_layout (sdm_test_board (window), &l);
    for (int c = 0; c < SDM_N_CELLS; c++)
      if (sdm_board_get_mark (sdm_test_board (window), c) != 0)
        {
          graphene_rect_t cell, common;

          sdm_board_layout_cell_rect (&l, c, &cell);
          cell.origin.x += after.origin.x;
          cell.origin.y += after.origin.y;
          n_marked++;
          if (graphene_rect_intersection (&strip, &cell, &common) && common.size.height > 0.5 && common.size.width > 0.5)
            g_error ("the hint strip lies over marked cell r%dc%d", sdm_cell_row (c) + 1, sdm_cell_col (c) + 1);
        }
    g_test_message ("%u cells marked, none under the strip", n_marked);
    g_assert_cmpuint (n_marked, >, 0);
  }
  sdm_test_window_close (window);
}

/* On a phone held upright (360 x 720) neither the hint's first rung (three lines and a
 * row of buttons) nor its second (four lines) hides any of a Sudominoku's grid: the
 * strip has its own room under the page. (Over the page, with the grid centred, it lay
 * over the grid's bottom row.) */
static void
test_phone_hint_in_sight (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  graphene_rect_t before, strip, grid, overlap;
  SdmBoardLayout l;
  SdmWindow *window;

  window = window_on_file (file);
  resize (window, 360, 720);

  hint_window = window;
  sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL);
  g_assert_true (sdm_test_wait_until (hint_shown));
  /* The first rung: three lines and its buttons on a row of their own. */
  settle_strips (window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar")),
                                            GTK_WIDGET (window), &strip));
  sdm_board_get_layout (sdm_test_board (window), &l);
  before = board_bounds (window);
  grid = GRAPHENE_RECT_INIT (before.origin.x + l.x0, before.origin.y + l.y0, l.size, l.size);
  g_test_message ("360x720, first rung: hint strip %.0f..%.0f", strip.origin.y, strip.origin.y + strip.size.height);
  g_assert_false (graphene_rect_intersection (&strip, &grid, &overlap) && overlap.size.height > 0.5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "hint.more", NULL));
  g_assert_true (sdm_test_wait_until (board_marked));
  settle_strips (window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar")),
                                            GTK_WIDGET (window), &strip));
  {
    graphene_rect_t after = board_bounds (window);
    graphene_rect_t grid_after;

    sdm_board_get_layout (sdm_test_board (window), &l);
    grid_after = GRAPHENE_RECT_INIT (after.origin.x + l.x0, after.origin.y + l.y0, l.size, l.size);
    g_test_message ("360x720: window %dx%d, board %.0f..%.0f, grid %.0f..%.0f, hint strip %.0f..%.0f",
                    gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                    after.origin.y, after.origin.y + after.size.height, grid_after.origin.y,
                    grid_after.origin.y + grid_after.size.height, strip.origin.y, strip.origin.y + strip.size.height);
    /* Four lines. */
    g_assert_cmpfloat (strip.size.height, >, 80);
    g_assert_false (graphene_rect_intersection (&strip, &grid_after, &overlap) && overlap.size.height > 0.5);
    g_assert_false (graphene_rect_intersection (&strip, &after, &overlap) && overlap.size.height > 0.5);
  }
  sdm_test_window_close (window);
}

/* The strips take the room of the strips that show, and no more: a hidden strip adds no
 * gap, and with none showing they take no room and no clicks. On a phone-sized window
 * (360 x 640) Check's two-line message stays out of the grid even when the clash it marks
 * is in the top row. Each hidden strip used to add the box's 6 px spacing, and with none
 * showing the strips were an empty band 30 px tall over the page's top, which took the
 * clicks on the top row's upper part at 600 x 600. */
static void
test_strips_fit_what_shows (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *strips, *bar;
  graphene_rect_t board, strip, grid, overlap;
  SdmBoardLayout l;
  SdmWindow *window;
  SdmGame *game;
  int empty = -1;
  guint given = 0;

  window = window_on_file (file);
  resize (window, 360, 640);

  /* A clash in the top row: an empty cell there given a digit the row has. */
  game = sdm_window_get_game (window);
  for (int col = 0; col < 9; col++)
    {
      int c = sdm_cell (0, col);

      if (sdm_game_is_given (game, c))
        given = sdm_game_get_value (game, c);
      else if (empty < 0)
        empty = c;
    }
  g_assert_cmpint (empty, >=, 0);
  g_assert_cmpuint (given, >, 0);

  /* With no strip showing, the strips take no clicks either: a click on the top row's
   * upper edge reaches the board, at this size and at one where the grid is nearer the
   * page's top. */
  for (int size = 0; size < 2; size++)
    {
      if (size == 1)
        resize (window, 600, 600);
      board = board_bounds (window);
      sdm_board_get_layout (sdm_test_board (window), &l);
      for (int col = 0; col < 9; col++)
        {
          graphene_rect_t cell;
          GtkWidget *picked;

          sdm_board_layout_cell_rect (&l, sdm_cell (0, col), &cell);
          picked = gtk_widget_pick (GTK_WIDGET (window), board.origin.x + cell.origin.x + cell.size.width / 2,
                                    board.origin.y + cell.origin.y + 2, GTK_PICK_DEFAULT);
          if (col == 0)
            g_test_message ("%dx%d: the grid's top at y %.0f, picked there: %s",
                            gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                            board.origin.y + cell.origin.y, picked != NULL ? G_OBJECT_TYPE_NAME (picked) : "nothing");
          g_assert_true (picked == GTK_WIDGET (sdm_test_board (window)));
        }
    }
  resize (window, 360, 640);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", empty);
  gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.enter", "u", given);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.check", NULL));
  g_assert_true (sdm_test_wait_for (idle, window));
  g_assert_true (sdm_game_is_in_conflict (game, empty));
  settle_strips (window);

  /* The passing strips' box (the message's, the hint's), over the digit bar. */
  strips = GTK_WIDGET (SDM_TEST_VIEW_CHILD (window, "transient_box"));
  bar = GTK_WIDGET (sdm_test_message_bar (window));
  g_assert_true (gtk_widget_get_mapped (bar));
  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &strip));
  g_test_message ("360x640: message %.0f px tall, the strips %d px",
                  strip.size.height, gtk_widget_get_height (strips));
  /* 6 px above and below the one strip that shows. */
  g_assert_cmpint (gtk_widget_get_height (strips), ==, (int) strip.size.height + 12);

  board = board_bounds (window);
  sdm_board_get_layout (sdm_test_board (window), &l);
  grid = GRAPHENE_RECT_INIT (board.origin.x + l.x0, board.origin.y + l.y0, l.size, l.size);
  g_test_message ("360x640: grid %.0f..%.0f, message %.0f..%.0f", grid.origin.y,
                  grid.origin.y + grid.size.height, strip.origin.y, strip.origin.y + strip.size.height);
  g_assert_false (graphene_rect_intersection (&strip, &grid, &overlap) && overlap.size.height > 0.5);
  sdm_test_window_close (window);
}

/* A strip that stays open while the player types (the editor's, through a whole puzzle)
 * hides none of the board, wherever the selected cell is, and neither it nor the board
 * moves while the player types. At the default size (760 x 760) the editor's strip lay
 * over the top of row 1, then, with the top rows in use, over most of row 9: a click on
 * the sliver of row 9 left in sight linked it with row 8. */
static void
test_strips_leave_selected_in_sight (void)
{
  const int cells[] = { sdm_cell (0, 5), sdm_cell (1, 5), sdm_cell (4, 4), sdm_cell (8, 5), sdm_cell (7, 5), sdm_cell (0, 0) };
  graphene_rect_t before, first;
  GtkWidget *board, *bar;
  SdmWindow *window;

  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  resize (window, 760, 760);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudominoku")));
  g_assert_true (sdm_test_wait_for (idle, window));
  settle_strips (window);
  g_assert_true (sdm_test_strip_shown (GTK_WIDGET (sdm_test_editor (window))));
  board = GTK_WIDGET (sdm_test_board (window));
  bar = GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_editor (window)), "editor_bar"));
  before = board_bounds (window);
  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &first));

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      graphene_rect_t strip, bounds, overlap;
      int c = cells[i];

      gtk_widget_activate_action (board, "board.select", "i", c);
      gtk_widget_activate_action (board, "board.set-value", "u", 1 + i);
      settle_strips (window);
      g_assert_cmpuint (sdm_game_get_value (sdm_window_get_game (window), c), ==, 1 + i);
      g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &strip));
      bounds = board_bounds (window);
      g_test_message ("%dx%d: r%dc%d; the board %.0f..%.0f, the editor's strip %.0f..%.0f",
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                      sdm_cell_row (c) + 1, sdm_cell_col (c) + 1, bounds.origin.y,
                      bounds.origin.y + bounds.size.height, strip.origin.y, strip.origin.y + strip.size.height);
      g_assert_false (graphene_rect_intersection (&strip, &bounds, &overlap)
                      && overlap.size.height > 0.5 && overlap.size.width > 0.5);
      g_assert_true (graphene_rect_equal (&first, &strip));
      g_assert_true (graphene_rect_equal (&before, &bounds));
    }
  sdm_test_window_close (window);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The header's mapped buttons, by the actions they activate, sorted: "game.check game.hint ...". */
static char *
header_actions (SdmWindow *window)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *widget = GTK_WIDGET (sdm_test_header_bar (window));

  /* A walk of the header's tree without recursion: next sibling, or up and on. */
  for (GtkWidget *w = gtk_widget_get_first_child (widget); w != NULL && w != widget;)
    {
      if (gtk_widget_get_mapped (w) && GTK_IS_ACTIONABLE (w) && gtk_actionable_get_action_name (GTK_ACTIONABLE (w)) != NULL)
        g_ptr_array_add (names, (gpointer) gtk_actionable_get_action_name (GTK_ACTIONABLE (w)));
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != widget && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          if (w != widget)
            w = gtk_widget_get_next_sibling (w);
        }
    }
  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", (const char *) names->pdata[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}


/* Issue 15: the header shows the same buttons at every width and with any title (Solve
 * appeared only from about 1,200 px, Check turned from a word into an icon with the
 * subtitle's length). */
static void
test_header_predictable (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *narrow = NULL, *wide = NULL, *wide_long = NULL;
  g_autofree char *dir = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *old_layout = NULL;
  SdmWindow *window;

  g_object_get (settings, "gtk-decoration-layout", &old_layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", "menu:minimize,maximize,close", NULL);
  window = window_on_file (file);

  resize (window, 1260, 760);
  wide = header_actions (window);
  dir = open_copy_named (window, path, "a-puzzle-file-with-a-rather-long-name-for-the-title.txt");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  wide_long = header_actions (window);
  resize (window, 360, 760);
  narrow = header_actions (window);
  g_test_message ("header at 1260 px: %s; with a long title: %s; at 360 px: %s", wide, wide_long, narrow);
  g_assert_cmpstr (wide, ==, "game.check game.hint game.redo game.undo window.close window.minimize window.toggle-maximized");
  g_assert_cmpstr (wide_long, ==, wide);
  g_assert_cmpstr (narrow, ==, wide);

  g_object_set (settings, "gtk-decoration-layout", old_layout, NULL);
  sdm_test_window_close (window);
  sdm_test_remove_dir (dir);
}

/* Issue 15: the start view's header has none of a game's buttons (Undo, Redo, Hint,
 * Check), as GNOME Sudoku's start page; they come with the game and go with New Game,
 * which leaves Back to the game (here one without a move) in their place. */
static void
test_header_start_view (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *start = NULL, *game = NULL, *back = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *old_layout = NULL;
  SdmWindow *window;

  g_autofree char *saved = g_build_filename (g_get_user_data_dir (), "sudominoku", "current-game", NULL);

  g_object_get (settings, "gtk-decoration-layout", &old_layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", "menu:close", NULL);
  /* No game to restore: the window starts on the start view. */
  g_remove (saved);
  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "empty");
  start = header_actions (window);

  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_for (idle, window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  game = header_actions (window);

  sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "empty");
  back = header_actions (window);
  g_test_message ("header on the start view: %s; with a game: %s; after New Game: %s", start, game, back);
  g_assert_cmpstr (start, ==, "window.close");
  g_assert_cmpstr (game, ==, "game.check game.hint game.redo game.undo window.close");
  g_assert_cmpstr (back, ==, "win.back-to-game window.close");

  g_object_set (settings, "gtk-decoration-layout", old_layout, NULL);
  sdm_test_window_close (window);
}

/* Check that the items of one menu level (@menu and its sections) have different access keys
 * (Alt+letter reaches one item only), then each submenu the same way. Adds every label to
 * @labels and every action to @actions; returns the number of entries on this level. */
static guint
check_menu_level (GMenuModel *menu,
                  GString    *keys,
                  GString    *labels,
                  GPtrArray  *actions)
{
  guint n = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      const char *mark;

      if (section != NULL)
        n += check_menu_level (section, keys, labels, actions);
      if (!g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        continue;
      n++;
      mark = strchr (label, '_');
      g_assert_nonnull (mark);   /* every item of the main menu has an access key */
      for (const char *k = keys->str; *k; k = g_utf8_next_char (k))
        if (g_utf8_get_char (k) == g_unichar_tolower (g_utf8_get_char (mark + 1)))
          g_error ("access key '%c' used twice on one level of the main menu: %s … %s", *k, labels->str, label);
      g_string_append_unichar (keys, g_unichar_tolower (g_utf8_get_char (mark + 1)));
      g_string_append_printf (labels, "%s ", label);
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        g_ptr_array_add (actions, g_steal_pointer (&action));
      if (submenu != NULL)
        {
          g_autoptr(GString) sub_keys = g_string_new (NULL);

          check_menu_level (submenu, sub_keys, labels, actions);
        }
    }
  return n;
}

/* The main menu's access keys are all different on each level. */
static void
test_menu_access_keys (void)
{
  SdmWindow *window = g_object_ref_sink (sdm_window_new (GTK_APPLICATION (app)));
  g_autoptr(GString) keys = g_string_new (NULL);
  g_autoptr(GString) labels = g_string_new (NULL);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);

  check_menu_level (sdm_test_primary_menu (window), keys, labels, actions);
  g_test_message ("main menu: %s", labels->str);
  g_assert_cmpuint (actions->len, >=, 15);
  sdm_test_window_close (window);
}

/* A menu a player can read (GNOME HIG): at most ten entries on the first level, in sections,
 * and still every action the menu offered before, in a submenu where it is not on top. The
 * header's Hint button is the one way the menu no longer repeats. */
static void
test_menu_size (void)
{
  static const char *const offered[] = {
    "win.new-game", "win.pause", "game.restart", "game.solve", "game.fill-candidates",
    "game.clear-pencil-marks", "win.open", "win.paste", "win.copy-puzzle", "win.copy-position",
    "win.export", "win.print", "win.edit", "app.statistics", "app.preferences", "win.help",
    "win.tutorial", "win.show-help-overlay", "app.about",
  };
  SdmWindow *window = g_object_ref_sink (sdm_window_new (GTK_APPLICATION (app)));
  g_autoptr(GString) keys = g_string_new (NULL);
  g_autoptr(GString) labels = g_string_new (NULL);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  guint top = check_menu_level (sdm_test_primary_menu (window), keys, labels, actions);

  g_test_message ("first level: %u entries in %d sections", top,
                  g_menu_model_get_n_items (sdm_test_primary_menu (window)));
  g_assert_cmpuint (top, <=, 10);
  g_assert_cmpint (g_menu_model_get_n_items (sdm_test_primary_menu (window)), >=, 3);
  for (guint i = 0; i < G_N_ELEMENTS (offered); i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < actions->len && !found; j++)
        found = g_str_equal (offered[i], g_ptr_array_index (actions, j));
      if (!found)
        g_error ("%s is no longer in the main menu", offered[i]);
    }
  sdm_test_window_close (window);
}

/* Every mapped label's access key under @widget, as "key label" lines in @labels. */
static void
collect_mnemonics (GtkWidget *widget,
                   GArray    *keys,
                   GString   *labels)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)))
    {
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)));

      if (key != GDK_KEY_VoidSymbol)
        {
          g_array_append_val (keys, key);
          g_string_append_printf (labels, "%s, ", gtk_label_get_label (GTK_LABEL (widget)));
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, keys, labels);
}

/* The start view with an error above it (a file that could not be opened): each Alt+letter
 * reaches one control only. "Su_dominoku" and the error's "_Details" once shared Alt+D. */
static void
test_start_view_access_keys (void)
{
  g_autofree char *saved = g_build_filename (g_get_user_data_dir (), "sudominoku", "current-game", NULL);
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) labels = g_string_new (NULL);
  SdmWindow *window;

  g_remove (saved);
  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sdm_test_stack (window)), ==, "empty");
  sdm_window_show_error (window, "Could not open the file", "Could not open", "a.txt:1:1: error");
  while (!gtk_revealer_get_child_revealed (sdm_test_message_revealer (window)))
    g_main_context_iteration (NULL, TRUE);

  collect_mnemonics (GTK_WIDGET (window), keys, labels);
  g_test_message ("access keys on the start view: %s", labels->str);
  g_assert_cmpuint (keys->len, >=, 11);   /* two kinds, five difficulties, Start, Open, Paste, Details */
  g_assert_nonnull (strstr (labels->str, "_Details"));
  for (guint i = 0; i < keys->len; i++)
    for (guint j = i + 1; j < keys->len; j++)
      if (g_array_index (keys, guint, i) == g_array_index (keys, guint, j))
        g_error ("access key '%s' used twice on the start view: %s",
                 gdk_keyval_name (g_array_index (keys, guint, i)), labels->str);
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.message-close", NULL));
  sdm_test_window_close (window);
}

/* Every SdmMessageBar under @widget. */
static void
collect_message_bars (GtkWidget *widget,
                      GPtrArray *bars)
{
  if (SDM_IS_MESSAGE_BAR (widget))
    g_ptr_array_add (bars, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_message_bars (child, bars);
}

static gboolean
bar_drawn (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_height (data) > 0;
}

/* The strips over the board (the window's messages, the hint, the editor's verdict, the
 * guide) are hidden while closed, so that layout never measures their text nor loads their
 * icons (issue 22: ~40 M instructions before the first frame); a message shows its bar
 * from the start of its opening to the end of its closing. None of their bars is even
 * built before it first shows: the hint's, the editor's and the guide's strips (3.7 M
 * more), nor the window's own (1.1 M). */
static void
test_closed_strips_hidden (void)
{
  g_autoptr(GPtrArray) bars = g_ptr_array_new ();
  GtkRevealer *revealer;
  GtkWidget *bar;
  SdmWindow *window;

  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  revealer = sdm_test_message_revealer (window);
  collect_message_bars (GTK_WIDGET (window), bars);
  g_assert_cmpuint (bars->len, ==, 0);
  g_assert_null (gtk_revealer_get_child (revealer));
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (sdm_test_hint (window))));
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (sdm_test_editor (window))));
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (sdm_test_tutorial (window))));

  sdm_window_show_error (window, "Could not open the file", "Could not open", "a.txt:1:1: error");
  bar = GTK_WIDGET (sdm_test_message_bar (window));
  collect_message_bars (GTK_WIDGET (window), bars);
  g_assert_cmpuint (bars->len, ==, 1);
  g_assert_true (g_ptr_array_index (bars, 0) == bar);
  g_assert_true (gtk_widget_get_visible (bar));
  while (!gtk_revealer_get_child_revealed (revealer))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sdm_test_wait_for (bar_drawn, bar));

  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.message-close", NULL));
  while (gtk_revealer_get_child_revealed (revealer))
    {
      g_assert_true (gtk_widget_get_visible (bar));
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (gtk_widget_get_visible (bar));
  sdm_test_window_close (window);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static gboolean
graded (gpointer data)
{
  return !sdm_test_difficulty_is (SDM_WINDOW (data), NULL);
}

/* The window's properties say what the player sees: "game" is the game on the board and
 * tells when another comes; "difficulty" is the grade the title shows, NULL until it is
 * known; "game-store" and "library" are the window's for its life. */
static void
test_properties (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-sudoku.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SdmGame) game = NULL;
  g_autofree char *difficulty = NULL;
  SdmGameStore *store;
  SdmGameLibrary *library;
  SdmWindow *window;
  guint n_game = 0, n_difficulty = 0;

  window = sdm_test_window_present (app);
  g_assert_true (sdm_test_wait_for (idle, window));
  store = sdm_test_store (window);
  library = sdm_test_library (window);
  g_assert_true (SDM_IS_GAME_STORE (store));
  g_assert_true (SDM_IS_GAME_LIBRARY (library));
  g_signal_connect (window, "notify::game", G_CALLBACK (count_notify), &n_game);
  g_signal_connect (window, "notify::difficulty", G_CALLBACK (count_notify), &n_difficulty);

  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_for (idle, window));
  g_object_get (window, "game", &game, NULL);
  g_assert_nonnull (game);
  g_assert_true (game == sdm_window_get_game (window));
  g_assert_cmpuint (n_game, ==, 1);

  g_assert_true (sdm_test_wait_for (graded, window));
  g_assert_cmpuint (n_difficulty, >=, 1);
  g_object_get (window, "difficulty", &difficulty, NULL);
  g_assert_cmpstr (difficulty, ==, gtk_label_get_text (sdm_test_title_label (window)));

  /* New Game: no game on the board, and no grade. */
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_null (sdm_window_get_game (window));
  g_assert_cmpuint (n_game, ==, 2);
  g_assert_true (sdm_test_difficulty_is (window, NULL));
  g_assert_true (sdm_test_store (window) == store);
  g_assert_true (sdm_test_library (window) == library);

  g_signal_handlers_disconnect_by_func (window, count_notify, &n_game);
  g_signal_handlers_disconnect_by_func (window, count_notify, &n_difficulty);
  sdm_test_window_close (window);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_func ("/window/present-and-finalize", test_window_presents_and_finalizes);
  g_test_add_func ("/window/fits-360", test_window_fits_360);
  g_test_add_func ("/window/properties", test_properties);
  g_test_add_func ("/window/accessible-labels", test_accessible_labels);
  g_test_add_func ("/window/board-stays-for-hint", test_board_stays_for_hint);
  g_test_add_func ("/window/phone-hint-in-sight", test_phone_hint_in_sight);
  g_test_add_func ("/window/strips-fit-what-shows", test_strips_fit_what_shows);
  g_test_add_func ("/window/strips-leave-selected-in-sight", test_strips_leave_selected_in_sight);
  g_test_add_func ("/window/header-predictable", test_header_predictable);
  g_test_add_func ("/window/header-start-view", test_header_start_view);
  g_test_add_func ("/window/start-view-access-keys", test_start_view_access_keys);
  g_test_add_func ("/window/closed-strips-hidden", test_closed_strips_hidden);
  /* Last: a window never shown whose menu popped up leaves a GTK 4.8 handler behind that
   * the next window presented trips on ("invalid unclassed pointer in cast to 'GtkWindow'");
   * the app never pops a menu up in a window it has not shown. */
  g_test_add_func ("/window/menu-on-demand", test_menu_on_demand);
  g_test_add_func ("/window/menu-access-keys", test_menu_access_keys);
  g_test_add_func ("/window/menu-size", test_menu_size);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
