/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-generate.c: `sudominoku-cli generate [--kind K] [--difficulty D] [--seed S]
 * [--count N] [--symmetry SYM] [--to FORMAT] [--time]`: N new puzzles, seeds S, S+1, ...
 * Sudoku puzzles are written one per line, Sudominoku puzzles in the contest format.
 * The same options always give the same puzzles. Each puzzle is written as soon as it is
 * made (nothing is kept, so memory stays the same for any N), and a write that fails (a
 * closed pipe) stops at once. --time prints, on standard error, the median and maximum
 * time per puzzle. */
#include "config.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-format.h"
#include "sdm-generator.h"

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
sdm_cli_generate (int argc, char **argv)
{
  g_autofree char *kind_name = NULL, *difficulty_name = NULL, *symmetry_name = NULL;
  g_autofree char *to_name = NULL;
  gint64 seed = G_MININT64;   /* none given */
  int count = 1;
  guint written = 0;
  gboolean timing = FALSE;
  SdmFormat to = SDM_FORMAT_LINE;
  SdmGenerateOptions options;
  SdmKind kind = SDM_KIND_SUDOKU;
  int difficulty = SDM_DIFFICULTY_MEDIUM;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) times = NULL;   /* with --time only */
  int status = SDM_CLI_OK;
  const GOptionEntry entries[] = {
    { "kind", 'k', 0, G_OPTION_ARG_STRING, &kind_name,
      N_("sudoku (default) or sudominoku"), N_("KIND") },
    { "difficulty", 'd', 0, G_OPTION_ARG_STRING, &difficulty_name,
      N_("easy, medium (default), hard, expert or guessing"), N_("LEVEL") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the first puzzle (default: from the clock, printed on standard error)"), N_("SEED") },
    { "count", 'n', 0, G_OPTION_ARG_INT, &count, N_("How many puzzles (default 1)"), N_("N") },
    { "symmetry", 0, 0, G_OPTION_ARG_STRING, &symmetry_name,
      N_("Sudoku givens: rotate-180 (default), mirror or none"), N_("SYMMETRY") },
    { "to", 't', 0, G_OPTION_ARG_STRING, &to_name,
      N_("Write in FORMAT (default: line for Sudoku, contest for Sudominoku)"), N_("FORMAT") },
    { "time", 0, 0, G_OPTION_ARG_NONE, &timing,
      N_("Print the median and maximum time per puzzle on standard error"), NULL },
    G_OPTION_ENTRY_NULL
  };

  if (!sdm_cli_parse_options ("generate", "", entries, NULL, &argc, &argv))
    return SDM_CLI_BAD_INPUT;
  if (argc > 1)
    {
      sdm_cli_error (_("generate reads no files"));
      return SDM_CLI_BAD_INPUT;
    }
  if (kind_name)
    {
      if (sdm_kind_from_string (kind_name) < 0)
        {
          sdm_cli_error (_("unknown kind '%s': use sudoku or sudominoku"), kind_name);
          return SDM_CLI_BAD_INPUT;
        }
      kind = (SdmKind) sdm_kind_from_string (kind_name);
      if (kind == SDM_KIND_SUDOMINOKU)
        to = SDM_FORMAT_CONTEST;
    }
  if (difficulty_name && (difficulty = sdm_difficulty_from_string (difficulty_name)) < 0)
    {
      sdm_cli_error (_("unknown difficulty '%s': use easy, medium, hard, expert or guessing"),
                     difficulty_name);
      return SDM_CLI_BAD_INPUT;
    }
  if (count < 1)
    {
      sdm_cli_error (_("--count must be at least 1"));
      return SDM_CLI_BAD_INPUT;
    }
  if (to_name)
    {
      to = sdm_format_from_string (to_name);
      if (!sdm_format_holds (to, kind))
        {
          sdm_cli_error (_("cannot write these puzzles as '%s'"), to_name);
          return SDM_CLI_BAD_INPUT;
        }
    }
  if (seed != G_MININT64 && seed < 0)
    {
      sdm_cli_error (_("--seed must be 0 or more"));
      return SDM_CLI_BAD_INPUT;
    }
  if (symmetry_name && sdm_symmetry_from_string (symmetry_name) < 0)
    {
      sdm_cli_error (_("unknown symmetry '%s': use rotate-180, mirror or none"), symmetry_name);
      return SDM_CLI_BAD_INPUT;
    }
  if (timing)
    times = g_array_new (FALSE, FALSE, sizeof (double));
  if (seed == G_MININT64)
    {
      seed = g_get_real_time () % 1000000000;
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, seed);

      /* Translators: the seed chosen from the clock, so that the puzzles can be made again. */
      g_printerr (_("seed %s\n"), number);
    }

  for (int i = 0; i < count; i++)
    {
      SdmPuzzle puzzle;
      SdmGenerateResult result;
      gint64 start;
      double ms;

      sdm_generate_options_init (&options, kind, difficulty, (guint64) seed + i);
      if (symmetry_name)
        options.symmetry = sdm_symmetry_from_string (symmetry_name);
      start = g_get_monotonic_time ();
      result = sdm_generate (&options, &puzzle, NULL, NULL);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      if (times != NULL)
        g_array_append_val (times, ms);
      if (result != SDM_GENERATE_OK)
        {
          g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, seed + i);

          sdm_cli_error (_("seed %s: no %s puzzle found"), number, sdm_difficulty_to_string (difficulty));
          status = SDM_CLI_NO_SOLUTION;
          continue;
        }
      sdm_format_append_puzzle (out, to, &puzzle, written++);
      if (!sdm_cli_write (out))
        return SDM_CLI_BAD_INPUT;
      g_string_truncate (out, 0);
    }
  sdm_format_write_end (out, to);
  if (!sdm_cli_write (out))
    return SDM_CLI_BAD_INPUT;

  if (times != NULL && times->len > 0)
    {
      g_array_sort (times, compare_doubles);
      g_printerr (_("%s %s: %u puzzles, median %.1f ms, max %.1f ms\n"),
                  sdm_kind_to_string (kind),
                  sdm_difficulty_to_string (difficulty), times->len,
                  g_array_index (times, double, times->len / 2),
                  g_array_index (times, double, times->len - 1));
    }
  return status;
}
