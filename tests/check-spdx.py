#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-spdx.py SOURCE_ROOT [--list]: the REUSE rules (reuse.software, spec 3.3) without the `reuse`
tool, for machines and sandboxes that lack it (Debian 12 has no REUSE.toml-aware `reuse`;
the Flatpak Sdk has none). Where `reuse` is installed, the test `reuse-lint` runs the real one.

Every file git tracks (or, without git, the project's folders) has a licence and a copyright
line, each either in its first lines (SPDX-License-Identifier:, SPDX-FileCopyrightText: or a
"Copyright" line) or from the last REUSE.toml annotation whose path matches it (with
precedence "closest", a line in the file wins over the annotation); every licence used has
its text in LICENSES/<id>.txt and LICENSES/ holds no text nobody uses. Lists what fails."""
import os
import re
import subprocess
import sys
import tomllib

root = sys.argv[1]
os.chdir(root)
with open("REUSE.toml", "rb") as f:
    reuse = tomllib.load(f)


def glob_regex(glob):
    """REUSE.toml globs: "**" crosses folders, "*" and "?" do not."""
    out = ""
    i = 0
    while i < len(glob):
        if glob.startswith("**", i):
            out += ".*"
            i += 2
        elif glob[i] == "*":
            out += "[^/]*"
            i += 1
        elif glob[i] == "?":
            out += "[^/]"
            i += 1
        else:
            out += re.escape(glob[i])
            i += 1
    return re.compile(out + r"\Z")


annotations = []
for a in reuse.get("annotations", []):
    paths = [a["path"]] if isinstance(a["path"], str) else a["path"]
    annotations.append(([glob_regex(p) for p in paths], a))


def annotation(path):
    found = None
    for regexes, a in annotations:
        if any(r.match(path) for r in regexes):
            found = a  # the last matching table applies
    return found


def gitignore_rules():
    """The top-level .gitignore as (regex, negated, directories only) rules: enough of git's
    syntax for ours (anchored and unanchored globs, trailing "/", "!")."""
    rules = []
    if not os.path.exists(".gitignore"):
        return rules
    for line in open(".gitignore"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        negated = line.startswith("!")
        line = line.lstrip("!")
        dir_only = line.endswith("/")
        anchored = line.startswith("/") or "/" in line.rstrip("/")
        body = glob_regex(line.strip("/")).pattern[:-2]  # without the final \Z
        rules.append((re.compile(("" if anchored else r"(?:.*/)?") + body + r"\Z"), negated, dir_only))
    return rules


def ignored(path, is_dir, rules):
    result = False
    for regex, negated, dir_only in rules:
        if (is_dir or not dir_only) and regex.match(path):
            result = not negated
    return result


def walk():
    """Without git (the reference root has none; a release tarball; the copy a Flatpak build
    works in): every file but .git, what .gitignore ignores, and meson build directories
    (they hold meson-private) wherever they are."""
    rules = gitignore_rules()
    names = []
    for d, dirs, files in os.walk("."):
        rel = os.path.relpath(d)
        prefix = "" if rel == "." else rel + "/"
        dirs[:] = sorted(x for x in dirs if x not in (".git", ".flatpak-builder")
                         and not os.path.isdir(os.path.join(d, x, "meson-private"))
                         and not ignored(prefix + x, True, rules))
        names += [prefix + f for f in sorted(files)
                  if not (rel == "." and f == ".git") and not ignored(prefix + f, False, rules)]
    return names


if len(sys.argv) > 2 and sys.argv[2] == "--list":
    # For check-reuse.sh: the files `reuse lint` should see, as git would list them.
    for name in walk():
        print(name)
    sys.exit(0)

# git's list only when this folder is a checkout's top: a release tarball unpacked inside
# another checkout (meson dist's own check under a clone, a distribution's packaging
# repository) would otherwise get that checkout's list, in which it is untracked or ignored.
try:
    top = subprocess.run(["git", "rev-parse", "--show-toplevel"], check=True, capture_output=True).stdout
    if os.path.realpath(top.decode().strip()) != os.path.realpath("."):
        raise OSError("not the top of a git checkout")
    files = subprocess.run(["git", "ls-files", "-z"], check=True, capture_output=True).stdout
    names = [n for n in files.decode().split("\0") if n]
except (OSError, subprocess.CalledProcessError):
    names = walk()

LICENCE_RE = re.compile(rb"SPDX-License-Identifier:\s*([A-Za-z0-9.+-]+(?:\s+(?:AND|OR|WITH)\s+[A-Za-z0-9.+-]+)*)")
COPYRIGHT_RE = re.compile(rb"SPDX-FileCopyrightText:|^\W*Copyright\b|\xc2\xa9", re.M)

problems = []
used = set()
checked = 0
for name in sorted(names):
    if (not os.path.isfile(name) or os.path.islink(name) or name.startswith("LICENSES/")
            or name == "REUSE.toml"):
        continue
    checked += 1
    with open(name, "rb") as f:
        head = f.read(4096)
    licences = [m.group(1).decode() for m in LICENCE_RE.finditer(head)]
    has_copyright = bool(COPYRIGHT_RE.search(head))
    a = annotation(name)
    if a is not None:
        override = a.get("precedence", "closest") == "override"
        if "SPDX-License-Identifier" in a and (override or not licences):
            licences = [a["SPDX-License-Identifier"]]
        if "SPDX-FileCopyrightText" in a and (override or not has_copyright):
            has_copyright = True
    if not licences:
        problems.append(f"{name}: no licence (SPDX-License-Identifier in its first lines or REUSE.toml)")
    if not has_copyright:
        problems.append(f"{name}: no copyright line (in its first lines or REUSE.toml)")
    for expression in licences:
        used.update(t for t in re.split(r"\s+|[()]", expression)
                    if t and t not in ("AND", "OR", "WITH"))

texts = {n[:-4] for n in os.listdir("LICENSES") if n.endswith(".txt")} if os.path.isdir("LICENSES") else set()
for licence in sorted(used - texts):
    problems.append(f"{licence}: used, but LICENSES/{licence}.txt is missing")
for licence in sorted(texts - used):
    problems.append(f"LICENSES/{licence}.txt: no file uses it")

for p in problems:
    print(p)
print(f"{checked} files, licences used: {', '.join(sorted(used))}; {len(problems)} problems")
sys.exit(1 if problems else 0)
