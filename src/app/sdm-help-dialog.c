/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-help-dialog.c: How to Play. The example boards are SdmBoard widgets, as in the game,
 * on positions made here: a Sudoku with one cell to fill, the guided puzzle's lone digits
 * and a clue domino, and a pair laid twice so that the board marks the clash. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "sdm-board.h"
#include "sdm-domino-palette.h"
#include "sdm-help-dialog.h"
#include "sdm-tutorial.h"

struct _SdmHelpDialog
{
  AdwPreferencesDialog parent_instance;

  SdmBoard         *sudoku_board;
  GtkLabel         *sudoku_caption;
  SdmBoard         *lone_board;
  SdmBoard         *clue_board;
  SdmDominoPalette *pairs_palette;
  SdmBoard         *twice_board;
  GtkLabel         *twice_caption;
};

G_DEFINE_FINAL_TYPE (SdmHelpDialog, sdm_help_dialog, ADW_TYPE_PREFERENCES_DIALOG)

/* The guided puzzle's solution, as a Sudoku (sdm-tutorial.c). */
static const char solution[] =
  "872643195" "361975842" "549218637" "126754983" "738169254"
  "495832761" "284597316" "657381429" "913426578";

/* A Sudoku with a third of the cells open (every third diagonal): the marked cell sees
 * the eight other digits in its row, column and box, so one is left. */
static void
show_sudoku (SdmHelpDialog *self)
{
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;
  guint8 marks[SDM_N_CELLS] = { 0 };
  const int target = sdm_cell (4, 4);
  g_autofree char *caption = NULL;

  sdm_puzzle_init (&puzzle, SDM_KIND_SUDOKU);
  for (int c = 0; c < SDM_N_CELLS; c++)
    puzzle.givens[c] = ((sdm_cell_row (c) + sdm_cell_col (c)) % 3 == 0 || c == target) ? 0 : (guint8) (solution[c] - '0');
  game = sdm_game_new (&puzzle);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sdm_cell_box (c) == sdm_cell_box (target) || sdm_cell_row (c) == sdm_cell_row (target)
        || sdm_cell_col (c) == sdm_cell_col (target))
      marks[c] = puzzle.givens[c] != 0 ? SDM_BOARD_MARK_WITNESS : SDM_BOARD_MARK_NONE;
  marks[target] = SDM_BOARD_MARK_TARGET;
  sdm_board_set_game (self->sudoku_board, game);
  sdm_board_set_selected (self->sudoku_board, target);
  sdm_board_set_marks (self->sudoku_board, marks);
  /* Translators: %d is the one digit left for the cell. */
  caption = g_strdup_printf (_("The marked cell sees every other digit in its row, column and box: only %d is left for it."),
                             solution[target] - '0');
  gtk_label_set_label (self->sudoku_caption, caption);
}

static void
show_sudominoku (SdmHelpDialog *self)
{
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;
  g_autoptr(SdmGame) lone = NULL;
  g_autoptr(SdmGame) twice = NULL;
  guint8 marks[SDM_N_CELLS] = { 0 };
  SdmPuzzle only_lone;
  int a = sdm_cell (1, 1), b = sdm_cell (1, 2), c = sdm_cell (5, 5), d = sdm_cell (6, 5);

  /* The lone digits, on their own. */
  sdm_tutorial_get_puzzle (&puzzle);
  sdm_puzzle_init (&only_lone, SDM_KIND_SUDOMINOKU);
  memcpy (only_lone.isolated, puzzle.isolated, sizeof only_lone.isolated);
  for (int digit = 0; digit < 9; digit++)
    only_lone.givens[puzzle.isolated[digit]] = (guint8) (digit + 1);
  lone = sdm_game_new (&only_lone);
  sdm_board_set_game (self->lone_board, lone);
  sdm_board_set_selected (self->lone_board, puzzle.isolated[0]);

  /* A clue domino among the others, and the 36 pairs of the same position. */
  game = sdm_game_new (&puzzle);
  memset (marks, 0, sizeof marks);
  marks[puzzle.clues[3].cells[0]] = marks[puzzle.clues[3].cells[1]] = SDM_BOARD_MARK_TARGET;
  sdm_board_set_game (self->clue_board, game);
  sdm_board_set_selected (self->clue_board, puzzle.clues[3].cells[0]);
  sdm_board_set_marks (self->clue_board, marks);
  sdm_domino_palette_set_game (self->pairs_palette, game);

  /* {3,5} twice: a clash the board shows in red. */
  twice = sdm_game_new (&only_lone);
  if (!sdm_game_place_domino (twice, a, b, 3, 5, NULL) || !sdm_game_place_domino (twice, c, d, 5, 3, NULL))
    g_critical ("the {3,5} example does not place");
  sdm_board_set_game (self->twice_board, twice);
  sdm_board_set_selected (self->twice_board, c);
  gtk_label_set_label (self->twice_caption,
                       _("{3,5} lies twice here, which breaks the rule: both are marked. So once a pair is on the board, "
                         "no two other neighbouring cells may hold the same two digits, and a pair that fits in only "
                         "one place must go there."));
}

static void
sdm_help_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_HELP_DIALOG);

  G_OBJECT_CLASS (sdm_help_dialog_parent_class)->dispose (object);
}

static void
sdm_help_dialog_class_init (SdmHelpDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_help_dialog_dispose;

  g_type_ensure (SDM_TYPE_BOARD);
  g_type_ensure (SDM_TYPE_DOMINO_PALETTE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-help-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmHelpDialog, sudoku_board);
  gtk_widget_class_bind_template_child (widget_class, SdmHelpDialog, sudoku_caption);
  gtk_widget_class_bind_template_child (widget_class, SdmHelpDialog, lone_board);
  gtk_widget_class_bind_template_child (widget_class, SdmHelpDialog, clue_board);
  gtk_widget_class_bind_template_child (widget_class, SdmHelpDialog, pairs_palette);
  gtk_widget_class_bind_template_child (widget_class, SdmHelpDialog, twice_board);
  gtk_widget_class_bind_template_child (widget_class, SdmHelpDialog, twice_caption);
}

static void
sdm_help_dialog_init (SdmHelpDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  show_sudoku (self);
  show_sudominoku (self);
}

SdmHelpDialog *
sdm_help_dialog_new (void)
{
  return g_object_new (SDM_TYPE_HELP_DIALOG, NULL);
}
