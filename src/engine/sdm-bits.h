/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-bits.h: the bit helpers of the digit masks.
 *
 * A digit mask is 9 bits, bit d - 1 for digit d (the candidates of a cell, the digits of a
 * unit). SDM_DIGIT_BIT is the only meaning of a "bit" of a digit across the engine; cell
 * sets use their own names (a cell bit is never called BIT).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SDM_DIGIT_BIT(d) ((guint16) (1u << ((d) - 1)))
#define SDM_ALL_DIGITS   0x1ff

static inline int
sdm_popcount (guint x)
{
  return __builtin_popcount (x);
}

/* The smallest digit of a non-empty mask. */
static inline int
sdm_lowest_digit (guint16 mask)
{
  return __builtin_ctz (mask) + 1;
}

G_END_DECLS
