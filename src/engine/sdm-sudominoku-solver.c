/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-sudominoku-solver.c: the Sudominoku solver.
 *
 * One file on purpose: the state, the propagation and the search are a single hot loop
 * whose small helpers must inline into each other. It reads top to bottom: state,
 * propagation (singles, dominoes, coverability), branching, the API. What was measured on
 * it, kept or not, with dates, commits and commands, is in src/engine/SOLVERS.md; the
 * comments here say what the code is and why.
 *
 * The state is digits (a 9-bit candidate mask per cell) plus domino positions kept apart
 * from the digits: each cell is free, isolated, or linked to a neighbour, and a linked
 * domino knows its pair once only one pair fits it. About 740 bytes, copied at each branch,
 * so backtracking costs nothing. Nothing is allocated. Propagation runs to a fixed point:
 *
 *  - naked and hidden singles on the Sudoku (singles());
 *  - for every edge between two free cells (and every linked domino whose pair is still
 *    open), the unused pairs its digits allow (dominoes()). A free cell keeps only the
 *    digits that some usable edge supports; a free cell with one usable edge links its
 *    domino (which may force the next cell along a corridor), with none it fails;
 *  - for every unused pair, the places it can still go: nowhere fails, one place places it;
 *  - with fewer than MATCH_BELOW_CLUES clue dominoes, the free cells must be coverable by
 *    dominoes on the usable edges: as many black as white cells of the checkerboard, and a
 *    perfect matching of them all (matchable()); at a fixed point of the rest, an edge in
 *    no perfect matching is no longer usable (drop_unmatched()), which may leave a cell one
 *    edge or a pair one place, and makes a wrong early choice fail near where it is made.
 *
 * The domino pass is bit-parallel: 81-bit boards of each digit's cells, of the free cells
 * and of the open dominoes, kept up to date as the state changes, give each unused pair's
 * places in a few ANDs (its pair loop works on two-word vectors). Each pass recomputes
 * every unused pair: nearly every pass touches most of them. The unit scan of the hidden
 * singles also keeps, per unit, the digits left in exactly two cells, which the branch
 * choice reads.
 *
 * When stuck, the search branches on the most constrained digit choice: a digit's cells in
 * a unit or a cell's digits (search()). Distinct grids: the search never branches on
 * dominoes, so every grid is reached at one leaf at most. When every digit is fixed, the
 * node computes the grid's canonical layout (the first layout sdm_sudominoku_find_layout()
 * finds, which depends on the grid alone): the grid counts if there is a layout at all.
 * The node's linked dominoes were deduced, so they hold in every layout of the grid; the
 * check that they belong to the canonical one stays as a guard.
 *
 * Few clues (fewer than MATCH_BELOW_CLUES clue dominoes): nearly every digit grid is a
 * Sudoku, and the rare ones that also have a layout sit in a tree whose wrong early choices
 * take many nodes to refute. A count up to 2 there runs in restarts (restarts()): runs cut
 * off after a growing number of nodes, the branches' options shuffled after the first, so
 * that a barren subtree is left instead of finished (the last run is complete, and a grid
 * counts once across runs, so the count stays exact); and a grid found is probed for a
 * second one near it (probe_near()).
 *
 * Lexicographic minimum: count with the same search first (limit at least 2). A unique
 * grid is the smallest. With several, search again branching on the first open cell in
 * reading order, smallest digit first: the first grid met is the smallest
 * (smallest_grid()). Every grid in increasing order (SDM_SOLVE_ASCENDING,
 * `solve --all-limit`) is that search in reading order, carried on past the first grid up
 * to the limit.
 */
#include "sdm-solver.h"
#include "sdm-sudominoku.h"

#include <string.h>

#define N_EDGES     144
#define ALL_DIGITS  0x1ff
#define ALL_PAIRS   ((G_GUINT64_CONSTANT (1) << SDM_N_DOMINOES) - 1)
#define FREE_CELL   SDM_NO_CELL   /* partner of a cell not yet covered */
#define ISOLATED    0xfe          /* partner of an isolated cell */
#define OPEN_PAIR   0xff          /* dpair of a linked domino whose pair is still open */
/* Below this many clue dominoes (the contest form has 10 to 35; the domino form and the
 * editor allow fewer) the free cells are checked for a perfect matching at every pass:
 * on isolated-only layouts it decides in under a second what ran for minutes; with 10
 * clues or more it costs more time than it saves. */
#define MATCH_BELOW_CLUES 10
/* With as few clues, a count up to 2 restarts (see the top of the file): the first run
 * stops after RESTART_UNIT nodes, the next ones after the Luby sequence's multiples of it
 * (1, 1, 2, 1, 1, 2, 4, ...), until one ends by itself. A grid found is probed for a
 * neighbour with PROBE_NODES nodes per region. */
#define RESTART_UNIT 1000
#define PROBE_NODES  1000
#define BIT64(n)    (G_GUINT64_CONSTANT (1) << (n))

/* Edges: 0..71 horizontal (row r, columns k and k+1: e = r * 8 + k), 72..143 vertical
 * (cells c and c + 9: e = 72 + c). */
static inline int edge_a (int e) { return e < 72 ? (e / 8) * 9 + e % 8 : e - 72; }
static inline int edge_b (int e) { return e < 72 ? (e / 8) * 9 + e % 8 + 1 : e - 72 + 9; }

/* ---- Bit boards ------------------------------------------------------------------ */

/* A set of cells, bit c for cell c (81 bits). Horizontal edge (c, c + 1) is bit c of an
 * "H" board, vertical edge (c, c + 9) bit c of a "V" board. GCC and Clang have a 128-bit
 * integer on every 64-bit target (not on 32-bit ones). */
#ifndef __SIZEOF_INT128__
#error "the Sudominoku solver needs a 128-bit integer type (a 64-bit target with GCC or Clang)"
#endif
__extension__ typedef unsigned __int128 Bits;

#define BIT(c)  ((Bits) 1 << (c))

/* The same 128 bits as a vector of two words, for the hot loop of dominoes(): AND and OR
 * of a vector are one SIMD instruction where the integer takes two and register pairs. */
typedef guint64 Vec __attribute__ ((vector_size (16)));

/* The words of bits 0-63 and 64-127 (in memory order, as a copy leaves them). */
#define VEC_LOW   (G_BYTE_ORDER == G_LITTLE_ENDIAN ? 0 : 1)
#define VEC_HIGH  (1 - VEC_LOW)

static inline Vec
to_vec (Bits b)
{
  Vec v;

  memcpy (&v, &b, sizeof v);
  return v;
}

/* Shifts by @k (1-63) across the two words, towards bit 0 (down) or bit 127 (up). */
static inline Vec
vec_down (Vec v, int k)
{
  Vec carry = { 0, 0 };

  carry[VEC_LOW] = v[VEC_HIGH];
  return (v >> k) | (carry << (64 - k));
}

static inline Vec
vec_up (Vec v, int k)
{
  Vec carry = { 0, 0 };

  carry[VEC_HIGH] = v[VEC_LOW];
  return (v << k) | (carry >> (64 - k));
}

static inline Bits
from_vec (Vec v)
{
  Bits b;

  memcpy (&b, &v, sizeof b);
  return b;
}

static inline int
bits_first (Bits b)
{
  guint64 lo = (guint64) b;

  return lo ? __builtin_ctzll (lo) : 64 + __builtin_ctzll ((guint64) (b >> 64));
}

static inline int
bits_count (Bits b)
{
  return __builtin_popcountll ((guint64) b) + __builtin_popcountll ((guint64) (b >> 64));
}

static inline gboolean
bits_several (Bits b)
{
  return (b & (b - 1)) != 0;
}

typedef struct {
  guint8  edge_a[N_EDGES], edge_b[N_EDGES];
  guint8  n_edges[SDM_N_CELLS];
  guint8  edges[SDM_N_CELLS][4];     /* a cell's edges, in increasing edge order */
  guint8  pair_index[10][10];        /* digits -> pair, 0xff on the diagonal */
  guint16 pair_digits[SDM_N_DOMINOES];
  guint8  bit_count[ALL_DIGITS + 1];
  guint32 cell_units[SDM_N_CELLS];   /* a cell's three units as a 27-bit set */
  guint8  pair_lo[SDM_N_DOMINOES];   /* digit index 0..8 of the smaller half */
  guint8  pair_hi[SDM_N_DOMINOES];
  /* the pairs whose smaller (larger) digit is in a digit mask */
  guint64 low_in[ALL_DIGITS + 1];
  guint64 high_in[ALL_DIGITS + 1];
  Bits    h_valid;                   /* cells with a right neighbour (columns 1-8) */
  Bits    black;                     /* cells whose row + column is even */
  Bits    peer_bits[SDM_N_CELLS];
  Bits    unit_bits[27];
} Tables;

static Tables tables;

static void
tables_init (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;

  for (int e = 0; e < N_EDGES; e++)
    {
      int a = edge_a (e), b = edge_b (e);

      tables.edge_a[e] = a;
      tables.edge_b[e] = b;
      tables.edges[a][tables.n_edges[a]++] = e;
      tables.edges[b][tables.n_edges[b]++] = e;
    }
  /* Keep each cell's edges sorted so that every search order is fixed. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    for (int i = 1; i < tables.n_edges[c]; i++)
      for (int j = i; j > 0 && tables.edges[c][j - 1] > tables.edges[c][j]; j--)
        {
          guint8 t = tables.edges[c][j];

          tables.edges[c][j] = tables.edges[c][j - 1];
          tables.edges[c][j - 1] = t;
        }

  for (int r = 0; r < 9; r++)
    tables.h_valid |= (Bits) 0xff << (r * 9);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if ((c / 9 + c % 9) % 2 == 0)
      tables.black |= BIT (c);
  for (int c = 0; c < SDM_N_CELLS; c++)
    for (int i = 0; i < 20; i++)
      tables.peer_bits[c] |= BIT (sdm_peers[c][i]);
  for (int c = 0; c < SDM_N_CELLS; c++)
    for (int k = 0; k < 3; k++)
      tables.cell_units[c] |= 1u << sdm_cell_units[c][k];
  for (int u = 0; u < 27; u++)
    for (int i = 0; i < 9; i++)
      tables.unit_bits[u] |= BIT (sdm_units[u][i]);
  for (int m = 1; m <= ALL_DIGITS; m++)
    tables.bit_count[m] = tables.bit_count[m >> 1] + (m & 1);
  memset (tables.pair_index, 0xff, sizeof tables.pair_index);
  for (int p = 0; p < SDM_N_DOMINOES; p++)
    {
      int a, b;

      sdm_domino_digits (p, &a, &b);
      tables.pair_index[a][b] = tables.pair_index[b][a] = p;
      tables.pair_digits[p] = (1 << (a - 1)) | (1 << (b - 1));
      tables.pair_lo[p] = a - 1;
      tables.pair_hi[p] = b - 1;
    }
  for (int m = 0; m <= ALL_DIGITS; m++)
    for (int p = 0; p < SDM_N_DOMINOES; p++)
      {
        if (m & (1 << tables.pair_lo[p]))
          tables.low_in[m] |= BIT64 (p);
        if (m & (1 << tables.pair_hi[p]))
          tables.high_in[m] |= BIT64 (p);
      }

  g_once_init_leave (&done, 1);
}

static inline int
popcount16 (guint16 m)
{
  return tables.bit_count[m & ALL_DIGITS];
}

/* The search state. */
typedef struct {
  guint16 cand[SDM_N_CELLS];
  guint8  value[SDM_N_CELLS];     /* 0 = open */
  guint8  partner[SDM_N_CELLS];   /* FREE_CELL, ISOLATED or the other cell of its domino */
  guint8  dpair[SDM_N_CELLS];     /* linked cells: the domino's pair, or OPEN_PAIR */
  guint64 used;                   /* pairs placed (their domino's pair is known) */
  /* The same, as boards (see dominoes()): the cells where each digit is a candidate, the
   * free cells, the open linked dominoes (bit of the top or left cell). */
  Bits    digit[9];
  Bits    free, open_h, open_v;
  guint16 placed[27];             /* the digits placed in each unit */
  guint16 two[27];                /* the digits with two cells in each unit, as of its last scan */
  guint32 dirty;                  /* units whose candidates changed since their last scan */
  int     n_open;                 /* cells without a digit */
  gboolean match_cells;           /* check free cells for a perfect matching (matchable()) */
  gboolean uneven;                /* more free cells of one colour than of the other */
  Bits    mate_h, mate_v;         /* that matching's edges (boards as in neighbours()) */
  Bits    no_h, no_v;             /* edges in no perfect matching (drop_unmatched()) */
  guint64 last_drop;              /* the edges it last looked at, hashed (edges_hash()) */
} State;

typedef struct {
  SdmSolveOptions *options;
  const SdmPuzzle *puzzle;
  SdmGrid         *solutions;
  int              limit;
  int              count;
  gboolean         stop;
  gboolean         cancelled;
  gboolean         out_of_budget;
  guint64          nodes;
  guint8           layout[SDM_N_CELLS];
  SdmSolutionFunc  each;          /* the caller's, for the main search only */
  gpointer         each_data;
  /* Restarts (few clues, count up to 2): */
  guint64          cutoff;        /* nodes at which this run stops (0: none) */
  gboolean         cut;           /* this run stopped at its cutoff */
  gboolean         shuffle;       /* try a branch's options in a random order */
  gboolean         distinct;      /* skip the grids already in solutions (found by an earlier run) */
  gboolean         lex;           /* branch on the first open cell, smallest digit first */
  guint32          rng;
  const State     *root;          /* the start, for the probes (NULL: no probes) */
  const guint8    *avoid;         /* a probe: any grid but this one */
} Search;

/* Places @d in @c and removes it from the peers; a peer left with one digit is placed in
 * turn (naked singles). */
static inline void
drop_digits (State *s, int c, guint16 gone)
{
  for (; gone; gone &= gone - 1)
    s->digit[__builtin_ctz (gone)] &= ~BIT (c);
}

static gboolean
assign (State *s, int c, int d)
{
  guint16 bit = 1 << (d - 1);
  Bits hits;

  if (!(s->cand[c] & bit))
    return FALSE;
  if (s->value[c])
    return s->value[c] == d;
  s->value[c] = d;
  for (int k = 0; k < 3; k++)
    s->placed[sdm_cell_units[c][k]] |= bit;
  drop_digits (s, c, s->cand[c] & ~bit);
  s->cand[c] = bit;
  s->n_open--;
  s->dirty |= tables.cell_units[c];
  hits = s->digit[d - 1] & tables.peer_bits[c];
  s->digit[d - 1] &= ~hits;
  /* word by word: no 128-bit arithmetic in the loop */
  for (int half = 0; half < 2; half++)
    for (guint64 w = half ? (guint64) (hits >> 64) : (guint64) hits; w; w &= w - 1)
      {
        int p = __builtin_ctzll (w) + 64 * half;
        guint16 m = s->cand[p] & ~bit;

        if (s->value[p] || !m)
          return FALSE;
        s->cand[p] = m;
        s->dirty |= tables.cell_units[p];
        if (!(m & (m - 1)) && !assign (s, p, __builtin_ctz (m) + 1))
          return FALSE;
      }
  return TRUE;
}

/* Removes the digits @mask from cell @c. -1 on a contradiction, 1 when it changed. */
static inline int
eliminate (State *s, int c, guint16 mask)
{
  guint16 m = s->cand[c];

  if (!(m & mask))
    return 0;
  if (s->value[c])
    return -1;
  drop_digits (s, c, m & mask);
  m &= ~mask;
  if (!m)
    return -1;
  s->cand[c] = m;
  s->dirty |= tables.cell_units[c];
  if (!(m & (m - 1)) && !assign (s, c, __builtin_ctz (m) + 1))
    return -1;
  return 1;
}

/* Hidden singles in the units whose candidates changed, to a fixed point (naked singles
 * are placed as soon as they appear, by assign() and eliminate()). */
static gboolean
singles (State *s)
{
  while (s->dirty)
    {
      int u = __builtin_ctz (s->dirty);
      guint16 once = 0, twice = 0, thrice = 0, hidden;
      const guint16 *q = s->cand + sdm_units[u][0];

      s->dirty &= s->dirty - 1;
      /* the unit's cells at fixed offsets from its first (rows, columns, boxes in turn),
       * which spares a load per cell */
#define COUNT(o) \
  do { guint16 m = q[o]; thrice |= twice & m; twice |= once & m; once |= m; } while (0)
      if (u < 9)
        {
          COUNT (0); COUNT (1); COUNT (2); COUNT (3); COUNT (4);
          COUNT (5); COUNT (6); COUNT (7); COUNT (8);
        }
      else if (u < 18)
        {
          COUNT (0); COUNT (9); COUNT (18); COUNT (27); COUNT (36);
          COUNT (45); COUNT (54); COUNT (63); COUNT (72);
        }
      else
        {
          COUNT (0); COUNT (1); COUNT (2); COUNT (9); COUNT (10);
          COUNT (11); COUNT (18); COUNT (19); COUNT (20);
        }
#undef COUNT
      if (once != ALL_DIGITS)
        return FALSE;
      /* for the branch choice (a placed digit has one cell: its peers lost it) */
      s->two[u] = twice & ~thrice;
      /* digits with one cell left that are not placed yet */
      hidden = once & ~twice & ~s->placed[u];
      while (hidden)
        {
          int d = __builtin_ctz (hidden);
          Bits where = s->digit[d] & tables.unit_bits[u];

          hidden &= hidden - 1;
          /* an earlier single may have taken the digit's last cell */
          if (!where || !assign (s, bits_first (where), d + 1))
            return FALSE;
        }
    }
  return TRUE;
}

static inline void
link_cells (State *s, int a, int b)
{
  s->partner[a] = b;
  s->partner[b] = a;
  s->dpair[a] = s->dpair[b] = OPEN_PAIR;
  s->free &= ~(BIT (a) | BIT (b));
  if (b == a + 1 || a == b + 1)
    s->open_h |= BIT (MIN (a, b));
  else
    s->open_v |= BIT (MIN (a, b));
}

/* Give linked domino (a, b) the pair @p. */
static gboolean
settle_pair (State *s, int a, int b, int p)
{
  if (s->dpair[a] != OPEN_PAIR)
    return s->dpair[a] == p;
  if (s->used & BIT64 (p))
    return FALSE;
  s->used |= BIT64 (p);
  s->dpair[a] = s->dpair[b] = p;
  s->open_h &= ~BIT (MIN (a, b));
  s->open_v &= ~BIT (MIN (a, b));
  return eliminate (s, a, ALL_DIGITS & ~tables.pair_digits[p]) >= 0 &&
         eliminate (s, b, ALL_DIGITS & ~tables.pair_digits[p]) >= 0;
}

/* The neighbours of cell @c over the edges @h (horizontal, bit of the left cell) and @v
 * (vertical, bit of the top cell). */
static inline Bits
neighbours (int c, Bits h, Bits v)
{
  return ((h & BIT (c)) << 1) | (((h << 1) & BIT (c)) >> 1) |
         ((v & BIT (c)) << 9) | (((v << 9) & BIT (c)) >> 9);
}

/* The cell matched to @c in the matching of @s (s->mate_h, s->mate_v), which has one. */
static inline int
mate_of (const State *s, int c)
{
  return bits_first (neighbours (c, s->mate_h, s->mate_v));
}

/* Matches white cell @w to black cell @b in @s, leaving @w's former edge. */
static inline void
set_mate (State *s, int w, int b)
{
  Bits both = BIT (w) | BIT (b);

  s->mate_h &= ~(BIT (w) | (BIT (w) >> 1));
  s->mate_v &= ~(BIT (w) | (BIT (w) >> 9));
  if (w == b + 1 || b == w + 1)
    s->mate_h |= both & (both >> 1);
  else
    s->mate_v |= both & (both >> 9);
}

/* The cells joined to a cell of @cells by an edge of @h, @v (as in neighbours()). */
static inline Bits
joined (Bits cells, Bits h, Bits v)
{
  return ((cells & h) << 1) | ((cells >> 1) & h) | ((cells & v) << 9) | ((cells >> 9) & v);
}

/* Whether the free cells have a perfect matching on the usable edges: a layout needs one.
 * Any perfect one does: the search needs only whether there is one, and drop_unmatched()
 * the edges in none, which do not depend on the one found. The caller checks that they
 * have as many black cells (of the checkerboard) as white ones (s->uneven), so a matching
 * of every black cell is perfect. The matching of the last check (in the state, so a
 * child starts from its parent's) keeps the pairs whose cells are still free and whose
 * edge is still usable; only the black cells it leaves alone need an augmenting path,
 * searched breadth first on the boards from all of them at once. */
static gboolean
matchable (State *s, Bits cells, Bits h, Bits v)
{
  Bits kept_h = s->mate_h & h, kept_v = s->mate_v & v;
  Bits matched = kept_h | (kept_h << 1) | kept_v | (kept_v << 9);
  Bits lone_b = cells & tables.black & ~matched, lone_w = cells & ~tables.black & ~matched;

  s->mate_h = kept_h;
  s->mate_v = kept_v;
  /* An augmenting path from any unmatched black cell, breadth first on the boards: the
   * black cells of each layer, then the white cells they reach. */
  while (lone_b)
    {
      Bits layer[SDM_N_CELLS];
      Bits front = lone_b, seen = 0, hit;
      int n = 0, w;

      for (;;)
        {
          Bits reached = joined (front, h, v) & ~seen;

          layer[n++] = front;
          hit = reached & lone_w;
          if (hit)
            break;
          if (!reached)
            return FALSE;   /* no augmenting path: the matching is maximum, and not perfect */
          seen |= reached;
          front = joined (reached, s->mate_h, s->mate_v);
        }
      /* back along the layers, each black cell taking the white cell it came to */
      w = bits_first (hit);
      lone_w &= ~BIT (w);
      while (n-- > 0)
        {
          int b = bits_first (neighbours (w, h, v) & layer[n]);
          int next = n > 0 ? mate_of (s, b) : -1;

          set_mate (s, w, b);
          if (n == 0)
            lone_b &= ~BIT (b);
          w = next;
        }
    }
  return TRUE;
}

/* A hash of the edge boards @h and @v; never 0, which a new state holds (nothing seen). */
static inline guint64
edges_hash (Bits h, Bits v)
{
  guint64 x = (guint64) h * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^
              (guint64) (h >> 64) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f) ^
              (guint64) v * G_GUINT64_CONSTANT (0x165667b19e3779f9) ^
              (guint64) (v >> 64) * G_GUINT64_CONSTANT (0x27d4eb2f165667c5);

  return x | 1;
}

/* The usable edges (@h, @v) between free cells that lie in no perfect matching of them,
 * after matchable() found one (s->mate_h, s->mate_v): they go to s->no_h and s->no_v. A
 * non-matching edge from black cell b to white cell w lies in some perfect matching when
 * an alternating cycle runs through it: when b and w's mate are in one strongly connected
 * component of the graph "b' -> the mate of a white neighbour of b' other than its own".
 * TRUE when it dropped some. The components come from reach on the boards (forward, then
 * backward within it), not from a walk over an adjacency list. */
static gboolean
drop_unmatched (State *s, Bits cells, Bits h, Bits v)
{
  Bits mh = s->mate_h, mv = s->mate_v;
  Bits off_h = h & ~mh, off_v = v & ~mv;
  Bits left = cells & tables.black, same_h = 0, same_v = 0, dropped_h, dropped_v;

  /* The components one by one (forward and backward reach, on the boards): the cells
   * reached from the first black cell left, then those of them that reach it back. */
  while (left)
    {
      Bits pivot = left & -left, ahead = pivot, comp = pivot, grown, cover;

      do
        {
          grown = ahead;
          ahead |= joined (joined (ahead, off_h, off_v), mh, mv) & left;
        }
      while (ahead != grown);
      if (ahead != pivot)
        do
          {
            grown = comp;
            comp |= joined (joined (comp, mh, mv), off_h, off_v) & ahead;
          }
        while (comp != grown);
      if (comp == (cells & tables.black))
        return FALSE;   /* one component: every edge lies in a perfect matching */
      left &= ~comp;
      /* the component's black cells and their mates: the edges inside it stay */
      cover = comp | joined (comp, mh, mv);
      same_h |= cover & (cover >> 1);
      same_v |= cover & (cover >> 9);
    }
  dropped_h = off_h & ~same_h;
  dropped_v = off_v & ~same_v;
  s->no_h |= dropped_h;
  s->no_v |= dropped_v;
  return (dropped_h | dropped_v) != 0;
}

/* One pass over the dominoes, bit-parallel: for every unused pair {x, y}, the boards of the
 * usable edges (both cells free, or an open linked domino) whose ends allow x and y in
 * either orientation. From these: the places of each pair, the usable edges of each free
 * cell, and the digits of each free or open cell that some usable edge supports. Returns
 * -1 on a contradiction, 1 when it changed the state, 0 at a fixed point. */
static int
dominoes (State *s)
{
  guint64 free_pairs = ALL_PAIRS & ~s->used;
  guint64 single = 0;
  Vec partners[9] = { { 0 } };   /* the cells of the digits that pair with d in a free pair */
  Vec cells_v[9], in_h[9], in_v[9], right[9], below[9];
  Vec h_any = { 0 }, v_any = { 0 };
  const Bits *cells = s->digit;
  Bits free_cells = s->free, open_h = s->open_h, open_v = s->open_v, h_free, v_free, h_use, v_use;
  Bits h_all, v_all, e1, e2, e3, e4, several, filter;
  Vec h_use_v, v_use_v, filter_v;
  int changed = 0;

  h_free = free_cells & (free_cells >> 1) & tables.h_valid & ~s->no_h;
  v_free = free_cells & (free_cells >> 9) & ~s->no_v;
  h_use = h_free | open_h;
  v_use = v_free | open_v;
  for (int d = 0; d < 9; d++)
    {
      cells_v[d] = to_vec (cells[d]);
      in_h[d] = to_vec (cells[d] & h_use);
      in_v[d] = to_vec (cells[d] & v_use);
      right[d] = to_vec (cells[d] >> 1);
      below[d] = to_vec (cells[d] >> 9);
    }

  for (guint64 f = free_pairs; f; f &= f - 1)
    {
      int p = __builtin_ctzll (f);
      int a = tables.pair_lo[p], b = tables.pair_hi[p];
      Vec h = (in_h[a] & right[b]) | (in_h[b] & right[a]);
      Vec v = (in_v[a] & below[b]) | (in_v[b] & below[a]);
      Vec t = h | v;
      guint64 lo = t[0], hi = t[1];

      if (!(lo | hi))
        return -1;
      /* one place: one bit, in h or v alone (the same bit in both is two edges) */
      if (!(lo & (lo - 1)) && !(hi & (hi - 1)) && !(lo && hi) &&
          !((h[0] | h[1]) && (v[0] | v[1])))
        single |= BIT64 (p);
      h_any |= h;
      v_any |= v;
      partners[a] |= cells_v[b];
      partners[b] |= cells_v[a];
    }
  h_all = from_vec (h_any);
  v_all = from_vec (v_any);

  /* The usable edges of the free cells: none fails, one links (below). */
  e1 = h_all & h_free;
  e3 = v_all & v_free;
  e2 = e1 << 1;
  e4 = e3 << 9;
  if (free_cells & ~(e1 | e2 | e3 | e4))
    return -1;
  several = (e1 & e2) | (e3 & e4) | ((e1 | e2) & (e3 | e4));
  /* The colour count and the matching only below MATCH_BELOW_CLUES clues (with more they
   * cost more time than they save). Not on the edges drop_unmatched() last looked at:
   * edges only go, so meeting them again means none went since, and s->mate_h, s->mate_v
   * are still a perfect matching of them. */
  if (s->match_cells && edges_hash (e1, e3) != s->last_drop &&
      (s->uneven || !matchable (s, free_cells, e1, e3)))
    return -1;

  /* Digits that no usable edge supports, in free cells and open dominoes. */
  filter = free_cells | open_h | (open_h << 1) | open_v | (open_v << 9);
  h_use_v = to_vec (h_use);
  v_use_v = to_vec (v_use);
  filter_v = to_vec (filter);
  for (int d = 0; d < 9; d++)
    {
      Vec m = partners[d];
      Vec support = (h_use_v & vec_down (m, 1)) | vec_up (h_use_v & m, 1) |
                    (v_use_v & vec_down (m, 9)) | vec_up (v_use_v & m, 9);
      Bits bad = from_vec (cells_v[d] & filter_v & ~support);

      while (bad)
        {
          int c = bits_first (bad);

          bad &= bad - 1;
          if (eliminate (s, c, 1 << d) < 0)
            return -1;
          changed = 1;
        }
    }

  /* An open domino that allows one pair takes it. */
  for (Bits o = open_h | open_v; o; o &= o - 1)
    {
      int a = bits_first (o), b = s->partner[a];
      guint16 A = s->cand[a], B = s->cand[b];
      guint64 m = ((tables.low_in[A] & tables.high_in[B]) |
                   (tables.low_in[B] & tables.high_in[A])) & free_pairs;

      if (!m)
        return -1;
      if (!(m & (m - 1)))
        {
          if (!settle_pair (s, a, b, __builtin_ctzll (m)))
            return -1;
          free_pairs &= ~m;
          changed = 1;
        }
    }

  /* A free cell with one usable edge links its domino. */
  for (Bits o = free_cells & ~several; o; o &= o - 1)
    {
      int c = bits_first (o), n;

      if (s->partner[c] != FREE_CELL)
        continue;
      if (e1 & BIT (c))
        n = c + 1;
      else if (e2 & BIT (c))
        n = c - 1;
      else if (e3 & BIT (c))
        n = c + 9;
      else
        n = c - 9;
      if (s->partner[n] != FREE_CELL)
        return -1;
      link_cells (s, c, n);
      changed = 1;
    }

  /* A pair with one place goes there. */
  for (single &= free_pairs; single; single &= single - 1)
    {
      int p = __builtin_ctzll (single);
      int x = tables.pair_lo[p], y = tables.pair_hi[p];
      Bits h = from_vec ((in_h[x] & right[y]) | (in_h[y] & right[x]));
      int a, b;

      /* its place, from the boards at the start of the pass like the test above */
      if (h)
        {
          a = bits_first (h);
          b = a + 1;
        }
      else
        {
          a = bits_first (from_vec ((in_v[x] & below[y]) | (in_v[y] & below[x])));
          b = a + 9;
        }
      if (s->partner[a] == FREE_CELL && s->partner[b] == FREE_CELL)
        link_cells (s, a, b);
      else if (s->partner[a] != b)
        return -1;
      if (!settle_pair (s, a, b, p))
        return -1;
      changed = 1;
    }
  /* Only at a fixed point of the rest (the edges, the matching and e1, e3 are current), and
   * not again on the edges it last looked at: those have no edge to drop (nor have they
   * once it dropped some: an edge in no perfect matching takes none away). A hash that
   * matched by chance would only leave edges (and the matching, above) for later. */
  if (!changed && s->match_cells && edges_hash (e1, e3) != s->last_drop)
    {
      if (drop_unmatched (s, free_cells, e1, e3))
        changed = 1;
      s->last_drop = edges_hash (e1 & ~s->no_h, e3 & ~s->no_v);
    }
  return changed;
}

static gboolean
propagate (State *s)
{
  for (;;)
    {
      int r;

      if (!singles (s))
        return FALSE;
      r = dominoes (s);
      if (r < 0)
        return FALSE;
      if (r == 0)
        return TRUE;
    }
}

/* ---- Layout of a complete grid ---------------------------------------------------- */

typedef struct {
  guint8  partner[SDM_N_CELLS];
  guint64 used;
  int     n_free;
} LayoutState;

static gboolean
layout_link (LayoutState *l, int a, int b, int p)
{
  if (l->partner[a] != FREE_CELL || l->partner[b] != FREE_CELL || (l->used & BIT64 (p)))
    return FALSE;
  l->partner[a] = b;
  l->partner[b] = a;
  l->used |= BIT64 (p);
  l->n_free -= 2;
  return TRUE;
}

/* @edge_pair[e]: the pair a grid puts on edge e (0xff when its digits are equal). */
static gboolean
layout_search (LayoutState *l, const guint8 *edge_pair, guint8 *out)
{
  guint8 usable[SDM_N_CELLS];
  guint8 last[SDM_N_CELLS];
  gboolean changed = TRUE;
  int best = -1;

  while (changed)
    {
      guint64 once = 0, twice = 0, single, free_pairs;

      changed = FALSE;
      if (l->n_free == 0)
        break;
      memset (usable, 0, sizeof usable);
      for (int e = 0; e < N_EDGES; e++)
        {
          int a = edge_a (e), b = edge_b (e), p = edge_pair[e];

          if (p == 0xff || l->partner[a] != FREE_CELL || l->partner[b] != FREE_CELL ||
              (l->used & BIT64 (p)))
            continue;
          usable[a]++;
          usable[b]++;
          last[a] = last[b] = e;
          twice |= once & BIT64 (p);
          once |= BIT64 (p);
        }
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (l->partner[c] == FREE_CELL)
          {
            if (usable[c] == 0)
              return FALSE;
            if (usable[c] == 1)
              {
                int e = last[c];

                if (!layout_link (l, edge_a (e), edge_b (e), edge_pair[e]))
                  return FALSE;
                changed = TRUE;
              }
          }
      free_pairs = ALL_PAIRS & ~l->used;
      if (free_pairs & ~once)
        return FALSE;
      single = free_pairs & once & ~twice;
      while (single)
        {
          int p = __builtin_ctzll (single);
          int e;

          single &= single - 1;
          for (e = 0; e < N_EDGES; e++)
            if (edge_pair[e] == p)
              {
                int a = edge_a (e), b = edge_b (e);

                if (l->partner[a] == FREE_CELL && l->partner[b] == FREE_CELL)
                  break;
              }
          if (e == N_EDGES || !layout_link (l, edge_a (e), edge_b (e), p))
            return FALSE;
          changed = TRUE;
        }
    }

  if (l->n_free == 0)
    {
      memcpy (out, l->partner, SDM_N_CELLS);
      return TRUE;
    }

  /* Branch on the free cell with the fewest usable edges, first in reading order. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (l->partner[c] == FREE_CELL && (best < 0 || usable[c] < usable[best]))
      best = c;
  for (int i = 0; i < tables.n_edges[best]; i++)
    {
      int e = tables.edges[best][i];
      int a = edge_a (e), b = edge_b (e), p = edge_pair[e];
      LayoutState child;

      if (p == 0xff || l->partner[a] != FREE_CELL || l->partner[b] != FREE_CELL ||
          (l->used & BIT64 (p)))
        continue;
      child = *l;
      if (layout_link (&child, a, b, p) && layout_search (&child, edge_pair, out))
        return TRUE;
    }
  return FALSE;
}

gboolean
sdm_sudominoku_puzzle_is_consistent (const SdmPuzzle *puzzle)
{
  guint8 owner[SDM_N_CELLS];
  guint64 used = 0;

  if (puzzle->kind != SDM_KIND_SUDOMINOKU || puzzle->n_clues > SDM_N_DOMINOES)
    return FALSE;
  memset (owner, FREE_CELL, sizeof owner);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] > 9)
      return FALSE;
  for (int d = 0; d < 9; d++)
    {
      int c = puzzle->isolated[d];

      if (c >= SDM_N_CELLS || owner[c] != FREE_CELL)
        return FALSE;
      if (puzzle->givens[c] != 0 && puzzle->givens[c] != d + 1)
        return FALSE;
      owner[c] = ISOLATED;
    }
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];
      int p = sdm_domino_index (clue->digits[0], clue->digits[1]);

      if (p < 0 || (used & BIT64 (p)) || !sdm_cells_adjacent (clue->cells[0], clue->cells[1]))
        return FALSE;
      used |= BIT64 (p);
      for (int k = 0; k < 2; k++)
        {
          int c = clue->cells[k];

          if (owner[c] != FREE_CELL)
            return FALSE;
          if (puzzle->givens[c] != 0 && puzzle->givens[c] != clue->digits[k])
            return FALSE;
          owner[c] = i;
        }
    }
  return TRUE;
}

static void
layout_start (const SdmPuzzle *puzzle, LayoutState *l)
{
  memset (l->partner, FREE_CELL, sizeof l->partner);
  l->used = 0;
  l->n_free = SDM_N_CELLS;
  for (int d = 0; d < 9; d++)
    {
      l->partner[puzzle->isolated[d]] = ISOLATED;
      l->n_free--;
    }
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];

      layout_link (l, clue->cells[0], clue->cells[1],
                   sdm_domino_index (clue->digits[0], clue->digits[1]));
    }
}

/* Like the public function, for a puzzle already known to be consistent. */
static gboolean
find_layout (const SdmPuzzle *puzzle, const guint8 *values, guint8 *partner)
{
  guint8 edge_pair[N_EDGES];
  LayoutState l;

  for (int e = 0; e < N_EDGES; e++)
    {
      int va = values[edge_a (e)], vb = values[edge_b (e)];

      edge_pair[e] = (va >= 1 && va <= 9 && vb >= 1 && vb <= 9) ? tables.pair_index[va][vb] : 0xff;
    }
  layout_start (puzzle, &l);
  if (!layout_search (&l, edge_pair, partner))
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (partner[c] == ISOLATED)
      partner[c] = SDM_NO_CELL;
  return TRUE;
}

gboolean
sdm_sudominoku_find_layout (const SdmPuzzle *puzzle,
                            const guint8     values[SDM_N_CELLS],
                            guint8           partner[SDM_N_CELLS])
{
  guint8 scratch[SDM_N_CELLS];

  tables_init ();
  if (!sdm_sudominoku_puzzle_is_consistent (puzzle))
    return FALSE;
  /* The clue dominoes and isolated digits must be where the grid says. */
  for (int d = 0; d < 9; d++)
    if (values[puzzle->isolated[d]] != d + 1)
      return FALSE;
  for (int i = 0; i < puzzle->n_clues; i++)
    for (int k = 0; k < 2; k++)
      if (values[puzzle->clues[i].cells[k]] != puzzle->clues[i].digits[k])
        return FALSE;
  return find_layout (puzzle, values, partner ? partner : scratch);
}

/* ---- Search ----------------------------------------------------------------------- */

static void search (Search *x, State *s);

/* Searches from @s for a grid (@avoid: any but that one; @lex: the smallest) within
 * @budget nodes (0: no limit), in a sub-search that carries @x's node count on; the grid
 * goes to @found. Whether it found one; @stopped (nullable) says whether it was
 * cancelled or ran out of budget. */
static gboolean
run_sub_search (Search       *x,
                State        *s,
                const guint8 *avoid,
                guint64       budget,
                gboolean      lex,
                SdmGrid      *found,
                gboolean     *stopped)
{
  Search sub;

  memset (&sub, 0, sizeof sub);
  sub.options = x->options;
  sub.puzzle = x->puzzle;
  sub.solutions = found;
  sub.limit = 1;
  sub.avoid = avoid;
  sub.lex = lex;
  /* Carry the node count on, so that many short searches still poll the cancel flag. */
  sub.nodes = x->nodes;
  sub.cutoff = budget ? x->nodes + budget : 0;
  search (&sub, s);
  x->nodes = sub.nodes;
  if (sub.cancelled)
    x->cancelled = x->stop = TRUE;
  if (sub.out_of_budget)
    x->out_of_budget = x->stop = TRUE;
  if (stopped != NULL)
    *stopped = sub.cancelled || sub.out_of_budget;
  return sub.count > 0;
}

/* Searches from @s for a grid (@x->avoid: any but that one) within @budget nodes, in a
 * sub-search that carries @x's node count on; the grid goes to @found. */
static gboolean
sub_search (Search *x, State *s, const guint8 *avoid, guint64 budget, SdmGrid *found)
{
  return run_sub_search (x, s, avoid, budget, FALSE, found, NULL);
}

/* A grid other than @values near it: with the digits of @values kept outside a region
 * (a band, a stack, two bands, two stacks), a short search for any other grid. On a board
 * with few clues the second grid otherwise cost up to 20 times the first. */
static gboolean
probe_near (Search *x, const guint8 *values, SdmGrid *found)
{
  for (int r = 0; r < 12 && !x->stop; r++)
    {
      State t = *x->root;
      gboolean fits = TRUE;

      for (int c = 0; c < SDM_N_CELLS && fits; c++)
        {
          int third = r % 6 < 3 ? c / 27 : c % 9 / 3;   /* the cell's band or stack */
          gboolean inside = r < 6 ? third == r % 3 : third != r % 3;

          if (!inside)
            fits = assign (&t, c, values[c]);
        }
      if (fits && sub_search (x, &t, values, PROBE_NODES, found))
        return TRUE;
    }
  return FALSE;
}

/* Every digit is fixed: accept the grid if this node's dominoes belong to its canonical
 * layout (see the top of the file). */
static void
complete (Search *x, const State *s)
{
  SdmGrid *out;

  if (x->avoid)
    {
      /* a probe: any grid but the one it avoids, with any layout */
      if (memcmp (x->avoid, s->value, SDM_N_CELLS) == 0 ||
          !find_layout (x->puzzle, s->value, x->layout))
        return;
      x->count = 1;
      memcpy (x->solutions[0].values, s->value, SDM_N_CELLS);
      memcpy (x->solutions[0].partner, x->layout, SDM_N_CELLS);
      x->stop = TRUE;
      return;
    }
  /* after a restart, a grid an earlier run found (each run finds a grid once) */
  if (x->distinct)
    for (int i = 0; i < x->count; i++)
      if (memcmp (x->solutions[i].values, s->value, SDM_N_CELLS) == 0)
        return;

  if (!find_layout (x->puzzle, s->value, x->layout))
    return;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (s->partner[c] < SDM_N_CELLS && x->layout[c] != s->partner[c])
      return;

  x->count++;
  if (x->solutions && x->count <= 2)
    {
      out = &x->solutions[x->count - 1];
      memcpy (out->values, s->value, SDM_N_CELLS);
      memcpy (out->partner, x->layout, SDM_N_CELLS);
    }
  if (x->each)
    {
      SdmGrid grid;

      memcpy (grid.values, s->value, SDM_N_CELLS);
      memcpy (grid.partner, x->layout, SDM_N_CELLS);
      x->each (&grid, x->each_data);
    }
  if (x->count >= x->limit)
    x->stop = TRUE;
  else if (x->root && x->count == 1 && x->limit == 2 && probe_near (x, s->value, &x->solutions[1]))
    x->count = 2, x->stop = TRUE;
}

typedef enum {
  BRANCH_DIGIT,      /* a cell's digits */
  BRANCH_UNIT,       /* a digit's cells in a unit */
} BranchKind;

/* Commits one option of a branch in @s (no propagation). FALSE when it cannot hold. */
static gboolean
apply_option (State *s, BranchKind kind, int what, int option)
{
  switch (kind)
    {
    case BRANCH_DIGIT:
      return assign (s, what, option);
    case BRANCH_UNIT:
      return assign (s, option, what);
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

static void
try_child (Search *x, const State *s, BranchKind kind, int what, int option)
{
  State child = *s;

  if (apply_option (&child, kind, what, option))
    search (x, &child);
}

static void
search (Search *x, State *s)
{
  BranchKind kind = BRANCH_DIGIT;
  int best = 100, what = -1, best_score = G_MAXINT;
  int options[SDM_N_CELLS];
  int n_options = 0;

  if (x->stop)
    return;
  x->nodes++;
  if (x->cutoff && x->nodes >= x->cutoff)
    {
      x->cut = x->stop = TRUE;
      return;
    }
  if (G_UNLIKELY ((x->nodes & 1023) == 0))
    {
      if (x->options->cancel && g_atomic_int_get (x->options->cancel))
        x->cancelled = x->stop = TRUE;
      else if (x->options->deadline && g_get_monotonic_time () >= x->options->deadline)
        x->out_of_budget = x->stop = TRUE;
      if (x->stop)
        return;
    }
  if (x->options->max_nodes && x->nodes > x->options->max_nodes)
    {
      x->out_of_budget = x->stop = TRUE;
      return;
    }
  if (!propagate (s))
    return;
  if (s->n_open == 0)
    {
      complete (x, s);
      return;
    }

  /* The most constrained digit choice: a digit's cells in a unit, or a cell's digits; on a
   * tie a unit first. Two options is the least there can be. Only digits: the dominoes
   * follow from them by propagation, and the canonical layout (see the top of the file)
   * decides among the layouts of a complete grid; branching on a pair's places or a cell's
   * edges as well searched the same digits again under each layout. Among the digits with
   * two cells in a unit, the one whose two cells have the fewest digits, a linked cell
   * counting a little less. On the low-clue "top" puzzles the refutations are deep (most
   * leaves fail on an unused pair left without a place), not badly ordered: the other
   * choices, learning and probes measured against this one are in SOLVERS.md. */
  if (x->lex)
    {
      /* the smallest grid (smallest_grid()) */
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (!s->value[c])
          {
            for (guint16 m = s->cand[c]; m && !x->stop; m &= m - 1)
              try_child (x, s, BRANCH_DIGIT, c, __builtin_ctz (m) + 1);
            return;
          }
      g_assert_not_reached ();
    }
  for (int u = 0; u < 27; u++)
    {
      /* propagate() left no unit dirty, so the masks singles() kept are current */
      for (guint16 two = s->two[u]; two; two &= two - 1)
        {
          int d = __builtin_ctz (two), score;
          Bits where = s->digit[d] & tables.unit_bits[u];
          int c1 = bits_first (where), c2 = bits_first (where & (where - 1));

          score = 4 * (popcount16 (s->cand[c1]) + popcount16 (s->cand[c2])) -
                  (s->partner[c1] < SDM_N_CELLS ? 3 : 0) - (s->partner[c2] < SDM_N_CELLS ? 3 : 0);
          if (score < best_score)
            {
              best_score = score;
              best = 2;
              kind = BRANCH_UNIT;
              what = u * 9 + d;
            }
        }
    }
  for (int c = 0; c < SDM_N_CELLS && best > 2; c++)
    if (!s->value[c] && popcount16 (s->cand[c]) == 2)
      {
        best = 2;
        kind = BRANCH_DIGIT;
        what = c;
      }
  if (best > 2)
    {
      /* Nothing with two options: the full minimum. */
      for (int u = 0; u < 27; u++)
        for (int d = 0; d < 9; d++)
          {
            int n = 0;

            for (int i = 0; i < 9 && n < best; i++)
              {
                int c = sdm_units[u][i];

                if (s->value[c] == d + 1)
                  {
                    n = 100;
                    break;
                  }
                n += (s->cand[c] >> d) & 1;
              }
            if (n < best)
              {
                best = n;
                kind = BRANCH_UNIT;
                what = u * 9 + d;
              }
          }
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (!s->value[c] && popcount16 (s->cand[c]) < best)
          {
            best = popcount16 (s->cand[c]);
            kind = BRANCH_DIGIT;
            what = c;
          }
    }

  g_assert (what >= 0);
  switch (kind)
    {
    case BRANCH_DIGIT:
      for (guint16 m = s->cand[what]; m; m &= m - 1)
        options[n_options++] = __builtin_ctz (m) + 1;
      break;
    case BRANCH_UNIT:
      {
        int u = what / 9, d = what % 9;

        for (int i = 0; i < 9; i++)
          if (s->cand[sdm_units[u][i]] & (1 << d))
            options[n_options++] = sdm_units[u][i];
        what = d + 1;
      }
      break;
    default:
      g_assert_not_reached ();
    }
  if (x->shuffle)
    for (int i = n_options - 1; i > 0; i--)
      {
        int j, t;

        x->rng ^= x->rng << 13;
        x->rng ^= x->rng >> 17;
        x->rng ^= x->rng << 5;
        j = x->rng % (i + 1);
        t = options[i];
        options[i] = options[j];
        options[j] = t;
      }
  for (int i = 0; i < n_options && !x->stop; i++)
    try_child (x, s, kind, what, options[i]);
}

/* The smallest grid extending @start, into @best: the same search, branching on the first
 * open cell in reading order, smallest digit first, so that the first grid it meets is the
 * smallest (propagation only removes digits that no grid has). FALSE when there is none
 * or the search stopped. */
static gboolean
smallest_grid (Search *x, const State *start, SdmGrid *best)
{
  State root = *start;
  gboolean stopped;

  return run_sub_search (x, &root, NULL, 0, TRUE, best, &stopped) && !stopped;
}

/* The @i-th term (from 1) of the Luby sequence: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ... */
static guint64
luby (guint64 i)
{
  for (;;)
    {
      int k = 1;

      while ((G_GUINT64_CONSTANT (1) << k) - 1 < i)
        k++;
      if ((G_GUINT64_CONSTANT (1) << k) - 1 == i)
        return G_GUINT64_CONSTANT (1) << (k - 1);
      i -= (G_GUINT64_CONSTANT (1) << (k - 1)) - 1;
    }
}

/* Counts up to @x->limit (at most 2) from @start in runs that stop after a growing number
 * of nodes, the first in the usual order and the others with each branch's options
 * shuffled, until a run ends by itself: that run searched everything, so "none" and "one"
 * stay proofs. A grid counts once whichever run finds it. Each new grid is probed for a
 * neighbour (probe_near()). */
static void
restarts (Search *x, const State *start)
{
  x->distinct = TRUE;
  x->root = start;
  x->rng = 0x9e3779b9u;
  for (guint64 run = 1; ; run++)
    {
      State root = *start;

      x->cutoff = x->nodes + RESTART_UNIT * luby (run);
      x->cut = x->stop = FALSE;
      x->shuffle = run > 1;
      search (x, &root);
      if (!x->cut)
        break;
    }
  x->cutoff = 0;
  x->shuffle = x->distinct = FALSE;
  x->root = NULL;
}

int
sdm_sudominoku_solve (const SdmPuzzle *puzzle, SdmSolveOptions *options, SdmGrid solutions[2])
{
  SdmSolveOptions defaults = { .order = SDM_SOLVE_ANY, .limit = 1, .cancel = NULL };
  SdmGrid local[2];
  gboolean lexmin;
  int limit;
  Search x;
  State s;

  g_return_val_if_fail (puzzle != NULL, 0);

  tables_init ();
  if (!options)
    options = &defaults;
  options->nodes = 0;
  if (solutions)
    {
      sdm_grid_init (&solutions[0]);
      sdm_grid_init (&solutions[1]);
    }
  if (!sdm_sudominoku_puzzle_is_consistent (puzzle))
    return 0;

  memset (&x, 0, sizeof x);
  x.options = options;
  x.puzzle = puzzle;
  x.solutions = solutions ? solutions : local;
  limit = options->limit ? (int) MIN (options->limit, G_MAXINT) : 1;
  lexmin = options->order == SDM_SOLVE_LEXMIN;
  /* The smallest grid: count with the fast search first. One grid is the smallest; with
   * several, search again in reading order (smallest_grid()). */
  x.limit = lexmin ? MAX (limit, 2) : limit;
  /* Every grid in increasing order: the search for the smallest, carried on. */
  x.lex = options->order == SDM_SOLVE_ASCENDING;
  if (!lexmin)
    {
      x.each = options->each;
      x.each_data = options->each_data;
    }

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      s.cand[c] = ALL_DIGITS;
      s.value[c] = 0;
      s.partner[c] = FREE_CELL;
      s.dpair[c] = OPEN_PAIR;
    }
  s.used = 0;
  s.free = s.open_h = s.open_v = 0;
  for (int c = 0; c < SDM_N_CELLS; c++)
    s.free |= BIT (c);
  for (int d = 0; d < 9; d++)
    s.digit[d] = s.free;
  memset (s.placed, 0, sizeof s.placed);
  memset (s.two, 0, sizeof s.two);
  s.dirty = (1u << 27) - 1;
  s.n_open = SDM_N_CELLS;
  s.match_cells = puzzle->n_clues < MATCH_BELOW_CLUES;
  s.no_h = s.no_v = 0;
  s.last_drop = 0;
  s.mate_h = s.mate_v = 0;
  for (int d = 0; d < 9; d++)
    {
      s.partner[puzzle->isolated[d]] = ISOLATED;
      s.free &= ~BIT (puzzle->isolated[d]);
    }
  for (int i = 0; i < puzzle->n_clues; i++)
    {
      const SdmDominoClue *clue = &puzzle->clues[i];

      link_cells (&s, clue->cells[0], clue->cells[1]);
      if (!settle_pair (&s, clue->cells[0], clue->cells[1],
                        sdm_domino_index (clue->digits[0], clue->digits[1])))
        return 0;
    }
  /* Every domino covers a black and a white cell, so the free cells keep their balance. */
  s.uneven = bits_count (s.free & tables.black) * 2 != bits_count (s.free);
  for (int d = 0; d < 9; d++)
    if (!assign (&s, puzzle->isolated[d], d + 1))
      return 0;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] && !assign (&s, c, puzzle->givens[c]))
      return 0;
  for (int i = 0; i < puzzle->n_clues; i++)
    for (int k = 0; k < 2; k++)
      if (!assign (&s, puzzle->clues[i].cells[k], puzzle->clues[i].digits[k]))
        return 0;

  if (puzzle->n_clues < MATCH_BELOW_CLUES && x.limit <= 2 && !x.each && !x.lex)
    restarts (&x, &s);
  else
    {
      State root = s;

      search (&x, &root);
    }
  if (lexmin && x.count >= 2 && !x.cancelled && !x.out_of_budget)
    {
      SdmGrid *g = x.solutions;
      SdmGrid smallest[2];

      /* A grid found is a different second one unless it is the smallest itself. */
      if (smallest_grid (&x, &s, smallest))
        {
          SdmGrid other = memcmp (g[0].values, smallest[0].values, SDM_N_CELLS) == 0 ? g[1] : g[0];

          g[0] = smallest[0];
          g[1] = other;
        }
      else if (!x.cancelled && !x.out_of_budget)
        g_warn_if_reached ();   /* grids were counted */
    }
  options->nodes = x.nodes;
  if (x.cancelled)
    return SDM_SOLVE_CANCELLED;
  /* Grids found before the budget ran out do not decide a count below the limit, and a
   * search for the smallest cut short leaves a grid that need not be the smallest: either way
   * the answer is "out of budget", never the partial one. */
  if (x.out_of_budget)
    return SDM_SOLVE_OUT_OF_BUDGET;
  return MIN (x.count, limit);
}
