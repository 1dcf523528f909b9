/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-rules.h: every clash of a position with the rules.
 *
 * A clash is a small record: what kind of rule is broken, the cells that show it, and the
 * digit, unit or domino involved. The UI marks the cells; sdm_clash_describe() says it in
 * a sentence. The same record serves both kinds of puzzle:
 *
 *   kind                            cells                      digit  unit  domino
 *   SDM_CLASH_DIGIT_TWICE           the two cells              yes    yes   -1
 *   SDM_CLASH_GIVEN_CHANGED         the given's cell           given  -1    -1
 *   SDM_CLASH_DOMINO_TWICE          first cell of each copy    -1     -1    yes
 *   SDM_CLASH_DOMINO_DOUBLE         the domino's two cells     yes    -1    -1
 *   SDM_CLASH_DOMINO_ON_ISOLATED    the domino's two cells     the isolated digit
 *   SDM_CLASH_CLUE_BROKEN           the clue's two cells       -1     -1    the clue's
 *   SDM_CLASH_ISOLATED_NOT_ALONE    isolated cell, its partner digit  -1   -1
 *
 * A link counts only when it is well formed (adjacent cells, each the other's partner).
 * SDM_CLASH_ISOLATED_NOT_ALONE is not reported: a link over an isolated cell is reported
 * once, as SDM_CLASH_DOMINO_ON_ISOLATED.
 */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  SDM_CLASH_DIGIT_TWICE,        /* a digit twice in a row, column or box */
  SDM_CLASH_GIVEN_CHANGED,      /* a given cell holds another digit or none */
  SDM_CLASH_DOMINO_TWICE,       /* a domino pair used twice */
  SDM_CLASH_DOMINO_DOUBLE,      /* a domino with the same digit on both halves */
  SDM_CLASH_DOMINO_ON_ISOLATED, /* a domino covers a cell that must stand alone */
  SDM_CLASH_CLUE_BROKEN,        /* a link that breaks a clue domino */
  SDM_CLASH_ISOLATED_NOT_ALONE, /* an isolated digit linked to a neighbour */
} SdmClashKind;

typedef struct {
  SdmClashKind kind;
  guint8       n_cells;
  guint8       cells[4];
  guint8       digit;   /* 1..9, or 0 when no digit is involved */
  gint8        unit;    /* 0-8 rows, 9-17 columns, 18-26 boxes; -1 when none */
  gint8        domino;  /* 0..35, or -1 when none */
} SdmClash;

/* Append to @clashes (a GArray of SdmClash) every clash of @grid with the rules of
 * @puzzle, in a stable order (by kind, then cells). Returns how many it appended.
 * A digit that appears three times in a unit gives a clash per pair. */
guint    sdm_rules_find_clashes (const SdmPuzzle *puzzle, const SdmGrid *grid, GArray *clashes);

/* Whether the puzzle's givens contradict each other (their starting grid has a clash). */
guint    sdm_rules_find_puzzle_clashes (const SdmPuzzle *puzzle, GArray *clashes);

/* Whether @grid is complete (every cell filled) and breaks no rule of @puzzle. */
gboolean sdm_rules_is_solution (const SdmPuzzle *puzzle, const SdmGrid *grid);

/* "r3c5": row and column counted from 1. Returns a static string for cells 0..80. */
const char *sdm_cell_name (int cell);

/* A one-line sentence for @clash ("7 twice in row 3: r3c1 and r3c8"). Free with g_free(). */
char    *sdm_clash_describe (const SdmClash *clash);

G_END_DECLS
