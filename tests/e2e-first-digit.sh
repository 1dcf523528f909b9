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

for tool in xvfb-run xdotool import convert dbus-run-session python3; do
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

tmp=$(mktemp -d)
trap '[ -n "${SDM_E2E_KEEP:-}" ] || rm -rf "$tmp"' EXIT
export XDG_RUNTIME_DIR="$tmp/run" XDG_CACHE_HOME="$tmp/cache" HOME="$tmp/home"
mkdir -p "$XDG_RUNTIME_DIR" "$XDG_CACHE_HOME" "$HOME"
chmod 700 "$XDG_RUNTIME_DIR"
export G_MESSAGES_DEBUG=Sudominoku   # the app says when a game is on the board
export GTK_A11Y=none GDK_BACKEND=x11
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export GSETTINGS_BACKEND=memory      # fresh settings on every launch: the defaults

# start NAME: a first run (empty data and config folders, no file), wait for the window.
start () {
  export XDG_DATA_HOME="$tmp/data-$1" XDG_CONFIG_HOME="$tmp/config-$1"
  mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
  saved=$XDG_DATA_HOME/sudominoku/current-game
  "$app" > "$tmp/app.log" 2>&1 &
  pid=$!
  win=$(timeout 20 xdotool search --sync --onlyvisible --name '^Sudominoku$' | head -1)
  if [ -z "$win" ]; then
    echo "# the window did not appear; the program said:"; sed 's/^/# /' "$tmp/app.log"
    return 1
  fi
  xdotool windowsize --sync "$win" 760 900
  xdotool windowfocus --sync "$win"
  clicks=0
  sleep 1
}

stop () {
  xdotool key ctrl+q
  for _ in $(seq 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"; wait "$pid"
  else
    wait "$pid"
  fi
}

# click X Y: one click of the first button at X,Y in the window, counted.
click () {
  xdotool mousemove --window "$win" "$1" "$2" click 1
  clicks=$((clicks + 1))
  sleep 0.3
}

# locate WHAT: from a screenshot of the window, the centres of what a player clicks.
#   start:  the Start button (the largest accent-coloured area), then the Sudoku toggle (left
#           of the checked Sudominoku toggle: the topmost checked toggle's grey);
#   dialog: Show Me (the accent-coloured button of the offer; Start behind it is dimmed),
#           then Skip (the button's grey left of it, on the same line);
#   digits: the nine digit buttons, 1 to 9 (the lowest row of at least nine wide buttons).
locate () {
  import -window "$win" "$tmp/shot.png" && convert "$tmp/shot.png" ppm:"$tmp/shot.ppm" || return 1
  python3 - "$tmp/shot.ppm" "$1" <<'PY'
import sys
data = open(sys.argv[1], 'rb').read()
what = sys.argv[2]
parts = data.split(maxsplit=4)
w, h = int(parts[1]), int(parts[2])
px = parts[4]
def at(x, y):
    i = 3 * (y * w + x)
    return px[i], px[i + 1], px[i + 2]
def near(p, colour, tolerance):
    return sum(abs(a - b) for a, b in zip(p, colour)) < tolerance
def blobs(test):
    seen, found = set(), []
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            if (x, y) in seen or not test(at(x, y)):
                continue
            stack, pts = [(x, y)], []
            seen.add((x, y))
            while stack:
                cx, cy = stack.pop()
                pts.append((cx, cy))
                for nx, ny in ((cx + 2, cy), (cx - 2, cy), (cx, cy + 2), (cx, cy - 2)):
                    if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen and test(at(nx, ny)):
                        seen.add((nx, ny))
                        stack.append((nx, ny))
            xs = [p[0] for p in pts]; ys = [p[1] for p in pts]
            found.append((len(pts), min(xs), max(xs), min(ys), max(ys)))
    return found
accent = (53, 132, 228)
button = (230, 230, 231)    # Adwaita's button grey, light
if what in ('start', 'dialog'):
    accents = [b for b in blobs(lambda p: near(p, accent, 60)) if b[2] - b[1] >= 60]
    if not accents:
        sys.exit("no accent-coloured button")
    big = max(accents)
    cx, cy = (big[1] + big[2]) // 2, (big[3] + big[4]) // 2
    if what == 'start':
        checked = (190, 190, 192)
        toggles = [b for b in blobs(lambda p: near(p, checked, 24))
                   if b[2] - b[1] >= 60 and 20 <= b[4] - b[3] <= 50]
        if not toggles:
            sys.exit("no checked toggle")
        _, x0, x1, top, bottom = min(toggles, key=lambda b: b[3])
        print(cx, cy, x0 - (x1 - x0) // 2, (top + bottom) // 2)
    else:
        # Leftwards from Show Me, past the gap, to Skip's grey: a button as wide.
        x = big[1] - 1
        while x > big[1] - 40 and not near(at(x, cy), button, 12):
            x -= 1
        if not near(at(x, cy), button, 12):
            sys.exit("no Skip button left of Show Me")
        right, left = x, x - (big[2] - big[1])
        print(cx, cy, (left + right) // 2, cy)
else:
    rows = []
    for y in range(h // 2, h):
        runs, x = [], 0
        while x < w:
            if near(at(x, y), button, 8):
                x0 = x
                while x < w and near(at(x, y), button, 8):
                    x += 1
                if x - x0 >= 40:
                    runs.append((x0, x - 1))
            else:
                x += 1
        if len(runs) >= 9:
            rows.append((y, runs))
    if not rows:
        sys.exit("no row of digit buttons")
    # The band of rows nearest the top of the buttons (above the glyphs): its middle row.
    y, runs = rows[len(rows) // 2]
    print(' '.join('%d %d' % ((a + b) // 2, y) for a, b in runs[:9]))
PY
}

# retry WHAT: locate, again for a while (the window may still be drawing: slow under the
# sanitizers); prints the numbers, or returns 1 with why in $tmp/locate.err.
retry () {
  for _ in $(seq 20); do
    locate "$1" 2>"$tmp/locate.err" && return 0
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
  [ -n "${move:-}" ] || { stop; move=$(grep -m1 '^move v ' "$saved" 2>/dev/null); }
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
  stop
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
    stop
  fi
  if [ $answer = skip ]; then report "Sudominoku (Skip)" $done_; else report "Sudominoku (Show Me)" $done_; fi
done

sed -n '/CRITICAL\|WARNING/p' "$tmp/app.log" | sed 's/^/# /'
exit $failed
