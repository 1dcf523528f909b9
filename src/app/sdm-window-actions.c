/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-actions.c: the window's actions (win.*): cancel, open, paste,
 * show-help-overlay, message-details, message-close, show-damaged-save and edit (Type In, the editor
 * controller's). The game's actions (game.*) are the game view's (sdm-game-view.c); which
 * of the window's are enabled is sdm-window.c's to say.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-shortcuts-dialog.h"
#include "sdm-window-parts.h"

static gboolean
is_cancelled (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* ------------------------------------------------------------------------------------ */

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  sdm_window_cancel_tasks (SDM_WINDOW (widget));
}

/* ------------------------------------------------------------------------------------ */
/* Open and paste                                                                       */

static void
open_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  /* No file: Cancel, Escape, closing the chooser, or the window closed (which cancelled
   * it); none needs a word to the player. */
  if (sdm_window_is_closed (self))
    return;
  if (file != NULL)
    sdm_window_open_file (self, file);
  sdm_window_focus_board (self);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) puzzles = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GCancellable) cancellable = sdm_window_cancellable_new (self);
  const SdmFormatInfo *formats;
  guint n_formats;

  gtk_file_dialog_set_title (dialog, _("Open Puzzle"));
  gtk_file_dialog_set_accept_label (dialog, _("_Open"));
  gtk_file_filter_set_name (puzzles, _("Puzzle files"));
  /* The types of data/io.github.sudominoku.Sudominoku.mime.xml, then plain text: collections
   * often come as .txt or with no suffix at all. (The desktop file names only our own types,
   * so the app is not offered for every text file; inside Open, text is what it reads.) */
  formats = sdm_format_list (&n_formats);
  for (guint i = 0; i < n_formats; i++)
    {
      gtk_file_filter_add_mime_type (puzzles, formats[i].mime_type);
      for (guint j = 0; formats[i].suffixes[j] != NULL; j++)
        gtk_file_filter_add_suffix (puzzles, formats[i].suffixes[j]);
    }
  gtk_file_filter_add_mime_type (puzzles, "text/plain");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, puzzles);
  g_list_store_append (filters, all);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, puzzles);
  /* The async idiom of sdm-window-parts.h: a reference and a cancellable of the window's. */
  gtk_file_dialog_open (dialog, GTK_WINDOW (self), cancellable, open_done_cb, g_object_ref (self));
}

static void
paste_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  sdm_window_task_done (self);
  if (is_cancelled (error))
    return;   /* Cancel, another game, or the window closed */
  if (text == NULL || *text == '\0')
    {
      sdm_window_show_message (self, _("The clipboard holds no text"));
      return;
    }
  sdm_window_load_text (self, text, _("Clipboard"));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (self));

  gdk_clipboard_read_text_async (clipboard, sdm_window_task_begin (self), paste_done_cb,
                                 g_object_ref (self));
}

/* ------------------------------------------------------------------------------------ */
/* Keyboard shortcuts                                                                   */

/* win.show-help-overlay (the name GNOME apps give it): the shortcuts dialog, made when it
 * is asked for (not before the first frame) and destroyed when it closes. Asked again while
 * it shows, it stays as it is. */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  AdwDialog *dialog;

  if (SDM_IS_SHORTCUTS_DIALOG (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self))))
    return;
  dialog = ADW_DIALOG (sdm_shortcuts_dialog_new ());
  sdm_present_dialog (dialog, widget);
}

/* ------------------------------------------------------------------------------------ */
/* The message strip                                                                    */

static void
message_details_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  sdm_window_show_message_details (SDM_WINDOW (widget));
}

static void
message_close_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  sdm_window_hide_message (SDM_WINDOW (widget));
  sdm_window_focus_page (SDM_WINDOW (widget));
}

/* win.show-damaged-save: the folder of a damaged save (sdm-window-load.c says it was kept
 * aside), in the file manager. */
static void
show_damaged_save_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  g_autoptr(SdmGameStore) store = NULL;
  const char *kept;
  g_autofree char *folder = NULL;
  g_autofree char *uri = NULL;

  g_object_get (widget, "game-store", &store, NULL);
  kept = store != NULL ? sdm_game_store_get_damaged_path (store) : NULL;
  folder = kept ? g_path_get_dirname (kept) : NULL;
  uri = folder ? g_filename_to_uri (folder, NULL, NULL) : NULL;

  if (uri != NULL)
    {
      g_autoptr(GtkUriLauncher) launcher = gtk_uri_launcher_new (uri);

      /* Nothing to wait for: a failure shows no folder, and the message stays. */
      gtk_uri_launcher_launch (launcher, GTK_WINDOW (widget), NULL, NULL, NULL);
    }
}

/* ------------------------------------------------------------------------------------ */
/* Type In                                                                              */

void
sdm_window_edit (SdmWindow       *self,
                 SdmKind          kind,
                 const SdmPuzzle *puzzle,
                 const char      *source_name)
{
  g_autoptr(SdmGame) game = NULL;

  g_return_if_fail (SDM_IS_WINDOW (self));

  game = sdm_editor_controller_new_scratch (kind, puzzle);
  sdm_window_set_game (self, game, source_name != NULL ? source_name : _("New puzzle"), FALSE);
  sdm_editor_controller_start (sdm_game_view_get_editor (sdm_window_get_game_view (self)), game);
  sdm_window_update_title (self);
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  const char *kind = g_variant_get_string (parameter, NULL);

  sdm_window_edit (SDM_WINDOW (widget), sdm_kind_from_string (kind) == SDM_KIND_SUDOMINOKU ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU,
                   NULL, NULL);
}

/* ------------------------------------------------------------------------------------ */

/* The window's actions are its class's (gtk_widget_class_install_action), as the board's
 * are; their keys are the application's (sdm-application.c). */
void
sdm_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.edit", "s", edit_action);
  gtk_widget_class_install_action (widget_class, "win.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.message-details", NULL, message_details_action);
  gtk_widget_class_install_action (widget_class, "win.message-close", NULL, message_close_action);
  gtk_widget_class_install_action (widget_class, "win.show-damaged-save", NULL, show_damaged_save_action);
}
