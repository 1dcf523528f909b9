/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-save.c: a game as text, and back.
 *
 * A saved game is line-oriented UTF-8, every line ending in '\n':
 *
 *   sudominoku-game 2             the format and its version (1 is read too)
 *   kind sudoku|sudominoku
 *   givens 530070000600195000...  81 digits row by row, 0 = empty
 *   clue r1c1 right               Sudominoku: one line per clue domino (digits from givens)
 *   isolated r1c1 r2c5 ...        Sudominoku: the cells of the lone digits 1..9, in order
 *   elapsed 123                   seconds of play
 *   assisted                      only when Solve or a hint was used (sdm_game_mark_assisted)
 *   move v r3c5 7                 the moves played, oldest first (sdm-move.h), replayed
 *   move g solution ; v r1c1 5 ; ...   a compound move, one line (version 2)
 *
 * Version 1 is version 2 without compound moves and "m" (set the pencil marks): a game
 * saved by an older Sudominoku loads as it was.
 *
 * Lines come in this order. Loading is strict: anything else is an error naming the line,
 * and no game is made.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-game-private.h"
#include "sdm-move.h"
#include "sdm-rules.h"

#define SAVE_MAGIC "sudominoku-game 2"
#define SAVE_MAGIC_V1 "sudominoku-game 1"

char *
sdm_game_serialize (SdmGame *self)
{
  const SdmPuzzle *puzzle;
  g_auto(GStrv) moves = NULL;
  GString *out;

  g_return_val_if_fail (SDM_IS_GAME (self), NULL);

  puzzle = sdm_game_get_puzzle (self);
  out = g_string_new (SAVE_MAGIC "\n");
  g_string_append_printf (out, "kind %s\n",
                          puzzle->kind == SDM_KIND_SUDOMINOKU ? "sudominoku" : "sudoku");
  g_string_append (out, "givens ");
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_string_append_c (out, (char) ('0' + puzzle->givens[c]));
  g_string_append_c (out, '\n');

  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    {
      for (int i = 0; i < puzzle->n_clues; i++)
        {
          int a = MIN (puzzle->clues[i].cells[0], puzzle->clues[i].cells[1]);
          int b = MAX (puzzle->clues[i].cells[0], puzzle->clues[i].cells[1]);

          g_string_append_printf (out, "clue %s %s\n", sdm_cell_name (a),
                                  b == a + 1 ? "right" : "down");
        }
      g_string_append (out, "isolated");
      for (int d = 0; d < 9; d++)
        {
          g_string_append_c (out, ' ');
          g_string_append (out, sdm_cell_name (puzzle->isolated[d]));
        }
      g_string_append_c (out, '\n');
    }

  g_string_append_printf (out, "elapsed %" G_GINT64_FORMAT "\n", sdm_game_get_elapsed (self));
  if (sdm_game_get_assisted (self))
    g_string_append (out, "assisted\n");

  moves = sdm_game_dup_moves (self);
  for (guint i = 0; moves[i] != NULL; i++)
    g_string_append_printf (out, "move %s\n", moves[i]);

  return g_string_free (out, FALSE);
}

static gboolean
bad_line (GError **error, guint line, const char *what)
{
  g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE,
               /* Translators: the second %s says what is wrong */
               _("Saved game, line %u: %s"), line, what);
  return FALSE;
}

/* Whether the clue just read on @line covers two given cells of its own, with two
 * different digits. */
static gboolean
check_clue (const SdmPuzzle *puzzle, const gboolean used[SDM_N_CELLS], guint line, GError **error)
{
  const SdmDominoClue *clue = &puzzle->clues[puzzle->n_clues - 1];

  for (int k = 0; k < 2; k++)
    if (puzzle->givens[clue->cells[k]] == 0 || used[clue->cells[k]])
      return bad_line (error, line, _("a clue domino must cover two given cells of its own"));
  if (clue->digits[0] == clue->digits[1])
    return bad_line (error, line, _("a clue domino has two equal digits"));
  return TRUE;
}

/* Whether the isolated cells read on @line hold their digits, apart from the clues, and
 * every other given is on a clue. */
static gboolean
check_isolated (const SdmPuzzle *puzzle, gboolean used[SDM_N_CELLS], guint line, GError **error)
{
  for (int d = 0; d < 9; d++)
    {
      int c = puzzle->isolated[d];

      if (used[c] || puzzle->givens[c] != d + 1)
        return bad_line (error, line, _("an isolated cell must hold its own digit"));
      used[c] = TRUE;
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] != 0 && !used[c])
      return bad_line (error, line, _("a given digit is neither on a clue domino nor isolated"));
  return TRUE;
}

/* A saved game is its puzzle and its moves, about 15 bytes each: SDM_GAME_SAVE_MAX_SIZE
 * (2 MiB) is some 140,000 moves, replayed in well under a second. A larger file is not
 * one the app wrote (a 100 MB one took 22 s and 2.9 GB to replay). */
char *
sdm_game_read_save_file (const char *path, GError **error)
{
  g_autoptr(GByteArray) text = g_byte_array_new ();
  int fd, saved_errno;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* O_NONBLOCK: a FIFO without a writer must not stall the start of the app */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  if (fd < 0)
    {
      saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not read %s: %s"), path, g_strerror (saved_errno));
      return NULL;
    }
  for (;;)
    {
      guint old_len = text->len;
      gssize n;

      g_byte_array_set_size (text, old_len + 64 * 1024);
      n = read (fd, text->data + old_len, 64 * 1024);
      saved_errno = errno;
      g_byte_array_set_size (text, old_len + MAX (n, 0));
      if (n < 0 && saved_errno == EINTR)
        continue;
      if (n < 0)
        {
          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _("Could not read %s: %s"), path, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      if (text->len > SDM_GAME_SAVE_MAX_SIZE)
        {
          close (fd);
          g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE,
                       _("Saved game: larger than %d MiB, which no game needs"),
                       SDM_GAME_SAVE_MAX_SIZE / (1024 * 1024));
          return NULL;
        }
    }
  close (fd);
  g_byte_array_append (text, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&text), FALSE);
}

SdmGame *
sdm_game_new_from_serialized (const char *data, GError **error)
{
  return sdm_game_new_from_serialized_full (data, TRUE, error);
}

SdmGame *
sdm_game_new_from_serialized_full (const char *data, gboolean count, GError **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;
  gint64 elapsed = 0;
  gboolean assisted = FALSE;
  guint n, i = 0;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_utf8_validate (data, -1, NULL))
    {
      bad_line (error, 1, _("the file is not valid UTF-8"));
      return NULL;
    }
  if (*data == '\0' || !g_str_has_suffix (data, "\n"))
    {
      bad_line (error, 1, _("the saved game is cut short"));
      return NULL;
    }

  lines = g_strsplit (data, "\n", -1);
  n = g_strv_length (lines) - 1;   /* the text after the last '\n' is empty */

  if (g_strcmp0 (lines[i], SAVE_MAGIC) != 0 && g_strcmp0 (lines[i], SAVE_MAGIC_V1) != 0)
    {
      bad_line (error, i + 1, _("expected “" SAVE_MAGIC "”"));
      return NULL;
    }
  i++;

  if (i < n && g_strcmp0 (lines[i], "kind sudoku") == 0)
    sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  else if (i < n && g_strcmp0 (lines[i], "kind sudominoku") == 0)
    sdm_puzzle_init (&puzzle, SDM_KIND_SUDOMINOKU);
  else
    {
      bad_line (error, i + 1, _("expected “kind sudoku” or “kind sudominoku”"));
      return NULL;
    }
  i++;

  if (i >= n || !g_str_has_prefix (lines[i], "givens ") || strlen (lines[i]) != 7 + SDM_N_CELLS)
    {
      bad_line (error, i + 1, _("expected “givens” and 81 digits"));
      return NULL;
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      char ch = lines[i][7 + c];

      if (ch < '0' || ch > '9')
        {
          bad_line (error, i + 1, _("expected “givens” and 81 digits"));
          return NULL;
        }
      puzzle.givens[c] = (guint8) (ch - '0');
    }
  i++;

  if (puzzle.kind == SDM_KIND_SUDOMINOKU)
    {
      g_auto(GStrv) words = NULL;
      gboolean used[SDM_N_CELLS] = { FALSE };

      for (; i < n && g_str_has_prefix (lines[i], "clue "); i++)
        {
          g_auto(GStrv) clue = g_strsplit (lines[i], " ", -1);
          int a, b = -1;

          if (g_strv_length (clue) == 3 && sdm_cell_parse (clue[1], &a))
            {
              if (strcmp (clue[2], "right") == 0)
                b = sdm_cell_neighbour (a, SDM_DIRECTION_RIGHT);
              else if (strcmp (clue[2], "down") == 0)
                b = sdm_cell_neighbour (a, SDM_DIRECTION_DOWN);
            }
          if (b < 0 || puzzle.n_clues >= SDM_N_DOMINOES)
            {
              bad_line (error, i + 1, _("expected “clue”, a cell and “right” or “down”"));
              return NULL;
            }
          puzzle.clues[puzzle.n_clues].cells[0] = (guint8) a;
          puzzle.clues[puzzle.n_clues].cells[1] = (guint8) b;
          puzzle.clues[puzzle.n_clues].digits[0] = puzzle.givens[a];
          puzzle.clues[puzzle.n_clues].digits[1] = puzzle.givens[b];
          puzzle.n_clues++;
          if (!check_clue (&puzzle, used, i + 1, error))
            return NULL;
          used[a] = used[b] = TRUE;
        }

      if (i < n)
        words = g_strsplit (lines[i], " ", -1);
      if (words == NULL || g_strv_length (words) != 10 || strcmp (words[0], "isolated") != 0)
        {
          bad_line (error, i + 1, _("expected “isolated” and nine cells"));
          return NULL;
        }
      for (int d = 0; d < 9; d++)
        {
          int c;

          if (!sdm_cell_parse (words[d + 1], &c))
            {
              bad_line (error, i + 1, _("expected “isolated” and nine cells"));
              return NULL;
            }
          puzzle.isolated[d] = (guint8) c;
        }
      if (!check_isolated (&puzzle, used, i + 1, error))
        return NULL;
      i++;
    }

  if (i < n && g_str_has_prefix (lines[i], "elapsed "))
    {
      const char *digits = lines[i] + 8;
      char *end = NULL;

      if (!g_ascii_isdigit (*digits))
        end = NULL;
      else
        elapsed = g_ascii_strtoll (digits, &end, 10);
      if (end == NULL || *end != '\0' || elapsed < 0 || elapsed > G_MAXINT32)
        {
          bad_line (error, i + 1, _("expected “elapsed” and a number of seconds"));
          return NULL;
        }
      i++;
    }
  else
    {
      bad_line (error, i + 1, _("expected “elapsed” and a number of seconds"));
      return NULL;
    }

  if (i < n && g_strcmp0 (lines[i], "assisted") == 0)
    {
      assisted = TRUE;
      i++;
    }

  game = sdm_game_new_quiet (&puzzle);
  if (assisted)
    sdm_game_mark_assisted (game);
  for (; i < n; i++)
    {
      g_autoptr(GError) move_error = NULL;
      guint before = sdm_game_get_n_moves (game);

      if (!g_str_has_prefix (lines[i], "move "))
        {
          bad_line (error, i + 1, _("expected “move” and a move"));
          return NULL;
        }
      if (!sdm_game_apply_move (game, lines[i] + 5, &move_error))
        {
          bad_line (error, i + 1, move_error->message);
          return NULL;
        }
      if (sdm_game_get_n_moves (game) != before + 1)
        {
          bad_line (error, i + 1, _("the move changes nothing"));
          return NULL;
        }
    }

  sdm_game_set_elapsed (game, elapsed);
  if (count)
    sdm_game_tasks_start_uniqueness (game);
  return g_steal_pointer (&game);
}
