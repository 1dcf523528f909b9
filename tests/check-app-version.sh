#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-app-version.sh PROGRAM VERSION MAN_PAGE DATE: `PROGRAM --version` prints exactly
# "NAME VERSION" (NAME the program's file name, VERSION what meson.build and NEWS make of the
# version: "0.4.0", or "0.4.0 (development)" between releases) and exits 0, and fails with an
# error when standard output cannot be written (/dev/full); its manual page, as the build made
# it, says "Sudominoku VERSION" and DATE (the release's date, "unreleased" between releases) in
# its .TH footer, and it lists --version and the options of --help. Run on sudominoku and
# sudominoku-cli. No display is needed: --version is
# handled before GTK starts. TAP output.
app=$1 version=$2 man=$3 date=$4 n=0 status=0
name=$(basename "$app")
err=$(mktemp) && trap 'rm -f "$err"' EXIT
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; status=1; }

out=$("$app" --version 2>"$err"); code=$?
if [ "$code" = 0 ] && [ ! -s "$err" ] && [ "$out" = "$name $version" ]; then
  ok "$name --version prints [$out]"
else not_ok "$name --version: status $code, output [$out], expected [$name $version], errors [$(cat "$err")]"; fi

"$app" --version >/dev/full 2>"$err"; code=$?
if [ "$code" != 0 ] && grep -q "^$name: error: cannot write the output" "$err"; then
  ok "$name --version to /dev/full fails with an error"
else not_ok "$name --version > /dev/full: status $code, errors [$(cat "$err")]"; fi

# The page lists --version, and every option of --help's "Application Options".
for option in $( (echo --version; "$app" --help | sed -n '/^Application Options:/,/^$/p' | grep -o -- '--[a-z-]*') | sort -u); do
  if grep -q -- "$(echo "$option" | sed 's/-/\\\\-/g')" "$man"; then ok "$(basename "$man") lists $option"
  else not_ok "$(basename "$man") does not list $option"; fi
done

th=$(grep '^\.TH ' "$man")
case $th in
  *" \"$date\" \"Sudominoku $version\" "*) ok "$(basename "$man"): [$th]" ;;
  *) not_ok "$(basename "$man"): [$th], expected \"$date\" \"Sudominoku $version\"" ;;
esac
echo "1..$n"
exit $status
