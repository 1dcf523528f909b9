#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# startup-massif.sh SUDOMINOKU PUZZLE_FILE OUTDIR: valgrind massif of the bare
# AdwApplicationWindow (bare-window.c) and of `sudominoku PUZZLE_FILE`, each stopped with
# SIGTERM after SDM_MASSIF_SECONDS (default 20 s; the first frame comes after 5-10 s under valgrind), under Xvfb with the
# start-up benchmark's environment (x-session.sh). Leaves OUTDIR/bare.ms and OUTDIR/app.ms;
# MASSIF_OPTS adds options (--pages-as-heap=yes, --threshold=0.1, ...). Compare the peaks
# with tests/bench/massif-diff.py. Not run by the test suite.
set -eu
app=$(realpath "$1")
puzzle=$(realpath "$2")
out=$(realpath "$3")
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../build-aux/deps.sh"
# shellcheck disable=SC2086 # a list of package names, split into words on purpose
sdm_install_missing $SDM_BENCH_PACKAGES valgrind
work=$(mktemp -d)
# sdm_bench_x_session sets the pids: empty until then (set -u), and a kill of none fails (set -e).
bus_pid='' xvfb_pid=''
trap 'kill $bus_pid $xvfb_pid 2>/dev/null || true; rm -rf "$work"' EXIT

. "$here/x-session.sh"
sdm_bench_build_startup_probes "$work"
sdm_bench_x_session "$work" "$app"

for what in bare app; do
  d=$(mktemp -d -p "$work")
  if [ $what = bare ]; then cmd=("$work/bare"); else cmd=("$app" "$puzzle"); fi
  # shellcheck disable=SC2086 # MASSIF_OPTS: options, split into words on purpose
  XDG_DATA_HOME=$d XDG_CONFIG_HOME=$d timeout -s TERM "${SDM_MASSIF_SECONDS:-20}" \
    valgrind --tool=massif ${MASSIF_OPTS:-} --massif-out-file="$out/$what.ms" "${cmd[@]}" \
    > "$out/$what.log" 2>&1 || true
done
