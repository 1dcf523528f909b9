#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""build-aux/news.py [--root DIR] COMMAND: the version in meson.build, NEWS, the metainfo's
releases and the Flathub manifest's tag, kept in step (issue 34). Python 3 standard library.

  check                      exit 0 when all agree; else print each disagreement, exit 1
  release VERSION [--date YYYY-MM-DD]
                             NEWS's "Unreleased" becomes "Version VERSION" released on DATE
                             (default today, UTC); meson.build's version becomes VERSION; the
                             metainfo gets <release version date> with the same notes
  open-next NEXT             after a release: meson.build's version becomes NEXT and NEWS gets
                             an empty "Unreleased" section on top
  latest                     print the newest released version and its date

The policy, the GNOME way: meson.build's `version:` is the only place a person writes the
version. Between releases it holds the NEXT version and NEWS's top section is "Unreleased";
at a release commit NEWS's top heading is "Version X.Y.Z" / "Released: YYYY-MM-DD" with X.Y.Z
meson's version. The metainfo's newest <release> carries that NEWS section's bullets (made by
`release`, marked translate="no": the notes are written in English in NEWS at the release,
before any translator could see them), every release of NEWS is in the metainfo with the same
date, newest first, and flatpak/flathub's git source names the tag v<newest release>.

Refusals (release, open-next) and usage errors exit 2 with one sentence on standard error.
--root DIR works on DIR's NEWS, meson.build, data/ and flatpak/ (default: this script's
clone)."""
import datetime
import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

METAINFO = os.path.join("data", "io.github.sudominoku.Sudominoku.metainfo.xml.in.in")
FLATHUB = os.path.join("flatpak", "flathub", "io.github.sudominoku.Sudominoku.json")
VERSION_RE = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")
MESON_VERSION_RE = re.compile(r"^(\s*version:\s*')([^']*)(')", re.M)


class Refusal(Exception):
    """A command that would leave the tree wrong: exit 2 with this sentence."""


def parse_version(text):
    m = VERSION_RE.match(text)
    return tuple(int(x) for x in m.groups()) if m else None


class Section:
    def __init__(self, title, line):
        self.title = title          # "Unreleased" or "Version X.Y.Z"
        self.line = line            # 1-based line of the title
        self.date = None            # "YYYY-MM-DD" of "Released:"
        self.body = []              # the lines after the underline (and Released:)

    @property
    def version(self):
        return self.title[len("Version "):] if self.title.startswith("Version ") else None

    def items(self):
        """The notes as ("p", text) for a paragraph and ("li", text) for a bullet: lines
        joined with single spaces, backticks dropped."""
        items, current = [], None
        for raw in self.body + [""]:
            line = raw.rstrip()
            if not line.strip():
                if current:
                    items.append(current)
                current = None
            elif line.startswith("* ") or line.startswith("- "):
                if current:
                    items.append(current)
                current = ["li", line[2:].strip()]
            elif current and (line[0].isspace() or current[0] == "p"):
                current[1] += " " + line.strip()
            else:
                if current:
                    items.append(current)
                current = ["p", line.strip()]
        return [(kind, re.sub(r"\s+", " ", text.replace("`", "")).strip()) for kind, text in items]


def read_news(text):
    """NEWS as its sections, newest first, and the problems found in its form."""
    lines = text.split("\n")
    sections, problems = [], []
    i = 0
    while i < len(lines):
        title = lines[i].rstrip()
        under = lines[i + 1].rstrip() if i + 1 < len(lines) else ""
        if title and under and set(under) == {"="}:
            section = Section(title, i + 1)
            if len(under) != len(title):
                problems.append(f"NEWS:{i + 2}: the underline of {title!r} is {len(under)} '=', not {len(title)}")
            if title != "Unreleased" and not (title.startswith("Version ") and parse_version(section.version)):
                problems.append(f"NEWS:{i + 1}: heading {title!r} is neither 'Unreleased' nor 'Version X.Y.Z'")
            i += 2
            if i < len(lines) and lines[i].startswith("Released:"):
                section.date = lines[i][len("Released:"):].strip()
                i += 1
            sections.append(section)
            continue
        if sections:
            sections[-1].body.append(lines[i])
        elif title:
            problems.append(f"NEWS:{i + 1}: text before the first heading")
        i += 1
    if not sections:
        problems.append("NEWS has no section ('Unreleased' or 'Version X.Y.Z' over a line of '=')")
    for n, s in enumerate(sections):
        if s.title == "Unreleased":
            if n != 0:
                problems.append(f"NEWS:{s.line}: 'Unreleased' is not the top section")
            if s.date is not None:
                problems.append(f"NEWS:{s.line}: 'Unreleased' has a Released: line")
        elif s.version:
            if s.date is None:
                problems.append(f"NEWS:{s.line}: {s.title} has no 'Released: YYYY-MM-DD' line under it")
            elif not valid_date(s.date):
                problems.append(f"NEWS:{s.line}: {s.title}: {s.date!r} is not a date YYYY-MM-DD")
    released = [s for s in sections if s.version and parse_version(s.version)]
    for newer, older in zip(released, released[1:]):
        if parse_version(newer.version) <= parse_version(older.version):
            problems.append(f"NEWS:{older.line}: {older.title} is not older than {newer.title} above it")
        elif newer.date and older.date and newer.date < older.date:
            problems.append(f"NEWS:{newer.line}: {newer.title} ({newer.date}) is dated before {older.title} ({older.date})")
    return sections, problems


def valid_date(text):
    try:
        return re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) and datetime.date.fromisoformat(text)
    except ValueError:
        return False


def read_meson_version(text):
    m = MESON_VERSION_RE.search(text)
    return m.group(2) if m else None


def set_meson_version(text, version):
    return MESON_VERSION_RE.sub(lambda m: m.group(1) + version + m.group(3), text, count=1)


def description_items(description):
    """A metainfo <description> as the same ("p"|"li", text) list as Section.items()."""
    items = []
    for child in description:
        if child.tag == "p":
            items.append(("p", " ".join("".join(child.itertext()).split())))
        elif child.tag in ("ul", "ol"):
            for li in child.findall("li"):
                items.append(("li", " ".join("".join(li.itertext()).split())))
        else:
            items.append((child.tag, " ".join("".join(child.itertext()).split())))
    return items


def description_xml(items, indent):
    """The <description> element for items, indented as the metainfo's releases are."""
    pad = " " * indent
    out = [pad + '<description translate="no">']
    bullets = False
    for kind, text in items:
        if kind == "li" and not bullets:
            out.append(pad + "  <ul>")
            bullets = True
        elif kind != "li" and bullets:
            out.append(pad + "  </ul>")
            bullets = False
        if kind == "li":
            out.append(pad + "    <li>" + escape(text) + "</li>")
        else:
            out.append(pad + "  <p>" + escape(text) + "</p>")
    if bullets:
        out.append(pad + "  </ul>")
    out.append(pad + "</description>")
    return "\n".join(out)


class Tree:
    def __init__(self, root):
        self.root = root

    def path(self, name):
        return os.path.join(self.root, name)

    def read(self, name):
        with open(self.path(name), encoding="utf-8") as f:
            return f.read()

    def write(self, name, text):
        tmp = self.path(name) + ".news-py.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, self.path(name))


def released(sections):
    return [s for s in sections if s.version and parse_version(s.version)]


def check(tree):
    problems = []
    sections, news_problems = read_news(tree.read("NEWS"))
    problems += news_problems
    version = read_meson_version(tree.read("meson.build"))
    rel = released(sections)
    latest = rel[0] if rel else None
    if version is None:
        problems.append("meson.build: no version: '…' in project()")
    elif not parse_version(version):
        problems.append(f"meson.build: version {version!r} is not X.Y.Z")
    elif sections:
        top = sections[0]
        if top.title == "Unreleased":
            if latest and parse_version(latest.version) >= parse_version(version):
                problems.append(f"meson.build: version {version} is not newer than the newest release in NEWS, "
                                f"{latest.version}: between releases it holds the next version")
        elif top.version != version:
            problems.append(f"NEWS: the top section is {top.title!r}, meson.build says {version}: "
                            f"it is 'Version {version}' at a release and 'Unreleased' between releases")
    if latest is None:
        problems.append("NEWS names no released version")

    # The metainfo: every NEWS release, newest first, same dates; the newest one's notes are
    # that NEWS section's.
    try:
        meta = ET.fromstring(tree.read(METAINFO))
    except (OSError, ET.ParseError) as e:
        problems.append(f"{METAINFO}: {e}")
        meta = None
    if meta is not None:
        meta_releases = meta.findall("./releases/release")
        got = [(r.get("version"), r.get("date")) for r in meta_releases]
        want = [(s.version, s.date) for s in rel]
        if got != want:
            problems.append(f"{METAINFO}: releases {', '.join(f'{v} {d}' for v, d in got)}; "
                            f"NEWS: {', '.join(f'{v} {d}' for v, d in want)} (newest first)")
        versions = [parse_version(v or "") for v, _ in got]
        if None in versions or versions != sorted(versions, reverse=True) or len(set(versions)) != len(versions):
            problems.append(f"{METAINFO}: the releases are not X.Y.Z newest first: {[v for v, _ in got]}")
        if latest is not None and meta_releases and meta_releases[0].get("version") == latest.version:
            description = meta_releases[0].find("description")
            have = description_items(description) if description is not None else []
            if have != latest.items():
                problems.append(f"{METAINFO}: the notes of {latest.version} are not NEWS's "
                                f"(build-aux/news.py release writes them from NEWS): "
                                f"{first_difference(have, latest.items())}")

    # The Flathub manifest builds the newest release's tag. At the release commit itself it
    # cannot name that commit yet (it is written after tagging), so there it may still be
    # the release before.
    try:
        manifest = json.loads(tree.read(FLATHUB))
        tags = [src.get("tag") for mod in manifest.get("modules", []) if isinstance(mod, dict)
                for src in mod.get("sources", []) if isinstance(src, dict) and src.get("type") == "git"]
    except (OSError, ValueError) as e:
        problems.append(f"{FLATHUB}: {e}")
        tags = None
    if tags is not None and latest is not None:
        allowed = ["v" + latest.version]
        if sections and sections[0] is latest and len(rel) > 1:
            allowed.append("v" + rel[1].version)
        if not tags:
            problems.append(f"{FLATHUB}: no git source")
        for tag in tags:
            if tag not in allowed:
                problems.append(f"{FLATHUB}: the git source's tag is {tag}, not v{latest.version}, the newest "
                                f"release (flatpak/update-flathub-manifest.sh v{latest.version} COMMIT)")
    for p in problems:
        print(p)
    return 1 if problems else 0


def first_difference(have, want):
    for i, (a, b) in enumerate(zip(have, want)):
        if a != b:
            return f"item {i + 1}: metainfo {a!r}, NEWS {b!r}"
    return f"metainfo has {len(have)} items, NEWS {len(want)}"


def news_state(tree):
    sections, problems = read_news(tree.read("NEWS"))
    if problems:
        raise Refusal("NEWS is not in form: " + "; ".join(problems))
    return sections


def release(tree, version, date):
    if not parse_version(version):
        raise Refusal(f"{version!r} is not a version X.Y.Z.")
    if not valid_date(date):
        raise Refusal(f"{date!r} is not a date YYYY-MM-DD.")
    news = tree.read("NEWS")
    sections = news_state(tree)
    top = sections[0]
    if top.title != "Unreleased":
        raise Refusal(f"NEWS's top section is {top.title!r}, not 'Unreleased': there is nothing to release "
                      f"(after a release, build-aux/news.py open-next NEXT).")
    items = top.items()
    if not items:
        raise Refusal("NEWS's 'Unreleased' section is empty: write what changed first.")
    rel = released(sections)
    if rel and parse_version(version) <= parse_version(rel[0].version):
        raise Refusal(f"{version} is not newer than the newest release, {rel[0].version}.")
    if rel and date < rel[0].date:
        raise Refusal(f"{date} is before {rel[0].version}'s release date, {rel[0].date}.")
    meta = tree.read(METAINFO)
    m = re.search(r"^([ \t]*)<releases>[ \t]*\n", meta, re.M)
    if not m:
        raise Refusal(f"{METAINFO} has no <releases> line to add the release under.")
    if re.search(r'<release\s[^>]*version="' + re.escape(version) + '"', meta):
        raise Refusal(f"{METAINFO} already has a release {version}.")
    meson = tree.read("meson.build")
    if read_meson_version(meson) is None:
        raise Refusal("meson.build has no version: '…' in project().")

    lines = news.split("\n")
    title = f"Version {version}"
    head = lines[top.line - 1:top.line + 1]
    assert head[0].rstrip() == "Unreleased"
    lines[top.line - 1:top.line + 1] = [title, "=" * len(title), f"Released: {date}"]
    indent = len(m.group(1)) + 2
    block = (" " * indent + f'<release version="{version}" date="{date}">\n'
             + description_xml(items, indent + 2) + "\n" + " " * indent + "</release>\n")
    meta = meta[:m.end()] + block + meta[m.end():]
    tree.write("NEWS", "\n".join(lines))
    tree.write(METAINFO, meta)
    tree.write("meson.build", set_meson_version(meson, version))
    print(f"NEWS, meson.build and the metainfo say {version}, released {date}.")


def open_next(tree, nxt):
    if not parse_version(nxt):
        raise Refusal(f"{nxt!r} is not a version X.Y.Z.")
    sections = news_state(tree)
    if sections[0].title == "Unreleased":
        raise Refusal("NEWS's top section is already 'Unreleased'.")
    meson = tree.read("meson.build")
    current = read_meson_version(meson)
    newest = max([parse_version(current or "") or (0, 0, 0)]
                 + [parse_version(s.version) for s in released(sections)])
    if parse_version(nxt) <= newest:
        raise Refusal(f"{nxt} is not newer than {'.'.join(map(str, newest))}.")
    tree.write("NEWS", "Unreleased\n==========\n\n" + tree.read("NEWS"))
    tree.write("meson.build", set_meson_version(meson, nxt))
    print(f"meson.build says {nxt}; NEWS has an empty 'Unreleased' section on top.")


def latest(tree):
    rel = released(news_state(tree))
    if not rel:
        raise Refusal("NEWS names no released version.")
    print(rel[0].version, rel[0].date)


def usage():
    print(__doc__.split("\n\n")[0] + "\n\nusage: build-aux/news.py [--root DIR] "
          "check | release VERSION [--date YYYY-MM-DD] | open-next NEXT | latest", file=sys.stderr)
    return 2


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if argv[:1] == ["--root"] and len(argv) >= 2:
        root, argv = argv[1], argv[2:]
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return 0
    tree = Tree(root)
    try:
        if argv == ["check"]:
            return check(tree)
        if argv == ["latest"]:
            latest(tree)
            return 0
        if len(argv) == 2 and argv[0] == "open-next":
            open_next(tree, argv[1])
            return 0
        if argv[:1] == ["release"] and len(argv) in (2, 4):
            date = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
            if len(argv) == 4:
                if argv[2] != "--date":
                    return usage()
                date = argv[3]
            release(tree, argv[1], date)
            return 0
        return usage()
    except Refusal as e:
        print(f"news.py: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
