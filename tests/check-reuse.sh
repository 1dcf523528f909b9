#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-reuse.sh REUSE SOURCE_ROOT: `reuse lint` (REUSE 3.3) on the files of the source tree,
# without build directories and what .gitignore ignores. reuse leaves those out only when it
# can ask git, and the reference root has no git: so lint a copy of the files that
# check-spdx.py --list names (git's view of the tree, worked out from .gitignore).
set -eu
reuse=$1 src=$2
here=$(dirname "$0")
copy=$(mktemp -d) list=$(mktemp)
trap 'rm -rf "$copy" "$list"' EXIT
python3 "$here/check-spdx.py" "$src" --list > "$list"
tar -C "$src" --no-recursion -cf - -T "$list" | tar -C "$copy" -xf -
"$reuse" --root "$copy" lint
