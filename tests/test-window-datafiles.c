/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-datafiles.c: files of the app's data folder that are not files (issue 23),
 * in a real window. For the saved game, the statistics and the info file of a game in
 * progress, each in turn replaced by a FIFO without a writer (whose open() or read()
 * waited for ever: the start hung, the window stayed black) and by a link to /dev/zero
 * (read for ever: 12 GB in 30 s): a new application's window draws at once, the file is
 * kept aside beside where it was, and the window says so. Each case runs in a process of
 * its own (g_test_trap_subprocess), with a data folder of its own.
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "sdm-application.h"
#include "sdm-test-files.h"
#include "sdm-test-utils.h"
#include "sdm-test-window.h"

#ifdef __SANITIZE_ADDRESS__
#define DRAW_BOUND_SECONDS 10
#else
#define DRAW_BOUND_SECONDS 2
#endif

static char *data_home;
static SdmWindow *window;

/* The window logs why the last game did not load (a warning, fatal in the tests): that
 * one is expected here; every other message goes to GLib. */
static GLogWriterOutput
log_writer (GLogLevelFlags   level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if ((level & G_LOG_LEVEL_WARNING) && strcmp (fields[i].key, "MESSAGE") == 0 &&
        fields[i].length < 0 &&
        g_str_has_prefix (fields[i].value, "The last game could not be restored: "))
      return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (level, fields, n_fields, user_data);
}

static const char *
message_text (void)
{
  if (!gtk_revealer_get_reveal_child (sdm_test_message_revealer (window)))
    return "";
  return sdm_message_bar_get_text (sdm_test_message_bar (window));
}

static const char *wanted_message;

static gboolean
message_shown (void)
{
  return strstr (message_text (), wanted_message) != NULL;
}

/* The entry of @dir whose name starts with @prefix, or NULL. */
static char *
find_named (const char *dir,
            const char *prefix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, prefix))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

typedef struct {
  const char *file;      /* under DATA_HOME/sudominoku */
  const char *message;   /* what the window says, in part */
} Case;

static const Case cases[] = {
  { "current-game", "Could not read the last game: kept aside as current-game.damaged-" },
  { "statistics", "The statistics file was damaged (it is not a file but a folder, a device or a pipe)" },
  { "games/1700000000000000-0badcafe/info", "Could not read a game in progress: kept aside as info.damaged-" },
};

static void
run_case (const Case *c,
          gboolean    fifo)
{
  g_autofree char *dir = g_build_filename (data_home, "sudominoku", NULL);
  g_autofree char *path = g_build_filename (dir, c->file, NULL);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".damaged-", NULL);
  g_autofree char *kept = NULL;
  SdmApplication *app;
  gint64 start;

  sdm_test_remove_dir (dir);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  if (g_str_has_prefix (c->file, "games/"))
    {
      /* a game in progress: its save is a file, its info is not */
      g_autofree char *save = g_build_filename (folder, "current-game", NULL);

      g_assert_true (g_file_set_contents (save, "sudominoku-game 3\n", -1, NULL));
    }
  if (fifo)
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  else
    g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);

  app = sdm_test_application_new ();
  start = g_get_monotonic_time ();
  window = sdm_test_window_present (app);
  /* a generous bound: what it catches waited for ever, or read gigabytes (AddressSanitizer
   * makes the whole start several times slower: there the bound is 10 s) */
  g_assert_cmpint (g_get_monotonic_time () - start, <, DRAW_BOUND_SECONDS * G_USEC_PER_SEC);

  wanted_message = c->message;
  g_assert_true (sdm_test_wait_until (message_shown));
  g_test_message ("%s: %s", c->file, message_text ());
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (path, G_FILE_TEST_IS_SYMLINK));
  kept = find_named (folder, prefix);
  g_assert_nonnull (kept);
  g_assert_true (fifo ? !g_file_test (kept, G_FILE_TEST_IS_SYMLINK) : g_file_test (kept, G_FILE_TEST_IS_SYMLINK));

  sdm_test_window_close (window);
  window = NULL;
  g_object_unref (app);
}

/* Each case in a process of its own: the statistics are read once per application, and
 * an application registers once per process. A hang fails the case after 60 s. */
static void
test_fifo (gconstpointer data)
{
  if (g_test_subprocess ())
    {
      run_case (data, TRUE);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_dev_zero (gconstpointer data)
{
  if (g_test_subprocess ())
    {
      run_case (data, FALSE);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char **argv)
{
  int status;

  data_home = sdm_test_make_temp_dir ("sdm-window-datafiles-XXXXXX");
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_log_set_writer_func (log_writer, NULL, NULL);
  sdm_test_init_gui (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdelimit (g_strdup (cases[i].file), "/", '-');
      g_autofree char *fifo = g_strdup_printf ("/window-datafiles/fifo/%s", name);
      g_autofree char *zero = g_strdup_printf ("/window-datafiles/dev-zero/%s", name);

      g_test_add_data_func (fifo, &cases[i], test_fifo);
      g_test_add_data_func (zero, &cases[i], test_dev_zero);
    }

  status = g_test_run ();

  sdm_test_remove_dir (data_home);
  g_free (data_home);
  return status;
}
