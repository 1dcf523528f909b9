#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# startup.sh SUDOMINOKU PUZZLE_FILE [RUNS]: launch-to-first-frame time and peak RSS of
# `sudominoku PUZZLE_FILE` against a bare AdwApplicationWindow, side by side on one Xvfb
# display and one session bus, same renderer (GSK_RENDERER, default cairo; set
# SDM_BENCH_GL_DISABLE=1 to also keep GDK from initialising GL). Runs are interleaved, the
# first of each is a warm-up, each gets fresh XDG dirs (no saved game to restore).
# Method: xstartprobe.c (XDamage: the first damage after which the window is not a single
# colour; peak RSS from wait4 after WM_DELETE_WINDOW). Prints medians and the ratios.
# Not run by the test suite: timings depend on the machine's load.
set -eu
app=$(realpath "$1")
puzzle=$(realpath "$2")
runs=${3:-10}
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../build-aux/deps.sh"
sdm_install_missing $SDM_BENCH_PACKAGES
work=$(mktemp -d)
trap 'kill $bus_pid $xvfb_pid 2>/dev/null; rm -rf "$work"' EXIT

. "$here/x-session.sh"
sdm_bench_build_startup_probes "$work"

sdm_bench_x_session "$work" "$app"
[ -n "${SDM_BENCH_GL_DISABLE:-}" ] && export GDK_DEBUG=gl-disable

for i in $(seq 0 "$runs"); do
  for what in bare app; do
    d=$(mktemp -d -p "$work")
    if [ $what = bare ]; then cmd=("$work/bare"); else cmd=("$app" "$puzzle"); fi
    line=$(XDG_DATA_HOME=$d XDG_CONFIG_HOME=$d "$work/xstartprobe" -s 800 -- "${cmd[@]}")
    [ "$i" -gt 0 ] && echo "$what $line" >> "$work/results"
    [ -n "${SDM_BENCH_VERBOSE:-}" ] && echo "$what $line" >&2
  done
done

python3 - "$work/results" "$GSK_RENDERER" <<'PY'
import re, statistics, sys
rows = {}
for line in open(sys.argv[1]):
    m = re.match(r'(\w+) .*first_frame_ms=([\d.]+).*maxrss_kb=(\d+)', line)
    if m:
        rows.setdefault(m[1], []).append((float(m[2]), int(m[3]) / 1024))
med = {k: (statistics.median(t for t, _ in v), statistics.median(r for _, r in v)) for k, v in rows.items()}
for k in ('bare', 'app'):
    ts = [t for t, _ in rows[k]]
    print(f"{k:5} first frame {med[k][0]:6.1f} ms (min {min(ts):.1f}, max {max(ts):.1f}), "
          f"peak RSS {med[k][1]:6.1f} MiB, {len(ts)} runs, renderer {sys.argv[2]}")
print(f"app/bare: time x{med['app'][0] / med['bare'][0]:.2f}, RSS +{med['app'][1] - med['bare'][1]:.1f} MiB")
PY
