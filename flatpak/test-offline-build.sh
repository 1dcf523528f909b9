#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak/test-offline-build.sh [MANIFEST]: build, install and run our Flatpak offline, and
# write the single-file bundles users install.
#
# The GNOME runtime cannot be downloaded here, so this builds a Platform/Sdk pair from Debian 13
# packages once (build-debian-runtime.sh, cached in $SDM_FLATPAK_WORK: GTK 4.18, libadwaita
# 1.7, the project's reference platform). It builds MANIFEST (default: the release manifest)
# against it with only the runtime, runtime-version and sdk fields swapped, on branch
# "stable", installs the app for the user, checks the puzzle file types it exports, starts it
# with `flatpak run` under Xvfb on the first sample Sudominoku puzzle, enters a digit, takes a
# screenshot, quits it with Ctrl+Q and checks the game it saved on quitting: that puzzle,
# with that digit.
#
# Then the bundles: the built app with its metadata naming the manifest's own runtime
# (org.gnome.Platform//NN), exported to a separate repo as flatpak-builder exports it (the
# debug info under lib/debug goes to the APP_ID.Debug extension, not into the app) and
# written with `flatpak build-bundle --runtime-repo=<Flathub>`, so that
# `flatpak install --user FILE` on a user's machine fetches that runtime from Flathub; and
# APP_ID.Debug.flatpak beside it. The app is compiled against Debian's libraries, which are
# older than the GNOME runtime's (the same SONAMEs, backwards compatible). The bundles are
# checked by installing them without the runtime into a throw-away installation: branch
# stable, no debug info in the app, the licence in share/licenses/APP_ID, the debug info in
# the extension.
#
# Needs root. Run by `./test.sh --flatpak`. Takes 10-15 min the first time, 2-3 min after.
#   SDM_FLATPAK_WORK    work dir outside the source tree (default /var/cache/sudominoku/flatpak),
#                       in folders only root can write to (build-aux/trusted-dirs.sh)
#   SDM_FLATPAK_BUNDLE  the bundle to write (default build/APP_ID.flatpak in the source tree;
#                       the debug extension goes beside it as APP_ID.Debug.flatpak)
# Output: $SDM_FLATPAK_WORK/screenshot.png (whole screen), the app's log, the bundles.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
case "${1:-}" in
  -*) echo "usage: flatpak/test-offline-build.sh [MANIFEST] (the runtime is Debian 13's)" >&2; exit 2 ;;
esac
BRANCH=13            # the runtime's branch
APP_BRANCH=stable    # the app's, as on Flathub
manifest=$(realpath "${1:-$root/flatpak/io.github.sudominoku.Sudominoku.json}")
WORK=${SDM_FLATPAK_WORK:-/var/cache/sudominoku/flatpak}
WORK=${WORK%/}
REMOTE=${SDM_FLATPAK_REMOTE:-sudominoku-debian}
PLATFORM=local.debian.Platform SDK=local.debian.Sdk
export SDM_FLATPAK_REMOTE=$REMOTE SDM_FLATPAK_PLATFORM=$PLATFORM SDM_FLATPAK_SDK=$SDK
start=$(date +%s)
step () { echo "== flatpak [$(( $(date +%s) - start ))s] $*"; }

case "$WORK/" in
  "$root"/*) echo "SDM_FLATPAK_WORK must be outside the source tree (the manifest copies it)" >&2; exit 2 ;;
esac
# Before anything is installed or run: what is built there runs as root.
# shellcheck source=../build-aux/trusted-dirs.sh
. "$root/build-aux/trusted-dirs.sh"
sdm_trusted_dir test-offline-build.sh "$WORK" || exit 2

# shellcheck source=../build-aux/deps.sh
. "$root/build-aux/deps.sh"
# shellcheck disable=SC2086
sdm_install_missing $SDM_FLATPAK_PACKAGES

step "runtime ($PLATFORM//$BRANCH, $SDK//$BRANCH)"
"$root/flatpak/build-debian-runtime.sh" "$WORK"

step "manifest: $(basename "$manifest") with the Debian runtime"
app_id=$(/usr/bin/python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m.get("id") or m["app-id"])' "$manifest")
local_manifest=$WORK/$app_id.local.json
/usr/bin/python3 - "$manifest" "$local_manifest" "$PLATFORM" "$BRANCH" "$SDK" <<'PY'
import json, os, sys
src, dst, platform, branch, sdk = sys.argv[1:]
m = json.load(open(src))
m["runtime"], m["runtime-version"], m["sdk"] = platform, branch, sdk
# The copy lives in the work dir: make "dir" source paths absolute (same directories).
here = os.path.dirname(src)
for mod in m["modules"]:
    for s in mod.get("sources", []):
        if s.get("type") == "dir" and not os.path.isabs(s["path"]):
            s["path"] = os.path.normpath(os.path.join(here, s["path"]))
json.dump(m, open(dst, "w"), indent=2)
PY
(cd "$WORK" && G_DEBUG=fatal-warnings flatpak-builder --show-manifest "$local_manifest" >/dev/null)

step "build $app_id"
(cd "$WORK" && flatpak-builder --user --force-clean --disable-rofiles-fuse --repo="$WORK/repo" \
  --default-branch="$APP_BRANCH" \
  --state-dir="$WORK/state" "$WORK/app-build" "$local_manifest" > "$WORK/app-build.log" 2>&1) \
  || { tail -40 "$WORK/app-build.log"; echo "flatpak-builder failed, log: $WORK/app-build.log" >&2; exit 1; }
flatpak build-update-repo "$WORK/repo" >/dev/null

step "install $app_id//$APP_BRANCH for the user"
# A copy on another branch (earlier runs used master) would make `flatpak run` ambiguous.
for other in $(flatpak --user list --app --columns=ref | grep "^$app_id/" | grep -v "/$APP_BRANCH\$" || true); do
  flatpak --user uninstall -y --noninteractive "$other" >/dev/null
done
flatpak --user install -y --noninteractive --or-update "$REMOTE" "$app_id//$APP_BRANCH" >/dev/null
flatpak --user info "$app_id//$APP_BRANCH" | sed -n '1,12p'

step "puzzle file types, as the desktop and the sandbox see them"
"$root/flatpak/check-file-types.sh" "$app_id" "$APP_BRANCH" "$WORK/types"

step "run under Xvfb"
# One puzzle (the installed samples hold several, which opens a chooser first), in a folder
# the sandbox may read: files normally come through the file chooser portal, which needs
# xdg-desktop-portal; a read-only --filesystem for this run stands in for it.
mkdir -p "$WORK/puzzles"
sed -n '1,12p' "$root/data/puzzles/sudominoku-sample.txt" > "$WORK/puzzles/one.txt"
echo 0 >> "$WORK/puzzles/one.txt"
puzzle=$WORK/puzzles/one.txt
shot=$WORK/screenshot.png
# The app saves the game it is playing when it quits, in its sandboxed data directory.
saved=$HOME/.var/app/$app_id/data/sudominoku/current-game
rm -f "$saved"
# The selection starts on the empty cell nearest the centre (a given 6): row 4, column 5.
# Enter 5 there.
"$root/flatpak/run-under-xvfb.sh" "$app_id" "$shot" "$WORK/run.log" --filesystem "$(dirname "$puzzle")" \
  --keys "5" "$puzzle" || exit 1
# It opened our puzzle and took the move: the saved game has its givens and the 5.
givens=$(grep '^givens ' "$saved" 2>/dev/null)
if [ "${givens#givens 0720000050610008420092180070060000037080600004000327600005900}" = "$givens" ] \
   || ! grep -qx 'move v r4c5 5' "$saved"; then
  echo "the saved game does not show the puzzle opened and the 5 entered:" >&2
  cat "$saved" >&2 2>/dev/null; exit 1
fi

step "bundles for users (runtime from the manifest, fetched from Flathub; debug info apart)"
bundle=$(realpath -m "${SDM_FLATPAK_BUNDLE:-$root/build/$app_id.flatpak}")
debug_bundle=${bundle%.flatpak}.Debug.flatpak
read -r runtime version < <(/usr/bin/python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["runtime"], m["runtime-version"])' "$manifest")
arch=$(flatpak --default-arch)
rm -rf "$WORK/bundle-repo" "$WORK/bundle-check"
# As a release publishes them (make-repo.sh): the app without lib/debug, lib/debug as APP_ID.Debug.
"$root/flatpak/make-repo.sh" --branch "$APP_BRANCH" --runtime-of "$manifest" --bundles \
  "$WORK/app-build" "$WORK/bundle-repo" >/dev/null
mkdir -p "$(dirname "$bundle")"
mv "$WORK/bundle-repo/$app_id.flatpak" "$bundle"
mv "$WORK/bundle-repo/$app_id.Debug.flatpak" "$debug_bundle"
# What a user's flatpak sees: it installs (its runtime aside) and asks for the GNOME runtime.
in_check () { FLATPAK_USER_DIR=$WORK/bundle-check flatpak --user "$@"; }
in_check install -y --noninteractive --no-deps --bundle "$bundle" >/dev/null
needs=$(in_check info --show-runtime "$app_id//$APP_BRANCH")
[ "$needs" = "$runtime/$arch/$version" ] || { echo "the bundle asks for $needs, not $runtime/$arch/$version" >&2; exit 1; }
in_check info --show-metadata "$app_id//$APP_BRANCH" | grep -qx 'command=sudominoku' \
  || { echo "the bundle does not run sudominoku" >&2; exit 1; }
in_check info --show-metadata "$app_id//$APP_BRANCH" | grep -qxF "[Extension $app_id.Debug]" \
  || { echo "the bundle does not name its debug extension" >&2; exit 1; }
files=$WORK/bundle-check/app/$app_id/$arch/$APP_BRANCH/active/files
[ -x "$files/bin/sudominoku-cli" ] || { echo "the bundle has no sudominoku-cli" >&2; exit 1; }
in_app=$(find "$files/lib/debug" -type f 2>/dev/null | wc -l)
[ "$in_app" = 0 ] || { echo "the app bundle carries $in_app debug files" >&2; exit 1; }
cmp -s "$files/share/licenses/$app_id/COPYING" "$root/COPYING" \
  || { echo "the bundle has no share/licenses/$app_id/COPYING" >&2; exit 1; }
# The debug extension installs beside it and holds the symbols of both programs.
in_check install -y --noninteractive --no-deps --bundle "$debug_bundle" >/dev/null
debug_files=$WORK/bundle-check/runtime/$app_id.Debug/$arch/$APP_BRANCH/active/files
for prog in sudominoku sudominoku-cli; do
  [ -s "$debug_files/bin/$prog.debug" ] \
    || { echo "the debug extension has no bin/$prog.debug" >&2; find "$debug_files" | head >&2; exit 1; }
done
rm -rf "$WORK/bundle-check"
step "bundle: $bundle ($(du -h "$bundle" | cut -f1)), needs $needs, branch $APP_BRANCH"
step "debug extension: $debug_bundle ($(du -h "$debug_bundle" | cut -f1))"
step "done: $app_id built against Debian $BRANCH, installed, ran and quit; screenshot $shot"
