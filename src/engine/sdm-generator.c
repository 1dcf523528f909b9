/* sdm-generator.c: seeded puzzle generation for both kinds. */
#include "sdm-generator.h"

#include <string.h>

#include "sdm-grader.h"
#include "sdm-solver.h"

#define DEFAULT_MAX_ATTEMPTS 2000

/* ---------------------------------------------------------------------------------- */
/* Random numbers: xoshiro256** seeded through splitmix64, so that the same seed gives
 * the same stream everywhere. */

typedef struct {
  guint64 s[4];
} Rng;

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static void
rng_seed (Rng *rng, guint64 seed)
{
  for (int i = 0; i < 4; i++)
    {
      guint64 z = (seed += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

      z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
      rng->s[i] = z ^ (z >> 31);
    }
}

static guint64
rng_next (Rng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

/* Uniform in 0..n-1 (n > 0), without modulo bias. */
static guint
rng_below (Rng *rng, guint n)
{
  guint64 limit = G_MAXUINT64 - G_MAXUINT64 % n;
  guint64 x;

  do
    x = rng_next (rng);
  while (x >= limit);
  return (guint) (x % n);
}

static void
shuffle (Rng *rng, guint8 *items, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = rng_below (rng, i + 1);
      guint8 t = items[i];

      items[i] = items[j];
      items[j] = t;
    }
}

static inline gboolean
cancelled (const SdmGenerateOptions *options)
{
  return options->cancel && g_atomic_int_get (options->cancel);
}

/* ---------------------------------------------------------------------------------- */
/* A random full grid */

/* The three boxes on the diagonal are independent: fill them with random permutations,
 * let the solver complete the grid, then relabel the digits and shuffle rows inside
 * bands, bands, columns inside stacks and stacks (each keeps a grid valid). */
static gboolean
random_grid (Rng *rng, const SdmGenerateOptions *options, guint8 values[SDM_N_CELLS])
{
  SdmPuzzle seed;
  SdmSolveOptions solve = { SDM_SOLVE_ANY, 1, options->cancel, 0 };
  SdmGrid solution[2];
  guint8 digits[9], rows[9], cols[9], bands[3], stacks[3], inner[3];

  sdm_puzzle_init (&seed, SDM_KIND_SUDOKU);
  for (int b = 0; b < 3; b++)
    {
      for (int i = 0; i < 9; i++)
        digits[i] = i + 1;
      shuffle (rng, digits, 9);
      for (int i = 0; i < 9; i++)
        seed.givens[sdm_cell (b * 3 + i / 3, b * 3 + i % 3)] = digits[i];
    }
  if (sdm_solve (&seed, &solve, solution) != 1)
    return FALSE;

  for (int i = 0; i < 9; i++)
    digits[i] = i + 1;
  shuffle (rng, digits, 9);
  for (int i = 0; i < 3; i++)
    bands[i] = stacks[i] = i;
  shuffle (rng, bands, 3);
  shuffle (rng, stacks, 3);
  for (int b = 0; b < 3; b++)
    {
      for (int i = 0; i < 3; i++)
        inner[i] = i;
      shuffle (rng, inner, 3);
      for (int i = 0; i < 3; i++)
        rows[b * 3 + i] = bands[b] * 3 + inner[i];
      for (int i = 0; i < 3; i++)
        inner[i] = i;
      shuffle (rng, inner, 3);
      for (int i = 0; i < 3; i++)
        cols[b * 3 + i] = stacks[b] * 3 + inner[i];
    }
  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 9; c++)
      values[sdm_cell (r, c)] = digits[solution[0].values[sdm_cell (rows[r], cols[c])] - 1];
  return TRUE;
}

/* ---------------------------------------------------------------------------------- */
/* Acceptance */

/* Whether @puzzle stays within the target: the target level's techniques finish it (which
 * also proves its grid unique), or, for "guessing", the solver finds one grid. */
static gboolean
within_target (const SdmPuzzle *puzzle, const SdmGenerateOptions *options, SdmDifficulty cap,
               SdmGenerateStats *stats)
{
  stats->grades++;
  if (cap < SDM_DIFFICULTY_GUESSING)
    {
      SdmLogic logic;
      SdmGrade grade;

      sdm_logic_init (&logic, puzzle, NULL, NULL);
      sdm_grade_logic (&logic, cap, &grade);
      return grade.solved;
    }
  else
    {
      SdmSolveOptions solve = { SDM_SOLVE_ANY, 2, options->cancel, 0 };

      return sdm_solve (puzzle, &solve, NULL) == 1;
    }
}

static gboolean
on_target (const SdmPuzzle *puzzle, const SdmGenerateOptions *options)
{
  SdmGrade grade;

  sdm_grade_puzzle (puzzle, &grade);
  return grade.difficulty == options->difficulty;
}

/* ---------------------------------------------------------------------------------- */
/* Sudoku */

static int
mirror_of (int cell, SdmSymmetry symmetry)
{
  switch (symmetry)
    {
    case SDM_SYMMETRY_ROTATE_180:
      return SDM_N_CELLS - 1 - cell;
    case SDM_SYMMETRY_MIRROR:
      return sdm_cell (sdm_cell_row (cell), 8 - sdm_cell_col (cell));
    case SDM_SYMMETRY_NONE:
    default:
      return cell;
    }
}

static SdmGenerateResult
generate_sudoku (Rng *rng, const SdmGenerateOptions *options, SdmPuzzle *puzzle,
                 SdmGrid *solution, SdmGenerateStats *stats)
{
  guint max = options->max_attempts ? options->max_attempts : DEFAULT_MAX_ATTEMPTS;

  for (guint attempt = 0; attempt < max; attempt++)
    {
      guint8 values[SDM_N_CELLS], order[SDM_N_CELLS];
      int n = 0;

      stats->attempts++;
      if (cancelled (options) || !random_grid (rng, options, values))
        return SDM_GENERATE_CANCELLED;
      sdm_puzzle_init (puzzle, SDM_KIND_SUDOKU);
      memcpy (puzzle->givens, values, SDM_N_CELLS);

      /* One representative per symmetric orbit, in random order. */
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (mirror_of (c, options->symmetry) >= c)
          order[n++] = c;
      shuffle (rng, order, n);
      if (options->difficulty <= SDM_DIFFICULTY_MEDIUM)
        {
          /* Easy levels: remove while the level's techniques still finish it. */
          for (int i = 0; i < n; i++)
            {
              int a = order[i], b = mirror_of (a, options->symmetry);

              if (cancelled (options))
                return SDM_GENERATE_CANCELLED;
              puzzle->givens[a] = puzzle->givens[b] = 0;
              if (!within_target (puzzle, options, options->difficulty, stats))
                {
                  puzzle->givens[a] = values[a];
                  puzzle->givens[b] = values[b];
                }
            }
        }
      else
        {
          /* Hard levels: remove while the grid stays unique (the solver is much cheaper
           * than grading), then give back removed givens, in random order, while the
           * puzzle is harder than the target. */
          guint8 removed[SDM_N_CELLS];
          int n_removed = 0;
          SdmGrade grade;

          for (int i = 0; i < n; i++)
            {
              int a = order[i], b = mirror_of (a, options->symmetry);
              SdmSolveOptions solve = { SDM_SOLVE_ANY, 2, options->cancel, 0 };
              int count;

              puzzle->givens[a] = puzzle->givens[b] = 0;
              count = sdm_solve (puzzle, &solve, NULL);
              if (count == SDM_SOLVE_CANCELLED || cancelled (options))
                return SDM_GENERATE_CANCELLED;
              if (count == 1)
                removed[n_removed++] = a;
              else
                {
                  puzzle->givens[a] = values[a];
                  puzzle->givens[b] = values[b];
                }
            }
          shuffle (rng, removed, n_removed);
          stats->grades++;
          sdm_grade_puzzle (puzzle, &grade);
          while (grade.difficulty > options->difficulty && n_removed > 0)
            {
              int a = removed[--n_removed], b = mirror_of (a, options->symmetry);

              if (cancelled (options))
                return SDM_GENERATE_CANCELLED;
              puzzle->givens[a] = values[a];
              puzzle->givens[b] = values[b];
              stats->grades++;
              sdm_grade_puzzle (puzzle, &grade);
            }
        }
      if (on_target (puzzle, options))
        {
          if (solution)
            {
              sdm_grid_init (solution);
              memcpy (solution->values, values, SDM_N_CELLS);
            }
          return SDM_GENERATE_OK;
        }
    }
  return SDM_GENERATE_GAVE_UP;
}

/* ---------------------------------------------------------------------------------- */
/* Sudominoku */

static void
build_sudominoku (SdmPuzzle *puzzle, const guint8 iso[9], const SdmDominoClue *all,
                  const gboolean kept[SDM_N_DOMINOES])
{
  sdm_puzzle_init (puzzle, SDM_KIND_SUDOMINOKU);
  for (int d = 0; d < 9; d++)
    {
      puzzle->isolated[d] = iso[d];
      puzzle->givens[iso[d]] = d + 1;
    }
  for (int i = 0; i < SDM_N_DOMINOES; i++)
    if (kept[i])
      {
        puzzle->clues[puzzle->n_clues++] = all[i];
        puzzle->givens[all[i].cells[0]] = all[i].digits[0];
        puzzle->givens[all[i].cells[1]] = all[i].digits[1];
      }
}

/* Search for a layout of @values: nine lone cells (one per digit) and 36 dominoes, each
 * pair once. At every node the most constrained thing is decided first: an open cell with
 * the fewest ways to be covered, or an unused pair with the fewest places; ties and the
 * order of the choices are random, so the layout is a random one. */
typedef struct {
  Rng          *rng;
  const guint8 *values;
  guint8       *partner;
  guint8       *iso;
  guint8        covered[SDM_N_CELLS];
  guint64       used;
  guint         iso_used;
  guint         nodes;
} Layout;

#define LAYOUT_NODE_LIMIT 500

static inline int
layout_pair (const Layout *l, int a, int b)
{
  return l->values[a] == l->values[b] ? -1 : sdm_domino_index (l->values[a], l->values[b]);
}

/* Whether the open cells @a and @b may become a domino. */
static inline gboolean
layout_edge_ok (const Layout *l, int a, int b)
{
  int p;

  if (l->covered[a] || l->covered[b])
    return FALSE;
  p = layout_pair (l, a, b);
  return p >= 0 && !(l->used & (G_GUINT64_CONSTANT (1) << p));
}

static gboolean
layout_search (Layout *l)
{
  int best_cell = -1, best_count = 99, best_pair = -1, ties = 0;
  guint8 pair_count[SDM_N_DOMINOES] = { 0 };
  guint8 pair_edge[SDM_N_DOMINOES][2];
  int open = 0;

  if (++l->nodes > LAYOUT_NODE_LIMIT)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int count = 0, nb[2] = { sdm_cell_col (c) < 8 ? c + 1 : -1, c + 9 < SDM_N_CELLS ? c + 9 : -1 };

      if (l->covered[c])
        continue;
      open++;
      if (!(l->iso_used & (1u << l->values[c])))
        count++;
      for (int k = 0; k < 2; k++)
        if (nb[k] >= 0 && layout_edge_ok (l, c, nb[k]))
          {
            int p = layout_pair (l, c, nb[k]);

            if (pair_count[p]++ == 0)
              {
                pair_edge[p][0] = c;
                pair_edge[p][1] = nb[k];
              }
          }
      if (sdm_cell_col (c) > 0 && layout_edge_ok (l, c, c - 1))
        count++;
      if (sdm_cell_col (c) < 8 && layout_edge_ok (l, c, c + 1))
        count++;
      if (c >= 9 && layout_edge_ok (l, c, c - 9))
        count++;
      if (c + 9 < SDM_N_CELLS && layout_edge_ok (l, c, c + 9))
        count++;
      if (count == 0)
        return FALSE;
      if (count < best_count)
        best_cell = c, best_count = count, ties = 1;
      else if (count == best_count && rng_below (l->rng, ++ties) == 0)
        best_cell = c;
    }
  if (open == 0)
    return TRUE;
  for (int p = 0; p < SDM_N_DOMINOES; p++)
    if (!(l->used & (G_GUINT64_CONSTANT (1) << p)))
      {
        if (pair_count[p] == 0)
          return FALSE;
        if (pair_count[p] == 1 && best_count > 1)
          best_pair = p;
      }

  if (best_pair >= 0)
    {
      /* The pair's only place. */
      int a = pair_edge[best_pair][0], b = pair_edge[best_pair][1];

      l->used |= G_GUINT64_CONSTANT (1) << best_pair;
      l->covered[a] = l->covered[b] = TRUE;
      if (layout_search (l))
        {
          l->partner[a] = b;
          l->partner[b] = a;
          return TRUE;
        }
      l->covered[a] = l->covered[b] = FALSE;
      l->used &= ~(G_GUINT64_CONSTANT (1) << best_pair);
      return FALSE;
    }

  {
    int c = best_cell, d = l->values[c];
    guint8 choices[5] = { 0, 1, 2, 3, 4 };

    shuffle (l->rng, choices, 5);
    for (int i = 0; i < 5; i++)
      {
        int o;

        if (choices[i] == 4)
          {
            if (l->iso_used & (1u << d))
              continue;
            l->iso_used |= 1u << d;
            l->covered[c] = TRUE;
            if (layout_search (l))
              {
                l->iso[d - 1] = c;
                l->partner[c] = SDM_NO_CELL;
                return TRUE;
              }
            l->covered[c] = FALSE;
            l->iso_used &= ~(1u << d);
            continue;
          }
        o = choices[i] == 0 ? (sdm_cell_col (c) > 0 ? c - 1 : -1)
          : choices[i] == 1 ? (sdm_cell_col (c) < 8 ? c + 1 : -1)
          : choices[i] == 2 ? c - 9 : c + 9;
        if (o < 0 || o >= SDM_N_CELLS || !layout_edge_ok (l, c, o))
          continue;
        {
          guint64 bit = G_GUINT64_CONSTANT (1) << layout_pair (l, c, o);

          l->used |= bit;
          l->covered[c] = l->covered[o] = TRUE;
          if (layout_search (l))
            {
              l->partner[c] = o;
              l->partner[o] = c;
              return TRUE;
            }
          l->covered[c] = l->covered[o] = FALSE;
          l->used &= ~bit;
        }
      }
  }
  return FALSE;
}

static gboolean
random_layout (Rng *rng, const guint8 values[SDM_N_CELLS], guint8 partner[SDM_N_CELLS], guint8 iso[9])
{
  Layout l;

  memset (&l, 0, sizeof l);
  l.rng = rng;
  l.values = values;
  l.partner = partner;
  l.iso = iso;
  memset (partner, SDM_NO_CELL, SDM_N_CELLS);
  return layout_search (&l);
}

static SdmGenerateResult
generate_sudominoku (Rng *rng, const SdmGenerateOptions *options, SdmPuzzle *puzzle,
                     SdmGrid *solution, SdmGenerateStats *stats)
{
  guint max = options->max_attempts ? options->max_attempts : DEFAULT_MAX_ATTEMPTS;

  for (guint attempt = 0; attempt < max; attempt++)
    {
      guint8 values[SDM_N_CELLS], partner[SDM_N_CELLS], iso[9], order[SDM_N_DOMINOES];
      SdmDominoClue all[SDM_N_DOMINOES];
      gboolean kept[SDM_N_DOMINOES];
      gboolean laid = FALSE;
      int n = 0, n_kept = SDM_N_DOMINOES;

      stats->attempts++;
      if (cancelled (options) || !random_grid (rng, options, values))
        return SDM_GENERATE_CANCELLED;

      /* Nine lone cells, one per digit, and a layout using every pair once. */
      for (int tries = 0; tries < 8 && !laid; tries++)
        laid = random_layout (rng, values, partner, iso);
      if (!laid)
        continue;

      for (int c = 0; c < SDM_N_CELLS; c++)
        if (partner[c] != SDM_NO_CELL && partner[c] > c)
          {
            int p = sdm_domino_index (values[c], values[partner[c]]);

            all[p].cells[0] = c;
            all[p].cells[1] = partner[c];
            all[p].digits[0] = values[c];
            all[p].digits[1] = values[partner[c]];
            order[n++] = p;
          }
      g_assert (n == SDM_N_DOMINOES);
      for (int i = 0; i < SDM_N_DOMINOES; i++)
        kept[i] = TRUE;

      shuffle (rng, order, n);
      for (int i = 0; i < n && n_kept > SDM_GENERATE_MIN_CLUES; i++)
        {
          if (cancelled (options))
            return SDM_GENERATE_CANCELLED;
          kept[order[i]] = FALSE;
          build_sudominoku (puzzle, iso, all, kept);
          if (within_target (puzzle, options, options->difficulty, stats))
            n_kept--;
          else
            kept[order[i]] = TRUE;
        }
      build_sudominoku (puzzle, iso, all, kept);
      if (on_target (puzzle, options))
        {
          if (solution)
            {
              sdm_grid_init (solution);
              memcpy (solution->values, values, SDM_N_CELLS);
              memcpy (solution->partner, partner, SDM_N_CELLS);
            }
          return SDM_GENERATE_OK;
        }
    }
  return SDM_GENERATE_GAVE_UP;
}

/* ---------------------------------------------------------------------------------- */

void
sdm_generate_options_init (SdmGenerateOptions *options,
                           SdmKind             kind,
                           SdmDifficulty       difficulty,
                           guint64             seed)
{
  memset (options, 0, sizeof *options);
  options->kind = kind;
  options->difficulty = difficulty;
  options->seed = seed;
  options->symmetry = kind == SDM_KIND_SUDOKU ? SDM_SYMMETRY_ROTATE_180 : SDM_SYMMETRY_NONE;
}

SdmGenerateResult
sdm_generate (const SdmGenerateOptions *options,
              SdmPuzzle                *puzzle,
              SdmGrid                  *solution,
              SdmGenerateStats         *stats)
{
  SdmGenerateStats scratch;
  SdmGenerateResult result;
  Rng rng;

  g_return_val_if_fail (options != NULL && puzzle != NULL, SDM_GENERATE_GAVE_UP);
  g_return_val_if_fail (options->difficulty >= 0 && options->difficulty < SDM_N_DIFFICULTIES,
                        SDM_GENERATE_GAVE_UP);
  if (!stats)
    stats = &scratch;
  memset (stats, 0, sizeof *stats);
  /* The kind and level are part of the seed: the same seed at another level is another
   * puzzle, not the same grid thinned differently. */
  rng_seed (&rng, options->seed ^ ((guint64) options->kind << 56) ^ ((guint64) options->difficulty << 48));
  if (options->kind == SDM_KIND_SUDOMINOKU)
    result = generate_sudominoku (&rng, options, puzzle, solution, stats);
  else
    result = generate_sudoku (&rng, options, puzzle, solution, stats);
  if (result != SDM_GENERATE_OK)
    sdm_puzzle_init (puzzle, options->kind);
  return result;
}

static const char *const symmetry_names[] = { "none", "rotate-180", "mirror" };

const char *
sdm_symmetry_to_string (SdmSymmetry symmetry)
{
  g_return_val_if_fail (symmetry <= SDM_SYMMETRY_MIRROR, NULL);
  return symmetry_names[symmetry];
}

int
sdm_symmetry_from_string (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (symmetry_names); i++)
    if (g_strcmp0 (name, symmetry_names[i]) == 0)
      return i;
  return -1;
}
