/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-editor-controller.h: typing in a puzzle (Type In), its strip and its actions.
 *
 * While it edits, the game on the board is the author's scratch position: a puzzle with no
 * givens whose moves are what the author typed (digits, and for Sudominoku dominoes). The
 * controller judges every position in the background (sdm_editor_judge_async) and shows
 * the verdict in its strip (a template: a revealer and an SdmMessageBar, "editor_bar"),
 * with the cells where two solutions differ as its "marks". Its action group, inserted on
 * the game view (and the window) as "editor": editor.play (a new game of the puzzle, once
 * it has exactly one solution: the "play" signal) and editor.close (stop editing). It
 * watches its game through a GSignalGroup.
 *
 * Because the scratch game is an ordinary game of an empty puzzle, it is saved and
 * restored like any other (sdm-game-save.c); sdm_editor_controller_is_scratch() tells a
 * restored one.
 *
 * Properties: "active" (boolean, read-only), "playable" (boolean, read-only: the verdict
 * is "one solution"), "marks" (GBytes, read-only, NULL when none). Signals: "play"
 * (SdmGame: the puzzle typed in, to play), "message" (string).
 */
#pragma once

#include <gtk/gtk.h>

#include "sdm-editor.h"
#include "sdm-game.h"

G_BEGIN_DECLS

#define SDM_TYPE_EDITOR_CONTROLLER (sdm_editor_controller_get_type ())
G_DECLARE_FINAL_TYPE (SdmEditorController, sdm_editor_controller, SDM, EDITOR_CONTROLLER, GtkWidget)

GActionGroup           *sdm_editor_controller_get_actions  (SdmEditorController *self);
/* Edit @game, a game of a puzzle with no givens (sdm_editor_controller_is_scratch()). */
void                    sdm_editor_controller_start        (SdmEditorController *self,
                                                            SdmGame             *game);
void                    sdm_editor_controller_stop         (SdmEditorController *self);
gboolean                sdm_editor_controller_get_active   (SdmEditorController *self);
SdmGame                *sdm_editor_controller_get_game     (SdmEditorController *self);
gboolean                sdm_editor_controller_get_playable (SdmEditorController *self);
/* The latest verdict, NULL while the position is being judged. */
const SdmEditorVerdict *sdm_editor_controller_get_verdict  (SdmEditorController *self);
GBytes                 *sdm_editor_controller_get_marks    (SdmEditorController *self);

/* Whether @game is an author's scratch position: its puzzle has no givens. */
gboolean                sdm_editor_controller_is_scratch   (SdmGame *game);
/* A scratch game of @kind whose position is @puzzle's givens (and clue dominoes): a puzzle
 * opened in Type In, to be mended. */
SdmGame                *sdm_editor_controller_new_scratch  (SdmKind          kind,
                                                            const SdmPuzzle *puzzle);

/* The height its strip needs at @width for the longest verdict it can show (0 when off):
 * the room it takes for the whole of Type In (sdm-game-view.c). */
int           sdm_editor_controller_measure_room (SdmEditorController *self,
                                                  int                  width);

G_END_DECLS
