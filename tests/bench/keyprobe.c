/* SPDX-License-Identifier: GPL-3.0-or-later */
/* keyprobe.c: from a key press to the window's next repaint, as the X server sees it.
 *
 * usage: keyprobe TITLE [ROUNDS]
 * Finds the top-level window whose title is TITLE, then ROUNDS times presses and releases
 * a key through XTEST, as a keyboard would (Right and Left in turn, so the board's
 * selection moves and it must redraw), and waits for the XDamage event of the repaint.
 * The window must have the keyboard focus. Prints the median, the 90th percentile and
 * the maximum in milliseconds. Used by keypress.sh.
 * build: cc -O2 -o keyprobe keyprobe.c -lX11 -lXdamage -lXtst
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/XTest.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
title_is (Display *d, Window w, const char *title)
{
  Atom net = XInternAtom (d, "_NET_WM_NAME", False), utf8 = XInternAtom (d, "UTF8_STRING", False);
  Atom type;
  int format, same = 0;
  unsigned long n, after;
  unsigned char *data = NULL;

  if (XGetWindowProperty (d, w, net, 0, 1024, False, utf8, &type, &format, &n, &after, &data) == Success && data)
    same = strcmp ((char *) data, title) == 0;
  if (data)
    XFree (data);
  return same;
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
send_key (Display *d, KeySym sym)
{
  KeyCode code = XKeysymToKeycode (d, sym);

  XTestFakeKeyEvent (d, code, True, CurrentTime);
  XTestFakeKeyEvent (d, code, False, CurrentTime);
  XFlush (d);
}

int
main (int argc, char **argv)
{
  Display *d;
  Window root, parent, *children, target = 0;
  unsigned int n_children;
  int rounds = argc > 2 ? atoi (argv[2]) : 40, event_base, error_base, got = 0;
  double *ms;

  if (argc < 2 || rounds < 1)
    {
      fprintf (stderr, "usage: keyprobe TITLE [ROUNDS]\n");
      return 2;
    }
  if (!(d = XOpenDisplay (NULL)) || !XDamageQueryExtension (d, &event_base, &error_base))
    {
      fprintf (stderr, "keyprobe: no display, or no DAMAGE extension\n");
      return 2;
    }
  XQueryTree (d, DefaultRootWindow (d), &root, &parent, &children, &n_children);
  for (unsigned int i = 0; i < n_children && !target; i++)
    if (title_is (d, children[i], argv[1]))
      target = children[i];
  if (children)
    XFree (children);
  if (!target)
    {
      fprintf (stderr, "keyprobe: no window titled \"%s\"\n", argv[1]);
      return 2;
    }

  XSetInputFocus (d, target, RevertToParent, CurrentTime);
  XDamageCreate (d, target, XDamageReportRawRectangles);
  XSync (d, False);
  ms = calloc (rounds, sizeof *ms);
  for (int r = 0; r < rounds; r++)
    {
      double t0, deadline;
      XEvent ev;
      int seen = 0;

      /* Let the previous frame settle, and forget its events. */
      usleep (60000);
      while (XPending (d))
        XNextEvent (d, &ev);

      t0 = now_ms ();
      send_key (d, r % 2 == 0 ? XK_Right : XK_Left);
      deadline = t0 + 1000;
      while (!seen && now_ms () < deadline)
        {
          struct pollfd pfd = { ConnectionNumber (d), POLLIN, 0 };

          while (XPending (d))
            {
              XNextEvent (d, &ev);
              if (ev.type == event_base + XDamageNotify)
                {
                  ms[got++] = now_ms () - t0;
                  seen = 1;
                  break;
                }
            }
          if (!seen)
            poll (&pfd, 1, 1);
        }
    }
  if (got == 0)
    {
      fprintf (stderr, "keyprobe: the window never repainted\n");
      return 1;
    }
  qsort (ms, got, sizeof *ms, compare);
  printf ("key press to repaint: median %.1f ms, p90 %.1f ms, max %.1f ms (%d of %d rounds)\n",
          ms[got / 2], ms[got * 9 / 10], ms[got - 1], got, rounds);
  free (ms);
  XCloseDisplay (d);
  return 0;
}
