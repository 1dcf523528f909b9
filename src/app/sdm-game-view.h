/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game-view.h: the game area, one widget (as GNOME Sudoku's GameView).
 *
 * SdmGameView owns the board, the digit bar, the domino palette (under the board, or
 * beside it when "wide") and the strips (the hint, the editor's verdict, the guide), with
 * the three controllers that own those strips. It owns the game-scoped actions, the
 * action group "game" (game.undo, game.redo, game.check, game.solve, game.restart,
 * game.hint, game.fill-candidates, game.clear-pencil-marks) and their one enabled-state
 * update, whose marks the board shows (a hint's, the editor's, the guide's, Check's), where
 * the strips go, and the focus inside the game area. It can be put in a plain GtkWindow
 * and played (tests/test-game-view.c).
 *
 * What it does not own: the window's title, pages, messages, files and library. It says
 * what the player should be told with "message", and hands a puzzle typed in to be played
 * with "play". The window inserts its action groups (sdm_game_view_insert_actions) so that
 * the header's buttons, the menu and the accelerators reach them.
 *
 * Properties: "game" (SdmGame, or NULL), "paused" (the game is hidden: nothing to do),
 * "busy" (read-only: Check or Solve is working), "editing" (read-only: Type In is on),
 * and the window's size class, set by its breakpoints: "compact" (a phone: narrow margins,
 * the guide's Next under its text), "wide" (the palette beside the board), "widest" (the
 * strips beside the board for either kind).
 */
#pragma once

#include <gtk/gtk.h>

#include "sdm-board.h"
#include "sdm-digit-bar.h"
#include "sdm-domino-palette.h"
#include "sdm-editor-controller.h"
#include "sdm-game.h"
#include "sdm-hint-controller.h"
#include "sdm-tutorial-controller.h"

G_BEGIN_DECLS

#define SDM_TYPE_GAME_VIEW (sdm_game_view_get_type ())
G_DECLARE_FINAL_TYPE (SdmGameView, sdm_game_view, SDM, GAME_VIEW, GtkWidget)

GtkWidget     *sdm_game_view_new              (void);
/* Puts @game on the board (NULL: none). Check or Solve still working stops; the hint is
 * dropped; the editor and the guide stop unless @game is theirs. */
void           sdm_game_view_set_game         (SdmGameView *self,
                                               SdmGame     *game);
SdmGame       *sdm_game_view_get_game         (SdmGameView *self);
void           sdm_game_view_set_paused       (SdmGameView *self,
                                               gboolean     paused);
/* Check or Solve is working, and sdm_game_view_cancel() stops it. */
gboolean       sdm_game_view_get_busy         (SdmGameView *self);
void           sdm_game_view_cancel           (SdmGameView *self);
/* Type In is on: the game is a position being typed in, not a puzzle to play. */
gboolean       sdm_game_view_get_editing      (SdmGameView *self);
/* The "game" group, and the controllers' "hint", "editor" and "tutorial" groups, on
 * @widget too (the window: its header, menu and keys reach them). */
void           sdm_game_view_insert_actions   (SdmGameView *self,
                                               GtkWidget   *widget);
GActionGroup  *sdm_game_view_get_actions      (SdmGameView *self);
/* Puts @strip (the window's message strip; NULL: none) first among the strips, where the
 * strip that was there leaves (its caller holds a reference to it). */
void           sdm_game_view_set_message_strip (SdmGameView *self,
                                                GtkWidget   *strip);
/* Check's marks: the clashes (and with @mistakes the mistakes) of the position on the
 * board, whatever the preferences say, until it changes. */
void           sdm_game_view_show_check_marks (SdmGameView *self,
                                               gboolean     mistakes);
/* A new game (not one resumed, which keeps the selection it has): the selection goes to
 * the empty cell nearest the centre (sdm_board_select_start()). */
void           sdm_game_view_select_start     (SdmGameView *self);
/* The keys to the board (when a game is on it). */
void           sdm_game_view_focus_board      (SdmGameView *self);
/* The window closes: the work in flight (Check, Solve, a hint, the editor's) stops. */
void           sdm_game_view_shutdown         (SdmGameView *self);

SdmBoard              *sdm_game_view_get_board     (SdmGameView *self);
SdmDigitBar           *sdm_game_view_get_digit_bar (SdmGameView *self);
SdmDominoPalette      *sdm_game_view_get_palette   (SdmGameView *self);
SdmHintController     *sdm_game_view_get_hint      (SdmGameView *self);
SdmEditorController   *sdm_game_view_get_editor    (SdmGameView *self);
SdmTutorialController *sdm_game_view_get_tutorial  (SdmGameView *self);

G_END_DECLS
