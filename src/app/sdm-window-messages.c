/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-messages.c: the window's message strip, under the page or beside the board
 * (sdm-window.ui: message_revealer in message_area): a message for a few seconds
 * (sdm_window_show_message), an error that stays with its Details (sdm_window_show_error)
 * or its own button. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-window-private.h"

/* How long a message stays: long enough to read a sentence twice. */
#define MESSAGE_SECONDS 6

static gboolean
message_timeout_cb (gpointer user_data)
{
  SdmWindow *self = user_data;

  self->message.timeout_id = 0;
  sdm_window_hide_message (self);
  return G_SOURCE_REMOVE;
}

/* The strip's bar and its two buttons (sdm-window-message.ui), made when the first message
 * shows: most windows show none before their first frame (issue 22). */
static void
ensure_bar (SdmWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->message.bar != NULL)
    return;
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-window-message.ui");
  self->message.bar = SDM_MESSAGE_BAR (gtk_builder_get_object (builder, "message_bar"));
  self->message.details_button = GTK_WIDGET (gtk_builder_get_object (builder, "message_details_button"));
  self->message.action_button = GTK_WIDGET (gtk_builder_get_object (builder, "message_action_button"));
  gtk_revealer_set_child (self->message.revealer, GTK_WIDGET (self->message.bar));
  sdm_message_bar_hide_while_closed (self->message.bar);   /* closed, it costs no layout */
}

/* @error: the message stays until it is closed or the next one comes (an error may need
 * reading twice, with its details or its button), and looks it (the bar's "error" style);
 * one decides both, so what the player sees says whether it goes by itself. */
static void
show_message (SdmWindow  *self,
              const char *icon_name,
              const char *text,
              const char *heading,
              const char *details,
              gboolean    error)
{
  g_clear_handle_id (&self->message.timeout_id, g_source_remove);
  g_free (self->message.heading);
  self->message.heading = g_strdup (heading);
  g_free (self->message.details);
  self->message.details = g_strdup (details);

  ensure_bar (self);
  sdm_message_bar_set_icon_name (self->message.bar, icon_name);
  sdm_message_bar_set_text (self->message.bar, text);
  gtk_widget_set_visible (self->message.details_button, details != NULL);
  gtk_widget_set_visible (self->message.action_button, FALSE);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message.bar), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message.bar), "error");
  gtk_revealer_set_reveal_child (self->message.revealer, TRUE);
  if (!error)
    self->message.timeout_id = g_timeout_add_seconds (MESSAGE_SECONDS, message_timeout_cb, self);
}

/* Shows @message in the message strip for a few seconds. The newest message takes the
 * place of the one on screen rather than waiting in a queue behind it: it answers what the
 * player just did. The strip takes its own room under the page, above the digit bar, or
 * lies beside the board in the palette's column (sdm-window.c: place_strips): over
 * neither the board nor the palette, so every click reaches what the player sees under
 * the pointer. */
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
  gtk_button_set_label (GTK_BUTTON (self->message.action_button), mnemonic);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->message.action_button), action_name);
  gtk_widget_set_visible (self->message.action_button, TRUE);
}

void
sdm_window_hide_message (SdmWindow *self)
{
  g_return_if_fail (SDM_IS_WINDOW (self));

  g_clear_handle_id (&self->message.timeout_id, g_source_remove);
  gtk_revealer_set_reveal_child (self->message.revealer, FALSE);
}

/* win.message-details: the exact error behind the message, in a dialog whose text can be
 * selected and copied. */
void
sdm_window_show_message_details (SdmWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *dialog;

  g_return_if_fail (SDM_IS_WINDOW (self));

  if (self->message.details == NULL)
    return;
  /* The message over the exact words in a card (sdm-message-details.ui). */
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-message-details.ui");
  dialog = GTK_WIDGET (gtk_builder_get_object (builder, "dialog"));
  adw_alert_dialog_set_heading (ADW_ALERT_DIALOG (dialog), self->message.heading);
  adw_alert_dialog_set_body (ADW_ALERT_DIALOG (dialog), sdm_message_bar_get_text (self->message.bar));
  gtk_label_set_label (GTK_LABEL (gtk_builder_get_object (builder, "details_label")), self->message.details);
  sdm_present_dialog (ADW_DIALOG (dialog), GTK_WIDGET (self));
}
