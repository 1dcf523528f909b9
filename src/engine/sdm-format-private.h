/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format-private.h: what the format parsers share (not installed, engine-internal).
 *
 * Every parser has the signature of SdmFormatParser and reads through an SdmReader
 * (sdm-reader.h) one puzzle a call: it fills @puzzle and returns TRUE, or sets *@done and
 * returns TRUE at the end of the input, or returns FALSE with @error set. @n_read says how
 * many puzzles came before (an input without any is an error). A call is a function of the
 * reader alone: when the reader starved (the rest of the puzzle has not come yet), the
 * stream (sdm-format-stream.c) throws its answer away and calls it again from the same
 * place with more text.
 */
#pragma once

#include <string.h>

#include "sdm-format.h"
#include "sdm-reader.h"

G_BEGIN_DECLS

typedef gboolean (*SdmFormatParser) (SdmReader  *reader,
                                     guint       n_read,
                                     SdmPuzzle  *puzzle,
                                     gboolean   *done,
                                     GError    **error);

/* The parser of @format (not AUTO). */
SdmFormatParser sdm_format_get_parser (SdmFormat format);

/* The format sdm_format_parse() detects from the text of @reader (what it has from its
 * position on, @saw_hash when '#' lines came before it), or SDM_FORMAT_AUTO;
 * @reader->starved tells that it needs more text. */
SdmFormat sdm_format_sniff_reader (SdmReader *reader, gboolean saw_hash);

/* The error for text in which no format was recognised (starting at @reader). */
void      sdm_format_no_puzzle (SdmReader *reader, GError **error);

/* Cell symbols shared by the classic formats: '1'-'9' a given, '0' or '.' empty.
 * Returns the value 0-9 or -1. */
static inline int
sdm_format_cell_value (int ch, gboolean dot_allowed, gboolean zero_allowed)
{
  if (ch >= '1' && ch <= '9')
    return ch - '0';
  if ((ch == '.' && dot_allowed) || (ch == '0' && zero_allowed))
    return 0;
  return -1;
}

/* Whether a line is the title Project Euler's collection (problem 96, sudoku.txt) puts
 * above each of its nine-digit-row grids: "Grid", blanks, a number ("Grid 01"). */
static inline gboolean
sdm_format_is_grid_title (const char *line, gsize len)
{
  gsize i = 4;

  if (len < 6 || memcmp (line, "Grid", 4) != 0 || (line[i] != ' ' && line[i] != '\t'))
    return FALSE;
  while (i < len && (line[i] == ' ' || line[i] == '\t'))
    i++;
  if (i == len)
    return FALSE;
  for (; i < len; i++)
    if (line[i] < '0' || line[i] > '9')
      return FALSE;
  return TRUE;
}

/* Where something was read, for messages that point back at it (1-based). */
typedef struct {
  guint line, column;
} SdmPlace;

/* The name of @cell in the contest form: row letter A-I, column digit 1-9 ("C7"). */
static inline void
sdm_format_location_name (int cell, char name[3])
{
  name[0] = 'A' + cell / 9;
  name[1] = '1' + cell % 9;
  name[2] = '\0';
}

/* The classic parsers and writers (sdm-format-classic.c). */
gboolean sdm_format_parse_boj2580 (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done, GError **error);
gboolean sdm_format_parse_boj2239 (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done, GError **error);
gboolean sdm_format_parse_line    (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done, GError **error);
gboolean sdm_format_parse_sdk     (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done, GError **error);
gboolean sdm_format_parse_ss      (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done, GError **error);

void     sdm_format_write_classic (GString *out, SdmFormat format, const guint8 values[SDM_N_CELLS]);

/* The Sudominoku parsers (sdm-format-contest.c and sdm-format-domino.c; their writers are
 * in sdm-format-contest.h and sdm-format-domino.h). */
gboolean sdm_format_parse_contest (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done, GError **error);
gboolean sdm_format_parse_domino  (SdmReader *reader, guint n_read, SdmPuzzle *puzzle, gboolean *done, GError **error);

/* Whether the text of @reader (from its position on) looks like the domino form (9 digit
 * lines, then 9 layout lines); *@starved set when it needs more text to tell. */
gboolean sdm_format_domino_sniff (const SdmReader *reader, gboolean *starved);

G_END_DECLS
