# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for sudominoku-cli: commands, each command's own options (as its --help
# lists them), format, kind, level and symmetry names, and puzzle files. The names are asked
# of sudominoku-cli itself (its --help, in the C locale), which lists them from the engine's
# tables: none is written here.
_sudominoku_cli_names ()
{
  # _sudominoku_cli_names PROGRAM WHAT: the names of WHAT (formats, kind, difficulty, symmetry).
  case $2 in
    formats) LC_ALL=C "$1" --help 2>/dev/null | sed -n '/^Formats/,/^$/p' | awk 'NR > 1 && /^  [a-z]/ { print $1 }' ;;
    *) LC_ALL=C "$1" generate --help 2>/dev/null \
         | sed -n "s/^ .*--$2=[A-Z]* *[^:]*: \(.*\) (default: [^)]*)\$/\1/p" | tr -d ',' ;;
  esac
}

_sudominoku_cli ()
{
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local commands="solve count check convert bench generate grade hint"
  local command="" opts i names=""

  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      solve|count|check|convert|bench|generate|grade|hint) command=${COMP_WORDS[i]}; break ;;
    esac
  done

  case $prev in
    -f|--format|--to) names=formats ;;
    -k|--kind) names=kind ;;
    -d|--difficulty) names=difficulty ;;
    --symmetry) names=symmetry ;;
    -l|--level) mapfile -t COMPREPLY < <(compgen -W "1 2 3" -- "$cur"); return ;;
    -n|--limit|--count|-a|--all-limit|-s|--seed|--shuffle|-t|--timeout|-j|--jobs) COMPREPLY=(); return ;;
  esac
  if [ -n "$names" ]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_sudominoku_cli_names "${COMP_WORDS[0]}" "$names")" -- "$cur")
    return
  fi

  case ${command:-solve} in
    solve) opts="--format --any --lexmin --all-limit --timeout --jobs" ;;
    count) opts="--format --limit --timeout --jobs" ;;
    check) opts="--format --puzzle --timeout --jobs" ;;
    grade) opts="--format --timeout --jobs" ;;
    convert) opts="--format --to --jobs" ;;
    bench) opts="--format --shuffle --lexmin" ;;
    generate) opts="--kind --difficulty --seed --count --symmetry --to --time" ;;
    hint) opts="--format --level --steps --timeout --jobs" ;;
  esac
  if [[ $cur == -* ]]; then
    [ -z "$command" ] && [ "$COMP_CWORD" = 1 ] && opts="$opts --version"
    mapfile -t COMPREPLY < <(compgen -W "$opts --help" -- "$cur")
    return
  fi
  COMPREPLY=()
  if [ -z "$command" ] && [ "$COMP_CWORD" = 1 ]; then
    mapfile -t COMPREPLY < <(compgen -W "$commands" -- "$cur")
  fi
  [ "$command" = generate ] && return
  compopt -o filenames 2>/dev/null
  mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
}
complete -F _sudominoku_cli sudominoku-cli
