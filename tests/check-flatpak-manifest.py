#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-flatpak-manifest.py SOURCE_ROOT: the Flatpak manifests say what issue 6 asks.

The release manifest and its .Devel variant: GNOME runtime and Sdk on the same branch, the
`sudominoku` command, exactly the four sandbox permissions (files come through the portal),
one meson module built from the checkout without GUI tests (no X in the build), a cleanup list;
the variant differs only in its id and -Ddevelopment=true (and its build type)."""
import json
import os
import sys

root = sys.argv[1]
base = "io.github.sudominoku.Sudominoku"
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def load(name):
    with open(os.path.join(root, "flatpak", name + ".json")) as f:
        return json.load(f)


release = load(base)
devel = load(base + ".Devel")

for m, app_id in ((release, base), (devel, base + ".Devel")):
    check(m.get("id") == app_id, f"{app_id}: id is {m.get('id')!r}")
    check(m.get("runtime") == "org.gnome.Platform", f"{app_id}: runtime is {m.get('runtime')!r}")
    check(m.get("sdk") == "org.gnome.Sdk", f"{app_id}: sdk is {m.get('sdk')!r}")
    version = m.get("runtime-version", "")
    check(version.isdigit() and int(version) >= 49,
          f"{app_id}: runtime-version {version!r} is not a supported GNOME branch")
    check(m.get("command") == "sudominoku", f"{app_id}: command is {m.get('command')!r}")
    check(sorted(m.get("finish-args", [])) ==
          sorted(["--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"]),
          f"{app_id}: finish-args are {m.get('finish-args')}")
    check(isinstance(m.get("cleanup"), list) and m["cleanup"], f"{app_id}: no cleanup list")
    mods = m.get("modules", [])
    check(len(mods) == 1, f"{app_id}: {len(mods)} modules, expected one")
    if mods:
        mod = mods[0]
        opts = mod.get("config-opts", [])
        check(mod.get("buildsystem") == "meson", f"{app_id}: module is not built with meson")
        check("-Dgui_tests=false" in opts, f"{app_id}: GUI tests not disabled ({opts})")
        check(("-Ddevelopment=true" in opts) == app_id.endswith(".Devel"),
              f"{app_id}: -Ddevelopment=true must be set exactly in the .Devel variant ({opts})")
        srcs = mod.get("sources", [])
        check(len(srcs) == 1 and srcs[0].get("type") == "dir"
              and os.path.realpath(os.path.join(root, "flatpak", srcs[0].get("path", ""))) ==
              os.path.realpath(root),
              f"{app_id}: the source is not the checkout ({srcs})")
        check(".git" in srcs[0].get("skip", []) if srcs else False, f"{app_id}: .git is copied")

# The variant is the release manifest with another id and the development options.
strip = lambda m: {k: v for k, v in m.items() if k not in ("id", "modules")}
check(strip(release) == strip(devel), "the .Devel manifest differs in more than id and options")

# The Flathub manifest (flatpak/update-flathub-manifest.sh): the release manifest with its
# checkout replaced by a git source at a tag and a full commit id.
with open(os.path.join(root, "flatpak", "flathub", base + ".json")) as f:
    flathub = json.load(f)
strip_sources = lambda m: {**m, "modules": [{k: v for k, v in mod.items() if k != "sources"} for mod in m["modules"]]}
check(strip_sources(flathub) == strip_sources(release), "the Flathub manifest differs from the release one in more than its source")
fsrcs = flathub["modules"][0].get("sources", []) if flathub.get("modules") else []
check(len(fsrcs) == 1 and fsrcs[0].get("type") == "git" and fsrcs[0].get("url", "").startswith("https://")
      and fsrcs[0].get("tag", "").startswith("v") and len(fsrcs[0].get("commit", "")) == 40
      and all(c in "0123456789abcdef" for c in fsrcs[0].get("commit", "")),
      f"the Flathub manifest does not build from a git tag and commit ({fsrcs})")

for f in failures:
    print("not ok:", f)
if not failures:
    print("both manifests: GNOME runtime", release["runtime-version"], ", four finish-args, one meson module")
sys.exit(1 if failures else 0)
