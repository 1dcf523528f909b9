/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format.c: the reader shared by every parser, sniffing, and dispatch to the parsers
 * and writers of each format. */
#include "config.h"

#include "sdm-format-private.h"
#include "sdm-format-contest.h"
#include "sdm-format-domino.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* Errors carry where they are as data, besides the message: see
 * sdm_format_error_get_position(). */
typedef struct {
  guint line;     /* from 1; 0 when the error has no place (a whole file too large) */
  guint column;   /* from 1 */
} SdmFormatErrorPrivate;

static void
sdm_format_error_private_init (SdmFormatErrorPrivate *priv)
{
  priv->line = priv->column = 0;
}

static void
sdm_format_error_private_copy (const SdmFormatErrorPrivate *src,
                               SdmFormatErrorPrivate       *dest)
{
  *dest = *src;
}

static void
sdm_format_error_private_clear (SdmFormatErrorPrivate *priv)
{
}

G_DEFINE_EXTENDED_ERROR (SdmFormatError, sdm_format_error)

void
sdm_format_error_set_position (GError *error, guint line, guint column)
{
  SdmFormatErrorPrivate *priv;

  g_return_if_fail (error != NULL && error->domain == SDM_FORMAT_ERROR);

  priv = sdm_format_error_get_private (error);
  priv->line = line;
  priv->column = column;
}

gboolean
sdm_format_error_get_position (const GError *error, guint *line, guint *column)
{
  SdmFormatErrorPrivate *priv;

  g_return_val_if_fail (error != NULL, FALSE);

  if (error->domain != SDM_FORMAT_ERROR)
    return FALSE;
  priv = sdm_format_error_get_private (error);
  if (priv == NULL || priv->line == 0)
    return FALSE;
  if (line != NULL)
    *line = priv->line;
  if (column != NULL)
    *column = priv->column;
  return TRUE;
}

/* ---- Sniffing ------------------------------------------------------------------------ */

/* Whether @line starts with a letter, in ASCII or any other script written in UTF-8. */
static gboolean
starts_with_letter (const char *line, gsize len)
{
  gunichar u;

  if (len == 0)
    return FALSE;
  if ((guchar) line[0] < 0x80)
    return g_ascii_isalpha (line[0]);
  u = g_utf8_get_char_validated (line, (gssize) len);
  return u != (gunichar) -1 && u != (gunichar) -2 && g_unichar_isalpha (u);
}

/* Decide the format from the first line that is neither blank nor a '#' comment. The
 * decision only looks at the shape of that line; the parser then checks every byte, so a
 * mistake in the first line is still reported at its position. @saw_hash: '#' lines came
 * before @start_reader (a stream skips what it has seen of them). */
static SdmFormat
sniff (const SdmReader *start_reader, gboolean saw_hash, gboolean *starved)
{
  SdmReader r = *start_reader;
  gsize i, start;
  gboolean has_blank = FALSE, has_dot = FALSE, has_mark = FALSE, all_digits = TRUE;

  /* The domino form is nine digit rows and then nine layout rows: look at both blocks
   * before the first line alone could pass for a classic grid (a '#' line is neither). */
  if (!saw_hash && sdm_format_domino_sniff (&r, starved))
    return SDM_FORMAT_DOMINO;
  if (*starved)
    return SDM_FORMAT_AUTO;

  for (;;)
    {
      if (!sdm_reader_next_line (&r))
        {
          *starved = r.starved;
          return SDM_FORMAT_AUTO;
        }
      if (sdm_reader_line_is_blank (&r))
        continue;
      if (r.line[0] == '#')
        {
          saw_hash = TRUE;
          continue;
        }
      break;
    }

  for (start = 0; r.line[start] == ' ' || r.line[start] == '\t'; start++)
    ;
  /* Project Euler's collection: "Grid 01", then nine rows of nine digits. */
  if (sdm_format_is_grid_title (r.line, r.line_len))
    return SDM_FORMAT_BOJ2239;
  /* A word ("Try this one!", "https://..."): no other format starts with a letter. */
  if (starts_with_letter (r.line + start, r.line_len - start))
    return SDM_FORMAT_AUTO;
  /* "-1": a negative count of dominoes, not the border of a readable grid */
  if (r.line[start] == '-' && start + 1 < r.line_len && g_ascii_isdigit (r.line[start + 1]) &&
      !saw_hash)
    {
      for (i = start + 1; i < r.line_len && g_ascii_isdigit (r.line[i]); i++)
        ;
      if (i == r.line_len)
        return SDM_FORMAT_CONTEST;
    }
  if (strchr ("-+*=|", r.line[start]) != NULL || memchr (r.line, '|', r.line_len) != NULL)
    return SDM_FORMAT_SS;

  for (i = start; i < r.line_len; i++)
    {
      char c = r.line[i];
      if (c == ' ' || c == '\t')
        has_blank = TRUE;
      else if (c == '.')
        has_dot = TRUE;
      else if (c == '_' || c == '*')
        has_mark = TRUE;   /* an empty cell of a grid copied from a web page */
      if ((c < '0' || c > '9') && !(c == '-' && i == start && r.line_len - start > 1))
        all_digits = FALSE;
    }

  if (has_blank)
    return has_dot || has_mark ? SDM_FORMAT_SS : SDM_FORMAT_BOJ2580;
  /* The Sudominoku contest format starts with a count of dominoes ("6", "11", or "0" to
   * end): a lone number, never a 9-digit row (a row of 20 or more is a broken line form),
   * so that a count out of range ("-1", "99999999999") is said to be one. */
  if (all_digits && !saw_hash && r.line_len - start <= 2)
    return SDM_FORMAT_CONTEST;
  if (all_digits && !saw_hash && r.line_len - start != 9 && r.line_len - start < 20)
    {
      /* a longer lone number: a count, unless rows of digits follow (a broken row) */
      gboolean row_follows = FALSE;

      while (sdm_reader_next_line (&r))
        if (!sdm_reader_line_is_blank (&r))
          {
            row_follows = r.line_len >= 5 && memchr (r.line, ' ', r.line_len) == NULL;
            break;
          }
      *starved = r.starved;
      return row_follows ? SDM_FORMAT_BOJ2239 : SDM_FORMAT_CONTEST;
    }
  if (r.line_len - start >= 20)
    return SDM_FORMAT_LINE;
  if (saw_hash || has_dot)
    return SDM_FORMAT_SDK;
  return SDM_FORMAT_BOJ2239;
}

SdmFormat
sdm_format_sniff_reader (SdmReader *reader, gboolean saw_hash)
{
  gboolean starved = FALSE;
  SdmFormat format = sniff (reader, saw_hash, &starved);

  reader->starved = starved;
  return starved ? SDM_FORMAT_AUTO : format;
}

/* ---- Dispatch ------------------------------------------------------------------------ */

/* Whether @text has a CR that is not followed by an LF. */
static gboolean
has_lone_cr (const char *text, gsize len)
{
  for (const char *p = text; (p = memchr (p, '\r', (gsize) (text + len - p))) != NULL; p++)
    if (p + 1 == text + len || p[1] != '\n')
      return TRUE;
  return FALSE;
}

/* The error for text that looks like no format: "expected a puzzle, found 'T'" at the
 * first thing that is neither blank nor a '#' comment (a sentence, an address), or at the
 * end when there is nothing else. Nothing but blank lines (an empty file, a blank
 * clipboard) is SDM_FORMAT_ERROR_EMPTY, said to be empty where a place at its end would
 * not help. */
void
sdm_format_no_puzzle (SdmReader *reader, GError **error)
{
  SdmReader r = *reader;
  gboolean comments = FALSE;

  while (sdm_reader_next_line (&r))
    if (sdm_reader_line_is_blank (&r))
      continue;
    else if (r.line[0] == '#')
      comments = TRUE;
    else
      {
        gsize start = 0;

        while (r.line[start] == ' ' || r.line[start] == '\t')
          start++;
        sdm_reader_expected (&r, error, start, _("a puzzle"));
        if (error != NULL && *error != NULL)
          (*error)->code = SDM_FORMAT_ERROR_UNKNOWN;
        return;
      }
  if ((reader->starved = r.starved))
    return;
  sdm_reader_expected_at_end (&r, error, _("a puzzle"));
  if (error != NULL && *error != NULL)
    (*error)->code = comments ? SDM_FORMAT_ERROR_UNKNOWN : SDM_FORMAT_ERROR_EMPTY;
}

/* ---- The table ---------------------------------------------------------------------- */

typedef void (*SdmFormatWriter) (GString *out, SdmFormat format, const SdmPuzzle *puzzle);

static void
write_classic_puzzle (GString *out, SdmFormat format, const SdmPuzzle *puzzle)
{
  sdm_format_write_classic (out, format, puzzle->givens);
}

static void
write_contest_puzzle (GString *out, SdmFormat format, const SdmPuzzle *puzzle)
{
  sdm_format_contest_write_puzzle (out, puzzle);
}

static void
write_domino_puzzle (GString *out, SdmFormat format, const SdmPuzzle *puzzle)
{
  sdm_format_domino_write_puzzle (out, puzzle);
}

typedef struct {
  SdmFormatInfo   info;
  SdmFormatParser reader;
  SdmFormatWriter writer;
} FormatEntry;

static const char *const sdm_suffixes[] = { "sdm", NULL };
static const char *const sdk_suffixes[] = { "sdk", NULL };
static const char *const ss_suffixes[] = { "ss", NULL };
static const char *const txt_suffixes[] = { "txt", NULL };

static const FormatEntry formats[] = {
  { { SDM_FORMAT_LINE, "line", N_("One line of 81 digits (.sdm)"),
      N_("one puzzle per line, 81 characters, '.' or '0' = empty, '#' comments"), SDM_KIND_SUDOKU, FALSE,
      sdm_suffixes, "text/x-sudoku-sdm", TRUE, TRUE },
    sdm_format_parse_line, write_classic_puzzle },
  { { SDM_FORMAT_SDK, "sdk", N_("SadMan Sudoku (.sdk)"),
      N_("9 lines of 9 characters, '.' = empty, '#' metadata lines"), SDM_KIND_SUDOKU, TRUE,
      sdk_suffixes, "text/x-sudoku-sdk", FALSE, FALSE },
    sdm_format_parse_sdk, write_classic_puzzle },
  { { SDM_FORMAT_SS, "ss", N_("Simple Sudoku (.ss)"),
      N_("readable grids with '|' and '-' '+' '*' borders"), SDM_KIND_SUDOKU, TRUE,
      ss_suffixes, "text/x-sudoku-ss", FALSE, FALSE },
    sdm_format_parse_ss, write_classic_puzzle },
  { { SDM_FORMAT_BOJ2239, "boj2239", N_("Nine lines of digits (.txt)"),
      N_("9 lines of 9 digits, 0 = empty (Baekjoon 2239)"), SDM_KIND_SUDOKU, TRUE,
      txt_suffixes, "text/plain", FALSE, FALSE },
    sdm_format_parse_boj2239, write_classic_puzzle },
  { { SDM_FORMAT_BOJ2580, "boj2580", N_("Digits with spaces (.txt)"),
      N_("9 lines of 9 space-separated digits, 0 = empty (Baekjoon 2580)"), SDM_KIND_SUDOKU, TRUE,
      txt_suffixes, "text/plain", FALSE, FALSE },
    sdm_format_parse_boj2580, write_classic_puzzle },
  { { SDM_FORMAT_DOMINO, "domino", N_("Digits and dominoes (.txt)"),
      N_("Sudominoku: 9 rows of digits, a blank line, 9 rows of the domino layout"), SDM_KIND_SUDOMINOKU, TRUE,
      txt_suffixes, "text/plain", FALSE, TRUE },
    sdm_format_parse_domino, write_domino_puzzle },
  { { SDM_FORMAT_CONTEST, "contest", N_("Baekjoon 4574 (.txt)"),
      N_("Sudominoku: N, N domino lines 'U LU V LV', the 9 isolated cells; 0 ends (Baekjoon 4574)"), SDM_KIND_SUDOMINOKU, FALSE,
      txt_suffixes, "text/plain", TRUE, FALSE },
    sdm_format_parse_contest, write_contest_puzzle },
};

static const FormatEntry *
entry_for (SdmFormat format)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i].info.format == format)
      return &formats[i];
  return NULL;
}

SdmFormatParser
sdm_format_get_parser (SdmFormat format)
{
  const FormatEntry *entry = entry_for (format);

  return entry ? entry->reader : NULL;
}

const SdmFormatInfo *
sdm_format_list (guint *n_formats)
{
  static SdmFormatInfo infos[G_N_ELEMENTS (formats)];
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
        infos[i] = formats[i].info;
      g_once_init_leave (&done, 1);
    }
  if (n_formats != NULL)
    *n_formats = G_N_ELEMENTS (formats);
  return infos;
}

const SdmFormatInfo *
sdm_format_get_info (SdmFormat format)
{
  const FormatEntry *entry = entry_for (format);

  return entry ? &entry->info : NULL;
}

/* The table's one format of @kind with @text (text_default) or file_default set. */
static SdmFormat
default_of_kind (SdmKind kind, gboolean text)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i].info.kind == kind && (text ? formats[i].info.text_default : formats[i].info.file_default))
      return formats[i].info.format;
  g_return_val_if_reached (SDM_FORMAT_LINE);
}

SdmFormat
sdm_format_default_for_kind (SdmKind kind)
{
  return default_of_kind (kind, FALSE);
}

SdmFormat
sdm_format_text_for_kind (SdmKind kind)
{
  return default_of_kind (kind, TRUE);
}

gboolean
sdm_format_holds (SdmFormat format, SdmKind kind)
{
  const FormatEntry *entry = entry_for (format);

  return entry != NULL && entry->info.kind == kind;
}

char *
sdm_format_join_names (const char *separator)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      if (i > 0)
        g_string_append (names, separator);
      g_string_append (names, formats[i].info.name);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

gboolean
sdm_format_parse (const char  *text,
                  gsize        len,
                  const char  *name,
                  SdmFormat    format,
                  SdmFormat   *detected,
                  GArray      *out,
                  GError     **error)
{
  g_autoptr(SdmFormatStream) stream = NULL;
  SdmFormatStreamStatus status;
  SdmReader reader;
  guint old_len;

  g_return_val_if_fail (text != NULL || len == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (g_array_get_element_size (out) == sizeof (SdmPuzzle), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (name == NULL)
    name = "<input>";
  if (text == NULL)
    text = "";
  /* The size first, before a byte is looked at; then NULs and line lengths after the BOM,
   * all before the first puzzle (a stream finds them where they are). */
  if (len > SDM_FORMAT_MAX_INPUT)
    return sdm_format_check_input (name, text, len, error);
  sdm_reader_init (&reader, name, text, len);
  if (!sdm_format_check_input (name, reader.text, reader.len, error))
    return FALSE;

  /* The one parsing loop is the stream's, given the whole text at once. */
  stream = sdm_format_stream_new (name, format);
  sdm_format_stream_push (stream, text, len);
  sdm_format_stream_close (stream);
  old_len = out->len;
  for (;;)
    {
      SdmPuzzle puzzle;

      status = sdm_format_stream_next (stream, &puzzle, error);
      if (status != SDM_FORMAT_STREAM_PUZZLE)
        break;
      g_array_append_val (out, puzzle);
    }
  g_assert (status != SDM_FORMAT_STREAM_NEED_INPUT);
  if (status == SDM_FORMAT_STREAM_ERROR)
    {
      g_array_set_size (out, old_len);
      return FALSE;
    }
  if (detected != NULL)
    *detected = sdm_format_stream_get_format (stream);
  return TRUE;
}

SdmFormat
sdm_format_guess (const char *text, gsize len)
{
  SdmReader reader;
  g_autofree char *copy = NULL;

  g_return_val_if_fail (text != NULL || len == 0, SDM_FORMAT_AUTO);

  if (text == NULL || len > SDM_FORMAT_MAX_INPUT)
    return SDM_FORMAT_AUTO;
  sdm_reader_init (&reader, NULL, text, len);
  if (has_lone_cr (reader.text, reader.len))
    {
      copy = g_memdup2 (reader.text, reader.len);
      for (gsize i = 0; i < reader.len; i++)
        if (copy[i] == '\r' && (i + 1 == reader.len || copy[i + 1] != '\n'))
          copy[i] = '\n';
      sdm_reader_init (&reader, NULL, copy, reader.len);
    }
  return sdm_format_sniff_reader (&reader, FALSE);
}

/* ---- Writing ------------------------------------------------------------------------- */

gboolean
sdm_format_write_puzzle (GString *out, SdmFormat format, const SdmPuzzle *puzzle)
{
  const FormatEntry *entry = entry_for (format);

  g_return_val_if_fail (out != NULL && puzzle != NULL, FALSE);

  if (entry == NULL || entry->info.kind != puzzle->kind)
    return FALSE;
  entry->writer (out, format, puzzle);
  return TRUE;
}

gboolean
sdm_format_append_puzzle (GString         *out,
                          SdmFormat        format,
                          const SdmPuzzle *puzzle,
                          guint            index)
{
  g_return_val_if_fail (out != NULL && puzzle != NULL, FALSE);

  if (!sdm_format_holds (format, puzzle->kind))
    return FALSE;
  if (index > 0 && sdm_format_separates_grids (format))
    g_string_append_c (out, '\n');
  return sdm_format_write_puzzle (out, format, puzzle);
}

gboolean
sdm_format_write_puzzles (GString         *out,
                          SdmFormat        format,
                          const SdmPuzzle *puzzles,
                          guint            n_puzzles)
{
  gsize old_len;

  g_return_val_if_fail (out != NULL && (puzzles != NULL || n_puzzles == 0), FALSE);

  old_len = out->len;
  for (guint i = 0; i < n_puzzles; i++)
    if (!sdm_format_append_puzzle (out, format, &puzzles[i], i))
      {
        g_string_truncate (out, old_len);
        return FALSE;
      }
  sdm_format_write_end (out, format);
  return TRUE;
}

void
sdm_format_write_end (GString *out, SdmFormat format)
{
  g_return_if_fail (out != NULL);

  if (format == SDM_FORMAT_CONTEST)
    sdm_format_contest_write_end (out);
}

gboolean
sdm_format_write_solution (GString         *out,
                           SdmFormat        format,
                           const SdmPuzzle *puzzle,
                           const SdmGrid   *solution,
                           guint            index)
{
  g_return_val_if_fail (out != NULL && puzzle != NULL && solution != NULL, FALSE);

  if (!sdm_format_holds (format, puzzle->kind))
    return FALSE;
  if (format == SDM_FORMAT_CONTEST)
    sdm_format_contest_write_solution (out, solution, index);
  else if (format == SDM_FORMAT_DOMINO)
    sdm_format_domino_write_solution (out, puzzle, solution);
  else
    sdm_format_write_classic (out, format, solution->values);
  return TRUE;
}

gboolean
sdm_format_separates_grids (SdmFormat format)
{
  const FormatEntry *entry = entry_for (format);

  return entry != NULL && entry->info.separates_grids;
}

const char *
sdm_format_to_string (SdmFormat format)
{
  const FormatEntry *entry = entry_for (format);

  return entry ? entry->info.name : NULL;
}

SdmFormat
sdm_format_from_string (const char *name)
{
  if (name == NULL)
    return SDM_FORMAT_AUTO;
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_ascii_strcasecmp (name, formats[i].info.name) == 0)
      return formats[i].info.format;
  return SDM_FORMAT_AUTO;
}
