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
# folder outside the clone, SDM_REFERENCE_CACHE (default /var/tmp/sudominoku-reference). The
# root is made once (a few minutes) and re-used while its package list is unchanged; a changed
# list makes a new root and removes the old ones.
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
#   SDM_REFERENCE_CACHE              the cache folder (outside the clone)
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
  exec sudo --preserve-env=DISPLAY,XAUTHORITY,WAYLAND_DISPLAY,XDG_RUNTIME_DIR,DBUS_SESSION_BUS_ADDRESS,TMPDIR,HOME,LANG,LANGUAGE,TERM,SDM_REFERENCE,SDM_REFERENCE_CACHE,MIRROR,CI,SDM_TEST_LOGDIR,SDM_DEV_SHELL_BIND \
    SDM_DEV_SHELL_USER="$(id -u):$(id -g)" "$0" "$@"
fi

CACHE=$(realpath -m "${SDM_REFERENCE_CACHE:-/var/tmp/sudominoku-reference}")
case "$CACHE/" in
  "$top"/*) echo "dev-shell.sh: SDM_REFERENCE_CACHE must be outside the clone" >&2; exit 2 ;;
esac
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SUITE=trixie
# Everything the root needs: building, running and testing the app (deps.sh's lists for this
# release), plus what the root itself needs to run the tests as a plain system.
# shellcheck disable=SC2086
pkgs=$(printf '%s\n' $(sdm_packages_for 13 build) $(sdm_packages_for 13 test) $(sdm_packages_for 13 run) | sort -u)
# A new list, mirror or recipe (this file's ROOT_RECIPE) makes a new root.
ROOT_RECIPE=1
hash=$(printf '%s\n' "$SUITE" "$MIRROR" "$ROOT_RECIPE" $pkgs | sha256sum | cut -c1-12)
name=$SUITE-$hash
root=$CACHE/$name

if [ $where_only = 1 ]; then
  if [ -e "$root/.sdm-complete" ]; then echo "root $root"; else echo "root $root (not made yet)"; fi
  exit 0
fi

sdm_install_missing $SDM_REFERENCE_HOST_PACKAGES >&2 || exit 2

# ns_run ROOT SCRIPT ARG...: SCRIPT (bash) in a private mount namespace with ROOT's /proc, /sys
# and /dev mounted; nothing of it outlives the call.
ns_run () {
  local r=$1 script=$2; shift 2
  unshare --mount --fork /bin/bash -c '
    set -e
    r=$1; shift
    mount --make-rprivate /
    mount -t proc proc "$r/proc"
    mount --rbind /sys "$r/sys"
    mount --rbind /dev "$r/dev"
    '"$script" ns "$r" "$@"
}

make_root () {
  local base=$CACHE/base-$SUITE-minbase.tar part=$root.part
  if [ ! -s "$base" ]; then
    echo "== dev-shell: debootstrap --variant=minbase $SUITE (once, kept as $base)" >&2
    rm -rf --one-file-system "$CACHE/base-build"
    debootstrap --variant=minbase "$SUITE" "$CACHE/base-build" "$MIRROR" >&2
    tar -C "$CACHE/base-build" -cf "$base.part" . && mv "$base.part" "$base"
    rm -rf --one-file-system "$CACHE/base-build"
  fi
  echo "== dev-shell: making the Debian 13 root $root ($(echo $pkgs | wc -w) packages)" >&2
  rm -rf --one-file-system "$part"
  mkdir -p "$part"
  tar -C "$part" -xf "$base"
  cp /etc/resolv.conf "$part/etc/resolv.conf"
  printf 'en_US.UTF-8 UTF-8\nko_KR.UTF-8 UTF-8\nC.UTF-8 UTF-8\n' > "$part/etc/locale.gen"
  # shellcheck disable=SC2086
  ns_run "$part" '
    chroot "$r" env DEBIAN_FRONTEND=noninteractive LC_ALL=C apt-get -q update
    chroot "$r" env DEBIAN_FRONTEND=noninteractive LC_ALL=C apt-get -y -q install --no-install-recommends "$@"
    chroot "$r" env LC_ALL=C locale-gen
    chroot "$r" apt-get clean' $pkgs >&2
  # The session bus is started by the tests themselves (dbus-run-session): it needs a machine id.
  [ -s "$part/etc/machine-id" ] || (set +o pipefail; tr -dc 0-9a-f < /dev/urandom | head -c 32; echo) > "$part/etc/machine-id"
  touch "$part/.sdm-complete"
  mv "$part" "$root"
  # Older roots of ours (another package list): nothing is mounted in them outside a run's
  # own namespace, so removing them cannot reach the host.
  for old in "$CACHE/$SUITE"-*; do
    [ "$old" = "$root" ] || [ ! -d "$old" ] || rm -rf --one-file-system "$old"
  done
  echo "== dev-shell: the root is ready" >&2
}

mkdir -p "$CACHE"
if [ ! -e "$root/.sdm-complete" ]; then
  # One maker at a time; the others wait and then use what it made.
  exec 9>"$CACHE/.lock"
  flock 9
  [ -e "$root/.sdm-complete" ] || make_root
  flock -u 9
  exec 9>&-
fi

# The places shared with the host, each at the same path.
binds=("$top")
[ -d "$top/../shared" ] && binds+=("$(cd "$top/../shared" && pwd)")
binds+=("$PWD" /tmp)
[ -n "${TMPDIR:-}" ] && [ -d "$TMPDIR" ] && binds+=("$TMPDIR")
[ -n "${HOME:-}" ] && [ -d "$HOME" ] && [ "$HOME" != / ] && binds+=("$HOME")
[ -n "${XDG_RUNTIME_DIR:-}" ] && [ -d "$XDG_RUNTIME_DIR" ] && binds+=("$XDG_RUNTIME_DIR")
# More folders, colon-separated (./run.sh FILE shares FILE's folder).
IFS=: read -r -a extra <<< "${SDM_DEV_SHELL_BIND:-}"
for p in ${extra[@]+"${extra[@]}"}; do [ -d "$p" ] && binds+=("$(cd "$p" && pwd)"); done

user=${SDM_DEV_SHELL_USER:-0:0}
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
