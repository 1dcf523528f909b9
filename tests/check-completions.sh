#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-completions.sh BASH ZSH FISH: the completion scripts the build made (`sudominoku-cli
# --completion SHELL`, src/cli/completions) run in their own shells and complete a command, an
# option, an option's value and a file: "sudominoku-cli co", "count --li", "convert --to s",
# "solve pu" in a folder holding puzzles.sdm, and no file for generate, which reads none.
# A shell that is not installed is skipped, saying so (zsh and fish are in the test packages
# of build-aux/deps.sh, so ./test.sh runs them). TAP output.
set -u
here=$(cd "$(dirname "$0")" && pwd)
bash_file=$(realpath "$1") zsh_file=$(realpath "$2") fish_file=$(realpath "$3")
n=0 status=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/home" "$work/files"
: > "$work/files/puzzles.sdm"
cd "$work/files" || exit 1

# complete_SHELL LINE LAST: what SHELL offers at the end of LINE + LAST, one a line (called
# through check's "complete_$shell").
# shellcheck disable=SC2317
complete_bash () {
  # shellcheck disable=SC2086 # LINE's words, split: the command line as bash splits it
  bash --norc --noprofile -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
    _sudominoku_cli; printf "%s\n" "${COMPREPLY[@]}"' sh "$bash_file" $1 "${2-}"
}
# shellcheck disable=SC2317
complete_zsh () { HOME=$work/home timeout 120 zsh -f "$here/complete-zsh.zsh" "$zsh_file" "$1${2-}"; }
# shellcheck disable=SC2317,SC2016 # fish's own $argv, in single quotes
complete_fish () {
  HOME=$work/home timeout 120 fish --no-config -c 'source $argv[1]; complete -C "$argv[2]"' \
    "$fish_file" "$1${2-}" | cut -f1
}

# check SHELL NAME LINE [LAST] EXPECTED...: the offers for LINE + LAST are exactly EXPECTED
# (bash gets LAST as its own word, "" for a new one).
check () {
  local shell=$1 name=$2 line=$3 last=$4 got want
  shift 4
  got=$("complete_$shell" "$line" "$last" 2>&1 | sed '/^$/d' | sort -u)
  want=$(printf '%s\n' "$@" | sed '/^$/d' | sort -u)
  n=$((n + 1))
  if [ "$got" = "$want" ]; then echo "ok $n - $shell: $name"
  else echo "not ok $n - $shell: $name: offered [${got//$'\n'/ }], expected [${want//$'\n'/ }]"; status=1; fi
}

for shell in bash zsh fish; do
  if ! command -v "$shell" > /dev/null; then
    for what in command option value file no-file; do
      n=$((n + 1)); echo "ok $n # SKIP $shell: $what: $shell is not installed"
    done
    continue
  fi
  check "$shell" "a command" "sudominoku-cli " "co" convert count
  check "$shell" "an option" "sudominoku-cli count " "--li" --limit
  check "$shell" "a value" "sudominoku-cli convert --to " "s" sdk ss
  check "$shell" "a file" "sudominoku-cli solve " "pu" puzzles.sdm
  check "$shell" "no file for generate" "sudominoku-cli generate " "pu"
done
echo "1..$n"
exit $status
