/* sdm-digit-bar.h: the row of digit buttons under the board. */
#pragma once

#include <gtk/gtk.h>

#include "sdm-board.h"

G_BEGIN_DECLS

#define SDM_TYPE_DIGIT_BAR (sdm_digit_bar_get_type ())
G_DECLARE_FINAL_TYPE (SdmDigitBar, sdm_digit_bar, SDM, DIGIT_BAR, GtkWidget)

GtkWidget *sdm_digit_bar_new       (void);
SdmBoard  *sdm_digit_bar_get_board (SdmDigitBar *self);
void       sdm_digit_bar_set_board (SdmDigitBar *self,
                                    SdmBoard    *board);

G_END_DECLS
