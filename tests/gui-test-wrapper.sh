#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# gui-test-wrapper.sh PROGRAM [ARGS...]
# Runs a GTK test under its own Xvfb display and its own session bus, whatever display the
# caller has (set SDM_TEST_USE_DISPLAY=1 to watch a test on yours). The bus has no
# activatable services, so GTK cannot start portals or an a11y bus behind the test's back.
# Without xvfb-run the test fails: a GUI test must never pass by not running.
here=$(cd "$(dirname "$0")" && pwd)
if [ -n "$SDM_TEST_USE_DISPLAY" ]; then
  exec "$@"
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "Bail out! xvfb-run is not installed (./test.sh installs it)"
  exit 1
fi
unset DISPLAY WAYLAND_DISPLAY
XDG_RUNTIME_DIR="$(mktemp -d)"
# Its own data directory too: the window autosaves and restores the last game there.
XDG_DATA_HOME="$(mktemp -d)"
export XDG_RUNTIME_DIR XDG_DATA_HOME
trap 'rm -rf "$XDG_RUNTIME_DIR" "$XDG_DATA_HOME"' EXIT
# SDM_TEST_SCREEN: another screen size (tests/test-layout.c needs a 1366 px wide window).
xvfb-run -a -s "-screen 0 ${SDM_TEST_SCREEN:-1280x1024x24} -nolisten tcp" \
  dbus-run-session --config-file="$here/dbus/session.conf" -- "$@"
