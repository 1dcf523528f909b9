#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-potfiles.sh SOURCE_ROOT: every file with translatable strings is in po/POTFILES.in,
# and every file listed there exists.
root=$1
cd "$root" || exit 1
status=0
listed=$(grep -v '^#' po/POTFILES.in | grep -v '^$')
for f in $listed; do
  [ -f "$f" ] || { echo "po/POTFILES.in lists $f, which does not exist"; status=1; }
done
candidates=$(grep -rlE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|g_dngettext|ngettext)\(' src --include='*.c' ;
             grep -rl 'translatable="yes"' src data --include='*.ui' ;
             ls data/*.desktop.in.in data/*.metainfo.xml.in.in data/*.gschema.xml.in 2>/dev/null)
for f in $(echo "$candidates" | sort -u); do
  echo "$listed" | grep -qxF "$f" || { echo "$f has translatable strings but is not in po/POTFILES.in"; status=1; }
done
[ $status = 0 ] && echo "POTFILES.in lists every file with translatable strings"
exit $status
