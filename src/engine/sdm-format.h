/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format.h: reading and writing puzzle text.
 *
 * sdm_format_parse() sniffs the format (or takes the one it is told), then parses strictly.
 * Tolerated without complaint: CRLF, lone CR line ends (counted as lines), a UTF-8 BOM,
 * trailing blanks and tabs, blank lines after the last puzzle, a missing final newline. Anything else that is wrong is an error
 * whose message reads "NAME:LINE:COLUMN: error: expected ..., found ...", lines and
 * columns counted from 1; on error nothing is appended to @out.
 */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  SDM_FORMAT_AUTO,
  SDM_FORMAT_BOJ2580,   /* 9 lines of 9 space-separated digits, 0 = empty */
  SDM_FORMAT_BOJ2239,   /* 9 lines of 9 digits, 0 = empty */
  SDM_FORMAT_LINE,      /* one puzzle per line, 81 chars (blanks before them allowed), '.' or '0' empty, '#' comments (.sdm) */
  SDM_FORMAT_SDK,       /* 9 lines of 9 chars, '.' empty, '#X' metadata lines */
  SDM_FORMAT_SS,        /* readable grids: rows with '|', border lines of '-' '+' '*' */
  SDM_FORMAT_CONTEST,   /* Sudominoku, Baekjoon 4574 / ICPC Mid-Central 2011 */
  SDM_FORMAT_DOMINO,    /* Sudominoku, our one-puzzle form with the domino layout */
} SdmFormat;

#define SDM_FORMAT_ERROR (sdm_format_error_quark ())

typedef enum {
  SDM_FORMAT_ERROR_SYNTAX,         /* not what the format allows here */
  SDM_FORMAT_ERROR_CONTRADICTION,  /* well-formed, but the givens break a rule */
  SDM_FORMAT_ERROR_TOO_LARGE,      /* huge input or a huge line */
  SDM_FORMAT_ERROR_BINARY,         /* NUL bytes or other binary data */
  SDM_FORMAT_ERROR_UNKNOWN,        /* no format recognised */
  SDM_FORMAT_ERROR_EMPTY,          /* nothing at all: empty, or only blanks and line ends */
} SdmFormatError;

/* Hard limits that keep memory bounded on hostile input. */
#define SDM_FORMAT_MAX_INPUT      (64 * 1024 * 1024)
#define SDM_FORMAT_MAX_LINE       4096

GQuark      sdm_format_error_quark (void);

/* Where a SDM_FORMAT_ERROR points, as data (the same numbers as in its message, both
 * counted from 1): TRUE and *@line, *@column (either may be NULL) set when it has a place;
 * FALSE for other errors and for errors about the whole input (too large). */
gboolean    sdm_format_error_get_position (const GError *error,
                                           guint        *line,
                                           guint        *column);

/* Record where @error (a SDM_FORMAT_ERROR) points, for errors made outside the readers
 * (the loader's); the message should say the same place. */
void        sdm_format_error_set_position (GError *error,
                                           guint   line,
                                           guint   column);

/* Parse @len bytes of @text (need not be NUL-terminated). @name names the source in error
 * messages ("<stdin>" for standard input). On success appends every puzzle to @out (a
 * GArray of SdmPuzzle), sets *@detected (may be NULL) and returns TRUE. */
gboolean    sdm_format_parse (const char  *text,
                              gsize        len,
                              const char  *name,
                              SdmFormat    format,
                              SdmFormat   *detected,
                              GArray      *out,
                              GError     **error);

/* ---- Reading one puzzle at a time --------------------------------------------------
 *
 * An SdmFormatStream reads an input that comes in pieces (a pipe, a file of millions of
 * puzzles) and hands out each puzzle as soon as its text is complete, keeping only the
 * text of the puzzle it is reading: memory does not grow with the input. It reads exactly
 * what sdm_format_parse() reads, with the same errors at the same places, with one
 * difference: a NUL byte or an overlong line is reported when the reading reaches it, after
 * the puzzles before it (sdm_format_parse() checks the whole text first), and there is no
 * limit on the whole input, only on a single puzzle's text with what comes before it
 * (SDM_FORMAT_MAX_INPUT: blank lines and comments).
 *
 * The format is detected from the first lines (at most the first two lines with something
 * on them, or the 18 rows of a domino-form puzzle), so the first puzzle comes out as soon
 * as those are there. The engine does no I/O: the caller reads and pushes the bytes. */
typedef struct _SdmFormatStream SdmFormatStream;

typedef enum {
  SDM_FORMAT_STREAM_PUZZLE,       /* a puzzle was read */
  SDM_FORMAT_STREAM_NEED_INPUT,   /* push more (or close the stream) and ask again */
  SDM_FORMAT_STREAM_END,          /* every puzzle was read (also after an error) */
  SDM_FORMAT_STREAM_ERROR,        /* the input is wrong: @error says where; nothing more comes */
} SdmFormatStreamStatus;

/* A stream reading @format (SDM_FORMAT_AUTO: detect it), @name as in sdm_format_parse(). */
SdmFormatStream      *sdm_format_stream_new    (const char *name, SdmFormat format);
void                  sdm_format_stream_free   (SdmFormatStream *stream);
/* The next @len bytes of the input (copied). */
void                  sdm_format_stream_push   (SdmFormatStream *stream,
                                                const char      *data,
                                                gsize            len);
/* The input has ended. */
void                  sdm_format_stream_close  (SdmFormatStream *stream);
/* The next puzzle into *@puzzle, if its text is all there. */
SdmFormatStreamStatus sdm_format_stream_next   (SdmFormatStream *stream,
                                                SdmPuzzle       *puzzle,
                                                GError         **error);
/* The format read: the one given, or the one detected (SDM_FORMAT_AUTO before that). */
SdmFormat             sdm_format_stream_get_format (SdmFormatStream *stream);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SdmFormatStream, sdm_format_stream_free)

/* The format sdm_format_parse() would read @text as when told SDM_FORMAT_AUTO (from its
 * shape alone), or SDM_FORMAT_AUTO when it looks like none. For messages that say what
 * a failed text was read as. */
SdmFormat   sdm_format_guess (const char *text, gsize len);

/* Append @puzzle in @format to @out. Writing a Sudominoku puzzle in a classic format is
 * not possible: returns FALSE. */
gboolean    sdm_format_write_puzzle (GString *out, SdmFormat format, const SdmPuzzle *puzzle);

/* Append @puzzle as puzzle @index (from 0) of a file in @format: the empty line before it
 * when @index > 0 and the format separates grids, then the puzzle. What generate and
 * convert write one puzzle at a time; FALSE (nothing appended) when @format cannot hold
 * the puzzle's kind. */
gboolean    sdm_format_append_puzzle (GString         *out,
                                      SdmFormat        format,
                                      const SdmPuzzle *puzzle,
                                      guint            index);

/* Append a whole file of @n_puzzles puzzles in @format (separators and the end included):
 * byte for byte what `sudominoku-cli generate` and `convert --to` write for the same
 * puzzles, and what Export saves. FALSE, and @out unchanged, when one of them cannot be
 * written in @format. */
gboolean    sdm_format_write_puzzles (GString         *out,
                                      SdmFormat        format,
                                      const SdmPuzzle *puzzles,
                                      guint            n_puzzles);

/* Append a solved grid of @puzzle in @format (the contest format writes "Puzzle k" first,
 * with k = @index + 1). */
gboolean    sdm_format_write_solution (GString         *out,
                                       SdmFormat        format,
                                       const SdmPuzzle *puzzle,
                                       const SdmGrid   *solution,
                                       guint            index);

/* Append what ends a file of puzzles in @format, after the last one: the contest format's
 * final "0" line; nothing for the other formats. */
void        sdm_format_write_end (GString *out, SdmFormat format);

/* Whether consecutive puzzles written in @format are separated by an empty line (the grid
 * formats); the writers append one puzzle each and leave the separation to the caller. */
gboolean    sdm_format_separates_grids (SdmFormat format);

/* What every front end needs to know about one format, from the one table in sdm-format.c:
 * the CLI's --to and --from, the man page, the completion and the app's Export list all
 * name these. @description is untranslated (N_()): show it through _(). */
typedef struct {
  SdmFormat   format;
  const char *name;             /* "sdk": --to sdk */
  const char *description;      /* "SadMan Sudoku (.sdk)": the app's Export list */
  const char *summary;          /* what the text looks like: the CLI's --help */
  SdmKind     kind;             /* the one kind of puzzle it holds */
  gboolean    separates_grids;  /* an empty line between two puzzles */
  const char *const *suffixes;  /* NULL-terminated, without the dot; the first is offered */
  const char *mime_type;        /* as data/io.github.sudominoku.Sudominoku.mime.xml names it */
  gboolean    file_default;     /* what is written for its kind when no format is asked for:
                                 * `generate` without --to */
  gboolean    text_default;     /* what a puzzle of its kind is copied as: a one-puzzle text
                                 * a person reads and Paste reads back (the app's Copy) */
} SdmFormatInfo;

/* Every format, in the order front ends list them; *@n_formats set to their number. */
const SdmFormatInfo *sdm_format_list (guint *n_formats);

/* The entry of @format, or NULL for SDM_FORMAT_AUTO and unknown values. */
const SdmFormatInfo *sdm_format_get_info (SdmFormat format);

/* The format puzzles of @kind are written in when none is asked for (the table's
 * file_default): line for Sudoku, contest for Sudominoku. */
SdmFormat   sdm_format_default_for_kind (SdmKind kind);

/* The format a puzzle of @kind is copied as (the table's text_default): line for Sudoku,
 * domino for Sudominoku. */
SdmFormat   sdm_format_text_for_kind (SdmKind kind);

/* Whether @format can hold puzzles of @kind. */
gboolean    sdm_format_holds (SdmFormat format, SdmKind kind);

/* The names from the table ("line, sdk, ..."), joined with @separator, for messages and
 * --help. */
char       *sdm_format_join_names (const char *separator);

/* "boj2580", "boj2239", "line", "sdk", "ss", "contest", "domino"; NULL/AUTO for unknown. */
const char *sdm_format_to_string (SdmFormat format);
SdmFormat   sdm_format_from_string (const char *name);

G_END_DECLS
