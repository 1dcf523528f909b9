#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak/test-release-repo.sh [APP_BUILD]: install the app from a static Flatpak repository
# as a user would, and update it. Run by `./test.sh --flatpak` after test-offline-build.sh,
# and by build-aux/release.sh on the build of the release tarball.
#
# APP_BUILD (default $SDM_FLATPAK_WORK/app-build, left by test-offline-build.sh) is a
# flatpak-builder build against the Debian 13 runtime (local.debian.Platform//13, installed
# for the user by build-debian-runtime.sh). It is published with flatpak/make-repo.sh, the
# script build-aux/release.sh publishes a release with, into a folder under the work dir, signed
# with a throw-away GPG key (so that the GPGKey= path is the one tested), but with the metadata
# naming the runtime it was built against: org.gnome.Platform cannot be installed here. Then:
#   1. `flatpak remote-add --user` of the repository through its .flatpakrepo, from a file://
#      URL: the remote has the repository's title and verifies signatures;
#   2. the appstream branch, as GNOME Software reads it after `flatpak update --appstream`:
#      the app with its name, summary, a 64 and a 128 px icon, its screenshots and release;
#   3. `flatpak install --user` of the app and its .Debug extension from that remote: the app
#      comes from it, at the repository's commit;
#   4. `flatpak run` under Xvfb: the window shows and draws, Ctrl+Q quits it cleanly;
#      `flatpak run --command=sudominoku-cli APP solve < tests/data/boj*-sample.in` prints
#      the .out files exactly;
#   5. a second, newer build published to the same repository (the same files, its metainfo
#      naming a newer version): `flatpak update --user` moves the app to the new commit (through
#      a static delta) and the appstream data to the new version;
#   6. uninstall (and the app's data) and remote-delete: nothing of it stays installed.
# An app of the same id installed before (test-offline-build.sh installs one from the runtime's
# remote) is uninstalled first. Needs root, like test-offline-build.sh. About a minute.
#   SDM_FLATPAK_WORK  the work dir (default /var/cache/sudominoku/flatpak), a folder of root's
#                     that no one else can write to (build-aux/trusted-dirs.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
case "${1:-}" in
  -h|--help) sed -n '3,/^#   SDM_FLATPAK_WORK/p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "usage: flatpak/test-release-repo.sh [APP_BUILD]" >&2; exit 2 ;;
esac
WORK=${SDM_FLATPAK_WORK:-/var/cache/sudominoku/flatpak}
WORK=${WORK%/}
# shellcheck source=../build-aux/trusted-dirs.sh
. "$root/build-aux/trusted-dirs.sh"
sdm_trusted_dir test-release-repo.sh "$WORK" || exit 2
app_build=$(realpath -m "${1:-$WORK/app-build}")
BRANCH=stable
REMOTE=sudominoku-release-test
start=$(date +%s)
step () { echo "== release repo [$(( $(date +%s) - start ))s] $*"; }
fail () { echo "test-release-repo.sh: $*" >&2; exit 1; }

# shellcheck source-path=SCRIPTDIR/..
# shellcheck source=build-aux/deps.sh
. "$root/build-aux/deps.sh"
# shellcheck disable=SC2086
sdm_install_missing $SDM_FLATPAK_PACKAGES ostree gnupg

[ -f "$app_build/metadata" ] \
  || fail "no flatpak build in $app_build: run flatpak/test-offline-build.sh first (or name one)"
app_id=$(sed -n 's/^name=//p' "$app_build/metadata" | head -1)
runtime=$(sed -n 's/^runtime=//p' "$app_build/metadata" | head -1)
arch=$(flatpak --default-arch)
flatpak --user info "$runtime" >/dev/null 2>&1 \
  || fail "$app_build was built against $runtime, which is not installed for this user"

test_dir=$WORK/release-test
out=$test_dir/published
url="file://$out/repo/"
user_dir=${XDG_DATA_HOME:-$HOME/.local/share}/flatpak

# quiet CMD...: CMD's output only when it fails (flatpak warns about XDG_DATA_DIRS on every
# install here).
quiet () { "$@" > "$test_dir/cmd.log" 2>&1 || { cat "$test_dir/cmd.log" >&2; return 1; }; }
# Not `uninstall --delete-data`: it asks the permission store on a session bus, and there is
# none here; the app's data is ~/.var/app/APP_ID.
cleanup () {
  flatpak --user uninstall -y --noninteractive "$app_id.Debug//$BRANCH" >/dev/null 2>&1 || true
  flatpak --user uninstall -y --noninteractive "$app_id//$BRANCH" >/dev/null 2>&1 || true
  rm -rf "$HOME/.var/app/$app_id"
  flatpak --user remote-delete --force "$REMOTE" >/dev/null 2>&1 || true
  [ ! -d "$test_dir/gnupg" ] || gpgconf --homedir "$test_dir/gnupg" --kill all 2>/dev/null || true
  rm -rf "$test_dir"
}
trap cleanup EXIT
cleanup

step "publish $app_id from $app_build (flatpak/make-repo.sh, signed with a throw-away key)"
mkdir -p "$test_dir/gnupg"
chmod 700 "$test_dir/gnupg"
gpg --homedir "$test_dir/gnupg" --batch --quiet --passphrase '' \
  --quick-gen-key 'Sudominoku release test <release-test@sudominoku.invalid>' rsa2048 sign never 2>/dev/null
key=$(gpg --homedir "$test_dir/gnupg" --batch --list-keys --with-colons 2>/dev/null | sed -n 's/^fpr:*\([0-9A-F]*\):.*/\1/p' | head -1)
[ -n "$key" ] || fail "could not make a GPG key"
publish () { # SUBJECT BUILD
  "$root/flatpak/make-repo.sh" --gpg-key "$key" --gpg-homedir "$test_dir/gnupg" \
    --url "$url" --subject "$1" "$2" "$out"
}
publish "first build" "$app_build"
repo_commit () { ostree --repo="$out/repo" rev-parse "app/$app_id/$arch/$BRANCH"; }
first=$(repo_commit)
for f in "$app_id.flatpakrepo" "$app_id.flatpakref"; do
  { grep -qx "Url=$url" "$out/$f" && grep -q '^GPGKey=.' "$out/$f" && grep -q '^Title=.' "$out/$f"; } \
    || { cat "$out/$f" >&2; fail "$f has no Url=$url, GPGKey or Title"; }
done
{ grep -qx "Name=$app_id" "$out/$app_id.flatpakref" && grep -qx "Branch=$BRANCH" "$out/$app_id.flatpakref" \
  && grep -qx "IsRuntime=false" "$out/$app_id.flatpakref" \
  && grep -qx "RuntimeRepo=https://dl.flathub.org/repo/flathub.flatpakrepo" "$out/$app_id.flatpakref"; } \
  || { cat "$out/$app_id.flatpakref" >&2; fail "the .flatpakref does not name the app, branch $BRANCH and Flathub's runtime repository"; }
icon_url=$(sed -n 's/^Icon=//p' "$out/$app_id.flatpakrepo")
[ -s "${icon_url#file://}" ] || fail "the .flatpakrepo's Icon=$icon_url is not in the repository"

step "installed apps of the same id go first"
for ref in $(flatpak --user list --columns=ref | grep -E "^$app_id(\.Debug)?/" || true); do
  echo "uninstalling $ref (origin $(flatpak --user info --show-origin "$ref"))"
  quiet flatpak --user uninstall -y --noninteractive "$ref"
done

step "flatpak remote-add --user $REMOTE file://…/$app_id.flatpakrepo"
flatpak --user remote-add "$REMOTE" "file://$out/$app_id.flatpakrepo" \
  || fail "flatpak remote-add from file://$out/$app_id.flatpakrepo failed"
flatpak --user remotes --columns=name,title,url | grep -E "^$REMOTE\b" | tee "$test_dir/remote.txt"
grep -qF "$url" "$test_dir/remote.txt" || fail "the remote does not point at $url"
[ "$(ostree --repo="$user_dir/repo" config get "remote \"$REMOTE\".gpg-verify")" = true ] \
  || fail "the remote does not verify signatures although the .flatpakrepo has a GPGKey"

step "the appstream data GNOME Software lists"
flatpak --user update -y --noninteractive --appstream "$REMOTE" >/dev/null
appstream=$user_dir/appstream/$REMOTE/$arch/active
# check_appstream VERSION: the app's component with its name, summary, icons, screenshots
# and VERSION as its newest release; the summary and name are the ones of the metainfo.
check_appstream () {
  /usr/bin/python3 - "$appstream" "$app_id" "$1" "$app_build" <<'PY'
import glob, gzip, os, sys, xml.etree.ElementTree as ET
active, app_id, version, build = sys.argv[1:]
path = os.path.join(active, "appstream.xml.gz")
if not os.path.exists(path):
    sys.exit(f"no appstream data in {active}: {os.listdir(active) if os.path.isdir(active) else 'missing'}")
root = ET.fromstring(gzip.open(path).read())
comps = [c for c in root.iter("component") if (c.findtext("id") or "").removesuffix(".desktop") == app_id]
if len(comps) != 1:
    sys.exit(f"{len(comps)} components for {app_id} in {path}")
c = comps[0]
L = "{http://www.w3.org/XML/1998/namespace}lang"
def plain(tag):
    return next((" ".join(e.text.split()) for e in c.findall(tag) if L not in e.attrib and e.text), "")
meta = next(iter(glob.glob(f"{build}/files/share/metainfo/{app_id}.metainfo.xml")
                 + glob.glob(f"{build}/files/share/appdata/{app_id}.appdata.xml")))
m = ET.parse(meta).getroot()
want = {t: next(" ".join(e.text.split()) for e in m.findall(t) if L not in e.attrib) for t in ("name", "summary")}
problems = []
for t in ("name", "summary"):
    if plain(t) != want[t]:
        problems.append(f"{t} is {plain(t)!r}, the metainfo says {want[t]!r}")
icons = {(i.get("width"), i.text) for i in c.findall("icon") if i.get("type") == "cached"}
for size in ("64", "128"):
    names = [n for w, n in icons if w == size]
    if not names:
        problems.append(f"no cached {size} px icon ({icons})")
    elif not os.path.isfile(os.path.join(active, "icons", f"{size}x{size}", names[0])):
        problems.append(f"the {size} px icon {names[0]} is not in {active}/icons")
shots = c.findall("./screenshots/screenshot")
images = [i.text for s in shots for i in s.findall("image") if i.text and i.text.startswith("https://")]
if len(shots) < 3 or not any(s.get("type") == "default" for s in shots) or len(images) < len(shots):
    problems.append(f"{len(shots)} screenshots, {len(images)} image URLs: expected the metainfo's three, one default")
rel = c.find("./releases/release")
if rel is None or rel.get("version") != version:
    problems.append(f"the newest release is {rel.get('version') if rel is not None else None}, not {version}")
if c.findtext("./bundle") is None or app_id not in c.findtext("./bundle"):
    problems.append("no <bundle> naming the app's ref")
for p in problems:
    print("appstream:", p)
if problems:
    sys.exit(1)
print(f"appstream: {app_id}: {plain('name')!r}, {plain('summary')!r}, icons {sorted(w for w, _ in icons)} px, "
      f"{len(shots)} screenshots, release {version}")
PY
}
version=$(/usr/bin/python3 -c '
import glob, sys, xml.etree.ElementTree as ET
b, a = sys.argv[1:]
f = (glob.glob(f"{b}/files/share/metainfo/{a}.metainfo.xml") + glob.glob(f"{b}/files/share/appdata/{a}.appdata.xml"))[0]
print(ET.parse(f).getroot().find("./releases/release").get("version"))' "$app_build" "$app_id")
check_appstream "$version" || fail "the repository's appstream data is not what GNOME Software needs"

step "flatpak install --user $REMOTE $app_id//$BRANCH and its .Debug extension"
quiet flatpak --user install -y --noninteractive "$REMOTE" "$app_id//$BRANCH" "$app_id.Debug//$BRANCH" \
  || fail "flatpak install from $REMOTE failed"
[ "$(flatpak --user info --show-origin "$app_id//$BRANCH")" = "$REMOTE" ] || fail "the app does not come from $REMOTE"
[ "$(flatpak --user info --show-commit "$app_id//$BRANCH")" = "$first" ] || fail "the installed commit is not the repository's $first"
[ -s "$user_dir/runtime/$app_id.Debug/$arch/$BRANCH/active/files/bin/sudominoku.debug" ] \
  || fail "the .Debug extension has no bin/sudominoku.debug"

step "flatpak run under Xvfb: the window"
shot=$test_dir/window.png
"$root/flatpak/run-under-xvfb.sh" "$app_id" "$shot" "$test_dir/run.log" || fail "flatpak run of the installed app failed"

step "flatpak run --command=sudominoku-cli $app_id solve: the contest samples"
for sample in "$root"/tests/data/boj*-sample.in; do
  flatpak run --branch="$BRANCH" --command=sudominoku-cli "$app_id" solve < "$sample" > "$test_dir/answer.txt" \
    || fail "sudominoku-cli solve < $(basename "$sample") failed"
  cmp -s "$test_dir/answer.txt" "${sample%.in}.out" \
    || { diff "$test_dir/answer.txt" "${sample%.in}.out" >&2; fail "sudominoku-cli solve < $(basename "$sample") is not ${sample##*/}.out"; }
  echo "$(basename "$sample"): the expected answer"
done

step "a newer build in the repository, and flatpak update --user"
newer=${version%.*}.$(( ${version##*.} + 1 ))
rm -rf "$test_dir/newer"
cp -a "$app_build" "$test_dir/newer"
# The same files, with a newer <release> on top in the metainfo and in the appstream data
# that flatpak-builder composed from it.
/usr/bin/python3 - "$test_dir/newer/files/share" "$app_id" "$newer" <<'PY'
import glob, gzip, sys
share, app_id, newer = sys.argv[1:]
tag = f'<release version="{newer}" date="2099-01-01"/>'
paths = glob.glob(f"{share}/metainfo/{app_id}.metainfo.xml") + glob.glob(f"{share}/appdata/{app_id}.appdata.xml")
xmls = glob.glob(f"{share}/app-info/xmls/*.xml.gz") + glob.glob(f"{share}/swcatalog/xml/*.xml.gz")
for p in paths + xmls:
    opener = gzip.open if p.endswith(".gz") else open
    text = opener(p, "rt", encoding="utf-8").read()
    if "<releases>" not in text:
        sys.exit(f"{p} has no <releases>")
    with opener(p, "wt", encoding="utf-8") as f:
        f.write(text.replace("<releases>", "<releases>" + tag, 1))
if not paths or not xmls:
    sys.exit(f"no metainfo ({paths}) or appstream data ({xmls}) under {share}")
PY
publish "newer build $newer" "$test_dir/newer"
second=$(repo_commit)
[ "$second" != "$first" ] || fail "publishing again made no new commit"
ostree --repo="$out/repo" static-delta list | grep -qx "$first-$second" \
  || { ostree --repo="$out/repo" static-delta list >&2; fail "no static delta from $first to $second"; }
quiet flatpak --user update -y --noninteractive "$app_id//$BRANCH" || fail "flatpak update failed"
now=$(flatpak --user info --show-commit "$app_id//$BRANCH")
[ "$now" = "$second" ] || fail "after flatpak update the app is at $now, not the new commit $second (was $first)"
grep -q "version=\"$newer\"" "$user_dir"/app/"$app_id"/"$arch"/"$BRANCH"/active/files/share/*/"$app_id".*.xml \
  || fail "the updated app's metainfo does not name $newer"
flatpak --user update -y --noninteractive --appstream "$REMOTE" >/dev/null
check_appstream "$newer" || fail "the appstream data does not show the newer build"
echo "updated: $first -> $second ($version -> $newer)"

step "uninstall, remote-delete"
quiet flatpak --user uninstall -y --noninteractive "$app_id.Debug//$BRANCH" "$app_id//$BRANCH"
rm -rf "$HOME/.var/app/$app_id"
flatpak --user remote-delete "$REMOTE"
trap - EXIT
cleanup
if flatpak --user list --columns=ref | grep -E "^$app_id(\.Debug)?/"; then fail "still installed"; fi
if flatpak --user remotes --columns=name | grep -qx "$REMOTE"; then fail "the remote $REMOTE is still there"; fi
[ ! -e "$user_dir/appstream/$REMOTE" ] || fail "the remote's appstream data stayed in $user_dir/appstream/$REMOTE"
[ ! -e "$HOME/.var/app/$app_id" ] || fail "the app's data stayed in ~/.var/app/$app_id"
step "done: installed from a static repository, ran, updated, uninstalled"
