#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-app-version.sh APP: `sudominoku --version` prints the version and exits 0, and fails
# with an error, as sudominoku-cli does, when standard output cannot be written (/dev/full).
# No display is needed: --version is handled before GTK starts. TAP output.
app=$1 n=0 status=0
err=$(mktemp) && trap 'rm -f "$err"' EXIT
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; status=1; }

out=$("$app" --version 2>"$err"); code=$?
if [ "$code" = 0 ] && [ ! -s "$err" ] && echo "$out" | grep -qx 'sudominoku [0-9][0-9.a-z-]*'; then
  ok "--version prints the version"
else not_ok "--version: status $code, output [$out], errors [$(cat "$err")]"; fi

"$app" --version >/dev/full 2>"$err"; code=$?
if [ "$code" != 0 ] && grep -q '^sudominoku: error: cannot write the output' "$err"; then
  ok "--version to /dev/full fails with an error"
else not_ok "--version > /dev/full: status $code, errors [$(cat "$err")]"; fi
echo "1..$n"
exit $status
