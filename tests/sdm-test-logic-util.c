/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-logic-util.c: helpers shared by the tests of the logic, the grader, the
 * generator, hints and the editor (see sdm-test-logic-util.h).
 *
 * An independent, deliberately simple Sudoku solver (depth-first, fewest candidates
 * first) to check logic steps against, and readers for the fixtures in tests/data
 * (81-character lines; the Sudominoku contest format with its solutions and layouts).
 * Only for tests: no error recovery beyond g_assert.
 */
#include <stdlib.h>
#include <string.h>

#include "sdm-test-logic-util.h"

gboolean
sdm_test_parse_line (const char *line, SdmPuzzle *puzzle)
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
  if (strlen (line) < 81)
    return FALSE;
  for (int c = 0; c < 81; c++)
    {
      char ch = line[c];

      if (ch >= '1' && ch <= '9')
        puzzle->givens[c] = ch - '0';
      else if (ch != '.' && ch != '0')
        return FALSE;
    }
  return TRUE;
}

/* Count solutions of the digits @values (0 = empty) up to @limit; the first goes to @out. */
static int
sdm_test_count_rec (guint8 values[81], int limit, guint8 out[81], int found)
{
  int best = -1, best_n = 10;
  guint16 best_mask = 0;

  for (int c = 0; c < 81; c++)
    {
      guint16 used = 0;
      int n;

      if (values[c])
        continue;
      for (int i = 0; i < 20; i++)
        if (values[sdm_peers[c][i]])
          used |= 1u << (values[sdm_peers[c][i]] - 1);
      n = __builtin_popcount (0x1ff & ~used);
      if (n < best_n)
        {
          best = c;
          best_n = n;
          best_mask = 0x1ff & ~used;
          if (n == 0)
            return found;
        }
    }
  if (best < 0)
    {
      if (found == 0 && out)
        memcpy (out, values, 81);
      return found + 1;
    }
  for (int d = 1; d <= 9 && found < limit; d++)
    if (best_mask & (1u << (d - 1)))
      {
        values[best] = d;
        found = sdm_test_count_rec (values, limit, out, found);
        values[best] = 0;
      }
  return found;
}

int
sdm_test_count (const guint8 givens[81], int limit, guint8 solution[81])
{
  guint8 values[81];

  memcpy (values, givens, 81);
  for (int c = 0; c < 81; c++)
    if (values[c])
      for (int i = 0; i < 20; i++)
        if (values[sdm_peers[c][i]] == values[c])
          return 0;
  return sdm_test_count_rec (values, limit, solution, 0);
}

static char *
sdm_test_data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

/* Every 81-character puzzle line of tests/data/@name (comments skipped). */
GPtrArray *
sdm_test_read_lines (const char *name)
{
  g_autofree char *path = sdm_test_data_path (name);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (lines[i][0] && lines[i][0] != '#')
      g_ptr_array_add (out, g_strdup (lines[i]));
  return out;
}

static int
sdm_test_location (const char *s)
{
  g_assert_true (s[0] >= 'A' && s[0] <= 'I' && s[1] >= '1' && s[1] <= '9');
  return (s[0] - 'A') * 9 + (s[1] - '1');
}

/* Read the contest-format puzzles of @in_name and the solutions and tilings of
 * @meta_name (tab-separated; column 9 the grid, column 10 the tiling: > < v ^ *). */
GArray *
sdm_test_read_sudominoku (const char *in_name, const char *meta_name)
{
  g_autofree char *in_path = sdm_test_data_path (in_name);
  g_autofree char *meta_path = sdm_test_data_path (meta_name);
  g_autofree char *in_text = NULL, *meta_text = NULL;
  g_auto(GStrv) tokens = NULL;
  g_auto(GStrv) rows = NULL;
  GArray *out = g_array_new (FALSE, TRUE, sizeof (SdmTestDomino));
  int t = 0, k = 0;

  g_assert_true (g_file_get_contents (in_path, &in_text, NULL, NULL));
  g_assert_true (g_file_get_contents (meta_path, &meta_text, NULL, NULL));
  tokens = g_strsplit_set (g_strstrip (in_text), " \n\r\t", -1);
  for (;;)
    {
      SdmTestDomino entry;
      int n;

      while (tokens[t] && !tokens[t][0])
        t++;
      n = atoi (tokens[t++]);
      if (n == 0)
        break;
      memset (&entry, 0, sizeof entry);
      sdm_puzzle_init (&entry.puzzle, SDM_KIND_SUDOMINOKU);
      entry.puzzle.n_clues = n;
      for (int i = 0; i < n; i++)
        {
          SdmDominoClue *clue = &entry.puzzle.clues[i];

          for (int h = 0; h < 2; h++)
            {
              while (!tokens[t][0])
                t++;
              clue->digits[h] = atoi (tokens[t++]);
              while (!tokens[t][0])
                t++;
              clue->cells[h] = sdm_test_location (tokens[t++]);
              entry.puzzle.givens[clue->cells[h]] = clue->digits[h];
            }
        }
      for (int d = 0; d < 9; d++)
        {
          while (!tokens[t][0])
            t++;
          entry.puzzle.isolated[d] = sdm_test_location (tokens[t++]);
          entry.puzzle.givens[entry.puzzle.isolated[d]] = d + 1;
        }
      g_array_append_val (out, entry);
    }

  rows = g_strsplit (meta_text, "\n", -1);
  for (int i = 0; rows[i]; i++)
    {
      g_auto(GStrv) cols = NULL;
      SdmTestDomino *entry;

      if (!rows[i][0] || rows[i][0] == '#')
        continue;
      cols = g_strsplit (rows[i], "\t", -1);
      g_assert_cmpuint (g_strv_length (cols), >=, 11);
      g_assert_cmpint (k, <, (int) out->len);
      entry = &g_array_index (out, SdmTestDomino, k++);
      sdm_grid_init (&entry->solution);
      for (int c = 0; c < 81; c++)
        {
          entry->solution.values[c] = cols[9][c] - '0';
          switch (cols[10][c])
            {
            case '>': entry->solution.partner[c] = c + 1; break;
            case '<': entry->solution.partner[c] = c - 1; break;
            case 'v': entry->solution.partner[c] = c + 9; break;
            case '^': entry->solution.partner[c] = c - 9; break;
            default: break;
            }
        }
    }
  g_assert_cmpint (k, ==, (int) out->len);
  return out;
}

/* ---------------------------------------------------------------------------------- */
/* Logic regression cases (tests/data/logic-regression.txt; the format is described at
 * the top of that file). */

/* The candidates of @cell before any technique: all digits but its peers'. */
static guint16
sdm_test_basic_cands (const SdmLogic *logic, int cell)
{
  guint16 m = 0x1ff;

  for (int i = 0; i < 20; i++)
    if (logic->values[sdm_peers[cell][i]])
      m &= ~(1u << (logic->values[sdm_peers[cell][i]] - 1));
  return m;
}

/* Append "dRC" for every (cell, digit) of @masks, space-separated. */
void
sdm_test_write_candidates (GString *out, const guint16 masks[81])
{
  gboolean first = TRUE;

  for (int c = 0; c < 81; c++)
    for (int d = 1; d <= 9; d++)
      if (masks[c] & (1u << (d - 1)))
        {
          g_string_append_printf (out, "%s%d%d%d", first ? "" : " ", d, c / 9 + 1, c % 9 + 1);
          first = FALSE;
        }
}

void
sdm_test_write_position (GString *out, const SdmLogic *logic)
{
  guint16 deleted[81];

  if (logic->kind == SDM_KIND_SUDOMINOKU)
    g_string_append_c (out, 'D');
  for (int c = 0; c < 81; c++)
    g_string_append_c (out, logic->values[c] ? '0' + logic->values[c] : '.');
  if (logic->kind == SDM_KIND_SUDOMINOKU)
    {
      gboolean first = TRUE;
      int iso[9];

      g_string_append_c (out, '/');
      for (int c = 0; c < 81; c++)
        if (logic->isolated[c])
          iso[logic->values[c] - 1] = c;
      for (int d = 0; d < 9; d++)
        g_string_append_printf (out, "%d%d", iso[d] / 9 + 1, iso[d] % 9 + 1);
      g_string_append_c (out, '/');
      for (int c = 0; c < 81; c++)
        {
          int o = logic->partner[c];

          if (o == SDM_NO_CELL || o < c)
            continue;
          g_string_append_printf (out, "%s%d%d-%d%d", first ? "" : ",", c / 9 + 1, c % 9 + 1,
                                  o / 9 + 1, o % 9 + 1);
          for (int p = 0; p < SDM_N_DOMINOES; p++)
            if (logic->pair_at[p] == c && !(logic->values[c] && logic->values[o]))
              {
                int x, y;

                sdm_domino_digits (p, &x, &y);
                g_string_append_printf (out, "=%d%d", x, y);
              }
          first = FALSE;
        }
    }
  g_string_append_c (out, ':');
  for (int c = 0; c < 81; c++)
    deleted[c] = logic->values[c] ? 0 : sdm_test_basic_cands (logic, c) & ~logic->cands[c];
  sdm_test_write_candidates (out, deleted);
}

static int
sdm_test_rc (const char *s)
{
  g_assert_true (s[0] >= '1' && s[0] <= '9' && s[1] >= '1' && s[1] <= '9');
  return (s[0] - '1') * 9 + (s[1] - '1');
}

/* Parse "dRC dRC ..." into masks (for eliminations) or digits (for placements). */
void
sdm_test_parse_candidates (const char *text, guint16 masks[81], guint8 digits[81])
{
  g_auto(GStrv) items = g_strsplit (text, " ", -1);

  for (int i = 0; items[i]; i++)
    {
      int d, c;

      if (!items[i][0])
        continue;
      g_assert_cmpuint (strlen (items[i]), ==, 3);
      d = items[i][0] - '0';
      c = sdm_test_rc (items[i] + 1);
      if (masks)
        masks[c] |= 1u << (d - 1);
      if (digits)
        digits[c] = d;
    }
}

void
sdm_test_read_position (const char *position, const char *deleted, SdmLogic *logic)
{
  SdmPuzzle puzzle;
  guint16 del[81] = { 0 };
  gboolean domino = position[0] == 'D';
  const char *p = position + (domino ? 1 : 0);

  sdm_puzzle_init (&puzzle, domino ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU);
  g_assert_cmpuint (strlen (p), >=, 81);
  for (int c = 0; c < 81; c++)
    puzzle.givens[c] = p[c] == '.' ? 0 : p[c] - '0';
  if (domino)
    {
      g_assert_cmpint (p[81], ==, '/');
      for (int d = 0; d < 9; d++)
        puzzle.isolated[d] = sdm_test_rc (p + 82 + 2 * d);
    }
  sdm_logic_init (logic, &puzzle, NULL, NULL);
  if (domino)
    {
      g_auto(GStrv) links = NULL;

      g_assert_cmpint (p[100], ==, '/');
      links = g_strsplit (p + 101, ",", -1);
      for (int i = 0; links[i]; i++)
        {
          int a, b, pair = -1;

          if (!links[i][0])
            continue;
          a = sdm_test_rc (links[i]);
          g_assert_cmpint (links[i][2], ==, '-');
          b = sdm_test_rc (links[i] + 3);
          if (links[i][5] == '=')
            pair = sdm_domino_index (links[i][6] - '0', links[i][7] - '0');
          sdm_logic_link (logic, a, b, pair);
        }
    }
  sdm_test_parse_candidates (deleted, del, NULL);
  for (int c = 0; c < 81; c++)
    if (!logic->values[c])
      logic->cands[c] &= ~del[c];
}

/* "RC-RC" or "RC-RC=ab" for the link a step makes, "RCxRC" for a domino it rules out,
 * "" for none. */
void
sdm_test_write_link (GString *out, const SdmStep *step)
{
  gsize start = out->len;

  for (int c = 0; c < 81; c++)
    {
      /* A domino ruled out: "RCxRC". */
      if (step->cut[c] & SDM_CUT_RIGHT)
        g_string_append_printf (out, "%s%d%dx%d%d", out->len > start ? " " : "", c / 9 + 1, c % 9 + 1, c / 9 + 1, c % 9 + 2);
      if (step->cut[c] & SDM_CUT_DOWN)
        g_string_append_printf (out, "%s%d%dx%d%d", out->len > start ? " " : "", c / 9 + 1, c % 9 + 1, c / 9 + 2, c % 9 + 1);
    }
  if (step->link[0] == SDM_NO_CELL)
    return;
  g_string_append_printf (out, "%d%d-%d%d", step->link[0] / 9 + 1, step->link[0] % 9 + 1,
                          step->link[1] / 9 + 1, step->link[1] % 9 + 1);
  if (step->domino >= 0)
    {
      int x, y;

      sdm_domino_digits (step->domino, &x, &y);
      g_string_append_printf (out, "=%d%d", x, y);
    }
}

/* Whether every elimination, placement and link of @step holds in @solution (whose
 * partner[] is one valid layout, or all SDM_NO_CELL for a Sudoku). Says what is wrong. */
gboolean
sdm_test_step_is_sound (const SdmStep *step, const SdmGrid *solution, char **why)
{
  for (int c = 0; c < 81; c++)
    {
      int v = solution->values[c];

      if (step->eliminate[c] & (1u << (v - 1)))
        {
          *why = g_strdup_printf ("%s eliminates %d from r%dc%d, the solution's digit",
                                  sdm_technique_to_string (step->technique), v, c / 9 + 1, c % 9 + 1);
          return FALSE;
        }
      if (step->place[c] && step->place[c] != v)
        {
          *why = g_strdup_printf ("%s places %d in r%dc%d, the solution has %d",
                                  sdm_technique_to_string (step->technique), step->place[c],
                                  c / 9 + 1, c % 9 + 1, v);
          return FALSE;
        }
    }
  for (int c = 0; c < 81; c++)
    if (((step->cut[c] & SDM_CUT_RIGHT) && solution->partner[c] == c + 1)
        || ((step->cut[c] & SDM_CUT_DOWN) && solution->partner[c] == c + 9))
      {
        *why = g_strdup_printf ("%s rules out a domino of the solution at r%dc%d",
                                sdm_technique_to_string (step->technique), c / 9 + 1, c % 9 + 1);
        return FALSE;
      }
  if (step->link[0] != SDM_NO_CELL)
    {
      int a = step->link[0], b = step->link[1];

      if (solution->partner[a] != b)
        {
          *why = g_strdup_printf ("%s links r%dc%d and r%dc%d, not a domino of the solution",
                                  sdm_technique_to_string (step->technique),
                                  a / 9 + 1, a % 9 + 1, b / 9 + 1, b % 9 + 1);
          return FALSE;
        }
      if (step->domino >= 0 && sdm_domino_index (solution->values[a], solution->values[b]) != step->domino)
        {
          *why = g_strdup_printf ("%s puts the wrong pair on r%dc%d",
                                  sdm_technique_to_string (step->technique), a / 9 + 1, a % 9 + 1);
          return FALSE;
        }
    }
  return TRUE;
}
