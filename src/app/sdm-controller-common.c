/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-controller-common.c: what the hint and editor controllers share (see
 * sdm-controller-common.h). */
#include "config.h"

#include "sdm-controller-common.h"

guint
sdm_controller_common_class_init (GtkWidgetClass *widget_class,
                                  const char     *resource,
                                  const char     *bar_id,
                                  gsize           common_offset)
{
  g_type_ensure (SDM_TYPE_MESSAGE_BAR);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, resource);
  gtk_widget_class_bind_template_child_full (widget_class, "revealer", FALSE,
                                             common_offset + G_STRUCT_OFFSET (SdmControllerCommon, revealer));
  gtk_widget_class_bind_template_child_full (widget_class, bar_id, FALSE,
                                             common_offset + G_STRUCT_OFFSET (SdmControllerCommon, bar));
  return g_signal_new ("message", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST,
                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

GParamSpec *
sdm_controller_common_marks_pspec (void)
{
  return g_param_spec_boxed ("marks", NULL, NULL, G_TYPE_BYTES,
                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
}

void
sdm_controller_common_init (SdmControllerCommon *common,
                            gpointer             owner,
                            const GActionEntry  *entries,
                            int                  n_entries,
                            GCallback            position_changed)
{
  common->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (common->actions), entries, n_entries, owner);
  common->game_signals = g_signal_group_new (SDM_TYPE_GAME);
  g_signal_group_connect_swapped (common->game_signals, "position-changed", position_changed, owner);
}

void
sdm_controller_common_dispose (SdmControllerCommon *common,
                               GtkWidget           *owner,
                               GType                owner_type)
{
  sdm_controller_common_cancel (common);
  if (common->game_signals != NULL)
    g_signal_group_set_target (common->game_signals, NULL);
  g_clear_object (&common->game_signals);
  g_clear_object (&common->game);
  g_clear_pointer (&common->marks, g_bytes_unref);
  g_clear_object (&common->actions);
  if (common->revealer != NULL)
    gtk_widget_dispose_template (owner, owner_type);
}

/* The strip is built when it first shows, not with the window: most games never ask for
 * a hint, nor type a puzzle in, and building both at start cost ~1.7 M instructions
 * (issue 22). */
void
sdm_controller_common_ensure_strip (SdmControllerCommon *common,
                                    GtkWidget           *owner)
{
  if (common->revealer != NULL)
    return;
  gtk_widget_init_template (owner);
  sdm_message_bar_hide_while_closed (common->bar);   /* closed, it costs no layout */
}

gboolean
sdm_controller_common_set_game (SdmControllerCommon *common,
                                SdmGame             *game)
{
  if (!g_set_object (&common->game, game))
    return FALSE;
  g_signal_group_set_target (common->game_signals, game);
  return TRUE;
}

void
sdm_controller_common_cancel (SdmControllerCommon *common)
{
  g_cancellable_cancel (common->cancellable);
  g_clear_object (&common->cancellable);
}

gboolean
sdm_controller_common_done (SdmControllerCommon *common,
                            const GError        *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;   /* the position moved, another game came, or the window closed */
  g_clear_object (&common->cancellable);
  return TRUE;
}
