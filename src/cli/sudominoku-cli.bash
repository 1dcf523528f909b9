# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for sudominoku-cli: commands, each command's own options (as its --help
# lists them), format, kind, level and symmetry names, and puzzle files.
_sudominoku_cli ()
{
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local commands="solve count check convert bench generate grade hint"
  local formats="line sdk ss boj2239 boj2580 domino contest"   # sudominoku-cli --help order
  local command="" opts i

  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      solve|count|check|convert|bench|generate|grade|hint) command=${COMP_WORDS[i]}; break ;;
    esac
  done

  if [ "$prev" = -t ] && [ "$command" != convert ] && [ "$command" != generate ]; then
    prev=--timeout
  fi
  case $prev in
    -f|--format|-t|--to) mapfile -t COMPREPLY < <(compgen -W "$formats" -- "$cur"); return ;;
    -k|--kind) mapfile -t COMPREPLY < <(compgen -W "sudoku sudominoku" -- "$cur"); return ;;
    -d|--difficulty)
      mapfile -t COMPREPLY < <(compgen -W "easy medium hard expert guessing" -- "$cur"); return ;;
    --symmetry) mapfile -t COMPREPLY < <(compgen -W "rotate-180 mirror none" -- "$cur"); return ;;
    -l|--level) mapfile -t COMPREPLY < <(compgen -W "1 2 3" -- "$cur"); return ;;
    -n|--limit|--count|-a|--all-limit|-s|--seed|--shuffle|--timeout) COMPREPLY=(); return ;;
  esac

  case ${command:-solve} in
    solve) opts="--format --any --lexmin --all-limit --timeout" ;;
    count) opts="--format --limit --timeout" ;;
    check) opts="--format --timeout" ;;
    grade) opts="--format --timeout" ;;
    convert) opts="--format --to" ;;
    bench) opts="--format --shuffle --lexmin" ;;
    generate) opts="--kind --difficulty --seed --count --symmetry --to --time" ;;
    hint) opts="--format --level --steps --timeout" ;;
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
