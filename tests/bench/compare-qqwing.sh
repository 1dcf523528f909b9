#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# compare-qqwing.sh [-n N] [CLI [DATA_DIR]]: our solver beside Debian's qqwing, in the
# same run, on the classic sets of ../shared/data/sudoku.
#
# Per set: the mean CPU µs per puzzle of
#   ours   `sudominoku-cli bench` (in-process, solve + prove unique, count up to 2)
#   iso    the same on random isomorphs (`bench --shuffle 1`)
#   qqwing `qqwing --solve` over the whole file (CPU time / puzzles, process start included)
# and the ratio qqwing / ours. -n N uses only the first N puzzles of each set (qqwing
# needs minutes for the hardest sets).
set -u
n=0
if [ "${1:-}" = "-n" ]; then n=$2; shift 2; fi
here=$(cd "$(dirname "$0")" && pwd)
cli=${1:-$here/../../build/src/cli/sudominoku-cli}
data=${2:-}
if [ -z "$data" ]; then
  for d in "${SDM_DATA_DIR:-}" "$here/../../../shared/data" "$here/../../../../shared/data"; do
    if [ -n "$d" ] && [ -d "$d/sudoku" ]; then data=$d; break; fi
  done
fi
dir=$data/sudoku
command -v qqwing >/dev/null || { echo "compare-qqwing: qqwing is not installed (apt-get install qqwing)"; exit 77; }
[ -d "$dir" ] || { echo "compare-qqwing: $dir not found"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

printf '%-34s %6s %9s %9s %9s %10s %8s %8s\n' set puzzles ours_us iso_us max_us qqwing_us ratio iso_ratio
for f in "$dir"/*.txt; do
  name=$(basename "$f" .txt)
  if [ "$n" -gt 0 ]; then grep -v '^#' "$f" | head -n "$n" > "$tmp/$name.txt"; else grep -v '^#' "$f" > "$tmp/$name.txt"; fi
  count=$(wc -l < "$tmp/$name.txt")
  ours=$("$cli" bench "$tmp/$name.txt")
  iso=$("$cli" bench --shuffle 1 "$tmp/$name.txt")
  mean=$(echo "$ours" | sed -n 's/.*mean \([0-9.]*\) µs.*/\1/p')
  max=$(echo "$ours" | sed -n 's/.*max \([0-9.]*\) µs.*/\1/p')
  imean=$(echo "$iso" | sed -n 's/.*mean \([0-9.]*\) µs.*/\1/p')
  imax=$(echo "$iso" | sed -n 's/.*max \([0-9.]*\) µs.*/\1/p')
  # qqwing's CPU time (user + system), like ours: preemption on a shared machine is not its.
  TIMEFORMAT='%U %S'
  t=$( { time qqwing --solve < "$tmp/$name.txt" > /dev/null; } 2>&1 )
  q=$(echo "$t" | awk -v c="$count" '{ printf "%.1f", ($1 + $2) * 1000000.0 / c }')
  printf '%-34s %6d %9.2f %9.2f %9s %10s %8.1f %8.1f\n' "$name" "$count" "$mean" "$imean" "$max/$imax" "$q" \
    "$(awk -v q="$q" -v m="$mean" 'BEGIN { print q / m }')" "$(awk -v q="$q" -v m="$imean" 'BEGIN { print q / m }')"
done
