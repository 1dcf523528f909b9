/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-history.c: the bounded undo history (SDM_GAME_UNDO_LIMIT) and the saved game
 * of version 3 that goes with it: a long game keeps only its latest moves, undo stops
 * where they start, the save holds that position and those moves and stays under a bound
 * computed from the limit, and loads back to the same game; hand-made version 3 saves
 * load, or fail on the line that is wrong. */
#include <string.h>

#include "sdm-core.h"
#include "sdm-game.h"
#include "sdm-game-private.h"
#include "sdm-logic.h"
#include "sdm-rules.h"

#include "game-fixtures.h"

/* Everything a position shows: digit, pencil marks and link of each cell. */
static char *
position_text (SdmGame *game)
{
  GString *out = g_string_new (NULL);

  for (int c = 0; c < SDM_N_CELLS; c++)
    g_string_append_printf (out, "%u/%x/%d ", sdm_game_get_value (game, c),
                            sdm_game_get_pencil (game, c), sdm_game_get_partner (game, c));
  return g_string_free (out, FALSE);
}

/* What a kept move weighs against the limit: its parts, or 1. */
static guint
move_weight (const char *move)
{
  guint n = 0;

  for (const char *p = strstr (move, " ; "); p != NULL; p = strstr (p + 1, " ; "))
    n++;
  return MAX (n, 1);
}

static guint
kept_weight (SdmGame *game)
{
  g_auto(GStrv) moves = sdm_game_dup_moves (game);
  guint weight = 0;

  for (guint i = 0; moves[i] != NULL; i++)
    weight += move_weight (moves[i]);
  return weight;
}

/* The most bytes a save of a game on @puzzle can take: its header as written with no
 * moves, the base lines at their longest (every free cell with nine marks, 40 links), and
 * per unit of weight the longest line a step can add: a single move "d r1c1 right 1 2
 * clean", or a hint's compound move of one such part named by the longest technique. */
static gsize
save_size_bound (const SdmPuzzle *puzzle)
{
  g_autoptr(SdmGame) empty = sdm_game_new_quiet (puzzle);
  g_autofree char *header = NULL;
  gsize technique = 0, single, group, base;

  sdm_game_mark_assisted (empty);
  sdm_game_set_elapsed (empty, G_MAXINT32);
  header = sdm_game_serialize (empty);
  for (int t = 0; t < SDM_N_TECHNIQUES; t++)
    technique = MAX (technique, strlen (sdm_technique_to_string (t)));
  single = strlen ("move d r1c1 right 1 2 clean\n");
  group = strlen ("move g hint ") + technique + strlen (" ; d r1c1 right 1 2 clean\n");
  base = strlen ("base-digits \n") + SDM_N_CELLS
         + strlen ("base-links\n") + 40 * strlen (" r1c1 right")
         + strlen ("base-pencil\n") + SDM_N_CELLS * strlen (" r1c1 123456789");
  return strlen (header) + base + (gsize) SDM_GAME_UNDO_LIMIT * MAX (single, group);
}

/* A long, varied game on the Sudominoku fixture: digits, pencil marks, links, dominoes
 * with "clean", cleared cells, one-part hints and now and then "Fill in candidates" and
 * "Clear pencil marks". @positions gets the start and the position after every step
 * recorded (position_text()). */
static SdmGame *
play_long_game (const SdmPuzzle *puzzle, guint n_tries, GPtrArray *positions)
{
  SdmGame *game = sdm_game_new_quiet (puzzle);
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  int free_cells[SDM_N_CELLS], n_free = 0;

  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] == 0)
      free_cells[n_free++] = c;

  g_ptr_array_add (positions, position_text (game));
  for (guint i = 0; i < n_tries; i++)
    {
      int c = free_cells[g_rand_int_range (rand, 0, n_free)];
      guint d = (guint) g_rand_int_range (rand, 1, 10);
      gboolean right_free = sdm_cell_col (c) < 8 && puzzle->givens[c + 1] == 0;
      guint64 before = sdm_game_get_n_played (game);

      switch (g_rand_int_range (rand, 0, 9))
        {
        case 0:
        case 1:
          sdm_game_toggle_pencil (game, c, d, NULL);
          break;
        case 2:
          sdm_game_set_value (game, c, d, NULL);
          break;
        case 3:
          if (right_free)
            sdm_game_toggle_link (game, c, c + 1, NULL);
          break;
        case 4:
          if (right_free)
            sdm_game_place_domino (game, c, c + 1, d, d % 9 + 1, NULL);
          break;
        case 5:
          sdm_game_clear_cell (game, c, NULL);
          break;
        case 6:
          {
            g_autofree char *hint = g_strdup_printf ("g hint naked-single ; v %s %u",
                                                     sdm_cell_name (c), d);

            g_assert_true (sdm_game_apply_move (game, hint, NULL));
          }
          break;
        case 7:
          if (i % 97 == 0)
            sdm_game_fill_candidates (game, NULL);
          break;
        default:
          if (i % 89 == 0)
            sdm_game_clear_pencil_marks (game, NULL);
          break;
        }
      g_assert_false (sdm_game_get_solved (game));
      if (sdm_game_get_n_played (game) != before)
        g_ptr_array_add (positions, position_text (game));
    }
  return game;
}

/* Undo takes @game back through @positions (newest last) and @copy with it, the same
 * labels on the way, and stops where the kept history starts. */
static void
assert_same_undo (SdmGame *game, SdmGame *copy, GPtrArray *positions)
{
  guint kept = sdm_game_get_n_moves (game);

  g_assert_cmpuint (sdm_game_get_n_moves (copy), ==, kept);
  for (guint j = 0; j <= kept; j++)
    {
      g_autofree char *a = position_text (game);
      g_autofree char *b = position_text (copy);
      g_autofree char *la = sdm_game_dup_undo_label (game);
      g_autofree char *lb = sdm_game_dup_undo_label (copy);

      g_assert_cmpstr (a, ==, positions->pdata[positions->len - 1 - j]);
      g_assert_cmpstr (b, ==, a);
      g_assert_cmpstr (la, ==, lb);
      g_assert_true (sdm_game_get_can_undo (game) == (j < kept));
      g_assert_true (sdm_game_get_can_undo (copy) == (j < kept));
      g_assert_true (sdm_game_undo (game) == (j < kept));
      g_assert_true (sdm_game_undo (copy) == (j < kept));
    }
}

/* Far more moves than the limit: the history keeps the latest, weighing no more than the
 * limit; undo goes back exactly through them and stops; the save is version 3, under the
 * bound, and loads back to the same position with the same undo steps and results; redo
 * comes back to where the game was. */
static void
test_long_game (void)
{
  g_autoptr(GPtrArray) positions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *last = NULL;
  SdmPuzzle puzzle;
  guint kept, weight;
  gsize bound;

  make_sudominoku (&puzzle);
  game = play_long_game (&puzzle, 4 * SDM_GAME_UNDO_LIMIT, positions);
  g_test_message ("%u steps played, %u kept", positions->len - 1, sdm_game_get_n_moves (game));
  g_assert_cmpuint (positions->len - 1, >, 2 * SDM_GAME_UNDO_LIMIT);

  kept = sdm_game_get_n_moves (game);
  weight = kept_weight (game);
  g_assert_cmpuint (weight, <=, SDM_GAME_UNDO_LIMIT);
  /* Only as much is dropped as the limit needs: a compound move weighs at most 81. */
  g_assert_cmpuint (weight, >, SDM_GAME_UNDO_LIMIT - 81);
  g_assert_cmpuint (kept, <, positions->len - 1);

  text = sdm_game_serialize (game);
  bound = save_size_bound (&puzzle);
  g_test_message ("save: %zu bytes, bound %zu, read cap %d", strlen (text), bound,
                  SDM_GAME_SAVE_MAX_SIZE);
  g_assert_cmpuint (strlen (text), <=, bound);
  g_assert_cmpuint (bound, <, SDM_GAME_SAVE_MAX_SIZE / 4);
  g_assert_true (g_str_has_prefix (text, "sudominoku-game 3\n"));
  g_assert_nonnull (strstr (text, "\nbase-digits "));
  g_assert_nonnull (strstr (text, "\nbase-links r"));
  g_assert_nonnull (strstr (text, "\nbase-pencil r"));

  copy = sdm_game_new_from_serialized_full (text, FALSE, &error);
  g_assert_no_error (error);
  again = sdm_game_serialize (copy);
  g_assert_cmpstr (again, ==, text);
  last = position_text (copy);
  g_assert_cmpstr (last, ==, positions->pdata[positions->len - 1]);

  assert_same_undo (game, copy, positions);

  /* Redo all the way back: the redo tail is the kept history too. */
  for (guint j = 0; j < kept; j++)
    g_assert_true (sdm_game_redo (game));
  g_assert_false (sdm_game_redo (game));
  g_clear_pointer (&last, g_free);
  last = position_text (game);
  g_assert_cmpstr (last, ==, positions->pdata[positions->len - 1]);

  /* Restart still goes to the puzzle's start, not where the history starts, and is
   * undone in one step. */
  {
    g_autoptr(SdmGame) fresh = sdm_game_new_quiet (&puzzle);
    g_autofree char *start = position_text (fresh);
    g_autofree char *now = NULL;
    g_autofree char *back = NULL;

    g_assert_true (sdm_game_restart (game));
    now = position_text (game);
    g_assert_cmpstr (now, ==, start);
    g_assert_true (sdm_game_undo (game));
    back = position_text (game);
    g_assert_cmpstr (back, ==, last);
  }
}

/* After an undo a new move drops the redo tail; the history is bounded however the moves
 * come: here only single moves, so exactly SDM_GAME_UNDO_LIMIT steps stay. */
static void
test_single_moves (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  guint n = 0;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_false (sdm_game_get_played (game));
  for (guint i = 0; i < 3 * SDM_GAME_UNDO_LIMIT; i++)
    {
      g_assert_true (sdm_game_toggle_pencil (game, 0, i % 9 + 1, NULL));
      n++;
    }
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, SDM_GAME_UNDO_LIMIT);
  g_assert_cmpuint (sdm_game_get_n_played (game), ==, n);

  /* Undo half, play one: the redo tail goes, the history is the rest plus the new one. */
  for (guint i = 0; i < SDM_GAME_UNDO_LIMIT / 2; i++)
    g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_game_get_can_redo (game));
  g_assert_true (sdm_game_set_value (game, 0, 1, NULL));
  g_assert_false (sdm_game_get_can_redo (game));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, SDM_GAME_UNDO_LIMIT / 2 + 1);
  for (guint i = 0; i < 2 * SDM_GAME_UNDO_LIMIT; i++)
    g_assert_true (sdm_game_toggle_pencil (game, sdm_cell (1, 4), i % 9 + 1, NULL));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, SDM_GAME_UNDO_LIMIT);
  for (guint i = 0; i < SDM_GAME_UNDO_LIMIT; i++)
    g_assert_true (sdm_game_undo (game));
  g_assert_false (sdm_game_get_can_undo (game));
  g_assert_false (sdm_game_undo (game));
  /* Undone to where the history starts: r1c1 holds the 1 played long before. */
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 1);
  /* Nothing left to undo, yet the board is the player's, not the puzzle as it came. */
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 0);
  g_assert_true (sdm_game_get_played (game));
}

/* Compound moves weigh their parts: "Fill in candidates" and "Clear pencil marks" in turn
 * keep about SDM_GAME_UNDO_LIMIT / parts steps, and the save stays small. */
static void
test_compound_weight (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  SdmPuzzle puzzle;
  guint n_free = 0;

  make_sudominoku (&puzzle);
  for (int c = 0; c < SDM_N_CELLS; c++)
    n_free += puzzle.givens[c] == 0;
  game = sdm_game_new_quiet (&puzzle);
  for (guint i = 0; i < 2 * SDM_GAME_UNDO_LIMIT; i++)
    g_assert_true (i % 2 == 0 ? sdm_game_fill_candidates (game, NULL)
                              : sdm_game_clear_pencil_marks (game, NULL));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, SDM_GAME_UNDO_LIMIT / n_free);
  g_assert_cmpuint (kept_weight (game), <=, SDM_GAME_UNDO_LIMIT);

  text = sdm_game_serialize (game);
  g_assert_cmpuint (strlen (text), <=, save_size_bound (&puzzle));
  copy = sdm_game_new_from_serialized_full (text, FALSE, &error);
  g_assert_no_error (error);
  a = position_text (game);
  b = position_text (copy);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (sdm_game_get_n_moves (copy), ==, sdm_game_get_n_moves (game));
}

/* A hand-made version 3 save (tests/data/saved-game-v3.txt): its base is the position
 * the moves start from, where undo stops; restart goes to the puzzle's start. */
static void
test_load_version_3 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saved-game-v3.txt", NULL);
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;
  int r9c1 = sdm_cell (8, 0), r9c2 = sdm_cell (8, 1), r9c3 = sdm_cell (8, 2);
  int r9c4 = sdm_cell (8, 3), r8c1 = sdm_cell (7, 0);

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  game = sdm_game_new_from_serialized_full (text, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (sdm_game_get_elapsed (game), ==, 600);
  g_assert_true (sdm_game_get_assisted (game));
  /* The moves: r9c4 holds 6, then r9c3 lost its pencil mark 3. */
  g_assert_cmpuint (sdm_game_get_value (game, r9c4), ==, 6);
  g_assert_cmphex (sdm_game_get_pencil (game, r9c3), ==, 1u << 6);
  /* The base: r9c1 and r9c2 linked, r9c1 holds 4, marks in r8c1 and r9c3. */
  g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_game_undo (game));
  g_assert_false (sdm_game_get_can_undo (game));
  g_assert_false (sdm_game_undo (game));
  g_assert_cmpint (sdm_game_get_partner (game, r9c1), ==, r9c2);
  g_assert_cmpuint (sdm_game_get_value (game, r9c1), ==, 4);
  g_assert_cmphex (sdm_game_get_pencil (game, r9c3), ==, (1u << 2) | (1u << 6));
  g_assert_cmphex (sdm_game_get_pencil (game, r8c1), ==, 1u << 4);
  g_assert_cmpuint (sdm_game_get_value (game, r9c4), ==, 0);
  /* Written again, it is the same text. */
  g_assert_true (sdm_game_redo (game));
  g_assert_true (sdm_game_redo (game));
  again = sdm_game_serialize (game);
  g_assert_cmpstr (again, ==, text);
  /* Restart: the puzzle's start, one step. */
  g_assert_true (sdm_game_restart (game));
  g_assert_cmpint (sdm_game_get_partner (game, r9c1), ==, -1);
  g_assert_cmpuint (sdm_game_get_value (game, r9c1), ==, 0);
  g_assert_cmphex (sdm_game_get_pencil (game, r8c1), ==, 0);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 3);
}

/* A version 3 save with one line wrong: an error naming that line, and no game. */
static void
test_version_3_errors (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saved-game-v3.txt", NULL);
  g_autofree char *good = NULL;
  struct {
    const char *from, *to;     /* replace in the good text */
    const char *message;       /* the error's start */
  } cases[] = {
    /* base-digits: a given changed, too short, not a digit, missing */
    { "base-digits 05", "base-digits 06", "Saved game, line 17: the starting position" },
    { "base-digits 05", "base-digits 5", "Saved game, line 17: expected “base-digits”" },
    { "base-digits 05", "base-digits x5", "Saved game, line 17: expected “base-digits”" },
    { "base-digits ", "base-digit ", "Saved game, line 17: expected “base-digits”" },
    /* base-links: a way that is none, a given cell, a cell twice, no neighbour, an odd
     * word, two spaces, a space at the end, missing */
    { "base-links r9c1 right", "base-links r9c1 up", "Saved game, line 18: expected “base-links”" },
    { "base-links r9c1 right", "base-links r1c1 right", "Saved game, line 18: a link" },
    { "base-links r9c1 right", "base-links r9c1 right r8c2 down", "Saved game, line 18: a link" },
    { "base-links r9c1 right", "base-links r9c9 right", "Saved game, line 18: expected “base-links”" },
    { "base-links r9c1 right", "base-links r9c1 right r8c2", "Saved game, line 18: expected “base-links”" },
    { "base-links r9c1 right", "base-links  r9c1 right", "Saved game, line 18: expected “base-links”" },
    { "base-links r9c1 right\n", "base-links r9c1 right \n", "Saved game, line 18: expected “base-links”" },
    { "base-links r9c1 right\n", "", "Saved game, line 18: expected “base-links”" },
    /* base-pencil: cells out of order, no marks, marks out of order, a given cell,
     * missing */
    { "base-pencil r8c1 5 r9c3 37", "base-pencil r9c3 37 r8c1 5", "Saved game, line 19: expected “base-pencil”" },
    { "base-pencil r8c1 5", "base-pencil r8c1 0", "Saved game, line 19: expected “base-pencil”" },
    { "r9c3 37", "r9c3 73", "Saved game, line 19: expected “base-pencil”" },
    { "base-pencil r8c1 5", "base-pencil r8c3 5", "Saved game, line 19: a cell with a given digit" },
    { "base-pencil r8c1 5 r9c3 37\n", "", "Saved game, line 19: expected “base-pencil”" },
    /* a move that does not apply to the base: r9c3 has no mark 5 to take */
    { "move p r9c3 -3", "move p r9c3 -5", "Saved game, line 21: the move changes nothing" },
    /* the version: a fourth one is from a newer Sudominoku (and kept aside all the same) */
    { "sudominoku-game 3", "sudominoku-game 4", "Saved game: made by a newer version of Sudominoku (format 4; " },
    { "sudominoku-game 3", "sudominoku-game 3.1", "Saved game, line 1:" },
  };

  g_assert_true (g_file_get_contents (path, &good, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = g_string_new (good);
      SdmGame *bad;

      g_assert_nonnull (strstr (good, cases[i].from));
      g_string_replace (text, cases[i].from, cases[i].to, 1);
      bad = sdm_game_new_from_serialized_full (text->str, FALSE, &error);
      g_test_message ("case %u: %s", i, error ? error->message : "(loaded)");
      g_assert_null (bad);
      g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }

  /* A Sudoku has no links: its base-pencil comes right after base-digits. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GString) text = g_string_new ("sudominoku-game 3\nkind sudoku\ngivens ");
    SdmGame *bad;

    g_string_append (text, sudoku_givens);
    g_string_append (text, "\nelapsed 1\nbase-digits ");
    g_string_append (text, sudoku_givens);
    g_string_append (text, "\nbase-links\nbase-pencil\n");
    bad = sdm_game_new_from_serialized_full (text->str, FALSE, &error);
    g_assert_null (bad);
    g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
    g_assert_true (g_str_has_prefix (error->message, "Saved game, line 6: expected “base-pencil”"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/game-history/long-game", test_long_game);
  g_test_add_func ("/core/game-history/single-moves", test_single_moves);
  g_test_add_func ("/core/game-history/compound-weight", test_compound_weight);
  g_test_add_func ("/core/game-history/load-version-3", test_load_version_3);
  g_test_add_func ("/core/game-history/version-3-errors", test_version_3_errors);

  return g_test_run ();
}
