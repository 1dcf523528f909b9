/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SDM_TYPE_PREFERENCES_WINDOW (sdm_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (SdmPreferencesWindow, sdm_preferences_window, SDM, PREFERENCES_WINDOW, AdwPreferencesWindow)

SdmPreferencesWindow *sdm_preferences_window_new          (GSettings            *settings);
GSettings            *sdm_preferences_window_get_settings (SdmPreferencesWindow *self);

G_END_DECLS
