#!/bin/sh
# validate-metainfo.sh FILE: `appstreamcli validate --no-net` with no errors and no warnings.
# Not --strict: AppStream 0.16 (Debian 12) reports the <developer> tag that Flathub requires
# today (AppStream 1.0) as an unknown tag at info level, and --strict fails on infos too.
out=$(appstreamcli validate --no-net --explain "$1" 2>&1)
rc=$?
echo "$out"
[ $rc = 0 ] || exit 1
if echo "$out" | grep -E '^(E|W): '; then
  echo "appstreamcli reported the warnings above"
  exit 1
fi
exit 0
