/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-korean.c: the board in a Korean locale keeps its givens bold.
 *
 * With the process locale Korean, Pango takes digits from the Korean fallback font first;
 * fonts-baekmuk's faces have no bold, so givens used to look like the player's digits.
 * The locale is compiled by the test (localedef into a temporary LOCPATH), so that
 * nothing but the locales package's sources is needed. */
#include "config.h"

#include <locale.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "sdm-test-files.h"
#include "sdm-board.h"
#include "sdm-test-utils.h"

static const char sudoku_text[] =
  "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

static GtkWidget *window;
static SdmBoard *board;
static char *locale_dir;

/* The mean length of the horizontal runs of ink in @cell: the thickness of the digit's
 * strokes, whatever their colour (ink: any channel well below white). */
static double
stroke_in_cell (cairo_surface_t *surface,
                int              width,
                int              height,
                int              cell)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  SdmBoardLayout l;
  graphene_rect_t r;
  int runs = 0, pixels = 0, margin;

  sdm_board_layout_compute (&l, width, height);
  sdm_board_layout_cell_rect (&l, cell, &r);
  margin = l.cell / 10;
  for (int y = r.origin.y + margin; y < r.origin.y + r.size.height - margin; y++)
    {
      gboolean in_run = FALSE;

      for (int x = r.origin.x + margin; x < r.origin.x + r.size.width - margin; x++)
        {
          guint32 p = *(const guint32 *) (data + y * stride + x * 4);
          int least = MIN (MIN ((p >> 16) & 0xff, (p >> 8) & 0xff), p & 0xff);
          gboolean ink = least < 140;

          if (ink && !in_run)
            runs++;
          pixels += ink;
          in_run = ink;
        }
    }
  return runs > 0 ? (double) pixels / runs : 0;
}

/* A given 5 is bold: thicker strokes than the player's 5, and as heavy as a bold face. */
static void
test_givens_bold (void)
{
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmTestFrame) frame = NULL;
  cairo_surface_t *surface;
  const int given = sdm_cell (0, 6), entry = sdm_cell (2, 0);
  int width, height;
  double given_stroke, entry_stroke;

  g_assert_true (g_str_has_prefix (pango_language_to_string (gtk_get_default_language ()), "ko"));
  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    puzzle.givens[cell] = sudoku_text[cell] - '0';
  game = sdm_game_new (&puzzle);
  sdm_board_set_game (board, game);
  g_assert_cmpuint (sdm_game_get_value (game, given), ==, 5);
  sdm_board_set_selected (board, entry);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 5);
  g_assert_cmpuint (sdm_game_get_value (game, entry), ==, 5);
  g_assert_false (sdm_game_is_in_conflict (game, entry));
  sdm_board_set_selected (board, sdm_cell (8, 4));   /* away from both */
  g_object_set (board, "highlight-equal", FALSE, "highlight-units", FALSE, NULL);

  frame = sdm_test_grab_frame (GTK_WIDGET (board), "korean");
  surface = frame->surface;
  width = frame->width;
  height = frame->height;

  given_stroke = stroke_in_cell (surface, width, height, given);
  entry_stroke = stroke_in_cell (surface, width, height, entry);
  g_test_message ("strokes of a 5 in Korean: given %.2f px, player's %.2f px", given_stroke, entry_stroke);
  g_assert_cmpfloat (entry_stroke, >, 0);
  g_assert_cmpfloat (given_stroke, >=, entry_stroke * 1.3);
  /* And heavy as a bold face is: the fallback's faces, bold or not, draw strokes of less
   * than a tenth of a cell. */
  {
    SdmBoardLayout l;

    sdm_board_layout_compute (&l, width, height);
    g_test_message ("cell %d px: given strokes %.0f %% of it", l.cell, 100 * given_stroke / l.cell);
    g_assert_cmpfloat (given_stroke, >=, 0.13 * l.cell);
  }
}

/* Compiles ko_KR.UTF-8 into a temporary directory and makes it the process's locale. */
static void
use_korean_locale (void)
{
  g_autofree char *target = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  locale_dir = g_dir_make_tmp ("sdm-locale-XXXXXX", &error);
  g_assert_no_error (error);
  target = g_build_filename (locale_dir, "ko_KR.UTF-8", NULL);
  {
    const char *argv[] = { "localedef", "-i", "ko_KR", "-f", "UTF-8", target, NULL };

    /* localedef exits 1 for mere warnings; the locale is there all the same. */
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                                 NULL, NULL, NULL, NULL, &status, &error));
    g_assert_no_error (error);
  }
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_DIR));
  g_setenv ("LOCPATH", locale_dir, TRUE);
  /* As a Korean session has it: fontconfig reads its default languages from these. */
  g_setenv ("LANGUAGE", "ko", TRUE);
  g_setenv ("LANG", "ko_KR.UTF-8", TRUE);
  g_setenv ("LC_ALL", "ko_KR.UTF-8", TRUE);
  if (setlocale (LC_ALL, "ko_KR.UTF-8") == NULL)
    g_error ("the locale compiled into %s does not load", locale_dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  use_korean_locale ();
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    g_error ("no display: run through tests/gui-test-wrapper.sh");
  adw_init ();

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 486, 486);
  board = SDM_BOARD (sdm_board_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  g_test_add_func ("/korean/givens-bold", test_givens_bold);
  status = g_test_run ();
  sdm_test_remove_dir (locale_dir);
  g_free (locale_dir);
  return status;
}
