/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-logic.h: human-style solving steps for both kinds of puzzle.
 *
 * An SdmLogic is a candidate state for a position: the digits placed so far, the
 * candidates (9-bit masks, bit d - 1 = digit d) of every empty cell and, for Sudominoku,
 * the domino links known so far, the domino edges ruled out, and which of the 36 pairs
 * are already placed somewhere.
 *
 * Every technique is one function `sdm_logic_find_*()`: it looks for one instance of the
 * technique in the state, fills an SdmStep (what the step is about, the cells that prove
 * it, the eliminations and placements it allows) and returns TRUE, or returns FALSE and
 * leaves the step undefined. Finding never changes the state; sdm_logic_apply() does.
 *
 * Every step is sound: each elimination and placement holds in every solution of the
 * position (test-logic checks this against an independent solver on many puzzles).
 * Plain C11 + GLib; nothing allocates.
 */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

/* In the order the grader tries them (easiest first). Keep sdm_technique_info() in step. */
typedef enum {
  SDM_TECH_FULL_HOUSE,          /* the last empty cell of a unit */
  SDM_TECH_HIDDEN_SINGLE,       /* a digit with one place left in a unit */
  SDM_TECH_NAKED_SINGLE,        /* a cell with one candidate left */
  SDM_TECH_DOMINO_ONE_NEIGHBOUR,/* a cell that can join only one neighbour */
  SDM_TECH_DOMINO_ONE_PLACE,    /* an unused pair with one place left */
  SDM_TECH_DOMINO_ONE_PAIR,     /* a linked cell pair that only one unused pair fits */
  SDM_TECH_DOMINO_NO_PAIR,      /* a candidate whose every pair with a neighbour is used */
  SDM_TECH_POINTING,            /* locked candidates inside a box */
  SDM_TECH_CLAIMING,            /* locked candidates inside a row or column */
  SDM_TECH_NAKED_PAIR,
  SDM_TECH_HIDDEN_PAIR,
  SDM_TECH_NAKED_TRIPLE,
  SDM_TECH_HIDDEN_TRIPLE,
  SDM_TECH_X_WING,
  SDM_TECH_NAKED_QUAD,
  SDM_TECH_HIDDEN_QUAD,
  SDM_TECH_SWORDFISH,
  SDM_TECH_XY_WING,
  SDM_TECH_XYZ_WING,
  SDM_TECH_SIMPLE_COLOURING,
  SDM_TECH_FORCING_CHAIN,       /* bounded trial: a candidate that leads to a contradiction */
  SDM_N_TECHNIQUES
} SdmTechnique;

typedef enum {
  SDM_DIFFICULTY_EASY,
  SDM_DIFFICULTY_MEDIUM,
  SDM_DIFFICULTY_HARD,
  SDM_DIFFICULTY_EXPERT,
  SDM_DIFFICULTY_GUESSING,      /* the techniques above do not finish it */
  SDM_N_DIFFICULTIES
} SdmDifficulty;

/* Cut bits of SdmStep.cut and SdmLogic.cut: the domino edge from a cell to its right
 * or lower neighbour is ruled out. */
#define SDM_CUT_RIGHT 1
#define SDM_CUT_DOWN  2

/* The forms a technique's step can take (SdmStep.variant); SDM_VARIANT_PLAIN for the
 * techniques that have one form. */
typedef enum {
  SDM_VARIANT_PLAIN = 0,
  /* naked single: the digits of its row, column and box alone leave one */
  SDM_VARIANT_NAKED_SINGLE_PEERS = 0,
  /* naked single: earlier steps ruled some candidates out too */
  SDM_VARIANT_NAKED_SINGLE_ELIMINATED = 1,
  /* hidden single: the digit placed elsewhere keeps it out of the unit's other open cells
   * (cells[1..], the witnesses; set by sdm_logic_explain()) */
  SDM_VARIANT_HIDDEN_SINGLE_SEEN = 0,
  /* hidden single: earlier steps or pencil marks ruled some of those cells out too */
  SDM_VARIANT_HIDDEN_SINGLE_ELIMINATED = 1,
  /* forcing chain: a trial on a cell's digits */
  SDM_VARIANT_TRIAL_DIGITS = 0,
  /* forcing chain: a trial on a cell's dominoes */
  SDM_VARIANT_TRIAL_DOMINOES = 1,
} SdmStepVariant;

/* Why a step names a cell (SdmStep.reason, from sdm_logic_explain()): NONE for the cells
 * the step is about; for the others, the witnesses a player is pointed at, what they say:
 * a domino with one neighbour's other neighbours are ruled out (TAKEN, CUT, NO_PAIR), a
 * single's placed digits rule the rest out (SEES). */
typedef enum {
  SDM_REASON_NONE = 0,
  SDM_REASON_TAKEN,        /* a lone digit, or on a domino already */
  SDM_REASON_CUT,          /* an earlier step ruled the domino with it out */
  SDM_REASON_NO_PAIR,      /* no unused pair fits the two cells' candidates */
  SDM_REASON_SEES,         /* a placed digit that keeps the single's digit out */
} SdmStepReason;

#define SDM_STEP_MAX_CELLS 32
#define SDM_STEP_MAX_UNITS 8

typedef struct {
  SdmTechnique technique;
  guint16      digits;                      /* the digits the step is about (mask) */
  guint8       n_units;
  guint8       units[SDM_STEP_MAX_UNITS];   /* units it looks at (fish: base, then cover) */
  guint8       n_cells;
  guint8       cells[SDM_STEP_MAX_CELLS];   /* the cells that prove it (singles: the cell,
                                             * then, after sdm_logic_explain(), the placed
                                             * digits that rule the rest out) */
  guint32      colour_b;                    /* colouring: bit i = cells[i] has the second colour */
  gint8        domino;                      /* the pair it is about, 0..35, or -1 */
  guint8       link[2];                     /* a domino link it makes, or SDM_NO_CELL */
  guint8       variant;                     /* an SdmStepVariant: which form of the
                                             * technique the step is */
  guint8       n_eliminated;                /* number of (cell, digit) eliminations */
  guint8       n_placed;
  guint16      eliminate[SDM_N_CELLS];      /* candidates removed, per cell */
  guint8       place[SDM_N_CELLS];          /* digit placed, per cell, 0 = none */
  guint8       cut[SDM_N_CELLS];            /* domino edges ruled out (SDM_CUT_*) */
  guint8       reason[SDM_STEP_MAX_CELLS];  /* why cells[i] is named (SdmStepReason), from
                                             * sdm_logic_explain(): not NONE for a witness */
} SdmStep;

typedef struct {
  SdmKind  kind;
  guint8   values[SDM_N_CELLS];    /* 0 = empty */
  guint16  cands[SDM_N_CELLS];     /* candidates; a placed cell holds its digit's bit */
  /* Sudominoku only */
  guint8   isolated[SDM_N_CELLS];  /* TRUE for the nine lone cells */
  guint8   partner[SDM_N_CELLS];   /* known domino links, SDM_NO_CELL when unknown */
  guint8   cut[SDM_N_CELLS];       /* domino edges ruled out (SDM_CUT_*) */
  guint8   pair_at[SDM_N_DOMINOES];/* the first cell of the linked pair known to hold
                                    * this domino, or SDM_NO_CELL */
  gint8    edge_pair[SDM_N_CELLS]; /* the converse: the pair on the linked cells starting
                                    * at this cell, or -1 */
  guint16  taken[10];              /* taken[x] bit y - 1: the pair {x, y} is placed */
} SdmLogic;

/* The state of a position: the givens of @puzzle and @grid's digits (@grid may be NULL
 * for the starting position). For Sudominoku the clue dominoes are the known links; the
 * player's own links in @grid are not used, because one grid may have several layouts.
 * @pencil (may be NULL) holds a 9-bit candidate mask per cell; a non-zero mask narrows
 * that empty cell's candidates (the player's own eliminations). */
void     sdm_logic_init       (SdmLogic        *logic,
                               const SdmPuzzle *puzzle,
                               const SdmGrid   *grid,
                               const guint16   *pencil);
gboolean sdm_logic_is_solved  (const SdmLogic *logic);
/* Whether the state contradicts itself: a cell without candidates, a digit with no place
 * left in a unit, a digit twice in a unit, a pair with nowhere to go, a cell that no
 * neighbour can join. */
gboolean sdm_logic_is_broken  (const SdmLogic *logic);
/* Apply a step's placements, eliminations, link and cuts. */
void     sdm_logic_apply      (SdmLogic *logic, const SdmStep *step);
/* Place @digit in @cell and remove it from the peers (and what the domino rules say). */
void     sdm_logic_place      (SdmLogic *logic, int cell, int digit);
/* Record that the adjacent cells @a and @b form one domino, holding pair @domino when
 * that is known (else -1). */
void     sdm_logic_link       (SdmLogic *logic, int a, int b, int domino);

/* One function per technique. */
gboolean sdm_logic_find_full_house          (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_hidden_single       (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_naked_single        (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_pointing            (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_claiming            (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_naked_pair          (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_naked_triple        (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_naked_quad          (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_hidden_pair         (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_hidden_triple       (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_hidden_quad         (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_x_wing              (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_swordfish           (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_xy_wing             (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_xyz_wing            (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_simple_colouring    (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_forcing_chain       (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_domino_one_neighbour(const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_domino_one_place    (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_domino_one_pair     (const SdmLogic *logic, SdmStep *step);
gboolean sdm_logic_find_domino_no_pair      (const SdmLogic *logic, SdmStep *step);

/* What a player is shown of @step, found on @logic, that the search does not need (so
 * the grader and the generator skip it): a single's witnesses, the placed digits that rule
 * the rest out, as its cells after the first, and for a hidden single whether they rule
 * out every other open cell (SDM_VARIANT_HIDDEN_SINGLE_SEEN); a domino with one
 * neighbour's other neighbours, as its cells after the two, each with its reason. Once per
 * step; nothing for other techniques. */
void     sdm_logic_explain       (const SdmLogic *logic, SdmStep *step);

/* Dispatch to the technique's function; FALSE for a domino technique on a Sudoku. */
gboolean sdm_logic_find          (const SdmLogic *logic, SdmTechnique technique, SdmStep *step);
/* The easiest step there is, trying techniques in SdmTechnique order up to @hardest. */
gboolean sdm_logic_find_easiest  (const SdmLogic *logic, SdmTechnique hardest, SdmStep *step);

/* "hidden-single", ... (stable names used in files and on the command line). */
const char   *sdm_technique_to_string (SdmTechnique technique);
int           sdm_technique_from_string (const char *name);   /* -1 when unknown */
SdmDifficulty sdm_technique_difficulty (SdmTechnique technique);
/* "easy", "medium", "hard", "expert", "guessing". */
const char   *sdm_difficulty_to_string (SdmDifficulty difficulty);
int           sdm_difficulty_from_string (const char *name);  /* -1 when unknown */
/* Those names in SdmDifficulty order, NULL-terminated: what front ends list. */
const char *const *sdm_difficulty_names (void);

G_END_DECLS
