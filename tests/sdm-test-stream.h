/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-stream.h: the format tests' check that an SdmFormatStream, fed a text in small
 * pieces, reads what sdm_format_parse() reads from it whole (a header of static functions:
 * each format test includes it once). */
#pragma once

#include <string.h>

#include "sdm-format.h"

/* Push @text into a stream reading @format in pieces of @piece bytes and return the
 * puzzles it hands out; *@error gets its error, *@detected the format it read. */
static GArray *
sdm_test_stream_read (const char *text, gsize len, gsize piece, SdmFormat format,
                      SdmFormat *detected, GError **error)
{
  g_autoptr(SdmFormatStream) stream = sdm_format_stream_new ("t", format);
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  gsize pos = 0;

  for (;;)
    {
      SdmPuzzle puzzle;
      SdmFormatStreamStatus status = sdm_format_stream_next (stream, &puzzle, error);

      if (status == SDM_FORMAT_STREAM_PUZZLE)
        g_array_append_val (puzzles, puzzle);
      else if (status != SDM_FORMAT_STREAM_NEED_INPUT)
        break;
      else if (pos == len)
        sdm_format_stream_close (stream);
      else
        {
          gsize n = MIN (piece, len - pos);

          sdm_format_stream_push (stream, text + pos, n);
          pos += n;
        }
    }
  *detected = sdm_format_stream_get_format (stream);
  return puzzles;
}

/* The stream, in pieces of 1, 2, 3, 7 and 64 bytes and all at once, reads @text as
 * sdm_format_parse() does: the same puzzles and format, or (@message not NULL) the same
 * error after the puzzles before it. A NUL byte and an overlong line are left out: a stream
 * finds them in reading order, sdm_format_parse() before it reads. */
static void
sdm_test_stream_agrees (const char *text, gsize len, SdmFormat format, const char *message)
{
  static const gsize pieces[] = { 1, 2, 3, 7, 64, G_MAXSIZE };
  g_autoptr(GArray) whole = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) whole_error = NULL;
  SdmFormat whole_format = SDM_FORMAT_AUTO;

  if (sdm_format_parse (text, len, "t", format, &whole_format, whole, &whole_error))
    g_assert_null (message);
  else if (whole_error->code == SDM_FORMAT_ERROR_BINARY || whole_error->code == SDM_FORMAT_ERROR_TOO_LARGE)
    return;
  else
    g_assert_cmpstr (whole_error->message, ==, message);

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autoptr(GError) error = NULL;
      SdmFormat detected;
      g_autoptr(GArray) got = sdm_test_stream_read (text, len, pieces[i], format, &detected, &error);

      if (message != NULL)
        {
          g_assert_nonnull (error);
          g_assert_cmpstr (error->message, ==, message);
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpint (detected, ==, whole_format);
      g_assert_cmpuint (got->len, ==, whole->len);
      for (guint k = 0; k < got->len; k++)
        g_assert_true (sdm_puzzle_equal (&g_array_index (got, SdmPuzzle, k),
                                         &g_array_index (whole, SdmPuzzle, k)));
    }
}
