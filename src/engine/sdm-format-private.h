/* sdm-format-private.h: what the format parsers share (not installed, engine-internal).
 *
 * SdmReader walks the input line by line and knows where it is, so that every parser
 * reports errors the same way: "NAME:LINE:COLUMN: error: expected X, found Y".
 *
 * - sdm_format_check_input() runs first over the whole input: it rejects oversized input,
 *   NUL bytes and overlong lines before any parser allocates anything.
 * - A UTF-8 BOM at the start is skipped (columns are counted after it).
 * - A line is handed out without its line end (LF or CRLF) and without trailing blanks
 *   and tabs: `line_len` excludes them, so "found end of line" is reported at the first
 *   trailing blank and trailing blanks are never an error.
 * - Columns are 1-based byte offsets in the line. All formats are ASCII, so up to the first
 *   error byte offsets and character columns agree.
 * - Copying the struct saves the position (to peek at the next line and go back).
 *
 * Every parser has the signature of SdmFormatParser: it appends to @out only puzzles it has
 * read completely; sdm_format_parse() throws away what a failed parser appended.
 */
#pragma once

#include "sdm-format.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;      /* the source, as it appears in messages */
  const char *text;      /* the input after the BOM */
  gsize       len;
  gsize       next;      /* offset of the next unread line */
  guint       line_no;   /* 1-based number of the current line; 0 before the first */
  const char *line;      /* the current line, without line end and trailing blanks */
  gsize       line_len;
} SdmReader;

typedef gboolean (*SdmFormatParser) (SdmReader *reader, GArray *out, GError **error);

void     sdm_reader_init (SdmReader *reader, const char *name, const char *text, gsize len);

/* Move to the next line. FALSE at the end of the input (the reader then sits after the
 * last line, where sdm_reader_expected_at_end() reports). */
gboolean sdm_reader_next_line (SdmReader *reader);

/* Whether the current line is empty once trailing blanks are gone (leading blanks count
 * as blank too). */
gboolean sdm_reader_line_is_blank (const SdmReader *reader);

/* The byte at 0-based @column of the current line, or -1 past its end. */
static inline int
sdm_reader_char (const SdmReader *reader, gsize column)
{
  return column < reader->line_len ? (guchar) reader->line[column] : -1;
}

/* A human description of what stands at 0-based @column: "'x'", "a space", "a tab",
 * "end of line", "byte 0xff". Free with g_free(). */
char    *sdm_reader_describe (const SdmReader *reader, gsize column);

/* Set @error to "NAME:LINE:COL: error: MESSAGE" at 0-based @column of the current line.
 * Always returns FALSE so parsers can `return sdm_reader_error (...)`. */
gboolean sdm_reader_error (const SdmReader *reader,
                           GError         **error,
                           SdmFormatError   code,
                           gsize            column,
                           const char      *format,
                           ...) G_GNUC_PRINTF (5, 6);

/* "expected EXPECTED, found <what is at column>": the common syntax error. */
gboolean sdm_reader_expected (const SdmReader *reader,
                              GError         **error,
                              gsize            column,
                              const char      *expected);

/* "expected EXPECTED, found end of input", placed just after the last byte. */
gboolean sdm_reader_expected_at_end (const SdmReader *reader,
                                     GError         **error,
                                     const char      *expected);

/* Reject input that is too large, holds NUL bytes or overlong lines (error positions as
 * above). Returns FALSE with @error set. */
gboolean sdm_format_check_input (const char  *name,
                                 const char  *text,
                                 gsize        len,
                                 GError     **error);

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

/* The classic parsers and writers (sdm-format-classic.c). */
gboolean sdm_format_parse_boj2580 (SdmReader *reader, GArray *out, GError **error);
gboolean sdm_format_parse_boj2239 (SdmReader *reader, GArray *out, GError **error);
gboolean sdm_format_parse_line    (SdmReader *reader, GArray *out, GError **error);
gboolean sdm_format_parse_sdk     (SdmReader *reader, GArray *out, GError **error);
gboolean sdm_format_parse_ss      (SdmReader *reader, GArray *out, GError **error);

void     sdm_format_write_classic (GString *out, SdmFormat format, const guint8 values[SDM_N_CELLS]);

/* The Sudominoku parsers (sdm-format-contest.c; writers in sdm-format-contest.h). */
gboolean sdm_format_parse_contest (SdmReader *reader, GArray *out, GError **error);
gboolean sdm_format_parse_domino  (SdmReader *reader, GArray *out, GError **error);

G_END_DECLS
