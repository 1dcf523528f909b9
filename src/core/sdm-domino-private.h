/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino-private.h: what SdmGame uses to keep its dominoes up to date. */
#pragma once

#include "sdm-domino.h"

G_BEGIN_DECLS

SdmDomino *sdm_domino_new    (guint index);
/* Sets every mutable property at once; notifies only those that change. */
void       sdm_domino_update (SdmDomino    *self,
                              gboolean      placed,
                              int           cell,
                              SdmDirection  direction,
                              gboolean      is_clue,
                              gboolean      in_conflict);

G_END_DECLS
