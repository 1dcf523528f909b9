/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format-contest.c: the Sudominoku contest format (Baekjoon 4574, ICPC Mid-Central 2011). */
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

/* ---- Contest format ---------------------------------------------------------------- */

/* read_digit() and read_location(): TRUE with *digit or *cell set, or FALSE with @error set.
 * They say FALSE themselves rather than return token_expected()'s answer: that is FALSE too
 * (sdm_reader_error() always is), but in another file, so the compiler could not see that
 * TRUE always comes with the output set, and GCC 14 at -O2 (the release build) warned that
 * the caller's u, v, lu, lv and cell "may be used uninitialized". */
static gboolean
read_digit (SdmReader *r, gsize *pos, Token *t, int *digit, GError **error)
{
  *t = next_token (r, pos);
  if (t->len == 1 && t->s[0] >= '1' && t->s[0] <= '9')
    {
      *digit = t->s[0] - '0';
      return TRUE;
    }
  token_expected (r, t, _("a digit from 1 to 9"), error);
  return FALSE;
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
  token_expected (r, t, _("a location from A1 to I9"), error);
  return FALSE;
}

/* One puzzle after its line N. */
static gboolean
read_contest_puzzle (SdmReader *r, int n, SdmPuzzle *puzzle, GError **error)
{
  SdmPlace cover[SDM_N_CELLS];      /* where the domino or isolated digit covering a cell is */
  gboolean covered[SDM_N_CELLS] = { FALSE };
  gboolean isolated[SDM_N_CELLS] = { FALSE };
  SdmPlace pair_at[SDM_N_DOMINOES];
  gboolean pair_seen[SDM_N_DOMINOES] = { FALSE };
  char name[3];
  gsize pos;

  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (int i = 0; i < n; i++)
    {
      Token tu, tlu, tv, tlv;
      int u, lu, v, lv, p;

      if (!sdm_reader_next_nonblank (r))
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
              sdm_format_location_name (cell, name);
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

  if (!sdm_reader_next_nonblank (r))
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
      sdm_format_location_name (cell, name);
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
sdm_format_parse_contest (SdmReader *r, guint n_read, SdmPuzzle *puzzle, gboolean *done,
                          GError **error)
{
  Token t;
  int n = 0;
  gsize pos = 0;

  if (!sdm_reader_next_nonblank (r))
    {
      /* No final 0: fine after a complete puzzle, not in an empty input. */
      if (n_read == 0)
        return sdm_reader_expected_at_end (r, error, _("the number of dominoes"));
      *done = TRUE;
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
      if (sdm_reader_next_nonblank (r))
        {
          pos = 0;
          t = next_token (r, &pos);
          return token_expected (r, &t, _("end of input after the final 0"), error);
        }
      *done = TRUE;
      return TRUE;
    }
  return read_contest_puzzle (r, n, puzzle, error);
}

void
sdm_format_contest_write_puzzle (GString *out, const SdmPuzzle *puzzle)
{
  char a[3], b[3];

  g_string_append_printf (out, "%u\n", puzzle->n_clues);
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];

      sdm_format_location_name (clue->cells[0], a);
      sdm_format_location_name (clue->cells[1], b);
      g_string_append_printf (out, "%u %s %u %s\n", clue->digits[0], a, clue->digits[1], b);
    }
  for (int d = 0; d < 9; d++)
    {
      sdm_format_location_name (puzzle->isolated[d] < SDM_N_CELLS ? puzzle->isolated[d] : 0, a);
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
