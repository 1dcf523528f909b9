/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-loader.c: puzzles loaded in a worker thread from files and from text: the
 * formats found, errors that name the file, line and column, nothing half-loaded. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "sdm-core.h"
#include "sdm-puzzle-loader.h"

static void
got_result (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GAsyncResult **slot = user_data;

  g_assert_null (*slot);
  *slot = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *slot;
}

static GArray *
load_file (const char *path, SdmFormat format, SdmFormat *detected, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;

  sdm_puzzle_load_file_async (file, format, NULL, got_result, &result);
  return sdm_puzzle_load_file_finish (wait_for (&result), detected, error);
}

static GArray *
load_text (const char *text, const char *name, SdmFormat *detected, GError **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sdm_puzzle_load_text_async (text, -1, name, SDM_FORMAT_AUTO, NULL, got_result, &result);
  return sdm_puzzle_load_text_finish (wait_for (&result), detected, error);
}

static char *
write_temp (const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("sdm-loader-XXXXXX.txt", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
test_files (void)
{
  struct {
    const char *path;
    SdmFormat   format;
    guint       n_puzzles;
    SdmKind     kind;
  } cases[] = {
    { "boj2580-sample.in", SDM_FORMAT_BOJ2580, 1, SDM_KIND_SUDOKU },
    { "boj2239-sample.in", SDM_FORMAT_BOJ2239, 1, SDM_KIND_SUDOKU },
    { "sudominoku/boj4574-sample.in", SDM_FORMAT_CONTEST, 2, SDM_KIND_SUDOMINOKU },
    { "sudominoku/public.in", SDM_FORMAT_CONTEST, 52, SDM_KIND_SUDOMINOKU },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", cases[i].path, NULL);
      g_autoptr(GArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      SdmFormat detected = SDM_FORMAT_AUTO;

      puzzles = load_file (path, SDM_FORMAT_AUTO, &detected, &error);
      g_assert_no_error (error);
      g_assert_nonnull (puzzles);
      g_assert_cmpuint (puzzles->len, ==, cases[i].n_puzzles);
      g_assert_cmpint (detected, ==, cases[i].format);
      g_assert_cmpint (g_array_index (puzzles, SdmPuzzle, 0).kind, ==, cases[i].kind);
    }

  /* The content itself: the 2580 sample's first row is 0 3 5 4 6 9 2 7 8. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "boj2580-sample.in", NULL);
    g_autoptr(GArray) puzzles = load_file (path, SDM_FORMAT_AUTO, NULL, NULL);
    const SdmPuzzle *p = &g_array_index (puzzles, SdmPuzzle, 0);
    const guint8 row[9] = { 0, 3, 5, 4, 6, 9, 2, 7, 8 };

    g_assert_cmpmem (p->givens, 9, row, 9);
  }

  /* A file of many line puzzles, the format told rather than sniffed. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sudoku-magictour.txt", NULL);
    g_autoptr(GArray) puzzles = NULL;
    g_autoptr(GError) error = NULL;
    SdmFormat detected = SDM_FORMAT_AUTO;

    puzzles = load_file (path, SDM_FORMAT_LINE, &detected, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (puzzles->len, ==, 98);   /* the lines of the file but its comment */
    g_assert_cmpint (detected, ==, SDM_FORMAT_LINE);
  }
}

static void
test_errors (void)
{
  /* A good first puzzle and a bad second one: nothing comes back, the error names the
   * file, the line and the column of the 'x'. */
  {
    g_autofree char *path = write_temp (
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
      "52...6.........7.13..x........4..8..6......5...........418.........3..2...87.....\n");
    g_autofree char *prefix = g_strdup_printf ("%s:2:22: error: ", path);
    g_autoptr(GError) error = NULL;
    SdmFormat detected = SDM_FORMAT_DOMINO;

    g_assert_null (load_file (path, SDM_FORMAT_AUTO, &detected, &error));
    g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_SYNTAX);
    g_test_message ("%s", error->message);
    g_assert_true (g_str_has_prefix (error->message, prefix));
    g_assert_cmpint (detected, ==, SDM_FORMAT_DOMINO);   /* untouched */
    /* The same place as data, for the app (it read it back out of the message). */
    {
      guint line = 0, column = 0;
      g_autoptr(GError) copy = g_error_copy (error);

      g_assert_true (sdm_format_error_get_position (error, &line, &column));
      g_assert_cmpuint (line, ==, 2);
      g_assert_cmpuint (column, ==, 22);
      line = column = 0;
      g_assert_true (sdm_format_error_get_position (copy, &line, &column));
      g_assert_cmpuint (line, ==, 2);
      g_assert_cmpuint (column, ==, 22);
    }
    g_unlink (path);
  }

  /* Not there; a folder; binary data; empty. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (load_file ("/nonexistent/puzzle.txt", SDM_FORMAT_AUTO, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_assert_false (sdm_format_error_get_position (error, NULL, NULL));   /* no place */
  }
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", NULL);

    g_assert_null (load_file (dir, SDM_FORMAT_AUTO, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
    g_assert_true (strstr (error->message, ":1:1: error: ") != NULL);
  }
  {
    g_autofree char *path = write_temp ("");
    g_autoptr(GError) error = NULL;
    g_autofree char *prefix = g_strdup_printf ("%s:1:1: error: ", path);

    /* An empty file is said to be empty (the app tells the player so). */
    g_assert_null (load_file (path, SDM_FORMAT_AUTO, NULL, &error));
    g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_EMPTY);
    g_assert_true (g_str_has_prefix (error->message, prefix));
    g_unlink (path);
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GAsyncResult) result = NULL;
    static const char binary[] = "12\0\1\2";

    sdm_puzzle_load_text_async (binary, sizeof binary, "blob", SDM_FORMAT_AUTO, NULL,
                                got_result, &result);
    g_assert_null (sdm_puzzle_load_text_finish (wait_for (&result), NULL, &error));
    g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_BINARY);
    g_assert_true (g_str_has_prefix (error->message, "blob:"));
  }
}

/* Writes puzzle-like lines into the FIFO @data until the reader goes away. */
static gpointer
endless_writer (gpointer data)
{
  char line[82];
  int fd = open (data, O_WRONLY);
  gsize total = 0;

  g_assert_cmpint (fd, >=, 0);
  memset (line, '.', 81);
  line[81] = '\n';
  for (;;)
    {
      gssize n = write (fd, line, sizeof line);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      total += (gsize) n;
    }
  close (fd);
  return GSIZE_TO_POINTER (total);
}

/* Files whose size says nothing read up to the 64 MiB cap, not to the end of memory:
 * /dev/zero and a pipe that never ends (stat() gives 0 for both). */
static void
test_endless (void)
{
  {
    g_autoptr(GError) error = NULL;
    guint line = 0, column = 0;

    g_assert_null (load_file ("/dev/zero", SDM_FORMAT_AUTO, NULL, &error));
    g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_TOO_LARGE);
    g_assert_cmpstr (error->message, ==, "/dev/zero:1:1: error: expected at most 64 MiB, found a larger file");
    g_assert_true (sdm_format_error_get_position (error, &line, &column));
    g_assert_cmpuint (line, ==, 1);
    g_assert_cmpuint (column, ==, 1);
  }
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *dir = g_dir_make_tmp ("sdm-loader-XXXXXX", &error);
    g_autofree char *fifo = NULL;
    g_autofree char *prefix = NULL;
    GThread *writer;
    gsize written;

    g_assert_no_error (error);
    fifo = g_build_filename (dir, "endless.txt", NULL);
    prefix = g_strdup_printf ("%s:1:1: error: expected at most 64 MiB", fifo);
    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    signal (SIGPIPE, SIG_IGN);
    writer = g_thread_new ("endless-writer", endless_writer, fifo);
    g_assert_null (load_file (fifo, SDM_FORMAT_AUTO, NULL, &error));
    g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_TOO_LARGE);
    g_assert_true (g_str_has_prefix (error->message, prefix));
    /* the reader stopped just past the cap */
    written = GPOINTER_TO_SIZE (g_thread_join (writer));
    g_assert_cmpuint (written, >, 64 * 1024 * 1024);
    g_assert_cmpuint (written, <, 65 * 1024 * 1024);
    g_unlink (fifo);
    g_rmdir (dir);
  }
}

/* A guessed format that failed is named; pasted binary data (GTK shows each byte that is
 * not UTF-8 as a backslash and two hex digits) is called what it is. */
static void
test_clear_words (void)
{
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (load_text ("123456789\n12345678x\n", "Clipboard", NULL, &error));
    g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_SYNTAX);
    g_assert_cmpstr (error->message, ==, "Clipboard:2:9: error: expected a digit 0-9, found 'x' "
                                         "(read as a Baekjoon 2239 grid, the format guessed from the text)");
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (load_text ("12\\FF\x01\\C3(ab\n", "Clipboard", NULL, &error));
    g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_BINARY);
    g_assert_cmpstr (error->message, ==, "Clipboard:1:3: error: expected a puzzle as text, "
                                         "found binary data that is not UTF-8 (“\\FF”)");
  }
}

static void
test_text (void)
{
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SdmFormat detected = SDM_FORMAT_AUTO;

  /* Pasted: a line puzzle with CRLF and a BOM. */
  puzzles = load_text ("\xef\xbb\xbf" "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\r\n",
                       "clipboard", &detected, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  g_assert_cmpint (detected, ==, SDM_FORMAT_LINE);
  g_assert_cmpint (g_array_index (puzzles, SdmPuzzle, 0).givens[0], ==, 4);
  g_clear_pointer (&puzzles, g_array_unref);

  puzzles = load_text ("1 2\n", "clipboard", NULL, &error);
  g_assert_null (puzzles);
  g_assert_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_SYNTAX);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "clipboard:1:4: error: "));
}

static void
test_cancelled (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "boj2580-sample.in", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);
  sdm_puzzle_load_file_async (file, SDM_FORMAT_AUTO, cancellable, got_result, &result);
  g_assert_null (sdm_puzzle_load_file_finish (wait_for (&result), NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/puzzle-loader/files", test_files);
  g_test_add_func ("/core/puzzle-loader/errors", test_errors);
  g_test_add_func ("/core/puzzle-loader/endless", test_endless);
  g_test_add_func ("/core/puzzle-loader/clear-words", test_clear_words);
  g_test_add_func ("/core/puzzle-loader/text", test_text);
  g_test_add_func ("/core/puzzle-loader/cancelled", test_cancelled);

  return g_test_run ();
}
