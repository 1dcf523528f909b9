/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-format-contest.c: the Sudominoku contest format (Baekjoon 4574) and our domino form:
 * every malformed case with its exact position, the tolerated variations, round trips. */
#include <string.h>

#include "sdm-format.h"
#include "sdm-test-stream.h"
#include "sdm-solver.h"

/* The official sample's first puzzle; line 1 is N, lines 2-11 the dominoes, line 12 the
 * isolated digits, line 13 the final 0. */
#define SAMPLE_DOMINOES \
  "6 B2 1 B3\n" \
  "2 C4 9 C3\n" \
  "6 D3 8 E3\n" \
  "7 E1 4 F1\n" \
  "8 B7 4 B8\n" \
  "3 F5 2 F6\n" \
  "7 F7 6 F8\n" \
  "5 G4 9 G5\n" \
  "7 I8 8 I9\n" \
  "7 C9 2 B9\n"
#define SAMPLE_ISOLATED "C5 A3 D9 I4 A9 E5 A2 C6 I1\n"
#define SAMPLE "10\n" SAMPLE_DOMINOES SAMPLE_ISOLATED "0\n"

static char *
fixture (const char *file, gsize *len)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", file, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, len, NULL));
  return text;
}

static GArray *
parse_ok (const char *text, gsize len, SdmFormat format, SdmFormat expect_detected)
{
  g_autoptr(GError) error = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  SdmFormat detected = SDM_FORMAT_AUTO;

  if (!sdm_format_parse (text, len, "t", format, &detected, out, &error))
    g_error ("unexpected parse error: %s", error->message);
  g_assert_cmpint (detected, ==, expect_detected);
  sdm_test_stream_agrees (text, len, format, NULL);
  return out;
}

/* ---- Contest format: malformed input --------------------------------------------- */

typedef struct {
  const char *input;
  gssize      len;        /* -1: strlen */
  const char *prefix;     /* "t:LINE:COL: error: " */
  const char *message;    /* the rest of the message */
  int         code;
} Broken;

static const Broken contest_broken[] = {
  /* N out of range, not a number, absurd */
  { "9\n" SAMPLE_DOMINOES SAMPLE_ISOLATED "0\n", -1, "t:1:1: error: ",
    "expected a number of dominoes from 10 to 35, found '9'", SDM_FORMAT_ERROR_SYNTAX },
  { "36\n" SAMPLE_DOMINOES SAMPLE_ISOLATED "0\n", -1, "t:1:1: error: ",
    "expected a number of dominoes from 10 to 35, found '36'", SDM_FORMAT_ERROR_SYNTAX },
  { "  99999999\n", -1, "t:1:3: error: ",
    "expected a number of dominoes from 10 to 35, found '99999999'", SDM_FORMAT_ERROR_SYNTAX },
  { "99999999999999999999999999999999\n1 A1 2 A2\n", -1, "t:1:1: error: ",
    "expected a number of dominoes from 10 to 35, found '999999999999999999999999...'",
    SDM_FORMAT_ERROR_SYNTAX },
  { "1x\n", -1, "t:1:1: error: ",
    "expected the number of dominoes (10 to 35, or 0 to end), found '1x'", SDM_FORMAT_ERROR_SYNTAX },
  { "10 5\n" SAMPLE_DOMINOES SAMPLE_ISOLATED "0\n", -1, "t:1:4: error: ",
    "expected end of line, found '5'", SDM_FORMAT_ERROR_SYNTAX },
  /* a missing line: the isolated digits come where the tenth domino should */
  { "10\n" "6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n7 F7 6 F8\n"
    "5 G4 9 G5\n7 I8 8 I9\n" SAMPLE_ISOLATED "0\n", -1, "t:11:1: error: ",
    "expected domino 10 of 10, found the locations of the isolated digits", SDM_FORMAT_ERROR_SYNTAX },
  /* an extra line: an eleventh domino where the isolated digits should be */
  { "10\n" SAMPLE_DOMINOES "1 A1 2 A2\n" SAMPLE_ISOLATED "0\n", -1, "t:12:1: error: ",
    "expected the locations of the isolated digits 1 to 9 after 10 dominoes, found another domino",
    SDM_FORMAT_ERROR_SYNTAX },
  /* bad digits */
  { "10\n0 B2 1 B3\n", -1, "t:2:1: error: ",
    "expected a digit from 1 to 9, found '0'", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B2 12 B3\n", -1, "t:2:6: error: ",
    "expected a digit from 1 to 9, found '12'", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B2 x B3\n", -1, "t:2:6: error: ",
    "expected a digit from 1 to 9, found 'x'", SDM_FORMAT_ERROR_SYNTAX },
  /* bad locations */
  { "10\n6 J2 1 B3\n", -1, "t:2:3: error: ",
    "expected a location from A1 to I9, found 'J2'", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B0 1 B3\n", -1, "t:2:3: error: ",
    "expected a location from A1 to I9, found 'B0'", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 b2 1 B3\n", -1, "t:2:3: error: ",
    "expected a location from A1 to I9, found 'b2'", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B2 1\n", -1, "t:2:7: error: ",
    "expected a location from A1 to I9, found end of line", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B2 1 B3 7\n", -1, "t:2:11: error: ",
    "expected end of line, found '7'", SDM_FORMAT_ERROR_SYNTAX },
  /* halves not adjacent, the same cell, equal digits */
  { "10\n6 B2 1 B4\n", -1, "t:2:8: error: ",
    "expected a location next to B2, found B4", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B9 1 C1\n", -1, "t:2:8: error: ",
    "expected a location next to B9, found C1", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B2 1 B2\n", -1, "t:2:8: error: ",
    "expected a location next to B2, found the same cell", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n6 B2 6 B3\n", -1, "t:2:6: error: ",
    "expected a digit other than 6 on the second half of the domino, found 6",
    SDM_FORMAT_ERROR_CONTRADICTION },
  /* the same pair twice (halves swapped), two clues on one cell: both places named */
  { "10\n6 B2 1 B3\n1 C4 6 C3\n", -1, "t:3:1: error: ",
    "domino 1-6 is given twice: here and at line 2, column 1", SDM_FORMAT_ERROR_CONTRADICTION },
  { "10\n6 B2 1 B3\n  2 C3 9 B3\n", -1, "t:3:10: error: ",
    "cell B3 is covered by two dominoes: here and at line 2, column 8",
    SDM_FORMAT_ERROR_CONTRADICTION },
  /* isolated digits on a covered cell, two on one cell, too few, too many */
  { "10\n" SAMPLE_DOMINOES "C5 A3 D9 I4 A9 E5 A2 C6 B2\n0\n", -1, "t:12:25: error: ",
    "isolated digit 9 is on cell B2, which the domino at line 2, column 3 covers",
    SDM_FORMAT_ERROR_CONTRADICTION },
  { "10\n" SAMPLE_DOMINOES "C5 A3 D9 I4 A9 A3 A2 C6 I1\n0\n", -1, "t:12:16: error: ",
    "isolated digits 2 and 6 are both on cell A3: here and at line 12, column 4",
    SDM_FORMAT_ERROR_CONTRADICTION },
  { "10\n" SAMPLE_DOMINOES "C5 A3 D9 I4 A9 E5 A2 C6\n0\n", -1, "t:12:24: error: ",
    "expected a location from A1 to I9, found end of line", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n" SAMPLE_DOMINOES "C5 A3 D9 I4 A9 E5 A2 C6 I1 G7\n0\n", -1, "t:12:28: error: ",
    "expected end of line, found 'G7'", SDM_FORMAT_ERROR_SYNTAX },
  /* NUL bytes and huge lines */
  { "10\n6 B2\0 1 B3\n", 13, "t:2:5: error: ",
    "expected text, found a NUL byte", SDM_FORMAT_ERROR_BINARY },
  /* end of input: inside a puzzle, after the final 0, nothing at all */
  { "10\n6 B2 1 B3\n2 C4 9 C3\n", -1, "t:4:1: error: ",
    "expected a domino line 'U LU V LV', found end of input", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n" SAMPLE_DOMINOES, -1, "t:12:1: error: ",
    "expected the locations of the isolated digits 1 to 9, found end of input", SDM_FORMAT_ERROR_SYNTAX },
  { "10\n" SAMPLE_DOMINOES "7 C9", -1, "t:12:1: error: ",
    "expected the locations of the isolated digits 1 to 9 after 10 dominoes, found another domino",
    SDM_FORMAT_ERROR_SYNTAX },
  { SAMPLE "\n5\n", -1, "t:15:1: error: ",
    "expected end of input after the final 0, found '5'", SDM_FORMAT_ERROR_SYNTAX },
  { SAMPLE "0\n", -1, "t:14:1: error: ",
    "expected end of input after the final 0, found '0'", SDM_FORMAT_ERROR_SYNTAX },
};

static void
test_contest_broken (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (contest_broken); i++)
    {
      const Broken *b = &contest_broken[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      g_autofree char *expected = g_strconcat (b->prefix, b->message, NULL);
      gsize len = b->len < 0 ? strlen (b->input) : (gsize) b->len;

      g_test_message ("case %u: %s", i, expected);
      g_assert_false (sdm_format_parse (b->input, len, "t", SDM_FORMAT_CONTEST, NULL, out, &error));
      g_assert_error (error, SDM_FORMAT_ERROR, b->code);
      g_assert_cmpstr (error->message, ==, expected);
      g_assert_cmpuint (out->len, ==, 0);
      sdm_test_stream_agrees (b->input, len, SDM_FORMAT_CONTEST, expected);
    }
}

/* "10\n" + the sample dominoes with one changed; the sample's own N and sniffing pick the
 * contest format, so these go through the automatic path. */
static void
test_contest_broken_sniffed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GString) huge = g_string_new ("10\n");

  g_assert_false (sdm_format_parse ("11\n6 B2 1 B3\n6 B2 1 B3\n", 23, "t", SDM_FORMAT_AUTO, NULL,
                                    out, &error));
  g_assert_cmpstr (error->message, ==, "t:3:1: error: domino 1-6 is given twice: here and at line 2, column 1");
  g_clear_error (&error);

  /* A line longer than the limit is refused where the limit is crossed. */
  for (int i = 0; i < SDM_FORMAT_MAX_LINE + 10; i++)
    g_string_append_c (huge, ' ');
  g_string_append (huge, "6 B2 1 B3\n");
  g_assert_false (sdm_format_parse (huge->str, huge->len, "t", SDM_FORMAT_CONTEST, NULL, out, &error));
  g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "t:2:4097: error: "));
  g_assert_cmpuint (out->len, ==, 0);
}

/* ---- Contest format: what is tolerated -------------------------------------------- */

static void
test_contest_tolerated (void)
{
  g_autoptr(GArray) clean = parse_ok (SAMPLE, strlen (SAMPLE), SDM_FORMAT_AUTO, SDM_FORMAT_CONTEST);
  static const char *const variants[] = {
    /* CRLF, a BOM, blanks everywhere, blank lines, no final newline, no final 0 */
    "10\r\n6 B2 1 B3\r\n2 C4 9 C3\r\n6 D3 8 E3\r\n7 E1 4 F1\r\n8 B7 4 B8\r\n3 F5 2 F6\r\n"
    "7 F7 6 F8\r\n5 G4 9 G5\r\n7 I8 8 I9\r\n7 C9 2 B9\r\nC5 A3 D9 I4 A9 E5 A2 C6 I1\r\n0\r\n",
    "\xef\xbb\xbf" SAMPLE,
    "\n\n  10  \n\t6\tB2  1 B3 \n\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n"
    "7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n\n C5 A3  D9 I4 A9 E5 A2 C6 I1\t\n\n0\n\n\n",
    "10\n" SAMPLE_DOMINOES SAMPLE_ISOLATED "0",
    "10\n" SAMPLE_DOMINOES SAMPLE_ISOLATED,
    "10\n" SAMPLE_DOMINOES "C5 A3 D9 I4 A9 E5 A2 C6 I1",
  };

  g_assert_cmpuint (clean->len, ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autoptr(GArray) out = parse_ok (variants[i], strlen (variants[i]), SDM_FORMAT_AUTO,
                                        SDM_FORMAT_CONTEST);

      g_assert_cmpuint (out->len, ==, 1);
      g_assert_true (sdm_puzzle_equal (&g_array_index (out, SdmPuzzle, 0),
                                       &g_array_index (clean, SdmPuzzle, 0)));
    }
}

/* The parsed puzzle holds what the text says. */
static void
test_contest_content (void)
{
  g_autoptr(GArray) out = parse_ok (SAMPLE, strlen (SAMPLE), SDM_FORMAT_CONTEST, SDM_FORMAT_CONTEST);
  const SdmPuzzle *p = &g_array_index (out, SdmPuzzle, 0);
  int givens = 0;

  g_assert_cmpint (p->kind, ==, SDM_KIND_SUDOMINOKU);
  g_assert_cmpint (p->n_clues, ==, 10);
  /* "2 C4 9 C3": digit 2 at row C column 4 */
  g_assert_cmpint (p->clues[1].cells[0], ==, sdm_cell (2, 3));
  g_assert_cmpint (p->clues[1].digits[0], ==, 2);
  g_assert_cmpint (p->clues[1].cells[1], ==, sdm_cell (2, 2));
  g_assert_cmpint (p->clues[1].digits[1], ==, 9);
  g_assert_cmpint (p->givens[sdm_cell (2, 3)], ==, 2);
  /* "C5 A3 ...": digit 1 alone at C5, digit 9 at I1 */
  g_assert_cmpint (p->isolated[0], ==, sdm_cell (2, 4));
  g_assert_cmpint (p->isolated[8], ==, sdm_cell (8, 0));
  g_assert_cmpint (p->givens[sdm_cell (8, 0)], ==, 9);
  for (int c = 0; c < SDM_N_CELLS; c++)
    givens += p->givens[c] != 0;
  g_assert_cmpint (givens, ==, 2 * 10 + 9);
}

/* ---- Contest format: round trips -------------------------------------------------- */

static void
test_contest_round_trip (void)
{
  gsize len;
  g_autofree char *text = fixture ("public.in", &len);
  g_autoptr(GArray) puzzles = parse_ok (text, len, SDM_FORMAT_AUTO, SDM_FORMAT_CONTEST);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) again = NULL;

  g_assert_cmpuint (puzzles->len, ==, 52);
  for (guint i = 0; i < puzzles->len; i++)
    g_assert_true (sdm_format_write_puzzle (out, SDM_FORMAT_CONTEST, &g_array_index (puzzles, SdmPuzzle, i)));
  sdm_format_write_end (out, SDM_FORMAT_CONTEST);
  /* The file is written the way we write: the same bytes come back. */
  g_assert_cmpstr (out->str, ==, text);
  again = parse_ok (out->str, out->len, SDM_FORMAT_AUTO, SDM_FORMAT_CONTEST);
  g_assert_cmpuint (again->len, ==, 52);
  for (guint i = 0; i < puzzles->len; i++)
    g_assert_true (sdm_puzzle_equal (&g_array_index (puzzles, SdmPuzzle, i),
                                     &g_array_index (again, SdmPuzzle, i)));
  /* Sudominoku puzzles have no classic form. */
  g_assert_false (sdm_format_write_puzzle (out, SDM_FORMAT_BOJ2239, &g_array_index (puzzles, SdmPuzzle, 0)));
}

/* ---- Domino form ------------------------------------------------------------------ */

#define DOMINO_PUZZLE \
  ".72.....5\n" \
  ".61...842\n" \
  "..9218..7\n" \
  "..6.....3\n" \
  "7.8.6....\n" \
  "4...3276.\n" \
  "...59....\n" \
  ".........\n" \
  "9..4...78\n" \
  "\n" \
  ".**.....*\n" \
  ".[]...[]n\n" \
  "..[]**..u\n" \
  "..n.....*\n" \
  "n.u.*....\n" \
  "u...[][].\n" \
  "...[]....\n" \
  ".........\n" \
  "*..*...[]\n"

static void
test_domino_round_trip (void)
{
  g_autoptr(GArray) contest = parse_ok (SAMPLE, strlen (SAMPLE), SDM_FORMAT_AUTO, SDM_FORMAT_CONTEST);
  const SdmPuzzle *puzzle = &g_array_index (contest, SdmPuzzle, 0);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) back = NULL;
  g_autoptr(GArray) solved_back = NULL;
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 1, .cancel = NULL };
  SdmGrid solutions[2];
  const SdmPuzzle *s;

  g_assert_true (sdm_format_write_puzzle (out, SDM_FORMAT_DOMINO, puzzle));
  g_assert_cmpstr (out->str, ==, DOMINO_PUZZLE);
  back = parse_ok (out->str, out->len, SDM_FORMAT_AUTO, SDM_FORMAT_DOMINO);
  g_assert_cmpuint (back->len, ==, 1);
  g_assert_true (sdm_puzzle_equal (puzzle, &g_array_index (back, SdmPuzzle, 0)));

  /* A solution: every digit and the whole layout; read back, the clues and isolated
   * digits are the puzzle's and every digit is a given. */
  g_assert_cmpint (sdm_solve (puzzle, &options, solutions), ==, 1);
  g_string_truncate (out, 0);
  g_assert_true (sdm_format_write_solution (out, SDM_FORMAT_DOMINO, puzzle, &solutions[0], 0));
  g_assert_cmpuint (out->len, ==, 9 * 10 + 1 + 9 * 10);
  g_assert_null (strchr (out->str, '.'));
  solved_back = parse_ok (out->str, out->len, SDM_FORMAT_AUTO, SDM_FORMAT_DOMINO);
  s = &g_array_index (solved_back, SdmPuzzle, 0);
  g_assert_cmpint (s->n_clues, ==, puzzle->n_clues);
  g_assert_cmpmem (s->isolated, 9, puzzle->isolated, 9);
  g_assert_cmpmem (s->givens, SDM_N_CELLS, solutions[0].values, SDM_N_CELLS);
  g_assert_cmpint (sdm_solve (s, &options, NULL), ==, 1);

  /* Several puzzles in one text, blank lines between. */
  {
    g_autofree char *two = g_strconcat (DOMINO_PUZZLE, "\n\n", DOMINO_PUZZLE, NULL);
    g_autoptr(GArray) both = parse_ok (two, strlen (two), SDM_FORMAT_AUTO, SDM_FORMAT_DOMINO);

    g_assert_cmpuint (both->len, ==, 2);
  }
}

static const Broken domino_broken[] = {
  /* a character that is not a digit, a short row, a long row */
  { ".72.....5\n.61...8x2\n", -1, "t:2:8: error: ", "expected a row of 9 digits ('.' or '0' for empty), found 'x'",
    SDM_FORMAT_ERROR_SYNTAX },
  { ".72.....5\n.61...84\n", -1, "t:2:9: error: ", "expected a row of 9 digits ('.' or '0' for empty), found end of line",
    SDM_FORMAT_ERROR_SYNTAX },
  { ".72.....5\n.61...8421\n", -1, "t:2:10: error: ", "expected end of line, found '1'",
    SDM_FORMAT_ERROR_SYNTAX },
  /* the layout block missing, or cut short */
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...78\n",
    -1, "t:10:1: error: ", "expected a layout row of 9 of '<>^v[]nu*.', found end of input", SDM_FORMAT_ERROR_SYNTAX },
  /* half a domino */
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...78\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[].].\n...[]....\n.........\n*..*...[]\n",
    -1, "t:16:7: error: ", "expected '[' to complete the domino ']' at line 16, column 8, found '.'", SDM_FORMAT_ERROR_SYNTAX },
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...78\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n.........\n*..*....v\n",
    -1, "t:19:9: error: ", "expected a domino half whose other half is inside the grid, found 'v'", SDM_FORMAT_ERROR_SYNTAX },
  /* an isolated cell without its digit, a clue half without its digit */
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n...4...78\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n.........\n*..*...[]\n",
    -1, "t:9:1: error: ", "expected the digit of isolated cell I1, found an empty cell", SDM_FORMAT_ERROR_SYNTAX },
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...7.\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n.........\n*..*...[]\n",
    -1, "t:9:9: error: ", "expected a digit on each half of a clue domino, found an empty cell", SDM_FORMAT_ERROR_SYNTAX },
  /* the same digit on two isolated cells; eight isolated cells */
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...79\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n.........\n*..*...>*\n",
    -1, "t:19:9: error: ", "expected '<' to complete the domino '>' at line 19, column 8, found '*'", SDM_FORMAT_ERROR_SYNTAX },
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...78\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n.........\n*..*....*\n",
    -1, "t:19:9: error: ", "two isolated cells hold 8: here and at line 13, column 6", SDM_FORMAT_ERROR_CONTRADICTION },
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...78\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n.........\n*......[]\n",
    -1, "t:11:1: error: ", "expected 9 isolated cells '*' in the layout, found 8", SDM_FORMAT_ERROR_SYNTAX },
  /* one digit twice on a domino; one pair on two dominoes */
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n.........\n9..4...88\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n.........\n*..*...[]\n",
    -1, "t:19:8: error: ", "expected two different digits on a domino, found 8 twice", SDM_FORMAT_ERROR_CONTRADICTION },
  { ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...3276.\n...59....\n16.......\n9..4...78\n\n"
    ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[][].\n...[]....\n><.......\n*..*...[]\n",
    -1, "t:18:1: error: ", "domino 1-6 is placed twice: here and at line 12, column 2", SDM_FORMAT_ERROR_CONTRADICTION },
  /* something after the layout */
  { DOMINO_PUZZLE "x\n", -1, "t:20:1: error: ", "expected a row of 9 digits ('.' or '0' for empty), found 'x'",
    SDM_FORMAT_ERROR_SYNTAX },
};

static void
test_domino_broken (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (domino_broken); i++)
    {
      const Broken *b = &domino_broken[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      g_autofree char *expected = g_strconcat (b->prefix, b->message, NULL);

      g_test_message ("case %u: %s", i, expected);
      g_assert_false (sdm_format_parse (b->input, strlen (b->input), "t", SDM_FORMAT_DOMINO, NULL,
                                        out, &error));
      g_assert_error (error, SDM_FORMAT_ERROR, b->code);
      g_assert_cmpstr (error->message, ==, expected);
      g_assert_cmpuint (out->len, ==, 0);
      sdm_test_stream_agrees (b->input, strlen (b->input), SDM_FORMAT_DOMINO, expected);
    }
}

static void
test_domino_tolerated (void)
{
  g_autoptr(GArray) clean = parse_ok (DOMINO_PUZZLE, strlen (DOMINO_PUZZLE), SDM_FORMAT_AUTO,
                                      SDM_FORMAT_DOMINO);
  g_autoptr(GString) crlf = g_string_new ("\xef\xbb\xbf\r\n");
  g_autoptr(GArray) out = NULL;

  /* A BOM, a blank first line, CRLF, trailing blanks, '0' for empty. */
  for (const char *p = DOMINO_PUZZLE; *p; p++)
    {
      if (*p == '\n')
        g_string_append (crlf, " \t\r");
      if (*p == '.' && p < DOMINO_PUZZLE + 90)
        g_string_append_c (crlf, '0');
      else
        g_string_append_c (crlf, *p);
    }
  out = parse_ok (crlf->str, crlf->len, SDM_FORMAT_AUTO, SDM_FORMAT_DOMINO);
  g_assert_true (sdm_puzzle_equal (&g_array_index (out, SdmPuzzle, 0), &g_array_index (clean, SdmPuzzle, 0)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format-contest/broken", test_contest_broken);
  g_test_add_func ("/format-contest/broken-sniffed", test_contest_broken_sniffed);
  g_test_add_func ("/format-contest/tolerated", test_contest_tolerated);
  g_test_add_func ("/format-contest/content", test_contest_content);
  g_test_add_func ("/format-contest/round-trip", test_contest_round_trip);
  g_test_add_func ("/format-domino/round-trip", test_domino_round_trip);
  g_test_add_func ("/format-domino/broken", test_domino_broken);
  g_test_add_func ("/format-domino/tolerated", test_domino_tolerated);

  return g_test_run ();
}
