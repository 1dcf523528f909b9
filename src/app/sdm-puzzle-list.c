/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-puzzle-list.c: a list of the puzzles in a file, to choose one to play.
 *
 * A file in the line format may hold thousands of puzzles, so the rows are a GtkListView
 * over a string list, made only for the rows on screen (sdm-puzzle-list.ui).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-puzzle-list.h"

struct _SdmPuzzleList
{
  AdwWindow    parent_instance;

  GArray         *puzzles;
  char           *source_name;
  AdwWindowTitle *window_title;
  GtkListView    *list_view;
};

enum {
  PUZZLE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmPuzzleList, sdm_puzzle_list, ADW_TYPE_WINDOW)

static char *
describe_puzzle (const SdmPuzzle *puzzle,
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

void
sdm_puzzle_list_activate (SdmPuzzleList *self,
                          guint          index)
{
  g_return_if_fail (SDM_IS_PUZZLE_LIST (self));
  g_return_if_fail (index < self->puzzles->len);

  g_signal_emit (self, signals[PUZZLE_CHOSEN], 0, index);
  gtk_window_close (GTK_WINDOW (self));
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
sdm_puzzle_list_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_PUZZLE_LIST);

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

  object_class->dispose = sdm_puzzle_list_dispose;
  object_class->finalize = sdm_puzzle_list_finalize;

  signals[PUZZLE_CHOSEN] =
    g_signal_new ("puzzle-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-puzzle-list.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmPuzzleList, window_title);
  gtk_widget_class_bind_template_child (widget_class, SdmPuzzleList, list_view);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
}

static void
sdm_puzzle_list_init (SdmPuzzleList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

SdmPuzzleList *
sdm_puzzle_list_new (GtkWindow  *parent,
                     GArray     *puzzles,
                     const char *source_name)
{
  SdmPuzzleList *self;
  g_autoptr(GtkStringList) strings = gtk_string_list_new (NULL);

  g_return_val_if_fail (puzzles != NULL, NULL);

  self = g_object_new (SDM_TYPE_PUZZLE_LIST,
                       "transient-for", parent,
                       /* The application's shortcuts (Ctrl+Q) work here too. */
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->puzzles = g_array_ref (puzzles);
  self->source_name = g_strdup (source_name);

  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *row = describe_puzzle (&g_array_index (puzzles, SdmPuzzle, i), i);

      gtk_string_list_append (strings, row);
    }
  gtk_list_view_set_model (self->list_view,
                           GTK_SELECTION_MODEL (gtk_single_selection_new (G_LIST_MODEL (g_steal_pointer (&strings)))));
  adw_window_title_set_subtitle (self->window_title, source_name);
  return self;
}
