/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-tutorial-controller.h: the guided first Sudominoku on the board, its strip and its
 * actions.
 *
 * While it guides, the controller owns the guide (SdmTutorial, the steps and their
 * checks), shows the step in its strip (a template: a revealer and an SdmMessageBar,
 * "tutorial_bar", with Next) and the step's cells as its "marks". Its action group, inserted
 * on the game view (and the window) as "tutorial": tutorial.next (the next step; Done on the last ends the
 * guide) and tutorial.close (Skip). Ending the guide drops only its own handlers: the game
 * goes on as an ordinary one.
 *
 * Properties: "active", "waiting" (the step waits for the player's move, not for Next),
 * "finished" (booleans, read-only), "marks" (GBytes, read-only, NULL when none), and
 * "compact" (Next under the text rather than beside it, on every step: the game view sets
 * it from the window's phone breakpoint).
 */
#pragma once

#include <gtk/gtk.h>

#include "sdm-game.h"
#include "sdm-tutorial.h"

G_BEGIN_DECLS

#define SDM_TYPE_TUTORIAL_CONTROLLER (sdm_tutorial_controller_get_type ())
G_DECLARE_FINAL_TYPE (SdmTutorialController, sdm_tutorial_controller, SDM, TUTORIAL_CONTROLLER, GtkWidget)

GActionGroup *sdm_tutorial_controller_get_actions  (SdmTutorialController *self);
/* Guide the player through @game, a game of sdm_tutorial_get_puzzle(). */
void          sdm_tutorial_controller_start        (SdmTutorialController *self,
                                                    SdmGame               *game);
void          sdm_tutorial_controller_stop         (SdmTutorialController *self);
/* The guide while it runs, else NULL. */
SdmTutorial  *sdm_tutorial_controller_get_guide    (SdmTutorialController *self);
gboolean      sdm_tutorial_controller_get_active   (SdmTutorialController *self);
gboolean      sdm_tutorial_controller_get_waiting  (SdmTutorialController *self);
GBytes       *sdm_tutorial_controller_get_marks    (SdmTutorialController *self);

/* The height its strip needs at @width for the longest text the guide can show (every
 * step's, a wrong move's): the room it takes for the whole guide (sdm-game-view.c). 0
 * when no guide runs. */
int           sdm_tutorial_controller_measure_room (SdmTutorialController *self,
                                                    int                    width);

G_END_DECLS
