#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# quit.sh SUDOMINOKU PUZZLE_FILE [RUNS]: time from Ctrl+Q (sent with xdotool) to the end of
# the process, on its own Xvfb, in two set-ups: "bare" (a session bus without services,
# GTK_A11Y=none) and "desktop" (the system's session bus configuration, so the portals and
# the accessibility bus start as in a desktop session, and GTK talks to AT-SPI). Each run
# quits once without a move since the last autosave ("clean") and once right after a move
# ("move"). Prints min / median / max in ms. Not run by the test suite: timings depend on
# the machine's load.
set -eu
app=$(realpath "$1")
puzzle=$(realpath "$2")
runs=${3:-8}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
xvfb_pid='' bus_pid='' app_pid=''
trap 'kill $app_pid $bus_pid $xvfb_pid 2>/dev/null || true; rm -rf "$work"' EXIT

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp -noreset >/dev/null 2>&1 & xvfb_pid=$!
export DISPLAY=$display XDG_RUNTIME_DIR=$work/run
mkdir -m 700 "$XDG_RUNTIME_DIR"
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.2; done
export GSK_RENDERER=${GSK_RENDERER:-cairo} GSETTINGS_BACKEND=memory
export GSETTINGS_SCHEMA_DIR=${GSETTINGS_SCHEMA_DIR:-$(dirname "$app")/../../data}
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config

start_bus () { # args for dbus-daemon
  dbus-daemon "$@" --fork --print-address=1 --print-pid=1 > "$work/bus" 2>/dev/null
  DBUS_SESSION_BUS_ADDRESS=$(sed -n 1p "$work/bus"); export DBUS_SESSION_BUS_ADDRESS
  bus_pid=$(sed -n 2p "$work/bus")
}

# One run: start, wait for the window, maybe move, Ctrl+Q; prints the milliseconds.
quit_once () { # keys-before-quit
  local w='' t0 t1
  "$app" "$puzzle" > "$work/app.log" 2>&1 & app_pid=$!
  for _ in $(seq 200); do
    w=$(xdotool search --onlyvisible --pid "$app_pid" 2>/dev/null | head -1) && [ -n "$w" ] && break
    sleep 0.05
  done
  sleep 1.5   # autosave of the opened game done, first frames drawn
  # Real key presses (XTEST) into the focused window, as a player's.
  xdotool windowfocus --sync "$w"
  # shellcheck disable=SC2086 # a list of key names, split into words on purpose
  if [ -n "$1" ]; then xdotool key --delay 30 $1; sleep 0.1; fi
  t0=$(date +%s%N)
  xdotool key ctrl+q
  # Until it is gone, or 20 s (then the run counts 20000 ms).
  for _ in $(seq 10000); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.002; done
  t1=$(date +%s%N)
  kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null
  app_pid=
  echo $(( (t1 - t0) / 1000000 ))
  # The next instance must not find this one's name still on the bus (it would hand its
  # file to it and exit).
  while dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
          org.freedesktop.DBus.NameHasOwner string:io.github.sudominoku.Sudominoku 2>/dev/null | grep -q true; do
    sleep 0.05
  done
}

stats () { sort -n | awk '{a[NR]=$1} END {printf "min %d  median %d  max %d ms (n=%d)\n", a[1], a[int((NR+1)/2)], a[NR], NR}'; }

for setup in bare desktop; do
  if [ $setup = bare ]; then
    start_bus --config-file="$here/../dbus/session.conf"; export GTK_A11Y=none
  else
    start_bus --session; unset GTK_A11Y
    quit_once "" > /dev/null   # the portals and the a11y bus start on the first run
  fi
  for state in clean move; do
    keys=; [ $state = move ] && keys="Right Right Down 5 Escape"
    for _ in $(seq "$runs"); do quit_once "$keys"; done > "$work/times"
    printf '%-8s %-6s %s\n' "$setup" "$state" "$(stats < "$work/times")"
  done
  kill "$bus_pid"; bus_pid=
  sleep 0.5
done
