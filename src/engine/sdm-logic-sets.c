/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-logic-sets.c: singles, locked candidates, naked and hidden subsets, fish. */
#include "sdm-logic-private.h"

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
            placed |= SDM_DIGIT_BIT (logic->values[c]);
          else
            empty = c, n_empty++;
        }
      if (n_empty == 1 && sdm_popcount (SDM_ALL_DIGITS & ~placed) == 1
          && (logic->cands[empty] & ~placed & SDM_ALL_DIGITS))
        {
          int d = sdm_lowest_digit (SDM_ALL_DIGITS & ~placed);

          step_begin (step, SDM_TECH_FULL_HOUSE);
          step->digits = SDM_DIGIT_BIT (d);
          step_add_unit (step, u);
          step_add_cell (step, empty);
          step_place (step, empty, d);
          return TRUE;
        }
    }
  return FALSE;
}

/* The witnesses of a hidden single of @d at @target in unit @u: placed @d that keep it out
 * of the unit's other open cells, added to @step's cells after @target. Chosen as a player
 * points at them: the one that rules out the most cells still open first (the 8 in row 2
 * rules out all of box 1's row 2), then the next, so few are named. Returns whether they
 * rule out every other open cell; when they don't, the rest went by earlier steps or
 * pencil marks (or, in a Sudominoku, by the dominoes). */
static gboolean
add_hidden_witnesses (const SdmLogic *logic, SdmStep *step, int u, int target, int d)
{
  int open[9], n_open = 0;
  guint left;

  for (int i = 0; i < 9; i++)
    {
      int c = sdm_units[u][i];

      if (c != target && !logic->values[c])
        open[n_open++] = c;
    }
  left = (1u << n_open) - 1;
  while (left)
    {
      int best = -1;
      guint best_cover = 0;

      for (int w = 0; w < SDM_N_CELLS; w++)
        {
          guint cover = 0;

          if (logic->values[w] != d)
            continue;
          for (int k = 0; k < n_open; k++)
            if ((left & (1u << k)) && is_peer (w, open[k]))
              cover |= 1u << k;
          if (sdm_popcount (cover) > sdm_popcount (best_cover))
            best = w, best_cover = cover;
        }
      if (best < 0)
        break;
      step_add_witness (step, best, SDM_REASON_SEES);
      left &= ~best_cover;
    }
  return left == 0;
}

/* The first peer of @cell holding each other digit than @d, after the cell in @step's
 * cells: what leaves a naked single one digit. */
static void
add_naked_witnesses (const SdmLogic *logic, SdmStep *step, int cell, int d)
{
  int witness[10] = { 0 };

  for (int i = 19; i >= 0; i--)
    {
      int p = sdm_peers[cell][i], v = logic->values[p];

      if (v && v != d)
        witness[v] = p + 1;
    }
  for (int v = 1; v <= 9; v++)
    if (witness[v])
      step_add_witness (step, witness[v] - 1, SDM_REASON_SEES);
}

void
sdm_logic_explain (const SdmLogic *logic, SdmStep *step)
{
  int d;

  if (step->technique == SDM_TECH_DOMINO_ONE_NEIGHBOUR)
    {
      sdm_logic_explain_one_neighbour (logic, step);
      return;
    }
  /* A single's step has its digit; other steps (a link) may have none. */
  if (step->n_cells != 1 || step->digits == 0)
    return;
  d = sdm_lowest_digit (step->digits);
  if (step->technique == SDM_TECH_HIDDEN_SINGLE)
    step->variant = add_hidden_witnesses (logic, step, step->units[0], step->cells[0], d)
                    ? SDM_VARIANT_HIDDEN_SINGLE_SEEN
                    : SDM_VARIANT_HIDDEN_SINGLE_ELIMINATED;
  else if (step->technique == SDM_TECH_NAKED_SINGLE)
    add_naked_witnesses (logic, step, step->cells[0], d);
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
            placed |= SDM_DIGIT_BIT (logic->values[c]);
          else
            {
              twice |= once & logic->cands[c];
              once |= logic->cands[c];
            }
        }
      once &= ~twice & ~placed;
      if (once)
        {
          int d = sdm_lowest_digit (once);

          for (int i = 0; i < 9; i++)
            {
              int c = sdm_units[u][i];

              if (!logic->values[c] && (logic->cands[c] & SDM_DIGIT_BIT (d)))
                {
                  step_begin (step, SDM_TECH_HIDDEN_SINGLE);
                  step->digits = SDM_DIGIT_BIT (d);
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
    if (!logic->values[c] && sdm_popcount (logic->cands[c]) == 1)
      {
        int d = sdm_lowest_digit (logic->cands[c]);

        guint16 seen = SDM_DIGIT_BIT (d);

        step_begin (step, SDM_TECH_NAKED_SINGLE);
        step->digits = SDM_DIGIT_BIT (d);
        /* Whether the digits of its row, column and box alone leave only @d. */
        for (int i = 0; i < 20; i++)
          if (logic->values[sdm_peers[c][i]])
            seen |= SDM_DIGIT_BIT (logic->values[sdm_peers[c][i]]);
        step->variant = seen != SDM_ALL_DIGITS ? SDM_VARIANT_NAKED_SINGLE_ELIMINATED
                                                 : SDM_VARIANT_NAKED_SINGLE_PEERS;
        step_add_cell (step, c);
        step_place (step, c, d);
        return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------------------------- */
/* Locked candidates */

/* Locked candidates: in unit @from, @d lies only where @from meets unit @to, so it goes
 * from the rest of @to. */
static gboolean
locked (const SdmLogic *logic, SdmStep *step, SdmTechnique technique, int from, int d)
{
  guint16 pos = positions (logic, from, d);
  int to = -1;

  if (sdm_popcount (pos) < 2)
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
                step_eliminate (step, logic, c, SDM_DIGIT_BIT (d));
            }
          if (step->n_eliminated)
            {
              step->digits = SDM_DIGIT_BIT (d);
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

        if (sdm_popcount (pos) < 2)
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
      if (sdm_popcount (uni) == size)
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
          if (sdm_popcount (logic->cands[c]) >= 2 && sdm_popcount (logic->cands[c]) <= size)
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
    dmask |= SDM_DIGIT_BIT (ids[i]);
  step_begin (step, subset->technique);
  for (guint16 m = uni; m; m &= m - 1)
    step_eliminate (step, logic, sdm_units[u][__builtin_ctz (m)], SDM_ALL_DIGITS & ~dmask);
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
          if (sdm_popcount (p) >= 2 && sdm_popcount (p) <= size)
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
          step_eliminate (step, logic, sdm_units[cover][j], SDM_DIGIT_BIT (d));
    }
  if (!step->n_eliminated)
    return FALSE;
  step->digits = SDM_DIGIT_BIT (d);
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
            if (sdm_popcount (fd.pos[i]) >= 2 && sdm_popcount (fd.pos[i]) <= size)
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
