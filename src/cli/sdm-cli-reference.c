/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-reference.c: the puzzles of `check --puzzle PUZZLE`, taken by number as the
 * checks need them (see sdm-cli.h).
 *
 * A regular file is read as a stream, one puzzle at a time, as far as the highest number
 * asked for; the puzzles read ahead of a check (--jobs checks out of order, within the
 * loop's window) wait in a table until it takes them, so memory stays bounded. Each FILE
 * numbers its grids from 1 again: the file is then read again from its start. Standard
 * input or a FIFO cannot be read twice: it is read whole (up to 64 MiB), as before. A file
 * of one puzzle gives that puzzle for every number. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"

#define READ_SIZE (64 * 1024)

struct _SdmCliReference {
  char            *path;
  char            *name;
  GMutex           lock;
  GArray          *whole;      /* the puzzles of a file read whole, or NULL */
  /* a regular file, read as a stream */
  int              fd;
  SdmFormatStream *stream;
  GHashTable      *ahead;      /* number (from 0) → SdmPuzzle read and not taken yet */
  guint            n_read;
  gboolean         ended, broken, fresh;
  gboolean         one;        /* it holds one puzzle: @only */
  SdmPuzzle        only;
};

/* The next puzzle of the stream: TRUE, or FALSE at its end or at an error (said once). */
static gboolean
read_next (SdmCliReference *ref, SdmPuzzle *puzzle)
{
  g_autofree char *chunk = NULL;

  if (ref->ended || ref->broken)
    return FALSE;
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      SdmFormatStreamStatus status = sdm_format_stream_next (ref->stream, puzzle, &error);
      gssize got;

      switch (status)
        {
        case SDM_FORMAT_STREAM_PUZZLE:
          ref->n_read++;
          return TRUE;
        case SDM_FORMAT_STREAM_END:
          ref->ended = TRUE;
          return FALSE;
        case SDM_FORMAT_STREAM_ERROR:
          g_printerr ("%s\n", error->message);
          ref->broken = TRUE;
          return FALSE;
        case SDM_FORMAT_STREAM_NEED_INPUT:
        default:
          break;
        }
      if (chunk == NULL)
        chunk = g_malloc (READ_SIZE);
      do
        got = read (ref->fd, chunk, READ_SIZE);
      while (got < 0 && errno == EINTR);
      if (got < 0)
        {
          g_printerr ("%s: %s: %s\n", ref->name, _("error"), g_strerror (errno));
          ref->broken = TRUE;
          return FALSE;
        }
      if (got == 0)
        sdm_format_stream_close (ref->stream);
      else
        sdm_format_stream_push (ref->stream, chunk, (gsize) got);
    }
}

/* (Re)open the stream and read its first two puzzles: whether it holds one. */
static gboolean
start (SdmCliReference *ref)
{
  SdmPuzzle first, second;

  if (ref->fd >= 0)
    close (ref->fd);
  g_clear_pointer (&ref->stream, sdm_format_stream_free);
  g_hash_table_remove_all (ref->ahead);
  ref->n_read = 0;
  ref->ended = ref->broken = ref->one = FALSE;
  ref->fd = g_open (ref->path, O_RDONLY, 0);
  if (ref->fd < 0)
    {
      g_printerr ("%s: %s: %s\n", ref->name, _("error"), g_strerror (errno));
      return FALSE;
    }
  ref->stream = sdm_format_stream_new (ref->name, SDM_FORMAT_AUTO);
  if (!read_next (ref, &first))
    {
      if (!ref->broken)
        sdm_cli_error (_("%s holds no puzzle (--puzzle)"), ref->name);
      return FALSE;
    }
  if (!read_next (ref, &second))
    {
      if (ref->broken)
        return FALSE;
      ref->one = TRUE;
      ref->only = first;
      return TRUE;
    }
  g_hash_table_insert (ref->ahead, GUINT_TO_POINTER (0), g_memdup2 (&first, sizeof first));
  g_hash_table_insert (ref->ahead, GUINT_TO_POINTER (1), g_memdup2 (&second, sizeof second));
  return TRUE;
}

SdmCliReference *
sdm_cli_reference_open (const char *path, int *status)
{
  SdmCliReference *ref = g_new0 (SdmCliReference, 1);
  gboolean is_stdin = strcmp (path, "-") == 0;

  ref->path = g_strdup (path);
  ref->name = g_strdup (is_stdin ? "<stdin>" : path);
  ref->fd = -1;
  ref->ahead = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_mutex_init (&ref->lock);
  *status = SDM_CLI_OK;
  if (is_stdin || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      SdmCliInput input;

      /* read once, whole */
      if (!sdm_cli_load (path, SDM_FORMAT_AUTO, &input))
        *status = input.timed_out ? SDM_CLI_UNDECIDED : SDM_CLI_BAD_INPUT;
      else if (input.puzzles->len == 0)
        {
          sdm_cli_error (_("%s holds no puzzle (--puzzle)"), ref->name);
          *status = SDM_CLI_BAD_INPUT;
        }
      else
        ref->whole = g_array_ref (input.puzzles);
      sdm_cli_input_clear (&input);
    }
  else if (start (ref))
    ref->fresh = TRUE;
  else
    *status = SDM_CLI_BAD_INPUT;
  if (*status != SDM_CLI_OK)
    g_clear_pointer (&ref, sdm_cli_reference_free);
  return ref;
}

void
sdm_cli_reference_restart (SdmCliReference *ref)
{
  if (ref->whole != NULL)
    return;
  if (!ref->fresh)
    start (ref);   /* what goes wrong is said, and each check then finds no puzzle */
  ref->fresh = FALSE;
}

SdmCliReferenceFound
sdm_cli_reference_get (SdmCliReference *ref, guint index, SdmPuzzle *puzzle)
{
  g_autoptr(GMutexLocker) locker = NULL;
  SdmPuzzle *ahead;

  if (ref->whole != NULL)
    {
      if (ref->whole->len != 1 && index >= ref->whole->len)
        return SDM_CLI_REFERENCE_NONE;
      *puzzle = g_array_index (ref->whole, SdmPuzzle, ref->whole->len == 1 ? 0 : index);
      return SDM_CLI_REFERENCE_FOUND;
    }
  locker = g_mutex_locker_new (&ref->lock);
  if (ref->one)
    {
      *puzzle = ref->only;
      return SDM_CLI_REFERENCE_FOUND;
    }
  if ((ahead = g_hash_table_lookup (ref->ahead, GUINT_TO_POINTER (index))) != NULL)
    {
      *puzzle = *ahead;
      g_hash_table_remove (ref->ahead, GUINT_TO_POINTER (index));
      return SDM_CLI_REFERENCE_FOUND;
    }
  while (ref->n_read <= index)
    {
      SdmPuzzle next;
      guint number = ref->n_read;

      if (!read_next (ref, &next))
        return ref->broken ? SDM_CLI_REFERENCE_BROKEN : SDM_CLI_REFERENCE_NONE;
      if (number == index)
        {
          *puzzle = next;
          return SDM_CLI_REFERENCE_FOUND;
        }
      g_hash_table_insert (ref->ahead, GUINT_TO_POINTER (number), g_memdup2 (&next, sizeof next));
    }
  return SDM_CLI_REFERENCE_NONE;   /* taken already: a number asked for twice */
}

const char *
sdm_cli_reference_get_name (SdmCliReference *ref)
{
  return ref->name;
}

void
sdm_cli_reference_free (SdmCliReference *ref)
{
  if (ref == NULL)
    return;
  if (ref->fd >= 0)
    close (ref->fd);
  g_clear_pointer (&ref->stream, sdm_format_stream_free);
  g_clear_pointer (&ref->whole, g_array_unref);
  g_hash_table_unref (ref->ahead);
  g_mutex_clear (&ref->lock);
  g_free (ref->name);
  g_free (ref->path);
  g_free (ref);
}
