/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-save.c: a game as text, and back.
 *
 * A saved game is line-oriented UTF-8, every line ending in '\n':
 *
 *   sudominoku-game 3             the format and its version (1 and 2 are read too)
 *   kind sudoku|sudominoku
 *   givens 530070000600195000...  81 digits row by row, 0 = empty
 *   clue r1c1 right               Sudominoku: one line per clue domino (digits from givens)
 *   isolated r1c1 r2c5 ...        Sudominoku: the cells of the lone digits 1..9, in order;
 *                                 "isolated" alone for a puzzle with no givens at all
 *   elapsed 123                   seconds of play
 *   assisted                      only when Solve or a hint was used (sdm_game_mark_assisted)
 *   guided                        only for the guided puzzle (sdm_game_mark_guided): newer
 *                                 than version 3 itself, with no version of its own, like
 *                                 "move t" below (a Sudominoku older than it refuses such a
 *                                 save at that line)
 *   name sample.txt               only when the game has one (sdm_game_set_name): the rest
 *                                 of the line, at most NAME_MAX_BYTES bytes, its control
 *                                 characters written as spaces; newer than version 3
 *                                 itself, as "guided" is
 *   base-digits 5300700...        the position the kept moves start from (version 3): its
 *                                 81 digits, the givens among them as they are
 *   base-links r1c2 right r4c5 down   Sudominoku: its links, each by its first cell and
 *                                 way, between free cells, each cell once ("base-links"
 *                                 alone: none)
 *   base-pencil r1c3 147 r2c2 5   its pencil marks, cells in increasing order, free cells
 *                                 only ("base-pencil" alone: none)
 *   move v r3c5 7                 the kept moves, oldest first (sdm-move.h), replayed
 *   move g solution ; v r1c1 5 ; ...   a compound move, one line (version 2)
 *   move t r3c5                   a domino turned round: a move kind newer than version 3
 *                                 itself, with no version of its own (older saves never
 *                                 hold it and load as before; a Sudominoku older than it
 *                                 refuses such a save at that line, naming the move)
 *
 * Version 2 is version 3 without the base lines: the moves start from the puzzle's own
 * starting position. It is what is written while the history still starts there (no
 * step was dropped, see SDM_GAME_UNDO_LIMIT), so an older Sudominoku reads most saves;
 * version 3 only once older steps were dropped. Version 1 is version 2 without compound
 * moves and "m" (set the pencil marks). Games saved by an older Sudominoku load as they
 * were.
 *
 * The history is bounded, so the text is too: each kept step is one line of at most a
 * few dozen bytes per single move it weighs, a few hundred kilobytes in all, well under
 * SDM_GAME_SAVE_MAX_SIZE.
 *
 * A puzzle being typed in (Type In, sdm-editor-controller.h) is a game like any other: its
 * puzzle has no givens ("givens" all 0, no "clue", "isolated" alone) and what the author
 * typed is its moves ("v r3c5 7", "d r3c5 right 2 9", ...), or its base position when it
 * was opened from a puzzle to mend (version 3). A half-typed Sudominoku (fewer than nine
 * lone digits, none, dominoes only) is saved and restored exactly so.
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
#include "sdm-data-file.h"
#include "sdm-game-private.h"
#include "sdm-move.h"
#include "sdm-rules.h"

#define SAVE_MAGIC SDM_GAME_SAVE_MAGIC_PREFIX "3"
#define SAVE_MAGIC_V2 SDM_GAME_SAVE_MAGIC_PREFIX "2"
#define SAVE_MAGIC_V1 SDM_GAME_SAVE_MAGIC_PREFIX "1"
/* A name longer than this is cut (on a character's boundary) when written, refused when read. */
#define NAME_MAX_BYTES 1024

gboolean
sdm_game_text_is_save (const char *text, gsize len)
{
  gsize prefix_len = strlen (SDM_GAME_SAVE_MAGIC_PREFIX);

  g_return_val_if_fail (text != NULL || len == 0, FALSE);

  return len >= prefix_len && memcmp (text, SDM_GAME_SAVE_MAGIC_PREFIX, prefix_len) == 0;
}

static void
append_base (GString *out, const SdmPuzzle *puzzle, const SdmGrid *grid,
             const guint16 pencil[SDM_N_CELLS])
{
  g_string_append (out, "base-digits ");
  for (int c = 0; c < SDM_N_CELLS; c++)
    g_string_append_c (out, (char) ('0' + grid->values[c]));
  g_string_append_c (out, '\n');

  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    {
      g_string_append (out, "base-links");
      for (int c = 0; c < SDM_N_CELLS; c++)
        {
          int p = grid->partner[c];

          if (p != SDM_NO_CELL && p > c && puzzle->givens[c] == 0)
            g_string_append_printf (out, " %s %s", sdm_cell_name (c),
                                    p == c + 1 ? "right" : "down");
        }
      g_string_append_c (out, '\n');
    }

  g_string_append (out, "base-pencil");
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (pencil[c] != 0)
      {
        g_string_append_printf (out, " %s ", sdm_cell_name (c));
        for (int d = 1; d <= 9; d++)
          if (pencil[c] & (1u << (d - 1)))
            g_string_append_c (out, (char) ('0' + d));
      }
  g_string_append_c (out, '\n');
}

/* "name NAME\n": one line whatever the name holds, and short. */
static void
append_name (GString *out, const char *name)
{
  const char *end = name + strlen (name);

  if (end - name > NAME_MAX_BYTES)
    end = g_utf8_find_prev_char (name, name + NAME_MAX_BYTES + 1);
  g_string_append (out, "name ");
  for (const char *p = name; p < end; p++)
    g_string_append_c (out, (guchar) *p < 0x20 || *p == 0x7f ? ' ' : *p);
  g_string_append_c (out, '\n');
}

/* A name as append_name() writes it: not empty, not too long, no control character. */
static gboolean
name_is_valid (const char *name)
{
  if (*name == '\0' || strlen (name) > NAME_MAX_BYTES)
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      return FALSE;
  return TRUE;
}

char *
sdm_game_serialize (SdmGame *self)
{
  const SdmPuzzle *puzzle;
  g_auto(GStrv) moves = NULL;
  SdmGrid base;
  guint16 base_pencil[SDM_N_CELLS];
  gboolean has_base;
  GString *out;

  g_return_val_if_fail (SDM_IS_GAME (self), NULL);

  puzzle = sdm_game_get_puzzle (self);
  has_base = sdm_game_get_base (self, &base, base_pencil);
  out = g_string_new (has_base ? SAVE_MAGIC "\n" : SAVE_MAGIC_V2 "\n");
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
      /* A puzzle with no givens (being typed in) has no lone digits yet: "isolated" alone. */
      g_string_append (out, "isolated");
      for (int d = 0; d < 9 && puzzle->isolated[d] != SDM_NO_CELL; d++)
        {
          g_string_append_c (out, ' ');
          g_string_append (out, sdm_cell_name (puzzle->isolated[d]));
        }
      g_string_append_c (out, '\n');
    }

  g_string_append_printf (out, "elapsed %" G_GINT64_FORMAT "\n", sdm_game_get_elapsed (self));
  if (sdm_game_get_assisted (self))
    g_string_append (out, "assisted\n");
  if (sdm_game_get_guided (self))
    g_string_append (out, "guided\n");
  if (sdm_game_get_name (self) != NULL)
    append_name (out, sdm_game_get_name (self));
  if (has_base)
    append_base (out, puzzle, &base, base_pencil);

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

/* Whether @header is "sudominoku-game N" with N above the version this build writes: a
 * save from a newer Sudominoku, not a damaged one (the error says so; it is still kept
 * aside, as it cannot be read). */
static gboolean
newer_version (const char *header, GError **error)
{
  const char *prefix = SDM_GAME_SAVE_MAGIC_PREFIX;
  guint64 version, ours;

  if (!g_str_has_prefix (header, prefix)
      || !g_ascii_string_to_unsigned (header + strlen (prefix), 10, 1, G_MAXUINT, &version, NULL)
      || !g_ascii_string_to_unsigned (SAVE_MAGIC + strlen (prefix), 10, 1, G_MAXUINT, &ours, NULL)
      || version <= ours)
    return FALSE;
  g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE,
               /* Translators: %u are version numbers of the saved-game format */
               _("Saved game: made by a newer version of Sudominoku (format %u; this one reads up to %u)"),
               (guint) version, (guint) ours);
  return TRUE;
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

/* @line split at single spaces when its first word is @word and no word is empty (two
 * spaces, a space at the end), else NULL. */
static GStrv
split_line (const char *line, const char *word)
{
  g_auto(GStrv) words = NULL;

  if (line == NULL)
    return NULL;
  words = g_strsplit (line, " ", -1);
  if (words[0] == NULL || strcmp (words[0], word) != 0)
    return NULL;
  for (guint k = 1; words[k] != NULL; k++)
    if (words[k][0] == '\0')
      return NULL;
  return g_steal_pointer (&words);
}

/* The base lines of a version 3 save, from line *@i on: the position the kept moves start
 * from, in @grid and @pencil. Only a position play can reach is accepted: the givens as
 * they are, links and pencil marks on free cells only. */
static gboolean
parse_base (char           **lines,
            guint           *i,
            guint            n,
            const SdmPuzzle *puzzle,
            SdmGrid         *grid,
            guint16          pencil[SDM_N_CELLS],
            GError         **error)
{
  const char *line = *i < n ? lines[*i] : NULL;
  g_auto(GStrv) links = NULL;
  g_auto(GStrv) marks = NULL;
  guint len;
  int last = -1;

  sdm_puzzle_to_grid (puzzle, grid);
  memset (pencil, 0, sizeof (guint16) * SDM_N_CELLS);

  if (line == NULL || !g_str_has_prefix (line, "base-digits ") || strlen (line) != 12 + SDM_N_CELLS)
    return bad_line (error, *i + 1, _("expected “base-digits” and 81 digits"));
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      char ch = line[12 + c];

      if (ch < '0' || ch > '9')
        return bad_line (error, *i + 1, _("expected “base-digits” and 81 digits"));
      if (puzzle->givens[c] != 0 && puzzle->givens[c] != ch - '0')
        return bad_line (error, *i + 1, _("the starting position of the moves changes a given digit"));
      grid->values[c] = (guint8) (ch - '0');
    }
  (*i)++;

  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    {
      links = split_line (*i < n ? lines[*i] : NULL, "base-links");
      if (links == NULL || (len = g_strv_length (links)) % 2 != 1)
        return bad_line (error, *i + 1, _("expected “base-links” and pairs of a cell and “right” or “down”"));
      for (guint k = 1; k < len; k += 2)
        {
          int a, b = -1;

          if (sdm_cell_parse (links[k], &a))
            {
              if (strcmp (links[k + 1], "right") == 0)
                b = sdm_cell_neighbour (a, SDM_DIRECTION_RIGHT);
              else if (strcmp (links[k + 1], "down") == 0)
                b = sdm_cell_neighbour (a, SDM_DIRECTION_DOWN);
            }
          if (b < 0)
            return bad_line (error, *i + 1, _("expected “base-links” and pairs of a cell and “right” or “down”"));
          if (puzzle->givens[a] != 0 || puzzle->givens[b] != 0 ||
              grid->partner[a] != SDM_NO_CELL || grid->partner[b] != SDM_NO_CELL)
            return bad_line (error, *i + 1, _("a link must join two cells without a given digit, each linked once"));
          sdm_grid_link (grid, a, b);
        }
      (*i)++;
    }

  marks = split_line (*i < n ? lines[*i] : NULL, "base-pencil");
  if (marks == NULL || (len = g_strv_length (marks)) % 2 != 1)
    return bad_line (error, *i + 1, _("expected “base-pencil” and pairs of a cell and its pencil marks, cells in order"));
  for (guint k = 1; k < len; k += 2)
    {
      int c;
      guint16 m;

      if (!sdm_cell_parse (marks[k], &c) || c <= last || !sdm_marks_parse (marks[k + 1], &m) || m == 0)
        return bad_line (error, *i + 1, _("expected “base-pencil” and pairs of a cell and its pencil marks, cells in order"));
      if (puzzle->givens[c] != 0)
        return bad_line (error, *i + 1, _("a cell with a given digit has no pencil marks"));
      pencil[c] = m;
      last = c;
    }
  (*i)++;
  return TRUE;
}

/* A saved game is its puzzle, a base position and at most SDM_GAME_UNDO_LIMIT moves'
 * worth of lines: a few hundred kilobytes at worst. SDM_GAME_SAVE_MAX_SIZE (2 MiB) leaves
 * room for games an older Sudominoku wrote (all their moves, about 15 bytes each) and is
 * replayed in well under a second. A larger file is not one the app wrote (a 100 MB one
 * took 22 s and 2.9 GB to replay). */
char *
sdm_game_read_save_file (const char *path, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  char *text;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* bounded and non-blocking (sdm-data-file.h): a FIFO must not stall the start */
  text = sdm_data_file_read (path, SDM_GAME_SAVE_MAX_SIZE, NULL, &local_error);
  if (g_error_matches (local_error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_TOO_LARGE))
    g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE,
                 _("Saved game: larger than %d MiB, which no game needs"),
                 SDM_GAME_SAVE_MAX_SIZE / (1024 * 1024));
  else if (g_error_matches (local_error, SDM_DATA_FILE_ERROR, SDM_DATA_FILE_ERROR_NOT_REGULAR))
    g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_SAVE, "%s",
                 _("Saved game: not a file but a folder, a device or a pipe"));
  else if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return text;
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
  SdmGrid base;
  guint16 base_pencil[SDM_N_CELLS];
  gint64 elapsed = 0;
  gboolean assisted = FALSE;
  gboolean guided = FALSE;
  const char *name = NULL;
  gboolean has_base;
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

  has_base = g_strcmp0 (lines[i], SAVE_MAGIC) == 0;
  if (!has_base && g_strcmp0 (lines[i], SAVE_MAGIC_V2) != 0 && g_strcmp0 (lines[i], SAVE_MAGIC_V1) != 0
      && newer_version (lines[i], error))
    return NULL;
  if (!has_base && g_strcmp0 (lines[i], SAVE_MAGIC_V2) != 0 && g_strcmp0 (lines[i], SAVE_MAGIC_V1) != 0)
    {
      /* Spelled out, not SAVE_MAGIC, so that xgettext finds it: keep them the same. */
      bad_line (error, i + 1, _("expected “sudominoku-game 3”"));
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
      gboolean typing_in = FALSE;

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
      if (words != NULL && g_strv_length (words) == 1 && strcmp (words[0], "isolated") == 0)
        {
          /* A puzzle being typed in: no givens at all, so no lone digits either. */
          for (int c = 0; c < SDM_N_CELLS; c++)
            if (puzzle.givens[c] != 0)
              {
                bad_line (error, i + 1, _("expected “isolated” and nine cells"));
                return NULL;
              }
          typing_in = TRUE;
        }
      else if (words == NULL || g_strv_length (words) != 10 || strcmp (words[0], "isolated") != 0)
        {
          bad_line (error, i + 1, _("expected “isolated” and nine cells"));
          return NULL;
        }
      for (int d = 0; d < 9 && !typing_in; d++)
        {
          int c;

          if (!sdm_cell_parse (words[d + 1], &c))
            {
              bad_line (error, i + 1, _("expected “isolated” and nine cells"));
              return NULL;
            }
          puzzle.isolated[d] = (guint8) c;
        }
      if (!typing_in && !check_isolated (&puzzle, used, i + 1, error))
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
  if (i < n && g_strcmp0 (lines[i], "guided") == 0)
    {
      guided = TRUE;
      i++;
    }
  if (i < n && g_str_has_prefix (lines[i], "name "))
    {
      name = lines[i] + 5;
      if (!name_is_valid (name))
        {
          bad_line (error, i + 1, _("expected “name” and the puzzle’s name"));
          return NULL;
        }
      i++;
    }

  if (has_base && !parse_base (lines, &i, n, &puzzle, &base, base_pencil, error))
    return NULL;

  game = sdm_game_new_quiet (&puzzle);
  if (assisted)
    sdm_game_mark_assisted (game);
  if (guided)
    sdm_game_mark_guided (game);
  sdm_game_set_name (game, name);
  if (has_base)
    sdm_game_set_base (game, &base, base_pencil);
  for (; i < n; i++)
    {
      g_autoptr(GError) move_error = NULL;
      guint64 before = sdm_game_get_n_played (game);

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
      if (sdm_game_get_n_played (game) != before + 1)
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
