/* sdm-editor-bar.h: the strip above the board while an author types in a puzzle: the
 * live verdict ("Unique solution", ...). Its buttons activate win.editor-play (play the
 * puzzle) and win.editor-close. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SDM_TYPE_EDITOR_BAR (sdm_editor_bar_get_type ())
G_DECLARE_FINAL_TYPE (SdmEditorBar, sdm_editor_bar, SDM, EDITOR_BAR, GtkWidget)

GtkWidget  *sdm_editor_bar_new      (void);
const char *sdm_editor_bar_get_text (SdmEditorBar *self);
void        sdm_editor_bar_set_text (SdmEditorBar *self,
                                   const char *text);

G_END_DECLS
