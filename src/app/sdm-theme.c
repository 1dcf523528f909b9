/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-theme.c: the theme colours shared by the board and the domino palette, so that
 * both follow the style (light, dark, high contrast) the same way, and the hatch both draw
 * given digits with. */
#include "config.h"

#include <adwaita.h>

#include "sdm-theme.h"

static void
set_color (GdkRGBA    *color,
           const char *spec)
{
  if (!gdk_rgba_parse (color, spec))
    g_assert_not_reached ();
}

/* The text colour is the widget's own (gtk_widget_get_color), so it follows the theme and
 * high contrast. The named colours of libadwaita's style sheet have no lookup left in
 * GTK 4.14 (gtk_style_context_lookup_color is deprecated since 4.10) and libadwaita 1.5
 * has no getter for them: these are its values, for the light and the dark style, which is
 * what libadwaita 1.5 (the floor, with a fixed blue accent) draws with. A system accent
 * colour (libadwaita 1.6) is not followed. */
void
sdm_theme_get_colors (GtkWidget      *widget,
                      SdmThemeColors *colors)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  gtk_widget_get_color (widget, &colors->fg);
  set_color (&colors->bg, dark ? "#1e1e1e" : "#ffffff");               /* view_bg_color */
  set_color (&colors->accent, dark ? "#78aeed" : "#1c71d8");           /* accent_color */
  set_color (&colors->accent_bg, "#3584e4");                           /* accent_bg_color */
  set_color (&colors->accent_fg, "#ffffff");                           /* accent_fg_color */
  /* #c01c28 on light, a lighter red on dark for contrast. Never the only cue: the board
   * also hatches and underlines clashes. */
  set_color (&colors->error, dark ? "#ff7b63" : "#c01c28");            /* error_color */
  /* The GNOME palette's blue and orange, the same in both styles. */
  set_color (&colors->hint_proof, "#3584e4");                          /* blue_3 */
  set_color (&colors->hint_target, "#e66100");                         /* orange_4 */
}

GdkRGBA
sdm_rgba_with_alpha (const GdkRGBA *color,
                     float          alpha)
{
  GdkRGBA c = *color;

  c.alpha *= alpha;
  return c;
}

void
sdm_append_hatch (GtkSnapshot           *snapshot,
                  const graphene_rect_t *rect,
                  const GdkRGBA         *color,
                  float                  period,
                  float                  share)
{
  GdkRGBA clear = sdm_rgba_with_alpha (color, 0);
  GskColorStop stops[4] = {
    { 0.0f, *color }, { share, *color }, { share, clear }, { 1.0f, clear },
  };
  graphene_point_t start = GRAPHENE_POINT_INIT (rect->origin.x, rect->origin.y);
  graphene_point_t end = GRAPHENE_POINT_INIT (rect->origin.x + period, rect->origin.y + period);

  gtk_snapshot_append_repeating_linear_gradient (snapshot, rect, &start, &end,
                                                 stops, G_N_ELEMENTS (stops));
}

/* Digits (the board's, the palette's, the digit bar's, the timer's) are tagged as English
 * text where the locale's own script is not Latin: with the locale's language, Pango may
 * take them from that language's font (Korean: a fallback font without a bold face, so
 * givens would lose the weight that sets them apart; tests/test-korean.c). Where the
 * locale writes in Latin the tag would change no glyph, but every tagged size would be a
 * font set of its own: at start-up the palette's digits and the timer then share the
 * title's and the source's fonts, 5.3 M instructions less to the first frame
 * (tests/bench/startup-callgrind.sh, 530.7 -> 525.4 M). */
void
sdm_tag_digits (PangoAttrList *attrs)
{
  if (!pango_language_includes_script (gtk_get_default_language (), PANGO_SCRIPT_LATIN))
    pango_attr_list_insert (attrs, pango_attr_language_new (pango_language_from_string ("en")));
}
