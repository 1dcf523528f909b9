/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "sdm-statistics.h"

G_BEGIN_DECLS

#define SDM_TYPE_APPLICATION (sdm_application_get_type ())
G_DECLARE_FINAL_TYPE (SdmApplication, sdm_application, SDM, APPLICATION, AdwApplication)

SdmApplication *sdm_application_new          (void);
GSettings      *sdm_application_get_settings (SdmApplication *self);
SdmStatistics  *sdm_application_get_statistics (SdmApplication *self);
char           *sdm_application_take_statistics_error (SdmApplication *self);

/* Presents @dialog over @parent (NULL: in a window of its own), as adw_dialog_present()
 * does, with the application's Quit accelerators working inside it: an AdwDialog keeps
 * the window's shortcuts from the keys typed in it, and Ctrl+Q quits from anywhere
 * (issue 15). Every dialog of the app is presented through it. */
void            sdm_present_dialog           (AdwDialog      *dialog,
                                              GtkWidget      *parent);

G_END_DECLS
