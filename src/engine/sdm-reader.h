/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-reader.h: the line reader every format parser reads through (engine-internal).
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
 * - The text may be a window of a longer input that is still coming (SdmFormatStream):
 *   then @more_to_come is set, a line is handed out only once its line end is there, and
 *   running out of text sets @starved instead of meaning the end of the input; what a
 *   parser did with a starved reader is thrown away and done again with more text.
 *   @base_line counts the lines before the window, so that positions stay those of the
 *   whole input. */
#pragma once

#include "sdm-format.h"   /* SdmFormatError */

G_BEGIN_DECLS

typedef struct {
  const char *name;      /* the source, as it appears in messages */
  const char *text;      /* the input after the BOM */
  gsize       len;
  gsize       next;      /* offset of the next unread line */
  guint       line_no;   /* 1-based number of the current line; 0 before the first */
  const char *line;      /* the current line, without line end and trailing blanks */
  gsize       line_len;
  guint       base_line;     /* lines before @text (0 unless it is a window of a stream) */
  gboolean    more_to_come;  /* @text is not the end of the input */
  gboolean    starved;       /* a line was asked for that is not there yet */
} SdmReader;

void     sdm_reader_init (SdmReader *reader, const char *name, const char *text, gsize len);

/* Move to the next line. FALSE at the end of the input (the reader then sits after the
 * last line, where sdm_reader_expected_at_end() reports), or when the next line has not
 * come yet (@starved set). */
gboolean sdm_reader_next_line (SdmReader *reader);

/* Move to the next line that is not blank; FALSE at the end of the input. */
gboolean sdm_reader_next_nonblank (SdmReader *reader);

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

/* The same at 1-based @line and 0-based @column of the input called @name, for errors found
 * before or outside a reader (a whole-input check, a format that does not exist). */
gboolean sdm_reader_error_at (const char     *name,
                              guint           line,
                              gsize           column,
                              GError        **error,
                              SdmFormatError  code,
                              const char     *format,
                              ...) G_GNUC_PRINTF (6, 7);

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

G_END_DECLS
