/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-help-dialog.h: How to Play (F1): the rules of Sudoku and Sudominoku with example
 * boards, the controls, and what Check and Hint say, as pages. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SDM_TYPE_HELP_DIALOG (sdm_help_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SdmHelpDialog, sdm_help_dialog, SDM, HELP_DIALOG, AdwPreferencesDialog)

SdmHelpDialog *sdm_help_dialog_new (void);

G_END_DECLS
