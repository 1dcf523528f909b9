/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format-contest.h: the Sudominoku contest format.
 *
 * SDM_FORMAT_CONTEST: Baekjoon 4574 / ICPC Mid-Central 2011. Blocks of a line N
 * (10 <= N <= 35), N lines "U LU V LV", one line with the locations of the isolated digits
 * 1..9; a line "0" ends the input. A location is a row letter A-I and a column digit 1-9.
 * Solutions print "Puzzle k" and 9 lines of 9 digits.
 *
 * The domino form, our own, is in sdm-format-domino.h. The parser follows sdm-format.h: strict, "NAME:LINE:COLUMN: error: ..." messages, nothing
 * appended to @out on error. sdm_format_parse() and sdm_format_write_*() dispatch here.
 */
#pragma once

#include "sdm-format.h"

G_BEGIN_DECLS

/* The parsers are SdmFormatParser functions declared in sdm-format-private.h and reached
 * through sdm_format_parse(). */

void     sdm_format_contest_write_puzzle (GString *out, const SdmPuzzle *puzzle);
/* The "0" line that ends a contest file. */
void     sdm_format_contest_write_end (GString *out);
void     sdm_format_contest_write_solution (GString *out, const SdmGrid *solution, guint index);

G_END_DECLS
