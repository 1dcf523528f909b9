/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-focus.h: a window's keyboard focus, given back to the page when GTK loses it.
 *
 * GTK leaves the focus where the next key does nothing useful after a menu closes (on the
 * button that opened it), after a widget that had it is hidden or made insensitive (on
 * nothing, or on a widget of its choice), and after libadwaita crosses a breakpoint (it
 * hides the content for a frame). SdmWindowFocus watches the window for each of these and
 * calls back for the page to take the focus (@focus_page, with @keep: a focus already on a
 * widget the player put it on stays), or gives it back to the widget that had it before a
 * breakpoint. It never acts while a dialog shows: the window's last dialog closing calls
 * back too.
 *
 * It also makes the window's main menu, whose closing is one of these moments.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct _SdmWindowFocus SdmWindowFocus;

typedef void (*SdmFocusPageFunc) (AdwApplicationWindow *window,
                                  gboolean              keep);

SdmWindowFocus *sdm_window_focus_new          (AdwApplicationWindow *window,
                                               SdmFocusPageFunc      focus_page);
/* When the window is disposed. */
void            sdm_window_focus_free         (SdmWindowFocus       *self);
/* The window's main menu, @button's, made from @resource (its "primary_menu") once the
 * window has drawn its first frame, rather than before it, or when it is opened before
 * that; the page takes the focus back when it closes. */
void            sdm_window_focus_install_menu (SdmWindowFocus       *self,
                                               GtkMenuButton        *button,
                                               const char           *resource);

G_END_DECLS
