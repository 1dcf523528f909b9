/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-private.h: what the parts of SdmGame (sdm-game.c, sdm-game-tasks.c,
 * sdm-game-save.c) and the tests share. */
#pragma once

#include "sdm-game.h"

G_BEGIN_DECLS

/* The game's background requests: one cancellable per kind, replaced by each new one. */
typedef struct {
  GCancellable *solve;
  GCancellable *count;
  GCancellable *check;
  GCancellable *uniqueness;
} SdmGameTasks;

/* A game without the background uniqueness count (replays, tests). */
SdmGame *sdm_game_new_quiet             (const SdmPuzzle *puzzle);
/* sdm_game_new_from_serialized(), with or without that count (the fuzzer goes without). */
SdmGame *sdm_game_new_from_serialized_full (const char *data, gboolean count, GError **error);
void     sdm_game_set_elapsed           (SdmGame *self, gint64 seconds);
/* Play compound move @group (sdm-move.h) built by core: its parts that change nothing
 * are left out of the recorded move, and with the game's "auto-clean-pencil" a digit a
 * part places cleans its peers' marks (the part records "clean"). */
struct _SdmMove;
gboolean sdm_game_play_group            (SdmGame *self, const struct _SdmMove *group,
                                         GError **error);
void     sdm_game_set_uniqueness        (SdmGame *self, SdmUniqueness uniqueness,
                                         const SdmGrid *solution);
/* The position the kept history starts from (where undo stops), and whether it differs
 * from the puzzle's starting position (older steps were dropped: SDM_GAME_UNDO_LIMIT). */
gboolean sdm_game_get_base              (SdmGame *self, SdmGrid *grid,
                                         guint16 pencil[SDM_N_CELLS]);
/* Start the history of a game that has none from this position (a saved game's base);
 * the caller checked it is one play can reach (givens kept, links between free cells). */
void     sdm_game_set_base              (SdmGame *self, const SdmGrid *grid,
                                         const guint16 pencil[SDM_N_CELLS]);
/* Steps recorded since the game was made, the dropped ones included: a move that changes
 * the position adds one, whatever the history keeps. */
guint64  sdm_game_get_n_played          (SdmGame *self);
void     sdm_game_snapshot              (SdmGame *self, SdmPuzzle *puzzle, SdmGrid *grid);
SdmGameTasks *sdm_game_get_tasks        (SdmGame *self);

/* sdm-game-tasks.c */
void     sdm_game_tasks_start_uniqueness  (SdmGame *self);
void     sdm_game_tasks_cancel_uniqueness (SdmGame *self);
void     sdm_game_tasks_position_changed  (SdmGame *self);
void     sdm_game_tasks_clear             (SdmGame *self);
/* The node budget of every solver run in the background (for tests; 0 restores the
 * default). */
void     sdm_game_tasks_set_node_budget   (guint64 max_nodes);
guint64  sdm_game_tasks_get_node_budget   (void);
/* Worker threads of any game still inside the solver. */
guint    sdm_game_tasks_get_n_running     (void);

G_END_DECLS
