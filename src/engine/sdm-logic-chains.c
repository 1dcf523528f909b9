/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-logic-chains.c: XY- and XYZ-Wing, simple colouring, the bounded trial. */
#include "sdm-logic-private.h"

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

      if (logic->values[p] || sdm_popcount (pc) != 2)
        continue;
      for (int i = 0; i < 20; i++)
        {
          int a = sdm_peers[p][i];
          guint16 ac = logic->cands[a];

          if (logic->values[a] || sdm_popcount (ac) != 2 || sdm_popcount (ac & pc) != 1)
            continue;
          for (int j = 0; j < 20; j++)
            {
              int b = sdm_peers[p][j];
              guint16 bc = logic->cands[b], z;

              if (b == a || logic->values[b] || sdm_popcount (bc) != 2)
                continue;
              /* a = {x, z}, b = {y, z}, p = {x, y} */
              z = ac & ~pc;
              if ((bc & ~pc) != z || (bc & pc) == (ac & pc) || sdm_popcount (bc & pc) != 1)
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

      if (logic->values[p] || sdm_popcount (pc) != 3)
        continue;
      for (int i = 0; i < 20; i++)
        {
          int a = sdm_peers[p][i];
          guint16 ac = logic->cands[a];

          if (logic->values[a] || sdm_popcount (ac) != 2 || (ac & ~pc))
            continue;
          for (int j = i + 1; j < 20; j++)
            {
              int b = sdm_peers[p][j];
              guint16 bc = logic->cands[b], z;

              if (logic->values[b] || sdm_popcount (bc) != 2 || (bc & ~pc) || bc == ac)
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

          if (sdm_popcount (pos) == 2)
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
                  step_eliminate (step, logic, comp[i], SDM_DIGIT_BIT (d));
            }
          else if (!wrap[0])
            {
              /* Rule 2: a cell outside the chain that sees both colours. */
              for (int c = 0; c < SDM_N_CELLS; c++)
                {
                  gboolean sees[2] = { FALSE, FALSE };

                  if (logic->values[c] || !(logic->cands[c] & SDM_DIGIT_BIT (d)) || colour[c] >= 0)
                    continue;
                  for (int i = 0; i < n; i++)
                    if (is_peer (c, comp[i]))
                      sees[colour[comp[i]]] = TRUE;
                  if (sees[0] && sees[1])
                    step_eliminate (step, logic, c, SDM_DIGIT_BIT (d));
                }
            }
          if (step->n_eliminated)
            {
              step->digits = SDM_DIGIT_BIT (d);
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
      if (sdm_logic_digits_broken (logic))
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

        if (logic->values[c] || sdm_popcount (cands) != width)
          continue;
        for (guint16 m = cands; m; m &= m - 1)
          {
            int d = sdm_lowest_digit (m);

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
                step_eliminate (step, logic, c, SDM_DIGIT_BIT (ds[i]));
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
                step->digits = SDM_DIGIT_BIT (v);
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
          if (sdm_logic_edge_usable (logic, c, nb[i]))
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
            sdm_logic_link_cells (&branch[i], c, usable[i]);
            if (trial_propagate (&branch[i]))
              alive |= 1 << i;
          }
        if (alive == 1 || alive == 2)
          {
            int dead = usable[alive == 1 ? 1 : 0], lo = MIN (c, dead), hi = MAX (c, dead);

            step_begin (step, SDM_TECH_FORCING_CHAIN);
            step->variant = SDM_VARIANT_TRIAL_DOMINOES;
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
                  step->variant = SDM_VARIANT_TRIAL_DOMINOES;
                  step_place (step, o, v);
                  step->digits = SDM_DIGIT_BIT (v);
                  step_add_cell (step, c);
                  step_add_cell (step, o);
                  return TRUE;
                }
            }
      }
  return FALSE;
}
