#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# po/update-po.sh [--check]: regenerate the translation template from po/POTFILES.in and merge
# it into every language of po/LINGUAS.
#   (no option)  writes po/sudominoku.pot (ignored by git) and updates po/LL.po in place;
#                then translate what `msgfmt --statistics` reports as fuzzy or untranslated.
#   --check      changes nothing: fails when a po file misses or has fuzzy messages for the
#                current sources, or does not compile (`msgfmt --check`). A test in suite 'data'.
# Same xgettext arguments as meson's i18n.gettext(preset: 'glib') (`ninja sudominoku-pot`).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
mode=update
case "${1:-}" in
  --check) mode=check ;;
  "") ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pot=$tmp/sudominoku.pot
xgettext --package-name=sudominoku --msgid-bugs-address=https://github.com/sudominoku/sudominoku/issues \
  --from-code=UTF-8 --add-comments --sort-by-file \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dcgettext:2 \
  --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --flag=g_prefix_error:2:c-format --flag=g_markup_printf_escaped:1:c-format \
  --flag=g_printerr:1:c-format --flag=g_print:1:c-format \
  --directory="$root" --files-from="$root/po/POTFILES.in" --output="$pot"
count=$(grep -c '^msgid ' "$pot")

status=0
# shellcheck disable=SC2013 # LINGUAS may put several languages on a line: words, not lines
for lang in $(grep -v '^#' "$root/po/LINGUAS"); do
  po=$root/po/$lang.po
  if [ $mode = update ]; then
    msgmerge --quiet --update --backup=none --previous "$po" "$pot"
    msgattrib --no-obsolete --output-file="$po" "$po"   # drop strings no source uses any more
    printf '%s: ' "$lang"; msgfmt --check --statistics -o /dev/null "$po"
    continue
  fi
  [ -f "$po" ] || { echo "po/$lang.po is missing"; status=1; continue; }
  msgmerge --quiet --output-file="$tmp/$lang.po" "$po" "$pot"
  if ! stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2>&1); then
    echo "po/$lang.po does not compile: $stats"; status=1; continue
  fi
  echo "po/$lang.po against the current sources: $stats"
  case "$stats" in
    *fuzzy*|*untranslated*)
      echo "po/$lang.po is not complete; these messages need a translation:"
      msgattrib --only-fuzzy "$tmp/$lang.po" | grep '^msgid' | sed 's/^/  fuzzy: /'
      msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | grep '^msgid' | grep -v '^msgid ""$' | sed 's/^/  untranslated: /'
      echo "run po/update-po.sh, translate, and commit po/$lang.po"
      status=1 ;;
  esac
done
if [ $mode = update ]; then
  cp "$pot" "$root/po/sudominoku.pot"
  echo "po/sudominoku.pot: $count messages"
fi
exit $status
