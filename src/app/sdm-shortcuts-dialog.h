/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-shortcuts-dialog.h: every keyboard shortcut, in sections (win.show-help-overlay). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SDM_TYPE_SHORTCUTS_DIALOG (sdm_shortcuts_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SdmShortcutsDialog, sdm_shortcuts_dialog, SDM, SHORTCUTS_DIALOG, AdwPreferencesDialog)

SdmShortcutsDialog *sdm_shortcuts_dialog_new (void);

G_END_DECLS
