#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-deps.sh SOURCE_ROOT: build-aux/deps.sh under the strictest shell options its callers use
# (`set -euo pipefail`), with a package that is not installed. It must name the package and
# return a status the caller can test, never end the caller's shell silently. Nothing is
# installed: SDM_DEPS_INSTALL=no, or the installer function (sdm_apt_get) replaced in the test's
# own shell by one that only records its arguments. The installer never comes from the
# environment (SDM_APT_GET, which older scripts ran as root, is ignored), and a person at a
# terminal is asked before anything is installed.
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

  # The recording installer, defined in the test's shell after deps.sh.
  fake="sdm_apt_get () { echo \"\$*\" >> '$tmp/apt-calls'; }"
  # An installer named in the environment, which must never run.
  printf '#!/bin/sh\ntouch "%s/env-installer-ran"\n' "$tmp" > "$tmp/env-apt"; chmod +x "$tmp/env-apt"
  strict "$fake; sdm_install_missing $have $missing; echo reached" SDM_APT_GET="$tmp/env-apt" CI=true
  if grep -q reached "$tmp/out" && grep -qx 'update -q' "$tmp/apt-calls" \
     && grep -qx "install -y -q --no-install-recommends $missing" "$tmp/apt-calls"; then
    ok "the installer is asked for exactly the missing package"
  else not_ok "installer calls: $(cat "$tmp/apt-calls" 2>/dev/null) / $(cat "$tmp/out")"; fi
  if [ ! -e "$tmp/env-installer-ran" ]; then ok "SDM_APT_GET from the environment is not run"
  else not_ok "the installer named in SDM_APT_GET ran"; fi

  strict "sdm_apt_get () { return 100; }; sdm_install_missing $missing; echo reached" CI=true
  if ! grep -q reached "$tmp/out" && grep -q "could not install: $missing" "$tmp/out"; then
    ok "a failing installer is reported with the package name"
  else not_ok "failing installer: $(cat "$tmp/out")"; fi

  # The real installer waits for another apt's lock instead of failing at once.
  mkdir -p "$tmp/bin"
  printf '#!/bin/sh\necho "$*" > "%s/real-args"\n' "$tmp" > "$tmp/bin/apt-get"; chmod +x "$tmp/bin/apt-get"
  strict "sdm_apt_get install x" PATH="$tmp/bin:$PATH"
  if grep -q -- '-o DPkg::Lock::Timeout=[1-9]' "$tmp/real-args" 2>/dev/null; then
    ok "apt-get waits for the dpkg lock (DPkg::Lock::Timeout)"
  else not_ok "apt-get is run as: $(cat "$tmp/real-args" 2>/dev/null)"; fi

  # A person at a terminal (script(1) gives the shell one) is asked once, and a no installs
  # nothing; with CI set nobody is asked.
  if command -v script >/dev/null; then
    rm -f "$tmp/apt-calls"
    printf '%s\n' "set -euo pipefail; . '$deps'; $fake; sdm_install_missing $have $missing; echo reached" > "$tmp/ask.sh"
    printf 'n\n' | env -u CI -u SDM_ASSUME_YES script -qec "bash '$tmp/ask.sh'" /dev/null > "$tmp/out" 2>&1
    if grep -q "will be installed with apt-get: $missing" "$tmp/out" && grep -q 'Go on? \[Y/n\]' "$tmp/out" \
       && [ ! -e "$tmp/apt-calls" ] && ! grep -q reached "$tmp/out"; then
      ok "at a terminal: names the packages, asks, and a no installs nothing"
    else not_ok "at a terminal: $(cat "$tmp/out") / calls: $(cat "$tmp/apt-calls" 2>/dev/null)"; fi
    printf 'y\n' | env -u CI -u SDM_ASSUME_YES script -qec "bash '$tmp/ask.sh'" /dev/null > "$tmp/out" 2>&1
    if grep -q reached "$tmp/out" && grep -qx "install -y -q --no-install-recommends $missing" "$tmp/apt-calls"; then
      ok "at a terminal: a yes installs"
    else not_ok "at a terminal, yes: $(cat "$tmp/out")"; fi
    rm -f "$tmp/apt-calls"
    printf '' | CI=true script -qec "bash '$tmp/ask.sh'" /dev/null > "$tmp/out" 2>&1
    if ! grep -q 'Go on?' "$tmp/out" && grep -q reached "$tmp/out" && [ -s "$tmp/apt-calls" ]; then
      ok "with CI set nobody is asked"
    else not_ok "CI at a terminal: $(cat "$tmp/out")"; fi
  fi

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
