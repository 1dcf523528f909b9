#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/release.sh VERSION [OPTIONS]: make release VERSION of Sudominoku from a clean
# tree on the branch to release (main): the release commit and its tag, the `meson dist`
# tarball, the Flatpak built from that tarball, a static Flatpak repository to host, and the
# next version opened. Every file it makes goes to _release/VERSION/ (ignored by git).
#
# Steps, in order (each says what failed and how to go on):
#   1. checks: VERSION is X.Y.Z and newer than the newest release in NEWS
#      (build-aux/news.py latest), the tree is clean (`git status --porcelain`), HEAD is on a
#      branch, tag vVERSION does not exist, build-aux/news.py check passes;
#   2. ./test.sh, the whole suite (not with --skip-tests: a rehearsal only);
#   3. build-aux/news.py release VERSION: NEWS's "Unreleased" becomes "Version VERSION",
#      released today; meson.build says VERSION; the metainfo gets the <release> with the
#      same notes;
#   4. the store screenshots retaken (build-aux/dev-shell.sh build-aux/screenshots.sh build);
#      on a terminal, without --yes, it shows them and asks before going on (no: the tree
#      goes back as it was, nothing is committed);
#   5. the commit "Release VERSION" and the annotated tag vVERSION on it (signed with
#      --gpg-key);
#   6. the tarball: a clone of the tag, `meson dist` through build-aux/dev-shell.sh, which
#      unpacks it, builds it in the shipped configuration (-Dbuildtype=release -Dwerror=true)
#      and runs its tests there: every suite but the GUI one (engine, core, cli, data), as
#      the Flatpak build does; step 2 ran the GUI tests on the same sources;
#   7. the Flatpak from that tarball: _release/VERSION/APP_ID.json is the release manifest
#      with its source the tarball ({"type": "archive", "path", "sha256"}), as a distribution
#      builds it; it is built against the runtime made from Debian 13 packages
#      (flatpak/build-debian-runtime.sh; org.gnome.Platform cannot be downloaded here) with
#      flatpak-builder, which runs the tests again in the sandbox;
#   8. the static repository (flatpak/make-repo.sh): repo/ with the app, its .Debug
#      extension, static deltas and the appstream branch, its metadata naming the manifest's
#      runtime (org.gnome.Platform//NN); APP_ID.flatpakrepo and APP_ID.flatpakref beside
#      it, with GPGKey= when signed; the bundles APP_ID.flatpak and APP_ID.Debug.flatpak;
#   9. checks of what is published: the bundles install into a throw-away installation and
#      ask for that runtime; the same build, published against the local runtime, is
#      installed from its repository, run, updated and removed (flatpak/test-release-repo.sh,
#      which first uninstalls an app of the same id installed for the user);
#  10. RELEASE-NOTES.txt (NEWS's section of VERSION) and SHA256SUMS over every file made
#      (SHA256SUMS.asc too when signed);
#  11. the Flathub manifest (flatpak/flathub/APP_ID.json, flatpak/update-flathub-manifest.sh)
#      names tag vVERSION and its commit, in a commit of its own after the tag: a commit
#      cannot name its own hash, so the release commit keeps the previous release's manifest
#      (build-aux/news.py check allows that at a release commit) and the next commit gives
#      Flathub the tag's commit;
#  12. build-aux/news.py open-next NEXT and the commit "Post-release version bump".
# At the end the tree is clean again; push with `git push origin HEAD vVERSION` and upload
# _release/VERSION/ (repo/ at the --url, the rest beside it).
#
# Options:
#   --next NEXT        the version main moves on to (default VERSION's patch + 1)
#   --date YYYY-MM-DD  the release date (default today, UTC)
#   --url URL          where repo/ will be served (default https://sudominoku.github.io/repo/,
#                      a placeholder until the project has a host)
#   --previous-repo DIR  the repository published with the last release (say
#                      _release/0.3.0/repo, or a copy of the server's): the new commits go on
#                      top of it, so users update through static deltas from that release;
#                      without it repo/ holds this release alone (users still update to it)
#   --gpg-key ID       sign the tag, the repository, the bundles' key and SHA256SUMS
#   --gpg-homedir DIR  GnuPG home with that key (default gpg's own)
#   --yes              do not ask about the screenshots
#   --skip-tests       no ./test.sh: a REHEARSAL, said in RELEASE-NOTES.txt and SHA256SUMS
#   --no-werror        build the tarball without -Dwerror=true: a REHEARSAL too
#   --continue         tag vVERSION exists (an earlier run stopped after step 5): make the
#                      outputs from it again and finish steps 11-12 where they are not done
#                      (new outputs: meson dist's tarball is not byte for byte the same twice,
#                      so never after the files were published)
#   --rehearse         run the whole release in a throw-away clone of HEAD (its commits and
#                      tag are discarded); the outputs land in _release/VERSION-rehearsal/
# Needs root (the Flatpak runtime, dev-shell.sh's root). Takes 35-60 minutes on 2 cores:
# ./test.sh 20-40 min, screenshots 1-3 min, the tarball's build and tests 3-5 min, the
# Flatpak 3-5 min (plus 10-15 min once for the runtime), the repository, bundles and their
# checks 2-3 min. Environment: SDM_FLATPAK_WORK (the Flatpak cache, default
# /var/cache/sudominoku/flatpak), SDM_REFERENCE_CACHE (dev-shell.sh's root).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app_id=io.github.sudominoku.Sudominoku
started=$(date +%s)

usage () { sed -n '3,/^# \/var\/cache\/sudominoku\/flatpak), SDM_REFERENCE_CACHE/p' "$0" | sed 's/^# \{0,1\}//'; }
say () { echo "== release [$(( ($(date +%s) - started) / 60 ))m$(( ($(date +%s) - started) % 60 ))s] $*"; }
die () { echo "release.sh: $*" >&2; exit 1; }
loud () { printf '\n%s\n%s\n%s\n\n' "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!" "!!! $*" "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!" >&2; }

version="" next="" date="" url=https://sudominoku.github.io/repo/ gpg_key="" gpg_homedir="" previous_repo=""
yes=0 skip_tests=0 werror=true resume=0 rehearse=0
passed=()
while [ $# -gt 0 ]; do
  case $1 in
    --next) next=${2:?--next needs a version}; passed+=("$1" "$2"); shift 2 ;;
    --date) date=${2:?--date needs YYYY-MM-DD}; passed+=("$1" "$2"); shift 2 ;;
    --url) url=${2:?--url needs a URL}; passed+=("$1" "$2"); shift 2 ;;
    --previous-repo) previous_repo=$(realpath "${2:?--previous-repo needs a folder}"); passed+=("$1" "$previous_repo"); shift 2 ;;
    --gpg-key) gpg_key=${2:?--gpg-key needs a key id}; passed+=("$1" "$2"); shift 2 ;;
    --gpg-homedir) gpg_homedir=$(realpath "${2:?--gpg-homedir needs a folder}"); passed+=("$1" "$gpg_homedir"); shift 2 ;;
    --yes) yes=1; shift ;;
    --skip-tests) skip_tests=1; passed+=("$1"); shift ;;
    --no-werror) werror=false; passed+=("$1"); shift ;;
    --continue) resume=1; shift ;;
    --rehearse) rehearse=1; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "release.sh: unknown option $1 (--help says what it takes)" >&2; exit 2 ;;
    *) [ -z "$version" ] || { echo "release.sh: one VERSION only" >&2; exit 2; }
       version=$1; shift ;;
  esac
done
[ -n "$version" ] || { echo "usage: build-aux/release.sh VERSION [OPTIONS] (--help)" >&2; exit 2; }
[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] \
  || { echo "release.sh: $version is not a version X.Y.Z" >&2; exit 2; }
[ -n "$next" ] || next=${version%.*}.$(( ${version##*.} + 1 ))
[ -n "$date" ] || date=$(date -u +%F)
case $url in */) ;; *) url="$url/" ;; esac
tag=v$version
cd "$root"

# --rehearse: the same command in a clone of HEAD; only its outputs are kept.
if [ $rehearse = 1 ]; then
  [ $resume = 0 ] || die "--rehearse and --continue do not go together"
  head=$(git rev-parse HEAD)
  branch=$(git symbolic-ref --short -q HEAD || echo rehearsal)
  scratch=$(mktemp -d /var/tmp/sudominoku-rehearsal.XXXXXX)
  trap 'rm -rf "$scratch"' EXIT
  say "rehearsal in a throw-away clone of $head: $scratch/sudominoku"
  git clone -q --no-hardlinks "$root" "$scratch/sudominoku"
  git -C "$scratch/sudominoku" checkout -q -B "$branch" "$head"
  git -C "$scratch/sudominoku" config user.name "$(git config user.name || echo 'Sudominoku rehearsal')"
  git -C "$scratch/sudominoku" config user.email "$(git config user.email || echo 'rehearsal@sudominoku.invalid')"
  [ -x "$scratch/sudominoku/build-aux/release.sh" ] \
    || die "HEAD has no build-aux/release.sh: a rehearsal runs what is committed, so commit it first"
  [ -z "$(git status --porcelain)" ] || echo "release.sh: note: the uncommitted changes here are not in the rehearsal" >&2
  status=0 moved=""
  SDM_RELEASE_REHEARSAL="a throw-away clone of $head; its commits and tag were discarded" \
    "$scratch/sudominoku/build-aux/release.sh" "$version" --yes ${passed[@]+"${passed[@]}"} || status=$?
  if [ -d "$scratch/sudominoku/_release/$version" ]; then
    rm -rf "$root/_release/$version-rehearsal"
    mkdir -p "$root/_release"
    mv "$scratch/sudominoku/_release/$version" "$root/_release/$version-rehearsal"
    moved=1
  fi
  echo "== the clone's history (discarded):"
  git -C "$scratch/sudominoku" log --oneline --decorate -4 "$branch"
  git -C "$scratch/sudominoku" status --porcelain --ignored=no | sed 's/^/  left in the clone: /'
  [ $status = 0 ] || die "the rehearsal failed (status $status, above)${moved:+; its outputs and logs: _release/$version-rehearsal/}"
  say "rehearsal done: _release/$version-rehearsal/ (nothing here was committed or tagged)"
  exit 0
fi

rehearsal=${SDM_RELEASE_REHEARSAL:-}
[ $skip_tests = 0 ] || rehearsal="${rehearsal:+$rehearsal; }--skip-tests: ./test.sh was not run"
[ $werror = true ] || rehearsal="${rehearsal:+$rehearsal; }--no-werror: the tarball was built without -Dwerror=true"
if [ -n "$rehearsal" ]; then loud "REHEARSAL, NOT A RELEASE: $rehearsal"; fi

out=$root/_release/$version
# Taken as written, and checked: what is built there runs as root (build-aux/trusted-dirs.sh).
work=${SDM_FLATPAK_WORK:-/var/cache/sudominoku/flatpak}
work=${work%/}
# shellcheck source=trusted-dirs.sh
. "$root/build-aux/trusted-dirs.sh"
sdm_trusted_dir release.sh "$work" || exit 2
fwork=$work/release-$version
news () { /usr/bin/python3 "$root/build-aux/news.py" "$@"; }
export SDM_FLATPAK_WORK=$work

# ---------------------------------------------------------------------------------------
say "1. checks"
[ -x "$root/build-aux/news.py" ] || die "build-aux/news.py is missing: it writes NEWS, meson.build and the metainfo from one set of notes"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || die "$root is not a git checkout"
branch=$(git symbolic-ref --short -q HEAD) || die "HEAD is detached: check out the branch to release (main)"
dirty=$(git status --porcelain)
[ -z "$dirty" ] || die "the tree is not clean (git status --porcelain):
$dirty
commit or stash that first: a release is made from commits only"
case "$work/" in "$root"/*) die "SDM_FLATPAK_WORK ($work) must be outside the source tree" ;; esac
if [ -n "$gpg_key" ]; then
  gpg ${gpg_homedir:+--homedir "$gpg_homedir"} --batch --list-secret-keys "$gpg_key" >/dev/null 2>&1 \
    || die "no secret GPG key $gpg_key${gpg_homedir:+ in $gpg_homedir}"
fi
if [ -n "$previous_repo" ]; then
  { [ -f "$previous_repo/config" ] && [ -d "$previous_repo/objects" ]; } \
    || die "--previous-repo $previous_repo is not an OSTree repository (no config and objects/)"
fi
if git rev-parse -q --verify "refs/tags/$tag" >/dev/null; then
  [ $resume = 1 ] || die "tag $tag exists already. To make its outputs again and finish the release:
  build-aux/release.sh $version --continue
To undo a release that was not pushed (when the release commit is HEAD):
  git tag -d $tag && git reset --hard $tag^"
  [ "$(git cat-file -t "refs/tags/$tag")" = tag ] || die "$tag is not an annotated tag"
  git merge-base --is-ancestor "$tag" HEAD || die "$tag is not in $branch's history"
else
  [ $resume = 0 ] || die "--continue: there is no tag $tag to continue from"
  latest=$(news latest) || die "build-aux/news.py latest failed: NEWS names no release"
  newer=$(/usr/bin/python3 -c 'import sys; a, b = ([int(x) for x in v.split(".")] for v in sys.argv[1:]); print(int(a > b))' "$version" "${latest%% *}")
  [ "$newer" = 1 ] || die "$version is not newer than the newest release, ${latest%% *} of ${latest#* } (build-aux/news.py latest)"
  news check || die "build-aux/news.py check: NEWS, meson.build, the metainfo and the Flathub manifest disagree (above)"
fi
[ "$(/usr/bin/python3 -c 'import sys; a, b = ([int(x) for x in v.split(".")] for v in sys.argv[1:]); print(int(a > b))' "$next" "$version")" = 1 ] \
  || die "the next version, $next, is not newer than $version (--next)"
# An earlier, unfinished run's outputs: they belong to no release yet, so they go.
[ ! -e "$out" ] || { echo "release.sh: removing the outputs of an earlier run in $out"; rm -rf "$out"; }
mkdir -p "$out/logs"
echo "release $version (tag $tag) from branch $branch at $(git rev-parse --short HEAD); next $next; outputs in $out"

if [ $resume = 0 ]; then
  # -------------------------------------------------------------------------------------
  if [ $skip_tests = 1 ]; then
    loud "--skip-tests: ./test.sh is NOT run. This is a rehearsal, not a release."
  else
    say "2. ./test.sh (the whole suite; log: $out/logs/test.log)"
    ./test.sh > "$out/logs/test.log" 2>&1 || { tail -30 "$out/logs/test.log"; die "./test.sh failed: no release (log: $out/logs/test.log)"; }
    tail -1 "$out/logs/test.log"
    [ -z "$(git status --porcelain)" ] || die "./test.sh left the tree changed:
$(git status --porcelain)"
  fi

  # -------------------------------------------------------------------------------------
  say "3. build-aux/news.py release $version --date $date"
  # From here until the commit, a failure puts the tree back as it was.
  restore () { git checkout -q HEAD -- . && echo "release.sh: the tree is back at HEAD, nothing was committed" >&2; }
  trap restore EXIT
  news release "$version" --date "$date" || die "build-aux/news.py release $version refused (above)"

  # -------------------------------------------------------------------------------------
  say "4. the store screenshots (build-aux/screenshots.sh build, on the reference platform)"
  build-aux/dev-shell.sh build-aux/screenshots.sh build > "$out/logs/screenshots.log" 2>&1 \
    || { tail -20 "$out/logs/screenshots.log"; die "build-aux/screenshots.sh failed (log: $out/logs/screenshots.log)"; }
  shots=$(sed -n 's|^\(/.*\.png\) [0-9]*x[0-9]*$|\1|p' "$out/logs/screenshots.log")
  echo "$shots"
  git diff --stat -- data/screenshots | tail -1
  if [ -t 0 ] && [ $yes = 0 ]; then
    read -r -p "Look at the screenshots above. Go on with the release? [y/N] " answer
    case $answer in y|Y|yes) ;; *) die "stopped at the screenshots" ;; esac
  fi

  # -------------------------------------------------------------------------------------
  say "5. commit \"Release $version\" and tag $tag"
  git add -A
  git commit -q -m "Release $version" || die "git commit failed"
  trap - EXIT
  tag_args=(-a)
  if [ -n "$gpg_key" ]; then tag_args=(-s -u "$gpg_key"); fi
  GNUPGHOME=${gpg_homedir:-${GNUPGHOME:-$HOME/.gnupg}} git tag "${tag_args[@]}" -m "Sudominoku $version" "$tag" \
    || die "git tag $tag failed; the release commit is HEAD (undo: git reset --hard HEAD^)"
  git log --oneline --decorate -1
fi
commit=$(git rev-parse "$tag^{commit}")
echo "If a later step fails: fix what it says and run build-aux/release.sh $version --continue"
echo "(or undo, before pushing: git tag -d $tag && git reset --hard $tag^)"

# ---------------------------------------------------------------------------------------
say "6. the tarball: meson dist of $tag (build and tests from the tarball; log: $out/logs/dist.log)"
# A clone of the tag, whatever the working tree holds; its build dir inside it, which
# dev-shell.sh shares with the root.
src=$out/work/src
rm -rf "$out/work"
git clone -q --branch "$tag" "$root" "$src" 2>/dev/null || die "git clone of $tag failed"
{ (cd "$src" && build-aux/dev-shell.sh meson setup build-dist -Dbuildtype=release -Dwerror="$werror" -Dgui_tests=false) \
  && (cd "$src" && build-aux/dev-shell.sh meson dist -C build-dist --formats xztar); } > "$out/logs/dist.log" 2>&1 \
  || { tail -30 "$out/logs/dist.log"; die "meson dist failed (log: $out/logs/dist.log)"; }
tarball_name=sudominoku-$version.tar.xz
[ -f "$src/build-dist/meson-dist/$tarball_name" ] \
  || die "meson dist made no $tarball_name: $(ls "$src/build-dist/meson-dist")"
mv "$src/build-dist/meson-dist/$tarball_name" "$out/"
tarball=$out/$tarball_name
# The tarball holds exactly what the tag holds.
mkdir -p "$out/work/tarball" "$out/work/archive"
tar -C "$out/work/tarball" -xJf "$tarball"
git archive --prefix="sudominoku-$version/" "$tag" | tar -C "$out/work/archive" -x
diff -r "$out/work/tarball" "$out/work/archive" > "$out/logs/tarball-vs-git-archive.diff" \
  || { head -20 "$out/logs/tarball-vs-git-archive.diff"; die "$tarball_name differs from git archive $tag (above)"; }
echo "$tarball_name: the same files as git archive $tag ($(find "$out/work/tarball" -type f | wc -l) files)"
tarball_sha=$(sha256sum "$tarball" | cut -d' ' -f1)
echo "meson dist's tests from the tarball: $(sed -n 's/^\(Ok\|Fail\|Skipped\|Timeout\): *\([0-9]*\).*/\1 \2/p' "$out/logs/dist.log" | paste -sd, | sed 's/,/, /g')"
echo "$tarball_name: $(du -k "$tarball" | cut -f1) KiB, sha256 $tarball_sha"

# ---------------------------------------------------------------------------------------
say "7. the Flatpak from the tarball ($app_id.json; log: $out/logs/flatpak-builder.log)"
# shellcheck source-path=SCRIPTDIR source=deps.sh
. "$root/build-aux/deps.sh"
# shellcheck disable=SC2086  # a list of package names
sdm_install_missing $SDM_FLATPAK_PACKAGES ostree gnupg || die "could not install the Flatpak tools"
manifest=$out/$app_id.json
/usr/bin/python3 - "$src/flatpak/$app_id.json" "$manifest" "$tarball_name" "$tarball_sha" <<'PY'
import json, sys
src, dst, name, sha = sys.argv[1:]
m = json.load(open(src))
for mod in m["modules"]:
    mod["sources"] = [{"type": "archive", "path": name, "sha256": sha}]
with open(dst, "w") as f:
    json.dump(m, f, indent=2)
    f.write("\n")
PY
"$root/flatpak/build-debian-runtime.sh" "$work" > "$out/logs/runtime.log" 2>&1 \
  || { tail -20 "$out/logs/runtime.log"; die "the Debian 13 runtime could not be made (log: $out/logs/runtime.log)"; }
mkdir -p "$fwork"
local_manifest=$fwork/$app_id.local.json
/usr/bin/python3 - "$manifest" "$local_manifest" <<'PY'
import json, os, sys
src, dst = sys.argv[1:]
m = json.load(open(src))
# The runtime made from Debian 13 packages stands in for org.gnome.Platform (test-offline-build.sh).
m["runtime"], m["runtime-version"], m["sdk"] = "local.debian.Platform", "13", "local.debian.Sdk"
for mod in m["modules"]:
    for s in mod["sources"]:
        s["path"] = os.path.join(os.path.dirname(os.path.abspath(src)), s["path"])
json.dump(m, open(dst, "w"), indent=2)
PY
(cd "$fwork" && G_DEBUG=fatal-warnings flatpak-builder --show-manifest "$local_manifest" >/dev/null) \
  || die "flatpak-builder does not read $local_manifest"
(cd "$fwork" && flatpak-builder --force-clean --disable-rofiles-fuse --default-branch=stable \
  --state-dir="$fwork/state" "$fwork/app-build" "$local_manifest") > "$out/logs/flatpak-builder.log" 2>&1 \
  || { tail -30 "$out/logs/flatpak-builder.log"; die "flatpak-builder failed (log: $out/logs/flatpak-builder.log)"; }

# ---------------------------------------------------------------------------------------
say "8. the static repository, .flatpakrepo, .flatpakref and bundles (flatpak/make-repo.sh)"
repo_args=(--runtime-of "$manifest" --url "$url" --bundles --subject "Sudominoku $version ($tag, $commit)")
[ -z "$gpg_key" ] || repo_args+=(--gpg-key "$gpg_key")
[ -z "$gpg_homedir" ] || repo_args+=(--gpg-homedir "$gpg_homedir")
if [ -n "$previous_repo" ]; then
  cp -a "$previous_repo" "$out/repo"
  echo "on top of $previous_repo: $(ostree --repo="$out/repo" refs | tr '\n' ' ')"
fi
"$root/flatpak/make-repo.sh" "${repo_args[@]}" "$fwork/app-build" "$out" || die "flatpak/make-repo.sh failed"

# ---------------------------------------------------------------------------------------
say "9. checks: the bundles, and an install from the repository (flatpak/test-release-repo.sh)"
read -r runtime rversion < <(/usr/bin/python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["runtime"], m["runtime-version"])' "$manifest")
arch=$(flatpak --default-arch)
ostree --repo="$out/repo" cat "app/$app_id/$arch/stable" /metadata | grep -qx "runtime=$runtime/$arch/$rversion" \
  || die "the published app does not ask for $runtime/$arch/$rversion"
check_dir=$fwork/bundle-check
rm -rf "$check_dir"
in_check () { FLATPAK_USER_DIR=$check_dir flatpak --user "$@"; }
in_check install -y --noninteractive --no-deps --bundle "$out/$app_id.flatpak" > "$out/logs/bundle-check.log" 2>&1 \
  || { cat "$out/logs/bundle-check.log"; die "$app_id.flatpak does not install"; }
in_check install -y --noninteractive --no-deps --bundle "$out/$app_id.Debug.flatpak" >> "$out/logs/bundle-check.log" 2>&1 \
  || { cat "$out/logs/bundle-check.log"; die "$app_id.Debug.flatpak does not install"; }
needs=$(in_check info --show-runtime "$app_id//stable")
[ "$needs" = "$runtime/$arch/$rversion" ] || die "the bundle asks for $needs, not $runtime/$arch/$rversion"
[ -s "$check_dir/runtime/$app_id.Debug/$arch/stable/active/files/bin/sudominoku.debug" ] \
  || die "the .Debug bundle has no bin/sudominoku.debug"
rm -rf "$check_dir"
echo "bundles: install, ask for $needs, the debug info apart"
"$root/flatpak/test-release-repo.sh" "$fwork/app-build" > "$out/logs/install-test.log" 2>&1 \
  || { tail -30 "$out/logs/install-test.log"; die "installing the release from a repository failed (log: $out/logs/install-test.log)"; }
grep '^== release repo' "$out/logs/install-test.log" | tail -1

# ---------------------------------------------------------------------------------------
say "10. RELEASE-NOTES.txt and SHA256SUMS"
rm -rf "$out/work"
repo_commit=$(ostree --repo="$out/repo" rev-parse "app/$app_id/$arch/stable")
{
  if [ -n "$rehearsal" ]; then printf 'REHEARSAL, NOT A RELEASE: %s\n\n' "$rehearsal"; fi
  # NEWS's section: "Version X.Y.Z", its underline, "Released: DATE", the notes.
  git show "$tag:NEWS" | /usr/bin/python3 -c '
import sys
version, lines = sys.argv[1], sys.stdin.read().split("\n")
start = lines.index("Version " + version)
end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("Version ")), len(lines))
print("Sudominoku " + version + ", " + lines[start + 2].lower())
print(sys.argv[2])
print("\n".join(lines[start + 3:end]).rstrip())' "$version" "Tag $tag, commit $commit; the Flatpak repository's commit $repo_commit"
} > "$out/RELEASE-NOTES.txt"
(
  cd "$out"
  {
    echo "# Sudominoku $version: tag $tag, commit $commit, made $(date -u +%FT%TZ) by build-aux/release.sh"
    if [ -n "$rehearsal" ]; then echo "# REHEARSAL, NOT A RELEASE: $rehearsal"; fi
    echo "# repo/: app/$app_id/$arch/stable at $repo_commit (OSTree checks its own objects)"
    sha256sum "$tarball_name" "$app_id.flatpak" "$app_id.Debug.flatpak" "$app_id.flatpakrepo" \
      "$app_id.flatpakref" "$app_id.json" RELEASE-NOTES.txt
  } > SHA256SUMS
  sha256sum --quiet -c SHA256SUMS
  if [ -n "$gpg_key" ]; then
    gpg ${gpg_homedir:+--homedir "$gpg_homedir"} --batch --yes -u "$gpg_key" --armor --detach-sign SHA256SUMS
  fi
)
cat "$out/SHA256SUMS"

# ---------------------------------------------------------------------------------------
say "11. the Flathub manifest names $tag and $commit"
if [ "$(git show HEAD:flatpak/flathub/$app_id.json | /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["modules"][0]["sources"][0].get("commit", ""))')" = "$commit" ]; then
  echo "already done"
else
  flatpak/update-flathub-manifest.sh "$tag" || die "flatpak/update-flathub-manifest.sh $tag failed"
  news check || die "build-aux/news.py check fails with the new Flathub manifest (above)"
  git commit -q -m "Flathub manifest: $tag at $commit" -m "The release commit cannot name its own hash, so the manifest for Flathub follows it." \
    -- "flatpak/flathub/$app_id.json" || die "git commit of the Flathub manifest failed"
fi

# ---------------------------------------------------------------------------------------
say "12. main moves on: $next"
current=$(sed -n "s/^ *version: '\([^']*\)'.*/\1/p" meson.build | head -1)
if [ "$current" != "$version" ]; then
  echo "already done: meson.build says $current"
else
  news open-next "$next" || die "build-aux/news.py open-next $next refused (above)"
  git commit -q -am "Post-release version bump" -m "$next is the version of what comes after $version." \
    || die "git commit of the version bump failed"
fi

left=$(git status --porcelain)
[ -z "$left" ] || die "the tree is not clean after the release:
$left"
git log --oneline --decorate -4
say "done: Sudominoku $version in $out"
du -sh "$out/repo" "$out/$tarball_name" "$out/$app_id.flatpak" "$out/$app_id.Debug.flatpak" | sed 's/^/  /'
if [ -n "$rehearsal" ]; then loud "REHEARSAL, NOT A RELEASE: $rehearsal"; fi
echo "Next: git push origin $branch $tag; upload $out/repo/ to $url and the other files beside it."
