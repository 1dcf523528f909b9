/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "sdm-application.h"
#include "sdm-game.h"

G_BEGIN_DECLS

#define SDM_TYPE_WINDOW (sdm_window_get_type ())
G_DECLARE_FINAL_TYPE (SdmWindow, sdm_window, SDM, WINDOW, AdwApplicationWindow)

SdmWindow *sdm_window_new       (SdmApplication *application);
/* Loads @file off the main thread; a parse error is shown and changes nothing. */
void       sdm_window_open_file (SdmWindow      *self,
                                 GFile          *file);
/* The game being played, or NULL. */
SdmGame   *sdm_window_get_game  (SdmWindow      *self);

G_END_DECLS
