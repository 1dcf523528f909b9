/* sdm-editor-bar.c: the editor's verdict strip. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-editor-bar.h"

struct _SdmEditorBar
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkLabel  *label;
};

enum {
  PROP_0,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SdmEditorBar, sdm_editor_bar, GTK_TYPE_WIDGET)

GtkWidget *
sdm_editor_bar_new (void)
{
  return g_object_new (SDM_TYPE_EDITOR_BAR, NULL);
}

const char *
sdm_editor_bar_get_text (SdmEditorBar *self)
{
  g_return_val_if_fail (SDM_IS_EDITOR_BAR (self), NULL);
  return gtk_label_get_text (self->label);
}

void
sdm_editor_bar_set_text (SdmEditorBar *self,
                       const char *text)
{
  g_return_if_fail (SDM_IS_EDITOR_BAR (self));

  if (g_strcmp0 (text, gtk_label_get_text (self->label)) == 0)
    return;
  gtk_label_set_text (self->label, text ? text : "");
  /* Screen readers hear the new verdict. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text ? text : "", -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

static void
sdm_editor_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_EDITOR_BAR);
  G_OBJECT_CLASS (sdm_editor_bar_parent_class)->dispose (object);
}

static void
sdm_editor_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SdmEditorBar *self = SDM_EDITOR_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT: g_value_set_string (value, sdm_editor_bar_get_text (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_editor_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SdmEditorBar *self = SDM_EDITOR_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT: sdm_editor_bar_set_text (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_editor_bar_class_init (SdmEditorBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_editor_bar_dispose;
  object_class->get_property = sdm_editor_bar_get_property;
  object_class->set_property = sdm_editor_bar_set_property;

  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-editor-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmEditorBar, box);
  gtk_widget_class_bind_template_child (widget_class, SdmEditorBar, label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editorbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sdm_editor_bar_init (SdmEditorBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
