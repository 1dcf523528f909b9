#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak/build-debian-runtime.sh WORKDIR: make a Flatpak Platform + Sdk pair from Debian 13
# (trixie) packages (debootstrap + apt in a chroot): GTK 4.18, libadwaita 1.7, GLib 2.84, the
# reference platform of the project (its API floor is GNOME 46: GTK 4.14, libadwaita 1.5).
# It is exported into WORKDIR/repo as branch 13 and installed for the user from a local
# remote, standing in for org.gnome.Platform/Sdk, which cannot be downloaded here.
# Needs root (debootstrap, chroot). Cached: once the runtime is installed with the same package
# lists, a re-run does nothing. See ../shared/notes/gui-testing-and-flatpak.md §5b.
# WORKDIR must be a folder only root can write to, in folders only root can write to
# (build-aux/trusted-dirs.sh): what is in it is run as root. debootstrap and apt run in private
# mount and PID namespaces, so a run killed anywhere leaves no mount and no process; the next
# run removes what it half-made and makes it again.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=../build-aux/trusted-dirs.sh
. "$here/../build-aux/trusted-dirs.sh"

WORK=${1:?usage: build-debian-runtime.sh WORKDIR}
WORK=${WORK%/}
sdm_trusted_dir build-debian-runtime.sh "$WORK" || exit 2
MIRROR=${MIRROR:-http://deb.debian.org/debian}
BRANCH=13 SUITE=trixie
REPO=$WORK/repo
REMOTE=${SDM_FLATPAK_REMOTE:-sudominoku-debian}
PLATFORM=${SDM_FLATPAK_PLATFORM:-local.debian.Platform}
SDK=${SDM_FLATPAK_SDK:-local.debian.Sdk}
ARCH=$(flatpak --default-arch)

# libegl1/libgl1/libglx0 (GLVND loaders) are not pulled in by libgtk-4-1 but GTK's GL renderer
# needs them; dbus-x11 satisfies dconf-service's virtual dbus-session-bus without systemd.
PLATFORM_PKGS="locales libgtk-4-1 libadwaita-1-0 libgl1-mesa-dri libglx-mesa0 libegl-mesa0 libgles2
  libegl1 libgl1 libglx0 fonts-cantarell fonts-dejavu-core fonts-noto-cjk adwaita-icon-theme
  hicolor-icon-theme shared-mime-info gsettings-desktop-schemas libglib2.0-bin librsvg2-common
  dbus-x11 dconf-gsettings-backend"
# appstream-util provides appstream-compose, which flatpak-builder 1.2 runs at the end;
# elfutils: eu-strip, as in org.gnome.Sdk (flatpak-builder 1.2 itself runs the host's copy).
SDK_PKGS="build-essential meson ninja-build pkg-config libgtk-4-dev libadwaita-1-dev gettext
  desktop-file-utils appstream appstream-util libglib2.0-dev-bin elfutils"

stamp=$WORK/runtime-$BRANCH.stamp
# shellcheck disable=SC2086  # one word a package
want=$(printf '%s\n' "$MIRROR" "$PLATFORM" "$SDK" "$BRANCH" $PLATFORM_PKGS -- $SDK_PKGS | sha256sum | cut -c1-16)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] \
   && flatpak --user info "$PLATFORM//$BRANCH" >/dev/null 2>&1 \
   && flatpak --user info "$SDK//$BRANCH" >/dev/null 2>&1; then
  echo "runtime: $PLATFORM//$BRANCH and $SDK//$BRANCH already installed (cached in $WORK)"
  exit 0
fi

in_root () { # ROOT CMD...: run in a chroot with /proc mounted, in private namespaces: the
  # mount and every process end with the command, however it ends
  # shellcheck disable=SC2016  # code for the inner shell, expanded there
  sdm_private_ns /bin/bash -c 'set -e; r=$1; shift; mount -t proc proc "$r/proc"
    exec chroot "$r" env DEBIAN_FRONTEND=noninteractive LC_ALL=C "$@"' in_root "$@"
}

# 1. Platform root. minbase first, then apt: debootstrap's own resolver cannot choose providers
#    of virtual packages and leaves the chroot half-configured.
if [ ! -e "$WORK/platform-root-$BRANCH/.debootstrapped" ]; then
  sdm_remove_tree build-debian-runtime.sh "$WORK/platform-root-$BRANCH"
  sdm_private_ns debootstrap --variant=minbase "$SUITE" "$WORK/platform-root-$BRANCH" "$MIRROR"
  cp /etc/resolv.conf "$WORK/platform-root-$BRANCH/etc/resolv.conf"
  # flatpak-builder builds with LC_ALL=en_US.utf8; ko_KR for running the Korean translation.
  printf 'en_US.UTF-8 UTF-8\nko_KR.UTF-8 UTF-8\nC.UTF-8 UTF-8\n' > "$WORK/platform-root-$BRANCH/etc/locale.gen"
  in_root "$WORK/platform-root-$BRANCH" apt-get -q update
  touch "$WORK/platform-root-$BRANCH/.debootstrapped"
fi
# A dpkg killed in an earlier run left packages half-configured: finish them first.
in_root "$WORK/platform-root-$BRANCH" dpkg --configure -a
# shellcheck disable=SC2086
in_root "$WORK/platform-root-$BRANCH" apt-get -y -q install --no-install-recommends $PLATFORM_PKGS
in_root "$WORK/platform-root-$BRANCH" locale-gen
in_root "$WORK/platform-root-$BRANCH" apt-get clean

# 2. Sdk root = the platform + build tools.
if [ ! -e "$WORK/sdk-root-$BRANCH/.debootstrapped" ]; then
  sdm_remove_tree build-debian-runtime.sh "$WORK/sdk-root-$BRANCH"
  sdm_remove_tree build-debian-runtime.sh "$WORK/sdk-root-$BRANCH.part"
  # Under another name until whole: a copy cut short must not pass for the Sdk root.
  cp -a "$WORK/platform-root-$BRANCH" "$WORK/sdk-root-$BRANCH.part"
  mv -T "$WORK/sdk-root-$BRANCH.part" "$WORK/sdk-root-$BRANCH"
fi
in_root "$WORK/sdk-root-$BRANCH" dpkg --configure -a
# shellcheck disable=SC2086
in_root "$WORK/sdk-root-$BRANCH" apt-get -y -q install --no-install-recommends $PLATFORM_PKGS $SDK_PKGS
in_root "$WORK/sdk-root-$BRANCH" locale-gen
in_root "$WORK/sdk-root-$BRANCH" apt-get clean

# 3. chroot -> runtime directory (files/ is the runtime's /usr, files/etc its /etc) -> ostree.
export_runtime () { # ROOT NAME
  local root=$1 name=$2 dir=$WORK/export-$2-$BRANCH
  sdm_remove_tree build-debian-runtime.sh "$dir"
  mkdir -p "$dir/files"
  cp -a "$root/usr/." "$dir/files/"
  cp -a "$root/etc" "$dir/files/etc"
  rm -f "$dir/files/etc/resolv.conf" "$dir/files/etc/hostname" "$dir/files/etc/machine-id"
  echo "/app/lib" > "$dir/files/etc/ld.so.conf.d/app.conf"
  printf '[Runtime]\nname=%s\nruntime=%s/%s/%s\nsdk=%s/%s/%s\n' \
    "$name" "$PLATFORM" "$ARCH" "$BRANCH" "$SDK" "$ARCH" "$BRANCH" > "$dir/metadata"
  flatpak build-export --runtime --files=files "$REPO" "$dir" "$BRANCH"
  sdm_remove_tree build-debian-runtime.sh "$dir"
}
export_runtime "$WORK/platform-root-$BRANCH" "$PLATFORM"
export_runtime "$WORK/sdk-root-$BRANCH" "$SDK"
flatpak build-update-repo "$REPO"

# 4. Install for this user from a local, unsigned remote.
flatpak --user remote-add --if-not-exists --no-gpg-verify "$REMOTE" "$REPO"
flatpak --user install -y --noninteractive --or-update "$REMOTE" "$PLATFORM//$BRANCH" "$SDK//$BRANCH"
echo "$want" > "$stamp"
echo "runtime: installed $PLATFORM//$BRANCH and $SDK//$BRANCH"
