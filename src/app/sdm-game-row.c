/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-row.c: a game in progress (see sdm-game-row.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-game-row.h"
#include "sdm-hint.h"
#include "sdm-sentences.h"

struct _SdmGameRow
{
  AdwActionRow parent_instance;

  char        *game_id;
};

enum {
  PROP_0,
  PROP_GAME_ID,
  N_PROPS
};

enum {
  REMOVE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmGameRow, sdm_game_row, ADW_TYPE_ACTION_ROW)

const char *
sdm_game_row_get_game_id (SdmGameRow *self)
{
  g_return_val_if_fail (SDM_IS_GAME_ROW (self), NULL);
  return self->game_id;
}

static void
remove_clicked_cb (SdmGameRow *self,
                   GtkButton  *button)
{
  g_signal_emit (self, signals[REMOVE], 0);
}

static void
sdm_game_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_GAME_ROW);

  G_OBJECT_CLASS (sdm_game_row_parent_class)->dispose (object);
}

static void
sdm_game_row_finalize (GObject *object)
{
  SdmGameRow *self = SDM_GAME_ROW (object);

  g_free (self->game_id);

  G_OBJECT_CLASS (sdm_game_row_parent_class)->finalize (object);
}

static void
sdm_game_row_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SdmGameRow *self = SDM_GAME_ROW (object);

  switch (prop_id)
    {
    case PROP_GAME_ID: g_value_set_string (value, self->game_id); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_row_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SdmGameRow *self = SDM_GAME_ROW (object);

  switch (prop_id)
    {
    case PROP_GAME_ID: self->game_id = g_value_dup_string (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_game_row_class_init (SdmGameRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_game_row_dispose;
  object_class->finalize = sdm_game_row_finalize;
  object_class->get_property = sdm_game_row_get_property;
  object_class->set_property = sdm_game_row_set_property;

  properties[PROP_GAME_ID] =
    g_param_spec_string ("game-id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-game-row.ui");
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked_cb);
}

static void
sdm_game_row_init (SdmGameRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sdm_game_row_new (const SdmGameInfo *info)
{
  int difficulty = sdm_difficulty_from_string (info->difficulty);
  const char *kind = sdm_kind_get_name (info->kind);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *progress = NULL;

  if (difficulty >= 0)
    /* Translators: a game in progress: its kind and difficulty ("Sudominoku · Hard"). */
    title = g_strdup_printf (_("%s · %s"), kind, sdm_difficulty_get_name (difficulty));
  else
    title = g_strdup (kind);
  /* Translators: how far a game in progress is: cells filled of the cells to fill. */
  progress = g_strdup_printf (_("%u of %u cells"), info->n_filled, info->n_open);
  /* Translators: a game in progress: where it came from, how far it is, minutes:seconds
   * played ("sample.txt · 23 of 58 cells · 5:12"). */
  subtitle = g_strdup_printf (_("%s · %s · %d:%02d"), info->name != NULL && *info->name != '\0' ? info->name : kind,
                              progress, (int) (info->elapsed / 60), (int) (info->elapsed % 60));
  return g_object_new (SDM_TYPE_GAME_ROW,
                       "game-id", info->id,
                       "title", title,
                       "subtitle", subtitle,
                       NULL);
}
