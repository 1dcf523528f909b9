/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sudominoku: the GNOME application. */
#include "config.h"

#include "sdm-application.h"
#include "sdm-core.h"

int
main (int argc, char **argv)
{
  g_autoptr(SdmApplication) app = NULL;

  sdm_core_init_i18n ();
  app = sdm_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
