# build-aux/deps.sh: sourced by run.sh and test.sh. Installs the Debian 12 packages the
# project needs when any is missing; quick (one dpkg-query) when all are there.
SDM_BUILD_PACKAGES="meson ninja-build pkg-config gcc clang libglib2.0-dev libglib2.0-dev-bin
  libgtk-4-dev libadwaita-1-dev gettext desktop-file-utils appstream"
SDM_TEST_PACKAGES="xvfb xauth dbus-daemon dbus-x11 at-spi2-core xdotool libgl1-mesa-dri
  fonts-cantarell imagemagick x11-apps valgrind libclang-rt-14-dev qqwing python3 poppler-utils
  flatpak-builder"
SDM_RUN_PACKAGES="dbus-x11 fonts-cantarell adwaita-icon-theme"
# tests/bench/startup.sh and keypress.sh only: the X probes they compile.
SDM_BENCH_PACKAGES="libx11-dev libxdamage-dev libxfixes-dev libxtst-dev xvfb xdotool dbus-daemon"
# flatpak/test-offline-build.sh only (./test.sh --flatpak): a runtime made with debootstrap.
SDM_FLATPAK_PACKAGES="debootstrap flatpak flatpak-builder elfutils xvfb xauth dbus-daemon xdotool
  imagemagick python3"

sdm_install_missing ()
{
  missing=""
  for pkg in "$@"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null)
    [ "$status" = "installed" ] || missing="$missing $pkg"
  done
  [ -z "$missing" ] && return 0
  echo "Installing missing packages:$missing"
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q || return 1
  # shellcheck disable=SC2086
  $sudo apt-get install -y -q --no-install-recommends $missing || return 1
}
