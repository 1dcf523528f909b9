/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-logic-private.h: what the technique files of the logic solver share.
 *
 * sdm-logic.c holds the state (init, place, link, apply, is_broken) and the dispatch table;
 * sdm-logic-sets.c the singles, locked candidates, subsets and fish; sdm-logic-chains.c
 * the wings, simple colouring and the bounded trial; sdm-logic-domino.c the Sudominoku
 * domino deductions. The helpers below are small and called in the inner loops of every
 * technique, so they stay static inline here; the state helpers that write the state
 * (claim, link) and the larger edge tests live in sdm-logic.c, declared at the end.
 */
#pragma once

#include "sdm-logic.h"
#include "sdm-bits.h"

#include <string.h>

G_BEGIN_DECLS

/* sdm_logic_pair_bits[x][m]: the pairs {x, y} (bit p) for the digits y in mask m;
 * sdm_logic_pair_of[x][y]: the pair index, -1 when x == y. Built by sdm_logic_init()
 * (once per process); read-only afterwards. */
extern guint64 sdm_logic_pair_bits[10][512];
extern gint8 sdm_logic_pair_of[10][10];

static inline gboolean
is_peer (int a, int b)
{
  return a != b && (sdm_cell_row (a) == sdm_cell_row (b) || sdm_cell_col (a) == sdm_cell_col (b)
                    || sdm_cell_box (a) == sdm_cell_box (b));
}

/* ---------------------------------------------------------------------------------- */
/* Steps */

static inline void
step_begin (SdmStep *step, SdmTechnique technique)
{
  memset (step, 0, sizeof *step);
  step->technique = technique;
  step->domino = -1;
  step->link[0] = step->link[1] = SDM_NO_CELL;
}

static inline void
step_add_cell (SdmStep *step, int cell)
{
  for (int i = 0; i < step->n_cells; i++)
    if (step->cells[i] == cell)
      return;
  if (step->n_cells < SDM_STEP_MAX_CELLS)
    step->cells[step->n_cells++] = cell;
}

/* A witness (sdm_logic_explain()): @cell after the cells the step is about, with why. */
static inline void
step_add_witness (SdmStep *step, int cell, SdmStepReason why)
{
  if (step->n_cells < SDM_STEP_MAX_CELLS)
    step->reason[step->n_cells] = why;
  step_add_cell (step, cell);
}

static inline void
step_add_unit (SdmStep *step, int unit)
{
  if (step->n_units < SDM_STEP_MAX_UNITS)
    step->units[step->n_units++] = unit;
}

/* Eliminate @mask from @cell, counting only candidates that are there. */
static inline void
step_eliminate (SdmStep *step, const SdmLogic *logic, int cell, guint16 mask)
{
  guint16 fresh;

  if (logic->values[cell])
    return;
  fresh = mask & logic->cands[cell] & ~step->eliminate[cell];
  step->eliminate[cell] |= fresh;
  step->n_eliminated += sdm_popcount (fresh);
}

static inline void
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

/* Digits y such that the pair {x, y} may still lie on the cells starting at @first:
 * unused, or known to lie there. */
static inline guint16
free_partners (const SdmLogic *logic, int x, int first)
{
  guint16 mask = SDM_ALL_DIGITS & ~logic->taken[x] & ~SDM_DIGIT_BIT (x);
  int here = logic->edge_pair[first];

  if (here >= 0)
    {
      int a, b;

      sdm_domino_digits (here, &a, &b);
      if (a == x)
        mask |= SDM_DIGIT_BIT (b);
      else if (b == x)
        mask |= SDM_DIGIT_BIT (a);
    }
  return mask;
}

/* The cells of unit @u where @d is a candidate, as a mask over the unit's 9 positions. */
static inline guint16
positions (const SdmLogic *logic, int u, int d)
{
  guint16 mask = 0;

  for (int i = 0; i < 9; i++)
    {
      int c = sdm_units[u][i];

      if (logic->values[c] == d)
        return 0;
      if (!logic->values[c] && (logic->cands[c] & SDM_DIGIT_BIT (d)))
        mask |= 1u << i;
    }
  return mask;
}

/* State helpers of sdm-logic.c that the technique files call too. */
void     sdm_logic_claim_pair    (SdmLogic *logic, int p, int first);
guint64  sdm_logic_edge_fits     (const SdmLogic *logic, int a, int b);
gboolean sdm_logic_edge_usable   (const SdmLogic *logic, int a, int b);
void     sdm_logic_link_cells    (SdmLogic *logic, int a, int b);
gboolean sdm_logic_digits_broken (const SdmLogic *logic);
/* sdm_logic_explain() of a domino with one neighbour (sdm-logic-domino.c). */
void     sdm_logic_explain_one_neighbour (const SdmLogic *logic, SdmStep *step);

G_END_DECLS
