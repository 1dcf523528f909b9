#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# startup-callgrind.sh SUDOMINOKU [PUZZLE_FILE]: instructions (callgrind Ir) from launch to the
# end of the first frame's rendering, of `sudominoku PUZZLE_FILE` and of the bare
# AdwApplicationWindow (bare-window.c), under Xvfb with the cairo renderer and GDK's GL off
# (GSK_RENDERER=cairo, sdm_bench_disable_gl, GTK_A11Y=none), fresh XDG dirs. Instruction counts
# do not depend on the other core's load, unlike tests/bench/startup.sh's milliseconds.
# callgrind dumps after each gsk_renderer_render(); the first dump is the first frame.
# Also prints the part spent in icon lookups: under valgrind start-up takes ~5 s, and GTK
# rescans (and reloads) the icon theme on a lookup more than 5 s after the last scan, which
# adds ~65 M to either program or not, depending on timing ("without" leaves it out).
# Not run by the test suite.
set -eu
app=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
puzzle=$(realpath "${2:-$here/../data/bench-startup.txt}")   # one puzzle, as startup.sh
. "$here/../../build-aux/deps.sh"
sdm_install_missing $SDM_BENCH_PACKAGES valgrind
work=$(mktemp -d)
trap 'kill $bus_pid $xvfb_pid 2>/dev/null; rm -rf "$work"' EXIT

. "$here/x-session.sh"
sdm_bench_build_startup_probes "$work"

sdm_bench_x_session "$work" "$app"
export GSK_RENDERER=cairo
sdm_bench_disable_gl

# ir FILE [FUNCTION]: FILE's total Ir, or FUNCTION's inclusive Ir in it (0 when absent).
ir () {
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null | awk -v f="${2:-}" '
    f == "" && /PROGRAM TOTALS/ { gsub(",", "", $1); n = $1; exit }
    f != "" && index($0, "???:" f " [") { gsub(",", "", $1); n = $1; exit }
    END { print n + 0 }'
}

for what in bare app; do
  d=$(mktemp -d -p "$work")
  if [ $what = bare ]; then cmd=("$work/bare"); else cmd=("$app" "$puzzle"); fi
  XDG_DATA_HOME=$d XDG_CONFIG_HOME=$d "$work/xstartprobe" -s 1500 -t 90000 -- \
    valgrind --tool=callgrind --dump-after=gsk_renderer_render \
    --callgrind-out-file="$work/$what.cg" "${cmd[@]}" > /dev/null 2>&1
  total=$(ir "$work/$what.cg.1")
  icons=$(ir "$work/$what.cg.1" gtk_icon_theme_lookup_icon)
  awk -v w=$what -v t="$total" -v i="$icons" \
    'BEGIN { printf "%-5s first frame %6.1f M Ir (without icon lookups %6.1f M)\n", w, t / 1e6, (t - i) / 1e6 }'
done
