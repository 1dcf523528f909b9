/* sdm-format-contest.c: the Sudominoku text formats (contest and domino form). */
#include "config.h"

#include "sdm-format-contest.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ---- Lines and tokens -------------------------------------------------------------- */

typedef struct {
  const char *text;
  gsize       len;
  gsize       pos;
  const char *name;
  guint       line;       /* number of the line last read, from 1 */
  const char *start;      /* its bytes, without the line end */
  gsize       length;
  gsize       tok;        /* tokenizer position inside the line */
} Reader;

static gboolean G_GNUC_PRINTF (6, 7)
fail (GError **error, int code, const Reader *r, guint line, guint column, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, SDM_FORMAT_ERROR, code, "%s:%u:%u: %s %s",
               r->name, line, column, _("error:"), message);
  return FALSE;
}

static gboolean
reader_init (Reader *r, const char *text, gsize len, const char *name, GError **error)
{
  memset (r, 0, sizeof *r);
  r->text = text;
  r->len = len;
  r->name = name ? name : "<input>";
  if (len > SDM_FORMAT_MAX_INPUT)
    return fail (error, SDM_FORMAT_ERROR_TOO_LARGE, r, 1, 1,
                 _("the input is larger than %d MiB"), SDM_FORMAT_MAX_INPUT / (1024 * 1024));
  if (len >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    r->pos = 3;
  return TRUE;
}

/* Reads the next line. Returns 1, 0 at the end of the input, -1 on an error (NUL byte,
 * huge line). Trailing blanks and a CR are not part of the line. */
static int
reader_next (Reader *r, GError **error)
{
  const char *p, *nl;
  gsize rest, n;

  if (r->pos >= r->len)
    return 0;
  p = r->text + r->pos;
  rest = r->len - r->pos;
  nl = memchr (p, '\n', rest);
  n = nl ? (gsize) (nl - p) : rest;
  r->line++;
  r->pos += nl ? n + 1 : n;
  r->start = p;
  r->tok = 0;
  if (n > SDM_FORMAT_MAX_LINE)
    {
      r->length = 0;
      fail (error, SDM_FORMAT_ERROR_TOO_LARGE, r, r->line, SDM_FORMAT_MAX_LINE + 1,
            _("expected a line of at most %d bytes, found a longer one"), SDM_FORMAT_MAX_LINE);
      return -1;
    }
  {
    const char *nul = memchr (p, '\0', n);

    if (nul)
      {
        r->length = 0;
        fail (error, SDM_FORMAT_ERROR_BINARY, r, r->line, (guint) (nul - p) + 1,
              _("expected text, found a NUL byte"));
        return -1;
      }
  }
  while (n > 0 && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t'))
    n--;
  r->length = n;
  return 1;
}

static gboolean
line_is_blank (const Reader *r)
{
  for (gsize i = 0; i < r->length; i++)
    if (r->start[i] != ' ' && r->start[i] != '\t')
      return FALSE;
  return TRUE;
}

/* Reads the next line that is not blank: 1, 0 at the end, -1 on an error. */
static int
reader_next_nonblank (Reader *r, GError **error)
{
  int k;

  while ((k = reader_next (r, error)) == 1 && line_is_blank (r))
    ;
  return k;
}

typedef struct {
  const char *s;
  gsize       len;     /* 0 at the end of the line */
  guint       column;
} Token;

static Token
next_token (Reader *r)
{
  Token t = { NULL, 0, 0 };

  while (r->tok < r->length && (r->start[r->tok] == ' ' || r->start[r->tok] == '\t'))
    r->tok++;
  t.column = r->tok + 1;
  t.s = r->start + r->tok;
  while (r->tok < r->length && r->start[r->tok] != ' ' && r->start[r->tok] != '\t')
    r->tok++;
  t.len = r->start + r->tok - t.s;
  return t;
}

/* How an error message shows what it found. */
static char *
describe (const Token *t)
{
  g_autofree char *raw = NULL;
  g_autofree char *escaped = NULL;

  if (t->len == 0)
    return g_strdup (_("end of line"));
  raw = g_strndup (t->s, MIN (t->len, 24));
  escaped = g_strescape (raw, NULL);
  return g_strdup_printf ("“%s%s”", escaped, t->len > 24 ? "…" : "");
}

static gboolean
expect_end_of_line (Reader *r, GError **error)
{
  Token t = next_token (r);
  g_autofree char *found = NULL;

  if (t.len == 0)
    return TRUE;
  found = describe (&t);
  return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, t.column,
               _("expected end of line, found %s"), found);
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
  guint line, column;
} Place;

static gboolean
read_digit (Reader *r, Token *t, int *digit, GError **error)
{
  g_autofree char *found = NULL;

  *t = next_token (r);
  if (t->len == 1 && t->s[0] >= '1' && t->s[0] <= '9')
    {
      *digit = t->s[0] - '0';
      return TRUE;
    }
  found = describe (t);
  return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, t->column,
               _("expected a digit from 1 to 9, found %s"), found);
}

static gboolean
read_location (Reader *r, Token *t, int *cell, GError **error)
{
  g_autofree char *found = NULL;

  *t = next_token (r);
  if (t->len == 2 && t->s[0] >= 'A' && t->s[0] <= 'I' && t->s[1] >= '1' && t->s[1] <= '9')
    {
      *cell = (t->s[0] - 'A') * 9 + (t->s[1] - '1');
      return TRUE;
    }
  found = describe (t);
  return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, t->column,
               _("expected a location from A1 to I9, found %s"), found);
}

static gboolean
missing_line (Reader *r, const char *what, GError **error)
{
  /* The error points just after the last line of the input. */
  return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line + 1, 1,
               _("expected %s, found end of input"), what);
}

/* One puzzle after its line N. */
static gboolean
read_contest_puzzle (Reader *r, int n, SdmPuzzle *puzzle, GError **error)
{
  Place cover[SDM_N_CELLS];      /* where the domino or isolated digit covering a cell is */
  gboolean covered[SDM_N_CELLS] = { FALSE };
  gboolean isolated[SDM_N_CELLS] = { FALSE };
  Place pair_at[SDM_N_DOMINOES];
  gboolean pair_seen[SDM_N_DOMINOES] = { FALSE };
  char name[3];
  int k;

  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (int i = 0; i < n; i++)
    {
      Token tu, tlu, tv, tlv;
      int u, lu, v, lv, p;

      k = reader_next_nonblank (r, error);
      if (k < 0)
        return FALSE;
      if (k == 0)
        return missing_line (r, _("a domino line “U LU V LV”"), error);
      if (!read_digit (r, &tu, &u, error) || !read_location (r, &tlu, &lu, error) ||
          !read_digit (r, &tv, &v, error) || !read_location (r, &tlv, &lv, error) ||
          !expect_end_of_line (r, error))
        return FALSE;
      if (lu == lv)
        return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, tlv.column,
                     _("expected a location next to %.2s, found the same cell"), tlu.s);
      if (!sdm_cells_adjacent (lu, lv))
        return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, tlv.column,
                     _("expected a location next to %.2s, found %.2s"), tlu.s, tlv.s);
      if (u == v)
        return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, r, r->line, tv.column,
                     _("a domino holds two different digits, found %d twice"), u);
      p = sdm_domino_index (u, v);
      if (pair_seen[p])
        return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, r, r->line, tu.column,
                     _("domino %d-%d is given twice: here and at line %u, column %u"),
                     MIN (u, v), MAX (u, v), pair_at[p].line, pair_at[p].column);
      pair_seen[p] = TRUE;
      pair_at[p].line = r->line;
      pair_at[p].column = tu.column;
      for (int h = 0; h < 2; h++)
        {
          int cell = h ? lv : lu;
          const Token *t = h ? &tlv : &tlu;

          if (covered[cell])
            {
              location_name (cell, name);
              return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, r, r->line, t->column,
                           _("cell %s is covered by two dominoes: here and at line %u, column %u"),
                           name, cover[cell].line, cover[cell].column);
            }
          covered[cell] = TRUE;
          cover[cell].line = r->line;
          cover[cell].column = tu.column;
        }
      puzzle->clues[i].cells[0] = lu;
      puzzle->clues[i].cells[1] = lv;
      puzzle->clues[i].digits[0] = u;
      puzzle->clues[i].digits[1] = v;
      puzzle->givens[lu] = u;
      puzzle->givens[lv] = v;
    }
  puzzle->n_clues = n;

  k = reader_next_nonblank (r, error);
  if (k < 0)
    return FALSE;
  if (k == 0)
    return missing_line (r, _("the locations of the isolated digits 1 to 9"), error);
  for (int d = 1; d <= 9; d++)
    {
      Token t;
      int cell;

      t = next_token (r);
      if (d == 1 && t.len == 1 && t.s[0] >= '1' && t.s[0] <= '9')
        {
          /* A domino line where the isolated digits were expected: one line too many. */
          return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, t.column,
                       _("expected the locations of the isolated digits 1 to 9 after %d dominoes, found another domino"),
                       n);
        }
      r->tok = t.s - r->start;
      if (!read_location (r, &t, &cell, error))
        return FALSE;
      location_name (cell, name);
      if (isolated[cell])
        return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, r, r->line, t.column,
                     _("isolated digits %d and %d are both on cell %s (the other at line %u, column %u)"),
                     puzzle->givens[cell], d, name, cover[cell].line, cover[cell].column);
      if (covered[cell])
        return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, r, r->line, t.column,
                     _("isolated digit %d is on cell %s, which the domino at line %u, column %u covers"),
                     d, name, cover[cell].line, cover[cell].column);
      isolated[cell] = TRUE;
      cover[cell].line = r->line;
      cover[cell].column = t.column;
      puzzle->isolated[d - 1] = cell;
      puzzle->givens[cell] = d;
    }
  return expect_end_of_line (r, error);
}

gboolean
sdm_format_contest_parse (const char  *text,
                          gsize        len,
                          const char  *name,
                          GArray      *out,
                          GError     **error)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  Reader r;

  g_return_val_if_fail (text != NULL || len == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!reader_init (&r, text, len, name, error))
    return FALSE;

  for (;;)
    {
      int k = reader_next_nonblank (&r, error);
      Token t;
      int n = 0;
      g_autofree char *found = NULL;
      SdmPuzzle puzzle;

      if (k < 0)
        return FALSE;
      if (k == 0)
        {
          /* No final 0: fine after a complete puzzle, not in an empty input. */
          if (puzzles->len == 0)
            return missing_line (&r, _("the number of dominoes"), error);
          break;
        }
      t = next_token (&r);
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
      found = describe (&t);
      if (n < 0)
        return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, r.line, t.column,
                     _("expected the number of dominoes (10 to 35, or 0 to end), found %s"),
                     found);
      if (!expect_end_of_line (&r, error))
        return FALSE;
      if (n == 0)
        {
          k = reader_next_nonblank (&r, error);
          if (k < 0)
            return FALSE;
          if (k > 0)
            {
              Token extra = next_token (&r);
              g_autofree char *what = describe (&extra);

              return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, r.line, extra.column,
                           _("expected end of input after the final 0, found %s"), what);
            }
          break;
        }
      if (n < 10 || n > 35)
        return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, r.line, t.column,
                     _("expected a number of dominoes from 10 to 35, found %s"), found);
      if (!read_contest_puzzle (&r, n, &puzzle, error))
        return FALSE;
      g_array_append_val (puzzles, puzzle);
    }

  g_array_append_vals (out, puzzles->data, puzzles->len);
  return TRUE;
}

gboolean
sdm_format_contest_sniff (const char *text, gsize len)
{
  Reader r;
  Token t;
  gboolean digits = TRUE;

  if (!reader_init (&r, text, len, NULL, NULL) || reader_next_nonblank (&r, NULL) != 1)
    return FALSE;
  t = next_token (&r);
  if (t.len == 0 || t.len > 8)
    return FALSE;
  for (gsize i = 0; i < t.len; i++)
    digits = digits && t.s[i] >= '0' && t.s[i] <= '9';
  return digits && next_token (&r).len == 0;
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

/* The mate of a layout character: the character expected at the other half, and whether
 * that half lies right (TRUE) or below. 0 when the character stands alone. */
static char
layout_mate (char c, int *dr, int *dc)
{
  *dr = *dc = 0;
  switch (c)
    {
    case '<': *dc = 1; return '>';
    case '>': *dc = -1; return '<';
    case '[': *dc = 1; return ']';
    case ']': *dc = -1; return '[';
    case '^': *dr = 1; return 'v';
    case 'v': *dr = -1; return '^';
    case 'n': *dr = 1; return 'u';
    case 'u': *dr = -1; return 'n';
    default: return 0;
    }
}

/* Reads 9 lines of 9 characters from @allowed; rows[r] gets the characters and line[r]
 * the line numbers. */
static gboolean
read_block (Reader *r, const char *allowed, const char *what, char rows[9][9], guint line[9],
            GError **error)
{
  for (int row = 0; row < 9; row++)
    {
      int k = row == 0 ? reader_next_nonblank (r, error) : reader_next (r, error);
      gsize i;

      if (k < 0)
        return FALSE;
      if (k == 0)
        return missing_line (r, what, error);
      for (i = 0; i < r->length && i < 9; i++)
        if (!strchr (allowed, r->start[i]) || r->start[i] == '\0')
          {
            Token t = { r->start + i, 1, i + 1 };
            g_autofree char *found = NULL;

            /* Show a whole UTF-8 character when there is one. */
            t.len = g_utf8_skip[(guchar) r->start[i]];
            t.len = MIN (t.len, r->length - i);
            found = describe (&t);
            return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, i + 1,
                         _("expected one of “%s”, found %s"), allowed, found);
          }
      if (r->length != 9)
        return fail (error, SDM_FORMAT_ERROR_SYNTAX, r, r->line, MIN (r->length, 9) + 1,
                     r->length < 9 ? _("expected 9 characters, found end of line")
                                   : _("expected end of line after 9 characters, found more"));
      memcpy (rows[row], r->start, 9);
      line[row] = r->line;
    }
  return TRUE;
}

gboolean
sdm_format_domino_parse (const char  *text,
                         gsize        len,
                         const char  *name,
                         GArray      *out,
                         GError     **error)
{
  char digits[9][9], layout[9][9];
  guint digit_line[9], layout_line[9];
  Place pair_at[SDM_N_DOMINOES];
  gboolean pair_seen[SDM_N_DOMINOES] = { FALSE };
  Place isolated_at[9];
  SdmPuzzle puzzle;
  Reader r;
  int n_isolated = 0, k;

  g_return_val_if_fail (text != NULL || len == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!reader_init (&r, text, len, name, error))
    return FALSE;
  if (!read_block (&r, DIGIT_CHARS, _("a line of 9 digits (“.” or “0” for empty)"),
                   digits, digit_line, error) ||
      !read_block (&r, LAYOUT_CHARS, _("a layout line of 9 characters from “<>^v[]nu*.”"),
                   layout, layout_line, error))
    return FALSE;
  k = reader_next_nonblank (&r, error);
  if (k < 0)
    return FALSE;
  if (k > 0)
    {
      Token t = next_token (&r);
      g_autofree char *found = describe (&t);

      return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, r.line, t.column,
                   _("expected end of input after the layout, found %s"), found);
    }

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
        guint ln = layout_line[row], cn = col + 1;
        char where[3];

        location_name (cell, where);
        if (c == '*')
          {
            int d = puzzle.givens[cell];

            if (d == 0)
              return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, digit_line[row], cn,
                           _("expected the digit of isolated cell %s, found an empty cell"),
                           where);
            if (puzzle.isolated[d - 1] != SDM_NO_CELL)
              return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, &r, ln, cn,
                           _("two isolated cells hold %d: here and at line %u, column %u"),
                           d, isolated_at[d - 1].line, isolated_at[d - 1].column);
            puzzle.isolated[d - 1] = cell;
            isolated_at[d - 1].line = ln;
            isolated_at[d - 1].column = cn;
            n_isolated++;
            continue;
          }
        mate = layout_mate (c, &dr, &dc);
        if (!mate)
          continue;
        if (row + dr < 0 || row + dr > 8 || col + dc < 0 || col + dc > 8 ||
            layout[row + dr][col + dc] != mate)
          {
            if (dc != 0 && col + dc >= 0 && col + dc <= 8)
              return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, ln, col + dc + 1,
                           _("expected “%c” to close the domino at column %u, found “%c”"),
                           mate, cn, layout[row][col + dc]);
            if (dr != 0 && row + dr >= 0 && row + dr <= 8)
              return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, layout_line[row + dr], cn,
                           _("expected “%c” to close the domino at line %u, found “%c”"),
                           mate, ln, layout[row + dr][col]);
            return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, ln, cn,
                         _("expected the other half of the domino “%c” inside the grid"), c);
          }
        if (dr < 0 || dc < 0)
          continue;     /* the first half handles the domino */
        other = cell + dr * 9 + dc;
        a = puzzle.givens[cell];
        b = puzzle.givens[other];
        if (c == '[' || c == 'n')
          {
            if (a == 0 || b == 0)
              return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, digit_line[a ? row + dr : row],
                           (a ? col + dc : col) + 1,
                           _("expected a digit on each half of a clue domino, found an empty cell"));
          }
        if (a == 0 || b == 0)
          continue;
        if (a == b)
          return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, &r, ln, cn,
                       _("a domino holds two different digits, found %d twice"), a);
        p = sdm_domino_index (a, b);
        if (pair_seen[p])
          return fail (error, SDM_FORMAT_ERROR_CONTRADICTION, &r, ln, cn,
                       _("domino %d-%d is placed twice: here and at line %u, column %u"),
                       MIN (a, b), MAX (a, b), pair_at[p].line, pair_at[p].column);
        pair_seen[p] = TRUE;
        pair_at[p].line = ln;
        pair_at[p].column = cn;
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
    return fail (error, SDM_FORMAT_ERROR_SYNTAX, &r, layout_line[8], 10,
                 _("expected 9 isolated cells “*”, found %d"), n_isolated);

  g_array_append_val (out, puzzle);
  return TRUE;
}

gboolean
sdm_format_domino_sniff (const char *text, gsize len)
{
  Reader r;

  if (!reader_init (&r, text, len, NULL, NULL))
    return FALSE;
  for (int i = 0; i < 18; i++)
    {
      int k = i == 0 || i == 9 ? reader_next_nonblank (&r, NULL) : reader_next (&r, NULL);
      const char *allowed = i < 9 ? DIGIT_CHARS : LAYOUT_CHARS;

      if (k != 1 || r.length != 9)
        return FALSE;
      for (int j = 0; j < 9; j++)
        if (!strchr (allowed, r.start[j]) || r.start[j] == '\0')
          return FALSE;
    }
  return TRUE;
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
        layout[c] = '<', layout[n] = '>';
      else if (n == c + 9)
        layout[c] = '^', layout[n] = 'v';
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
