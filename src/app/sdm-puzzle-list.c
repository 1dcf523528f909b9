/* sdm-puzzle-list.c: a list of the puzzles in a file, to choose one to play.
 *
 * A file in the line format may hold thousands of puzzles, so the rows are a GtkListView
 * over a string list, made only for the rows on screen.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-puzzle-list.h"

struct _SdmPuzzleList
{
  AdwWindow    parent_instance;

  GArray      *puzzles;
  GtkListView *list_view;
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

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (string));
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

const SdmPuzzle *
sdm_puzzle_list_get_puzzle (SdmPuzzleList *self,
                            guint          index)
{
  g_return_val_if_fail (SDM_IS_PUZZLE_LIST (self), NULL);
  g_return_val_if_fail (index < self->puzzles->len, NULL);

  return &g_array_index (self->puzzles, SdmPuzzle, index);
}

static void
sdm_puzzle_list_finalize (GObject *object)
{
  SdmPuzzleList *self = SDM_PUZZLE_LIST (object);

  g_clear_pointer (&self->puzzles, g_array_unref);

  G_OBJECT_CLASS (sdm_puzzle_list_parent_class)->finalize (object);
}

static void
sdm_puzzle_list_class_init (SdmPuzzleListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sdm_puzzle_list_finalize;

  signals[PUZZLE_CHOSEN] =
    g_signal_new ("puzzle-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sdm_puzzle_list_init (SdmPuzzleList *self)
{
}

SdmPuzzleList *
sdm_puzzle_list_new (GtkWindow  *parent,
                     GArray     *puzzles,
                     const char *source_name)
{
  SdmPuzzleList *self;
  g_autoptr(GtkStringList) strings = gtk_string_list_new (NULL);
  GtkListItemFactory *factory;
  GtkWidget *box, *header, *scrolled, *title;

  g_return_val_if_fail (puzzles != NULL, NULL);

  self = g_object_new (SDM_TYPE_PUZZLE_LIST,
                       "transient-for", parent,
                       "modal", TRUE,
                       /* The application's shortcuts (Ctrl+Q) work here too. */
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       "title", _("Choose a Puzzle"),
                       "default-width", 420,
                       "default-height", 520,
                       NULL);
  self->puzzles = g_array_ref (puzzles);

  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *row = describe_puzzle (&g_array_index (puzzles, SdmPuzzle, i), i);

      gtk_string_list_append (strings, row);
    }

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  self->list_view = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (gtk_single_selection_new (G_LIST_MODEL (g_steal_pointer (&strings)))),
                                                      factory));
  gtk_list_view_set_single_click_activate (self->list_view, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list_view), "navigation-sidebar");
  g_signal_connect (self->list_view, "activate", G_CALLBACK (activate_cb), self);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list_view));
  gtk_widget_set_vexpand (scrolled, TRUE);

  title = adw_window_title_new (_("Choose a Puzzle"), source_name);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self), box);
  return self;
}
