/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-palette.c: the domino palette in a real window under Xvfb: its tiles grow with the
 * width it is given, it counts the pairs left, it tells given and placed tiles from
 * free ones by more than colour (checked on the pixels, with the colour taken out), and
 * each tile is an accessible object of its own that a screen reader can choose. */
#include "config.h"

#include <math.h>
#include <adwaita.h>

#include "sdm-domino-palette.h"
#include "sdm-test-utils.h"

/* Puzzle 1 of the Baekjoon 4574 sample (as in test-board.c): ten clue dominoes, then the
 * cells of the lone digits 1..9. */
static const char *contest_clues[] = {
  "6 B2 1 B3", "2 C4 9 C3", "6 D3 8 E3", "7 E1 4 F1", "8 B7 4 B8",
  "3 F5 2 F6", "7 F7 6 F8", "5 G4 9 G5", "7 I8 8 I9", "7 C9 2 B9",
};
static const char contest_isolated[] = "C5 A3 D9 I4 A9 E5 A2 C6 I1";

static GtkWidget *window;
static SdmDominoPalette *palette;

static int
location (const char *text)
{
  return sdm_cell (text[0] - 'A', text[1] - '1');
}

static SdmGame *
contest_game (void)
{
  SdmPuzzle puzzle;

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

/* Gives the palette @width px and waits until it has them. */
static void
set_width (int width)
{
  gtk_widget_set_size_request (GTK_WIDGET (palette), width, -1);
  gtk_window_set_default_size (GTK_WINDOW (window), width, -1);
  gtk_widget_queue_resize (GTK_WIDGET (palette));
  for (int i = 0; i < 1000 && gtk_widget_get_width (GTK_WIDGET (palette)) != width; i++)
    {
      gtk_test_widget_wait_for_draw (window);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (palette)), ==, width);
}

typedef SdmTestFrame Frame;

static Frame *
grab_frame (void)
{
  return sdm_test_grab_frame (GTK_WIDGET (palette), "palette");
}

/* The luminance at (@x, @y): colour taken out. */
static int
luminance (const Frame *frame,
           int          x,
           int          y)
{
  const guchar *data = cairo_image_surface_get_data (frame->surface);
  int stride = cairo_image_surface_get_stride (frame->surface);
  guint32 p = *(const guint32 *) (data + y * stride + x * 4);

  return (((p >> 16) & 0xff) * 3 + ((p >> 8) & 0xff) * 6 + (p & 0xff)) / 10;
}

static gboolean
is_ink (const Frame *frame,
        int          x,
        int          y)
{
  return luminance (frame, x, y) < 200;
}

static graphene_rect_t
tile_area (guint index)
{
  graphene_rect_t area;

  g_assert_true (sdm_domino_palette_get_tile_area (palette, index, &area));
  return area;
}

/* The height of the ink of the tile's left digit: the rows with ink in its left quarter. */
static int
digit_ink_height (const Frame *frame,
                  guint        index)
{
  graphene_rect_t r = tile_area (index);
  int top = -1, bottom = -1;

  for (int y = r.origin.y + 3; y < r.origin.y + r.size.height - 3; y++)
    for (int x = r.origin.x + r.size.width * 0.15; x < r.origin.x + r.size.width * 0.4; x++)
      if (is_ink (frame, x, y))
        {
          if (top < 0)
            top = y;
          bottom = y;
          break;
        }
  return top < 0 ? 0 : bottom - top + 1;
}

static void
use_game (void)
{
  g_autoptr(SdmGame) game = contest_game ();

  sdm_domino_palette_set_game (palette, game);
  sdm_domino_palette_set_chosen (palette, -1);
}

/* Issue 15: the tiles (digits and all) grow with the width the palette is given. */
static void
test_tiles_grow (void)
{
  const guint free_tile = sdm_domino_index (3, 5);
  graphene_rect_t narrow, wide;
  g_autoptr(SdmTestFrame) narrow_frame = NULL;
  g_autoptr(SdmTestFrame) wide_frame = NULL;
  int narrow_ink, wide_ink;

  use_game ();
  /* 430 px holds nine columns of tiles at about their natural size (narrower, six columns
   * share the width: no row is left short, see rows-full). */
  set_width (430);
  narrow = tile_area (free_tile);
  narrow_frame = grab_frame ();
  narrow_ink = digit_ink_height (narrow_frame, free_tile);

  set_width (720);
  wide = tile_area (free_tile);
  wide_frame = grab_frame ();
  wide_ink = digit_ink_height (wide_frame, free_tile);

  g_test_message ("tile at 430 px: %.0f×%.0f, digit %d px high; at 720 px: %.0f×%.0f, digit %d px high",
                  narrow.size.width, narrow.size.height, narrow_ink, wide.size.width, wide.size.height, wide_ink);
  g_assert_cmpfloat (wide.size.height, >=, narrow.size.height * 1.25);
  g_assert_cmpint (wide_ink * 100, >=, narrow_ink * 115);
  g_assert_cmpint (narrow_ink, >, 0);
  /* And the palette asks for the height its grown tiles need. */
  g_assert_cmpfloat (wide.origin.y + wide.size.height, <=, gtk_widget_get_height (GTK_WIDGET (palette)));
}

static const char *
count_text (void)
{
  GtkWidget *label = gtk_widget_get_first_child (GTK_WIDGET (palette));

  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_widget_get_visible (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* "N pairs left": the 36 dominoes less the 10 given, less the ones placed. */
static void
test_pairs_left (void)
{
  SdmGame *game;
  g_autoptr(GError) error = NULL;

  use_game ();
  game = sdm_domino_palette_get_game (palette);
  g_assert_cmpuint (sdm_domino_palette_get_n_left (palette), ==, 26);
  g_assert_cmpstr (count_text (), ==, "26 pairs left");
  /* E7 and E8 are free; {3,5} is not given. */
  g_assert_true (sdm_game_place_domino (game, sdm_cell (4, 6), sdm_cell (4, 7), 3, 5, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sdm_domino_palette_get_n_left (palette), ==, 25);
  g_assert_cmpstr (count_text (), ==, "25 pairs left");
  g_assert_true (sdm_game_undo (game));
  g_assert_cmpstr (count_text (), ==, "26 pairs left");
}

/* The longest run of ink across the tile's middle band (rows between 35 % and 65 %). */
static int
longest_middle_run (const Frame *frame,
                    guint        index)
{
  graphene_rect_t r = tile_area (index);
  int best = 0;

  for (int y = r.origin.y + r.size.height * 0.35; y < r.origin.y + r.size.height * 0.65; y++)
    {
      int run = 0;

      for (int x = r.origin.x + 1; x < r.origin.x + r.size.width - 1; x++)
        {
          run = is_ink (frame, x, y) ? run + 1 : 0;
          best = MAX (best, run);
        }
    }
  return best;
}

/* Changes of lightness in the bands above and below the digits, between the rounded
 * corners (whose frame is not a pattern): a hatch makes them, a plain tile does not.
 * (At 600 px a tile is about 26 px tall: each band is two or three rows.) */
static int
band_edges (const Frame *frame,
            guint        index)
{
  graphene_rect_t r = tile_area (index);
  int edges = 0;

  for (int y = r.origin.y + 3; y < r.origin.y + r.size.height - 3; y++)
    {
      if (y >= r.origin.y + r.size.height * 0.2 && y < r.origin.y + r.size.height * 0.8)
        continue;   /* the digits */
      for (int x = r.origin.x + r.size.width * 0.2; x < r.origin.x + r.size.width * 0.8; x++)
        edges += ABS (luminance (frame, x, y) - luminance (frame, x + 1, y)) > 12;
    }
  return edges;
}

/* Given tiles and placed tiles differ from free ones in lightness and shape, not only in
 * hue: a placed tile is struck out, a given one is hatched. */
static void
test_marks_beyond_colour (void)
{
  const guint free_tile = sdm_domino_index (2, 4), given = sdm_domino_index (1, 6);
  const int a = sdm_cell (4, 6), b = sdm_cell (4, 7);   /* E7 and E8, empty */
  guint placed = G_MAXUINT;
  g_autoptr(SdmTestFrame) frame = NULL;
  g_autoptr(GError) error = NULL;
  SdmGame *game;
  graphene_rect_t r;

  use_game ();
  set_width (600);
  game = sdm_domino_palette_get_game (palette);
  g_assert_true (sdm_domino_palette_tile_has_state (palette, given, "clue"));
  /* A free domino that lies on E7-E8 without breaking a rule. */
  for (guint x = 1; x <= 9 && placed == G_MAXUINT; x++)
    for (guint y = x + 1; y <= 9 && placed == G_MAXUINT; y++)
      {
        guint index = sdm_domino_index (x, y);

        if (index == free_tile || sdm_domino_palette_tile_has_state (palette, index, "clue"))
          continue;
        g_assert_true (sdm_game_place_domino (game, a, b, x, y, &error));
        g_assert_no_error (error);
        if (!sdm_game_is_in_conflict (game, a) && !sdm_game_is_in_conflict (game, b))
          placed = index;
        else
          g_assert_true (sdm_game_undo (game));
      }
  g_assert_cmpuint (placed, !=, G_MAXUINT);
  g_assert_true (sdm_domino_palette_tile_has_state (palette, placed, "placed"));
  g_assert_false (sdm_domino_palette_tile_has_state (palette, placed, "conflict"));
  g_assert_false (sdm_domino_palette_tile_has_state (palette, free_tile, "placed"));
  frame = grab_frame ();
  r = tile_area (free_tile);

  g_test_message ("middle ink run: free %d, placed %d, given %d (tile %.0f px wide)",
                  longest_middle_run (frame, free_tile), longest_middle_run (frame, placed),
                  longest_middle_run (frame, given), r.size.width);
  g_test_message ("edges above and below the digits: free %d, placed %d, given %d",
                  band_edges (frame, free_tile), band_edges (frame, placed), band_edges (frame, given));
  /* Struck out: one run of ink across most of the tile. */
  g_assert_cmpint (longest_middle_run (frame, placed), >=, r.size.width * 0.7);
  g_assert_cmpint (longest_middle_run (frame, free_tile), <, r.size.width * 0.5);
  /* Hatched: a pattern where a free tile is plain. */
  g_assert_cmpint (band_edges (frame, given), >=, 3 * band_edges (frame, free_tile) + 6);
  g_assert_cmpint (band_edges (frame, placed), <, band_edges (frame, given));
}


/* The 36 tiles fill every row they use: at no width is a tile left alone on the last row
 * (7 columns at a 360 px window did that). Every width from the narrowest to past the
 * widest layout, in 5 px steps. */
static void
test_rows_full (void)
{
  int min_width;

  use_game ();
  gtk_widget_measure (GTK_WIDGET (palette), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  for (int width = min_width; width <= 900; width += 5)
    {
      float first_y, last_y;
      guint per_row = 0, last_row = 0, n = SDM_N_DOMINOES;

      set_width (width);
      first_y = tile_area (0).origin.y;
      last_y = tile_area (n - 1).origin.y;
      for (guint i = 0; i < n; i++)
        {
          float y = tile_area (i).origin.y;

          per_row += y == first_y;
          last_row += y == last_y;
        }
      if (last_row != per_row)
        g_error ("at %d px: %u tiles a row but %u on the last", width, per_row, last_row);
    }
}

/* Pixels of @index's cell (the tile and the padding around it) that are orange. */
static int
orange_in_cell (const Frame *frame,
                guint        index)
{
  const guchar *data = cairo_image_surface_get_data (frame->surface);
  int stride = cairo_image_surface_get_stride (frame->surface);
  graphene_rect_t r = tile_area (index);
  int n = 0;

  graphene_rect_inset (&r, -2, -2);
  for (int y = MAX (0, r.origin.y); y < MIN (frame->height, r.origin.y + r.size.height); y++)
    for (int x = MAX (0, r.origin.x); x < MIN (frame->width, r.origin.x + r.size.width); x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + x * 4);
        int red = (p >> 16) & 0xff, green = (p >> 8) & 0xff, blue = p & 0xff;

        n += red > green + 30 && red > blue + 60;
      }
  return n;
}

/* The tile a guide points at ("marked") is in the hint's orange, and no other is. */
static void
test_marked (void)
{
  const guint free_tile = sdm_domino_index (3, 5), other = sdm_domino_index (4, 6);
  g_autoptr(SdmTestFrame) plain = NULL;
  g_autoptr(SdmTestFrame) marked = NULL;

  use_game ();
  set_width (430);
  plain = grab_frame ();
  sdm_domino_palette_set_marked (palette, free_tile);
  g_assert_true (sdm_domino_palette_tile_has_state (palette, free_tile, "marked"));
  g_assert_false (sdm_domino_palette_tile_has_state (palette, other, "marked"));
  marked = grab_frame ();
  g_test_message ("orange pixels: %d unmarked, %d marked; another tile %d",
                  orange_in_cell (plain, free_tile), orange_in_cell (marked, free_tile),
                  orange_in_cell (marked, other));
  g_assert_cmpint (orange_in_cell (plain, free_tile), ==, 0);
  g_assert_cmpint (orange_in_cell (marked, other), ==, 0);
  g_assert_cmpint (orange_in_cell (marked, free_tile), >, 100);
  sdm_domino_palette_set_marked (palette, -1);
  g_assert_cmpint (sdm_domino_palette_get_marked (palette), ==, -1);
}

/* Beside the board (max-columns 6): six columns however wide, so the tiles grow instead,
 * and a natural width of six columns, not twelve, that leaves the board its width. */
static void
test_max_columns (void)
{
  int natural_12, natural_6;
  graphene_rect_t twelve, six;

  use_game ();
  /* The natural widths, without the size request the other tests leave. */
  gtk_widget_set_size_request (GTK_WIDGET (palette), -1, -1);
  gtk_widget_measure (GTK_WIDGET (palette), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_12, NULL, NULL);
  sdm_domino_palette_set_max_columns (palette, 6);
  g_assert_cmpint (sdm_domino_palette_get_max_columns (palette), ==, 6);
  gtk_widget_measure (GTK_WIDGET (palette), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_6, NULL, NULL);
  g_test_message ("natural width: %d px for 12 columns, %d for 6", natural_12, natural_6);
  g_assert_cmpint (natural_6 * 10, <, natural_12 * 6);
  sdm_domino_palette_set_max_columns (palette, 12);

  set_width (460);
  twelve = tile_area (0);
  g_assert_cmpfloat (tile_area (11).origin.y, ==, twelve.origin.y);

  /* Room for the rows to come first: the window, three rows high, would be measured
   * below the six rows' height while it catches up (a GTK warning). */
  gtk_widget_set_size_request (GTK_WIDGET (palette), 460, 400);
  for (int i = 0; i < 1000 && gtk_widget_get_height (GTK_WIDGET (palette)) < 400; i++)
    {
      gtk_test_widget_wait_for_draw (window);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (palette)), >=, 400);
  sdm_domino_palette_set_max_columns (palette, 6);
  for (int i = 0; i < 100 && tile_area (6).origin.y == tile_area (0).origin.y; i++)
    {
      gtk_test_widget_wait_for_draw (window);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (palette)), ==, 460);
  six = tile_area (0);
  g_assert_cmpfloat (tile_area (5).origin.y, ==, six.origin.y);
  g_assert_cmpfloat (tile_area (6).origin.y, >, six.origin.y);
  g_test_message ("at 460 px: tiles %.0f×%.0f in 12 columns, %.0f×%.0f in 6",
                  twelve.size.width, twelve.size.height, six.size.width, six.size.height);
  g_assert_cmpfloat (six.size.height, >=, twelve.size.height * 1.5);
  g_assert_cmpfloat (tile_area (35).origin.y + six.size.height, <=, gtk_widget_get_height (GTK_WIDGET (palette)));

  sdm_domino_palette_set_max_columns (palette, 12);
  set_width (460);
}

/* The palette's accessible children that are buttons (the tiles), in order: walked with
 * the GtkAccessible API, as GTK's AT-SPI backend walks them. */
static GPtrArray *
accessible_tiles (void)
{
  GPtrArray *tiles = g_ptr_array_new_with_free_func (g_object_unref);
  GtkAccessible *child = gtk_accessible_get_first_accessible_child (GTK_ACCESSIBLE (palette));

  while (child != NULL)
    {
      GtkAccessible *next = gtk_accessible_get_next_accessible_sibling (child);

      if (gtk_accessible_get_accessible_role (child) == GTK_ACCESSIBLE_ROLE_BUTTON)
        g_ptr_array_add (tiles, child);
      else
        g_object_unref (child);
      child = next;
    }
  return tiles;
}

static void
assert_description (GtkAccessible *tile,
                    const char    *expected)
{
  g_autofree char *differs = gtk_test_accessible_check_property (tile, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  if (differs != NULL)
    g_error ("tile description: \"%s\", expected \"%s\"", differs, expected);
}

static void
assert_selected (GtkAccessible *tile,
                 gboolean       expected)
{
  g_autofree char *differs = gtk_test_accessible_check_state (tile, GTK_ACCESSIBLE_STATE_SELECTED, expected);

  if (differs != NULL)
    g_error ("tile selected: %s, expected %s", differs, expected ? "true" : "false");
}

static void
activated_cb (SdmDominoPalette *p,
              guint             index,
              int              *activated)
{
  *activated = index;
}

/* Issue 36: each of the 36 pairs is an accessible object of its own, in order after the
 * count: a button labelled with its digits, whose description says whether it is free,
 * given or placed (and chosen, also its "selected" state), at its tile's place, that
 * activating chooses as a click does. */
static void
test_accessible_tiles (void)
{
  const guint free_tile = sdm_domino_index (3, 5), given = sdm_domino_index (1, 6);
  g_autoptr(GPtrArray) tiles = NULL;
  g_autoptr(GPtrArray) none = NULL;
  GListModel *dominoes;
  SdmGame *game;
  GtkAccessible *child;
  g_autoptr(GError) error = NULL;
  int activated = -1;
  gulong handler;

  use_game ();
  set_width (430);
  game = sdm_domino_palette_get_game (palette);
  dominoes = sdm_game_get_dominoes (game);
  tiles = accessible_tiles ();
  g_assert_cmpuint (tiles->len, ==, 36);

  /* The count comes first, a label, as it is shown. */
  child = gtk_accessible_get_first_accessible_child (GTK_ACCESSIBLE (palette));
  g_assert_nonnull (child);
  g_assert_cmpint (gtk_accessible_get_accessible_role (child), ==, GTK_ACCESSIBLE_ROLE_LABEL);
  g_object_unref (child);

  for (guint i = 0; i < tiles->len; i++)
    {
      GtkAccessible *tile = g_ptr_array_index (tiles, i);
      g_autoptr(SdmDomino) domino = g_list_model_get_item (dominoes, i);
      g_autofree char *label = g_strdup_printf ("%u and %u", sdm_domino_get_a (domino), sdm_domino_get_b (domino));
      g_autoptr(GtkAccessible) parent = gtk_accessible_get_accessible_parent (tile);
      graphene_rect_t area = tile_area (i);
      int x, y, width, height;

      gtk_test_accessible_assert_property (tile, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
      g_assert_true (parent == GTK_ACCESSIBLE (palette));
      assert_description (tile, sdm_domino_get_is_clue (domino) ? "Given" : "Free");
      assert_selected (tile, FALSE);
      /* Where the tile is drawn: what a screen reader's highlight and a magnifier follow. */
      g_assert_true (gtk_accessible_get_bounds (tile, &x, &y, &width, &height));
      g_assert_cmpint (x, ==, (int) area.origin.x);
      g_assert_cmpint (y, ==, (int) area.origin.y);
      g_assert_cmpint (width, ==, (int) area.size.width);
      g_assert_cmpint (height, ==, (int) area.size.height);
    }
  gtk_test_accessible_assert_property (g_ptr_array_index (tiles, 0), GTK_ACCESSIBLE_PROPERTY_LABEL, "1 and 2");
  gtk_test_accessible_assert_property (g_ptr_array_index (tiles, 35), GTK_ACCESSIBLE_PROPERTY_LABEL, "8 and 9");
  assert_description (g_ptr_array_index (tiles, given), "Given");

  /* A placed pair says so, and a free one again when it is taken back. */
  g_assert_true (sdm_game_place_domino (game, sdm_cell (4, 6), sdm_cell (4, 7), 3, 5, &error));
  g_assert_no_error (error);
  {
    g_autoptr(SdmDomino) domino = g_list_model_get_item (dominoes, free_tile);
    gboolean conflict = sdm_domino_get_in_conflict (domino);
    g_autofree char *invalid = NULL;

    g_test_message ("{3,5} in E7-E8: %s", conflict ? "in conflict" : "placed");
    assert_description (g_ptr_array_index (tiles, free_tile),
                        conflict ? "Placed more than once or breaking a rule" : "Placed");
    invalid = gtk_test_accessible_check_state (g_ptr_array_index (tiles, free_tile), GTK_ACCESSIBLE_STATE_INVALID,
                                               conflict ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE);
    g_assert_null (invalid);
  }
  g_assert_true (sdm_game_undo (game));
  assert_description (g_ptr_array_index (tiles, free_tile), "Free");
  gtk_test_accessible_assert_state (g_ptr_array_index (tiles, free_tile), GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_FALSE);

  /* The chosen pair is selected, and only it. */
  sdm_domino_palette_set_chosen (palette, free_tile);
  assert_selected (g_ptr_array_index (tiles, free_tile), TRUE);
  assert_description (g_ptr_array_index (tiles, free_tile), "Free, chosen");
  assert_selected (g_ptr_array_index (tiles, given), FALSE);
  sdm_domino_palette_set_chosen (palette, given);
  assert_selected (g_ptr_array_index (tiles, free_tile), FALSE);
  assert_description (g_ptr_array_index (tiles, free_tile), "Free");
  assert_selected (g_ptr_array_index (tiles, given), TRUE);
  sdm_domino_palette_set_chosen (palette, -1);

  /* Activating a tile's object is a click on it: "domino-activated" with its index, and
   * the keyboard focus on it. AT-SPI's DoAction calls the tile's one action, which takes
   * no parameter (GTK offers only those); gtk_widget_activate() does the same. */
  handler = g_signal_connect (palette, "domino-activated", G_CALLBACK (activated_cb), &activated);
  {
    GType type;
    const char *name;
    const GVariantType *parameter;
    const char *property;

    g_assert_true (gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (g_ptr_array_index (tiles, free_tile)), 0,
                                                  &type, &name, &parameter, &property));
    g_assert_cmpstr (name, ==, "tile.choose");
    g_assert_null (parameter);
    g_assert_false (gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (g_ptr_array_index (tiles, free_tile)), 1,
                                                   &type, &name, &parameter, &property));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g_ptr_array_index (tiles, free_tile)), "tile.choose", NULL));
  g_assert_cmpint (activated, ==, free_tile);
  g_assert_cmpint (sdm_domino_palette_get_focus_tile (palette), ==, free_tile);
  activated = -1;
  g_assert_true (gtk_widget_activate (GTK_WIDGET (g_ptr_array_index (tiles, given))));
  g_assert_cmpint (activated, ==, given);
  g_assert_cmpint (sdm_domino_palette_get_focus_tile (palette), ==, given);
  /* The tile with the keyboard focus is the palette's active descendant: the arrow keys
   * move it, and a screen reader presents that tile while the palette has the focus. */
  {
    g_autofree char *differs = NULL;

    gtk_widget_activate_action (GTK_WIDGET (palette), "palette.move", "(ii)", 1, 0);
    g_assert_cmpint (sdm_domino_palette_get_focus_tile (palette), ==, given + 1);
    differs = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (palette), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                                  g_ptr_array_index (tiles, given + 1));
    if (differs != NULL)
      g_error ("active descendant: %s, expected tile %u", differs, given + 1);
  }
  /* The palette's own action, a click, gives the same. */
  activated = -1;
  gtk_widget_activate_action (GTK_WIDGET (palette), "palette.activate", "u", free_tile);
  g_assert_cmpint (activated, ==, free_tile);
  g_signal_handler_disconnect (palette, handler);

  /* The tiles take neither the pointer nor the focus from the palette, and draw nothing:
   * a click on a tile reaches the palette. */
  {
    graphene_rect_t area = tile_area (free_tile);

    g_assert_true (gtk_widget_pick (GTK_WIDGET (palette), area.origin.x + area.size.width / 2,
                                    area.origin.y + area.size.height / 2, GTK_PICK_DEFAULT) == GTK_WIDGET (palette));
    g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (g_ptr_array_index (tiles, free_tile))));
  }

  /* Without a game, no tile is there to list. */
  sdm_domino_palette_set_game (palette, NULL);
  none = accessible_tiles ();
  g_assert_cmpuint (none->len, ==, 0);
  use_game ();
  g_clear_pointer (&none, g_ptr_array_unref);
  none = accessible_tiles ();
  g_assert_cmpuint (none->len, ==, 36);
}

int
main (int argc, char **argv)
{
  GtkWidget *box;

  sdm_test_init_gui (&argc, &argv);

  window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_halign (box, GTK_ALIGN_START);
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  palette = SDM_DOMINO_PALETTE (sdm_domino_palette_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (palette));
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  g_test_add_func ("/palette/tiles-grow", test_tiles_grow);
  g_test_add_func ("/palette/pairs-left", test_pairs_left);
  g_test_add_func ("/palette/marks-beyond-colour", test_marks_beyond_colour);
  g_test_add_func ("/palette/rows-full", test_rows_full);
  g_test_add_func ("/palette/max-columns", test_max_columns);
  g_test_add_func ("/palette/marked", test_marked);
  g_test_add_func ("/palette/accessible-tiles", test_accessible_tiles);

  return g_test_run ();
}
