# shellcheck shell=bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/deps.sh: sourced by run.sh, test.sh, flatpak/ and tests/bench/ scripts, which run
# under `set -e` (some with `-u -o pipefail`): nothing here may fail on its own.
#
#   sdm_install_missing PKG...   install the Debian packages that are missing (one dpkg-query
#                                when all are there). Returns non-zero, after saying why, when
#                                they cannot be installed.
#   sdm_missing_packages PKG...  print the missing ones, one a line (always returns 0).
#
#   sdm_confirm SENTENCE         ask a person at a terminal whether to go on; true without
#                                asking when standard input is not a terminal, CI is set or
#                                SDM_ASSUME_YES=1 (as apt-get -y)
#
#   SDM_DEPS_INSTALL=no          check only: name what is missing and return 1, install nothing.
#   SDM_ASSUME_YES=1             install without asking (CI=... does the same)
#
# The installer is always Debian's apt-get (through sudo when not root), never a command from
# the environment: the callers run as root. It waits up to 10 minutes for another apt or dpkg
# that holds the lock (unattended upgrades, a second terminal) instead of failing at once.
# On a machine without dpkg-query (not Debian or Ubuntu) nothing is installed: when meson, a C
# compiler and the GTK 4 / libadwaita development files are there it goes on, otherwise it says
# which packages to install on Fedora and on Arch.
# libxml2-utils: xmllint, for the gresource's xml-stripblanks. librsvg2-common: the SVG
# loader with which the build renders the app icon's 48 px PNG (src/app/meson.build).
SDM_BUILD_PACKAGES="meson ninja-build pkg-config gcc clang libglib2.0-dev libglib2.0-dev-bin
  libgtk-4-dev libadwaita-1-dev gettext desktop-file-utils appstream libxml2-utils
  librsvg2-common"
# librsvg2-common: gdk-pixbuf's SVG loader. The app's own icons (the hint bulb, the app icon
# on the start page) are SVG; without it a fresh Debian draws them as broken images, since
# --no-install-recommends leaves out adwaita-icon-theme's recommendation of it.
# zsh, fish: the test cli-completions runs the CLI's completion scripts in their shells.
SDM_TEST_PACKAGES="xvfb xauth dbus-daemon dbus-x11 at-spi2-core xdotool libgl1-mesa-dri
  fonts-cantarell imagemagick x11-apps valgrind libclang-rt-19-dev qqwing python3 poppler-utils
  locales fonts-baekmuk librsvg2-common reuse git shellcheck zsh fish"
SDM_RUN_PACKAGES="dbus-x11 fonts-cantarell adwaita-icon-theme librsvg2-common"
# tests/bench/startup.sh and keypress.sh only: the X probes they compile.
# shellcheck disable=SC2034  # read by the scripts that source this file
SDM_BENCH_PACKAGES="libx11-dev libxdamage-dev libxfixes-dev libxtst-dev xvfb xdotool dbus-daemon"
# flatpak/test-offline-build.sh only (./test.sh --flatpak): a runtime made with debootstrap.
# librsvg2-common: flatpak checks exported icons with gdk-pixbuf, which needs it for SVG
# ("… .svg is not a valid icon: Format not recognized" on a fresh machine without it).
# libglib2.0-bin (gio) and shared-mime-info: the desktop's view of the exported file types.
# at-spi2-core: the accessibility bus every desktop has; without it the installed app warns
# "Unable to acquire the address of the accessibility bus" (seen on a fresh Debian 12), and
# the run checks fail on any warning.
# shellcheck disable=SC2034  # read by the scripts that source this file
SDM_FLATPAK_PACKAGES="debootstrap flatpak flatpak-builder elfutils xvfb xauth dbus-daemon xdotool
  imagemagick python3 librsvg2-common libglib2.0-bin shared-mime-info ostree gnupg at-spi2-core"
# build-aux/fresh-debian.sh only: the throw-away Debian 12 chroot.
# shellcheck disable=SC2034  # read by the scripts that source this file
SDM_FRESH_PACKAGES="debootstrap git ca-certificates"

# build-aux/dev-shell.sh only: what the host needs to make and enter the Debian 13 root.
# shellcheck disable=SC2034  # read by the scripts that source this file
SDM_REFERENCE_HOST_PACKAGES="debootstrap util-linux"

# The floor of the app, read from meson.build, the one place that says it.
sdm_floor_of () { # NAME: gtk_floor, adw_floor or glib_floor (pure bash: callers may have no PATH)
  local line
  while IFS= read -r line; do
    case $line in "$1 = '"*) line=${line#*\'}; printf '%s\n' "${line%%\'*}"; return 0 ;; esac
  done < "${BASH_SOURCE[0]%/*}/../meson.build"
}
SDM_FLOOR_GTK=$(sdm_floor_of gtk_floor)
SDM_FLOOR_ADW=$(sdm_floor_of adw_floor)

# sdm_packages_for RELEASE build|test|run: the lists above as Debian RELEASE names them. The
# lists are written for Debian 13, the reference platform; Debian 12 (which builds only the
# engine and the CLI natively, -Dgui=false) names clang's runtime after clang 14.
sdm_packages_for ()
{
  local list
  case $2 in
    build) list=$SDM_BUILD_PACKAGES ;;
    test) list=$SDM_TEST_PACKAGES ;;
    run) list=$SDM_RUN_PACKAGES ;;
    *) return 0 ;;
  esac
  # shellcheck disable=SC2086  # one word a package
  case $1 in
    12) printf '%s\n' $list | sed -e 's/^libclang-rt-19-dev$/libclang-rt-14-dev/' -e '/^reuse$/d' ;;
    *) printf '%s\n' $list ;;
  esac
}

# sdm_host_name: this system as "ID VERSION_ID" (from os-release).
sdm_host_name ()
{
  ( . /etc/os-release 2>/dev/null && echo "${ID:-unknown} ${VERSION_ID:-}" ) || echo unknown
}

# sdm_host_meets_floor: true when this system can build and run the app natively: its
# installed GTK and libadwaita are at the floor, or it is a release that ships them (Debian 13+,
# Ubuntu 24.04+), or its package lists offer them.
sdm_host_meets_floor ()
{
  if command -v pkg-config >/dev/null 2>&1 \
     && pkg-config --atleast-version="$SDM_FLOOR_GTK" gtk4 2>/dev/null \
     && pkg-config --atleast-version="$SDM_FLOOR_ADW" libadwaita-1 2>/dev/null; then
    return 0
  fi
  local id ver
  id=$( . /etc/os-release 2>/dev/null; echo "${ID:-}" )
  ver=$( . /etc/os-release 2>/dev/null; echo "${VERSION_ID:-0}" )
  case $id in
    debian) [ "${ver%%.*}" -ge 13 ] 2>/dev/null && return 0 ;;
    ubuntu) [ "${ver%%.*}" -ge 24 ] 2>/dev/null && return 0 ;;
  esac
  if command -v apt-cache >/dev/null 2>&1 && command -v dpkg >/dev/null 2>&1; then
    local cand
    cand=$(apt-cache policy libadwaita-1-dev 2>/dev/null | sed -n 's/^ *Candidate: *//p')
    case $cand in ''|'(none)') return 1 ;; esac
    dpkg --compare-versions "$cand" ge "$SDM_FLOOR_ADW" && return 0
  fi
  return 1
}

# sdm_reference_mode: "native" when this shell is on the reference platform or meets the floor
# (or SDM_REFERENCE=native), "root" when the app must be built in build-aux/dev-shell.sh's
# Debian 13 root.
sdm_reference_mode ()
{
  if [ -n "${SDM_REFERENCE_ROOT:-}" ]; then echo native; return 0; fi
  case ${SDM_REFERENCE:-auto} in
    native|root) echo "$SDM_REFERENCE" ;;
    *) if sdm_host_meets_floor; then echo native; else echo root; fi ;;
  esac
}

# sdm_build_dir_for_platform DIR: a build dir configured on another system (the host before the
# floor moved, or the root) has compilers and libraries that are not here: start it afresh.
sdm_build_dir_for_platform ()
{
  local here_is
  here_is="$(sdm_host_name)${SDM_REFERENCE_ROOT:+ root}"
  if [ -d "$1" ] && [ "$(cat "$1/.sdm-platform" 2>/dev/null)" != "$here_is" ]; then
    if [ -f "$1/build.ninja" ] || [ -f "$1/.sdm-platform" ]; then
      echo "deps.sh: $1 was configured on another system; configuring it afresh for $here_is" >&2
      rm -rf "$1"
    fi
  fi
  mkdir -p "$1" && printf '%s\n' "$here_is" > "$1/.sdm-platform"
}

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
    for mod in "glib-2.0 >= 2.74" "gtk4 >= $SDM_FLOOR_GTK" "libadwaita-1 >= $SDM_FLOOR_ADW"; do
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
    # shellcheck disable=SC2086  # the lists on one line
    echo "  Fedora: sudo dnf install" $SDM_FEDORA_PACKAGES
    # shellcheck disable=SC2086
    echo "  Arch:   sudo pacman -S --needed" $SDM_ARCH_PACKAGES
    echo "  other:  Meson >= 1.0, Ninja, a C compiler, pkg-config, GLib >= 2.74, GTK >= $SDM_FLOOR_GTK,"
    echo "          libadwaita >= $SDM_FLOOR_ADW, gettext (README.md, \"Building\")"
  } >&2
  return 1
}

# sdm_apt_get ARG...: the one installer (tests replace this function in their own shell).
sdm_apt_get ()
{
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive command apt-get -o DPkg::Lock::Timeout=600 "$@"
  else
    sudo DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 "$@"
  fi
}

sdm_confirm ()
{
  local answer
  if [ ! -t 0 ] || [ -n "${CI:-}" ] || [ "${SDM_ASSUME_YES:-}" = 1 ]; then return 0; fi
  printf '%s\nGo on? [Y/n] ' "$1" >&2
  read -r answer || return 1
  case $answer in ''|y|Y|yes|Yes|YES) return 0 ;; *) return 1 ;; esac
}

sdm_install_missing ()
{
  local missing
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
  if ! sdm_confirm "These Debian packages are missing and will be installed with apt-get: $missing"; then
    echo "deps.sh: not installed: $missing" >&2
    echo "deps.sh: install them by hand with: sudo apt-get install $missing" >&2
    return 1
  fi
  echo "Installing missing packages: $missing"
  # shellcheck disable=SC2086
  if ! { sdm_apt_get update -q \
         && sdm_apt_get install -y -q --no-install-recommends $missing; }; then
    echo "deps.sh: could not install: $missing" >&2
    echo "deps.sh: install them by hand with: sudo apt-get install $missing" >&2
    return 1
  fi
}
