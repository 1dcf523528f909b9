#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/fresh-debian.sh [OPTIONS] [COMMAND...]: run COMMAND in a clone of this repository
# inside a Debian system (12 by default, our machines and CI; 13 with --release 13, the
# reference platform, where everything builds natively) that has never seen it, the way a new user would: a fresh
# `debootstrap` chroot, nothing installed but the base system, the tree cloned from git (only
# what is committed), COMMAND run as root from the clone's top directory. Default COMMAND: .ci/run
#
#   build-aux/fresh-debian.sh                        # .ci/run: ./test.sh, the whole suite
#   build-aux/fresh-debian.sh ./test.sh --flatpak    # the Flatpak from a clean clone
#   build-aux/fresh-debian.sh --xvfb ./run.sh        # the app under Xvfb, a screenshot
#   build-aux/fresh-debian.sh --release 13           # the whole suite on a plain Debian 13
#
# Options:
#   --rev REV     the commit to clone (default HEAD of this checkout)
#   --release N   Debian 12 (bookworm, default) or 13 (trixie)
#   --keep        keep the chroot afterwards (default: removed when COMMAND succeeded)
#   --xvfb        run COMMAND under xvfb-run until a Sudominoku window shows, then
#                 SDM_FRESH_XVFB_SECONDS (3) more after it drew, take a screenshot into the work dir and
#                 stop it (for ./run.sh, which does not return)
# Environment:
#   SDM_FRESH_WORK     work dir (default /var/cache/sudominoku/fresh): base.tar, root-*/, logs;
#                      an absolute path in folders only root can write to (trusted-dirs.sh)
#   SDM_FRESH_VARIANT  debootstrap variant (default minbase: the least a Debian system has)
#   MIRROR             Debian mirror (default http://deb.debian.org/debian)
#
# On Debian 12, ./run.sh and ./test.sh make the Debian 13 root of build-aux/dev-shell.sh inside
# the chroot, from nothing: that is the first run a new user on Debian 12 sees.
# The base system is debootstrapped once and kept as WORK/base-SUITE-VARIANT.tar (what
# debootstrap wrote, before anything of ours); every run unpacks it into a new directory, so
# each run starts from the same untouched system. The command runs after pivot_root into that
# directory in a private mount namespace (with /proc, /sys, /dev), so bubblewrap and
# flatpak work inside it as they do on a real machine, where a plain chroot breaks them.
# Needs root. Prints the time COMMAND took; COMMAND's output goes to the terminal and to
# WORK/run-STAMP.log.
# Safe to interrupt anywhere: debootstrap and COMMAND run in private mount and PID namespaces,
# so a kill (SIGKILL too) ends every process of the run and leaves no mount on the host; the
# next run removes a half-made base (unmounting first). A chroot whose COMMAND failed or was
# killed stays in WORK for a look, and is removed the same way by the next run that succeeds;
# a run still going holds a lock on its chroot (sdm_claim_dir), and no other run removes it.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
rev=HEAD keep=0 xvfb=0 release=12
while [ $# -gt 0 ]; do
  case "$1" in
    --rev) rev=$2; shift 2 ;;
    --release) release=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    --xvfb) xvfb=1; shift ;;
    -h|--help) sed -n '3,/^# next run that succeeds/p' "$0"; exit 0 ;;
    --) shift; break ;;
    -*) echo "fresh-debian.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || set -- .ci/run
[ "$(id -u)" = 0 ] || { echo "fresh-debian.sh: needs root (debootstrap, mount, pivot_root)" >&2; exit 2; }

case $release in
  12) SUITE=bookworm ;;
  13) SUITE=trixie ;;
  *) echo "fresh-debian.sh: --release 12 or 13, not $release" >&2; exit 2 ;;
esac
WORK=${SDM_FRESH_WORK:-/var/cache/sudominoku/fresh}
WORK=${WORK%/}
VARIANT=${SDM_FRESH_VARIANT:-minbase}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
stamp=$(date -u +%Y%m%d-%H%M%S)
root=$WORK/root-$stamp
log=$WORK/run-$stamp.log
base=$WORK/base-$SUITE-$VARIANT.tar
# shellcheck source=deps.sh
. "$src/build-aux/deps.sh"
# shellcheck source=trusted-dirs.sh
. "$src/build-aux/trusted-dirs.sh"
sdm_trusted_dir fresh-debian.sh "$WORK" || exit 2
# shellcheck disable=SC2086
sdm_install_missing $SDM_FRESH_PACKAGES

commit=$(git -C "$src" rev-parse --verify "$rev^{commit}")

# One run at a time makes the base; what a killed one left is removed first.
sdm_lock_dir "$WORK"
if [ ! -s "$base" ]; then
  echo "== fresh-debian: debootstrap --variant=$VARIANT $SUITE (once, kept as $base)"
  sdm_remove_tree fresh-debian.sh "$WORK/base-build"
  sdm_remove_tree fresh-debian.sh "$base.part"
  sdm_private_ns debootstrap --variant="$VARIANT" "$SUITE" "$WORK/base-build" "$MIRROR"
  tar -C "$WORK/base-build" -cf "$base.part" . && mv "$base.part" "$base"
  sdm_remove_tree fresh-debian.sh "$WORK/base-build"
fi
flock -u 9
exec 9<&-
sdm_trusted_entry fresh-debian.sh "$base" || exit 2

echo "== fresh-debian: new root $root from $(basename "$base")"
mkdir -m 0755 "$root"
# Claimed while this run lives: a run beside it that ends first must not remove it.
sdm_claim_dir "$root" || { echo "fresh-debian.sh: $root is claimed by another run" >&2; exit 1; }
tar -C "$root" -xf "$base"
cp /etc/resolv.conf "$root/etc/resolv.conf"
echo "== fresh-debian: clone of $src at $(git -C "$src" log -1 --format='%h %s' "$commit")"
git clone -q --no-hardlinks "$src" "$root/root/sudominoku"
git -C "$root/root/sudominoku" checkout -q --detach "$commit"
# The suite's benchmarks look for ../shared/data; a new user has none, so none is given.

script=$(printf '%q ' "$@")
if [ $xvfb = 1 ]; then
  # ./run.sh installs and builds first, then starts the app, which does not return: wait for
  # its window (at most 20 min) and for it to draw (the screen not one colour, at most 2 min),
  # SDM_FRESH_XVFB_SECONDS (3) more, take the screenshot, stop it. Exit status 1 when no window
  # appeared or it stayed blank. Xvfb, xdotool and ImageMagick are ours, not run.sh's.
  cat > "$root/root/xvfb-shot.sh" <<EOF
#!/bin/bash
( $script ) & pid=\$!
if ! timeout 1200 xdotool search --sync --onlyvisible --name Sudominoku >/dev/null; then
  echo "fresh-debian.sh: no Sudominoku window" >&2; kill \$pid; exit 1
fi
for _ in \$(seq 60); do
  import -window root /root/screenshot.png
  sd=\$(convert /root/screenshot.png -format '%[fx:standard_deviation]' info:)
  python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) > 0.02 else 1)" "\$sd" && break
  sleep 2
done
sleep ${SDM_FRESH_XVFB_SECONDS:-3}
import -window root /root/screenshot.png
kill \$pid; wait \$pid
python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) > 0.02 else 1)" "\$sd" \\
  || { echo "fresh-debian.sh: the window stayed blank" >&2; exit 1; }
EOF
  script="apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends xvfb xauth xdotool imagemagick python3 >/dev/null \\
    && xvfb-run -a -s '-screen 0 1024x800x24' bash /root/xvfb-shot.sh"
fi

# In a private mount namespace: the new root bind-mounted on itself (pivot_root wants a mount
# point), the kernel file systems, then pivot_root so that the old root is gone entirely.
# shellcheck disable=SC2016  # code for the inner shell, expanded there
inner='set -e
root=$1 script=$2
mount --make-rprivate /
mount --bind "$root" "$root"
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --rbind /dev "$root/dev"
mkdir -p "$root/.old-root"
cd "$root"
pivot_root . .old-root
umount -l /.old-root
rmdir /.old-root
cd /root/sudominoku
# Not exec, nor the last command (bash would exec that): this shell stays PID 1 of the
# namespace and COMMAND an ordinary process (PID 1 gets no signal it has no handler for:
# xvfb-run, waiting for Xvfb'"'"'s SIGUSR1, hung there).
/usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  LANG=C.UTF-8 TERM="${TERM:-dumb}" /bin/bash -c "$script"
exit $?'

echo "== fresh-debian: running in the clone: $*"
start=$(date +%s)
set +e
TERM=${TERM:-dumb} sdm_private_ns /bin/bash -c "$inner" inner "$root" "$script" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
set -e
secs=$(( $(date +%s) - start ))
[ $xvfb = 1 ] && [ -f "$root/root/screenshot.png" ] && cp "$root/root/screenshot.png" "$WORK/screenshot-$stamp.png" \
  && echo "== fresh-debian: screenshot $WORK/screenshot-$stamp.png"
printf '== fresh-debian: "%s" exited %d after %dm%02ds (log %s)\n' "$*" "$rc" $((secs / 60)) $((secs % 60)) "$log"
if [ $keep = 0 ] && [ "$rc" = 0 ]; then
  # This run's chroot, then those of earlier runs that failed or were killed; not those of
  # runs still going (sdm_claim_dir).
  exec 8<&-
  sdm_remove_tree fresh-debian.sh "$root" || rc=1
  others=()
  for dir in "$WORK"/root-*; do
    if [ -e "$dir" ] || [ -L "$dir" ]; then others+=("$dir"); fi
  done
  sdm_remove_unclaimed fresh-debian.sh "${others[@]}" || rc=1
else
  echo "== fresh-debian: the chroot is kept: $root"
fi
exit "$rc"
