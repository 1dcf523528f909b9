#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# hostile-inputs.sh BUILD-DIR: runs sudominoku-cli on hostile inputs (huge, endless,
# binary, malformed, unsolvable, hard) and prints a Markdown table: the input, the exit
# status, the first line it printed (standard error, else standard output), peak memory and
# wall time. "clean" means an exit status of 0-3 (or SIGPIPE when the reader of a pipe went
# away), something said for every failure, under 60 s and 1 GB. Not part of the
# suite (it takes a minute or two); run it after changes to the readers or the solver:
#   tests/hostile-inputs.sh build     (HOSTILE_TIMEOUT=SECONDS kills a run sooner than 60 s)
set -u
build=$(cd "${1:-build}" && pwd) || exit 2
cli="$build/src/cli/sudominoku-cli"
src=$(cd "$(dirname "$0")/.." && pwd)
[ -x "$cli" ] || { echo "hostile-inputs.sh: $cli not built" >&2; exit 2; }
work=$(mktemp -d)
pids=()
# shellcheck disable=SC2154 # p is the trap's own loop variable, not an unset one
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$work"' EXIT
cd "$work" || exit 2

# measure COMMAND...: runs it and writes "PEAK-KB SECONDS" to time.txt (GNU time, or the same
# from Python where GNU time is not installed, as in the dev-shell root).
if [ -x /usr/bin/time ]; then
  measure () { /usr/bin/time -o time.txt -f '%M %e' "$@"; }
else
  measure () {
    python3 -c '
import resource, subprocess, sys, time
start = time.monotonic()
status = subprocess.call(sys.argv[1:])
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
open("time.txt", "w").write("%d %.2f\n" % (peak, time.monotonic() - start))
sys.exit(status if status >= 0 else 128 - status)' "$@"
  }
fi

# Inputs --------------------------------------------------------------------------------
grid=$(printf '%081d' 0)
# a domino-form puzzle: nine isolated digits at the cells given, no clue domino
domino () {
  python3 - "$@" <<'PY'
import sys
g = [['.'] * 9 for _ in range(9)]
l = [['.'] * 9 for _ in range(9)]
for d, name in enumerate(sys.argv[1:]):
    r, c = ord(name[0]) - 65, int(name[1]) - 1
    g[r][c] = str(d + 1)
    l[r][c] = '*'
print('\n'.join(''.join(x) for x in g) + '\n\n' + '\n'.join(''.join(x) for x in l))
PY
}
: > empty.txt
printf '%s\n' "$grid" > empty-grid.txt
printf '%s\n' "$grid" | sed 's/^00/11/' > clash.txt
head -c 70000000 /dev/zero | tr '\0' '.' > dots-70MB.txt
head -c 5000000 /dev/zero | tr '\0' '1' > line-5MB.txt
printf '12\0\0\0' > nul.txt
printf '12\001\002\n' > control.txt
printf '12\303(\n' > not-utf8.txt
cp /bin/ls elf.bin
tr '\n' '\r' < "$src/tests/data/sudominoku/boj4574-sample.in" > cr-only.txt
printf '99999999999\n' > contest-huge-n.txt
printf -- '-1\n' > contest-negative-n.txt
printf '36\n' > contest-n36.txt
domino A1 B6 C9 D4 E9 F4 G7 H2 I7 > isolated-one-colour.txt
domino A1 B6 C9 D4 E9 F4 G7 H2 I7 | sed '12s/\*/%/' > domino-bad-char.txt
domino F8 H3 B6 I6 C5 E7 I8 G2 G9 > isolated-hard.txt
domino A1 A2 A3 A4 A5 A6 A7 A8 A9 > isolated-one-row.txt
domino A1 A2 A3 B1 B2 B3 C1 C2 C3 > isolated-one-box.txt
for _ in $(seq 100000); do printf '%s\n' "$grid"; done > empty-grids-100k.txt
{ printf 'sudominoku-game 1\nkind sudoku\ngivens %s\nelapsed 0\n' "$grid"
  yes 'move v r1c1 1
move v r1c1 2' | head -n 7000000; } > save-100MB.txt
mkfifo endless.fifo
( yes "$grid" > endless.fifo ) 2>/dev/null & pids+=($!)
mkfifo silent.fifo        # nobody ever writes to it
mkdir folder
# lone digits in rows A-G, no clue domino: counting to 2 is quick, the smallest grid takes
# about 1.5 s (a refinement cut short by --timeout printed a grid that is not the smallest)
domino C3 A5 D6 E7 B3 G5 F5 B1 G2 > lone-digits.txt
sed 's/^sudominoku-game 1$/sudominoku-game 4/' <<EOF_SAVE > save-newer.txt
sudominoku-game 1
kind sudoku
givens $grid
elapsed 0
EOF_SAVE

# name | arguments (the input file last) --------------------------------------------------
cases=(
  "empty file|solve empty.txt"
  "70 MB of dots|solve dots-70MB.txt"
  "a 5 MB line|solve line-5MB.txt"
  "NUL bytes|solve nul.txt"
  "control bytes|solve control.txt"
  "not UTF-8|solve not-utf8.txt"
  "an ELF binary|solve elf.bin"
  "/dev/zero|solve /dev/zero"
  "/dev/urandom|solve /dev/urandom"
  "an endless FIFO|solve endless.fifo"
  "a folder|solve folder"
  "a missing file|solve missing.txt"
  "CR-only contest file|solve cr-only.txt"
  "contest N = 99999999999|solve contest-huge-n.txt"
  "contest N = -1|solve contest-negative-n.txt"
  "contest N = 36, nothing after|solve contest-n36.txt"
  "domino form, bad layout char|solve domino-bad-char.txt"
  "clashing givens|solve clash.txt"
  "isolated on one colour: count|count isolated-one-colour.txt"
  "isolated on one colour: solve|solve isolated-one-colour.txt"
  "isolated on one colour: check|check isolated-one-colour.txt"
  "isolated on one colour: grade|grade isolated-one-colour.txt"
  "isolated on one colour: hint|hint isolated-one-colour.txt"
  "isolated in one row: count|count isolated-one-row.txt"
  "isolated in one box: count|count isolated-one-box.txt"
  "hard isolated-only layout, --timeout 5|count --timeout 5 isolated-hard.txt"
  "empty grid, --all-limit 2147483647|solve --all-limit 2147483647 empty-grid.txt"
  "empty grid, count --limit 2147483647 --timeout 5|count --limit 2147483647 --timeout 5 empty-grid.txt"
  "100,000 empty grids|count empty-grids-100k.txt"
  "100 MB saved game: hint|hint save-100MB.txt"
  "lone digits only, smallest grid: solve --timeout 0.3|solve --timeout 0.3 lone-digits.txt"
  "lone digits only: solve --any --timeout 0.000001|solve --any --timeout 0.000001 lone-digits.txt"
  "lone digits only: solve --all-limit 5 --timeout 0.000001|solve --all-limit 5 --timeout 0.000001 lone-digits.txt"
  "lone digits only: count --timeout 0.000001|count --timeout 0.000001 lone-digits.txt"
  "lone digits only: check --timeout 0.000001|check --timeout 0.000001 lone-digits.txt"
  "lone digits only: grade --timeout 0.000001|grade --timeout 0.000001 lone-digits.txt"
  "lone digits only: hint --timeout 0.000001|hint --timeout 0.000001 lone-digits.txt"
  "lone digits only: solve (no budget)|solve lone-digits.txt"
  "a FIFO nobody writes to, --timeout 1|solve silent.fifo --timeout 1"
  "a FIFO nobody writes to: hint --timeout 1|hint --timeout 1 silent.fifo"
  "saved game from a newer version|hint save-newer.txt"
  "generate 100,000, read one line|generate --count 100000 --seed 1 | head -n 1"
  "generate 2,000,000,000, read 20 kB|generate --count 2000000000 --seed 1 | head -c 20000 | tail -c 82"
  "SIGPIPE ignored, solve 3,000 files, read 1 byte|@trap '' PIPE; \"\$0\" solve \$(printf 'empty-grid.txt %.0s' \$(seq 3000)) | head -c 1 >/dev/null"
  "generate --seed -1|generate --seed -1"
  "--timeout 0x10|solve --timeout 0x10 empty-grid.txt"
  "--timeout nan|solve --timeout nan empty-grid.txt"
  "--all-limit -5|solve --all-limit -5 empty-grid.txt"
  "unknown --format|solve --format nope empty-grid.txt"
)

echo "| input | command | exit | clean | peak memory | time | first line of stderr (or stdout) |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
n=0 clean=0 worst_kb=0 worst_s=0
for c in "${cases[@]}"; do
  name=${c%%|*} args=${c#*|}
  # A row with a pipe runs in bash: "$0" is the CLI, a leading @ gives the whole command
  # line, and the exit status is the CLI's (the first command's).
  case $args in
    @*) script=${args#@} ;;
    *"|"*) script="\"\$0\" $args" ;;
    *) script= ;;
  esac
  if [ -n "$script" ]; then
    # shellcheck disable=SC2016 # the inner bash expands ${PIPESTATUS[0]}
    measure timeout -s KILL "${HOSTILE_TIMEOUT:-60}" \
      bash -c "$script"'; exit "${PIPESTATUS[0]}"' "$cli" > out.txt 2> err.txt
  else
    # shellcheck disable=SC2086 # the row's arguments, split into words on purpose
    measure timeout -s KILL "${HOSTILE_TIMEOUT:-60}" "$cli" $args > out.txt 2> err.txt
  fi
  status=$?
  read -r kb secs < <(tail -n 1 time.txt)
  first=$(head -n 1 err.txt | cut -c1-110 | sed 's/|/\\|/g')
  [ -n "$first" ] || [ "$status" = 0 ] || first=$(head -n 1 out.txt | cut -c1-110 | sed 's/|/\\|/g')
  ok=no
  # a reader that closed the pipe: ended by SIGPIPE (141) is what a Unix tool does
  if [ -n "$script" ] && [ "$status" = 141 ]; then first=${first:-(ended by SIGPIPE)} status_ok=1
  else status_ok=$([ "$status" -le 3 ] && echo 1 || echo 0); fi
  if [ "$status_ok" = 1 ] && [ "${kb:-0}" -lt 1048576 ] && { [ "$status" = 0 ] || [ -n "$first" ]; }; then
    ok=yes; clean=$((clean + 1))
  fi
  n=$((n + 1))
  [ "${kb:-0}" -gt "$worst_kb" ] && worst_kb=$kb
  worst_s=$(python3 -c "print(max($worst_s, ${secs:-0}))")
  # shellcheck disable=SC2016 # Markdown's backticks, not a command substitution
  printf '| %s | `%s` | %s | %s | %s MB | %s s | %s |\n' "$name" "${args//|/\\|}" "$status" "$ok" \
    "$(( ${kb:-0} / 1024 ))" "${secs:-?}" "$first"
done
echo
echo "$n inputs, $clean handled cleanly; worst peak memory $((worst_kb / 1024)) MB, worst time $worst_s s"
[ "$clean" = "$n" ]
