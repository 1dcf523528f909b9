/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-statistics-window.c: the player's statistics (app.statistics), a table per kind:
 * a row per difficulty played, columns for games started, solved, solved without help,
 * best and average time and the current streak. Redrawn when the statistics change. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-hint.h"
#include "sdm-statistics-window.h"

struct _SdmStatisticsWindow
{
  AdwWindow      parent_instance;

  SdmStatistics *statistics;
  GtkGrid       *sudoku_table;
  GtkGrid       *sudominoku_table;
};

G_DEFINE_FINAL_TYPE (SdmStatisticsWindow, sdm_statistics_window, ADW_TYPE_WINDOW)

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

static GtkWidget *
cell_label (const char *text,
            gboolean    heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), heading ? 0.0f : 1.0f);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  else
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

static void
fill_table (SdmStatisticsWindow *self,
            GtkGrid             *table,
            SdmKind              kind)
{
  static const char *columns[] = {
    N_("Difficulty"), N_("Started"), N_("Solved"), N_("Without help"), N_("Best"), N_("Average"), N_("Streak"),
  };
  GtkWidget *child;
  int row = 1;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (table))) != NULL)
    gtk_grid_remove (table, child);
  for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
    {
      GtkWidget *label = cell_label (_(columns[c]), TRUE);

      gtk_label_set_xalign (GTK_LABEL (label), c == 0 ? 0.0f : 1.0f);
      gtk_widget_set_hexpand (label, c == 0);
      gtk_grid_attach (table, label, (int) c, 0, 1, 1);
    }

  for (int d = 0; d < SDM_N_DIFFICULTIES; d++)
    {
      SdmStatisticsEntry e;
      g_autofree char *started = NULL, *solved = NULL, *unaided = NULL, *streak = NULL;
      g_autofree char *best = NULL, *average = NULL;
      GtkWidget *name;

      sdm_statistics_get_entry (self->statistics, kind, d, &e);
      if (e.started == 0 && e.solved == 0)
        continue;
      started = g_strdup_printf ("%u", e.started);
      solved = g_strdup_printf ("%u", e.solved);
      unaided = g_strdup_printf ("%u", e.solved_unaided);
      streak = g_strdup_printf ("%u", e.streak);
      best = e.best > 0 ? sdm_format_duration (e.best) : g_strdup ("—");
      average = e.solved_unaided > 0 ? sdm_format_duration (sdm_statistics_entry_average (&e)) : g_strdup ("—");

      name = cell_label (sdm_difficulty_get_name (d), FALSE);
      gtk_label_set_xalign (GTK_LABEL (name), 0.0f);
      gtk_widget_remove_css_class (name, "numeric");
      gtk_grid_attach (table, name, 0, row, 1, 1);
      gtk_grid_attach (table, cell_label (started, FALSE), 1, row, 1, 1);
      gtk_grid_attach (table, cell_label (solved, FALSE), 2, row, 1, 1);
      gtk_grid_attach (table, cell_label (unaided, FALSE), 3, row, 1, 1);
      gtk_grid_attach (table, cell_label (best, FALSE), 4, row, 1, 1);
      gtk_grid_attach (table, cell_label (average, FALSE), 5, row, 1, 1);
      gtk_grid_attach (table, cell_label (streak, FALSE), 6, row, 1, 1);
      row++;
    }
  if (row == 1)
    {
      GtkWidget *none = gtk_label_new (_("No games yet"));

      gtk_label_set_xalign (GTK_LABEL (none), 0.0f);
      gtk_widget_add_css_class (none, "dim-label");
      gtk_grid_attach (table, none, 0, 1, (int) G_N_ELEMENTS (columns), 1);
    }
}

static void
refresh (SdmStatisticsWindow *self)
{
  fill_table (self, self->sudoku_table, SDM_KIND_SUDOKU);
  fill_table (self, self->sudominoku_table, SDM_KIND_SUDOMINOKU);
}

GtkGrid *
sdm_statistics_window_get_table (SdmStatisticsWindow *self,
                                 SdmKind              kind)
{
  g_return_val_if_fail (SDM_IS_STATISTICS_WINDOW (self), NULL);

  return kind == SDM_KIND_SUDOMINOKU ? self->sudominoku_table : self->sudoku_table;
}

static void
sdm_statistics_window_constructed (GObject *object)
{
  SdmStatisticsWindow *self = SDM_STATISTICS_WINDOW (object);

  G_OBJECT_CLASS (sdm_statistics_window_parent_class)->constructed (object);

  g_signal_connect_object (self->statistics, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
}

static void
sdm_statistics_window_dispose (GObject *object)
{
  SdmStatisticsWindow *self = SDM_STATISTICS_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_STATISTICS_WINDOW);
  g_clear_object (&self->statistics);

  G_OBJECT_CLASS (sdm_statistics_window_parent_class)->dispose (object);
}

static void
sdm_statistics_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SdmStatisticsWindow *self = SDM_STATISTICS_WINDOW (object);

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
sdm_statistics_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SdmStatisticsWindow *self = SDM_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STATISTICS:
      self->statistics = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_statistics_window_class_init (SdmStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sdm_statistics_window_constructed;
  object_class->dispose = sdm_statistics_window_dispose;
  object_class->get_property = sdm_statistics_window_get_property;
  object_class->set_property = sdm_statistics_window_set_property;

  properties[PROP_STATISTICS] =
    g_param_spec_object ("statistics", NULL, NULL, SDM_TYPE_STATISTICS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsWindow, sudoku_table);
  gtk_widget_class_bind_template_child (widget_class, SdmStatisticsWindow, sudominoku_table);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sdm_statistics_window_init (SdmStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

SdmStatisticsWindow *
sdm_statistics_window_new (SdmStatistics *statistics)
{
  g_return_val_if_fail (SDM_IS_STATISTICS (statistics), NULL);

  return g_object_new (SDM_TYPE_STATISTICS_WINDOW, "statistics", statistics, NULL);
}
