/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c: SdmGame and SdmDomino: moves and their text forms, refusals, undo/redo,
 * restart, the changed signal, the domino list model, clashes, solved, mistakes, and
 * replaying a saved game. */
#include <stdarg.h>
#include <string.h>

#include "sdm-core.h"
#include "sdm-game.h"
#include "sdm-game-private.h"
#include "sdm-move.h"
#include "sdm-hint.h"

#include "game-fixtures.h"

/* Records the "changed" emissions and the notifications of one object. */
typedef struct {
  guint   n_changed;
  guint64 low, high;
  GString *notified;
} Recorder;

static void
changed_cb (SdmGame *game, guint64 low, guint64 high, Recorder *rec)
{
  rec->n_changed++;
  rec->low |= low;
  rec->high |= high;
}

static void
notify_cb (GObject *object, GParamSpec *pspec, Recorder *rec)
{
  g_string_append_printf (rec->notified, "%s;", pspec->name);
}

static void
recorder_watch (Recorder *rec, gpointer object)
{
  memset (rec, 0, sizeof *rec);
  rec->notified = g_string_new ("");
  if (SDM_IS_GAME (object))
    g_signal_connect (object, "changed", G_CALLBACK (changed_cb), rec);
  g_signal_connect (object, "notify", G_CALLBACK (notify_cb), rec);
}

static void
recorder_reset (Recorder *rec)
{
  rec->n_changed = 0;
  rec->low = rec->high = 0;
  g_string_truncate (rec->notified, 0);
}

static void
recorder_unwatch (Recorder *rec, gpointer object)
{
  g_signal_handlers_disconnect_by_data (object, rec);
  g_string_free (rec->notified, TRUE);
}

static gboolean
recorder_has_cell (Recorder *rec, int cell)
{
  return cell < 64 ? (rec->low >> cell) & 1 : (rec->high >> (cell - 64)) & 1;
}

static guint
recorder_n_cells (Recorder *rec)
{
  return (guint) (__builtin_popcountll (rec->low) + __builtin_popcountll (rec->high));
}

static void
count_position_cb (guint *n)
{
  (*n)++;
}

static void
play (SdmGame *game, const char *move)
{
  g_autoptr(GError) error = NULL;

  if (!sdm_game_apply_move (game, move, &error))
    g_error ("move “%s” refused: %s", move, error->message);
}

static void
assert_refused (SdmGame *game, const char *move, int code)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = sdm_game_serialize (game);
  g_autofree char *after = NULL;
  guint n_moves = sdm_game_get_n_moves (game);

  g_assert_false (sdm_game_apply_move (game, move, &error));
  g_assert_error (error, SDM_GAME_ERROR, code);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n_moves);
  after = sdm_game_serialize (game);
  g_assert_cmpstr (before, ==, after);
}

static void
test_move_text (void)
{
  static const char *good[] = {
    "v r3c5 7", "v r1c1 0", "v r9c9 9 clean", "p r3c5 +4", "p r3c5 -4", "l r3c5 right",
    "l r9c1 down", "u r3c5", "d r3c5 right 2 9", "d r1c1 down 9 1 clean", "c r3c5", "restart",
    "m r3c5 147", "m r3c5 0", "m r1c1 123456789",
    "g hint x-wing ; p r3c5 -4 ; p r3c6 -4", "g hint mistakes ; v r1c1 0 ; u r2c2 ; p r3c3 +4",
    "g hint guess ; l r3c5 right", "g solution ; v r1c1 5 ; d r1c2 right 3 8",
    "g fill-candidates ; m r1c1 147", "g clear-pencil ; m r1c1 0 ; m r9c9 0",
    "g hint hidden-single ; v r5c1 7 clean", "t r3c5", "t r9c9 clean",
  };
  static const char *bad[] = {
    "", " ", "v", "v r3c5", "v r3c5 7 ", " v r3c5 7", "v  r3c5 7", "v r0c5 7", "v r3c10 7",
    "v r3c5 10", "v r3c5 a", "v r3c5 0 clean", "v r3c5 7 dirty", "V r3c5 7", "p r3c5 4",
    "p r3c5 +0", "p r3c5 +10", "l r3c5 left", "l r3c5", "u r3c5 right", "d r3c5 right 2 2",
    "d r3c5 right 0 9", "d r3c5 right 2", "c", "c r3c5 7", "restart now", "x r3c5",
    "v R3C5 7", "v r3c5\t7", "v r3c5 7\n", "p r3c5 +4 clean",
    "m r3c5", "m r3c5 741", "m r3c5 1477", "m r3c5 00", "m r3c5 +1", "m r3c5 10",
    "g", "g solution", "g solution ;", "g solution ; ", "g solution ;  v r1c1 5",
    "g solution ; restart", "g solution ; g solution ; v r1c1 5", "g hint ; v r1c1 5",
    "g hint nonsense ; v r1c1 5", "g answer ; v r1c1 5", "g solution ; v r1c1 5 ;",
    "g solution  ; v r1c1 5", "g solution; v r1c1 5", "g solution ; v r0c1 5",
    "t", "t r3c5 right", "t r3c5 dirty", "t r0c5", "T r3c5",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      SdmMove move, again;

      g_assert_true (sdm_move_parse (good[i], &move, &error));
      g_assert_no_error (error);
      text = sdm_move_to_string (&move);
      g_assert_cmpstr (text, ==, good[i]);
      g_assert_true (sdm_move_parse (text, &again, NULL));
      g_assert_true (sdm_move_equal (&move, &again));
      sdm_move_clear (&move);
      sdm_move_clear (&again);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      SdmMove move, untouched;

      memset (&move, 0x5a, sizeof move);
      untouched = move;
      g_test_message ("bad move “%s”", bad[i]);
      g_assert_false (sdm_move_parse (bad[i], &move, &error));
      g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE);
      g_assert_cmpmem (&move, sizeof move, &untouched, sizeof untouched);
    }

  {
    SdmMove move;

    g_assert_true (sdm_move_parse ("d r3c5 down 2 9", &move, NULL));
    g_assert_cmpint (move.type, ==, SDM_MOVE_DOMINO);
    g_assert_cmpint (move.cell, ==, sdm_cell (2, 4));
    g_assert_cmpint (move.direction, ==, SDM_DIRECTION_DOWN);
    g_assert_cmpint (move.digits[0], ==, 2);
    g_assert_cmpint (move.digits[1], ==, 9);
  }
}

static void
test_sudoku_moves (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_auto(GStrv) moves = NULL;
  SdmPuzzle puzzle;
  Recorder rec;
  int r1c1 = 0, r2c5 = sdm_cell (1, 4);

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOKU);
  g_assert_true (sdm_game_is_given (game, 1));
  g_assert_false (sdm_game_is_given (game, r1c1));
  g_assert_cmpuint (sdm_game_get_value (game, 1), ==, 3);
  g_assert_false (sdm_game_get_can_undo (game));
  g_assert_false (sdm_game_get_solved (game));
  recorder_watch (&rec, game);

  /* A digit: exactly that cell changes, undo becomes possible. */
  play (game, "v r1c1 1");
  g_assert_cmpuint (sdm_game_get_value (game, r1c1), ==, 1);
  g_assert_cmpuint (rec.n_changed, ==, 1);
  g_assert_cmpuint (recorder_n_cells (&rec), ==, 1);
  g_assert_true (recorder_has_cell (&rec, r1c1));
  g_assert_cmpstr (rec.notified->str, ==, "can-undo;");
  g_assert_true (sdm_game_get_can_undo (game));

  /* Moves on givens are refused and change nothing; nothing is emitted. */
  recorder_reset (&rec);
  assert_refused (game, "v r1c2 5", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "p r1c2 +5", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "c r1c2", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "l r1c1 right", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "d r1c1 down 1 7", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "u r1c1", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "v r1c1", SDM_GAME_ERROR_BAD_MOVE);
  g_assert_cmpuint (rec.n_changed, ==, 0);
  g_assert_cmpstr (rec.notified->str, ==, "");

  /* A move that changes nothing is accepted and not recorded. */
  play (game, "v r1c1 1");
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (rec.n_changed, ==, 0);

  /* A clash: 1 in r2c5 meets the given 1s of r2c4 (row and box) and r5c5 (column).
   * The three cells change. */
  recorder_reset (&rec);
  play (game, "v r2c5 1");
  g_assert_true (sdm_game_is_in_conflict (game, r2c5));
  g_assert_true (sdm_game_is_in_conflict (game, sdm_cell (1, 3)));
  g_assert_true (sdm_game_is_in_conflict (game, sdm_cell (4, 4)));
  g_assert_false (sdm_game_is_in_conflict (game, r1c1));
  g_assert_true (recorder_has_cell (&rec, r2c5));
  g_assert_true (recorder_has_cell (&rec, sdm_cell (1, 3)));
  g_assert_true (recorder_has_cell (&rec, sdm_cell (4, 4)));
  g_assert_cmpuint (recorder_n_cells (&rec), ==, 3);
  g_assert_cmpuint (rec.n_changed, ==, 1);
  {
    guint64 low, high;

    sdm_game_get_clashes (game, &low, &high);
    g_assert_cmphex (low, ==, (G_GUINT64_CONSTANT (1) << r2c5) | (G_GUINT64_CONSTANT (1) << 12) |
                              (G_GUINT64_CONSTANT (1) << 40));
    g_assert_cmphex (high, ==, 0);
  }

  /* Undo clears the clash and tells the three cells; redo brings it back. */
  recorder_reset (&rec);
  g_assert_true (sdm_game_undo (game));
  g_assert_cmpuint (sdm_game_get_value (game, r2c5), ==, 0);
  g_assert_false (sdm_game_is_in_conflict (game, sdm_cell (1, 3)));
  g_assert_cmpuint (recorder_n_cells (&rec), ==, 3);
  g_assert_cmpstr (rec.notified->str, ==, "can-redo;");
  g_assert_true (sdm_game_get_can_redo (game));
  recorder_reset (&rec);
  g_assert_true (sdm_game_redo (game));
  g_assert_true (sdm_game_is_in_conflict (game, r2c5));
  g_assert_cmpstr (rec.notified->str, ==, "can-redo;");
  g_assert_false (sdm_game_redo (game));

  /* A new move after an undo drops the redo tail. */
  g_assert_true (sdm_game_undo (game));
  play (game, "v r2c5 3");
  g_assert_false (sdm_game_get_can_redo (game));
  moves = sdm_game_dup_moves (game);
  g_assert_cmpuint (g_strv_length (moves), ==, 2);
  g_assert_cmpstr (moves[0], ==, "v r1c1 1");
  g_assert_cmpstr (moves[1], ==, "v r2c5 3");

  /* Pencil marks through both the text and the toggle. */
  play (game, "p r3c1 +4");
  g_assert_true (sdm_game_toggle_pencil (game, sdm_cell (2, 0), 9, NULL));
  g_assert_cmphex (sdm_game_get_pencil (game, sdm_cell (2, 0)), ==, (1u << 3) | (1u << 8));
  g_assert_true (sdm_game_toggle_pencil (game, sdm_cell (2, 0), 4, NULL));
  g_assert_cmphex (sdm_game_get_pencil (game, sdm_cell (2, 0)), ==, 1u << 8);
  g_assert_false (sdm_game_toggle_pencil (game, sdm_cell (2, 0), 0, NULL));
  g_assert_false (sdm_game_set_value (game, 80, 10, NULL));
  g_assert_false (sdm_game_set_value (game, 81, 1, NULL));

  /* Clear takes digit and marks. */
  play (game, "v r3c1 4");
  recorder_reset (&rec);
  g_assert_true (sdm_game_clear_cell (game, sdm_cell (2, 0), NULL));
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (2, 0)), ==, 0);
  g_assert_cmphex (sdm_game_get_pencil (game, sdm_cell (2, 0)), ==, 0);
  g_assert_cmpuint (recorder_n_cells (&rec), ==, 1);

  /* Restart is one move back to the givens, undone in one step. */
  {
    guint n = sdm_game_get_n_moves (game);

    recorder_reset (&rec);
    g_assert_true (sdm_game_restart (game));
    g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n + 1);
    g_assert_cmpuint (sdm_game_get_value (game, r1c1), ==, 0);
    g_assert_cmpuint (sdm_game_get_value (game, r2c5), ==, 0);
    g_assert_true (recorder_has_cell (&rec, r1c1));
    g_assert_true (recorder_has_cell (&rec, r2c5));
    g_assert_false (sdm_game_restart (game));  /* already at the start: nothing to do */
    g_assert_true (sdm_game_undo (game));
    g_assert_cmpuint (sdm_game_get_value (game, r1c1), ==, 1);
    g_assert_cmpuint (sdm_game_get_value (game, r2c5), ==, 3);
  }

  recorder_unwatch (&rec, game);
}

static void
test_auto_clean (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_auto(GStrv) moves = NULL;
  SdmPuzzle puzzle;
  int r1c1 = 0, r3c1 = sdm_cell (2, 0), r3c3 = sdm_cell (2, 2), r9c9 = 80;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_true (sdm_game_get_auto_clean_pencil (game));

  play (game, "p r3c1 +1");
  play (game, "p r3c1 +4");
  play (game, "p r3c3 +1");
  play (game, "p r5c2 +1");   /* not a peer of r1c1 */

  /* With auto-clean, the new digit's marks go from the peers (not from elsewhere). */
  g_assert_true (sdm_game_set_value (game, r1c1, 1, NULL));
  g_assert_cmphex (sdm_game_get_pencil (game, r3c1), ==, 1u << 3);
  g_assert_cmphex (sdm_game_get_pencil (game, r3c3), ==, 0);
  g_assert_cmphex (sdm_game_get_pencil (game, sdm_cell (4, 1)), ==, 1);
  moves = sdm_game_dup_moves (game);
  g_assert_cmpstr (moves[4], ==, "v r1c1 1 clean");

  /* Undo gives the marks back in one step. */
  g_assert_true (sdm_game_undo (game));
  g_assert_cmphex (sdm_game_get_pencil (game, r3c1), ==, (1u << 3) | 1);
  g_assert_cmphex (sdm_game_get_pencil (game, r3c3), ==, 1);

  /* Without it, marks stay and the move has no "clean". */
  sdm_game_set_auto_clean_pencil (game, FALSE);
  g_assert_true (sdm_game_set_value (game, r1c1, 1, NULL));
  g_assert_cmphex (sdm_game_get_pencil (game, r3c1), ==, (1u << 3) | 1);
  g_clear_pointer (&moves, g_strfreev);
  moves = sdm_game_dup_moves (game);
  g_assert_cmpstr (moves[4], ==, "v r1c1 1");

  /* No mark to remove: no "clean" either. */
  sdm_game_set_auto_clean_pencil (game, TRUE);
  g_assert_true (sdm_game_set_value (game, r9c9, 1, NULL));
  g_clear_pointer (&moves, g_strfreev);
  moves = sdm_game_dup_moves (game);
  g_assert_cmpstr (moves[5], ==, "v r9c9 1");

  /* The text form is literal: "clean" cleans whatever the option says. */
  sdm_game_set_auto_clean_pencil (game, FALSE);
  play (game, "v r1c1 0");
  play (game, "v r1c1 1 clean");
  g_assert_cmphex (sdm_game_get_pencil (game, r3c1), ==, 1u << 3);
}

static void
test_property_notify (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  Recorder rec;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  recorder_watch (&rec, game);
  g_object_set (game, "auto-clean-pencil", FALSE, NULL);
  g_assert_cmpstr (rec.notified->str, ==, "auto-clean-pencil;");
  g_object_set (game, "auto-clean-pencil", FALSE, NULL);
  g_assert_cmpstr (rec.notified->str, ==, "auto-clean-pencil;");
  recorder_unwatch (&rec, game);
}

static void
fill_sudoku (SdmGame *game, gboolean with_last)
{
  int last = -1;

  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sudoku_givens[c] == '0')
      last = c;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sudoku_givens[c] == '0' && (c != last || with_last))
      g_assert_true (sdm_game_set_value (game, c, (guint) (sudoku_solution[c] - '0'), NULL));
}

static void
test_sudoku_solved (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  Recorder rec;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  fill_sudoku (game, FALSE);
  g_assert_false (sdm_game_get_solved (game));
  sdm_game_set_running (game, TRUE);

  recorder_watch (&rec, game);
  g_assert_true (sdm_game_set_value (game, 80, 1, NULL));
  g_assert_true (sdm_game_get_solved (game));
  g_assert_nonnull (strstr (rec.notified->str, "solved;"));
  g_assert_nonnull (strstr (rec.notified->str, "can-undo;"));
  g_assert_false (sdm_game_get_running (game));

  /* Solved locks the board: no move, no undo, no restart. */
  g_assert_false (sdm_game_get_can_undo (game));
  assert_refused (game, "p r1c1 +2", SDM_GAME_ERROR_REFUSED);
  g_assert_false (sdm_game_undo (game));
  g_assert_false (sdm_game_restart (game));
  sdm_game_set_running (game, TRUE);
  g_assert_false (sdm_game_get_running (game));
  recorder_unwatch (&rec, game);

  /* A full grid with a clash is not solved. */
  g_clear_object (&game);
  game = sdm_game_new_quiet (&puzzle);
  fill_sudoku (game, FALSE);
  g_assert_true (sdm_game_set_value (game, 80, 2, NULL));
  g_assert_false (sdm_game_get_solved (game));
  g_assert_true (sdm_game_is_in_conflict (game, 80));
}

static void
test_mistakes (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  SdmGrid solution;
  Recorder rec;

  make_sudoku (&puzzle);
  grid_from_strings (&solution, sudoku_solution, NULL);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "v r1c1 2");          /* wrong (and a clash with r1c7) */
  g_assert_false (sdm_game_is_mistake (game, 0));
  g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 0);
  g_assert_null (sdm_game_get_solution (game));

  recorder_watch (&rec, game);
  sdm_game_set_solution (game, &solution);
  g_assert_cmpint (sdm_game_get_uniqueness (game), ==, SDM_UNIQUENESS_UNIQUE);
  g_assert_nonnull (sdm_game_get_solution (game));
  g_assert_true (sdm_game_is_mistake (game, 0));
  g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 1);
  g_assert_nonnull (strstr (rec.notified->str, "n-mistakes;"));
  g_assert_true (recorder_has_cell (&rec, 0));

  recorder_reset (&rec);
  play (game, "v r2c5 3");          /* right */
  g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 1);
  g_assert_cmpstr (rec.notified->str, ==, "");
  play (game, "v r2c8 1");          /* wrong */
  g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 2);
  play (game, "v r1c1 1");
  g_assert_false (sdm_game_is_mistake (game, 0));
  g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 1);
  recorder_unwatch (&rec, game);
}

static SdmDomino *
domino_at (SdmGame *game, int a, int b)
{
  GListModel *model = sdm_game_get_dominoes (game);
  SdmDomino *domino = g_list_model_get_item (model, (guint) sdm_domino_index (a, b));

  g_object_unref (domino);   /* the game keeps it alive */
  return domino;
}

/* Whether exactly the properties @... (NULL-terminated) were notified, in any order. */
static void
assert_notified (Recorder *rec, ...)
{
  g_auto(GStrv) got = g_strsplit (rec->notified->str, ";", -1);
  guint n_want = 0;
  const char *name;
  va_list args;

  va_start (args, rec);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      g_assert_true (g_strv_contains ((const char * const *) got, name));
      n_want++;
    }
  va_end (args);
  g_assert_cmpuint (g_strv_length (got), ==, n_want + 1);   /* the empty tail */
}

static void
count_items_changed (GListModel *model, guint position, guint removed, guint added,
                     guint *count)
{
  (*count)++;
}

static void
test_domino_model (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  GListModel *model;
  SdmDomino *d29, *d39, *d45;
  Recorder rec;
  guint n_items_changed = 0;

  make_sudominoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOMINOKU);
  model = sdm_game_get_dominoes (game);
  g_assert_true (g_list_model_get_item_type (model) == SDM_TYPE_DOMINO);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, SDM_N_DOMINOES);
  g_signal_connect (model, "items-changed", G_CALLBACK (count_items_changed), &n_items_changed);
  for (guint i = 0; i < SDM_N_DOMINOES; i++)
    {
      g_autoptr(SdmDomino) domino = g_list_model_get_item (model, i);
      int a, b;

      sdm_domino_digits ((int) i, &a, &b);
      g_assert_cmpuint (sdm_domino_get_index (domino), ==, i);
      g_assert_cmpuint (sdm_domino_get_a (domino), ==, (guint) a);
      g_assert_cmpuint (sdm_domino_get_b (domino), ==, (guint) b);
    }

  /* Clue dominoes are placed clues: {7,9} lies D3-E3 (down), {5,8} A2-A3 (right). */
  {
    SdmDomino *d79 = domino_at (game, 9, 7), *d58 = domino_at (game, 5, 8);

    g_assert_true (sdm_domino_get_is_clue (d79));
    g_assert_true (sdm_domino_get_placed (d79));
    g_assert_cmpint (sdm_domino_get_cell (d79), ==, location ("D3"));
    g_assert_cmpint (sdm_domino_get_direction (d79), ==, SDM_DIRECTION_DOWN);
    g_assert_cmpint (sdm_domino_get_cell (d58), ==, location ("A2"));
    g_assert_cmpint (sdm_domino_get_direction (d58), ==, SDM_DIRECTION_RIGHT);
    g_assert_false (sdm_domino_get_in_conflict (d58));
    g_assert_cmpint (sdm_game_get_partner (game, location ("A2")), ==, location ("A3"));
  }

  d29 = domino_at (game, 2, 9);
  d39 = domino_at (game, 3, 9);
  d45 = domino_at (game, 4, 5);
  g_assert_false (sdm_domino_get_placed (d29));
  g_assert_false (sdm_domino_get_is_clue (d29));
  g_assert_cmpint (sdm_domino_get_cell (d29), ==, -1);

  /* Refused: over a clue cell (B2), off the board, unlinking a clue, over an isolated
   * cell (E4). */
  assert_refused (game, "d r2c1 right 2 9", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "l r9c9 right", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "l r9c1 down", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "u r1c2", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "l r5c5 left", SDM_GAME_ERROR_BAD_MOVE);
  assert_refused (game, "d r5c4 right 1 3", SDM_GAME_ERROR_REFUSED);

  recorder_watch (&rec, d29);
  play (game, "d r9c1 right 2 9");
  g_assert_true (sdm_domino_get_placed (d29));
  g_assert_cmpint (sdm_domino_get_cell (d29), ==, location ("I1"));
  g_assert_cmpint (sdm_domino_get_direction (d29), ==, SDM_DIRECTION_RIGHT);
  assert_notified (&rec, "cell", "placed", NULL);
  g_assert_false (sdm_domino_get_in_conflict (d29));
  g_assert_false (sdm_game_is_in_conflict (game, location ("I1")));
  g_assert_cmpint (sdm_game_get_partner (game, location ("I1")), ==, location ("I2"));
  g_assert_cmpint (sdm_game_get_partner (game, location ("I2")), ==, location ("I1"));
  g_assert_cmpuint (sdm_game_get_value (game, location ("I2")), ==, 9);

  /* The same pair again, where no unit clashes: both placements clash, the tile is in
   * conflict and shows the first placement in cell order. */
  recorder_reset (&rec);
  play (game, "d r5c7 right 2 9");
  g_assert_true (sdm_domino_get_in_conflict (d29));
  assert_notified (&rec, "in-conflict", "cell", NULL);
  g_assert_cmpint (sdm_domino_get_cell (d29), ==, location ("E7"));
  for (guint i = 0; i < 4; i++)
    g_assert_true (sdm_game_is_in_conflict (game, location (((const char *[]) { "E7", "E8", "I1", "I2" })[i])));

  /* Undo: back to one placement, no conflict. */
  recorder_reset (&rec);
  g_assert_true (sdm_game_undo (game));
  g_assert_false (sdm_domino_get_in_conflict (d29));
  g_assert_cmpint (sdm_domino_get_cell (d29), ==, location ("I1"));
  assert_notified (&rec, "in-conflict", "cell", NULL);
  g_assert_false (sdm_game_is_in_conflict (game, location ("I1")));

  /* Linking H1 down takes I1 away from its domino: {2,9} is no longer placed. The three
   * cells whose link changed are told, and only they. */
  recorder_reset (&rec);
  {
    Recorder grec;

    recorder_watch (&grec, game);
    play (game, "l r8c1 down");
    g_assert_cmpuint (grec.n_changed, ==, 1);
    g_assert_cmpuint (recorder_n_cells (&grec), ==, 3);
    g_assert_true (recorder_has_cell (&grec, location ("H1")));
    g_assert_true (recorder_has_cell (&grec, location ("I1")));
    g_assert_true (recorder_has_cell (&grec, location ("I2")));
    recorder_unwatch (&grec, game);
  }
  g_assert_cmpint (sdm_game_get_partner (game, location ("I1")), ==, location ("H1"));
  g_assert_cmpint (sdm_game_get_partner (game, location ("I2")), ==, -1);
  g_assert_false (sdm_domino_get_placed (d29));
  assert_notified (&rec, "cell", "placed", NULL);
  g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_domino_get_placed (d29));
  recorder_unwatch (&rec, d29);

  /* Reusing a clue's pair: the clue tile reports the conflict and keeps its place. */
  g_assert_true (sdm_domino_get_is_clue (d45));
  play (game, "d r9c7 right 5 4");
  g_assert_true (sdm_domino_get_in_conflict (d45));
  g_assert_cmpint (sdm_domino_get_cell (d45), ==, location ("B7"));
  g_assert_true (sdm_game_is_in_conflict (game, location ("B8")));
  g_assert_true (sdm_game_is_in_conflict (game, location ("I8")));
  g_assert_true (sdm_game_undo (game));
  g_assert_false (sdm_domino_get_in_conflict (d45));

  /* Links: toggle, digits make the domino, equal digits clash. */
  g_assert_true (sdm_game_toggle_link (game, location ("E7"), location ("E6"), NULL));
  g_assert_cmpint (sdm_game_get_partner (game, location ("E6")), ==, location ("E7"));
  g_assert_false (sdm_domino_get_placed (d39));
  play (game, "v r5c6 3");
  g_assert_false (sdm_domino_get_placed (d39));
  play (game, "v r5c7 9");
  g_assert_true (sdm_domino_get_placed (d39));
  g_assert_false (sdm_domino_get_in_conflict (d39));
  g_assert_cmpint (sdm_domino_get_cell (d39), ==, location ("E6"));
  g_assert_cmpint (sdm_domino_get_direction (d39), ==, SDM_DIRECTION_RIGHT);
  play (game, "v r5c7 3");
  g_assert_false (sdm_domino_get_placed (d39));
  g_assert_true (sdm_game_is_in_conflict (game, location ("E6")));
  g_assert_true (sdm_game_is_in_conflict (game, location ("E7")));
  g_assert_true (sdm_game_toggle_link (game, location ("E6"), location ("E7"), NULL));
  g_assert_cmpint (sdm_game_get_partner (game, location ("E6")), ==, -1);
  g_assert_true (sdm_game_is_in_conflict (game, location ("E6")));  /* 3 twice in row E */
  play (game, "v r5c7 9");
  play (game, "l r5c6 right");
  g_assert_true (sdm_domino_get_placed (d39));
  play (game, "c r5c7");
  g_assert_cmpint (sdm_game_get_partner (game, location ("E6")), ==, -1);
  g_assert_cmpuint (sdm_game_get_value (game, location ("E7")), ==, 0);
  g_assert_false (sdm_domino_get_placed (d39));
  {
    GError *error = NULL;

    g_assert_false (sdm_game_toggle_link (game, location ("E6"), location ("E8"), &error));
    g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED);
    g_clear_error (&error);
    g_assert_false (sdm_game_place_domino (game, location ("E6"), location ("E7"), 3, 3, &error));
    g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE);
    g_clear_error (&error);
  }

  /* place_domino takes its cells in either order. */
  play (game, "c r9c1");
  g_assert_true (sdm_game_place_domino (game, location ("I2"), location ("I1"), 9, 2, NULL));
  {
    g_auto(GStrv) moves = sdm_game_dup_moves (game);

    g_assert_cmpstr (moves[g_strv_length (moves) - 1], ==, "d r9c1 right 2 9");
  }

  /* A Sudoku has no dominoes: every tile stays free. */
  {
    g_autoptr(SdmGame) sudoku = NULL;
    SdmPuzzle classic;

    make_sudoku (&classic);
    sudoku = sdm_game_new_quiet (&classic);
    for (guint i = 0; i < SDM_N_DOMINOES; i++)
      {
        g_autoptr(SdmDomino) domino = g_list_model_get_item (sdm_game_get_dominoes (sudoku), i);

        g_assert_false (sdm_domino_get_placed (domino));
        g_assert_false (sdm_domino_get_is_clue (domino));
      }
  }

  g_assert_cmpuint (n_items_changed, ==, 0);
  g_signal_handlers_disconnect_by_data (model, &n_items_changed);
}

/* Place every domino of the known layout that is not a clue. */
static void
solve_sudominoku (SdmGame *game, const SdmPuzzle *puzzle, gboolean with_links)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int other;

      if (domino_tiling[c] == '>')
        other = c + 1;
      else if (domino_tiling[c] == 'v')
        other = c + 9;
      else
        continue;
      if (puzzle->givens[c] != 0)
        continue;
      if (with_links)
        g_assert_true (sdm_game_place_domino (game, c, other, (guint) (domino_solution[c] - '0'),
                                              (guint) (domino_solution[other] - '0'), NULL));
      else
        {
          g_assert_true (sdm_game_set_value (game, c, (guint) (domino_solution[c] - '0'), NULL));
          g_assert_true (sdm_game_set_value (game, other, (guint) (domino_solution[other] - '0'), NULL));
        }
    }
}

static void
test_sudominoku_solved (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  GListModel *model;
  int last = -1;

  make_sudominoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  solve_sudominoku (game, &puzzle, TRUE);
  g_assert_true (sdm_game_get_solved (game));
  g_assert_false (sdm_game_undo (game));
  model = sdm_game_get_dominoes (game);
  for (guint i = 0; i < SDM_N_DOMINOES; i++)
    {
      g_autoptr(SdmDomino) domino = g_list_model_get_item (model, i);

      g_assert_true (sdm_domino_get_placed (domino));
      g_assert_false (sdm_domino_get_in_conflict (domino));
    }

  /* The digits alone do not solve a Sudominoku; the last link does. */
  g_clear_object (&game);
  game = sdm_game_new_quiet (&puzzle);
  solve_sudominoku (game, &puzzle, FALSE);
  g_assert_false (sdm_game_get_solved (game));
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle.givens[c] == 0 && (domino_tiling[c] == '>' || domino_tiling[c] == 'v'))
      last = c;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle.givens[c] == 0 && (domino_tiling[c] == '>' || domino_tiling[c] == 'v'))
      {
        g_assert_false (sdm_game_get_solved (game));
        g_assert_true (sdm_game_toggle_link (game, c, domino_tiling[c] == '>' ? c + 1 : c + 9, NULL));
        g_assert_cmpint (sdm_game_get_solved (game), ==, c == last);
      }
}

static void
test_serialize_replay (void)
{
  for (int kind = 0; kind < 2; kind++)
    {
      g_autoptr(SdmGame) game = NULL;
      g_autoptr(SdmGame) copy = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      g_auto(GStrv) moves = NULL;
      g_auto(GStrv) copy_moves = NULL;
      SdmPuzzle puzzle;

      if (kind == 0)
        {
          make_sudoku (&puzzle);
          game = sdm_game_new_quiet (&puzzle);
          play (game, "p r1c1 +1");
          play (game, "p r1c1 +2");
          play (game, "p r3c1 +1");
          g_assert_true (sdm_game_set_value (game, 0, 1, NULL));
          play (game, "v r2c5 3");
          play (game, "restart");
          g_assert_true (sdm_game_undo (game));
          play (game, "v r9c9 5");
          play (game, "c r2c5");
          play (game, "v r9c9 1");
          g_assert_true (sdm_game_undo (game));    /* the redo tail is not saved */
        }
      else
        {
          make_sudominoku (&puzzle);
          game = sdm_game_new_quiet (&puzzle);
          play (game, "d r9c1 right 2 9");
          play (game, "l r5c6 down");
          play (game, "p r5c6 +3");
          play (game, "v r5c6 3");
          play (game, "u r6c6");
          play (game, "d r8c1 down 9 2");
        }
      sdm_game_set_elapsed (game, 77);

      text = sdm_game_serialize (game);
      g_test_message ("%s", text);
      /* What the CLI tells a saved game by (sdm_cli_is_saved_game), from the same definition. */
      g_assert_true (sdm_game_text_is_save (text, strlen (text)));
      g_assert_false (sdm_game_text_is_save (text, strlen (SDM_GAME_SAVE_MAGIC_PREFIX) - 1));
      g_assert_false (sdm_game_text_is_save ("sudominoku game 3\n", 18));
      copy = sdm_game_new_from_serialized (text, &error);
      g_assert_no_error (error);
      g_assert_nonnull (copy);

      g_assert_true (sdm_puzzle_equal (sdm_game_get_puzzle (game), sdm_game_get_puzzle (copy)));
      g_assert_cmpmem (sdm_game_get_grid (game), sizeof (SdmGrid),
                       sdm_game_get_grid (copy), sizeof (SdmGrid));
      for (int c = 0; c < SDM_N_CELLS; c++)
        {
          g_assert_cmpuint (sdm_game_get_pencil (game, c), ==, sdm_game_get_pencil (copy, c));
          g_assert_cmpint (sdm_game_is_in_conflict (game, c), ==, sdm_game_is_in_conflict (copy, c));
        }
      moves = sdm_game_dup_moves (game);
      copy_moves = sdm_game_dup_moves (copy);
      g_assert_true (g_strv_equal ((const char * const *) moves, (const char * const *) copy_moves));
      g_assert_cmpint (sdm_game_get_elapsed (copy), ==, 77);
      again = sdm_game_serialize (copy);
      g_assert_cmpstr (text, ==, again);

      /* The history comes back: undo walks it to the start. */
      while (sdm_game_undo (copy))
        ;
      {
        SdmGrid start;

        sdm_puzzle_to_grid (&puzzle, &start);
        g_assert_cmpmem (sdm_game_get_grid (copy), sizeof start, &start, sizeof start);
        g_assert_cmpuint (sdm_game_get_pencil (copy, 0), ==, 0);
      }
    }
}

static void
test_serialize_solved (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autofree char *text = NULL;
  SdmPuzzle puzzle;

  make_sudominoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  solve_sudominoku (game, &puzzle, TRUE);
  text = sdm_game_serialize (game);
  copy = sdm_game_new_from_serialized (text, NULL);
  g_assert_nonnull (copy);
  g_assert_true (sdm_game_get_solved (copy));
}

/* "assisted" (Solve or a hint was used) survives saving, and is never cleared by undo. */
static void
test_serialize_assisted (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autoptr(SdmGame) plain = NULL;
  g_autofree char *text = NULL;
  g_autofree char *plain_text = NULL;
  SdmPuzzle puzzle;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "v r1c1 1");
  plain_text = sdm_game_serialize (game);
  g_assert_null (strstr (plain_text, "assisted"));
  plain = sdm_game_new_from_serialized (plain_text, NULL);
  g_assert_false (sdm_game_get_assisted (plain));

  g_assert_false (sdm_game_get_assisted (game));
  sdm_game_mark_assisted (game);
  g_assert_true (sdm_game_get_assisted (game));
  g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_game_get_assisted (game));
  text = sdm_game_serialize (game);
  g_assert_nonnull (strstr (text, "\nelapsed 0\nassisted\n"));
  copy = sdm_game_new_from_serialized (text, NULL);
  g_assert_nonnull (copy);
  g_assert_true (sdm_game_get_assisted (copy));
}

/* "guided" (the guided puzzle) survives saving, with or without "assisted", in the order
 * the format gives; a save that has it before "assisted" is refused at that line. */
static void
test_serialize_guided (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autoptr(SdmGame) both = NULL;
  g_autoptr(SdmGame) swapped = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *both_text = NULL;
  g_autoptr(GString) wrong = NULL;
  SdmPuzzle puzzle;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_false (sdm_game_get_guided (game));
  text = sdm_game_serialize (game);
  g_assert_null (strstr (text, "guided"));
  g_clear_pointer (&text, g_free);

  sdm_game_mark_guided (game);
  g_assert_true (sdm_game_get_guided (game));
  g_assert_false (sdm_game_get_assisted (game));
  play (game, "v r1c1 1");
  g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_game_get_guided (game));
  text = sdm_game_serialize (game);
  g_assert_nonnull (strstr (text, "\nelapsed 0\nguided\n"));
  copy = sdm_game_new_from_serialized (text, &error);
  g_assert_no_error (error);
  g_assert_true (sdm_game_get_guided (copy));
  g_assert_false (sdm_game_get_assisted (copy));

  sdm_game_mark_assisted (game);
  both_text = sdm_game_serialize (game);
  g_assert_nonnull (strstr (both_text, "\nelapsed 0\nassisted\nguided\n"));
  both = sdm_game_new_from_serialized (both_text, &error);
  g_assert_no_error (error);
  g_assert_true (sdm_game_get_guided (both) && sdm_game_get_assisted (both));

  wrong = g_string_new (both_text);
  g_string_replace (wrong, "assisted\nguided\n", "guided\nassisted\n", 1);
  swapped = sdm_game_new_from_serialized (wrong->str, &error);
  g_assert_null (swapped);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "line 6"));
}

/* A game's name survives saving, after "guided", one line whatever it holds: control
 * characters become spaces, a long name is cut on a character; a bad "name" line (empty,
 * out of order) is refused at that line, and a game without a name writes none. */
static void
test_serialize_name (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autoptr(SdmGame) refused = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) wrong = NULL;
  g_autoptr(GString) long_name = g_string_new (NULL);
  SdmPuzzle puzzle;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_null (sdm_game_get_name (game));
  text = sdm_game_serialize (game);
  g_assert_null (strstr (text, "\nname"));
  g_clear_pointer (&text, g_free);

  sdm_game_mark_guided (game);
  sdm_game_set_name (game, "Mon puzzle\n n°2\t.txt");
  g_assert_cmpstr (sdm_game_get_name (game), ==, "Mon puzzle\n n°2\t.txt");
  text = sdm_game_serialize (game);
  g_assert_nonnull (strstr (text, "\nguided\nname Mon puzzle  n°2 .txt\n"));
  copy = sdm_game_new_from_serialized (text, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sdm_game_get_name (copy), ==, "Mon puzzle  n°2 .txt");
  g_assert_true (sdm_game_get_guided (copy));
  g_clear_object (&copy);

  /* "" is no name. */
  sdm_game_set_name (game, "");
  g_assert_null (sdm_game_get_name (game));

  /* 1,023 bytes of "a" and a two-byte "é": cut before the "é", at 1,023 bytes. */
  for (int i = 0; i < 1023; i++)
    g_string_append_c (long_name, 'a');
  g_string_append (long_name, "é and more");
  sdm_game_set_name (game, long_name->str);
  g_clear_pointer (&text, g_free);
  text = sdm_game_serialize (game);
  copy = sdm_game_new_from_serialized (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (sdm_game_get_name (copy)), ==, 1023);
  g_assert_true (g_str_has_prefix (long_name->str, sdm_game_get_name (copy)));

  sdm_game_set_name (game, "x.txt");
  g_clear_pointer (&text, g_free);
  text = sdm_game_serialize (game);
  wrong = g_string_new (text);
  g_string_replace (wrong, "name x.txt\n", "name \n", 1);
  refused = sdm_game_new_from_serialized (wrong->str, &error);
  g_assert_null (refused);
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "line 6:"));
  g_clear_error (&error);

  g_string_assign (wrong, text);
  g_string_replace (wrong, "guided\nname x.txt\n", "name x.txt\nguided\n", 1);
  refused = sdm_game_new_from_serialized (wrong->str, &error);
  g_assert_null (refused);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "line 6:"));
}

/* Issue 20: a refused move names its cell as every sentence does ("row 1, column 2"),
 * not as the save file does ("r1c2"). */
static void
test_refusal_words (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  SdmPuzzle puzzle;
  int given = -1;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  for (int c = 0; c < SDM_N_CELLS && given < 0; c++)
    if (sdm_game_is_given (game, c))
      given = c;
  g_assert_cmpint (given, >=, 0);
  g_assert_false (sdm_game_set_value (game, given, 1, &error));
  g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED);
  expected = g_strdup_printf ("The cell at row %d, column %d is given and cannot be changed",
                              sdm_cell_row (given) + 1, sdm_cell_col (given) + 1);
  g_assert_cmpstr (error->message, ==, expected);
}

/* Issue 20: a Sudominoku being typed in (a puzzle with no givens, what the author typed as
 * moves: fewer than nine lone digits, a domino, a domino without digits) is saved with
 * "isolated" alone, without a CRITICAL, and reads back as it was. */
static void
test_serialize_typed_in (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  SdmPuzzle empty;

  sdm_puzzle_init (&empty, SDM_KIND_SUDOMINOKU);
  game = sdm_game_new_quiet (&empty);
  text = sdm_game_serialize (game);
  g_assert_nonnull (strstr (text, "\nisolated\n"));
  play (game, "v r1c1 1");
  play (game, "v r5c5 2");
  play (game, "d r2c2 right 3 4");
  play (game, "l r9c8 right");
  g_free (text);
  text = sdm_game_serialize (game);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "\nisolated\n"));
  back = sdm_game_new_from_serialized_full (text, FALSE, &error);
  g_assert_no_error (error);
  again = sdm_game_serialize (back);
  g_assert_cmpstr (again, ==, text);
  g_assert_cmpint (sdm_game_get_partner (back, sdm_cell (8, 7)), ==, sdm_cell (8, 8));
  g_assert_cmpuint (sdm_game_get_value (back, sdm_cell (1, 2)), ==, 4);
}

static void
test_serialize_errors (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autofree char *good = NULL;
  SdmPuzzle puzzle;
  struct {
    const char *from, *to;     /* replace in the good text */
    const char *message;       /* the error's start */
  } cases[] = {
    { "sudominoku-game 2", "sudominoku-game 4", "Saved game: made by a newer version of Sudominoku (format 4; " },
    { "sudominoku-game 2", "sudominoku-game 999", "Saved game: made by a newer version of Sudominoku (format 999; " },
    { "sudominoku-game 2", "sudominoku-game 0x10", "Saved game, line 1:" },
    { "sudominoku-game 2", "sudominoku-game 0", "Saved game, line 1:" },
    { "kind sudominoku", "kind sudoku!", "Saved game, line 2:" },
    { "givens 0", "givens x", "Saved game, line 3:" },
    { "givens 0", "givens 00", "Saved game, line 3:" },
    { "clue r4c3 down", "clue r4c3 up", "Saved game, line 4:" },
    { "clue r4c3 down", "clue r4c4 down", "Saved game, line 4:" },
    { "clue r1c2 right", "clue r4c3 down", "Saved game, line 5:" },
    { "isolated r5c4", "isolated r5c5", "Saved game, line 14:" },
    { "isolated r5c4 ", "isolated r5c4  ", "Saved game, line 14:" },
    /* "isolated" alone is for a puzzle with no givens (being typed in) only. */
    { "isolated r5c4 r1c4 r6c2 r8c3 r5c9 r5c1 r7c5 r6c5 r3c5", "isolated", "Saved game, line 14:" },
    { "elapsed 5", "elapsed -5", "Saved game, line 15:" },
    { "elapsed 5", "elapsed 5s", "Saved game, line 15:" },
    { "move d r9c1 right 2 9", "move d r9c1 right 2 2", "Saved game, line 16:" },
    { "move d r9c1 right 2 9", "move d r1c1 right 2 9", "Saved game, line 16:" },
    { "move v r5c6 3", "mvoe v r5c6 3", "Saved game, line 17:" },
    { "move v r5c6 3", "move v r5c6 0", "Saved game, line 17:" },
    { "move v r5c6 3\n", "move v r5c6 3", "Saved game, line 1:" },
    { "move v r5c6 3\n", "move v r5c6 3\n\n", "Saved game, line 18:" },
  };

  make_sudominoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "d r9c1 right 2 9");
  play (game, "v r5c6 3");
  sdm_game_set_elapsed (game, 5);
  good = sdm_game_serialize (game);
  g_test_message ("%s", good);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = g_string_new (good);
      SdmGame *bad;

      g_assert_nonnull (strstr (good, cases[i].from));
      g_string_replace (text, cases[i].from, cases[i].to, 1);
      bad = sdm_game_new_from_serialized (text->str, &error);
      g_test_message ("%s", error ? error->message : "(loaded)");
      g_assert_null (bad);
      g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }

  {
    g_autoptr(GError) error = NULL;

    g_assert_null (sdm_game_new_from_serialized ("", &error));
    g_assert_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE);
  }
}

static gboolean
give_up_cb (gpointer user_data)
{
  g_error ("%s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

static void
test_elapsed (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  Recorder rec;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_cmpint (sdm_game_get_elapsed (game), ==, 0);
  g_assert_false (sdm_game_get_running (game));
  recorder_watch (&rec, game);
  sdm_game_set_elapsed (game, 100);
  g_assert_cmpint (sdm_game_get_elapsed (game), ==, 100);
  g_assert_cmpstr (rec.notified->str, ==, "elapsed;");
  /* Paused: the clock stands still whatever the main loop does. */
  g_assert_cmpint (sdm_game_get_elapsed (game), ==, 100);
  sdm_game_set_running (game, TRUE);
  g_assert_true (sdm_game_get_running (game));
  g_assert_cmpint (sdm_game_get_elapsed (game), >=, 100);
  sdm_game_set_running (game, FALSE);
  g_assert_false (sdm_game_get_running (game));
  g_assert_cmpint (sdm_game_get_elapsed (game), <=, 101);

  /* Running, the clock tells its listeners each second of play (the main loop runs it). */
  recorder_reset (&rec);
  sdm_game_set_running (game, TRUE);
  {
    gint64 start = sdm_game_get_elapsed (game);
    guint guard = g_timeout_add_seconds (10, give_up_cb, (gpointer) "no elapsed tick");

    while (rec.notified->len == 0)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (guard);
    g_assert_cmpstr (rec.notified->str, ==, "elapsed;");
    g_assert_cmpint (sdm_game_get_elapsed (game), >=, start + 1);
  }
  sdm_game_set_running (game, FALSE);
  recorder_unwatch (&rec, game);
}


/* Compound moves: one player action, one move, one undo step. */

/* Everything sdm_game_serialize() writes but time, and the undo labels. */
static char *
position_text (SdmGame *game)
{
  GString *out = g_string_new (NULL);

  for (int c = 0; c < SDM_N_CELLS; c++)
    g_string_append_printf (out, "%u/%x/%d ", sdm_game_get_value (game, c),
                            sdm_game_get_pencil (game, c), sdm_game_get_partner (game, c));
  return g_string_free (out, FALSE);
}

static guint
count_pencil (SdmGame *game)
{
  guint n = 0;

  for (int c = 0; c < SDM_N_CELLS; c++)
    n += (guint) __builtin_popcount (sdm_game_get_pencil (game, c));
  return n;
}

/* After one compound move: one more move; one undo brings @before back, one redo
 * @after; the undo label is @label. */
static void
assert_one_step (SdmGame *game, guint n_before, const char *before, const char *label)
{
  g_autofree char *after = position_text (game);
  g_autofree char *undo_label = sdm_game_dup_undo_label (game);
  g_autofree char *back = NULL;
  g_autofree char *again = NULL;
  g_autofree char *redo_label = NULL;

  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n_before + 1);
  g_assert_cmpstr (after, !=, before);
  g_assert_cmpstr (undo_label, ==, label);
  g_assert_true (sdm_game_undo (game));
  back = position_text (game);
  g_assert_cmpstr (back, ==, before);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n_before);
  redo_label = sdm_game_dup_redo_label (game);
  g_assert_cmpstr (redo_label, ==, label);
  g_assert_true (sdm_game_redo (game));
  again = position_text (game);
  g_assert_cmpstr (again, ==, after);
}

static void
test_fill_and_clear_pencil (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  SdmPuzzle puzzle;
  Recorder rec;
  guint n_position = 0;

  make_sudoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "v r1c1 1");
  play (game, "p r2c5 +9");
  recorder_watch (&rec, game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (count_position_cb), &n_position);

  before = position_text (game);
  g_assert_true (sdm_game_fill_candidates (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_position, ==, 1);
  g_assert_cmpuint (rec.n_changed, ==, 1);
  /* r2c5 (row 2 "782105609" leaves 3 and 4, column 5 holds a 4): only 3 is possible,
   * and its 9 goes. Filled and given cells get nothing. */
  g_assert_cmpuint (sdm_game_get_pencil (game, sdm_cell (1, 4)), ==, 1u << 2);
  g_assert_cmpuint (sdm_game_get_pencil (game, 0), ==, 0);
  g_assert_cmpuint (sdm_game_get_pencil (game, 1), ==, 0);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sdm_game_get_value (game, c) == 0)
      {
        guint marks = sdm_game_get_pencil (game, c);

        g_assert_cmpuint (marks, !=, 0);
        for (int i = 0; i < 20; i++)
          {
            guint v = sdm_game_get_value (game, sdm_peers[c][i]);

            g_assert_false (v != 0 && (marks & (1u << (v - 1))));
          }
      }
  assert_one_step (game, 2, before, "Fill in candidates");
  g_assert_cmpuint (n_position, ==, 3);

  g_clear_pointer (&before, g_free);
  before = position_text (game);
  g_assert_cmpuint (count_pencil (game), >, 0);
  g_assert_true (sdm_game_clear_pencil_marks (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pencil (game), ==, 0);
  assert_one_step (game, 3, before, "Clear pencil marks");

  /* Nothing to clear: nothing recorded. */
  g_assert_true (sdm_game_clear_pencil_marks (game, &error));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 4);
  /* A single move has no label. */
  play (game, "v r2c5 3");
  g_assert_null (sdm_game_dup_undo_label (game));
  recorder_unwatch (&rec, game);
}

static void
test_solution_one_step (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  SdmPuzzle puzzle;
  SdmGrid solution;

  /* Sudominoku, with a wrong digit and a wrong link to put right. */
  make_sudominoku (&puzzle);
  grid_from_strings (&solution, domino_solution, domino_tiling);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "v r1c1 1");
  play (game, "l r9c1 right");
  before = position_text (game);
  g_assert_true (sdm_game_apply_solution (game, &solution, &error));
  g_assert_no_error (error);
  g_assert_true (sdm_game_get_solved (game));
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      g_assert_cmpuint (sdm_game_get_value (game, c), ==, solution.values[c]);
      g_assert_cmpint (sdm_game_get_partner (game, c), ==,
                       solution.partner[c] == SDM_NO_CELL ? -1 : solution.partner[c]);
    }
  /* One Ctrl+Z takes the whole solution back, and the game goes on. */
  g_assert_true (sdm_game_get_can_undo (game));
  assert_one_step (game, 2, before, "Solution");
  g_assert_true (sdm_game_undo (game));
  g_assert_false (sdm_game_get_solved (game));
  play (game, "v r1c1 9");
}

/* A hint applied through the game: one move, its technique as the label. */
static void
test_hint_one_step (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *label = NULL;
  SdmPuzzle puzzle;
  SdmHint hint;
  guint16 pencil[SDM_N_CELLS];
  guint n_steps = 0;

  make_from_line (&puzzle, qqwing_givens);
  game = sdm_game_new_quiet (&puzzle);
  /* Play hints until one has more than one part (an elimination pencilled, or a link). */
  for (;;)
    {
      g_auto(GStrv) parts = NULL;

      for (int c = 0; c < SDM_N_CELLS; c++)
        pencil[c] = (guint16) sdm_game_get_pencil (game, c);
      g_assert_true (sdm_hint_compute (&puzzle, sdm_game_get_grid (game), pencil, NULL, &hint));
      g_assert_cmpint (hint.kind, ==, SDM_HINT_STEP);
      parts = sdm_hint_dup_moves (&hint);
      g_clear_pointer (&before, g_free);
      before = position_text (game);
      g_clear_pointer (&label, g_free);
      label = g_strdup_printf ("Hint: %s", sdm_technique_get_name (hint.step.technique));
      g_assert_true (sdm_game_apply_hint (game, &hint, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (sdm_game_get_n_moves (game), ==, ++n_steps);
      if (g_strv_length (parts) > 1)
        break;
      g_assert_cmpuint (n_steps, <, 81);
    }
  assert_one_step (game, n_steps - 1, before, label);
}

/* Issue 15, defect 5: a digit a hint places cleans its units' pencil marks when
 * auto-clean is on, as a typed digit does (one undo takes both back). */
static void
test_hint_auto_clean (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  SdmHint hint;
  int target = sdm_cell (4, 0);   /* the first hint: 7 in r5c1 (test-hint.c) */
  int peer = sdm_cell (4, 5);     /* r5c6, empty, in its row */
  g_autofree char *move = NULL;
  g_auto(GStrv) moves = NULL;

  make_from_line (&puzzle, qqwing_givens);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_cmpuint (sdm_game_get_value (game, peer), ==, 0);
  g_assert_true (sdm_game_toggle_pencil (game, peer, 7, NULL));
  g_assert_true (sdm_game_toggle_pencil (game, peer, 2, NULL));
  g_assert_true (sdm_hint_compute (&puzzle, sdm_game_get_grid (game), NULL, NULL, &hint));
  g_assert_cmpint (hint.kind, ==, SDM_HINT_STEP);
  g_assert_cmpuint (hint.step.place[target], ==, 7);
  g_assert_true (sdm_game_apply_hint (game, &hint, NULL));
  g_assert_cmpuint (sdm_game_get_value (game, target), ==, 7);
  g_assert_cmpuint (sdm_game_get_pencil (game, peer), ==, 1u << 1);
  moves = sdm_game_dup_moves (game);
  g_assert_cmpstr (moves[2], ==, "g hint hidden-single ; v r5c1 7 clean");
  g_assert_true (sdm_game_undo (game));
  g_assert_cmpuint (sdm_game_get_pencil (game, peer), ==, (1u << 1) | (1u << 6));

  /* Auto-clean off: the marks stay. */
  sdm_game_set_auto_clean_pencil (game, FALSE);
  g_assert_true (sdm_game_apply_hint (game, &hint, NULL));
  g_assert_cmpuint (sdm_game_get_pencil (game, peer), ==, (1u << 1) | (1u << 6));
}

/* A saved game with each compound move replays exactly, undo by undo. */
static void
test_compound_save_replay (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SdmPuzzle puzzle;
  SdmGrid solution;
  SdmHint hint;
  const char *labels[] = { "Solution", "Clear pencil marks", "Hint: Hidden single",
                           "Fill in candidates" };

  make_sudominoku (&puzzle);
  grid_from_strings (&solution, domino_solution, domino_tiling);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "v r1c1 9");
  g_assert_true (sdm_game_fill_candidates (game, NULL));
  g_assert_true (sdm_hint_compute (&puzzle, sdm_game_get_grid (game), NULL, NULL, &hint));
  g_assert_cmpint (hint.kind, ==, SDM_HINT_STEP);
  g_assert_true (sdm_game_apply_hint (game, &hint, NULL));
  g_assert_true (sdm_game_clear_pencil_marks (game, NULL));
  g_assert_true (sdm_game_apply_solution (game, &solution, NULL));
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 5);

  text = sdm_game_serialize (game);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "sudominoku-game 2\n"));
  g_assert_nonnull (strstr (text, "\nmove g fill-candidates ; m r"));
  g_assert_nonnull (strstr (text, "\nmove g clear-pencil ; m r"));
  g_assert_nonnull (strstr (text, "\nmove g solution ; "));
  copy = sdm_game_new_from_serialized (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sdm_game_get_n_moves (copy), ==, 5);
  g_assert_true (sdm_game_get_solved (copy));
  for (guint i = 0; i <= G_N_ELEMENTS (labels); i++)
    {
      g_autofree char *a = position_text (game);
      g_autofree char *b = position_text (copy);
      g_autofree char *la = sdm_game_dup_undo_label (game);
      g_autofree char *lb = sdm_game_dup_undo_label (copy);

      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (la, ==, lb);
      if (i < G_N_ELEMENTS (labels))
        {
          if (i == 2)
            g_assert_true (g_str_has_prefix (la, "Hint: "));
          else
            g_assert_cmpstr (la, ==, labels[i]);
          g_assert_true (sdm_game_undo (game));
          g_assert_true (sdm_game_undo (copy));
        }
    }
}

/* A game saved by the previous version (format 1, single moves only) loads as it was. */
static void
test_load_version_1 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saved-game-v1.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  game = sdm_game_new_from_serialized (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, 9);
  g_assert_cmpint (sdm_game_get_elapsed (game), ==, 75);
  /* Restarted: the start; undo brings the last position back. */
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 0);
  g_assert_true (sdm_game_undo (game));
  g_assert_cmpuint (sdm_game_get_value (game, 0), ==, 1);
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (2, 0)), ==, 4);
  g_assert_cmpuint (sdm_game_get_value (game, sdm_cell (1, 7)), ==, 4);
  /* "clean" took the 4 from r2c5 and r3c1... r3c1 was cleared and holds 4 now. */
  g_assert_cmpuint (sdm_game_get_pencil (game, sdm_cell (1, 4)), ==, 1u << 2);
  g_assert_cmpuint (sdm_game_get_pencil (game, sdm_cell (2, 0)), ==, 0);
  /* Saved again, it is version 2 and replays the same. */
  {
    g_autofree char *again = sdm_game_serialize (game);
    g_autoptr(SdmGame) copy = sdm_game_new_from_serialized (again, &error);
    g_autofree char *a = position_text (game);
    g_autofree char *b = NULL;

    g_assert_no_error (error);
    b = position_text (copy);
    g_assert_cmpstr (a, ==, b);
  }
}

/* Derived state (the solution became known, mistakes show) is a redraw, not a move. */
static void
test_position_changed (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  SdmGrid solution;
  Recorder rec;
  guint n_position = 0;

  make_sudoku (&puzzle);
  grid_from_strings (&solution, sudoku_solution, NULL);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "v r1c1 9");
  recorder_watch (&rec, game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (count_position_cb), &n_position);
  sdm_game_set_solution (game, &solution);
  g_assert_cmpuint (sdm_game_get_n_mistakes (game), ==, 1);
  g_assert_cmpuint (rec.n_changed, ==, 1);
  g_assert_true (recorder_has_cell (&rec, 0));
  g_assert_cmpuint (n_position, ==, 0);
  sdm_game_set_elapsed (game, 30);
  g_assert_cmpuint (n_position, ==, 0);
  play (game, "v r1c1 1");
  g_assert_cmpuint (n_position, ==, 1);
  /* A move that changes nothing is no move. */
  play (game, "v r1c1 1");
  g_assert_cmpuint (n_position, ==, 1);
  g_assert_true (sdm_game_undo (game));
  g_assert_true (sdm_game_redo (game));
  g_assert_true (sdm_game_restart (game));
  g_assert_cmpuint (n_position, ==, 4);
  recorder_unwatch (&rec, game);
  g_signal_handlers_disconnect_by_data (game, &n_position);
}

/* Issue 15, defect 3: every digit right, no domino linked: not solved, and it says how
 * many dominoes are left. */
/* Issue 20: which way round a pair goes when the player puts it on two cells. In the
 * fixture, I1 and I2 are free; column 1 holds a 1 (F1), column 2 a 5 (A2). */
static void
test_orient_domino (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  const int i1 = location ("I1"), i2 = location ("I2");
  guint a, b;

  make_sudominoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);

  /* Only one way fits the givens: 1 cannot go in column 1. */
  g_assert_false (sdm_game_domino_fits (game, i1, i2, 1, 2));
  g_assert_true (sdm_game_domino_fits (game, i1, i2, 2, 1));
  sdm_game_orient_domino (game, i1, i2, 1, 2, &a, &b);
  g_assert_cmpuint (a, ==, 2);
  g_assert_cmpuint (b, ==, 1);
  /* The same with the cells named the other way. */
  sdm_game_orient_domino (game, i2, i1, 1, 2, &a, &b);
  g_assert_cmpuint (a, ==, 1);
  g_assert_cmpuint (b, ==, 2);

  /* Both ways fit: the smaller digit left (or on top), whichever cell comes first. */
  g_assert_true (sdm_game_domino_fits (game, i1, i2, 2, 9));
  g_assert_true (sdm_game_domino_fits (game, i1, i2, 9, 2));
  sdm_game_orient_domino (game, i2, i1, 9, 2, &a, &b);
  g_assert_cmpuint (a, ==, 9);
  g_assert_cmpuint (b, ==, 2);
  sdm_game_orient_domino (game, location ("H1"), i1, 9, 2, &a, &b);
  g_assert_cmpuint (a, ==, 2);   /* H1 is above I1 */
  g_assert_cmpuint (b, ==, 9);

  /* The player's pencil marks decide: I1 may only be 9. */
  play (game, "m r9c1 9");
  sdm_game_orient_domino (game, i1, i2, 2, 9, &a, &b);
  g_assert_cmpuint (a, ==, 9);
  g_assert_cmpuint (b, ==, 2);
  play (game, "m r9c1 0");

  /* So does a digit the player has put in: 2 in I2 keeps its place. */
  play (game, "v r9c2 2");
  sdm_game_orient_domino (game, i1, i2, 2, 9, &a, &b);
  g_assert_cmpuint (a, ==, 9);
  g_assert_cmpuint (b, ==, 2);
  /* Neither way fits (the 1 of column 1, the 5 of column 2): the smaller digit left. */
  sdm_game_orient_domino (game, i1, i2, 5, 1, &a, &b);
  g_assert_cmpuint (a, ==, 1);
  g_assert_cmpuint (b, ==, 5);
}

/* Issue 20: a placed domino turns round in one move, "t", which undoes, redoes, saves and
 * replays; old saves without it still load (test_load_version_1). */
static void
test_turn_domino (void)
{
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) moves = NULL;
  SdmPuzzle puzzle;
  const int i1 = location ("I1"), i2 = location ("I2");
  guint n;

  make_sudominoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  play (game, "d r9c1 right 2 9");
  n = sdm_game_get_n_moves (game);
  g_assert_true (sdm_game_turn_domino (game, i2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sdm_game_get_value (game, i1), ==, 9);
  g_assert_cmpuint (sdm_game_get_value (game, i2), ==, 2);
  g_assert_cmpint (sdm_game_get_partner (game, i1), ==, i2);
  g_assert_cmpuint (sdm_game_get_n_moves (game), ==, n + 1);
  moves = sdm_game_dup_moves (game);
  g_assert_cmpstr (moves[n], ==, "t r9c2");

  /* One undo step back, one redo step again. */
  g_assert_true (sdm_game_undo (game));
  g_assert_cmpuint (sdm_game_get_value (game, i1), ==, 2);
  g_assert_cmpuint (sdm_game_get_value (game, i2), ==, 9);
  g_assert_true (sdm_game_redo (game));
  g_assert_cmpuint (sdm_game_get_value (game, i1), ==, 9);

  /* Saved and replayed. */
  text = sdm_game_serialize (game);
  g_assert_nonnull (strstr (text, "t r9c2"));
  copy = sdm_game_new_from_serialized (text, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (sdm_game_get_grid (game), sizeof (SdmGrid), sdm_game_get_grid (copy), sizeof (SdmGrid));
  g_assert_true (sdm_game_undo (copy));
  g_assert_cmpuint (sdm_game_get_value (copy, i1), ==, 2);
  g_assert_cmpuint (sdm_game_get_value (copy, i2), ==, 9);

  /* Refused: an unlinked cell, a given. */
  assert_refused (game, "t r9c3", SDM_GAME_ERROR_REFUSED);
  assert_refused (game, "t r4c3", SDM_GAME_ERROR_REFUSED);

  /* "clean": the moved digits' marks go from the new peers. */
  play (game, "p r8c2 +9");
  g_assert_true (sdm_game_turn_domino (game, i1, NULL));
  g_clear_pointer (&moves, g_strfreev);
  moves = sdm_game_dup_moves (game);
  g_assert_cmpstr (moves[g_strv_length (moves) - 1], ==, "t r9c1 clean");
  g_assert_cmpuint (sdm_game_get_pencil (game, location ("H2")), ==, 0);
}

static void
test_dominoes_left (void)
{
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;

  make_sudominoku (&puzzle);
  game = sdm_game_new_quiet (&puzzle);
  g_assert_cmpuint (sdm_game_get_n_dominoes_left (game), ==, SDM_N_DOMINOES - puzzle.n_clues);
  solve_sudominoku (game, &puzzle, FALSE);
  g_assert_false (sdm_game_get_solved (game));
  g_assert_cmpuint (sdm_game_get_n_dominoes_left (game), ==, SDM_N_DOMINOES - puzzle.n_clues);
  play (game, "l r9c1 right");
  g_assert_cmpuint (sdm_game_get_n_dominoes_left (game), ==, SDM_N_DOMINOES - puzzle.n_clues - 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/game/move-text", test_move_text);
  g_test_add_func ("/core/game/sudoku-moves", test_sudoku_moves);
  g_test_add_func ("/core/game/auto-clean", test_auto_clean);
  g_test_add_func ("/core/game/property-notify", test_property_notify);
  g_test_add_func ("/core/game/sudoku-solved", test_sudoku_solved);
  g_test_add_func ("/core/game/mistakes", test_mistakes);
  g_test_add_func ("/core/game/domino-model", test_domino_model);
  g_test_add_func ("/core/game/sudominoku-solved", test_sudominoku_solved);
  g_test_add_func ("/core/game/serialize-replay", test_serialize_replay);
  g_test_add_func ("/core/game/serialize-solved", test_serialize_solved);
  g_test_add_func ("/core/game/serialize-errors", test_serialize_errors);
  g_test_add_func ("/core/game/serialize-typed-in", test_serialize_typed_in);
  g_test_add_func ("/core/game/serialize-assisted", test_serialize_assisted);
  g_test_add_func ("/core/game/serialize-guided", test_serialize_guided);
  g_test_add_func ("/core/game/serialize-name", test_serialize_name);
  g_test_add_func ("/core/game/refusal-words", test_refusal_words);
  g_test_add_func ("/core/game/elapsed", test_elapsed);
  g_test_add_func ("/core/game/fill-and-clear-pencil", test_fill_and_clear_pencil);
  g_test_add_func ("/core/game/solution-one-step", test_solution_one_step);
  g_test_add_func ("/core/game/hint-one-step", test_hint_one_step);
  g_test_add_func ("/core/game/hint-auto-clean", test_hint_auto_clean);
  g_test_add_func ("/core/game/compound-save-replay", test_compound_save_replay);
  g_test_add_func ("/core/game/load-version-1", test_load_version_1);
  g_test_add_func ("/core/game/position-changed", test_position_changed);
  g_test_add_func ("/core/game/dominoes-left", test_dominoes_left);
  g_test_add_func ("/core/game/orient-domino", test_orient_domino);
  g_test_add_func ("/core/game/turn-domino", test_turn_domino);

  return g_test_run ();
}
