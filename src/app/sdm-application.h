#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SDM_TYPE_APPLICATION (sdm_application_get_type ())
G_DECLARE_FINAL_TYPE (SdmApplication, sdm_application, SDM, APPLICATION, AdwApplication)

SdmApplication *sdm_application_new          (void);
GSettings      *sdm_application_get_settings (SdmApplication *self);

G_END_DECLS
