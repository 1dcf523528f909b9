/* sdm-format-contest.c: the Sudominoku text formats (contest and domino form). */
#include "config.h"

#include "sdm-format-contest.h"
#include "sdm-format-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ---- Tokens on the shared reader ------------------------------------------------- */

typedef struct {
  const char *s;
  gsize       len;     /* 0 at the end of the line */
  gsize       column;  /* 0-based */
} Token;

static Token
next_token (SdmReader *r, gsize *pos)
{
  Token t;

  while (*pos < r->line_len && (r->line[*pos] == ' ' || r->line[*pos] == '\t'))
    (*pos)++;
  t.column = *pos;
  t.s = r->line + *pos;
  while (*pos < r->line_len && r->line[*pos] != ' ' && r->line[*pos] != '\t')
    (*pos)++;
  t.len = r->line + *pos - t.s;
  return t;
}

/* How an error message shows a token it found. */
static char *
describe_token (SdmReader *r, const Token *t)
{
  g_autofree char *raw = NULL;
  g_autofree char *escaped = NULL;

  if (t->len <= 1)
    return sdm_reader_describe (r, t->column);
  raw = g_strndup (t->s, MIN (t->len, 24));
  escaped = g_strescape (raw, NULL);
  return g_strdup_printf ("'%s%s'", escaped, t->len > 24 ? "..." : "");
}

static gboolean
token_expected (SdmReader *r, const Token *t, const char *expected, GError **error)
{
  g_autofree char *found = describe_token (r, t);

  return sdm_reader_error (r, error, SDM_FORMAT_ERROR_SYNTAX, t->column,
                           _("expected %s, found %s"), expected, found);
}

static gboolean
expect_end_of_line (SdmReader *r, gsize *pos, GError **error)
{
  Token t = next_token (r, pos);

  return t.len == 0 || token_expected (r, &t, _("end of line"), error);
}

/* The next line that is not blank; FALSE at the end of the input. */
static gboolean
next_nonblank (SdmReader *r)
{
  while (sdm_reader_next_line (r))
    if (!sdm_reader_line_is_blank (r))
      return TRUE;
  return FALSE;
}

static void
location_name (int cell, char name[3])
{
  name[0] = 'A' + cell / 9;
  name[1] = '1' + cell % 9;
  name[2] = '\0';
}

/* ---- Contest format ---------------------------------------------------------------- */

typedef struct {
  guint line, column;   /* 1-based, for messages */
} Place;

static gboolean
read_digit (SdmReader *r, gsize *pos, Token *t, int *digit, GError **error)
{
  *t = next_token (r, pos);
  if (t->len == 1 && t->s[0] >= '1' && t->s[0] <= '9')
    {
      *digit = t->s[0] - '0';
      return TRUE;
    }
  return token_expected (r, t, _("a digit from 1 to 9"), error);
}

static gboolean
read_location (SdmReader *r, gsize *pos, Token *t, int *cell, GError **error)
{
  *t = next_token (r, pos);
  if (t->len == 2 && t->s[0] >= 'A' && t->s[0] <= 'I' && t->s[1] >= '1' && t->s[1] <= '9')
    {
      *cell = (t->s[0] - 'A') * 9 + (t->s[1] - '1');
      return TRUE;
    }
  return token_expected (r, t, _("a location from A1 to I9"), error);
}

/* One puzzle after its line N. */
static gboolean
read_contest_puzzle (SdmReader *r, int n, SdmPuzzle *puzzle, GError **error)
{
  Place cover[SDM_N_CELLS];      /* where the domino or isolated digit covering a cell is */
  gboolean covered[SDM_N_CELLS] = { FALSE };
  gboolean isolated[SDM_N_CELLS] = { FALSE };
  Place pair_at[SDM_N_DOMINOES];
  gboolean pair_seen[SDM_N_DOMINOES] = { FALSE };
  char name[3];
  gsize pos;

  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (int i = 0; i < n; i++)
    {
      Token tu, tlu, tv, tlv;
      int u, lu, v, lv, p;

      if (!next_nonblank (r))
        return sdm_reader_expected_at_end (r, error, _("a domino line 'U LU V LV'"));
      pos = 0;
      tu = next_token (r, &pos);
      if (tu.len == 2 && tu.s[0] >= 'A' && tu.s[0] <= 'I' && tu.s[1] >= '1' && tu.s[1] <= '9')
        /* The isolated digits' line where a domino was expected: a line is missing. */
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_SYNTAX, tu.column,
                                 _("expected domino %d of %d, found the locations of the isolated digits"),
                                 i + 1, n);
      pos = 0;
      if (!read_digit (r, &pos, &tu, &u, error) ||
          !read_location (r, &pos, &tlu, &lu, error) ||
          !read_digit (r, &pos, &tv, &v, error) ||
          !read_location (r, &pos, &tlv, &lv, error) ||
          !expect_end_of_line (r, &pos, error))
        return FALSE;
      if (lu == lv)
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_SYNTAX, tlv.column,
                                 _("expected a location next to %.2s, found the same cell"), tlu.s);
      if (!sdm_cells_adjacent (lu, lv))
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_SYNTAX, tlv.column,
                                 _("expected a location next to %.2s, found %.2s"), tlu.s, tlv.s);
      if (u == v)
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_CONTRADICTION, tv.column,
                                 _("expected a digit other than %d on the second half of the domino, found %d"),
                                 u, v);
      p = sdm_domino_index (u, v);
      if (pair_seen[p])
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_CONTRADICTION, tu.column,
                                 _("domino %d-%d is given twice: here and at line %u, column %u"),
                                 MIN (u, v), MAX (u, v), pair_at[p].line, pair_at[p].column);
      pair_seen[p] = TRUE;
      pair_at[p].line = r->line_no;
      pair_at[p].column = tu.column + 1;
      for (int h = 0; h < 2; h++)
        {
          int cell = h ? lv : lu;
          const Token *t = h ? &tlv : &tlu;

          if (covered[cell])
            {
              location_name (cell, name);
              return sdm_reader_error (r, error, SDM_FORMAT_ERROR_CONTRADICTION, t->column,
                                       _("cell %s is covered by two dominoes: here and at line %u, column %u"),
                                       name, cover[cell].line, cover[cell].column);
            }
          covered[cell] = TRUE;
          cover[cell].line = r->line_no;
          cover[cell].column = t->column + 1;
        }
      puzzle->clues[i].cells[0] = lu;
      puzzle->clues[i].cells[1] = lv;
      puzzle->clues[i].digits[0] = u;
      puzzle->clues[i].digits[1] = v;
      puzzle->givens[lu] = u;
      puzzle->givens[lv] = v;
    }
  puzzle->n_clues = n;

  if (!next_nonblank (r))
    return sdm_reader_expected_at_end (r, error, _("the locations of the isolated digits 1 to 9"));
  pos = 0;
  for (int d = 1; d <= 9; d++)
    {
      Token t;
      int cell;
      gsize start = pos;

      t = next_token (r, &pos);
      if (d == 1 && t.len == 1 && t.s[0] >= '1' && t.s[0] <= '9')
        /* A domino line where the isolated digits were expected: one line too many. */
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_SYNTAX, t.column,
                                 _("expected the locations of the isolated digits 1 to 9 after %d dominoes, found another domino"),
                                 n);
      pos = start;
      if (!read_location (r, &pos, &t, &cell, error))
        return FALSE;
      location_name (cell, name);
      if (isolated[cell])
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_CONTRADICTION, t.column,
                                 _("isolated digits %d and %d are both on cell %s: here and at line %u, column %u"),
                                 puzzle->givens[cell], d, name, cover[cell].line, cover[cell].column);
      if (covered[cell])
        return sdm_reader_error (r, error, SDM_FORMAT_ERROR_CONTRADICTION, t.column,
                                 _("isolated digit %d is on cell %s, which the domino at line %u, column %u covers"),
                                 d, name, cover[cell].line, cover[cell].column);
      isolated[cell] = TRUE;
      cover[cell].line = r->line_no;
      cover[cell].column = t.column + 1;
      puzzle->isolated[d - 1] = cell;
      puzzle->givens[cell] = d;
    }
  return expect_end_of_line (r, &pos, error);
}

gboolean
sdm_format_parse_contest (SdmReader *r, GArray *out, GError **error)
{
  guint n_read = 0;

  for (;;)
    {
      Token t;
      int n = 0;
      gsize pos = 0;
      SdmPuzzle puzzle;

      if (!next_nonblank (r))
        {
          /* No final 0: fine after a complete puzzle, not in an empty input. */
          if (n_read == 0)
            return sdm_reader_expected_at_end (r, error, _("the number of dominoes"));
          return TRUE;
        }
      t = next_token (r, &pos);
      for (gsize i = 0; i < t.len; i++)
        {
          if (t.s[i] < '0' || t.s[i] > '9')
            {
              n = -1;
              break;
            }
          if (n < 1000)
            n = n * 10 + (t.s[i] - '0');
        }
      if (n < 0)
        return token_expected (r, &t, _("the number of dominoes (10 to 35, or 0 to end)"), error);
      if (n != 0 && (n < 10 || n > 35))
        return token_expected (r, &t, _("a number of dominoes from 10 to 35"), error);
      if (!expect_end_of_line (r, &pos, error))
        return FALSE;
      if (n == 0)
        {
          if (next_nonblank (r))
            {
              pos = 0;
              t = next_token (r, &pos);
              return token_expected (r, &t, _("end of input after the final 0"), error);
            }
          return TRUE;
        }
      if (!read_contest_puzzle (r, n, &puzzle, error))
        return FALSE;
      g_array_append_val (out, puzzle);
      n_read++;
    }
}

gboolean
sdm_format_contest_sniff (const char *text, gsize len)
{
  SdmReader r;
  Token t;
  gsize pos = 0;
  gboolean digits = TRUE;

  sdm_reader_init (&r, NULL, text, len);
  if (!next_nonblank (&r))
    return FALSE;
  t = next_token (&r, &pos);
  if (t.len == 0 || t.len > 8)
    return FALSE;
  for (gsize i = 0; i < t.len; i++)
    digits = digits && t.s[i] >= '0' && t.s[i] <= '9';
  return digits && next_token (&r, &pos).len == 0;
}

void
sdm_format_contest_write_puzzle (GString *out, const SdmPuzzle *puzzle)
{
  char a[3], b[3];

  g_string_append_printf (out, "%u\n", puzzle->n_clues);
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];

      location_name (clue->cells[0], a);
      location_name (clue->cells[1], b);
      g_string_append_printf (out, "%u %s %u %s\n", clue->digits[0], a, clue->digits[1], b);
    }
  for (int d = 0; d < 9; d++)
    {
      location_name (puzzle->isolated[d] < SDM_N_CELLS ? puzzle->isolated[d] : 0, a);
      g_string_append_printf (out, d ? " %s" : "%s", a);
    }
  g_string_append_c (out, '\n');
}

void
sdm_format_contest_write_end (GString *out)
{
  g_string_append (out, "0\n");
}

void
sdm_format_contest_write_solution (GString *out, const SdmGrid *solution, guint index)
{
  g_string_append_printf (out, "Puzzle %u\n", index + 1);
  for (int row = 0; row < 9; row++)
    {
      for (int col = 0; col < 9; col++)
        g_string_append_c (out, '0' + solution->values[row * 9 + col]);
      g_string_append_c (out, '\n');
    }
}

/* ---- Domino form ------------------------------------------------------------------- */

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
      gboolean more = row == 0 ? next_nonblank (r) : sdm_reader_next_line (r);

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
parse_one_domino (SdmReader *r, GArray *out, GError **error)
{
  char digits[9][9], layout[9][9];
  guint digit_line[9], layout_line[9];
  Place pair_at[SDM_N_DOMINOES];
  gboolean pair_seen[SDM_N_DOMINOES] = { FALSE };
  Place isolated_at[9];
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

        location_name (cell, where);
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

  g_array_append_val (out, puzzle);
  return TRUE;
}

/* One puzzle or more, each a digit block and a layout block, blank lines between. */
gboolean
sdm_format_parse_domino (SdmReader *r, GArray *out, GError **error)
{
  guint n_read = 0;

  for (;;)
    {
      SdmReader here = *r;

      if (!next_nonblank (r))
        return n_read > 0 || sdm_reader_expected_at_end (r, error, _("a puzzle"));
      *r = here;
      if (!parse_one_domino (r, out, error))
        return FALSE;
      n_read++;
    }
}

gboolean
sdm_format_domino_sniff (const char *text, gsize len)
{
  SdmReader r;
  gboolean layout_only = FALSE;

  /* Nine rows of digits, blank lines, nine rows of nine characters with at least one
   * that only a layout has ('*', '[', '>'...): a mistake in the layout block is then
   * reported by the domino parser, in its words, not taken for another grid. */
  sdm_reader_init (&r, NULL, text, len);
  for (int i = 0; i < 18; i++)
    {
      gboolean more = i == 0 || i == 9 ? next_nonblank (&r) : sdm_reader_next_line (&r);

      if (!more || r.line_len != 9)
        return FALSE;
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
