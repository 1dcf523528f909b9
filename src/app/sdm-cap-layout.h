/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cap-layout.h: a layout manager that gives its widget's child at most a maximum width,
 * centred, and the same width in measure() as in allocate().
 *
 * What AdwClamp does for the digit bar and the palette, without its easing, and without
 * its measuring a height-for-width child at one width for the minimum and another for the
 * natural height (libadwaita 1.7 then logs "natural size must be >= min size" for the
 * palette, whose rows depend on its width).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SDM_TYPE_CAP_LAYOUT (sdm_cap_layout_get_type ())

G_DECLARE_FINAL_TYPE (SdmCapLayout, sdm_cap_layout, SDM, CAP_LAYOUT, GtkLayoutManager)

GtkLayoutManager *sdm_cap_layout_new               (int           maximum_width);
int               sdm_cap_layout_get_maximum_width (SdmCapLayout *self);
void              sdm_cap_layout_set_maximum_width (SdmCapLayout *self,
                                                    int           maximum_width);

G_END_DECLS
