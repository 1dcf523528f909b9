/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-message-bar.h: a strip with an icon, a line of text and buttons that activate
 * actions, the last one a round close button. The window lays them out under the page or
 * beside the board (sdm-game-view.c: place_strips), never over it: one for its messages (win.message-details, win.message-close); the hint, editor and
 * guide controllers have one each in their strips (hint.more, hint.apply, hint.close;
 * editor.play, editor.close; tutorial.next, tutorial.close). Properties: "text",
 * "icon-name", "selectable", "actions-position", and the construct-only
 * "close-action-name" and "close-tooltip". In a .ui file, buttons given as
 * <child type="action"> go before the close button. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where the actions go: beside the text or under it as the text's length asks (AUTO,
 * the default), or always beside it, or always under it, so that a strip whose text
 * changes keeps its buttons in one place (the guide's Next under a phone's thumb). */
typedef enum {
  SDM_MESSAGE_BAR_ACTIONS_AUTO,
  SDM_MESSAGE_BAR_ACTIONS_BESIDE,
  SDM_MESSAGE_BAR_ACTIONS_BELOW,
} SdmMessageBarActions;

#define SDM_TYPE_MESSAGE_BAR_ACTIONS (sdm_message_bar_actions_get_type ())
GType sdm_message_bar_actions_get_type (void) G_GNUC_CONST;

#define SDM_TYPE_MESSAGE_BAR (sdm_message_bar_get_type ())
G_DECLARE_FINAL_TYPE (SdmMessageBar, sdm_message_bar, SDM, MESSAGE_BAR, GtkWidget)

const char *sdm_message_bar_get_text         (SdmMessageBar *self);
void        sdm_message_bar_set_text         (SdmMessageBar *self,
                                              const char    *text);
int         sdm_message_bar_measure_tallest  (SdmMessageBar *self,
                                              GPtrArray     *texts,
                                              int            width);
void        sdm_message_bar_set_icon_name    (SdmMessageBar *self,
                                              const char    *icon_name);
void        sdm_message_bar_set_selectable   (SdmMessageBar *self,
                                              gboolean       selectable);
void        sdm_message_bar_set_actions_position (SdmMessageBar        *self,
                                                  SdmMessageBarActions  position);
void        sdm_message_bar_hide_while_closed (SdmMessageBar *self);

G_END_DECLS
