/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-internal.h: the instance struct of SdmGame and what sdm-game.c and
 * sdm-game-moves.c share; no other file includes it. */
#pragma once

#include <string.h>

#include "sdm-domino.h"
#include "sdm-game.h"
#include "sdm-game-private.h"
#include "sdm-move.h"

G_BEGIN_DECLS

typedef struct {
  SdmGrid grid;
  guint16 pencil[SDM_N_CELLS];
} Position;

typedef struct {
  SdmMove  move;
  Position after;
} Step;

typedef struct {
  guint64 w[2];
} CellSet;

struct _SdmGame
{
  GObject        parent_instance;

  SdmPuzzle      puzzle;
  Position       start;          /* the puzzle's: where restart goes */
  Position       base;           /* where the kept history starts: start until older
                                  * steps were dropped (SDM_GAME_UNDO_LIMIT) */
  Position       pos;
  GArray        *steps;          /* of Step: those before first were dropped (cleared,
                                  * removed from the array now and then), those past
                                  * first + n_done are the redo tail */
  guint          first;
  guint          n_done;
  guint          weight;         /* step_weight() of the kept steps, done and redo */
  guint64        n_played;       /* steps recorded since the game was made */

  /* Derived from pos. */
  CellSet        clashes;
  GArray        *clash_list;     /* of SdmClash */
  CellSet        mistakes;
  CellSet        wrong_dominoes; /* both cells of each link no layout of the solution has */
  /* What Check's search found in a puzzle with several solutions (no solution to compare
   * with): digits and dominoes in none of them, until the position changes. */
  CellSet        found_mistakes;
  CellSet        found_wrong_dominoes;
  gboolean       solved;
  guint          n_mistakes;

  /* Last values told to listeners, to notify only on change. */
  gboolean       notified_can_undo;
  gboolean       notified_can_redo;

  SdmUniqueness  uniqueness;
  gboolean       has_solution;
  SdmGrid        solution;

  gboolean       auto_clean;
  gboolean       assisted;       /* Solve or an applied hint was used */
  gboolean       guided;         /* the guided puzzle (sdm_game_mark_guided) */
  char          *name;           /* sdm_game_set_name(), NULL when unnamed */
  int            difficulty;     /* an SdmDifficulty once graded, -1 before */
  GListStore    *dominoes;
  SdmDomino     *domino[SDM_N_DOMINOES];   /* the store's items, borrowed */

  /* Time: elapsed_us counts play before running_since (0 when paused). */
  gint64         elapsed_us;
  gint64         running_since;
  gint64         notified_elapsed;
  guint          tick_id;

  SdmGameTasks   tasks;
};

static inline void
cellset_add (CellSet *set, int cell)
{
  set->w[cell >> 6] |= G_GUINT64_CONSTANT (1) << (cell & 63);
}

static inline gboolean
cellset_has (const CellSet *set, int cell)
{
  return (set->w[cell >> 6] >> (cell & 63)) & 1;
}

/* Compared with memcmp(): no padding inside. */
G_STATIC_ASSERT (sizeof (Position) == sizeof (SdmGrid) + sizeof (guint16) * SDM_N_CELLS);

static inline gboolean
position_equal (const Position *a, const Position *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

static inline gboolean
is_given (SdmGame *self, int cell)
{
  return self->puzzle.givens[cell] != 0;
}

/* The kept step @i, 0 the oldest (the one after base). */
static inline Step *
step_at (SdmGame *self, guint i)
{
  return &g_array_index (self->steps, Step, self->first + i);
}

static inline guint
n_kept (SdmGame *self)
{
  return self->steps->len - self->first;
}

/* What a step counts against SDM_GAME_UNDO_LIMIT: one single move, or a compound move's
 * parts. What a step costs in the saved game is about proportional to it. */
static inline guint
step_weight (const Step *step)
{
  return step->move.type == SDM_MOVE_GROUP ? MAX (step->move.n_parts, 1) : 1;
}

/* Make @next the current position: derived state, signals (sdm-game.c). */
void sdm_game_set_position (SdmGame *self, const Position *next);

G_END_DECLS
