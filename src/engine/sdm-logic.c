/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-logic.c: human-style solving steps, one function per technique.
 *
 * The order of the techniques, and the idea that the solver is also the grader, follow
 * the deduction ladder of Simon Tatham's Solo; the domino deductions are the ones a
 * Dominosa player uses (a pair with one place left, a cell with one neighbour left),
 * carried over to Sudominoku where the digits are not known in advance.
 *
 * This file holds the state and the dispatch; the techniques live in sdm-logic-sets.c,
 * sdm-logic-chains.c and sdm-logic-domino.c (see sdm-logic-private.h).
 */
#include "sdm-logic-private.h"

/* The pair tables of sdm-logic-private.h. */
guint64 sdm_logic_pair_bits[10][512];
gint8 sdm_logic_pair_of[10][10];

static void
tables_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int x = 1; x <= 9; x++)
        {
          for (int y = 1; y <= 9; y++)
            sdm_logic_pair_of[x][y] = sdm_domino_index (x, y);
          for (int m = 0; m < 512; m++)
            {
              guint64 bits = 0;

              for (int y = 1; y <= 9; y++)
                if ((m & SDM_DIGIT_BIT (y)) && y != x)
                  bits |= G_GUINT64_CONSTANT (1) << sdm_domino_index (x, y);
              sdm_logic_pair_bits[x][m] = bits;
            }
        }
      g_once_init_leave (&done, 1);
    }
}

/* Record that pair @p lies on the linked cells starting at @first. */
void
sdm_logic_claim_pair (SdmLogic *logic, int p, int first)
{
  int x, y;

  if (logic->pair_at[p] != SDM_NO_CELL)
    return;
  sdm_domino_digits (p, &x, &y);
  logic->pair_at[p] = first;
  logic->edge_pair[first] = p;
  logic->taken[x] |= SDM_DIGIT_BIT (y);
  logic->taken[y] |= SDM_DIGIT_BIT (x);
}

/* The pairs (bit p) that fit cells @a and @b, with their candidates, as one domino. */
guint64
sdm_logic_edge_fits (const SdmLogic *logic, int a, int b)
{
  int first = MIN (a, b);
  guint64 fits = 0;
  int known;

  if (logic->partner[a] == b && (known = pair_on_edge (logic, first)) >= 0)
    {
      int x, y;

      sdm_domino_digits (known, &x, &y);
      if (((logic->cands[a] & SDM_DIGIT_BIT (x)) && (logic->cands[b] & SDM_DIGIT_BIT (y)))
          || ((logic->cands[a] & SDM_DIGIT_BIT (y)) && (logic->cands[b] & SDM_DIGIT_BIT (x))))
        fits |= G_GUINT64_CONSTANT (1) << known;
      return fits;
    }
  for (guint16 ma = logic->cands[a]; ma; ma &= ma - 1)
    {
      int x = sdm_lowest_digit (ma);

      fits |= sdm_logic_pair_bits[x][logic->cands[b] & free_partners (logic, x, first)];
    }
  return fits;
}

/* Whether the unlinked cells @a and @b may still become one domino. */
gboolean
sdm_logic_edge_usable (const SdmLogic *logic, int a, int b)
{
  if (logic->isolated[a] || logic->isolated[b])
    return FALSE;
  if (logic->partner[a] != SDM_NO_CELL || logic->partner[b] != SDM_NO_CELL)
    return FALSE;
  if (edge_is_cut (logic, a, b))
    return FALSE;
  return sdm_logic_edge_fits (logic, a, b) != 0;
}

void
sdm_logic_link_cells (SdmLogic *logic, int a, int b)
{
  logic->partner[a] = b;
  logic->partner[b] = a;
  if (logic->values[a] && !logic->values[b])
    logic->cands[b] &= ~SDM_DIGIT_BIT (logic->values[a]);
  if (logic->values[b] && !logic->values[a])
    logic->cands[a] &= ~SDM_DIGIT_BIT (logic->values[b]);
  if (logic->values[a] && logic->values[b] && logic->values[a] != logic->values[b])
    {
      int p = sdm_logic_pair_of[logic->values[a]][logic->values[b]];

      sdm_logic_claim_pair (logic, p, MIN (a, b));
    }
}

/* ---------------------------------------------------------------------------------- */
/* State */

void
sdm_logic_place (SdmLogic *logic, int cell, int digit)
{
  int p;

  logic->values[cell] = digit;
  logic->cands[cell] = SDM_DIGIT_BIT (digit);
  for (int i = 0; i < 20; i++)
    {
      int peer = sdm_peers[cell][i];

      if (!logic->values[peer])
        logic->cands[peer] &= ~SDM_DIGIT_BIT (digit);
    }
  if (logic->kind == SDM_KIND_SUDOMINOKU && (p = logic->partner[cell]) != SDM_NO_CELL)
    sdm_logic_link_cells (logic, cell, p);
}

void
sdm_logic_link (SdmLogic *logic, int a, int b, int domino)
{
  g_return_if_fail (sdm_cells_adjacent (a, b));
  sdm_logic_link_cells (logic, a, b);
  if (domino >= 0 && domino < SDM_N_DOMINOES)
    sdm_logic_claim_pair (logic, domino, MIN (a, b));
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
    logic->cands[c] = SDM_ALL_DIGITS;

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
        sdm_logic_link_cells (logic, c, logic->partner[c]);

  if (pencil)
    for (int c = 0; c < SDM_N_CELLS; c++)
      if (!logic->values[c] && (pencil[c] & SDM_ALL_DIGITS))
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
gboolean
sdm_logic_digits_broken (const SdmLogic *logic)
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
              if (placed & SDM_DIGIT_BIT (logic->values[c]))
                return TRUE;
              placed |= SDM_DIGIT_BIT (logic->values[c]);
            }
          else
            possible |= logic->cands[c];
        }
      if ((placed | possible) != SDM_ALL_DIGITS)
        return TRUE;
    }
  return FALSE;
}

gboolean
sdm_logic_is_broken (const SdmLogic *logic)
{
  if (sdm_logic_digits_broken (logic))
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
                guint64 bit = G_GUINT64_CONSTANT (1) << sdm_logic_pair_of[logic->values[c]][logic->values[p]];

                if (placed_pairs & bit)
                  return TRUE;
                placed_pairs |= bit;
              }
            fits = sdm_logic_edge_fits (logic, c, p);
            if (!fits)
              return TRUE;
            placeable |= fits;
            continue;
          }
        n = neighbours (c, nb);
        {
          gboolean any = FALSE;

          for (int i = 0; i < n; i++)
            if (sdm_logic_edge_usable (logic, c, nb[i]))
              {
                any = TRUE;
                if (nb[i] > c)
                  placeable |= sdm_logic_edge_fits (logic, c, nb[i]);
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
      sdm_logic_link_cells (logic, step->link[0], step->link[1]);
      if (step->domino >= 0)
        sdm_logic_claim_pair (logic, step->domino, MIN (step->link[0], step->link[1]));
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (step->place[c] && !logic->values[c])
      sdm_logic_place (logic, c, step->place[c]);
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

static const char *const difficulty_names[SDM_N_DIFFICULTIES + 1] = {
  "easy", "medium", "hard", "expert", "guessing", NULL
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

const char *const *
sdm_difficulty_names (void)
{
  return difficulty_names;
}
