/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-application.c: the application object, its actions and command-line files. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sdm-application.h"
#include "sdm-preferences-dialog.h"
#include "sdm-statistics-dialog.h"
#include "sdm-window.h"

struct _SdmApplication
{
  AdwApplication parent_instance;

  GSettings     *settings;
  SdmStatistics *statistics;        /* read when first asked for */
  char          *statistics_error;  /* what went wrong reading them, until a window says it */
};

G_DEFINE_FINAL_TYPE (SdmApplication, sdm_application, ADW_TYPE_APPLICATION)

/* The main window: the most recently focused SdmWindow (the dialogs are inside it, but the
 * active window may be a file chooser or the print dialog), or NULL. */
static GtkWindow *
find_main_window (SdmApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (SDM_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static SdmWindow *
get_or_create_window (SdmApplication *self)
{
  GtkWindow *window = find_main_window (self);

  if (window == NULL)
    {
      window = GTK_WINDOW (sdm_window_new (GTK_APPLICATION (self)));
      /* The last size and maximized state come back, and are kept up to date as they
       * change (GtkWindow updates default-width/-height when an unmaximized window is
       * resized). */
      g_settings_bind (self->settings, "window-width", window, "default-width",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", window, "default-height",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", window, "maximized",
                       G_SETTINGS_BIND_DEFAULT);
    }
  return SDM_WINDOW (window);
}

/* The schema's ColorScheme enum (default, light, dark) to AdwColorScheme. "default" follows
 * the system: light unless the desktop prefers dark. */
static gboolean
color_scheme_get_mapping (GValue   *value,
                          GVariant *variant,
                          gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  if (g_str_equal (nick, "light"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_str_equal (nick, "dark"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    g_value_set_enum (value, ADW_COLOR_SCHEME_DEFAULT);
  return TRUE;
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
sdm_application_preferences_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  SdmApplication *self = SDM_APPLICATION (user_data);
  SdmPreferencesDialog *preferences = sdm_preferences_dialog_new (self->settings);

  sdm_present_dialog (ADW_DIALOG (preferences), GTK_WIDGET (find_main_window (self)));
}

/* app.shortcuts: the shortcuts dialog over the main window (SdmWindow's
 * win.show-help-overlay, sdm-shortcuts-dialog.ui). */
static void
sdm_application_shortcuts_action (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  GtkWindow *window = find_main_window (SDM_APPLICATION (user_data));

  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static void
sdm_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  static const char *developers[] = { "The Sudominoku developers", NULL };
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-about-dialog.ui");
  AdwAboutDialog *about = ADW_ABOUT_DIALOG (gtk_builder_get_object (builder, "dialog"));

  /* What the build decides (a development build's id ends in .Devel); the rest is in
   * sdm-about-dialog.ui. */
  adw_about_dialog_set_application_icon (about, APP_ID);
  if (PACKAGE_IS_RELEASE)
    adw_about_dialog_set_version (about, PACKAGE_VERSION);
  else
    {
      /* Translators: the version in About between releases, e.g. "0.4.1 (development)" */
      g_autofree char *version = g_strdup_printf (_("%s (development)"), PACKAGE_VERSION);

      adw_about_dialog_set_version (about, version);
    }
  adw_about_dialog_set_developers (about, developers);
  sdm_present_dialog (ADW_DIALOG (about), GTK_WIDGET (find_main_window (SDM_APPLICATION (user_data))));
}

/* app.statistics: the player's record (sdm-statistics-dialog.c). */
static void
sdm_application_statistics_action (GSimpleAction *action,
                                   GVariant      *parameter,
                                   gpointer       user_data)
{
  SdmApplication *self = SDM_APPLICATION (user_data);
  SdmStatisticsDialog *window = sdm_statistics_dialog_new (sdm_application_get_statistics (self));

  sdm_present_dialog (ADW_DIALOG (window), GTK_WIDGET (find_main_window (self)));
}

static const GActionEntry app_actions[] = {
  { .name = "preferences", .activate = sdm_application_preferences_action },
  { .name = "shortcuts",   .activate = sdm_application_shortcuts_action },
  { .name = "about",       .activate = sdm_application_about_action },
  { .name = "statistics",  .activate = sdm_application_statistics_action },
  { .name = "quit",        .activate = sdm_application_quit_action },
};

static void
sdm_application_startup (GApplication *app)
{
  SdmApplication *self = SDM_APPLICATION (app);
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.preferences",         { "<Control>comma", NULL } },
    { "app.quit",                { "<Control>q", NULL } },
    { "win.show-help-overlay",   { "<Control>question", NULL } },
    /* The window's actions (sdm-window*.c). */
    { "game.undo",                { "<Control>z", NULL } },
    { "game.redo",                { "<Control><Shift>z", "<Control>y", NULL } },
    { "game.check",               { "<Control>k", NULL } },
    { "win.open",                { "<Control>o", NULL } },
    { "win.paste",               { "<Control>v", NULL } },
    { "win.new-game",            { "<Control>n", NULL } },
    { "game.hint",                { "<Control>h", NULL } },
    { "win.help",                { "F1", NULL } },
    /* Print is Ctrl+P as everywhere in GNOME; pause is the Pause key, as in GNOME
     * Mahjongg and Mines, with Ctrl+Shift+P for keyboards without one (P alone is pencil
     * mode). Ctrl+W closes the window (GtkWindow's window.close). */
    { "win.pause",               { "Pause", "<Control><Shift>p", NULL } },
    { "win.copy-puzzle",         { "<Control>c", NULL } },
    { "win.copy-position",       { "<Control><Shift>c", NULL } },
    { "win.export",              { "<Control>s", "<Control><Shift>s", NULL } },
    { "win.print",               { "<Control>p", NULL } },
    { "window.close",            { "<Control>w", NULL } },
  };

  G_APPLICATION_CLASS (sdm_application_parent_class)->startup (app);

  self->settings = g_settings_new (APP_ID);
  g_settings_bind_with_mapping (self->settings, "color-scheme",
                                adw_application_get_style_manager (ADW_APPLICATION (self)),
                                "color-scheme", G_SETTINGS_BIND_GET,
                                color_scheme_get_mapping, NULL, NULL, NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
}

static void
sdm_application_dispose (GObject *object)
{
  SdmApplication *self = SDM_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->statistics);
  g_clear_pointer (&self->statistics_error, g_free);

  G_OBJECT_CLASS (sdm_application_parent_class)->dispose (object);
}

/* --version prints the version and exits, as GNOME programs do; like sudominoku-cli, with
 * an error and status 1 when the version cannot be written (`sudominoku --version > /dev/full`). */
static int
sdm_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_autofree char *text = g_strdup_printf ("%s %s\n", "sudominoku", PACKAGE_VERSION_STRING);
      gsize len = strlen (text);

      if (fwrite (text, 1, len, stdout) != len || fflush (stdout) != 0)
        {
          int err = errno;

          g_printerr ("sudominoku: %s: ", _("error"));
          g_printerr (_("cannot write the output: %s"), g_strerror (err));
          g_printerr ("\n");
          return 1;
        }
      return 0;
    }
  return -1;
}

/* A window joins: it counts its games in the application's statistics, and the first
 * one says what went wrong reading them. */
static void
sdm_application_window_added (GtkApplication *app,
                              GtkWindow      *window)
{
  SdmApplication *self = SDM_APPLICATION (app);

  GTK_APPLICATION_CLASS (sdm_application_parent_class)->window_added (app, window);
  if (SDM_IS_WINDOW (window))
    {
      g_autofree char *error = NULL;

      sdm_window_set_statistics (SDM_WINDOW (window), sdm_application_get_statistics (self));
      error = sdm_application_take_statistics_error (self);
      if (error != NULL)
        sdm_window_show_message (SDM_WINDOW (window), error);
    }
}

static void
sdm_application_class_init (SdmApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = sdm_application_dispose;
  app_class->activate = sdm_application_activate;
  app_class->open = sdm_application_open;
  app_class->startup = sdm_application_startup;
  app_class->handle_local_options = sdm_application_handle_local_options;
  gtk_app_class->window_added = sdm_application_window_added;
}

static void
sdm_application_init (SdmApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

/**
 * sdm_application_get_settings:
 *
 * Returns: (transfer none) (nullable): the application's settings, from startup on.
 */
GSettings *
sdm_application_get_settings (SdmApplication *self)
{
  g_return_val_if_fail (SDM_IS_APPLICATION (self), NULL);

  return self->settings;
}

/**
 * sdm_application_get_statistics:
 *
 * The player's statistics, read from the user's data directory the first time they are
 * asked for. A damaged file is kept aside (sdm-statistics.h) and the sentence saying so
 * waits for sdm_application_take_statistics_error().
 *
 * Returns: (transfer none): the statistics
 */
SdmStatistics *
sdm_application_get_statistics (SdmApplication *self)
{
  g_return_val_if_fail (SDM_IS_APPLICATION (self), NULL);

  if (self->statistics == NULL)
    {
      g_autoptr(GError) error = NULL;

      self->statistics = sdm_statistics_new (NULL);
      if (!sdm_statistics_load (self->statistics, &error))
        {
          g_message ("%s", error->message);
          self->statistics_error = g_strdup (error->message);
        }
    }
  return self->statistics;
}

/* What went wrong reading the statistics, once (the window that shows it takes it). */
char *
sdm_application_take_statistics_error (SdmApplication *self)
{
  g_return_val_if_fail (SDM_IS_APPLICATION (self), NULL);

  return g_steal_pointer (&self->statistics_error);
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
