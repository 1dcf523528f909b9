/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-shortcuts-dialog.c: the keyboard shortcuts, all of them in sdm-shortcuts-dialog.ui
 * (GtkShortcutsWindow, which this replaces, is deprecated from GTK 4.18 and was a
 * separate window wider than a small screen). An AdwPreferencesDialog for its search. */
#include "config.h"

#include "sdm-shortcut-row.h"
#include "sdm-shortcuts-dialog.h"

struct _SdmShortcutsDialog
{
  AdwPreferencesDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (SdmShortcutsDialog, sdm_shortcuts_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static void
sdm_shortcuts_dialog_class_init (SdmShortcutsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (SDM_TYPE_SHORTCUT_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-shortcuts-dialog.ui");
}

static void
sdm_shortcuts_dialog_init (SdmShortcutsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

SdmShortcutsDialog *
sdm_shortcuts_dialog_new (void)
{
  return g_object_new (SDM_TYPE_SHORTCUTS_DIALOG, NULL);
}
