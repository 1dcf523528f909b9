#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-cli-docs.sh CLI SOURCE_ROOT [MAN_PAGE]: the manual page (MAN_PAGE as the build made it,
# default the template src/cli/sudominoku-cli.1.in) and the bash completion of sudominoku-cli
# know every command its --help lists, and for each command exactly the long options its own
# --help lists (the completion offers no option the command would refuse), and the names of
# formats, kinds, levels and symmetries the CLI lists from the engine's tables. TAP output.
set -u
cli=$(realpath "$1") src=$(realpath "$2")
man=${3:-$src/src/cli/sudominoku-cli.1.in} completion=$src/src/cli/sudominoku-cli.bash
n=0 status=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; status=1; }

# complete WORD...: what the completion offers for the command line "sudominoku-cli WORD..."
# (the program as built: the completion asks it for the names of formats, kinds and levels).
complete_words () {
  bash -c '. "$1"; cli=$2; shift 2; COMP_WORDS=("$cli" "$@"); COMP_CWORD=$(($# )); _sudominoku_cli
           printf "%s\n" "${COMPREPLY[@]}"' sh "$completion" "$cli" "$@" | sort
}

commands=$("$cli" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
[ -n "$commands" ] && ok "--help lists the commands" || not_ok "--help lists no commands"
offered=$(cd / && complete_words "")
for c in $commands; do
  grep -qx "\.B $c" "$man" && ok "man page: command $c" || not_ok "man page lacks command $c"
  echo "$offered" | grep -qx "$c" && ok "completion: command $c" || not_ok "completion lacks command $c"
  want=$("$cli" "$c" --help | sed -n '/^Application Options:/,/^$/p' | grep -o -- '--[a-z-]*' | sort -u)
  got=$(complete_words "$c" "--" | grep -vx -- '--help')
  if [ "$want" = "$got" ]; then ok "completion: $c options are those of $c --help"
  else not_ok "completion: $c offers [$(echo $got)], $c --help lists [$(echo $want)]"; fi
  for o in $want; do
    grep -q -- "$(echo "$o" | sed 's/-/\\\\-/g')" "$man" || not_ok "man page lacks $c $o"
  done
done
# The formats: those of the engine's table, as --help lists them, in the same order in the
# manual page's FORMATS section and in what the completion offers after --to.
formats=$("$cli" --help | sed -n '/^Formats/,/^$/p' | awk 'NR > 1 && /^  [a-z]/ { print $1 }')
[ -n "$formats" ] && ok "--help lists the formats" || not_ok "--help lists no formats"
man_formats=$(sed -n '/^\.SH FORMATS/,/^\.SH /p' "$man" | sed -n 's/^\.B \([a-z0-9]*\)$/\1/p')
[ "$man_formats" = "$formats" ] && ok "man page: the formats of --help, in order" \
  || not_ok "man page formats [$(echo $man_formats)], --help [$(echo $formats)]"
got=$(complete_words "--to" "")
[ "$got" = "$(echo "$formats" | sort)" ] \
  && ok "completion: formats after --to" || not_ok "completion: after --to: $(echo $got)"
got=$(complete_words "convert" "--format" "")
[ "$got" = "$(echo "$formats" | sort)" ] \
  && ok "completion: formats after --format" || not_ok "completion: after --format: $(echo $got)"
# Kinds, levels and symmetries: the names `generate --help` lists (from the engine's tables,
# /cli/generate-lists) are what the completion offers and what the manual page names, with
# the same default; the default format of each kind too.
generate_help=$(LC_ALL=C "$cli" generate --help)
for option in kind difficulty symmetry; do
  line=$(echo "$generate_help" | grep -- "--$option=")
  names=$(echo "$line" | sed -n 's/^[^:]*: \(.*\) (default: [^)]*)$/\1/p' | tr -d ',')
  default=$(echo "$line" | sed -n 's/.*(default: \([^)]*\))$/\1/p')
  [ -n "$names" ] && [ -n "$default" ] && ok "generate --help lists the ${option}s" \
    || not_ok "generate --help: no list in [$line]"
  got=$(complete_words generate "--$option" "")
  [ "$got" = "$(printf '%s\n' $names | sort)" ] && ok "completion: the ${option}s of generate --help" \
    || not_ok "completion: after --$option: [$(echo $got)], generate --help [$names]"
  # The manual page's paragraph for the option: its bold names, and the one before "(default)".
  section=$(sed -n "/^\.BI.*\\\\-\\\\-$option=/,/^\.TP/p" "$man" | sed 's/\\-/-/g')
  man_names=$(echo "$section" | sed -n 's/^\.BR\? \([a-z0-9-]*\).*/\1/p' | sort)
  [ "$man_names" = "$(printf '%s\n' $names | sort)" ] && ok "man page: the ${option}s of generate --help" \
    || not_ok "man page: --$option names [$(echo $man_names)], generate --help [$names]"
  man_default=$(echo "$section" | grep -B1 '^(default)' | sed -n 's/^\.BR\? \([a-z0-9-]*\).*/\1/p')
  [ "$man_default" = "$default" ] && ok "man page: --$option defaults to $default" \
    || not_ok "man page: --$option default [$man_default], generate --help [$default]"
done
defaults=$(echo "$generate_help" | grep -- "--to=" | sed -n 's/.*(default: \(.*\))$/\1/p')
[ -n "$defaults" ] && ok "generate --help names the default formats" || not_ok "generate --help: no default formats"
echo "$defaults" | tr ',' '\n' | while read -r format kind; do
  kind=${kind#(} kind=${kind%)}
  grep -q "^(default: .*$format for $kind" "$man" || echo "$format for $kind"
done > "${TMPDIR:-/tmp}/cli-docs-defaults.$$"
[ ! -s "${TMPDIR:-/tmp}/cli-docs-defaults.$$" ] && ok "man page: the default format of each kind" \
  || not_ok "man page lacks the default: $(cat "${TMPDIR:-/tmp}/cli-docs-defaults.$$")"
rm -f "${TMPDIR:-/tmp}/cli-docs-defaults.$$"
echo "1..$n"
exit $status
