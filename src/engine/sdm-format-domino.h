/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format-domino.h: the domino form, our own Sudominoku text form.
 *
 * SDM_FORMAT_DOMINO (see README.md), one puzzle or more: 9 lines of digits ('.' or '0'
 * empty), a blank line, 9 lines of layout: '[' ']' and 'n' over 'u' for clue dominoes,
 * '>' '<' and 'v' over '^' for other dominoes (halves point at each other), '*' for the
 * isolated cells, '.' for cells not covered yet.
 *
 * The parser follows sdm-format.h: strict, "NAME:LINE:COLUMN: error: ..." messages, nothing
 * appended to @out on error. sdm_format_parse() and sdm_format_write_*() dispatch here.
 */
#pragma once

#include "sdm-format.h"

G_BEGIN_DECLS

/* The parser is an SdmFormatParser declared in sdm-format-private.h and reached through
 * sdm_format_parse(). */

void     sdm_format_domino_write_puzzle (GString *out, const SdmPuzzle *puzzle);
/* A solved (or partly solved) grid of @puzzle: every digit, and the layout in
 * @solution->partner with @puzzle's clue dominoes marked. */
void     sdm_format_domino_write_solution (GString         *out,
                                           const SdmPuzzle *puzzle,
                                           const SdmGrid   *solution);

G_END_DECLS
