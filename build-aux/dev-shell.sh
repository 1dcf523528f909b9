#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/dev-shell.sh COMMAND [ARG...]: run COMMAND on the reference platform, Debian 13
# (GTK 4.18, libadwaita 1.7; the app's floor is GTK 4.14 / libadwaita 1.5).
#
#   build-aux/dev-shell.sh meson setup build
#   build-aux/dev-shell.sh ninja -C build
#   build-aux/dev-shell.sh bash              # a shell there
#   build-aux/dev-shell.sh --where           # "native" or the root's path, and why
#
# Where the host meets the floor (Debian 13, Ubuntu 24.04 and later, or any system whose
# installed GTK and libadwaita are new enough) COMMAND simply runs here. Otherwise (Debian 12,
# our machines and CI) it runs inside a Debian 13 root made with debootstrap and kept in a cache
# folder outside the clone, SDM_REFERENCE_CACHE (default /var/cache/sudominoku/reference). The
# root is made once (a few minutes) and re-used while its package list is unchanged; a changed
# list makes a new root and removes the old ones. Before it is made, a person at a terminal is
# asked once (not when CI or SDM_ASSUME_YES=1 is set).
#
# Making and entering the root needs root, so nothing there may come from another user
# (build-aux/trusted-dirs.sh): the cache, every folder above it, the root, its base tarball and
# its lock are checked before each use, and a cache that another user made, could write to or
# put a symbolic link in is refused, saying how to fix it. The root is made in a private mount
# and PID namespace: a run killed at any point (even with SIGKILL) leaves no mount and no
# process behind, and the next run removes what it half-made (unmounting first) and starts it
# again.
#
# Inside, the same paths as outside: the working directory, this clone and ../shared beside it
# (the benchmarks' data), $HOME, /tmp and $TMPDIR, $XDG_RUNTIME_DIR (the session bus and a
# Wayland socket), with DISPLAY, XAUTHORITY, WAYLAND_DISPLAY and DBUS_SESSION_BUS_ADDRESS passed
# through, so the app shows on the host's display and a build dir made there is the same
# build dir here. COMMAND runs as the calling user; making the root and entering it needs root
# (sudo is used when the caller is not root). Each run has its own mount namespace, so nothing
# stays mounted afterwards.
#
# Environment:
#   SDM_REFERENCE=auto|native|root   where to run (default auto: native when the host meets
#                                    the floor)
#   SDM_REFERENCE_CACHE              the cache folder: an absolute path outside the clone, owned
#                                    by root, in folders no other user can write to
#   MIRROR                           Debian mirror (default http://deb.debian.org/debian)
#   SDM_DEV_SHELL_BIND               more host folders to share, colon-separated
# Inside, SDM_REFERENCE_ROOT is set to the root's name, so a script can tell where it runs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
# shellcheck source=deps.sh
. "$here/deps.sh"

if [ "${1:-}" = -h ] || [ "${1:-}" = --help ]; then
  sed -n '3,/^# Inside, SDM_REFERENCE_ROOT/p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

where_only=0
if [ "${1:-}" = --where ]; then where_only=1; shift; fi
[ $where_only = 1 ] || [ $# -gt 0 ] || { echo "usage: build-aux/dev-shell.sh COMMAND [ARG...]" >&2; exit 2; }

# Already there: inside the root, or asked to run natively.
mode=${SDM_REFERENCE:-auto}
if [ -n "${SDM_REFERENCE_ROOT:-}" ]; then mode=native; fi
if [ "$mode" = auto ]; then
  if sdm_host_meets_floor; then mode=native; else mode=root; fi
fi
case $mode in
  native)
    if [ $where_only = 1 ]; then echo "native (${SDM_REFERENCE_ROOT:-$(sdm_host_name)})"; exit 0; fi
    exec "$@" ;;
  root) ;;
  *) echo "dev-shell.sh: SDM_REFERENCE must be auto, native or root, not $mode" >&2; exit 2 ;;
esac

# From here on: the Debian 13 root. Root privileges to make it and to enter it.
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || { echo "dev-shell.sh: the Debian 13 root needs root privileges, and there is no sudo" >&2; exit 2; }
  exec sudo --preserve-env=DISPLAY,XAUTHORITY,WAYLAND_DISPLAY,XDG_RUNTIME_DIR,DBUS_SESSION_BUS_ADDRESS,TMPDIR,HOME,LANG,LANGUAGE,TERM,SDM_REFERENCE,SDM_REFERENCE_CACHE,MIRROR,CI,SDM_ASSUME_YES,SDM_TEST_LOGDIR,SDM_DEV_SHELL_BIND \
    SDM_DEV_SHELL_USER="$(id -u):$(id -g)" "$0" "$@"
fi

# shellcheck source=trusted-dirs.sh
. "$here/trusted-dirs.sh"
# Taken as written: resolving it (realpath) would follow a link someone else put there.
CACHE=${SDM_REFERENCE_CACHE:-/var/cache/sudominoku/reference}
CACHE=${CACHE%/}
case $CACHE in
  /*) ;;
  *) echo "dev-shell.sh: SDM_REFERENCE_CACHE must be an absolute path, not $CACHE" >&2; exit 2 ;;
esac
case "$CACHE/" in
  "$top"/*) echo "dev-shell.sh: SDM_REFERENCE_CACHE must be outside the clone" >&2; exit 2 ;;
esac
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SUITE=trixie
# Everything the root needs: building, running and testing the app (deps.sh's lists for this
# release), plus what the root itself needs to run the tests as a plain system.
# shellcheck disable=SC2046,SC2086  # package lists: one word a package
pkgs=$(printf '%s\n' $(sdm_packages_for 13 build) $(sdm_packages_for 13 test) $(sdm_packages_for 13 run) | sort -u)
# A new list, mirror or recipe (this file's ROOT_RECIPE) makes a new root.
ROOT_RECIPE=1
# shellcheck disable=SC2086
hash=$(printf '%s\n' "$SUITE" "$MIRROR" "$ROOT_RECIPE" $pkgs | sha256sum | cut -c1-12)
name=$SUITE-$hash
root=$CACHE/$name

if [ $where_only = 1 ]; then
  if [ -e "$root/.sdm-complete" ]; then echo "root $root"; else echo "root $root (not made yet)"; fi
  exit 0
fi

# The cache and every folder above it, before anything in it is used or anything is installed.
sdm_trusted_dir dev-shell.sh "$CACHE" || exit 2

# shellcheck disable=SC2086
sdm_install_missing $SDM_REFERENCE_HOST_PACKAGES >&2 || exit 2

# The mounts a root needs: its /proc, and the host's /sys and /dev.
# shellcheck disable=SC2016
mount_kernel_fs='mount --make-rprivate /
    mount -t proc proc "$r/proc"
    mount --rbind /sys "$r/sys"
    mount --rbind /dev "$r/dev"'

# ns_make ROOT SCRIPT ARG...: SCRIPT (bash) in a private mount and PID namespace with ROOT's
# kernel file systems mounted: when it ends or is killed, its mounts and processes go with it.
ns_make () {
  local r=$1 script=$2; shift 2
  # shellcheck disable=SC2016  # code for the inner shell, expanded there
  sdm_private_ns /bin/bash -c 'set -e; r=$1; shift; '"$mount_kernel_fs"'
    '"$script" ns "$r" "$@"
}

# ns_run ROOT SCRIPT ARG...: the same for running COMMAND, in a private mount namespace only:
# in a PID namespace of its own COMMAND would be its PID 1, which ignores the signals it has
# no handler for (Ctrl+C) and does not reap orphans. Its mounts are in no other namespace.
ns_run () {
  local r=$1 script=$2; shift 2
  # shellcheck disable=SC2016  # code for the inner shell, expanded there
  unshare --mount --propagation private --fork /bin/bash -c 'set -e; r=$1; shift; '"$mount_kernel_fs"'
    '"$script" ns "$r" "$@"
}

# make_root: called with the lock held. Every step writes under a .part name and renames it
# when done, so a run killed anywhere leaves only .part folders (and, from scripts before this
# one, mounts in them), which the next run removes before it starts.
make_root () {
  local base=$CACHE/base-$SUITE-minbase.tar part=$root.part stale
  for stale in "$CACHE/base-build" "$CACHE"/*.part; do
    sdm_remove_tree dev-shell.sh "$stale" || return 1
  done
  if [ ! -s "$base" ]; then
    echo "== dev-shell: debootstrap --variant=minbase $SUITE (once, kept as $base)" >&2
    sdm_private_ns debootstrap --variant=minbase "$SUITE" "$CACHE/base-build" "$MIRROR" >&2
    tar -C "$CACHE/base-build" -cf "$base.part" . && mv "$base.part" "$base"
    sdm_remove_tree dev-shell.sh "$CACHE/base-build"
  fi
  sdm_trusted_entry dev-shell.sh "$base" || return 1
  echo "== dev-shell: making the Debian 13 root $root ($(wc -w <<< "$pkgs") packages)" >&2
  mkdir -m 0755 "$part"
  tar -C "$part" -xf "$base"
  cp /etc/resolv.conf "$part/etc/resolv.conf"
  printf 'en_US.UTF-8 UTF-8\nko_KR.UTF-8 UTF-8\nC.UTF-8 UTF-8\n' > "$part/etc/locale.gen"
  # shellcheck disable=SC2086,SC2016
  ns_make "$part" '
    chroot "$r" env DEBIAN_FRONTEND=noninteractive LC_ALL=C apt-get -q update
    chroot "$r" env DEBIAN_FRONTEND=noninteractive LC_ALL=C apt-get -y -q install --no-install-recommends "$@"
    chroot "$r" env LC_ALL=C locale-gen
    chroot "$r" apt-get clean' $pkgs >&2
  # The session bus is started by the tests themselves (dbus-run-session): it needs a machine id.
  [ -s "$part/etc/machine-id" ] || (set +o pipefail; tr -dc 0-9a-f < /dev/urandom | head -c 32; echo) > "$part/etc/machine-id"
  touch "$part/.sdm-complete"
  # rename(2): the root is there whole or not at all.
  mv -T "$part" "$root"
  # Older roots of ours (another package list), unmounted first and never crossed out of.
  local old
  for old in "$CACHE/$SUITE"-*; do
    [ "$old" = "$root" ] || sdm_remove_tree dev-shell.sh "$old" || return 1
  done
  echo "== dev-shell: the root is ready" >&2
}

if [ ! -e "$root/.sdm-complete" ]; then
  # One maker at a time, the others wait and then use what it made. The lock is the cache
  # folder itself: no lock file, so nothing to plant a link in its place.
  sdm_lock_dir "$CACHE"
  if [ ! -e "$root/.sdm-complete" ]; then
    if ! sdm_confirm "dev-shell.sh: this system is older than the app's floor; the build and the tests run in a Debian 13 root, made now in $root from $MIRROR ($(wc -w <<< "$pkgs") packages, about 1.5 GB, a few minutes)."; then
      echo "dev-shell.sh: not made; nothing was changed" >&2; exit 2
    fi
    make_root || exit 2
  fi
  flock -u 9
  exec 9<&-
fi
# Checked before each use: the root, the mark that says it is whole.
sdm_trusted_entry dev-shell.sh "$root" && sdm_trusted_entry dev-shell.sh "$root/.sdm-complete" || exit 2

# The places shared with the host, each at the same path.
binds=("$top")
[ -d "$top/../shared" ] && binds+=("$(cd "$top/../shared" && pwd)")
binds+=("$PWD" /tmp)
# In a git worktree, .git is a file naming the main repository's .git: share that too, so git
# (meson dist, vcs_tag) works inside the root as it does in the main clone.
if [ -f "$top/.git" ] && command -v git > /dev/null; then
  common=$(git -C "$top" rev-parse --path-format=absolute --git-common-dir 2> /dev/null) || common=""
  [ -n "$common" ] && [ -d "$common" ] && binds+=("$common")
fi
[ -n "${TMPDIR:-}" ] && [ -d "$TMPDIR" ] && binds+=("$TMPDIR")
[ -n "${HOME:-}" ] && [ -d "$HOME" ] && [ "$HOME" != / ] && binds+=("$HOME")
[ -n "${XDG_RUNTIME_DIR:-}" ] && [ -d "$XDG_RUNTIME_DIR" ] && binds+=("$XDG_RUNTIME_DIR")
# More folders, colon-separated (./run.sh FILE shares FILE's folder).
IFS=: read -r -a extra <<< "${SDM_DEV_SHELL_BIND:-}"
for p in ${extra[@]+"${extra[@]}"}; do [ -d "$p" ] && binds+=("$(cd "$p" && pwd)"); done

user=${SDM_DEV_SHELL_USER:-0:0}
# shellcheck disable=SC2016  # code for the inner shells, expanded there
ns_run "$root" '
  user=$1 n=$2; shift 2
  for ((i = 0; i < n; i++)); do
    p=$1; shift
    mkdir -p "$r$p"
    mount --rbind "$p" "$r$p"
  done
  cp /etc/resolv.conf "$r/etc/resolv.conf" 2>/dev/null || true
  cwd=$PWD
  spec=()
  [ "$user" = 0:0 ] || spec=(--userspec="$user")
  exec chroot "${spec[@]}" "$r" /usr/bin/env \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    SDM_REFERENCE_ROOT="'"$name"'" \
    /bin/bash -c '\''cd "$1" && shift && exec "$@"'\'' dev-shell "$cwd" "$@"' \
  "$user" "${#binds[@]}" "${binds[@]}" "$@"
