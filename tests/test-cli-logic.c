/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-logic.c: sudominoku-cli generate, grade and hint, run as a player would. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "sdm-format.h"
#include "sdm-generator.h"
#include "sdm-logic.h"
#include "sdm-test-programs.h"

static char *
cli_path (void)
{
  return g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "sudominoku-cli", NULL);
}

/* Run the CLI with @args (NULL-terminated after the program), @input on stdin. A CLI killed
 * by a signal fails the test with its standard error (sdm_test_run_program). */
static int
run (const char *input, char **out, char **err, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  va_list ap;

  g_ptr_array_add (argv, cli_path ());
  va_start (ap, err);
  for (const char *a = va_arg (ap, const char *); a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, g_strdup (a));
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  return sdm_test_run_program ((const char *const *) argv->pdata, input, out, err);
}

static void
test_generate (void)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *err = NULL, *grades = NULL;
  g_auto(GStrv) lines = NULL, grade_lines = NULL;

  g_assert_cmpint (run (NULL, &a, &err, "generate", "--seed", "11", "--count", "3",
                        "--difficulty", "hard", NULL), ==, 0);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (NULL, &b, &err, "generate", "--seed", "11", "--count", "3",
                        "--difficulty", "hard", NULL), ==, 0);
  g_assert_cmpstr (a, ==, b);
  lines = g_strsplit (g_strstrip (a), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  for (int i = 0; lines[i]; i++)
    g_assert_cmpuint (strlen (lines[i]), ==, 81);

  /* grade agrees with the difficulty asked for. */
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (a, &grades, &err, "grade", NULL), ==, 0);
  grade_lines = g_strsplit (g_strstrip (grades), "\n", -1);
  g_assert_cmpuint (g_strv_length (grade_lines), ==, 3);
  for (int i = 0; grade_lines[i]; i++)
    g_assert_true (g_str_has_prefix (grade_lines[i], "hard "));

  /* Sudominoku, in the contest format: N, N dominoes, the nine lone cells, then "0". */
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (NULL, &c, &err, "generate", "--kind", "sudominoku", "--seed", "4",
                        "--difficulty", "easy", NULL), ==, 0);
  g_assert_true (g_str_has_suffix (c, "\n0\n"));
  g_assert_cmpint (atoi (c), >=, 10);

  /* Bad usage. */
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&a, g_free);
  g_assert_cmpint (run (NULL, &a, &err, "generate", "--difficulty", "impossible", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "impossible"));
  /* a negative seed is an error like any bad number (it seeded from the clock) */
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&a, g_free);
  g_assert_cmpint (run (NULL, &a, &err, "generate", "--seed", "-1", NULL), ==, 2);
  g_assert_cmpstr (a, ==, "");
  g_assert_cmpstr (err, ==, "sudominoku-cli: error: --seed must be 0 or more\n");
}

/* Every format of the table, through every writer: `generate --to F`, `convert --to F` of
 * the same puzzles, and sdm_format_write_puzzles() (what Export saves) write the same bytes,
 * and the file reads back as the same puzzles. Two puzzles, so the separator between grids
 * shows (generate used to write two sdk grids back to back). */
static void
test_formats_agree (void)
{
  guint n_formats;
  const SdmFormatInfo *formats = sdm_format_list (&n_formats);

  g_assert_cmpuint (n_formats, ==, 7);
  for (guint i = 0; i < n_formats; i++)
    {
      const char *kind = sdm_kind_to_string (formats[i].kind);
      g_autofree char *plain = NULL, *generated = NULL, *converted = NULL, *back = NULL;
      g_autofree char *err = NULL;
      g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      g_autoptr(GArray) again = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
      g_autoptr(GString) exported = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      SdmFormat detected;

      g_test_message ("format %s", formats[i].name);
      g_assert_cmpint (sdm_kind_from_string (kind), ==, formats[i].kind);
      g_assert_cmpstr (sdm_format_get_info (formats[i].format)->name, ==, formats[i].name);
      g_assert_cmpint (sdm_format_from_string (formats[i].name), ==, formats[i].format);
      g_assert_cmpint (run (NULL, &plain, &err, "generate", "--kind", kind, "--difficulty", "easy",
                            "--seed", "3", "--count", "2", NULL), ==, 0);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run (NULL, &generated, &err, "generate", "--kind", kind, "--difficulty", "easy",
                            "--seed", "3", "--count", "2", "--to", formats[i].name, NULL), ==, 0);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run (plain, &converted, &err, "convert", "--to", formats[i].name, NULL), ==, 0);
      /* Without --to, generate writes the engine's default format for the kind. */
      if (formats[i].format == sdm_format_default_for_kind (formats[i].kind))
        g_assert_cmpstr (generated, ==, plain);
      g_assert_cmpstr (generated, ==, converted);

      g_assert_true (sdm_format_parse (plain, strlen (plain), "plain", SDM_FORMAT_AUTO, NULL, puzzles, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (puzzles->len, ==, 2);
      g_assert_true (sdm_format_write_puzzles (exported, formats[i].format,
                                               (const SdmPuzzle *) puzzles->data, puzzles->len));
      g_assert_cmpstr (exported->str, ==, generated);

      /* Round trip: read as this format, the same two puzzles; converted back, the same text. */
      g_assert_true (sdm_format_parse (generated, strlen (generated), "generated", formats[i].format,
                                       &detected, again, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (again->len, ==, 2);
      for (guint p = 0; p < 2; p++)
        g_assert_true (sdm_puzzle_equal (&g_array_index (again, SdmPuzzle, p),
                                         &g_array_index (puzzles, SdmPuzzle, p)));
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run (generated, &back, &err, "convert",
                            "--to", sdm_format_to_string (sdm_format_default_for_kind (formats[i].kind)), NULL), ==, 0);
      g_array_set_size (again, 0);
      g_assert_true (sdm_format_parse (back, strlen (back), "back", SDM_FORMAT_AUTO, NULL, again, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (again->len, ==, 2);
      for (guint p = 0; p < 2; p++)   /* the domino form may list the dominoes in another order */
        g_assert_true (sdm_puzzle_equal (&g_array_index (again, SdmPuzzle, p),
                                         &g_array_index (puzzles, SdmPuzzle, p)));

      /* Its MIME type is text/plain or one data/...mime.xml defines, with its suffix. */
      if (!g_str_equal (formats[i].mime_type, "text/plain"))
        {
          g_autofree char *mime_xml = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                             "io.github.sudominoku.Sudominoku.mime.xml", NULL);
          g_autofree char *xml = NULL;
          g_autofree char *type = g_strdup_printf ("<mime-type type=\"%s\">", formats[i].mime_type);
          g_autofree char *glob = g_strdup_printf ("<glob pattern=\"*.%s\"", formats[i].suffixes[0]);
          const char *at;

          g_assert_true (g_file_get_contents (mime_xml, &xml, NULL, NULL));
          at = strstr (xml, type);
          g_assert_nonnull (at);
          g_assert_nonnull (strstr (at, glob));
        }

      /* A format holds one kind; the other is refused by every writer. */
      g_assert_true (sdm_format_holds (formats[i].format, formats[i].kind));
      g_assert_false (sdm_format_holds (formats[i].format, formats[i].kind == SDM_KIND_SUDOKU
                                                              ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU));
    }
}

/* generate's --help and its errors list the kinds, difficulties and symmetries of the
 * engine's tables, and the default format of each kind from the format table: the CLI
 * writes none of those lists itself. */
static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The file types the desktop file and the metainfo name for the app are those of the
 * format table (text/plain aside: the app reads it but is not offered for every text
 * file). */
static void
test_file_types (void)
{
  g_autofree char *desktop_path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                         "io.github.sudominoku.Sudominoku.desktop.in.in", NULL);
  g_autofree char *metainfo_path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                          "io.github.sudominoku.Sudominoku.metainfo.xml.in.in", NULL);
  g_autofree char *desktop = NULL, *metainfo = NULL;
  g_autoptr(GPtrArray) table = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) listed = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) provided = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRegex) mediatype = g_regex_new ("<mediatype>([^<]*)</mediatype>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_formats;
  const SdmFormatInfo *formats = sdm_format_list (&n_formats);

  for (guint i = 0; i < n_formats; i++)
    if (!g_str_equal (formats[i].mime_type, "text/plain")
        && !g_ptr_array_find_with_equal_func (table, formats[i].mime_type, g_str_equal, NULL))
      g_ptr_array_add (table, g_strdup (formats[i].mime_type));
  g_ptr_array_sort (table, compare_strings);

  g_assert_true (g_file_get_contents (desktop_path, &desktop, NULL, NULL));
  lines = g_strsplit (desktop, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "MimeType="))
      {
        g_auto(GStrv) types = g_strsplit (lines[i] + strlen ("MimeType="), ";", -1);

        for (guint t = 0; types[t] != NULL; t++)
          if (*types[t] != '\0')
            g_ptr_array_add (listed, g_strdup (types[t]));
      }
  g_ptr_array_sort (listed, compare_strings);
  g_ptr_array_add (table, NULL);
  g_ptr_array_add (listed, NULL);
  g_assert_cmpstrv ((char **) listed->pdata, (char **) table->pdata);

  g_assert_true (g_file_get_contents (metainfo_path, &metainfo, NULL, NULL));
  g_regex_match (mediatype, metainfo, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    g_ptr_array_add (provided, g_match_info_fetch (match, 1));
  g_ptr_array_sort (provided, compare_strings);
  g_ptr_array_add (provided, NULL);
  g_assert_cmpstrv ((char **) provided->pdata, (char **) table->pdata);

  /* The app's manual page names the suffixes of those types' formats. */
  {
    g_autofree char *man_path = g_test_build_filename (G_TEST_DIST, "..", "data", "sudominoku.6.in", NULL);
    g_autofree char *man = NULL;

    g_assert_true (g_file_get_contents (man_path, &man, NULL, NULL));
    for (guint i = 0; i < n_formats; i++)
      if (!g_str_equal (formats[i].mime_type, "text/plain"))
        {
          g_autofree char *suffix = g_strdup_printf (" .%s", formats[i].suffixes[0]);

          g_assert_nonnull (strstr (man, suffix));
        }
  }
}

static void
test_generate_lists (void)
{
  g_autofree char *help = NULL, *err = NULL;
  g_autofree char *kinds = g_strjoinv (", ", (char **) sdm_kind_names ());
  g_autofree char *difficulties = g_strjoinv (", ", (char **) sdm_difficulty_names ());
  g_autofree char *symmetries = g_strjoinv (", ", (char **) sdm_symmetry_names ());
  g_autofree char *line = NULL;
  g_autoptr(GString) defaults = g_string_new (NULL);
  const struct { const char *option, *list; } unknown[] = {
    { "--kind", kinds }, { "--difficulty", difficulties }, { "--symmetry", symmetries },
  };

  g_assert_cmpuint (g_strv_length ((char **) sdm_kind_names ()), ==, 2);
  g_assert_cmpuint (g_strv_length ((char **) sdm_difficulty_names ()), ==, SDM_N_DIFFICULTIES);
  g_assert_cmpuint (g_strv_length ((char **) sdm_symmetry_names ()), ==, SDM_SYMMETRY_MIRROR + 1);
  for (guint k = 0; sdm_kind_names ()[k] != NULL; k++)
    g_string_append_printf (defaults, "%s%s (%s)", k > 0 ? ", " : "",
                            sdm_format_to_string (sdm_format_default_for_kind (k)), sdm_kind_names ()[k]);

  g_assert_cmpint (run (NULL, &help, &err, "generate", "--help", NULL), ==, 0);
  line = g_strdup_printf ("Kind of puzzle: %s (default: sudoku)\n", kinds);
  g_assert_nonnull (strstr (help, line));
  g_clear_pointer (&line, g_free);
  line = g_strdup_printf ("Difficulty: %s (default: medium)\n", difficulties);
  g_assert_nonnull (strstr (help, line));
  g_clear_pointer (&line, g_free);
  line = g_strdup_printf ("Symmetry of Sudoku givens: %s (default: rotate-180)\n", symmetries);
  g_assert_nonnull (strstr (help, line));
  g_clear_pointer (&line, g_free);
  line = g_strdup_printf ("Write in FORMAT (default: %s)\n", defaults->str);
  g_assert_nonnull (strstr (help, line));
  g_assert_nonnull (strstr (help, "line (sudoku), contest (sudominoku)"));

  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autofree char *out = NULL, *message = NULL;

      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run (NULL, &out, &err, "generate", unknown[i].option, "nonsense", NULL), ==, 2);
      message = g_strdup_printf ("': use one of %s\n", unknown[i].list);
      g_assert_true (g_str_has_suffix (err, message));
      g_assert_cmpstr (out, ==, "");
    }
}

static void
test_hint (void)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *puzzle = "...7.8....87.5..3.....31....5.3.9..7....1...62.6.......3.1.6..28...7..9.57.....8.\n";

  g_assert_cmpint (run (puzzle, &out, &err, "hint", NULL), ==, 0);
  g_assert_cmpstr (out, ==, "In box 4, 7 can only go in row 5, column 1. The 7s in row 4 and columns 2 and 3 keep it out of the other cells.\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (puzzle, &out, &err, "hint", "--level", "1", NULL), ==, 0);
  g_assert_cmpstr (out, ==, "Hidden single in box 4. Look for a digit that has only one place left there.\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (puzzle, &out, &err, "hint", "--level", "3", NULL), ==, 0);
  g_assert_cmpstr (out, ==, "In box 4, 7 can only go in row 5, column 1. The 7s in row 4 and columns 2 and 3 keep it out of the other cells.\n  v r5c1 7\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Every step to the end: the last one fills the grid. */
  g_assert_cmpint (run (puzzle, &out, &err, "hint", "--steps", NULL), ==, 0);
  g_assert_null (strstr (out, "No technique"));
  g_assert_cmpuint (strlen (out), >, 1000);
}

/* Classic "needs guessing" is generated, reproducibly, and graded so. */
static void
test_generate_guessing (void)
{
  g_autofree char *a = NULL, *b = NULL, *err = NULL, *grades = NULL, *counts = NULL;

  g_assert_cmpint (run (NULL, &a, &err, "generate", "--seed", "5", "--difficulty", "guessing", NULL), ==, 0);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (NULL, &b, &err, "generate", "--seed", "5", "--difficulty", "guessing", NULL), ==, 0);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (strlen (a), ==, 82);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (a, &grades, &err, "grade", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (grades, "guessing "));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (a, &counts, &err, "count", NULL), ==, 0);
  g_assert_cmpstr (counts, ==, "1\n");
}

/* A saved game, as the app writes it, with @moves (lines "move …") played. */
static char *
write_saved_game (const char *givens, const char *moves)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strdup_printf ("sudominoku-game 1\nkind sudoku\ngivens %s\nelapsed 12\n%s",
                                           givens, moves);
  char *path = NULL;
  int fd = g_file_open_tmp ("sdm-hint-XXXXXX", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* Why a hidden single is one, step by step through the Baekjoon 4574 sample: the digits
 * placed elsewhere, and where they are not enough, the candidates earlier steps removed
 * (checked by hand on steps 36 and 40). */
static void
test_hint_why (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "boj4574-sample.in", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run (NULL, &out, &err, "hint", "--steps", path, NULL), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >, 40);
  g_assert_cmpstr (lines[1], ==, "In box 1, 4 can only go in row 3, column 2. The 4 in column 1 keeps it out of the other cells.");
  /* A domino with one neighbour names why each other neighbour is out (the reasons are
   * checked against the position on every such step by /logic/sound/sudominoku). */
  g_assert_cmpstr (lines[23], ==, "The cell at row 3, column 8 can only form a domino with row 3, column 7: row 2, column 8 "
                                  "and row 3, column 9 are taken and no unused pair fits it with row 4, column 8.");
  /* A domino with one place says what no other place has. */
  g_assert_cmpstr (lines[62], ==, "The domino 1–5 can only lie on row 3, column 1 and row 4, column 1: no other two "
                                  "neighbouring free cells can hold 1 and 5.");
  /* No sentence puts "a" before a digit ("a 8"). */
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_null (g_regex_match_simple ("\\ba [0-9]", lines[i], 0, 0) ? lines[i] : NULL);
  g_assert_cmpstr (lines[35], ==, "In box 2, 7 can only go in row 2, column 5. The candidates removed so far keep it out of the other cells.");
  g_assert_cmpstr (lines[39], ==, "In box 5, 7 can only go in row 4, column 4. The 7 in row 5, and the candidates removed so far, keep it out of the other cells.");
}

static void
test_hint_saved_game (void)
{
  const char *givens = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
  g_autofree char *wrong = write_saved_game (givens, "move v r1c3 1\nmove p r1c4 +6\n");
  g_autofree char *right = write_saved_game (givens, "move v r1c3 4\n");
  g_autofree char *pencil = write_saved_game (givens, "move p r1c3 +1\nmove p r1c3 +2\n");
  g_autofree char *broken = write_saved_game (givens, "move v r1c3 x\n");
  g_autofree char *out = NULL, *err = NULL, *start = NULL;

  /* A wrong digit: said first, and level 3 clears it. */
  g_assert_cmpint (run (NULL, &out, &err, "hint", "--level", "1", wrong, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "1 digit differs from the solution.\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Level 2 names the cells (issue 15: the ladder moves forward). */
  g_assert_cmpint (run (NULL, &out, &err, "hint", wrong, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "The digit in row 1, column 3 differs from the solution: Apply clears it.\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (NULL, &out, &err, "hint", "--level", "3", wrong, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "The digit in row 1, column 3 differs from the solution: Apply clears it.\n  v r1c3 0\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* From the player's position: not the hint of the start. */
  g_assert_cmpint (run (givens, &start, &err, "hint", NULL), ==, 0);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (NULL, &out, &err, "hint", right, NULL), ==, 0);
  g_assert_cmpstr (out, !=, start);
  /* Checked by hand: the 8 of row 3 rules out box 2's row 3, the 8 of column 4 r1c4. */
  g_assert_cmpstr (start, ==, "In box 2, 8 can only go in row 1, column 6. The 8s in row 3 and column 4 keep it out of the other cells.\n");
  /* With 4 in r1c3, the 1 of box 1 has one place left (checked by hand: row 2's 1 keeps
   * it out of r2c2 and r2c3). */
  g_assert_cmpstr (out, ==, "In box 1, 1 can only go in row 3, column 1. The 1 in row 2 keeps it out of the other cells.\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* --steps goes on from the position to the end. */
  g_assert_cmpint (run (NULL, &out, &err, "hint", "--steps", right, NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "In box 1, 1 can only go in row 3, column 1. The 1 in row 2 keeps it out of the other cells.\n"));
  g_assert_null (strstr (out, "No technique"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Pencil marks that leave out the cell's digit (4). */
  g_assert_cmpint (run (NULL, &out, &err, "hint", pencil, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "The pencil marks of row 1, column 3 leave out its digit: Apply puts it back.\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Level 3: Apply puts the left-out digit back. */
  g_assert_cmpint (run (NULL, &out, &err, "hint", "--level", "3", pencil, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "The pencil marks of row 1, column 3 leave out its digit: Apply puts it back.\n"
                            "  p r1c3 +4\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A saved game next to a puzzle file: both answered, in order. */
  g_assert_cmpint (run (NULL, &out, &err, "hint", wrong, right, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "The digit in row 1, column 3 differs from the solution: Apply clears it.\n"
                            "In box 1, 1 can only go in row 3, column 1. The 1 in row 2 keeps it out of the other cells.\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A bad saved game: its line named, exit status 2. */
  g_assert_cmpint (run (NULL, &out, &err, "hint", broken, NULL), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "line 5"));

  g_unlink (wrong);
  g_unlink (right);
  g_unlink (pencil);
  g_unlink (broken);
}

/* A saved game of version 3 (its history starts past dropped moves, SDM_GAME_UNDO_LIMIT):
 * hint answers from its position, the base position included. */
static void
test_hint_saved_game_v3 (void)
{
  const char *givens = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
  g_autoptr(GError) error = NULL;
  g_autofree char *base = g_strdup (givens);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *out = NULL, *err = NULL;
  int fd;

  base[2] = '1';   /* r1c3: a wrong digit, in the base, not in a move */
  text = g_strdup_printf ("sudominoku-game 3\nkind sudoku\ngivens %s\nelapsed 12\n"
                          "base-digits %s\nbase-pencil r1c4 6\nmove p r1c4 +2\n", givens, base);
  fd = g_file_open_tmp ("sdm-hint-XXXXXX", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);

  g_assert_cmpint (run (NULL, &out, &err, "hint", "--level", "1", path, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "1 digit differs from the solution.\n");
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/generate", test_generate);
  g_test_add_func ("/cli/generate-guessing", test_generate_guessing);
  g_test_add_func ("/cli/formats-agree", test_formats_agree);
  g_test_add_func ("/cli/generate-lists", test_generate_lists);
  g_test_add_func ("/cli/file-types", test_file_types);
  g_test_add_func ("/cli/hint", test_hint);
  g_test_add_func ("/cli/hint-why", test_hint_why);
  g_test_add_func ("/cli/hint-saved-game", test_hint_saved_game);
  g_test_add_func ("/cli/hint-saved-game-v3", test_hint_saved_game_v3);
  return g_test_run ();
}
