#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak/run-under-xvfb.sh APP_ID SHOT LOG [--filesystem DIR] [--keys KEYS] [FILE...]:
# start the installed Flatpak APP_ID (branch stable) under Xvfb, as a player would, wait for
# its window, press KEYS in it (xdotool key names, e.g. "Up 5"), take a screenshot into SHOT,
# and quit it with Ctrl+Q. Fails, saying why, when the window does not appear, the app does not
# quit, exits with an error, draws a blank window, or logs a warning or a critical (LOG holds
# what it printed). --filesystem DIR lets the sandbox read DIR (a FILE given to the app lives
# there: files normally come through the file chooser portal, which needs xdg-desktop-portal).
# Used by test-offline-build.sh and test-release-repo.sh.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 APP_ID SHOT LOG [--filesystem DIR] [--keys KEYS] [FILE...]" >&2; exit 2; }
app_id=$1 shot=$2 log=$3
shift 3
opts=(--branch=stable --env=G_DEBUG=fatal-criticals) keys=""
while [ $# -gt 0 ]; do
  case $1 in
    --filesystem) opts+=("--filesystem=${2:?--filesystem needs a folder}:ro"); shift 2 ;;
    --keys) keys=${2:?--keys needs key names}; shift 2 ;;
    *) break ;;
  esac
done
fail () { echo "run-under-xvfb.sh: $*" >&2; exit 1; }

rm -f "$shot" "$log"
# DISPLAY before the bus (see the notes); a private XDG_RUNTIME_DIR; the user's XDG_DATA_HOME
# is left alone so that flatpak finds the user installation.
# shellcheck disable=SC2016  # code for the inner shell, expanded there
xvfb-run -a -s "-screen 0 1024x900x24 -nolisten tcp" dbus-run-session -- bash -c '
  set -u
  app_id=$1 shot=$2 log=$3 keys=$4 n=$5
  shift 5
  opts=("${@:1:$n}")
  shift "$n"
  XDG_RUNTIME_DIR=$(mktemp -d)
  export XDG_RUNTIME_DIR
  flatpak run "${opts[@]}" "$app_id" "$@" > "$log" 2>&1 & pid=$!
  win=$(timeout 60 xdotool search --sync --onlyvisible --name "Sudominoku" | head -1)
  if [ -z "$win" ]; then
    echo "the window did not appear" >&2; kill $pid; flatpak kill "$app_id" 2>/dev/null; exit 1
  fi
  sleep 3
  if [ -n "$keys" ]; then
    # shellcheck disable=SC2086  # one word per key
    xdotool key --window "$win" $keys
    sleep 1
  fi
  import -window root "$shot"
  xdotool windowfocus --sync "$win" 2>/dev/null || true
  xdotool key --window "$win" ctrl+q
  for _ in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.2; done
  if kill -0 $pid 2>/dev/null; then
    echo "the app did not quit on Ctrl+Q" >&2; flatpak kill "$app_id"; wait $pid; exit 1
  fi
  wait $pid; rc=$?
  rm -rf "$XDG_RUNTIME_DIR"
  exit $rc' sh "$app_id" "$shot" "$log" "$keys" "${#opts[@]}" "${opts[@]}" "$@" \
  || { cat "$log" >&2; fail "flatpak run $app_id failed (its output is above)"; }

# A window that drew something: the screenshot is not one flat colour.
sd=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
/usr/bin/python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) > 0.02 else 1)' "$sd" \
  || fail "the window is blank (standard deviation $sd of $shot)"
if grep -E 'CRITICAL|WARNING' "$log"; then fail "the app logged warnings, see $log"; fi
exit 0
