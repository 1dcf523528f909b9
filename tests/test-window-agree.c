/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-agree.c: one engine, two front ends (issue 24): the app and sudominoku-cli
 * say and write the same, the app driven through its real window.
 *
 * - Check: a saved game restored by a new window, its Check (game.check) read off the
 *   message and the board's marks, against `sudominoku-cli check SAVED-GAME` on the same
 *   file: the same sentence and the same cells marked, for Sudoku and Sudominoku positions
 *   that are right so far, have a wrong digit, a clash, a wrong domino, are solved, lead to
 *   no solution, or belong to a puzzle with several solutions;
 * - Export: the formats the Export dialog lists for a kind are those of the engine's table
 *   for it, and each file it writes through the dialog is byte for byte what
 *   `sudominoku-cli convert --to FORMAT` writes for the same puzzle, and reads back as the
 *   same puzzle in the app (Open) and in the CLI;
 * - the settings' kind and difficulty names are the engine's, and New Game's level buttons
 *   are the engine's levels, labelled with the core's names for them; Type In offers the
 *   engine's kinds by their names.
 *
 * Only the window's public surface: its actions, template children and properties
 * (never sdm-window-private.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "game-fixtures.h"
#include "sdm-board.h"
#include "sdm-check.h"
#include "sdm-format.h"
#include "sdm-logic.h"
#include "sdm-rules.h"
#include "sdm-sentences.h"
#include "sdm-solver.h"
#include "sdm-start-view.h"
#include "sdm-test-files.h"
#include "sdm-test-programs.h"
#include "sdm-test-utils.h"
#include "sdm-test-window.h"

static SdmApplication *app;
static SdmWindow *window;
static char *data_home;

/* ---- The CLI ------------------------------------------------------------------------- */

/* Run sudominoku-cli with @args (NULL-terminated), @input on standard input; its exit
 * status. A CLI killed by a signal (an ASan abort) fails the test with its standard error
 * (sdm_test_run_program). */
static int
run_cli (const char *input, char **out, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  va_list ap;

  g_ptr_array_add (argv, g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "sudominoku-cli", NULL));
  va_start (ap, out);
  for (const char *a = va_arg (ap, const char *); a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, g_strdup (a));
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  return sdm_test_run_program ((const char *const *) argv->pdata, input, out, NULL);
}

/* ---- The window ---------------------------------------------------------------------- */

static GObject *
child (const char *id)
{
  GObject *object = sdm_test_child (window, id);

  g_assert_nonnull (object);
  return object;
}

static SdmBoard *
board (void)
{
  return SDM_BOARD (child ("board"));
}

/* The message the window shows, or NULL. */
static const char *
message_text (void)
{
  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (child ("message_revealer"))))
    return NULL;
  return sdm_message_bar_get_text (SDM_MESSAGE_BAR (gtk_revealer_get_child (GTK_REVEALER (child ("message_revealer")))));
}

/* No work in flight: Cancel (win.cancel) is off exactly then. */
static gboolean
idle (void)
{
  return !sdm_test_action_enabled (GTK_WIDGET (window), "win.cancel");
}

static gboolean
settled (void)
{
  SdmGame *game = sdm_window_get_game (window);

  return game != NULL && idle ()
         && (sdm_game_get_solved (game) || sdm_game_get_uniqueness (game) != SDM_UNIQUENESS_UNKNOWN);
}

static gboolean
no_message (void)
{
  return message_text () == NULL;
}

static gboolean
checked (void)
{
  return idle () && message_text () != NULL;
}

/* A new window, as the app starts: it restores @saved (a saved game) from the data
 * directory, and has counted the puzzle's solutions. A finished game is not restored:
 * the window opens on the start view and forgets the save; the test then puts the game
 * on the board itself. */
static void
open_window_on (const char *saved)
{
  g_autofree char *dir = g_build_filename (data_home, "sudominoku", NULL);
  g_autofree char *path = g_build_filename (dir, "current-game", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = sdm_game_new_from_serialized (saved, &error);

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, saved, -1, &error));
  window = sdm_test_window_present (app);
  if (sdm_game_get_solved (game))
    {
      g_assert_null (sdm_window_get_game (window));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child ("stack"))), ==, "empty");
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      sdm_window_set_game (window, game, "finished", FALSE);
    }
  g_assert_nonnull (sdm_window_get_game (window));
  g_assert_true (sdm_test_wait_until (settled));
}

static void
close_window (void)
{
  sdm_test_window_close (g_steal_pointer (&window));
}

/* ---- Check --------------------------------------------------------------------------- */

/* The cells a line of `check` output names: "r3c5" in a clash, "row 3, column 5",
 * "row 3, columns 1–2", "rows 3–4, column 1". */
static void
cells_named (const char *line, gboolean cells[SDM_N_CELLS])
{
  g_autoptr(GRegex) short_name = g_regex_new ("r([1-9])c([1-9])", 0, 0, NULL);
  g_autoptr(GRegex) place = g_regex_new ("rows? ([1-9])(?:–([1-9]))?, columns? ([1-9])(?:–([1-9]))?", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_regex_match (short_name, line, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *r = g_match_info_fetch (match, 1), *c = g_match_info_fetch (match, 2);

      cells[sdm_cell (atoi (r) - 1, atoi (c) - 1)] = TRUE;
    }
  g_clear_pointer (&match, g_match_info_unref);
  if (g_regex_match (place, line, 0, &match))
    {
      g_autofree char *r1 = g_match_info_fetch (match, 1), *r2 = g_match_info_fetch (match, 2);
      g_autofree char *c1 = g_match_info_fetch (match, 3), *c2 = g_match_info_fetch (match, 4);
      int row = atoi (r1) - 1, col = atoi (c1) - 1;

      cells[sdm_cell (row, col)] = TRUE;
      if (r2 != NULL && *r2 != '\0')
        cells[sdm_cell (atoi (r2) - 1, col)] = TRUE;
      if (c2 != NULL && *c2 != '\0')
        cells[sdm_cell (row, atoi (c2) - 1)] = TRUE;
    }
}

/* What the board marks after Check, as it draws it (sdm-board-draw.c): clashes with
 * show-clashes, digits that differ from the solution and dominoes in no solution with
 * show-mistakes. */
static void
board_marks (gboolean marks[SDM_N_CELLS])
{
  SdmGame *game = sdm_board_get_game (board ());
  gboolean clashes, mistakes;

  g_assert_true (game == sdm_window_get_game (window));
  g_object_get (board (), "show-clashes", &clashes, "show-mistakes", &mistakes, NULL);
  for (int c = 0; c < SDM_N_CELLS; c++)
    marks[c] = (clashes && sdm_game_is_in_conflict (game, c))
               || (mistakes && !sdm_game_is_given (game, c) && sdm_game_is_mistake (game, c))
               || (mistakes && sdm_game_is_wrong_domino (game, c));
}


/* The cells drawn with red in them, on the board as it is on screen. */
static void
red_cells (gboolean red[SDM_N_CELLS])
{
  g_autoptr(SdmTestFrame) frame = sdm_test_grab_frame (GTK_WIDGET (board ()), "agree");
  SdmBoardLayout l;

  sdm_board_get_layout (board (), &l);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      graphene_rect_t r;
      int n = 0;

      sdm_board_layout_cell_rect (&l, c, &r);
      /* Inside the cell, off the lines between cells. */
      for (int y = (int) r.origin.y + 2; y < (int) (r.origin.y + r.size.height) - 2; y++)
        for (int x = (int) r.origin.x + 2; x < (int) (r.origin.x + r.size.width) - 2; x++)
          n += sdm_test_is_error_red (sdm_test_frame_pixel (frame, x, y));
      red[c] = n > 3;
    }
}

static char *
describe_cells (const gboolean cells[SDM_N_CELLS])
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (int c = 0; c < SDM_N_CELLS; c++)
    if (cells[c])
      g_string_append_printf (s, " %s", sdm_cell_name (c));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
assert_same_cells (const char *what, const gboolean a[SDM_N_CELLS], const gboolean b[SDM_N_CELLS])
{
  g_autofree char *da = describe_cells (a), *db = describe_cells (b);

  g_test_message ("%s:%s /%s", what, da, db);
  g_assert_cmpstr (da, ==, db);
}

/* @game saved, checked by the CLI and by the app's Check in a window restoring it: the
 * same sentence (and it is @sentence), the same cells marked, and drawn so. */
static void
assert_check_agrees (SdmGame    *game,
                     const char *sentence)
{
  g_autofree char *saved = sdm_game_serialize (game);
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-agree-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *out = NULL, *prefix = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean cli_cells[SDM_N_CELLS] = { FALSE }, app_cells[SDM_N_CELLS], red[SDM_N_CELLS];
  int status;

  /* The CLI. */
  g_assert_true (g_file_set_contents (path, saved, -1, NULL));
  status = run_cli (NULL, &out, "check", path, NULL);
  g_test_message ("%s", out);
  g_assert_true (status == 0 || status == 1);   /* decided: not bad input, not out of time */
  lines = g_strsplit (out, "\n", -1);
  prefix = g_strconcat (path, ": ", NULL);
  g_assert_true (g_str_has_prefix (lines[0], prefix));
  g_assert_cmpstr (lines[0] + strlen (prefix), ==, sentence);
  for (guint i = 1; lines[i] != NULL; i++)
    cells_named (lines[i], cli_cells);

  /* The app: the saved game restored by a new window, then Check. */
  open_window_on (saved);
  if (sdm_game_get_solved (game))
    {
      /* A finished game is not checked: its board is locked, Check is off, and what the
       * CLI says is that. */
      g_assert_true (sdm_game_get_solved (sdm_window_get_game (window)));
      g_assert_true (sdm_board_get_locked (board ()));
      g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.check"));
      board_marks (app_cells);
      assert_same_cells ("marks", app_cells, cli_cells);
      close_window ();
      g_assert_cmpint (g_unlink (path), ==, 0);
      sdm_test_remove_dir (dir);
      return;
    }
  if (message_text () != NULL)
    {
      /* What the window said on restoring the game goes first. */
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.message-close", NULL));
      g_assert_true (sdm_test_wait_until (no_message));
    }
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "game.check", NULL));
  g_assert_true (sdm_test_wait_until (checked));
  g_assert_cmpstr (message_text (), ==, sentence);

  board_marks (app_cells);
  assert_same_cells ("marks", app_cells, cli_cells);
  red_cells (red);
  assert_same_cells ("red", red, cli_cells);
  {
    /* With SDM_TEST_OUTPUT_DIR set: the window after Check, for a person to look at. */
    static guint n_pictures;
    g_autofree char *name = g_strdup_printf ("agree-check-%s-%u.png", sdm_kind_to_string (sdm_game_get_kind (game)),
                                             ++n_pictures);

    sdm_test_save_picture (GTK_WIDGET (window), name, 500);
  }

  close_window ();
  g_assert_cmpint (g_unlink (path), ==, 0);
  sdm_test_remove_dir (dir);
}

/* The first position one digit away from @game's for which the engine's check says
 * @wanted: that digit set in @game. */
static void
set_digit_for (SdmGame *game, SdmCheckResult wanted)
{
  const SdmPuzzle *puzzle = sdm_game_get_puzzle (game);

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (sdm_game_get_grid (game)->values[c] != 0)
        continue;
      for (guint d = 1; d <= 9; d++)
        {
          SdmGrid position = *sdm_game_get_grid (game);
          SdmCheckReport report;

          position.values[c] = (guint8) d;
          g_assert_true (sdm_check_position (puzzle, &position, SDM_UNIQUENESS_UNKNOWN, NULL, NULL,
                                             &report, NULL));
          if (report.result == wanted)
            {
              g_assert_true (sdm_game_set_value (game, c, d, NULL));
              return;
            }
        }
    }
  g_error ("no digit makes a position with check result %d", wanted);
}

/* A Sudoku with one solution, and several. */
static const char unique_sudoku[] =
  "...7.8....87.5..3.....31....5.3.9..7....1...62.6.......3.1.6..28...7..9.57.....8.";

static void
test_check_sudoku (void)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;
  g_autofree char *multi_path = g_test_build_filename (G_TEST_DIST, "data", "sudoku-multi.txt", NULL);
  g_autofree char *multi_text = NULL;
  SdmSolveOptions options = { .limit = 2 };
  SdmGrid solution[2];
  const SdmPuzzle *puzzle, *multi;

  g_assert_true (sdm_format_parse (unique_sudoku, strlen (unique_sudoku), "unique", SDM_FORMAT_LINE, NULL,
                                   puzzles, &error));
  g_assert_true (g_file_get_contents (multi_path, &multi_text, NULL, &error));
  g_assert_true (sdm_format_parse (multi_text, strlen (multi_text), "multi", SDM_FORMAT_LINE, NULL,
                                   puzzles, &error));
  puzzle = &g_array_index (puzzles, SdmPuzzle, 0);
  multi = &g_array_index (puzzles, SdmPuzzle, 1);
  g_assert_cmpint (sdm_solve (puzzle, &options, solution), ==, 1);

  /* Right so far: one digit of the solution. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (puzzle);

    set_digit_for (game, SDM_CHECK_OK);
    assert_check_agrees (game, "No mistakes so far");
  }
  /* A digit that differs from the solution and clashes with nothing. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (puzzle);

    set_digit_for (game, SDM_CHECK_MISTAKE);
    assert_check_agrees (game, "No rule is broken, but a digit differs from the solution: it is marked");
  }
  /* Two of them: the sentence counts what the board marks. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (puzzle);

    set_digit_for (game, SDM_CHECK_MISTAKE);
    set_digit_for (game, SDM_CHECK_MISTAKE);
    assert_check_agrees (game, "No rule is broken, but 2 digits differ from the solution: they are marked");
  }
  /* A clash with a given. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (puzzle);

    set_digit_for (game, SDM_CHECK_CLASH);
    assert_check_agrees (game, "A rule is broken: the clashing cells are marked");
  }
  /* Solved. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (puzzle);

    for (int c = 0; c < SDM_N_CELLS; c++)
      if (puzzle->givens[c] == 0)
        g_assert_true (sdm_game_set_value (game, c, solution[0].values[c], NULL));
    g_assert_true (sdm_game_get_solved (game));
    assert_check_agrees (game, "The puzzle is solved");
  }
  /* Several solutions: a digit of one of them, and a digit in none (no clash). */
  {
    g_autoptr(SdmGame) game = sdm_game_new (multi);

    g_assert_cmpint (sdm_solve (multi, &options, solution), ==, 2);
    set_digit_for (game, SDM_CHECK_NOT_UNIQUE);
    assert_check_agrees (game, "No mistakes so far, but this puzzle has more than one solution");
  }
  {
    g_autoptr(SdmGame) game = sdm_game_new (multi);

    /* Alone it is a dead end only by being in no solution: named and marked. */
    set_digit_for (game, SDM_CHECK_MISTAKE);
    assert_check_agrees (game, "This puzzle has more than one solution, but the marked digit is in none of them");
  }
}

/* The fixture's Sudominoku without its clue @skip: more than one solution. */
static gboolean
drop_clue (const SdmPuzzle *puzzle, int skip, SdmPuzzle *out)
{
  SdmSolveOptions options = { .limit = 2 };

  *out = *puzzle;
  out->n_clues = 0;
  for (int i = 0; i < puzzle->n_clues; i++)
    if (i == skip)
      {
        out->givens[puzzle->clues[i].cells[0]] = 0;
        out->givens[puzzle->clues[i].cells[1]] = 0;
      }
    else
      out->clues[out->n_clues++] = puzzle->clues[i];
  return sdm_solve (out, &options, NULL) == 2;
}

static void
test_check_sudominoku (void)
{
  SdmPuzzle puzzle, multi;
  SdmSolveOptions options = { .limit = 2 };
  SdmGrid solution[2];
  int skip;

  make_sudominoku (&puzzle);
  g_assert_cmpint (sdm_solve (&puzzle, &options, solution), ==, 1);

  /* Right so far: a domino of the solution's layout (the fixture's tiling). */
  {
    g_autoptr(SdmGame) game = sdm_game_new (&puzzle);

    for (int c = 0; c < SDM_N_CELLS; c++)
      if (domino_tiling[c] == '>' && puzzle.givens[c] == 0 && puzzle.givens[c + 1] == 0)
        {
          g_assert_true (sdm_game_place_domino (game, c, c + 1, (guint) (domino_solution[c] - '0'),
                                                (guint) (domino_solution[c + 1] - '0'), NULL));
          break;
        }
    assert_check_agrees (game, "No mistakes so far");
  }
  /* A wrong digit, a clash. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (&puzzle);

    set_digit_for (game, SDM_CHECK_MISTAKE);
    assert_check_agrees (game, "No rule is broken, but a digit differs from the solution: it is marked");
  }
  {
    g_autoptr(SdmGame) game = sdm_game_new (&puzzle);

    set_digit_for (game, SDM_CHECK_CLASH);
    assert_check_agrees (game, "A rule is broken: the clashing cells are marked");
  }
  /* A domino with the solution's digits where no layout of the solution has one. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (&puzzle);
    g_autofree char *sentence = NULL;
    SdmCheckReport report;
    gboolean placed = FALSE;

    for (int c = 0; c < SDM_N_CELLS && !placed; c++)
      {
        int n = sdm_cell_neighbour (c, SDM_DIRECTION_RIGHT);
        SdmGrid position;

        if (n < 0 || puzzle.givens[c] != 0 || puzzle.givens[n] != 0 || domino_tiling[c] == '>')
          continue;
        position = *sdm_game_get_grid (game);
        position.values[c] = (guint8) (domino_solution[c] - '0');
        position.values[n] = (guint8) (domino_solution[n] - '0');
        sdm_grid_link (&position, c, n);
        g_assert_true (sdm_check_position (&puzzle, &position, SDM_UNIQUENESS_UNKNOWN, NULL, NULL,
                                           &report, NULL));
        if (report.result != SDM_CHECK_WRONG_DOMINO)
          continue;
        g_assert_true (sdm_game_place_domino (game, c, n, position.values[c], position.values[n], NULL));
        placed = TRUE;
      }
    g_assert_true (placed);
    sentence = sdm_check_report_describe (&report);
    g_assert_true (g_str_has_suffix (sentence, " is in no solution"));
    assert_check_agrees (game, sentence);
  }
  /* Solved: every domino of the tiling placed. */
  {
    g_autoptr(SdmGame) game = sdm_game_new (&puzzle);

    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        int n = domino_tiling[c] == '>' ? c + 1 : domino_tiling[c] == 'v' ? c + 9 : -1;

        if (n < 0 || (puzzle.givens[c] != 0 && puzzle.givens[n] != 0))
          continue;
        g_assert_true (sdm_game_place_domino (game, c, n, (guint) (domino_solution[c] - '0'),
                                              (guint) (domino_solution[n] - '0'), NULL));
      }
    g_assert_true (sdm_game_get_solved (game));
    assert_check_agrees (game, "The puzzle is solved");
  }
  /* Several solutions (a clue dropped): a digit of one of them, and a digit in none. */
  for (skip = 0; skip < puzzle.n_clues && !drop_clue (&puzzle, skip, &multi); skip++)
    ;
  g_assert_cmpint (skip, <, puzzle.n_clues);
  {
    g_autoptr(SdmGame) game = sdm_game_new (&multi);

    set_digit_for (game, SDM_CHECK_NOT_UNIQUE);
    assert_check_agrees (game, "No mistakes so far, but this puzzle has more than one solution");
  }
  {
    g_autoptr(SdmGame) game = sdm_game_new (&multi);

    /* Alone it is a dead end only by being in no solution: named and marked. */
    set_digit_for (game, SDM_CHECK_MISTAKE);
    assert_check_agrees (game, "This puzzle has more than one solution, but the marked digit is in none of them");
  }
}

/* ---- Export -------------------------------------------------------------------------- */

static AdwAlertDialog *
choice_dialog (void)
{
  return ADW_ALERT_DIALOG (sdm_test_find_dialog (ADW_TYPE_ALERT_DIALOG));
}

static gboolean
choice_gone (void)
{
  return choice_dialog () == NULL;
}


static SdmGame *old_game;

static gboolean
opened (void)
{
  return sdm_window_get_game (window) != old_game && settled ();
}

/* The format of the table whose description is @label (the C locale: untranslated). */
static const SdmFormatInfo *
format_labelled (const char *label)
{
  guint n_formats;
  const SdmFormatInfo *formats = sdm_format_list (&n_formats);

  for (guint i = 0; i < n_formats; i++)
    if (strcmp (formats[i].description, label) == 0)
      return &formats[i];
  g_error ("no format is described as %s", label);
  return NULL;
}

/* Export @puzzle in every format the dialog lists for its kind, each through the dialog
 * and the file chooser as the player would. */
static void
export_each_format (const SdmPuzzle *puzzle)
{
  SdmFormat plain = sdm_format_default_for_kind (puzzle->kind);
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(SdmGame) game = sdm_game_new (puzzle);
  g_autofree char *saved = sdm_game_serialize (game);
  g_autofree char *dir = sdm_test_make_temp_dir ("sdm-agree-export-XXXXXX");
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) listed = g_ptr_array_new ();
  guint n_formats, n_held = 0;
  const SdmFormatInfo *formats = sdm_format_list (&n_formats);
  AdwAlertDialog *choice;

  open_window_on (saved);

  /* What the dialog lists: the formats of the table that hold the kind, in its order. */
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.export", NULL));
  choice = choice_dialog ();
  g_assert_nonnull (choice);
  for (guint i = 0; i < 64; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);

      if (adw_alert_dialog_has_response (choice, id))
        {
          g_ptr_array_add (listed, (gpointer) format_labelled (adw_alert_dialog_get_response_label (choice, id)));
          g_ptr_array_add (ids, g_steal_pointer (&id));
        }
    }
  for (guint i = 0; i < n_formats; i++)
    if (sdm_format_holds (formats[i].format, puzzle->kind))
      {
        g_assert_cmpuint (n_held, <, listed->len);
        g_assert_true (g_ptr_array_index (listed, n_held) == &formats[i]);
        n_held++;
      }
  g_assert_cmpuint (listed->len, ==, n_held);
  g_assert_true (adw_dialog_close (ADW_DIALOG (choice)));
  g_assert_true (sdm_test_wait_until (choice_gone));

  for (guint i = 0; i < listed->len; i++)
    {
      const SdmFormatInfo *info = g_ptr_array_index (listed, i);
      g_autofree char *name = g_strdup_printf ("%s.%s", info->name, info->suffixes[0]);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *written = NULL, *converted = NULL, *back = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;

      g_test_message ("%s: %s", sdm_kind_to_string (puzzle->kind), info->name);
      /* The CLI is given the puzzle as the app holds it, in the kind's default format. (The
       * contest format lists the clue dominoes in the order the puzzle keeps them: a game
       * restored keeps the order it was made with, one read from the domino form has them
       * in reading order; the same puzzle either way, sdm_puzzle_equal().) */
      g_assert_true (sdm_puzzle_equal (sdm_game_get_puzzle (sdm_window_get_game (window)), puzzle));
      g_string_truncate (input, 0);
      g_assert_true (sdm_format_write_puzzles (input, plain, sdm_game_get_puzzle (sdm_window_get_game (window)), 1));
      g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.export", NULL));
      sdm_test_click_response (choice_dialog (), g_ptr_array_index (ids, i));
      g_assert_true (sdm_test_wait_until (choice_gone));
      sdm_test_file_chooser_save (path, "_Export");
      g_assert_true (g_file_get_contents (path, &written, NULL, &error));

      /* Byte for byte what the CLI writes for the same puzzle. */
      g_assert_cmpint (run_cli (input->str, &converted, "convert", "--to", info->name, NULL), ==, 0);
      g_assert_cmpstr (written, ==, converted);
      /* Read back by the CLI (forced to this format) and written plain: the same puzzle. */
      g_assert_cmpint (run_cli (written, &back, "convert", "--format", info->name,
                                "--to", sdm_format_to_string (plain), NULL), ==, 0);
      {
        g_autoptr(GArray) again = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));

        g_assert_true (sdm_format_parse (back, strlen (back), "back", plain, NULL, again, &error));
        g_assert_cmpuint (again->len, ==, 1);
        g_assert_true (sdm_puzzle_equal (&g_array_index (again, SdmPuzzle, 0), puzzle));
      }
      /* Read back by the app: Open on the exported file plays the same puzzle. */
      old_game = sdm_window_get_game (window);
      sdm_window_open_file (window, file);
      g_assert_true (sdm_test_wait_until (opened));
      g_assert_true (sdm_puzzle_equal (sdm_game_get_puzzle (sdm_window_get_game (window)), puzzle));
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  close_window ();
  sdm_test_remove_dir (dir);
}

static void
test_export_sudoku (void)
{
  SdmPuzzle puzzle;

  make_sudoku (&puzzle);
  export_each_format (&puzzle);
}

static void
test_export_sudominoku (void)
{
  SdmPuzzle puzzle;

  make_sudominoku (&puzzle);
  export_each_format (&puzzle);
}

/* ---- Settings ------------------------------------------------------------------------ */

/* The enum nicks of @key in the app's schema. */
static GStrv
settings_nicks (const char *key)
{
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                                                       APP_ID, TRUE);
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) values = NULL;
  const char *type;

  g_assert_nonnull (schema);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &type, &values);
  g_assert_cmpstr (type, ==, "enum");
  return g_variant_dup_strv (values, NULL);
}

/* The settings keep the kind and the difficulty of New Game by the engine's names, their
 * values the engine's enums. */
static void
test_settings_names (void)
{
  g_auto(GStrv) kinds = settings_nicks ("new-game-kind");
  g_auto(GStrv) difficulties = settings_nicks ("new-game-difficulty");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_assert_cmpstrv (kinds, sdm_kind_names ());
  g_assert_cmpstrv (difficulties, sdm_difficulty_names ());
  for (guint k = 0; kinds[k] != NULL; k++)
    {
      g_settings_set_string (settings, "new-game-kind", kinds[k]);
      g_assert_cmpint (g_settings_get_enum (settings, "new-game-kind"), ==, sdm_kind_from_string (kinds[k]));
    }
  for (guint d = 0; difficulties[d] != NULL; d++)
    {
      g_settings_set_string (settings, "new-game-difficulty", difficulties[d]);
      g_assert_cmpint (g_settings_get_enum (settings, "new-game-difficulty"), ==,
                       sdm_difficulty_from_string (difficulties[d]));
    }
  g_settings_reset (settings, "new-game-kind");
  g_settings_reset (settings, "new-game-difficulty");
}

/* New Game's level buttons: one for each of the engine's difficulties, named for it in the
 * .ui (NAME_toggle), labelled with the core's name for it (sdm_difficulty_get_name(), less
 * the mnemonic), and chosen by it; the kind buttons likewise (sdm_kind_get_name()). */
static void
test_start_view_levels (void)
{
  GtkWidget *view = g_object_ref_sink (sdm_start_view_new (NULL, NULL));
  const char *const *kinds = sdm_kind_names ();
  const char *const *difficulties = sdm_difficulty_names ();

  for (guint d = 0; difficulties[d] != NULL; d++)
    {
      g_autofree char *id = g_strconcat (difficulties[d], "_toggle", NULL);
      GtkToggleButton *toggle = GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (view, SDM_TYPE_START_VIEW, id));
      g_autofree char *label = NULL;
      g_auto(GStrv) parts = NULL;

      g_assert_nonnull (toggle);
      parts = g_strsplit (gtk_button_get_label (GTK_BUTTON (toggle)), "_", -1);
      label = g_strjoinv ("", parts);
      g_assert_cmpstr (label, ==, sdm_difficulty_get_name (d));
      sdm_start_view_set_difficulty (SDM_START_VIEW (view), d);
      g_assert_true (gtk_toggle_button_get_active (toggle));
      g_assert_cmpint (sdm_start_view_get_difficulty (SDM_START_VIEW (view)), ==, d);
    }
  for (guint k = 0; kinds[k] != NULL; k++)
    {
      g_autofree char *id = g_strconcat (kinds[k], "_toggle", NULL);
      GtkToggleButton *toggle = GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (view, SDM_TYPE_START_VIEW, id));

      g_assert_nonnull (toggle);
      {
        g_auto(GStrv) parts = g_strsplit (gtk_button_get_label (GTK_BUTTON (toggle)), "_", -1);
        g_autofree char *label = g_strjoinv ("", parts);

        g_assert_cmpstr (label, ==, sdm_kind_get_name (k));
      }
      sdm_start_view_set_kind (SDM_START_VIEW (view), k);
      g_assert_true (gtk_toggle_button_get_active (toggle));
      g_assert_cmpint (sdm_start_view_get_kind (SDM_START_VIEW (view)), ==, k);
    }
  g_object_unref (view);
}

/* The targets of @action in @model and its sections and submenus, appended to @targets. */
static void
collect_targets (GMenuModel *model, const char *action, GPtrArray *targets)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL, *target = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      GMenuModel *linked;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action)
          && g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_TARGET, "s", &target))
        g_ptr_array_add (targets, g_steal_pointer (&target));
      while (g_menu_link_iter_get_next (links, NULL, &linked))
        {
          collect_targets (linked, action, targets);
          g_object_unref (linked);
        }
    }
}

/* Type In offers each of the engine's kinds, by its name (what win.edit reads with
 * sdm_kind_from_string()). */
static void
test_type_in_kinds (void)
{
  g_autoptr(GPtrArray) targets = g_ptr_array_new_with_free_func (g_free);

  window = sdm_test_window_present (app);
  /* The menu is made after the first frame (sdm-window.c: ensure_menu). */
  while (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (child ("menu_button"))) == NULL)
    g_main_context_iteration (NULL, TRUE);
  collect_targets (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (child ("menu_button"))), "win.edit", targets);
  g_ptr_array_add (targets, NULL);
  g_assert_cmpstrv ((char **) targets->pdata, sdm_kind_names ());
  close_window ();
}

int
main (int argc, char **argv)
{
  int status;

  /* The saved games the windows restore are this test's own. */
  data_home = sdm_test_make_temp_dir ("sdm-window-agree-XXXXXX");
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_func ("/window-agree/settings-names", test_settings_names);
  g_test_add_func ("/window-agree/start-view-levels", test_start_view_levels);
  g_test_add_func ("/window-agree/type-in-kinds", test_type_in_kinds);
  g_test_add_func ("/window-agree/check-sudoku", test_check_sudoku);
  g_test_add_func ("/window-agree/check-sudominoku", test_check_sudominoku);
  g_test_add_func ("/window-agree/export-sudoku", test_export_sudoku);
  g_test_add_func ("/window-agree/export-sudominoku", test_export_sudominoku);

  status = g_test_run ();

  g_object_unref (app);
  sdm_test_remove_dir (data_home);
  g_free (data_home);
  return status;
}
