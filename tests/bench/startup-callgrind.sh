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
# SDM_BENCH_CALLGRIND_DIR=DIR keeps the profiles (DIR/bare.cg.1, DIR/app.cg.1: the first frame)
# for callgrind_annotate --inclusive=yes.
# Not run by the test suite.
#
# Where the app's extra instructions go (2026-11-26, dev-shell: GTK 4.18, libadwaita 1.7;
# tests/data/bench-startup.txt; bare 480 M Ir, app 642-666 M Ir, x1.34-1.39; inclusive Ir of
# the functions named, from callgrind_annotate --inclusive=yes on the first-frame dumps; the
# main thread's rows overlap a little: main() is +130 M, the threads +30 M, ld.so +2 M):
#
#   what                                                               bare M   app M   extra M
#   process start, GTK + libadwaita init, Adwaita's style sheet            305     308      +3
#     (g_application_register; the same in both: gtk_css_provider_load_* 270 M)
#   the window: sdm_window_new (template of ~75 objects, settings)           -      25     +25
#   gtk_window_present (realize, every widget's style, first measure)      42      63     +21
#   main loop to the first frame (layout, snapshot, render)                 8      94     +87
#     of it: GSK cairo renderer (gsk_renderer_render)                       3      32     +29
#            glyphs (FT_Load_Glyph: the board's two digit sizes, the
#            palette's, the digit bar's bold digits)                        6      16     +10
#            symbolic icons through librsvg (7 buttons)                     3       9      +6
#            domino palette measure (sdm_domino_palette_measure)            -       7      +7
#            board snapshot (sdm_board_draw)                                -       5      +5
#            strips' place (strips_position_cb: measures the hidden
#            message area on every layout)                                  -       4      +4
#   other threads (start_thread: the grade, sdm_grade_puzzle, 0-7 M as it
#     runs before the first frame or not; the rest in GLib/GTK workers)   40      69     +30
#   total                                                                 480     642    +162
#
# Run to run the app's count moves by ~10-25 M (the grade thread, the icon rescan). Leaving
# out the board's and the palette's drawing (an experiment, not a fix: their snapshot
# functions returning at once) changed "without icon lookups" by less than that spread
# (613 M -> 611-621 M): the extra is the visible widgets (header buttons, digit bar,
# palette, board) being built, styled, measured and rendered, not the board's drawing code.
# Nothing hidden at start costs more than a few M (the start view and the dialogs are built
# when first needed, the primary menu after the first frame), so lazy construction cannot
# reach x1.10 (+48 M); fewer or cheaper visible widgets might.
set -eu
app=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
puzzle=$(realpath "${2:-$here/../data/bench-startup.txt}")   # one puzzle, as startup.sh
. "$here/../../build-aux/deps.sh"
sdm_install_missing $SDM_BENCH_PACKAGES valgrind
work=$(mktemp -d)
out=${SDM_BENCH_CALLGRIND_DIR:-$work}
mkdir -p "$out"
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
    --callgrind-out-file="$out/$what.cg" "${cmd[@]}" > /dev/null 2>&1
  total=$(ir "$out/$what.cg.1")
  icons=$(ir "$out/$what.cg.1" gtk_icon_theme_lookup_icon)
  awk -v w=$what -v t="$total" -v i="$icons" \
    'BEGIN { printf "%-5s first frame %6.1f M Ir (without icon lookups %6.1f M)\n", w, t / 1e6, (t - i) / 1e6 }'
done
