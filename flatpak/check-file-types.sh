#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak/check-file-types.sh APP_ID BRANCH WORKDIR: the puzzle file types of the installed
# Flatpak, as the user's desktop and the sandbox see them. Run by test-offline-build.sh after
# `flatpak --user install`.
#
# On install, flatpak exports the app's shared-mime-info XML rewritten (rewrite_mime_xml in
# flatpak's common/flatpak-dir.c): every <magic> rule removed and every glob set to weight 5.
# So on the desktop a type is recognised by its glob alone and loses to a system type with the
# same glob at the usual weight 50: *.sdm and *.sdk are ours, *.ss stays Scheme's
# (text/x-scheme) whatever the file holds, and no longer or weightier glob can change that
# (the system's *.ss is in another mime cache, where the higher weight wins). README.md and
# flatpak/README.md say how .ss puzzles open instead. This checks each of those facts on the
# real export, and what the app sees inside the sandbox (its own /app/share/mime, with magic).
set -euo pipefail
app_id=${1:?usage: check-file-types.sh APP_ID BRANCH WORKDIR} branch=${2:?} dir=${3:?}
user_dir=${FLATPAK_USER_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/flatpak}
exports=$user_dir/exports/share
xml=$exports/mime/packages/$app_id.xml
fail () { echo "file types: $*" >&2; exit 1; }

# One puzzle of each type, and a Scheme program, named as their users name them.
rm -rf "$dir" && mkdir -p "$dir/empty-home"
printf '%s\n' '# one puzzle' \
  '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1' > "$dir/puzzle.sdm"
printf '%s\n' '#A Sudominoku test' '1.......2' '.9.4...5.' '..6...7..' '.5.9.3...' '....7....' \
  '...85..4.' '7.....6..' '.3...9.8.' '..2.....1' > "$dir/puzzle.sdk"
printf '%s\n' '*-----------*' '|1..|...|..2|' '|.9.|4..|.5.|' '|..6|...|7..|' '|---+---+---|' \
  '|.5.|9.3|...|' '|...|.7.|...|' '|...|85.|.4.|' '|---+---+---|' '|7..|...|6..|' \
  '|.3.|..9|.8.|' '|..2|...|..1|' '*-----------*' > "$dir/puzzle.ss"
printf '%s\n' '(define (square x) (* x x))' > "$dir/program.ss"

# 1. The export: the XML without magic, its cache built by flatpak's mime trigger.
[ -f "$xml" ] || fail "flatpak exported no $xml"
! grep -q '<magic' "$xml" || fail "the exported XML still has magic rules (flatpak changed?)"
[ -f "$exports/mime/mime.cache" ] || fail "no mime cache in $exports/mime (flatpak's trigger did not run)"

# 2. The desktop's view: the exports after the system's database (as XDG_DATA_DIRS has them
#    in a session with flatpak), a user data dir of its own.
host_type () {
  XDG_DATA_HOME=$dir/empty-home XDG_DATA_DIRS=$exports:/usr/share \
    gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'
}
expect_host () { # FILE TYPE
  local got; got=$(host_type "$dir/$1")
  [ "$got" = "$2" ] || fail "on the desktop $1 is $got, expected $2"
  echo "desktop: $1 is $got"
}
expect_host puzzle.sdm text/x-sudoku-sdm
expect_host puzzle.sdk text/x-sudoku-sdk
expect_host puzzle.ss text/x-scheme        # the limit the READMEs describe
expect_host program.ss text/x-scheme
# ... and the exported desktop file claims them, so the file manager offers the app for them.
desktop=$exports/applications/$app_id.desktop
for type in text/x-sudoku-sdm text/x-sudoku-sdk; do
  grep -q "^MimeType=.*$type;" "$desktop" || fail "$desktop does not list $type"
done
echo "desktop: $app_id.desktop lists text/x-sudoku-sdm and text/x-sudoku-sdk"

# 3. Inside the sandbox the app's own database keeps its magic: a bordered grid named .ss is a
#    Simple Sudoku puzzle there (the app's Open dialog also lists *.ss by name).
sandbox=$(flatpak run --branch="$branch" --command=gio --filesystem="$dir":ro "$app_id" \
  info -a standard::content-type "$dir/puzzle.sdm" "$dir/puzzle.sdk" "$dir/puzzle.ss" \
  2>&1 | sed -n 's/^ *standard::content-type: //p' | tr '\n' ' ')
[ "$sandbox" = "text/x-sudoku-sdm text/x-sudoku-sdk text/x-sudoku-ss " ] \
  || fail "inside the sandbox the three puzzles are: $sandbox"
echo "sandbox: puzzle.sdm, puzzle.sdk, puzzle.ss are $sandbox"
