/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-help-window.h: How to Play (F1): the rules of Sudoku and Sudominoku with example
 * boards, the controls, and what Check and Hint say, as pages. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SDM_TYPE_HELP_WINDOW (sdm_help_window_get_type ())
G_DECLARE_FINAL_TYPE (SdmHelpWindow, sdm_help_window, SDM, HELP_WINDOW, AdwPreferencesWindow)

SdmHelpWindow *sdm_help_window_new (GtkWindow *parent);

G_END_DECLS
