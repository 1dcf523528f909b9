/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-dialog.c: every dialog of the app presented one way (see sdm-dialog.h). */
#include "config.h"

#include "sdm-dialog.h"

void
sdm_present_dialog (AdwDialog *dialog,
                    GtkWidget *parent)
{
  GApplication *app = g_application_get_default ();

  g_return_if_fail (ADW_IS_DIALOG (dialog));

  if (GTK_IS_APPLICATION (app))
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
      GtkEventController *controller = gtk_shortcut_controller_new ();

      for (guint i = 0; accels[i] != NULL; i++)
        {
          GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (accels[i]);

          if (trigger != NULL)
            gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                                  gtk_shortcut_new (trigger, gtk_named_action_new ("app.quit")));
        }
      gtk_widget_add_controller (GTK_WIDGET (dialog), controller);
    }
  adw_dialog_present (dialog, parent);
}
