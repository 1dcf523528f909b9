/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game.c: the game model: a puzzle, the player's position, and the moves between.
 *
 * The position (digits, links, pencil marks) is never changed in place by a move: a move
 * computes the next position, which is kept in the move list beside the move, so undo and
 * redo only pick a position and the derived state (clashes, mistakes, dominoes, solved)
 * is recomputed from it. The history is bounded (SDM_GAME_UNDO_LIMIT): the oldest steps
 * are dropped, and undo stops at the position the kept ones start from (the base). A
 * saved game is the puzzle, the base and the kept moves' texts; loading replays them.
 *
 * This file: the object, its properties and signals, the derived state and time. The
 * moves (computing the next position, playing, undo and redo, the public move
 * functions) are in sdm-game-moves.c, over the struct in sdm-game-internal.h.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-game.h"
#include "sdm-game-private.h"
#include "sdm-game-internal.h"
#include "sdm-domino-private.h"
#include "sdm-move.h"
#include "sdm-rules.h"
#include "sdm-layouts.h"

enum {
  PROP_0,
  PROP_KIND,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_SOLVED,
  PROP_N_MISTAKES,
  PROP_ELAPSED,
  PROP_UNIQUENESS,
  PROP_AUTO_CLEAN_PENCIL,
  PROP_ASSISTED,
  PROP_GUIDED,
  PROP_NAME,
  N_PROPS
};

enum {
  CHANGED,
  POSITION_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmGame, sdm_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (sdm-game-error-quark, sdm_game_error)

static void
position_from_puzzle (const SdmPuzzle *puzzle, Position *pos)
{
  sdm_puzzle_to_grid (puzzle, &pos->grid);
  memset (pos->pencil, 0, sizeof pos->pencil);
}

/* Every rule clash of @grid, and the cells they involve: for a domino clash both halves of
 * each domino named. */
static void
compute_clashes (const SdmPuzzle *puzzle, const SdmGrid *grid, GArray *list, CellSet *out)
{
  g_array_set_size (list, 0);
  sdm_rules_find_clashes (puzzle, grid, list);

  memset (out, 0, sizeof *out);
  for (guint i = 0; i < list->len; i++)
    {
      const SdmClash *clash = &g_array_index (list, SdmClash, i);
      gboolean domino = clash->kind != SDM_CLASH_DIGIT_TWICE &&
                        clash->kind != SDM_CLASH_GIVEN_CHANGED;

      for (int k = 0; k < clash->n_cells; k++)
        {
          int c = clash->cells[k];

          if (c >= SDM_N_CELLS)
            continue;
          cellset_add (out, c);
          if (domino && grid->partner[c] != SDM_NO_CELL)
            cellset_add (out, grid->partner[c]);
        }
    }
}

static void
step_clear (gpointer data)
{
  sdm_move_clear (&((Step *) data)->move);
}

/* Solved: every cell filled and no clash (sdm-rules) and, for Sudominoku, the player's
 * own layout complete: every non-isolated cell linked. With no pair twice and no double,
 * 36 dominoes over 72 cells use each pair once. */
static gboolean
compute_solved (SdmGame *self)
{
  const SdmGrid *grid = &self->pos.grid;

  if (self->clashes.w[0] != 0 || self->clashes.w[1] != 0)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (grid->values[c] == 0)
        return FALSE;
      if (self->puzzle.kind == SDM_KIND_SUDOMINOKU && grid->partner[c] == SDM_NO_CELL &&
          !sdm_puzzle_cell_is_isolated (&self->puzzle, c))
        return FALSE;
    }
  return TRUE;
}

static void
update_dominoes (SdmGame *self)
{
  const SdmGrid *grid = &self->pos.grid;
  int first[SDM_N_DOMINOES];
  gboolean conflict[SDM_N_DOMINOES] = { FALSE };
  guint8 uses[SDM_N_DOMINOES] = { 0 };
  gboolean clue[SDM_N_DOMINOES] = { FALSE };
  int clue_cell[SDM_N_DOMINOES];

  for (int i = 0; i < SDM_N_DOMINOES; i++)
    first[i] = clue_cell[i] = -1;

  if (self->puzzle.kind == SDM_KIND_SUDOMINOKU)
    {
      for (int i = 0; i < self->puzzle.n_clues; i++)
        {
          const SdmDominoClue *k = &self->puzzle.clues[i];
          int index = sdm_domino_index (k->digits[0], k->digits[1]);

          if (index < 0)
            continue;
          clue[index] = TRUE;
          clue_cell[index] = MIN (k->cells[0], k->cells[1]);
        }

      for (int c = 0; c < SDM_N_CELLS; c++)
        {
          int p = grid->partner[c];
          int index;

          if (p == SDM_NO_CELL || p < c)
            continue;
          index = sdm_domino_index (grid->values[c], grid->values[p]);
          if (index < 0)
            continue;
          uses[index]++;
          if (first[index] < 0 || c == clue_cell[index])
            first[index] = c;
          if (cellset_has (&self->clashes, c) || cellset_has (&self->clashes, p))
            conflict[index] = TRUE;
        }
    }

  for (int i = 0; i < SDM_N_DOMINOES; i++)
    {
      int c = first[i];

      sdm_domino_update (self->domino[i], c >= 0, c,
                         c >= 0 && grid->partner[c] == c + 1 ? SDM_DIRECTION_RIGHT
                                                             : SDM_DIRECTION_DOWN,
                         clue[i], conflict[i] || uses[i] > 1);
    }
}

static void
compute_mistakes (SdmGame *self, CellSet *mistakes, guint *n_mistakes)
{
  memset (mistakes, 0, sizeof *mistakes);
  *n_mistakes = 0;
  if (!self->has_solution)
    return;
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      guint v = self->pos.grid.values[c];

      if (v != 0 && !is_given (self, c) && v != self->solution.values[c])
        {
          cellset_add (mistakes, c);
          (*n_mistakes)++;
        }
    }
}

/* The player's dominoes that no layout of the unique solution holds (sdm-layouts.h: a
 * layout search on fixed digits for each link the solution's own layout lacks, a few
 * microseconds each). */
static void
compute_wrong_dominoes (SdmGame *self, CellSet *wrong)
{
  gboolean cells[SDM_N_CELLS];

  memset (wrong, 0, sizeof *wrong);
  if (!self->has_solution || self->puzzle.kind != SDM_KIND_SUDOMINOKU)
    return;
  if (sdm_layouts_find_wrong_links (&self->puzzle, &self->solution, &self->pos.grid, cells) == 0)
    return;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (cells[c])
      cellset_add (wrong, c);
}

static void
stop_ticking (SdmGame *self)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
}

/* Recompute everything derived from the position; tell listeners what changed.
 * @changed holds the cells whose digit, marks or link the caller changed. */
static void
refresh (SdmGame *self, CellSet changed)
{
  CellSet clashes, mistakes, wrong_dominoes;
  guint n_mistakes;
  gboolean solved, can_undo, can_redo;
  gboolean notify_mistakes, notify_solved;

  compute_clashes (&self->puzzle, &self->pos.grid, self->clash_list, &clashes);
  compute_mistakes (self, &mistakes, &n_mistakes);
  compute_wrong_dominoes (self, &wrong_dominoes);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (cellset_has (&self->found_mistakes, c) && !cellset_has (&mistakes, c))
        {
          cellset_add (&mistakes, c);
          n_mistakes++;
        }
      if (cellset_has (&self->found_wrong_dominoes, c))
        cellset_add (&wrong_dominoes, c);
    }
  for (int i = 0; i < 2; i++)
    changed.w[i] |= (clashes.w[i] ^ self->clashes.w[i]) | (mistakes.w[i] ^ self->mistakes.w[i])
                    | (wrong_dominoes.w[i] ^ self->wrong_dominoes.w[i]);
  self->clashes = clashes;
  self->mistakes = mistakes;
  self->wrong_dominoes = wrong_dominoes;
  notify_mistakes = n_mistakes != self->n_mistakes;
  self->n_mistakes = n_mistakes;

  solved = compute_solved (self);
  notify_solved = solved != self->solved;
  self->solved = solved;
  if (solved)
    sdm_game_set_running (self, FALSE);

  update_dominoes (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (notify_solved)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
  if (notify_mistakes)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MISTAKES]);
  can_undo = sdm_game_get_can_undo (self);
  can_redo = sdm_game_get_can_redo (self);
  if (can_undo != self->notified_can_undo)
    {
      self->notified_can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->notified_can_redo)
    {
      self->notified_can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (changed.w[0] != 0 || changed.w[1] != 0)
    g_signal_emit (self, signals[CHANGED], 0, changed.w[0], changed.w[1]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Make @next the current position. */
void
sdm_game_set_position (SdmGame *self, const Position *next)
{
  CellSet changed = { { 0, 0 } };

  for (int c = 0; c < SDM_N_CELLS; c++)
    if (self->pos.grid.values[c] != next->grid.values[c] ||
        self->pos.grid.partner[c] != next->grid.partner[c] ||
        self->pos.pencil[c] != next->pencil[c])
      cellset_add (&changed, c);

  self->pos = *next;
  /* What a search found was about the position before. */
  memset (&self->found_mistakes, 0, sizeof self->found_mistakes);
  memset (&self->found_wrong_dominoes, 0, sizeof self->found_wrong_dominoes);
  sdm_game_tasks_position_changed (self);
  refresh (self, changed);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
}

static void
sdm_game_dispose (GObject *object)
{
  SdmGame *self = SDM_GAME (object);

  stop_ticking (self);
  sdm_game_tasks_clear (self);

  G_OBJECT_CLASS (sdm_game_parent_class)->dispose (object);
}

static void
sdm_game_finalize (GObject *object)
{
  SdmGame *self = SDM_GAME (object);

  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->clash_list, g_array_unref);
  g_clear_object (&self->dominoes);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (sdm_game_parent_class)->finalize (object);
}

static void
sdm_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  SdmGame *self = SDM_GAME (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, self->puzzle.kind);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sdm_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, sdm_game_get_can_redo (self));
      break;
    case PROP_SOLVED:
      g_value_set_boolean (value, self->solved);
      break;
    case PROP_N_MISTAKES:
      g_value_set_uint (value, self->n_mistakes);
      break;
    case PROP_ELAPSED:
      g_value_set_int64 (value, sdm_game_get_elapsed (self));
      break;
    case PROP_UNIQUENESS:
      g_value_set_enum (value, self->uniqueness);
      break;
    case PROP_AUTO_CLEAN_PENCIL:
      g_value_set_boolean (value, self->auto_clean);
      break;
    case PROP_ASSISTED:
      g_value_set_boolean (value, self->assisted);
      break;
    case PROP_GUIDED:
      g_value_set_boolean (value, self->guided);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  SdmGame *self = SDM_GAME (object);

  switch (prop_id)
    {
    case PROP_AUTO_CLEAN_PENCIL:
      sdm_game_set_auto_clean_pencil (self, g_value_get_boolean (value));
      break;
    case PROP_NAME:
      sdm_game_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_class_init (SdmGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = sdm_game_dispose;
  object_class->finalize = sdm_game_finalize;
  object_class->get_property = sdm_game_get_property;
  object_class->set_property = sdm_game_set_property;

  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, SDM_TYPE_KIND,
                                             SDM_KIND_SUDOKU, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_SOLVED] = g_param_spec_boolean ("solved", NULL, NULL, FALSE, ro);
  properties[PROP_N_MISTAKES] = g_param_spec_uint ("n-mistakes", NULL, NULL,
                                                   0, SDM_N_CELLS, 0, ro);
  properties[PROP_ELAPSED] = g_param_spec_int64 ("elapsed", NULL, NULL,
                                                 0, G_MAXINT64, 0, ro);
  properties[PROP_UNIQUENESS] = g_param_spec_enum ("uniqueness", NULL, NULL,
                                                   SDM_TYPE_UNIQUENESS,
                                                   SDM_UNIQUENESS_UNKNOWN, ro);
  properties[PROP_AUTO_CLEAN_PENCIL] =
    g_param_spec_boolean ("auto-clean-pencil", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ASSISTED] = g_param_spec_boolean ("assisted", NULL, NULL, FALSE, ro);
  properties[PROP_GUIDED] = g_param_spec_boolean ("guided", NULL, NULL, FALSE, ro);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SdmGame::changed:
   * @low: cells 0..63 that changed, bit i for cell i
   * @high: cells 64..80, bit i for cell 64 + i
   *
   * These cells look different: their digit, pencil marks, link, clash or mistake state
   * changed, through a move or through derived state alone (the solution became known).
   * For redrawing; what is saved changes only with SdmGame::position-changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 2, G_TYPE_UINT64, G_TYPE_UINT64);
  /**
   * SdmGame::position-changed:
   *
   * The position moved: a move, an undo, a redo or a restart (after SdmGame::changed and
   * the property notifications). What autosave, the undo buttons and a shown hint follow.
   */
  signals[POSITION_CHANGED] = g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);
}

static void
sdm_game_init (SdmGame *self)
{
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  g_array_set_clear_func (self->steps, step_clear);
  self->clash_list = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  self->auto_clean = TRUE;
  self->difficulty = -1;
  self->dominoes = g_list_store_new (SDM_TYPE_DOMINO);
  for (guint i = 0; i < SDM_N_DOMINOES; i++)
    {
      g_autoptr(SdmDomino) domino = sdm_domino_new (i);

      g_list_store_append (self->dominoes, domino);
      self->domino[i] = domino;
    }
  sdm_puzzle_init (&self->puzzle, SDM_KIND_SUDOKU);
  position_from_puzzle (&self->puzzle, &self->start);
  self->base = self->pos = self->start;
}

/* A game on @puzzle without the background uniqueness count. */
SdmGame *
sdm_game_new_quiet (const SdmPuzzle *puzzle)
{
  SdmGame *self;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (puzzle->kind == SDM_KIND_SUDOKU ||
                        puzzle->kind == SDM_KIND_SUDOMINOKU, NULL);

  self = g_object_new (SDM_TYPE_GAME, NULL);
  self->puzzle = *puzzle;
  position_from_puzzle (puzzle, &self->start);
  self->base = self->pos = self->start;
  memset (&self->clashes, 0, sizeof self->clashes);
  refresh (self, (CellSet) { { 0, 0 } });
  return self;
}

SdmGame *
sdm_game_new (const SdmPuzzle *puzzle)
{
  SdmGame *self = sdm_game_new_quiet (puzzle);

  if (self != NULL)
    sdm_game_tasks_start_uniqueness (self);
  return self;
}

const SdmPuzzle *
sdm_game_get_puzzle (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  return &self->puzzle;
}

SdmKind
sdm_game_get_kind (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), SDM_KIND_SUDOKU);
  return self->puzzle.kind;
}

const SdmGrid *
sdm_game_get_grid (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  return &self->pos.grid;
}

guint
sdm_game_get_value (SdmGame *self, int cell)
{
  g_return_val_if_fail (SDM_IS_GAME (self), 0);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, 0);
  return self->pos.grid.values[cell];
}

guint
sdm_game_get_pencil (SdmGame *self, int cell)
{
  g_return_val_if_fail (SDM_IS_GAME (self), 0);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, 0);
  return self->pos.pencil[cell];
}

int
sdm_game_get_partner (SdmGame *self, int cell)
{
  g_return_val_if_fail (SDM_IS_GAME (self), -1);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, -1);
  return self->pos.grid.partner[cell] == SDM_NO_CELL ? -1 : self->pos.grid.partner[cell];
}

gboolean
sdm_game_is_given (SdmGame *self, int cell)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, FALSE);
  return is_given (self, cell);
}

gboolean
sdm_game_is_in_conflict (SdmGame *self, int cell)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, FALSE);
  return cellset_has (&self->clashes, cell);
}

gboolean
sdm_game_is_mistake (SdmGame *self, int cell)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, FALSE);
  return cellset_has (&self->mistakes, cell);
}

gboolean
sdm_game_is_wrong_domino (SdmGame *self, int cell)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, FALSE);
  return cellset_has (&self->wrong_dominoes, cell);
}

void
sdm_game_get_clashes (SdmGame *self, guint64 *low, guint64 *high)
{
  g_return_if_fail (SDM_IS_GAME (self));
  if (low)
    *low = self->clashes.w[0];
  if (high)
    *high = self->clashes.w[1];
}

const SdmClash *
sdm_game_get_clash_list (SdmGame *self, guint *n_clashes)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  g_return_val_if_fail (n_clashes != NULL, NULL);

  *n_clashes = self->clash_list->len;
  return (const SdmClash *) (gpointer) self->clash_list->data;
}

/* Whether the last move played is the solution (Solve), which can be taken back. */
static gboolean
last_is_solution (SdmGame *self)
{
  const SdmMove *last;

  if (self->n_done == 0)
    return FALSE;
  last = &step_at (self, self->n_done - 1)->move;
  return last->type == SDM_MOVE_GROUP && last->label == SDM_MOVE_LABEL_SOLUTION;
}

/* A puzzle the player finished stays finished; the solution Solve showed can be undone. */
gboolean
sdm_game_get_can_undo (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->n_done > 0 && (!self->solved || last_is_solution (self));
}

gboolean
sdm_game_get_can_redo (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->n_done < n_kept (self) && !self->solved;
}

gboolean
sdm_game_get_solved (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->solved;
}

guint
sdm_game_get_n_mistakes (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), 0);
  return self->n_mistakes;
}

SdmUniqueness
sdm_game_get_uniqueness (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), SDM_UNIQUENESS_UNKNOWN);
  return self->uniqueness;
}

gboolean
sdm_game_get_auto_clean_pencil (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->auto_clean;
}

void
sdm_game_set_auto_clean_pencil (SdmGame *self, gboolean auto_clean)
{
  g_return_if_fail (SDM_IS_GAME (self));

  auto_clean = !!auto_clean;
  if (self->auto_clean == auto_clean)
    return;
  self->auto_clean = auto_clean;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_CLEAN_PENCIL]);
}

gboolean
sdm_game_get_assisted (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->assisted;
}

void
sdm_game_set_difficulty (SdmGame       *self,
                         SdmDifficulty  difficulty)
{
  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail ((guint) difficulty < SDM_N_DIFFICULTIES);

  self->difficulty = difficulty;
}

gboolean
sdm_game_get_difficulty (SdmGame       *self,
                         SdmDifficulty *difficulty)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);

  if (self->difficulty < 0)
    return FALSE;
  if (difficulty != NULL)
    *difficulty = (SdmDifficulty) self->difficulty;
  return TRUE;
}

void
sdm_game_mark_assisted (SdmGame *self)
{
  g_return_if_fail (SDM_IS_GAME (self));

  if (self->assisted)
    return;
  self->assisted = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASSISTED]);
}

void
sdm_game_show_found_mistakes (SdmGame        *self,
                              const gboolean  wrong_digit[SDM_N_CELLS],
                              const gboolean  wrong_domino[SDM_N_CELLS])
{
  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (wrong_digit != NULL && wrong_domino != NULL);

  memset (&self->found_mistakes, 0, sizeof self->found_mistakes);
  memset (&self->found_wrong_dominoes, 0, sizeof self->found_wrong_dominoes);
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (wrong_digit[c] && self->pos.grid.values[c] != 0 && !is_given (self, c))
        cellset_add (&self->found_mistakes, c);
      if (wrong_domino[c] && self->pos.grid.partner[c] != SDM_NO_CELL)
        cellset_add (&self->found_wrong_dominoes, c);
    }
  refresh (self, (CellSet) { { 0, 0 } });
}

gboolean
sdm_game_get_guided (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->guided;
}

void
sdm_game_mark_guided (SdmGame *self)
{
  g_return_if_fail (SDM_IS_GAME (self));

  if (self->guided)
    return;
  self->guided = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GUIDED]);
}

const char *
sdm_game_get_name (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  return self->name;
}

void
sdm_game_set_name (SdmGame    *self,
                   const char *name)
{
  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (name == NULL || g_utf8_validate (name, -1, NULL));

  if (name != NULL && *name == '\0')
    name = NULL;
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const SdmGrid *
sdm_game_get_solution (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  return self->has_solution ? &self->solution : NULL;
}

void
sdm_game_set_uniqueness (SdmGame *self, SdmUniqueness uniqueness, const SdmGrid *solution)
{
  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (uniqueness != SDM_UNIQUENESS_UNIQUE || solution != NULL);

  if (uniqueness == SDM_UNIQUENESS_UNIQUE)
    {
      self->has_solution = TRUE;
      self->solution = *solution;
    }
  else
    self->has_solution = FALSE;

  if (self->uniqueness != uniqueness)
    {
      self->uniqueness = uniqueness;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIQUENESS]);
    }
  refresh (self, (CellSet) { { 0, 0 } });
}

void
sdm_game_set_solution (SdmGame *self, const SdmGrid *solution)
{
  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (solution != NULL);

  sdm_game_tasks_cancel_uniqueness (self);
  sdm_game_set_uniqueness (self, SDM_UNIQUENESS_UNIQUE, solution);
}

/* Time. */

static void schedule_tick (SdmGame *self);

static gboolean
tick_cb (gpointer user_data)
{
  SdmGame *self = user_data;
  gint64 elapsed = sdm_game_get_elapsed (self);

  self->tick_id = 0;
  if (elapsed != self->notified_elapsed)
    {
      self->notified_elapsed = elapsed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED]);
    }
  schedule_tick (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_tick (SdmGame *self)
{
  gint64 us;
  guint ms;

  stop_ticking (self);
  if (self->running_since == 0)
    return;
  /* Wake up just after the next whole second of play. */
  us = self->elapsed_us + (g_get_monotonic_time () - self->running_since);
  ms = (guint) ((G_USEC_PER_SEC - us % G_USEC_PER_SEC) / 1000) + 1;
  self->tick_id = g_timeout_add (ms, tick_cb, self);
  g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->tick_id),
                            "[sudominoku] game clock");
}

gint64
sdm_game_get_elapsed (SdmGame *self)
{
  gint64 us;

  g_return_val_if_fail (SDM_IS_GAME (self), 0);

  us = self->elapsed_us;
  if (self->running_since != 0)
    us += g_get_monotonic_time () - self->running_since;
  return us / G_USEC_PER_SEC;
}

gboolean
sdm_game_get_running (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), FALSE);
  return self->running_since != 0;
}

void
sdm_game_set_running (SdmGame *self, gboolean running)
{
  g_return_if_fail (SDM_IS_GAME (self));

  if (running && self->solved)
    return;
  if (!!running == (self->running_since != 0))
    return;

  if (running)
    self->running_since = g_get_monotonic_time ();
  else
    {
      self->elapsed_us += g_get_monotonic_time () - self->running_since;
      self->running_since = 0;
    }
  schedule_tick (self);
}

void
sdm_game_set_elapsed (SdmGame *self, gint64 seconds)
{
  g_return_if_fail (SDM_IS_GAME (self));
  g_return_if_fail (seconds >= 0);

  self->elapsed_us = seconds * G_USEC_PER_SEC;
  if (self->running_since != 0)
    self->running_since = g_get_monotonic_time ();
  if (self->notified_elapsed != seconds)
    {
      self->notified_elapsed = seconds;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED]);
    }
  schedule_tick (self);
}

GListModel *
sdm_game_get_dominoes (SdmGame *self)
{
  g_return_val_if_fail (SDM_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->dominoes);
}

/* A copy of the puzzle and the current position for background work. */
void
sdm_game_snapshot (SdmGame *self, SdmPuzzle *puzzle, SdmGrid *grid)
{
  g_return_if_fail (SDM_IS_GAME (self));
  if (puzzle)
    *puzzle = self->puzzle;
  if (grid)
    *grid = self->pos.grid;
}

SdmGameTasks *
sdm_game_get_tasks (SdmGame *self)
{
  return &self->tasks;
}
