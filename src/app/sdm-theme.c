/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-theme.c: the theme colours shared by the board and the domino palette, so that
 * both follow the style (light, dark, high contrast) the same way. */
#include "config.h"

#include <adwaita.h>

#include "sdm-theme.h"

static void
lookup_color (GtkStyleContext *context,
              const char      *name,
              const char      *fallback,
              GdkRGBA         *color)
{
  if (!gtk_style_context_lookup_color (context, name, color))
    gdk_rgba_parse (color, fallback);
}

void
sdm_theme_get_colors (GtkWidget      *widget,
                      SdmThemeColors *colors)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  gtk_style_context_get_color (context, &colors->fg);
  /* Fallbacks: libadwaita 1.2's values, for a style sheet that does not define them. */
  lookup_color (context, "view_bg_color", dark ? "#1e1e1e" : "#ffffff", &colors->bg);
  lookup_color (context, "accent_color", dark ? "#78aeed" : "#1c71d8", &colors->accent);
  lookup_color (context, "accent_bg_color", "#3584e4", &colors->accent_bg);
  lookup_color (context, "accent_fg_color", "#ffffff", &colors->accent_fg);
  /* #c01c28 on light, a lighter red on dark for contrast. Never the only cue: the board
   * also hatches and underlines clashes. */
  lookup_color (context, "error_color", dark ? "#ff7b63" : "#c01c28", &colors->error);
  /* The GNOME palette's blue and orange, the same in both styles. */
  lookup_color (context, "blue_3", "#3584e4", &colors->hint_proof);
  lookup_color (context, "orange_4", "#e66100", &colors->hint_target);
}

GdkRGBA
sdm_rgba_with_alpha (const GdkRGBA *color,
                     float          alpha)
{
  GdkRGBA c = *color;

  c.alpha *= alpha;
  return c;
}
