/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-logic-domino.c: the Sudominoku domino deductions: one neighbour, one place, one
 * pair, no pair. */
#include "sdm-logic-private.h"

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
        if (sdm_logic_edge_usable (logic, c, nb[i]))
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

/* Each other neighbour of the step's cell after its two cells, in reading order, with why
 * the cell cannot form its domino with it: the first reason sdm_logic_edge_usable() finds
 * (taken, then cut, then no pair). */
void
sdm_logic_explain_one_neighbour (const SdmLogic *logic, SdmStep *step)
{
  int c = step->cells[0], r = sdm_cell_row (c), col = sdm_cell_col (c);
  /* In reading order: above, left, right, below. */
  const int nb[4] = { r > 0 ? c - 9 : -1, col > 0 ? c - 1 : -1, col < 8 ? c + 1 : -1, r < 8 ? c + 9 : -1 };

  if (step->n_cells != 2)
    return;
  for (int i = 0; i < 4; i++)
    {
      int o = nb[i];
      SdmStepReason why;

      if (o < 0 || o == step->cells[1])
        continue;
      if (logic->isolated[o] || logic->partner[o] != SDM_NO_CELL)
        why = SDM_REASON_TAKEN;
      else if (edge_is_cut (logic, c, o))
        why = SDM_REASON_CUT;
      else
        why = SDM_REASON_NO_PAIR;
      step_add_witness (step, o, why);
    }
}

/* Restrict the cells @a and @b of a domino known to hold @pair. */
static void
restrict_to_pair (const SdmLogic *logic, SdmStep *step, int a, int b, int pair)
{
  int x, y;
  guint16 ka = 0, kb = 0;

  sdm_domino_digits (pair, &x, &y);
  if ((logic->cands[a] & SDM_DIGIT_BIT (x)) && (logic->cands[b] & SDM_DIGIT_BIT (y)))
    ka |= SDM_DIGIT_BIT (x), kb |= SDM_DIGIT_BIT (y);
  if ((logic->cands[a] & SDM_DIGIT_BIT (y)) && (logic->cands[b] & SDM_DIGIT_BIT (x)))
    ka |= SDM_DIGIT_BIT (y), kb |= SDM_DIGIT_BIT (x);
  step_eliminate (step, logic, a, SDM_ALL_DIGITS & ~ka);
  step_eliminate (step, logic, b, SDM_ALL_DIGITS & ~kb);
}

/* The step: domino @pair lies on the linked cells @a and @b. */
static void
domino_step (const SdmLogic *logic, SdmStep *step, SdmTechnique technique, int a, int b, int pair)
{
  int x, y;

  step_begin (step, technique);
  sdm_domino_digits (pair, &x, &y);
  step->digits = SDM_DIGIT_BIT (x) | SDM_DIGIT_BIT (y);
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
        else if (!sdm_logic_edge_usable (logic, c, o))
          continue;
        fits = sdm_logic_edge_fits (logic, c, o);
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
      fits = sdm_logic_edge_fits (logic, c, o);
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
          guint64 fits = sdm_logic_edge_fits (logic, c, o);

          for (; fits; fits &= fits - 1)
            {
              int x, y;

              sdm_domino_digits (__builtin_ctzll (fits), &x, &y);
              ok |= SDM_DIGIT_BIT (x) | SDM_DIGIT_BIT (y);
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

              if (!sdm_logic_edge_usable (logic, c, nb[i]))
                continue;
              fits = sdm_logic_edge_fits (logic, c, nb[i]);
              for (; fits; fits &= fits - 1)
                {
                  int x, y;

                  sdm_domino_digits (__builtin_ctzll (fits), &x, &y);
                  ok |= SDM_DIGIT_BIT (x) | SDM_DIGIT_BIT (y);
                }
            }
        }
      if (logic->cands[c] & ~ok)
        {
          step_begin (step, SDM_TECH_DOMINO_NO_PAIR);
          step_eliminate (step, logic, c, ~ok & SDM_ALL_DIGITS);
          step->digits = logic->cands[c] & ~ok;
          step_add_cell (step, c);
          for (int i = 0; i < n; i++)
            step_add_cell (step, nb[i]);
          return TRUE;
        }
    }
  return FALSE;
}
