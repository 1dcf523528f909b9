#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench-sets.sh CLI SOURCE_ROOT: `sudominoku-cli bench` over every classic Sudoku set, as
# given and as random isomorphs. Run by `meson test --benchmark`. The sets live beside the
# source tree in ../shared/data (../../shared/data for a git worktree one level deeper, or
# $SDM_DATA_DIR); the benchmark is skipped (exit 77) when they are not there.
cli=$1
root=$2
for d in "${SDM_DATA_DIR:-}" "$root/../shared/data" "$root/../../shared/data"; do
  if [ -n "$d" ] && [ -d "$d/sudoku" ]; then dir=$d/sudoku; break; fi
done
if [ -z "${dir:-}" ]; then
  echo "bench-sets: no ../shared/data/sudoku beside $root: no puzzle sets to measure, skipping"
  exit 77
fi
set -e
echo "== $dir, as written"
"$cli" bench "$dir"/*.txt
echo "== $dir, random isomorphs (--shuffle 1)"
"$cli" bench --shuffle 1 "$dir"/*.txt
