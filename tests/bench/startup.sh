#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# startup.sh SUDOMINOKU [PUZZLE_FILE [RUNS]]: launch-to-first-frame time and peak RSS of
# `sudominoku PUZZLE_FILE` against a bare AdwApplicationWindow, side by side on one Xvfb
# display and one session bus, same renderer (GSK_RENDERER, default cairo; set
# SDM_BENCH_GL_DISABLE=1 to also keep GDK from initialising GL). Runs are interleaved, the
# first of each is a warm-up, each gets fresh XDG dirs (no saved game to restore).
# PUZZLE_FILE defaults to tests/data/bench-startup.txt, one Sudominoku: a file of several
# puzzles opens the Choose a Puzzle dialog, whose dimming animation and the window it keeps
# open when asked to close (killed after 5 s) would be measured instead. RUNS defaults to 10.
# SDM_BENCH_BEFORE=OTHER_SUDOMINOKU runs another build too ("before"), interleaved with the
# same bare window, for before/after figures from one run on one machine.
# Method: xstartprobe.c (XDamage: the first damage after which the window is not a single
# colour; peak RSS from wait4 after WM_DELETE_WINDOW). Prints medians with min-max of the
# times, and the app/bare figures of each run paired with the bare run just before it:
# median and spread of the time ratio and of the peak RSS difference.
# SDM_BENCH_SMAPS=DIR keeps each run's /proc/PID/status + smaps, read just before closing
# (DIR/bare.N.smaps, DIR/app.N.smaps; tests/bench/smaps-table.py compares two), and
# tests/bench/startup-massif.sh runs valgrind massif on both (tests/bench/massif-diff.py).
# Not run by the test suite: timings depend on the machine's load.
#
# Where the app's memory goes over the bare window (2026-11-26, dev-shell GTK 4.18, cairo,
# GL initialised; tests/data/bench-startup.txt). Peak RSS: bare 115.6 MiB, app 118.5 MiB
# (+2.9, runs +2.2 to +3.6); with SDM_BENCH_GL_DISABLE=1 47.3 and 50.1 MiB (+2.8).
# Resident KiB just before closing (SDM_BENCH_SMAPS, smaps-table.py, 3 runs), and the live
# heap at massif's peak (startup-massif.sh with GDK_DISABLE=gl, massif-diff.py):
#
#   what                                                               KiB
#   the brk heap ([heap], resident)                                 +1370-1440
#     live at the peak (massif: bare 5.5 MiB, app 7.7 MiB)           +2240, of it:
#       symbolic icons rendered by librsvg, their pixbufs, lookups    +600
#       the cairo renderer's buffers while drawing the first frame   +360
#       widgets: template children, closures, signal handlers,
#         bindings, property specs, types                            +450
#       glyph caches (cairo, pixman, fontconfig, pango extents)      +280
#       small allocations below massif's threshold                   +340
#   the program's own pages (sudominoku: code, tables)              +510-560
#   thread arenas and stacks ([anon])                                +90-430
#   fonts and the libraries' pages the app touches more
#     (DejaVuSans, harfbuzz, libm, libxml2, freetype, cairo)         +200-500
#   XShm segment of the cairo X11 surface                            +112
#   VmRSS / VmHWM at close                                  +2.5-2.9 / +2.4-3.0 MiB
#
# Gone since issue 22 was filed (+10.4 MiB): the toolbar's reveal animation of the digit
# bar at start (an offscreen copy of the window, ~5-7 MiB of peak; it came and went with
# the load and the timing) and, with a file of several puzzles, Choose a Puzzle's dimming
# (+8.4 MiB heap, +4.3 MiB XShm), now out of the measurement by the one-puzzle default.
# Hiding the closed strips' message bars (2026-11-26, three runs of 10 pairs, this build
# against the one before, SDM_BENCH_BEFORE, load average ~3 on the 2 cores): peak RSS over
# the bare window before/after +3.4/+3.0, +3.1/+2.7, +3.0/+3.0 MiB (8 of the 20 icon loads
# GTK ran before the first frame are gone: the strips' help-about, dialog-information, ...);
# time x1.38/x1.28, x1.12/x1.13, x1.00/x1.16, each with runs from x0.5-x0.9 to x1.5-x1.9:
# at that load the time cannot show a change of a few percent, which startup-callgrind.sh's
# main-thread count does (543.4 -> 531.1 M Ir, bare 413.0 M).
# Where the time goes: startup-callgrind.sh's header.
set -eu
app=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
puzzle=$(realpath "${2:-$here/../data/bench-startup.txt}")
runs=${3:-10}
before=${SDM_BENCH_BEFORE:+$(realpath "$SDM_BENCH_BEFORE")}
. "$here/../../build-aux/deps.sh"
# shellcheck disable=SC2086 # a list of package names, split into words on purpose
sdm_install_missing $SDM_BENCH_PACKAGES
work=$(mktemp -d)
# sdm_bench_x_session sets the pids: empty until then (set -u), and a kill of none fails (set -e).
bus_pid='' xvfb_pid=''
trap 'kill $bus_pid $xvfb_pid 2>/dev/null || true; rm -rf "$work"' EXIT

. "$here/x-session.sh"
sdm_bench_build_startup_probes "$work"

sdm_bench_x_session "$work" "$app"
[ -z "${SDM_BENCH_GL_DISABLE:-}" ] || sdm_bench_disable_gl

for i in $(seq 0 "$runs"); do
  for what in bare app ${before:+before}; do
    d=$(mktemp -d -p "$work")
    case $what in
      bare) cmd=("$work/bare") ;;
      app) cmd=("$app" "$puzzle") ;;
      before) cmd=("$before" "$puzzle") ;;
    esac
    smaps=()
    [ -n "${SDM_BENCH_SMAPS:-}" ] && smaps=(-m "$SDM_BENCH_SMAPS/$what.$i.smaps")
    line=$(XDG_DATA_HOME=$d XDG_CONFIG_HOME=$d "$work/xstartprobe" "${smaps[@]}" -s 800 -- "${cmd[@]}")
    [ "$i" -gt 0 ] && echo "$what run=$i $line" >> "$work/results"
    [ -n "${SDM_BENCH_VERBOSE:-}" ] && echo "$what $line" >&2
  done
done

python3 - "$work/results" "$GSK_RENDERER" <<'PY'
import re, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    m = re.match(r'(\w+) run=(\d+) .*first_frame_ms=([\d.-]+).*maxrss_kb=(\d+) status=(-?\d+)', line)
    if m:
        runs.setdefault(m[1], {})[int(m[2])] = (float(m[3]), int(m[4]) / 1024, int(m[5]))
med = statistics.median
for k in ('bare', 'before', 'app'):
    if k not in runs:
        continue
    v = list(runs[k].values()); ts = [t for t, _, _ in v]; rs = [r for _, r, _ in v]
    killed = sum(1 for _, _, st in v if st != 0)
    print(f"{k:6} first frame {med(ts):6.1f} ms (min {min(ts):.1f}, max {max(ts):.1f}), "
          f"peak RSS {med(rs):6.1f} MiB (min {min(rs):.1f}, max {max(rs):.1f}), {len(v)} runs, "
          f"renderer {sys.argv[2]}" + (f", {killed} did not exit when closed" if killed else ""))
for k in ('before', 'app'):
    if k not in runs:
        continue
    pairs = [(runs[k][i], runs['bare'][i]) for i in runs[k] if i in runs['bare']]
    tr = [a[0] / b[0] for a, b in pairs]; rd = [a[1] - b[1] for a, b in pairs]
    print(f"{k}/bare: time x{med(tr):.2f} (runs x{min(tr):.2f}-x{max(tr):.2f}), "
          f"peak RSS {med(rd):+.1f} MiB (runs {min(rd):+.1f} to {max(rd):+.1f}); "
          f"medians: time x{med(t for t, _, _ in runs[k].values()) / med(t for t, _, _ in runs['bare'].values()):.2f}, "
          f"RSS {med(r for _, r, _ in runs[k].values()) - med(r for _, r, _ in runs['bare'].values()):+.1f} MiB")
PY
