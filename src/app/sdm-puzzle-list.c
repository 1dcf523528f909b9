/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-list.c: a list of the puzzles in a file, to choose one to play.
 *
 * A file in the line format may hold thousands of puzzles, so the rows are a GtkListView
 * over a list of row items, made only for the rows on screen (sdm-puzzle-list.ui). Each
 * row says what its puzzle gives, then its difficulty: the puzzles are graded in a worker
 * thread (sdm_grade_many_async: a hundred take a few milliseconds), and the rows' texts
 * change in place when the grades come, so the rows on screen keep their focus and the
 * selection.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-puzzle-list.h"
#include "sdm-puzzle-tasks.h"
#include "sdm-sentences.h"

/* A row's item: its text, which the row's label follows. */
#define SDM_TYPE_PUZZLE_LIST_ROW (sdm_puzzle_list_row_get_type ())
G_DECLARE_FINAL_TYPE (SdmPuzzleListRow, sdm_puzzle_list_row, SDM, PUZZLE_LIST_ROW, GObject)

struct _SdmPuzzleListRow
{
  GObject  parent_instance;
  char    *text;
};

enum {
  ROW_PROP_0,
  ROW_PROP_TEXT,
  ROW_N_PROPS
};

static GParamSpec *row_properties[ROW_N_PROPS];

G_DEFINE_FINAL_TYPE (SdmPuzzleListRow, sdm_puzzle_list_row, G_TYPE_OBJECT)

static void
sdm_puzzle_list_row_finalize (GObject *object)
{
  SdmPuzzleListRow *self = SDM_PUZZLE_LIST_ROW (object);

  g_clear_pointer (&self->text, g_free);
  G_OBJECT_CLASS (sdm_puzzle_list_row_parent_class)->finalize (object);
}

static void
sdm_puzzle_list_row_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SdmPuzzleListRow *self = SDM_PUZZLE_LIST_ROW (object);

  switch (prop_id)
    {
    case ROW_PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_puzzle_list_row_class_init (SdmPuzzleListRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sdm_puzzle_list_row_finalize;
  object_class->get_property = sdm_puzzle_list_row_get_property;
  row_properties[ROW_PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, ROW_N_PROPS, row_properties);
}

static void
sdm_puzzle_list_row_init (SdmPuzzleListRow *self)
{
}

/* Takes @text. */
static void
row_set_text (SdmPuzzleListRow *self,
              char             *text)
{
  g_free (self->text);
  self->text = text;
  g_object_notify_by_pspec (G_OBJECT (self), row_properties[ROW_PROP_TEXT]);
}

struct _SdmPuzzleList
{
  AdwDialog       parent_instance;

  GArray         *puzzles;
  char           *source_name;
  GListStore     *rows;              /* SdmPuzzleListRow, one per puzzle */
  GCancellable   *cancellable;       /* the grading, cancelled when the dialog closes */
  AdwWindowTitle *window_title;
  GtkListView    *list_view;
};

enum {
  PUZZLE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmPuzzleList, sdm_puzzle_list, ADW_TYPE_DIALOG)

static char *
describe_givens (const SdmPuzzle *puzzle,
                 guint            index)
{
  guint givens = 0;

  for (int cell = 0; cell < SDM_N_CELLS; cell++)
    givens += puzzle->givens[cell] != 0;
  if (puzzle->kind == SDM_KIND_SUDOMINOKU)
    /* Translators: a row of the puzzle list: number, then how many dominoes are given. */
    return g_strdup_printf (ngettext ("Puzzle %u · Sudominoku, %u domino given",
                                      "Puzzle %u · Sudominoku, %u dominoes given", puzzle->n_clues),
                            index + 1, (guint) puzzle->n_clues);
  /* Translators: a row of the puzzle list: number, then how many digits are given. */
  return g_strdup_printf (ngettext ("Puzzle %u · Sudoku, %u digit given",
                                    "Puzzle %u · Sudoku, %u digits given", givens),
                          index + 1, givens);
}

/* The row of puzzle @index, with its difficulty once known (@difficulty >= 0). */
static char *
describe_puzzle (const SdmPuzzle *puzzle,
                 guint            index,
                 int              difficulty)
{
  g_autofree char *givens = describe_givens (puzzle, index);

  if (difficulty < 0)
    return g_steal_pointer (&givens);
  /* Translators: a row of the puzzle list, then the puzzle's difficulty:
   * "Puzzle 3 · Sudoku, 17 digits given · Hard" */
  return g_strdup_printf (_("%s · %s"), givens, sdm_difficulty_get_name (difficulty));
}

/* The grades came (sdm_grade_many_async): each row adds its puzzle's difficulty. */
static void
graded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(SdmPuzzleList) self = user_data;
  g_autoptr(GArray) grades = sdm_grade_many_finish (result, NULL);

  if (grades == NULL)
    return;   /* closed first */
  for (guint i = 0; i < grades->len; i++)
    {
      g_autoptr(SdmPuzzleListRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);

      row_set_text (row, describe_puzzle (&g_array_index (self->puzzles, SdmPuzzle, i), i,
                                          g_array_index (grades, gint8, i)));
    }
}

void
sdm_puzzle_list_activate (SdmPuzzleList *self,
                          guint          index)
{
  g_return_if_fail (SDM_IS_PUZZLE_LIST (self));
  g_return_if_fail (index < self->puzzles->len);

  g_signal_emit (self, signals[PUZZLE_CHOSEN], 0, index);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
activate_cb (GtkListView   *list_view,
             guint          position,
             SdmPuzzleList *self)
{
  sdm_puzzle_list_activate (self, position);
}

const char *
sdm_puzzle_list_get_source_name (SdmPuzzleList *self)
{
  g_return_val_if_fail (SDM_IS_PUZZLE_LIST (self), NULL);
  return self->source_name;
}

const SdmPuzzle *
sdm_puzzle_list_get_puzzle (SdmPuzzleList *self,
                            guint          index)
{
  g_return_val_if_fail (SDM_IS_PUZZLE_LIST (self), NULL);
  g_return_val_if_fail (index < self->puzzles->len, NULL);

  return &g_array_index (self->puzzles, SdmPuzzle, index);
}

static void
sdm_puzzle_list_closed (AdwDialog *dialog)
{
  SdmPuzzleList *self = SDM_PUZZLE_LIST (dialog);

  g_cancellable_cancel (self->cancellable);
  if (ADW_DIALOG_CLASS (sdm_puzzle_list_parent_class)->closed != NULL)
    ADW_DIALOG_CLASS (sdm_puzzle_list_parent_class)->closed (dialog);
}

static void
sdm_puzzle_list_dispose (GObject *object)
{
  SdmPuzzleList *self = SDM_PUZZLE_LIST (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_PUZZLE_LIST);
  g_clear_object (&self->rows);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (sdm_puzzle_list_parent_class)->dispose (object);
}

static void
sdm_puzzle_list_finalize (GObject *object)
{
  SdmPuzzleList *self = SDM_PUZZLE_LIST (object);

  g_clear_pointer (&self->puzzles, g_array_unref);
  g_free (self->source_name);

  G_OBJECT_CLASS (sdm_puzzle_list_parent_class)->finalize (object);
}

static void
sdm_puzzle_list_class_init (SdmPuzzleListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdwDialogClass *dialog_class = ADW_DIALOG_CLASS (klass);

  object_class->dispose = sdm_puzzle_list_dispose;
  dialog_class->closed = sdm_puzzle_list_closed;
  object_class->finalize = sdm_puzzle_list_finalize;

  signals[PUZZLE_CHOSEN] =
    g_signal_new ("puzzle-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-puzzle-list.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmPuzzleList, window_title);
  gtk_widget_class_bind_template_child (widget_class, SdmPuzzleList, list_view);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
  /* The rows' factory names the type. */
  g_type_ensure (SDM_TYPE_PUZZLE_LIST_ROW);
}

static void
sdm_puzzle_list_init (SdmPuzzleList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_list_store_new (SDM_TYPE_PUZZLE_LIST_ROW);
  self->cancellable = g_cancellable_new ();
}

SdmPuzzleList *
sdm_puzzle_list_new (GArray     *puzzles,
                     const char *source_name)
{
  SdmPuzzleList *self;
  g_autoptr(GPtrArray) items = NULL;

  g_return_val_if_fail (puzzles != NULL, NULL);

  self = g_object_new (SDM_TYPE_PUZZLE_LIST, NULL);
  self->puzzles = g_array_ref (puzzles);
  self->source_name = g_strdup (source_name);

  items = g_ptr_array_new_full (puzzles->len, g_object_unref);
  for (guint i = 0; i < puzzles->len; i++)
    {
      SdmPuzzleListRow *row = g_object_new (SDM_TYPE_PUZZLE_LIST_ROW, NULL);

      row->text = describe_puzzle (&g_array_index (puzzles, SdmPuzzle, i), i, -1);
      g_ptr_array_add (items, row);
    }
  g_list_store_splice (self->rows, 0, 0, items->pdata, items->len);
  gtk_list_view_set_model (self->list_view,
                           GTK_SELECTION_MODEL (gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->rows)))));
  adw_window_title_set_subtitle (self->window_title, source_name);

  sdm_grade_many_async (puzzles, self->cancellable, graded_cb, g_object_ref (self));
  return self;
}
