/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-reader.c: the line reader of the format parsers (see sdm-reader.h). */
#include "config.h"

#include "sdm-reader.h"

#include <string.h>
#include <glib/gi18n-lib.h>

void
sdm_reader_init (SdmReader *reader, const char *name, const char *text, gsize len)
{
  memset (reader, 0, sizeof *reader);
  reader->name = name ? name : "<input>";
  if (len >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    {
      text += 3;
      len -= 3;
    }
  reader->text = text;
  reader->len = len;
}

gboolean
sdm_reader_next_line (SdmReader *reader)
{
  const char *start, *end;
  gsize len;

  if (reader->next >= reader->len)
    {
      reader->starved = reader->more_to_come;
      reader->line = NULL;
      reader->line_len = 0;
      return FALSE;
    }

  start = reader->text + reader->next;
  end = memchr (start, '\n', reader->len - reader->next);
  if (end == NULL && reader->more_to_come)
    {
      /* the rest of the line is still to come */
      reader->starved = TRUE;
      reader->line = NULL;
      reader->line_len = 0;
      return FALSE;
    }
  if (end == NULL)
    {
      len = reader->len - reader->next;
      reader->next = reader->len;
    }
  else
    {
      len = (gsize) (end - start);
      reader->next += len + 1;
    }
  while (len > 0 && (start[len - 1] == '\r' || start[len - 1] == ' ' || start[len - 1] == '\t'))
    len--;

  reader->line_no++;
  reader->line = start;
  reader->line_len = len;
  return TRUE;
}

/* The next line that is not blank; FALSE at the end of the input. */
gboolean
sdm_reader_next_nonblank (SdmReader *r)
{
  while (sdm_reader_next_line (r))
    if (!sdm_reader_line_is_blank (r))
      return TRUE;
  return FALSE;
}

gboolean
sdm_reader_line_is_blank (const SdmReader *reader)
{
  for (gsize i = 0; i < reader->line_len; i++)
    if (reader->line[i] != ' ' && reader->line[i] != '\t')
      return FALSE;
  return TRUE;
}

char *
sdm_reader_describe (const SdmReader *reader, gsize column)
{
  int ch = reader->line ? sdm_reader_char (reader, column) : -1;

  if (ch < 0)
    return g_strdup (reader->line ? _("end of line") : _("end of input"));
  if (ch == ' ')
    return g_strdup (_("a space"));
  if (ch == '\t')
    return g_strdup (_("a tab"));
  if (ch > ' ' && ch < 0x7f)
    return g_strdup_printf ("'%c'", ch);
  if (ch >= 0x80)
    {
      const char *p = reader->line + column;
      gsize avail = reader->line_len - column;
      gunichar u = g_utf8_get_char_validated (p, (gssize) avail);

      if (u != (gunichar) -1 && u != (gunichar) -2)
        return g_strdup_printf ("'%.*s' (U+%04X)", (int) (g_utf8_next_char (p) - p), p, u);
      return g_strdup_printf (_("text that is not UTF-8 (byte 0x%02x)"), (guint) ch);
    }
  return g_strdup_printf (_("binary data (byte 0x%02x)"), (guint) ch);
}

static gboolean G_GNUC_PRINTF (6, 0)
reader_errorv (const char     *name,
               guint           line,
               gsize           column,
               GError        **error,
               SdmFormatError  code,
               const char     *format,
               va_list         args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  if (error == NULL)
    return FALSE;
  g_set_error (error, SDM_FORMAT_ERROR, code, "%s:%u:%" G_GSIZE_FORMAT ": %s: %s",
               name, line, column + 1, _("error"), message);
  if (*error != NULL)
    sdm_format_error_set_position (*error, line, (guint) MIN (column + 1, G_MAXUINT));
  return FALSE;
}

gboolean
sdm_reader_error_at (const char     *name,
                     guint           line,
                     gsize           column,
                     GError        **error,
                     SdmFormatError  code,
                     const char     *format,
                     ...)
{
  va_list args;

  va_start (args, format);
  reader_errorv (name, line, column, error, code, format, args);
  va_end (args);
  return FALSE;
}

gboolean
sdm_reader_error (const SdmReader *reader,
                  GError         **error,
                  SdmFormatError   code,
                  gsize            column,
                  const char      *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  reader_errorv (reader->name, MAX (reader->line_no, 1), column, error, code, format, args);
  va_end (args);
  return FALSE;
}

gboolean
sdm_reader_expected (const SdmReader *reader,
                     GError         **error,
                     gsize            column,
                     const char      *expected)
{
  g_autofree char *found = sdm_reader_describe (reader, column);

  return sdm_reader_error (reader, error, SDM_FORMAT_ERROR_SYNTAX, column,
                           _("expected %s, found %s"), expected, found);
}

gboolean
sdm_reader_expected_at_end (const SdmReader *reader,
                            GError         **error,
                            const char      *expected)
{
  const char *text = reader->text, *last_nl;
  gsize len = reader->len;
  guint line = reader->base_line + 1;
  gsize column;

  /* The position just after the last byte: line and column of the end of input. */
  for (const char *p = text; (p = memchr (p, '\n', (gsize) (text + len - p))) != NULL; p++)
    line++;
  last_nl = NULL;
  for (gsize i = len; i > 0; i--)
    if (text[i - 1] == '\n')
      {
        last_nl = text + i - 1;
        break;
      }
  column = last_nl ? (gsize) (text + len - (last_nl + 1)) : len;

  return sdm_reader_error_at (reader->name, line, column, error, SDM_FORMAT_ERROR_SYNTAX,
                   _("expected %s, found %s"), expected, _("end of input"));
}

gboolean
sdm_format_check_input (const char  *name,
                        const char  *text,
                        gsize        len,
                        GError     **error)
{
  const char *p = text, *end = text + len, *nul;
  guint line = 1;

  if (len > SDM_FORMAT_MAX_INPUT)
    {
    return sdm_reader_error_at (name, 1, 0, error, SDM_FORMAT_ERROR_TOO_LARGE, "%s",
                     _("expected at most 64 MiB of text, found more"));
    }

  nul = memchr (text, '\0', len);
  while (p < end)
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      const char *stop = eol ? eol : end;

      if (nul != NULL && nul < stop)
        {
        return sdm_reader_error_at (name, line, (gsize) (nul - p), error, SDM_FORMAT_ERROR_BINARY, "%s",
                         _("expected text, found a NUL byte"));
        }
      if (stop - p > SDM_FORMAT_MAX_LINE)
        {
        return sdm_reader_error_at (name, line, SDM_FORMAT_MAX_LINE, error, SDM_FORMAT_ERROR_TOO_LARGE,
                         _("expected a line of at most %d bytes, found a longer one"),
                         SDM_FORMAT_MAX_LINE);
        }
      if (eol == NULL)
        break;
      p = eol + 1;
      line++;
    }
  return TRUE;
}
