/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "sdm-statistics.h"

G_BEGIN_DECLS

#define SDM_TYPE_STATISTICS_DIALOG (sdm_statistics_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SdmStatisticsDialog, sdm_statistics_dialog, SDM, STATISTICS_DIALOG, AdwDialog)

/* Property "statistics" (SdmStatistics, construct-only): shown, and kept up to date. */
SdmStatisticsDialog *sdm_statistics_dialog_new            (SdmStatistics *statistics);
/* The table of @kind: a GtkGrid, a row per difficulty played (tests read it). */
GtkGrid             *sdm_statistics_dialog_get_table      (SdmStatisticsDialog *self,
                                                           SdmKind              kind);
/* The list of @kind shown instead on a narrow dialog: an AdwActionRow per row of the
 * table, titled with its difficulty (tests read it). */
GtkListBox          *sdm_statistics_dialog_get_list       (SdmStatisticsDialog *self,
                                                           SdmKind              kind);
/* "m:ss" or "h:mm:ss". */
char                *sdm_format_duration                  (gint64 seconds);

G_END_DECLS
