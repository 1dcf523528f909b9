# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# tests/bench/x-session.sh: sourced by the start-up and key-press benchmarks.
# sdm_bench_x_session WORK APP: start an Xvfb display and a session bus without activatable
# services (tests/dbus/session.conf) for this script, export the environment GTK needs,
# and set xvfb_pid and bus_pid for the caller's EXIT trap. APP is the sudominoku binary of
# a build tree, whose compiled schema is in BUILD/data.
sdm_bench_x_session ()
{
  local work=$1 app=$2 here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  # Xvfb picks a free display itself and writes its number (-displayfd): a random one
  # could be another session's, and the benchmark then failed with "cannot open display".
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
  # shellcheck disable=SC2034 # xvfb_pid is the caller's, for its EXIT trap
  xvfb_pid=$!
  for _ in $(seq 50); do
    [ -s "$work/display" ] && break
    sleep 0.2
  done
  display=:$(head -n1 "$work/display")
  export DISPLAY=$display XDG_RUNTIME_DIR=$work/run
  for _ in $(seq 50); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
  done
  mkdir -m 700 "$XDG_RUNTIME_DIR"
  dbus-daemon --config-file="$here/../dbus/session.conf" --fork --print-address=1 --print-pid=1 \
    > "$work/bus" 2>/dev/null
  DBUS_SESSION_BUS_ADDRESS=$(sed -n 1p "$work/bus")
  export DBUS_SESSION_BUS_ADDRESS
  # shellcheck disable=SC2034 # bus_pid is the caller's, for its EXIT trap
  bus_pid=$(sed -n 2p "$work/bus")
  export GSK_RENDERER=${GSK_RENDERER:-cairo} GTK_A11Y=none GSETTINGS_BACKEND=memory
  export GSETTINGS_SCHEMA_DIR=${GSETTINGS_SCHEMA_DIR:-$(dirname "$app")/../../data}
}

# sdm_bench_build_startup_probes WORK: xstartprobe and the bare AdwApplicationWindow program.
sdm_bench_build_startup_probes ()
{
  local work=$1 here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  cc -O2 -o "$work/xstartprobe" "$here/xstartprobe.c" -lX11 -lXdamage -lXfixes
  # shellcheck disable=SC2046 # pkg-config's flags are words to split
  cc -O2 -o "$work/bare" "$here/bare-window.c" $(pkg-config --cflags --libs libadwaita-1)
}

# sdm_bench_disable_gl: keep GDK from initialising GL. GTK 4.16 replaced GDK_DEBUG=gl-disable
# (4.14, the floor) by GDK_DISABLE=gl, and 4.18 (the dev-shell) only says "Unrecognized value"
# to the old one and initialises GL all the same.
sdm_bench_disable_gl ()
{
  if pkg-config --atleast-version=4.16 gtk4; then
    export GDK_DISABLE=gl
  else
    export GDK_DEBUG=gl-disable
  fi
}
