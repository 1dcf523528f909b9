/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-tutorial.c: the guided first Sudominoku (see sdm-tutorial.h). */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "sdm-board.h"
#include "sdm-format.h"
#include "sdm-sentences.h"
#include "sdm-solver.h"
#include "sdm-tutorial.h"

/* From the first sample puzzle's solution: the nine lone digits, 28 of the 36 dominoes as
 * clues, 8 to place. tests/test-help-tutorial.c checks that it has one solution and a pair
 * with a single place. */
static const char tutorial_puzzle[] =
  "872643195\n"
  "3..97584.\n"
  ".4921863.\n"
  ".2675...3\n"
  ".3816.254\n"
  ".95832761\n"
  ".84597316\n"
  ".5..81429\n"
  "913426578\n"
  "\n"
  "n**[]n[]*\n"
  "u..[]u[].\n"
  ".n[]**[].\n"
  ".un[]...*\n"
  ".nun*.[]n\n"
  ".unu[][]u\n"
  ".nu[]nnnn\n"
  ".u..nuuuu\n"
  "*[]*u[][]\n";

enum {
  STEP_LONE,
  STEP_CLUES,
  STEP_PAIR,
  STEP_PLACE,
  STEP_DONE,
  N_STEPS
};

struct _SdmTutorial
{
  GObject       parent_instance;

  SdmGame      *game;
  GSignalGroup *game_signals;
  SdmGrid       solution;          /* every step is checked against it */
  guint    step;
  int      domino;            /* the pair of STEP_PAIR, and its place */
  int      cell_a;
  int      cell_b;
  char    *text;
  guint8   marks[SDM_N_CELLS];
};

enum {
  PROP_0,
  PROP_STEP,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmTutorial, sdm_tutorial, G_TYPE_OBJECT)

void
sdm_tutorial_get_puzzle (SdmPuzzle *puzzle)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, FALSE, sizeof (SdmPuzzle));
  g_autoptr(GError) error = NULL;

  if (!sdm_format_parse (tutorial_puzzle, sizeof tutorial_puzzle - 1, "tutorial", SDM_FORMAT_DOMINO,
                         NULL, puzzles, &error))
    g_error ("the tutorial puzzle: %s", error->message);
  *puzzle = g_array_index (puzzles, SdmPuzzle, 0);
}

/* Whether @digit can go in @cell: empty, not isolated, no equal digit among its peers. */
static gboolean
fits (SdmGame *game,
      int      cell,
      guint    digit)
{
  if (sdm_game_get_value (game, cell) != 0 || sdm_game_get_partner (game, cell) >= 0
      || sdm_puzzle_cell_is_isolated (sdm_game_get_puzzle (game), cell))
    return FALSE;
  for (int other = 0; other < SDM_N_CELLS; other++)
    if (other != cell
        && (sdm_cell_row (other) == sdm_cell_row (cell) || sdm_cell_col (other) == sdm_cell_col (cell)
            || sdm_cell_box (other) == sdm_cell_box (cell))
        && sdm_game_get_value (game, other) == digit)
      return FALSE;
  return TRUE;
}

gboolean
sdm_tutorial_find_single_place (SdmGame *game,
                                int     *domino,
                                int     *cell_a,
                                int     *cell_b)
{
  GListModel *dominoes;

  g_return_val_if_fail (SDM_IS_GAME (game), FALSE);

  dominoes = sdm_game_get_dominoes (game);
  for (guint i = 0; i < g_list_model_get_n_items (dominoes); i++)
    {
      g_autoptr(SdmDomino) d = g_list_model_get_item (dominoes, i);
      guint a = sdm_domino_get_a (d), b = sdm_domino_get_b (d);
      int n_places = 0, place_a = -1, place_b = -1;

      if (sdm_domino_get_placed (d))
        continue;
      for (int x = 0; x < SDM_N_CELLS; x++)
        for (int dir = SDM_DIRECTION_RIGHT; dir <= SDM_DIRECTION_DOWN; dir++)
          {
            int y = sdm_cell_neighbour (x, dir);

            if (y < 0)
              continue;
            if (fits (game, x, a) && fits (game, y, b))
              n_places++, place_a = x, place_b = y;
            if (fits (game, x, b) && fits (game, y, a))
              n_places++, place_a = y, place_b = x;
          }
      if (n_places == 1)
        {
          *domino = (int) sdm_domino_get_index (d);
          *cell_a = place_a;
          *cell_b = place_b;
          return TRUE;
        }
    }
  return FALSE;
}

/* The first cell (in reading order) whose digit is not the solution's, or whose link is
 * not one of its dominoes; -1 when there is none. */
static int
first_wrong_cell (SdmTutorial *self,
                  gboolean     link)
{
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      guint v = sdm_game_get_value (self->game, c);
      int p = sdm_game_get_partner (self->game, c);

      if (sdm_game_is_given (self->game, c))
        continue;
      if (!link && v != 0 && v != self->solution.values[c])
        return c;
      if (link && p >= 0 && p != self->solution.partner[c])
        return c;
    }
  return -1;
}

SdmTutorialWrong
sdm_tutorial_get_wrong (SdmTutorial *self)
{
  guint va, vb;

  g_return_val_if_fail (SDM_IS_TUTORIAL (self), SDM_TUTORIAL_RIGHT);

  if (self->cell_a < 0)
    return SDM_TUTORIAL_RIGHT;
  va = sdm_game_get_value (self->game, self->cell_a);
  vb = sdm_game_get_value (self->game, self->cell_b);
  if (va != 0 && vb != 0 && va == self->solution.values[self->cell_b] && vb == self->solution.values[self->cell_a])
    return SDM_TUTORIAL_WRONG_WAY_ROUND;
  if (first_wrong_cell (self, FALSE) >= 0)
    return SDM_TUTORIAL_WRONG_DIGIT;
  if (first_wrong_cell (self, TRUE) >= 0)
    return SDM_TUTORIAL_WRONG_DOMINO;
  return SDM_TUTORIAL_RIGHT;
}

/* What is wrong on the board (@wrong), and how to mend it; NULL when nothing is. With
 * @sample, not the board's words but the longest of their kind, for sdm_tutorial_dup_texts():
 * the pair's cells stand for any, and @linked says whether the swapped digits are one
 * domino already. */
static char *
describe_wrong (SdmTutorial      *self,
                SdmTutorialWrong  wrong,
                gboolean          sample,
                gboolean          linked)
{
  g_autofree char *where_a = NULL;
  g_autofree char *where_b = NULL;
  int c;

  switch (wrong)
    {
    case SDM_TUTORIAL_WRONG_WAY_ROUND:
      where_a = sdm_cell_describe (self->cell_a);
      where_b = sdm_cell_describe (self->cell_b);
      /* Only a domino turns round (sdm-board.c): a click on the line inside it, or R. Two
       * digits not yet linked are undone and entered again. */
      if (!sample)
        linked = sdm_game_get_partner (self->game, self->cell_a) == self->cell_b;
      if (!linked)
        /* Translators: the two digits of the pair typed into its cells swapped, not linked
         * yet. The digits, then the cells: "5 goes in row 2, column 3 and 1 in row 3,
         * column 3". */
        return g_strdup_printf (_("Not yet: the two digits are the wrong way round. %d goes in %s and %d in %s. "
                                  "Undo them (Ctrl+Z) and enter them the other way round."),
                                self->solution.values[self->cell_a], where_a,
                                self->solution.values[self->cell_b], where_b);
      /* Translators: the pair is placed with its digits swapped. The digits, then the
       * cells: "5 goes in row 2, column 3 and 1 in row 3, column 3". R turns the
       * selected domino round (the board's key). */
      return g_strdup_printf (_("Not yet: the pair lies the wrong way round. %d goes in %s and %d in %s. "
                                "Turn it round: click the line between its two cells, or select it and press R."),
                              self->solution.values[self->cell_a], where_a,
                              self->solution.values[self->cell_b], where_b);
    case SDM_TUTORIAL_WRONG_DIGIT:
      c = sample ? self->cell_a : first_wrong_cell (self, FALSE);
      where_a = sdm_cell_describe (c);
      /* Translators: a digit the player typed that the solution does not have there. */
      return g_strdup_printf (_("Not yet: %d does not go in %s. Undo it (Ctrl+Z) and look again at the two "
                                "marked cells."),
                              sample ? 9 : sdm_game_get_value (self->game, c), where_a);
    case SDM_TUTORIAL_WRONG_DOMINO:
      c = sample ? self->cell_a : first_wrong_cell (self, TRUE);
      where_a = sdm_cell_describe (c);
      where_b = sdm_cell_describe (sample ? self->cell_b : sdm_game_get_partner (self->game, c));
      return g_strdup_printf (_("Not yet: %s and %s are not one domino in the solution. Undo it (Ctrl+Z) "
                                "and look again at the two marked cells."),
                              where_a, where_b);
    case SDM_TUTORIAL_RIGHT:
    default:
      return NULL;
    }
}

/* The step's text and marks, for the step and the position on the board. */
static void
update_text (SdmTutorial *self)
{
  const SdmPuzzle *puzzle = sdm_game_get_puzzle (self->game);
  int a, b;

  memset (self->marks, SDM_BOARD_MARK_NONE, sizeof self->marks);
  g_clear_pointer (&self->text, g_free);
  sdm_domino_digits (MAX (self->domino, 0), &a, &b);
  switch (self->step)
    {
    case STEP_LONE:
      for (int d = 0; d < 9; d++)
        self->marks[puzzle->isolated[d]] = SDM_BOARD_MARK_TARGET;
      self->text = g_strdup (_("In a Sudominoku, as in a Sudoku, every row, column and box holds 1 to 9 once. "
                               "Nine cells, marked here, hold the digits 1 to 9 alone: they are part of no domino."));
      break;
    case STEP_CLUES:
      for (int i = 0; i < puzzle->n_clues && i < 6; i++)
        self->marks[puzzle->clues[i].cells[0]] = self->marks[puzzle->clues[i].cells[1]] = SDM_BOARD_MARK_PROOF;
      self->text = g_strdup (_("Every other cell is half of a domino. The 36 dominoes are the pairs of different digits, "
                               "{1,2} to {8,9}, each used exactly once. Some are given, like the ones marked here."));
      break;
    case STEP_PAIR:
      self->marks[self->cell_a] = self->marks[self->cell_b] = SDM_BOARD_MARK_TARGET;
      /* Translators: the two numbers are the digits of a domino, smaller first. */
      self->text = g_strdup_printf (_("The pair {%d,%d} is not on the board yet. It needs two neighbouring empty cells, "
                                      "one that can take %d and one that can take %d. Only these two can: "
                                      "everywhere else a %d or a %d is already in the row, column or box."),
                                    a, b, a, b, a, b);
      break;
    case STEP_PLACE:
      self->marks[self->cell_a] = self->marks[self->cell_b] = SDM_BOARD_MARK_TARGET;
      self->text = describe_wrong (self, sdm_tutorial_get_wrong (self), FALSE, FALSE);
      if (self->text == NULL)
        /* The palette is under the board or beside it, as the window's shape has it. */
        self->text = g_strdup_printf (_("Place it: choose {%d,%d} in the palette of pairs, then click the line "
                                      "between the two marked cells. Or type %d and %d into them and link them "
                                      "with Shift and an arrow key."),
                                    a, b, a, b);
      break;
    case STEP_DONE:
    default:
      self->text = g_strdup (_("Well done! That is the reasoning of a Sudominoku: look for a pair with only one place "
                               "left. Finish the puzzle, or ask for a Hint (Ctrl+H) when you are stuck."));
      break;
    }
}

static void
update (SdmTutorial *self)
{
  update_text (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The last step follows once the pair lies where it must, the right way round, and
 * nothing on the board is wrong; until then every move is checked against the solution
 * and a wrong one said so (describe_wrong_move). */
static void
game_changed_cb (SdmTutorial *self)
{
  gboolean placed = sdm_game_get_partner (self->game, self->cell_a) == self->cell_b
                    && sdm_game_get_value (self->game, self->cell_a) == self->solution.values[self->cell_a]
                    && sdm_game_get_value (self->game, self->cell_b) == self->solution.values[self->cell_b];

  /* A done step is checked again: the pair turned the wrong way round (R, a click on its
   * line), undone or moved after "Well done" goes back to the step that places it, which
   * says what is wrong (issue 36: "Well done!" stayed over two red clashes). */
  if (self->step == STEP_DONE && self->cell_a >= 0 && !placed)
    self->step = STEP_PLACE;
  else if (self->step != STEP_PLACE)
    return;
  else if (sdm_tutorial_get_wrong (self) == SDM_TUTORIAL_RIGHT && placed)
    self->step = STEP_DONE;
  update (self);
}

gboolean
sdm_tutorial_next (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), FALSE);

  if (self->step >= STEP_PLACE)
    return FALSE;
  self->step++;
  update (self);
  return TRUE;
}

SdmGame *
sdm_tutorial_get_game (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), NULL);
  return self->game;
}

guint
sdm_tutorial_get_step (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), 0);
  return self->step;
}

GPtrArray *
sdm_tutorial_dup_texts (SdmTutorial *self)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  guint step;
  guint8 marks[SDM_N_CELLS];

  g_return_val_if_fail (SDM_IS_TUTORIAL (self), texts);

  step = self->step;
  memcpy (marks, self->marks, sizeof marks);
  for (guint s = STEP_LONE; s <= STEP_DONE; s++)
    {
      self->step = s;
      update_text (self);
      g_ptr_array_add (texts, g_steal_pointer (&self->text));
    }
  /* What STEP_PLACE says when nothing is wrong, and each way a move can be wrong. */
  if (self->cell_a >= 0)
    {
      int a, b;

      sdm_domino_digits (MAX (self->domino, 0), &a, &b);
      g_ptr_array_add (texts, g_strdup_printf (_("Place it: choose {%d,%d} in the palette of pairs, then click the line "
                                                 "between the two marked cells. Or type %d and %d into them and link them "
                                                 "with Shift and an arrow key."),
                                               a, b, a, b));
      g_ptr_array_add (texts, describe_wrong (self, SDM_TUTORIAL_WRONG_WAY_ROUND, TRUE, FALSE));
      g_ptr_array_add (texts, describe_wrong (self, SDM_TUTORIAL_WRONG_WAY_ROUND, TRUE, TRUE));
      g_ptr_array_add (texts, describe_wrong (self, SDM_TUTORIAL_WRONG_DIGIT, TRUE, FALSE));
      g_ptr_array_add (texts, describe_wrong (self, SDM_TUTORIAL_WRONG_DOMINO, TRUE, FALSE));
    }
  self->step = step;
  update_text (self);
  memcpy (self->marks, marks, sizeof marks);
  return texts;
}

const char *
sdm_tutorial_get_text (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), NULL);
  return self->text;
}

const guint8 *
sdm_tutorial_get_marks (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), NULL);
  return self->marks;
}

int
sdm_tutorial_get_pair (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), -1);
  return self->step == STEP_PAIR || self->step == STEP_PLACE ? self->domino : -1;
}

gboolean
sdm_tutorial_get_waiting (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), FALSE);
  return self->step == STEP_PLACE;
}

gboolean
sdm_tutorial_get_finished (SdmTutorial *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL (self), FALSE);
  return self->step == STEP_DONE;
}

static void
sdm_tutorial_dispose (GObject *object)
{
  SdmTutorial *self = SDM_TUTORIAL (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sdm_tutorial_parent_class)->dispose (object);
}

static void
sdm_tutorial_finalize (GObject *object)
{
  SdmTutorial *self = SDM_TUTORIAL (object);

  g_free (self->text);

  G_OBJECT_CLASS (sdm_tutorial_parent_class)->finalize (object);
}

static void
sdm_tutorial_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_STEP:
      g_value_set_uint (value, SDM_TUTORIAL (object)->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_tutorial_class_init (SdmTutorialClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sdm_tutorial_dispose;
  object_class->finalize = sdm_tutorial_finalize;
  object_class->get_property = sdm_tutorial_get_property;

  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, N_STEPS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sdm_tutorial_init (SdmTutorial *self)
{
  self->domino = self->cell_a = self->cell_b = -1;
}

/* @game: the tutorial puzzle's game (sdm_tutorial_get_puzzle()). */
SdmTutorial *
sdm_tutorial_new (SdmGame *game)
{
  SdmSolveOptions options = { .order = SDM_SOLVE_ANY, .limit = 2 };
  SdmGrid solutions[2];
  SdmTutorial *self;

  g_return_val_if_fail (SDM_IS_GAME (game), NULL);

  self = g_object_new (SDM_TYPE_TUTORIAL, NULL);
  self->game = g_object_ref (game);
  if (!sdm_tutorial_find_single_place (game, &self->domino, &self->cell_a, &self->cell_b))
    g_critical ("the tutorial puzzle has no pair with a single place");
  /* A small puzzle, solved in a moment: the steps are checked against its solution. */
  if (sdm_solve (sdm_game_get_puzzle (game), &options, solutions) != 1)
    g_critical ("the tutorial puzzle does not have one solution");
  self->solution = solutions[0];
  self->game_signals = g_signal_group_new (SDM_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed", G_CALLBACK (game_changed_cb), self);
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  return self;
}
