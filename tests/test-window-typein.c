/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-typein.c: a puzzle half typed in survives the app's end (issue 20 item 5:
 * Menu → Type In a Sudominoku, then Ctrl+Q gave 9 CRITICALs, a save holding "isolated
 * r?c?", and at the next start "The last game could not be restored").
 *
 * A child process types a Sudominoku in through the window's and the board's actions
 * (win.edit, board.select, board.set-value, board.link), waits for the autosave and ends
 * at once with _exit(): no close, no dispose, no last write, as a killed app. The test
 * then starts a window again in the same data folder and finds the same editor state:
 * Type In on, the same digits and dominoes, judged again. Any CRITICAL in either
 * process fails it. Two positions: an empty board, and fewer than nine lone digits with
 * one full domino and one domino without digits. */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include "sdm-game-private.h"
#include "sdm-test-utils.h"
#include "sdm-test-window.h"

static SdmApplication *app;
static SdmWindow *window;

typedef struct {
  const char *name;
  int         lone[2][2];     /* cell, digit; cell -1: none */
  int         domino[2];      /* two cells linked, with the digits 3 and 4; -1: none */
  int         empty_link[2];  /* two cells linked without digits; -1: none */
} TypeIn;

static const TypeIn empty_board = { "empty", { { -1, 0 }, { -1, 0 } }, { -1, -1 }, { -1, -1 } };
static const TypeIn half_typed = {
  "half", { { 0, 1 }, { 40, 2 } }, { 10, 11 }, { 79, 80 },
};

static char *serialize_without_clock (SdmGame *game);

/* What the child typed, as its autosave must hold it. */
static char *typed;

/* The autosave on disk (the store's file, DATA/sudominoku/current-game) holds @typed. */
static gboolean
saved (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "sudominoku", "current-game", NULL);
  g_autofree char *text = NULL;
  g_autoptr(SdmGame) game = NULL;
  g_autofree char *on_disk = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  game = sdm_game_new_from_serialized_full (text, FALSE, NULL);
  if (game == NULL)
    return FALSE;
  on_disk = serialize_without_clock (game);
  return g_strcmp0 (on_disk, typed) == 0;
}

static gboolean
judged (void)
{
  return sdm_editor_controller_get_verdict (sdm_test_editor (window)) != NULL;
}

/* The saved game without its clock, which ticks while the game runs. */
static char *
serialize_without_clock (SdmGame *game)
{
  g_autofree char *text = sdm_game_serialize (game);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)   /* the last is empty */
    if (!g_str_has_prefix (lines[i], "elapsed "))
      g_string_append_printf (out, "%s\n", lines[i]);
  return g_string_free (out, FALSE);
}

static char *
expected_path (const TypeIn *type_in)
{
  g_autofree char *name = g_strdup_printf ("typein-%s.expected", type_in->name);

  return g_build_filename (g_get_user_data_dir (), name, NULL);
}

static void
select_and (GtkWidget  *board,
            int         cell,
            const char *action,
            GVariant   *parameter)
{
  g_assert_true (sdm_test_activate (board, "board.select", g_variant_new_int32 (cell)));
  g_assert_true (sdm_test_activate (board, action, parameter));
}

static void
link_cells (GtkWidget *board,
            int        a,
            int        b)
{
  select_and (board, a, "board.link",
              g_variant_new ("(ii)", sdm_cell_row (b) - sdm_cell_row (a), sdm_cell_col (b) - sdm_cell_col (a)));
}

/* In the child: type it in, wait for the autosave, and end as a killed app does. */
static void
type_in_and_die (const TypeIn *type_in)
{
  GtkWidget *board;
  SdmGame *game;
  g_autofree char *expected = NULL;
  g_autofree char *path = expected_path (type_in);

  window = sdm_test_window_present (app);
  board = GTK_WIDGET (sdm_test_board (window));
  g_assert_true (sdm_test_activate (GTK_WIDGET (window), "win.edit", g_variant_new_string ("sudominoku")));
  g_assert_true (sdm_editor_controller_get_active (sdm_test_editor (window)));
  for (int i = 0; i < 2; i++)
    if (type_in->lone[i][0] >= 0)
      select_and (board, type_in->lone[i][0], "board.set-value", g_variant_new_uint32 (type_in->lone[i][1]));
  if (type_in->domino[0] >= 0)
    {
      select_and (board, type_in->domino[0], "board.set-value", g_variant_new_uint32 (3));
      select_and (board, type_in->domino[1], "board.set-value", g_variant_new_uint32 (4));
      link_cells (board, type_in->domino[0], type_in->domino[1]);
    }
  if (type_in->empty_link[0] >= 0)
    link_cells (board, type_in->empty_link[0], type_in->empty_link[1]);
  game = sdm_window_get_game (window);
  if (type_in->empty_link[0] >= 0)
    g_assert_cmpint (sdm_game_get_partner (game, type_in->empty_link[0]), ==, type_in->empty_link[1]);
  /* Written even with nothing typed: the author's empty board is Type In too. */
  typed = serialize_without_clock (game);
  g_assert_true (sdm_test_wait_until (saved));
  expected = g_strdup (typed);
  g_assert_true (g_file_set_contents (path, expected, -1, NULL));
  _exit (0);
}

static void
test_type_in_restored (gconstpointer data)
{
  const TypeIn *type_in = data;
  g_autofree char *path = expected_path (type_in);
  g_autofree char *expected = NULL;
  g_autofree char *restored = NULL;
  SdmGame *game;

  if (g_test_subprocess ())
    {
      type_in_and_die (type_in);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_assert_true (g_file_get_contents (path, &expected, NULL, NULL));
  g_test_message ("typed in, then killed:\n%s", expected);

  /* Started again: the same editor state. */
  window = sdm_test_window_present (app);
  game = sdm_window_get_game (window);
  g_assert_nonnull (game);
  restored = serialize_without_clock (game);
  g_assert_cmpstr (restored, ==, expected);
  g_assert_cmpint (sdm_game_get_kind (game), ==, SDM_KIND_SUDOMINOKU);
  g_assert_true (sdm_editor_controller_get_active (sdm_test_editor (window)));
  g_assert_true (sdm_editor_controller_get_game (sdm_test_editor (window)) == game);
  g_assert_true (sdm_test_strip_shown (GTK_WIDGET (sdm_test_editor (window))));
  for (int i = 0; i < 2; i++)
    if (type_in->lone[i][0] >= 0)
      g_assert_cmpuint (sdm_game_get_value (game, type_in->lone[i][0]), ==, type_in->lone[i][1]);
  if (type_in->domino[0] >= 0)
    {
      g_assert_cmpint (sdm_game_get_partner (game, type_in->domino[0]), ==, type_in->domino[1]);
      g_assert_cmpuint (sdm_game_get_value (game, type_in->domino[1]), ==, 4);
    }
  if (type_in->empty_link[0] >= 0)
    {
      g_assert_cmpint (sdm_game_get_partner (game, type_in->empty_link[0]), ==, type_in->empty_link[1]);
      g_assert_cmpuint (sdm_game_get_value (game, type_in->empty_link[0]), ==, 0);
    }
  /* Judged again: fewer than nine lone digits is no puzzle yet, and Play is off. */
  g_assert_true (sdm_test_wait_until (judged));
  g_assert_cmpint (sdm_editor_controller_get_verdict (sdm_test_editor (window))->status, ==, SDM_EDITOR_INCOMPLETE);
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "editor.play"));
  g_assert_false (sdm_test_action_enabled (GTK_WIDGET (window), "game.hint"));
  g_assert_true (sdm_test_action_enabled (GTK_WIDGET (window), "editor.close"));
  sdm_test_window_close (window);
  window = NULL;
}

int
main (int argc, char **argv)
{
  int status;

  sdm_test_init_gui (&argc, &argv);
  app = sdm_test_application_new ();

  g_test_add_data_func ("/window-typein/empty-board-restored", &empty_board, test_type_in_restored);
  g_test_add_data_func ("/window-typein/half-typed-restored", &half_typed, test_type_in_restored);

  status = g_test_run ();

  g_object_unref (app);
  return status;
}
