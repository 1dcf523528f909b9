/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-layouts.h: the domino layouts of a solved Sudominoku grid, to judge a player's
 * dominoes.
 *
 * The solver counts digit grids, not layouts: a puzzle with one solution grid may still
 * let its dominoes lie in several ways. A domino the player linked is wrong when no
 * layout of the solution grid holds it, right when one does, whichever layout the solver
 * happened to return. These answer that on fixed digits, with the layout search of
 * sdm_sudominoku_find_layout() (every digit is known, so nearly every domino is forced),
 * never with the digit search: the game asks after every move. Measured on the 52 public
 * puzzles with every free pair of a row linked (9 to 11 wrong links each): at most 44 µs
 * for sdm_layouts_find_wrong_links() on a shared 2-core machine.
 *
 * Each takes the puzzle and @solution, a complete grid that solves it. A @solution whose
 * partner[] holds a layout (as the solver returns it) spares the search for the links that
 * layout already has.
 */
#pragma once

#include "sdm-puzzle.h"

G_BEGIN_DECLS

/* Whether some layout of @solution links the adjacent cells @a and @b. */
gboolean sdm_layouts_have_link        (const SdmPuzzle *puzzle,
                                       const SdmGrid   *solution,
                                       int              a,
                                       int              b);

/* The links of @position (its partner[], the puzzle's clue dominoes aside) that no layout
 * of @solution holds: @wrong (may be NULL) gets TRUE for both cells of each, FALSE for
 * every other cell. Returns their number. The digits of @position play no part: a link is
 * judged by its cells, with @solution's digits in them. */
guint    sdm_layouts_find_wrong_links (const SdmPuzzle *puzzle,
                                       const SdmGrid   *solution,
                                       const SdmGrid   *position,
                                       gboolean         wrong[SDM_N_CELLS]);

/* Whether one layout of @solution holds every link of @position at once (each may fit
 * alone and still not together). */
gboolean sdm_layouts_hold_links       (const SdmPuzzle *puzzle,
                                       const SdmGrid   *solution,
                                       const SdmGrid   *position);

/* How many layouts @solution's digits have, up to @limit (tests, the benchmark). */
guint    sdm_layouts_count            (const SdmPuzzle *puzzle,
                                       const SdmGrid   *solution,
                                       guint            limit);

G_END_DECLS
