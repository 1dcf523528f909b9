#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keypress.sh SUDOMINOKU PUZZLE_FILE [ROUNDS]: time from a key press (arrow keys that move
# the selection) to the window's next repaint, with keyprobe.c, on its own Xvfb and session
# bus, with the renderer of GSK_RENDERER (default cairo). One frame at 60 Hz is 16.7 ms.
# Not run by the test suite: timings depend on the machine's load.
set -eu
app=$(realpath "$1")
puzzle=$(realpath "$2")
rounds=${3:-60}
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../build-aux/deps.sh"
# shellcheck disable=SC2086 # a list of package names, split into words on purpose
sdm_install_missing $SDM_BENCH_PACKAGES
work=$(mktemp -d)
trap 'kill $app_pid $bus_pid $xvfb_pid 2>/dev/null || true; rm -rf "$work"' EXIT
app_pid='' bus_pid='' xvfb_pid=''

cc -O2 -o "$work/keyprobe" "$here/keyprobe.c" -lX11 -lXdamage -lXtst

. "$here/x-session.sh"
sdm_bench_x_session "$work" "$app"
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config

"$app" "$puzzle" > "$work/app.log" 2>&1 & app_pid=$!
timeout 20 xdotool search --sync --onlyvisible --name '^Sudominoku$' > /dev/null
sleep 1
echo "renderer $GSK_RENDERER: $("$work/keyprobe" Sudominoku "$rounds")"
