#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-spdx.py SOURCE_ROOT: every file git tracks carries an SPDX-License-Identifier line
in its first lines, or is named by a path of REUSE.toml (files whose format cannot hold a
comment: exact puzzle fixtures, JSON, images). Lists the files that do neither."""
import fnmatch
import os
import subprocess
import sys
import tomllib

root = sys.argv[1]
os.chdir(root)
with open("REUSE.toml", "rb") as f:
    reuse = tomllib.load(f)
globs = []
for annotation in reuse.get("annotations", []):
    paths = annotation["path"]
    globs += [paths] if isinstance(paths, str) else paths

def covered(path):
    for g in globs:
        # REUSE's "**" matches across folders; fnmatch's "*" already does.
        if fnmatch.fnmatchcase(path, g.replace("**", "*")):
            return True
    return False

def walk():
    """Without git (a release tarball, the copy a Flatpak build works in): the project's own
    folders and top-level files, leaving out build directories (they hold meson-private)."""
    names = [n for n in os.listdir(".") if os.path.isfile(n) and not n.startswith(".")]
    for top in ("src", "tests", "data", "po", "build-aux", "flatpak", ".ci"):
        for d, dirs, files in os.walk(top):
            dirs[:] = [x for x in dirs if not x.startswith((".", "_"))
                       and not os.path.isdir(os.path.join(d, x, "meson-private"))]
            names += [os.path.join(d, f) for f in files]
    return names

try:
    files = subprocess.run(["git", "ls-files", "-z"], check=True, capture_output=True).stdout
    names = [n for n in files.decode().split("\0") if n]
except (OSError, subprocess.CalledProcessError):
    names = walk()

missing = []
for name in sorted(names):
    if not os.path.isfile(name) or covered(name):
        continue
    with open(name, "rb") as f:
        head = f.read(2048)
    if b"SPDX-License-Identifier:" not in head and b'SPDX-License-Identifier = ' not in head:
        missing.append(name)
for name in missing:
    print(f"{name}: no SPDX-License-Identifier in its first lines and not in REUSE.toml")
print(f"{len(names) - len(missing)} of {len(names)} files state their licence")
sys.exit(1 if missing else 0)
