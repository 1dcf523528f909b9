/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-moves.c: SdmGame's moves. A move computes the next position from the current
 * one (compute_single(), compute_group() for a compound move), which is recorded beside
 * the move; undo and redo pick a recorded position. Every change of position goes
 * through sdm_game_set_position() (sdm-game.c), which recomputes the derived state and
 * tells the listeners. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-game-internal.h"
#include "sdm-rules.h"
#include "sdm-sentences.h"

static gboolean
refuse_given (SdmGame *self, int cell, GError **error)
{
  g_autofree char *where = NULL;

  if (!is_given (self, cell))
    return TRUE;
  where = sdm_cell_describe (cell);
  /* Translators: %s is "row 9, column 3" (as in every message that names a cell). */
  g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED,
               _("The cell at %s is given and cannot be changed"), where);
  return FALSE;
}

static gboolean
refuse_sudoku (SdmGame *self, GError **error)
{
  if (self->puzzle.kind == SDM_KIND_SUDOMINOKU)
    return TRUE;
  g_set_error_literal (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED,
                       _("A Sudoku has no dominoes"));
  return FALSE;
}

static void
clean_peers (Position *pos, int cell, guint digit)
{
  for (int i = 0; i < 20; i++)
    pos->pencil[sdm_peers[cell][i]] &= ~(1u << (digit - 1));
}

static gboolean
peers_have_mark (const Position *pos, int cell, guint digit)
{
  for (int i = 0; i < 20; i++)
    if (pos->pencil[sdm_peers[cell][i]] & (1u << (digit - 1)))
      return TRUE;
  return FALSE;
}

/* The position after the single (not compound) @move from @from, or FALSE and @error
 * when the move is refused. */
static gboolean
compute_single (SdmGame        *self,
                const Position *from,
                const SdmMove  *move,
                Position       *next,
                GError        **error)
{
  int cell = move->cell;
  int other = -1;

  *next = *from;

  if (move->type == SDM_MOVE_LINK || move->type == SDM_MOVE_DOMINO)
    {
      if (!refuse_sudoku (self, error))
        return FALSE;
      other = sdm_cell_neighbour (cell, move->direction);
      if (other < 0)
        {
          g_autofree char *where = sdm_cell_describe (cell);

          g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED,
                       move->direction == SDM_DIRECTION_RIGHT
                       ? _("The cell at %s has no neighbour to the right")
                       : _("The cell at %s has no neighbour below"), where);
          return FALSE;
        }
      if (!refuse_given (self, cell, error) || !refuse_given (self, other, error))
        return FALSE;
    }

  switch (move->type)
    {
    case SDM_MOVE_VALUE:
      if (!refuse_given (self, cell, error))
        return FALSE;
      next->grid.values[cell] = move->digit;
      if (move->clean && move->digit != 0)
        clean_peers (next, cell, move->digit);
      break;

    case SDM_MOVE_MARKS:
      if (!refuse_given (self, cell, error))
        return FALSE;
      next->pencil[cell] = move->marks & 0x1ff;
      break;

    case SDM_MOVE_PENCIL:
      if (!refuse_given (self, cell, error))
        return FALSE;
      if (move->add)
        next->pencil[cell] |= 1u << (move->digit - 1);
      else
        next->pencil[cell] &= ~(1u << (move->digit - 1));
      break;

    case SDM_MOVE_LINK:
      sdm_grid_link (&next->grid, cell, other);
      break;

    case SDM_MOVE_UNLINK:
      if (!refuse_sudoku (self, error) || !refuse_given (self, cell, error))
        return FALSE;
      sdm_grid_unlink (&next->grid, cell);
      break;

    case SDM_MOVE_DOMINO:
      sdm_grid_link (&next->grid, cell, other);
      next->grid.values[cell] = move->digits[0];
      next->grid.values[other] = move->digits[1];
      if (move->clean)
        {
          clean_peers (next, cell, move->digits[0]);
          clean_peers (next, other, move->digits[1]);
        }
      break;

    case SDM_MOVE_TURN:
      {
        int partner = from->grid.partner[cell];
        guint8 digit;

        if (!refuse_sudoku (self, error))
          return FALSE;
        if (partner == SDM_NO_CELL)
          {
            g_autofree char *where = sdm_cell_describe (cell);

            g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED,
                         _("The cell at %s is not part of a domino"), where);
            return FALSE;
          }
        if (!refuse_given (self, cell, error) || !refuse_given (self, partner, error))
          return FALSE;
        digit = next->grid.values[cell];
        next->grid.values[cell] = next->grid.values[partner];
        next->grid.values[partner] = digit;
        if (move->clean)
          {
            if (next->grid.values[cell] != 0)
              clean_peers (next, cell, next->grid.values[cell]);
            if (next->grid.values[partner] != 0)
              clean_peers (next, partner, next->grid.values[partner]);
          }
      }
      break;

    case SDM_MOVE_CLEAR:
      if (!refuse_given (self, cell, error))
        return FALSE;
      next->grid.values[cell] = 0;
      next->pencil[cell] = 0;
      sdm_grid_unlink (&next->grid, cell);
      break;

    case SDM_MOVE_RESTART:
      *next = self->start;
      break;

    case SDM_MOVE_GROUP:
    default:
      g_return_val_if_reached (FALSE);
    }

  return TRUE;
}

/* The parts of compound @group played one after the other from the current position:
 * the position after them in @after, and in @recorded the group as it is kept, without
 * the parts that change nothing. With @auto_clean, a digit a part places also takes its
 * pencil marks from its peers (as sdm_game_set_value() does): the recorded part says
 * "clean". FALSE and @error when a part is refused (then nothing is recorded). */
static gboolean
compute_group (SdmGame       *self,
               const SdmMove *group,
               gboolean       auto_clean,
               Position      *after,
               SdmMove       *recorded,
               GError       **error)
{
  Position pos = self->pos;

  sdm_move_init_group (recorded, group->label, group->technique);
  for (guint i = 0; i < group->n_parts; i++)
    {
      SdmMove part = group->parts[i];
      Position next;

      if (auto_clean && self->auto_clean && part.type == SDM_MOVE_VALUE && part.digit != 0)
        part.clean = peers_have_mark (&pos, part.cell, part.digit);
      else if (auto_clean && self->auto_clean && part.type == SDM_MOVE_DOMINO)
        {
          int other = sdm_cell_neighbour (part.cell, part.direction);

          part.clean = peers_have_mark (&pos, part.cell, part.digits[0])
                       || (other >= 0 && peers_have_mark (&pos, other, part.digits[1]));
        }
      if (!compute_single (self, &pos, &part, &next, error))
        {
          sdm_move_clear (recorded);
          return FALSE;
        }
      if (position_equal (&next, &pos))
        continue;
      sdm_move_group_add (recorded, &part);
      pos = next;
    }
  *after = pos;
  return TRUE;
}

/* Dropped steps are removed from the front of the array once there are this many: a
 * memmove of the kept steps every so often rather than on every move. */
#define DROPPED_BEFORE_COMPACTING (SDM_GAME_UNDO_LIMIT / 8)

/* Forget the redo tail (a new move was played). */
static void
truncate_redo (SdmGame *self)
{
  for (guint i = self->n_done; i < n_kept (self); i++)
    self->weight -= step_weight (step_at (self, i));
  g_array_set_size (self->steps, self->first + self->n_done);
}

/* Drop the oldest steps until the kept ones weigh no more than SDM_GAME_UNDO_LIMIT: the
 * position after the last one dropped becomes the base, where undo stops. A single step
 * heavier than the limit (only a hand-written compound move can be) is dropped too. */
static void
drop_oldest (SdmGame *self)
{
  while (self->weight > SDM_GAME_UNDO_LIMIT && self->n_done > 0)
    {
      Step *oldest = step_at (self, 0);

      self->base = oldest->after;
      self->weight -= step_weight (oldest);
      sdm_move_clear (&oldest->move);
      self->first++;
      self->n_done--;
    }
  if (self->first > 0 && (self->first >= DROPPED_BEFORE_COMPACTING || self->first == self->steps->len))
    {
      g_array_remove_range (self->steps, 0, self->first);
      self->first = 0;
    }
}

/* Apply @move and record it, unless it changes nothing. @auto_clean: see compute_group(). */
static gboolean
play_full (SdmGame *self, const SdmMove *move, gboolean auto_clean, GError **error)
{
  Step step;

  if (self->solved)
    {
      g_set_error_literal (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED,
                           _("The puzzle is solved"));
      return FALSE;
    }
  if (move->type == SDM_MOVE_GROUP)
    {
      if (!compute_group (self, move, auto_clean, &step.after, &step.move, error))
        return FALSE;
    }
  else
    {
      if (!compute_single (self, &self->pos, move, &step.after, error))
        return FALSE;
      step.move = *move;
      step.move.parts = NULL;
      step.move.n_parts = 0;
    }
  if (position_equal (&step.after, &self->pos))
    {
      sdm_move_clear (&step.move);
      return TRUE;
    }

  truncate_redo (self);
  g_array_append_val (self->steps, step);
  self->n_done++;
  self->n_played++;
  self->weight += step_weight (&step);
  drop_oldest (self);
  sdm_game_set_position (self, &step.after);
  return TRUE;
}

static gboolean
play (SdmGame *self, const SdmMove *move, GError **error)
{
  return play_full (self, move, FALSE, error);
}

gboolean
sdm_game_play_group (SdmGame *self, const SdmMove *group, GError **error)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (group != NULL && group->type == SDM_MOVE_GROUP, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return play_full (self, group, TRUE, error);
}

/* Moves. */

static gboolean
check_cell (int cell, GError **error)
{
  if (cell >= 0 && cell < SDM_N_CELLS)
    return TRUE;
  g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED,
               _("There is no cell %d"), cell);
  return FALSE;
}

gboolean
sdm_game_apply_move (SdmGame *self, const char *text, GError **error)
{
  SdmMove move;
  gboolean ok;

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sdm_move_parse (text, &move, error))
    return FALSE;
  ok = play (self, &move, error);
  sdm_move_clear (&move);
  return ok;
}

gboolean
sdm_game_set_value (SdmGame *self, int cell, guint digit, GError **error)
{
  SdmMove move = { .type = SDM_MOVE_VALUE };

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_cell (cell, error))
    return FALSE;
  if (digit > 9)
    {
      g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                   _("There is no digit %u"), digit);
      return FALSE;
    }
  move.cell = (guint8) cell;
  move.digit = (guint8) digit;
  move.clean = self->auto_clean && digit != 0 && peers_have_mark (&self->pos, cell, digit);
  return play (self, &move, error);
}

gboolean
sdm_game_toggle_pencil (SdmGame *self, int cell, guint digit, GError **error)
{
  SdmMove move = { .type = SDM_MOVE_PENCIL };

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_cell (cell, error))
    return FALSE;
  if (digit < 1 || digit > 9)
    {
      g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                   _("There is no pencil mark %u"), digit);
      return FALSE;
    }
  move.cell = (guint8) cell;
  move.digit = (guint8) digit;
  move.add = !(self->pos.pencil[cell] & (1u << (digit - 1)));
  return play (self, &move, error);
}

static gboolean
check_adjacent (int a, int b, GError **error)
{
  if (!check_cell (a, error) || !check_cell (b, error))
    return FALSE;
  if (sdm_cells_adjacent (a, b))
    return TRUE;
  g_set_error_literal (error, SDM_GAME_ERROR, SDM_GAME_ERROR_REFUSED,
                       _("Only neighbouring cells can be linked"));
  return FALSE;
}

gboolean
sdm_game_toggle_link (SdmGame *self, int a, int b, GError **error)
{
  SdmMove move = { 0 };

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_adjacent (a, b, error))
    return FALSE;
  if (self->pos.grid.partner[a] == b)
    {
      move.type = SDM_MOVE_UNLINK;
      move.cell = (guint8) a;
    }
  else
    {
      move.type = SDM_MOVE_LINK;
      move.cell = (guint8) MIN (a, b);
      move.direction = ABS (a - b) == 1 ? SDM_DIRECTION_RIGHT : SDM_DIRECTION_DOWN;
    }
  return play (self, &move, error);
}

gboolean
sdm_game_place_domino (SdmGame *self, int a, int b, guint digit_a, guint digit_b,
                       GError **error)
{
  SdmMove move = { .type = SDM_MOVE_DOMINO };

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_adjacent (a, b, error))
    return FALSE;
  if (sdm_domino_index ((int) digit_a, (int) digit_b) < 0)
    {
      g_set_error (error, SDM_GAME_ERROR, SDM_GAME_ERROR_BAD_MOVE,
                   _("There is no domino %u–%u"), digit_a, digit_b);
      return FALSE;
    }
  if (a > b)
    {
      int t = a;
      guint d = digit_a;

      a = b;
      b = t;
      digit_a = digit_b;
      digit_b = d;
    }
  move.cell = (guint8) a;
  move.direction = b == a + 1 ? SDM_DIRECTION_RIGHT : SDM_DIRECTION_DOWN;
  move.digits[0] = (guint8) digit_a;
  move.digits[1] = (guint8) digit_b;
  move.clean = self->auto_clean &&
               (peers_have_mark (&self->pos, a, digit_a) || peers_have_mark (&self->pos, b, digit_b));
  return play (self, &move, error);
}

/* Whether @digit can go in @cell, the other cell of its domino being @other: not against
 * the player's digit there, nor a digit among the cell's peers (but @other, whose digit the
 * domino replaces), nor the cell's pencil marks when it has some. */
static gboolean
digit_fits (SdmGame *self, int cell, int other, guint digit)
{
  guint value = self->pos.grid.values[cell];
  guint pencil = self->pos.pencil[cell];

  if (value != 0 && value != digit)
    return FALSE;
  if (value == 0 && pencil != 0 && !(pencil & (1u << (digit - 1))))
    return FALSE;
  for (int i = 0; i < 20; i++)
    {
      int peer = sdm_peers[cell][i];

      if (peer != other && self->pos.grid.values[peer] == digit)
        return FALSE;
    }
  return TRUE;
}

gboolean
sdm_game_domino_fits (SdmGame *self, int a, int b, guint digit_a, guint digit_b)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (a >= 0 && a < SDM_N_CELLS && b >= 0 && b < SDM_N_CELLS, FALSE);
  g_return_val_if_fail (digit_a >= 1 && digit_a <= 9 && digit_b >= 1 && digit_b <= 9, FALSE);

  return digit_fits (self, a, b, digit_a) && digit_fits (self, b, a, digit_b);
}

void
sdm_game_orient_domino (SdmGame *self, int a, int b, guint x, guint y,
                        guint *digit_a, guint *digit_b)
{
  gboolean straight, turned;

  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (digit_a != NULL && digit_b != NULL);

  straight = sdm_game_domino_fits (self, a, b, x, y);
  turned = sdm_game_domino_fits (self, a, b, y, x);
  if (straight == turned)
    {
      /* Both ways fit, or neither: the smaller digit goes left or on top. */
      straight = (a < b) == (x < y);
    }
  *digit_a = straight ? x : y;
  *digit_b = straight ? y : x;
}

gboolean
sdm_game_turn_domino (SdmGame *self, int cell, GError **error)
{
  SdmMove move = { .type = SDM_MOVE_TURN };
  int partner;

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_cell (cell, error))
    return FALSE;
  move.cell = (guint8) cell;
  partner = self->pos.grid.partner[cell];
  if (partner != SDM_NO_CELL)
    {
      guint va = self->pos.grid.values[cell], vb = self->pos.grid.values[partner];

      move.clean = self->auto_clean
                   && ((vb != 0 && peers_have_mark (&self->pos, cell, vb))
                       || (va != 0 && peers_have_mark (&self->pos, partner, va)));
    }
  return play (self, &move, error);
}

gboolean
sdm_game_clear_cell (SdmGame *self, int cell, GError **error)
{
  SdmMove move = { .type = SDM_MOVE_CLEAR };

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_cell (cell, error))
    return FALSE;
  move.cell = (guint8) cell;
  return play (self, &move, error);
}

gboolean
sdm_game_undo (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);

  if (!sdm_game_get_can_undo (self))
    return FALSE;
  self->n_done--;
  sdm_game_set_position (self, self->n_done == 0 ? &self->base
                                                 : &step_at (self, self->n_done - 1)->after);
  return TRUE;
}

gboolean
sdm_game_redo (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);

  if (!sdm_game_get_can_redo (self))
    return FALSE;
  self->n_done++;
  sdm_game_set_position (self, &step_at (self, self->n_done - 1)->after);
  return TRUE;
}

gboolean
sdm_game_restart (SdmGame *self)
{
  SdmMove move = { .type = SDM_MOVE_RESTART };
  guint64 n_played;

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);

  n_played = self->n_played;
  return play (self, &move, NULL) && self->n_played != n_played;
}

/* The digits a cell can take: those none of its peers holds. */
static guint16
possible_digits (const Position *pos, int cell)
{
  guint16 mask = 0x1ff;

  for (int i = 0; i < 20; i++)
    {
      guint v = pos->grid.values[sdm_peers[cell][i]];

      if (v != 0)
        mask &= ~(1u << (v - 1));
    }
  return mask;
}

gboolean
sdm_game_fill_candidates (SdmGame *self, GError **error)
{
  SdmMove group;
  gboolean ok;

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sdm_move_init_group (&group, SDM_MOVE_LABEL_FILL_CANDIDATES, 0);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (!is_given (self, c) && self->pos.grid.values[c] == 0)
      {
        SdmMove part = { .type = SDM_MOVE_MARKS, .cell = (guint8) c };

        part.marks = possible_digits (&self->pos, c);
        sdm_move_group_add (&group, &part);
      }
  ok = play (self, &group, error);
  sdm_move_clear (&group);
  return ok;
}

gboolean
sdm_game_clear_pencil_marks (SdmGame *self, GError **error)
{
  SdmMove group;
  gboolean ok;

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sdm_move_init_group (&group, SDM_MOVE_LABEL_CLEAR_PENCIL, 0);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (!is_given (self, c) && self->pos.pencil[c] != 0)
      {
        SdmMove part = { .type = SDM_MOVE_MARKS, .cell = (guint8) c, .marks = 0 };

        sdm_move_group_add (&group, &part);
      }
  ok = play (self, &group, error);
  sdm_move_clear (&group);
  return ok;
}

gboolean
sdm_game_apply_solution (SdmGame *self, const SdmGrid *solution, GError **error)
{
  SdmMove group;
  gboolean ok;
  gboolean dominoes;

  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dominoes = self->puzzle.kind == SDM_KIND_SUDOMINOKU;
  sdm_move_init_group (&group, SDM_MOVE_LABEL_SOLUTION, 0);
  /* Links the solution does not have go first (the parts play in order), then each of
   * the solution's dominoes with its two digits, then the other digits. */
  if (dominoes)
    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        int p = self->pos.grid.partner[c];

        if (!is_given (self, c) && p != SDM_NO_CELL && p > c && solution->partner[c] != p)
          {
            SdmMove part = { .type = SDM_MOVE_UNLINK, .cell = (guint8) c };

            sdm_move_group_add (&group, &part);
          }
      }
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int p = dominoes ? solution->partner[c] : SDM_NO_CELL;

      if (is_given (self, c))
        continue;
      if (p != SDM_NO_CELL && p > c && !is_given (self, p))
        {
          SdmMove part = { .type = SDM_MOVE_DOMINO, .cell = (guint8) c };

          part.direction = p == c + 1 ? SDM_DIRECTION_RIGHT : SDM_DIRECTION_DOWN;
          part.digits[0] = solution->values[c];
          part.digits[1] = solution->values[p];
          sdm_move_group_add (&group, &part);
        }
      else if (p == SDM_NO_CELL || is_given (self, p))
        {
          SdmMove part = { .type = SDM_MOVE_VALUE, .cell = (guint8) c,
                           .digit = solution->values[c] };

          sdm_move_group_add (&group, &part);
        }
    }
  ok = play (self, &group, error);
  sdm_move_clear (&group);
  return ok;
}

static char *
dup_step_label (SdmGame *self, guint index)
{
  if (index >= n_kept (self))
    return NULL;
  return sdm_move_dup_label (&step_at (self, index)->move);
}

char *
sdm_game_dup_undo_label (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  return self->n_done > 0 ? dup_step_label (self, self->n_done - 1) : NULL;
}

char *
sdm_game_dup_redo_label (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  return dup_step_label (self, self->n_done);
}

guint
sdm_game_get_n_dominoes_left (SdmGame *self)
{
  guint linked = 0;

  g_return_val_if_fail (SDM_IS_GAME (self), 0);

  if (self->puzzle.kind != SDM_KIND_SUDOMINOKU)
    return 0;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (self->pos.grid.partner[c] != SDM_NO_CELL && self->pos.grid.partner[c] > c)
      linked++;
  return linked >= SDM_N_DOMINOES ? 0 : SDM_N_DOMINOES - linked;
}

GStrv
sdm_game_dup_moves (SdmGame *self)
{
  GStrv moves;

  g_return_val_if_fail (SDM_IS_GAME (self), NULL);

  moves = g_new0 (char *, self->n_done + 1);
  for (guint i = 0; i < self->n_done; i++)
    moves[i] = sdm_move_to_string (&step_at (self, i)->move);
  return moves;
}

guint
sdm_game_get_n_moves (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), 0);
  return self->n_done;
}

gboolean
sdm_game_get_base (SdmGame *self, SdmGrid *grid, guint16 pencil[SDM_N_CELLS])
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);

  if (grid != NULL)
    *grid = self->base.grid;
  if (pencil != NULL)
    memcpy (pencil, self->base.pencil, sizeof self->base.pencil);
  return !position_equal (&self->base, &self->start);
}

void
sdm_game_set_base (SdmGame *self, const SdmGrid *grid, const guint16 pencil[SDM_N_CELLS])
{
  Position base;

  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (grid != NULL && pencil != NULL);
  g_return_if_fail (self->steps->len == 0);

  base.grid = *grid;
  memcpy (base.pencil, pencil, sizeof base.pencil);
  self->base = base;
  sdm_game_set_position (self, &base);
}

gboolean
sdm_game_get_played (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->n_done > 0 || !position_equal (&self->base, &self->start);
}

guint64
sdm_game_get_n_played (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), 0);
  return self->n_played;
}
