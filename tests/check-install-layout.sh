#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-install-layout.sh SOURCE_ROOT WORKDIR: build with --prefix=/app (as flatpak-builder
# does), install into a DESTDIR staging tree and check what Flatpak will export: every file in
# the exported directories is named by the app id, the desktop file, metainfo, icons, settings
# schema and the translations are where the app and the software centre look for them, and the
# validators accept them. WORKDIR keeps its build between runs (incremental).
set -u
src=$1 work=$2
app_id=io.github.sudominoku.Sudominoku
build=$work/build-app stage=$work/stage
status=0
fail () { echo "not ok: $*"; status=1; }

if [ -f "$build/build.ninja" ]; then
  meson configure "$build" --prefix=/app -Dtests=false >/dev/null || exit 1
else
  meson setup "$build" "$src" --prefix=/app -Dbuildtype=plain -Dtests=false >/dev/null || exit 1
fi
ninja -C "$build" >/dev/null || { echo "the /app build failed"; exit 1; }
rm -rf "$stage"
DESTDIR="$stage" meson install -C "$build" --quiet --no-rebuild >/dev/null || { echo "install failed"; exit 1; }
app=$stage/app

for f in bin/sudominoku \
         share/applications/$app_id.desktop \
         share/metainfo/$app_id.metainfo.xml \
         share/icons/hicolor/scalable/apps/$app_id.svg \
         share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg \
         share/glib-2.0/schemas/$app_id.gschema.xml; do
  if [ -s "$app/$f" ]; then echo "ok: /app/$f"; else fail "/app/$f is missing"; fi
done
# shellcheck disable=SC2013 # LINGUAS may put several languages on a line: words, not lines
for lang in $(grep -v '^#' "$src/po/LINGUAS"); do
  f=share/locale/$lang/LC_MESSAGES/sudominoku.mo
  if [ -s "$app/$f" ]; then echo "ok: /app/$f"; else fail "/app/$f is missing"; fi
done

# Flatpak exports only files whose names start with the app id: anything else is lost.
for dir in share/applications share/metainfo share/icons share/dbus-1/services share/mime/packages; do
  [ -d "$app/$dir" ] || continue
  # One name a line (a name with a space is one name, and is reported whole).
  unexported=$(find "$app/$dir" -type f ! -name 'index.theme' ! -name 'icon-theme.cache' \
    ! -name "$app_id.*" ! -name "$app_id-*")
  [ -n "$unexported" ] || continue
  while IFS= read -r f; do
    fail "${f#"$stage"} is not named by the app id and would not be exported"
  done <<EOF
$unexported
EOF
done

# Icons are recognised by content sniffing (shared-mime-info looks for "<svg" in the first
# 256 bytes): a long comment before the root element makes appstream-compose reject them.
for icon in "$app/share/icons/hicolor/scalable/apps/$app_id.svg" \
            "$app/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"; do
  head -c 256 "$icon" | grep -q '<svg' || fail "${icon#"$stage"} does not start with <svg within 256 bytes"
done
grep -qx "Icon=$app_id" "$app/share/applications/$app_id.desktop" || fail "the desktop file's Icon is not $app_id"
grep -q "<id>$app_id</id>" "$app/share/metainfo/$app_id.metainfo.xml" || fail "the metainfo id is not $app_id"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$app/share/metainfo/$app_id.metainfo.xml" \
  || fail "the metainfo does not launch $app_id.desktop"
# Translations were merged into the installed desktop file and metainfo.
grep -q '^Name\[ko\]=' "$app/share/applications/$app_id.desktop" || fail "no Korean name in the desktop file"
grep -q 'xml:lang="ko"' "$app/share/metainfo/$app_id.metainfo.xml" || fail "no Korean text in the metainfo"

# gnome.post_install() does not run under DESTDIR; flatpak-builder compiles the schemas itself.
glib-compile-schemas --strict "$app/share/glib-2.0/schemas" || fail "the installed schema does not compile"
desktop-file-validate "$app/share/applications/$app_id.desktop" || fail "desktop-file-validate"
out=$("$(dirname "$0")/validate-metainfo.sh" "$app/share/metainfo/$app_id.metainfo.xml") \
  || { echo "$out"; fail "appstreamcli validate"; }
# The app finds its schema and its Korean catalogue through /app the way the sandbox sets it up.
msgunfmt "$app/share/locale/ko/LC_MESSAGES/sudominoku.mo" | grep -q '스도미노쿠' || fail "the Korean catalogue lacks 스도미노쿠"
[ $status = 0 ] && echo "the /app staging tree has the Flatpak layout"
exit $status
