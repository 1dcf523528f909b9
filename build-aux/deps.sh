# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/deps.sh: sourced by run.sh, test.sh, flatpak/ and tests/bench/ scripts, which run
# under `set -e` (some with `-u -o pipefail`): nothing here may fail on its own.
#
#   sdm_install_missing PKG...   install the Debian packages that are missing (one dpkg-query
#                                when all are there). Returns non-zero, after saying why, when
#                                they cannot be installed.
#   sdm_missing_packages PKG...  print the missing ones, one a line (always returns 0).
#
#   SDM_DEPS_INSTALL=no          check only: name what is missing and return 1, install nothing.
#   SDM_APT_GET=CMD              the installer (default: apt-get, through sudo when not root).
#
# On a machine without dpkg-query (not Debian or Ubuntu) nothing is installed: when meson, a C
# compiler and the GTK 4 / libadwaita development files are there it goes on, otherwise it says
# which packages to install on Fedora and on Arch.
# libxml2-utils: xmllint, for the gresource's xml-stripblanks.
SDM_BUILD_PACKAGES="meson ninja-build pkg-config gcc clang libglib2.0-dev libglib2.0-dev-bin
  libgtk-4-dev libadwaita-1-dev gettext desktop-file-utils appstream libxml2-utils"
# librsvg2-common: gdk-pixbuf's SVG loader. The app's own icons (the hint bulb, the app icon
# on the start page) are SVG; without it a fresh Debian draws them as broken images, since
# --no-install-recommends leaves out adwaita-icon-theme's recommendation of it.
SDM_TEST_PACKAGES="xvfb xauth dbus-daemon dbus-x11 at-spi2-core xdotool libgl1-mesa-dri
  fonts-cantarell imagemagick x11-apps valgrind libclang-rt-14-dev qqwing python3 poppler-utils
  flatpak-builder locales fonts-baekmuk librsvg2-common"
SDM_RUN_PACKAGES="dbus-x11 fonts-cantarell adwaita-icon-theme librsvg2-common"
# tests/bench/startup.sh and keypress.sh only: the X probes they compile.
SDM_BENCH_PACKAGES="libx11-dev libxdamage-dev libxfixes-dev libxtst-dev xvfb xdotool dbus-daemon"
# flatpak/test-offline-build.sh only (./test.sh --flatpak): a runtime made with debootstrap.
# librsvg2-common: flatpak checks exported icons with gdk-pixbuf, which needs it for SVG
# ("… .svg is not a valid icon: Format not recognized" on a fresh machine without it).
SDM_FLATPAK_PACKAGES="debootstrap flatpak flatpak-builder elfutils xvfb xauth dbus-daemon xdotool
  imagemagick python3 librsvg2-common"
# build-aux/fresh-debian.sh only: the throw-away Debian 12 chroot.
SDM_FRESH_PACKAGES="debootstrap git ca-certificates"

# What to build and run with on other systems (README.md, "Building"): the same tools under
# their own names.
SDM_FEDORA_PACKAGES="meson ninja-build gcc pkgconf-pkg-config glib2-devel gtk4-devel
  libadwaita-devel gettext desktop-file-utils appstream"
SDM_ARCH_PACKAGES="meson ninja gcc pkgconf glib2 gtk4 libadwaita gettext desktop-file-utils
  appstream"

sdm_missing_packages ()
{
  # One query for all of them. dpkg-query exits 1 when any is unknown; its output still
  # lists the known ones, so the status is ignored (that exit killed `set -e` callers).
  local installed pkg
  installed=$(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "$@" 2>/dev/null || true)
  for pkg in "$@"; do
    case "
$installed
" in
      *"
$pkg installed
"*) ;;
      *) printf '%s\n' "$pkg" ;;
    esac
  done
  return 0
}

# Not Debian: go on when the build tools are there, otherwise name them per distribution.
sdm_check_not_debian ()
{
  local lacking=""
  for tool in meson ninja pkg-config cc msgfmt glib-compile-schemas; do
    command -v "$tool" >/dev/null 2>&1 || lacking="$lacking $tool"
  done
  if command -v pkg-config >/dev/null 2>&1; then
    for mod in "glib-2.0 >= 2.74" "gtk4 >= 4.8" "libadwaita-1 >= 1.2"; do
      pkg-config --exists "$mod" 2>/dev/null || lacking="$lacking ${mod%% *}"
    done
  fi
  if [ -z "$lacking" ]; then
    echo "deps.sh: no dpkg-query (not Debian or Ubuntu): not installing anything; the build tools are there." >&2
    return 0
  fi
  {
    echo "deps.sh: this is not Debian or Ubuntu (no dpkg-query), so nothing can be installed"
    echo "automatically, and these are missing:$lacking"
    echo "Install the build dependencies, then run this again:"
    echo "  Fedora: sudo dnf install" $SDM_FEDORA_PACKAGES
    echo "  Arch:   sudo pacman -S --needed" $SDM_ARCH_PACKAGES
    echo "  other:  Meson >= 1.0, Ninja, a C compiler, pkg-config, GLib >= 2.74, GTK >= 4.8,"
    echo "          libadwaita >= 1.2, gettext (README.md, \"Building\")"
  } >&2
  return 1
}

sdm_install_missing ()
{
  local missing sudo
  if ! command -v dpkg-query >/dev/null 2>&1; then
    sdm_check_not_debian
    return
  fi
  missing=$(sdm_missing_packages "$@" | tr '\n' ' ')
  missing=${missing% }
  [ -z "$missing" ] && return 0
  if [ "${SDM_DEPS_INSTALL:-yes}" = no ]; then
    echo "deps.sh: missing Debian packages: $missing" >&2
    echo "deps.sh: install them with: sudo apt-get install $missing" >&2
    return 1
  fi
  echo "Installing missing packages: $missing"
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086
  if ! { ${SDM_APT_GET:-$sudo apt-get} update -q \
         && ${SDM_APT_GET:-$sudo apt-get} install -y -q --no-install-recommends $missing; }; then
    echo "deps.sh: could not install: $missing" >&2
    echo "deps.sh: install them by hand with: sudo apt-get install $missing" >&2
    return 1
  fi
}
