#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ./run.sh [FILE...]: install what is missing, build, and start Sudominoku.
# With no file it shows the start view (or the game left open last time).
# On a system older than the app's floor (GTK 4.14, libadwaita 1.5; Debian 12) it builds and
# runs inside the Debian 13 root of build-aux/dev-shell.sh, on this display.
set -eu
files=()
for f in "$@"; do
  case $f in -*) files+=("$f") ;; *) files+=("$(realpath -m -- "$f")") ;; esac
done
set -- ${files[@]+"${files[@]}"}
cd "$(dirname "$0")"
. build-aux/deps.sh
if [ "$(sdm_reference_mode)" = root ]; then
  # The files' folders are shared with the root at the same paths.
  binds=""
  for f in "$@"; do case $f in -*) ;; *) binds="$binds${binds:+:}$(dirname -- "$f")" ;; esac; done
  SDM_DEV_SHELL_BIND=$binds exec build-aux/dev-shell.sh ./run.sh "$@"
fi
# shellcheck disable=SC2046
sdm_install_missing $(sdm_packages_for 13 build) $(sdm_packages_for 13 run)
sdm_build_dir_for_platform build
if [ ! -f build/build.ninja ]; then
  meson setup build -Dbuildtype=debugoptimized
fi
# Only what the app needs (its binary and the compiled settings schema), not the tests and
# benchmarks that ./test.sh builds: on a fresh clone 237 targets become about a third.
ninja -C build -j "$(nproc 2>/dev/null || echo 2)" src/app/sudominoku data/gschemas.compiled
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
exec ./build/src/app/sudominoku "$@"
