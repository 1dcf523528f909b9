/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-core.c: process-wide set-up shared by the application and the command-line tool. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"

void
sdm_core_init_i18n (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
