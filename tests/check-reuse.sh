#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-reuse.sh REUSE SOURCE_ROOT: `reuse lint` (REUSE 3.3) on the source tree without its
# build directories and the files git ignores. reuse leaves those out only when it can ask
# git, and the reference root has no git: so lint a copy made by tar, which reads the
# .gitignore files itself (a meson build dir ignores all of itself with its own .gitignore).
set -eu
reuse=$1 src=$2
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
tar -C "$src" --exclude-vcs --exclude-vcs-ignores --exclude=.flatpak-builder -cf - . | tar -C "$copy" -xf -
"$reuse" --root "$copy" lint
