/* sdm-hint-bar.h: the strip above the board that shows a hint, one rung of the ladder at
 * a time. It only shows text: its buttons activate the window's win.hint (the next rung),
 * win.hint-apply and win.hint-close. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SDM_TYPE_HINT_BAR (sdm_hint_bar_get_type ())
G_DECLARE_FINAL_TYPE (SdmHintBar, sdm_hint_bar, SDM, HINT_BAR, GtkWidget)

GtkWidget  *sdm_hint_bar_new      (void);
const char *sdm_hint_bar_get_text (SdmHintBar *self);
void        sdm_hint_bar_set_text (SdmHintBar *self,
                                   const char *text);

G_END_DECLS
