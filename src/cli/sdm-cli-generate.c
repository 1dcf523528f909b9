/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-generate.c: `sudominoku-cli generate [--kind K] [--difficulty D] [--seed S]
 * [--count N] [--symmetry SYM] [--to FORMAT] [--time]`: N new puzzles, seeds S, S+1, ...
 * Without --to, in the format the engine's table gives for the kind
 * (sdm_format_default_for_kind()); the lists --help and the errors show (kinds,
 * difficulties, symmetries, formats) are the engine's too.
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
#include "sdm-logic.h"

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* "line (sudoku), contest (sudominoku)": what is written without --to. */
static char *
describe_default_formats (void)
{
  const char *const *kinds = sdm_kind_names ();
  g_autoptr(GString) s = g_string_new (NULL);

  for (int k = 0; kinds[k] != NULL; k++)
    g_string_append_printf (s, "%s%s (%s)", k > 0 ? ", " : "",
                            sdm_format_to_string (sdm_format_default_for_kind (k)), kinds[k]);
  return g_string_free (g_steal_pointer (&s), FALSE);
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
  SdmFormat to;
  SdmGenerateOptions options;
  SdmKind kind = SDM_KIND_SUDOKU;
  int difficulty = SDM_DIFFICULTY_MEDIUM;
  g_autofree char *kinds = sdm_cli_join_names (sdm_kind_names ());
  g_autofree char *difficulties = sdm_cli_join_names (sdm_difficulty_names ());
  g_autofree char *symmetries = sdm_cli_join_names (sdm_symmetry_names ());
  g_autofree char *default_formats = describe_default_formats ();
  g_autofree char *kind_help = NULL, *difficulty_help = NULL, *symmetry_help = NULL, *to_help = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) times = NULL;   /* with --time only */
  int status = SDM_CLI_OK;
  GOptionEntry entries[] = {
    { "kind", 'k', 0, G_OPTION_ARG_STRING, &kind_name, NULL, N_("KIND") },
    { "difficulty", 'd', 0, G_OPTION_ARG_STRING, &difficulty_name, NULL, N_("LEVEL") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the first puzzle (default: from the clock, printed on standard error)"), N_("SEED") },
    { "count", 'n', 0, G_OPTION_ARG_INT, &count, N_("How many puzzles (default 1)"), N_("N") },
    { "symmetry", 0, 0, G_OPTION_ARG_STRING, &symmetry_name, NULL, N_("SYMMETRY") },
    { "to", 0, 0, G_OPTION_ARG_STRING, &to_name, NULL, N_("FORMAT") },
    { "time", 0, 0, G_OPTION_ARG_NONE, &timing,
      N_("Print the median and maximum time per puzzle on standard error"), NULL },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: --kind in `generate --help`; %s are the kinds' names ("sudoku, sudominoku")
   * and the default one, which are typed as they are (not translated). */
  kind_help = g_strdup_printf (_("Kind of puzzle: %s (default: %s)"), kinds, sdm_kind_to_string (kind));
  /* Translators: --difficulty in `generate --help`; the names are typed as they are. */
  difficulty_help = g_strdup_printf (_("Difficulty: %s (default: %s)"), difficulties,
                                     sdm_difficulty_to_string (difficulty));
  sdm_generate_options_init (&options, SDM_KIND_SUDOKU, difficulty, 0);
  /* Translators: --symmetry in `generate --help`; the names are typed as they are. */
  symmetry_help = g_strdup_printf (_("Symmetry of Sudoku givens: %s (default: %s)"), symmetries,
                                   sdm_symmetry_to_string (options.symmetry));
  /* Translators: --to in `generate --help`; %s is "line (sudoku), contest (sudominoku)":
   * the format written for each kind when --to is not given. */
  to_help = g_strdup_printf (_("Write in FORMAT (default: %s)"), default_formats);
  /* The lists and defaults in --help come from the engine's tables. GOption looks the
   * descriptions up in the catalogue again: they are translated already, and no msgid. */
  entries[0].description = kind_help;
  entries[1].description = difficulty_help;
  entries[4].description = symmetry_help;
  entries[5].description = to_help;

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
          /* Translators: %s: the name given, then the names there are ("sudoku, sudominoku"). */
          sdm_cli_error (_("unknown kind '%s': use one of %s"), kind_name, kinds);
          return SDM_CLI_BAD_INPUT;
        }
      kind = (SdmKind) sdm_kind_from_string (kind_name);
    }
  to = sdm_format_default_for_kind (kind);
  if (difficulty_name && (difficulty = sdm_difficulty_from_string (difficulty_name)) < 0)
    {
      /* Translators: %s: the name given, then the names there are ("easy, medium, ..."). */
      sdm_cli_error (_("unknown difficulty '%s': use one of %s"), difficulty_name, difficulties);
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
      if (to == SDM_FORMAT_AUTO)
        {
          sdm_cli_error (_("unknown format '%s' (see --help)"), to_name);
          return SDM_CLI_BAD_INPUT;
        }
      if (!sdm_format_holds (to, kind))
        {
          g_autofree char *why = sdm_cli_format_refusal (to, kind);

          /* Translators: the second %s says why, "sdk holds Sudoku grids only, without dominoes" */
          sdm_cli_error (_("cannot write these puzzles as '%s': %s"), to_name, why);
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
      /* Translators: %s: the name given, then the names there are ("none, rotate-180, mirror"). */
      sdm_cli_error (_("unknown symmetry '%s': use one of %s"), symmetry_name, symmetries);
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
