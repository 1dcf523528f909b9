#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-flatpak-manifest.py SOURCE_ROOT: the Flatpak manifests say what issue 6 asks.

The release manifest and its .Devel variant: GNOME runtime and Sdk on the same branch, the
`sudominoku` command, exactly the four sandbox permissions (files come through the portal),
one meson module built from the checkout without GUI tests (no X in the build), a cleanup list;
the variant differs only in its id and -Ddevelopment=true (and its build type). The release is
built on branch "stable" (the .Devel variant stays on flatpak-builder's default, "master"), and
the module installs COPYING to share/licenses/APP_ID (flatpak-builder 1.2 does not on its own).

The file types: Flatpak exports an app's shared-mime-info XML without its <magic> rules and
with every glob at weight 5 (flatpak's rewrite_mime_xml), so on the user's desktop a type is
recognised by its glob alone, and loses to any system type with the same glob. Every type the
desktop file lists must keep a glob; a glob the freedesktop.org database gives to another type
(*.ss is Scheme) must be named in the README's Flatpak section as opening from the app."""
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
strip = lambda m: {k: v for k, v in m.items() if k not in ("id", "modules", "default-branch")}
check(strip(release) == strip(devel), "the .Devel manifest differs in more than id and options")
check(release.get("default-branch") == "stable", "the release manifest is not on branch stable")
check("default-branch" not in devel and "branch" not in devel and "branch" not in release,
      "only the release manifest names a branch, as default-branch (flatpak-builder-lint)")
for m, app_id in ((release, base), (devel, base + ".Devel")):
    post = " ".join(m["modules"][0].get("post-install", [])) if m.get("modules") else ""
    check("$FLATPAK_BUILDER_BUILDDIR/COPYING" in post
          and "$FLATPAK_DEST/share/licenses/$FLATPAK_ID/COPYING" in post,
          f"{app_id}: COPYING is not installed to share/licenses/$FLATPAK_ID ({post!r})")

# The puzzle file types as a Flatpak exports them (see the docstring).
import configparser
import xml.etree.ElementTree as ET
NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
mime = ET.parse(os.path.join(root, "data", base + ".mime.xml")).getroot()
globs = {t.get("type"): [g.get("pattern") for g in t.findall(NS + "glob")] for t in mime.findall(NS + "mime-type")}
desktop = configparser.ConfigParser(interpolation=None)
desktop.read(os.path.join(root, "data", base + ".desktop.in.in"))
listed = [t for t in desktop["Desktop Entry"].get("MimeType", "").split(";") if t]
check(listed and set(listed) <= set(globs), f"the desktop file's types {listed} are not all in the mime XML")
# The system's globs: shared-mime-info's database where it is installed; without it (a bare
# build root), the one clash known when this was written.
system = {"*.ss": "text/x-scheme"}
path = "/usr/share/mime/packages/freedesktop.org.xml"
if os.path.exists(path):
    for t in ET.parse(path).getroot().findall(NS + "mime-type"):
        for g in t.findall(NS + "glob"):
            system.setdefault(g.get("pattern").lower(), t.get("type"))
with open(os.path.join(root, "flatpak", "README.md")) as f:
    readme = f.read()
for t in listed:
    check(globs.get(t), f"{t}: no glob, so the exported type matches no file")
    for g in globs.get(t, []):
        if g.lower() in system:
            check(any(f"`{g}`" in para and system[g.lower()] in para for para in readme.split("\n\n")),
                  f"{t}: {g} is also {system[g.lower()]} in the system database, and flatpak/README.md "
                  f"does not say (in one paragraph naming `{g}` and that type) how such files open")

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
