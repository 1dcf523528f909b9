/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-format: libFuzzer target for sdm_format_parse(), built once per parser with
 * FUZZ_FORMAT set to the format it forces (SDM_FORMAT_AUTO exercises the sniffer).
 *
 * Beyond "no crash, no leak, no undefined behaviour" it checks what the parsers promise:
 * an error leaves the output array as it was and names the source first; a puzzle that
 * was read is written back in the same format and reads back equal; the solver's answers
 * to it are solutions. */
#include <stdint.h>
#include <string.h>

#include "sdm-format.h"
#include "sdm-rules.h"
#include "sdm-solver.h"

#ifndef FUZZ_FORMAT
#define FUZZ_FORMAT SDM_FORMAT_AUTO
#endif

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

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
      g_error_free (error);
      g_array_unref (puzzles);
      return 0;
    }

  if (puzzles->len == 0 || detected == SDM_FORMAT_AUTO)
    abort ();

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
