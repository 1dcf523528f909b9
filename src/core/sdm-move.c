/* sdm-move.c: parsing and formatting the text form of a move. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-move.h"
#include "sdm-game.h"

static gboolean
parse_cell (const char *word, guint8 *cell)
{
  if (strlen (word) != 4 || word[0] != 'r' || word[2] != 'c' ||
      word[1] < '1' || word[1] > '9' || word[3] < '1' || word[3] > '9')
    return FALSE;
  *cell = (guint8) sdm_cell (word[1] - '1', word[3] - '1');
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
    case SDM_MOVE_LINK: return 3;
    case SDM_MOVE_UNLINK: return 2;
    case SDM_MOVE_DOMINO: return 5;
    case SDM_MOVE_CLEAR: return 2;
    case SDM_MOVE_RESTART: return 1;
    default: g_assert_not_reached ();
    }
}

gboolean
sdm_move_parse (const char *text, SdmMove *move, GError **error)
{
  g_auto(GStrv) words = NULL;
  SdmMove m = { 0 };
  guint n;
  int want;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                           _("Bad move: the text is not valid UTF-8"));
      return FALSE;
    }

  words = g_strsplit (text, " ", -1);
  n = g_strv_length (words);
  for (guint i = 0; i < n; i++)
    if (words[i][0] == '\0')
      {
        g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                     _("Bad move “%s”: words must be separated by single spaces"), text);
        return FALSE;
      }
  if (n == 0)
    {
      g_set_error_literal (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                           _("Bad move: the text is empty"));
      return FALSE;
    }

  if (strcmp (words[0], "v") == 0)
    m.type = SDM_MOVE_VALUE;
  else if (strcmp (words[0], "p") == 0)
    m.type = SDM_MOVE_PENCIL;
  else if (strcmp (words[0], "l") == 0)
    m.type = SDM_MOVE_LINK;
  else if (strcmp (words[0], "u") == 0)
    m.type = SDM_MOVE_UNLINK;
  else if (strcmp (words[0], "d") == 0)
    m.type = SDM_MOVE_DOMINO;
  else if (strcmp (words[0], "c") == 0)
    m.type = SDM_MOVE_CLEAR;
  else if (strcmp (words[0], "restart") == 0)
    m.type = SDM_MOVE_RESTART;
  else
    return bad_word (error, text, _("one of v, p, l, u, d, c, restart"), words[0]);

  want = expected_words (m.type);
  if ((m.type == SDM_MOVE_VALUE || m.type == SDM_MOVE_DOMINO) && (int) n == want + 1)
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

  if (m.type != SDM_MOVE_RESTART && !parse_cell (words[1], &m.cell))
    return bad_word (error, text, _("a cell like r3c5"), words[1]);

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
    case SDM_MOVE_RESTART:
    default:
      break;
    }

  *move = m;
  return TRUE;
}

char *
sdm_move_to_string (const SdmMove *move)
{
  char cell[5];

  g_return_val_if_fail (move != NULL, NULL);

  g_snprintf (cell, sizeof cell, "r%dc%d",
              sdm_cell_row (move->cell) + 1, sdm_cell_col (move->cell) + 1);

  switch (move->type)
    {
    case SDM_MOVE_VALUE:
      return g_strdup_printf ("v %s %u%s", cell, move->digit,
                              move->clean && move->digit != 0 ? " clean" : "");
    case SDM_MOVE_PENCIL:
      return g_strdup_printf ("p %s %c%u", cell, move->add ? '+' : '-', move->digit);
    case SDM_MOVE_LINK:
      return g_strdup_printf ("l %s %s", cell,
                              move->direction == SDM_DIRECTION_RIGHT ? "right" : "down");
    case SDM_MOVE_UNLINK:
      return g_strdup_printf ("u %s", cell);
    case SDM_MOVE_DOMINO:
      return g_strdup_printf ("d %s %s %u %u%s", cell,
                              move->direction == SDM_DIRECTION_RIGHT ? "right" : "down",
                              move->digits[0], move->digits[1], move->clean ? " clean" : "");
    case SDM_MOVE_CLEAR:
      return g_strdup_printf ("c %s", cell);
    case SDM_MOVE_RESTART:
      return g_strdup ("restart");
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
sdm_move_equal (const SdmMove *a, const SdmMove *b)
{
  g_autofree char *x = sdm_move_to_string (a);
  g_autofree char *y = sdm_move_to_string (b);

  return g_strcmp0 (x, y) == 0;
}
