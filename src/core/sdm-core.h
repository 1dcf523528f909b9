/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-core.h: what every user of src/core includes first. */
#pragma once

#include <gio/gio.h>

#include "sdm-puzzle.h"
#include "sdm-core-enums.h"

G_BEGIN_DECLS

/* Set up gettext for the program (engine and core messages included). Call once from
 * main() before any user-visible string is made. */
void sdm_core_init_i18n (void);

G_END_DECLS
