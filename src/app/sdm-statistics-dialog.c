/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-statistics-dialog.c: the player's statistics (app.statistics), a table per kind:
 * a row per difficulty played (and one for the guided puzzle), columns for games started, solved, solved without help,
 * best and average time and the current streak. On a narrow dialog (a phone's), where the
 * seven columns do not fit, a list per kind says the same, a row per difficulty. Redrawn
 * when the statistics change. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-hint.h"
#include "sdm-statistics-dialog.h"

struct _SdmStatisticsDialog
{
  AdwDialog      parent_instance;

  SdmStatistics *statistics;
  GtkGrid       *sudoku_table;
  GtkGrid       *sudominoku_table;
  GtkListBox    *sudoku_list;        /* the narrow dialog's */
  GtkListBox    *sudominoku_list;
  GtkWidget     *sudoku_none;        /* "No games yet" */
  GtkWidget     *sudominoku_none;
};

G_DEFINE_FINAL_TYPE (SdmStatisticsDialog, sdm_statistics_dialog, ADW_TYPE_DIALOG)

enum {
  PROP_0,
  PROP_STATISTICS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
sdm_format_duration (gint64 seconds)
{
  if (seconds >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60), (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

/* One row of @table (from sdm-statistics-row.ui): @texts, one per column, taken. */
static void
add_row (GtkGrid *table,
         int      row,
         char   **texts)
{
  static const char *cells[] = { "difficulty", "started", "solved", "unaided", "best", "average", "streak" };
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-statistics-row.ui");

  for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
    {
      GtkWidget *label = GTK_WIDGET (gtk_builder_get_object (builder, cells[c]));

      gtk_label_set_label (GTK_LABEL (label), texts[c]);
      gtk_grid_attach (table, label, (int) c, row, 1, 1);
      g_clear_pointer (&texts[c], g_free);
    }
}

/* One row of @list (from sdm-statistics-list-row.ui): the difficulty, and the figures of
 * @texts (as add_row() takes them) in words; a figure of "—" is left out. */
static void
add_list_row (GtkListBox  *list,
              char       **texts)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-statistics-list-row.ui");
  AdwActionRow *row = ADW_ACTION_ROW (gtk_builder_get_object (builder, "row"));
  g_autoptr(GPtrArray) counts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) times = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *count_line = NULL;
  g_autofree char *time_line = NULL;
  g_autofree char *subtitle = NULL;

  /* Translators: a statistics figure on a narrow dialog, "Started 3" (the table's column
   * heads, with the number). */
  g_ptr_array_add (counts, g_strdup_printf (_("Started %s"), texts[1]));
  g_ptr_array_add (counts, g_strdup_printf (_("Solved %s"), texts[2]));
  if (g_strcmp0 (texts[3], "—") != 0)
    g_ptr_array_add (counts, g_strdup_printf (_("Without help %s"), texts[3]));
  if (g_strcmp0 (texts[4], "—") != 0)
    /* Translators: a time, "Best 2:05" */
    g_ptr_array_add (times, g_strdup_printf (_("Best %s"), texts[4]));
  if (g_strcmp0 (texts[5], "—") != 0)
    g_ptr_array_add (times, g_strdup_printf (_("Average %s"), texts[5]));
  if (g_strcmp0 (texts[6], "—") != 0)
    g_ptr_array_add (times, g_strdup_printf (_("Streak %s"), texts[6]));
  g_ptr_array_add (counts, NULL);
  g_ptr_array_add (times, NULL);
  /* Translators: between the figures of a statistics row, "Started 3 · Solved 2" */
  count_line = g_strjoinv (_(" · "), (char **) counts->pdata);
  time_line = g_strjoinv (_(" · "), (char **) times->pdata);
  subtitle = *time_line != '\0' ? g_strconcat (count_line, "\n", time_line, NULL) : g_strdup (count_line);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), texts[0]);
  adw_action_row_set_subtitle (row, subtitle);
  gtk_list_box_append (list, GTK_WIDGET (row));
}

/* The rows of @table under its column heads and of @list: one per difficulty played, the
 * guided puzzle's (Sudominoku: started and finished, nothing else counts), and @none shown
 * instead of them when there is none. */
static void
fill_table (SdmStatisticsDialog *self,
            GtkGrid             *table,
            GtkListBox          *list,
            GtkWidget           *none,
            SdmKind              kind)
{
  GtkWidget *child, *next;
  guint guided_started = 0, guided_finished = 0;
  int row = 1;

  for (child = gtk_widget_get_first_child (GTK_WIDGET (table)); child != NULL; child = next)
    {
      int child_row;

      next = gtk_widget_get_next_sibling (child);
      gtk_grid_query_child (table, child, NULL, &child_row, NULL, NULL);
      if (child_row > 0)
        gtk_grid_remove (table, child);
    }
  gtk_list_box_remove_all (list);

  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    {
      SdmStatisticsEntry e;
      char *texts[7];

      sdm_statistics_get_entry (self->statistics, kind, d, &e);
      if (e.started == 0 && e.solved == 0)
        continue;
      texts[0] = g_strdup (sdm_difficulty_get_name (d));
      texts[1] = g_strdup_printf ("%u", e.started);
      texts[2] = g_strdup_printf ("%u", e.solved);
      texts[3] = g_strdup_printf ("%u", e.solved_unaided);
      texts[4] = e.best > 0 ? sdm_format_duration (e.best) : g_strdup ("—");
      texts[5] = e.solved_unaided > 0 ? sdm_format_duration (sdm_statistics_entry_average (&e)) : g_strdup ("—");
      texts[6] = g_strdup_printf ("%u", e.streak);
      add_list_row (list, texts);
      add_row (table, row++, texts);
    }
  if (kind == SDM_KIND_SUDOMINOKU)
    sdm_statistics_get_guided (self->statistics, &guided_started, &guided_finished);
  if (guided_started > 0)
    {
      char *texts[7] = {
        /* Translators: the guided puzzle's row in the statistics, in place of a difficulty. */
        g_strdup (C_("statistics", "Guided")),
        g_strdup_printf ("%u", guided_started),
        g_strdup_printf ("%u", guided_finished),
        g_strdup ("—"), g_strdup ("—"), g_strdup ("—"), g_strdup ("—"),
      };

      add_list_row (list, texts);
      add_row (table, row++, texts);
    }
  /* No rows: neither the column heads nor an empty card, only the line. */
  gtk_widget_set_visible (none, row == 1);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (table), GTK_TYPE_STACK), row > 1);
}

static void
refresh (SdmStatisticsDialog *self)
{
  fill_table (self, self->sudoku_table, self->sudoku_list, self->sudoku_none, SDM_KIND_SUDOKU);
  fill_table (self, self->sudominoku_table, self->sudominoku_list, self->sudominoku_none, SDM_KIND_SUDOMINOKU);
}

GtkListBox *
sdm_statistics_dialog_get_list (SdmStatisticsDialog *self,
                                SdmKind              kind)
{
  g_return_val_if_fail (SDM_IS_STATISTICS_DIALOG (self), NULL);
  return kind == SDM_KIND_SUDOMINOKU ? self->sudominoku_list : self->sudoku_list;
}

GtkGrid *
sdm_statistics_dialog_get_table (SdmStatisticsDialog *self,
                                 SdmKind              kind)
{
  g_return_val_if_fail (SDM_IS_STATISTICS_DIALOG (self), NULL);

  return kind == SDM_KIND_SUDOMINOKU ? self->sudominoku_table : self->sudoku_table;
}

static void
sdm_statistics_dialog_constructed (GObject *object)
{
  SdmStatisticsDialog *self = SDM_STATISTICS_DIALOG (object);

  G_OBJECT_CLASS (sdm_statistics_dialog_parent_class)->constructed (object);

  g_signal_connect_object (self->statistics, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
}

static void
sdm_statistics_dialog_dispose (GObject *object)
{
  SdmStatisticsDialog *self = SDM_STATISTICS_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_STATISTICS_DIALOG);
  g_clear_object (&self->statistics);

  G_OBJECT_CLASS (sdm_statistics_dialog_parent_class)->dispose (object);
}

static void
sdm_statistics_dialog_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SdmStatisticsDialog *self = SDM_STATISTICS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_STATISTICS:
      g_value_set_object (value, self->statistics);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_statistics_dialog_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SdmStatisticsDialog *self = SDM_STATISTICS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_STATISTICS:
      self->statistics = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The tables turned into lists or back: the dialog takes its content's height anew
 * (set when it was added to the window, from the tables). */
static void
breakpoint_cb (SdmStatisticsDialog *self,
               GParamSpec          *pspec,
               gpointer             user_data)
{
  adw_dialog_set_content_height (ADW_DIALOG (self), -1);
}

static void
sdm_statistics_dialog_class_init (SdmStatisticsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sdm_statistics_dialog_constructed;
  object_class->dispose = sdm_statistics_dialog_dispose;
  object_class->get_property = sdm_statistics_dialog_get_property;
  object_class->set_property = sdm_statistics_dialog_set_property;

  properties[PROP_STATISTICS] =
    g_param_spec_object ("statistics", NULL, NULL, SDM_TYPE_STATISTICS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-statistics-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsDialog, sudoku_table);
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsDialog, sudominoku_table);
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsDialog, sudoku_list);
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsDialog, sudominoku_list);
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsDialog, sudoku_none);
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsDialog, sudominoku_none);
  gtk_widget_class_bind_template_callback (widget_class, breakpoint_cb);
}

static void
sdm_statistics_dialog_init (SdmStatisticsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

SdmStatisticsDialog *
sdm_statistics_dialog_new (SdmStatistics *statistics)
{
  g_return_val_if_fail (SDM_IS_STATISTICS (statistics), NULL);

  return g_object_new (SDM_TYPE_STATISTICS_DIALOG, "statistics", statistics, NULL);
}
