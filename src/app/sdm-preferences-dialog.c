/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-preferences-dialog.c: the preferences, each row bound to its GSettings key. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-preferences-dialog.h"

struct _SdmPreferencesDialog
{
  AdwPreferencesDialog parent_instance;

  GSettings   *settings;

  GtkSwitch   *highlight_units_switch;
  GtkSwitch   *highlight_equal_switch;
  GtkSwitch   *show_clashes_switch;
  GtkSwitch   *check_solution_switch;
  GtkSwitch   *auto_clean_switch;
  GtkSwitch   *digit_first_switch;
  GtkSwitch   *show_timer_switch;
  AdwComboRow *color_scheme_row;
};

G_DEFINE_FINAL_TYPE (SdmPreferencesDialog, sdm_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The combo row's items, in the order of the schema's ColorScheme enum. */
static const char *color_scheme_nicks[] = { "default", "light", "dark" };

static gboolean
color_scheme_get_mapping (GValue   *value,
                          GVariant *variant,
                          gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (color_scheme_nicks); i++)
    if (g_str_equal (nick, color_scheme_nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
color_scheme_set_mapping (const GValue       *value,
                          const GVariantType *expected_type,
                          gpointer            user_data)
{
  guint selected = g_value_get_uint (value);

  if (selected >= G_N_ELEMENTS (color_scheme_nicks))
    return NULL;
  return g_variant_new_string (color_scheme_nicks[selected]);
}

static void
sdm_preferences_dialog_constructed (GObject *object)
{
  SdmPreferencesDialog *self = SDM_PREFERENCES_DIALOG (object);
  const struct {
    const char *key;
    GtkSwitch  *widget;
  } switches[] = {
    { "highlight-units",        self->highlight_units_switch },
    { "highlight-equal",        self->highlight_equal_switch },
    { "show-clashes",           self->show_clashes_switch },
    { "check-against-solution", self->check_solution_switch },
    { "auto-clean-pencil",      self->auto_clean_switch },
    { "digit-first",            self->digit_first_switch },
    { "show-timer",             self->show_timer_switch },
  };

  G_OBJECT_CLASS (sdm_preferences_dialog_parent_class)->constructed (object);

  g_return_if_fail (G_IS_SETTINGS (self->settings));

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    g_settings_bind (self->settings, switches[i].key, switches[i].widget, "active",
                     G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "color-scheme",
                                self->color_scheme_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                color_scheme_get_mapping, color_scheme_set_mapping,
                                NULL, NULL);
}

static void
sdm_preferences_dialog_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  SdmPreferencesDialog *self = SDM_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_preferences_dialog_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  SdmPreferencesDialog *self = SDM_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_preferences_dialog_dispose (GObject *object)
{
  SdmPreferencesDialog *self = SDM_PREFERENCES_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_PREFERENCES_DIALOG);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sdm_preferences_dialog_parent_class)->dispose (object);
}

static void
sdm_preferences_dialog_class_init (SdmPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sdm_preferences_dialog_constructed;
  object_class->get_property = sdm_preferences_dialog_get_property;
  object_class->set_property = sdm_preferences_dialog_set_property;
  object_class->dispose = sdm_preferences_dialog_dispose;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, highlight_units_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, highlight_equal_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, show_clashes_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, check_solution_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, auto_clean_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, digit_first_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, show_timer_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesDialog, color_scheme_row);
}

static void
sdm_preferences_dialog_init (SdmPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sdm_preferences_dialog_new:
 * @settings: the application's settings (schema APP_ID)
 *
 * Returns: (transfer floating): a preferences dialog whose rows read and write @settings.
 */
SdmPreferencesDialog *
sdm_preferences_dialog_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (SDM_TYPE_PREFERENCES_DIALOG, "settings", settings, NULL);
}

GSettings *
sdm_preferences_dialog_get_settings (SdmPreferencesDialog *self)
{
  g_return_val_if_fail (SDM_IS_PREFERENCES_DIALOG (self), NULL);

  return self->settings;
}
