/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-layout.c: the board is the hero (issue 21). The real window at the sizes a player
 * meets (a phone, 360×640; the default, 760×760; a window on a laptop, 1000×740; a laptop
 * screen, 1366×768; a netbook's, 1024×600, where the start view's five difficulties in even
 * columns took a third row and pushed Start out), with a
 * classic game, a Sudominoku and the start view, each without and with a message showing.
 * Measured on the widgets' allocations:
 *
 * - classic at 760×760: the board's side is at least 90 % of min(width, the height left
 *   under the header and above the digit bar);
 * - Sudominoku at 1366×768: the palette is beside the board, and the board at least 600 px;
 * - both kinds at 1000×740: the board's side at least 90 % of the height left (and the
 *   palette beside it);
 * - 360×640, both kinds: the board at least 340 px, and the digit bar and the palette
 *   wholly inside the window;
 * - no size: a message showing (one of three lines) lies over the board's grid, and the
 *   board keeps its place and size while it shows (issue 36: it lies over the digit bar,
 *   or beside the board where the room is to spare);
 * - /layout/board-steady: at 360×640, 760×760, 1000×740 and 1366×768, for both kinds, the
 *   grid's bounds before, during and after a message, each rung of a hint and Check's
 *   verdict are the same; through every step of the guided puzzle and while Type In's
 *   verdict changes they are those of the mode's first frame (entering and leaving a mode
 *   may move it once); Type In's very first frame drawn has the grid and the digit bar where
 *   they settle. Every figure is printed;
 * - the start view: its Start button inside the window from 600 px high (below, it scrolls);
 * - at the window's smallest size, 360×480, the controls inside it (the start view
 *   scrolls there).
 *
 * It prints a table of what it measured (TAP comments). With SDM_LAYOUT_SHOTS=FOLDER it also
 * draws each case into FOLDER/WxH-VIEW-MESSAGE-SCHEME.png, light and dark.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <adwaita.h>

#include "sdm-board.h"
#include "sdm-start-view.h"
#include "sdm-tutorial.h"
#include "sdm-tutorial-controller.h"
#include "sdm-test-window.h"
#include "sdm-test-utils.h"

static SdmApplication *app;
static SdmWindow *window;

typedef enum {
  VIEW_START,
  VIEW_SUDOKU,
  VIEW_SUDOMINOKU,
} View;

static const char *const view_names[] = { "start", "sudoku", "sudominoku" };

typedef struct {
  int width, height;
} Size;

/* And the window's smallest size, where nothing may be cut off or warned about. */
static const Size sizes[] = { { 360, 640 }, { 360, 720 }, { 760, 760 }, { 1000, 740 }, { 1366, 768 }, { 1024, 600 }, { 360, 480 } };

/* Long enough for three lines at 360 px. */
#define LONG_MESSAGE "This puzzle has more than one solution: Check can only find rule clashes, " \
                     "and the hint explains only what follows from the digits on the board"

static gboolean
idle (void)
{
  return !sdm_test_busy (window);
}

static GtkWidget *
child (const char *name)
{
  GtkWidget *widget = GTK_WIDGET (sdm_test_child (window, name));

  g_assert_nonnull (widget);
  return widget;
}

static graphene_rect_t
bounds (GtkWidget *widget)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &rect));
  return rect;
}

/* The board's grid as it is drawn: a square inside the board widget's allocation. */
static graphene_rect_t
grid_bounds (void)
{
  graphene_rect_t board = bounds (child ("board"));
  SdmBoardLayout layout;

  sdm_board_get_layout (SDM_BOARD (child ("board")), &layout);
  return GRAPHENE_RECT_INIT (board.origin.x + layout.x0, board.origin.y + layout.y0, layout.size, layout.size);
}

static void
settle (void)
{
  /* A revealer's transition takes a few frames: draw until none is running. */
  for (int i = 0; i < 60; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

static gboolean
is_sized (gpointer data)
{
  const Size *size = data;

  /* The default size counts the frame of a window without a compositor: a few pixels. */
  return ABS (gtk_widget_get_width (GTK_WIDGET (window)) - size->width) <= 10
         && ABS (gtk_widget_get_height (GTK_WIDGET (window)) - size->height) <= 10;
}

static void
open_window (const Size *size)
{
  window = sdm_window_new (GTK_APPLICATION (app));
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  if (!sdm_test_wait_for (is_sized, (gpointer) size))
    g_error ("the window is %d×%d, not %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
             gtk_widget_get_height (GTK_WIDGET (window)), size->width, size->height);
  g_assert_true (sdm_test_wait_until (idle));
  settle ();
}

static void
show_view (View view)
{
  const char *fixture[] = { NULL, "play-sudoku.txt", "sudominoku/cases/001-n10-random.in" };

  if (view == VIEW_START)
    {
      if (sdm_window_get_game (window) != NULL)
        g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.new-game", NULL));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child ("stack"))), ==, "empty");
    }
  else
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", fixture[view], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      sdm_window_open_file (window, file);
      g_assert_true (sdm_test_wait_until (idle));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child ("stack"))), ==, "game");
    }
  settle ();
}

/* What the table shows for one window size, view and message. */
typedef struct {
  const Size *size;
  View        view;
  gboolean    message;
  graphene_rect_t grid;       /* the board as drawn */
  double      height_left;    /* under the header and above the digit bar (and palette) */
  double      digit_bottom;   /* the digit bar's and the palette's lowest edge */
  gboolean    palette_beside; /* the palette's left edge right of the board's grid */
  double      start_bottom;   /* the Start button's lowest edge */
  double      message_h;      /* the message strip's height, when it shows */
  gboolean    message_covers; /* the strip lies over the digit bar or the palette */
  gboolean    message_on_grid; /* the strip lies over the board's grid, or beside it over
                                * the board widget where no room is to spare there */
  int         window_w, window_h; /* as allocated */
  double      pencil_px;      /* the size pencil marks are drawn at */
  gboolean    title_cut;      /* the title (the grade) ellipsized */
} Row;

static gboolean
intersects (graphene_rect_t *a,
            graphene_rect_t *b)
{
  graphene_rect_t r;

  return graphene_rect_intersection (a, b, &r) && r.size.width > 0.5 && r.size.height > 0.5;
}

static void
measure (Row *row)
{
  graphene_rect_t header = bounds (child ("header_bar"));

  row->window_w = gtk_widget_get_width (GTK_WIDGET (window));
  row->window_h = gtk_widget_get_height (GTK_WIDGET (window));

  if (row->view == VIEW_START)
    {
      GtkWidget *start = sdm_test_find_widget (GTK_WIDGET (window), SDM_TYPE_START_VIEW, NULL, NULL);
      GtkWidget *button;
      graphene_rect_t b;

      g_assert_nonnull (start);
      button = GTK_WIDGET (gtk_widget_get_template_child (start, SDM_TYPE_START_VIEW, "start_button"));
      b = bounds (button);
      row->start_bottom = b.origin.y + b.size.height;
    }
  else
    {
      graphene_rect_t digits = bounds (child ("digit_bar"));
      double top = digits.origin.y, bottom = digits.origin.y + digits.size.height;

      row->grid = grid_bounds ();
      row->pencil_px = sdm_board_get_pencil_size (SDM_BOARD (child ("board")));
      row->title_cut = pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (child ("title_label"))));
      if (row->view == VIEW_SUDOMINOKU)
        {
          graphene_rect_t palette = bounds (child ("palette"));

          row->palette_beside = palette.origin.x >= row->grid.origin.x + row->grid.size.width;
          if (!row->palette_beside)
            top = MIN (top, palette.origin.y);
          bottom = MAX (bottom, palette.origin.y + palette.size.height);
        }
      row->height_left = top - (header.origin.y + header.size.height);
      row->digit_bottom = bottom;
    }
  if (row->message)
    {
      graphene_rect_t bar = bounds (GTK_WIDGET (sdm_test_message_bar (window)));
      graphene_rect_t area = bounds (child ("strips"));
      graphene_rect_t strip;

      row->message_h = bar.size.height;
      /* What shows of it: the strips cut it where the window has no room for all of it. */
      if (!graphene_rect_intersection (&bar, &area, &strip))
        strip = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      if (row->view != VIEW_START)
        {
          graphene_rect_t digits = bounds (child ("digit_bar"));
          graphene_rect_t board = bounds (child ("board"));

          row->message_covers = intersects (&strip, &digits);
          /* Right of the grid, over the widget's margin, is beside the board (a Sudoku
           * on the widest windows: sdm-window.c, place_strips). */
          row->message_on_grid = intersects (&strip, &row->grid)
                                 || (intersects (&strip, &board)
                                     && strip.origin.x < row->grid.origin.x + row->grid.size.width);
          if (row->view == VIEW_SUDOMINOKU)
            {
              graphene_rect_t palette = bounds (child ("palette"));

              row->message_covers |= intersects (&strip, &palette);
            }
        }
    }
}

/* The window as drawn, into the folder SDM_LAYOUT_SHOTS names (when it does). */
static void
shoot (const Row  *row,
       const char *scheme)
{
  const char *folder = g_getenv ("SDM_LAYOUT_SHOTS");
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(SdmTestFrame) frame = NULL;

  if (folder == NULL)
    return;
  name = g_strdup_printf ("%dx%d-%s-%s-%s.png", row->size->width, row->size->height,
                          view_names[row->view], row->message ? "message" : "none", scheme);
  path = g_build_filename (folder, name, NULL);
  frame = sdm_test_grab_frame (GTK_WIDGET (window), "layout");
  g_assert_cmpint (cairo_surface_write_to_png (frame->surface, path), ==, CAIRO_STATUS_SUCCESS);
}

static gboolean
message_revealed (void)
{
  return gtk_revealer_get_child_revealed (GTK_REVEALER (child ("message_revealer")));
}

static gboolean
message_hidden (void)
{
  return !gtk_widget_get_mapped (GTK_WIDGET (sdm_test_message_bar (window)));
}

static void
test_layout (void)
{
  g_autofree char *saved = g_build_filename (g_get_user_data_dir (), "sudominoku", "current-game", NULL);
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_autoptr(GString) failures = g_string_new (NULL);

  /* The dark scheme only for the pictures: the figures are the same. */
  for (guint scheme = 0; scheme < (g_getenv ("SDM_LAYOUT_SHOTS") != NULL ? 2 : 1); scheme++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        const char *scheme_name = scheme == 0 ? "light" : "dark";

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            scheme == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK);
        /* No game to restore: each window starts on the start view. */
        g_remove (saved);
        open_window (&sizes[s]);
        for (View view = VIEW_START; view <= VIEW_SUDOMINOKU; view++)
          {
            Row plain = { &sizes[s], view, FALSE }, shown = { &sizes[s], view, TRUE };

            show_view (view);
            measure (&plain);
            shoot (&plain, scheme_name);
            sdm_window_show_error (window, LONG_MESSAGE, "Heading", "details");
            g_assert_true (sdm_test_wait_until (message_revealed));
            settle ();
            measure (&shown);
            shoot (&shown, scheme_name);
            if (scheme == 0)
              {
                g_array_append_val (rows, plain);
                g_array_append_val (rows, shown);
              }
            g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.message-close", NULL));
            g_assert_true (sdm_test_wait_until (message_hidden));
            settle ();
          }
        sdm_test_window_close (window);
        window = NULL;
      }

  g_test_message ("%-9s %-9s %-10s %-7s %11s %6s %6s %8s %7s %7s %7s %6s",
                  "window", "allocated", "view", "message", "board x,y", "side", "left", "controls", "palette", "start", "strip", "pencil");
  for (guint i = 0; i < rows->len; i++)
    {
      Row *r = &g_array_index (rows, Row, i);
      g_autofree char *size = g_strdup_printf ("%dx%d", r->size->width, r->size->height);
      g_autofree char *allocated = g_strdup_printf ("%dx%d", r->window_w, r->window_h);
      g_autofree char *origin = r->view == VIEW_START ? g_strdup ("-")
                                : g_strdup_printf ("%.0f,%.0f", r->grid.origin.x, r->grid.origin.y);

      g_test_message ("%-9s %-9s %-10s %-7s %11s %6.0f %6.0f %8.0f %7s %7.0f %7.0f %6.1f",
                      size, allocated, view_names[r->view], r->message ? "shown" : "none", origin,
                      r->grid.size.width, r->height_left, r->digit_bottom,
                      r->view != VIEW_SUDOMINOKU ? "-" : r->palette_beside ? "beside" : "below",
                      r->start_bottom, r->message_h, r->pencil_px);
    }

  /* Every assertion after the table, so that a failing run still shows every figure. */
  for (guint i = 0; i < rows->len; i++)
    {
      Row *r = &g_array_index (rows, Row, i);
      int w = r->size->width, h = r->size->height;

      if (r->window_h > h + 10)
        g_string_append_printf (failures, "\n%dx%d %s%s: the window grew to %d px high",
                                w, h, view_names[r->view], r->message ? " with a message" : "", r->window_h);
      if (r->view == VIEW_START)
        {
          if (r->start_bottom > h && h >= 600)
            g_string_append_printf (failures, "\n%dx%d start view%s: the Start button ends at y %.0f, below the window",
                                    w, h, r->message ? " with a message" : "", r->start_bottom);
          continue;
        }
      if (r->digit_bottom > h + 0.5)
        g_string_append_printf (failures, "\n%dx%d %s: the controls end at y %.0f, below the window",
                                w, h, view_names[r->view], r->digit_bottom);
      if (r->message)
        {
          const Row *plain = &g_array_index (rows, Row, i - 1);   /* the same view without it */

          if (r->message_on_grid)
            g_string_append_printf (failures, "\n%dx%d %s: the message lies over the board", w, h, view_names[r->view]);
          /* The board keeps its place and size while a message shows (issue 36): beside
           * the board where the room is to spare there, over the digit bar elsewhere. */
          if (r->view != VIEW_START && !graphene_rect_equal (&r->grid, &plain->grid))
            g_string_append_printf (failures, "\n%dx%d %s: the board went from %.0f px to %.0f px with a message",
                                    w, h, view_names[r->view], plain->grid.size.width, r->grid.size.width);
          continue;
        }
      if (w == 760 && r->view == VIEW_SUDOKU
          && r->grid.size.width < 0.9 * MIN (w, r->height_left))
        g_string_append_printf (failures, "\n760x760 sudoku: board %.0f px < 90 %% of %.0f",
                                r->grid.size.width, MIN (w, r->height_left));
      /* A smaller laptop's window, wide enough for the palette beside the board: the board
       * still gets the height (it had 480 of 620 px while the palette asked for twelve
       * columns' width). */
      if (w == 1000 && r->view != VIEW_START && r->grid.size.width < 0.9 * MIN (w, r->height_left))
        g_string_append_printf (failures, "\n1000x740 %s: board %.0f px < 90 %% of %.0f",
                                view_names[r->view], r->grid.size.width, MIN (w, r->height_left));
      if (w == 1000 && r->view == VIEW_SUDOMINOKU && !r->palette_beside)
        g_string_append (failures, "\n1000x740 sudominoku: the palette is not beside the board");
      if (w == 1366 && r->view == VIEW_SUDOMINOKU)
        {
          if (!r->palette_beside)
            g_string_append (failures, "\n1366x768 sudominoku: the palette is not beside the board");
          if (r->grid.size.width < 600)
            g_string_append_printf (failures, "\n1366x768 sudominoku: board %.0f px < 600", r->grid.size.width);
        }
      /* The source under the title is cut first: the grade shows whole even on a phone
       * (issue 21: "Me…" at 360 px before). */
      if (r->title_cut)
        g_string_append_printf (failures, "\n%dx%d %s: the title is cut", w, h, view_names[r->view]);
      /* Legible pencil marks at the default window size (issue 21: about 10 px before). */
      if (w == 760 && r->pencil_px < 12)
        g_string_append_printf (failures, "\n760x760 %s: pencil marks %.1f px < 12", view_names[r->view], r->pencil_px);
      if (w == 360 && h == 640 && r->grid.size.width < 340)
        g_string_append_printf (failures, "\n360x640 %s: board %.0f px < 340", view_names[r->view], r->grid.size.width);
    }
  if (failures->len > 0)
    g_error ("layout:%s", failures->str);
}

/* ------------------------------------------------------------------------------------ */
/* The board never jumps (issue 36)                                                     */

static const Size steady_sizes[] = { { 360, 640 }, { 760, 760 }, { 1000, 740 }, { 1366, 768 } };

static gboolean
hint_settled (void)
{
  SdmHintController *hint = sdm_test_hint (window);

  return !sdm_hint_controller_get_busy (hint) && sdm_hint_controller_get_level (hint) > 0;
}

static gboolean
strip_closed (void)
{
  SdmMessageBar *bar = sdm_test_message_bar (window);

  return bar == NULL || !gtk_widget_get_mapped (GTK_WIDGET (bar));
}

static const char *steady_scheme = "light";

/* The window as drawn, into SDM_LAYOUT_SHOTS (when set) as WxH-KIND-MOMENT-SCHEME.png. */
static void
shoot_moment (const Size *size,
              const char *kind,
              const char *moment)
{
  const char *folder = g_getenv ("SDM_LAYOUT_SHOTS");
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(SdmTestFrame) frame = NULL;

  if (folder == NULL)
    return;
  name = g_strdup_printf ("steady-%dx%d-%s-%s-%s.png", size->width, size->height, kind, moment, steady_scheme);
  g_strdelimit (name, " ,'()", '_');
  path = g_build_filename (folder, name, NULL);
  frame = sdm_test_grab_frame (GTK_WIDGET (window), "layout");
  g_assert_cmpint (cairo_surface_write_to_png (frame->surface, path), ==, CAIRO_STATUS_SUCCESS);
}

/* The grid's bounds now, printed, and whether they are @expected's (NULL: no check). */
static graphene_rect_t
check_grid (GString               *failures,
            const Size            *size,
            const char            *kind,
            const char            *moment,
            const graphene_rect_t *expected)
{
  graphene_rect_t grid;

  settle ();
  shoot_moment (size, kind, moment);
  grid = grid_bounds ();
  g_test_message ("%4dx%-4d %-10s %-28s board %4.0f,%-4.0f %4.0fx%-4.0f%s", size->width, size->height, kind,
                  moment, grid.origin.x, grid.origin.y, grid.size.width, grid.size.height,
                  expected != NULL && !graphene_rect_equal (&grid, expected) ? "  MOVED" : "");
  if (expected != NULL && !graphene_rect_equal (&grid, expected))
    g_string_append_printf (failures, "\n%dx%d %s: %s moved the board from %.0f,%.0f %.0f px to %.0f,%.0f %.0f px",
                            size->width, size->height, kind, moment, expected->origin.x, expected->origin.y,
                            expected->size.width, grid.origin.x, grid.origin.y, grid.size.width);
  return grid;
}

/* The grid's and the digit bar's bounds on the first frame drawn from now (what the
 * player sees first of a mode), printed. */
static void
first_frame (const Size      *size,
             const char      *kind,
             const char      *moment,
             graphene_rect_t *grid,
             graphene_rect_t *digits)
{
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  *grid = grid_bounds ();
  /* No bounds: the digit bar is not on that frame. */
  if (!gtk_widget_compute_bounds (child ("digit_bar"), GTK_WIDGET (window), digits))
    *digits = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  g_test_message ("%4dx%-4d %-10s %-28s board %4.0f,%-4.0f %4.0fx%-4.0f digits at y %.0f", size->width, size->height,
                  kind, moment, grid->origin.x, grid->origin.y, grid->size.width, grid->size.height,
                  digits->origin.y);
}

static void
activate (const char *action)
{
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), action, NULL));
}

static void
test_board_steady (void)
{
  g_autofree char *saved = g_build_filename (g_get_user_data_dir (), "sudominoku", "current-game", NULL);
  g_autoptr(GString) failures = g_string_new (NULL);

  /* The dark scheme only for the pictures: the figures are the same. */
  guint n_schemes = g_getenv ("SDM_LAYOUT_SHOTS") != NULL ? 2 : 1;

  for (guint i = 0; i < n_schemes * G_N_ELEMENTS (steady_sizes); i++)
    {
      const Size *size = &steady_sizes[i % G_N_ELEMENTS (steady_sizes)];
      guint scheme = i / G_N_ELEMENTS (steady_sizes);

      steady_scheme = scheme == 0 ? "light" : "dark";
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          scheme == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK);
      g_remove (saved);
      open_window (size);
      for (View view = VIEW_SUDOKU; view <= VIEW_SUDOMINOKU; view++)
        {
          const char *kind = view_names[view];
          graphene_rect_t before, mode, first, first_digits, digits;

          show_view (view);
          before = check_grid (failures, size, kind, "before", NULL);

          sdm_window_show_error (window, LONG_MESSAGE, "Heading", "details");
          check_grid (failures, size, kind, "a message (3 lines at 360)", &before);
          activate ("win.message-close");
          g_assert_true (sdm_test_wait_until (strip_closed));
          check_grid (failures, size, kind, "the message closed", &before);

          activate ("game.hint");
          g_assert_true (sdm_test_wait_until (hint_settled));
          check_grid (failures, size, kind, "a hint", &before);
          if (sdm_test_action_enabled (GTK_WIDGET (window), "hint.more"))
            {
              activate ("hint.more");
              check_grid (failures, size, kind, "the hint's More", &before);
            }
          activate ("hint.close");
          check_grid (failures, size, kind, "the hint closed", &before);

          activate ("game.check");
          g_assert_true (sdm_test_wait_until (idle));
          check_grid (failures, size, kind, "Check's verdict", &before);
          activate ("win.message-close");
          g_assert_true (sdm_test_wait_until (strip_closed));
          check_grid (failures, size, kind, "the verdict closed", &before);

          /* Type In: one room for the whole mode, whatever its verdict says, from its first
           * frame on (issue 36: a bare board first, 583 px, then 484 px with the digit bar
           * and the strip). */
          g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string (kind)));
          first_frame (size, kind, "Type In, its first frame", &first, &first_digits);
          mode = check_grid (failures, size, kind, "Type In", &first);
          digits = bounds (child ("digit_bar"));
          if (!graphene_rect_equal (&first_digits, &digits))
            g_string_append_printf (failures, "\n%dx%d %s: Type In's first frame has the digit bar at y %.0f "
                                    "(%.0f px high), then at %.0f", size->width, size->height, kind,
                                    first_digits.origin.y, first_digits.size.height, digits.origin.y);
          gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", 0);
          gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.set-value", "u", 5);
          g_assert_true (sdm_test_wait_until (idle));
          check_grid (failures, size, kind, "Type In, a digit typed", &mode);
          gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", 1);
          gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.set-value", "u", 5);
          g_assert_true (sdm_test_wait_until (idle));
          check_grid (failures, size, kind, "Type In, a clash", &mode);
          activate ("editor.close");
        }

      /* The guided puzzle (a Sudominoku): every step in the room of its first. */
      {
        graphene_rect_t mode;
        guint step = 0;

        activate ("win.tutorial");
        settle ();
        mode = check_grid (failures, size, "guide", "step 1", NULL);
        while (sdm_test_action_enabled (GTK_WIDGET (window), "tutorial.next"))
          {
            g_autofree char *moment = g_strdup_printf ("step %u", ++step + 1);

            activate ("tutorial.next");
            check_grid (failures, size, "guide", moment, &mode);
          }
        /* The step that waits for the player's move: a wrong move is said, in the same room. */
        {
          SdmTutorial *guide = sdm_tutorial_controller_get_guide (sdm_test_tutorial (window));
          int pair, a, b, low, high;

          if (guide != NULL && sdm_tutorial_find_single_place (sdm_tutorial_get_game (guide), &pair, &a, &b))
            {
              /* The pair's larger digit in the cell of its smaller one. */
              sdm_domino_digits (pair, &low, &high);
              gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.select", "i", a);
              gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.set-value", "u", (guint) high);
              check_grid (failures, size, "guide", "a wrong digit", &mode);
              activate ("game.undo");
              check_grid (failures, size, "guide", "undone", &mode);
            }
        }
        activate ("tutorial.close");
        check_grid (failures, size, "guide", "closed", NULL);
      }
      sdm_test_window_close (window);
      window = NULL;
    }
  if (failures->len > 0)
    g_error ("board-steady:%s", failures->str);
}

/* Type In from the start view, where the game page has not been shown yet (or not since
 * the start view came back): its first frame is its real layout, the grid and the digit
 * bar where they stay (issue 36: a bare board first, with no digit bar and no strip, then
 * 583 → 484 px). */
static void
test_type_in_first_frame (void)
{
  g_autofree char *saved = g_build_filename (g_get_user_data_dir (), "sudominoku", "current-game", NULL);
  g_autoptr(GString) failures = g_string_new (NULL);

  for (guint s = 0; s < G_N_ELEMENTS (steady_sizes); s++)
    {
      const Size *size = &steady_sizes[s];

      g_remove (saved);
      open_window (size);
      for (View view = VIEW_SUDOKU; view <= VIEW_SUDOMINOKU; view++)
        {
          const char *kind = view_names[view];
          graphene_rect_t first, first_digits, digits;

          show_view (VIEW_START);
          g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string (kind)));
          first_frame (size, kind, "Type In from the start view", &first, &first_digits);
          check_grid (failures, size, kind, "Type In, settled", &first);
          digits = bounds (child ("digit_bar"));
          if (!graphene_rect_equal (&first_digits, &digits))
            g_string_append_printf (failures, "\n%dx%d %s: Type In's first frame has the digit bar at y %.0f "
                                    "(%.0f px high), then at %.0f", size->width, size->height, kind,
                                    first_digits.origin.y, first_digits.size.height, digits.origin.y);
          activate ("editor.close");
        }
      /* Type In as the window is left: it comes back at the next start, and the window's
       * very first frame is its real layout too. */
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudominoku")));
      gtk_widget_activate_action (GTK_WIDGET (sdm_test_board (window)), "board.set-value", "u", 5);
      g_assert_true (sdm_test_wait_until (idle));
      sdm_test_window_close (window);
      window = sdm_window_new (GTK_APPLICATION (app));
      g_object_ref_sink (window);
      gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
      g_assert_true (sdm_editor_controller_get_active (sdm_test_editor (window)));
      gtk_window_present (GTK_WINDOW (window));
      {
        graphene_rect_t first, first_digits, digits;

        first_frame (size, "sudominoku", "Type In at the next start", &first, &first_digits);
        g_assert_true (sdm_test_wait_for (is_sized, (gpointer) size));
        check_grid (failures, size, "sudominoku", "Type In at the next start, settled", &first);
        digits = bounds (child ("digit_bar"));
        if (!graphene_rect_equal (&first_digits, &digits))
          g_string_append_printf (failures, "\n%dx%d: Type In's first frame at the next start has the digit bar at "
                                  "y %.0f (%.0f px high), then at %.0f", size->width, size->height,
                                  first_digits.origin.y, first_digits.size.height, digits.origin.y);
      }
      sdm_test_window_close (window);
      window = NULL;
    }
  if (failures->len > 0)
    g_error ("type-in-first-frame:%s", failures->str);
}

/* From the frame drawn next, the first frames of @revealer's strip (@bar in it): on each
 * the bar is either not drawn yet or drawn whole, in a revealer as high as the settled one.
 * With animations on, as on a player's desktop. */
static void
check_strip_frames (GString    *failures,
                    const Size *size,
                    const char *kind,
                    const char *what,
                    GtkWidget  *revealer,
                    GtkWidget  *bar)
{
  int heights[12];
  gboolean drawn[12];
  int settled;

  for (guint i = 0; i < G_N_ELEMENTS (heights); i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      heights[i] = gtk_widget_get_height (revealer);
      drawn[i] = gtk_widget_get_mapped (bar) && gtk_widget_get_child_visible (bar);
    }
  settle ();
  settled = gtk_widget_get_height (revealer);
  g_assert_true (gtk_widget_get_mapped (bar));
  for (guint i = 0; i < G_N_ELEMENTS (heights); i++)
    {
      g_test_message ("%4dx%-4d %-10s %s, frame %2u: strip %3d px (settled %d), its bar %s", size->width,
                      size->height, kind, what, i + 1, heights[i], settled, drawn[i] ? "drawn" : "not drawn");
      if (drawn[i] && heights[i] != settled)
        g_string_append_printf (failures, "\n%dx%d %s: %s, frame %u draws the strip cut, %d px of %d",
                                size->width, size->height, kind, what, i + 1, heights[i], settled);
    }
}

/* The hint's strip is never drawn cut, from the first frame after it comes (issue 36: at
 * 360 px the first hint showed clipped for about a second under load: the frames of a strip
 * sliding up over the digit bar, each cut at its top, stay on screen while the frames come
 * slowly). Nor is Type In's. */
static void
test_strips_first_frames (void)
{
  g_autofree char *saved = g_build_filename (g_get_user_data_dir (), "sudominoku", "current-game", NULL);
  g_autoptr(GString) failures = g_string_new (NULL);
  const Size phone = { 360, 640 };

  g_remove (saved);
  open_window (&phone);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  for (View view = VIEW_SUDOKU; view <= VIEW_SUDOMINOKU; view++)
    {
      GtkWidget *hint = GTK_WIDGET (sdm_test_hint (window));
      GtkWidget *editor = GTK_WIDGET (sdm_test_editor (window));

      show_view (view);
      activate ("game.hint");
      g_assert_true (sdm_test_wait_until (hint_settled));
      check_strip_frames (failures, &phone, view_names[view], "a hint", hint,
                          GTK_WIDGET (gtk_widget_get_template_child (hint, SDM_TYPE_HINT_CONTROLLER, "hint_bar")));
      activate ("hint.close");
      settle ();

      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string (view_names[view])));
      check_strip_frames (failures, &phone, view_names[view], "Type In",
                          GTK_WIDGET (gtk_widget_get_template_child (editor, SDM_TYPE_EDITOR_CONTROLLER, "revealer")),
                          GTK_WIDGET (gtk_widget_get_template_child (editor, SDM_TYPE_EDITOR_CONTROLLER, "editor_bar")));
      activate ("editor.close");
      settle ();
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  sdm_test_window_close (window);
  window = NULL;
  if (failures->len > 0)
    g_error ("strips-first-frames:%s", failures->str);
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_func ("/layout/board-first", test_layout);
  g_test_add_func ("/layout/board-steady", test_board_steady);
  g_test_add_func ("/layout/type-in-first-frame", test_type_in_first_frame);
  g_test_add_func ("/layout/strips-first-frames", test_strips_first_frames);

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
