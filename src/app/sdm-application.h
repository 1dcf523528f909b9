/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "sdm-dialog.h"
#include "sdm-statistics.h"

G_BEGIN_DECLS

#define SDM_TYPE_APPLICATION (sdm_application_get_type ())
G_DECLARE_FINAL_TYPE (SdmApplication, sdm_application, SDM, APPLICATION, AdwApplication)

SdmApplication *sdm_application_new          (void);
GSettings      *sdm_application_get_settings (SdmApplication *self);
SdmStatistics  *sdm_application_get_statistics (SdmApplication *self);
char           *sdm_application_take_statistics_error (SdmApplication *self);

G_END_DECLS
