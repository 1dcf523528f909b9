/* sdm-new-game-dialog.h: choose the kind and the difficulty of a new puzzle.
 *
 * The choices are bound to the GSettings keys new-game-kind and new-game-difficulty
 * when settings are given. "Start" emits ::start and closes the dialog; the window
 * generates the puzzle (sdm_generate_async). */
#pragma once

#include <adwaita.h>

#include "sdm-puzzle.h"
#include "sdm-logic.h"

G_BEGIN_DECLS

#define SDM_TYPE_NEW_GAME_DIALOG (sdm_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SdmNewGameDialog, sdm_new_game_dialog, SDM, NEW_GAME_DIALOG, AdwWindow)

/* @settings may be NULL (then the dialog starts at Sudominoku, Medium). */
SdmNewGameDialog *sdm_new_game_dialog_new            (GtkWindow *parent,
                                                      GSettings *settings);
SdmKind           sdm_new_game_dialog_get_kind       (SdmNewGameDialog *self);
void              sdm_new_game_dialog_set_kind       (SdmNewGameDialog *self,
                                                      SdmKind           kind);
SdmDifficulty     sdm_new_game_dialog_get_difficulty (SdmNewGameDialog *self);
void              sdm_new_game_dialog_set_difficulty (SdmNewGameDialog *self,
                                                      SdmDifficulty     difficulty);
/* What "Start" does: emit ::start and close. */
void              sdm_new_game_dialog_start          (SdmNewGameDialog *self);

G_END_DECLS
