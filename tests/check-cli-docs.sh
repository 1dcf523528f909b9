#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-cli-docs.sh CLI SOURCE_ROOT [MAN_PAGE [BASH_COMPLETION]]: the manual page (MAN_PAGE as
# the build made it, default the template src/cli/sudominoku-cli.1.in) and the bash completion
# of sudominoku-cli (as the build made it, `sudominoku-cli --completion bash`) know every
# command its --help lists (the manual page with its exit status), and for each command
# exactly the long options its own --help lists (the completion offers no option the command
# would refuse), and the names of
# formats, kinds, levels and symmetries the CLI lists from the engine's tables. TAP output.
set -u
cli=$(realpath "$1") src=$(realpath "$2")
man=${3:-$src/src/cli/sudominoku-cli.1.in}
if [ -n "${4:-}" ]; then completion=$(realpath "$4")
else completion=$(mktemp); "$cli" --completion bash > "$completion"; trap 'rm -f "$completion"' EXIT; fi
n=0 status=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; status=1; }
# words TEXT: TEXT's lines on one line, separated by spaces (for a message).
words () { printf '%s' "${1//$'\n'/ }"; }

# complete WORD...: what the completion offers for the command line "sudominoku-cli WORD..."
# (the program as built: the completion asks it for the names of formats, kinds and levels).
complete_words () {
  bash -c '. "$1"; cli=$2; shift 2; COMP_WORDS=("$cli" "$@"); COMP_CWORD=$(($# )); _sudominoku_cli
           printf "%s\n" "${COMPREPLY[@]}"' sh "$completion" "$cli" "$@" | sort
}

commands=$("$cli" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
if [ -n "$commands" ]; then ok "--help lists the commands"; else not_ok "--help lists no commands"; fi
offered=$(cd / && complete_words "")
for c in $commands; do
  if grep -qx "\.B $c" "$man"; then ok "man page: command $c"; else not_ok "man page lacks command $c"; fi
  if echo "$offered" | grep -qx "$c"; then ok "completion: command $c"; else not_ok "completion lacks command $c"; fi
  want=$("$cli" "$c" --help | sed -n '/^Application Options:/,/^$/p' | grep -o -- '--[a-z-]*' | sort -u)
  got=$(complete_words "$c" "--" | grep -vx -- '--help')
  if [ "$want" = "$got" ]; then ok "completion: $c options are those of $c --help"
  else not_ok "completion: $c offers [$(words "$got")], $c --help lists [$(words "$want")]"; fi
  for o in $want; do
    # shellcheck disable=SC2001 # sed: ${o//-/…} reads backslashes differently across bash versions
    grep -q -- "$(echo "$o" | sed 's/-/\\\\-/g')" "$man" || not_ok "man page lacks $c $o"
  done
done
# The exit status of every command: a paragraph of its own in EXIT STATUS.
exit_section=$(sed -n '/^\.SH EXIT STATUS/,/^\.SH /p' "$man")
for c in $commands; do
  if echo "$exit_section" | grep -qx "\.B $c"; then ok "man page: the exit status of $c"
  else not_ok "man page: EXIT STATUS says nothing of $c"; fi
done
# The formats: those of the engine's table, as --help lists them, in the same order in the
# manual page's FORMATS section and in what the completion offers after --to.
formats=$("$cli" --help | sed -n '/^Formats/,/^$/p' | awk 'NR > 1 && /^  [a-z]/ { print $1 }')
if [ -n "$formats" ]; then ok "--help lists the formats"; else not_ok "--help lists no formats"; fi
man_formats=$(sed -n '/^\.SH FORMATS/,/^\.SH /p' "$man" | sed -n 's/^\.B \([a-z0-9]*\)$/\1/p')
if [ "$man_formats" = "$formats" ]; then ok "man page: the formats of --help, in order"
else not_ok "man page formats [$(words "$man_formats")], --help [$(words "$formats")]"; fi
got=$(complete_words convert "--to" "")
if [ "$got" = "$(echo "$formats" | sort)" ]; then ok "completion: formats after --to"
else not_ok "completion: after --to: $(words "$got")"; fi
got=$(complete_words "convert" "--format" "")
if [ "$got" = "$(echo "$formats" | sort)" ]; then ok "completion: formats after --format"
else not_ok "completion: after --format: $(words "$got")"; fi
# Kinds, levels and symmetries: the names `generate --help` lists (from the engine's tables,
# /cli/generate-lists) are what the completion offers and what the manual page names, with
# the same default; the default format of each kind too.
generate_help=$(LC_ALL=C "$cli" generate --help)
for option in kind difficulty symmetry; do
  line=$(echo "$generate_help" | grep -- "--$option=")
  names=$(echo "$line" | sed -n 's/^[^:]*: \(.*\) (default: [^)]*)$/\1/p' | tr -d ',')
  default=$(echo "$line" | sed -n 's/.*(default: \([^)]*\))$/\1/p')
  if [ -n "$names" ] && [ -n "$default" ]; then ok "generate --help lists the ${option}s"
  else not_ok "generate --help: no list in [$line]"; fi
  read -ra name_list <<< "$names"
  sorted_names=$(printf '%s\n' "${name_list[@]}" | sort)
  got=$(complete_words generate "--$option" "")
  if [ "$got" = "$sorted_names" ]; then ok "completion: the ${option}s of generate --help"
  else not_ok "completion: after --$option: [$(words "$got")], generate --help [$names]"; fi
  # The manual page's paragraph for the option: its bold names, and the one before "(default)".
  section=$(sed -n "/^\.BI.*\\\\-\\\\-$option=/,/^\.TP/p" "$man" | sed 's/\\-/-/g')
  man_names=$(echo "$section" | sed -n 's/^\.BR\? \([a-z0-9-]*\).*/\1/p' | sort)
  if [ "$man_names" = "$sorted_names" ]; then ok "man page: the ${option}s of generate --help"
  else not_ok "man page: --$option names [$(words "$man_names")], generate --help [$names]"; fi
  man_default=$(echo "$section" | grep -B1 '^(default)' | sed -n 's/^\.BR\? \([a-z0-9-]*\).*/\1/p')
  if [ "$man_default" = "$default" ]; then ok "man page: --$option defaults to $default"
  else not_ok "man page: --$option default [$man_default], generate --help [$default]"; fi
done
defaults=$(echo "$generate_help" | grep -- "--to=" | sed -n 's/.*(default: \(.*\))$/\1/p')
if [ -n "$defaults" ]; then ok "generate --help names the default formats"
else not_ok "generate --help: no default formats"; fi
echo "$defaults" | tr ',' '\n' | while read -r format kind; do
  kind=${kind#(} kind=${kind%)}
  grep -q "^(default: .*$format for $kind" "$man" || echo "$format for $kind"
done > "${TMPDIR:-/tmp}/cli-docs-defaults.$$"
if [ ! -s "${TMPDIR:-/tmp}/cli-docs-defaults.$$" ]; then ok "man page: the default format of each kind"
else not_ok "man page lacks the default: $(cat "${TMPDIR:-/tmp}/cli-docs-defaults.$$")"; fi
rm -f "${TMPDIR:-/tmp}/cli-docs-defaults.$$"
echo "1..$n"
exit $status
