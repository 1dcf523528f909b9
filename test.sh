#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ./test.sh: install what is missing, build, and run every test.
#   ./test.sh            the whole suite, then the engine, core, cli and GUI tests again
#                        under AddressSanitizer/UBSan with leak detection, and the engine
#                        tests under valgrind
#   ./test.sh --quick    the main suite only
#   ./test.sh --flatpak  also build, install and run the Flatpak against a local runtime,
#                        write the bundle build/io.github.sudominoku.Sudominoku.flatpak, and
#                        install the app from a static repository and update it
#                        (flatpak/test-release-repo.sh)
# The last line is meson's counts over all runs: "N passed, M failed, K skipped".
# The tests run on the reference platform, Debian 13: on an older system (Debian 12) the suite
# runs inside build-aux/dev-shell.sh's Debian 13 root; the Flatpak is built on this system.
set -u
cd "$(dirname "$0")" || exit 2
. build-aux/deps.sh

quick=0 flatpak=0
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    --flatpak) flatpak=1 ;;
    -h|--help) sed -n '3,12p' "$0"; exit 0 ;;
    *) echo "test.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

# step_result DIR NAME OK|FAIL: a step that is not a meson test (the native build, the
# Flatpak), counted in the last line as one test, so that "0 failed" never hides it.
step_result () {
  printf '{"name": "%s", "result": "%s"}\n' "$2" "$3" >> "$1/steps.json"
}

# count_logs DIR: one line of counts over every meson JSON log in DIR; fails when any failed.
count_logs () {
  python3 - "$1"/*.json <<'PY'
import json, os, sys
passed = failed = skipped = 0
for path in sys.argv[1:]:
    if not os.path.isfile(path):
        continue
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            r = json.loads(line).get("result")
            if r in ("OK", "EXPECTEDFAIL"):
                passed += 1
            elif r == "SKIP":
                skipped += 1
            else:
                failed += 1
print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
sys.exit(1 if failed else 0)
PY
}

if [ "$(sdm_reference_mode)" = root ]; then
  # This system is older than the floor: the suite in the Debian 13 root, the same tree and
  # the same build dirs; its logs come back through a folder shared with the root.
  sdm_install_missing python3 || exit 2
  echo "== test.sh: the suite on the reference platform (Debian 13 root, build-aux/dev-shell.sh)"
  # The caller's own (mktemp: mode 0700): the suite in the root runs as the caller and writes
  # there; no one else can put a log here for this script to read.
  logdir=$(mktemp -d)
  trap 'rm -rf "$logdir"' EXIT
  status=0
  inner=()
  [ $quick = 1 ] && inner+=(--quick)
  SDM_TEST_LOGDIR=$logdir build-aux/dev-shell.sh ./test.sh ${inner[@]+"${inner[@]}"} || status=1
  # The engine, core and sudominoku-cli need only GLib 2.74: they build and pass here too.
  echo "== the engine, core and CLI natively on $(sdm_host_name) (build-native/, -Dgui=disabled)"
  # shellcheck disable=SC2046
  if sdm_install_missing meson ninja-build pkg-config gcc libglib2.0-dev libglib2.0-dev-bin gettext shellcheck \
     && sdm_build_dir_for_platform build-native \
     && { [ -f build-native/build.ninja ] || meson setup build-native -Dgui=disabled -Dwerror=true -Dbuildtype=debugoptimized; } \
     && ninja -C build-native -j "$(nproc 2>/dev/null || echo 2)"; then
    rm -f build-native/meson-logs/testlog*.json
    meson test -C build-native --print-errorlogs --num-processes "$(nproc 2>/dev/null || echo 2)" || status=1
    cp build-native/meson-logs/testlog.json "$logdir/native.json" 2>/dev/null || status=1
  else
    echo "test.sh: the native engine/CLI build failed" >&2; status=1
    step_result "$logdir" native-build FAIL
  fi
  if [ $flatpak = 1 ]; then
    echo "== flatpak: offline build, install and run (on this system, against the Debian 13 runtime)"
    if flatpak/test-offline-build.sh && flatpak/test-release-repo.sh; then
      echo "flatpak: ok; the bundle for users: build/io.github.sudominoku.Sudominoku.flatpak"
      step_result "$logdir" flatpak OK
    else
      echo "flatpak: FAILED" >&2; status=1
      step_result "$logdir" flatpak FAIL
    fi
  fi
  count_logs "$logdir" || status=1
  exit $status
fi

# shellcheck disable=SC2046
sdm_install_missing $(sdm_packages_for 13 build) $(sdm_packages_for 13 test) || { echo "test.sh: could not install packages" >&2; exit 2; }

jobs=$(nproc 2>/dev/null || echo 2)
if [ -n "${SDM_TEST_LOGDIR:-}" ]; then
  logdir=$SDM_TEST_LOGDIR
else
  logdir=$(mktemp -d)
  trap 'rm -rf "$logdir"' EXIT
fi
logs=()
status=0

# setup DIR ARGS...: configure DIR once, reconfigure when meson asks for it.
setup () {
  dir=$1; shift
  sdm_build_dir_for_platform "$dir"
  if [ -f "$dir/build.ninja" ]; then
    meson configure "$dir" "$@" >/dev/null || return 1
  else
    meson setup "$dir" "$@" || return 1
  fi
}

# run_tests DIR [MESON-TEST-ARGS...]
run_tests () {
  dir=$1; shift
  rm -f "$dir/meson-logs/testlog"*.json
  meson test -C "$dir" --print-errorlogs --num-processes "$jobs" "$@" || status=1
  for f in "$dir"/meson-logs/testlog*.json; do
    [ -f "$f" ] || continue
    n=$(find "$logdir" -mindepth 1 -maxdepth 1 | wc -l)
    cp "$f" "$logdir/$n.json" && logs+=("$logdir/$n.json")
  done
}

echo "== main build (build/)"
if setup build -Dwerror=true -Dbuildtype=debugoptimized && ninja -C build -j "$jobs"; then
  run_tests build
else
  echo "test.sh: the main build failed" >&2; status=1
fi

# The configuration a release ships (the Flatpak, distributions: --buildtype=release, -O3)
# warns where the main build does not (GCC 14's -Wmaybe-uninitialized sees more with more
# inlining): built with -Dwerror=true, counted as one result in the last line.
if [ $quick = 0 ]; then
  echo "== release build (build-release/): --buildtype=release -Dwerror=true, no tests"
  if setup build-release -Dbuildtype=release -Dwerror=true -Dtests=false && ninja -C build-release -j "$jobs"; then
    result=OK
  else
    echo "test.sh: the release build failed (a warning is an error there)" >&2; status=1; result=FAIL
  fi
  echo "{\"name\": \"release-build\", \"result\": \"$result\"}" > "$logdir/$(find "$logdir" -mindepth 1 -maxdepth 1 | wc -l).json"
fi

if [ $quick = 0 ]; then
  echo "== sanitizers (build-asan/): engine, core, cli and gui under ASan/UBSan, leaks detected"
  if setup build-asan -Dwerror=true -Dgui=enabled -Db_sanitize=address,undefined -Db_lundef=false \
      && ninja -C build-asan -j "$jobs"; then
    ASAN_OPTIONS=detect_leaks=1 run_tests build-asan --suite engine --suite core --suite cli
    # The GUI tests under Xvfb (tests/gui-test-wrapper.sh). Full unwinding on malloc: the
    # system libraries have no frame pointers, and a leak's stack must reach the library
    # that tests/lsan.supp names (libcloudproviders under the Open dialog); a few minutes.
    # Not the e2e-* scripts: they find widgets in screenshots on a schedule made for the
    # normal build (the main pass runs them), and ASan's app is several times slower.
    gui_tests=$(meson test -C build-asan --list --suite gui 2>/dev/null |
                sed -n 's|^[^ ]*:gui / ||p' | grep -v '^e2e-')
    # shellcheck disable=SC2086
    # Not here: the subtests that drive GTK's own file chooser (the main pass runs them).
    # On GTK 4.18 its path bar and GIO's mount monitoring leak lists and objects from worker
    # threads with no frame of ours to suppress by; the app itself uses the file chooser
    # portal wherever one runs (Flatpak, any GNOME session).
    # Three times the normal build's timeouts: under ASan with full unwinding the GUI tests run
    # 2-25 times slower (help-tutorial 4 s -> 90 s), and window-focus's dialog round trips
    # passed 180 s on a loaded 2-core machine.
    ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0 run_tests build-asan $gui_tests \
      --timeout-multiplier 3 --logbase testlog-gui --test-args '-s /window-play/open-dialog -s /window-extras/export -s /window-agree/export-sudoku -s /window-agree/export-sudominoku'
  else
    echo "test.sh: the sanitizer build failed" >&2; status=1
  fi

  echo "== valgrind (build/): engine tests"
  if [ -f build/build.ninja ]; then
    run_tests build --suite engine --setup valgrind --logbase testlog-valgrind
  fi
fi

if [ $flatpak = 1 ]; then
  echo "== flatpak: offline build, install and run"
  if flatpak/test-offline-build.sh && flatpak/test-release-repo.sh; then
    echo "flatpak: ok; the bundle for users: build/io.github.sudominoku.Sudominoku.flatpak"
    step_result "$logdir" flatpak OK
  else
    echo "flatpak: FAILED" >&2; status=1
    step_result "$logdir" flatpak FAIL
  fi
fi

# One line of counts over every run, from meson's JSON logs.
count_logs "$logdir" || status=1
exit $status
