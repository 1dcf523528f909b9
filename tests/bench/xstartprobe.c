/* SPDX-License-Identifier: GPL-3.0-or-later */
/* xstartprobe.c: from ../shared/notes/gui-testing-and-flatpak.md (appendix), used by startup.sh. */
/* xstartprobe: launch an X11 app, time CreateNotify / MapNotify / first real frame of its
 * toplevel, let it settle, close it with WM_DELETE_WINDOW, report peak RSS.
 * build: cc -O2 -o xstartprobe xstartprobe.c -lX11 -lXdamage -lXfixes
 * usage: xstartprobe [-m FILE] [-n TITLE_SUBSTR] [-p PROCNAME] [-s SETTLE_MS] [-t TIMEOUT_MS] [-v] -- CMD ARGS...
 *   -n: match the toplevel by title (default: by _NET_WM_PID == our child)
 *   -p: report VmHWM of the process named PROCNAME (read just before closing) instead of wait4's ru_maxrss
 *   -m FILE: copy the child's /proc/PID/smaps and status to FILE just before closing (where the memory is) */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/extensions/Xdamage.h>
#include <dirent.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms (void)
{
  struct timespec ts; clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static pid_t child_pid;
static int name_matches (Display *d, Window w, const char *want)
{
  Atom type; int fmt; unsigned long n, after; unsigned char *data = NULL; int ok = 0;
  if (!want)
    {
      Atom pa = XInternAtom (d, "_NET_WM_PID", False);
      if (XGetWindowProperty (d, w, pa, 0, 1, False, XA_CARDINAL, &type, &fmt, &n, &after, &data) == Success && data && n == 1)
        ok = (pid_t) *(unsigned long *) data == child_pid;
      if (data) XFree (data);
      return ok;
    }
  Atom net = XInternAtom (d, "_NET_WM_NAME", False), utf8 = XInternAtom (d, "UTF8_STRING", False);
  if (XGetWindowProperty (d, w, net, 0, 1024, False, utf8, &type, &fmt, &n, &after, &data) == Success && data)
    { ok = strstr ((char *) data, want) != NULL; XFree (data); if (ok) return 1; }
  char *name = NULL;
  if (XFetchName (d, w, &name) && name) { ok = strstr (name, want) != NULL; XFree (name); }
  return ok;
}

/* VmHWM of the first process whose comm == name (flatpak run: the app is not our child) */
static long proc_hwm_kb (const char *name)
{
  DIR *dir = opendir ("/proc"); struct dirent *e; long hwm = -1;
  while (dir && (e = readdir (dir)) && hwm < 0)
    {
      char path[300], comm[64] = "", line[256]; FILE *f;
      snprintf (path, sizeof path, "/proc/%s/comm", e->d_name);
      if (!(f = fopen (path, "r"))) continue;
      if (fgets (comm, sizeof comm, f)) comm[strcspn (comm, "\n")] = 0;
      fclose (f);
      if (strcmp (comm, name) != 0) continue;
      snprintf (path, sizeof path, "/proc/%s/status", e->d_name);
      if (!(f = fopen (path, "r"))) continue;
      while (fgets (line, sizeof line, f))
        if (sscanf (line, "VmHWM: %ld", &hwm) == 1) break;
      fclose (f);
    }
  if (dir) closedir (dir);
  return hwm;
}

/* FILE = /proc/PID/status followed by /proc/PID/smaps */
static void copy_smaps (pid_t pid, const char *to)
{
  FILE *out = fopen (to, "w"); char path[64], buf[8192]; size_t n;
  if (!out) return;
  for (int i = 0; i < 2; i++)
    {
      snprintf (path, sizeof path, i == 0 ? "/proc/%d/status" : "/proc/%d/smaps", (int) pid);
      FILE *in = fopen (path, "r");
      while (in && (n = fread (buf, 1, sizeof buf, in)) > 0) fwrite (buf, 1, n, out);
      if (in) fclose (in);
    }
  fclose (out);
}

static int ignore_errors (Display *d, XErrorEvent *e) { (void) d; (void) e; return 0; } /* InputOnly windows: BadMatch */

#define MAXW 64
int main (int argc, char **argv)
{
  const char *want = NULL, *procname = NULL, *smaps = NULL; long hwm = -1; int settle = 1000, timeout = 20000, verbose = 0, opt;
  while ((opt = getopt (argc, argv, "m:n:p:s:t:v")) != -1)
    switch (opt)
      {
      case 'm': smaps = optarg; break;
      case 'n': want = optarg; break;
      case 'p': procname = optarg; break;
      case 's': settle = atoi (optarg); break;
      case 't': timeout = atoi (optarg); break;
      case 'v': verbose = 1; break;
      default: return 2;
      }
  if (optind >= argc) { fprintf (stderr, "usage: xstartprobe [-m smaps-file] [-n title] [-p proc] [-s ms] [-t ms] [-v] -- cmd...\n"); return 2; }
  Display *d = XOpenDisplay (NULL);
  if (!d) { fprintf (stderr, "cannot open display\n"); return 2; }
  int dev, derr;
  if (!XDamageQueryExtension (d, &dev, &derr)) { fprintf (stderr, "no DAMAGE\n"); return 2; }
  XSetErrorHandler (ignore_errors);
  Window root = DefaultRootWindow (d);
  /* solid black root, so a freshly mapped window with background None reads as uniform */
  XSetWindowBackground (d, root, BlackPixel (d, DefaultScreen (d)));
  XClearWindow (d, root);
  XSelectInput (d, root, SubstructureNotifyMask);
  XSync (d, False);

  double t0 = now_ms ();
  pid_t pid = fork ();
  child_pid = pid;
  if (pid == 0) { close (ConnectionNumber (d)); execvp (argv[optind], argv + optind); _exit (127); }

  Window tracked[MAXW]; int ntracked = 0, ndamage = 0, status = 0, closing = 0;
  Window mapped = 0;
  double t_create = -1, t_map = -1, t_damage = -1, t_content = -1, t_close = -1;
  struct rusage ru; memset (&ru, 0, sizeof ru);
  Atom wm_protocols = XInternAtom (d, "WM_PROTOCOLS", False), wm_delete = XInternAtom (d, "WM_DELETE_WINDOW", False);

  for (;;)
    {
      double t = now_ms () - t0;
      if (wait4 (pid, &status, WNOHANG, &ru) == pid) break;
      if (t > timeout && !closing) { fprintf (stderr, "timeout\n"); kill (pid, SIGKILL); closing = 1; t_close = t; }
      if (t_content >= 0 && !closing && t > t_content + settle)
        {
          if (procname) hwm = proc_hwm_kb (procname);
          if (smaps) copy_smaps (pid, smaps);
          XEvent ev = { 0 };
          ev.xclient.type = ClientMessage; ev.xclient.window = mapped; ev.xclient.message_type = wm_protocols;
          ev.xclient.format = 32; ev.xclient.data.l[0] = wm_delete; ev.xclient.data.l[1] = CurrentTime;
          XSendEvent (d, mapped, False, NoEventMask, &ev); XFlush (d);
          closing = 1; t_close = t;
        }
      if (closing && t > t_close + 5000) kill (pid, SIGKILL);
      while (XPending (d))
        {
          XEvent ev; XNextEvent (d, &ev); double te = now_ms () - t0;
          if (ev.type == CreateNotify && ev.xcreatewindow.parent == root && !ev.xcreatewindow.override_redirect && ntracked < MAXW)
            {
              tracked[ntracked++] = ev.xcreatewindow.window;
              XDamageCreate (d, ev.xcreatewindow.window, XDamageReportRawRectangles);
              if (t_create < 0) t_create = te;
              if (verbose) fprintf (stderr, "%8.1f create 0x%lx\n", te, ev.xcreatewindow.window);
            }
          else if (ev.type == MapNotify && !mapped)
            {
              for (int i = 0; i < ntracked; i++)
                if (tracked[i] == ev.xmap.window && name_matches (d, ev.xmap.window, want))
                  { mapped = ev.xmap.window; t_map = te; }
              if (verbose) fprintf (stderr, "%8.1f map 0x%lx\n", te, ev.xmap.window);
            }
          else if (ev.type == dev + XDamageNotify)
            {
              XDamageNotifyEvent *de = (XDamageNotifyEvent *) &ev;
              if (!mapped || de->drawable != mapped) continue;
              ndamage++;
              if (t_damage < 0) t_damage = te;
              if (t_content < 0 && ndamage <= 8)
                { /* first damage after which the window is not a single colour = first real frame */
                  XWindowAttributes wa; XGetWindowAttributes (d, mapped, &wa);
                  XImage *im = XGetImage (d, mapped, 0, 0, wa.width, wa.height, AllPlanes, ZPixmap);
                  long diff = 0;
                  if (im)
                    {
                      unsigned long p0 = XGetPixel (im, 0, 0);
                      for (int y = 0; y < wa.height; y += 2)
                        for (int x = 0; x < wa.width; x += 2)
                          diff += XGetPixel (im, x, y) != p0;
                      XDestroyImage (im);
                    }
                  if (diff > 100) t_content = te;
                  if (verbose) fprintf (stderr, "%8.1f damage, %ld sampled pixels differ\n", te, diff);
                }
            }
        }
      struct pollfd pfd = { ConnectionNumber (d), POLLIN, 0 };
      poll (&pfd, 1, 5);
    }
  printf ("create_ms=%.1f map_ms=%.1f first_damage_ms=%.1f first_frame_ms=%.1f damage_events=%d exit_ms=%.1f maxrss_kb=%ld status=%d\n",
          t_create, t_map, t_damage, t_content, ndamage, now_ms () - t0, procname ? hwm : ru.ru_maxrss, status);
  return 0;
}
