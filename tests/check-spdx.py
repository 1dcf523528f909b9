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

try:
    files = subprocess.run(["git", "ls-files", "-z"], check=True, capture_output=True).stdout
    names = [n for n in files.decode().split("\0") if n]
except (OSError, subprocess.CalledProcessError):
    # Not a git checkout (a release tarball): every regular file below the root.
    names = [os.path.relpath(os.path.join(d, n)) for d, _, ns in os.walk(".")
             if "/." not in d and "/build" not in d for n in ns]

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
