/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Presents @dialog over @parent (NULL: in a window of its own), as adw_dialog_present()
 * does, with the application's Quit accelerators working inside it: an AdwDialog keeps
 * the window's shortcuts from the keys typed in it, and Ctrl+Q quits from anywhere
 * (issue 15). Every dialog of the app is presented through it. */
void sdm_present_dialog (AdwDialog *dialog,
                         GtkWidget *parent);

G_END_DECLS
