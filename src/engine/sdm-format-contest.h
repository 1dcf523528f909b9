/* sdm-format-contest.h: the Sudominoku text formats.
 *
 * SDM_FORMAT_CONTEST: Baekjoon 4574 / ICPC Mid-Central 2011. Blocks of a line N
 * (10 <= N <= 35), N lines "U LU V LV", one line with the locations of the isolated digits
 * 1..9; a line "0" ends the input. A location is a row letter A-I and a column digit 1-9.
 * Solutions print "Puzzle k" and 9 lines of 9 digits.
 *
 * SDM_FORMAT_DOMINO: our own form (see README.md), one puzzle or more: 9 lines of digits
 * ('.' or '0' empty), a blank line, 9 lines of layout: '[' ']' and 'n' over 'u' for clue
 * dominoes, '>' '<' and 'v' over '^' for other dominoes (halves point at each other),
 * '*' for the isolated cells, '.' for cells not covered yet.
 *
 * Both parsers follow sdm-format.h: strict, "NAME:LINE:COLUMN: error: ..." messages, nothing
 * appended to @out on error. sdm_format_parse() and sdm_format_write_*() dispatch here.
 */
#pragma once

#include "sdm-format.h"

G_BEGIN_DECLS

/* The parsers are SdmFormatParser functions declared in sdm-format-private.h and reached
 * through sdm_format_parse(). */

/* Whether @text looks like the contest format (a first line holding a number alone). */
gboolean sdm_format_contest_sniff (const char *text, gsize len);
void     sdm_format_contest_write_puzzle (GString *out, const SdmPuzzle *puzzle);
/* The "0" line that ends a contest file. */
void     sdm_format_contest_write_end (GString *out);
void     sdm_format_contest_write_solution (GString *out, const SdmGrid *solution, guint index);

/* Whether @text looks like the domino form (9 digit lines, then 9 layout lines). */
gboolean sdm_format_domino_sniff (const char *text, gsize len);
void     sdm_format_domino_write_puzzle (GString *out, const SdmPuzzle *puzzle);
/* A solved (or partly solved) grid of @puzzle: every digit, and the layout in
 * @solution->partner with @puzzle's clue dominoes marked. */
void     sdm_format_domino_write_solution (GString         *out,
                                           const SdmPuzzle *puzzle,
                                           const SdmGrid   *solution);

G_END_DECLS
