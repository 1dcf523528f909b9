# shellcheck shell=sh disable=SC2034,SC2154  # src is set by the script that sources this file, and n, failed and tmp are read there
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/e2e-common.sh: what the end-to-end scripts (e2e-*.sh) share, sourced by each after it
# has set src (the source folder) and e2e_tools (what it needs beyond xvfb-run, xdotool,
# import and dbus-run-session):
#   - bails out when a tool is missing (./test.sh installs them all);
#   - runs the calling script again under its own Xvfb and session bus (the app's D-Bus
#     configuration, tests/dbus/session.conf), with the same arguments;
#   - TAP: ok, not_ok, check DESCRIPTION COMMAND..., with n (tests so far) and failed (0 or 1);
#   - tmp, a private folder removed at exit (kept with SDM_E2E_KEEP=1), with the runtime,
#     cache and home folders in it; the data and config folders are the caller's to choose;
#   - the app says when a game is on the board (G_MESSAGES_DEBUG), runs on X11 with no
#     accessibility bus and draws with cairo (GSK_RENDERER, unless set).

for tool in xvfb-run xdotool import dbus-run-session ${e2e_tools:-}; do
  if ! command -v "$tool" >/dev/null 2>&1; then
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

n=0 failed=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); failed=1; echo "not ok $n - $1"; }
check () { desc=$1; shift; if "$@"; then ok "$desc"; else not_ok "$desc"; fi; }

tmp=$(mktemp -d)
trap '[ -n "${SDM_E2E_KEEP:-}" ] || rm -rf "$tmp"' EXIT
export XDG_RUNTIME_DIR="$tmp/run" XDG_CACHE_HOME="$tmp/cache" HOME="$tmp/home"
mkdir -p "$XDG_RUNTIME_DIR" "$XDG_CACHE_HOME" "$HOME"
chmod 700 "$XDG_RUNTIME_DIR"
export G_MESSAGES_DEBUG=Sudominoku   # the app says when a game is on the board
export GTK_A11Y=none GDK_BACKEND=x11
export GSK_RENDERER="${GSK_RENDERER:-cairo}"

# e2e_locate WHAT: the centres of what a player clicks in the window $win (start, dialog,
# digits: tests/e2e-locate.py says what each is), from a screenshot of it.
e2e_locate () {
  import -window "$win" "$tmp/shot.png" && convert "$tmp/shot.png" ppm:"$tmp/shot.ppm" || return 1
  python3 "$src/tests/e2e-locate.py" "$tmp/shot.ppm" "$1"
}

# e2e_stop: Ctrl+Q to the app ($pid), then wait (at most 10 s) for a clean exit; otherwise
# kill it, or show what it said when it failed, and return 1.
e2e_stop () {
  xdotool key ctrl+q
  for _ in $(seq 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"; wait "$pid"; return 1
  fi
  if ! wait "$pid"; then
    echo "# the program failed; it said:"; sed 's/^/# /' "$tmp/app.log" | tail -40
    return 1
  fi
}

# e2e_launch [ARG...]: start the app ($app) with ARGs, what it says in $tmp/app.log, its
# process in pid; wait (at most 20 s) for its window (win) and give it the keyboard.
e2e_launch () {
  "$app" "$@" > "$tmp/app.log" 2>&1 &
  pid=$!
  win=$(timeout 20 xdotool search --sync --onlyvisible --name '^Sudominoku$' | head -1)
  if [ -z "$win" ]; then
    echo "# the window did not appear; the program said:"; sed 's/^/# /' "$tmp/app.log"
    return 1
  fi
  xdotool windowfocus --sync "$win"
}
