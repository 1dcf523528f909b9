/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-shortcut-row.c: a row of the shortcuts dialog. The keys are labels of the template
 * (four keycaps, the most one action has: Up Down Left Right), so that no widget is made
 * here; each shows one alternative as GTK names it for the player's keyboard ("Shift+Ctrl+Z"),
 * a range as its first and last key ("Ctrl+1 … Ctrl+9"). */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "sdm-shortcut-row.h"

struct _SdmShortcutRow
{
  AdwActionRow  parent_instance;

  char         *accelerator;
  GtkLabel     *keys[SDM_SHORTCUT_ROW_MAX_KEYS];
};

G_DEFINE_FINAL_TYPE (SdmShortcutRow, sdm_shortcut_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_ACCELERATOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* One accelerator as the player reads it, or NULL when GTK cannot parse it. */
static char *
accelerator_label (const char *accelerator)
{
  guint key;
  GdkModifierType mods;

  if (!gtk_accelerator_parse (accelerator, &key, &mods) || key == 0)
    return NULL;
  return gtk_accelerator_get_label (key, mods);
}

/* One alternative: an accelerator, or a range "A...B" of keys. */
static char *
alternative_label (const char *alternative)
{
  const char *dots = strstr (alternative, "...");
  g_autofree char *first_text = NULL;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;
  g_autofree char *last_text = NULL;
  guint key;
  GdkModifierType mods;

  if (dots == NULL)
    return accelerator_label (alternative);
  first_text = g_strndup (alternative, dots - alternative);
  first = accelerator_label (first_text);
  /* The last key has the first one's modifiers. */
  if (first == NULL || !gtk_accelerator_parse (first_text, &key, &mods)
      || !gtk_accelerator_parse (dots + 3, &key, NULL) || key == 0)
    return NULL;
  last = gtk_accelerator_get_label (key, mods);
  /* Translators: a range of keys in the shortcuts dialog, "Ctrl+1 … Ctrl+9". */
  return g_strdup_printf (_("%s … %s"), first, last);
}

const char *
sdm_shortcut_row_get_accelerator (SdmShortcutRow *self)
{
  g_return_val_if_fail (SDM_IS_SHORTCUT_ROW (self), NULL);

  return self->accelerator;
}

void
sdm_shortcut_row_set_accelerator (SdmShortcutRow *self,
                                  const char     *accelerator)
{
  g_auto(GStrv) alternatives = NULL;
  g_autoptr(GString) description = g_string_new (NULL);
  guint shown = 0;

  g_return_if_fail (SDM_IS_SHORTCUT_ROW (self));

  if (g_strcmp0 (self->accelerator, accelerator) == 0)
    return;
  g_free (self->accelerator);
  self->accelerator = g_strdup (accelerator);
  alternatives = g_strsplit (accelerator != NULL ? accelerator : "", " ", -1);
  for (guint i = 0; alternatives[i] != NULL; i++)
    {
      g_autofree char *label = NULL;

      if (alternatives[i][0] == '\0')
        continue;
      label = alternative_label (alternatives[i]);
      if (label == NULL || shown == SDM_SHORTCUT_ROW_MAX_KEYS)
        {
          g_critical ("shortcut row: cannot show “%s” of “%s”", alternatives[i], accelerator);
          continue;
        }
      gtk_label_set_label (self->keys[shown], label);
      gtk_widget_set_visible (GTK_WIDGET (self->keys[shown]), TRUE);
      if (description->len > 0)
        g_string_append (description, ", ");
      g_string_append (description, label);
      shown++;
    }
  for (guint i = shown; i < SDM_SHORTCUT_ROW_MAX_KEYS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->keys[i]), FALSE);
  /* A screen reader says the keys after the title. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description->str, -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACCELERATOR]);
}

static void
sdm_shortcut_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SdmShortcutRow *self = SDM_SHORTCUT_ROW (object);

  switch (prop_id)
    {
    case PROP_ACCELERATOR:
      g_value_set_string (value, self->accelerator);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_shortcut_row_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SdmShortcutRow *self = SDM_SHORTCUT_ROW (object);

  switch (prop_id)
    {
    case PROP_ACCELERATOR:
      sdm_shortcut_row_set_accelerator (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_shortcut_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_SHORTCUT_ROW);

  G_OBJECT_CLASS (sdm_shortcut_row_parent_class)->dispose (object);
}

static void
sdm_shortcut_row_finalize (GObject *object)
{
  SdmShortcutRow *self = SDM_SHORTCUT_ROW (object);

  g_clear_pointer (&self->accelerator, g_free);

  G_OBJECT_CLASS (sdm_shortcut_row_parent_class)->finalize (object);
}

static void
sdm_shortcut_row_class_init (SdmShortcutRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sdm_shortcut_row_get_property;
  object_class->set_property = sdm_shortcut_row_set_property;
  object_class->dispose = sdm_shortcut_row_dispose;
  object_class->finalize = sdm_shortcut_row_finalize;

  properties[PROP_ACCELERATOR] =
    g_param_spec_string ("accelerator", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-shortcut-row.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "key0", FALSE, G_STRUCT_OFFSET (SdmShortcutRow, keys[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "key1", FALSE, G_STRUCT_OFFSET (SdmShortcutRow, keys[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "key2", FALSE, G_STRUCT_OFFSET (SdmShortcutRow, keys[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "key3", FALSE, G_STRUCT_OFFSET (SdmShortcutRow, keys[3]));
}

static void
sdm_shortcut_row_init (SdmShortcutRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
