/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-controller-common.h: what the hint and editor controllers share.
 *
 * Both are a widget holding a strip (a template: a GtkRevealer "revealer" around an
 * SdmMessageBar), built when it first shows; an action group the game view inserts under
 * the controller's prefix; a game watched through a GSignalGroup; one piece of background
 * work at a time (a hint, a verdict) with its cancellable; the board's marks, exposed as a
 * read-only "marks" property; and a "message" signal for something to tell the player.
 * SdmControllerCommon holds those fields, embedded in each controller's struct, and the
 * functions here set them up, build the strip and tear them down. What the work is, and
 * what the strip says, stays in each controller.
 */
#pragma once

#include <gtk/gtk.h>

#include "sdm-game.h"
#include "sdm-message-bar.h"

G_BEGIN_DECLS

typedef struct
{
  /* Template children, NULL until the strip is built (sdm_controller_common_ensure_strip) */
  GtkRevealer        *revealer;
  SdmMessageBar      *bar;

  GSimpleActionGroup *actions;
  GSignalGroup       *game_signals;
  SdmGame            *game;
  GCancellable       *cancellable;   /* the work on its way, NULL when none is */
  GBytes             *marks;         /* 81 SdmBoardMark values, NULL when it marks nothing */
} SdmControllerCommon;

/* In class_init: the template at @resource, whose message bar has the id @bar_id, bound
 * into the SdmControllerCommon at @common_offset in the instance struct; a bin layout; the
 * "message" signal (its id returned). */
guint       sdm_controller_common_class_init    (GtkWidgetClass     *widget_class,
                                                 const char         *resource,
                                                 const char         *bar_id,
                                                 gsize               common_offset);
/* The read-only "marks" property (GBytes). */
GParamSpec *sdm_controller_common_marks_pspec   (void);

/* In init: the action group of @entries (their user data @owner), and the game's signal
 * group, calling @position_changed swapped on @owner at every move. */
void        sdm_controller_common_init          (SdmControllerCommon *common,
                                                 gpointer             owner,
                                                 const GActionEntry  *entries,
                                                 int                  n_entries,
                                                 GCallback            position_changed);
/* In dispose: cancels the work on its way, and clears all but what the controller owns. */
void        sdm_controller_common_dispose       (SdmControllerCommon *common,
                                                 GtkWidget           *owner,
                                                 GType                owner_type);

/* Builds the strip if it is not yet: closed, its bar costs no layout. */
void        sdm_controller_common_ensure_strip  (SdmControllerCommon *common,
                                                 GtkWidget           *owner);
/* Watches @game (NULL: none); FALSE when it was already the game. */
gboolean    sdm_controller_common_set_game      (SdmControllerCommon *common,
                                                 SdmGame             *game);
/* Cancels the work on its way, if any. */
void        sdm_controller_common_cancel        (SdmControllerCommon *common);
/* In the work's callback: FALSE when it was cancelled (nothing more to do), else the work
 * is no longer on its way. */
gboolean    sdm_controller_common_done          (SdmControllerCommon *common,
                                                 const GError        *error);

G_END_DECLS
