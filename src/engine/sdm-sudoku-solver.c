/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-sudoku-solver.c: the classic Sudoku solver behind sdm_solve().
 *
 * One file on purpose: it is built apart at -O3 (src/engine/meson.build), and its state,
 * propagation and search are one hot loop whose helpers must inline into each other.
 * What was measured on it, kept or not, with dates, commits and commands, is in
 * src/engine/SOLVERS.md; the comments here say what the code is and why.
 *
 * State: for every digit, a bitboard of the cells where it may still stand, stored as three
 * 27-bit band words (bit r * 9 + c for row r of the band, column c), band-major so that a
 * band's nine digit words are contiguous, plus the unsolved cells. 264 bytes, so a guess
 * copies the state and backtracking needs no undo log.
 *
 * Propagation (propagate()), repeated until nothing changes; each pass:
 *  - naked singles and empty cells, bit-parallel over the nine boards of each band, again
 *    and again while placing them makes more;
 *  - then, per digit whose board changed: the band step (per band the digit occupies one
 *    row-segment in each box, all in different rows: only 6 patterns; a 512-entry table
 *    maps the 3×3 matrix "segment still possible" to the union of the patterns it allows),
 *    the same on stacks (columns × bands), which is pointing/claiming and finds empty
 *    rows, columns and boxes; then hidden singles (a row, box or column with one place
 *    left), all of a digit's placed in one step.
 * Work is only redone where something changed: the state remembers, per digit and band,
 * the board the filter last left alone (and per digit its column sets), so after a guess
 * only the digits the guess touched are examined again. A digit that stands in all the
 * cells it can has nothing more to give and is skipped.
 * At the fixed point, on a grid still open (TRIAD_MIN_UNSOLVED unsolved cells or more),
 * triads (triads()): each 3-cell row- or column-segment of a box holds exactly 3 digits.
 *
 * Branching (choose_cell()): a bivalue cell, the one whose two digits can still stand in
 * the most of its peers, bivalue peers weighted (either branch then eliminates the most);
 * else a cell with the fewest candidates. A dense puzzle (DENSE_MIN_GIVENS givens or more)
 * branches on its first bivalue cell unscored and skips the triads, which save no nodes
 * there; of the two digits it tries first the one that can still stand in more of the
 * cell's peers (dense_high_first()).
 *
 * Speed: mispredicted branches cost more than the instructions that replace them, so
 * several steps run on every band or every digit and mask instead of testing. SSE2, which
 * every x86-64 has, folds the nine digit words of a band; every such use has a plain C
 * fallback that gives the same search. Words just stored one by one are read word by
 * word, not by a wide load (no store forwarding), and the file is built without
 * straight-line vectorising. The hot functions have x86-64-v3 clones (SDM_HOT_CLONES).
 * tests/bench/compare-tdoku.sh runs the solver beside tdoku, the fastest public solver,
 * and compare-qqwing.sh beside qqwing.
 *
 * The lexicographically smallest solution: the count question first (up to 2). A unique
 * solution is the smallest. Otherwise fix cells in row-major order: for each cell try the
 * candidates below the best solution known so far, smallest first, asking only "is there
 * any solution with this prefix?" (the fast search, whatever its order); the first digit
 * that has one gives a smaller best solution. This stays fast on puzzles built to defeat a
 * row-major search, because no search ever runs in row-major order.
 *
 * Every solution in increasing order (SDM_SOLVE_ASCENDING, `solve --all-limit`): the same
 * idea as a depth-first listing (list_ascending()): cells in row-major order, digits
 * smallest first, and a child entered only when the fast search finds a solution in it (or
 * the solution known from the parent's already goes through it).
 */
#include "sdm-solver.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define BAND_MASK   0x7ffffffu   /* 27 bits */
#define ROW_MASK    0x1ffu
#define COLS_TO_BAND(cols) ((cols) * 0x40201u)  /* a 9-bit column set on all 3 rows */
#define CANCEL_PERIOD 4096
#define SEG_LOW     0x1249249u   /* bit 0 of each group of 3 in 27 bits */
/* Guess scoring: a bivalue peer that loses a candidate becomes a single, worth this many
 * plain eliminations (tried 0-4 on forum_hardest_1106 / magictour / 17-clue: 3 is best). */
#define BIVALUE_WEIGHT 3
/* Triads only on a grid with at least this many unsolved cells (25 and 40 measured: 40
 * changes no time on the hard sets, where triads pay, and saves 4% on many-given ones). */
#define TRIAD_MIN_UNSOLVED 40
/* Puzzles with at least this many givens branch on their first bivalue cell, unscored
 * (see choose_cell()). */
#define DENSE_MIN_GIVENS 33
/* Finished digits (see propagate()) are looked for only on grids with at most this many
 * unsolved cells (36 measured: 1-2.5% faster on every set than looking on every pass). */
#define FINISHED_MAX_UNSOLVED 36

typedef struct {
  guint32 pos[3][9];     /* pos[b][d]: cells of band b where digit d + 1 may stand */
  guint32 unsolved[3];
  /* done[b][d]: pos[b][d] as it was when the filter last left the digit's board alone
   * and its hidden singles were taken. Boards only lose bits, so an equal board has
   * nothing new to give, at this node or any below it. */
  guint32 done[3][9];
  /* done_cols[d]: the digit's column sets per band (9 bits each) when the stack step last
   * ran on them; the step depends on nothing else and is idempotent. */
  guint32 done_cols[9];
} State;

typedef struct {
  const gint *cancel;
  guint       limit;
  guint       count;
  guint64     nodes;
  guint64     max_nodes;            /* the budget (SdmSolveOptions) */
  gint64      deadline;
  gboolean    cancelled;            /* stop: cancelled, or out of budget when ... */
  gboolean    out_of_budget;        /* ... this is set too */
  guint8      found[2][SDM_N_CELLS];
  gboolean    dense;                /* DENSE_MIN_GIVENS givens or more */
  SdmSolutionFunc each;             /* the caller's, for the main search only */
  gpointer    each_data;
} Search;

/* Tables, built once. */
static guint32 peer_mask[SDM_N_CELLS][3];    /* the 20 peers of a cell */
static guint64 peer_mask01[SDM_N_CELLS];     /* the same, bands 0 and 1 as one word (band 1 << 27) */
static guint8  seg_present[512];             /* 9-bit row -> which of its 3 segments are non-empty */
static guint16 pattern_union[512];           /* 3x3 matrix -> union of the permutations inside it */
static guint32 seg_expand[512];              /* 3x3 segment set -> the 27-bit cells of those segments */
static guint16 row_single[512];              /* 9-bit row -> itself when it has one bit, else 0 */
static guint16 triad_keep[512];              /* 3x3 forced segments -> the segments that stay possible */
static guint16 group_single[512];            /* 9 bits as 3 groups of 3 -> the groups with one bit */
static guint16 group_fill[512];              /* 9 bits as 3 groups of 3 -> the groups with any bit, filled */
static guint64 byte_spread[256];             /* bit k of 8 -> byte k set to 1 */

static void
init_tables (void)
{
  static gsize initialised = 0;
  static const guint8 perms[6][3] = {
    { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
  };

  if (!g_once_init_enter (&initialised))
    return;

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      memset (peer_mask[c], 0, sizeof peer_mask[c]);
      for (int i = 0; i < 20; i++)
        {
          int p = sdm_peers[c][i];
          peer_mask[c][p / 27] |= 1u << (p % 27);
        }
      peer_mask01[c] = peer_mask[c][0] | (guint64) peer_mask[c][1] << 27;
    }

  for (guint m = 0; m < 256; m++)
    {
      byte_spread[m] = 0;
      for (int k = 0; k < 8; k++)
        byte_spread[m] |= (guint64) ((m >> k) & 1) << (8 * k);
    }
  for (guint m = 0; m < 512; m++)
    {
      guint present = 0, allowed = 0, mates = 0, gs = 0, gf = 0;
      guint32 cells = 0;

      for (int x = 0; x < 3; x++)
        if (m & (7u << (3 * x)))
          present |= 1u << x;
      seg_present[m] = present;
      row_single[m] = (m != 0 && (m & (m - 1)) == 0) ? m : 0;

      for (int p = 0; p < 6; p++)
        {
          guint pm = 0;
          for (int r = 0; r < 3; r++)
            pm |= 1u << (r * 3 + perms[p][r]);
          if ((pm & m) == pm)
            allowed |= pm;
        }
      pattern_union[m] = allowed;
      for (int r = 0; r < 3; r++)
        for (int x = 0; x < 3; x++)
          if (m & (1u << (r * 3 + x)))
            mates |= (7u << (3 * r)) | (0x49u << x);
      triad_keep[m] = (~mates | m) & 0x1ff;
      for (int x = 0; x < 3; x++)
        {
          guint g = (m >> (3 * x)) & 7;
          if (g != 0)
            gf |= 7u << (3 * x);
          if (g != 0 && (g & (g - 1)) == 0)
            gs |= g << (3 * x);
        }
      group_single[m] = gs;
      group_fill[m] = gf;

      for (int r = 0; r < 3; r++)
        for (int x = 0; x < 3; x++)
          if (m & (1u << (r * 3 + x)))
            cells |= 7u << (9 * r + 3 * x);
      seg_expand[m] = cells;
    }

  g_once_init_leave (&initialised, 1);
}

static inline int
lowest_bit (guint32 v)
{
  return __builtin_ctz (v);
}

/* Place digit d (0-based) in bit @i of band @b, an unsolved cell where it may stand. */
static inline void
place_new (State *s, int d, int b, int i)
{
  guint32 bit = 1u << i;
  const guint32 *pm = peer_mask[b * 27 + i];

  s->unsolved[b] &= ~bit;
  for (int e = 0; e < 9; e++)
    s->pos[b][e] &= ~bit;
  s->pos[b][d] |= bit;
  s->pos[0][d] &= ~pm[0];
  s->pos[1][d] &= ~pm[1];
  s->pos[2][d] &= ~pm[2];
}

/* Place digit d (0-based) in bit @i of band @b. FALSE when the digit cannot stand there. */
static inline gboolean
place_at (State *s, int d, int b, int i)
{
  guint32 bit = 1u << i;

  if (!(s->pos[b][d] & bit))
    return FALSE;
  if (s->unsolved[b] & bit)
    place_new (s, d, b, i);
  /* else already placed; only d can hold it */
  return TRUE;
}

/* Whether two of @cells (one digit's cells, per band) share a row, column or box: the
 * clashing bits, 0 for none. @cols gets each band's columns, @all_cols their union. */
static inline guint32
cells_clash (const guint32 cells[3], guint32 cols[3], guint32 *all_cols)
{
  guint32 clash = 0;

  for (int b = 0; b < 3; b++)
    {
      guint32 c = cells[b], r0 = c & ROW_MASK, r1 = (c >> 9) & ROW_MASK, r2 = c >> 18;

      cols[b] = r0 | r1 | r2;
      /* Two in a row, in a column of the band, or in a box. */
      clash |= (r0 & (r0 - 1)) | (r1 & (r1 - 1)) | (r2 & (r2 - 1))
               | (r0 & r1) | (r2 & (r0 | r1))
               | (cols[b] & ~group_single[cols[b]]);
    }
  *all_cols = cols[0] | cols[1] | cols[2];
  return clash | (cols[0] & cols[1]) | (cols[2] & (cols[0] | cols[1]));
}

/* The cells of band @b's board that @c (the digit's cells there, columns @col) and the
 * digit's columns in every band (@all_cols) see: their rows, boxes and columns. */
static inline guint32
cells_peers (guint32 c, guint32 col, guint32 all_cols)
{
  guint32 rows = (-(guint32) ((c & ROW_MASK) != 0) & ROW_MASK)
                 | (-(guint32) (((c >> 9) & ROW_MASK) != 0) & (ROW_MASK << 9))
                 | (-(guint32) ((c >> 18) != 0) & (ROW_MASK << 18));

  return rows | COLS_TO_BAND (group_fill[col] | all_cols);
}

/* Place digit d (0-based) in every cell of @cells (per band, all unsolved, all on the
 * digit's board) at once. FALSE when two of them share a row, column or box. */
static inline gboolean
place_many (State *s, int d, const guint32 cells[3])
{
  guint32 cols[3], all_cols;

  if (cells_clash (cells, cols, &all_cols))
    return FALSE;
  for (int b = 0; b < 3; b++)
    {
      guint32 c = cells[b];
      guint32 peers = cells_peers (c, cols[b], all_cols);

      s->unsolved[b] &= ~c;
      for (int e = 0; e < 9; e++)
        s->pos[b][e] &= ~c;
      s->pos[b][d] = (s->pos[b][d] & ~peers) | c;
    }
  return TRUE;
}

/* Place digit d (0-based) in cell. FALSE when the digit cannot stand there. */
static inline gboolean
place (State *s, int d, int cell)
{
  return place_at (s, d, cell / 27, cell % 27);
}

/* Locked candidates and empty units for one digit: FALSE on a contradiction. */
static inline gboolean
filter_digit (guint32 w[3], guint32 *done_cols)
{
  guint32 cols[3];
  guint allowed_cols[3] = { 0, 0, 0 };

  /* The band step is idempotent, so running it on a band the filter already left alone
   * changes nothing; cheaper than a branch that mispredicts. */
  guint fail = 0;

  for (int b = 0; b < 3; b++)
    {
      guint32 v = w[b];
      guint m = seg_present[v & ROW_MASK]
                | seg_present[(v >> 9) & ROW_MASK] << 3
                | seg_present[v >> 18] << 6;
      guint allowed = pattern_union[m];

      fail |= allowed == 0;
      v &= seg_expand[allowed];
      w[b] = v;
      cols[b] = (v | v >> 9 | v >> 18) & ROW_MASK;
    }
  if (fail)
    return FALSE;

  {
    guint32 packed = cols[0] | cols[1] << 9 | cols[2] << 18;

    if (packed == *done_cols)
      return TRUE;
    for (int st = 0; st < 3; st++)
      {
        int sh = 3 * st;
        guint m = ((cols[0] >> sh) & 7) | ((cols[1] >> sh) & 7) << 3 | ((cols[2] >> sh) & 7) << 6;
        guint allowed = pattern_union[m];

        if (allowed == 0)
          return FALSE;
        for (int b = 0; b < 3; b++)
          allowed_cols[b] |= ((allowed >> (3 * b)) & 7) << sh;
      }
    for (int b = 0; b < 3; b++)
      w[b] &= COLS_TO_BAND (allowed_cols[b]);
    *done_cols = packed & (allowed_cols[0] | allowed_cols[1] << 9 | allowed_cols[2] << 18);
  }
  return TRUE;
}

/* The cells, per band, that are the only place for the digit in their row, box or column. */
static inline void
hidden_singles (const guint32 w[3], guint32 out[3])
{
  guint32 ones = 0, twos = 0, band_ones[3];

  for (int b = 0; b < 3; b++)
    {
      guint32 v = w[b], r0 = v & ROW_MASK, r1 = (v >> 9) & ROW_MASK, r2 = v >> 18;
      guint32 o = r0 | r1 | r2;
      guint32 t = (r0 & r1) | (r2 & (r0 | r1));
      guint32 single = 0;

      band_ones[b] = o;
      twos |= t | (ones & o);
      ones |= o;
      single = row_single[r0] | (guint32) row_single[r1] << 9 | (guint32) row_single[r2] << 18;
      /* A box with one cell: one column of it used, by one row. */
      single |= v & COLS_TO_BAND (group_single[o] & ~group_fill[t]);
      /* In a band unchanged since the digit was last done these are solved cells already
       * (the caller keeps the unsolved ones): cheaper than a mispredicted branch. */
      out[b] = single;
    }

  {
    guint32 col_single = ones & ~twos;

    for (int b = 0; b < 3; b++)
      out[b] |= w[b] & COLS_TO_BAND (col_single & band_ones[b]);
  }
}

/* The candidates (bit d for digit d + 1) of bit @i of band @b. */
static inline guint32
band_cell_candidates (const State *s, int b, int i)
{
#if defined(__SSE2__)
  /* Shift each digit's bit i into the sign bit of its lane and collect the signs. */
  const guint32 *p = s->pos[b];
  __m128i shift = _mm_cvtsi32_si128 (31 - i);
  __m128i lo = _mm_sll_epi32 (_mm_loadu_si128 ((const __m128i *) (const void *) p), shift);
  __m128i hi = _mm_sll_epi32 (_mm_loadu_si128 ((const __m128i *) (const void *) (p + 4)), shift);

  return (guint32) _mm_movemask_ps (_mm_castsi128_ps (lo))
         | (guint32) _mm_movemask_ps (_mm_castsi128_ps (hi)) << 4
         | ((p[8] >> i) & 1) << 8;
#else
  guint32 m = 0;

  for (int d = 0; d < 9; d++)
    m |= ((s->pos[b][d] >> i) & 1) << d;
  return m;
#endif
}

/* The cells of a band where at least one / at least two of the nine digits may stand.
 * Word by word: it runs right after placements that stored these words one by one, and a
 * vector load of them would wait for those stores (2% slower on every set). */
static inline void
band_counts (const guint32 w[9], guint32 *ones, guint32 *twos)
{
  guint32 o = 0, t = 0;

  for (int d = 0; d < 9; d++)
    {
      t |= o & w[d];
      o |= w[d];
    }
  *ones = o;
  *twos = t;
}

/* Bit d set when some pos[b][d] differs from done[b][d]. */
static inline guint32
changed_digits (const State *s)
{
#if defined(__SSE2__)
  /* pos and done are each followed by more of the state, so reading 28 words is safe. */
  const guint32 *p = &s->pos[0][0], *q = &s->done[0][0];
  guint32 mask = 0;

  for (int i = 0; i < 7; i++)
    {
      __m128i eq = _mm_cmpeq_epi32 (_mm_loadu_si128 ((const __m128i *) (const void *) (p + 4 * i)),
                                    _mm_loadu_si128 ((const __m128i *) (const void *) (q + 4 * i)));
      mask |= (guint32) (_mm_movemask_ps (_mm_castsi128_ps (eq)) ^ 0xf) << (4 * i);
    }
  return (mask | mask >> 9 | mask >> 18) & ROW_MASK;
#else
  guint32 digits = 0;

  for (int d = 0; d < 9; d++)
    digits |= (guint32) ((s->pos[0][d] != s->done[0][d]) | (s->pos[1][d] != s->done[1][d])
                         | (s->pos[2][d] != s->done[2][d])) << d;
  return digits;
#endif
}

/* Bit d set when the digit's board holds no unsolved cell: the digit stands in every
 * cell it can, so the digit's steps in propagate() have nothing more to give (nine
 * cells) or would fail (fewer: a row without the digit). */
static inline guint32
finished_digits (const State *s)
{
#if defined(__SSE2__)
  __m128i lo = _mm_setzero_si128 (), hi = lo;
  guint32 last = 0;

  for (int b = 0; b < 3; b++)
    {
      __m128i u = _mm_set1_epi32 ((int) s->unsolved[b]);

      lo = _mm_or_si128 (lo, _mm_and_si128 (_mm_loadu_si128 ((const __m128i *) (const void *) &s->pos[b][0]), u));
      hi = _mm_or_si128 (hi, _mm_and_si128 (_mm_loadu_si128 ((const __m128i *) (const void *) &s->pos[b][4]), u));
      last |= s->pos[b][8] & s->unsolved[b];
    }
  return (guint32) _mm_movemask_ps (_mm_castsi128_ps (_mm_cmpeq_epi32 (lo, _mm_setzero_si128 ())))
         | (guint32) _mm_movemask_ps (_mm_castsi128_ps (_mm_cmpeq_epi32 (hi, _mm_setzero_si128 ()))) << 4
         | (guint32) (last == 0) << 8;
#else
  guint32 digits = 0;

  for (int d = 0; d < 9; d++)
    digits |= (guint32) (((s->pos[0][d] & s->unsolved[0]) | (s->pos[1][d] & s->unsolved[1])
                          | (s->pos[2][d] & s->unsolved[2])) == 0) << d;
  return digits;
#endif
}

/* The hot functions are built for x86-64-v3 (AVX2, BMI1/2, POPCNT: Haswell, 2013, and
 * later) and for the x86-64 baseline, and the loader picks what the CPU has (ifunc): the
 * same code and the same search either way, 3-5% faster on v3. choose_cell() has a
 * POPCNT-only build between the two. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 12 \
    && defined(__ELF__) && !defined(__SANITIZE_ADDRESS__)
#define SDM_HOT_CLONES __attribute__ ((target_clones ("arch=x86-64-v3", "default")))
#define SDM_CHOOSE_CLONES __attribute__ ((target_clones ("arch=x86-64-v3", "popcnt", "default")))
#elif defined(__x86_64__) && defined(__GNUC__) && defined(__ELF__) && !defined(__SANITIZE_ADDRESS__)
#define SDM_HOT_CLONES
#define SDM_CHOOSE_CLONES __attribute__ ((target_clones ("popcnt", "default")))
#else
#define SDM_HOT_CLONES
#define SDM_CHOOSE_CLONES
#endif

/* Run every deduction to a fixed point. FALSE on a contradiction. */
SDM_HOT_CLONES static gboolean
propagate (State *s)
{
  guint32 (*done)[9] = s->done;

  for (;;)
    {
      gboolean changed = FALSE;
      guint32 digits;

      /* Naked singles and empty cells, all bands first (fewer branches), again and again
       * while placing them makes more: cheaper than a whole pass over the digits for
       * each step of a chain of naked singles (3-8% faster on every set). */
      for (;;)
        {
          guint32 todo[3] = { 0, 0, 0 }, empty = 0;

          for (int b = 0; b < 3; b++)
            {
              guint32 ones, twos, u = s->unsolved[b];

              /* A solved band has no single to give (a branch that late in a search
               * predicts well: 1-2% faster on every set). */
              if (u == 0)
                continue;
              band_counts (s->pos[b], &ones, &twos);
              empty |= u & ~ones;
              todo[b] = ones & ~twos & u;
            }
          if (empty)
            return FALSE;
          if ((todo[0] | todo[1] | todo[2]) == 0)
            break;
          changed = TRUE;
          /* One loop over the singles of all bands, the band found by arithmetic: a loop
           * per band mispredicts the exit of each (and "?:" here compiles to branches). */
          do
            {
              int b = (todo[0] == 0) + ((todo[0] | todo[1]) == 0), bit = lowest_bit (todo[b]);
              const guint32 *w = s->pos[b];
              guint32 cell = 1u << bit, cands;
              /* Word by word, not band_cell_candidates(): a vector load of words that
               * the placement just before stored one by one waits for the stores
               * (no store forwarding; 3% slower on every set). Each word's bit of the
               * cell, w[e] & cell, is 0 or the cell's bit, so shifted by e these add
               * without carries: a sum whose bit (bit + e) is digit e's, in three
               * chains of three (an and and a lea a digit, short dependency chains:
               * 2.2-3.7% fewer instructions on every set than gathering each digit's
               * bit with a shift, an and and an or). */
              guint64 c0 = 64 * (guint64) (w[6] & cell) + 8 * (w[3] & cell) + (w[0] & cell);
              guint64 c1 = 64 * (guint64) (w[7] & cell) + 8 * (w[4] & cell) + (w[1] & cell);
              guint64 c2 = 64 * (guint64) (w[8] & cell) + 8 * (w[5] & cell) + (w[2] & cell);

              cands = (guint32) ((c0 + 2 * c1 + 4 * c2) >> bit);
              todo[b] &= todo[b] - 1;
              /* An earlier single of this loop may have taken the cell's last digit. */
              if (cands == 0)
                return FALSE;
              place_new (s, lowest_bit (cands), b, bit);
            }
          while (todo[0] | todo[1] | todo[2]);
        }

      digits = changed_digits (s);
      {
        /* Placed everywhere: nothing more to find, at this node or below (a quarter of
         * the digit steps on serg_benchmark_multi). Looked for only on a grid with at
         * most FINISHED_MAX_UNSOLVED unsolved cells: earlier, few digits are finished
         * and the look costs more than it saves. */
        guint32 finished = __builtin_popcount (s->unsolved[0]) + __builtin_popcount (s->unsolved[1])
                           + __builtin_popcount (s->unsolved[2]) <= FINISHED_MAX_UNSOLVED
                           ? digits & finished_digits (s) : 0;

        digits &= ~finished;
        while (finished)
          {
            int d = lowest_bit (finished);

            finished &= finished - 1;
            if (__builtin_popcount (s->pos[0][d]) + __builtin_popcount (s->pos[1][d])
                + __builtin_popcount (s->pos[2][d]) != 9)
              return FALSE;
            done[0][d] = s->pos[0][d];
            done[1][d] = s->pos[1][d];
            done[2][d] = s->pos[2][d];
          }
      }

      /* Digits whose boards change during the pass (by placements) get their turn in the
       * next one, which a placement always causes. */
      while (digits)
        {
          int d = lowest_bit (digits);
          guint32 w[3] = { s->pos[0][d], s->pos[1][d], s->pos[2][d] }, singles[3];
          guint32 w0 = w[0], w1 = w[1], w2 = w[2];

          digits &= digits - 1;

          if (!filter_digit (w, &s->done_cols[d]))
            return FALSE;
          s->pos[0][d] = w[0];
          s->pos[1][d] = w[1];
          s->pos[2][d] = w[2];
          if (((w[0] ^ w0) | (w[1] ^ w1) | (w[2] ^ w2)) != 0)
            {
              /* The filter may find more on its own output: look again next pass. */
              changed = TRUE;
            }
          else
            {
              /* A board the filter leaves alone; placing below may still change it, and
               * then the next pass looks again. */
              done[0][d] = w0;
              done[1][d] = w1;
              done[2][d] = w2;
            }
          hidden_singles (w, singles);
          singles[0] &= s->unsolved[0];
          singles[1] &= s->unsolved[1];
          singles[2] &= s->unsolved[2];
          if (singles[0] | singles[1] | singles[2])
            {
              changed = TRUE;
              if (!place_many (s, d, singles))
                return FALSE;
            }
        }

      if (!changed || (s->unsolved[0] | s->unsolved[1] | s->unsolved[2]) == 0)
        return TRUE;
    }
}

/* The unsolved cell to branch on: a bivalue cell if any (the one whose two digits can
 * still go in the most of its peers, bivalue peers counting extra since they become
 * singles, so that either branch eliminates most), else one with the fewest candidates. */
SDM_CHOOSE_CLONES static int
choose_cell (const State *s)
{
  int best = -1, best_n = 10, best_score = -1;
  guint32 bivalue[3];

  for (int b = 0; b < 3; b++)
    {
      guint32 ones = 0, twos = 0, threes = 0, u = s->unsolved[b];

      for (int d = 0; d < 9; d++)
        {
          guint32 x = s->pos[b][d] & u;
          threes |= twos & x;
          twos |= ones & x;
          ones |= x;
        }
      bivalue[b] = twos & ~threes;
    }

  if ((bivalue[0] | bivalue[1] | bivalue[2]) != 0)
    {
      /* Each digit's board with bands 0 and 1 in one word, and its bivalue cells: two
       * population counts per board instead of three. */
      guint64 lo[9], lo_bi[9], bi01 = bivalue[0] | (guint64) bivalue[1] << 27;
      guint32 hi_bi[9];

      for (int d = 0; d < 9; d++)
        {
          lo[d] = s->pos[0][d] | (guint64) s->pos[1][d] << 27;
          lo_bi[d] = lo[d] & bi01;
          hi_bi[d] = s->pos[2][d] & bivalue[2];
        }
      for (int b = 0; b < 3; b++)
        {
          guint32 two = bivalue[b];

          while (two)
            {
              int bit = lowest_bit (two), cell = b * 27 + bit, score;
              guint32 digits = band_cell_candidates (s, b, bit);
              int d1 = lowest_bit (digits), d2 = 31 - __builtin_clz (digits);
              guint64 pm01 = peer_mask01[cell];
              guint32 pm2 = peer_mask[cell][2];

              two &= two - 1;
              /* Exactly two digits: the lowest and the highest bit. */
              score = __builtin_popcountll (lo[d1] & pm01) + __builtin_popcount (s->pos[2][d1] & pm2)
                      + __builtin_popcountll (lo[d2] & pm01) + __builtin_popcount (s->pos[2][d2] & pm2)
                      + BIVALUE_WEIGHT * (__builtin_popcountll (lo_bi[d1] & pm01) + __builtin_popcount (hi_bi[d1] & pm2)
                                          + __builtin_popcountll (lo_bi[d2] & pm01) + __builtin_popcount (hi_bi[d2] & pm2));
              /* Selects, not a branch: which cell wins is unpredictable. */
              best = score > best_score ? cell : best;
              best_score = score > best_score ? score : best_score;
            }
        }
      return best;
    }

  for (int b = 0; b < 3; b++)
    {
      guint32 todo = s->unsolved[b];

      while (todo)
        {
          int bit = lowest_bit (todo), n = 0;

          todo &= todo - 1;
          for (int d = 0; d < 9; d++)
            n += (s->pos[b][d] >> bit) & 1;
          if (n < best_n)
            {
              best_n = n;
              best = b * 27 + bit;
            }
        }
    }
  return best;
}

/* The cell to branch on in a dense puzzle (DENSE_MIN_GIVENS givens or more): the first
 * bivalue cell, unscored, band by band; choose_cell() when there is none. There the
 * scores save no nodes and cost a fifth of the instructions. Apart from choose_cell() so
 * that its code stays as it is for the other puzzles (a test inside it cost 4% more of
 * its instructions). */
SDM_CHOOSE_CLONES static int
choose_dense_cell (const State *s)
{
  for (int b = 0; b < 3; b++)
    {
      guint32 ones = 0, twos = 0, threes = 0, u = s->unsolved[b];

      for (int d = 0; d < 9; d++)
        {
          guint32 x = s->pos[b][d] & u;
          threes |= twos & x;
          twos |= ones & x;
          ones |= x;
        }
      if (twos & ~threes)
        return b * 27 + lowest_bit (twos & ~threes);
    }
  return choose_cell (s);
}

/* Whether a dense puzzle's branch on @cell (candidates @cands) tries the higher of two
 * digits first: the one that can still stand in more of the cell's peers goes first (the
 * higher on a tie), so that its branch eliminates more. Such a puzzle may have more
 * solutions, and the count stops at the second, so the order matters there (a unique
 * puzzle's tree is searched whole in any order). */
static inline gboolean
dense_high_first (const State *s, int cell, guint32 cands)
{
  const guint32 *pm = peer_mask[cell];
  int d1 = lowest_bit (cands), d2 = 31 - __builtin_clz (cands);
  int n1 = __builtin_popcount (s->pos[0][d1] & pm[0]) + __builtin_popcount (s->pos[1][d1] & pm[1])
           + __builtin_popcount (s->pos[2][d1] & pm[2]);
  int n2 = __builtin_popcount (s->pos[0][d2] & pm[0]) + __builtin_popcount (s->pos[1][d2] & pm[1])
           + __builtin_popcount (s->pos[2][d2] & pm[2]);

  return __builtin_popcount (cands) == 2 && n2 >= n1;
}

/* Triads: each 3-cell segment of a row or column inside a box holds exactly 3 digits.
 * A segment where only 3 digits can go holds those 3: they leave the rest of its row (or
 * column) and box. A segment that 3 digits are forced into (their only place in its row,
 * column or box) holds no other digit. Fewer than 3 possible, or more than 3 forced, is a
 * contradiction. Returns -1 on a contradiction, 1 when it eliminated something, else 0. */
/* Of 27 bits in 9 groups of 3, those alone in their group. */
static inline guint32
group_one (guint32 x)
{
  guint32 a = x & SEG_LOW, b = (x >> 1) & SEG_LOW, c = (x >> 2) & SEG_LOW;

  return x & (((a ^ b ^ c) & ~(a & b)) * 7);
}

/* One digit's segments for the triads, from its three band words: @hm the row-segments
 * (9 * band + 3 * row + box) where it can go, @vm the column-segments (9 * band +
 * column), @hf and @vf those it is forced into. Every board is as the filter leaves it
 * here, so a row-segment is forced when it is the only one of its row in the band, and a
 * column-segment when it is the only column of the digit in its box or the only band of
 * the digit in its column. */
static inline void
triad_digit (guint32 v0, guint32 v1, guint32 v2, guint32 *hm, guint32 *hf, guint32 *vm, guint32 *vf)
{
  guint32 v[3] = { v0, v1, v2 }, m = 0, c = 0, ones = 0, twos = 0;

  for (int b = 0; b < 3; b++)
    {
      guint32 x = v[b], cb = (x | x >> 9 | x >> 18) & ROW_MASK;

      m |= (guint32) (seg_present[x & ROW_MASK] | seg_present[(x >> 9) & ROW_MASK] << 3
                      | seg_present[x >> 18] << 6) << (9 * b);
      c |= cb << (9 * b);
      twos |= ones & cb;
      ones |= cb;
    }
  *hm = m;
  *hf = group_one (m);
  *vm = c;
  *vf = group_one (c) | (c & COLS_TO_BAND (ones & ~twos));
}

#if defined(__SSE2__)
static inline __m128i
group_one_v (__m128i x)
{
  const __m128i low = _mm_set1_epi32 (SEG_LOW);
  __m128i a = _mm_and_si128 (x, low), b = _mm_and_si128 (_mm_srli_epi32 (x, 1), low);
  __m128i c = _mm_and_si128 (_mm_srli_epi32 (x, 2), low);
  __m128i one = _mm_andnot_si128 (_mm_and_si128 (a, b), _mm_xor_si128 (_mm_xor_si128 (a, b), c));

  return _mm_and_si128 (x, _mm_or_si128 (one, _mm_or_si128 (_mm_slli_epi32 (one, 1), _mm_slli_epi32 (one, 2))));
}

/* triad_digit for four digits at once, lane by lane. */
static inline void
triad_digits4 (const State *s, int d, guint32 *hm, guint32 *hf, guint32 *vm, guint32 *vf)
{
  const __m128i low = _mm_set1_epi32 (SEG_LOW), row = _mm_set1_epi32 (ROW_MASK);
  __m128i m = _mm_setzero_si128 (), c = _mm_setzero_si128 (), ones = m, twos = m, t;

  for (int b = 0; b < 3; b++)
    {
      __m128i x = _mm_loadu_si128 ((const __m128i *) (const void *) &s->pos[b][d]);
      /* Row-segments present: the first cell of each, then the 9 of them gathered. */
      __m128i h = _mm_and_si128 (_mm_or_si128 (x, _mm_or_si128 (_mm_srli_epi32 (x, 1), _mm_srli_epi32 (x, 2))), low);
      __m128i cb = _mm_and_si128 (_mm_or_si128 (x, _mm_or_si128 (_mm_srli_epi32 (x, 9), _mm_srli_epi32 (x, 18))), row);

      h = _mm_and_si128 (_mm_xor_si128 (h, _mm_srli_epi32 (h, 2)), _mm_set1_epi32 (0x30c30c3));
      h = _mm_and_si128 (_mm_xor_si128 (h, _mm_srli_epi32 (h, 4)), _mm_set1_epi32 (0x300f00f));
      h = _mm_and_si128 (_mm_xor_si128 (h, _mm_srli_epi32 (h, 8)), _mm_set1_epi32 (0x30000ff));
      h = _mm_and_si128 (_mm_xor_si128 (h, _mm_srli_epi32 (h, 16)), _mm_set1_epi32 (0x3ff));
      if (b == 1)
        {
          h = _mm_slli_epi32 (h, 9);
          t = _mm_slli_epi32 (cb, 9);
        }
      else if (b == 2)
        {
          h = _mm_slli_epi32 (h, 18);
          t = _mm_slli_epi32 (cb, 18);
        }
      else
        t = cb;
      m = _mm_or_si128 (m, h);
      c = _mm_or_si128 (c, t);
      twos = _mm_or_si128 (twos, _mm_and_si128 (ones, cb));
      ones = _mm_or_si128 (ones, cb);
    }
  t = _mm_andnot_si128 (twos, ones);
  t = _mm_or_si128 (t, _mm_or_si128 (_mm_slli_epi32 (t, 9), _mm_slli_epi32 (t, 18)));
  _mm_storeu_si128 ((__m128i *) (void *) hm, m);
  _mm_storeu_si128 ((__m128i *) (void *) hf, group_one_v (m));
  _mm_storeu_si128 ((__m128i *) (void *) vm, c);
  _mm_storeu_si128 ((__m128i *) (void *) vf, _mm_or_si128 (group_one_v (c), _mm_and_si128 (c, t)));
}
#endif

static inline void
triad_maps (const State *s, guint32 hm[9], guint32 hf[9], guint32 vm[9], guint32 vf[9])
{
  int d = 0;

#if defined(__SSE2__)
  triad_digits4 (s, 0, hm, hf, vm, vf);
  triad_digits4 (s, 4, hm + 4, hf + 4, vm + 4, vf + 4);
  d = 8;
#endif
  for (; d < 9; d++)
    triad_digit (s->pos[0][d], s->pos[1][d], s->pos[2][d], &hm[d], &hf[d], &vm[d], &vf[d]);
}

SDM_HOT_CLONES static int
triads (State *s)
{
  /* Per digit, horizontal segments in bits 0-26 (9 * band + 3 * row + box) and vertical
   * segments in bits 32-58 (32 + 9 * band + column): what can go there, what must. */
  guint64 present[9], forced[9];
  guint64 p1 = 0, p2 = 0, p3 = 0, p4 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0, exact, full;
  const guint64 all = BAND_MASK | (guint64) BAND_MASK << 32;
  int changed = 0;

  guint32 h_can[9], h_must[9], v_can[9], v_must[9];

  triad_maps (s, h_can, h_must, v_can, v_must);
  for (int d = 0; d < 9; d++)
    {
      guint64 pm = h_can[d] | (guint64) v_can[d] << 32, fm = h_must[d] | (guint64) v_must[d] << 32;

      present[d] = pm;
      forced[d] = fm;
      p4 |= p3 & pm; p3 |= p2 & pm; p2 |= p1 & pm; p1 |= pm;
      f4 |= f3 & fm; f3 |= f2 & fm; f2 |= f1 & fm; f1 |= fm;
    }
  if ((~p3 & all) | f4)
    return -1;
  exact = p3 & ~p4;
  full = f3;
  /* A segment with 3 digits possible and 3 forced (a solved one, mostly) has nothing to
   * give. */
  exact &= ~full;
  full &= ~(p3 & ~p4);
  if ((exact | full) == 0)
    return 0;

  for (int d = 0; d < 9; d++)
    {
      guint64 fresh = present[d] & exact & ~forced[d], drop = present[d] & full & ~forced[d];
      guint32 hnew = (guint32) fresh, hdrop = (guint32) drop, hm = (guint32) present[d];
      guint32 vnew = (guint32) (fresh >> 32), vdrop = (guint32) (drop >> 32), vm = (guint32) (present[d] >> 32);

      if ((fresh | drop) == 0)
        continue;
      for (int b = 0; b < 3; b++)
        {
          guint mb = (hm >> (9 * b)) & ROW_MASK, nb = (hnew >> (9 * b)) & ROW_MASK;
          guint keep = triad_keep[nb] & ~((hdrop >> (9 * b)) & ROW_MASK);
          guint cb = (vm >> (9 * b)) & ROW_MASK, vn = (vnew >> (9 * b)) & ROW_MASK;
          guint ckeep = ~(group_fill[vn] & ~vn) & ~((vdrop >> (9 * b)) & ROW_MASK);
          guint32 w = s->pos[b][d];

          for (int o = 0; o < 3; o++)
            if (o != b)
              ckeep &= ~((vnew >> (9 * o)) & ROW_MASK);
          w &= seg_expand[mb & keep] & COLS_TO_BAND (cb & ckeep);
          if (w != s->pos[b][d])
            {
              s->pos[b][d] = w;
              changed = 1;
            }
        }
    }
  return changed;
}

/* The digits of a solved state. Branch-free (a loop over each board's cells mispredicts
 * its exits, some twenty times per solution): per band, bit k of the digit index of
 * every cell is the union of the boards of the digits with that bit, and each 8 cells of
 * those four unions become 8 bytes at once through byte_spread. */
static void
state_values (const State *s, guint8 values[SDM_N_CELLS])
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  guint8 out[3 * 27 + 5];   /* a band's last 8 bytes reach 5 past its 27 */

  for (int b = 0; b < 3; b++)
    {
      const guint32 *p = s->pos[b];
      guint32 i0 = p[1] | p[3] | p[5] | p[7], i1 = p[2] | p[3] | p[6] | p[7];
      guint32 i2 = p[4] | p[5] | p[6] | p[7], i3 = p[8];

      /* In band order: bytes past a band's 27 are written over by the next band's. */
      for (int k = 0; k < 32; k += 8)
        {
          guint64 v = G_GUINT64_CONSTANT (0x0101010101010101)
                      + byte_spread[(i0 >> k) & 0xff] + 2 * byte_spread[(i1 >> k) & 0xff]
                      + 4 * byte_spread[(i2 >> k) & 0xff] + 8 * byte_spread[(i3 >> k) & 0xff];

          memcpy (out + 27 * b + k, &v, 8);
        }
    }
  memcpy (values, out, SDM_N_CELLS);
#else
  for (int b = 0; b < 3; b++)
    for (int i = 0; i < 27; i++)
      values[b * 27 + i] = 1 + lowest_bit (band_cell_candidates (s, b, i));
#endif
}

static guint32
cell_candidates (const State *s, int cell)
{
  return band_cell_candidates (s, cell / 27, cell % 27);
}

static void fill_grid (SdmGrid *grid, const guint8 values[SDM_N_CELLS]);

/* Hands a solution to the caller's SdmSolveOptions.each. */
static void
report_solution (Search *ctx, const State *s)
{
  guint8 values[SDM_N_CELLS];
  SdmGrid grid;

  state_values (s, values);
  fill_grid (&grid, values);
  ctx->each (&grid, ctx->each_data);
}

/* @s is solved: keep the first two solutions, count it, and hand it to the caller's each. */
static void
found_solution (Search *ctx, const State *s)
{
  if (ctx->count < 2)
    state_values (s, ctx->found[ctx->count]);
  ctx->count++;
  if (ctx->each)
    report_solution (ctx, s);
}

/* Depth-first search from @s (which it consumes). Stops when the count reaches the limit. */
SDM_HOT_CLONES static void
search (Search *ctx, State *s)
{
  for (;;)
    {
      int cell, b;
      guint32 bit, cands;

      if (ctx->count >= ctx->limit || ctx->cancelled)
        return;
      if ((++ctx->nodes % CANCEL_PERIOD) == 0)
        {
          if (ctx->cancel && g_atomic_int_get (ctx->cancel))
            ctx->cancelled = TRUE;
          else if (ctx->deadline && g_get_monotonic_time () >= ctx->deadline)
            ctx->cancelled = ctx->out_of_budget = TRUE;
          if (ctx->cancelled)
            return;
        }
      if (ctx->max_nodes && ctx->nodes > ctx->max_nodes)
        {
          ctx->cancelled = ctx->out_of_budget = TRUE;
          return;
        }
      if (!propagate (s))
        return;
      /* Triads pay on open grids only: with fewer unsolved cells they almost never find
       * anything singles and the band step have not. */
      if (!ctx->dense && __builtin_popcount (s->unsolved[0]) + __builtin_popcount (s->unsolved[1])
          + __builtin_popcount (s->unsolved[2]) >= TRIAD_MIN_UNSOLVED)
        {
          int t = triads (s);
          if (t < 0)
            return;
          if (t > 0 && !propagate (s))
            return;
        }
      if ((s->unsolved[0] | s->unsolved[1] | s->unsolved[2]) == 0)
        {
          found_solution (ctx, s);
          return;
        }

      cell = ctx->dense ? choose_dense_cell (s) : choose_cell (s);
      b = cell / 27;
      bit = 1u << (cell % 27);
      cands = cell_candidates (s, cell);
      /* A dense puzzle may try the higher of two digits first (dense_high_first()): the
       * same steps as the loop below, apart so that the other puzzles' loop stays as it
       * is (one loop taking the digits in either order cost them more instructions). */
      if (ctx->dense && dense_high_first (s, cell, cands))
        {
          int d = 31 - __builtin_clz (cands);
          State t = *s;

          cands &= ~(1u << d);
          if (place (&t, d, cell))
            search (ctx, &t);
          if (ctx->count >= ctx->limit || ctx->cancelled)
            return;
          s->pos[b][d] &= ~bit;
        }
      while (cands & (cands - 1))
        {
          int d = lowest_bit (cands);
          State t = *s;

          cands &= cands - 1;
          if (place (&t, d, cell))
            search (ctx, &t);
          if (ctx->count >= ctx->limit || ctx->cancelled)
            return;
          s->pos[b][d] &= ~bit;
        }
      if (!cands || !place (s, lowest_bit (cands), cell))
        return;
    }
}

/* The cells given each digit: given[d][b] for digit d + 1 in band b, and how many cells
 * are given. FALSE when a given is not a digit. No branch on which cells are given (a
 * branch per cell mispredicts on most givens). */
static inline gboolean
gather_givens (const SdmPuzzle *puzzle, guint32 given[9][3], guint *n_givens)
{
#if defined(__SSE2__)
  /* Six 16-byte rows of givens (81 bytes and what follows them in the puzzle, masked
   * off), compared with each digit in turn. */
  __m128i g[6], top = _mm_setzero_si128 (), nonzero = top, sums, last;

  G_STATIC_ASSERT (sizeof (SdmPuzzle) >= G_STRUCT_OFFSET (SdmPuzzle, givens) + 96);
  for (int k = 0; k < 6; k++)
    g[k] = _mm_loadu_si128 ((const __m128i *) (const void *) (puzzle->givens + 16 * k));
  /* Byte 80 is the last cell: only its byte of the sixth row counts. */
  last = _mm_and_si128 (g[5], _mm_cvtsi32_si128 (0xff));
  for (int k = 0; k < 6; k++)
    {
      __m128i x = k < 5 ? g[k] : last;

      top = _mm_or_si128 (top, _mm_subs_epu8 (x, _mm_set1_epi8 (9)));
      /* Per byte lane, how many of its cells are given (at most 6): then summed. */
      nonzero = _mm_add_epi8 (nonzero, _mm_min_epu8 (x, _mm_set1_epi8 (1)));
    }
  if (_mm_movemask_epi8 (_mm_cmpeq_epi8 (top, _mm_setzero_si128 ())) != 0xffff)
    return FALSE;
  sums = _mm_sad_epu8 (nonzero, _mm_setzero_si128 ());
  *n_givens = (guint) _mm_cvtsi128_si32 (sums) + (guint) _mm_cvtsi128_si32 (_mm_srli_si128 (sums, 8));
  for (int d = 0; d < 9; d++)
    {
      __m128i v = _mm_set1_epi8 ((char) (d + 1));
      guint64 lo = 0;
      guint32 hi;

      for (int k = 0; k < 4; k++)
        lo |= (guint64) (guint16) _mm_movemask_epi8 (_mm_cmpeq_epi8 (g[k], v)) << (16 * k);
      hi = (guint32) _mm_movemask_epi8 (_mm_cmpeq_epi8 (g[4], v))
           | ((guint32) _mm_movemask_epi8 (_mm_cmpeq_epi8 (g[5], v)) & 1) << 16;
      given[d][0] = (guint32) lo & BAND_MASK;
      given[d][1] = (guint32) (lo >> 27) & BAND_MASK;
      given[d][2] = (guint32) (lo >> 54) | hi << 10;
    }
  return TRUE;
#else
  guint bad = 0;

  *n_givens = 0;
  memset (given, 0, 9 * sizeof given[0]);
  for (int b = 0; b < 3; b++)
    for (int i = 0; i < 27; i++)
      {
        guint v = puzzle->givens[b * 27 + i];

        bad |= v > 9;
        *n_givens += v != 0;
        /* A blank (0) lands on the digit 1 with no bit: masked by the (v != 0). */
        given[(v - 1) % 9][b] |= (guint32) (v != 0) << i;
      }
  return !bad;
#endif
}

/* Load the givens; @n_givens gets how many there are. FALSE when two contradict each
 * other. Every digit's givens are placed at once, with the givens of every digit cleared
 * from every board first: the same state as placing them one by one. */
static gboolean
load (State *s, const SdmPuzzle *puzzle, guint *n_givens)
{
  guint32 given[9][3], all[3] = { 0, 0, 0 }, clash = 0;

  if (!gather_givens (puzzle, given, n_givens))
    return FALSE;
  for (int d = 0; d < 9; d++)
    for (int b = 0; b < 3; b++)
      all[b] |= given[d][b];
  for (int d = 0; d < 9; d++)
    {
      guint32 cols[3], all_cols;

      clash |= cells_clash (given[d], cols, &all_cols);
      for (int b = 0; b < 3; b++)
        s->pos[b][d] = (BAND_MASK & ~all[b] & ~cells_peers (given[d][b], cols[b], all_cols))
                       | given[d][b];
    }
  for (int b = 0; b < 3; b++)
    s->unsolved[b] = BAND_MASK & ~all[b];
  memset (s->done, 0, sizeof s->done);
  memset (s->done_cols, 0, sizeof s->done_cols);
  return clash == 0;
}

static void
fill_grid (SdmGrid *grid, const guint8 values[SDM_N_CELLS])
{
  sdm_grid_init (grid);
  memcpy (grid->values, values, SDM_N_CELLS);
}

/* Whether any solution extends @s; its values go to @values. */
static gboolean
any_solution (Search *parent, const State *s, guint8 values[SDM_N_CELLS])
{
  Search ctx = { .cancel = parent->cancel, .limit = 1, .nodes = parent->nodes,
                 .max_nodes = parent->max_nodes, .deadline = parent->deadline,
                 .dense = parent->dense };
  State t = *s;

  search (&ctx, &t);
  parent->nodes = ctx.nodes;
  if (ctx.cancelled)
    parent->cancelled = TRUE;
  if (ctx.out_of_budget)
    parent->out_of_budget = TRUE;
  if (ctx.count == 0)
    return FALSE;
  memcpy (values, ctx.found[0], SDM_N_CELLS);
  return TRUE;
}

/* Turn @best (a solution extending @start) into the lexicographically smallest one. */
static gboolean
refine_lexmin (Search *ctx, const State *start, guint8 best[SDM_N_CELLS])
{
  State base = *start;

  if (!propagate (&base))
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      guint32 cands = cell_candidates (&base, c) & ((1u << (best[c] - 1)) - 1);

      while (cands)
        {
          int d = lowest_bit (cands);
          State t = base;
          guint8 values[SDM_N_CELLS];

          cands &= cands - 1;
          if (place (&t, d, c) && any_solution (ctx, &t, values))
            {
              memcpy (best, values, SDM_N_CELLS);
              break;
            }
          if (ctx->cancelled)
            return FALSE;
        }
      if (!place (&base, best[c] - 1, c) || !propagate (&base))
        return FALSE;   /* cannot happen: best is a solution extending base */
    }
  return TRUE;
}

/* Counts a node of list_ascending() and polls the cancel flag and the budget as search()
 * does; TRUE when the listing must stop. */
static gboolean
list_node (Search *ctx)
{
  if ((++ctx->nodes % CANCEL_PERIOD) == 0)
    {
      if (ctx->cancel && g_atomic_int_get (ctx->cancel))
        ctx->cancelled = TRUE;
      else if (ctx->deadline && g_get_monotonic_time () >= ctx->deadline)
        ctx->cancelled = ctx->out_of_budget = TRUE;
    }
  if (ctx->max_nodes && ctx->nodes > ctx->max_nodes)
    ctx->cancelled = ctx->out_of_budget = TRUE;
  return ctx->cancelled;
}

/* SDM_SOLVE_ASCENDING: the grids extending @s (propagated) in increasing order, up to the
 * limit, through ctx->each. The cells in row-major order from @from, each one's digits
 * smallest first, as refine_lexmin() does: a child is entered only when the fast search
 * (any_solution(), in its own order) finds a grid in it, or when @known, a grid extending
 * @s, already has that digit there. So every subtree entered holds a grid, and the grids
 * come out in order however the puzzle defeats a row-major search. */
static void
list_ascending (Search *ctx, const State *s, int from, const guint8 known[SDM_N_CELLS])
{
  int c = from;
  guint32 cands;

  while (c < SDM_N_CELLS && !(s->unsolved[c / 27] & (1u << (c % 27))))
    c++;
  if (c == SDM_N_CELLS)
    {
      found_solution (ctx, s);
      return;
    }
  for (cands = cell_candidates (s, c); cands; cands &= cands - 1)
    {
      int d = lowest_bit (cands);
      State t = *s;
      guint8 values[SDM_N_CELLS];
      const guint8 *child_known = known;

      if (list_node (ctx))
        return;
      if (!place (&t, d, c) || !propagate (&t))
        continue;
      if (known[c] != d + 1)
        {
          if (!any_solution (ctx, &t, values))
            {
              if (ctx->cancelled)
                return;
              continue;
            }
          child_known = values;
        }
      list_ascending (ctx, &t, c + 1, child_known);
      if (ctx->count >= ctx->limit || ctx->cancelled)
        return;
    }
}

int
sdm_sudoku_solve (const SdmPuzzle *puzzle, SdmSolveOptions *options, SdmGrid solutions[2])
{
  Search ctx = { 0 };
  State start;
  guint limit, n_givens;
  int result;

  g_return_val_if_fail (puzzle != NULL, 0);
  g_return_val_if_fail (options != NULL, 0);

  init_tables ();
  limit = MAX (options->limit, 1);
  ctx.cancel = options->cancel;
  ctx.max_nodes = options->max_nodes;
  ctx.deadline = options->deadline;
  /* The smallest solution needs to know whether there is a second one. */
  ctx.limit = options->order == SDM_SOLVE_LEXMIN ? MAX (limit, 2) : limit;
  if (options->order == SDM_SOLVE_ANY)
    {
      ctx.each = options->each;
      ctx.each_data = options->each_data;
    }

  if (load (&start, puzzle, &n_givens))
    {
      State s = start;
      guint8 known[SDM_N_CELLS];

      ctx.dense = n_givens >= DENSE_MIN_GIVENS;
      if (options->order != SDM_SOLVE_ASCENDING)
        search (&ctx, &s);
      else if (propagate (&s) && any_solution (&ctx, &s, known))
        {
          ctx.each = options->each;
          ctx.each_data = options->each_data;
          list_ascending (&ctx, &s, 0, known);
        }
    }

  if (!ctx.cancelled && options->order == SDM_SOLVE_LEXMIN && ctx.count >= 2)
    {
      guint8 best[SDM_N_CELLS];

      memcpy (best, ctx.found[0], SDM_N_CELLS);
      if (refine_lexmin (&ctx, &start, best))
        {
          /* Keep a second solution that differs from the smallest. */
          if (memcmp (best, ctx.found[0], SDM_N_CELLS) != 0)
            memcpy (ctx.found[1], ctx.found[0], SDM_N_CELLS);
          memcpy (ctx.found[0], best, SDM_N_CELLS);
        }
    }

  options->nodes = ctx.nodes;
  if (ctx.out_of_budget)
    return SDM_SOLVE_OUT_OF_BUDGET;
  if (ctx.cancelled)
    return SDM_SOLVE_CANCELLED;

  result = MIN (ctx.count, limit);
  if (solutions != NULL)
    for (int i = 0; i < MIN (result, 2); i++)
      fill_grid (&solutions[i], ctx.found[i]);
  return result;
}
