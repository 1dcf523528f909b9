#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-store-page.py SOURCE_ROOT: what Flathub's quality guidelines and issue 13 ask of the
store listing. The summary is at most 35 characters and does not repeat the name; the
screenshots are at most 1000x700 and one is the dark style (environment="gnome:dark"); the
desktop file does not claim text/plain, and every type it claims is defined by our
shared-mime-info file and listed in the metainfo; the newest release has notes."""
import os
import re
import struct
import sys
import xml.etree.ElementTree as ET

root = sys.argv[1]
data = os.path.join(root, "data")
base = "io.github.sudominoku.Sudominoku"
failures = []


def check(cond, what):
    print(("ok: " if cond else "not ok: ") + what)
    if not cond:
        failures.append(what)


meta = ET.parse(os.path.join(data, base + ".metainfo.xml.in.in")).getroot()
name = meta.findtext("name")
summary = meta.findtext("summary").strip()
check(len(summary) <= 35, f"summary {summary!r} is {len(summary)} <= 35 characters")
check(name.lower() not in summary.lower(), f"summary {summary!r} does not repeat the name {name!r}")
check(not summary.endswith("."), "summary does not end with a full stop")
description = " ".join(meta.find("description").itertext())
for word in ("domino", "generator", "hint", "check"):
    check(word in description.lower(), f"description speaks of {word!r}")

prefix = "https://raw.githubusercontent.com/sudominoku/sudominoku/main/"
shots = meta.findall("./screenshots/screenshot")
check(any(s.get("environment") == "gnome:dark" for s in shots), 'a screenshot with environment="gnome:dark"')
check(any(s.get("environment") is None for s in shots), "a screenshot in the light style")
for s in shots:
    url = s.findtext("image").strip()
    path = os.path.join(root, url[len(prefix):]) if url.startswith(prefix) else None
    if path is None or not os.path.isfile(path):
        check(False, f"{url} is a file in the tree")
        continue
    with open(path, "rb") as f:
        head = f.read(24)
    width, height = struct.unpack(">II", head[16:24])
    rel = os.path.relpath(path, root)
    check(width <= 1000 and height <= 700, f"{rel} is {width}x{height}, at most 1000x700")

desktop = open(os.path.join(data, base + ".desktop.in.in")).read()
m = re.search(r"^MimeType=(.*)$", desktop, re.M)
claimed = [t for t in (m.group(1).split(";") if m else []) if t]
check("text/plain" not in claimed, f"the desktop file does not claim text/plain ({claimed})")
check(bool(claimed), "the desktop file claims the puzzle types")
ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
mime = ET.parse(os.path.join(data, base + ".mime.xml")).getroot()
defined = {t.get("type"): t for t in mime.findall("m:mime-type", ns)}
for t in claimed:
    check(t in defined, f"{t} is defined in {base}.mime.xml")
for t, el in defined.items():
    check(el.find("m:glob", ns) is not None, f"{t} has a glob")
provided = [e.text for e in meta.findall("./provides/mediatype")]
check(sorted(provided) == sorted(claimed), f"the metainfo provides the same types ({provided})")

# That the newest release is NEWS's newest, with its notes, and meson.build's version at a
# release (the next one between releases) is the test `news` (build-aux/news.py check).
release = meta.find("./releases/release")
version = release.get("version")
check(release.find("description") is not None and "".join(release.find("description").itertext()).strip() != "",
      f"release {version} has notes")

sys.exit(1 if failures else 0)
