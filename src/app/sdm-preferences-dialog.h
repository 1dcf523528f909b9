/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SDM_TYPE_PREFERENCES_DIALOG (sdm_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SdmPreferencesDialog, sdm_preferences_dialog, SDM, PREFERENCES_DIALOG, AdwPreferencesDialog)

SdmPreferencesDialog *sdm_preferences_dialog_new          (GSettings            *settings);
GSettings            *sdm_preferences_dialog_get_settings (SdmPreferencesDialog *self);

G_END_DECLS
