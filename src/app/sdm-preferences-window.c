/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-preferences-window.c: the preferences, each row bound to its GSettings key. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-preferences-window.h"

struct _SdmPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

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

G_DEFINE_FINAL_TYPE (SdmPreferencesWindow, sdm_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

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
sdm_preferences_window_constructed (GObject *object)
{
  SdmPreferencesWindow *self = SDM_PREFERENCES_WINDOW (object);
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

  G_OBJECT_CLASS (sdm_preferences_window_parent_class)->constructed (object);

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
sdm_preferences_window_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  SdmPreferencesWindow *self = SDM_PREFERENCES_WINDOW (object);

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
sdm_preferences_window_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  SdmPreferencesWindow *self = SDM_PREFERENCES_WINDOW (object);

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
sdm_preferences_window_dispose (GObject *object)
{
  SdmPreferencesWindow *self = SDM_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sdm_preferences_window_parent_class)->dispose (object);
}

static void
sdm_preferences_window_class_init (SdmPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sdm_preferences_window_constructed;
  object_class->get_property = sdm_preferences_window_get_property;
  object_class->set_property = sdm_preferences_window_set_property;
  object_class->dispose = sdm_preferences_window_dispose;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, highlight_units_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, highlight_equal_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, show_clashes_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, check_solution_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, auto_clean_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, digit_first_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, show_timer_switch);
  gtk_widget_class_bind_template_child (widget_class, SdmPreferencesWindow, color_scheme_row);
}

static void
sdm_preferences_window_init (SdmPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sdm_preferences_window_new:
 * @settings: the application's settings (schema APP_ID)
 *
 * Returns: (transfer floating): a preferences window whose rows read and write @settings.
 */
SdmPreferencesWindow *
sdm_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (SDM_TYPE_PREFERENCES_WINDOW, "settings", settings, NULL);
}

GSettings *
sdm_preferences_window_get_settings (SdmPreferencesWindow *self)
{
  g_return_val_if_fail (SDM_IS_PREFERENCES_WINDOW (self), NULL);

  return self->settings;
}
