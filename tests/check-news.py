#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-news.py SOURCE_ROOT: build-aux/news.py's release and open-next on a small tree of
their own (NEWS, meson.build, the metainfo, the Flathub manifest in a temporary folder): what
they write, that `check` then agrees or names the disagreement, and every refusal (exit 2,
nothing written). TAP output."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

root = sys.argv[1]
script = os.path.join(root, "build-aux", "news.py")
METAINFO = os.path.join("data", "io.github.sudominoku.Sudominoku.metainfo.xml.in.in")
FLATHUB = os.path.join("flatpak", "flathub", "io.github.sudominoku.Sudominoku.json")
n = 0
failed = 0


def ok(cond, what):
    global n, failed
    n += 1
    print(("ok " if cond else "not ok ") + f"{n} - {what}")
    if not cond:
        failed += 1


NEWS = """Unreleased
==========

* Hints say `why` & <more>
  on two lines
* A second note

Version 1.2.0
=============
Released: 2026-01-02

* An old note

Version 1.1.0
=============
Released: 2025-12-01

* An older note
"""
MESON = """project('x', 'c',
          version: '1.3.0',
    meson_version: '>= 1.0.0',
)
dependency('glib-2.0', version: '>= 2.74')
"""
META = """<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>@app_id@</id>
  <releases>
    <release version="1.2.0" date="2026-01-02">
      <description translate="no">
        <ul>
          <li>An old note</li>
        </ul>
      </description>
    </release>
    <release version="1.1.0" date="2025-12-01">
      <description>
        <p>Written by hand.</p>
      </description>
    </release>
  </releases>
</component>
"""


def manifest(tag):
    return json.dumps({"id": "x", "modules": [{"name": "x", "sources": [
        {"type": "git", "url": "https://example.org/x.git", "tag": tag, "commit": "0" * 40}]}]})


tmp = tempfile.mkdtemp()


def path(name):
    return os.path.join(tmp, name)


def read(name):
    with open(path(name), encoding="utf-8") as f:
        return f.read()


def write(name, text):
    os.makedirs(os.path.dirname(path(name)) or tmp, exist_ok=True)
    with open(path(name), "w", encoding="utf-8") as f:
        f.write(text)


def run(*args):
    p = subprocess.run([sys.executable, script, "--root", tmp, *args], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def snapshot():
    return [read(f) for f in ("NEWS", "meson.build", METAINFO, FLATHUB)]


try:
    write("NEWS", NEWS)
    write("meson.build", MESON)
    write(METAINFO, META)
    write(FLATHUB, manifest("v1.2.0"))

    code, out, err = run("check")
    ok(code == 0 and out == "", f"check: a development tree agrees ({code}, {out!r})")
    code, out, err = run("latest")
    ok(code == 0 and out == "1.2.0 2026-01-02\n", f"latest: {out!r}")

    # What check catches.
    write("meson.build", MESON.replace("1.3.0", "1.2.0"))
    code, out, err = run("check")
    ok(code == 1 and "meson.build: version 1.2.0 is not newer" in out, f"check: meson at the last release ({out!r})")
    write("meson.build", MESON)
    write(FLATHUB, manifest("v1.1.0"))
    code, out, err = run("check")
    ok(code == 1 and "tag is v1.1.0, not v1.2.0" in out, f"check: a stale Flathub tag ({out!r})")
    write(FLATHUB, manifest("v1.2.0"))
    write(METAINFO, META.replace("<li>An old note</li>", "<li>Another note</li>"))
    code, out, err = run("check")
    ok(code == 1 and "the notes of 1.2.0 are not NEWS's" in out, f"check: notes unlike NEWS ({out!r})")
    write(METAINFO, META.replace('date="2025-12-01"', 'date="2025-12-02"'))
    code, out, err = run("check")
    ok(code == 1 and "releases 1.2.0 2026-01-02, 1.1.0 2025-12-02" in out, f"check: a date unlike NEWS's ({out!r})")
    write(METAINFO, META)
    write("NEWS", NEWS.replace("Unreleased\n==========", "Version 1.3.0\n=============\nReleased: 2026-02-01"))
    code, out, err = run("check")
    ok(code == 1 and "releases 1.2.0 2026-01-02, 1.1.0 2025-12-01; NEWS: 1.3.0 2026-02-01" in out,
       f"check: a NEWS release missing from the metainfo ({out!r})")
    write("NEWS", NEWS)

    # Refusals: exit 2, a sentence, nothing written.
    before = snapshot()
    for args, words in [
        (["release", "1.2.0"], "1.2.0 is not newer than the newest release, 1.2.0."),
        (["release", "1.1.9"], "not newer"),
        (["release", "1.3"], "is not a version X.Y.Z"),
        (["release", "1.3.0", "--date", "2026-13-01"], "is not a date"),
        (["release", "1.3.0", "--date", "2025-12-31"], "is before 1.2.0's release date"),
        (["open-next", "1.4.0"], "already 'Unreleased'"),
        (["release"], "usage"),
    ]:
        code, out, err = run(*args)
        ok(code == 2 and words in err and snapshot() == before, f"{' '.join(args)}: refused ({code}, {err.strip()!r})")

    # release: NEWS, meson.build and the metainfo say the same.
    code, out, err = run("release", "2.0.0", "--date", "2026-02-03")
    ok(code == 0, f"release 2.0.0 --date 2026-02-03 ({code}, {err!r})")
    ok(read("NEWS").startswith("Version 2.0.0\n=============\nReleased: 2026-02-03\n\n* Hints say `why`"),
       "NEWS: the Unreleased section is Version 2.0.0, released 2026-02-03, its notes kept")
    ok(read("NEWS").count("Version 1.2.0\n") == 1 and read("NEWS").endswith("* An older note\n"), "NEWS: the rest unchanged")
    ok(read("meson.build") == MESON.replace("1.3.0", "2.0.0"), "meson.build: version 2.0.0, nothing else changed")
    meta = read(METAINFO)
    releases = ET.fromstring(meta).findall("./releases/release")
    ok([(r.get("version"), r.get("date")) for r in releases]
       == [("2.0.0", "2026-02-03"), ("1.2.0", "2026-01-02"), ("1.1.0", "2025-12-01")],
       "metainfo: release 2.0.0 on top, with its date")
    description = releases[0].find("description")
    ok(description.get("translate") == "no"
       and [(e.tag, [li.text for li in e]) for e in description] == [("ul", ["Hints say why & <more> on two lines", "A second note"])],
       "metainfo: one <li> per NEWS bullet, lines joined, backticks dropped")
    ok("<li>Hints say why &amp; &lt;more&gt; on two lines</li>" in meta, "metainfo: the notes XML-escaped")
    ok(meta.count("<release ") == 3 and "<p>Written by hand.</p>" in meta, "metainfo: the older releases kept as they were")
    code, out, err = run("check")
    ok(code == 0, f"check after release: agrees, the Flathub tag may still be the release before ({out!r})")
    code, out, err = run("latest")
    ok(out == "2.0.0 2026-02-03\n", f"latest after release: {out!r}")
    write(FLATHUB, manifest("v1.1.0"))
    code, out, err = run("check")
    ok(code == 1 and "tag is v1.1.0" in out, "check after release: but not two releases before")
    write(FLATHUB, manifest("v2.0.0"))
    before = snapshot()
    code, out, err = run("release", "2.1.0")
    ok(code == 2 and "not 'Unreleased'" in err and snapshot() == before, f"release twice: refused ({err.strip()!r})")

    # open-next: the next version, an empty Unreleased section.
    for bad in ("2.0.0", "1.3.0"):
        code, out, err = run("open-next", bad)
        ok(code == 2 and "is not newer than 2.0.0" in err and snapshot() == before, f"open-next {bad}: refused ({err.strip()!r})")
    code, out, err = run("open-next", "2.1.0")
    ok(code == 0, f"open-next 2.1.0 ({err!r})")
    ok(read("NEWS").startswith("Unreleased\n==========\n\nVersion 2.0.0\n=============\nReleased: 2026-02-03\n"),
       "NEWS: an empty Unreleased section on top")
    ok("version: '2.1.0'," in read("meson.build") and "version: '>= 2.74'" in read("meson.build"),
       "meson.build: project version 2.1.0, nothing else changed")
    code, out, err = run("check")
    ok(code == 0, f"check after open-next ({out!r})")
    before = snapshot()
    code, out, err = run("release", "2.1.0")
    ok(code == 2 and "section is empty" in err and snapshot() == before, f"release of an empty section: refused ({err.strip()!r})")
finally:
    shutil.rmtree(tmp)
print(f"1..{n}")
sys.exit(1 if failed else 0)
