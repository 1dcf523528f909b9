/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-message-bar.c: a strip of text with action buttons (the window's messages, the hint
 * and the editor's verdict). */
#include "config.h"

#include "sdm-message-bar.h"

struct _SdmMessageBar
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkImage  *icon;
  GtkLabel  *label;
  GtkWidget *buttons;
  GtkWidget *close_button;
};

enum {
  PROP_0,
  PROP_TEXT,
  PROP_ICON_NAME,
  PROP_CLOSE_ACTION_NAME,
  PROP_CLOSE_TOOLTIP,
  PROP_SELECTABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void sdm_message_bar_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SdmMessageBar, sdm_message_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, sdm_message_bar_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

void
sdm_message_bar_set_icon_name (SdmMessageBar *self,
                               const char    *icon_name)
{
  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));

  if (g_strcmp0 (icon_name, gtk_image_get_icon_name (self->icon)) == 0)
    return;
  gtk_image_set_from_icon_name (self->icon, icon_name);
  /* No icon, no gap: a plain message reads like a toast. */
  gtk_widget_set_visible (GTK_WIDGET (self->icon), icon_name != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON_NAME]);
}

const char *
sdm_message_bar_get_text (SdmMessageBar *self)
{
  g_return_val_if_fail (SDM_IS_MESSAGE_BAR (self), NULL);
  return gtk_label_get_text (self->label);
}

void
sdm_message_bar_set_text (SdmMessageBar *self,
                          const char    *text)
{
  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));

  if (g_strcmp0 (text, gtk_label_get_text (self->label)) == 0)
    return;
  gtk_label_set_text (self->label, text ? text : "");
  /* Screen readers hear the new message. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text ? text : "", -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

/* Whether the text can be selected (and copied). */
void
sdm_message_bar_set_selectable (SdmMessageBar *self,
                                gboolean       selectable)
{
  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));
  selectable = !!selectable;
  if (selectable == gtk_label_get_selectable (self->label))
    return;
  gtk_label_set_selectable (self->label, selectable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTABLE]);
}

/* An action button goes last before the close button. */
static void
insert_action (SdmMessageBar *self,
               GtkWidget     *button)
{
  gtk_box_insert_child_after (GTK_BOX (self->buttons), button,
                              gtk_widget_get_prev_sibling (self->close_button));
}

static void
sdm_message_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_MESSAGE_BAR);
  G_OBJECT_CLASS (sdm_message_bar_parent_class)->dispose (object);
}

static void
sdm_message_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT: g_value_set_string (value, sdm_message_bar_get_text (self)); break;
    case PROP_ICON_NAME: g_value_set_string (value, gtk_image_get_icon_name (self->icon)); break;
    case PROP_CLOSE_ACTION_NAME:
      g_value_set_string (value, gtk_actionable_get_action_name (GTK_ACTIONABLE (self->close_button)));
      break;
    case PROP_CLOSE_TOOLTIP: g_value_set_string (value, gtk_widget_get_tooltip_text (self->close_button)); break;
    case PROP_SELECTABLE: g_value_set_boolean (value, gtk_label_get_selectable (self->label)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_message_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT: sdm_message_bar_set_text (self, g_value_get_string (value)); break;
    case PROP_ICON_NAME: sdm_message_bar_set_icon_name (self, g_value_get_string (value)); break;
    case PROP_CLOSE_ACTION_NAME:
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->close_button), g_value_get_string (value));
      break;
    case PROP_CLOSE_TOOLTIP:
      gtk_widget_set_tooltip_text (self->close_button, g_value_get_string (value));
      /* The round ✕ has no words of its own: the tooltip names it. */
      if (g_value_get_string (value) != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->close_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        g_value_get_string (value), -1);
      break;
    case PROP_SELECTABLE: sdm_message_bar_set_selectable (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* In a .ui file, <child type="action"> adds a button (a GtkButton with its action name,
 * label and tooltip) before the close button. */
static void
sdm_message_bar_buildable_add_child (GtkBuildable *buildable,
                                     GtkBuilder   *builder,
                                     GObject      *child,
                                     const char   *type)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (buildable);

  if (g_strcmp0 (type, "action") == 0 && GTK_IS_WIDGET (child))
    {
      gtk_widget_set_valign (GTK_WIDGET (child), GTK_ALIGN_CENTER);
      /* A click leaves the keyboard focus where it was (on the board). */
      gtk_widget_set_focus_on_click (GTK_WIDGET (child), FALSE);
      insert_action (self, GTK_WIDGET (child));
    }
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
sdm_message_bar_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = sdm_message_bar_buildable_add_child;
}

static void
sdm_message_bar_class_init (SdmMessageBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_message_bar_dispose;
  object_class->get_property = sdm_message_bar_get_property;
  object_class->set_property = sdm_message_bar_set_property;

  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The close button's action and tooltip (construct-time: set once, from the .ui). */
  properties[PROP_CLOSE_ACTION_NAME] =
    g_param_spec_string ("close-action-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLOSE_TOOLTIP] =
    g_param_spec_string ("close-tooltip", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* Whether the text can be selected (and copied). */
  properties[PROP_SELECTABLE] =
    g_param_spec_boolean ("selectable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-message-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, box);
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, icon);
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, label);
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, buttons);
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, close_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "messagebar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sdm_message_bar_init (SdmMessageBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ------------------------------------------------------------------------------------ */
/* In a revealer                                                                        */

static void
revealer_changed_cb (GtkRevealer   *revealer,
                     GParamSpec    *pspec,
                     SdmMessageBar *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self),
                          gtk_revealer_get_reveal_child (revealer)
                          || gtk_revealer_get_child_revealed (revealer));
}

/**
 * sdm_message_bar_hide_while_closed:
 * @self: a message bar, the child of a #GtkRevealer
 *
 * Keeps @self hidden while its revealer is closed, and shown from the moment it starts to
 * open until it has closed again. A closed revealer still measures a visible child
 * (GtkRevealer scales the child's size by its progress), so every layout would shape the
 * bar's text and load its icons for nothing: the four strips over the board cost ~40 M
 * instructions before the first frame (issue 22; tests/bench/startup-callgrind.sh).
 */
void
sdm_message_bar_hide_while_closed (SdmMessageBar *self)
{
  GtkWidget *revealer;

  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));
  revealer = gtk_widget_get_parent (GTK_WIDGET (self));
  g_return_if_fail (GTK_IS_REVEALER (revealer));

  g_signal_connect_object (revealer, "notify::reveal-child", G_CALLBACK (revealer_changed_cb), self, 0);
  g_signal_connect_object (revealer, "notify::child-revealed", G_CALLBACK (revealer_changed_cb), self, 0);
  revealer_changed_cb (GTK_REVEALER (revealer), NULL, self);
}
