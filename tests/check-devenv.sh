#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-devenv.sh BUILD_ROOT: `meson devenv -C BUILD_ROOT` gives the built programs on PATH and
# the compiled settings schema (meson.add_devenv), so `meson devenv -C build sudominoku` starts
# the app instead of aborting on "Settings schema … is not installed".
build=$1
# shellcheck disable=SC2016 # the inner shell expands $GSETTINGS_SCHEMA_DIR, in the devenv
out=$(env -u GSETTINGS_SCHEMA_DIR meson devenv -C "$build" sh -c \
  'command -v sudominoku; command -v sudominoku-cli; echo "$GSETTINGS_SCHEMA_DIR"' 2>&1) \
  || { echo "$out"; echo "meson devenv failed"; exit 1; }
echo "$out"
status=0
echo "$out" | grep -q "/src/app/sudominoku$" || { echo "sudominoku is not the built one"; status=1; }
echo "$out" | grep -q "/src/cli/sudominoku-cli$" || { echo "sudominoku-cli is not the built one"; status=1; }
dir=$(echo "$out" | tail -1)
if [ ! -f "$dir/gschemas.compiled" ] || ! grep -q io.github.sudominoku "$dir/gschemas.compiled"; then
  echo "GSETTINGS_SCHEMA_DIR ($dir) has no compiled schema of the app"; status=1
fi
exit $status
