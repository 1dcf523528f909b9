/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-strips.c: the strips of the game page (the editor's verdict, the guide's
 * step, the hint, the window's messages) never lie over the board (the modes' take a room
 * of their own, the passing ones lie over the digit bar or beside the board), and what
 * opens over the page on a phone stays put.
 *
 * - At 360×640, 760×760, 1000×740, 1366×768 and 1024×600, with each strip showing: the
 *   board widget's allocation and the strip's do not meet, the grid (all 81 cells) lies
 *   inside the board's allocation, and a real click (xdotool) at the centre of a cell of
 *   row 9 selects that cell and links nothing. (At 760×760 the editor's strip, moved to
 *   the bottom while the top rows were in use, lay over most of row 9: a click on the
 *   sliver left of it landed in the line zone between rows 8 and 9 and linked the two.)
 * - Statistics at a phone's width: the sheet is as tall as its content laid out at that
 *   width, so nothing scrolls (it was measured with its intro line on one row: 21 px to
 *   scroll at 360 px).
 * - The guide at a phone's width: its Next button stays in one place on every step (it
 *   went beside the text on one step and under it on the next, by the text's length).
 *
 * With SDM_STRIP_SHOTS=FOLDER each case is also drawn into FOLDER (light; a few dark).
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <adwaita.h>

#include "sdm-board.h"
#include "sdm-message-bar.h"
#include "sdm-statistics-dialog.h"
#include "sdm-tutorial.h"
#include "sdm-test-utils.h"
#include "sdm-test-window.h"

static SdmApplication *app;
static SdmWindow *window;

typedef struct {
  int width, height;
} Size;

static const Size sizes[] = { { 360, 640 }, { 760, 760 }, { 1000, 740 }, { 1366, 768 }, { 1024, 600 } };

typedef enum {
  STRIP_EDITOR,
  STRIP_GUIDE,
  STRIP_HINT,
  STRIP_MESSAGE,
  N_STRIPS
} Strip;

static const char *const strip_names[] = { "editor", "guide", "hint", "message" };

static gboolean
idle (void)
{
  return !sdm_test_busy (window);
}

/* Draws until the revealers' transitions have run. */
static void
settle (void)
{
  for (int i = 0; i < 40; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

static void
shoot (GtkWidget  *widget,
       const char *name)
{
  const char *folder = g_getenv ("SDM_STRIP_SHOTS");
  g_autofree char *path = NULL;
  g_autoptr(SdmTestFrame) frame = NULL;

  if (folder == NULL)
    return;
  path = g_strdup_printf ("%s/%s.png", folder, name);
  frame = sdm_test_grab_frame (widget, "strips");
  g_assert_cmpint (cairo_surface_write_to_png (frame->surface, path), ==, CAIRO_STATUS_SUCCESS);
}

static void
set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* ------------------------------------------------------------------------------------ */
/* Real clicks                                                                          */

/* Lets GTK take the click the X server has for it: until @cell is selected or its
 * partner is no longer @partner, or 3 s have gone. */
static void
wait_for_click (int cell,
                int partner)
{
  gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end
         && sdm_board_get_selected (sdm_test_board (window)) != cell
         && sdm_game_get_partner (sdm_window_get_game (window), cell) == partner)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A click of the X server's pointer at (@x, @y) of the window. */
static void
click_at (double x,
          double y)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *args = NULL;
  double dx, dy;

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  args = g_strdup_printf ("mousemove --window %lu %d %d click 1", gdk_x11_surface_get_xid (surface),
                          (int) (x + dx), (int) (y + dy));
  sdm_test_xdotool (args);
}

/* ------------------------------------------------------------------------------------ */
/* The board and the strips                                                             */

static void
open_window (const Size *size)
{
  window = sdm_window_new (GTK_APPLICATION (app));
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  sdm_test_window_resize (window, size->width, size->height);
  g_assert_true (sdm_test_wait_until (idle));
  settle ();
}

static GtkWidget *
strip_bar (Strip strip)
{
  switch (strip)
    {
    case STRIP_EDITOR:
      return GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_editor (window)), "editor_bar"));
    case STRIP_GUIDE:
      return GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_tutorial (window)), "tutorial_bar"));
    case STRIP_HINT:
      return GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_hint (window)), "hint_bar"));
    case STRIP_MESSAGE:
    case N_STRIPS:
    default:
      return GTK_WIDGET (sdm_test_message_bar (window));
    }
}

static gboolean
hint_level_shown (void)
{
  return sdm_hint_controller_get_level (sdm_test_hint (window)) > 0;
}

/* Opens a Sudominoku from the test data, its top rows in use. */
static void
open_sudominoku (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "cases", "001-n10-random.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  sdm_window_open_file (window, file);
  g_assert_true (sdm_test_wait_until (idle));
  g_assert_true (sdm_test_activate (GTK_WIDGET (sdm_test_board (window)), "board.select",
                                    g_variant_new_int32 (sdm_cell (0, 0))));
}

/* Shows @strip on a Sudominoku, the way a player opens it; the editor's while the top row
 * is in use (its first cell selected, a digit typed there). */
static void
show_strip (Strip strip)
{
  GtkWidget *board = GTK_WIDGET (sdm_test_board (window));

  switch (strip)
    {
    case STRIP_EDITOR:
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudominoku")));
      g_assert_true (sdm_test_wait_until (idle));
      g_assert_true (sdm_test_activate (board, "board.select", g_variant_new_int32 (sdm_cell (0, 4))));
      g_assert_true (sdm_test_activate (board, "board.set-value", g_variant_new_uint32 (5)));
      break;
    case STRIP_GUIDE:
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL));
      break;
    case STRIP_HINT:
    case STRIP_MESSAGE:
    case N_STRIPS:
    default:
      {
        open_sudominoku ();
        if (strip == STRIP_HINT)
          {
            g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.hint", NULL));
            g_assert_true (sdm_test_wait_until (hint_level_shown));
            g_assert_true (sdm_test_wait_until (idle));
          }
        else
          sdm_window_show_error (window, "This puzzle has more than one solution: Check can only find rule "
                                 "clashes, and the hint explains only what follows from the digits on the board",
                                 "Heading", "details");
      }
      break;
    }
  g_assert_true (sdm_test_wait_until (idle));
  settle ();
}

static void
test_board_clear_of_strips (void)
{
  g_autoptr(GString) failures = g_string_new (NULL);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (Strip strip = 0; strip < N_STRIPS; strip++)
      {
        const Size *size = &sizes[s];
        GtkWidget *board, *bar, *palette;
        graphene_rect_t b, r, overlap, before, p;
        /* A wide window has the palette beside the board, and the strips in its column. */
        gboolean wide = size->width * 3 >= size->height * 4;
        SdmBoardLayout l;
        gboolean grid_inside;
        int cell = sdm_cell (8, 4), partner;
        graphene_rect_t c;
        g_autofree char *name = NULL;

        set_dark (strip == STRIP_EDITOR && size->width == 760);
        open_window (size);
        /* The board of a Sudominoku with no strip showing. */
        open_sudominoku ();
        settle ();
        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sdm_test_board (window)), GTK_WIDGET (window), &before));
        show_strip (strip);
        board = GTK_WIDGET (sdm_test_board (window));
        bar = strip_bar (strip);
        g_assert_true (gtk_widget_get_mapped (bar));
        name = g_strdup_printf ("%dx%d-%s%s", size->width, size->height, strip_names[strip],
                                strip == STRIP_EDITOR && size->width == 760 ? "-dark" : "");
        shoot (GTK_WIDGET (window), name);

        g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &b));
        g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &r));
        sdm_board_get_layout (SDM_BOARD (board), &l);
        grid_inside = l.x0 >= 0 && l.y0 >= 0 && l.x0 + l.size <= b.size.width + 0.5
                      && l.y0 + l.size <= b.size.height + 0.5;
        g_test_message ("%dx%d %s: board %.0f,%.0f %.0f×%.0f, grid %d,%d %d, strip %.0f,%.0f %.0f×%.0f",
                        size->width, size->height, strip_names[strip], b.origin.x, b.origin.y,
                        b.size.width, b.size.height, l.x0, l.y0, l.size,
                        r.origin.x, r.origin.y, r.size.width, r.size.height);
        if (graphene_rect_intersection (&b, &r, &overlap) && overlap.size.width > 0.5 && overlap.size.height > 0.5)
          g_string_append_printf (failures, "\n%dx%d %s: the strip lies over the board (%.0f×%.0f px)",
                                  size->width, size->height, strip_names[strip], overlap.size.width, overlap.size.height);
        if (!grid_inside)
          g_string_append_printf (failures, "\n%dx%d %s: the grid is not inside the board's allocation",
                                  size->width, size->height, strip_names[strip]);
        /* The guide's and the editor's strips lie over none of the palette, whose tiles
         * they ask for; a passing strip (a hint, a message) may lie over its last row on
         * a phone while it shows, over the digit bar (issue 36: the board stays put). */
        palette = GTK_WIDGET (SDM_TEST_VIEW_CHILD (window, "palette"));
        if ((strip == STRIP_EDITOR || strip == STRIP_GUIDE) && gtk_widget_get_mapped (palette) && gtk_widget_compute_bounds (palette, GTK_WIDGET (window), &p)
            && graphene_rect_intersection (&p, &r, &overlap) && overlap.size.width > 0.5 && overlap.size.height > 0.5)
          g_string_append_printf (failures, "\n%dx%d %s: the strip lies over the palette (%.0f×%.0f px)",
                                  size->width, size->height, strip_names[strip], overlap.size.width, overlap.size.height);
        /* Beside the board a strip takes none of its room: the board keeps its place and
         * its size (issue 21). */
        if (wide && !graphene_rect_equal (&before, &b))
          g_string_append_printf (failures, "\n%dx%d %s: the board went from %.0f,%.0f %.0f×%.0f to %.0f,%.0f %.0f×%.0f",
                                  size->width, size->height, strip_names[strip],
                                  before.origin.x, before.origin.y, before.size.width, before.size.height,
                                  b.origin.x, b.origin.y, b.size.width, b.size.height);

        /* A real click at the centre of r9c5 selects it and links nothing (the guide's
         * puzzle has a domino there already: it stays as it is). */
        partner = sdm_game_get_partner (sdm_window_get_game (window), cell);
        sdm_board_layout_cell_rect (&l, cell, &c);
        click_at (b.origin.x + c.origin.x + c.size.width / 2, b.origin.y + c.origin.y + c.size.height / 2);
        wait_for_click (cell, partner);
        if (sdm_board_get_selected (SDM_BOARD (board)) != cell)
          g_string_append_printf (failures, "\n%dx%d %s: a click at the centre of r9c5 selected cell %d",
                                  size->width, size->height, strip_names[strip],
                                  sdm_board_get_selected (SDM_BOARD (board)));
        if (sdm_game_get_partner (sdm_window_get_game (window), cell) != partner)
          g_string_append_printf (failures, "\n%dx%d %s: a click at the centre of r9c5 linked or unlinked it",
                                  size->width, size->height, strip_names[strip]);
        sdm_test_window_close (window);
        window = NULL;
      }
  set_dark (FALSE);
  if (failures->len > 0)
    g_error ("strips:%s", failures->str);
}

/* ------------------------------------------------------------------------------------ */
/* Statistics on a phone                                                                */

static AdwDialog *stats;

static gboolean
stats_shown (void)
{
  stats = sdm_test_find_dialog (SDM_TYPE_STATISTICS_DIALOG);
  return stats != NULL && gtk_widget_get_mapped (GTK_WIDGET (stats))
         && gtk_widget_get_height (GTK_WIDGET (stats)) > 0;
}

static gboolean
stats_gone (void)
{
  return sdm_test_find_dialog (SDM_TYPE_STATISTICS_DIALOG) == NULL;
}

static void
test_statistics_phone (void)
{
  GtkWidget *scrolled;
  GtkAdjustment *adj;

  set_dark (TRUE);
  open_window (&(Size) { 370, 640 });
  /* A player's first games: a row in each list. */
  g_assert_true (sdm_statistics_game_started (sdm_test_statistics (window), SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY, NULL));
  g_assert_true (sdm_statistics_game_finished (sdm_test_statistics (window), SDM_KIND_SUDOKU, SDM_DIFFICULTY_EASY,
                                               125, FALSE, NULL, NULL));
  g_assert_true (sdm_statistics_game_started (sdm_test_statistics (window), SDM_KIND_SUDOMINOKU,
                                              SDM_DIFFICULTY_MEDIUM, NULL));
  g_action_activate (g_action_map_lookup_action (G_ACTION_MAP (app), "statistics"), NULL);
  g_assert_true (sdm_test_wait_until (stats_shown));
  settle ();
  shoot (GTK_WIDGET (window), "370x640-statistics-dark");
  set_dark (FALSE);
  settle ();
  shoot (GTK_WIDGET (window), "370x640-statistics");
  /* The sheet's own scrolled window, the first one in it (the tables have theirs inside). */
  scrolled = sdm_test_find_widget (GTK_WIDGET (stats), GTK_TYPE_SCROLLED_WINDOW, NULL, NULL);
  g_assert_nonnull (scrolled);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_test_message ("370x640 statistics: sheet %d px, the scrolled window %d px, upper %.0f, page %.0f",
                  gtk_widget_get_height (GTK_WIDGET (stats)), gtk_widget_get_height (scrolled),
                  gtk_adjustment_get_upper (adj), gtk_adjustment_get_page_size (adj));
  /* It fits the window (the sheet's page is shorter than its content could be): nothing
   * to scroll. */
  g_assert_cmpfloat (gtk_adjustment_get_page_size (adj), <, gtk_widget_get_height (GTK_WIDGET (window)) - 100);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj), ==, 0);
  /* On a wider window, floating, the tables again, as wide as before. */
  sdm_test_window_resize (window, 760, 760);
  settle ();
  shoot (GTK_WIDGET (window), "760x760-statistics");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sdm_statistics_dialog_get_table (SDM_STATISTICS_DIALOG (stats), SDM_KIND_SUDOKU))));
  g_test_message ("760x760 statistics: the scrolled window %d px wide, upper %.0f, page %.0f",
                  gtk_widget_get_width (scrolled), gtk_adjustment_get_upper (adj), gtk_adjustment_get_page_size (adj));
  g_assert_cmpint (gtk_widget_get_width (scrolled), >=, 600);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj), ==, 0);
  g_assert_true (adw_dialog_close (stats));
  g_assert_true (sdm_test_wait_until (stats_gone));
  sdm_test_window_close (window);
  window = NULL;
}

/* ------------------------------------------------------------------------------------ */
/* The guide's Next on a phone                                                          */

static gboolean
guide_waiting_done (void)
{
  return sdm_tutorial_controller_get_guide (sdm_test_tutorial (window)) != NULL
         && sdm_tutorial_get_finished (sdm_tutorial_controller_get_guide (sdm_test_tutorial (window)));
}

static void
test_guide_next_steady (void)
{
  GtkWidget *bar, *next, *label;
  SdmTutorial *guide;
  SdmGame *game;
  double first_x = -1;
  gboolean first_below = FALSE;
  int domino, a, b, da, db;

  open_window (&(Size) { 370, 640 });
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.tutorial", NULL));
  g_assert_true (sdm_test_wait_until (idle));
  guide = sdm_tutorial_controller_get_guide (sdm_test_tutorial (window));
  g_assert_nonnull (guide);
  game = sdm_window_get_game (window);
  bar = GTK_WIDGET (sdm_test_strip_bar (GTK_WIDGET (sdm_test_tutorial (window)), "tutorial_bar"));
  next = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (sdm_test_tutorial (window)),
                                                    SDM_TYPE_TUTORIAL_CONTROLLER, "next_button"));
  label = GTK_WIDGET (gtk_widget_get_template_child (bar, SDM_TYPE_MESSAGE_BAR, "label"));

  for (int step = 0; ; step++)
    {
      graphene_rect_t n, t;
      gboolean below;
      g_autofree char *name = g_strdup_printf ("370x640-guide-step%d", step);

      settle ();
      shoot (GTK_WIDGET (window), name);
      g_assert_true (gtk_widget_compute_bounds (next, GTK_WIDGET (window), &n));
      g_assert_true (gtk_widget_compute_bounds (label, GTK_WIDGET (window), &t));
      below = n.origin.y >= t.origin.y + t.size.height;
      g_test_message ("step %d (%s): Next at %.0f,%.0f, the text %.0f..%.0f: %s it",
                      step, sdm_tutorial_get_text (guide), n.origin.x, n.origin.y, t.origin.y,
                      t.origin.y + t.size.height, below ? "under" : "beside");
      if (step == 0)
        {
          first_x = n.origin.x;
          first_below = below;
        }
      else
        {
          g_assert_cmpfloat (n.origin.x, ==, first_x);
          g_assert_cmpint (below, ==, first_below);
        }
      if (sdm_tutorial_get_finished (guide))
        break;
      if (sdm_tutorial_get_waiting (guide))
        {
          /* The step that asks for the move: the player places the pair. */
          g_assert_true (sdm_tutorial_find_single_place (game, &domino, &a, &b));
          sdm_domino_digits (domino, &da, &db);
          g_assert_true (sdm_game_set_value (game, a, da, NULL));
          g_assert_true (sdm_game_set_value (game, b, db, NULL));
          g_assert_true (sdm_game_toggle_link (game, a, b, NULL));
          g_assert_true (sdm_test_wait_until (guide_waiting_done));
        }
      else
        g_assert_true (sdm_test_activate (GTK_WIDGET (window), "tutorial.next", NULL));
      g_assert_cmpint (step, <, 20);
    }
  sdm_test_window_close (window);
  window = NULL;
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_func ("/window-strips/board-clear-of-strips", test_board_clear_of_strips);
  g_test_add_func ("/window-strips/statistics-phone", test_statistics_phone);
  g_test_add_func ("/window-strips/guide-next-steady", test_guide_next_steady);

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
