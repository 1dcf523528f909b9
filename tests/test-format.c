/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-format: the classic formats read, written back, sniffed, tolerated and rejected
 * with exact error positions. */
#include <string.h>

#include "sdm-format.h"
#include "sdm-test-stream.h"

#define SAMPLE_2239 \
  "103000509\n002109400\n000704000\n300502006\n060000050\n" \
  "700803004\n000401000\n009205800\n804000107\n"

#define SAMPLE_2580 \
  "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n" \
  "8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n"

#define LINE_A "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
#define LINE_B "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"

static const SdmFormat classic_formats[] = {
  SDM_FORMAT_BOJ2580, SDM_FORMAT_BOJ2239, SDM_FORMAT_LINE, SDM_FORMAT_SDK, SDM_FORMAT_SS,
};

static GArray *
parse_ok (const char *text, gssize len, SdmFormat format, SdmFormat expect_detected)
{
  g_autoptr(GError) error = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  SdmFormat detected = SDM_FORMAT_AUTO;

  if (len < 0)
    len = strlen (text);
  if (!sdm_format_parse (text, len, "t", format, &detected, out, &error))
    g_error ("unexpected error: %s", error->message);
  g_assert_cmpint (detected, ==, expect_detected);
  sdm_test_stream_agrees (text, len, format, NULL);
  return out;
}

static void
parse_fails_len (const char *text, gsize len, SdmFormat format, int code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  SdmPuzzle keep;
  SdmFormat detected = SDM_FORMAT_DOMINO;

  /* Something already in the array stays, and nothing is added. */
  sdm_puzzle_init (&keep, SDM_KIND_SUDOKU);
  keep.givens[5] = 5;
  g_array_append_val (out, keep);

  g_assert_false (sdm_format_parse (text, len, "t", format, &detected, out, &error));
  g_assert_error (error, SDM_FORMAT_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (out->len, ==, 1);
  g_assert_true (sdm_puzzle_equal (&g_array_index (out, SdmPuzzle, 0), &keep));
  g_assert_cmpint (detected, ==, SDM_FORMAT_DOMINO);
  if (len <= SDM_FORMAT_MAX_INPUT)
    sdm_test_stream_agrees (text, len, format, message);
}

static void
parse_fails (const char *text, SdmFormat format, const char *message)
{
  parse_fails_len (text, strlen (text), format, SDM_FORMAT_ERROR_SYNTAX, message);
}

static char *
replace_line (const char *text, int line, const char *replacement)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  g_free (lines[line - 1]);
  lines[line - 1] = g_strdup (replacement);
  return g_strjoinv ("\n", lines);
}

/* ---- Reading ------------------------------------------------------------------------- */

static void
test_read_boj2239 (void)
{
  g_autoptr(GArray) out = parse_ok (SAMPLE_2239, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2239);
  const SdmPuzzle *p;

  g_assert_cmpuint (out->len, ==, 1);
  p = &g_array_index (out, SdmPuzzle, 0);
  g_assert_cmpint (p->kind, ==, SDM_KIND_SUDOKU);
  g_assert_cmpint (p->givens[0], ==, 1);
  g_assert_cmpint (p->givens[1], ==, 0);
  g_assert_cmpint (p->givens[2], ==, 3);
  g_assert_cmpint (p->givens[80], ==, 7);
  g_assert_cmpint (p->givens[72], ==, 8);
}

/* Project Euler's sudoku.txt (problem 96): a "Grid NN" title over each grid of nine digit
 * rows, CRLF line ends. A title anywhere else is still an error where it stands. */
static void
test_read_euler_titles (void)
{
  g_auto(GStrv) rows = g_strsplit (SAMPLE_2239, "\n", -1);
  g_autofree char *grid = g_strjoinv ("\r\n", rows);
  g_autofree char *text = g_strconcat ("Grid 01\r\n", grid, "Grid 02\r\n", grid, NULL);
  g_autoptr(GArray) same = parse_ok (SAMPLE_2239, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2239);
  g_autoptr(GArray) out = parse_ok (text, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2239);
  g_autofree char *inside = replace_line (SAMPLE_2239, 4, "Grid 02");

  g_assert_cmpuint (out->len, ==, 2);
  g_assert_true (sdm_puzzle_equal (&g_array_index (out, SdmPuzzle, 0), &g_array_index (same, SdmPuzzle, 0)));
  g_assert_true (sdm_puzzle_equal (&g_array_index (out, SdmPuzzle, 1), &g_array_index (same, SdmPuzzle, 0)));
  parse_fails (inside, SDM_FORMAT_AUTO, "t:4:1: error: expected a digit 0-9, found 'G'");
  parse_fails ("Grid one\n" SAMPLE_2239, SDM_FORMAT_BOJ2239, "t:1:1: error: expected a digit 0-9, found 'G'");
}

static void
test_read_boj2580 (void)
{
  g_autoptr(GArray) out = parse_ok (SAMPLE_2580, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2580);
  const SdmPuzzle *p = &g_array_index (out, SdmPuzzle, 0);

  g_assert_cmpuint (out->len, ==, 1);
  g_assert_cmpint (p->givens[0], ==, 0);
  g_assert_cmpint (p->givens[1], ==, 3);
  g_assert_cmpint (p->givens[9], ==, 7);
  g_assert_cmpint (p->givens[80], ==, 0);
  g_assert_cmpint (p->givens[79], ==, 6);

  /* Several blanks between digits and leading blanks are fine. */
  {
    g_autofree char *text = replace_line (SAMPLE_2580, 2, "  7  8\t2 1 0 5 6 0 9");
    g_autoptr(GArray) again = parse_ok (text, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2580);
    g_assert_true (sdm_puzzle_equal (&g_array_index (again, SdmPuzzle, 0), p));
  }
}

static void
test_read_line (void)
{
  const char *text = "# a collection\n" LINE_A "\n\n# another\n" LINE_B "\n";
  g_autoptr(GArray) out = parse_ok (text, -1, SDM_FORMAT_AUTO, SDM_FORMAT_LINE);

  g_assert_cmpuint (out->len, ==, 2);
  g_assert_cmpint (g_array_index (out, SdmPuzzle, 0).givens[0], ==, 4);
  g_assert_cmpint (g_array_index (out, SdmPuzzle, 0).givens[4], ==, 3);
  g_assert_cmpint (g_array_index (out, SdmPuzzle, 1).givens[80], ==, 9);

  /* '0' for empty works too. */
  {
    g_autofree char *zeros = g_strdelimit (g_strdup (LINE_A), ".", '0');
    g_autoptr(GArray) again = parse_ok (zeros, -1, SDM_FORMAT_AUTO, SDM_FORMAT_LINE);
    g_assert_true (sdm_puzzle_equal (&g_array_index (again, SdmPuzzle, 0),
                                     &g_array_index (out, SdmPuzzle, 0)));
  }
  /* Blanks before a line, as an indented page or a mail gives it: read, and a slip after
   * them is still pointed at where it stands. */
  {
    g_autoptr(GArray) again = parse_ok ("  " LINE_A " \r\n\t" LINE_B "\n", -1, SDM_FORMAT_AUTO, SDM_FORMAT_LINE);

    g_assert_cmpuint (again->len, ==, 2);
    g_assert_true (sdm_puzzle_equal (&g_array_index (again, SdmPuzzle, 0), &g_array_index (out, SdmPuzzle, 0)));
    g_assert_true (sdm_puzzle_equal (&g_array_index (again, SdmPuzzle, 1), &g_array_index (out, SdmPuzzle, 1)));
    parse_fails ("   4...3...x" LINE_B "\n", SDM_FORMAT_AUTO,
                 "t:1:12: error: expected a digit 1-9, '.' or '0', found 'x'");
    parse_fails ("  " LINE_A "5\n", SDM_FORMAT_AUTO, "t:1:84: error: expected end of line, found '5'");
  }
}

static void
test_read_sdk (void)
{
  const char *text =
    "#AFrank Longo\n#DA puzzle\n#BDate\n"
    "1.3...5.9\n..21.94..\n...7.4...\n3..5.2..6\n.6.....5.\n7..8.3..4\n...4.1...\n..92.58..\n8.4...1.7\n";
  g_autoptr(GArray) out = parse_ok (text, -1, SDM_FORMAT_AUTO, SDM_FORMAT_SDK);
  g_autoptr(GArray) same = parse_ok (SAMPLE_2239, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2239);

  g_assert_cmpuint (out->len, ==, 1);
  g_assert_true (sdm_puzzle_equal (&g_array_index (out, SdmPuzzle, 0), &g_array_index (same, SdmPuzzle, 0)));
}

static void
test_read_ss (void)
{
  const char *ss =
    "*-----------*\n|1.3|...|5.9|\n|..2|1.9|4..|\n|...|7.4|...|\n|---+---+---|\n"
    "|3..|5.2|..6|\n|.6.|...|.5.|\n|7..|8.3|..4|\n|---+---+---|\n"
    "|...|4.1|...|\n|..9|2.5|8..|\n|8.4|...|1.7|\n*-----------*\n";
  /* qqwing's --readable layout. */
  const char *readable =
    " 1 . 3 | . . . | 5 . 9\n . . 2 | 1 . 9 | 4 . .\n . . . | 7 . 4 | . . .\n-------|-------|-------\n"
    " 3 . . | 5 . 2 | . . 6\n . 6 . | . . . | . 5 .\n 7 . . | 8 . 3 | . . 4\n-------|-------|-------\n"
    " . . . | 4 . 1 | . . .\n . . 9 | 2 . 5 | 8 . .\n 8 . 4 | . . . | 1 . 7\n\n";
  g_autoptr(GArray) a = parse_ok (ss, -1, SDM_FORMAT_AUTO, SDM_FORMAT_SS);
  g_autoptr(GArray) b = parse_ok (readable, -1, SDM_FORMAT_AUTO, SDM_FORMAT_SS);
  g_autoptr(GArray) same = parse_ok (SAMPLE_2239, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2239);

  g_assert_cmpuint (a->len, ==, 1);
  g_assert_cmpuint (b->len, ==, 1);
  g_assert_true (sdm_puzzle_equal (&g_array_index (a, SdmPuzzle, 0), &g_array_index (same, SdmPuzzle, 0)));
  g_assert_true (sdm_puzzle_equal (&g_array_index (b, SdmPuzzle, 0), &g_array_index (same, SdmPuzzle, 0)));
}

/* Grids copied from web pages and forums: '_' or '*' for an empty cell, with '|' and '-'
 * borders or without, and a row of nine '*' that is a row, not a border. */
static void
test_read_ss_web_blanks (void)
{
  const char *underscores =
    "+-------+-------+-------+\n| 1 _ 3 | _ _ _ | 5 _ 9 |\n| _ _ 2 | 1 _ 9 | 4 _ _ |\n"
    "| _ _ _ | 7 _ 4 | _ _ _ |\n+-------+-------+-------+\n| 3 _ _ | 5 _ 2 | _ _ 6 |\n"
    "| _ 6 _ | _ _ _ | _ 5 _ |\n| 7 _ _ | 8 _ 3 | _ _ 4 |\n+-------+-------+-------+\n"
    "| _ _ _ | 4 _ 1 | _ _ _ |\n| _ _ 9 | 2 _ 5 | 8 _ _ |\n| 8 _ 4 | _ _ _ | 1 _ 7 |\n"
    "+-------+-------+-------+\n";
  const char *stars_bare =
    "1 * 3 * * * 5 * 9\n* * 2 1 * 9 4 * *\n* * * 7 * 4 * * *\n3 * * 5 * 2 * * 6\n"
    "* 6 * * * * * 5 *\n7 * * 8 * 3 * * 4\n* * * 4 * 1 * * *\n* * 9 2 * 5 8 * *\n"
    "8 * 4 * * * 1 * 7\n";
  /* Row 1 of this one is empty: nine '*' between '|', which is not a border. */
  const char *stars_row =
    "*-----------*\n|***|***|***|\n|..2|1.9|4..|\n|...|7.4|...|\n|---+---+---|\n"
    "|3..|5.2|..6|\n|.6.|...|.5.|\n|7..|8.3|..4|\n|---+---+---|\n"
    "|...|4.1|...|\n|..9|2.5|8..|\n|8.4|...|1.7|\n*-----------*\n";
  g_autoptr(GArray) same = parse_ok (SAMPLE_2239, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2239);
  g_autoptr(GArray) a = parse_ok (underscores, -1, SDM_FORMAT_AUTO, SDM_FORMAT_SS);
  g_autoptr(GArray) b = parse_ok (stars_bare, -1, SDM_FORMAT_AUTO, SDM_FORMAT_SS);
  g_autoptr(GArray) c = parse_ok (stars_row, -1, SDM_FORMAT_AUTO, SDM_FORMAT_SS);
  SdmPuzzle first_row_empty = g_array_index (same, SdmPuzzle, 0);

  g_assert_cmpuint (a->len, ==, 1);
  g_assert_cmpuint (b->len, ==, 1);
  g_assert_cmpuint (c->len, ==, 1);
  g_assert_true (sdm_puzzle_equal (&g_array_index (a, SdmPuzzle, 0), &g_array_index (same, SdmPuzzle, 0)));
  g_assert_true (sdm_puzzle_equal (&g_array_index (b, SdmPuzzle, 0), &g_array_index (same, SdmPuzzle, 0)));
  memset (first_row_empty.givens, 0, 9);
  g_assert_true (sdm_puzzle_equal (&g_array_index (c, SdmPuzzle, 0), &first_row_empty));
  /* Still strict: any other mark is an error where it stands. */
  parse_fails ("| 1 _ 3 | _ ? _ | 5 _ 9 |\n", SDM_FORMAT_AUTO,
               "t:1:13: error: expected a digit 1-9 or '.', found '?'");
}

static void
test_forced_format (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));

  /* A 2239 grid forced to be read as 2580 is an error at the first missing blank. */
  parse_fails (SAMPLE_2239, SDM_FORMAT_BOJ2580, "t:1:2: error: expected a space, found '0'");
  /* and as a line collection, at the end of the first line. */
  parse_fails (SAMPLE_2239, SDM_FORMAT_LINE,
               "t:1:10: error: expected a digit 1-9, '.' or '0', found end of line");
  /* A 2239 grid read as .sdk is fine (.sdk accepts '0' too). */
  g_assert_true (sdm_format_parse (SAMPLE_2239, strlen (SAMPLE_2239), "t", SDM_FORMAT_SDK, NULL, out, &error));
  g_assert_no_error (error);
}

/* ---- Writing and round trips --------------------------------------------------------- */

static void
test_write_contest_samples (void)
{
  const char *names[] = { "boj2239-sample.in", "boj2239-sample.out", "boj2580-sample.in", "boj2580-sample.out" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", names[i], NULL);
      g_autofree char *text = NULL;
      g_autoptr(GString) out = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      SdmFormat detected;
      gsize len;

      g_file_get_contents (path, &text, &len, &error);
      g_assert_no_error (error);
      g_assert_true (sdm_format_parse (text, len, names[i], SDM_FORMAT_AUTO, &detected, puzzles, &error));
      g_assert_cmpint (detected, ==, i < 2 ? SDM_FORMAT_BOJ2239 : SDM_FORMAT_BOJ2580);
      g_assert_true (sdm_format_write_puzzle (out, detected, &g_array_index (puzzles, SdmPuzzle, 0)));
      g_assert_cmpstr (out->str, ==, text);
    }
}

static void
test_write_ss (void)
{
  g_autoptr(GArray) in = parse_ok (SAMPLE_2239, -1, SDM_FORMAT_AUTO, SDM_FORMAT_BOJ2239);
  g_autoptr(GString) out = g_string_new (NULL);

  g_assert_true (sdm_format_write_puzzle (out, SDM_FORMAT_SS, &g_array_index (in, SdmPuzzle, 0)));
  g_assert_cmpstr (out->str, ==,
                   "*-----------*\n|1.3|...|5.9|\n|..2|1.9|4..|\n|...|7.4|...|\n|---+---+---|\n"
                   "|3..|5.2|..6|\n|.6.|...|.5.|\n|7..|8.3|..4|\n|---+---+---|\n"
                   "|...|4.1|...|\n|..9|2.5|8..|\n|8.4|...|1.7|\n*-----------*\n");

  g_string_truncate (out, 0);
  g_assert_true (sdm_format_write_puzzle (out, SDM_FORMAT_LINE, &g_array_index (in, SdmPuzzle, 0)));
  g_assert_cmpstr (out->str, ==,
                   "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7\n");
}

static char *
write_all (GArray *puzzles, SdmFormat format)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < puzzles->len; i++)
    {
      if (i > 0 && sdm_format_separates_grids (format))
        g_string_append_c (out, '\n');
      g_assert_true (sdm_format_write_puzzle (out, format, &g_array_index (puzzles, SdmPuzzle, i)));
    }
  return g_string_free (out, FALSE);
}

static void
test_round_trip (void)
{
  g_autoptr(GArray) puzzles = parse_ok ("# two\n" LINE_A "\n" LINE_B "\n", -1, SDM_FORMAT_AUTO, SDM_FORMAT_LINE);
  SdmGrid solution;

  /* A full grid and an empty grid too. */
  {
    SdmPuzzle full, empty;
    const char *s = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

    sdm_puzzle_init (&full, SDM_KIND_SUDOKU);
    sdm_puzzle_init (&empty, SDM_KIND_SUDOKU);
    for (int c = 0; c < 81; c++)
      full.givens[c] = s[c] - '0';
    g_array_append_val (puzzles, full);
    g_array_append_val (puzzles, empty);
  }

  for (guint f = 0; f < G_N_ELEMENTS (classic_formats); f++)
    {
      SdmFormat format = classic_formats[f];
      g_autofree char *text = write_all (puzzles, format);
      g_autoptr(GArray) back = parse_ok (text, -1, SDM_FORMAT_AUTO, format);
      g_autofree char *again = NULL;

      g_test_message ("format %s", sdm_format_to_string (format));
      g_assert_cmpuint (back->len, ==, puzzles->len);
      for (guint i = 0; i < puzzles->len; i++)
        g_assert_true (sdm_puzzle_equal (&g_array_index (back, SdmPuzzle, i),
                                         &g_array_index (puzzles, SdmPuzzle, i)));
      again = write_all (back, format);
      g_assert_cmpstr (again, ==, text);

      /* A solution is written like a puzzle with every cell given. */
      {
        g_autoptr(GString) a = g_string_new (NULL);
        g_autoptr(GString) b = g_string_new (NULL);
        const SdmPuzzle *full = &g_array_index (puzzles, SdmPuzzle, 2);

        sdm_puzzle_to_grid (full, &solution);
        g_assert_true (sdm_format_write_solution (a, format, &g_array_index (puzzles, SdmPuzzle, 0), &solution, 0));
        g_assert_true (sdm_format_write_puzzle (b, format, full));
        g_assert_cmpstr (a->str, ==, b->str);
      }
    }
}

static void
test_write_refuses_sudominoku (void)
{
  SdmPuzzle p;
  SdmGrid grid;
  g_autoptr(GString) out = g_string_new (NULL);

  sdm_puzzle_init (&p, SDM_KIND_SUDOMINOKU);
  sdm_grid_init (&grid);
  for (guint f = 0; f < G_N_ELEMENTS (classic_formats); f++)
    {
      g_assert_false (sdm_format_write_puzzle (out, classic_formats[f], &p));
      g_assert_false (sdm_format_write_solution (out, classic_formats[f], &p, &grid, 0));
    }
  g_assert_cmpuint (out->len, ==, 0);
}

static void
test_format_names (void)
{
  for (guint f = 0; f < G_N_ELEMENTS (classic_formats); f++)
    g_assert_cmpint (sdm_format_from_string (sdm_format_to_string (classic_formats[f])), ==, classic_formats[f]);
  g_assert_cmpstr (sdm_format_to_string (SDM_FORMAT_BOJ2239), ==, "boj2239");
  g_assert_cmpint (sdm_format_from_string ("SDK"), ==, SDM_FORMAT_SDK);
  g_assert_cmpint (sdm_format_from_string ("nonsense"), ==, SDM_FORMAT_AUTO);
  g_assert_cmpint (sdm_format_from_string (NULL), ==, SDM_FORMAT_AUTO);
  g_assert_null (sdm_format_to_string (SDM_FORMAT_AUTO));
}

/* The defaults are the table's: one format of each kind written when none is asked for
 * (generate), one it is copied as (the app's Copy); each holds its kind. */
static void
test_format_defaults (void)
{
  const char *const *kinds = sdm_kind_names ();
  guint n_formats, n_kinds = 0;
  const SdmFormatInfo *formats = sdm_format_list (&n_formats);

  for (guint k = 0; kinds[k] != NULL; k++, n_kinds++)
    {
      guint n_file = 0, n_text = 0;

      g_assert_cmpint (sdm_kind_from_string (kinds[k]), ==, (int) k);
      g_assert_cmpstr (sdm_kind_to_string (k), ==, kinds[k]);
      for (guint i = 0; i < n_formats; i++)
        if (formats[i].kind == k)
          {
            n_file += formats[i].file_default;
            n_text += formats[i].text_default;
            if (formats[i].file_default)
              g_assert_cmpint (sdm_format_default_for_kind (k), ==, formats[i].format);
            if (formats[i].text_default)
              g_assert_cmpint (sdm_format_text_for_kind (k), ==, formats[i].format);
          }
      g_assert_cmpuint (n_file, ==, 1);
      g_assert_cmpuint (n_text, ==, 1);
      g_assert_true (sdm_format_holds (sdm_format_default_for_kind (k), k));
      g_assert_true (sdm_format_holds (sdm_format_text_for_kind (k), k));
    }
  g_assert_cmpuint (n_kinds, ==, 2);
  /* What they are: one line of 81 for Sudoku; the contest format for files of Sudominoku,
   * and our readable domino form (it shows the clue dominoes) to copy one. */
  g_assert_cmpint (sdm_format_default_for_kind (SDM_KIND_SUDOKU), ==, SDM_FORMAT_LINE);
  g_assert_cmpint (sdm_format_text_for_kind (SDM_KIND_SUDOKU), ==, SDM_FORMAT_LINE);
  g_assert_cmpint (sdm_format_default_for_kind (SDM_KIND_SUDOMINOKU), ==, SDM_FORMAT_CONTEST);
  g_assert_cmpint (sdm_format_text_for_kind (SDM_KIND_SUDOMINOKU), ==, SDM_FORMAT_DOMINO);
}

/* ---- Tolerated ----------------------------------------------------------------------- */

/* CRLF, a BOM, trailing blanks and tabs, blank lines after, no final newline: each alone
 * and all together, for every format. */
static void
test_tolerated (void)
{
  g_autoptr(GArray) puzzles = parse_ok (LINE_A "\n" LINE_B "\n", -1, SDM_FORMAT_AUTO, SDM_FORMAT_LINE);

  for (guint f = 0; f < G_N_ELEMENTS (classic_formats); f++)
    for (guint variant = 1; variant < 32; variant++)
      {
        SdmFormat format = classic_formats[f];
        g_autofree char *text = write_all (puzzles, format);
        g_autoptr(GString) t = g_string_new (NULL);
        g_autoptr(GArray) back = NULL;

        if (variant & 1)
          g_string_append (t, "\xef\xbb\xbf");
        for (const char *p = text; *p; p++)
          {
            if (*p == '\n')
              {
                if (variant & 2)
                  g_string_append (t, " \t ");
                if (variant & 4)
                  g_string_append_c (t, '\r');
              }
            g_string_append_c (t, *p);
          }
        if (variant & 8)
          g_string_append (t, "\n  \n\t\n");
        if (variant & 16)
          while (t->len > 0 && (t->str[t->len - 1] == '\n' || t->str[t->len - 1] == '\r'))
            g_string_truncate (t, t->len - 1);

        back = parse_ok (t->str, t->len, SDM_FORMAT_AUTO, format);
        g_assert_cmpuint (back->len, ==, 2);
        for (guint i = 0; i < 2; i++)
          g_assert_true (sdm_puzzle_equal (&g_array_index (back, SdmPuzzle, i),
                                           &g_array_index (puzzles, SdmPuzzle, i)));
      }
}

/* ---- Rejected, with the exact position ----------------------------------------------- */

static void
test_errors_boj2239 (void)
{
  g_autofree char *bad_char = replace_line (SAMPLE_2239, 5, "060000x50");
  g_autofree char *short_row = replace_line (SAMPLE_2239, 3, "00070400");
  g_autofree char *long_row = replace_line (SAMPLE_2239, 3, "0007040001");
  g_autofree char *blank = replace_line (SAMPLE_2239, 4, "");
  g_autofree char *utf8 = replace_line (SAMPLE_2239, 2, "002109\xc3\xa9" "00");
  g_autofree char *byte = replace_line (SAMPLE_2239, 2, "00\xff" "109400");
  g_autofree char *five_rows = g_strndup (SAMPLE_2239, 50);
  g_autofree char *five_rows_no_newline = g_strndup (SAMPLE_2239, 49);

  parse_fails (bad_char, SDM_FORMAT_AUTO, "t:5:7: error: expected a digit 0-9, found 'x'");
  parse_fails (short_row, SDM_FORMAT_AUTO, "t:3:9: error: expected a digit 0-9, found end of line");
  parse_fails (long_row, SDM_FORMAT_AUTO, "t:3:10: error: expected end of line, found '1'");
  parse_fails (blank, SDM_FORMAT_AUTO, "t:4:1: error: expected row 4 of the grid, found an empty line");
  parse_fails (utf8, SDM_FORMAT_AUTO, "t:2:7: error: expected a digit 0-9, found '\xc3\xa9' (U+00E9)");
  parse_fails (byte, SDM_FORMAT_AUTO, "t:2:3: error: expected a digit 0-9, found text that is not UTF-8 (byte 0xff)");
  parse_fails (five_rows, SDM_FORMAT_AUTO, "t:6:1: error: expected row 6 of the grid, found end of input");
  parse_fails (five_rows_no_newline, SDM_FORMAT_AUTO,
               "t:5:10: error: expected row 6 of the grid, found end of input");
  /* A second grid that stops early. */
  {
    g_autofree char *two = g_strconcat (SAMPLE_2239, "\n103000509\n", NULL);
    parse_fails (two, SDM_FORMAT_AUTO, "t:12:1: error: expected row 2 of the grid, found end of input");
  }
}

static void
test_errors_boj2580 (void)
{
  g_autofree char *joined = replace_line (SAMPLE_2580, 2, "7 82 1 0 5 6 0 9");
  g_autofree char *extra = replace_line (SAMPLE_2580, 3, "0 6 0 2 7 8 1 3 5 5");
  g_autofree char *missing = replace_line (SAMPLE_2580, 3, "0 6 0 2 7 8 1 3");
  g_autofree char *bad = replace_line (SAMPLE_2580, 9, "2 5 8 3 x 4 7 6 0");
  g_autofree char *comma = replace_line (SAMPLE_2580, 1, "0,3 5 4 6 9 2 7 8");

  parse_fails (joined, SDM_FORMAT_AUTO, "t:2:4: error: expected a space, found '2'");
  parse_fails (extra, SDM_FORMAT_AUTO, "t:3:19: error: expected end of line, found '5'");
  parse_fails (missing, SDM_FORMAT_AUTO, "t:3:16: error: expected a digit 0-9, found end of line");
  parse_fails (bad, SDM_FORMAT_AUTO, "t:9:9: error: expected a digit 0-9, found 'x'");
  parse_fails (comma, SDM_FORMAT_AUTO, "t:1:2: error: expected a space, found ','");
}

static void
test_errors_line (void)
{
  parse_fails ("# c\n" LINE_A "\n" LINE_B "x\n", SDM_FORMAT_AUTO,
               "t:3:82: error: expected end of line, found 'x'");
  parse_fails ("# c\n" LINE_A "\n\n" "4...3...a" LINE_B "\n", SDM_FORMAT_AUTO,
               "t:4:9: error: expected a digit 1-9, '.' or '0', found 'a'");
  {
    g_autofree char *short_line = g_strndup (LINE_A, 80);
    g_autofree char *text = g_strconcat ("#\n", short_line, "\n", NULL);
    parse_fails (text, SDM_FORMAT_AUTO, "t:2:81: error: expected a digit 1-9, '.' or '0', found end of line");
  }
  {
    /* A blank inside the line: the trailing part is what is reported. */
    g_autofree char *text = g_strdup (LINE_A "\n");
    text[40] = ' ';
    parse_fails (text, SDM_FORMAT_LINE, "t:1:41: error: expected a digit 1-9, '.' or '0', found a space");
  }
}

static void
test_errors_sdk (void)
{
  parse_fails ("#Aauthor\n1.3...5.9\n..21.94..\n...7.4...\n3..5.2..6\n.6...x.5.\n", SDM_FORMAT_AUTO,
               "t:6:6: error: expected a digit 1-9 or '.', found 'x'");
  parse_fails ("#Aauthor\n1.3...5.9\n..21.94..\n#Bcomment\n", SDM_FORMAT_AUTO,
               "t:4:1: error: expected a digit 1-9 or '.', found '#'");
  parse_fails ("#Aauthor\n1.3...5.9\n..21.94..\n", SDM_FORMAT_AUTO,
               "t:4:1: error: expected row 3 of the grid, found end of input");
}

static void
test_errors_ss (void)
{
  parse_fails ("*-----------*\n|1.3|...|5.9|\n|..2|1.9|4..5|\n", SDM_FORMAT_AUTO,
               "t:3:13: error: expected end of line, found '5'");
  parse_fails ("*-----------*\n|1.3|...|5.9|\n|..2|1.9|4.|\n", SDM_FORMAT_AUTO,
               "t:3:13: error: expected a digit 1-9 or '.', found end of line");
  parse_fails ("*-----------*\n|1.3|...|5.9|\n|..2|1x9|4..|\n", SDM_FORMAT_AUTO,
               "t:3:7: error: expected a digit 1-9 or '.', found 'x'");
  parse_fails ("*-----------*\n|1.3|...|5.9|\n|..2|1.9|4..|\n|...|7.4|...|\n|---+---+---|\n", SDM_FORMAT_AUTO,
               "t:6:1: error: expected row 4 of the grid, found end of input");
  parse_fails ("*-----------*\n|1.3|...|5.9|\n\n|...|7.4|...|\n", SDM_FORMAT_AUTO,
               "t:3:1: error: expected row 2 of the grid, found an empty line");
}

static void
test_errors_empty (void)
{
  /* Nothing at all is said to be empty (a blank clipboard, an empty file); a comment
   * alone is something, in no format. */
  parse_fails_len ("", 0, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_EMPTY,
                   "t:1:1: error: expected a puzzle, found end of input");
  parse_fails_len ("\n\n", 2, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_EMPTY,
                   "t:3:1: error: expected a puzzle, found end of input");
  parse_fails_len ("\xef\xbb\xbf \t\r\n  ", 9, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_EMPTY,
                   "t:2:3: error: expected a puzzle, found end of input");
  parse_fails_len ("# only a comment", 16, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_UNKNOWN,
                   "t:1:17: error: expected a puzzle, found end of input");
  /* Words are no puzzle: said so where they start, not as a grid's wrong digit. */
  parse_fails_len ("Try this one, it is hard!\n", 26, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_UNKNOWN,
                   "t:1:1: error: expected a puzzle, found 'T'");
  parse_fails_len ("# from a forum\n\n  https://example.org/?bd=4.....8.5\n", 52, SDM_FORMAT_AUTO,
                   SDM_FORMAT_ERROR_UNKNOWN, "t:3:3: error: expected a puzzle, found 'h'");
  parse_fails_len ("\xec\x8a\xa4\xeb\x8f\x84\xec\xbf\xa0 1\n", 12, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_UNKNOWN,
                   "t:1:1: error: expected a puzzle, found '\xec\x8a\xa4' (U+C2A4)");
  parse_fails ("# only a comment\n", SDM_FORMAT_LINE, "t:2:1: error: expected a puzzle, found end of input");
  parse_fails ("\xef\xbb\xbf", SDM_FORMAT_BOJ2239, "t:1:1: error: expected a puzzle, found end of input");
}

static void
test_errors_binary (void)
{
  static const char nul[] = "103000509\n00\0" "109400\n";
  g_autofree char *long_line = g_strnfill (5000, '.');
  gsize huge_len = SDM_FORMAT_MAX_INPUT + 1;
  g_autofree char *huge = g_malloc (huge_len);

  parse_fails_len (nul, sizeof nul - 1, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_BINARY,
                   "t:2:3: error: expected text, found a NUL byte");
  parse_fails_len (long_line, 5000, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_TOO_LARGE,
                   "t:1:4097: error: expected a line of at most 4096 bytes, found a longer one");
  /* Rejected on its size before a byte of it is read. */
  parse_fails_len (huge, huge_len, SDM_FORMAT_AUTO, SDM_FORMAT_ERROR_TOO_LARGE,
                   "t:1:1: error: expected at most 64 MiB of text, found more");
}

static void
test_short_first_row (void)
{
  /* A broken 2239 grid whose first row is short is reported as such, not taken for the
   * count that starts the Sudominoku contest format. */
  parse_fails ("10300050\n002109400\n", SDM_FORMAT_AUTO, "t:1:9: error: expected a digit 0-9, found end of line");
}

static void
test_contest_not_2239 (void)
{
  /* The Sudominoku contest format starts with a small count. Whatever this build can do
   * with it, it must never be taken for a Baekjoon 2239 grid. */
  const char *contest = "6\n7 I7 3 I8\n6 D4 7 D5\n1 F6 3 F7\n3 H7 5 I6\n8 E4 5 E5\n6 H3 1 H4\nA1 A2 A3 A4 A5 A6 A7 A8 A9\n0\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  SdmFormat detected = SDM_FORMAT_AUTO;

  if (sdm_format_parse (contest, strlen (contest), "t", SDM_FORMAT_AUTO, &detected, out, &error))
    g_assert_cmpint (detected, ==, SDM_FORMAT_CONTEST);
  else
    g_assert_false (g_str_has_prefix (error->message, "t:1:2: error: expected a digit 0-9"));
}

/* Guessed formats that failed: the sniffer names what the text looks like, so that the
 * error is in that format's words at the right place: a domino form with a bad layout
 * character, contest counts out of range, binary and non-UTF-8 bytes. Lone CRs end lines. */
static void
test_clear_words (void)
{
  g_autofree char *sample = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "boj4574-sample.in", NULL);
  g_autoptr(GArray) lf = NULL;
  g_autoptr(GArray) cr = NULL;
  g_autofree char *cr_text = NULL;
  const char *domino =
    "1........\n.....2...\n........3\n...4.....\n........5\n...6.....\n......7..\n.8.......\n......9..\n"
    "\n"
    "*........\n.....%...\n........*\n...*.....\n........*\n...*.....\n......*..\n.*.......\n......*..\n";

  g_assert_cmpint (sdm_format_guess (domino, strlen (domino)), ==, SDM_FORMAT_DOMINO);
  parse_fails (domino, SDM_FORMAT_AUTO,
               "t:12:6: error: expected a layout row of 9 of '<>^v[]nu*.', found '%'");

  g_assert_cmpint (sdm_format_guess ("99999999999\n", 12), ==, SDM_FORMAT_CONTEST);
  parse_fails ("99999999999\n", SDM_FORMAT_AUTO,
               "t:1:1: error: expected a number of dominoes from 10 to 35, found '99999999999'");
  g_assert_cmpint (sdm_format_guess ("-1\n", 3), ==, SDM_FORMAT_CONTEST);
  parse_fails ("-1\n", SDM_FORMAT_AUTO,
               "t:1:1: error: expected the number of dominoes (10 to 35, or 0 to end), found '-1'");
  /* a grid row one digit short stays a grid */
  g_assert_cmpint (sdm_format_guess ("12345678\n123456789\n", 19), ==, SDM_FORMAT_BOJ2239);
  g_assert_cmpint (sdm_format_guess ("", 0), ==, SDM_FORMAT_AUTO);

  parse_fails ("12\x01\x02\n", SDM_FORMAT_AUTO,
               "t:1:3: error: expected a digit 0-9, found binary data (byte 0x01)");
  parse_fails ("12\xc3(\n", SDM_FORMAT_AUTO,
               "t:1:3: error: expected a digit 0-9, found text that is not UTF-8 (byte 0xc3)");

  /* the contest sample with CR alone at the end of each line reads like the LF one, and
   * a mistake in it is placed by those lines */
  g_assert_true (g_file_get_contents (path, &sample, NULL, NULL));
  lf = parse_ok (sample, -1, SDM_FORMAT_AUTO, SDM_FORMAT_CONTEST);
  cr_text = g_strdelimit (g_strdup (sample), "\n", '\r');
  g_assert_cmpint (sdm_format_guess (cr_text, strlen (cr_text)), ==, SDM_FORMAT_CONTEST);
  cr = parse_ok (cr_text, -1, SDM_FORMAT_AUTO, SDM_FORMAT_CONTEST);
  g_assert_cmpuint (cr->len, ==, lf->len);
  for (guint i = 0; i < lf->len; i++)
    g_assert_true (sdm_puzzle_equal (&g_array_index (cr, SdmPuzzle, i), &g_array_index (lf, SdmPuzzle, i)));
  cr_text[strlen ("10\r6 B2 1 B")] = 'Z';
  parse_fails (cr_text, SDM_FORMAT_AUTO, "t:2:8: error: expected a location from A1 to I9, found 'BZ'");
}

/* What may come before a puzzle without bound (blank lines, '#' lines) reads the same in a
 * stream fed a byte at a time as in one piece, with the same positions, whether the stream
 * drops it (blank lines; '#' lines of line and sdk) or the detector steps over it. */
static void
test_stream_skipped_lines (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *cases[] = {
    "#a\n\n#b\n" LINE_A "\n\n\n#c\n" LINE_B "\n",
    "\n\n#a\nGrid 01\n" SAMPLE_2239,            /* a title after '#': 2239 stops at the '#' */
    "\n \n\t\n" SAMPLE_2239 "\n\n" SAMPLE_2239 "\n\n\n",
    "\n\n#x\n\n",                                 /* only comments: no puzzle */
    "\n\n\n   ",                                   /* only blanks, the last without its end */
    "#a\n" LINE_A "\n#b\n\n12x\n",                /* an error after skipped lines */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      g_autoptr(GError) error = NULL;

      g_test_message ("case %u", i);
      sdm_format_parse (cases[i], strlen (cases[i]), "t", SDM_FORMAT_AUTO, NULL, out, &error);
      sdm_test_stream_agrees (cases[i], strlen (cases[i]), SDM_FORMAT_AUTO, error ? error->message : NULL);
      g_clear_error (&error);
      g_array_set_size (out, 0);
      sdm_format_parse (cases[i], strlen (cases[i]), "t", SDM_FORMAT_LINE, NULL, out, &error);
      sdm_test_stream_agrees (cases[i], strlen (cases[i]), SDM_FORMAT_LINE, error ? error->message : NULL);
    }

  /* thousands of them, then a puzzle and a mistake: found at the same place */
  for (int i = 0; i < 3000; i++)
    g_string_append (text, i % 3 ? "\n" : "# comment\n");
  g_string_append (text, LINE_A "\n");
  for (int i = 0; i < 3000; i++)
    g_string_append (text, "\n");
  g_string_append (text, "12x\n");
  sdm_test_stream_agrees (text->str, text->len, SDM_FORMAT_AUTO,
                          "t:6002:3: error: expected a digit 1-9, '.' or '0', found 'x'");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/read/boj2239", test_read_boj2239);
  g_test_add_func ("/format/read/boj2580", test_read_boj2580);
  g_test_add_func ("/format/read/euler-titles", test_read_euler_titles);
  g_test_add_func ("/format/read/line", test_read_line);
  g_test_add_func ("/format/read/sdk", test_read_sdk);
  g_test_add_func ("/format/read/ss", test_read_ss);
  g_test_add_func ("/format/read/ss-web-blanks", test_read_ss_web_blanks);
  g_test_add_func ("/format/read/forced", test_forced_format);
  g_test_add_func ("/format/write/contest-samples", test_write_contest_samples);
  g_test_add_func ("/format/write/ss-and-line", test_write_ss);
  g_test_add_func ("/format/write/round-trip", test_round_trip);
  g_test_add_func ("/format/write/refuses-sudominoku", test_write_refuses_sudominoku);
  g_test_add_func ("/format/names", test_format_names);
  g_test_add_func ("/format/defaults", test_format_defaults);
  g_test_add_func ("/format/tolerated", test_tolerated);
  g_test_add_func ("/format/errors/boj2239", test_errors_boj2239);
  g_test_add_func ("/format/errors/boj2580", test_errors_boj2580);
  g_test_add_func ("/format/errors/line", test_errors_line);
  g_test_add_func ("/format/errors/sdk", test_errors_sdk);
  g_test_add_func ("/format/errors/ss", test_errors_ss);
  g_test_add_func ("/format/errors/empty", test_errors_empty);
  g_test_add_func ("/format/errors/binary", test_errors_binary);
  g_test_add_func ("/format/errors/clear-words", test_clear_words);
  g_test_add_func ("/format/contest-not-2239", test_contest_not_2239);
  g_test_add_func ("/format/errors/short-first-row", test_short_first_row);
  g_test_add_func ("/format/stream/skipped-lines", test_stream_skipped_lines);

  return g_test_run ();
}
