#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak/make-repo.sh [OPTIONS] APP_BUILD OUT_DIR: publish a built app as a static Flatpak
# repository that any web server can host and GNOME Software can install from. Used by
# build-aux/release.sh (the published repository) and flatpak/test-release-repo.sh (the same
# repository against the local runtime, installed as a user would).
#
# APP_BUILD is a finished flatpak-builder build directory (metadata, metadata.debuginfo,
# files/, export/). OUT_DIR gets:
#   repo/                  an OSTree repository (archive-z2): the app and its APP_ID.Debug
#                          extension on BRANCH, static deltas, the appstream branch that
#                          `flatpak build-update-repo` makes from the app's metainfo (name,
#                          summary, icons, screenshots: what GNOME Software lists), a summary
#                          file (signed with --gpg-key), and the app's icon as repo/APP_ID.svg
#   APP_ID.flatpakrepo     the repository for `flatpak remote-add` (Title, Url, Homepage,
#                          Comment, Description, Icon, DefaultBranch, GPGKey when signed)
#   APP_ID.flatpakref      the app for `flatpak install --from` and GNOME Software (Name,
#                          Branch, Title, Url, RuntimeRepo, IsRuntime=false, GPGKey when signed)
#   with --bundles: APP_ID.flatpak and APP_ID.Debug.flatpak, single-file bundles.
# A second run into the same OUT_DIR adds a new commit on top of the last one (an update).
#
# Options:
#   --branch B            the app's branch (default stable, as on Flathub)
#   --runtime-of MANIFEST the app's metadata names MANIFEST's runtime and sdk (say
#                         org.gnome.Platform/ARCH/51) instead of the ones it was built against
#                         (the published repository; the build may use a stand-in runtime)
#   --url URL             where repo/ will be served (default file://OUT_DIR/repo/)
#   --runtime-repo URL    the .flatpakrepo users get the runtime from (default Flathub's)
#   --title TEXT          the repository's title (default the app's name, from its metainfo)
#   --gpg-key ID          sign the commits, the summary and the appstream branch with this key
#   --gpg-homedir DIR     the GnuPG home with that key (default gpg's own)
#   --subject TEXT        the commit message (default "APP_ID VERSION")
#   --bundles             also write the single-file bundles
# It checks that the appstream branch lists the app with the metainfo's summary, 64 and 128 px
# icons and as many screenshots. The translations stay in the app (share/runtime/locale), as
# in the bundles, rather than in a .Locale extension: one small language so far.
# Needs flatpak, ostree and python3. Takes seconds (the static deltas most of it).
set -euo pipefail

usage () { sed -n '3,/^# Needs flatpak/p' "$0" | sed 's/^# \{0,1\}//'; }
die () { echo "make-repo.sh: $*" >&2; exit 1; }

branch=stable runtime_of="" url="" runtime_repo=https://dl.flathub.org/repo/flathub.flatpakrepo
title="" gpg_key="" gpg_homedir="" subject="" bundles=0
args=()
while [ $# -gt 0 ]; do
  case $1 in
    --branch) branch=${2:?--branch needs a value}; shift 2 ;;
    --runtime-of) runtime_of=${2:?--runtime-of needs a manifest}; shift 2 ;;
    --url) url=${2:?--url needs a value}; shift 2 ;;
    --runtime-repo) runtime_repo=${2:?--runtime-repo needs a value}; shift 2 ;;
    --title) title=${2:?--title needs a value}; shift 2 ;;
    --gpg-key) gpg_key=${2:?--gpg-key needs a key id}; shift 2 ;;
    --gpg-homedir) gpg_homedir=${2:?--gpg-homedir needs a folder}; shift 2 ;;
    --subject) subject=${2:?--subject needs a value}; shift 2 ;;
    --bundles) bundles=1; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "make-repo.sh: unknown option $1 (--help)" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
[ ${#args[@]} = 2 ] || { echo "usage: flatpak/make-repo.sh [OPTIONS] APP_BUILD OUT_DIR (--help)" >&2; exit 2; }
app_build=$(realpath "${args[0]}")
out=$(realpath -m "${args[1]}")
{ [ -f "$app_build/metadata" ] && [ -d "$app_build/files" ]; } \
  || die "$app_build is not a flatpak-builder build directory (no metadata or files/)"
[ -f "$app_build/metadata.debuginfo" ] \
  || die "$app_build has no metadata.debuginfo: flatpak-builder split no debug info, so there is no .Debug extension to publish"
[ -z "$gpg_homedir" ] || gpg_homedir=$(realpath "$gpg_homedir")

app_id=$(sed -n 's/^name=//p' "$app_build/metadata" | head -1)
[ -n "$app_id" ] || die "$app_build/metadata names no app"
arch=$(flatpak --default-arch)
repo=$out/repo
[ -n "$url" ] || url="file://$repo/"
case $url in */) ;; *) url="$url/" ;; esac

# What the store shows, from the metainfo the build installed (flatpak-builder 1.2 renames it
# to share/appdata/APP_ID.appdata.xml; newer ones keep share/metainfo).
metainfo=""
for f in "$app_build/files/share/metainfo/$app_id.metainfo.xml" "$app_build/files/share/appdata/$app_id.appdata.xml"; do
  [ -f "$f" ] && { metainfo=$f; break; }
done
[ -n "$metainfo" ] || die "$app_build installs no metainfo for $app_id"
icon=$app_build/files/share/icons/hicolor/scalable/apps/$app_id.svg
[ -f "$icon" ] || die "$app_build installs no scalable icon ($icon)"
# name, summary, first description paragraph, homepage, newest release: one per line.
mapfile -t info < <(/usr/bin/python3 - "$metainfo" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
def untranslated(tag):
    for e in root.findall(tag):
        if "{http://www.w3.org/XML/1998/namespace}lang" not in e.attrib:
            return " ".join("".join(e.itertext()).split())
    return ""
para = next((p for p in root.findall("./description/p")
             if "{http://www.w3.org/XML/1998/namespace}lang" not in p.attrib), None)
rel = root.find("./releases/release")
print(untranslated("name"))
print(untranslated("summary"))
print(" ".join("".join(para.itertext()).split()) if para is not None else "")
print(next((u.text.strip() for u in root.findall("url") if u.get("type") == "homepage"), ""))
print(rel.get("version") if rel is not None else "")
PY
)
name=${info[0]:-} summary=${info[1]:-} description=${info[2]:-} homepage=${info[3]:-} version=${info[4]:-}
{ [ -n "$name" ] && [ -n "$summary" ]; } || die "$metainfo has no name or summary"
[ -n "$title" ] || title=$name
[ -n "$subject" ] || subject="$app_id ${version:-build}"

gpg_args=()
gpg_key_b64=""
if [ -n "$gpg_key" ]; then
  gpg_args=(--gpg-sign="$gpg_key")
  [ -z "$gpg_homedir" ] || gpg_args+=(--gpg-homedir="$gpg_homedir")
  gpg_key_b64=$(gpg ${gpg_homedir:+--homedir "$gpg_homedir"} --batch --export "$gpg_key" | base64 -w0)
  [ -n "$gpg_key_b64" ] || die "gpg has no public key $gpg_key${gpg_homedir:+ in $gpg_homedir}"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A copy, so that the metadata can name the published runtime without touching the build.
cp -a "$app_build" "$tmp/app"
if [ -n "$runtime_of" ]; then
  read -r runtime sdk rversion < <(/usr/bin/python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["runtime"], m["sdk"], m["runtime-version"])' "$runtime_of")
  sed -i "s|^runtime=.*|runtime=$runtime/$arch/$rversion|; s|^sdk=.*|sdk=$sdk/$arch/$rversion|" "$tmp/app/metadata"
fi
runtime_ref=$(sed -n 's/^runtime=//p' "$tmp/app/metadata" | head -1)

# As flatpak-builder exports: the app without lib/debug, then lib/debug as APP_ID.Debug.
mkdir -p "$out"
flatpak build-export ${gpg_args[@]+"${gpg_args[@]}"} --no-update-summary --subject="$subject" \
  --exclude='/lib/debug/*' --include=/lib/debug/app "$repo" "$tmp/app" "$branch" >/dev/null \
  || die "flatpak build-export of $app_id into $repo failed"
flatpak build-export ${gpg_args[@]+"${gpg_args[@]}"} --no-update-summary --subject="$subject" \
  --runtime --metadata=metadata.debuginfo --files=files/lib/debug "$repo" "$tmp/app" "$branch" >/dev/null \
  || die "flatpak build-export of $app_id.Debug into $repo failed"
# The summary, the appstream branch (appstream/ARCH and appstream2/ARCH, from the app's
# share/app-info) and static deltas from each ref's previous commit.
flatpak build-update-repo ${gpg_args[@]+"${gpg_args[@]}"} --generate-static-deltas --prune \
  --title="$title" --comment="$summary" --description="$description" --homepage="$homepage" \
  --icon="$url$app_id.svg" --default-branch="$branch" "$repo" >/dev/null \
  || die "flatpak build-update-repo $repo failed"
cp "$icon" "$repo/$app_id.svg"

# What GNOME Software will list from the appstream branch: the app, its summary, the 64 and
# 128 px icons and the screenshots of its metainfo.
appstream_ref=appstream2/$arch
ostree --repo="$repo" cat "$appstream_ref" /appstream.xml > "$tmp/appstream.xml" \
  || die "build-update-repo made no $appstream_ref branch"
for size in 64x64 128x128; do
  ostree --repo="$repo" ls "$appstream_ref" "/icons/$size/$app_id.png" >/dev/null 2>&1 \
    || die "the appstream branch has no $size icon of $app_id"
done
/usr/bin/python3 - "$tmp/appstream.xml" "$app_id" "$summary" "$metainfo" <<'PY' || die "the appstream branch does not list $app_id as its metainfo does"
import sys, xml.etree.ElementTree as ET
path, app_id, summary, metainfo = sys.argv[1:]
c = next((c for c in ET.parse(path).getroot().iter("component") if c.findtext("id") == app_id), None)
if c is None:
    sys.exit(f"make-repo.sh: no component {app_id} in the appstream data")
want = len(ET.parse(metainfo).getroot().findall("./screenshots/screenshot"))
got = len(c.findall("./screenshots/screenshot"))
if c.findtext("summary") != summary or got != want or want == 0:
    sys.exit(f"make-repo.sh: appstream summary {c.findtext('summary')!r}, {got} screenshots; "
             f"the metainfo: {summary!r}, {want} screenshots")
PY

# key=value lines for the two description files; GPGKey only when signed.
common () {
  printf 'Title=%s\nUrl=%s\nHomepage=%s\nComment=%s\nDescription=%s\nIcon=%s\n' \
    "$title" "$url" "$homepage" "$summary" "$description" "$url$app_id.svg"
  [ -z "$gpg_key_b64" ] || printf 'GPGKey=%s\n' "$gpg_key_b64"
}
remote_name=${name,,}
remote_name=${remote_name// /-}
{ echo "[Flatpak Repo]"; common; printf 'DefaultBranch=%s\n' "$branch"; } > "$out/$app_id.flatpakrepo"
{ echo "[Flatpak Ref]"; printf 'Name=%s\nBranch=%s\nIsRuntime=false\nRuntimeRepo=%s\nSuggestRemoteName=%s\n' \
    "$app_id" "$branch" "$runtime_repo" "$remote_name"; common; } > "$out/$app_id.flatpakref"

if [ $bundles = 1 ]; then
  bundle_args=()
  case $url in file://*) ;; *) bundle_args+=(--repo-url="$url") ;; esac
  if [ -n "$gpg_key" ]; then
    gpg ${gpg_homedir:+--homedir "$gpg_homedir"} --batch --export "$gpg_key" > "$tmp/key.gpg"
    bundle_args+=(--gpg-keys="$tmp/key.gpg")
  fi
  flatpak build-bundle ${bundle_args[@]+"${bundle_args[@]}"} --runtime-repo="$runtime_repo" \
    "$repo" "$out/$app_id.flatpak" "$app_id" "$branch" || die "flatpak build-bundle $app_id failed"
  flatpak build-bundle ${bundle_args[@]+"${bundle_args[@]}"} --runtime \
    "$repo" "$out/$app_id.Debug.flatpak" "$app_id.Debug" "$branch" || die "flatpak build-bundle $app_id.Debug failed"
fi

commit=$(ostree --repo="$repo" rev-parse "app/$app_id/$arch/$branch")
echo "make-repo.sh: $repo: app/$app_id/$arch/$branch at $commit (needs $runtime_ref), $app_id.Debug," \
  "appstream/$arch; ${gpg_key:+signed with $gpg_key; }Url=$url"
