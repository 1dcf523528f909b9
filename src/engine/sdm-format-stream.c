/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-format-stream.c: reading puzzles one at a time from an input that comes in pieces
 * (see sdm-format.h). sdm_format_parse() reads through it too, so there is one reading loop.
 *
 * The stream keeps a window of text: from the start of the line where the next puzzle
 * begins to the end of what was pushed. Each call of sdm_format_stream_next() runs the
 * format's parser (one puzzle a call, sdm-format-private.h) on a reader over that window;
 * when the reader starves (the puzzle's last line has not come), the attempt is thrown away
 * and made again from the same place once more text is there. A puzzle is a few lines, so
 * an attempt costs little, and a push of 64 KiB ends at most one of them early. After a
 * puzzle its lines leave the window, which is moved to the front of the buffer when that
 * saves copying (the buffer stays the size of one push and one puzzle).
 *
 * As text comes in, lone CRs become LFs (old Mac text: sdm_format_parse() did the same in a
 * copy) and each complete line is checked for NUL bytes and length. The first bad line is
 * kept as an error and cuts the window there: the puzzles before it are read, and the reader
 * starves at it, which reports it.
 *
 * What may come before a puzzle, without bound, is not read again at each attempt (that was
 * quadratic: 64 MiB of blank lines from a pipe took 457 s): blank lines at the start of the
 * window leave it (every parser skips them there, and positions count them in base_line), so
 * do '#' lines once the format is line or sdk (their parsers skip those too), and while the
 * format is being detected the detector starts after the blank and '#' lines it has seen.
 */
#include "config.h"

#include "sdm-format-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define BOM "\xef\xbb\xbf"
/* A line still without its end is reported as too long only past this (a NUL later in it
 * would come first in sdm_format_parse()), so that memory stays bounded all the same. */
#define MAX_OPEN_LINE (256 * SDM_FORMAT_MAX_LINE)

struct _SdmFormatStream {
  char            *name;
  SdmFormat        format;      /* AUTO until detected */
  SdmFormatParser  parser;
  char            *buf;
  gsize            len, cap;
  gsize            start;       /* the window: buf[start, len), from the start of a line */
  guint            base_line;   /* lines before the window */
  gsize            resume;      /* where the reader resumes in the window: 0, or the end of an
                                 * unterminated last line a puzzle ended on */
  gsize            cr_done;     /* lone CRs before this offset are LFs */
  gsize            scan;        /* the lines before this offset were checked; a line start */
  guint            scan_line;   /* lines before @scan */
  gsize            bad_at;      /* the start of the first bad line (with @bad) */
  GError          *bad;
  gsize            sniffed;     /* detecting: the blank and '#' lines before this offset */
  guint            sniffed_lines;
  gboolean         sniffed_hash;   /* ... held a '#' line */
  guint            n_read;
  gboolean         bom_done, closed, over;
};

SdmFormatStream *
sdm_format_stream_new (const char *name, SdmFormat format)
{
  SdmFormatStream *stream = g_new0 (SdmFormatStream, 1);

  stream->name = g_strdup (name != NULL ? name : "<input>");
  stream->format = format;
  if (format != SDM_FORMAT_AUTO)
    stream->parser = sdm_format_get_parser (format);
  return stream;
}

void
sdm_format_stream_free (SdmFormatStream *stream)
{
  if (stream == NULL)
    return;
  g_clear_error (&stream->bad);
  g_free (stream->buf);
  g_free (stream->name);
  g_free (stream);
}

SdmFormat
sdm_format_stream_get_format (SdmFormatStream *stream)
{
  g_return_val_if_fail (stream != NULL, SDM_FORMAT_AUTO);

  return stream->format;
}

static void
set_bad (SdmFormatStream *s, gsize line_start, SdmFormatError code, gsize column,
         const char *message)
{
  sdm_reader_error_at (s->name, s->scan_line + 1, column, &s->bad, code, "%s", message);
  s->bad_at = line_start;
}

/* Check the complete lines after @scan (and, once closed, the last one): a NUL byte or a
 * line longer than SDM_FORMAT_MAX_LINE, with sdm_format_check_input()'s messages. */
static void
scan_lines (SdmFormatStream *s)
{
  while (s->bad == NULL && s->scan < s->cr_done)
    {
      const char *line = s->buf + s->scan;
      gsize avail = s->cr_done - s->scan;
      const char *eol = memchr (line, '\n', avail);
      gsize line_len = eol ? (gsize) (eol - line) : avail;
      const char *nul = memchr (line, '\0', line_len);
      gboolean complete = eol != NULL || (s->closed && s->cr_done == s->len);

      if (nul != NULL)
        set_bad (s, s->scan, SDM_FORMAT_ERROR_BINARY, (gsize) (nul - line),
                 _("expected text, found a NUL byte"));
      else if (line_len > SDM_FORMAT_MAX_LINE && (complete || line_len > MAX_OPEN_LINE))
        {
          g_autofree char *message = g_strdup_printf (_("expected a line of at most %d bytes, found a longer one"),
                                                      SDM_FORMAT_MAX_LINE);

          set_bad (s, s->scan, SDM_FORMAT_ERROR_TOO_LARGE, SDM_FORMAT_MAX_LINE, message);
        }
      else if (eol != NULL)
        {
          s->scan += line_len + 1;
          s->scan_line++;
        }
      else
        {
          if (complete)
            s->scan = s->len;
          break;
        }
    }
}

/* Make what came in readable: the BOM, lone CRs, the line checks. */
static void
process (SdmFormatStream *s)
{
  if (!s->bom_done)
    {
      gsize have = s->len - s->start;

      if (have < 3 && !s->closed && (have == 0 || memcmp (s->buf + s->start, BOM, have) == 0))
        return;   /* maybe the start of a BOM */
      if (have >= 3 && memcmp (s->buf + s->start, BOM, 3) == 0)
        s->start += 3;
      s->cr_done = s->scan = s->sniffed = s->start;
      s->bom_done = TRUE;
    }

  while (s->cr_done < s->len)
    {
      char *cr = memchr (s->buf + s->cr_done, '\r', s->len - s->cr_done);

      if (cr == NULL)
        {
          s->cr_done = s->len;
          break;
        }
      if (cr + 1 == s->buf + s->len)
        {
          if (s->closed)
            {
              *cr = '\n';
              s->cr_done = s->len;
            }
          else
            s->cr_done = (gsize) (cr - s->buf);   /* a CRLF, maybe: wait for the next byte */
          break;
        }
      if (cr[1] != '\n')
        *cr = '\n';
      s->cr_done = (gsize) (cr + 1 - s->buf);
    }

  scan_lines (s);
  /* Only blank lines and comments can pile up before a puzzle: bound them. */
  if (s->bad == NULL && s->len - s->start > SDM_FORMAT_MAX_INPUT)
    set_bad (s, s->scan, SDM_FORMAT_ERROR_TOO_LARGE, 0,
             _("expected a puzzle within 64 MiB of text, found more"));
}

void
sdm_format_stream_push (SdmFormatStream *stream, const char *data, gsize len)
{
  SdmFormatStream *s = stream;

  g_return_if_fail (stream != NULL && (data != NULL || len == 0));
  g_return_if_fail (!stream->closed);

  if (s->over || len == 0)
    return;
  /* Move the window to the front when it is no larger than what went before it. */
  if (s->start > 0 && s->len - s->start <= s->start)
    {
      gsize shift = s->start;

      memmove (s->buf, s->buf + shift, s->len - shift);
      s->len -= shift;
      s->start = 0;
      s->cr_done -= MIN (s->cr_done, shift);
      s->scan -= MIN (s->scan, shift);
      s->sniffed -= MIN (s->sniffed, shift);
      if (s->bad != NULL)
        s->bad_at -= shift;
    }
  if (s->cap - s->len < len)
    {
      s->cap = MAX (s->len + len, s->cap * 2);
      s->buf = g_realloc (s->buf, s->cap);
    }
  memcpy (s->buf + s->len, data, len);
  s->len += len;
  process (s);
}

void
sdm_format_stream_close (SdmFormatStream *stream)
{
  g_return_if_fail (stream != NULL);

  if (stream->closed)
    return;
  stream->closed = TRUE;
  process (stream);
}

/* The reader ran out of text: more is needed, or it stands at the first bad line. */
static SdmFormatStreamStatus
starved (SdmFormatStream *s, GError **error)
{
  if (s->bad == NULL)
    return SDM_FORMAT_STREAM_NEED_INPUT;
  s->over = TRUE;
  g_propagate_error (error, g_steal_pointer (&s->bad));
  return SDM_FORMAT_STREAM_ERROR;
}

static SdmFormatStreamStatus
fail (SdmFormatStream *s, GError *local, GError **error)
{
  s->over = TRUE;
  g_propagate_error (error, local);
  return SDM_FORMAT_STREAM_ERROR;
}

/* Whether the complete line at @r's position is one that every parser skips before a
 * puzzle: blank, or (@comments) a '#' line. Moves @r over it when it is. */
static gboolean
skip_line (SdmReader *r, gboolean comments, gboolean *hash)
{
  SdmReader next = *r;

  if (!sdm_reader_next_line (&next))
    return FALSE;
  if (!sdm_reader_line_is_blank (&next) && !(comments && next.line[0] == '#'))
    return FALSE;
  if (hash != NULL && !sdm_reader_line_is_blank (&next))
    *hash = TRUE;
  *r = next;
  return TRUE;
}

/* Blank lines at the start of the window, and '#' lines where the parser skips them, leave
 * it: they are counted in base_line and not read again. */
static void
drop_skipped (SdmFormatStream *s, SdmReader *r)
{
  gboolean comments = s->format == SDM_FORMAT_LINE || s->format == SDM_FORMAT_SDK;
  gsize dropped;

  if (r->next != 0)
    return;
  while (skip_line (r, comments, NULL) && r->text[r->next - 1] == '\n')
    {
      dropped = r->next;
      s->start += dropped;
      s->base_line++;
      r->text += dropped;
      r->len -= dropped;
      r->next = 0;
      r->base_line = r->line_no = s->base_line;
    }
  *r = (SdmReader) { .name = r->name, .text = r->text, .len = r->len, .base_line = r->base_line,
                     .line_no = r->line_no, .more_to_come = r->more_to_come };
}

SdmFormatStreamStatus
sdm_format_stream_next (SdmFormatStream *stream, SdmPuzzle *puzzle, GError **error)
{
  SdmFormatStream *s = stream;
  GError *local = NULL;
  gboolean done = FALSE;
  SdmReader r;
  gsize end, drop = 0;
  guint lines = 0;

  g_return_val_if_fail (stream != NULL && puzzle != NULL, SDM_FORMAT_STREAM_ERROR);
  g_return_val_if_fail (error == NULL || *error == NULL, SDM_FORMAT_STREAM_ERROR);

  if (s->over)
    return SDM_FORMAT_STREAM_END;
  if (!s->bom_done)
    return SDM_FORMAT_STREAM_NEED_INPUT;

  end = s->bad != NULL ? s->bad_at : s->len;
  sdm_reader_init (&r, s->name, "", 0);
  if (s->buf != NULL)
    r.text = s->buf + s->start;   /* not through init: a BOM is only at the very start */
  r.len = end - s->start;
  r.next = s->resume;
  r.base_line = s->base_line;
  r.line_no = s->base_line + (s->resume > 0 ? 1 : 0);
  r.more_to_come = !s->closed || s->bad != NULL;
  drop_skipped (s, &r);

  if (s->format == SDM_FORMAT_AUTO)
    {
      SdmReader after = r;
      SdmFormat format;

      /* on from the blank and '#' lines seen before */
      if (s->sniffed > s->start)
        {
          after.next = s->sniffed - s->start;
          after.line_no = s->base_line + s->sniffed_lines;
        }
      while (skip_line (&after, TRUE, &s->sniffed_hash))
        ;
      after.starved = FALSE;
      s->sniffed = s->start + after.next;
      s->sniffed_lines = after.line_no - s->base_line;
      format = sdm_format_sniff_reader (&after, s->sniffed_hash);
      if (after.starved)
        return starved (s, error);
      if (format == SDM_FORMAT_AUTO)
        {
          sdm_format_no_puzzle (&r, &local);
          if (r.starved)
            {
              g_clear_error (&local);
              return starved (s, error);
            }
          return fail (s, local, error);
        }
      s->format = format;
      s->parser = sdm_format_get_parser (format);
    }
  if (s->parser == NULL)
    {
      sdm_reader_error_at (s->name, 1, 0, &local, SDM_FORMAT_ERROR_UNKNOWN, "%s",
                           _("expected a puzzle in a known format, found none"));
      return fail (s, local, error);
    }

  if (!s->parser (&r, s->n_read, puzzle, &done, &local) || r.starved)
    {
      if (r.starved)
        {
          g_clear_error (&local);
          return starved (s, error);
        }
      return fail (s, local, error);
    }
  if (done)
    {
      s->over = TRUE;
      if (s->n_read > 0)
        return SDM_FORMAT_STREAM_END;
      sdm_reader_expected_at_end (&r, error, _("a puzzle"));
      return SDM_FORMAT_STREAM_ERROR;
    }
  s->n_read++;

  /* The puzzle's lines leave the window, up to the last line end it read. */
  for (const char *p = r.text; (p = memchr (p, '\n', (gsize) (r.text + r.next - p))) != NULL; p++)
    {
      lines++;
      drop = (gsize) (p + 1 - r.text);
    }
  s->start += drop;
  s->base_line += lines;
  s->resume = r.next - drop;
  return SDM_FORMAT_STREAM_PUZZLE;
}
