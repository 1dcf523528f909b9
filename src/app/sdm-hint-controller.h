/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-hint-controller.h: the hint ladder, its strip and its actions.
 *
 * SdmHintController is the strip under the board that shows a hint (a template: a
 * revealer and an SdmMessageBar, "hint_bar") and everything the hint needs: the hint on
 * its way or shown, the rung of the ladder, and the action group the game view inserts as
 * "hint" (hint.more, hint.apply, hint.close). It watches its game through a GSignalGroup:
 * any move makes a hint stale and drops it.
 *
 * sdm_hint_controller_step() walks the ladder (the header's Hint, game.hint): the first
 * press computes a hint on a copy of the position (sdm_hint_async) and shows the
 * technique and the area; the second highlights the cells and shows the sentence; the
 * third applies the step as one move (one Ctrl+Z takes it back). A hint with nothing to
 * apply (the puzzle has no solution, or several) has no More and no Apply.
 *
 * The controller decides nothing about the game view: which of its actions are enabled
 * is the view's to say, from the properties here (sdm_game_view_update_actions),
 * and so are the board's marks ("marks").
 *
 * Properties: "game" (SdmGame), "level" (int, read-only: 0 none shown, 1 or 2),
 * "busy" (boolean, read-only: a hint is on its way), "has-move" (boolean, read-only: the
 * hint shown can be applied), "marks" (GBytes of 81 SdmBoardMark values, read-only, NULL
 * when it marks nothing). Signal "message" (string): something to tell the player.
 */
#pragma once

#include <gtk/gtk.h>

#include "sdm-game.h"
#include "sdm-hint.h"

G_BEGIN_DECLS

#define SDM_TYPE_HINT_CONTROLLER (sdm_hint_controller_get_type ())
G_DECLARE_FINAL_TYPE (SdmHintController, sdm_hint_controller, SDM, HINT_CONTROLLER, GtkWidget)

GActionGroup *sdm_hint_controller_get_actions  (SdmHintController *self);
void          sdm_hint_controller_set_game     (SdmHintController *self,
                                                SdmGame           *game);
int           sdm_hint_controller_get_level    (SdmHintController *self);
gboolean      sdm_hint_controller_get_busy     (SdmHintController *self);
gboolean      sdm_hint_controller_get_has_move (SdmHintController *self);
GBytes       *sdm_hint_controller_get_marks    (SdmHintController *self);
/* The hint shown, NULL when none is. */
const SdmHint *sdm_hint_controller_get_hint    (SdmHintController *self);
/* The next rung of the ladder: ask for a hint, show more of it, or apply it. */
void          sdm_hint_controller_step         (SdmHintController *self);
/* Put the hint away (and cancel one on its way). */
void          sdm_hint_controller_drop         (SdmHintController *self);

G_END_DECLS
