/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-start-view.h: what the window shows with no game open.
 *
 * The kind and difficulty of a new game (remembered in GSettings "new-game-kind" and
 * "new-game-difficulty"), a suggested Start button, the games in progress of an
 * SdmGameLibrary under "Continue", and Open and Paste (the window's win.open, win.paste).
 *
 * Signals: "start" (SdmKind kind, SdmDifficulty difficulty) when Start is pressed;
 * "resume" (const char *id) when a game in progress is chosen.
 *
 * The keyboard's place in it is Start: it takes the focus when shown, and
 * gtk_widget_grab_focus() on the view gives it to Start.
 */
#pragma once

#include <adwaita.h>

#include "sdm-game-library.h"
#include "sdm-puzzle.h"
#include "sdm-logic.h"

G_BEGIN_DECLS

#define SDM_TYPE_START_VIEW (sdm_start_view_get_type ())
G_DECLARE_FINAL_TYPE (SdmStartView, sdm_start_view, SDM, START_VIEW, AdwBin)

/* Properties: "library" (SdmGameLibrary, may be NULL), "kind" (int, SdmKind), "difficulty"
 * (int, SdmDifficulty), "back-id" (string, may be NULL): the game in progress that Escape
 * or Alt+Left goes back to ("start-view.back" emits "resume" with it). */
GtkWidget      *sdm_start_view_new            (SdmGameLibrary *library,
                                               GSettings      *settings);
void            sdm_start_view_set_library    (SdmStartView   *self,
                                               SdmGameLibrary *library);
SdmKind         sdm_start_view_get_kind       (SdmStartView   *self);
void            sdm_start_view_set_kind       (SdmStartView   *self,
                                               SdmKind         kind);
SdmDifficulty   sdm_start_view_get_difficulty (SdmStartView   *self);
void            sdm_start_view_set_difficulty (SdmStartView   *self,
                                               SdmDifficulty   difficulty);
/* The rows of the games in progress, as shown (transfer none), for tests. */
guint           sdm_start_view_get_n_continue (SdmStartView   *self);
AdwActionRow   *sdm_start_view_get_continue_row (SdmStartView *self,
                                                 guint         index);
const char     *sdm_start_view_get_back_id    (SdmStartView   *self);
void            sdm_start_view_set_back_id    (SdmStartView   *self,
                                               const char     *id);
/* Press Start (what a click or S_tart does). */
void            sdm_start_view_start          (SdmStartView   *self);

G_END_DECLS
