/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-list.h: pick one puzzle from a file that holds many. */
#pragma once

#include <adwaita.h>

#include "sdm-puzzle.h"

G_BEGIN_DECLS

#define SDM_TYPE_PUZZLE_LIST (sdm_puzzle_list_get_type ())
G_DECLARE_FINAL_TYPE (SdmPuzzleList, sdm_puzzle_list, SDM, PUZZLE_LIST, AdwWindow)

/* @puzzles: a GArray of SdmPuzzle (a reference is kept). Signal "puzzle-chosen" (guint
 * index) when the player activates a row; the window then closes itself. */
SdmPuzzleList   *sdm_puzzle_list_new         (GtkWindow  *parent,
                                              GArray     *puzzles,
                                              const char *source_name);
/* The file (or "Clipboard") the puzzles came from, as given to sdm_puzzle_list_new(). */
const char      *sdm_puzzle_list_get_source_name (SdmPuzzleList *self);
const SdmPuzzle *sdm_puzzle_list_get_puzzle  (SdmPuzzleList *self,
                                              guint          index);
/* Activates row @index as a click would (for tests and keyboard users). */
void             sdm_puzzle_list_activate    (SdmPuzzleList *self,
                                              guint          index);

G_END_DECLS
