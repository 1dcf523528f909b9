/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-format: libFuzzer target for sdm_format_parse(), built once per parser with
 * FUZZ_FORMAT set to the format it forces (SDM_FORMAT_AUTO exercises the sniffer).
 *
 * Beyond "no crash, no leak, no undefined behaviour" it checks what the parsers promise:
 * an error leaves the output array as it was and names the source first; a puzzle that
 * was read is written back in the same format and reads back equal; the solver's answers
 * to it are solutions; the same bytes pushed into an SdmFormatStream in small pieces give
 * the same puzzles, or the same error. */
#include <stdint.h>
#include <string.h>

#include "sdm-format.h"
#include "sdm-rules.h"
#include "sdm-solver.h"

#ifndef FUZZ_FORMAT
#define FUZZ_FORMAT SDM_FORMAT_AUTO
#endif

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The stream, fed @size bytes in pieces of 1 to 16 bytes, reads what sdm_format_parse()
 * read: @puzzles, or (@puzzles NULL) some puzzles and then the error @message. */
static void
check_stream (const uint8_t *data, size_t size, const GArray *puzzles, const char *message)
{
  SdmFormatStream *stream = sdm_format_stream_new ("fuzz", FUZZ_FORMAT);
  gsize pos = 0, piece = size % 16 + 1;
  guint n = 0;
  GError *error = NULL;

  for (;;)
    {
      SdmPuzzle puzzle;
      SdmFormatStreamStatus status = sdm_format_stream_next (stream, &puzzle, &error);

      if (status == SDM_FORMAT_STREAM_NEED_INPUT)
        {
          if (pos == size)
            sdm_format_stream_close (stream);
          else
            {
              gsize len = MIN (piece, size - pos);

              sdm_format_stream_push (stream, (const char *) data + pos, len);
              pos += len;
            }
          continue;
        }
      if (status == SDM_FORMAT_STREAM_PUZZLE)
        {
          if (puzzles != NULL
              && (n >= puzzles->len || !sdm_puzzle_equal (&puzzle, &g_array_index (puzzles, SdmPuzzle, n))))
            abort ();
          n++;
          continue;
        }
      if (status == SDM_FORMAT_STREAM_ERROR
          ? message == NULL || strcmp (error->message, message) != 0
          : message != NULL || puzzles == NULL || n != puzzles->len)
        abort ();
      break;
    }
  g_clear_error (&error);
  sdm_format_stream_free (stream);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  GError *error = NULL;
  SdmFormat detected = SDM_FORMAT_AUTO;

  if (!sdm_format_parse ((const char *) data, size, "fuzz", FUZZ_FORMAT, &detected, puzzles, &error))
    {
      if (error == NULL || puzzles->len != 0 || !g_str_has_prefix (error->message, "fuzz:"))
        abort ();
      /* Only where both read in the same order: sdm_format_parse() checks the whole text for
       * NUL bytes and long lines first, a stream as it reaches them. */
      if (error->code != SDM_FORMAT_ERROR_BINARY && error->code != SDM_FORMAT_ERROR_TOO_LARGE)
        check_stream (data, size, NULL, error->message);
      g_error_free (error);
      g_array_unref (puzzles);
      return 0;
    }

  if (puzzles->len == 0 || detected == SDM_FORMAT_AUTO)
    abort ();
  check_stream (data, size, puzzles, NULL);

  {
    GString *text = g_string_new (NULL);
    GArray *back = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
    SdmFormat again = SDM_FORMAT_AUTO;

    for (guint i = 0; i < puzzles->len; i++)
      {
        if (i > 0 && sdm_format_separates_grids (detected))
          g_string_append_c (text, '\n');
        if (!sdm_format_write_puzzle (text, detected, &g_array_index (puzzles, SdmPuzzle, i)))
          abort ();
      }
    if (!sdm_format_parse (text->str, text->len, "fuzz", detected, &again, back, NULL)
        || back->len != puzzles->len)
      abort ();
    for (guint i = 0; i < puzzles->len; i++)
      if (!sdm_puzzle_equal (&g_array_index (back, SdmPuzzle, i), &g_array_index (puzzles, SdmPuzzle, i)))
        abort ();
    g_array_unref (back);
    g_string_free (text, TRUE);
  }

  {
    const SdmPuzzle *p = &g_array_index (puzzles, SdmPuzzle, 0);
    SdmSolveOptions options = { .order = size % 2 ? SDM_SOLVE_LEXMIN : SDM_SOLVE_ANY, .limit = 2 };
    SdmGrid solutions[2];
    int n = sdm_solve (p, &options, solutions);
    GArray *clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));

    if (n < 0 || n > 2)
      abort ();
    for (int i = 0; i < n; i++)
      if (!sdm_rules_is_solution (p, &solutions[i]))
        abort ();
    if (n == 2 && memcmp (solutions[0].values, solutions[1].values, SDM_N_CELLS) == 0)
      abort ();
    if (n == 2 && options.order == SDM_SOLVE_LEXMIN
        && memcmp (solutions[0].values, solutions[1].values, SDM_N_CELLS) > 0)
      abort ();
    /* Givens that clash never have a solution. */
    if (sdm_rules_find_puzzle_clashes (p, clashes) > 0 && n != 0)
      abort ();
    g_array_unref (clashes);
  }

  g_array_unref (puzzles);
  return 0;
}
