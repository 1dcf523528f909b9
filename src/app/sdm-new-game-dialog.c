/* sdm-new-game-dialog.c: kind and difficulty of a new game. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-new-game-dialog.h"

struct _SdmNewGameDialog
{
  AdwWindow    parent_instance;

  AdwComboRow *kind_row;
  AdwComboRow *difficulty_row;
  GSettings   *settings;
};

enum {
  PROP_0,
  PROP_KIND,
  PROP_DIFFICULTY,
  N_PROPS
};

enum {
  START,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmNewGameDialog, sdm_new_game_dialog, ADW_TYPE_WINDOW)

SdmKind
sdm_new_game_dialog_get_kind (SdmNewGameDialog *self)
{
  g_return_val_if_fail (SDM_IS_NEW_GAME_DIALOG (self), SDM_KIND_SUDOKU);
  return adw_combo_row_get_selected (self->kind_row) == 1 ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU;
}

void
sdm_new_game_dialog_set_kind (SdmNewGameDialog *self,
                              SdmKind           kind)
{
  g_return_if_fail (SDM_IS_NEW_GAME_DIALOG (self));
  adw_combo_row_set_selected (self->kind_row, kind == SDM_KIND_SUDOMINOKU ? 1 : 0);
}

SdmDifficulty
sdm_new_game_dialog_get_difficulty (SdmNewGameDialog *self)
{
  guint selected;

  g_return_val_if_fail (SDM_IS_NEW_GAME_DIALOG (self), SDM_DIFFICULTY_MEDIUM);
  selected = adw_combo_row_get_selected (self->difficulty_row);
  return selected <= SDM_DIFFICULTY_GUESSING ? (SdmDifficulty) selected : SDM_DIFFICULTY_MEDIUM;
}

void
sdm_new_game_dialog_set_difficulty (SdmNewGameDialog *self,
                                    SdmDifficulty     difficulty)
{
  g_return_if_fail (SDM_IS_NEW_GAME_DIALOG (self));
  adw_combo_row_set_selected (self->difficulty_row, MIN (difficulty, SDM_DIFFICULTY_GUESSING));
}

void
sdm_new_game_dialog_start (SdmNewGameDialog *self)
{
  g_return_if_fail (SDM_IS_NEW_GAME_DIALOG (self));

  if (self->settings != NULL)
    {
      g_settings_set_enum (self->settings, "new-game-kind", sdm_new_game_dialog_get_kind (self));
      g_settings_set_enum (self->settings, "new-game-difficulty", sdm_new_game_dialog_get_difficulty (self));
    }
  g_signal_emit (self, signals[START], 0, sdm_new_game_dialog_get_kind (self),
                 sdm_new_game_dialog_get_difficulty (self));
  gtk_window_close (GTK_WINDOW (self));
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sdm_new_game_dialog_start (SDM_NEW_GAME_DIALOG (widget));
}

static void
selected_cb (SdmNewGameDialog *self,
             GParamSpec       *pspec,
             AdwComboRow      *row)
{
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[row == self->kind_row ? PROP_KIND : PROP_DIFFICULTY]);
}

SdmNewGameDialog *
sdm_new_game_dialog_new (GtkWindow *parent,
                         GSettings *settings)
{
  SdmNewGameDialog *self = g_object_new (SDM_TYPE_NEW_GAME_DIALOG,
                                         "transient-for", parent,
                                         "modal", TRUE,
                                         /* The application's shortcuts (Ctrl+Q) work here too. */
                                         "application", parent ? gtk_window_get_application (parent) : NULL,
                                         NULL);

  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      sdm_new_game_dialog_set_kind (self, g_settings_get_enum (settings, "new-game-kind"));
      sdm_new_game_dialog_set_difficulty (self, g_settings_get_enum (settings, "new-game-difficulty"));
    }
  return self;
}

static void
sdm_new_game_dialog_dispose (GObject *object)
{
  SdmNewGameDialog *self = SDM_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (sdm_new_game_dialog_parent_class)->dispose (object);
}

static void
sdm_new_game_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SdmNewGameDialog *self = SDM_NEW_GAME_DIALOG (object);

  switch (prop_id)
    {
    case PROP_KIND: g_value_set_int (value, sdm_new_game_dialog_get_kind (self)); break;
    case PROP_DIFFICULTY: g_value_set_int (value, sdm_new_game_dialog_get_difficulty (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_new_game_dialog_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SdmNewGameDialog *self = SDM_NEW_GAME_DIALOG (object);

  switch (prop_id)
    {
    case PROP_KIND: sdm_new_game_dialog_set_kind (self, g_value_get_int (value)); break;
    case PROP_DIFFICULTY: sdm_new_game_dialog_set_difficulty (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_new_game_dialog_class_init (SdmNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_new_game_dialog_dispose;
  object_class->get_property = sdm_new_game_dialog_get_property;
  object_class->set_property = sdm_new_game_dialog_set_property;

  /* SdmKind and SdmDifficulty values. */
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, SDM_KIND_SUDOKU, SDM_KIND_SUDOMINOKU, SDM_KIND_SUDOKU,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DIFFICULTY] =
    g_param_spec_int ("difficulty", NULL, NULL, SDM_DIFFICULTY_EASY, SDM_DIFFICULTY_GUESSING,
                      SDM_DIFFICULTY_MEDIUM,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* ::start (int kind, int difficulty) */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmNewGameDialog, kind_row);
  gtk_widget_class_bind_template_child (widget_class, SdmNewGameDialog, difficulty_row);
  gtk_widget_class_bind_template_callback (widget_class, selected_cb);
  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sdm_new_game_dialog_init (SdmNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_combo_row_set_selected (self->kind_row, 1);
  adw_combo_row_set_selected (self->difficulty_row, SDM_DIFFICULTY_MEDIUM);
}
