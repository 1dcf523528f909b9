/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-loader.c: puzzles from a file or from text, read in a worker thread. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-puzzle-loader.h"
#include "sdm-task.h"

typedef struct {
  GFile     *file;      /* or */
  GBytes    *text;
  char      *name;
  SdmFormat  format;
  /* Results. */
  SdmFormat  detected;
} LoadJob;

/* A format in a player's words, for the Details of an import that failed: "read as a
 * Baekjoon 2580 grid", never the parser's name ("boj2580", which the command line's
 * --format takes). */
static const char *
describe_format (SdmFormat format)
{
  switch (format)
    {
    case SDM_FORMAT_BOJ2580:
      return _("a Baekjoon 2580 grid");
    case SDM_FORMAT_BOJ2239:
      return _("a Baekjoon 2239 grid");
    case SDM_FORMAT_LINE:
      return _("a list of puzzles, one line of 81 characters each");
    case SDM_FORMAT_SDK:
      return _("an .sdk grid");
    case SDM_FORMAT_SS:
      return _("a grid drawn with lines, as .ss files are");
    case SDM_FORMAT_CONTEST:
      return _("a Sudominoku contest file, as Baekjoon 4574 has them");
    case SDM_FORMAT_DOMINO:
      return _("a Sudominoku domino grid");
    case SDM_FORMAT_AUTO:
    default:
      return _("no known format");
    }
}

static void
load_job_free (LoadJob *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->text, g_bytes_unref);
  g_free (job->name);
  g_free (job);
}

/* Text from the clipboard or a drop arrives as UTF-8: GTK turns every byte that is not
 * UTF-8 into a backslash and two hex digits ("\\FF"). A puzzle never holds a backslash:
 * the first such escape, as a line and a column from 1, means binary data was pasted. */
static const char *
find_escaped_byte (const char *text, gsize len, guint *line, gsize *column)
{
  gsize line_start = 0;

  *line = 1;
  for (gsize i = 0; i < len; i++)
    {
      if (text[i] == '\n')
        {
          (*line)++;
          line_start = i + 1;
        }
      else if (text[i] == '\\' && i + 2 < len && g_ascii_isxdigit (text[i + 1]) &&
               g_ascii_isxdigit (text[i + 2]))
        {
          *column = i - line_start + 1;
          return text + i;
        }
    }
  return NULL;
}

static void
parse_and_return (GTask *task, LoadJob *job, const char *text, gsize len)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  GError *error = NULL;
  const char *escape;
  guint line;
  gsize column;

  if (sdm_format_parse (text, len, job->name, job->format, &job->detected, puzzles, &error))
    {
      g_task_return_pointer (task, g_steal_pointer (&puzzles), (GDestroyNotify) g_array_unref);
      return;
    }

  if (job->text != NULL && error->code == SDM_FORMAT_ERROR_SYNTAX &&
      (escape = find_escaped_byte (text, len, &line, &column)) != NULL)
    {
      g_clear_error (&error);
      g_set_error (&error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_BINARY,
                   /* Translators: NAME:LINE:COLUMN, then three characters such as \FF */
                   _("%s:%u:%lu: error: expected a puzzle as text, found binary data that is not UTF-8 (“%.3s”)"),
                   job->name, line, (gulong) column, escape);
      sdm_format_error_set_position (error, line, (guint) MIN (column, G_MAXUINT));
    }
  /* A syntax error in a guessed format: say the guess, it may be the mistake. */
  else if (job->format == SDM_FORMAT_AUTO && error->code == SDM_FORMAT_ERROR_SYNTAX)
    {
      g_autofree char *message = error->message;

      /* Translators: the first %s is an error, the second what the text was read as
       * ("a Baekjoon 2580 grid") */
      error->message = g_strdup_printf (_("%s (read as %s, the format guessed from the text)"),
                                        message, describe_format (sdm_format_guess (text, len)));
    }
  g_task_return_error (task, error);
}

/* Reads @stream to its end into @buffer, at most SDM_FORMAT_MAX_INPUT bytes: FALSE with
 * an error past that. Whatever the file is: /dev/zero, a pipe that never ends and a file
 * that grows as it is read all say 0 bytes to stat(). */
static gboolean
read_capped (GInputStream *stream, GByteArray *buffer, const char *name,
             GCancellable *cancellable, GError **error)
{
  for (;;)
    {
      gsize room = (gsize) SDM_FORMAT_MAX_INPUT + 1 - buffer->len;
      gsize chunk = MIN (room, 64 * 1024);
      guint old_len = buffer->len;
      gssize got;

      g_byte_array_set_size (buffer, old_len + chunk);
      got = g_input_stream_read (stream, buffer->data + old_len, chunk, cancellable, error);
      g_byte_array_set_size (buffer, old_len + MAX (got, 0));
      if (got < 0)
        return FALSE;
      if (got == 0)
        return TRUE;
      if (buffer->len > SDM_FORMAT_MAX_INPUT)
        {
          g_set_error (error, SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_TOO_LARGE,
                       _("%s:1:1: error: expected at most %d MiB, found a larger file"),
                       name, SDM_FORMAT_MAX_INPUT / (1024 * 1024));
          if (error != NULL)
            sdm_format_error_set_position (*error, 1, 1);
          return FALSE;
        }
    }
}

/* GIO's calls take the cancellable itself; the parser is quick and polls nothing. */
static void
load_file_thread (GTask *task, gpointer data, const gint *cancel)
{
  LoadJob *job = data;
  GCancellable *cancellable = g_task_get_cancellable (task);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) contents = NULL;
  GError *error = NULL;

  /* Refuse a huge file before reading it. */
  info = g_file_query_info (job->file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &error);
  if (info == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                               _("%s:1:1: error: expected a file of puzzles, found a folder"),
                               job->name);
      return;
    }
  if (g_file_info_get_size (info) > SDM_FORMAT_MAX_INPUT)
    {
      GError *too_large = g_error_new (SDM_FORMAT_ERROR, SDM_FORMAT_ERROR_TOO_LARGE,
                                       _("%s:1:1: error: expected at most %d MiB, found a larger file"),
                                       job->name, SDM_FORMAT_MAX_INPUT / (1024 * 1024));

      sdm_format_error_set_position (too_large, 1, 1);
      g_task_return_error (task, too_large);
      return;
    }
  /* The size said nothing for devices and pipes: the read stops at the cap too. */
  stream = g_file_read (job->file, cancellable, &error);
  contents = g_byte_array_new ();
  if (stream == NULL ||
      !read_capped (G_INPUT_STREAM (stream), contents, job->name, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  parse_and_return (task, job, (const char *) contents->data, contents->len);
}

static void
load_text_thread (GTask *task, gpointer data, const gint *cancel)
{
  LoadJob *job = data;
  gsize len;
  const char *text = g_bytes_get_data (job->text, &len);

  parse_and_return (task, job, text, len);
}

/* Run @thread_func on @job (which the task then owns) in a worker thread. */
static void
run_load (LoadJob             *job,
          gpointer             source_tag,
          const char          *name,
          SdmTaskFunc          thread_func,
          GCancellable        *cancellable,
          GAsyncReadyCallback  callback,
          gpointer             user_data)
{
  g_autoptr(GTask) task = sdm_task_new (NULL, cancellable, NULL, source_tag, name,
                                        job, (GDestroyNotify) load_job_free,
                                        callback, user_data);

  sdm_task_run_in_thread (task, thread_func);
}

void
sdm_puzzle_load_file_async (GFile               *file,
                            SdmFormat            format,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  LoadJob *job;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  job = g_new0 (LoadJob, 1);
  job->file = g_object_ref (file);
  job->name = g_file_get_parse_name (file);
  job->format = format;

  run_load (job, sdm_puzzle_load_file_async, "[sudominoku] load puzzle file", load_file_thread,
            cancellable, callback, user_data);
}

static GArray *
load_finish (GAsyncResult *result, gpointer source_tag, SdmFormat *detected, GError **error)
{
  GArray *puzzles;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, NULL);

  puzzles = g_task_propagate_pointer (G_TASK (result), error);
  if (puzzles != NULL && detected != NULL)
    *detected = ((LoadJob *) sdm_task_get_data (G_TASK (result)))->detected;
  return puzzles;
}

GArray *
sdm_puzzle_load_file_finish (GAsyncResult *result, SdmFormat *detected, GError **error)
{
  return load_finish (result, sdm_puzzle_load_file_async, detected, error);
}

void
sdm_puzzle_load_text_async (const char          *text,
                            gssize               len,
                            const char          *name,
                            SdmFormat            format,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  LoadJob *job;

  g_return_if_fail (text != NULL || len == 0);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  if (len < 0)
    len = (gssize) strlen (text);

  job = g_new0 (LoadJob, 1);
  job->text = g_bytes_new (text, (gsize) len);
  job->name = g_strdup (name != NULL ? name : _("text"));
  job->format = format;

  run_load (job, sdm_puzzle_load_text_async, "[sudominoku] load puzzle text", load_text_thread,
            cancellable, callback, user_data);
}

GArray *
sdm_puzzle_load_text_finish (GAsyncResult *result, SdmFormat *detected, GError **error)
{
  return load_finish (result, sdm_puzzle_load_text_async, detected, error);
}
