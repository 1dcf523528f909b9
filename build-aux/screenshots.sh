#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/screenshots.sh [BUILD_DIR]: retake the store screenshots in data/screenshots/ from
# the real app, after any change to the UI. One command; it builds BUILD_DIR (default build/)
# first, installs nothing, and takes about a minute.
#
#   sudominoku.png       light: a Sudominoku in play, a hint explaining the next step (a
#                        window of 940x640: the palette and the hint beside the board)
#   sudominoku-dark.png  dark (environment="gnome:dark" in the metainfo): the same game
#   sudoku.png           light: a classic Sudoku in play after Check (760x640)
#
# Each shot: a private Xvfb, session bus and XDG directories; the settings (style, window
# size) in a keyfile; a puzzle made by sudominoku-cli generate (fixed seeds), opened and quit
# at once so that the app saves it, then moves from its solution added to that saved game
# (digits, links, pencil marks: the app's own save format), and the app started again, which
# restores it as "Last game" (no file name in the title). The window is captured with
# ImageMagick and given the rounded corners and the shadow of a GNOME window; the result is
# at most 1000x700 (tests/check-store-page.py checks it).
#   SDM_SCREENSHOTS_DIR  where to write (default data/screenshots in the source tree)
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-$src/build}")
out=$(realpath -m "${SDM_SCREENSHOTS_DIR:-$src/data/screenshots}")

if [ -z "${SDM_SCREENSHOTS_INNER:-}" ]; then
  # shellcheck source=deps.sh
  . "$src/build-aux/deps.sh"
  # shellcheck disable=SC2086
  sdm_install_missing $SDM_BUILD_PACKAGES xvfb xauth dbus-daemon xdotool imagemagick \
    fonts-cantarell adwaita-icon-theme python3
  [ -f "$build/build.ninja" ] || meson setup "$build" "$src"
  ninja -C "$build" -j2 src/app/sudominoku src/cli/sudominoku-cli data/gschemas.compiled
  mkdir -p "$out"
  unset DISPLAY WAYLAND_DISPLAY
  export SDM_SCREENSHOTS_INNER=1
  exec xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" \
    dbus-run-session --config-file="$src/tests/dbus/session.conf" -- "$0" "$build"
fi

app=$build/src/app/sudominoku cli=$build/src/cli/sudominoku-cli
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GSETTINGS_SCHEMA_DIR=$build/data GSETTINGS_BACKEND=keyfile
export GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1 LC_ALL=C.UTF-8 LANGUAGE=en

# session NAME SCHEME WIDTH HEIGHT: fresh XDG directories with these settings.
session () {
  local home=$tmp/$1
  rm -rf "$home"
  mkdir -p "$home/run" "$home/data" "$home/config/glib-2.0/settings" "$home/cache" "$home/home"
  chmod 700 "$home/run"
  export XDG_RUNTIME_DIR=$home/run XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config
  export XDG_CACHE_HOME=$home/cache HOME=$home/home
  # GNOME's title bar: the close button only (GTK's own default adds minimize and maximize).
  mkdir -p "$home/config/gtk-4.0"
  printf '[Settings]\ngtk-decoration-layout=:close\n' > "$home/config/gtk-4.0/settings.ini"
  printf "[io/github/sudominoku/Sudominoku]\ncolor-scheme='%s'\nwindow-width=%d\nwindow-height=%d\nshow-timer=true\n" \
    "$2" "$3" "$4" > "$home/config/glib-2.0/settings/keyfile"
}

# start [FILE]: the app, its window found and focused.
start () {
  "$app" "$@" > "$tmp/app.log" 2>&1 &
  pid=$!
  win=$(timeout 30 xdotool search --sync --onlyvisible --name '^Sudominoku$' | head -1)
  if [ -z "$win" ]; then
    echo "screenshots.sh: the window did not appear:" >&2; cat "$tmp/app.log" >&2; exit 1
  fi
  sleep 2
  # Once more, this process's biggest visible window: GTK may replace the first one while
  # it starts, and popovers are windows too.
  win=$(for w in $(xdotool search --onlyvisible --pid "$pid" 2>/dev/null); do
          xdotool getwindowgeometry --shell "$w" 2>/dev/null | { . /dev/stdin; echo "$((WIDTH * HEIGHT)) $w"; }
        done | sort -n | tail -1 | cut -d' ' -f2)
  [ -n "$win" ] || { echo "screenshots.sh: the window is gone" >&2; exit 1; }
  xdotool windowfocus --sync "$win" 2>/dev/null || true
}

stop () {
  for _ in 1 2 3; do
    xdotool windowfocus --sync "$win" 2>/dev/null || true
    xdotool key ctrl+q
    for _ in $(seq 25); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -0 "$pid" 2>/dev/null || break
  done
  if kill -0 "$pid" 2>/dev/null; then kill "$pid"; echo "screenshots.sh: the app did not quit" >&2; exit 1; fi
  wait "$pid" || { echo "screenshots.sh: the app failed:" >&2; cat "$tmp/app.log" >&2; exit 1; }
}

# play KIND SEED LEVEL ROWS PENCIL: a generated puzzle, opened and saved by the app, then the
# moves of the solution's first ROWS rows (digits, and links of the dominoes inside them) and
# the candidates of the next row as pencil marks (PENCIL=1) added to the saved game.
play () {
  local kind=$1 seed=$2 level=$3 rows=$4 pencil=$5 form=line
  [ "$kind" = sudominoku ] && form=domino
  "$cli" generate --kind "$kind" --difficulty "$level" --seed "$seed" --to "$form" > "$tmp/puzzle.txt" 2>/dev/null
  "$cli" solve "$tmp/puzzle.txt" > "$tmp/solution.txt"
  start "$tmp/puzzle.txt"
  stop
  /usr/bin/python3 - "$XDG_DATA_HOME/sudominoku/current-game" "$tmp/solution.txt" "$kind" "$rows" "$pencil" <<'PY'
import sys
save, solution, kind, rows, pencil = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5] == "1"
lines = [l.rstrip("\n") for l in open(solution) if l.strip()]
if kind == "sudominoku":
    digits, layout = lines[:9], lines[9:18]
else:
    digits, layout = [lines[0][i * 9:i * 9 + 9] for i in range(9)], None
game = open(save).read().splitlines()
givens = next(l.split()[1] for l in game if l.startswith("givens "))
moves = []
for r in range(rows):
    for c in range(9):
        if givens[r * 9 + c] == "0":
            moves.append(f"move v r{r + 1}c{c + 1} {digits[r][c]}")
if layout:
    for r in range(rows):
        for c in range(9):
            if layout[r][c] == ">":
                moves.append(f"move l r{r + 1}c{c + 1} right")
            elif layout[r][c] == "v" and r + 1 < rows:
                moves.append(f"move l r{r + 1}c{c + 1} down")
if pencil and rows < 9:
    # The real candidates of the next row's empty cells, from the givens and the digits above.
    grid = [[givens[r * 9 + c] if r >= rows else digits[r][c] for c in range(9)] for r in range(9)]
    grid = [[d if d != "0" else None for d in row] for row in grid]
    r = rows
    for c in range(9):
        if grid[r][c]:
            continue
        seen = {grid[r][k] for k in range(9)} | {grid[k][c] for k in range(9)}
        seen |= {grid[r // 3 * 3 + i][c // 3 * 3 + j] for i in range(3) for j in range(3)}
        moves += [f"move p r{r + 1}c{c + 1} +{d}" for d in "123456789" if d not in seen]
# The save's lines keep their order (sdm-game-save.c): "elapsed" where it was, before the
# optional lines ("name", which would put the temporary file's name in the title) and the moves.
game = ["elapsed 754" if l.startswith("elapsed ") else l for l in game
        if not l.startswith("move ") and not l.startswith("name ")]
open(save, "w").write("\n".join(game + moves) + "\n")
PY
}

# shoot NAME: the window as a PNG with rounded corners and a shadow, as GNOME draws it.
shoot () {
  local raw=$tmp/raw.png
  sleep 1
  import -window "$win" "$raw"
  local w h
  read -r w h < <(identify -format '%w %h\n' "$raw")
  # The corners: GNOME rounds windows by 12 px (libadwaita's window radius).
  convert "$raw" -alpha set \
    \( -size "${w}x${h}" xc:black -fill white -draw "roundrectangle 0,0 $((w - 1)),$((h - 1)) 12,12" \) \
    -compose CopyOpacity -composite "$tmp/rounded.png"
  # A soft shadow below, and a faint outline as GNOME Shell draws around windows.
  convert "$tmp/rounded.png" \( +clone -background 'rgba(0,0,0,0.55)' -shadow 60x14+0+6 \) +swap \
    -background none -layers merge +repage "$out/$1.png"
  identify -format "$out/$1.png %wx%h\n" "$out/$1.png"
}

# 1. Light: a Sudominoku under way, the hint's sentence on screen.
session light default 940 640
play sudominoku 11 medium 4 1
start
xdotool key ctrl+h; sleep 2
xdotool key ctrl+h; sleep 2
shoot sudominoku
stop

# 2. Dark: the same game in the dark style.
session dark dark 940 640
play sudominoku 11 medium 4 1
start
shoot sudominoku-dark
stop

# 3. Light: a classic Sudoku, checked.
session sudoku default 760 640
play sudoku 5 hard 5 1
start
xdotool key ctrl+k; sleep 1
shoot sudoku
stop
echo "screenshots.sh: written to $out"
