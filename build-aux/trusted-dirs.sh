# shellcheck shell=bash
# SPDX-License-Identifier: GPL-3.0-or-later
# build-aux/trusted-dirs.sh: sourced by the scripts that run as root and keep state outside the
# clone: build-aux/dev-shell.sh (the Debian 13 root), build-aux/fresh-debian.sh (throw-away
# Debian systems) and flatpak/ (a runtime made from Debian packages, the app's builds).
#
# The rule: nothing that another user could have made or changed is executed, extracted or
# followed as root. A cache folder is used only when every component of its path, from / down,
# is a real directory (never a symbolic link) owned by root (or by the caller) that no one else
# can write to, except sticky folders such as /tmp and /var/tmp above it, where no one else can
# rename or remove what root owns. The cache folder itself must be owned by the caller and is
# made private (0700), so no other user can even look inside. What the scripts keep inside
# (roots, tarballs, stamps) is checked the same way before each use. Since no one else can
# change any of it once checked, nothing can be swapped between the check and the use.
#
#   sdm_trusted_dir WHO PATH    make PATH (0700) when it is missing and check it and every
#                               folder above it; on a refusal, say what is wrong and how to fix
#                               it (WHO names the script), and return 1
#   sdm_trusted_entry WHO PATH  something inside a trusted folder (a file or folder of ours): a
#                               real one, not a symbolic link, owned by the caller, not group- or
#                               world-writable; return 1 after saying why otherwise
#   sdm_lock_dir PATH           wait for the lock on the trusted folder PATH itself, held on
#                               file descriptor 9 (no lock file is opened, so no link is
#                               followed); children inherit it, so an orphan of a killed run
#                               keeps it until it ends
#   sdm_remove_tree WHO PATH    remove PATH, which may hold mounts left by a killed run: unmount
#                               what is mounted at or under it (umount -R, checked), then
#                               rm -rf --one-file-system, checked. Never crosses into the host.
#   sdm_private_ns COMMAND...   run COMMAND in a private mount and PID namespace: its mounts and
#                               every process it starts end with it, even when it is killed
#                               (SIGKILL included: unshare --kill-child)

# _sdm_refuse WHO PATH WHY: the refusal every check ends with.
_sdm_refuse ()
{
  {
    echo "$1: refusing $2: $3."
    echo "$1: another local user could have made it to run their code as root. Look at what it is,"
    echo "$1: then remove it (rm -rf --one-file-system '$2') or choose another folder."
  } >&2
  return 1
}

# _sdm_check WHO PATH ancestor|own: the owner and mode rules for one existing path.
_sdm_check ()
{
  local who=$1 path=$2 role=$3 me owner mode
  if [ -L "$path" ]; then _sdm_refuse "$who" "$path" "it is a symbolic link"; return 1; fi
  me=$(id -u)
  # stat does not follow a link (checked above anyway): the path's own owner and mode.
  read -r owner mode < <(stat -c '%u %a' -- "$path") || { echo "$who: cannot read $path" >&2; return 1; }
  mode=$((8#$mode))
  case $role in
    ancestor)
      if [ "$owner" != 0 ] && [ "$owner" != "$me" ]; then
        _sdm_refuse "$who" "$path" "it is owned by uid $owner, not by root"; return 1
      fi
      if [ $((mode & 8#022)) != 0 ] && [ $((mode & 8#1000)) = 0 ]; then
        _sdm_refuse "$who" "$path" "others may write to it and it is not sticky"; return 1
      fi ;;
    own)
      if [ "$owner" != "$me" ]; then
        _sdm_refuse "$who" "$path" "it is owned by uid $owner, not by uid $me (this script's user)"; return 1
      fi
      if [ $((mode & 8#022)) != 0 ]; then
        _sdm_refuse "$who" "$path" "group or others may write to it (mode $(printf '%o' $mode))"; return 1
      fi ;;
  esac
  return 0
}

sdm_trusted_dir ()
{
  local who=$1 path=$2 p="" comp parts
  case $path in
    /*) ;;
    *) echo "$who: $path must be an absolute path" >&2; return 1 ;;
  esac
  case /$path/ in
    */../*|*/./*) echo "$who: $path must not have . or .. in it" >&2; return 1 ;;
  esac
  _sdm_check "$who" / ancestor || return 1
  IFS=/ read -r -a parts <<< "${path#/}"
  local n=${#parts[@]} i=0
  for comp in "${parts[@]}"; do
    i=$((i + 1))
    [ -n "$comp" ] || continue
    p=$p/$comp
    if [ ! -e "$p" ] && [ ! -L "$p" ]; then
      # Not -p: when someone else makes it first, mkdir fails and the check below refuses it.
      mkdir -m 0700 -- "$p" 2>/dev/null || true
    fi
    if [ ! -L "$p" ] && [ ! -d "$p" ]; then echo "$who: $p is not a folder" >&2; return 1; fi
    if [ "$i" -lt "$n" ]; then
      _sdm_check "$who" "$p" ancestor || return 1
    else
      _sdm_check "$who" "$p" own || return 1
    fi
  done
  # Ours: no one else may look inside (the roots have world-writable folders of their own).
  chmod go-rwx -- "$path"
}

sdm_trusted_entry ()
{
  [ -e "$2" ] || [ -L "$2" ] || { echo "$1: $2 is missing" >&2; return 1; }
  _sdm_check "$1" "$2" own
}

sdm_lock_dir ()
{
  # A folder opens read-only without creating anything; flock(2) works on its descriptor.
  exec 9<"$1" && flock 9
}

sdm_remove_tree ()
{
  local who=$1 path=$2 target left
  [ -e "$path" ] || [ -L "$path" ] || return 0
  case $path in
    /*/*) ;;
    *) echo "$who: will not remove $path" >&2; return 1 ;;
  esac
  if [ -L "$path" ]; then rm -f -- "$path"; return; fi
  # Mounts at or under it, deepest first (findmnt escapes blanks as \x20; our paths have none).
  while read -r target; do
    umount -R -- "$target" 2>/dev/null || true
  done < <(findmnt -rn -o TARGET | awk -v p="$path" '$0 == p || index($0, p "/") == 1' | sort -r)
  left=$(findmnt -rn -o TARGET | awk -v p="$path" '$0 == p || index($0, p "/") == 1')
  if [ -n "$left" ]; then
    echo "$who: cannot unmount what is mounted under $path:" >&2
    printf '  %s\n' "${left//$'\n'/$'\n'  }" >&2
    echo "$who: stop what uses it (fuser -vm PATH), unmount it (umount -R PATH), and run again" >&2
    return 1
  fi
  rm -rf --one-file-system -- "$path"
  if [ -e "$path" ]; then echo "$who: could not remove $path" >&2; return 1; fi
  return 0
}

# A folder this run is using, claimed for as long as the calling shell lives (fd 8): other
# runs' sdm_remove_unclaimed leave it alone. A folder a killed run left is claimed by no one.
# Returns 1 only when another process holds it; where folders cannot be locked at all, says so
# and goes on (sdm_remove_unclaimed then removes no other run's folder).
sdm_claim_dir ()
{
  local rc=0
  exec 8<"$1" || return 2
  flock -n -E 75 8 || rc=$?
  case $rc in
    0) return 0 ;;
    75) return 1 ;;
    *) echo "warning: cannot lock $1 (flock exited $rc); runs beside this one will not see it" >&2
       return 0 ;;
  esac
}

# Whether folder locks hold between processes under PARENT: some sandboxes accept flock(2) on
# a folder and enforce nothing, and there no claim can be seen. Locks a new folder here, then
# asks another process (flock(1)) for the same lock, which must be refused as taken (75).
sdm_folder_locks_work ()
{
  local probe rc=1
  probe=$(mktemp -d "$1/.lock-probe.XXXXXX") || return 1
  if exec 6<"$probe" && flock -n 6; then
    flock -n -E 75 "$probe" true 2>/dev/null
    [ $? = 75 ] && rc=0
  fi
  exec 6<&-
  rmdir "$probe"
  return $rc
}

# WHO DIR...: remove (sdm_remove_tree) each DIR that no running process has claimed; say which
# were left because another run is using them. Where folder locks do not hold
# (sdm_folder_locks_work), a claim cannot be seen, so every DIR is left and the caller is told.
# A run's own folder is the caller's to remove (sdm_remove_tree), not passed here.
sdm_remove_unclaimed ()
{
  local who=$1 dir rc=0
  shift
  [ $# -gt 0 ] || return 0
  if ! sdm_folder_locks_work "$(dirname "$1")"; then
    echo "$who: folder locks do not hold here, so a run still going cannot be told from one that"
    echo "$who: was killed; left alone (remove them when no run is going): $*"
    return 0
  fi
  for dir in "$@"; do
    if [ ! -d "$dir" ] || [ -L "$dir" ]; then
      sdm_remove_tree "$who" "$dir" || rc=1
      continue
    fi
    exec 7<"$dir" || { rc=1; continue; }
    if flock -n -E 75 7; then
      sdm_remove_tree "$who" "$dir" || rc=1
    else
      echo "$who: $dir is in use by another run, left alone"
    fi
    exec 7<&-
  done
  return $rc
}

sdm_private_ns ()
{
  # --kill-child: when unshare itself is killed, its child (PID 1 of the new namespace) gets
  # SIGKILL, and with it every process in the namespace: no dpkg writes on after a kill.
  unshare --mount --propagation private --pid --fork --kill-child --mount-proc "$@"
}
