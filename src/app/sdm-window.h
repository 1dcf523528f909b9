#pragma once

#include <adwaita.h>

#include "sdm-application.h"

G_BEGIN_DECLS

#define SDM_TYPE_WINDOW (sdm_window_get_type ())
G_DECLARE_FINAL_TYPE (SdmWindow, sdm_window, SDM, WINDOW, AdwApplicationWindow)

SdmWindow *sdm_window_new       (SdmApplication *application);
void       sdm_window_open_file (SdmWindow      *self,
                                 GFile          *file);

G_END_DECLS
