/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-shortcut-row.h: a row of the shortcuts dialog: what a shortcut does (the row's title)
 * and its keys, each alternative drawn as a keycap. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SDM_TYPE_SHORTCUT_ROW (sdm_shortcut_row_get_type ())
G_DECLARE_FINAL_TYPE (SdmShortcutRow, sdm_shortcut_row, SDM, SHORTCUT_ROW, AdwActionRow)

/* Property "accelerator": space-separated alternatives, each an accelerator as
 * gtk_accelerator_parse() reads it ("<ctrl><shift>z") or a range of keys with the same
 * modifiers ("<ctrl>1...9"); at most SDM_SHORTCUT_ROW_MAX_KEYS of them. */
#define SDM_SHORTCUT_ROW_MAX_KEYS 4

const char *sdm_shortcut_row_get_accelerator (SdmShortcutRow *self);
void        sdm_shortcut_row_set_accelerator (SdmShortcutRow *self,
                                              const char     *accelerator);

G_END_DECLS
