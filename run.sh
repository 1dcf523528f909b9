#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ./run.sh [FILE...]: install what is missing, build, and start Sudominoku.
# With no file it shows the start view (or the game left open last time).
set -eu
cd "$(dirname "$0")"
. build-aux/deps.sh
sdm_install_missing $SDM_BUILD_PACKAGES $SDM_RUN_PACKAGES
if [ ! -f build/build.ninja ]; then
  meson setup build -Dbuildtype=debugoptimized
fi
ninja -C build -j "$(nproc 2>/dev/null || echo 2)"
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
exec ./build/src/app/sudominoku "$@"
