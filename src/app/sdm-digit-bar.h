/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-digit-bar.h: the row of digit buttons under the board. */
#pragma once

#include <gtk/gtk.h>

#include "sdm-board.h"

G_BEGIN_DECLS

#define SDM_TYPE_DIGIT_BAR (sdm_digit_bar_get_type ())
G_DECLARE_FINAL_TYPE (SdmDigitBar, sdm_digit_bar, SDM, DIGIT_BAR, GtkWidget)

SdmBoard  *sdm_digit_bar_get_board (SdmDigitBar *self);
void       sdm_digit_bar_set_board (SdmDigitBar *self,
                                    SdmBoard    *board);

/* Digit-first play: a digit button chooses the digit ("chosen-digit", 0 for none)
 * instead of entering it. */
gboolean    sdm_digit_bar_get_digit_first  (SdmDigitBar *self);
void        sdm_digit_bar_set_digit_first  (SdmDigitBar *self,
                                            gboolean     digit_first);
guint       sdm_digit_bar_get_chosen_digit (SdmDigitBar *self);
void        sdm_digit_bar_set_chosen_digit (SdmDigitBar *self,
                                            guint        digit);
GtkWidget  *sdm_digit_bar_get_button       (SdmDigitBar *self,
                                            guint        digit);

G_END_DECLS
