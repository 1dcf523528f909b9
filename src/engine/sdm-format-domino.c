/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format-domino.c: the domino form, our own Sudominoku text form for people (see
 * sdm-format-domino.h and README.md). */
#include "config.h"

#include "sdm-format-domino.h"
#include "sdm-format-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define DIGIT_CHARS  "123456789.0"
#define LAYOUT_CHARS "<>^v[]nu*."

/* The mate of a layout character: the character expected at the other half, which lies
 * @dr rows and @dc columns away; 0 when the character stands alone. The other dominoes'
 * halves point at each other ('><', 'v' above '^'), as in the data set's public.meta.tsv;
 * clue dominoes are drawn as shapes ('[]', 'n' above 'u'). */
static char
layout_mate (char c, int *dr, int *dc)
{
  *dr = *dc = 0;
  switch (c)
    {
    case '>': *dc = 1; return '<';
    case '<': *dc = -1; return '>';
    case '[': *dc = 1; return ']';
    case ']': *dc = -1; return '[';
    case 'v': *dr = 1; return '^';
    case '^': *dr = -1; return 'v';
    case 'n': *dr = 1; return 'u';
    case 'u': *dr = -1; return 'n';
    default: return 0;
    }
}

/* An error at 1-based @line, 0-based @column, not necessarily the current line. */
static gboolean G_GNUC_PRINTF (6, 7)
error_at (const SdmReader *r, GError **error, SdmFormatError code, guint line, gsize column,
          const char *format, ...)
{
  SdmReader there = *r;
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  there.line_no = line;
  return sdm_reader_error (&there, error, code, column, "%s", message);
}

/* Reads 9 lines of 9 characters from @allowed (the first may follow blank lines); rows[r]
 * gets the characters and line[r] the line numbers. */
static gboolean
read_block (SdmReader *r, const char *allowed, const char *what, char rows[9][9], guint line[9],
            GError **error)
{
  for (int row = 0; row < 9; row++)
    {
      gboolean more = row == 0 ? sdm_reader_next_nonblank (r) : sdm_reader_next_line (r);

      if (!more)
        return sdm_reader_expected_at_end (r, error, what);
      for (gsize i = 0; i < 9; i++)
        {
          int ch = sdm_reader_char (r, i);

          if (ch <= 0 || !strchr (allowed, ch))
            return sdm_reader_expected (r, error, i, what);
        }
      if (r->line_len > 9)
        return sdm_reader_expected (r, error, 9, _("end of line"));
      memcpy (rows[row], r->line, 9);
      line[row] = r->line_no;
    }
  return TRUE;
}

static gboolean
parse_one_domino (SdmReader *r, SdmPuzzle *out, GError **error)
{
  char digits[9][9], layout[9][9];
  guint digit_line[9], layout_line[9];
  SdmPlace pair_at[SDM_N_DOMINOES];
  gboolean pair_seen[SDM_N_DOMINOES] = { FALSE };
  SdmPlace isolated_at[9];
  SdmPuzzle puzzle;
  int n_isolated = 0;

  if (!read_block (r, DIGIT_CHARS, _("a row of 9 digits ('.' or '0' for empty)"),
                   digits, digit_line, error) ||
      !read_block (r, LAYOUT_CHARS, _("a layout row of 9 of '<>^v[]nu*.'"),
                   layout, layout_line, error))
    return FALSE;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOMINOKU);
  for (int row = 0; row < 9; row++)
    for (int col = 0; col < 9; col++)
      {
        char c = digits[row][col];

        puzzle.givens[row * 9 + col] = (c >= '1' && c <= '9') ? c - '0' : 0;
      }

  for (int row = 0; row < 9; row++)
    for (int col = 0; col < 9; col++)
      {
        char c = layout[row][col], mate;
        int cell = row * 9 + col, dr, dc, other, a, b, p;
        guint ln = layout_line[row];
        char where[3];

        sdm_format_location_name (cell, where);
        if (c == '*')
          {
            int d = puzzle.givens[cell];

            if (d == 0)
              return error_at (r, error, SDM_FORMAT_ERROR_SYNTAX, digit_line[row], col,
                               _("expected the digit of isolated cell %s, found an empty cell"),
                               where);
            if (puzzle.isolated[d - 1] != SDM_NO_CELL)
              return error_at (r, error, SDM_FORMAT_ERROR_CONTRADICTION, ln, col,
                               _("two isolated cells hold %d: here and at line %u, column %u"),
                               d, isolated_at[d - 1].line, isolated_at[d - 1].column);
            puzzle.isolated[d - 1] = cell;
            isolated_at[d - 1].line = ln;
            isolated_at[d - 1].column = col + 1;
            n_isolated++;
            continue;
          }
        mate = layout_mate (c, &dr, &dc);
        if (!mate)
          continue;
        if (row + dr < 0 || row + dr > 8 || col + dc < 0 || col + dc > 8)
          return error_at (r, error, SDM_FORMAT_ERROR_SYNTAX, ln, col,
                           _("expected a domino half whose other half is inside the grid, found '%c'"),
                           c);
        if (layout[row + dr][col + dc] != mate)
          return error_at (r, error, SDM_FORMAT_ERROR_SYNTAX, layout_line[row + dr], col + dc,
                           _("expected '%c' to complete the domino '%c' at line %u, column %u, found '%c'"),
                           mate, c, ln, col + 1, layout[row + dr][col + dc]);
        if (dr < 0 || dc < 0)
          continue;     /* the first half handles the domino */
        other = cell + dr * 9 + dc;
        a = puzzle.givens[cell];
        b = puzzle.givens[other];
        if ((c == '[' || c == 'n') && (a == 0 || b == 0))
          return error_at (r, error, SDM_FORMAT_ERROR_SYNTAX, digit_line[a ? row + dr : row],
                           a ? col + dc : col,
                           _("expected a digit on each half of a clue domino, found an empty cell"));
        if (a == 0 || b == 0)
          continue;
        if (a == b)
          return error_at (r, error, SDM_FORMAT_ERROR_CONTRADICTION, ln, col,
                           _("expected two different digits on a domino, found %d twice"), a);
        p = sdm_domino_index (a, b);
        if (pair_seen[p])
          return error_at (r, error, SDM_FORMAT_ERROR_CONTRADICTION, ln, col,
                           _("domino %d-%d is placed twice: here and at line %u, column %u"),
                           MIN (a, b), MAX (a, b), pair_at[p].line, pair_at[p].column);
        pair_seen[p] = TRUE;
        pair_at[p].line = ln;
        pair_at[p].column = col + 1;
        if (c == '[' || c == 'n')
          {
            SdmDominoClue *clue = &puzzle.clues[puzzle.n_clues++];

            clue->cells[0] = cell;
            clue->cells[1] = other;
            clue->digits[0] = a;
            clue->digits[1] = b;
          }
      }
  if (n_isolated != 9)
    return error_at (r, error, SDM_FORMAT_ERROR_SYNTAX, layout_line[0], 0,
                     _("expected 9 isolated cells '*' in the layout, found %d"), n_isolated);

  *out = puzzle;
  return TRUE;
}

/* One puzzle or more, each a digit block and a layout block, blank lines between. */
gboolean
sdm_format_parse_domino (SdmReader *r, guint n_read, SdmPuzzle *puzzle, gboolean *done,
                         GError **error)
{
  SdmReader here = *r;

  if (!sdm_reader_next_nonblank (r))
    {
      if (n_read == 0)
        return sdm_reader_expected_at_end (r, error, _("a puzzle"));
      *done = TRUE;
      return TRUE;
    }
  *r = here;
  return parse_one_domino (r, puzzle, error);
}

gboolean
sdm_format_domino_sniff (const SdmReader *start, gboolean *starved)
{
  SdmReader r = *start;
  gboolean layout_only = FALSE;

  /* Nine rows of digits, blank lines, nine rows of nine characters with at least one
   * that only a layout has ('*', '[', '>'...): a mistake in the layout block is then
   * reported by the domino parser, in its words, not taken for another grid. Lines that
   * have not come yet leave it undecided (*@starved). */
  for (int i = 0; i < 18; i++)
    {
      gboolean more = i == 0 || i == 9 ? sdm_reader_next_nonblank (&r) : sdm_reader_next_line (&r);

      if (!more || r.line_len != 9)
        {
          *starved = r.starved;
          return FALSE;
        }
      for (int j = 0; j < 9; j++)
        {
          char c = r.line[j];

          if (i < 9 && (c == '\0' || !strchr (DIGIT_CHARS, c)))
            return FALSE;
          if (i >= 9 && c != '\0' && strchr (LAYOUT_CHARS, c) && !strchr (DIGIT_CHARS, c))
            layout_only = TRUE;
        }
    }
  return layout_only;
}

static void
write_domino_form (GString *out, const SdmPuzzle *puzzle, const guint8 *values,
                   const guint8 *partner)
{
  char layout[SDM_N_CELLS];

  memset (layout, '.', sizeof layout);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int n = partner ? partner[c] : SDM_NO_CELL;

      if (n == c + 1 && sdm_cell_col (c) < 8)
        layout[c] = '>', layout[n] = '<';
      else if (n == c + 9)
        layout[c] = 'v', layout[n] = '^';
    }
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      int a = MIN (puzzle->clues[i].cells[0], puzzle->clues[i].cells[1]);
      int b = MAX (puzzle->clues[i].cells[0], puzzle->clues[i].cells[1]);

      if (b == a + 1)
        layout[a] = '[', layout[b] = ']';
      else
        layout[a] = 'n', layout[b] = 'u';
    }
  for (int d = 0; d < 9; d++)
    if (puzzle->isolated[d] < SDM_N_CELLS)
      layout[puzzle->isolated[d]] = '*';

  for (int row = 0; row < 9; row++)
    {
      for (int col = 0; col < 9; col++)
        {
          int v = values[row * 9 + col];

          g_string_append_c (out, v >= 1 && v <= 9 ? '0' + v : '.');
        }
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
  for (int row = 0; row < 9; row++)
    {
      g_string_append_len (out, layout + row * 9, 9);
      g_string_append_c (out, '\n');
    }
}

void
sdm_format_domino_write_puzzle (GString *out, const SdmPuzzle *puzzle)
{
  write_domino_form (out, puzzle, puzzle->givens, NULL);
}

void
sdm_format_domino_write_solution (GString *out, const SdmPuzzle *puzzle, const SdmGrid *solution)
{
  write_domino_form (out, puzzle, solution->values, solution->partner);
}
