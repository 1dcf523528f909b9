/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-render-icon SVG PNG SIZE: renders SVG as a SIZE x SIZE PNG (gdk-pixbuf and its SVG
 * loader), at build time. The application's resources carry its icon at 48 px as a PNG
 * (src/app/meson.build says why). */
#include <stdlib.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  int size;

  if (argc != 4 || (size = atoi (argv[3])) <= 0)
    {
      g_printerr ("usage: %s SVG PNG SIZE\n", argv[0]);
      return 2;
    }
  pixbuf = gdk_pixbuf_new_from_file_at_size (argv[1], size, size, &error);
  if (pixbuf == NULL || !gdk_pixbuf_save (pixbuf, argv[2], "png", &error, NULL))
    {
      g_printerr ("%s: %s\n", argv[0], error->message);
      return 1;
    }
  return 0;
}
