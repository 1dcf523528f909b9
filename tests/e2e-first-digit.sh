#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-first-digit.sh SUDOMINOKU SOURCE_DIR ARTIFACT_DIR
#
# End to end: how many clicks a first-time player needs, from a fresh launch, to put a first
# digit on the board (issue 36: four for a Sudoku, where GNOME Sudoku 48 needs three). The
# real program under its own Xvfb, session bus, XDG directories and settings (the memory
# backend: each launch starts from the defaults), driven with the mouse alone through
# xdotool, at places found on screenshots of the window. Three paths, each from a fresh
# launch:
#   - Sudoku: the Sudoku toggle, Start, a digit of the digit bar;
#   - Sudominoku, the default kind: Start, Skip (the guided puzzle's offer), a digit;
#   - Sudominoku, guided: Start, Show Me, a digit.
# No click on the board: a new game's selection is on the empty cell nearest the centre
# (sdm_board_select_start). Each count is printed and must be at most 3; the digit must
# be in the autosave, on a cell that was empty. Keeps a screenshot of each board with its
# first digit in ARTIFACT_DIR (e2e-first-digit-PATH.png). TAP output.
set -u
app=$(realpath "$1")
src=$(realpath "$2")
out=$(realpath "$3")

e2e_tools="convert python3"
# shellcheck source=e2e-common.sh
. "$src/tests/e2e-common.sh"
export GSETTINGS_BACKEND=memory      # fresh settings on every launch: the defaults

# start NAME: a first run (empty data and config folders, no file), wait for the window.
start () {
  export XDG_DATA_HOME="$tmp/data-$1" XDG_CONFIG_HOME="$tmp/config-$1"
  mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
  saved=$XDG_DATA_HOME/sudominoku/current-game
  # shellcheck disable=SC2119  # no file: a first run
  e2e_launch || return 1
  xdotool windowsize --sync "$win" 760 900
  clicks=0
  sleep 1
}

# click X Y: one click of the first button at X,Y in the window, counted.
click () {
  xdotool mousemove --window "$win" "$1" "$2" click 1
  clicks=$((clicks + 1))
  sleep 0.3
}


# retry WHAT: locate, again for a while (the window may still be drawing: slow under the
# sanitizers); prints the numbers, or returns 1 with why in $tmp/locate.err.
retry () {
  for _ in $(seq 20); do
    e2e_locate "$1" 2>"$tmp/locate.err" && return 0
    sleep 0.5
  done
  return 1
}

# on_board: the app says a game is on the board (at most 30 s).
on_board () {
  for _ in $(seq 150); do
    grep -q 'a game is on the board' "$tmp/app.log" && return 0
    sleep 0.2
  done
  return 1
}

# first_digit NAME: click the digit the givens hold least of (its button is live), wait for
# the move in the autosave; says which digit and where.
first_digit () {
  digits=$(retry digits) || { echo "# digit bar not found: $(cat "$tmp/locate.err")"; return 1; }
  sleep 0.5   # the autosave of the new game
  d=$(sed -n 's/^givens //p' "$saved" | python3 -c '
import sys
g = sys.stdin.read().strip()
print(min(range(1, 10), key=lambda d: g.count(str(d))))')
  [ -n "$d" ] || { echo "# no givens in the autosave"; return 1; }
  # shellcheck disable=SC2086 # eighteen numbers, split on purpose
  set -- $digits
  shift $((2 * (d - 1)))
  click "$1" "$2"
  for _ in $(seq 100); do
    move=$(grep -m1 '^move v ' "$saved" 2>/dev/null) && break
    sleep 0.2
  done
  [ -n "${move:-}" ] || { e2e_stop; move=$(grep -m1 '^move v ' "$saved" 2>/dev/null); }
  [ -n "${move:-}" ] || { echo "# no digit went in (digit $d clicked)"; return 1; }
  echo "# $name: digit $d clicked, the autosave says \"$move\""
  import -window "$win" "$out/e2e-first-digit-$name.png" 2>/dev/null
}

# report WHAT DONE: the count, and whether a digit is on the board in at most three clicks.
report () {
  echo "# $1: a first digit after $clicks clicks ($how)"
  if [ "$2" = yes ] && [ "$clicks" -le 3 ]; then
    ok "$1: a digit on the board in $clicks clicks (at most 3)"
  else
    not_ok "$1: a digit on the board in $clicks clicks (at most 3)"
  fi
}

echo "1..3"

# --- Sudoku: the Sudoku toggle, Start, a digit -------------------------------------------
name=sudoku; how="Sudoku, Start, digit"; done_=no
if start sudoku; then
  if where=$(retry start); then
    # shellcheck disable=SC2086 # four numbers, split on purpose
    set -- $where
    click "$3" "$4"   # Sudoku
    click "$1" "$2"   # Start
    if on_board; then
      sleep 1
      if grep -qx 'kind sudoku' "$saved" 2>/dev/null; then
        first_digit && done_=yes
      else
        echo "# no Sudoku in the autosave"
      fi
    else
      echo "# no Sudoku came on the board"
    fi
  else
    echo "# Start and the Sudoku toggle not found: $(cat "$tmp/locate.err")"
  fi
  e2e_stop
fi
report "Sudoku" $done_

# --- Sudominoku, the default kind: Start, Skip, a digit --------------------------------
# --- Sudominoku, guided: Start, Show Me, a digit ---------------------------------------
for answer in skip guide; do
  name=sudominoku-$answer; done_=no
  if [ $answer = skip ]; then how="Start, Skip, digit"; else how="Start, Show Me, digit"; fi
  if start "$name"; then
    if where=$(retry start); then
      # shellcheck disable=SC2086 # four numbers, split on purpose
      set -- $where
      click "$1" "$2"   # Start
      if where=$(retry dialog); then
        # shellcheck disable=SC2086
        set -- $where
        if [ $answer = skip ]; then click "$3" "$4"; else click "$1" "$2"; fi
        if on_board; then
          sleep 1
          if grep -qx 'kind sudominoku' "$saved" 2>/dev/null; then
            first_digit && done_=yes
          else
            echo "# no Sudominoku in the autosave"
          fi
        else
          echo "# no Sudominoku came on the board"
        fi
      else
        echo "# the guided puzzle's offer not found: $(cat "$tmp/locate.err")"
      fi
    else
      echo "# Start not found: $(cat "$tmp/locate.err")"
    fi
    e2e_stop
  fi
  if [ $answer = skip ]; then report "Sudominoku (Skip)" $done_; else report "Sudominoku (Show Me)" $done_; fi
done

sed -n '/CRITICAL\|WARNING/p' "$tmp/app.log" | sed 's/^/# /'
exit $failed
