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

# shellcheck source=e2e-common.sh
. "$src/tests/e2e-common.sh"
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"

# start FILE: launch the program, wait for its window, give it the keyboard.
start () {
  e2e_launch "$1" || return 1
  # The puzzle loads in a thread: keys typed before it is on the board would be lost.
  for _ in $(seq 100); do
    grep -q 'a game is on the board' "$tmp/app.log" && return 0
    sleep 0.2
  done
  echo "# no game came on the board in 20 s; the program said:"; sed 's/^/# /' "$tmp/app.log"
  kill "$pid"; wait "$pid"
  return 1
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
  check "Ctrl+Q quits cleanly" e2e_stop
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
  check "Ctrl+Q quits cleanly again" e2e_stop
  check "the move made just before quitting is saved" grep -q '^move v r5c6 7' "$XDG_DATA_HOME/sudominoku/current-game"
else
  not_ok "the program shows its window on a Sudoku file"
fi

sed -n '/CRITICAL\|WARNING/p' "$tmp/app.log" | sed 's/^/# /'
exit $failed
