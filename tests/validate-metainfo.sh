#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# validate-metainfo.sh FILE: `appstreamcli validate --pedantic --no-net` reports nothing but
# two notes that are right for this app:
#   P cid-contains-uppercase-letter  the id is reverse DNS with the app's name in CamelCase,
#                                    as GNOME and Flathub name apps (org.gnome.TextEditor)
#   I unknown-tag developer          AppStream 0.16 (Debian 12) predates <developer>, which
#                                    Flathub requires today (AppStream 1.0)
out=$(appstreamcli validate --pedantic --no-net --explain "$1" 2>&1)
rc=$?
echo "$out"
[ $rc = 0 ] || exit 1
if echo "$out" | grep -E '^(E|W|I|P): ' \
   | grep -vE ': cid-contains-uppercase-letter( |$)|: unknown-tag developer$' | grep .; then
  echo "appstreamcli reported the issues above"
  exit 1
fi
exit 0
