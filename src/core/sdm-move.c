/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-move.c: parsing and formatting the text form of a move, compound moves included. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-move.h"
#include "sdm-game.h"
#include "sdm-hint.h"
#include "sdm-rules.h"

#define GROUP_SEPARATOR " ; "

gboolean
sdm_cell_parse (const char *word, int *cell)
{
  if (word == NULL || strlen (word) != 4 || word[0] != 'r' || word[2] != 'c' ||
      word[1] < '1' || word[1] > '9' || word[3] < '1' || word[3] > '9')
    return FALSE;
  *cell = sdm_cell (word[1] - '1', word[3] - '1');
  return TRUE;
}

static gboolean
parse_digit (const char *word, guint min, guint8 *digit)
{
  if (strlen (word) != 1 || word[0] < '0' + (int) min || word[0] > '9')
    return FALSE;
  *digit = (guint8) (word[0] - '0');
  return TRUE;
}

gboolean
sdm_marks_parse (const char *word, guint16 *marks)
{
  guint16 m = 0;
  int last = 0;

  if (strcmp (word, "0") == 0)
    {
      *marks = 0;
      return TRUE;
    }
  for (const char *p = word; *p; p++)
    {
      if (*p < '1' || *p > '9' || *p - '0' <= last)
        return FALSE;
      last = *p - '0';
      m |= 1u << (last - 1);
    }
  if (m == 0)
    return FALSE;
  *marks = m;
  return TRUE;
}

static gboolean
parse_direction (const char *word, SdmDirection *direction)
{
  if (strcmp (word, "right") == 0)
    *direction = SDM_DIRECTION_RIGHT;
  else if (strcmp (word, "down") == 0)
    *direction = SDM_DIRECTION_DOWN;
  else
    return FALSE;
  return TRUE;
}

static gboolean
bad_word (GError **error, const char *text, const char *expected, const char *found)
{
  g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
               /* Translators: "Bad move “x r1c1”: expected a cell like r3c5, found “r0c1”" */
               _("Bad move “%s”: expected %s, found “%s”"), text, expected, found);
  return FALSE;
}

/* The number of words a move of this letter takes, without the optional "clean". */
static int
expected_words (SdmMoveType type)
{
  switch (type)
    {
    case SDM_MOVE_VALUE: return 3;
    case SDM_MOVE_PENCIL: return 3;
    case SDM_MOVE_MARKS: return 3;
    case SDM_MOVE_LINK: return 3;
    case SDM_MOVE_UNLINK: return 2;
    case SDM_MOVE_DOMINO: return 5;
    case SDM_MOVE_CLEAR: return 2;
    case SDM_MOVE_TURN: return 2;
    case SDM_MOVE_RESTART: return 1;
    case SDM_MOVE_GROUP:
    default: g_assert_not_reached ();
    }
}

/* Splits @text into words, refusing empty words (two spaces, a space at either end). */
static GStrv
split_words (const char *text, GError **error)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] == '\0')
      {
        g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                     _("Bad move “%s”: words must be separated by single spaces"), text);
        return NULL;
      }
  if (words[0] == NULL)
    {
      g_set_error_literal (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                           _("Bad move: the text is empty"));
      return NULL;
    }
  return g_steal_pointer (&words);
}

/* One move that is not compound, from @text. */
static gboolean
parse_single (const char *text, SdmMove *move, GError **error)
{
  g_auto(GStrv) words = NULL;
  SdmMove m = { 0 };
  guint n;
  int want;
  int cell = 0;

  words = split_words (text, error);
  if (words == NULL)
    return FALSE;
  n = g_strv_length (words);

  if (strcmp (words[0], "v") == 0)
    m.type = SDM_MOVE_VALUE;
  else if (strcmp (words[0], "p") == 0)
    m.type = SDM_MOVE_PENCIL;
  else if (strcmp (words[0], "m") == 0)
    m.type = SDM_MOVE_MARKS;
  else if (strcmp (words[0], "l") == 0)
    m.type = SDM_MOVE_LINK;
  else if (strcmp (words[0], "u") == 0)
    m.type = SDM_MOVE_UNLINK;
  else if (strcmp (words[0], "d") == 0)
    m.type = SDM_MOVE_DOMINO;
  else if (strcmp (words[0], "c") == 0)
    m.type = SDM_MOVE_CLEAR;
  else if (strcmp (words[0], "t") == 0)
    m.type = SDM_MOVE_TURN;
  else if (strcmp (words[0], "restart") == 0)
    m.type = SDM_MOVE_RESTART;
  else
    return bad_word (error, text, _("one of v, p, m, l, u, d, t, c, g, restart"), words[0]);

  want = expected_words (m.type);
  if ((m.type == SDM_MOVE_VALUE || m.type == SDM_MOVE_DOMINO || m.type == SDM_MOVE_TURN)
      && (int) n == want + 1)
    {
      if (strcmp (words[want], "clean") != 0)
        return bad_word (error, text, _("“clean” or the end of the move"), words[want]);
      m.clean = TRUE;
    }
  else if ((int) n != want)
    {
      g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                   _("Bad move “%s”: expected %d words, found %u"), text, want, n);
      return FALSE;
    }

  if (m.type != SDM_MOVE_RESTART)
    {
      if (!sdm_cell_parse (words[1], &cell))
        return bad_word (error, text, _("a cell like r3c5"), words[1]);
      m.cell = (guint8) cell;
    }

  switch (m.type)
    {
    case SDM_MOVE_VALUE:
      if (!parse_digit (words[2], 0, &m.digit))
        return bad_word (error, text, _("a digit 0 to 9"), words[2]);
      if (m.clean && m.digit == 0)
        return bad_word (error, text, _("the end of the move"), words[3]);
      break;

    case SDM_MOVE_PENCIL:
      if ((words[2][0] != '+' && words[2][0] != '-') || !parse_digit (words[2] + 1, 1, &m.digit))
        return bad_word (error, text, _("a pencil mark like +4 or -4"), words[2]);
      m.add = words[2][0] == '+';
      break;

    case SDM_MOVE_MARKS:
      if (!sdm_marks_parse (words[2], &m.marks))
        return bad_word (error, text, _("pencil marks like 147, or 0 for none"), words[2]);
      break;

    case SDM_MOVE_LINK:
      if (!parse_direction (words[2], &m.direction))
        return bad_word (error, text, _("right or down"), words[2]);
      break;

    case SDM_MOVE_DOMINO:
      if (!parse_direction (words[2], &m.direction))
        return bad_word (error, text, _("right or down"), words[2]);
      if (!parse_digit (words[3], 1, &m.digits[0]))
        return bad_word (error, text, _("a digit 1 to 9"), words[3]);
      if (!parse_digit (words[4], 1, &m.digits[1]))
        return bad_word (error, text, _("a digit 1 to 9"), words[4]);
      if (m.digits[0] == m.digits[1])
        return bad_word (error, text, _("a digit other than the first"), words[4]);
      break;

    case SDM_MOVE_UNLINK:
    case SDM_MOVE_CLEAR:
    case SDM_MOVE_TURN:
    case SDM_MOVE_RESTART:
    case SDM_MOVE_GROUP:
    default:
      break;
    }

  *move = m;
  return TRUE;
}

/* "g LABEL" (the first part of a compound move's text). */
static gboolean
parse_label (const char *text, const char *head, SdmMove *group, GError **error)
{
  g_auto(GStrv) words = split_words (head, error);
  guint n;

  if (words == NULL)
    return FALSE;
  n = g_strv_length (words);
  if (n == 2 && strcmp (words[1], "solution") == 0)
    sdm_move_init_group (group, SDM_MOVE_LABEL_SOLUTION, 0);
  else if (n == 2 && strcmp (words[1], "fill-candidates") == 0)
    sdm_move_init_group (group, SDM_MOVE_LABEL_FILL_CANDIDATES, 0);
  else if (n == 2 && strcmp (words[1], "clear-pencil") == 0)
    sdm_move_init_group (group, SDM_MOVE_LABEL_CLEAR_PENCIL, 0);
  else if (n == 3 && strcmp (words[1], "hint") == 0)
    {
      int technique = sdm_technique_from_string (words[2]);

      if (strcmp (words[2], "mistakes") == 0)
        sdm_move_init_group (group, SDM_MOVE_LABEL_HINT_MISTAKES, 0);
      else if (strcmp (words[2], "guess") == 0)
        sdm_move_init_group (group, SDM_MOVE_LABEL_HINT_GUESS, 0);
      else if (technique >= 0)
        sdm_move_init_group (group, SDM_MOVE_LABEL_HINT, technique);
      else
        return bad_word (error, text, _("a technique, “mistakes” or “guess”"), words[2]);
    }
  else
    return bad_word (error, text,
                     _("“hint”, “solution”, “fill-candidates” or “clear-pencil” after “g”"),
                     n > 1 ? words[1] : "");
  return TRUE;
}

static gboolean
parse_group (const char *text, SdmMove *move, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (text, GROUP_SEPARATOR, -1);
  SdmMove group;

  if (!parse_label (text, parts[0], &group, error))
    return FALSE;
  if (parts[1] == NULL)
    {
      sdm_move_clear (&group);
      return bad_word (error, text, _("“ ; ” and the moves of the group"), "");
    }
  for (guint i = 1; parts[i] != NULL; i++)
    {
      SdmMove part;

      if (!parse_single (parts[i], &part, error))
        {
          sdm_move_clear (&group);
          return FALSE;
        }
      if (part.type == SDM_MOVE_RESTART)
        {
          sdm_move_clear (&group);
          return bad_word (error, text, _("a move other than restart"), parts[i]);
        }
      sdm_move_group_add (&group, &part);
    }
  *move = group;
  return TRUE;
}

gboolean
sdm_move_parse (const char *text, SdmMove *move, GError **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                           _("Bad move: the text is not valid UTF-8"));
      return FALSE;
    }
  if (text[0] == 'g' && (text[1] == ' ' || text[1] == '\0'))
    return parse_group (text, move, error);
  return parse_single (text, move, error);
}

static void
append_single (GString *out, const SdmMove *move)
{
  const char *cell = sdm_cell_name (move->cell);

  switch (move->type)
    {
    case SDM_MOVE_VALUE:
      g_string_append_printf (out, "v %s %u%s", cell, move->digit,
                              move->clean && move->digit != 0 ? " clean" : "");
      break;
    case SDM_MOVE_PENCIL:
      g_string_append_printf (out, "p %s %c%u", cell, move->add ? '+' : '-', move->digit);
      break;
    case SDM_MOVE_MARKS:
      g_string_append_printf (out, "m %s ", cell);
      if ((move->marks & 0x1ff) == 0)
        g_string_append_c (out, '0');
      for (int d = 1; d <= 9; d++)
        if (move->marks & (1u << (d - 1)))
          g_string_append_c (out, (char) ('0' + d));
      break;
    case SDM_MOVE_LINK:
      g_string_append_printf (out, "l %s %s", cell,
                              move->direction == SDM_DIRECTION_RIGHT ? "right" : "down");
      break;
    case SDM_MOVE_UNLINK:
      g_string_append_printf (out, "u %s", cell);
      break;
    case SDM_MOVE_DOMINO:
      g_string_append_printf (out, "d %s %s %u %u%s", cell,
                              move->direction == SDM_DIRECTION_RIGHT ? "right" : "down",
                              move->digits[0], move->digits[1], move->clean ? " clean" : "");
      break;
    case SDM_MOVE_CLEAR:
      g_string_append_printf (out, "c %s", cell);
      break;
    case SDM_MOVE_TURN:
      g_string_append_printf (out, "t %s%s", cell, move->clean ? " clean" : "");
      break;
    case SDM_MOVE_RESTART:
      g_string_append (out, "restart");
      break;
    case SDM_MOVE_GROUP:
    default:
      g_return_if_reached ();
    }
}

static const char *
label_word (const SdmMove *move)
{
  switch (move->label)
    {
    case SDM_MOVE_LABEL_HINT: return sdm_technique_to_string (move->technique);
    case SDM_MOVE_LABEL_HINT_MISTAKES: return "mistakes";
    case SDM_MOVE_LABEL_HINT_GUESS: return "guess";
    case SDM_MOVE_LABEL_SOLUTION: return "solution";
    case SDM_MOVE_LABEL_FILL_CANDIDATES: return "fill-candidates";
    case SDM_MOVE_LABEL_CLEAR_PENCIL: return "clear-pencil";
    default: g_return_val_if_reached ("solution");
    }
}

char *
sdm_move_to_string (const SdmMove *move)
{
  GString *out;

  g_return_val_if_fail (move != NULL, NULL);

  out = g_string_new (NULL);
  if (move->type != SDM_MOVE_GROUP)
    {
      append_single (out, move);
      return g_string_free (out, FALSE);
    }
  g_string_append (out, "g ");
  if (move->label == SDM_MOVE_LABEL_HINT || move->label == SDM_MOVE_LABEL_HINT_MISTAKES
      || move->label == SDM_MOVE_LABEL_HINT_GUESS)
    g_string_append (out, "hint ");
  g_string_append (out, label_word (move));
  for (guint i = 0; i < move->n_parts; i++)
    {
      g_string_append (out, GROUP_SEPARATOR);
      append_single (out, &move->parts[i]);
    }
  return g_string_free (out, FALSE);
}

gboolean
sdm_move_equal (const SdmMove *a, const SdmMove *b)
{
  g_autofree char *x = sdm_move_to_string (a);
  g_autofree char *y = sdm_move_to_string (b);

  return g_strcmp0 (x, y) == 0;
}

void
sdm_move_clear (SdmMove *move)
{
  g_return_if_fail (move != NULL);

  if (move->type == SDM_MOVE_GROUP)
    g_clear_pointer (&move->parts, g_free);
  move->parts = NULL;
  move->n_parts = 0;
}

void
sdm_move_init_group (SdmMove *group, SdmMoveLabel label, int technique)
{
  g_return_if_fail (group != NULL);
  g_return_if_fail (label != SDM_MOVE_LABEL_HINT || (technique >= 0 && technique < SDM_N_TECHNIQUES));

  memset (group, 0, sizeof *group);
  group->type = SDM_MOVE_GROUP;
  group->label = label;
  group->technique = label == SDM_MOVE_LABEL_HINT ? technique : 0;
}

void
sdm_move_group_add (SdmMove *group, const SdmMove *part)
{
  guint n;

  g_return_if_fail (group != NULL && group->type == SDM_MOVE_GROUP);
  g_return_if_fail (part != NULL && part->type != SDM_MOVE_GROUP && part->type != SDM_MOVE_RESTART);

  n = group->n_parts;
  /* Room doubles at every power of two: 8, 16, 32, ... */
  if (n == 0 || (n >= 8 && (n & (n - 1)) == 0))
    group->parts = g_renew (SdmMove, group->parts, MAX (8, 2 * n));
  group->parts[n] = *part;
  group->parts[n].parts = NULL;
  group->parts[n].n_parts = 0;
  group->n_parts = n + 1;
}

char *
sdm_move_dup_label (const SdmMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);

  if (move->type != SDM_MOVE_GROUP)
    return NULL;
  switch (move->label)
    {
    case SDM_MOVE_LABEL_HINT:
      /* Translators: what an applied hint did, for the Undo button: "Hint: X-Wing". */
      return g_strdup_printf (_("Hint: %s"), sdm_technique_get_name (move->technique));
    case SDM_MOVE_LABEL_HINT_MISTAKES:
      return g_strdup (_("Hint: Mistakes put right"));
    case SDM_MOVE_LABEL_HINT_GUESS:
      return g_strdup (_("Hint: From the solution"));
    case SDM_MOVE_LABEL_SOLUTION:
      return g_strdup (_("Solution"));
    case SDM_MOVE_LABEL_FILL_CANDIDATES:
      return g_strdup (_("Fill in candidates"));
    case SDM_MOVE_LABEL_CLEAR_PENCIL:
      return g_strdup (_("Clear pencil marks"));
    default:
      g_return_val_if_reached (NULL);
    }
}
