#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-deps.sh SOURCE_ROOT: build-aux/deps.sh under the strictest shell options its callers use
# (`set -euo pipefail`), with a package that is not installed. It must name the package and
# return a status the caller can test, never end the caller's shell silently. Nothing is
# installed: SDM_DEPS_INSTALL=no, or an injected installer that only records its arguments.
set -u
src=$1
deps=$src/build-aux/deps.sh
missing=sdm-no-such-package-$$
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0 status=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; status=1; }
# strict SCRIPT: run SCRIPT in a new bash under set -euo pipefail with deps.sh sourced.
strict () { env "${@:2}" "$BASH" -c "set -euo pipefail; . '$deps'; $1" >"$tmp/out" 2>&1; }

if command -v dpkg-query >/dev/null; then
  # A package that is installed here, so only the made-up one is missing.
  have=$(dpkg-query -W -f='${Package}\n' bash | head -1)

  strict "sdm_missing_packages $have $missing; echo reached"
  if [ "$(cat "$tmp/out")" = "$missing
reached" ]; then ok "sdm_missing_packages prints only the missing package and returns"
  else not_ok "sdm_missing_packages: $(cat "$tmp/out")"; fi

  strict "sdm_install_missing $have $missing; echo reached" SDM_DEPS_INSTALL=no
  rc=$?
  if [ $rc != 0 ] && ! grep -q reached "$tmp/out" && grep -q "missing Debian packages: $missing\$" "$tmp/out" \
     && grep -q "apt-get install $missing" "$tmp/out"; then
    ok "check-only: says what is missing and how to install it, and fails"
  else not_ok "check-only (rc $rc): $(cat "$tmp/out")"; fi

  strict "if sdm_install_missing $have $missing; then echo installed; else echo caught \$?; fi" SDM_DEPS_INSTALL=no
  if grep -qx 'caught 1' "$tmp/out"; then ok "a set -e caller can catch the failure"
  else not_ok "the caller could not catch the failure: $(cat "$tmp/out")"; fi

  printf '#!/bin/sh\necho "$*" >> "%s/apt-calls"\n' "$tmp" > "$tmp/fake-apt"; chmod +x "$tmp/fake-apt"
  strict "sdm_install_missing $have $missing; echo reached" SDM_APT_GET="$tmp/fake-apt"
  if grep -q reached "$tmp/out" && grep -qx 'update -q' "$tmp/apt-calls" \
     && grep -qx "install -y -q --no-install-recommends $missing" "$tmp/apt-calls"; then
    ok "the installer is asked for exactly the missing package"
  else not_ok "installer calls: $(cat "$tmp/apt-calls" 2>/dev/null) / $(cat "$tmp/out")"; fi

  printf '#!/bin/sh\nexit 100\n' > "$tmp/failing-apt"; chmod +x "$tmp/failing-apt"
  strict "sdm_install_missing $missing; echo reached" SDM_APT_GET="$tmp/failing-apt"
  if ! grep -q reached "$tmp/out" && grep -q "could not install: $missing" "$tmp/out"; then
    ok "a failing installer is reported with the package name"
  else not_ok "failing installer: $(cat "$tmp/out")"; fi

  strict "sdm_install_missing $have; echo reached" SDM_DEPS_INSTALL=no
  if [ "$(cat "$tmp/out")" = reached ]; then ok "nothing missing: silent, returns 0"
  else not_ok "nothing missing: $(cat "$tmp/out")"; fi
fi

# Not Debian: no dpkg-query on PATH (an empty directory), no build tools either.
mkdir "$tmp/empty"
strict "sdm_install_missing $missing; echo reached" PATH="$tmp/empty"
rc=$?
if [ $rc != 0 ] && ! grep -q reached "$tmp/out" && grep -q 'not Debian' "$tmp/out" \
   && grep -q 'Fedora: sudo dnf install .*gtk4-devel' "$tmp/out" \
   && grep -q 'Arch: *sudo pacman -S .*libadwaita' "$tmp/out"; then
  ok "no dpkg-query: says what to install on Fedora and Arch"
else not_ok "no dpkg-query (rc $rc): $(cat "$tmp/out")"; fi

echo "1..$n"
exit $status
