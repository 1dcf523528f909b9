/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "sdm-puzzle.h"

G_BEGIN_DECLS

#define SDM_TYPE_PRINT_OPERATION (sdm_print_operation_get_type ())
G_DECLARE_FINAL_TYPE (SdmPrintOperation, sdm_print_operation, SDM, PRINT_OPERATION, GtkPrintOperation)

/* A print job of @puzzle (its @solution, when known, for a solutions page; @title, e.g.
 * the difficulty, printed above each grid). Properties: "per-page" (1, 2 or 4 puzzles a
 * page), "fill" (default TRUE: the other puzzles of the page are new ones of the same kind
 * and difficulty, made while the job paginates; FALSE: copies of @puzzle) and "solutions"
 * (add a page with the solutions; only when @solution is known). All three are offered
 * in the print dialog's "Puzzles" tab. */
SdmPrintOperation *sdm_print_operation_new           (const SdmPuzzle   *puzzle,
                                                      const SdmGrid     *solution,
                                                      const char        *title);
void               sdm_print_operation_set_per_page  (SdmPrintOperation *self,
                                                      guint              per_page);
guint              sdm_print_operation_get_per_page  (SdmPrintOperation *self);
void               sdm_print_operation_set_solutions (SdmPrintOperation *self,
                                                      gboolean           solutions);
gboolean           sdm_print_operation_get_solutions (SdmPrintOperation *self);
void               sdm_print_operation_set_fill      (SdmPrintOperation *self,
                                                      gboolean           fill);
gboolean           sdm_print_operation_get_fill      (SdmPrintOperation *self);
/* The puzzles printed (after pagination: with "fill", the new ones too). */
guint              sdm_print_operation_get_n_puzzles (SdmPrintOperation *self);
const SdmPuzzle   *sdm_print_operation_get_puzzle    (SdmPrintOperation *self,
                                                      guint              i);

/* Draws @puzzle (with @grid's digits and domino layout when not NULL: a solution) in a
 * square of @side at the origin of @cr; for Sudominoku with the 36-pair checklist below
 * when @checklist. Returns the height used. */
double             sdm_print_draw_puzzle             (cairo_t           *cr,
                                                      PangoLayout       *layout,
                                                      const SdmPuzzle   *puzzle,
                                                      const SdmGrid     *grid,
                                                      double             side,
                                                      gboolean           checklist);

G_END_DECLS
