/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-hint.c: hints: computing one from the player's position, the compound move that
 * applies it, and its GTask. The sentences that explain them are in sdm-sentences.c. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-hint.h"
#include "sdm-game-private.h"
#include "sdm-move.h"
#include "sdm-rules.h"
#include "sdm-solver.h"
#include "sdm-sudominoku.h"
#include "sdm-task.h"

/* ---------------------------------------------------------------------------------- */
/* Computing a hint */

/* Whether every link of @position can be part of a layout of @solution: they become
 * extra clue dominoes (with the solution's digits) and a layout must still exist. That
 * layout goes to @layout (may be NULL). */
static gboolean
links_fit (const SdmPuzzle *puzzle, const SdmGrid *solution, const guint8 *partner, int only,
           guint8 *layout)
{
  SdmPuzzle with = *puzzle;
  guint64 used = 0;

  for (int i = 0; i < puzzle->n_clues; i++)
    used |= G_GUINT64_CONSTANT (1) << sdm_domino_index (puzzle->clues[i].digits[0], puzzle->clues[i].digits[1]);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int o = partner[c], p;
      gboolean clue = FALSE;

      if (o == SDM_NO_CELL || o < c || (only >= 0 && c != only))
        continue;
      for (int i = 0; i < puzzle->n_clues; i++)
        if ((puzzle->clues[i].cells[0] == c && puzzle->clues[i].cells[1] == o)
            || (puzzle->clues[i].cells[0] == o && puzzle->clues[i].cells[1] == c))
          clue = TRUE;
      if (clue)
        continue;
      p = sdm_domino_index (solution->values[c], solution->values[o]);
      if (p < 0 || (used & (G_GUINT64_CONSTANT (1) << p)) || sdm_puzzle_cell_is_isolated (puzzle, c)
          || sdm_puzzle_cell_is_isolated (puzzle, o))
        return FALSE;
      used |= G_GUINT64_CONSTANT (1) << p;
      with.clues[with.n_clues].cells[0] = c;
      with.clues[with.n_clues].cells[1] = o;
      with.clues[with.n_clues].digits[0] = solution->values[c];
      with.clues[with.n_clues].digits[1] = solution->values[o];
      with.givens[c] = solution->values[c];
      with.givens[o] = solution->values[o];
      with.n_clues++;
    }
  return sdm_sudominoku_find_layout (&with, solution->values, layout);
}

/* The dominoes not linked yet in @partner (0 for a Sudoku). */
static guint
dominoes_left (const SdmPuzzle *puzzle, const guint8 *partner)
{
  guint linked = 0;

  if (puzzle->kind != SDM_KIND_SUDOMINOKU)
    return 0;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (partner[c] != SDM_NO_CELL && partner[c] > c)
      linked++;
  return linked >= SDM_N_DOMINOES ? 0 : SDM_N_DOMINOES - linked;
}

/* A step the player would not see: no digit, no elimination, and no link that is not
 * there already (a pair now known to lie on a domino already linked). */
static gboolean
step_is_silent (const SdmLogic *logic, const SdmStep *step)
{
  if (step->n_placed || step->n_eliminated)
    return FALSE;
  return step->link[0] == SDM_NO_CELL || logic->partner[step->link[0]] == step->link[1];
}

gboolean
sdm_hint_compute (const SdmPuzzle *puzzle,
                  const SdmGrid   *position,
                  const guint16   *pencil,
                  const gint      *cancel,
                  SdmHint         *hint)
{
  return sdm_hint_compute_within (puzzle, position, pencil, cancel, 0, 0, hint) == 0;
}

int
sdm_hint_compute_within (const SdmPuzzle *puzzle,
                         const SdmGrid   *position,
                         const guint16   *pencil,
                         const gint      *cancel,
                         guint64          max_nodes,
                         gint64           deadline,
                         SdmHint         *hint)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2, .cancel = cancel,
                              .max_nodes = max_nodes, .deadline = deadline };
  SdmGrid solutions[2];
  SdmGrid start;
  SdmLogic logic;
  int n;

  memset (hint, 0, sizeof *hint);
  hint->solution_cell = -1;
  hint->solution_partner = -1;
  if (position == NULL)
    {
      sdm_puzzle_to_grid (puzzle, &start);
      position = &start;
    }
  if (pencil)
    memcpy (hint->pencil, pencil, sizeof hint->pencil);

  n = sdm_solve (puzzle, &options, solutions);
  if (n < 0)
    return n;   /* cancelled or out of budget: no hint, rather than one from a guess */
  if (n == 0)
    {
      hint->kind = SDM_HINT_NO_SOLUTION;
      return 0;
    }
  if (n > 1)
    {
      hint->kind = SDM_HINT_NOT_UNIQUE;
      return 0;
    }

  /* Mistakes first, one kind at a time, the one the sentence names (sdm-sentences.c:
   * describe_mistakes): digits that are not the solution's, else links that no layout of
   * the solution has, else pencil marks without the solution's digit. What the board
   * marks, the sentence says and Apply mends then agree (a cell marked beside a wrong
   * digit for its pencil marks went unexplained); the next hint takes the rest. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (!puzzle->givens[c] && position->values[c] && position->values[c] != solutions[0].values[c])
      {
        hint->wrong_digits[c] = TRUE;
        hint->n_wrong_digits++;
      }
  if (!hint->n_wrong_digits && puzzle->kind == SDM_KIND_SUDOMINOKU
      && !links_fit (puzzle, &solutions[0], position->partner, -1, NULL))
    for (int c = 0; c < SDM_N_CELLS; c++)
      if (position->partner[c] != SDM_NO_CELL && position->partner[c] > c
          && !links_fit (puzzle, &solutions[0], position->partner, c, NULL))
        {
          hint->wrong_links[c] = TRUE;
          hint->n_wrong_links++;
        }
  if (!hint->n_wrong_digits && !hint->n_wrong_links && pencil)
    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        int s = solutions[0].values[c];

        if (!puzzle->givens[c] && !position->values[c] && (pencil[c] & 0x1ff) && !(pencil[c] & (1u << (s - 1))))
          {
            hint->wrong_pencil[c] = (guint8) s;
            hint->n_wrong_pencil++;
          }
      }
  if (hint->n_wrong_digits || hint->n_wrong_pencil || hint->n_wrong_links)
    {
      hint->kind = SDM_HINT_MISTAKE;
      return 0;
    }

  sdm_logic_init (&logic, puzzle, position, pencil);
  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        int o = position->partner[c];

        if (o != SDM_NO_CELL && o > c && logic.partner[c] != o)
          sdm_logic_link (&logic, c, o, -1);
      }
  /* Solved: every digit in and, for Sudominoku, every domino too (the logic's links are
   * the clues' and the player's). With the digits all in and dominoes left to link, the
   * domino techniques below teach the next one. */
  if (sdm_logic_is_solved (&logic) && dominoes_left (puzzle, logic.partner) == 0)
    {
      hint->kind = SDM_HINT_SOLVED;
      return 0;
    }
  for (int i = 0; i < 2 * SDM_N_DOMINOES; i++)
    {
      memcpy (hint->cands, logic.cands, sizeof hint->cands);
      if (!sdm_logic_find_easiest (&logic, SDM_N_TECHNIQUES - 1, &hint->step))
        break;
      if (!step_is_silent (&logic, &hint->step))
        {
          sdm_logic_explain (&logic, &hint->step);
          hint->kind = SDM_HINT_STEP;
          return 0;
        }
      sdm_logic_apply (&logic, &hint->step);
    }

  /* No technique applies: offer the solution's digit in the empty cell with the fewest
   * candidates; with every digit in, a domino of the solution's layout. */
  hint->kind = SDM_HINT_GUESS;
  for (int c = 0, best = 10; c < SDM_N_CELLS; c++)
    if (!logic.values[c] && __builtin_popcount (logic.cands[c]) < best)
      {
        best = __builtin_popcount (logic.cands[c]);
        hint->solution_cell = c;
        hint->solution_digit = solutions[0].values[c];
      }
  if (hint->solution_cell < 0 && puzzle->kind == SDM_KIND_SUDOMINOKU)
    {
      guint8 layout[SDM_N_CELLS];

      if (links_fit (puzzle, &solutions[0], position->partner, -1, layout))
        for (int c = 0; c < SDM_N_CELLS; c++)
          if (position->partner[c] == SDM_NO_CELL && layout[c] != SDM_NO_CELL)
            {
              hint->solution_cell = c;
              hint->solution_digit = solutions[0].values[c];
              hint->solution_partner = layout[c];
              break;
            }
    }
  return 0;
}

/* ---------------------------------------------------------------------------------- */
/* Moves */

static void
add_part (SdmMove *group, SdmMoveType type, int cell)
{
  SdmMove part = { .type = type, .cell = (guint8) cell };

  sdm_move_group_add (group, &part);
}

static void
add_value (SdmMove *group, int cell, int digit)
{
  SdmMove part = { .type = SDM_MOVE_VALUE, .cell = (guint8) cell, .digit = (guint8) digit };

  sdm_move_group_add (group, &part);
}

static void
add_link (SdmMove *group, int a, int b)
{
  SdmMove part = { .type = SDM_MOVE_LINK, .cell = (guint8) MIN (a, b) };

  part.direction = ABS (a - b) == 1 ? SDM_DIRECTION_RIGHT : SDM_DIRECTION_DOWN;
  sdm_move_group_add (group, &part);
}

static void
add_pencil (SdmMove *group, int cell, int digit, gboolean add)
{
  SdmMove part = { .type = SDM_MOVE_PENCIL, .cell = (guint8) cell, .digit = (guint8) digit,
                   .add = add };

  sdm_move_group_add (group, &part);
}

/* The compound move that applies @hint (level 3), as sdm_hint_dup_moves() describes it.
 * Clear @move with sdm_move_clear(). */
static void
sdm_hint_build_move (const SdmHint *hint, SdmMove *move)
{
  g_return_if_fail (hint != NULL && move != NULL);

  switch (hint->kind)
    {
    case SDM_HINT_MISTAKE:
      sdm_move_init_group (move, SDM_MOVE_LABEL_HINT_MISTAKES, 0);
      for (int c = 0; c < SDM_N_CELLS; c++)
        {
          if (hint->wrong_digits[c])
            add_value (move, c, 0);
          if (hint->wrong_links[c])
            add_part (move, SDM_MOVE_UNLINK, c);
          /* The digit the marks leave out goes back in. */
          if (hint->wrong_pencil[c])
            add_pencil (move, c, hint->wrong_pencil[c], TRUE);
        }
      break;
    case SDM_HINT_GUESS:
      sdm_move_init_group (move, SDM_MOVE_LABEL_HINT_GUESS, 0);
      if (hint->solution_partner >= 0)
        add_link (move, hint->solution_cell, hint->solution_partner);
      else if (hint->solution_cell >= 0)
        add_value (move, hint->solution_cell, hint->solution_digit);
      break;
    case SDM_HINT_STEP:
      {
        const SdmStep *step = &hint->step;

        sdm_move_init_group (move, SDM_MOVE_LABEL_HINT, step->technique);
        if (step->link[0] != SDM_NO_CELL)
          add_link (move, step->link[0], step->link[1]);
        for (int c = 0; c < SDM_N_CELLS; c++)
          {
            if (step->eliminate[c] && !(hint->pencil[c] & 0x1ff))
              {
                /* No pencil marks here yet: pencil what is left, so it shows. */
                SdmMove part = { .type = SDM_MOVE_MARKS, .cell = (guint8) c };

                part.marks = hint->cands[c] & ~step->eliminate[c] & 0x1ff;
                sdm_move_group_add (move, &part);
              }
            else
              for (int d = 1; d <= 9; d++)
                if (step->eliminate[c] & hint->pencil[c] & (1u << (d - 1)))
                  add_pencil (move, c, d, FALSE);
            if (step->place[c])
              add_value (move, c, step->place[c]);
          }
      }
      break;
    case SDM_HINT_SOLVED:
    case SDM_HINT_NOT_UNIQUE:
    case SDM_HINT_NO_SOLUTION:
    default:
      /* Nothing to do: an empty group, which changes nothing. */
      sdm_move_init_group (move, SDM_MOVE_LABEL_HINT_GUESS, 0);
      break;
    }
}

GStrv
sdm_hint_dup_moves (const SdmHint *hint)
{
  GStrv moves;
  SdmMove move;

  sdm_hint_build_move (hint, &move);
  moves = g_new0 (char *, move.n_parts + 1);
  for (guint i = 0; i < move.n_parts; i++)
    moves[i] = sdm_move_to_string (&move.parts[i]);
  sdm_move_clear (&move);
  return moves;
}

gboolean
sdm_game_apply_hint (SdmGame *game, const SdmHint *hint, GError **error)
{
  SdmMove move;
  gboolean ok;

  g_return_val_if_fail (SDM_IS_GAME (game), FALSE);
  g_return_val_if_fail (hint != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sdm_hint_build_move (hint, &move);
  ok = sdm_game_play_group (game, &move, error);
  sdm_move_clear (&move);
  return ok;
}

/* ---------------------------------------------------------------------------------- */
/* Background work */

/* The input of a request, copied (sdm-task.c runs it). */
typedef struct {
  SdmPuzzle          puzzle;
  SdmGrid            position;
  gboolean           has_position;
  guint16            pencil[SDM_N_CELLS];
  gboolean           has_pencil;
} TaskData;

static GTask *
task_new (GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data,
          gpointer source_tag, const char *name, TaskData **out)
{
  *out = g_new0 (TaskData, 1);
  return sdm_task_new (NULL, cancellable, NULL, source_tag, name, *out, g_free,
                       callback, user_data);
}

static void
hint_thread (GTask *task, gpointer data, const gint *cancel)
{
  TaskData *td = data;
  g_autofree SdmHint *hint = g_new0 (SdmHint, 1);

  int n = sdm_hint_compute_within (&td->puzzle, td->has_position ? &td->position : NULL,
                                   td->has_pencil ? td->pencil : NULL, cancel,
                                   sdm_game_tasks_get_node_budget (), 0, hint);

  if (n == SDM_SOLVE_OUT_OF_BUDGET)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, "%s",
                             _("The solver could not decide this puzzle in the time it is allowed"));
  else if (n < 0)
    sdm_task_return_cancelled (task);
  else
    g_task_return_pointer (task, g_steal_pointer (&hint), g_free);
}

void
sdm_hint_async (const SdmPuzzle     *puzzle,
                const SdmGrid       *position,
                const guint16       *pencil,
                GCancellable        *cancellable,
                GAsyncReadyCallback  callback,
                gpointer             user_data)
{
  TaskData *td;
  g_autoptr(GTask) task = task_new (cancellable, callback, user_data, sdm_hint_async,
                                    "[sudominoku] hint", &td);

  td->puzzle = *puzzle;
  if (position)
    {
      td->position = *position;
      td->has_position = TRUE;
    }
  if (pencil)
    {
      memcpy (td->pencil, pencil, sizeof td->pencil);
      td->has_pencil = TRUE;
    }
  sdm_task_run_in_thread (task, hint_thread);
}

SdmHint *
sdm_hint_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sdm_hint_async, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
