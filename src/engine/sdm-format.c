/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format.c: the reader shared by every parser, sniffing, and dispatch to the parsers
 * and writers of each format. */
#include "config.h"

#include "sdm-format-private.h"
#include "sdm-format-contest.h"
#include "sdm-format-domino.h"

#include <string.h>
#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (sdm-format-error-quark, sdm_format_error)

/* ---- Sniffing ------------------------------------------------------------------------ */

/* Decide the format from the first line that is neither blank nor a '#' comment. The
 * decision only looks at the shape of that line; the parser then checks every byte, so a
 * mistake in the first line is still reported at its position. */
static SdmFormat
sniff (const char *text, gsize len)
{
  SdmReader r;
  gboolean saw_hash = FALSE;
  gsize i, start;
  gboolean has_blank = FALSE, has_dot = FALSE, all_digits = TRUE;

  /* The domino form is nine digit rows and then nine layout rows: look at both blocks
   * before the first line alone could pass for a classic grid. */
  if (sdm_format_domino_sniff (text, len))
    return SDM_FORMAT_DOMINO;

  sdm_reader_init (&r, NULL, text, len);
  for (;;)
    {
      if (!sdm_reader_next_line (&r))
        return SDM_FORMAT_AUTO;
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
      if ((c < '0' || c > '9') && !(c == '-' && i == start && r.line_len - start > 1))
        all_digits = FALSE;
    }

  if (has_blank)
    return has_dot ? SDM_FORMAT_SS : SDM_FORMAT_BOJ2580;
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
      return row_follows ? SDM_FORMAT_BOJ2239 : SDM_FORMAT_CONTEST;
    }
  if (r.line_len - start >= 20)
    return SDM_FORMAT_LINE;
  if (saw_hash || has_dot)
    return SDM_FORMAT_SDK;
  return SDM_FORMAT_BOJ2239;
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

static SdmFormatParser
parser_for (SdmFormat format)
{
  switch (format)
    {
    case SDM_FORMAT_BOJ2580: return sdm_format_parse_boj2580;
    case SDM_FORMAT_BOJ2239: return sdm_format_parse_boj2239;
    case SDM_FORMAT_LINE:    return sdm_format_parse_line;
    case SDM_FORMAT_SDK:     return sdm_format_parse_sdk;
    case SDM_FORMAT_SS:      return sdm_format_parse_ss;
    case SDM_FORMAT_CONTEST: return sdm_format_parse_contest;
    case SDM_FORMAT_DOMINO:  return sdm_format_parse_domino;
    case SDM_FORMAT_AUTO:
    default:
      return NULL;
    }
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
  SdmFormatParser parser;
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
  /* The size first, before a byte is looked at; then NULs and line lengths after the BOM. */
  if (len > SDM_FORMAT_MAX_INPUT)
    return sdm_format_check_input (name, text, len, error);
  sdm_reader_init (&reader, name, text, len);
  if (!sdm_format_check_input (name, reader.text, reader.len, error))
    return FALSE;

  /* Lone CRs (old Mac text) end lines too: as LFs, in a copy of the same length, so that
   * every position stays the same. */
  if (has_lone_cr (reader.text, reader.len))
    {
      g_autofree char *copy = g_memdup2 (reader.text, reader.len);

      for (gsize i = 0; i < reader.len; i++)
        if (copy[i] == '\r' && (i + 1 == reader.len || copy[i + 1] != '\n'))
          copy[i] = '\n';
      return sdm_format_parse (copy, reader.len, name, format, detected, out, error);
    }

  if (format == SDM_FORMAT_AUTO)
    {
      format = sniff (reader.text, reader.len);
      if (format == SDM_FORMAT_AUTO)
        {
          sdm_reader_expected_at_end (&reader, error, _("a puzzle"));
          if (error != NULL && *error != NULL)
            (*error)->code = SDM_FORMAT_ERROR_UNKNOWN;
          return FALSE;
        }
    }

  parser = parser_for (format);
  if (parser == NULL)
    {
      return sdm_reader_error_at (name, 1, 0, error, SDM_FORMAT_ERROR_UNKNOWN, "%s",
                       _("expected a puzzle in a known format, found none"));
    }

  old_len = out->len;
  if (!parser (&reader, out, error))
    {
      g_array_set_size (out, old_len);
      return FALSE;
    }
  if (out->len == old_len)
    return sdm_reader_expected_at_end (&reader, error, _("a puzzle"));

  if (detected != NULL)
    *detected = format;
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
      return sniff (copy, reader.len);
    }
  return sniff (reader.text, reader.len);
}

/* ---- Writing ------------------------------------------------------------------------- */

static gboolean
is_classic (SdmFormat format)
{
  return format == SDM_FORMAT_BOJ2580 || format == SDM_FORMAT_BOJ2239
         || format == SDM_FORMAT_LINE || format == SDM_FORMAT_SDK || format == SDM_FORMAT_SS;
}

gboolean
sdm_format_write_puzzle (GString *out, SdmFormat format, const SdmPuzzle *puzzle)
{
  g_return_val_if_fail (out != NULL && puzzle != NULL, FALSE);

  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    {
      if (format == SDM_FORMAT_CONTEST)
        sdm_format_contest_write_puzzle (out, puzzle);
      else if (format == SDM_FORMAT_DOMINO)
        sdm_format_domino_write_puzzle (out, puzzle);
      else
        return FALSE;
      return TRUE;
    }
  if (puzzle->kind != SDM_KIND_SUDOKU || !is_classic (format))
    return FALSE;
  sdm_format_write_classic (out, format, puzzle->givens);
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

  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    {
      if (format == SDM_FORMAT_CONTEST)
        sdm_format_contest_write_solution (out, solution, index);
      else if (format == SDM_FORMAT_DOMINO)
        sdm_format_domino_write_solution (out, puzzle, solution);
      else
        return FALSE;
      return TRUE;
    }
  if (puzzle->kind != SDM_KIND_SUDOKU || !is_classic (format))
    return FALSE;
  sdm_format_write_classic (out, format, solution->values);
  return TRUE;
}

gboolean
sdm_format_separates_grids (SdmFormat format)
{
  return format == SDM_FORMAT_BOJ2580 || format == SDM_FORMAT_BOJ2239
         || format == SDM_FORMAT_SDK || format == SDM_FORMAT_SS || format == SDM_FORMAT_DOMINO;
}

static const char *const format_names[] = {
  [SDM_FORMAT_AUTO]    = NULL,
  [SDM_FORMAT_BOJ2580] = "boj2580",
  [SDM_FORMAT_BOJ2239] = "boj2239",
  [SDM_FORMAT_LINE]    = "line",
  [SDM_FORMAT_SDK]     = "sdk",
  [SDM_FORMAT_SS]      = "ss",
  [SDM_FORMAT_CONTEST] = "contest",
  [SDM_FORMAT_DOMINO]  = "domino",
};

const char *
sdm_format_to_string (SdmFormat format)
{
  if ((guint) format >= G_N_ELEMENTS (format_names))
    return NULL;
  return format_names[format];
}

SdmFormat
sdm_format_from_string (const char *name)
{
  if (name == NULL)
    return SDM_FORMAT_AUTO;
  for (guint i = 1; i < G_N_ELEMENTS (format_names); i++)
    if (g_ascii_strcasecmp (name, format_names[i]) == 0)
      return (SdmFormat) i;
  return SDM_FORMAT_AUTO;
}
