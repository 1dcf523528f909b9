#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-start.sh SUDOMINOKU SOURCE_DIR ARTIFACT_DIR
#
# End to end: a first-time player (no saved game, no file) starts a game in the real
# program, under its own Xvfb, session bus and XDG directories, driven with xdotool:
# once with the keyboard alone (Alt+S for Sudoku, Alt+T for Start), once with two mouse
# clicks (the Sudoku toggle, then Start), found on a screenshot of the window, once with Enter
# twice (Start, then the guided puzzle the first Sudominoku offers). Checks the
# autosave the new game leaves, and keeps a screenshot of the start view in ARTIFACT_DIR
# (e2e-start.png). Then `sudominoku FILE` while a game with a move is open: that game
# goes to the games in progress (issue 14) and is still there after quitting. TAP output.
set -u
app=$(realpath "$1")
src=$(realpath "$2")
out=$(realpath "$3")

e2e_tools="convert python3"
# shellcheck source=e2e-common.sh
. "$src/tests/e2e-common.sh"
export XDG_CONFIG_HOME="$tmp/config"
mkdir -p "$XDG_CONFIG_HOME"

# start: a first run (an empty data folder, no file), wait for the window, focus it.
start () {
  export XDG_DATA_HOME="$tmp/data-$1"
  mkdir -p "$XDG_DATA_HOME"
  # shellcheck disable=SC2119  # no file: a first run
  e2e_launch || return 1
  xdotool windowsize --sync "$win" 760 900
  sleep 1
}

# new_sudoku: wait (at most 30 s) for the autosave of a new Sudoku game.
new_sudoku () {
  for _ in $(seq 150); do
    grep -qx 'kind sudoku' "$XDG_DATA_HOME/sudominoku/current-game" 2>/dev/null && return 0
    sleep 0.2
  done
  return 1
}


echo "1..15"

# --- Keyboard alone: Alt+S (Sudoku), Alt+T (Start) -------------------------------------
if start keyboard; then
  ok "a first run shows the window"
  import -window "$win" "$out/e2e-start.png"
  check "a screenshot of the start view" test -s "$out/e2e-start.png"
  xdotool key --delay 150 alt+s alt+t
  check "Alt+S, Alt+T start a Sudoku (the autosave holds it)" new_sudoku
  check "Ctrl+Q quits cleanly" e2e_stop
else
  not_ok "a first run shows the window"
fi

# --- Two clicks: the Sudoku toggle, then Start -----------------------------------------
if start mouse; then
  ok "a second first run shows the window"
  # The window may still be drawing (slow under the sanitizers): look again for a while.
  where=""
  for _ in $(seq 20); do
    where=$(e2e_locate start 2>"$tmp/locate.err") && break
    where=""
    sleep 0.5
  done
  if [ -n "$where" ]; then
    # shellcheck disable=SC2086 # four numbers, split into $1 to $4 on purpose
    set -- $where
    echo "# Start at $1,$2; the Sudoku toggle at $3,$4"
    xdotool mousemove --window "$win" "$3" "$4" click 1
    sleep 0.3
    xdotool mousemove --window "$win" "$1" "$2" click 1
    check "two clicks start a Sudoku (the autosave holds it)" new_sudoku
  else
    not_ok "two clicks start a Sudoku (Start and the Sudoku toggle not found: $(cat "$tmp/locate.err"))"
  fi
  check "Ctrl+Q quits cleanly again" e2e_stop
else
  not_ok "a second first run shows the window"
fi

# --- Enter alone: Start (Sudominoku, the default), then Enter on the guide's offer ------
# shellcheck disable=SC2317 # called only through check ("$@"), which ShellCheck does not follow
new_sudominoku () {
  for _ in $(seq 150); do
    grep -qx 'kind sudominoku' "$XDG_DATA_HOME/sudominoku/current-game" 2>/dev/null && return 0
    sleep 0.2
  done
  return 1
}
if start enter; then
  ok "a third first run shows the window"
  xdotool key Return
  sleep 1
  xdotool key Return
  check "Enter, Enter: a Sudominoku is on the board (the autosave holds it)" new_sudominoku
  # The guided puzzle's first rows (sdm-tutorial.c), not a generated one.
  check "it is the guided puzzle" grep -q '^givens 872643195300975840' "$XDG_DATA_HOME/sudominoku/current-game"
  check "Ctrl+Q quits cleanly a third time" e2e_stop
else
  not_ok "a third first run shows the window"
fi

# --- `sudominoku FILE` while a game is open keeps that game ------------------------------
kept_game () {
  grep -l '^move v r5c7 3' "$XDG_DATA_HOME"/sudominoku/games/*/current-game 2>/dev/null | head -1
}
export XDG_DATA_HOME="$tmp/data-file"
mkdir -p "$XDG_DATA_HOME"
"$app" "$src/tests/data/e2e-contest.txt" > "$tmp/app.log" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --onlyvisible --name '^Sudominoku$' | head -1)
if [ -n "$win" ]; then
  xdotool windowfocus --sync "$win"
  # The puzzle loads in a thread: wait until the app says it is on the board.
  for _ in $(seq 100); do
    grep -q 'a game is on the board' "$tmp/app.log" && break
    sleep 0.2
  done
  # E7 (right of the lone 6 in the middle) gets a 3, as in e2e-play.sh: from D5, the empty
  # cell nearest the middle, where the selection starts.
  xdotool key --delay 80 Down Right Right 3
  sleep 0.5
  # A second `sudominoku FILE` hands the file to the running one.
  "$app" "$src/tests/data/play-sudoku.txt" > "$tmp/second.log" 2>&1
  new_sudoku
  check "sudominoku FILE while playing: the game with the move is kept in games/" test -n "$(kept_game)"
  check "the board has the new file's Sudoku (its autosave)" grep -qx 'kind sudoku' "$XDG_DATA_HOME/sudominoku/current-game"
  # New Game (the start view, the kept game under Continue), then quit.
  xdotool key ctrl+n
  sleep 0.5
  check "Ctrl+Q quits cleanly with the start view open" e2e_stop
  check "the kept game is still there after quitting" test -n "$(kept_game)"
else
  not_ok "the program shows its window on a contest file"
  not_ok "the board has the new file's Sudoku (its autosave)"
  not_ok "Ctrl+Q quits cleanly with the start view open"
  not_ok "the kept game is still there after quitting"
fi

sed -n '/CRITICAL\|WARNING/p' "$tmp/app.log" | sed 's/^/# /'
exit $failed
