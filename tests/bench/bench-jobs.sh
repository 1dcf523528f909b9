#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench-jobs.sh CLI SOURCE_ROOT: `sudominoku-cli solve --jobs N`, wall time with 1 and 2 jobs
# in the same run, on the 10,000-puzzle hard classic set (forum_hardest_1905_11plus.txt of
# ../shared/data/sudoku, found as bench-sets.sh finds it; left out, saying so, when absent)
# and on the low-clue Sudominoku sets of tests/bench/data (always there; 400 puzzles, each
# file given five times). Each time is the best of SDM_BENCH_ROUNDS (7) runs: a run of the
# hard file is under a second, and with three the ratio wandered from 0.58 to 0.62 between
# runs on a quiet machine (noisy neighbours slow a whole run). The outputs of 1 and 2 jobs
# must be the same bytes. The goal on two
# cores (issue 37): 2 jobs take at most 0.6 of the time of 1. Run by `meson test --benchmark`.
set -eu
cli=$1
root=$2
rounds=${SDM_BENCH_ROUNDS:-7}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for d in "${SDM_DATA_DIR:-}" "$root/../shared/data" "$root/../../shared/data"; do
  if [ -n "$d" ] && [ -f "$d/sudoku/forum_hardest_1905_11plus.txt" ]; then hard=$d/sudoku/forum_hardest_1905_11plus.txt; break; fi
done

# best_time JOBS FILE...: the shortest wall time of $rounds runs, in seconds; the output of
# the last run in $tmp/out-JOBS.
best_time () {
  jobs=$1; shift
  best=
  i=0
  while [ $i -lt "$rounds" ]; do
    start=$(date +%s%N)
    "$cli" solve --jobs "$jobs" "$@" > "$tmp/out-$jobs"
    end=$(date +%s%N)
    t=$(( (end - start) / 1000000 ))
    if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
    i=$((i + 1))
  done
  echo "$best"
}

# measure NAME FILE...: one line of the table
measure () {
  name=$1; shift
  one=$(best_time 1 "$@")
  two=$(best_time 2 "$@")
  if ! cmp -s "$tmp/out-1" "$tmp/out-2"; then
    echo "bench-jobs: $name: --jobs 2 printed other bytes than --jobs 1" >&2
    exit 1
  fi
  awk -v n="$name" -v a="$one" -v b="$two" \
    'BEGIN { printf "| %-34s | %8.3f | %8.3f | %5.2f |\n", n, a / 1000, b / 1000, (a > 0 ? b / a : 0) }'
}

echo "processors: $(nproc), best of $rounds runs each; same output with 1 and 2 jobs"
echo "| set                                | 1 job, s | 2 jobs, s | ratio |"
echo "|------------------------------------|---------:|----------:|------:|"
if [ -n "${hard:-}" ]; then
  measure "forum_hardest_1905_11plus (10,000)" "$hard"
else
  echo "| forum_hardest_1905_11plus: no ../shared/data/sudoku beside $root, left out | | | |"
fi
# about half a second of work once: five times over, so that the tail of each file weighs less
set --
for i in 1 2 3 4 5; do
  for f in "$root"/tests/bench/data/low-*.txt; do set -- "$@" "$f"; done
done
measure "low-clue Sudominoku (4 sets, 5 times)" "$@"
