#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-play.sh SUDOMINOKU SOURCE_DIR ARTIFACT_DIR
#
# End to end: the real program, started on puzzle files under its own Xvfb, session bus
# and XDG directories, driven with xdotool like a player would (keyboard only), then quit
# with Ctrl+Q. Checks the autosave it leaves behind, and keeps a screenshot of each kind of
# puzzle in ARTIFACT_DIR (e2e-sudominoku.png, e2e-sudoku.png). TAP output.
set -u
app=$(realpath "$1")
src=$(realpath "$2")
out=$(realpath "$3")

for tool in xvfb-run xdotool import dbus-run-session; do
  if ! command -v $tool >/dev/null 2>&1; then
    echo "Bail out! $tool is not installed (./test.sh installs it)"
    exit 1
  fi
done

if [ -z "${SDM_E2E_INNER:-}" ]; then
  unset DISPLAY WAYLAND_DISPLAY
  export SDM_E2E_INNER=1
  exec xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" \
    dbus-run-session --config-file="$src/tests/dbus/session.conf" -- "$0" "$@"
fi

n=0
failed=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); failed=1; echo "not ok $n - $1"; }
check () { desc=$1; shift; if "$@"; then ok "$desc"; else not_ok "$desc"; fi; }

tmp=$(mktemp -d)
trap '[ -n "${SDM_E2E_KEEP:-}" ] || rm -rf "$tmp"' EXIT
export XDG_RUNTIME_DIR="$tmp/run" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config"
export XDG_CACHE_HOME="$tmp/cache" HOME="$tmp/home"
mkdir -p "$XDG_RUNTIME_DIR" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$HOME"
chmod 700 "$XDG_RUNTIME_DIR"
export GTK_A11Y=none GDK_BACKEND=x11
export G_MESSAGES_DEBUG=Sudominoku   # the app says when a game is on the board
export GSK_RENDERER="${GSK_RENDERER:-cairo}"

# start FILE: launch the program, wait for its window, give it the keyboard.
start () {
  "$app" "$1" > "$tmp/app.log" 2>&1 &
  pid=$!
  win=$(timeout 20 xdotool search --sync --onlyvisible --name '^Sudominoku$' | head -1)
  if [ -z "$win" ]; then
    echo "# the window did not appear; the program said:"; sed 's/^/# /' "$tmp/app.log"
    return 1
  fi
  xdotool windowfocus --sync "$win"
  # The puzzle loads in a thread: keys typed before it is on the board would be lost.
  for _ in $(seq 100); do
    grep -q 'a game is on the board' "$tmp/app.log" && return 0
    sleep 0.2
  done
  echo "# no game came on the board in 20 s; the program said:"; sed 's/^/# /' "$tmp/app.log"
  kill "$pid"; wait "$pid"
  return 1
}

# stop: Ctrl+Q, then wait (at most 10 s) for a clean exit.
# shellcheck disable=SC2317 # called only through check ("$@"), which ShellCheck does not follow
stop () {
  xdotool key ctrl+q
  for _ in $(seq 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"; wait "$pid"; return 1
  fi
  if ! wait "$pid"; then
    echo "# the program failed; it said:"; sed 's/^/# /' "$tmp/app.log" | tail -40
    return 1
  fi
}

shot () {
  import -window root "$tmp/root.png" && convert "$tmp/root.png" -crop "$(xdotool getwindowgeometry "$win" | awk '/Geometry/ { print $2 }')+0+0" +repage "$1"
}

saved_game () {
  grep -rl "$1" "$XDG_DATA_HOME" 2>/dev/null | head -1
}

echo "1..10"

# --- Sudominoku: type a digit, link a domino, type and undo, check, quit ---------------
if start "$src/tests/data/e2e-contest.txt"; then
  ok "the program shows its window on a contest file"
  # The selection starts on the empty cell nearest the middle (D5, above the lone 6 in E5:
  # sdm_board_select_start). E7 and E8 are free.
  xdotool key --delay 80 Down Right Right 3 shift+Right Right 5
  sleep 0.3
  xdotool key --delay 80 ctrl+z ctrl+k
  sleep 1.5   # the check runs in the background; its toast shows in the screenshot
  shot "$out/e2e-sudominoku.png"
  check "a screenshot of the Sudominoku game" test -s "$out/e2e-sudominoku.png"
  check "Ctrl+Q quits cleanly" stop
  save=$(saved_game '^move v r5c7 3')
  check "the autosave holds the digit typed" test -n "$save"
  check "the autosave holds the domino linked" grep -q '^move l r5c7 right' "${save:-/dev/null}"
  check "the undone move is not among the played ones" sh -c "! grep -q '^move v r5c8 5' '${save:-/dev/null}'"
else
  not_ok "the program shows its window on a contest file"
fi

# --- Sudoku: a fresh start restores the last game, then a new file replaces it ----------
if start "$src/tests/data/play-sudoku.txt"; then
  ok "the program shows its window on a Sudoku file"
  xdotool key --delay 80 Up Up 8 Down ctrl+3 ctrl+7 Down 4
  sleep 0.5
  shot "$out/e2e-sudoku.png"
  check "a screenshot of the Sudoku game" test -s "$out/e2e-sudoku.png"
  # The last move right before Ctrl+Q, well inside the autosave delay, is kept too.
  xdotool key --delay 30 Right 7
  check "Ctrl+Q quits cleanly again" stop
  check "the move made just before quitting is saved" grep -q '^move v r5c6 7' "$XDG_DATA_HOME/sudominoku/current-game"
else
  not_ok "the program shows its window on a Sudoku file"
fi

sed -n '/CRITICAL\|WARNING/p' "$tmp/app.log" | sed 's/^/# /'
exit $failed
