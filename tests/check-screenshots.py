#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-screenshots.py SOURCE_ROOT: every screenshot the metainfo names is a PNG committed in
data/screenshots/, addressed by the raw repository URL that Flathub and software centres
download (an address into this tree, so the file must exist here), with a default one and a
caption each."""
import os
import struct
import sys
import xml.etree.ElementTree as ET

root = sys.argv[1]
prefix = "https://raw.githubusercontent.com/sudominoku/sudominoku/main/"
meta = os.path.join(root, "data", "io.github.sudominoku.Sudominoku.metainfo.xml.in.in")
tree = ET.parse(meta)
shots = tree.getroot().findall("./screenshots/screenshot")
failures = []
if not shots:
    failures.append("the metainfo has no screenshots")
if sum(1 for s in shots if s.get("type") == "default") != 1:
    failures.append("exactly one screenshot must be type=\"default\"")
for s in shots:
    caption = (s.findtext("caption") or "").strip()
    url = (s.findtext("image") or "").strip()
    if not caption:
        failures.append(f"{url}: no caption")
    if not url.startswith(prefix):
        failures.append(f"{url}: not a raw repository URL ({prefix}…)")
        continue
    path = os.path.join(root, url[len(prefix):])
    if not path.startswith(os.path.join(root, "data", "screenshots") + os.sep):
        failures.append(f"{url}: not in data/screenshots/")
    if not os.path.isfile(path):
        failures.append(f"{url}: {os.path.relpath(path, root)} does not exist")
        continue
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        failures.append(f"{path}: not a PNG")
        continue
    width, height = struct.unpack(">II", head[16:24])
    print(f"ok: {os.path.relpath(path, root)} {width}x{height}: {caption}")
    if min(width, height) < 360:
        failures.append(f"{path}: {width}x{height} is too small to show")
for f in failures:
    print("not ok:", f)
sys.exit(1 if failures else 0)
