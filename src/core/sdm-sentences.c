/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-sentences.c: the words of hints: technique and level names, cells and units, the
 * sentence that explains a logic step and the text of each rung of a hint's ladder. Every
 * string is translatable. (The sentences for clashes are the engine's, sdm-rules.c.) */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-hint.h"
#include "sdm-rules.h"
#include "sdm-sudominoku.h"

/* ---------------------------------------------------------------------------------- */
/* Names */

/* Each technique's name, and what to look for in plain words for the first rung of a
 * hint: the name alone teaches nothing to whoever has not met it. The sentence stands
 * after "Hidden single in box 4.", so "there" is that area. */
static const struct {
  const char *name;
  const char *look_for;
} techniques[SDM_N_TECHNIQUES] = {
  [SDM_TECH_FULL_HOUSE] = { N_("Full house"),
      N_("Only one cell is still empty there.") },
  [SDM_TECH_HIDDEN_SINGLE] = { N_("Hidden single"),
      N_("Look for a digit that has only one place left there.") },
  [SDM_TECH_NAKED_SINGLE] = { N_("Naked single"),
      N_("Look for a cell there that has room for one digit only.") },
  [SDM_TECH_DOMINO_ONE_NEIGHBOUR] = { N_("Domino with one neighbour"),
      N_("Look for a cell there that can form a domino with only one of its "
         "neighbours.") },
  [SDM_TECH_DOMINO_ONE_PLACE] = { N_("Domino with one place"),
      N_("Look for a domino, not yet on the board, that fits in only one place: "
         "it is there.") },
  [SDM_TECH_DOMINO_ONE_PAIR] = { N_("Domino with one pair"),
      N_("Look for two linked cells there that only one unused pair still fits.") },
  [SDM_TECH_DOMINO_NO_PAIR] = { N_("Used-up pairs"),
      N_("Look for a cell there whose every domino would repeat a pair already "
         "used.") },
  [SDM_TECH_POINTING] = { N_("Pointing"),
      N_("Look for a digit whose places there all lie in one row or column.") },
  [SDM_TECH_CLAIMING] = { N_("Claiming"),
      N_("Look for a digit whose places there all lie in one box.") },
  [SDM_TECH_NAKED_PAIR] = { N_("Naked pair"),
      N_("Look for two cells there that can hold only the same two digits.") },
  [SDM_TECH_HIDDEN_PAIR] = { N_("Hidden pair"),
      N_("Look for two digits that fit only in the same two cells there.") },
  [SDM_TECH_NAKED_TRIPLE] = { N_("Naked triple"),
      N_("Look for three cells there that hold only three digits between them.") },
  [SDM_TECH_HIDDEN_TRIPLE] = { N_("Hidden triple"),
      N_("Look for three digits that fit only in the same three cells there.") },
  [SDM_TECH_X_WING] = { N_("X-Wing"),
      N_("Look for a digit that has just two places in each of two parallel "
         "lines, lined up across them.") },
  [SDM_TECH_NAKED_QUAD] = { N_("Naked quad"),
      N_("Look for four cells there that hold only four digits between them.") },
  [SDM_TECH_HIDDEN_QUAD] = { N_("Hidden quad"),
      N_("Look for four digits that fit only in the same four cells there.") },
  [SDM_TECH_SWORDFISH] = { N_("Swordfish"),
      N_("Look for a digit whose places in three parallel lines fall in only "
         "three lines across them.") },
  [SDM_TECH_XY_WING] = { N_("XY-Wing"),
      N_("Look for a cell of two possible digits that sees two others of two, "
         "each sharing one of its digits.") },
  [SDM_TECH_XYZ_WING] = { N_("XYZ-Wing"),
      N_("Look for a cell of three possible digits that sees two cells of two, "
         "made of its digits.") },
  [SDM_TECH_SIMPLE_COLOURING] = { N_("Simple colouring"),
      N_("Follow one digit through the rows, columns and boxes where it has only "
         "two places.") },
  [SDM_TECH_FORCING_CHAIN] = { N_("Forcing chain"),
      N_("Try each choice for one cell there and follow the singles it forces.") },
};

const char *
sdm_technique_get_name (SdmTechnique technique)
{
  g_return_val_if_fail (technique >= 0 && technique < SDM_N_TECHNIQUES, NULL);
  return _(techniques[technique].name);
}

const char *
sdm_kind_get_name (SdmKind kind)
{
  return kind == SDM_KIND_SUDOMINOKU ? _("Sudominoku") : _("Sudoku");
}

static const char *const difficulty_names[SDM_N_DIFFICULTIES] = {
  N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert"), N_("Needs guessing"),
};

const char *
sdm_difficulty_get_name (SdmDifficulty difficulty)
{
  g_return_val_if_fail (difficulty >= 0 && difficulty < SDM_N_DIFFICULTIES, NULL);
  return _(difficulty_names[difficulty]);
}

/* "row 4", "column 2", "box 5", translated; units numbered as in sdm_units. */
static char *
sdm_unit_describe (int unit)
{
  g_return_val_if_fail (unit >= 0 && unit < 27, NULL);
  if (unit < 9)
    return g_strdup_printf (_("row %d"), unit + 1);
  if (unit < 18)
    return g_strdup_printf (_("column %d"), unit - 9 + 1);
  return g_strdup_printf (_("box %d"), unit - 18 + 1);
}

char *
sdm_cell_describe (int cell)
{
  g_return_val_if_fail (cell >= 0 && cell < SDM_N_CELLS, NULL);
  return g_strdup_printf (_("row %d, column %d"), sdm_cell_row (cell) + 1, sdm_cell_col (cell) + 1);
}

/* ---------------------------------------------------------------------------------- */
/* Sentences */


/* Join the items, already written to @items, as "a, b and c" (@separator between all but
 * the last two). */
static char *
join_list_with (GPtrArray  *items,
                const char *separator)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0 && i + 1 == items->len)
        /* Translators: between the last two items of a list: "3, 5 and 7". */
        g_string_append (s, _(" and "));
      else if (i > 0)
        g_string_append (s, separator);
      g_string_append (s, items->pdata[i]);
    }
  return g_string_free (s, FALSE);
}

static char *
join_list (GPtrArray *items)
{
  return join_list_with (items, ", ");
}

static char *
digits_text (guint16 mask)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int d = 1; d <= 9; d++)
    if (mask & (1u << (d - 1)))
      g_ptr_array_add (items, g_strdup_printf ("%d", d));
  return join_list (items);
}

static char *
cells_text (const guint8 *cells, int n)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  /* Cells are named as everywhere else, "row 2, column 3": a list of them is
   * separated by semicolons, since each name has a comma of its own. */
  for (int i = 0; i < n; i++)
    g_ptr_array_add (items, sdm_cell_describe (cells[i]));
  /* Translators: between two cells of a list of three or more, each named "row 2,
   * column 3": "row 1, column 2; row 3, column 4 and row 5, column 6". */
  return join_list_with (items, _("; "));
}

/* "rows 2 and 6" when the units are all rows (or all columns, or all boxes), else each
 * kind's in turn: "row 2 and column 6", "row 4 and columns 2 and 3". @units are sorted by
 * kind (rows, then columns, then boxes) or not at all. */
static char *
units_text (const guint8 *units, int n)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < n;)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *numbers = NULL;
      int kind = units[i] / 9, j = i;

      while (j < n && units[j] / 9 == kind)
        g_ptr_array_add (items, g_strdup_printf ("%d", units[j++] % 9 + 1));
      if (j == i + 1)
        g_ptr_array_add (groups, sdm_unit_describe (units[i]));
      else
        {
          numbers = join_list (items);
          /* Translators: a list of unit numbers follows: "rows 2, 5 and 8". */
          if (kind == 0)
            g_ptr_array_add (groups, g_strdup_printf (_("rows %s"), numbers));
          else if (kind == 1)
            g_ptr_array_add (groups, g_strdup_printf (_("columns %s"), numbers));
          else
            g_ptr_array_add (groups, g_strdup_printf (_("boxes %s"), numbers));
        }
      i = j;
    }
  return join_list (groups);
}

/* What the step removes: the cells that lose the same digits together, "7 from r3c5
 * and r3c6", groups in the order of their first cell, joined by "; " when there are
 * several: "4 from r8c2 and r8c3; 4 and 9 from r9c3". */
static char *
eliminations_text (const SdmStep *step)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  gboolean done[SDM_N_CELLS] = { FALSE };
  GString *out;

  for (int c = 0; c < SDM_N_CELLS; c++)
    if (step->eliminate[c] && !done[c])
      {
        g_autofree char *digits = digits_text (step->eliminate[c]);
        g_autofree char *cells = NULL;
        guint8 list[SDM_N_CELLS];
        int n = 0;

        for (int o = c; o < SDM_N_CELLS; o++)
          if (step->eliminate[o] == step->eliminate[c])
            {
              list[n++] = o;
              done[o] = TRUE;
            }
        cells = cells_text (list, n);
        /* Translators: digits removed from cells, "7 from r3c5 and r3c6". */
        g_ptr_array_add (items, g_strdup_printf (_("%s from %s"), digits, cells));
      }
  out = g_string_new (NULL);
  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        /* Translators: between groups of eliminations: "4 from r8c2; 9 from r9c3". */
        g_string_append (out, _("; "));
      g_string_append (out, items->pdata[i]);
    }
  return g_string_free (out, FALSE);
}

static int
first_digit (guint16 mask)
{
  return mask ? __builtin_ctz (mask) + 1 : 0;
}

static int
placed_cell (const SdmStep *step)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (step->place[c])
      return c;
  return -1;
}

/* The line through which witness @w of a hidden single in unit @u keeps the digit out of
 * the unit's cells: for a box, the row or column @w shares with it; for a row or column,
 * @w's box when it meets the line (it then covers the three cells there), else the line
 * across. */
static int
witness_line (int u, int w)
{
  int r = sdm_cell_row (w), col = sdm_cell_col (w);

  if (u < 9)
    return r / 3 == u / 3 ? 18 + sdm_cell_box (w) : 9 + col;
  if (u < 18)
    return col / 3 == (u - 9) / 3 ? 18 + sdm_cell_box (w) : r;
  return r / 3 == (u - 18) / 3 ? r : 9 + col;
}

/* "The 8s in rows 2 and 3 keep it out of the other cells.": why a hidden single is one,
 * from the digits placed elsewhere (the step's witnesses, sdm_logic_explain()) and, where
 * they do not account for every other open cell of the unit, the candidates earlier steps
 * or pencil marks removed. NULL for a step that was not explained. */
static char *
hidden_single_why (const SdmStep *step, int u, int d)
{
  guint32 seen = 0;
  guint8 lines[SDM_STEP_MAX_CELLS];
  int n = 0;
  g_autofree char *where = NULL;

  if (u < 0 || (step->variant == SDM_VARIANT_HIDDEN_SINGLE_SEEN && step->n_cells < 2))
    return NULL;
  if (step->n_cells < 2)
    /* Translators: after "In box 1, 8 can only go in row 1, column 2.", when no 8 placed
     * elsewhere rules out the box's other empty cells: earlier steps or the player's
     * pencil marks removed 8 from them. */
    return g_strdup (_("The candidates removed so far keep it out of the other cells."));
  for (int i = 1; i < step->n_cells; i++)
    seen |= 1u << witness_line (u, step->cells[i]);
  for (int line = 0; line < 27; line++)
    if (seen & (1u << line))
      lines[n++] = line;
  where = units_text (lines, n);
  if (step->variant != SDM_VARIANT_HIDDEN_SINGLE_SEEN)
    /* Translators: as "The %d in %s keeps it out of the other cells." below, when the
     * candidates removed by earlier steps or pencil marks do part of it. */
    return g_strdup_printf (ngettext ("The %d in %s, and the candidates removed so far, keep it out of the other cells.",
                                      "The %ds in %s, and the candidates removed so far, keep it out of the other cells.",
                                      n),
                            d, where);
  /* Translators: after "In box 1, 8 can only go in row 1, column 2.": the 8s placed in
   * those rows and columns rule out the box's other empty cells. %d is the digit, %s a
   * list of rows, columns or boxes ("rows 2 and 3", "row 4 and columns 2 and 3"). */
  return g_strdup_printf (ngettext ("The %d in %s keeps it out of the other cells.",
                                    "The %ds in %s keep it out of the other cells.",
                                    n),
                          d, where);
}

/* Why a domino with one neighbour has no other (sdm_logic_explain()): "row 1, column 2 is
 * taken and no unused pair fits it with row 2, column 1", a clause per reason; NULL for a
 * step that was not explained, or a cell on the edge of the grid with no other neighbour. */
static char *
one_neighbour_why (const SdmStep *step)
{
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);

  for (int why = SDM_REASON_TAKEN; why <= SDM_REASON_NO_PAIR; why++)
    {
      guint8 cells[4];
      int n = 0;
      g_autofree char *list = NULL;

      for (int i = 2; i < step->n_cells && n < 4; i++)
        if (step->reason[i] == why)
          cells[n++] = step->cells[i];
      if (n == 0)
        continue;
      list = cells_text (cells, n);
      if (why == SDM_REASON_TAKEN)
        /* Translators: a neighbour that holds a lone digit or is on a domino already. */
        g_ptr_array_add (clauses, g_strdup_printf (ngettext ("%s is taken", "%s are taken", n), list));
      else if (why == SDM_REASON_CUT)
        /* Translators: earlier steps ruled out the domino of the cell with these. */
        g_ptr_array_add (clauses, g_strdup_printf (ngettext ("a domino with %s was ruled out before",
                                                             "dominoes with %s were ruled out before", n),
                                                   list));
      else
        /* Translators: every pair the two cells' digits could make is already used. */
        g_ptr_array_add (clauses, g_strdup_printf (_("no unused pair fits it with %s"), list));
    }
  return clauses->len > 0 ? join_list (clauses) : NULL;
}

char *
sdm_step_describe (const SdmStep *step)
{
  g_autofree char *elims = eliminations_text (step);
  g_autofree char *digits = digits_text (step->digits);
  g_autofree char *cells = cells_text (step->cells, step->n_cells);
  int d = first_digit (step->digits);
  int u = step->n_units > 0 ? step->units[0] : -1;

  switch (step->technique)
    {
    case SDM_TECH_FULL_HOUSE:
      {
        g_autofree char *unit = sdm_unit_describe (u);
        g_autofree char *cell = sdm_cell_describe (step->cells[0]);

        /* Translators: "In row 4, only row 4, column 2 is empty: it takes the missing 7." */
        return g_strdup_printf (_("In %s, only %s is empty: it takes the missing %d."), unit, cell, d);
      }
    case SDM_TECH_HIDDEN_SINGLE:
      {
        int c = step->cells[0];
        g_autofree char *where = NULL;
        g_autofree char *why = hidden_single_why (step, u, d);

        if (u < 9)
          where = g_strdup_printf (_("In row %d, %d can only go in column %d."),
                                   u + 1, d, sdm_cell_col (c) + 1);
        else if (u < 18)
          where = g_strdup_printf (_("In column %d, %d can only go in row %d."),
                                   u - 9 + 1, d, sdm_cell_row (c) + 1);
        else
          {
            g_autofree char *cell = sdm_cell_describe (c);

            where = g_strdup_printf (_("In box %d, %d can only go in %s."), u - 18 + 1, d, cell);
          }
        return why != NULL ? g_strconcat (where, " ", why, NULL) : g_steal_pointer (&where);
      }
    case SDM_TECH_NAKED_SINGLE:
      {
        g_autofree char *cell = sdm_cell_describe (step->cells[0]);

        if (step->variant == 1)
          return g_strdup_printf (_("Only %d is left for %s: the steps so far ruled out every "
                                    "other digit."), d, cell);
        return g_strdup_printf (_("Only %d can go in %s: every other digit is already in its "
                                  "row, column or box."), d, cell);
      }
    case SDM_TECH_POINTING:
    case SDM_TECH_CLAIMING:
      {
        g_autofree char *from = sdm_unit_describe (step->units[0]);
        g_autofree char *to = sdm_unit_describe (step->units[1]);

        /* Translators: "In box 4, 7 can only go in row 5, so remove 7 from r5c7 and r5c8."
         * The last part is a list of eliminations. */
        return g_strdup_printf (_("In %s, %d can only go where it meets %s, so remove %s."),
                                from, d, to, elims);
      }
    case SDM_TECH_NAKED_PAIR:
    case SDM_TECH_NAKED_TRIPLE:
    case SDM_TECH_NAKED_QUAD:
      {
        g_autofree char *unit = sdm_unit_describe (u);

        return g_strdup_printf (_("In %s, the cells %s hold only %s between them, so those digits "
                                  "go nowhere else there: remove %s."), unit, cells, digits, elims);
      }
    case SDM_TECH_HIDDEN_PAIR:
    case SDM_TECH_HIDDEN_TRIPLE:
    case SDM_TECH_HIDDEN_QUAD:
      {
        g_autofree char *unit = sdm_unit_describe (u);

        return g_strdup_printf (_("In %s, %s can only go in %s, so those cells hold nothing else: "
                                  "remove %s."), unit, digits, cells, elims);
      }
    case SDM_TECH_X_WING:
    case SDM_TECH_SWORDFISH:
      {
        int size = step->technique == SDM_TECH_X_WING ? 2 : 3;
        g_autofree char *base = units_text (step->units, MIN (size, step->n_units));
        g_autofree char *cover = units_text (step->units + size, MAX (step->n_units - size, 0));

        return g_strdup_printf (_("In %s, %d can only go in %s, so it goes nowhere else in %s: "
                                  "remove %s."), base, d, cover, cover, elims);
      }
    case SDM_TECH_XY_WING:
    case SDM_TECH_XYZ_WING:
      {
        g_autofree char *pivot = sdm_cell_describe (step->cells[0]);
        g_autofree char *wings = cells_text (step->cells + 1, 2);
        int z = 0;

        for (int c = 0; c < SDM_N_CELLS && !z; c++)
          z = first_digit (step->eliminate[c]);
        if (step->technique == SDM_TECH_XY_WING)
          /* Translators: "Whatever row 4, column 1 holds, one of r5c2 and r6c2 is 9, so
           * 9 cannot go in a cell that sees both: remove 9 from r1c2." */
          return g_strdup_printf (_("Whatever %s holds, one of %s is %d, so %d cannot go in a "
                                    "cell that sees both: remove %s."), pivot, wings, z, z, elims);
        return g_strdup_printf (_("Whatever %s holds, it or one of %s is %d, so %d cannot go in "
                                  "a cell that sees all three: remove %s."), pivot, wings, z, z, elims);
      }
    case SDM_TECH_SIMPLE_COLOURING:
      {
        gboolean in_chain = FALSE;

        /* Two rules: a colour that sees itself is false (its own cells go), or a cell
         * outside the chain sees both colours. */
        for (int i = 0; i < step->n_cells && !in_chain; i++)
          in_chain = step->eliminate[step->cells[i]] != 0;
        if (in_chain)
          return g_strdup_printf (_("Follow %d through the units where it has only two places: "
                                    "along %s it is true and false by turns. Two cells of one "
                                    "colour see each other, so that colour is false: remove %s."),
                                  d, cells, elims);
        return g_strdup_printf (_("Follow %d through the units where it has only two places: "
                                  "along %s it is true and false by turns, so one of the two "
                                  "colours holds %d and a cell that sees both cannot: remove %s."),
                                d, cells, d, elims);
      }
    case SDM_TECH_FORCING_CHAIN:
      {
        g_autofree char *cell = sdm_cell_describe (step->cells[0]);
        int p = placed_cell (step);

        if (step->variant == 1)
          {
            g_autofree char *other = sdm_cell_describe (step->cells[1]);

            if (p >= 0)
              return g_strdup_printf (_("Whichever neighbour the cell at %s joins, the steps that "
                                        "follow put %d in %s."), cell, step->place[p], other);
            return g_strdup_printf (_("If %s and %s formed a domino, the steps that follow would "
                                      "run into a contradiction: they lie on two different "
                                      "dominoes."), cell, other);
          }
        if (p >= 0)
          {
            g_autofree char *target = sdm_cell_describe (p);

            return g_strdup_printf (_("Whatever %s holds, the singles that follow put %d in %s."),
                                    cell, step->place[p], target);
          }
        if (step->digits & (step->digits - 1))
          /* Two of a cell's three digits fail (one always stays).
           * Translators: "Whether row 2, column 3 held 4 or 7, ..." */
          return g_strdup_printf (_("Whether %s held %d or %d, the singles that follow would run "
                                    "into a contradiction: remove %s."),
                                  cell, d, first_digit (step->digits & (step->digits - 1)), elims);
        return g_strdup_printf (_("If %s held %s, the singles that follow would run into a "
                                  "contradiction: remove %s."), cell, digits, elims);
      }
    case SDM_TECH_DOMINO_ONE_NEIGHBOUR:
      {
        g_autofree char *a = sdm_cell_describe (step->cells[0]);
        g_autofree char *b = sdm_cell_describe (step->cells[1]);
        g_autofree char *why = one_neighbour_why (step);

        if (why != NULL)
          /* Translators: "The cell at row 1, column 1 can only form a domino with row 2,
           * column 1: row 1, column 2 is taken." The last %s says why, for each other
           * neighbour. */
          return g_strdup_printf (_("The cell at %s can only form a domino with %s: %s."), a, b, why);
        return g_strdup_printf (_("The cell at %s can only form a domino with %s: its other "
                                  "neighbours are taken or cannot hold an unused pair."), a, b);
      }
    case SDM_TECH_DOMINO_ONE_PLACE:
    case SDM_TECH_DOMINO_ONE_PAIR:
      {
        int x = 0, y = 0;
        g_autofree char *a = sdm_cell_describe (step->link[0]);
        g_autofree char *b = sdm_cell_describe (step->link[1]);

        if (step->domino >= 0)
          sdm_domino_digits (step->domino, &x, &y);
        g_autofree char *first = NULL;

        if (step->technique == SDM_TECH_DOMINO_ONE_PLACE)
          /* Translators: "The domino 1–5 can only lie on row 3, column 1 and row 4,
           * column 1: no other two neighbouring free cells can hold 1 and 5." (No article
           * before the digits: English would need "an 8".) */
          first = g_strdup_printf (_("The domino %d–%d can only lie on %s and %s: no other two "
                                     "neighbouring free cells can hold %d and %d."),
                                   x, y, a, b, x, y);
        else
          first = g_strdup_printf (_("The domino on %s and %s can only be %d–%d: every other "
                                     "pair that fits is used."), a, b, x, y);
        if (!step->n_eliminated)
          return g_steal_pointer (&first);
        /* Translators: a sentence, then what it allows to remove: "... Remove 3 from r1c2." */
        return g_strdup_printf (_("%s Remove %s."), first, elims);
      }
    case SDM_TECH_DOMINO_NO_PAIR:
      {
        g_autofree char *cell = sdm_cell_describe (step->cells[0]);

        return g_strdup_printf (_("The cell at %s cannot hold %s: every domino it could form with "
                                  "a neighbour would repeat a pair already used. Remove %s."),
                                cell, digits, elims);
      }
    case SDM_N_TECHNIQUES:
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}

int
sdm_hint_get_area (const SdmHint *hint)
{
  g_return_val_if_fail (hint != NULL, -1);

  if (hint->kind != SDM_HINT_STEP)
    return -1;
  if (hint->step.n_units > 0)
    return hint->step.units[0];
  if (hint->step.n_cells > 0)
    return 18 + sdm_cell_box (hint->step.cells[0]);
  return -1;
}

/* Level 2 of a mistake: which cells, and what Apply does. */
static char *
describe_mistakes (const SdmHint *hint)
{
  guint8 cells[SDM_N_CELLS];
  g_autofree char *list = NULL;
  int n = 0;

  if (hint->n_wrong_links && !hint->n_wrong_digits)
    {
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (hint->wrong_links[c])
          cells[n++] = (guint8) c;
      list = cells_text (cells, n);
      return g_strdup_printf (ngettext ("The domino linked at %s cannot be one of the solution: "
                                        "Apply unlinks it.",
                                        "The dominoes linked at %s cannot be ones of the "
                                        "solution: Apply unlinks them.", n), list);
    }
  if (hint->n_wrong_digits)
    {
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (hint->wrong_digits[c])
          cells[n++] = (guint8) c;
      list = cells_text (cells, n);
      return g_strdup_printf (ngettext ("The digit in %s differs from the solution: Apply "
                                        "clears it.",
                                        "The digits in %s differ from the solution: Apply "
                                        "clears them.", n), list);
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (hint->wrong_pencil[c])
      cells[n++] = (guint8) c;
  list = cells_text (cells, n);
  return g_strdup_printf (ngettext ("The pencil marks of %s leave out its digit: Apply puts "
                                    "it back.",
                                    "The pencil marks of %s leave out their digits: Apply "
                                    "puts them back.", n), list);
}

char *
sdm_hint_describe (const SdmHint *hint, int level)
{
  switch (hint->kind)
    {
    case SDM_HINT_MISTAKE:
      if (level >= 2)
        return describe_mistakes (hint);
      if (hint->n_wrong_links && !hint->n_wrong_digits)
        return g_strdup_printf (ngettext ("%u linked pair of cells cannot be a domino of the solution.",
                                          "%u linked pairs of cells cannot be dominoes of the solution.",
                                          hint->n_wrong_links), hint->n_wrong_links);
      if (hint->n_wrong_digits)
        return g_strdup_printf (ngettext ("%u digit differs from the solution.",
                                          "%u digits differ from the solution.",
                                          hint->n_wrong_digits), hint->n_wrong_digits);
      return g_strdup_printf (ngettext ("The pencil marks of %u cell leave out its digit.",
                                        "The pencil marks of %u cells leave out their digit.",
                                        hint->n_wrong_pencil), hint->n_wrong_pencil);
    case SDM_HINT_SOLVED:
      return g_strdup (_("The puzzle is solved."));
    case SDM_HINT_NOT_UNIQUE:
      return g_strdup (_("This puzzle has more than one solution, so no step can be proved."));
    case SDM_HINT_NO_SOLUTION:
      return g_strdup (_("This puzzle has no solution."));
    case SDM_HINT_GUESS:
      if (hint->solution_partner >= 0)
        {
          g_autofree char *a = sdm_cell_describe (hint->solution_cell);
          g_autofree char *b = sdm_cell_describe (hint->solution_partner);

          if (level <= 1)
            return g_strdup (_("No technique finds the next domino from here."));
          return g_strdup_printf (_("No technique finds the next domino from here; in the "
                                    "solution, %s and %s form a domino."), a, b);
        }
      if (hint->solution_cell < 0)
        return g_strdup (_("No technique finds the next step from here."));
      {
        g_autofree char *cell = sdm_cell_describe (hint->solution_cell);

        if (level <= 1)
          return g_strdup (_("No technique finds the next step from here."));
        return g_strdup_printf (_("No technique finds the next step from here; the solution has "
                                  "%d in %s."), hint->solution_digit, cell);
      }
    case SDM_HINT_STEP:
    default:
      break;
    }
  if (level <= 1)
    {
      int unit = sdm_hint_get_area (hint);
      g_autofree char *area = unit >= 0 ? sdm_unit_describe (unit) : g_strdup ("");

      SdmTechnique technique = hint->step.technique;

      /* Translators: level 1 of a hint: a technique's name, where to look and what to
       * look for, "Hidden single in box 4. Look for a digit that has only one place left
       * there." */
      return g_strdup_printf (_("%s in %s. %s"), sdm_technique_get_name (technique), area,
                              _(techniques[technique].look_for));
    }
  return sdm_step_describe (&hint->step);
}
