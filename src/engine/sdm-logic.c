/* sdm-logic.c: human-style solving steps, one function per technique.
 *
 * The order of the techniques, and the idea that the solver is also the grader, follow
 * the deduction ladder of Simon Tatham's Solo; the domino deductions are the ones a
 * Dominosa player uses (a pair with one place left, a cell with one neighbour left),
 * carried over to Sudominoku where the digits are not known in advance.
 */
#include "sdm-logic.h"

#include <string.h>

#define BIT(d) ((guint16) (1u << ((d) - 1)))
#define ALL_DIGITS 0x1ff

static inline int
popcount (guint x)
{
  return __builtin_popcount (x);
}

static inline int
lowest_digit (guint16 mask)
{
  return __builtin_ctz (mask) + 1;
}

static inline gboolean
is_peer (int a, int b)
{
  return a != b && (sdm_cell_row (a) == sdm_cell_row (b) || sdm_cell_col (a) == sdm_cell_col (b)
                    || sdm_cell_box (a) == sdm_cell_box (b));
}

/* ---------------------------------------------------------------------------------- */
/* Steps */

static void
step_begin (SdmStep *step, SdmTechnique technique)
{
  memset (step, 0, sizeof *step);
  step->technique = technique;
  step->domino = -1;
  step->link[0] = step->link[1] = SDM_NO_CELL;
}

static void
step_add_cell (SdmStep *step, int cell)
{
  for (int i = 0; i < step->n_cells; i++)
    if (step->cells[i] == cell)
      return;
  if (step->n_cells < SDM_STEP_MAX_CELLS)
    step->cells[step->n_cells++] = cell;
}

static void
step_add_unit (SdmStep *step, int unit)
{
  if (step->n_units < SDM_STEP_MAX_UNITS)
    step->units[step->n_units++] = unit;
}

/* Eliminate @mask from @cell, counting only candidates that are there. */
static void
step_eliminate (SdmStep *step, const SdmLogic *logic, int cell, guint16 mask)
{
  guint16 fresh;

  if (logic->values[cell])
    return;
  fresh = mask & logic->cands[cell] & ~step->eliminate[cell];
  step->eliminate[cell] |= fresh;
  step->n_eliminated += popcount (fresh);
}

static void
step_place (SdmStep *step, int cell, int digit)
{
  if (!step->place[cell])
    step->n_placed++;
  step->place[cell] = digit;
}

/* ---------------------------------------------------------------------------------- */
/* Domino helpers (Sudominoku) */

static inline int
neighbours (int cell, int out[4])
{
  int n = 0, r = sdm_cell_row (cell), c = sdm_cell_col (cell);

  if (r > 0) out[n++] = cell - 9;
  if (c < 8) out[n++] = cell + 1;
  if (r < 8) out[n++] = cell + 9;
  if (c > 0) out[n++] = cell - 1;
  return n;
}

static inline gboolean
edge_is_cut (const SdmLogic *logic, int a, int b)
{
  int lo = MIN (a, b), hi = MAX (a, b);

  return (logic->cut[lo] & (hi == lo + 1 ? SDM_CUT_RIGHT : SDM_CUT_DOWN)) != 0;
}

/* The pair whose domino is known to lie on the linked cells @first (the smaller cell), or -1. */
static inline int
pair_on_edge (const SdmLogic *logic, int first)
{
  return logic->edge_pair[first];
}

/* Record that pair @p lies on the linked cells starting at @first. */
static void
claim_pair (SdmLogic *logic, int p, int first)
{
  int x, y;

  if (logic->pair_at[p] != SDM_NO_CELL)
    return;
  sdm_domino_digits (p, &x, &y);
  logic->pair_at[p] = first;
  logic->edge_pair[first] = p;
  logic->taken[x] |= BIT (y);
  logic->taken[y] |= BIT (x);
}

/* Digits y such that the pair {x, y} may still lie on the cells starting at @first:
 * unused, or known to lie there. */
static inline guint16
free_partners (const SdmLogic *logic, int x, int first)
{
  guint16 mask = ALL_DIGITS & ~logic->taken[x] & ~BIT (x);
  int here = logic->edge_pair[first];

  if (here >= 0)
    {
      int a, b;

      sdm_domino_digits (here, &a, &b);
      if (a == x)
        mask |= BIT (b);
      else if (b == x)
        mask |= BIT (a);
    }
  return mask;
}

/* pair_bits[x][m]: the pairs {x, y} (bit p) for the digits y in mask m; pair_of[x][y]:
 * the pair index, -1 when x == y. Built once; read-only afterwards. */
static guint64 pair_bits[10][512];
static gint8 pair_of[10][10];

static void
tables_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int x = 1; x <= 9; x++)
        {
          for (int y = 1; y <= 9; y++)
            pair_of[x][y] = sdm_domino_index (x, y);
          for (int m = 0; m < 512; m++)
            {
              guint64 bits = 0;

              for (int y = 1; y <= 9; y++)
                if ((m & BIT (y)) && y != x)
                  bits |= G_GUINT64_CONSTANT (1) << sdm_domino_index (x, y);
              pair_bits[x][m] = bits;
            }
        }
      g_once_init_leave (&done, 1);
    }
}

/* The pairs (bit p) that fit cells @a and @b, with their candidates, as one domino. */
static guint64
edge_fits (const SdmLogic *logic, int a, int b)
{
  int first = MIN (a, b);
  guint64 fits = 0;
  int known;

  if (logic->partner[a] == b && (known = pair_on_edge (logic, first)) >= 0)
    {
      int x, y;

      sdm_domino_digits (known, &x, &y);
      if (((logic->cands[a] & BIT (x)) && (logic->cands[b] & BIT (y)))
          || ((logic->cands[a] & BIT (y)) && (logic->cands[b] & BIT (x))))
        fits |= G_GUINT64_CONSTANT (1) << known;
      return fits;
    }
  for (guint16 ma = logic->cands[a]; ma; ma &= ma - 1)
    {
      int x = lowest_digit (ma);

      fits |= pair_bits[x][logic->cands[b] & free_partners (logic, x, first)];
    }
  return fits;
}

/* Whether the unlinked cells @a and @b may still become one domino. */
static gboolean
edge_usable (const SdmLogic *logic, int a, int b)
{
  if (logic->isolated[a] || logic->isolated[b])
    return FALSE;
  if (logic->partner[a] != SDM_NO_CELL || logic->partner[b] != SDM_NO_CELL)
    return FALSE;
  if (edge_is_cut (logic, a, b))
    return FALSE;
  return edge_fits (logic, a, b) != 0;
}

/* ---------------------------------------------------------------------------------- */
/* State */

static void
link_cells (SdmLogic *logic, int a, int b)
{
  logic->partner[a] = b;
  logic->partner[b] = a;
  if (logic->values[a] && !logic->values[b])
    logic->cands[b] &= ~BIT (logic->values[a]);
  if (logic->values[b] && !logic->values[a])
    logic->cands[a] &= ~BIT (logic->values[b]);
  if (logic->values[a] && logic->values[b] && logic->values[a] != logic->values[b])
    {
      int p = pair_of[logic->values[a]][logic->values[b]];

      claim_pair (logic, p, MIN (a, b));
    }
}

void
sdm_logic_place (SdmLogic *logic, int cell, int digit)
{
  int p;

  logic->values[cell] = digit;
  logic->cands[cell] = BIT (digit);
  for (int i = 0; i < 20; i++)
    {
      int peer = sdm_peers[cell][i];

      if (!logic->values[peer])
        logic->cands[peer] &= ~BIT (digit);
    }
  if (logic->kind == SDM_KIND_SUDOMINOKU && (p = logic->partner[cell]) != SDM_NO_CELL)
    link_cells (logic, cell, p);
}

void
sdm_logic_link (SdmLogic *logic, int a, int b, int domino)
{
  g_return_if_fail (sdm_cells_adjacent (a, b));
  link_cells (logic, a, b);
  if (domino >= 0 && domino < SDM_N_DOMINOES)
    claim_pair (logic, domino, MIN (a, b));
}

void
sdm_logic_init (SdmLogic        *logic,
                const SdmPuzzle *puzzle,
                const SdmGrid   *grid,
                const guint16   *pencil)
{
  tables_init ();
  memset (logic, 0, sizeof *logic);
  logic->kind = puzzle->kind;
  memset (logic->partner, SDM_NO_CELL, sizeof logic->partner);
  memset (logic->pair_at, SDM_NO_CELL, sizeof logic->pair_at);
  memset (logic->edge_pair, -1, sizeof logic->edge_pair);
  for (int c = 0; c < SDM_N_CELLS; c++)
    logic->cands[c] = ALL_DIGITS;

  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    {
      for (int d = 0; d < 9; d++)
        if (puzzle->isolated[d] < SDM_N_CELLS)
          logic->isolated[puzzle->isolated[d]] = TRUE;
      for (int i = 0; i < puzzle->n_clues; i++)
        {
          int a = puzzle->clues[i].cells[0], b = puzzle->clues[i].cells[1];

          if (a < SDM_N_CELLS && b < SDM_N_CELLS && sdm_cells_adjacent (a, b))
            {
              logic->partner[a] = b;
              logic->partner[b] = a;
            }
        }
    }

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int v = grid ? grid->values[c] : 0;

      if (puzzle->givens[c])
        v = puzzle->givens[c];
      if (v >= 1 && v <= 9)
        sdm_logic_place (logic, c, v);
    }
  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    for (int c = 0; c < SDM_N_CELLS; c++)
      if (logic->partner[c] != SDM_NO_CELL && c < logic->partner[c])
        link_cells (logic, c, logic->partner[c]);

  if (pencil)
    for (int c = 0; c < SDM_N_CELLS; c++)
      if (!logic->values[c] && (pencil[c] & ALL_DIGITS))
        logic->cands[c] &= pencil[c];
}

gboolean
sdm_logic_is_solved (const SdmLogic *logic)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (!logic->values[c])
      return FALSE;
  return !sdm_logic_is_broken (logic);
}

/* The digits alone: a cell without candidates, a digit twice or nowhere in a unit. */
static gboolean
digits_broken (const SdmLogic *logic)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (!logic->values[c] && logic->cands[c] == 0)
      return TRUE;

  for (int u = 0; u < 27; u++)
    {
      guint16 placed = 0, possible = 0;

      for (int i = 0; i < 9; i++)
        {
          int c = sdm_units[u][i];

          if (logic->values[c])
            {
              if (placed & BIT (logic->values[c]))
                return TRUE;
              placed |= BIT (logic->values[c]);
            }
          else
            possible |= logic->cands[c];
        }
      if ((placed | possible) != ALL_DIGITS)
        return TRUE;
    }
  return FALSE;
}

gboolean
sdm_logic_is_broken (const SdmLogic *logic)
{
  if (digits_broken (logic))
    return TRUE;
  if (logic->kind != SDM_KIND_SUDOMINOKU)
    return FALSE;

  /* Dominoes: every cell can be covered, every linked pair holds some unused pair, no
   * pair is on the board twice, every unused pair has a place. */
  {
    guint64 placed_pairs = 0, placeable = 0;

    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        int nb[4], n, p = logic->partner[c];

        if (logic->isolated[c])
          {
            if (p != SDM_NO_CELL)
              return TRUE;
            continue;
          }
        if (p != SDM_NO_CELL)
          {
            guint64 fits;

            if (c > p)
              continue;
            if (logic->values[c] && logic->values[c] == logic->values[p])
              return TRUE;
            if (logic->values[c] && logic->values[p])
              {
                guint64 bit = G_GUINT64_CONSTANT (1) << pair_of[logic->values[c]][logic->values[p]];

                if (placed_pairs & bit)
                  return TRUE;
                placed_pairs |= bit;
              }
            fits = edge_fits (logic, c, p);
            if (!fits)
              return TRUE;
            placeable |= fits;
            continue;
          }
        n = neighbours (c, nb);
        {
          gboolean any = FALSE;

          for (int i = 0; i < n; i++)
            if (edge_usable (logic, c, nb[i]))
              {
                any = TRUE;
                if (nb[i] > c)
                  placeable |= edge_fits (logic, c, nb[i]);
              }
          if (!any)
            return TRUE;
        }
      }
    for (int p = 0; p < SDM_N_DOMINOES; p++)
      if (logic->pair_at[p] != SDM_NO_CELL)
        placeable |= G_GUINT64_CONSTANT (1) << p;
    if (placeable != (G_GUINT64_CONSTANT (1) << SDM_N_DOMINOES) - 1)
      return TRUE;
  }
  return FALSE;
}

void
sdm_logic_apply (SdmLogic *logic, const SdmStep *step)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (step->eliminate[c] && !logic->values[c])
        logic->cands[c] &= ~step->eliminate[c];
      logic->cut[c] |= step->cut[c];
    }
  if (step->link[0] != SDM_NO_CELL)
    {
      link_cells (logic, step->link[0], step->link[1]);
      if (step->domino >= 0)
        claim_pair (logic, step->domino, MIN (step->link[0], step->link[1]));
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (step->place[c] && !logic->values[c])
      sdm_logic_place (logic, c, step->place[c]);
}

/* ---------------------------------------------------------------------------------- */
/* Singles */

gboolean
sdm_logic_find_full_house (const SdmLogic *logic, SdmStep *step)
{
  for (int u = 0; u < 27; u++)
    {
      int empty = -1, n_empty = 0;
      guint16 placed = 0;

      for (int i = 0; i < 9; i++)
        {
          int c = sdm_units[u][i];

          if (logic->values[c])
            placed |= BIT (logic->values[c]);
          else
            empty = c, n_empty++;
        }
      if (n_empty == 1 && popcount (ALL_DIGITS & ~placed) == 1
          && (logic->cands[empty] & ~placed & ALL_DIGITS))
        {
          int d = lowest_digit (ALL_DIGITS & ~placed);

          step_begin (step, SDM_TECH_FULL_HOUSE);
          step->digits = BIT (d);
          step_add_unit (step, u);
          step_add_cell (step, empty);
          step_place (step, empty, d);
          return TRUE;
        }
    }
  return FALSE;
}

/* Boxes first: that is where people look for hidden singles first. */
static const guint8 unit_order[27] = {
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8,
  9, 10, 11, 12, 13, 14, 15, 16, 17
};

gboolean
sdm_logic_find_hidden_single (const SdmLogic *logic, SdmStep *step)
{
  for (int k = 0; k < 27; k++)
    {
      int u = unit_order[k];
      guint16 placed = 0, once = 0, twice = 0;

      for (int i = 0; i < 9; i++)
        {
          int c = sdm_units[u][i];

          if (logic->values[c])
            placed |= BIT (logic->values[c]);
          else
            {
              twice |= once & logic->cands[c];
              once |= logic->cands[c];
            }
        }
      once &= ~twice & ~placed;
      if (once)
        {
          int d = lowest_digit (once);

          for (int i = 0; i < 9; i++)
            {
              int c = sdm_units[u][i];

              if (!logic->values[c] && (logic->cands[c] & BIT (d)))
                {
                  step_begin (step, SDM_TECH_HIDDEN_SINGLE);
                  step->digits = BIT (d);
                  step_add_unit (step, u);
                  step_add_cell (step, c);
                  step_place (step, c, d);
                  return TRUE;
                }
            }
        }
    }
  return FALSE;
}

gboolean
sdm_logic_find_naked_single (const SdmLogic *logic, SdmStep *step)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (!logic->values[c] && popcount (logic->cands[c]) == 1)
      {
        int d = lowest_digit (logic->cands[c]);

        guint16 seen = BIT (d);

        step_begin (step, SDM_TECH_NAKED_SINGLE);
        step->digits = BIT (d);
        /* Whether the digits of its row, column and box alone leave only @d. */
        for (int i = 0; i < 20; i++)
          if (logic->values[sdm_peers[c][i]])
            seen |= BIT (logic->values[sdm_peers[c][i]]);
        step->variant = seen != ALL_DIGITS;
        step_add_cell (step, c);
        step_place (step, c, d);
        return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------------------------- */
/* Locked candidates */

/* The cells of unit @u where @d is a candidate, as a mask over the unit's 9 positions. */
static guint16
positions (const SdmLogic *logic, int u, int d)
{
  guint16 mask = 0;

  for (int i = 0; i < 9; i++)
    {
      int c = sdm_units[u][i];

      if (logic->values[c] == d)
        return 0;
      if (!logic->values[c] && (logic->cands[c] & BIT (d)))
        mask |= 1u << i;
    }
  return mask;
}

/* Locked candidates: in unit @from, @d lies only where @from meets unit @to, so it goes
 * from the rest of @to. */
static gboolean
locked (const SdmLogic *logic, SdmStep *step, SdmTechnique technique, int from, int d)
{
  guint16 pos = positions (logic, from, d);
  int to = -1;

  if (popcount (pos) < 2)
    return FALSE;
  for (int t = 0; t < 3; t++)
    {
      int common = -1;

      if (sdm_cell_units[sdm_units[from][0]][t] == from)
        continue;
      for (guint16 m = pos; m; m &= m - 1)
        {
          int u = sdm_cell_units[sdm_units[from][__builtin_ctz (m)]][t];

          if (common == -1)
            common = u;
          else if (common != u)
            {
              common = -2;
              break;
            }
        }
      if (common >= 0)
        {
          to = common;
          step_begin (step, technique);
          for (int i = 0; i < 9; i++)
            {
              int c = sdm_units[to][i];
              gboolean inside = FALSE;

              for (int t2 = 0; t2 < 3; t2++)
                if (sdm_cell_units[c][t2] == from)
                  inside = TRUE;
              if (!inside)
                step_eliminate (step, logic, c, BIT (d));
            }
          if (step->n_eliminated)
            {
              step->digits = BIT (d);
              step_add_unit (step, from);
              step_add_unit (step, to);
              for (guint16 m = pos; m; m &= m - 1)
                step_add_cell (step, sdm_units[from][__builtin_ctz (m)]);
              return TRUE;
            }
        }
    }
  return FALSE;
}

gboolean
sdm_logic_find_pointing (const SdmLogic *logic, SdmStep *step)
{
  for (int b = 18; b < 27; b++)
    for (int d = 1; d <= 9; d++)
      if (locked (logic, step, SDM_TECH_POINTING, b, d))
        return TRUE;
  return FALSE;
}

gboolean
sdm_logic_find_claiming (const SdmLogic *logic, SdmStep *step)
{
  for (int u = 0; u < 18; u++)
    for (int d = 1; d <= 9; d++)
      {
        /* Only towards the box: row-to-column never has two common cells. */
        guint16 pos = positions (logic, u, d);
        int box = -1;

        if (popcount (pos) < 2)
          continue;
        for (guint16 m = pos; m; m &= m - 1)
          {
            int b = sdm_cell_box (sdm_units[u][__builtin_ctz (m)]);

            if (box == -1)
              box = b;
            else if (box != b)
              box = -2;
          }
        if (box < 0)
          continue;
        if (locked (logic, step, SDM_TECH_CLAIMING, u, d))
          return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------------------------- */
/* Locked sets: naked and hidden subsets, fish */

/* What a locked set found by locked_sets() offers to eliminate. @ids are the chosen items
 * (in increasing order), @uni the union of their masks, which has exactly @size bits. */
typedef gboolean (*LockedSetFunc) (const SdmLogic *logic,
                                   SdmStep        *step,
                                   const int      *ids,
                                   int             size,
                                   guint16         uni,
                                   gconstpointer   data);

/* The pattern the subsets and the fish share: among @n items, each with a mask of 9 bits
 * (@masks[i], for the item @ids[i]), every combination of @size items whose masks together
 * cover exactly @size bits, in lexicographic order, until @found makes a step of one. */
static inline gboolean
locked_sets (const SdmLogic *logic,
             SdmStep        *step,
             const int      *ids,
             const guint16  *masks,
             int             n,
             int             size,
             LockedSetFunc   found,
             gconstpointer   data)
{
  int idx[4];

  if (n < size)
    return FALSE;
  for (int i = 0; i < size; i++)
    idx[i] = i;
  for (;;)
    {
      guint16 uni = 0;

      for (int i = 0; i < size; i++)
        uni |= masks[idx[i]];
      if (popcount (uni) == size)
        {
          int chosen[4];

          for (int i = 0; i < size; i++)
            chosen[i] = ids[idx[i]];
          if (found (logic, step, chosen, size, uni, data))
            return TRUE;
        }
      /* next combination */
      {
        int i = size - 1;

        while (i >= 0 && idx[i] == n - size + i)
          i--;
        if (i < 0)
          return FALSE;
        idx[i]++;
        for (int j = i + 1; j < size; j++)
          idx[j] = idx[j - 1] + 1;
      }
    }
}

typedef struct {
  SdmTechnique technique;
  int          unit;
} SubsetData;

/* @ids: cells of the unit whose candidates are the @size digits @uni: those digits go
 * from the rest of the unit. */
static gboolean
naked_found (const SdmLogic *logic, SdmStep *step, const int *ids, int size, guint16 uni,
             gconstpointer data)
{
  const SubsetData *subset = data;
  int u = subset->unit;

  step_begin (step, subset->technique);
  for (int i = 0; i < 9; i++)
    {
      int c = sdm_units[u][i];
      gboolean in = FALSE;

      for (int j = 0; j < size; j++)
        if (ids[j] == c)
          in = TRUE;
      if (!in)
        step_eliminate (step, logic, c, uni);
    }
  if (!step->n_eliminated)
    return FALSE;
  step->digits = uni;
  step_add_unit (step, u);
  for (int j = 0; j < size; j++)
    step_add_cell (step, ids[j]);
  return TRUE;
}

static gboolean
naked_subset (const SdmLogic *logic, SdmStep *step, int size, SdmTechnique technique)
{
  for (int k = 0; k < 27; k++)
    {
      SubsetData subset = { technique, unit_order[k] };
      int cells[9], n = 0, n_empty = 0;
      guint16 cands[9];

      for (int i = 0; i < 9; i++)
        {
          int c = sdm_units[subset.unit][i];

          if (logic->values[c])
            continue;
          n_empty++;
          if (popcount (logic->cands[c]) >= 2 && popcount (logic->cands[c]) <= size)
            {
              cands[n] = logic->cands[c];
              cells[n++] = c;
            }
        }
      if (n_empty <= size)
        continue;
      if (locked_sets (logic, step, cells, cands, n, size, naked_found, &subset))
        return TRUE;
    }
  return FALSE;
}

/* @ids: digits that fit only in the @size cells @uni of the unit: the other digits go
 * from those cells. */
static gboolean
hidden_found (const SdmLogic *logic, SdmStep *step, const int *ids, int size, guint16 uni,
              gconstpointer data)
{
  const SubsetData *subset = data;
  int u = subset->unit;
  guint16 dmask = 0;

  for (int i = 0; i < size; i++)
    dmask |= BIT (ids[i]);
  step_begin (step, subset->technique);
  for (guint16 m = uni; m; m &= m - 1)
    step_eliminate (step, logic, sdm_units[u][__builtin_ctz (m)], ALL_DIGITS & ~dmask);
  if (!step->n_eliminated)
    return FALSE;
  step->digits = dmask;
  step_add_unit (step, u);
  for (guint16 m = uni; m; m &= m - 1)
    step_add_cell (step, sdm_units[u][__builtin_ctz (m)]);
  return TRUE;
}

static gboolean
hidden_subset (const SdmLogic *logic, SdmStep *step, int size, SdmTechnique technique)
{
  for (int k = 0; k < 27; k++)
    {
      SubsetData subset = { technique, unit_order[k] };
      int digits[9], n = 0, n_free = 0;
      guint16 pos[9];

      for (int d = 1; d <= 9; d++)
        {
          guint16 p = positions (logic, subset.unit, d);

          if (!p)
            continue;
          n_free++;
          if (popcount (p) >= 2 && popcount (p) <= size)
            {
              pos[n] = p;
              digits[n++] = d;
            }
        }
      if (n_free <= size)
        continue;
      if (locked_sets (logic, step, digits, pos, n, size, hidden_found, &subset))
        return TRUE;
    }
  return FALSE;
}

gboolean
sdm_logic_find_naked_pair (const SdmLogic *logic, SdmStep *step)
{
  return naked_subset (logic, step, 2, SDM_TECH_NAKED_PAIR);
}

gboolean
sdm_logic_find_naked_triple (const SdmLogic *logic, SdmStep *step)
{
  return naked_subset (logic, step, 3, SDM_TECH_NAKED_TRIPLE);
}

gboolean
sdm_logic_find_naked_quad (const SdmLogic *logic, SdmStep *step)
{
  return naked_subset (logic, step, 4, SDM_TECH_NAKED_QUAD);
}

gboolean
sdm_logic_find_hidden_pair (const SdmLogic *logic, SdmStep *step)
{
  return hidden_subset (logic, step, 2, SDM_TECH_HIDDEN_PAIR);
}

gboolean
sdm_logic_find_hidden_triple (const SdmLogic *logic, SdmStep *step)
{
  return hidden_subset (logic, step, 3, SDM_TECH_HIDDEN_TRIPLE);
}

gboolean
sdm_logic_find_hidden_quad (const SdmLogic *logic, SdmStep *step)
{
  return hidden_subset (logic, step, 4, SDM_TECH_HIDDEN_QUAD);
}

/* ---------------------------------------------------------------------------------- */
/* Fish */

typedef struct {
  SdmTechnique technique;
  int          digit;
  int          base0, cover0;   /* the first unit of the base lines, of the cover lines */
  guint16      pos[9];          /* where the digit can go in each base line */
} FishData;

/* @ids: base lines in which the digit lies only in the @size cover lines @uni: it goes
 * from the rest of those cover lines. */
static gboolean
fish_found (const SdmLogic *logic, SdmStep *step, const int *ids, int size, guint16 uni,
            gconstpointer data)
{
  const FishData *fd = data;
  int d = fd->digit;
  guint16 base = 0;

  for (int i = 0; i < size; i++)
    base |= 1u << ids[i];
  step_begin (step, fd->technique);
  for (guint16 m = uni; m; m &= m - 1)
    {
      int cover = fd->cover0 + __builtin_ctz (m);

      for (int j = 0; j < 9; j++)
        if (!(base & (1u << j)))
          step_eliminate (step, logic, sdm_units[cover][j], BIT (d));
    }
  if (!step->n_eliminated)
    return FALSE;
  step->digits = BIT (d);
  for (int i = 0; i < size; i++)
    step_add_unit (step, fd->base0 + ids[i]);
  for (guint16 m = uni; m; m &= m - 1)
    step_add_unit (step, fd->cover0 + __builtin_ctz (m));
  for (int i = 0; i < size; i++)
    for (guint16 m = fd->pos[ids[i]]; m; m &= m - 1)
      step_add_cell (step, sdm_units[fd->base0 + ids[i]][__builtin_ctz (m)]);
  return TRUE;
}

static gboolean
fish (const SdmLogic *logic, SdmStep *step, int size, SdmTechnique technique)
{
  for (int d = 1; d <= 9; d++)
    for (int orient = 0; orient < 2; orient++)
      {
        /* orient 0: base rows (units 0-8), cover columns; 1: base columns, cover rows. */
        FishData fd = { technique, d, orient ? 9 : 0, orient ? 0 : 9, { 0 } };
        int lines[9], n = 0;
        guint16 masks[9];

        for (int i = 0; i < 9; i++)
          {
            fd.pos[i] = positions (logic, fd.base0 + i, d);
            if (popcount (fd.pos[i]) >= 2 && popcount (fd.pos[i]) <= size)
              {
                masks[n] = fd.pos[i];
                lines[n++] = i;
              }
          }
        if (locked_sets (logic, step, lines, masks, n, size, fish_found, &fd))
          return TRUE;
      }
  return FALSE;
}

gboolean
sdm_logic_find_x_wing (const SdmLogic *logic, SdmStep *step)
{
  return fish (logic, step, 2, SDM_TECH_X_WING);
}

gboolean
sdm_logic_find_swordfish (const SdmLogic *logic, SdmStep *step)
{
  return fish (logic, step, 3, SDM_TECH_SWORDFISH);
}

/* ---------------------------------------------------------------------------------- */
/* Wings */

/* The wing on pivot @p with pincers @a and @b: @z goes from every other cell that sees
 * each of the wing's cells that may hold it (both pincers, and the pivot in an XYZ-Wing). */
static gboolean
wing_step (const SdmLogic *logic, SdmStep *step, SdmTechnique technique, int p, int a, int b,
           guint16 z)
{
  gboolean pivot_has_z = (logic->cands[p] & z) != 0;

  step_begin (step, technique);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (c != a && c != b && c != p && is_peer (c, a) && is_peer (c, b)
        && (!pivot_has_z || is_peer (c, p)))
      step_eliminate (step, logic, c, z);
  if (!step->n_eliminated)
    return FALSE;
  step->digits = logic->cands[p] | z;
  step_add_cell (step, p);
  step_add_cell (step, a);
  step_add_cell (step, b);
  return TRUE;
}

gboolean
sdm_logic_find_xy_wing (const SdmLogic *logic, SdmStep *step)
{
  for (int p = 0; p < SDM_N_CELLS; p++)
    {
      guint16 pc = logic->cands[p];

      if (logic->values[p] || popcount (pc) != 2)
        continue;
      for (int i = 0; i < 20; i++)
        {
          int a = sdm_peers[p][i];
          guint16 ac = logic->cands[a];

          if (logic->values[a] || popcount (ac) != 2 || popcount (ac & pc) != 1)
            continue;
          for (int j = 0; j < 20; j++)
            {
              int b = sdm_peers[p][j];
              guint16 bc = logic->cands[b], z;

              if (b == a || logic->values[b] || popcount (bc) != 2)
                continue;
              /* a = {x, z}, b = {y, z}, p = {x, y} */
              z = ac & ~pc;
              if ((bc & ~pc) != z || (bc & pc) == (ac & pc) || popcount (bc & pc) != 1)
                continue;
              if (wing_step (logic, step, SDM_TECH_XY_WING, p, a, b, z))
                return TRUE;
            }
        }
    }
  return FALSE;
}

gboolean
sdm_logic_find_xyz_wing (const SdmLogic *logic, SdmStep *step)
{
  for (int p = 0; p < SDM_N_CELLS; p++)
    {
      guint16 pc = logic->cands[p];

      if (logic->values[p] || popcount (pc) != 3)
        continue;
      for (int i = 0; i < 20; i++)
        {
          int a = sdm_peers[p][i];
          guint16 ac = logic->cands[a];

          if (logic->values[a] || popcount (ac) != 2 || (ac & ~pc))
            continue;
          for (int j = i + 1; j < 20; j++)
            {
              int b = sdm_peers[p][j];
              guint16 bc = logic->cands[b], z;

              if (logic->values[b] || popcount (bc) != 2 || (bc & ~pc) || bc == ac)
                continue;
              z = ac & bc;   /* exactly one digit, since both are 2-subsets of pc */
              if (wing_step (logic, step, SDM_TECH_XYZ_WING, p, a, b, z))
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* ---------------------------------------------------------------------------------- */
/* Simple colouring */

gboolean
sdm_logic_find_simple_colouring (const SdmLogic *logic, SdmStep *step)
{
  for (int d = 1; d <= 9; d++)
    {
      guint8 links[SDM_N_CELLS][3]; /* the conjugate partner in each of the cell's units */
      gint8 colour[SDM_N_CELLS];
      guint8 comp[SDM_N_CELLS];
      gboolean any = FALSE;

      memset (links, SDM_NO_CELL, sizeof links);
      for (int u = 0; u < 27; u++)
        {
          guint16 pos = positions (logic, u, d);

          if (popcount (pos) == 2)
            {
              int a = sdm_units[u][__builtin_ctz (pos)];
              int b = sdm_units[u][31 - __builtin_clz (pos)];

              links[a][u / 9] = b;
              links[b][u / 9] = a;
              any = TRUE;
            }
        }
      if (!any)
        continue;

      memset (colour, -1, sizeof colour);
      for (int start = 0; start < SDM_N_CELLS; start++)
        {
          int n = 0, head = 0;
          gboolean wrap[2] = { FALSE, FALSE };

          if (colour[start] >= 0 || (links[start][0] == SDM_NO_CELL && links[start][1] == SDM_NO_CELL
                                     && links[start][2] == SDM_NO_CELL))
            continue;
          colour[start] = 0;
          comp[n++] = start;
          while (head < n)
            {
              int c = comp[head++];

              for (int t = 0; t < 3; t++)
                {
                  int o = links[c][t];

                  if (o != SDM_NO_CELL && colour[o] < 0)
                    {
                      colour[o] = 1 - colour[c];
                      comp[n++] = o;
                    }
                }
            }

          /* Rule 1: two cells of one colour see each other: that colour is false. */
          for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
              if (colour[comp[i]] == colour[comp[j]] && is_peer (comp[i], comp[j]))
                wrap[colour[comp[i]]] = TRUE;

          step_begin (step, SDM_TECH_SIMPLE_COLOURING);
          if (wrap[0] != wrap[1])
            {
              int bad = wrap[0] ? 0 : 1;

              for (int i = 0; i < n; i++)
                if (colour[comp[i]] == bad)
                  step_eliminate (step, logic, comp[i], BIT (d));
            }
          else if (!wrap[0])
            {
              /* Rule 2: a cell outside the chain that sees both colours. */
              for (int c = 0; c < SDM_N_CELLS; c++)
                {
                  gboolean sees[2] = { FALSE, FALSE };

                  if (logic->values[c] || !(logic->cands[c] & BIT (d)) || colour[c] >= 0)
                    continue;
                  for (int i = 0; i < n; i++)
                    if (is_peer (c, comp[i]))
                      sees[colour[comp[i]]] = TRUE;
                  if (sees[0] && sees[1])
                    step_eliminate (step, logic, c, BIT (d));
                }
            }
          if (step->n_eliminated)
            {
              step->digits = BIT (d);
              for (int i = 0; i < n && i < SDM_STEP_MAX_CELLS; i++)
                {
                  if (colour[comp[i]] == 1)
                    step->colour_b |= 1u << step->n_cells;
                  step_add_cell (step, comp[i]);
                }
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* ---------------------------------------------------------------------------------- */
/* Domino logic (Sudominoku) */

gboolean
sdm_logic_find_domino_one_neighbour (const SdmLogic *logic, SdmStep *step)
{
  if (logic->kind != SDM_KIND_SUDOMINOKU)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int nb[4], n, found = -1, count = 0;

      if (logic->isolated[c] || logic->partner[c] != SDM_NO_CELL)
        continue;
      n = neighbours (c, nb);
      for (int i = 0; i < n; i++)
        if (edge_usable (logic, c, nb[i]))
          found = nb[i], count++;
      if (count == 1)
        {
          step_begin (step, SDM_TECH_DOMINO_ONE_NEIGHBOUR);
          step_add_cell (step, c);
          step_add_cell (step, found);
          step->link[0] = c;
          step->link[1] = found;
          return TRUE;
        }
    }
  return FALSE;
}

/* Restrict the cells @a and @b of a domino known to hold @pair. */
static void
restrict_to_pair (const SdmLogic *logic, SdmStep *step, int a, int b, int pair)
{
  int x, y;
  guint16 ka = 0, kb = 0;

  sdm_domino_digits (pair, &x, &y);
  if ((logic->cands[a] & BIT (x)) && (logic->cands[b] & BIT (y)))
    ka |= BIT (x), kb |= BIT (y);
  if ((logic->cands[a] & BIT (y)) && (logic->cands[b] & BIT (x)))
    ka |= BIT (y), kb |= BIT (x);
  step_eliminate (step, logic, a, ALL_DIGITS & ~ka);
  step_eliminate (step, logic, b, ALL_DIGITS & ~kb);
}

/* The step: domino @pair lies on the linked cells @a and @b. */
static void
domino_step (const SdmLogic *logic, SdmStep *step, SdmTechnique technique, int a, int b, int pair)
{
  int x, y;

  step_begin (step, technique);
  sdm_domino_digits (pair, &x, &y);
  step->digits = BIT (x) | BIT (y);
  step->domino = pair;
  step->link[0] = a;
  step->link[1] = b;
  step_add_cell (step, a);
  step_add_cell (step, b);
  restrict_to_pair (logic, step, a, b, pair);
}

gboolean
sdm_logic_find_domino_one_place (const SdmLogic *logic, SdmStep *step)
{
  guint8 where[SDM_N_DOMINOES][2];
  guint8 count[SDM_N_DOMINOES] = { 0 };

  if (logic->kind != SDM_KIND_SUDOMINOKU)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    for (int dir = 0; dir < 2; dir++)
      {
        int o = sdm_cell_neighbour (c, dir);
        guint64 fits;

        if (o < 0)
          continue;
        if (logic->partner[c] == o)
          {
            if (pair_on_edge (logic, c) >= 0)
              continue;
          }
        else if (!edge_usable (logic, c, o))
          continue;
        fits = edge_fits (logic, c, o);
        for (; fits; fits &= fits - 1)
          {
            int p = __builtin_ctzll (fits);

            if (count[p] < 2)
              {
                where[p][0] = c;
                where[p][1] = o;
              }
            count[p]++;
          }
      }
  for (int p = 0; p < SDM_N_DOMINOES; p++)
    if (logic->pair_at[p] == SDM_NO_CELL && count[p] == 1)
      {
        domino_step (logic, step, SDM_TECH_DOMINO_ONE_PLACE, where[p][0], where[p][1], p);
        return TRUE;
      }
  return FALSE;
}

gboolean
sdm_logic_find_domino_one_pair (const SdmLogic *logic, SdmStep *step)
{
  if (logic->kind != SDM_KIND_SUDOMINOKU)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int o = logic->partner[c];
      guint64 fits;

      if (o == SDM_NO_CELL || o < c || pair_on_edge (logic, c) >= 0)
        continue;
      fits = edge_fits (logic, c, o);
      if (!fits || (fits & (fits - 1)))
        continue;
      domino_step (logic, step, SDM_TECH_DOMINO_ONE_PAIR, c, o, __builtin_ctzll (fits));
      return TRUE;
    }
  return FALSE;
}

gboolean
sdm_logic_find_domino_no_pair (const SdmLogic *logic, SdmStep *step)
{
  if (logic->kind != SDM_KIND_SUDOMINOKU)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      guint16 ok = 0;
      int nb[4], n;

      if (logic->values[c] || logic->isolated[c])
        continue;
      if (logic->partner[c] != SDM_NO_CELL)
        {
          int o = logic->partner[c];
          guint64 fits = edge_fits (logic, c, o);

          for (; fits; fits &= fits - 1)
            {
              int x, y;

              sdm_domino_digits (__builtin_ctzll (fits), &x, &y);
              ok |= BIT (x) | BIT (y);
            }
          n = 1;
          nb[0] = o;
        }
      else
        {
          n = neighbours (c, nb);
          for (int i = 0; i < n; i++)
            {
              guint64 fits;

              if (!edge_usable (logic, c, nb[i]))
                continue;
              fits = edge_fits (logic, c, nb[i]);
              for (; fits; fits &= fits - 1)
                {
                  int x, y;

                  sdm_domino_digits (__builtin_ctzll (fits), &x, &y);
                  ok |= BIT (x) | BIT (y);
                }
            }
        }
      if (logic->cands[c] & ~ok)
        {
          step_begin (step, SDM_TECH_DOMINO_NO_PAIR);
          step_eliminate (step, logic, c, ~ok & ALL_DIGITS);
          step->digits = logic->cands[c] & ~ok;
          step_add_cell (step, c);
          for (int i = 0; i < n; i++)
            step_add_cell (step, nb[i]);
          return TRUE;
        }
    }
  return FALSE;
}

/* ---------------------------------------------------------------------------------- */
/* Bounded trial */

#define TRIAL_MAX_STEPS 200

/* Follow the easy techniques from @logic; FALSE when that runs into a contradiction. */
static gboolean
trial_propagate (SdmLogic *logic)
{
  SdmStep step;

  for (int i = 0; i < TRIAL_MAX_STEPS; i++)
    {
      /* The digits each step (cheap); the dominoes once at the end. */
      if (digits_broken (logic))
        return FALSE;
      if (!sdm_logic_find_easiest (logic, SDM_TECH_POINTING - 1, &step))
        break;
      sdm_logic_apply (logic, &step);
    }
  return !sdm_logic_is_broken (logic);
}

gboolean
sdm_logic_find_forcing_chain (const SdmLogic *logic, SdmStep *step)
{
  SdmLogic branch[3];

  /* Cells with two candidates, then three: a candidate that leads to a contradiction is
   * false; a digit that every candidate leads to is true. */
  for (int width = 2; width <= 3; width++)
    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        int n = 0, alive = 0;
        guint16 cands = logic->cands[c];
        int ds[3];

        if (logic->values[c] || popcount (cands) != width)
          continue;
        for (guint16 m = cands; m; m &= m - 1)
          {
            int d = lowest_digit (m);

            ds[n] = d;
            branch[n] = *logic;
            sdm_logic_place (&branch[n], c, d);
            if (trial_propagate (&branch[n]))
              alive |= 1 << n;
            n++;
          }
        if (alive != (1 << n) - 1)
          {
            if (!alive)
              continue;   /* the position itself is broken: not a step */
            step_begin (step, SDM_TECH_FORCING_CHAIN);
            for (int i = 0; i < n; i++)
              if (!(alive & (1 << i)))
                step_eliminate (step, logic, c, BIT (ds[i]));
            step->digits = step->eliminate[c];
            step_add_cell (step, c);
            return TRUE;
          }
        step_begin (step, SDM_TECH_FORCING_CHAIN);
        for (int o = 0; o < SDM_N_CELLS; o++)
          {
            int v = branch[0].values[o];
            gboolean same = v != 0 && !logic->values[o];

            for (int i = 1; i < n && same; i++)
              same = branch[i].values[o] == v;
            if (same)
              {
                step_place (step, o, v);
                step->digits = BIT (v);
                step_add_cell (step, c);
                step_add_cell (step, o);
                return TRUE;
              }
          }
      }

  /* Sudominoku: a cell that two neighbours can still join. Joining one that leads to a
   * contradiction rules that domino out; a digit both lead to is true. */
  if (logic->kind == SDM_KIND_SUDOMINOKU)
    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        int nb[4], n, usable[2], k = 0, alive = 0;

        if (logic->isolated[c] || logic->partner[c] != SDM_NO_CELL)
          continue;
        n = neighbours (c, nb);
        for (int i = 0; i < n; i++)
          if (edge_usable (logic, c, nb[i]))
            {
              if (k == 2)
                {
                  k = 3;
                  break;
                }
              usable[k++] = nb[i];
            }
        if (k != 2)
          continue;
        for (int i = 0; i < 2; i++)
          {
            branch[i] = *logic;
            link_cells (&branch[i], c, usable[i]);
            if (trial_propagate (&branch[i]))
              alive |= 1 << i;
          }
        if (alive == 1 || alive == 2)
          {
            int dead = usable[alive == 1 ? 1 : 0], lo = MIN (c, dead), hi = MAX (c, dead);

            step_begin (step, SDM_TECH_FORCING_CHAIN);
            step->variant = 1;
            step->cut[lo] |= hi == lo + 1 ? SDM_CUT_RIGHT : SDM_CUT_DOWN;
            step_add_cell (step, c);
            step_add_cell (step, dead);
            return TRUE;
          }
        if (alive == 3)
          for (int o = 0; o < SDM_N_CELLS; o++)
            {
              int v = branch[0].values[o];

              if (v != 0 && !logic->values[o] && branch[1].values[o] == v)
                {
                  step_begin (step, SDM_TECH_FORCING_CHAIN);
                  step->variant = 1;
                  step_place (step, o, v);
                  step->digits = BIT (v);
                  step_add_cell (step, c);
                  step_add_cell (step, o);
                  return TRUE;
                }
            }
      }
  return FALSE;
}

/* ---------------------------------------------------------------------------------- */
/* Dispatch and names */

typedef gboolean (*SdmFindFunc) (const SdmLogic *logic, SdmStep *step);

static const struct {
  const char   *name;
  SdmDifficulty difficulty;
  gboolean      domino;
  SdmFindFunc   find;
} techniques[SDM_N_TECHNIQUES] = {
  [SDM_TECH_FULL_HOUSE] = { "full-house", SDM_DIFFICULTY_EASY, FALSE, sdm_logic_find_full_house },
  [SDM_TECH_HIDDEN_SINGLE] = { "hidden-single", SDM_DIFFICULTY_EASY, FALSE, sdm_logic_find_hidden_single },
  [SDM_TECH_NAKED_SINGLE] = { "naked-single", SDM_DIFFICULTY_EASY, FALSE, sdm_logic_find_naked_single },
  [SDM_TECH_DOMINO_ONE_NEIGHBOUR] = { "domino-one-neighbour", SDM_DIFFICULTY_EASY, TRUE, sdm_logic_find_domino_one_neighbour },
  [SDM_TECH_DOMINO_ONE_PLACE] = { "domino-one-place", SDM_DIFFICULTY_EASY, TRUE, sdm_logic_find_domino_one_place },
  [SDM_TECH_DOMINO_ONE_PAIR] = { "domino-one-pair", SDM_DIFFICULTY_EASY, TRUE, sdm_logic_find_domino_one_pair },
  [SDM_TECH_DOMINO_NO_PAIR] = { "domino-no-pair", SDM_DIFFICULTY_MEDIUM, TRUE, sdm_logic_find_domino_no_pair },
  [SDM_TECH_POINTING] = { "pointing", SDM_DIFFICULTY_MEDIUM, FALSE, sdm_logic_find_pointing },
  [SDM_TECH_CLAIMING] = { "claiming", SDM_DIFFICULTY_MEDIUM, FALSE, sdm_logic_find_claiming },
  [SDM_TECH_NAKED_PAIR] = { "naked-pair", SDM_DIFFICULTY_MEDIUM, FALSE, sdm_logic_find_naked_pair },
  [SDM_TECH_HIDDEN_PAIR] = { "hidden-pair", SDM_DIFFICULTY_MEDIUM, FALSE, sdm_logic_find_hidden_pair },
  [SDM_TECH_NAKED_TRIPLE] = { "naked-triple", SDM_DIFFICULTY_MEDIUM, FALSE, sdm_logic_find_naked_triple },
  [SDM_TECH_HIDDEN_TRIPLE] = { "hidden-triple", SDM_DIFFICULTY_MEDIUM, FALSE, sdm_logic_find_hidden_triple },
  [SDM_TECH_X_WING] = { "x-wing", SDM_DIFFICULTY_HARD, FALSE, sdm_logic_find_x_wing },
  [SDM_TECH_NAKED_QUAD] = { "naked-quad", SDM_DIFFICULTY_HARD, FALSE, sdm_logic_find_naked_quad },
  [SDM_TECH_HIDDEN_QUAD] = { "hidden-quad", SDM_DIFFICULTY_HARD, FALSE, sdm_logic_find_hidden_quad },
  [SDM_TECH_SWORDFISH] = { "swordfish", SDM_DIFFICULTY_HARD, FALSE, sdm_logic_find_swordfish },
  [SDM_TECH_XY_WING] = { "xy-wing", SDM_DIFFICULTY_HARD, FALSE, sdm_logic_find_xy_wing },
  [SDM_TECH_XYZ_WING] = { "xyz-wing", SDM_DIFFICULTY_HARD, FALSE, sdm_logic_find_xyz_wing },
  [SDM_TECH_SIMPLE_COLOURING] = { "simple-colouring", SDM_DIFFICULTY_HARD, FALSE, sdm_logic_find_simple_colouring },
  [SDM_TECH_FORCING_CHAIN] = { "forcing-chain", SDM_DIFFICULTY_EXPERT, FALSE, sdm_logic_find_forcing_chain },
};

gboolean
sdm_logic_find (const SdmLogic *logic, SdmTechnique technique, SdmStep *step)
{
  g_return_val_if_fail (technique >= 0 && technique < SDM_N_TECHNIQUES, FALSE);
  if (techniques[technique].domino && logic->kind != SDM_KIND_SUDOMINOKU)
    return FALSE;
  return techniques[technique].find (logic, step);
}

gboolean
sdm_logic_find_easiest (const SdmLogic *logic, SdmTechnique hardest, SdmStep *step)
{
  for (int t = 0; t <= (int) hardest && t < SDM_N_TECHNIQUES; t++)
    if (sdm_logic_find (logic, t, step))
      return TRUE;
  return FALSE;
}

const char *
sdm_technique_to_string (SdmTechnique technique)
{
  g_return_val_if_fail (technique >= 0 && technique < SDM_N_TECHNIQUES, NULL);
  return techniques[technique].name;
}

int
sdm_technique_from_string (const char *name)
{
  for (int t = 0; t < SDM_N_TECHNIQUES; t++)
    if (g_strcmp0 (name, techniques[t].name) == 0)
      return t;
  return -1;
}

SdmDifficulty
sdm_technique_difficulty (SdmTechnique technique)
{
  g_return_val_if_fail (technique >= 0 && technique < SDM_N_TECHNIQUES, SDM_DIFFICULTY_GUESSING);
  return techniques[technique].difficulty;
}

static const char *const difficulty_names[SDM_N_DIFFICULTIES] = {
  "easy", "medium", "hard", "expert", "guessing"
};

const char *
sdm_difficulty_to_string (SdmDifficulty difficulty)
{
  g_return_val_if_fail (difficulty >= 0 && difficulty < SDM_N_DIFFICULTIES, NULL);
  return difficulty_names[difficulty];
}

int
sdm_difficulty_from_string (const char *name)
{
  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    if (g_strcmp0 (name, difficulty_names[d]) == 0)
      return d;
  return -1;
}
