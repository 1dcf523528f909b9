/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board.c: the board widget in a real window under Xvfb.
 *
 * Driven three ways: its widget actions (what key bindings and the digit bar use), its
 * gesture controllers' signals (synthetic pointer input), and real X input through
 * xdotool on the test's own window. Checked by the game's state, by the accessible label,
 * and by pixels: the widget's last frame is drawn with cairo and inspected.
 */
#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <gdk/x11/gdkx.h>

#include "sdm-board.h"
#include "sdm-test-utils.h"

#define W 486
#define H 486

/* Puzzle 1 of the Baekjoon 4574 sample: ten clue dominoes, then the cells of the lone
 * digits 1..9. Built by hand so that the widget test needs no parser. */
static const char *contest_clues[] = {
  "6 B2 1 B3", "2 C4 9 C3", "6 D3 8 E3", "7 E1 4 F1", "8 B7 4 B8",
  "3 F5 2 F6", "7 F7 6 F8", "5 G4 9 G5", "7 I8 8 I9", "7 C9 2 B9",
};
static const char contest_isolated[] = "C5 A3 D9 I4 A9 E5 A2 C6 I1";
static const char sudoku_text[] =
  "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
#define contest_text NULL

static GtkWidget *window;
static SdmBoard *board;

static int
location (const char *text)
{
  return sdm_cell (text[0] - 'A', text[1] - '1');
}

static SdmGame *
game_from_text (const char *text)
{
  SdmPuzzle puzzle;

  if (text != NULL)
    {
      sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
      for (int cell = 0; cell < SDM_N_CELLS; cell++)
        puzzle.givens[cell] = text[cell] - '0';
      return sdm_game_new (&puzzle);
    }

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOMINOKU);
  for (guint i = 0; i < G_N_ELEMENTS (contest_clues); i++)
    {
      const char *c = contest_clues[i];
      SdmDominoClue *clue = &puzzle.clues[puzzle.n_clues++];

      clue->digits[0] = c[0] - '0';
      clue->cells[0] = location (c + 2);
      clue->digits[1] = c[5] - '0';
      clue->cells[1] = location (c + 7);
      puzzle.givens[clue->cells[0]] = clue->digits[0];
      puzzle.givens[clue->cells[1]] = clue->digits[1];
    }
  for (int d = 1; d <= 9; d++)
    {
      int cell = location (contest_isolated + 3 * (d - 1));

      puzzle.isolated[d - 1] = cell;
      puzzle.givens[cell] = d;
    }
  return sdm_game_new (&puzzle);
}

static void
use_game (const char *text)
{
  g_autoptr(SdmGame) game = game_from_text (text);

  sdm_board_set_game (board, game);
  sdm_board_set_locked (board, FALSE);
  sdm_board_set_pending_domino (board, -1);
  sdm_board_set_pencil_mode (board, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (board));
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* ------------------------------------------------------------------------------------ */
/* Pixels                                                                               */

typedef SdmTestFrame Frame;

static Frame *
grab_frame (void)
{
  return sdm_test_grab_frame (GTK_WIDGET (board), "board");
}

static guint32
pixel (const Frame *frame,
       int          x,
       int          y)
{
  const guchar *data = cairo_image_surface_get_data (frame->surface);
  int stride = cairo_image_surface_get_stride (frame->surface);

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, frame->width);
  g_assert_cmpint (y, <, frame->height);
  return *(const guint32 *) (data + y * stride + x * 4) & 0xffffff;
}

static gboolean
is_dark (guint32 p)
{
  return ((p >> 16) & 0xff) + ((p >> 8) & 0xff) + (p & 0xff) < 3 * 110;
}

/* Red as in Adwaita's error colour: strong red, little green and blue. */
static gboolean
is_red (guint32 p)
{
  int r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;

  return r > 150 && g < 110 && b < 110;
}

/* Blue as in the accent colour. */
static gboolean
is_blue (guint32 p)
{
  int r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;

  return b > 150 && r < 120 && b - g > 40;
}

/* How many pixels of the inner part of @cell (a margin of a tenth left out, so that grid
 * lines don't count) satisfy @pred. */
static int
count_in_cell (const Frame *frame,
               int          cell,
               gboolean   (*pred) (guint32))
{
  SdmBoardLayout l;
  graphene_rect_t r;
  int n = 0, margin;

  sdm_board_layout_compute (&l, frame->width, frame->height);
  sdm_board_layout_cell_rect (&l, cell, &r);
  margin = l.cell / 10;
  for (int y = r.origin.y + margin; y < r.origin.y + r.size.height - margin; y++)
    for (int x = r.origin.x + margin; x < r.origin.x + r.size.width - margin; x++)
      n += pred (pixel (frame, x, y));
  return n;
}

/* ------------------------------------------------------------------------------------ */

static void
test_layout (void)
{
  static const int sizes[][2] = { { 486, 486 }, { 240, 300 }, { 1000, 700 }, { 233, 233 }, { 2000, 2000 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      SdmBoardLayout l;
      int w = sizes[s][0], h = sizes[s][1];

      sdm_board_layout_compute (&l, w, h);
      g_assert_cmpint (l.size, <=, MIN (w, h));
      g_assert_cmpint (l.size, >, MIN (w, h) - 9);   /* at most a pixel per cell wasted */
      g_assert_cmpint (l.size, ==, 9 * l.cell + 4 * l.thick + 6 * l.thin);
      g_assert_cmpint (l.thick, >, l.thin);
      g_assert_cmpint (l.pos[0], ==, l.thick);
      g_assert_cmpint (l.pos[3], ==, l.pos[2] + l.cell + l.thick);
      g_assert_cmpint (l.pos[8] + l.cell + l.thick, ==, l.size);

      for (int cell = 0; cell < SDM_N_CELLS; cell++)
        {
          graphene_rect_t r;
          int partner;

          sdm_board_layout_cell_rect (&l, cell, &r);
          /* The middle of a cell is that cell, and no border. */
          g_assert_cmpint (sdm_board_layout_hit (&l, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2, &partner), ==, cell);
          g_assert_cmpint (partner, ==, -1);
          /* Its right edge, half-way down, is the border with the right neighbour. */
          if (sdm_cell_col (cell) < 8)
            {
              g_assert_cmpint (sdm_board_layout_hit (&l, r.origin.x + r.size.width - 1, r.origin.y + r.size.height / 2, &partner), ==, cell);
              g_assert_cmpint (partner, ==, cell + 1);
            }
          /* Its top edge is the border with the cell above, seen from this side. */
          if (sdm_cell_row (cell) > 0)
            {
              g_assert_cmpint (sdm_board_layout_hit (&l, r.origin.x + r.size.width / 2, r.origin.y + 1, &partner), ==, cell);
              g_assert_cmpint (partner, ==, cell - 9);
            }
          /* Near an inner corner there is no border to pick. */
          g_assert_cmpint (sdm_board_layout_hit (&l, r.origin.x + 1, r.origin.y + 1, &partner), ==, cell);
          if (sdm_cell_row (cell) > 0 && sdm_cell_col (cell) > 0)
            g_assert_cmpint (partner, ==, -1);
        }
      g_assert_cmpint (sdm_board_layout_hit (&l, l.x0 - 5, l.y0 + 20, NULL), ==, -1);
      g_assert_cmpint (sdm_board_layout_hit (&l, l.x0 + 20, l.y0 + l.size + 5, NULL), ==, -1);
    }
}

static void
test_actions (void)
{
  SdmGame *game;

  use_game (sudoku_text);
  game = sdm_board_get_game (board);

  /* Moving never leaves the grid. */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.select", "i", 0);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.move", "(ii)", -1, 0);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.move", "(ii)", 0, -1);
  g_assert_cmpint (sdm_board_get_selected (board), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.move", "(ii)", 0, 1);
  g_assert_cmpint (sdm_board_get_selected (board), ==, 1);
  for (int i = 0; i < 12; i++)
    gtk_widget_activate_action (GTK_WIDGET (board), "board.move", "(ii)", 1, 1);
  g_assert_cmpint (sdm_board_get_selected (board), ==, 80);

  /* Digits, pencil marks, clearing; a given refuses. r1c2 is empty, r1c1 holds a given 1. */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.select", "i", 1);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 4);
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 4);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 1, column 2, 4");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.clear", NULL);
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.pencil", "u", 7);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.pencil", "u", 1);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.pencil", "u", 4);
  g_assert_cmpuint (sdm_game_get_pencil (game, 1), ==, (1u << 0) | (1u << 3) | (1u << 6));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 1, column 2, empty, candidates 1 4 7");
  /* Pencil mode turns the same action into pencil marks. */
  sdm_board_set_pencil_mode (board, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 7);
  g_assert_cmpuint (sdm_game_get_pencil (game, 1), ==, (1u << 0) | (1u << 3));
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 0);
  sdm_board_set_pencil_mode (board, FALSE);

  gtk_widget_activate_action (GTK_WIDGET (board), "board.select", "i", 0);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 5);
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 1, column 1, 1, given");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_ROLE_GRID);

  /* A locked board takes no moves. */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.select", "i", 1);
  sdm_board_set_locked (board, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 9);
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 0);
  sdm_board_set_locked (board, FALSE);

  /* Links are for Sudominoku only. */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.link", "(ii)", 0, 1);
  g_assert_cmpint (sdm_game_get_partner (game, 1), ==, -1);
}

/* Where a new game's selection starts (issue 36: the first digit without a click on the
 * board): the empty cell nearest the centre, of cells as near the first in reading order. */
static void
test_select_start (void)
{
  g_autoptr(GError) error = NULL;

  /* No game: the centre. */
  sdm_board_set_game (board, NULL);
  sdm_board_set_selected (board, sdm_cell (0, 0));
  sdm_board_select_start (board);
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (4, 4));

  /* The classic puzzle's centre is empty: the centre. */
  use_game (sudoku_text);
  g_assert_cmpuint (sdm_game_get_value (sdm_board_get_game (board), sdm_cell (4, 4)), ==, 0);
  sdm_board_set_selected (board, sdm_cell (0, 0));
  sdm_board_select_start (board);
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (4, 4));

  /* The contest puzzle's centre is the lone 6: of the four cells next to it, D5 (above,
   * empty) comes first; F5 below is a given. */
  use_game (contest_text);
  g_assert_true (sdm_game_is_given (sdm_board_get_game (board), sdm_cell (4, 4)));
  sdm_board_select_start (board);
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (3, 4));
  /* A digit of the player's is no empty cell either: E4, left of the centre, is next. */
  g_assert_true (sdm_game_set_value (sdm_board_get_game (board), sdm_cell (3, 4), 1, &error));
  g_assert_no_error (error);
  sdm_board_select_start (board);
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (4, 3));
}

static void
test_pixels_digit (void)
{
  g_autoptr(SdmTestFrame) before = NULL;
  g_autoptr(SdmTestFrame) after = NULL;
  const int cell = sdm_cell (4, 4);   /* empty in the puzzle */
  int ink_before, ink_after;

  use_game (sudoku_text);
  sdm_board_set_selected (board, sdm_cell (0, 0));
  g_assert_cmpuint (sdm_game_get_value (sdm_board_get_game (board), cell), ==, 0);
  before = grab_frame ();
  ink_before = count_in_cell (before, cell, is_blue) + count_in_cell (before, cell, is_dark);
  g_assert_cmpint (ink_before, ==, 0);
  /* A given is drawn dark, bold. */
  g_assert_cmpint (count_in_cell (before, sdm_cell (0, 0), is_dark), >, 20);

  sdm_board_set_selected (board, cell);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 7);
  g_assert_false (sdm_game_is_in_conflict (sdm_board_get_game (board), cell));
  sdm_board_set_selected (board, sdm_cell (0, 0));
  after = grab_frame ();
  ink_after = count_in_cell (after, cell, is_blue);
  /* The player's digit appears where typed, in the accent colour. */
  g_assert_cmpint (ink_after, >, 20);
  g_assert_cmpint (count_in_cell (after, sdm_cell (4, 3), is_blue), ==, 0);
}

static void
test_pixels_clash (void)
{
  g_autoptr(SdmTestFrame) before = NULL;
  g_autoptr(SdmTestFrame) after = NULL;
  SdmGame *game;

  use_game (sudoku_text);
  game = sdm_board_get_game (board);
  sdm_board_set_selected (board, sdm_cell (8, 8));
  before = grab_frame ();
  g_assert_cmpint (count_in_cell (before, sdm_cell (0, 1), is_red), ==, 0);

  /* r1c1 is a given 1: a 1 in r1c2 breaks the row. */
  sdm_board_set_selected (board, sdm_cell (0, 1));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.enter", "u", 1);
  g_assert_true (sdm_game_is_in_conflict (game, sdm_cell (0, 1)));
  sdm_board_set_selected (board, sdm_cell (8, 8));
  after = grab_frame ();
  g_assert_cmpint (count_in_cell (after, sdm_cell (0, 1), is_red), >, 20);
  g_assert_cmpint (count_in_cell (after, sdm_cell (0, 0), is_red), >, 20);
  /* A cell outside the clash stays clean. */
  g_assert_cmpint (count_in_cell (after, sdm_cell (5, 5), is_red), ==, 0);

  /* Turned off, the clash is not drawn. */
  g_object_set (board, "show-clashes", FALSE, NULL);
  g_clear_pointer (&after, sdm_test_frame_free);
  after = grab_frame ();
  g_assert_cmpint (count_in_cell (after, sdm_cell (0, 1), is_red), ==, 0);
  g_object_set (board, "show-clashes", TRUE, NULL);
}

/* Accent pixels on the board's row of pixels at @y from @x0 to @x1. */
static int
count_blue_on_row (const Frame *frame,
                   int          y,
                   int          x0,
                   int          x1)
{
  int n = 0;

  for (int x = x0; x <= x1; x++)
    n += is_blue (pixel (frame, x, y));
  return n;
}

static void
test_pixels_domino (void)
{
  g_autoptr(SdmTestFrame) before = NULL;
  g_autoptr(SdmTestFrame) after = NULL;
  SdmBoardLayout l;
  graphene_rect_t a, b;
  SdmGame *game;
  int first = sdm_cell (4, 6), second = sdm_cell (4, 7);   /* E7 and E8: empty, unlinked */
  int border_x, y;

  use_game (contest_text);
  game = sdm_board_get_game (board);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOMINOKU);
  g_assert_cmpint (sdm_game_get_partner (game, first), ==, -1);
  g_assert_cmpint (sdm_game_get_partner (game, second), ==, -1);
  sdm_board_set_selected (board, sdm_cell (0, 0));
  before = grab_frame ();

  sdm_board_layout_compute (&l, before->width, before->height);
  sdm_board_layout_cell_rect (&l, first, &a);
  sdm_board_layout_cell_rect (&l, second, &b);
  border_x = a.origin.x + a.size.width;
  /* The outline's bottom edge runs just inside the cells' bottom: scan the band there. */
  {
    int found_before = 0;

    for (y = a.origin.y + a.size.height * 0.8; y < a.origin.y + a.size.height; y++)
      found_before += count_blue_on_row (before, y, border_x - 3, border_x + 3);
    g_assert_cmpint (found_before, ==, 0);
  }

  sdm_board_set_selected (board, first);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.link", "(ii)", 0, 1);
  g_assert_cmpint (sdm_game_get_partner (game, first), ==, second);
  sdm_board_set_selected (board, sdm_cell (0, 0));
  after = grab_frame ();
  {
    int best = 0;

    /* One row of accent pixels runs unbroken across the border between the two cells. */
    for (y = a.origin.y + a.size.height * 0.8; y < a.origin.y + a.size.height; y++)
      best = MAX (best, count_blue_on_row (after, y, border_x - 3, border_x + 3));
    g_assert_cmpint (best, ==, 7);
  }
  /* No outline over the border with the unlinked neighbour on the left. */
  {
    int left = 0, lx = a.origin.x;

    for (y = a.origin.y + a.size.height * 0.8; y < a.origin.y + a.size.height; y++)
      left += count_blue_on_row (after, y, lx - 3, lx - 1);
    g_assert_cmpint (left, ==, 0);
  }
  sdm_board_set_selected (board, first);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 5, column 7, empty, domino ?–? going right");
  sdm_board_set_selected (board, second);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 5, column 8, empty, domino ?–? going left");
  g_assert_cmpfloat (b.origin.x, >, a.origin.x);
}

/* The colour at a point inside @cell, a fifth of a cell from its top-left corner: the
 * cell's fill, clear of its digit and of its frame. */
static guint32
cell_fill (const Frame *frame,
           int          cell)
{
  SdmBoardLayout l;
  graphene_rect_t r;

  sdm_board_layout_compute (&l, frame->width, frame->height);
  sdm_board_layout_cell_rect (&l, cell, &r);
  return pixel (frame, r.origin.x + l.cell / 5, r.origin.y + l.cell / 5);
}

static int
color_distance (guint32 a,
                guint32 b)
{
  return ABS ((int) ((a >> 16) & 0xff) - (int) ((b >> 16) & 0xff))
         + ABS ((int) ((a >> 8) & 0xff) - (int) ((b >> 8) & 0xff))
         + ABS ((int) (a & 0xff) - (int) (b & 0xff));
}

static int
luminance (guint32 p)
{
  return (((p >> 16) & 0xff) * 3 + ((p >> 8) & 0xff) * 6 + (p & 0xff)) / 10;
}

/* Issue 15, item 7: the selected cell is seen without the keyboard focus, and its fill is
 * not the equal-digit shading. */
static void
test_pixels_selection (void)
{
  g_autoptr(SdmTestFrame) frame = NULL;
  SdmBoardLayout l;
  graphene_rect_t r;
  const int selected = sdm_cell (0, 0), equal = sdm_cell (1, 3);   /* both hold a 1 */
  int frame_pixels = 0;

  use_game (sudoku_text);
  g_assert_cmpuint (sdm_game_get_value (sdm_board_get_game (board), selected), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (sdm_board_get_game (board), equal), ==, 1);
  sdm_board_set_selected (board, selected);
  /* The focus elsewhere, as after a click on the digit bar or the palette. */
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (board)));
  frame = grab_frame ();

  g_test_message ("selected fill %06x, equal-digit fill %06x", cell_fill (frame, selected), cell_fill (frame, equal));
  g_assert_cmpint (color_distance (cell_fill (frame, selected), cell_fill (frame, equal)), >, 50);
  /* A frame in the accent colour along the selected cell's left edge. */
  sdm_board_layout_compute (&l, frame->width, frame->height);
  sdm_board_layout_cell_rect (&l, selected, &r);
  for (int y = r.origin.y + l.cell / 4; y < r.origin.y + l.cell * 3 / 4; y++)
    frame_pixels += is_blue (pixel (frame, r.origin.x, y));
  g_assert_cmpint (frame_pixels, ==, l.cell * 3 / 4 - l.cell / 4);
  gtk_widget_grab_focus (GTK_WIDGET (board));
}

/* A hint's marks: the area it names filled in blue, a witness (a digit that rules the
 * others out) marked at its corners in the same blue over a fill far fainter, so the two
 * tell apart. */
static void
test_pixels_witness (void)
{
  g_autoptr(SdmTestFrame) frame = NULL;
  guint8 marks[SDM_N_CELLS] = { 0 };
  const int proof = sdm_cell (4, 4), witness = sdm_cell (8, 8), plain = sdm_cell (8, 0);
  SdmBoardLayout l;
  graphene_rect_t r;
  int run = 0, longest = 0;

  use_game (sudoku_text);
  sdm_board_set_selected (board, sdm_cell (0, 0));
  marks[proof] = SDM_BOARD_MARK_PROOF;
  marks[witness] = SDM_BOARD_MARK_WITNESS;
  sdm_board_set_marks (board, marks);
  g_assert_cmpuint (sdm_board_get_mark (board, witness), ==, SDM_BOARD_MARK_WITNESS);
  frame = grab_frame ();
  g_test_message ("fills: proof %06x, witness %06x, plain %06x", cell_fill (frame, proof),
                  cell_fill (frame, witness), cell_fill (frame, plain));
  /* The witness's inside is nearer a plain cell than the proof's fill is. */
  g_assert_cmpint (color_distance (cell_fill (frame, witness), cell_fill (frame, plain)), <,
                   color_distance (cell_fill (frame, proof), cell_fill (frame, plain)) / 2);
  /* Its corners: a blue bar along the top near the left corner, inside the cell, 2 px or
   * more thick; and none at the middle of its edges, so it is not a whole frame, which
   * could be read as a domino's outline. */
  sdm_board_layout_compute (&l, frame->width, frame->height);
  sdm_board_layout_cell_rect (&l, witness, &r);
  for (int y = r.origin.y; y < r.origin.y + l.cell / 4; y++)
    {
      run = is_blue (pixel (frame, r.origin.x + l.cell / 6, y)) ? run + 1 : 0;
      longest = MAX (longest, run);
    }
  g_test_message ("witness corner %d px thick (cell %d px)", longest, l.cell);
  g_assert_cmpint (longest, >=, 2);
  for (int y = r.origin.y; y < r.origin.y + l.cell / 4; y++)
    g_assert_false (is_blue (pixel (frame, r.origin.x + l.cell / 2, y)));
  sdm_board_set_marks (board, NULL);
}

/* Pixels that are not the white view background. */
static gboolean
is_ink (guint32 p)
{
  return luminance (p) < 200;
}

/* The part of @cell where pencil mark @d is drawn: a third of the cell each way. */
static void
pencil_rect (const Frame *frame,
             int          cell,
             guint        d,
             int         *x0,
             int         *y0,
             int         *side)
{
  SdmBoardLayout l;
  graphene_rect_t r;

  sdm_board_layout_compute (&l, frame->width, frame->height);
  sdm_board_layout_cell_rect (&l, cell, &r);
  *side = l.cell * 0.3;
  *x0 = r.origin.x + r.size.width * (0.2 + 0.3 * ((d - 1) % 3)) - *side / 2;
  *y0 = r.origin.y + r.size.height * (0.2 + 0.3 * ((d - 1) / 3)) - *side / 2;
}

static int
count_in_pencil (const Frame *frame,
                 int          cell,
                 guint        d,
                 gboolean   (*pred) (guint32))
{
  int x0, y0, side, n = 0;

  pencil_rect (frame, cell, d, &x0, &y0, &side);
  for (int y = y0; y < y0 + side; y++)
    for (int x = x0; x < x0 + side; x++)
      n += pred (pixel (frame, x, y));
  return n;
}

/* The longest horizontal run of ink in the place of pencil mark @d. */
static int
longest_ink_run (const Frame *frame,
                 int          cell,
                 guint        d)
{
  int x0, y0, side, best = 0;

  pencil_rect (frame, cell, d, &x0, &y0, &side);
  for (int y = y0; y < y0 + side; y++)
    {
      int run = 0;

      for (int x = x0; x < x0 + side; x++)
        {
          run = is_ink (pixel (frame, x, y)) ? run + 1 : 0;
          best = MAX (best, run);
        }
    }
  return best;
}

/* Pencil marks are dark enough to read, and one that a digit in its row, column or box
 * rules out is red and struck out. */
static void
test_pixels_pencil (void)
{
  g_autoptr(SdmTestFrame) frame = NULL;
  SdmGame *game;
  const int ruled_out = sdm_cell (0, 1);   /* its row holds the given 1 of r1c1 */
  const int open = sdm_cell (4, 4);        /* no 1 in its row, column or box */

  use_game (sudoku_text);
  game = sdm_board_get_game (board);
  sdm_board_set_selected (board, ruled_out);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.pencil", "u", 1);
  sdm_board_set_selected (board, open);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.pencil", "u", 1);
  g_assert_cmpuint (sdm_game_get_pencil (game, ruled_out), ==, 1u << 0);
  g_assert_cmpuint (sdm_game_get_pencil (game, open), ==, 1u << 0);
  sdm_board_set_selected (board, sdm_cell (7, 0));   /* away from both, an empty cell */
  frame = grab_frame ();

  /* Legible: dark ink, not light grey. */
  g_assert_cmpint (count_in_pencil (frame, open, 1, is_dark), >, 12);
  g_assert_cmpint (count_in_pencil (frame, open, 1, is_red), ==, 0);
  /* Flagged: red, and a strike across it wider than the digit itself. */
  g_assert_cmpint (count_in_pencil (frame, ruled_out, 1, is_red), >, 12);
  g_test_message ("longest ink run: ruled out %d, open %d",
                  longest_ink_run (frame, ruled_out, 1), longest_ink_run (frame, open, 1));
  g_assert_cmpint (longest_ink_run (frame, ruled_out, 1), >=, longest_ink_run (frame, open, 1) + 3);

  /* Turned off with the clashes. */
  g_object_set (board, "show-clashes", FALSE, NULL);
  g_clear_pointer (&frame, sdm_test_frame_free);
  frame = grab_frame ();
  g_assert_cmpint (count_in_pencil (frame, ruled_out, 1, is_red), ==, 0);
  g_object_set (board, "show-clashes", TRUE, NULL);
}

/* The row, column and box of the selected cell are shaded visibly in the dark style too. */
static void
test_pixels_dark_units (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr(SdmTestFrame) frame = NULL;
  const int selected = sdm_cell (4, 4), same_row = sdm_cell (4, 0), elsewhere = sdm_cell (2, 0);
  int light_diff, dark_diff;

  use_game (sudoku_text);
  sdm_board_set_selected (board, selected);
  frame = grab_frame ();
  light_diff = ABS (luminance (cell_fill (frame, same_row)) - luminance (cell_fill (frame, elsewhere)));

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  iterate ();
  g_clear_pointer (&frame, sdm_test_frame_free);
  frame = grab_frame ();
  dark_diff = ABS (luminance (cell_fill (frame, same_row)) - luminance (cell_fill (frame, elsewhere)));
  g_test_message ("unit shading, luminance steps: light %d, dark %d", light_diff, dark_diff);
  /* The view is dark. */
  g_assert_cmpint (luminance (cell_fill (frame, elsewhere)), <, 60);
  g_assert_cmpint (dark_diff, >=, 20);
  g_assert_cmpint (light_diff, >=, 12);
  /* The selected cell stands out from its unit in the dark style as well. */
  g_assert_cmpint (color_distance (cell_fill (frame, selected), cell_fill (frame, same_row)), >, 50);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  iterate ();
}

static GtkEventController *
find_controller (GType type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return GTK_EVENT_CONTROLLER (c);   /* the widget keeps it alive */
    }
  g_assert_not_reached ();
}

static void
cell_centre (int     cell,
             double *x,
             double *y)
{
  SdmBoardLayout l;
  graphene_rect_t r;

  sdm_board_layout_compute (&l, gtk_widget_get_width (GTK_WIDGET (board)),
                            gtk_widget_get_height (GTK_WIDGET (board)));
  sdm_board_layout_cell_rect (&l, cell, &r);
  *x = r.origin.x + r.size.width / 2;
  *y = r.origin.y + r.size.height / 2;
}

static void
test_synthetic_pointer (void)
{
  GtkEventController *drag = find_controller (GTK_TYPE_GESTURE_DRAG);
  GtkEventController *click = find_controller (GTK_TYPE_GESTURE_CLICK);
  SdmBoardLayout l;
  graphene_rect_t r;
  SdmGame *game;
  double x, y, x2, y2;
  int a = sdm_cell (6, 0), b = sdm_cell (7, 0);   /* G1 above H1 */

  use_game (contest_text);
  game = sdm_board_get_game (board);

  /* A click (press and release on the spot) selects. */
  cell_centre (sdm_cell (2, 3), &x, &y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (2, 3));

  /* A drag from one cell into its neighbour links them. */
  cell_centre (a, &x, &y);
  cell_centre (b, &x2, &y2);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", x2 - x, y2 - y);
  g_assert_cmpint (sdm_game_get_partner (game, a), ==, b);

  /* A right click on a placed domino removes it. */
  g_signal_emit_by_name (click, "pressed", 1, x2, y2);
  g_assert_cmpint (sdm_game_get_partner (game, a), ==, -1);

  /* A click on the line between two cells links them. */
  sdm_board_layout_compute (&l, gtk_widget_get_width (GTK_WIDGET (board)),
                            gtk_widget_get_height (GTK_WIDGET (board)));
  sdm_board_layout_cell_rect (&l, a, &r);
  g_signal_emit_by_name (drag, "drag-begin", r.origin.x + r.size.width / 2, r.origin.y + r.size.height + l.thin / 2.0);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_assert_cmpint (sdm_game_get_partner (game, a), ==, b);

  /* With a palette domino chosen, a drag from a cell into its neighbour puts it on those
   * two; neither way fits here (a 3 in the box, a 5 in the row), so the smaller digit
   * goes left. {3,5} is free in this puzzle. */
  sdm_board_set_pending_domino (board, sdm_domino_index (3, 5));
  cell_centre (sdm_cell (4, 6), &x, &y);
  cell_centre (sdm_cell (4, 7), &x2, &y2);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", x2 - x, y2 - y);
  g_assert_cmpint (sdm_game_get_partner (game, sdm_cell (4, 6)), ==, sdm_cell (4, 7));
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (4, 6)), ==, 3);
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (4, 7)), ==, 5);
  g_assert_cmpint (sdm_board_get_pending_domino (board), ==, -1);

  /* A right click on an empty unlinked cell opens the pencil popover. */
  cell_centre (sdm_cell (8, 4), &x, &y);
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (8, 4)), ==, 0);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_assert_cmpint (sdm_board_get_selected (board), ==, sdm_cell (8, 4));
  {
    /* The board's child (sdm-pencil-popover.ui), shown: toggles 1 to 9 in three rows, each
     * named in its tooltip; toggling 4 marks the cell, a second right click on the cell
     * shows the mark pressed, and toggling it again takes it off. */
    GtkWidget *popover = gtk_widget_get_first_child (GTK_WIDGET (board));
    GtkGrid *grid;
    GtkWidget *four;

    g_assert_true (GTK_IS_POPOVER (popover));
    g_assert_true (gtk_widget_get_visible (popover));
    grid = GTK_GRID (gtk_popover_get_child (GTK_POPOVER (popover)));
    for (guint d = 1; d <= 9; d++)
      {
        GtkWidget *toggle = gtk_grid_get_child_at (grid, (int) (d - 1) % 3, (int) (d - 1) / 3);
        g_autofree char *label = g_strdup_printf ("%u", d);
        g_autofree char *tooltip = g_strdup_printf ("Pencil mark %u", d);

        g_assert_true (GTK_IS_TOGGLE_BUTTON (toggle));
        g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (toggle)), ==, label);
        g_assert_cmpstr (gtk_widget_get_tooltip_text (toggle), ==, tooltip);
        g_assert_true (gtk_widget_has_css_class (toggle, "flat"));
        g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
      }
    four = gtk_grid_get_child_at (grid, 0, 1);
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (four), TRUE);
    g_assert_cmpuint (sdm_game_get_pencil (game, sdm_cell (8, 4)), ==, 1u << 3);
    gtk_popover_popdown (GTK_POPOVER (popover));
    g_signal_emit_by_name (click, "pressed", 1, x, y);
    g_assert_true (gtk_widget_get_first_child (GTK_WIDGET (board)) == popover);
    g_assert_true (gtk_widget_get_visible (popover));
    g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (four)));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (four), FALSE);
    g_assert_cmpuint (sdm_game_get_pencil (game, sdm_cell (8, 4)), ==, 0);
    gtk_popover_popdown (GTK_POPOVER (popover));

    /* A touch screen has no right button: a touch held still does the same (touch only,
     * the mouse keeps its right click), and the drag its touch began does nothing more. */
    GtkEventController *hold = find_controller (GTK_TYPE_GESTURE_LONG_PRESS);

    g_assert_nonnull (hold);
    g_assert_true (gtk_gesture_single_get_touch_only (GTK_GESTURE_SINGLE (hold)));
    g_signal_emit_by_name (hold, "pressed", x, y);
    g_assert_true (gtk_widget_get_visible (popover));
    gtk_popover_popdown (GTK_POPOVER (popover));
    cell_centre (b, &x2, &y2);
    g_assert_cmpint (sdm_game_get_partner (game, a), ==, b);   /* linked by the click above */
    g_signal_emit_by_name (drag, "drag-begin", x2, y2);
    g_signal_emit_by_name (hold, "pressed", x2, y2);
    g_assert_cmpint (sdm_game_get_partner (game, a), ==, -1);
    g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
    /* The release after the hold is no click: it does not link them again. */
    g_assert_cmpint (sdm_game_get_partner (game, a), ==, -1);
    g_assert_cmpint (sdm_board_get_selected (board), ==, b);
  }
}

static gboolean
value_is_6 (gpointer data)
{
  return sdm_game_get_value (sdm_board_get_game (board), GPOINTER_TO_INT (data)) == 6;
}

static gboolean
is_linked_down (gpointer data)
{
  return sdm_game_get_partner (sdm_board_get_game (board), GPOINTER_TO_INT (data)) == GPOINTER_TO_INT (data) + 9;
}

static void
xdotool (const char *args)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  sdm_test_xdotool (args);
}

static void
test_real_input (void)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  gulong xid = gdk_x11_surface_get_xid (surface);
  const int cell = sdm_cell (7, 2);   /* H3, empty, with G3 empty above */
  graphene_point_t p;
  double x, y;
  g_autofree char *args = NULL;

  use_game (contest_text);
  iterate ();
  cell_centre (cell, &x, &y);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (board), window, &GRAPHENE_POINT_INIT (x, y), &p));

  /* Click the cell, type a digit: the real X server delivers both. */
  args = g_strdup_printf ("mousemove --window %lu %d %d click 1 sleep 0.2 type 6", xid, (int) p.x, (int) p.y);
  xdotool (args);
  g_assert_true (sdm_test_wait_for (value_is_6, GINT_TO_POINTER (cell)));
  g_assert_cmpint (sdm_board_get_selected (board), ==, cell);

  /* Arrow keys move; Shift+Down links with the cell below. */
  xdotool ("key Up Shift+Down");
  g_assert_true (sdm_test_wait_for (is_linked_down, GINT_TO_POINTER (cell - 9)));
  g_assert_cmpint (sdm_board_get_selected (board), ==, cell - 9);
}

static void
point_in_cell (int     cell,
               double  fx,
               double  fy,
               double *x,
               double *y)
{
  SdmBoardLayout l;
  graphene_rect_t r;

  sdm_board_layout_compute (&l, gtk_widget_get_width (GTK_WIDGET (board)),
                            gtk_widget_get_height (GTK_WIDGET (board)));
  sdm_board_layout_cell_rect (&l, cell, &r);
  *x = r.origin.x + r.size.width * fx;
  *y = r.origin.y + r.size.height * fy;
}

static void
synthetic_click (double x,
                 double y)
{
  GtkEventController *drag = find_controller (GTK_TYPE_GESTURE_DRAG);

  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

static void
synthetic_hover (double x,
                 double y)
{
  GtkEventController *motion = find_controller (GTK_TYPE_EVENT_CONTROLLER_MOTION);

  g_signal_emit_by_name (motion, "enter", x, y);
  g_signal_emit_by_name (motion, "motion", x, y);
}

/* The pointer leaves the board (for the keyboard's turn). */
static void
synthetic_leave (void)
{
  g_signal_emit_by_name (find_controller (GTK_TYPE_EVENT_CONTROLLER_MOTION), "leave");
}

static void
assert_preview (int   cell_a,
                int   cell_b,
                guint digit_a,
                guint digit_b)
{
  int a, b;
  guint da, db;

  g_assert_true (sdm_board_get_preview (board, &a, &b, &da, &db));
  g_assert_cmpint (a, ==, cell_a);
  g_assert_cmpint (b, ==, cell_b);
  g_assert_cmpuint (da, ==, digit_a);
  g_assert_cmpuint (db, ==, digit_b);
}

/* In the contest puzzle G7, G8, H7, H8, H1 and H2 are free; column 8 holds a 4 (B8). */
#define G7 sdm_cell (6, 6)
#define G8 sdm_cell (6, 7)
#define H7 sdm_cell (7, 6)
#define H8 sdm_cell (7, 7)

/* Issue 20: a chosen pair goes the way round that fits; when both ways fit, the smaller
 * digit goes left, whichever side of the line the pointer is on, as the preview shows
 * before the click. Keyboard placement follows the same rule. */
static void
test_place_orientation (void)
{
  SdmGame *game;
  double x, y;

  use_game (contest_text);
  game = sdm_board_get_game (board);
  g_assert_false (sdm_board_get_preview (board, NULL, NULL, NULL, NULL));

  /* {1,4} on G7-G8: a 4 cannot go in G8 (column 8 has one), so 4 goes in G7. The
   * pointer in G7 near its right side: the preview lies on G7-G8, 4 then 1. */
  sdm_board_set_pending_domino (board, sdm_domino_index (1, 4));
  /* With the pointer elsewhere, the pair waits on the selected cell and a free neighbour,
   * and says so. */
  {
    int pa, pb;

    g_assert_true (sdm_board_get_preview (board, &pa, &pb, NULL, NULL));
    g_assert_cmpint (pa, ==, sdm_board_get_selected (board));
    g_assert_true (sdm_cells_adjacent (pa, pb));
  }
  {
    g_autofree char *description = NULL;
    guint da, db;
    int pa, pb;
    g_autofree char *first = NULL;
    g_autofree char *second = NULL;
    g_autofree char *expected = NULL;

    sdm_board_get_preview (board, &pa, &pb, &da, &db);
    first = sdm_cell_describe (pa);
    second = sdm_cell_describe (pb);
    expected = g_strdup_printf ("Sudominoku board, pair shown as %u in %s and %u in %s: Return puts it there; "
                                "Shift and an arrow key aim it at another neighbour", da, first, db, second);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  }
  point_in_cell (G7, 0.85, 0.5, &x, &y);
  synthetic_hover (x, y);
  assert_preview (G7, G8, 4, 1);
  synthetic_click (x, y);
  g_assert_cmpint (sdm_game_get_partner (game, G7), ==, G8);
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 4);
  g_assert_cmpuint (sdm_game_get_value (game, G8), ==, 1);
  g_assert_cmpint (sdm_board_get_pending_domino (board), ==, -1);
  g_assert_false (sdm_board_get_preview (board, NULL, NULL, NULL, NULL));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Sudominoku board");

  /* {1,2} on H7-H8 fits both ways: with the pointer in H8 next to the line, as from
   * the line's left side, the 1 goes left. */
  sdm_board_set_pending_domino (board, sdm_domino_index (1, 2));
  point_in_cell (H8, 0.1, 0.5, &x, &y);
  synthetic_hover (x, y);
  assert_preview (H8, H7, 2, 1);
  point_in_cell (H7, 0.9, 0.5, &x, &y);
  synthetic_hover (x, y);
  assert_preview (H7, H8, 1, 2);
  synthetic_click (x, y);
  g_assert_cmpuint (sdm_game_get_value (game, H7), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (game, H8), ==, 2);

  /* Keyboard: H1 selected, {3,5} chosen, Shift+Right. Both ways fit but for the
   * player's pencil mark 3 in H2: 5 goes in H1. The pointer still rests over the board
   * (its preview is elsewhere), so the first Shift+Right brings the preview to H1-H2
   * and places nothing; the second puts the pair where the preview shows it. */
  sdm_board_set_selected (board, sdm_cell (7, 1));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.pencil", "u", 3);
  sdm_board_set_selected (board, sdm_cell (7, 0));
  sdm_board_set_pending_domino (board, sdm_domino_index (3, 5));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.link", "(ii)", 0, 1));
  g_assert_cmpint (sdm_game_get_partner (game, sdm_cell (7, 0)), ==, -1);
  assert_preview (sdm_cell (7, 0), sdm_cell (7, 1), 5, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.link", "(ii)", 0, 1));
  g_assert_cmpint (sdm_game_get_partner (game, sdm_cell (7, 0)), ==, sdm_cell (7, 1));
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (7, 0)), ==, 5);
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (7, 1)), ==, 3);

  /* Aimed elsewhere with Shift and an arrow, the preview turns there first; the arrows
   * move it with the selection; Return puts it down where it shows. A free cell with free
   * neighbours to the right and below, in rows 1-8. */
  {
    int cell = -1, below, pa, pb;
    guint da, db;

    for (int c = 0; c < SDM_N_CELLS - 9 && cell < 0; c++)
      if (sdm_cell_col (c) < 8 && !sdm_game_is_given (game, c) && !sdm_game_is_given (game, c + 1)
          && !sdm_game_is_given (game, c + 9) && sdm_game_get_partner (game, c) < 0
          && sdm_game_get_partner (game, c + 1) < 0 && sdm_game_get_partner (game, c + 9) < 0)
        cell = c;
    g_assert_cmpint (cell, >=, 0);
    below = cell + 9;
    sdm_board_set_pending_domino (board, sdm_domino_index (6, 8));
    sdm_board_set_selected (board, cell + 1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.move", "(ii)", 0, -1));
    g_assert_cmpint (sdm_board_get_selected (board), ==, cell);
    g_assert_true (sdm_board_get_preview (board, &pa, &pb, NULL, NULL));
    g_assert_cmpint (pa, ==, cell);
    g_assert_cmpint (pb, ==, cell + 1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.link", "(ii)", 1, 0));
    g_assert_cmpint (sdm_game_get_partner (game, cell), ==, -1);   /* aimed, not placed */
    g_assert_true (sdm_board_get_preview (board, &pa, &pb, &da, &db));
    g_assert_cmpint (pa, ==, cell);
    g_assert_cmpint (pb, ==, below);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
    g_assert_cmpint (sdm_game_get_partner (game, cell), ==, below);
    g_assert_cmpuint (sdm_game_get_value (game, cell), ==, da);
    g_assert_cmpuint (sdm_game_get_value (game, below), ==, db);
    g_assert_cmpint (sdm_board_get_pending_domino (board), ==, -1);
    g_assert_false (sdm_board_get_preview (board, NULL, NULL, NULL, NULL));
    g_assert_true (sdm_game_undo (game));
  }

  /* A drag from a cell into its neighbour puts the pair on those two: the preview
   * follows the drag (A5 down to B5, not A5's nearest neighbour at the press). */
  {
    GtkEventController *drag = find_controller (GTK_TYPE_GESTURE_DRAG);
    const int a5 = sdm_cell (0, 4), b5 = sdm_cell (1, 4);
    double x2, y2;
    guint da, db;
    int pa, pb;

    sdm_board_set_pending_domino (board, sdm_domino_index (3, 4));
    cell_centre (a5, &x, &y);
    cell_centre (b5, &x2, &y2);
    g_signal_emit_by_name (drag, "drag-begin", x, y);
    g_assert_cmpint (sdm_game_get_partner (game, a5), ==, -1);   /* nothing placed on the press */
    g_signal_emit_by_name (drag, "drag-update", x2 - x, y2 - y);
    g_assert_true (sdm_board_get_preview (board, &pa, &pb, &da, &db));
    g_assert_cmpint (pa, ==, a5);
    g_assert_cmpint (pb, ==, b5);
    g_signal_emit_by_name (drag, "drag-end", x2 - x, y2 - y);
    g_assert_cmpint (sdm_game_get_partner (game, a5), ==, b5);
    g_assert_cmpuint (sdm_game_get_value (game, a5), ==, da);
    g_assert_cmpuint (sdm_game_get_value (game, b5), ==, db);
    g_assert_cmpint (sdm_board_get_selected (board), ==, b5);
  }

  /* Off the board, or over a given, no preview. */
  sdm_board_set_pending_domino (board, sdm_domino_index (5, 6));
  point_in_cell (sdm_cell (6, 3), 0.5, 0.5, &x, &y);   /* G4, a given */
  synthetic_hover (x, y);
  g_assert_false (sdm_board_get_preview (board, NULL, NULL, NULL, NULL));
  sdm_board_set_pending_domino (board, -1);
}

/* Issue 20: a placed domino turns round in one undoable move: R, a second click on its
 * selected cell, a click on the line inside it. */
static void
test_turn (void)
{
  SdmGame *game;
  guint n;
  double x, y;

  use_game (contest_text);
  game = sdm_board_get_game (board);
  synthetic_leave ();   /* the keyboard alone: the pair waits on the selected cell */
  sdm_board_set_selected (board, G7);
  sdm_board_set_pending_domino (board, sdm_domino_index (1, 4));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.link", "(ii)", 0, 1);
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 4);
  g_assert_cmpuint (sdm_game_get_value (game, G8), ==, 1);
  n = sdm_game_get_n_moves (game);

  /* The selected domino is shaded whole: its other cell has the selected cell's fill, not
   * the row's. */
  {
    g_autoptr(SdmTestFrame) frame = grab_frame ();

    g_test_message ("fills: G7 %06x, G8 %06x, G1 %06x", cell_fill (frame, G7), cell_fill (frame, G8),
                    cell_fill (frame, sdm_cell (6, 0)));
    g_assert_cmpint (color_distance (cell_fill (frame, G7), cell_fill (frame, G8)), <, 10);
    g_assert_cmpint (color_distance (cell_fill (frame, G8), cell_fill (frame, sdm_cell (6, 0))), >, 50);
  }

  /* R (its action). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.turn", NULL));
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (game, G8), ==, 4);
  g_assert_cmpint (sdm_game_get_partner (game, G7), ==, G8);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n + 1);
  /* One undo step gives the previous orientation back. */
  g_assert_true (sdm_game_undo (game));
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 4);
  g_assert_cmpuint (sdm_game_get_value (game, G8), ==, 1);
  g_assert_cmpint (sdm_game_get_partner (game, G7), ==, G8);

  /* A click on the other cell selects it; a second click there turns the domino. */
  point_in_cell (G8, 0.5, 0.5, &x, &y);
  synthetic_click (x, y);
  g_assert_cmpint (sdm_board_get_selected (board), ==, G8);
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 4);
  synthetic_click (x, y);
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (game, G8), ==, 4);

  /* A click on the line between its cells turns it too (it used to unlink it). */
  point_in_cell (G7, 0.97, 0.5, &x, &y);
  synthetic_click (x, y);
  g_assert_cmpint (sdm_game_get_partner (game, G7), ==, G8);
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 4);
  g_assert_cmpuint (sdm_game_get_value (game, G8), ==, 1);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n + 2);

  /* A link without digits is not turned: R does nothing, the line click unlinks. */
  sdm_board_set_selected (board, H7);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.link", "(ii)", 0, 1);
  g_assert_cmpint (sdm_game_get_partner (game, H7), ==, H8);
  n = sdm_game_get_n_moves (game);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.turn", NULL);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n);
  point_in_cell (H7, 0.97, 0.5, &x, &y);
  synthetic_click (x, y);
  g_assert_cmpint (sdm_game_get_partner (game, H7), ==, -1);
}

/* Fill pixels of the accent colour in @cell (its inner part). */
static int
accent_fill (const Frame *frame,
             int          cell)
{
  return count_in_cell (frame, cell, is_blue);
}

static int
cell_area (const Frame *frame)
{
  SdmBoardLayout l;
  int inner;

  sdm_board_layout_compute (&l, frame->width, frame->height);
  inner = l.cell - 2 * (l.cell / 10);
  return inner * inner;
}

static gboolean
has_preview_on (gpointer data)
{
  int a, b;

  return sdm_board_get_preview (board, &a, &b, NULL, NULL) && b == GPOINTER_TO_INT (data);
}

static int wanted_cell;
static guint wanted_value;

static gboolean
value_is (gpointer data)
{
  return sdm_game_get_value (sdm_board_get_game (board), wanted_cell) == wanted_value;
}

static void
wait_for_value (int   cell,
                guint value)
{
  wanted_cell = cell;
  wanted_value = value;
  g_assert_true (sdm_test_wait_for (value_is, NULL));
}

/* Moves the real pointer to (@fx, @fy) of @cell. */
static void
real_pointer_to (int    cell,
                 double fx,
                 double fy)
{
  gulong xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
  g_autofree char *args = NULL;
  graphene_point_t p;
  double x, y, dx, dy;

  point_in_cell (cell, fx, fy, &x, &y);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (board), window, &GRAPHENE_POINT_INIT (x, y), &p));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  args = g_strdup_printf ("mousemove --window %lu %d %d", xid, (int) (p.x + dx), (int) (p.y + dy));
  xdotool (args);
}

/* Issue 20, with the real pointer: the chosen pair is drawn over the two cells under the
 * pointer before any click, and follows it; the click puts it there the way it was drawn;
 * a second click turns it, R turns it back, and one undo takes the turn back. */
static void
test_preview_real_pointer (void)
{
  g_autoptr(SdmTestFrame) before = NULL;
  g_autoptr(SdmTestFrame) across = NULL;
  g_autoptr(SdmTestFrame) down = NULL;
  SdmGame *game;
  int area;
  guint da, db;

  use_game (contest_text);
  game = sdm_board_get_game (board);
  sdm_board_set_selected (board, sdm_cell (0, 0));
  real_pointer_to (sdm_cell (0, 4), 0.5, 0.5);   /* out of the way: A5, a free cell */
  sdm_board_set_pending_domino (board, sdm_domino_index (1, 4));
  iterate ();
  before = grab_frame ();
  area = cell_area (before);
  g_assert_cmpint (accent_fill (before, G7), <, area / 10);
  g_assert_cmpint (accent_fill (before, G8), <, area / 10);

  /* Near G7's right side: the pair lies on G7-G8, filled in the accent colour. */
  real_pointer_to (G7, 0.8, 0.5);
  g_assert_true (sdm_test_wait_for (has_preview_on, GINT_TO_POINTER (G8)));
  across = grab_frame ();
  g_test_message ("accent pixels across: G7 %d, G8 %d, H7 %d (of %d)", accent_fill (across, G7),
                  accent_fill (across, G8), accent_fill (across, H7), area);
  g_assert_cmpint (accent_fill (across, G7), >, area / 2);
  g_assert_cmpint (accent_fill (across, G8), >, area / 2);
  g_assert_cmpint (accent_fill (across, H7), <, area / 10);
  g_assert_cmpint (accent_fill (across, sdm_cell (6, 5)), <, area / 10);
  /* Nothing is placed yet. */
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, 0);

  /* Near G7's bottom: it follows, onto G7-H7. */
  real_pointer_to (G7, 0.5, 0.8);
  g_assert_true (sdm_test_wait_for (has_preview_on, GINT_TO_POINTER (H7)));
  down = grab_frame ();
  g_assert_cmpint (accent_fill (down, G7), >, area / 2);
  g_assert_cmpint (accent_fill (down, H7), >, area / 2);
  g_assert_cmpint (accent_fill (down, G8), <, area / 10);
  g_assert_true (sdm_board_get_preview (board, NULL, NULL, &da, &db));

  /* The click puts it there, the way round the preview showed. */
  xdotool ("click 1");
  wait_for_value (G7, da);
  g_assert_cmpuint (sdm_game_get_value (game, H7), ==, db);
  g_assert_cmpint (sdm_game_get_partner (game, G7), ==, H7);
  g_assert_false (sdm_board_get_preview (board, NULL, NULL, NULL, NULL));

  /* A second click turns it; R turns it back; undo takes back the last turn alone. */
  xdotool ("sleep 0.5 click 1");
  wait_for_value (G7, db);
  g_assert_cmpuint (sdm_game_get_value (game, H7), ==, da);
  xdotool ("key r");
  wait_for_value (G7, da);
  g_assert_cmpuint (sdm_game_get_value (game, H7), ==, db);
  g_assert_true (sdm_game_undo (game));
  g_assert_cmpuint (sdm_game_get_value (game, G7), ==, db);
  g_assert_cmpuint (sdm_game_get_value (game, H7), ==, da);
  g_assert_cmpint (sdm_game_get_partner (game, G7), ==, H7);
  real_pointer_to (sdm_cell (0, 4), 0.5, 0.5);
}

/* Issue 20: in digit-first play the chosen digit is highlighted, wherever the selection is
 * (sdm-digit-bar.c sets the board's "highlight-digit"). */
static void
test_highlight_digit (void)
{
  g_autoptr(SdmTestFrame) plain = NULL;
  g_autoptr(SdmTestFrame) chosen = NULL;
  const int one = sdm_cell (0, 0), other_one = sdm_cell (1, 3);   /* both hold a given 1 */

  use_game (sudoku_text);
  sdm_board_set_selected (board, sdm_cell (4, 4));
  plain = grab_frame ();
  sdm_board_set_highlight_digit (board, 1);
  chosen = grab_frame ();
  g_test_message ("fill of a 1: %06x plain, %06x with 1 chosen", cell_fill (plain, other_one), cell_fill (chosen, other_one));
  g_assert_cmpint (color_distance (cell_fill (plain, other_one), cell_fill (chosen, other_one)), >, 30);
  g_assert_cmpint (color_distance (cell_fill (plain, one), cell_fill (chosen, one)), >, 30);
  /* A cell without a 1 keeps its fill. */
  g_assert_cmpint (color_distance (cell_fill (plain, sdm_cell (8, 8)), cell_fill (chosen, sdm_cell (8, 8))), <, 5);
  sdm_board_set_highlight_digit (board, 0);
}

int
main (int argc, char **argv)
{
  sdm_test_init_gui (&argc, &argv);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), W, H);
  gtk_window_set_resizable (GTK_WINDOW (window), FALSE);
  board = SDM_BOARD (sdm_board_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  g_test_add_func ("/board/layout", test_layout);
  g_test_add_func ("/board/actions", test_actions);
  g_test_add_func ("/board/select-start", test_select_start);
  g_test_add_func ("/board/pixels/digit", test_pixels_digit);
  g_test_add_func ("/board/pixels/clash", test_pixels_clash);
  g_test_add_func ("/board/pixels/domino", test_pixels_domino);
  g_test_add_func ("/board/pixels/selection", test_pixels_selection);
  g_test_add_func ("/board/pixels/witness", test_pixels_witness);
  g_test_add_func ("/board/pixels/pencil", test_pixels_pencil);
  g_test_add_func ("/board/pixels/dark-units", test_pixels_dark_units);
  g_test_add_func ("/board/synthetic-pointer", test_synthetic_pointer);
  g_test_add_func ("/board/real-input", test_real_input);
  g_test_add_func ("/board/place-orientation", test_place_orientation);
  g_test_add_func ("/board/turn", test_turn);
  g_test_add_func ("/board/preview-real-pointer", test_preview_real_pointer);
  g_test_add_func ("/board/highlight-digit", test_highlight_digit);

  return g_test_run ();
}
