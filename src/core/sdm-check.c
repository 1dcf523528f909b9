/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-check.c: Check, once, for the app and the command line (sdm-check.h). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"
#include "sdm-check.h"
#include "sdm-layouts.h"
#include "sdm-rules.h"

/* Whether the link @c–@p is one of the puzzle's clue dominoes: the only links between two
 * givens (the player links free cells only). */
static gboolean
is_clue_link (const SdmPuzzle *puzzle, int c, int p)
{
  return puzzle->givens[c] != 0 && puzzle->givens[p] != 0;
}

/* The position as a puzzle: its digits as givens and, for Sudominoku, its complete
 * dominoes as clues (links without both digits say nothing to the solver). */
static void
position_to_puzzle (const SdmPuzzle *puzzle, const SdmGrid *grid, SdmPuzzle *out)
{
  *out = *puzzle;
  memcpy (out->givens, grid->values, sizeof out->givens);
  if (puzzle->kind != SDM_KIND_SUDOMINOKU)
    return;

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int p = grid->partner[c];

      if (p == SDM_NO_CELL || p < c || grid->values[c] == 0 || grid->values[p] == 0)
        continue;
      if (is_clue_link (puzzle, c, p) || out->n_clues >= SDM_N_DOMINOES)
        continue;
      out->clues[out->n_clues].cells[0] = (guint8) c;
      out->clues[out->n_clues].cells[1] = (guint8) p;
      out->clues[out->n_clues].digits[0] = grid->values[c];
      out->clues[out->n_clues].digits[1] = grid->values[p];
      out->n_clues++;
    }
}

/* Count the solutions of @puzzle up to @limit under @limits; FALSE with @error when the
 * search stopped. */
static gboolean
count (const SdmPuzzle *puzzle, const SdmSolveOptions *limits, guint limit, int *n,
       SdmGrid solutions[2], GError **error)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = limit };

  if (limits != NULL)
    {
      options.cancel = limits->cancel;
      options.max_nodes = limits->max_nodes;
      options.deadline = limits->deadline;
    }
  *n = sdm_solve (puzzle, &options, solutions);
  if (*n == SDM_SOLVE_OUT_OF_BUDGET)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                           _("The solver could not decide this puzzle in the time it is allowed"));
      return FALSE;
    }
  if (*n < 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Cancelled"));
      return FALSE;
    }
  return TRUE;
}

/* Solved as the game says it: every cell filled and no clash and, for a Sudominoku, every
 * cell but the nine lone ones linked. */
static gboolean
is_solved (const SdmPuzzle *puzzle, const SdmGrid *position)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (position->values[c] == 0)
        return FALSE;
      if (puzzle->kind == SDM_KIND_SUDOMINOKU && position->partner[c] == SDM_NO_CELL &&
          !sdm_puzzle_cell_is_isolated (puzzle, c))
        return FALSE;
    }
  return TRUE;
}

/* What the unique @solution says of @position: wrong digits and wrong dominoes. */
static void
compare (const SdmPuzzle *puzzle, const SdmGrid *position, const SdmGrid *solution,
         SdmCheckReport *report)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (position->values[c] != 0 && puzzle->givens[c] == 0 &&
        position->values[c] != solution->values[c])
      {
        report->wrong_digit[c] = TRUE;
        report->n_wrong_digits++;
      }
  if (puzzle->kind != SDM_KIND_SUDOMINOKU)
    return;

  report->n_wrong_dominoes = sdm_layouts_find_wrong_links (puzzle, solution, position, report->wrong);
  for (int c = 0; c < SDM_N_CELLS && report->wrong_domino[0] < 0; c++)
    if (report->wrong[c])
      {
        int p = position->partner[c];

        report->wrong_domino[0] = c;
        report->wrong_domino[1] = p;
        report->wrong_digits[0] = position->values[c];
        report->wrong_digits[1] = position->values[p];
      }
}

/* @puzzle with one more given (@cell, @digit) or, when @partner is a cell, one more clue
 * domino: does any solution of it remain? */
static gboolean
has_solution_with (const SdmPuzzle       *puzzle,
                   int                    cell,
                   guint8                 digit,
                   int                    partner,
                   guint8                 partner_digit,
                   const SdmSolveOptions *limits,
                   gboolean              *found,
                   GError               **error)
{
  SdmPuzzle with = *puzzle;
  int n;

  with.givens[cell] = digit;
  if (partner >= 0)
    {
      if (with.n_clues >= SDM_N_DOMINOES)
        {
          *found = FALSE;
          return TRUE;
        }
      with.givens[partner] = partner_digit;
      with.clues[with.n_clues].cells[0] = (guint8) cell;
      with.clues[with.n_clues].cells[1] = (guint8) partner;
      with.clues[with.n_clues].digits[0] = digit;
      with.clues[with.n_clues].digits[1] = partner_digit;
      with.n_clues++;
    }
  if (!count (&with, limits, 1, &n, NULL, error))
    return FALSE;
  *found = n > 0;
  return TRUE;
}

/* A puzzle with several solutions and a position from which none can be reached: the
 * player's digits that no solution of the puzzle has, and the player's dominoes (both
 * digits in) that no solution holds, one search each. A link without both digits says
 * nothing on its own here and is not judged. */
static gboolean
find_in_no_solution (const SdmPuzzle       *puzzle,
                     const SdmGrid         *position,
                     const SdmSolveOptions *limits,
                     SdmCheckReport        *report,
                     GError               **error)
{
  gboolean found;

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      if (position->values[c] == 0 || puzzle->givens[c] != 0)
        continue;
      if (!has_solution_with (puzzle, c, position->values[c], -1, 0, limits, &found, error))
        return FALSE;
      if (!found)
        {
          report->wrong_digit[c] = TRUE;
          report->n_wrong_digits++;
        }
    }
  if (puzzle->kind != SDM_KIND_SUDOMINOKU)
    return TRUE;

  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      int p = position->partner[c];

      if (p == SDM_NO_CELL || p < c || position->values[c] == 0 || position->values[p] == 0)
        continue;
      /* A domino over a wrong digit is named by the digit. */
      if (is_clue_link (puzzle, c, p) || report->wrong_digit[c] || report->wrong_digit[p])
        continue;
      if (!has_solution_with (puzzle, c, position->values[c], p, position->values[p], limits, &found, error))
        return FALSE;
      if (found)
        continue;
      report->wrong[c] = report->wrong[p] = TRUE;
      report->n_wrong_dominoes++;
      if (report->wrong_domino[0] < 0)
        {
          report->wrong_domino[0] = c;
          report->wrong_domino[1] = p;
          report->wrong_digits[0] = position->values[c];
          report->wrong_digits[1] = position->values[p];
        }
    }
  return TRUE;
}

static guint
dominoes_left (const SdmPuzzle *puzzle, const SdmGrid *position)
{
  guint linked = 0;

  if (puzzle->kind != SDM_KIND_SUDOMINOKU)
    return 0;
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (position->partner[c] != SDM_NO_CELL && position->partner[c] > c)
      linked++;
  return linked < SDM_N_DOMINOES ? SDM_N_DOMINOES - linked : 0;
}

gboolean
sdm_check_position (const SdmPuzzle       *puzzle,
                    const SdmGrid         *position,
                    SdmUniqueness          uniqueness,
                    const SdmGrid         *solution,
                    const SdmSolveOptions *limits,
                    SdmCheckReport        *report,
                    GError               **error)
{
  g_autoptr(GArray) clashes = g_array_new (FALSE, FALSE, sizeof (SdmClash));
  SdmGrid found[2];
  SdmPuzzle from_here;
  int n;

  g_return_val_if_fail (puzzle != NULL && position != NULL && report != NULL, FALSE);
  g_return_val_if_fail (uniqueness != SDM_UNIQUENESS_UNIQUE || solution != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (report, 0, sizeof *report);
  report->wrong_domino[0] = report->wrong_domino[1] = -1;
  report->n_dominoes_left = dominoes_left (puzzle, position);
  report->digits_full = TRUE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    report->digits_full &= position->values[c] != 0;

  if (sdm_rules_find_clashes (puzzle, position, clashes) > 0)
    {
      report->result = SDM_CHECK_CLASH;
      return TRUE;
    }
  if (is_solved (puzzle, position))
    {
      report->result = SDM_CHECK_COMPLETE;
      return TRUE;
    }

  /* The puzzle first, unless the caller knows. */
  if (uniqueness == SDM_UNIQUENESS_UNKNOWN)
    {
      if (!count (puzzle, limits, 2, &n, found, error))
        return FALSE;
      uniqueness = n == 0 ? SDM_UNIQUENESS_NONE
                 : n == 1 ? SDM_UNIQUENESS_UNIQUE
                 : SDM_UNIQUENESS_MULTIPLE;
      solution = &found[0];
    }
  if (uniqueness == SDM_UNIQUENESS_NONE)
    {
      report->result = SDM_CHECK_NO_SOLUTION;
      return TRUE;
    }

  if (uniqueness == SDM_UNIQUENESS_UNIQUE)
    {
      compare (puzzle, position, solution, report);
      /* Right digits and dominoes that each fit a layout can still not fit one layout
       * together; when they do, that layout with the solution's digits is a solution
       * from here. */
      report->result = report->n_wrong_digits > 0 ? SDM_CHECK_MISTAKE
                     : report->n_wrong_dominoes > 0 ? SDM_CHECK_WRONG_DOMINO
                     : puzzle->kind == SDM_KIND_SUDOMINOKU &&
                       !sdm_layouts_hold_links (puzzle, solution, position) ? SDM_CHECK_DEAD_END
                     : SDM_CHECK_OK;
      return TRUE;
    }

  /* Several solutions (or undecided): is there one from here? */
  position_to_puzzle (puzzle, position, &from_here);
  if (!count (&from_here, limits, 1, &n, NULL, error))
    return FALSE;
  if (n > 0)
    {
      report->result = uniqueness == SDM_UNIQUENESS_MULTIPLE ? SDM_CHECK_NOT_UNIQUE : SDM_CHECK_OK;
      return TRUE;
    }
  /* None: what in the position is in no solution at all? (Each part of a position that
   * still reaches a solution is in that one, so this is asked only here.) */
  report->several_solutions = uniqueness == SDM_UNIQUENESS_MULTIPLE;
  if (!find_in_no_solution (puzzle, position, limits, report, error))
    return FALSE;
  report->result = report->n_wrong_digits > 0 ? SDM_CHECK_MISTAKE
                 : report->n_wrong_dominoes > 0 ? SDM_CHECK_WRONG_DOMINO
                 : SDM_CHECK_DEAD_END;
  return TRUE;
}

char *
sdm_check_describe_place (int a, int b)
{
  int first = MIN (a, b), second = MAX (a, b);

  if (sdm_cell_row (first) == sdm_cell_row (second))
    /* Translators: where a domino lies across two columns of a row. */
    return g_strdup_printf (_("row %d, columns %d–%d"), sdm_cell_row (first) + 1,
                            sdm_cell_col (first) + 1, sdm_cell_col (second) + 1);
  /* Translators: where a domino lies across two rows of a column. */
  return g_strdup_printf (_("rows %d–%d, column %d"), sdm_cell_row (first) + 1,
                          sdm_cell_row (second) + 1, sdm_cell_col (first) + 1);
}

/* "The domino 1–5 at row 3, columns 1–2 is in no solution", and the others. */
static char *
describe_wrong_dominoes (const SdmCheckReport *report)
{
  g_autofree char *place = sdm_check_describe_place (report->wrong_domino[0], report->wrong_domino[1]);
  g_autofree char *first = NULL;
  guint more = report->n_wrong_dominoes - 1;

  if (report->wrong_digits[0] != 0 && report->wrong_digits[1] != 0)
    /* Translators: "The domino 1–5 at row 3, columns 1–2"; the digits in the order of
     * the cells (the left or upper one first), then where it lies. */
    first = g_strdup_printf (_("The domino %d–%d at %s"), report->wrong_digits[0],
                             report->wrong_digits[1], place);
  else
    /* Translators: a domino linked before its digits are in; %s says where it lies. */
    first = g_strdup_printf (_("The domino at %s"), place);
  if (more == 0)
    /* Translators: %s is "The domino 1–5 at row 3, columns 1–2". */
    return g_strdup_printf (_("%s is in no solution"), first);
  /* Translators: %s is "The domino 1–5 at row 3, columns 1–2"; %u how many more. */
  return g_strdup_printf (ngettext ("%s and %u more domino are in no solution: they are marked",
                                    "%s and %u more dominoes are in no solution: they are marked",
                                    more), first, more);
}

char *
sdm_check_report_describe (const SdmCheckReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);

  switch (report->result)
    {
    case SDM_CHECK_OK:
      /* Sudominoku: every digit right is not the end; say what is missing. */
      if (report->digits_full && report->n_dominoes_left > 0)
        return g_strdup_printf (ngettext ("Every digit is right: place the remaining domino",
                                          "Every digit is right: place the remaining %u dominoes",
                                          report->n_dominoes_left), report->n_dominoes_left);
      return g_strdup (_("No mistakes so far"));
    case SDM_CHECK_COMPLETE:
      return g_strdup (_("The puzzle is solved"));
    case SDM_CHECK_CLASH:
      return g_strdup (_("A rule is broken: the clashing cells are marked"));
    case SDM_CHECK_MISTAKE:
      if (report->several_solutions)
        return g_strdup (ngettext ("This puzzle has more than one solution, but the marked digit is in none of them",
                                   "This puzzle has more than one solution, but the marked digits are in none of them",
                                   report->n_wrong_digits));
      if (report->n_wrong_dominoes > 0)
        return g_strdup (_("No rule is broken, but digits and dominoes differ from the solution: they are marked"));
      /* As many as the board marks: "a digit" under two marked cells read as a slip. */
      return g_strdup_printf (ngettext ("No rule is broken, but a digit differs from the solution: it is marked",
                                        "No rule is broken, but %u digits differ from the solution: they are marked",
                                        report->n_wrong_digits), report->n_wrong_digits);
    case SDM_CHECK_WRONG_DOMINO:
      return describe_wrong_dominoes (report);
    case SDM_CHECK_DEAD_END:
      return g_strdup (_("No rule is broken, but no solution can be reached from here"));
    case SDM_CHECK_NOT_UNIQUE:
      return g_strdup (_("No mistakes so far, but this puzzle has more than one solution"));
    case SDM_CHECK_NO_SOLUTION:
      return g_strdup (_("This puzzle has no solution"));
    default:
      g_return_val_if_reached (NULL);
    }
}
