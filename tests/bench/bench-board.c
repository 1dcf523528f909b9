/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-board.c: how long a full redraw of the board takes with the cairo renderer.
 *
 * A Sudominoku game in progress (clue and placed dominoes, digits, pencil marks, a clash)
 * on a board of SIZE×SIZE pixels: each round builds the widget's render nodes (its
 * snapshot function) and rasterizes them with cairo, as GskCairoRenderer does. Prints the
 * median and the 90th percentile of both steps. A benchmark, not a test: it asserts
 * nothing about time (run: meson test -C build --benchmark board-redraw -v).
 */
#include "config.h"

#include <locale.h>
#include <adwaita.h>

#include "sdm-board.h"
#include "sdm-format.h"

#define ROUNDS 300

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
report (const char *what,
        double     *ms,
        int         n)
{
  qsort (ms, n, sizeof *ms, (int (*) (const void *, const void *)) compare_double);
  g_print ("%-28s median %.3f ms, p90 %.3f ms, min %.3f ms\n", what, ms[n / 2], ms[n * 9 / 10], ms[0]);
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;
  GtkWidget *window, *board;
  double snap_ms[ROUNDS], draw_ms[ROUNDS], total_ms[ROUNDS];
  int size = argc > 1 ? atoi (argv[1]) : 600;
  gsize len;
  cairo_surface_t *surface;

  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  if (!gtk_init_check ())
    g_error ("no display: run through tests/gui-test-wrapper.sh");
  adw_init ();

  path = g_build_filename (g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : "tests",
                           "data", "e2e-contest.txt", NULL);
  if (!g_file_get_contents (path, &text, &len, &error)
      || !sdm_format_parse (text, len, path, SDM_FORMAT_AUTO, NULL, puzzles, &error))
    g_error ("%s", error->message);
  game = sdm_game_new (&g_array_index (puzzles, SdmPuzzle, 0));
  /* A position with a bit of everything. */
  for (const char *const *move = (const char *const[]) {
         "d r1c1 down 8 3", "d r1c4 right 6 4", "v r5c7 3", "l r5c7 right",
         "p r7c1 +4", "p r7c1 +5", "p r7c1 +9", "p r8c3 +1", "p r8c3 +2", "v r9c5 2", NULL };
       *move != NULL; move++)
    if (!sdm_game_apply_move (game, *move, &error))
      g_error ("%s: %s", *move, error->message);

  window = gtk_window_new ();
  board = sdm_board_new ();
  sdm_board_set_game (SDM_BOARD (board), game);
  sdm_board_set_selected (SDM_BOARD (board), sdm_cell (4, 6));
  gtk_widget_set_size_request (board, size, size);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (board);
  size = MIN (gtk_widget_get_width (board), gtk_widget_get_height (board));
  g_print ("renderer %s, board %d×%d px\n",
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (gtk_widget_get_native (board))), size, size);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  for (int i = 0; i < ROUNDS; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      gint64 t0, t1, t2;
      cairo_t *cr;

      t0 = g_get_monotonic_time ();
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      t1 = g_get_monotonic_time ();
      cr = cairo_create (surface);
      gsk_render_node_draw (node, cr);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      t2 = g_get_monotonic_time ();

      snap_ms[i] = (t1 - t0) / 1000.0;
      draw_ms[i] = (t2 - t1) / 1000.0;
      total_ms[i] = (t2 - t0) / 1000.0;
    }
  cairo_surface_destroy (surface);

  report ("snapshot (render nodes)", snap_ms, ROUNDS);
  report ("cairo rasterization", draw_ms, ROUNDS);
  report ("full redraw", total_ms, ROUNDS);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
