#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-shellcheck.sh SOURCE_ROOT [SHELLCHECK]: ShellCheck (Debian's package: 0.9 on Debian 12,
# 0.10 on Debian 13) finds nothing in any shell script of the project, with the settings of
# .shellcheckrc. The scripts are those of build-aux/, flatpak/, po/, tests/ (and the folders
# under them), .ci/ and the top level (run.sh, test.sh): every file named *.sh, .ci/run,
# and every other file whose first line is a sh or bash shebang, so a new script is
# checked without being named here. TAP output: one test a script, with what ShellCheck said.
set -u
src=$(cd "$1" && pwd) || { echo "Bail out! no source folder $1"; exit 1; }
shellcheck=${2:-$(command -v shellcheck)}
if [ -z "$shellcheck" ] || ! [ -x "$shellcheck" ]; then
  echo "Bail out! shellcheck is not installed (Debian package shellcheck)"
  exit 1
fi
cd "$src" || exit 1

# is_script FILE: named as a script, or a sh, bash or dash script by its shebang
# (#!/bin/sh, #!/bin/bash, #!/usr/bin/env bash, ...).
shebang='^#![[:space:]]*[^[:space:]]*/(env[[:space:]]+(-S[[:space:]]*)?)?(ba|da)?sh([[:space:]]|$)'
is_script () {
  local first=''
  case $1 in *.sh|.ci/run) return 0 ;; esac
  IFS= read -r -n 128 first < "$1" 2>/dev/null
  [[ $first =~ $shebang ]]
}

# The folders' files, leaving out what git ignores there and builds fill (flatpak-builder's
# state, the e2e tests' artifacts) and editors' backups; of the top level, its own files.
scripts=()
while IFS= read -r -d '' f; do
  f=${f#./}
  if is_script "$f"; then scripts+=("$f"); fi
done < <(
  {
    find ./build-aux ./flatpak ./po ./tests ./.ci \
        \( -name .git -o -name .flatpak-builder -o -path ./flatpak/work -o -path ./tests/artifacts \) \
        -prune -o -type f ! -name '*~' ! -name '*.swp' -print0
    find . -maxdepth 1 -type f ! -name '*~' ! -name '*.swp' -print0
  } | LC_ALL=C sort -z
)
if [ "${#scripts[@]}" = 0 ]; then
  echo "Bail out! no shell script found under $src"
  exit 1
fi

n=0 status=0
for f in "${scripts[@]}"; do
  n=$((n + 1))
  if out=$("$shellcheck" "$f" 2>&1); then
    echo "ok $n - $f"
  else
    echo "not ok $n - $f"
    printf '%s\n' "$out" | sed 's/^/# /'
    status=1
  fi
done
echo "1..$n"
exit $status
