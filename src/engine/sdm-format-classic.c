/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format-classic.c: the classic Sudoku formats, read strictly and written back.
 *
 *   boj2580  9 lines of 9 digits 0-9 separated by blanks (Baekjoon 2580)
 *   boj2239  9 lines of 9 digits 0-9 (Baekjoon 2239); a "Grid 01" title line before a
 *            grid is allowed, as Project Euler's sudoku.txt has them
 *   line     one puzzle per line: 81 of 1-9, '.' or '0' (blanks before them allowed);
 *            '#' comment lines (.sdm)
 *   sdk      9 lines of 9 of 1-9 or '.'; '#X' metadata lines before a grid
 *   ss       readable grids: rows with '|' (or blanks) between cells, border lines
 *            made of '-', '+', '*', '=' and '|'; an empty cell is '.' or '0', or '_'
 *            or '*' as grids copied from web pages and forums have them
 *
 * The grid formats may hold several puzzles, one after another, blank lines between them
 * allowed. Blank lines inside a grid are not.
 */
#include "config.h"

#include "sdm-format-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

typedef gboolean (*RowParser) (SdmReader *reader, guint8 row[9], GError **error);

static gboolean
expected_row (SdmReader *reader, GError **error, int row)
{
  g_autofree char *what = g_strdup_printf (_("row %d of the grid"), row + 1);

  if (reader->line == NULL)
    return sdm_reader_expected_at_end (reader, error, what);
  return sdm_reader_error (reader, error, SDM_FORMAT_ERROR_SYNTAX, 0,
                           _("expected %s, found an empty line"), what);
}

/* Lines a grid format allows before a grid (blank lines always). */
typedef enum {
  BEFORE_GRID_BLANK,
  BEFORE_GRID_METADATA,   /* '#' lines: .sdk */
  BEFORE_GRID_TITLE,      /* "Grid 01": Project Euler's nine-digit rows */
} BeforeGrid;

static gboolean
skipped_before_grid (const SdmReader *reader, BeforeGrid before)
{
  if (sdm_reader_line_is_blank (reader))
    return TRUE;
  if (before == BEFORE_GRID_METADATA)
    return reader->line[0] == '#';
  if (before == BEFORE_GRID_TITLE)
    return sdm_format_is_grid_title (reader->line, reader->line_len);
  return FALSE;
}

/* One grid of nine rows, after the lines @before allows; *@done at the end of the input. */
static gboolean
parse_grid (SdmReader  *reader,
            RowParser   parse_row,
            BeforeGrid  before,
            SdmPuzzle  *puzzle,
            gboolean   *done,
            GError    **error)
{
  do
    if (!sdm_reader_next_line (reader))
      {
        *done = TRUE;
        return TRUE;
      }
  while (skipped_before_grid (reader, before));

  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
  for (int row = 0; row < 9; row++)
    {
      if (row > 0 && (!sdm_reader_next_line (reader) || sdm_reader_line_is_blank (reader)))
        return expected_row (reader, error, row);
      if (!parse_row (reader, puzzle->givens + 9 * row, error))
        return FALSE;
    }
  return TRUE;
}

/* Nine cells in a row, no separators. */
static gboolean
parse_packed_row (SdmReader  *reader,
                  guint8      row[9],
                  gboolean    dot_allowed,
                  const char *expected,
                  GError    **error)
{
  for (int i = 0; i < 9; i++)
    {
      int v = sdm_format_cell_value (sdm_reader_char (reader, i), dot_allowed, TRUE);
      if (v < 0)
        return sdm_reader_expected (reader, error, i, expected);
      row[i] = v;
    }
  if (reader->line_len > 9)
    return sdm_reader_expected (reader, error, 9, _("end of line"));
  return TRUE;
}

static gboolean
parse_row_boj2239 (SdmReader *reader, guint8 row[9], GError **error)
{
  return parse_packed_row (reader, row, FALSE, _("a digit 0-9"), error);
}

static gboolean
parse_row_sdk (SdmReader *reader, guint8 row[9], GError **error)
{
  return parse_packed_row (reader, row, TRUE, _("a digit 1-9 or '.'"), error);
}

static inline gboolean
is_blank (int ch)
{
  return ch == ' ' || ch == '\t';
}

/* Nine digits separated by blanks; leading blanks are allowed. */
static gboolean
parse_row_boj2580 (SdmReader *reader, guint8 row[9], GError **error)
{
  gsize col = 0;

  while (is_blank (sdm_reader_char (reader, col)))
    col++;
  for (int i = 0; i < 9; i++)
    {
      int v;

      if (i > 0)
        {
          int ch = sdm_reader_char (reader, col);
          if (ch >= 0 && !is_blank (ch))
            return sdm_reader_expected (reader, error, col, _("a space"));
          while (is_blank (sdm_reader_char (reader, col)))
            col++;
        }
      v = sdm_format_cell_value (sdm_reader_char (reader, col), FALSE, TRUE);
      if (v < 0)
        return sdm_reader_expected (reader, error, col, _("a digit 0-9"));
      row[i] = v;
      col++;
    }
  while (is_blank (sdm_reader_char (reader, col)))
    col++;
  if (col < reader->line_len)
    return sdm_reader_expected (reader, error, col, _("end of line"));
  return TRUE;
}

gboolean
sdm_format_parse_boj2580 (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done,
                     GError **error)
{
  return parse_grid (reader, parse_row_boj2580, BEFORE_GRID_BLANK, puzzle, done, error);
}

gboolean
sdm_format_parse_boj2239 (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done,
                     GError **error)
{
  return parse_grid (reader, parse_row_boj2239, BEFORE_GRID_TITLE, puzzle, done, error);
}

gboolean
sdm_format_parse_sdk (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done,
                     GError **error)
{
  return parse_grid (reader, parse_row_sdk, BEFORE_GRID_METADATA, puzzle, done, error);
}

gboolean
sdm_format_parse_line (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done,
                       GError **error)
{
  while (sdm_reader_next_line (reader))
    {
      gsize lead = 0;

      if (sdm_reader_line_is_blank (reader) || reader->line[0] == '#')
        continue;

      /* Blanks before the puzzle, as a line copied out of an indented page or mail has
       * them, are as harmless as the ones after it. */
      while (is_blank (sdm_reader_char (reader, lead)))
        lead++;
      sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
      for (int i = 0; i < SDM_N_CELLS; i++)
        {
          int v = sdm_format_cell_value (sdm_reader_char (reader, lead + i), TRUE, TRUE);
          if (v < 0)
            return sdm_reader_expected (reader, error, lead + i, _("a digit 1-9, '.' or '0'"));
          puzzle->givens[i] = v;
        }
      if (reader->line_len > lead + SDM_N_CELLS)
        return sdm_reader_expected (reader, error, lead + SDM_N_CELLS, _("end of line"));
      return TRUE;
    }
  *done = TRUE;
  return TRUE;
}

/* A border line: only '-', '+', '*', '=', '|' and blanks, with at least one of the first
 * four ("|---+---+---|", "*-----------*", "-------+-------+-------"). A line whose only
 * rule is nine '*' is a row of nine empty cells ("|***|***|***|"), not a border. */
static gboolean
is_border (const SdmReader *reader)
{
  gboolean rule = FALSE;
  guint stars = 0;

  for (gsize i = 0; i < reader->line_len; i++)
    {
      char c = reader->line[i];

      if (c == '-' || c == '+' || c == '=')
        rule = TRUE;
      else if (c == '*')
        stars++;
      else if (c != '|' && c != ' ' && c != '\t')
        return FALSE;
    }
  return rule || (stars > 0 && stars != 9);
}

/* A cell of a readable grid: a digit, or empty as '.', '0', '_' or '*'. */
static int
ss_cell_value (int ch)
{
  if (ch == '_' || ch == '*')
    return 0;
  return sdm_format_cell_value (ch, TRUE, TRUE);
}

gboolean
sdm_format_parse_ss (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done,
                     GError **error)
{
  int rows = 0;

  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
  while (sdm_reader_next_line (reader))
    {
      gsize col = 0;
      int n = 0;

      if (sdm_reader_line_is_blank (reader))
        {
          if (rows > 0)
            return expected_row (reader, error, rows);
          continue;
        }

      if (is_border (reader))
        continue;

      for (; col < reader->line_len; col++)
        {
          int ch = (guchar) reader->line[col], v;

          if (is_blank (ch) || ch == '|')
            continue;
          v = ss_cell_value (ch);
          if (n == 9)
            return sdm_reader_expected (reader, error, col, _("end of line"));
          if (v < 0)
            return sdm_reader_expected (reader, error, col, _("a digit 1-9 or '.'"));
          puzzle->givens[rows * 9 + n++] = v;
        }
      if (n < 9)
        return sdm_reader_expected (reader, error, reader->line_len, _("a digit 1-9 or '.'"));

      if (++rows == 9)
        return TRUE;
    }
  if (rows > 0)
    return expected_row (reader, error, rows);
  *done = TRUE;
  return TRUE;
}

void
sdm_format_write_classic (GString *out, SdmFormat format, const guint8 values[SDM_N_CELLS])
{
  char empty = (format == SDM_FORMAT_BOJ2580 || format == SDM_FORMAT_BOJ2239) ? '0' : '.';

  if (format == SDM_FORMAT_SS)
    g_string_append (out, "*-----------*\n");
  for (int r = 0; r < 9; r++)
    {
      if (format == SDM_FORMAT_SS)
        {
          if (r == 3 || r == 6)
            g_string_append (out, "|---+---+---|\n");
          g_string_append_c (out, '|');
        }
      for (int c = 0; c < 9; c++)
        {
          int v = values[r * 9 + c];

          if (c > 0 && format == SDM_FORMAT_BOJ2580)
            g_string_append_c (out, ' ');
          g_string_append_c (out, v ? '0' + v : empty);
          if (format == SDM_FORMAT_SS && c % 3 == 2)
            g_string_append_c (out, '|');
        }
      if (format != SDM_FORMAT_LINE)
        g_string_append_c (out, '\n');
    }
  if (format == SDM_FORMAT_LINE)
    g_string_append_c (out, '\n');
  if (format == SDM_FORMAT_SS)
    g_string_append (out, "*-----------*\n");
}
