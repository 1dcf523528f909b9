#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-root-scripts.sh SOURCE_ROOT: the scripts that run as root and keep state outside the
# clone (build-aux/dev-shell.sh, build-aux/fresh-debian.sh, flatpak/build-debian-runtime.sh,
# flatpak/test-offline-build.sh) against another local user, played by `nobody`:
#   - a cache folder, a root, a base tarball made by that user, or a symbolic link they put in
#     the way, is refused, and nothing in it runs: their planted /usr/bin/env (a real shell
#     script in a root that can run it) would write a marker file, which must not exist;
#   - a lock that is a symbolic link is not followed (the file it points to is not truncated);
#   - a half-made root with mounts left in it by a killed run (bind mounts made here) is
#     unmounted and removed by the next run, without touching what was mounted.
# Nothing is downloaded: where a script goes as far as debootstrap, the mirror is a file:// URL
# that does not exist, so it fails there at once. Needs root (runuser, mount); TAP output.
set -u
src=$(cd "$1" && pwd)
if [ "$(id -u)" != 0 ]; then echo "1..0 # SKIP needs root (runuser, mount)"; exit 0; fi
n=0 status=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; status=1; }

# A sticky, world-writable folder like /tmp, where `nobody` can make things before us.
T=$(mktemp -d /tmp/sdm-root-scripts.XXXXXX)
chmod 1777 "$T"
# shellcheck disable=SC2317  # called by the trap
cleanup () {
  findmnt -rn -o TARGET | awk -v p="$T" 'index($0, p "/") == 1' | sort -r |
    while read -r m; do umount -R "$m" 2>/dev/null || umount -l "$m"; done
  rm -rf --one-file-system "$T"
}
trap cleanup EXIT
as_nobody () { runuser -u nobody -- "$@"; }
nobad=file:///nonexistent-mirror   # debootstrap fails at once on it

# plant_root DIR MARKER [RUNAS...]: a root marked complete whose /usr/bin/env, run by any
# chroot into it, writes MARKER: dash and its libraries, so the script really runs.
plant_root () {
  local d=$1 marker=$2 lib; shift 2
  "$@" mkdir -p "$d/usr/bin" "$d/bin" "$d/proc" "$d/sys" "$d/dev" "$d/etc" "$d/tmp"
  "$@" cp /bin/dash "$d/bin/sh"
  for lib in $(ldd /bin/dash | grep -o '/[^ ]*'); do
    "$@" mkdir -p "$d$(dirname "$lib")"
    "$@" cp -L "$lib" "$d$lib"
  done
  printf '#!/bin/sh\necho planted > %s\n' "$marker" | "$@" tee "$d/usr/bin/env" >/dev/null
  "$@" chmod 755 "$d/usr/bin/env"
  "$@" touch "$d/.sdm-complete"
}

# dev_shell CACHE: run `true` in the root of CACHE, as ./run.sh would, on a bad mirror.
dev_shell () {
  SDM_REFERENCE=root SDM_REFERENCE_CACHE=$1 MIRROR=$nobad CI=true \
    "$src/build-aux/dev-shell.sh" true > "$T/out" 2>&1 < /dev/null
}
# The name dev-shell.sh gives its root (it depends on the mirror: ask with the same one), as
# another user can learn it: --where makes nothing.
name=$(SDM_REFERENCE=root SDM_REFERENCE_CACHE=$T/probe MIRROR=$nobad "$src/build-aux/dev-shell.sh" --where |
       sed -n 's|^root [^ ]*/\([^/ ]*\).*|\1|p')
if [ -n "$name" ] && [ ! -e "$T/probe" ]; then ok "dev-shell.sh --where names the root ($name) and makes nothing"
else not_ok "dev-shell.sh --where: '$name'"; fi

# refused WHAT MARKER STATUS: the run failed, said it refused, and the marker is absent.
refused () {
  if [ "$3" != 0 ] && grep -q 'refusing' "$T/out" && [ ! -e "$2" ]; then ok "$1"
  else not_ok "$1: status $3, marker $([ -e "$2" ] && echo WRITTEN || echo absent): $(tr '\n' ' ' < "$T/out" | cut -c1-400)"; fi
}

# 1. The cache folder made by another user, with a complete-looking root in it.
as_nobody mkdir "$T/c1"
plant_root "$T/c1/$name" "$T/m1" as_nobody
dev_shell "$T/c1"; refused "dev-shell.sh: a cache another user made is refused, their env never runs" "$T/m1" $?

# 2. The cache path is a symbolic link another user put there, to a folder of theirs.
as_nobody mkdir "$T/theirs"
plant_root "$T/theirs/$name" "$T/m2" as_nobody
as_nobody ln -s "$T/theirs" "$T/c2"
dev_shell "$T/c2"; refused "dev-shell.sh: a cache that is a symbolic link is refused" "$T/m2" $?

# 3. Root's own cache, but anyone may write to it: a root planted there by another user.
mkdir -m 0777 "$T/c3" && chmod 0777 "$T/c3"
plant_root "$T/c3/$name" "$T/m3" as_nobody
dev_shell "$T/c3"; refused "dev-shell.sh: a cache others may write to is refused" "$T/m3" $?

# 4. A private cache of root's whose root belongs to another user.
mkdir -m 0700 "$T/c4"
plant_root "$T/c4/$name" "$T/m4"
chown -R nobody "$T/c4/$name"
dev_shell "$T/c4"; refused "dev-shell.sh: a root owned by another user is refused" "$T/m4" $?

# 5. A base tarball of another user's is never extracted.
mkdir -m 0700 "$T/c5" "$T/tarball"
echo planted > "$T/tarball/planted"
tar -C "$T/tarball" -cf "$T/c5/base-trixie-minbase.tar" .
chown nobody "$T/c5/base-trixie-minbase.tar"
dev_shell "$T/c5"; rc=$?
if [ $rc != 0 ] && grep -q refusing "$T/out" && [ -z "$(find "$T/c5" -name planted)" ]; then
  ok "dev-shell.sh: a base tarball owned by another user is not extracted"
else not_ok "base tarball: status $rc, extracted: $(find "$T/c5" -name planted) $(tr '\n' ' ' < "$T/out" | cut -c1-300)"; fi

# 6. A lock that is a symbolic link is not followed (the old script truncated its target).
mkdir -m 0700 "$T/c6"
echo keep > "$T/victim"
ln -s "$T/victim" "$T/c6/.lock"
dev_shell "$T/c6"; rc=$?
if [ "$(cat "$T/victim")" = keep ]; then ok "dev-shell.sh: a symbolic link at .lock is not followed"
else not_ok "the lock's link was followed: the file it names now holds '$(cat "$T/victim")' (status $rc)"; fi

# 7. Mounts left in a half-made root and base by a killed run: unmounted, removed, and what was
#    mounted there is untouched.
mkdir -m 0700 "$T/c7"
mkdir -p "$T/host/data" "$T/c7/$name.part/proc" "$T/c7/base-build/proc"
echo precious > "$T/host/data/file"
mount --bind "$T/host" "$T/c7/$name.part/proc"
mount --bind "$T/host" "$T/c7/base-build/proc"
dev_shell "$T/c7"; rc=$?
left=$(findmnt -rn -o TARGET | grep -c "^$T/c7/")
if [ "$left" = 0 ] && [ ! -e "$T/c7/$name.part" ] && [ ! -e "$T/c7/base-build" ] \
   && [ "$(cat "$T/host/data/file" 2>/dev/null)" = precious ]; then
  ok "dev-shell.sh: stale mounts in a half-made root are unmounted and the root removed, the host untouched"
else
  not_ok "stale mounts: $left left, part $([ -e "$T/c7/$name.part" ] && echo kept || echo gone), host file '$(cat "$T/host/data/file" 2>/dev/null)': $(tr '\n' ' ' < "$T/out" | cut -c1-300)"
fi
# ... and the debootstrap that then failed on the bad mirror left no mount either.
if [ "$(findmnt -rn -o TARGET | grep -c "^$T/")" = 0 ]; then ok "no mount of ours outlives a failed run"
else not_ok "mounts left: $(findmnt -rn -o TARGET | grep "^$T/" | tr '\n' ' ')"; fi

# 8. fresh-debian.sh: a work folder of another user's, with a base tarball in it.
as_nobody mkdir "$T/f1"
tar -C "$T/tarball" -cf - . | as_nobody tee "$T/f1/base-bookworm-minbase.tar" >/dev/null
SDM_FRESH_WORK=$T/f1 MIRROR=$nobad CI=true "$src/build-aux/fresh-debian.sh" true > "$T/out" 2>&1 < /dev/null; rc=$?
if [ $rc != 0 ] && grep -q refusing "$T/out" && [ -z "$(find "$T/f1" -name 'root-*')" ]; then
  ok "fresh-debian.sh: a work folder another user made is refused, nothing extracted"
else not_ok "fresh-debian.sh: status $rc: $(tr '\n' ' ' < "$T/out" | cut -c1-300)"; fi

# 9. flatpak/: the runtime's and the app's work folder.
as_nobody mkdir "$T/r1"
MIRROR=$nobad "$src/flatpak/build-debian-runtime.sh" "$T/r1" > "$T/out" 2>&1 < /dev/null; rc=$?
if [ $rc != 0 ] && grep -q refusing "$T/out" && [ -z "$(ls -A "$T/r1")" ]; then
  ok "build-debian-runtime.sh: a work folder another user made is refused"
else not_ok "build-debian-runtime.sh: status $rc: $(tr '\n' ' ' < "$T/out" | cut -c1-300)"; fi
SDM_FLATPAK_WORK=$T/r1 MIRROR=$nobad CI=true "$src/flatpak/test-offline-build.sh" > "$T/out" 2>&1 < /dev/null; rc=$?
if [ $rc != 0 ] && grep -q refusing "$T/out" && [ -z "$(ls -A "$T/r1")" ]; then
  ok "test-offline-build.sh: a work folder another user made is refused before anything is installed"
else not_ok "test-offline-build.sh: status $rc: $(tr '\n' ' ' < "$T/out" | cut -c1-300)"; fi

SDM_FLATPAK_WORK=$T/r1 CI=true "$src/flatpak/test-release-repo.sh" > "$T/out" 2>&1 < /dev/null; rc=$?
if [ $rc != 0 ] && grep -q refusing "$T/out" && [ -z "$(ls -A "$T/r1")" ]; then
  ok "test-release-repo.sh: a work folder another user made is refused"
else not_ok "test-release-repo.sh: status $rc: $(tr '\n' ' ' < "$T/out" | cut -c1-300)"; fi
SDM_FLATPAK_WORK=$T/r1 CI=true "$src/build-aux/release.sh" 99.0.0 --yes > "$T/out" 2>&1 < /dev/null; rc=$?
if [ $rc != 0 ] && grep -q refusing "$T/out" && [ -z "$(ls -A "$T/r1")" ]; then
  ok "release.sh: a Flatpak work folder another user made is refused"
else not_ok "release.sh: status $rc: $(tr '\n' ' ' < "$T/out" | cut -c1-300)"; fi

# 10. A relative cache path is refused rather than resolved.
SDM_REFERENCE=root SDM_REFERENCE_CACHE=relative/cache CI=true "$src/build-aux/dev-shell.sh" true > "$T/out" 2>&1 < /dev/null; rc=$?
if [ $rc != 0 ] && grep -q 'absolute path' "$T/out" && [ ! -e relative ]; then ok "a relative cache path is refused"
else not_ok "relative cache: status $rc: $(cat "$T/out")"; fi

# 11. fresh-debian.sh's clean-up after a run that succeeded: the chroot of a run still going
# beside it (a lock held on it, sdm_claim_dir) stays; a killed run's (claimed by no one) goes.
# The old clean-up removed every root-*, and a run beside it lost its whole system mid-test.
# Some sandboxes take flock(2) on a folder and enforce nothing (CI's did); there no claim can
# be seen, and the clean-up must then leave every other run's chroot, the dead one's too.
mkdir -p "$T/w/root-live/data" "$T/w/root-dead/data"
echo x > "$T/w/root-live/data/f"; echo x > "$T/w/root-dead/data/f"
bash -c '. "$1"; sdm_claim_dir "$2" 2> "$3.err"; echo $? > "$3"; exec sleep 60' sh \
  "$src/build-aux/trusted-dirs.sh" "$T/w/root-live" "$T/claim" & holder=$!
for _ in $(seq 300); do [ -s "$T/claim" ] && break; sleep 0.1; done
claim="status $(cat "$T/claim" 2>/dev/null || echo none) $(cat "$T/claim.err" 2>/dev/null)"
# Seen from another process, as another run's clean-up would look (75: taken).
flock -n -E 75 "$T/w/root-live" true 2>/dev/null; seen=$?
if [ $seen = 75 ]; then echo "# folder locks hold here"; else echo "# folder locks do not hold here (flock exited $seen)"; fi
bash -c '. "$1"; shift; sdm_remove_unclaimed test "$@"' sh "$src/build-aux/trusted-dirs.sh" "$T/w"/root-* > "$T/out" 2>&1
rc=$? out=$(cat "$T/out")
kill $holder 2>/dev/null; wait $holder 2>/dev/null
[ "$(cat "$T/claim" 2>/dev/null)" = 0 ] || not_ok "clean-up: the stand-in run's claim: $claim"
if [ $seen = 75 ]; then
  if [ $rc = 0 ] && [ -f "$T/w/root-live/data/f" ] && [ ! -e "$T/w/root-dead" ] \
     && echo "$out" | grep -q "root-live is in use by another run"; then
    ok "fresh-debian.sh's clean-up leaves a running run's chroot and removes a dead run's"
  else not_ok "clean-up: status $rc, $(find "$T/w" -maxdepth 1 | tr '\n' ' '), $out"; fi
else
  if [ $rc = 0 ] && [ -f "$T/w/root-live/data/f" ] && [ -f "$T/w/root-dead/data/f" ] \
     && echo "$out" | grep -q "folder locks do not hold here"; then
    ok "where folder locks do not hold, fresh-debian.sh's clean-up leaves every other run's chroot"
  else not_ok "clean-up without locks: status $rc, $(find "$T/w" -maxdepth 1 | tr '\n' ' '), $out"; fi
fi
# The probe leaves nothing behind.
if [ -z "$(find "$T/w" -maxdepth 1 -name '.lock-probe.*')" ]; then ok "the lock probe leaves no folder"
else not_ok "the lock probe left $(find "$T/w" -maxdepth 1 -name '.lock-probe.*')"; fi

echo "1..$n"
exit $status
