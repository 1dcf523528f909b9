/* sdm-application.c: the application object, its actions and command-line files. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-application.h"
#include "sdm-window.h"

struct _SdmApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (SdmApplication, sdm_application, ADW_TYPE_APPLICATION)

static SdmWindow *
get_or_create_window (SdmApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (sdm_window_new (self));
  return SDM_WINDOW (window);
}

static void
sdm_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (get_or_create_window (SDM_APPLICATION (app))));
}

static void
sdm_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  SdmWindow *window = get_or_create_window (SDM_APPLICATION (app));

  /* One game at a time: the last file named wins, as when several are dropped. */
  if (n_files > 0)
    sdm_window_open_file (window, files[n_files - 1]);
  gtk_window_present (GTK_WINDOW (window));
}

static void
sdm_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
sdm_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  static const char *developers[] = { "The Sudominoku developers", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  adw_show_about_window (window,
                         "application-name", _("Sudominoku"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Sudominoku developers"),
                         "version", PACKAGE_VERSION,
                         "website", "https://github.com/sudominoku/sudominoku",
                         "issue-url", "https://github.com/sudominoku/sudominoku/issues",
                         "copyright", "© 2026 The Sudominoku developers",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         /* Translators: put your names here, one per line. */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit",  .activate = sdm_application_quit_action },
  { .name = "about", .activate = sdm_application_about_action },
};

static void
sdm_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (sdm_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit",
                                         (const char *[]) { "<Control>q", NULL });

  /* The window's game actions (sdm-window-actions.c). */
  static const struct { const char *action; const char *accels[3]; } win_accels[] = {
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.check", { "<Control>k", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.paste", { "<Control>v", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.hint", { "<Control>h", NULL } },
  };
  for (guint i = 0; i < G_N_ELEMENTS (win_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), win_accels[i].action,
                                           win_accels[i].accels);
}

static void
sdm_application_class_init (SdmApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = sdm_application_activate;
  app_class->open = sdm_application_open;
  app_class->startup = sdm_application_startup;
}

static void
sdm_application_init (SdmApplication *self)
{
}

SdmApplication *
sdm_application_new (void)
{
  return g_object_new (SDM_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}
