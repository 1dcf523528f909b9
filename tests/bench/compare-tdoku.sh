#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# compare-tdoku.sh BENCH_CLASSIC SOURCE_ROOT OUT_DIR: our classic solver beside tdoku, the
# fastest public solver, in the same run, on every set of ../shared/data/sudoku. Run by
# `meson test --benchmark classic-vs-tdoku` (-v to see the table).
#
# tdoku (BSD-2) lives in ../shared/tools/tdoku beside the source tree (or $SDM_TDOKU_DIR); it
# is built here, with the C++ compiler directly, into OUT_DIR/tdoku together with our driver
# bench-tdoku.cc, at tdoku's own flags (-O3 -march=native: tdoku at its best, while our solver
# is built as this build dir builds it, without -march). For measuring only: tdoku is never
# part of the app. Skipped (exit 77) when tdoku, the data or a C++ compiler is missing.
#
# 1. Answers: every puzzle of every set solved by both; the counts (0, 1, 2+) must agree and,
#    for a unique puzzle, the solutions too; every solution of ours must hold the givens and
#    be a valid grid. A difference fails the benchmark.
# 2. Speed: ROUNDS rounds (default 7; $SDM_BENCH_ROUNDS), each running, per set, both solvers
#    back to back (who goes first alternates by round), each the best of PASSES passes
#    (default 2; $SDM_BENCH_PASSES) of solve + prove unique (count up to 2) over the whole
#    set, a small set swept again until 10,000 puzzles are solved in a pass
#    ($SDM_BENCH_MIN_SOLVES), in CPU µs per puzzle. Per set: the median µs of each, the median ratio ours/tdoku
#    and its spread over the rounds (lowest-highest), tdoku's guesses and our nodes per
#    puzzle (a two-way branch is one tdoku guess and two of our nodes).
# 3. Isomorphs: every set once more as NAME~iso, each puzzle replaced by a random isomorph
#    of it (digits relabelled, bands, rows within bands, stacks and columns within stacks
#    shuffled, transposed or not), drawn from a fixed seed ($SDM_BENCH_SEED, default 1)
#    with a generator of our own, so the same files on every machine: a branching rule can
#    be lucky on the published orientation of a puzzle. Checked and timed like the sets.
set -u
ours=$1
root=$2
out=$3
rounds=${SDM_BENCH_ROUNDS:-7}
passes=${SDM_BENCH_PASSES:-2}
min_solves=${SDM_BENCH_MIN_SOLVES:-10000}

for d in "${SDM_DATA_DIR:-}" "$root/../shared/data" "$root/../../shared/data"; do
  if [ -n "$d" ] && [ -d "$d/sudoku" ]; then data=$d/sudoku; break; fi
done
for d in "${SDM_TDOKU_DIR:-}" "$root/../shared/tools/tdoku" "$root/../../shared/tools/tdoku"; do
  if [ -n "$d" ] && [ -f "$d/solver_dpll_triad_simd.cc" ]; then tdoku=$d; break; fi
done
if [ -z "${data:-}" ]; then
  echo "classic-vs-tdoku: no ../shared/data/sudoku beside $root: no puzzle sets, skipping"
  exit 77
fi
if [ -z "${tdoku:-}" ]; then
  echo "classic-vs-tdoku: no ../shared/tools/tdoku beside $root: nothing to compare with, skipping"
  exit 77
fi
cxx=${CXX:-}
if [ -z "$cxx" ]; then
  for c in c++ g++ clang++; do
    if command -v "$c" >/dev/null; then cxx=$c; break; fi
  done
fi
if [ -z "$cxx" ]; then
  echo "classic-vs-tdoku: no C++ compiler to build tdoku with (apt-get install g++), skipping"
  exit 77
fi

here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/tdoku"
theirs=$out/tdoku/bench-tdoku
if [ ! -x "$theirs" ] || [ -n "$(find "$here/bench-tdoku.cc" "$tdoku" -newer "$theirs" -name '*.*' 2>/dev/null)" ]; then
  echo "building tdoku from $tdoku: $cxx -O3 -march=native -std=c++14"
  "$cxx" -O3 -march=native -std=c++14 -I"$tdoku" -o "$theirs" "$here/bench-tdoku.cc" \
    "$tdoku/solver_dpll_triad_simd.cc" "$tdoku/util.cc" || { echo "classic-vs-tdoku: tdoku did not build"; exit 1; }
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Isomorphs: Park-Miller's generator (x * 16807 mod 2^31 - 1, exact in awk's doubles),
# seeded per set, so every awk draws the same.
seed=${SDM_BENCH_SEED:-1}
mkdir -p "$tmp/iso"
for f in "$data"/*.txt; do
  name=$(basename "$f" .txt)
  grep -v '^#' "$f" | cut -c1-81 | awk -v seed="$seed" '
    function draw(n) { x = (x * 16807) % 2147483647; return x % n }
    # a[0..n-1] := a random order of base + 0..n-1
    function shuffle(a, n, base,    i, j, t) {
      for (i = 0; i < n; i++) a[i] = base + i
      for (i = n - 1; i > 0; i--) { j = draw(i + 1); t = a[i]; a[i] = a[j]; a[j] = t }
    }
    BEGIN { x = seed % 2147483646 + 1; for (i = 0; i < 10; i++) draw(2) }
    {
      shuffle(dig, 9, 1); shuffle(band, 3, 0); shuffle(stack, 3, 0)
      for (b = 0; b < 3; b++) { shuffle(t, 3, 0); for (i = 0; i < 3; i++) row[3 * b + i] = 3 * band[b] + t[i] }
      for (b = 0; b < 3; b++) { shuffle(t, 3, 0); for (i = 0; i < 3; i++) col[3 * b + i] = 3 * stack[b] + t[i] }
      flip = draw(2); out = ""
      for (r = 0; r < 9; r++) for (c = 0; c < 9; c++) {
        ch = flip ? substr($0, 9 * col[r] + row[c] + 1, 1) : substr($0, 9 * row[r] + col[c] + 1, 1)
        out = out (ch ~ /[1-9]/ ? dig[ch - 1] : ".")
      }
      print out
    }' > "$tmp/iso/$name~iso.txt"
done
sets=("$data"/*.txt "$tmp"/iso/*.txt)

# 1. Answers.
status=0
total=0
for f in "${sets[@]}"; do
  name=$(basename "$f" .txt)
  "$ours" --check "$f" > "$tmp/ours" || { echo "$name: bench-classic failed"; exit 1; }
  "$theirs" --check "$f" > "$tmp/theirs" || { echo "$name: bench-tdoku failed"; exit 1; }
  grep -v '^#' "$f" | cut -c1-81 > "$tmp/puzzles"
  if ! paste -d ' ' "$tmp/puzzles" "$tmp/ours" "$tmp/theirs" | awk -v set="$name" '
    # Our solution must keep the givens and hold every digit once per row, column and box.
    function valid(p, s,    i, r, c, seen, d) {
      if (length(s) != 81) return 0
      for (i = 1; i <= 81; i++) {
        d = substr(s, i, 1)
        if (d !~ /[1-9]/) return 0
        if (substr(p, i, 1) ~ /[1-9]/ && substr(p, i, 1) != d) return 0
        r = int((i - 1) / 9); c = (i - 1) % 9
        if (seen["r" r d]++ || seen["c" c d]++ || seen["b" int(r / 3) * 3 + int(c / 3) d]++) return 0
      }
      return 1
    }
    {
      ok = ($2 == $4) && ($2 == 0 || valid($1, $3)) && ($2 != 1 || $3 == $5)
      if (!ok) { bad++; if (bad <= 5) printf "%s line %d: %s: ours %s %s, tdoku %s %s\n", set, NR, $1, $2, $3, $4, $5 }
    }
    END { exit bad > 0 }'; then
    status=1
  fi
  total=$((total + $(wc -l < "$tmp/puzzles")))
done
if [ $status -ne 0 ]; then
  echo "classic-vs-tdoku: answers differ from tdoku's (above)"
  exit 1
fi
echo "answers: $total puzzles in ${#sets[@]} sets, every count and every unique solution as tdoku's"

# 2. Speed.
echo "timing: $rounds rounds, best of $passes passes each (a pass: $min_solves puzzles at least); CPU µs per puzzle"
for r in $(seq 1 "$rounds"); do
  for f in "${sets[@]}"; do
    if [ $((r % 2)) -eq 1 ]; then
      "$ours" -r "$passes" -m "$min_solves" "$f" | sed 's/^/ours /' >> "$tmp/times"
      "$theirs" -r "$passes" -m "$min_solves" "$f" | sed 's/^/tdoku /' >> "$tmp/times"
    else
      "$theirs" -r "$passes" -m "$min_solves" "$f" | sed 's/^/tdoku /' >> "$tmp/times"
      "$ours" -r "$passes" -m "$min_solves" "$f" | sed 's/^/ours /' >> "$tmp/times"
    fi
  done
done

awk '
  function median(list,    n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  {
    sub(/.*\//, "", $2); sub(/\.txt$/, "", $2)
    key = $1 SUBSEP $2
    k[key]++
    us[key, k[key]] = $4
    work[$1, $2] = $5
    n[$2] = $3
    if (!($2 in seen)) { seen[$2] = 1; order[++nsets] = $2 }
  }
  END {
    printf "%-30s %7s %9s %9s %7s %13s %9s %9s\n", "set", "puzzles", "tdoku_us", "ours_us", "ratio", "spread", "guesses", "nodes"
    worst = 0
    for (s = 1; s <= nsets; s++) {
      name = order[s]; lo = 1e9; hi = 0; rl = ""; tl = ""; ol = ""
      for (i = 1; i <= k["ours", name]; i++) {
        ratio = us["ours", name, i] / us["tdoku", name, i]
        rl = rl " " ratio; tl = tl " " us["tdoku", name, i]; ol = ol " " us["ours", name, i]
        if (ratio < lo) lo = ratio
        if (ratio > hi) hi = ratio
      }
      m = median(rl)
      if (m > worst) { worst = m; worst_name = name }
      printf "%-30s %7d %9.2f %9.2f %6.2fx %6.2f-%-5.2f %9.1f %9.1f\n", name, n[name], median(tl), median(ol), m, lo, hi, work["tdoku", name], work["ours", name]
    }
    printf "highest median ratio: %.2fx (%s)\n", worst, worst_name
  }' "$tmp/times"
