/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-messages.c: the window's message strip, among the game's strips on the game
 * page (sdm_game_view_set_message_strip) and under the other pages (sdm-window.ui:
 * message_box): a message for a few seconds (sdm_window_show_message), an error that
 * stays with its Details (sdm_window_show_error) or its own button. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-message-bar.h"
#include "sdm-window-parts.h"

struct _SdmWindowMessage
{
  SdmWindow     *window;
  GtkBox        *box;             /* its place under the pages */
  GtkRevealer   *revealer;
  SdmMessageBar *bar;             /* NULL until the first message (ensure_bar) */
  GtkWidget     *details_button;
  GtkWidget     *action_button;   /* a message's own button (Show, ...) */
  char          *heading;         /* an error's, for its Details dialog */
  char          *details;         /* NULL for a plain message */
  guint          timeout_id;
};

/* On the game page the strip lies over the digit bar while it shows (issue 36: the board
 * never moves for it). A click on the board puts a plain message away, so that the digit
 * bar is there for the digit that follows; an error stays to be read, or closed. */
static void
cell_clicked_cb (SdmBoard         *board,
                 int               cell,
                 SdmWindowMessage *self)
{
  if (self->details == NULL && (self->action_button == NULL || !gtk_widget_get_visible (self->action_button)))
    sdm_window_hide_message (self->window);
}

SdmWindowMessage *
sdm_window_message_new (SdmWindow *window,
                        GtkBox    *box)
{
  SdmWindowMessage *self = g_new0 (SdmWindowMessage, 1);

  self->window = window;
  self->box = box;
  self->revealer = GTK_REVEALER (gtk_widget_get_first_child (GTK_WIDGET (box)));
  g_signal_connect (sdm_game_view_get_board (sdm_window_get_game_view (window)), "cell-clicked",
                    G_CALLBACK (cell_clicked_cb), self);
  return self;
}

void
sdm_window_message_free (SdmWindowMessage *self)
{
  if (self == NULL)
    return;
  g_signal_handlers_disconnect_by_data (sdm_game_view_get_board (sdm_window_get_game_view (self->window)), self);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_free (self->heading);
  g_free (self->details);
  g_free (self);
}

void
sdm_window_place_message (SdmWindow *window,
                          gboolean   in_game)
{
  SdmWindowMessage *self = sdm_window_get_message (window);
  GtkWidget *strip = GTK_WIDGET (self->revealer);

  if ((gtk_widget_get_parent (strip) == GTK_WIDGET (self->box)) != in_game)
    return;
  g_object_ref (strip);
  if (in_game)
    {
      gtk_box_remove (self->box, strip);
      sdm_game_view_set_message_strip (sdm_window_get_game_view (window), strip);
    }
  else
    {
      sdm_game_view_set_message_strip (sdm_window_get_game_view (window), NULL);
      gtk_box_append (self->box, strip);
    }
  g_object_unref (strip);
}

/* How long a message stays: long enough to read a sentence twice. */
#define MESSAGE_SECONDS 6

static gboolean
message_timeout_cb (gpointer user_data)
{
  SdmWindowMessage *self = user_data;

  self->timeout_id = 0;
  sdm_window_hide_message (self->window);
  return G_SOURCE_REMOVE;
}

/* The strip's bar and its two buttons (sdm-window-message.ui), made when the first message
 * shows: most windows show none before their first frame (issue 22). */
static void
ensure_bar (SdmWindowMessage *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->bar != NULL)
    return;
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-window-message.ui");
  self->bar = SDM_MESSAGE_BAR (gtk_builder_get_object (builder, "message_bar"));
  self->details_button = GTK_WIDGET (gtk_builder_get_object (builder, "message_details_button"));
  self->action_button = GTK_WIDGET (gtk_builder_get_object (builder, "message_action_button"));
  gtk_revealer_set_child (self->revealer, GTK_WIDGET (self->bar));
  sdm_message_bar_hide_while_closed (self->bar);   /* closed, it costs no layout */
}

/* @error: the message stays until it is closed or the next one comes (an error may need
 * reading twice, with its details or its button), and looks it (the bar's "error" style);
 * one decides both, so what the player sees says whether it goes by itself. */
static void
show_message (SdmWindow  *window,
              const char *icon_name,
              const char *text,
              const char *heading,
              const char *details,
              gboolean    error)
{
  SdmWindowMessage *self = sdm_window_get_message (window);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_free (self->heading);
  self->heading = g_strdup (heading);
  g_free (self->details);
  self->details = g_strdup (details);

  ensure_bar (self);
  sdm_message_bar_set_icon_name (self->bar, icon_name);
  sdm_message_bar_set_text (self->bar, text);
  gtk_widget_set_visible (self->details_button, details != NULL);
  gtk_widget_set_visible (self->action_button, FALSE);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->bar), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->bar), "error");
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  if (!error)
    self->timeout_id = g_timeout_add_seconds (MESSAGE_SECONDS, message_timeout_cb, self);
}

/* Shows @message in the message strip for a few seconds. The newest message takes the
 * place of the one on screen rather than waiting in a queue behind it: it answers what the
 * player just did. On the game page it lies over the digit bar, or beside the board in the
 * palette's column (sdm-game-view.c: place_strips): never over the board's grid, which
 * stays where it is; a click on the board puts it away (cell_clicked_cb). */
void
sdm_window_show_message (SdmWindow  *self,
                         const char *message)
{
  g_return_if_fail (SDM_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  /* No icon: Adwaita draws dialog-information as a light bulb, which is our Hint's. */
  show_message (self, NULL, message, NULL, NULL, FALSE);
}

void
sdm_window_show_error (SdmWindow  *self,
                       const char *summary,
                       const char *heading,
                       const char *details)
{
  g_return_if_fail (SDM_IS_WINDOW (self));
  g_return_if_fail (summary != NULL);

  show_message (self, "dialog-warning-symbolic", summary, heading ? heading : summary,
                details ? details : "", TRUE);
}

void
sdm_window_show_error_with_action (SdmWindow  *self,
                                   const char *summary,
                                   const char *mnemonic,
                                   const char *action_name)
{
  g_return_if_fail (SDM_IS_WINDOW (self));
  g_return_if_fail (summary != NULL);

  show_message (self, "dialog-warning-symbolic", summary, NULL, NULL, TRUE);
  gtk_button_set_label (GTK_BUTTON (sdm_window_get_message (self)->action_button), mnemonic);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (sdm_window_get_message (self)->action_button), action_name);
  gtk_widget_set_visible (sdm_window_get_message (self)->action_button, TRUE);
}

void
sdm_window_hide_message (SdmWindow *self)
{
  SdmWindowMessage *message;

  g_return_if_fail (SDM_IS_WINDOW (self));

  message = sdm_window_get_message (self);
  g_clear_handle_id (&message->timeout_id, g_source_remove);
  gtk_revealer_set_reveal_child (message->revealer, FALSE);
}

void
sdm_window_hide_error (SdmWindow *self)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  if (sdm_window_get_message (self)->details != NULL)
    sdm_window_hide_message (self);
}

/* win.message-details: the exact error behind the message, in a dialog whose text can be
 * selected and copied. */
void
sdm_window_show_message_details (SdmWindow *window)
{
  g_autoptr(GtkBuilder) builder = NULL;
  SdmWindowMessage *self;
  GtkWidget *dialog;

  g_return_if_fail (SDM_IS_WINDOW (window));

  self = sdm_window_get_message (window);
  if (self->details == NULL)
    return;
  /* The message over the exact words in a card (sdm-message-details.ui). */
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-message-details.ui");
  dialog = GTK_WIDGET (gtk_builder_get_object (builder, "dialog"));
  adw_alert_dialog_set_heading (ADW_ALERT_DIALOG (dialog), self->heading);
  adw_alert_dialog_set_body (ADW_ALERT_DIALOG (dialog), sdm_message_bar_get_text (self->bar));
  gtk_label_set_label (GTK_LABEL (gtk_builder_get_object (builder, "details_label")), self->details);
  sdm_present_dialog (ADW_DIALOG (dialog), GTK_WIDGET (window));
}
