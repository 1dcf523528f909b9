/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli: runs the built sudominoku-cli and checks its output, messages and exit status. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static char *
read_data (const char *name)
{
  g_autofree char *path = data_path (name);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* ---- Listings checked against plain enumerations (issue 37) ------------------------- */

/* Classic: a plain recursive fill, cells in row-major order, digits ascending. Its first
 * @left grids are the smallest, in order. */
typedef struct {
  guint8   v[81];
  guint16  row[9], col[9], box[9];
  GString *out;
  guint    left;
} Fill;

static void
fill_cell (Fill *f, int c)
{
  int r = c / 9, k = c % 9, b = r / 3 * 3 + k / 3;

  if (f->left == 0)
    return;
  if (c == 81)
    {
      for (int i = 0; i < 81; i++)
        g_string_append_c (f->out, (char) ('0' + f->v[i]));
      g_string_append_c (f->out, '\n');
      f->left--;
      return;
    }
  if (f->v[c])
    {
      fill_cell (f, c + 1);
      return;
    }
  for (int d = 1; d <= 9 && f->left > 0; d++)
    {
      guint16 bit = 1 << d;

      if ((f->row[r] | f->col[k] | f->box[b]) & bit)
        continue;
      f->row[r] |= bit, f->col[k] |= bit, f->box[b] |= bit, f->v[c] = d;
      fill_cell (f, c + 1);
      f->row[r] &= ~bit, f->col[k] &= ~bit, f->box[b] &= ~bit, f->v[c] = 0;
    }
}

/* The @limit smallest solutions of the 81-character @line, one line each. */
static char *
plain_listing (const char *line, guint limit)
{
  Fill f = { .out = g_string_new (NULL), .left = limit };

  for (int c = 0; c < 81; c++)
    if (g_ascii_isdigit (line[c]) && line[c] != '0')
      {
        int d = line[c] - '0', r = c / 9, k = c % 9;

        f.v[c] = d;
        f.row[r] |= 1 << d, f.col[k] |= 1 << d, f.box[r / 3 * 3 + k / 3] |= 1 << d;
      }
  fill_cell (&f, 0);
  return g_string_free (f.out, FALSE);
}

/* Sudominoku: every (grid, layout) pair of a puzzle in the domino form, by the contest's
 * plain search: the first cell not covered yet, in row-major order, takes a domino to its
 * right or below with two digits of an unused pair. The distinct grids, sorted. */
typedef struct {
  guint8      v[81];
  guint8      given[81];     /* digits the grid must have (0: any) */
  gboolean    covered[81];
  guint16     row[9], col[9], box[9];
  gboolean    used[10][10];
  GHashTable *grids;
} Tiling;

static gboolean
tiling_put (Tiling *t, int c, int d, gboolean on)
{
  int r = c / 9, k = c % 9, b = r / 3 * 3 + k / 3;
  guint16 bit = 1 << d;

  if (on)
    {
      if ((t->given[c] && t->given[c] != d) || ((t->row[r] | t->col[k] | t->box[b]) & bit))
        return FALSE;
      t->row[r] |= bit, t->col[k] |= bit, t->box[b] |= bit, t->v[c] = d;
    }
  else
    t->row[r] &= ~bit, t->col[k] &= ~bit, t->box[b] &= ~bit, t->v[c] = 0;
  return TRUE;
}

static void
tiling_cell (Tiling *t, int c)
{
  while (c < 81 && t->covered[c])
    c++;
  if (c == 81)
    {
      char key[82];

      for (int i = 0; i < 81; i++)
        key[i] = (char) ('0' + t->v[i]);
      key[81] = '\0';
      g_hash_table_add (t->grids, g_strdup (key));
      return;
    }
  for (int dir = 0; dir < 2; dir++)
    {
      int p = dir == 0 ? c + 1 : c + 9;

      if ((dir == 0 && c % 9 == 8) || p >= 81 || t->covered[p])
        continue;
      t->covered[c] = t->covered[p] = TRUE;
      for (int a = 1; a <= 9; a++)
        {
          if (!tiling_put (t, c, a, TRUE))
            continue;
          for (int b = 1; b <= 9; b++)
            if (b != a && !t->used[MIN (a, b)][MAX (a, b)] && tiling_put (t, p, b, TRUE))
              {
                t->used[MIN (a, b)][MAX (a, b)] = TRUE;
                tiling_cell (t, c + 1);
                t->used[MIN (a, b)][MAX (a, b)] = FALSE;
                tiling_put (t, p, b, FALSE);
              }
          tiling_put (t, c, a, FALSE);
        }
      t->covered[c] = t->covered[p] = FALSE;
    }
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The sorted grids of @text (one puzzle in the domino form: its clue dominoes '[' ']' 'n'
 * 'u' and isolated digits '*'), with @digits (81, nullable) given as well, one line each. */
static char *
tiling_listing (const char *text, const char *digits)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  Tiling t = { .grids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) };
  g_autofree const char **keys = NULL;
  GString *out = g_string_new (NULL);
  guint n = 0;

  g_assert_cmpuint (g_strv_length (lines), >=, 19);
  for (int c = 0; c < 81; c++)
    {
      char d = lines[c / 9][c % 9], l = lines[10 + c / 9][c % 9];

      t.given[c] = digits ? (guint8) (digits[c] - '0') : g_ascii_isdigit (d) ? (guint8) (d - '0') : 0;
      if (l == '*')
        {
          g_assert_true (tiling_put (&t, c, d - '0', TRUE));
          t.covered[c] = TRUE;
        }
      else if (l == '[' || l == 'n')
        {
          int p = l == '[' ? c + 1 : c + 9;
          int a = d - '0', b = lines[p / 9][p % 9] - '0';

          g_assert_true (tiling_put (&t, c, a, TRUE) && tiling_put (&t, p, b, TRUE));
          g_assert_false (t.used[MIN (a, b)][MAX (a, b)]);
          t.used[MIN (a, b)][MAX (a, b)] = TRUE;
          t.covered[c] = t.covered[p] = TRUE;
        }
    }
  tiling_cell (&t, 0);
  keys = (const char **) g_hash_table_get_keys_as_array (t.grids, &n);
  qsort (keys, n, sizeof *keys, compare_strings);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s\n", keys[i]);
  g_hash_table_unref (t.grids);
  return g_string_free (out, FALSE);
}

/* Run the CLI with @args (NULL-terminated), feeding @input on standard input. */
static void
run_cli (Run *run, const char *input, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *stdin_path = NULL;
  int fd;
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "sudominoku-cli", NULL));
  va_start (args, input);
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, g_strdup (a));
  va_end (args);
  g_ptr_array_add (argv, NULL);

  /* Standard input from a file, so that a program that exits without reading it is fine. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  fd = g_file_open_tmp ("test-cli-XXXXXX", &stdin_path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (stdin_path, input ? input : "", -1, &error);
  g_assert_no_error (error);
  g_subprocess_launcher_set_stdin_file_path (launcher, stdin_path);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_unlink (stdin_path);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
test_contest_samples (void)
{
  const char *names[] = { "boj2239-sample", "boj2580-sample" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *in_name = g_strconcat (names[i], ".in", NULL);
      g_autofree char *out_name = g_strconcat (names[i], ".out", NULL);
      g_autofree char *in = read_data (in_name);
      g_autofree char *expected = read_data (out_name);
      g_autofree char *in_path = data_path (in_name);
      g_auto(Run) by_stdin = { 0 };
      g_auto(Run) by_solve = { 0 };
      g_auto(Run) by_file = { 0 };

      /* Standard input, no command: what a judge does. */
      run_cli (&by_stdin, in, NULL);
      g_assert_cmpstr (by_stdin.out, ==, expected);
      g_assert_cmpstr (by_stdin.err, ==, "");
      g_assert_cmpint (by_stdin.status, ==, 0);

      run_cli (&by_solve, in, "solve", "-", NULL);
      g_assert_cmpstr (by_solve.out, ==, expected);

      run_cli (&by_file, NULL, "solve", "--any", in_path, NULL);
      g_assert_cmpstr (by_file.out, ==, expected);
      g_assert_cmpint (by_file.status, ==, 0);
    }
}

static void
test_solve_lexmin_and_several_files (void)
{
  g_autofree char *a = data_path ("boj2239-sample.in");
  g_autofree char *expected = read_data ("boj2239-sample.out");
  g_autofree char *twice = g_strconcat (expected, "\n", expected, NULL);
  g_auto(Run) empty = { 0 };
  g_auto(Run) files = { 0 };

  /* The empty grid in line format: the smallest solution. */
  run_cli (&empty, "................................................................................."
           "\n", NULL);
  g_assert_cmpstr (empty.out, ==,
                   "123456789456789123789123456214365897365897214897214365531642978642978531978531642\n");
  g_assert_cmpint (empty.status, ==, 0);

  /* Two grid files: the answers one after the other, an empty line between. */
  run_cli (&files, NULL, a, a, NULL);
  g_assert_cmpstr (files.out, ==, twice);
  g_assert_cmpint (files.status, ==, 0);
}

static void
test_no_solution (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run,
           "# line 1 is fine, line 2 has none\n"
           "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
           "12345678.........9...............................................................\n",
           NULL);
  g_assert_cmpstr (run.out, ==,
                   "468931527751624839392578461134756298289413675675289314846192753513867942927345186\n");
  g_assert_cmpstr (run.err, ==, "<stdin>: puzzle 2: error: no solution exists\n");
  g_assert_cmpint (run.status, ==, 1);
}

static void
test_contradiction (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) count = { 0 };

  run_cli (&run, "5.....5..........................................................................\n", NULL);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==,
                   "<stdin>: puzzle 1: error: the givens contradict each other: 5 twice in row 1: r1c1 and r1c7\n");
  g_assert_cmpint (run.status, ==, 1);

  run_cli (&count, "5.....5..........................................................................\n",
           "count", NULL);
  g_assert_cmpstr (count.out, ==, "0\n");
  g_assert_cmpint (count.status, ==, 1);
}

static void
test_bad_input (void)
{
  g_autofree char *in = read_data ("boj2239-sample.in");
  g_auto(Run) run = { 0 };
  g_auto(Run) missing = { 0 };
  g_auto(Run) binary = { 0 };

  /* Row 5 "060000050" with 'x' in column 7. */
  in[4 * 10 + 6] = 'x';
  run_cli (&run, in, NULL);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "<stdin>:5:7: error: expected a digit 0-9, found 'x'\n"
                                "<stdin>: note: read as boj2239, the format guessed from the text; "
                                "--format FORMAT reads it as another\n");
  g_assert_cmpint (run.status, ==, 2);

  run_cli (&missing, NULL, "solve", "/nonexistent/puzzle.txt", NULL);
  g_assert_true (g_str_has_prefix (missing.err, "/nonexistent/puzzle.txt: error: "));
  g_assert_cmpint (missing.status, ==, 2);

  run_cli (&binary, "\x7f" "ELF\x01\x02", NULL);
  g_assert_cmpstr (binary.out, ==, "");
  g_assert_cmpint (binary.status, ==, 2);
}

static void
test_usage (void)
{
  g_auto(Run) help = { 0 };
  g_auto(Run) bad_option = { 0 };
  g_auto(Run) bad_format = { 0 };
  g_auto(Run) no_to = { 0 };
  g_auto(Run) forced = { 0 };
  g_autofree char *in = read_data ("boj2239-sample.in");

  run_cli (&help, NULL, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  for (const char *const *w = (const char *const[]) { "solve", "count", "check", "convert", "bench",
                                                     "boj2580", "boj2239", "line", "sdk", "ss", NULL };
       *w; w++)
    g_assert_nonnull (strstr (help.out, *w));

  run_cli (&bad_option, NULL, "--frobnicate", NULL);
  g_assert_cmpint (bad_option.status, ==, 2);
  g_assert_true (g_str_has_prefix (bad_option.err, "sudominoku-cli: error: "));

  run_cli (&bad_format, in, "--format", "xml", NULL);
  g_assert_cmpint (bad_format.status, ==, 2);

  {
    g_auto(Run) both = { 0 };
    run_cli (&both, in, "--any", "--lexmin", NULL);
    g_assert_cmpint (both.status, ==, 2);
    g_assert_cmpstr (both.out, ==, "");
  }

  run_cli (&no_to, in, "convert", NULL);
  g_assert_cmpint (no_to.status, ==, 2);

  /* Forced format: the 2239 grid is not a line collection. */
  run_cli (&forced, in, "--format", "line", NULL);
  g_assert_cmpstr (forced.err, ==, "<stdin>:1:10: error: expected a digit 1-9, '.' or '0', found end of line\n");
  g_assert_cmpint (forced.status, ==, 2);
}

/* solve --all-limit: every solution up to the limit, smallest first; a note when it stops at
 * the limit; usage errors for a limit below 1 or with --any / --lexmin. */
static void
test_solve_all (void)
{
  g_auto(Run) two = { 0 };
  g_auto(Run) capped = { 0 };
  g_auto(Run) zero = { 0 };
  g_auto(Run) with_any = { 0 };
  g_auto(Run) none = { 0 };

  /* a solved grid with a "deadly rectangle" blanked: exactly two solutions */
  run_cli (&two, "4689.15.77516.48.9392578461134756298289413675675289314846192753513867942927345186\n",
           "solve", "--all-limit", "5", NULL);
  g_assert_cmpstr (two.out, ==,
                   "468921537751634829392578461134756298289413675675289314846192753513867942927345186\n"
                   "468931527751624839392578461134756298289413675675289314846192753513867942927345186\n");
  g_assert_cmpstr (two.err, ==, "");
  g_assert_cmpint (two.status, ==, 0);

  run_cli (&capped, ".................................................................................\n",
           "solve", "--all-limit", "3", NULL);
  g_assert_cmpint (capped.status, ==, 0);
  g_assert_cmpstr (capped.err, ==, "<stdin>: puzzle 1: stopped at 3 solutions (--all-limit); there are more\n");
  {
    g_auto(GStrv) lines = g_strsplit (capped.out, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 4);
    g_assert_cmpint (strcmp (lines[0], lines[1]), <, 0);
    g_assert_cmpint (strcmp (lines[1], lines[2]), <, 0);
    g_assert_cmpstr (lines[3], ==, "");
  }

  run_cli (&none, "11...............................................................................\n",
           "solve", "--all-limit", "3", NULL);
  g_assert_cmpstr (none.out, ==, "");
  g_assert_cmpint (none.status, ==, 1);

  run_cli (&zero, "", "solve", "--all-limit", "0", NULL);
  g_assert_cmpint (zero.status, ==, 2);
  g_assert_nonnull (strstr (zero.err, "--all-limit must be at least 1"));
  run_cli (&with_any, "", "solve", "--all-limit", "2", "--any", NULL);
  g_assert_cmpint (with_any.status, ==, 2);
}

/* --all-limit with a huge N on the empty grid: the smallest grids in order, written as
 * they are found (no longer kept to be sorted, at most 100,000 of them), until --timeout
 * stops it: exit 3, and the grids it wrote are the smallest. The output goes to a file:
 * read through a pipe it takes minutes under AddressSanitizer (the buffer grows by copies). */
static void
test_solve_all_bounded (void)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_autofree char *in_path = g_build_filename (dir, "in.txt", NULL);
  g_autofree char *out_path = g_build_filename (dir, "out.txt", NULL);
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "sudominoku-cli", NULL);
  const char *empty = ".................................................................................";
  g_autofree char *err = NULL;
  g_autofree char *out = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *note = NULL;
  gsize len = 0, n;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (in_path, ".................................................................................\n", -1, NULL));
  g_subprocess_launcher_set_stdin_file_path (launcher, in_path);
  g_subprocess_launcher_set_stdout_file_path (launcher, out_path);
  process = g_subprocess_launcher_spawn (launcher, &error, cli, "solve", "--all-limit", "2147483647",
                                         "--timeout", "2", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 3);
  g_assert_true (g_file_get_contents (out_path, &out, &len, NULL));
  g_assert_cmpuint (len % 82, ==, 0);
  n = len / 82;
  g_assert_cmpuint (n, >=, 100);
  note = g_strdup_printf ("<stdin>: puzzle 1: stopped after 2 seconds (--timeout) with %" G_GSIZE_FORMAT
                          " solutions; there may be more\n", n);
  g_assert_cmpstr (err, ==, note);
  /* the first 1,000 as the plain fill lists them, the rest each after the one before (not
   * g_strsplit(): its strstr() is quadratic under AddressSanitizer) */
  expected = plain_listing (empty, (guint) MIN (n, 1000));
  g_assert_cmpint (memcmp (out, expected, strlen (expected)), ==, 0);
  for (gsize i = 1; i < n; i++)
    {
      g_assert_cmpint (out[i * 82 + 81], ==, '\n');
      g_assert_cmpint (memcmp (out + (i - 1) * 82, out + i * 82, 81), <, 0);
    }
  g_unlink (in_path);
  g_unlink (out_path);
  g_rmdir (dir);
}

/* hint on a saved game larger than any game needs: refused after 2 MiB, not replayed
 * (a 100 MB one took 24 s). */
static void
test_hint_huge_save (void)
{
  g_autoptr(GString) save = g_string_new ("sudominoku-game 1\nkind sudoku\ngivens ");
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_auto(Run) run = { 0 };
  int fd;

  for (int c = 0; c < 81; c++)
    g_string_append_c (save, '0');
  g_string_append (save, "\nelapsed 0\n");
  while (save->len < 3 * 1024 * 1024)
    g_string_append (save, "move v r1c1 1\nmove v r1c1 2\n");
  fd = g_file_open_tmp ("test-cli-save-XXXXXX", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, save->str, save->len, NULL));
  run_cli (&run, NULL, "hint", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Saved game: larger than 2 MiB, which no game needs"));
  g_unlink (path);
}

/* --timeout: a search that cannot end in time says so (exit 3, "?" for count), one that can
 * is not changed; bad values are usage errors. */
static void
test_timeout (void)
{
  const char *empty = ".................................................................................\n";
  const char *bad[] = { "-1", "nan", "1e30", "soon", "0x10", "inf", "1.5s", "" };
  g_auto(Run) count = { 0 };
  g_auto(Run) solve = { 0 };
  g_auto(Run) check = { 0 };
  g_auto(Run) quick = { 0 };

  run_cli (&count, empty, "count", "--limit", "100000000", "--timeout", "0.05", NULL);
  g_assert_cmpint (count.status, ==, 3);
  g_assert_cmpstr (count.out, ==, "?\n");
  g_assert_cmpstr (count.err, ==, "<stdin>: puzzle 1: error: not decided within 0.05 seconds (--timeout)\n");

  run_cli (&solve, empty, "solve", "--all-limit", "99999999", "--timeout", "0.5", NULL);
  g_assert_cmpint (solve.status, ==, 3);
  g_assert_true (g_str_has_prefix (solve.err, "<stdin>: puzzle 1: stopped after 0.5 seconds (--timeout) with "));
  g_assert_true (g_str_has_suffix (solve.err, " solutions; there may be more\n"));

  run_cli (&check, "11...............................................................................\n",
           "check", "--timeout", "5", NULL);
  g_assert_cmpint (check.status, ==, 1);

  run_cli (&quick, empty, "count", "--timeout", "30", NULL);
  g_assert_cmpint (quick.status, ==, 0);
  g_assert_cmpstr (quick.out, ==, "2+\n");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, empty, "solve", "--timeout", bad[i], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "--timeout"));
    }
}

/* Nine lone digits, no clue domino, among the slowest layouts of the sudominoku-commands
 * benchmark: counting to 2 takes about 100,000 nodes (0.15 s), the smallest grid 0.45 s
 * in all. */
static const char hard_layout[] =
  ".........\n" "2..7.....\n" "1.3......\n" ".........\n" ".9..4..8.\n" "......5..\n"
  ".........\n" "...6.....\n" ".........\n" "\n"
  ".........\n" "*..*.....\n" "*.*......\n" ".........\n" ".*..*..*.\n" "......*..\n"
  ".........\n" "...*.....\n" ".........\n";

/* Nine lone digits whose count takes about 400 nodes and the smallest grid 115,000 more
 * (0.17 s): a timeout of 0.05 s stops the search for the smallest, not the count. (It
 * took 12.8 million nodes, 13 s, until the free cells' matching dropped edges.) */
static const char lexmin_layout[] =
  ".........\n" ".....6.9.\n" "....8....\n" "....5....\n" ".........\n" "1...4..3.\n"
  ".........\n" "7........\n" "........2\n" "\n"
  ".........\n" ".....*.*.\n" "....*....\n" "....*....\n" ".........\n" "*...*..*.\n"
  ".........\n" "*........\n" "........*\n";

/* Every command that searches, stopped by --timeout, says so and prints no answer as if
 * it were final: solve (smallest, any, every), count, check, grade and hint. The smallest
 * grid stopped in its refinement printed the unrefined grid with status 0. */
static void
test_timeout_honest (void)
{
  static const struct {
    const char *args[5];   /* up to the first NULL */
    const char *out;     /* NULL: nothing */
  } cases[] = {
    { { "solve", "--timeout", "0.05" }, NULL },   /* on lexmin_layout */
    { { "solve", "--timeout", "0.000001" }, NULL },
    { { "solve", "--any", "--timeout", "0.000001" }, NULL },
    { { "solve", "--all-limit", "5", "--timeout", "0.000001" }, NULL },
    { { "count", "--timeout", "0.000001" }, "?\n" },
    { { "grade", "--timeout", "0.000001" }, "?\n" },
    { { "check", "--timeout", "0.000001" }, "<stdin>: puzzle 1: not decided in time (--timeout)\n" },
    { { "hint", "--timeout", "0.000001" }, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *const *a = cases[i].args;
      g_auto(Run) run = { 0 };

      run_cli (&run, i == 0 ? lexmin_layout : hard_layout, a[0], a[1], a[2], a[3], a[4], NULL);
      g_test_message ("%s %s: %d %s", a[0], a[1], run.status, run.err);
      g_assert_cmpint (run.status, ==, 3);
      g_assert_cmpstr (run.out, ==, cases[i].out ? cases[i].out : "");
      g_assert_nonnull (strstr (run.err, "<stdin>: puzzle 1: error: not decided within "));
    }
}

static void
test_count (void)
{
  g_autofree char *multi = data_path ("sudoku-multi.txt");
  g_auto(Run) run = { 0 };
  g_auto(Run) many = { 0 };
  g_auto(Run) bad = { 0 };

  run_cli (&run,
           "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
           ".................................................................................\n",
           "count", NULL);
  /* 2+: the count stopped at the limit */
  g_assert_cmpstr (run.out, ==, "1\n2+\n");
  g_assert_cmpint (run.status, ==, 0);

  run_cli (&many, NULL, "count", "--limit", "7", multi, NULL);
  g_assert_cmpint (many.status, ==, 0);
  {
    g_auto(GStrv) lines = g_strsplit (many.out, "\n", -1);
    guint n = g_strv_length (lines);

    g_assert_cmpuint (n, ==, 101);   /* 100 lines and the empty rest */
    for (guint i = 0; i < 100; i++)
      {
        char *end = NULL;
        gint64 v = g_ascii_strtoll (lines[i], &end, 10);

        g_assert_cmpint (v, >=, 2);
        g_assert_cmpint (v, <=, 7);
        /* "7+" at the limit, a plain number below it: the exact count */
        g_assert_cmpstr (end, ==, v == 7 ? "+" : "");
      }
  }

  run_cli (&bad, "", "count", "--limit", "0", NULL);
  g_assert_cmpint (bad.status, ==, 2);
}

static void
test_convert (void)
{
  g_autofree char *in = read_data ("boj2580-sample.in");
  g_auto(Run) sdk = { 0 };
  g_auto(Run) back = { 0 };
  g_auto(Run) ss = { 0 };

  run_cli (&sdk, in, "convert", "--to", "sdk", NULL);
  g_assert_cmpint (sdk.status, ==, 0);
  g_assert_cmpstr (sdk.out, ==,
                   ".35469278\n7821.56.9\n.6.278135\n321.46897\n8.49135.6\n59682.413\n917652.8.\n6.37.1952\n25839476.\n");

  run_cli (&back, sdk.out, "convert", "--to", "boj2580", NULL);
  g_assert_cmpstr (back.out, ==, in);

  run_cli (&ss, in, "convert", "--to", "ss", NULL);
  g_assert_true (g_str_has_prefix (ss.out, "*-----------*\n|.35|469|278|\n"));
}

static void
test_check (void)
{
  g_auto(Run) ok = { 0 };
  g_auto(Run) clash = { 0 };
  g_auto(Run) none = { 0 };

  run_cli (&ok,
           "123456789456789123789123456214365897365897214897214365531642978642978531978531642\n"
           "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n",
           "check", NULL);
  g_assert_cmpstr (ok.out, ==,
                   "<stdin>: puzzle 1: a complete, valid solution\n"
                   "<stdin>: puzzle 2: no clashes, 63 cells empty, one solution\n");
  g_assert_cmpint (ok.status, ==, 0);

  run_cli (&clash, "123456789456789123789123456214365897365897214897214365531642978642978531978531622\n",
           "check", NULL);
  g_assert_cmpstr (clash.out, ==,
                   "<stdin>: puzzle 1: 3 clashes\n"
                   "  2 twice in row 9: r9c8 and r9c9\n"
                   "  2 twice in column 8: r2c8 and r9c8\n"
                   "  2 twice in box 9: r9c8 and r9c9\n");
  g_assert_cmpint (clash.status, ==, 1);

  run_cli (&none, "12345678.........9...............................................................\n",
           "check", NULL);
  g_assert_cmpstr (none.out, ==, "<stdin>: puzzle 1: no clashes, 72 cells empty, but no solution exists\n");
  g_assert_cmpint (none.status, ==, 1);
}

static void
test_bench (void)
{
  g_autofree char *path = data_path ("sudoku-multi.txt");
  g_auto(Run) run = { 0 };
  g_auto(Run) shuffled = { 0 };

  run_cli (&run, NULL, "bench", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "100 puzzles"));
  g_assert_nonnull (strstr (run.out, "unique 0, several 100, none 0"));

  /* Isomorphs of 2+-solution puzzles still have 2+ solutions. */
  run_cli (&shuffled, NULL, "bench", "--shuffle", "7", path, NULL);
  g_assert_cmpint (shuffled.status, ==, 0);
  g_assert_nonnull (strstr (shuffled.out, "unique 0, several 100, none 0"));
}

/* The digit grids of solve's output in the domino form (rows of 9 digits; the layout rows
 * have none), one line each. */
static char *
domino_grids (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  GString *grids = g_string_new (NULL);
  guint rows = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (strlen (lines[i]) == 9 && strspn (lines[i], "123456789") == 9)
      {
        g_string_append (grids, lines[i]);
        if (++rows % 9 == 0)
          g_string_append_c (grids, '\n');
      }
  g_assert_cmpuint (rows % 9, ==, 0);
  return g_string_free (grids, FALSE);
}

/* The first @n lines of @text. */
static char *
first_lines (const char *text, guint n)
{
  const char *p = text;

  for (guint i = 0; i < n && *p; i++)
    p = strchr (p, '\n') + 1;
  return g_strndup (text, (gsize) (p - text));
}

/* solve --all-limit N prints the N smallest solutions, as a plain row-major fill lists
 * them: it once printed N it happened to find, sorted. On the empty grid, a grid with two
 * solutions and puzzles of sudoku-multi.txt with more than N. */
static void
test_solve_all_smallest (void)
{
  g_autofree char *multi = read_data ("sudoku-multi.txt");
  g_auto(GStrv) multi_lines = g_strsplit (multi, "\n", -1);
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new ();
  guint limits[] = { 1, 3, 10, 50 };

  g_ptr_array_add (puzzles, (gpointer) ".................................................................................");
  g_ptr_array_add (puzzles, (gpointer) "4689.15.77516.48.9392578461134756298289413675675289314846192753513867942927345186");
  for (guint i = 0, n = 0; multi_lines[i] != NULL && n < 6; i++)
    if (strlen (multi_lines[i]) >= 81 && multi_lines[i][0] != '#')
      g_ptr_array_add (puzzles, multi_lines[i]), n++;

  for (guint i = 0; i < puzzles->len; i++)
    for (guint k = 0; k < G_N_ELEMENTS (limits); k++)
      {
        g_autofree char *line = g_strndup (g_ptr_array_index (puzzles, i), 81);
        g_autofree char *input = g_strconcat (line, "\n", NULL);
        g_autofree char *limit = g_strdup_printf ("%u", limits[k]);
        g_autofree char *expected = plain_listing (line, limits[k] + 1);
        guint n_expected = 0;
        g_autofree char *first = NULL;
        g_auto(Run) run = { 0 };

        for (const char *p = expected; *p; p++)
          n_expected += *p == '\n';
        first = first_lines (expected, limits[k]);
        run_cli (&run, input, "solve", "--all-limit", limit, NULL);
        g_test_message ("puzzle %u, --all-limit %u: %u solutions or more", i, limits[k], n_expected);
        g_assert_cmpstr (run.out, ==, first);
        g_assert_cmpint (run.status, ==, 0);
        if (n_expected > limits[k])
          {
            g_autofree char *note = g_strdup_printf (limits[k] == 1 ? "<stdin>: puzzle 1: stopped at %u solution (--all-limit); there are more\n"
                                                                    : "<stdin>: puzzle 1: stopped at %u solutions (--all-limit); there are more\n",
                                                     limits[k]);
            g_assert_cmpstr (run.err, ==, note);
          }
        else
          g_assert_cmpstr (run.err, ==, "");
      }
}

/* A Sudominoku layout with 7 clue dominoes (the official sample's first puzzle with its
 * last three dropped), 5 grids (the plain search takes minutes on layouts with 50): solve --all-limit lists the smallest as the contest's plain
 * search over grids and layouts finds them, every one when N is more. */
static const char *const few_clue_layouts[] = {
  ".72.....5\n.61...842\n..9218..7\n..6.....3\n7.8.6....\n4...32...\n.........\n.........\n9..4.....\n\n"
  ".**.....*\n.[]...[]n\n..[]**..u\n..n.....*\nn.u.*....\nu...[]...\n.........\n.........\n*..*.....\n",
};

static void
test_solve_all_smallest_sudominoku (void)
{
  guint limits[] = { 1, 3, 10, 200 };

  for (guint i = 0; i < G_N_ELEMENTS (few_clue_layouts); i++)
    {
      g_autofree char *all = tiling_listing (few_clue_layouts[i], NULL);
      guint n_all = 0;

      for (const char *p = all; *p; p++)
        n_all += *p == '\n';
      g_test_message ("layout %u: %u grids", i, n_all);
      g_assert_cmpuint (n_all, >=, 5);
      for (guint k = 0; k < G_N_ELEMENTS (limits); k++)
        {
          g_autofree char *limit = g_strdup_printf ("%u", limits[k]);
          g_autofree char *expected = first_lines (all, limits[k]);
          g_autofree char *got = NULL;
          g_auto(Run) run = { 0 };

          run_cli (&run, few_clue_layouts[i], "solve", "--all-limit", limit, NULL);
          got = domino_grids (run.out);
          g_assert_cmpstr (got, ==, expected);
          g_assert_cmpint (run.status, ==, 0);
        }
    }
}

/* A layout of lone digits alone has more grids than any plain search lists: the listing
 * starts at the smallest grid (solve's) and goes up, each grid a Sudominoku of the layout
 * (the plain search finds a layout for it). It once printed three grids starting 573164829
 * where the smallest starts 143657829. */
static void
test_solve_all_lone_digits (void)
{
  const char *layout = ".........\n.....6.9.\n....8....\n....5....\n.........\n1...4..3.\n"
                       ".........\n7........\n........2\n\n"
                       ".........\n.....*.*.\n....*....\n....*....\n.........\n*...*..*.\n"
                       ".........\n*........\n........*\n";
  g_auto(Run) smallest = { 0 };
  g_auto(Run) run = { 0 };
  g_autofree char *first = NULL;
  g_autofree char *grids = NULL;
  g_auto(GStrv) lines = NULL;

  run_cli (&smallest, layout, "solve", NULL);
  run_cli (&run, layout, "solve", "--all-limit", "3", NULL);
  first = domino_grids (smallest.out);
  grids = domino_grids (run.out);
  g_assert_cmpuint (strlen (first), ==, 82);
  g_assert_true (g_str_has_prefix (grids, first));
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "<stdin>: puzzle 1: stopped at 3 solutions (--all-limit); there are more\n");
  lines = g_strsplit (grids, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *check = tiling_listing (layout, lines[i]);
      g_autofree char *line = g_strconcat (lines[i], "\n", NULL);

      g_assert_cmpstr (check, ==, line);
      if (i > 0)
        g_assert_cmpint (strcmp (lines[i - 1], lines[i]), <, 0);
    }
}

/* Conventions (issue 37): "--" ends the options of every command (a later "-" or
 * "-name" is a file: "--" was taken for a file when one followed it); a short option means
 * one thing everywhere (-t is --timeout, -s --seed: --to and --shuffle have none); a
 * "cannot" says why. */
static void
test_conventions (void)
{
  g_autofree char *in = read_data ("boj2239-sample.in");
  g_autofree char *expected = read_data ("boj2239-sample.out");
  const char *const commands[][3] = {
    { "solve" }, { "count" }, { "check" }, { "grade" }, { "hint" }, { "convert", "--to", "line" },
  };
  g_auto(Run) solve = { 0 };
  g_auto(Run) to = { 0 };
  g_auto(Run) shuffle = { 0 };
  g_auto(Run) seed = { 0 };
  g_auto(Run) timeout = { 0 };
  g_auto(Run) dominoes = { 0 };
  g_auto(Run) none = { 0 };
  g_autofree char *contest = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "boj4574-sample.in", NULL);

  run_cli (&solve, in, "solve", "--", "-", NULL);
  g_assert_cmpstr (solve.out, ==, expected);
  g_assert_cmpstr (solve.err, ==, "");
  g_assert_cmpint (solve.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0 };

      if (commands[i][1] != NULL)
        run_cli (&run, in, commands[i][0], commands[i][1], commands[i][2], "--", "-", NULL);
      else
        run_cli (&run, in, commands[i][0], "--", "-", NULL);
      g_test_message ("%s -- -: %d %s", commands[i][0], run.status, run.err);
      g_assert_null (strstr (run.err, "--: error"));
      g_assert_cmpint (run.status, ==, 0);
    }
  run_cli (&none, in, "solve", "--", "-no-such-file", NULL);
  g_assert_cmpstr (none.err, ==, "-no-such-file: error: No such file or directory\n");
  g_assert_cmpint (none.status, ==, 2);

  run_cli (&to, in, "convert", "-t", "sdk", NULL);
  g_assert_cmpint (to.status, ==, 2);
  g_assert_cmpstr (to.out, ==, "");
  run_cli (&shuffle, NULL, "bench", "-s", "7", contest, NULL);
  g_assert_cmpint (shuffle.status, ==, 2);
  run_cli (&seed, NULL, "generate", "-s", "3", NULL);
  g_assert_cmpint (seed.status, ==, 0);
  run_cli (&timeout, in, "solve", "-t", "5", NULL);
  g_assert_cmpstr (timeout.out, ==, expected);

  run_cli (&dominoes, NULL, "convert", "--to", "sdk", contest, NULL);
  g_assert_cmpint (dominoes.status, ==, 2);
  g_assert_nonnull (strstr (dominoes.err, "puzzle 1: error: cannot be written in the sdk format: "
                                          "sdk holds Sudoku grids only, without dominoes\n"));
}

/* check --puzzle: grids checked against the puzzle they came from: its solution, a cell
 * that differs from a given, a digit in no solution, a puzzle of the other kind. */
static void
test_check_puzzle (void)
{
  const char *puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n";
  const char *solution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *contest = g_test_build_filename (G_TEST_DIST, "data", "sudominoku", "boj4574-sample.in", NULL);
  g_auto(Run) solved = { 0 };
  g_auto(Run) differs = { 0 };
  g_auto(Run) wrong = { 0 };
  g_auto(Run) kind = { 0 };
  g_autofree char *changed = g_strdup (solution);
  g_autofree char *position = g_strdup (puzzle);

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, puzzle, -1, NULL));
  run_cli (&solved, solution, "check", "--puzzle", path, NULL);
  g_assert_cmpstr (solved.out, ==, "<stdin>: puzzle 1: The puzzle is solved\n");
  g_assert_cmpint (solved.status, ==, 0);

  changed[0] = '5';
  run_cli (&differs, changed, "check", "--puzzle", path, NULL);
  g_assert_cmpstr (differs.out, ==, "<stdin>: puzzle 1: 1 cell differs from the puzzle's givens\n"
                                    "  5 at row 1, column 1, where the puzzle gives 4\n");
  g_assert_cmpint (differs.status, ==, 1);

  position[1] = '9';
  run_cli (&wrong, position, "check", "-p", path, NULL);
  g_assert_true (g_str_has_suffix (wrong.out, "\n  wrong digit: 9 at row 1, column 2\n"));
  g_assert_cmpint (wrong.status, ==, 1);

  run_cli (&kind, NULL, "check", "--puzzle", path, contest, NULL);
  g_assert_nonnull (strstr (kind.err, "puzzle 1: error: cannot check it against "));
  g_assert_nonnull (strstr (kind.err, ": it is a sudominoku, the puzzle a sudoku\n"));
  g_assert_cmpint (kind.status, ==, 2);
  g_unlink (path);
  g_rmdir (dir);
}

/* check --puzzle with a PUZZLE file of many puzzles, read as far as the checks need: each
 * FILE's grids numbered from 1 against it, with --jobs 1 and 2 alike; a FILE longer than
 * PUZZLE; a PUZZLE that goes wrong after its first puzzles (the grids before are checked). */
static void
test_check_puzzle_many (void)
{
  g_autofree char *hardest = read_data ("sudoku-hardest.txt");
  g_autofree char *puzzles = g_strconcat (hardest, hardest, hardest, hardest, hardest, hardest, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "puzzles.sdm", NULL);
  g_autofree char *solutions_path = g_build_filename (dir, "solutions.sdm", NULL);
  g_autofree char *broken_path = g_build_filename (dir, "broken.sdm", NULL);
  g_autofree char *broken = NULL;
  g_autofree char *more = NULL;
  g_auto(Run) solved = { 0 };
  g_auto(Run) one = { 0 };
  g_auto(Run) two = { 0 };
  g_auto(Run) longer = { 0 };
  g_auto(Run) cut = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, puzzles, -1, NULL));
  run_cli (&solved, puzzles, "solve", NULL);
  g_assert_cmpint (solved.status, ==, 0);
  g_assert_true (g_file_set_contents (solutions_path, solved.out, -1, NULL));
  n = g_strv_length (lines = g_strsplit (solved.out, "\n", -1)) - 1;
  g_assert_cmpuint (n, >, 256);

  /* two FILEs: each numbered from 1, every grid the solution of its puzzle */
  run_cli (&one, NULL, "check", "--jobs", "1", "--puzzle", path, solutions_path, solutions_path, NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_clear_pointer (&lines, g_strfreev);
  lines = g_strsplit (one.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines) - 1, ==, 2 * n);
  for (guint i = 0; lines[i][0] != '\0'; i++)
    g_assert_true (g_str_has_suffix (lines[i], ": The puzzle is solved"));
  run_cli (&two, NULL, "check", "--jobs", "2", "--puzzle", path, solutions_path, solutions_path, NULL);
  g_assert_cmpstr (two.out, ==, one.out);
  g_assert_cmpstr (two.err, ==, one.err);
  g_assert_cmpint (two.status, ==, one.status);

  /* more grids than puzzles */
  more = g_strconcat (solved.out, solved.out, NULL);
  run_cli (&longer, more, "check", "--puzzle", path, NULL);
  g_assert_cmpint (longer.status, ==, 2);
  g_assert_nonnull (strstr (longer.err, "has no puzzle 300 (--puzzle)"));

  /* a PUZZLE broken after its 100th line: the grids before it are checked */
  broken = g_strconcat (hardest, hardest, "12x\n", hardest, NULL);
  g_assert_true (g_file_set_contents (broken_path, broken, -1, NULL));
  run_cli (&cut, NULL, "check", "--puzzle", broken_path, solutions_path, NULL);
  g_assert_cmpint (cut.status, ==, 2);
  g_assert_nonnull (strstr (cut.out, "puzzle 94: The puzzle is solved\n"));
  g_assert_null (strstr (cut.out, "puzzle 95:"));
  g_assert_nonnull (strstr (cut.err, "broken.sdm:97:3: error: expected a digit 1-9, '.' or '0', found 'x'"));
  g_unlink (path);
  g_unlink (solutions_path);
  g_unlink (broken_path);
  g_rmdir (dir);
}

/* ---- --jobs (issue 37) ---------------------------------------------------------------- */

/* The first @n puzzles of a contest-format text, without its final 0. */
static char *
first_contest_puzzles (const char *text, guint n)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);
  guint i = 0;

  for (guint k = 0; k < n && lines[i] != NULL; k++)
    {
      guint dominoes = (guint) atoi (lines[i]);

      g_assert_cmpuint (dominoes, >=, 10);
      for (guint j = 0; j < dominoes + 2; j++, i++)
        g_string_append_printf (out, "%s\n", lines[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Every reading command prints the same bytes, messages and exit status with --jobs 2 and 4
 * as with --jobs 1, on inputs of both kinds whose puzzles are answered, refused (givens
 * that clash, a Sudominoku that sdk cannot hold) and cut short by a syntax error, in the
 * middle of a file and after its last puzzle. Each holds more than the 256 puzzles the main
 * thread answers alone before the threads start (sdm-cli-each.c), so both are compared. */
static void
test_jobs_same_bytes (void)
{
  g_autofree char *multi = read_data ("sudoku-multi.txt");
  g_autofree char *hardest = read_data ("sudoku-hardest.txt");
  g_autofree char *contest = read_data ("sudominoku/public.in");
  g_autofree char *all_contest = first_contest_puzzles (contest, 52);
  g_autofree char *classic = g_strconcat (multi, "11", "...............................................................................\n",
                                          hardest, NULL);
  g_autofree char *classic_end = g_strconcat (classic, classic, "1234\n", NULL);
  g_autofree char *before_error = g_strconcat (classic, classic, hardest, NULL);
  g_autofree char *classic_middle = g_strconcat (before_error, "12x4\n", multi, NULL);
  g_autofree char *sudominoku_end = g_strconcat (all_contest, all_contest, all_contest, all_contest,
                                                 all_contest, all_contest, "x\n", NULL);
  guint lines = 1;
  g_autofree char *end_error = NULL, *middle_error = NULL;

  for (const char *p = classic_end; (p = strchr (p, '\n')) != NULL && p[1] != '\0'; p++)
    lines++;
  end_error = g_strdup_printf ("<stdin>:%u:5: error: expected a digit 1-9, '.' or '0', found end of line", lines);
  lines = 1;
  for (const char *p = before_error; (p = strchr (p, '\n')) != NULL; p++)
    lines++;
  middle_error = g_strdup_printf ("<stdin>:%u:3: error: expected a digit 1-9, '.' or '0', found 'x'", lines);

  const struct {
    const char *name;
    const char *text;
    const char *error;   /* on standard error, after the answers */
  } inputs[] = {
    { "classic, error at the end", classic_end, end_error },
    { "classic, error in the middle", classic_middle, middle_error },
    { "sudominoku, error at the end", sudominoku_end, "error: expected the number of dominoes (10 to 35, or 0 to end), found 'x'" },
  };
  const char *commands[][3] = {
    { "solve", NULL }, { "count", NULL }, { "grade", NULL }, { "check", NULL },
    { "hint", NULL }, { "convert", "--to", "sdk" }, { "solve", "--any", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
      {
        g_auto(Run) one = { 0 };

        g_test_message ("%s: %s %s", inputs[i].name, commands[c][0], commands[c][1] ? commands[c][1] : "");
        run_cli (&one, inputs[i].text, commands[c][0], "--jobs", "1", commands[c][1], commands[c][2], NULL);
        /* answers (or refusals: sdk holds no Sudominoku), then the error, exit status 2 */
        g_assert_cmpint (one.status, ==, 2);
        g_assert_true (strlen (one.out) > 0 || strstr (one.err, "cannot be written in the sdk format"));
        g_assert_nonnull (strstr (one.err, inputs[i].error));
        for (const char *const *jobs = (const char *const[]) { "2", "4", NULL }; *jobs != NULL; jobs++)
          {
            g_auto(Run) many = { 0 };

            run_cli (&many, inputs[i].text, commands[c][0], "--jobs", *jobs, commands[c][1], commands[c][2], NULL);
            g_assert_cmpstr (many.out, ==, one.out);
            g_assert_cmpstr (many.err, ==, one.err);
            g_assert_cmpint (many.status, ==, one.status);
          }
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/contest-samples", test_contest_samples);
  g_test_add_func ("/cli/solve", test_solve_lexmin_and_several_files);
  g_test_add_func ("/cli/no-solution", test_no_solution);
  g_test_add_func ("/cli/contradiction", test_contradiction);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/solve-all", test_solve_all);
  g_test_add_func ("/cli/solve-all-bounded", test_solve_all_bounded);
  g_test_add_func ("/cli/solve-all-smallest", test_solve_all_smallest);
  g_test_add_func ("/cli/solve-all-smallest-sudominoku", test_solve_all_smallest_sudominoku);
  g_test_add_func ("/cli/solve-all-lone-digits", test_solve_all_lone_digits);
  g_test_add_func ("/cli/timeout", test_timeout);
  g_test_add_func ("/cli/timeout-honest", test_timeout_honest);
  g_test_add_func ("/cli/hint-huge-save", test_hint_huge_save);
  g_test_add_func ("/cli/count", test_count);
  g_test_add_func ("/cli/convert", test_convert);
  g_test_add_func ("/cli/check", test_check);
  g_test_add_func ("/cli/bench", test_bench);
  g_test_add_func ("/cli/conventions", test_conventions);
  g_test_add_func ("/cli/check-puzzle", test_check_puzzle);
  g_test_add_func ("/cli/check-puzzle-many", test_check_puzzle_many);
  g_test_add_func ("/cli/jobs-same-bytes", test_jobs_same_bytes);

  return g_test_run ();
}
