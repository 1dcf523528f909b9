#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-ui-floor.py SOURCE_ROOT: no .ui file of the app (src/app/*.ui) names a class newer
than the floor in meson.build (gtk_floor, adw_floor). MAX_ALLOWED makes newer API a compile
error in C, but GtkBuilder only finds a newer class at run time, on an older system: there
"Invalid object type 'AdwSpinner'" and a window that does not open.

TAP, two subtests: the app's files, and a fixture (tests/data/ui-floor/newer.ui, with an
AdwSpinner) that must be reported, so that the check cannot pass by finding nothing."""
import re
import sys
from pathlib import Path

# The classes a .ui file can name, with the release that added them, after GTK 4.6 and
# libadwaita 1.1. From the headers of GTK 4.18 and libadwaita 1.7 (GDK_AVAILABLE_IN_x /
# ADW_AVAILABLE_IN_x before each G_DECLARE_*_TYPE), the "Since" of the types whose header
# says ADW_AVAILABLE_IN_ALL (AdwButtonRow), and libadwaita 1.8's documentation for what
# Debian 13 does not have yet. GTK 4.16 and 4.18 added no class of their own.
NEWER = {
    "gtk": {
        "GtkInscription": "4.8",
        "GtkAlertDialog": "4.10", "GtkColorDialog": "4.10", "GtkColorDialogButton": "4.10",
        "GtkColumnViewSorter": "4.10", "GtkFileDialog": "4.10", "GtkFileLauncher": "4.10",
        "GtkFontDialog": "4.10", "GtkFontDialogButton": "4.10", "GtkUriLauncher": "4.10",
        "GtkListHeader": "4.12",
        "GtkGraphicsOffload": "4.14", "GtkPrintDialog": "4.14", "GtkAtSpiSocket": "4.14",
    },
    "adw": {
        "AdwAboutWindow": "1.2", "AdwEntryRow": "1.2", "AdwMessageDialog": "1.2",
        "AdwPasswordEntryRow": "1.2",
        "AdwBanner": "1.3", "AdwTabButton": "1.3", "AdwTabOverview": "1.3",
        "AdwBreakpoint": "1.4", "AdwBreakpointBin": "1.4", "AdwNavigationPage": "1.4",
        "AdwNavigationSplitView": "1.4", "AdwNavigationView": "1.4", "AdwOverlaySplitView": "1.4",
        "AdwSpinRow": "1.4", "AdwSwitchRow": "1.4", "AdwToolbarView": "1.4",
        "AdwAboutDialog": "1.5", "AdwAlertDialog": "1.5", "AdwDialog": "1.5",
        "AdwPreferencesDialog": "1.5",
        "AdwBottomSheet": "1.6", "AdwButtonRow": "1.6", "AdwLayout": "1.6", "AdwLayoutSlot": "1.6",
        "AdwMultiLayoutView": "1.6", "AdwSpinner": "1.6", "AdwSpinnerPaintable": "1.6",
        "AdwInlineViewSwitcher": "1.7", "AdwToggle": "1.7", "AdwToggleGroup": "1.7",
        "AdwWrapBox": "1.7", "AdwWrapLayout": "1.7",
        "AdwShortcutLabel": "1.8", "AdwShortcutsDialog": "1.8", "AdwShortcutsItem": "1.8",
        "AdwShortcutsSection": "1.8",
    },
}

# Templates name their parent as parent="…"; a template's own class is ours.
TEMPLATE_PARENT = re.compile(r'<template\b[^>]*?\bparent="([A-Za-z0-9_]+)"')
OBJECT_CLASS = re.compile(r'<object\b[^>]*?\bclass="([A-Za-z0-9_]+)"')


def version(text):
    return tuple(int(part) for part in text.split("."))


def floors(meson_build):
    text = Path(meson_build).read_text(encoding="utf-8")
    found = {}
    for name in ("gtk", "adw"):
        m = re.search(r"^%s_floor\s*=\s*'([0-9.]+)'" % name, text, re.M)
        if m is None:
            raise SystemExit("meson.build has no %s_floor" % name)
        found[name] = version(m.group(1))
    return found


def too_new(path, floor):
    """The (line, class, version) of every class in @path newer than @floor."""
    problems = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        for pattern in (OBJECT_CLASS, TEMPLATE_PARENT):
            for cls in pattern.findall(line):
                for lib, table in NEWER.items():
                    if cls in table and version(table[cls]) > floor[lib]:
                        problems.append((number, cls, table[cls]))
    return problems


def main():
    root = Path(sys.argv[1])
    floor = floors(root / "meson.build")
    print("1..2")
    uis = sorted((root / "src" / "app").glob("*.ui"))
    bad = []
    for ui in uis:
        for number, cls, since in too_new(ui, floor):
            bad.append("%s:%d: %s needs %s" % (ui.relative_to(root), number, cls, since))
    for line in bad:
        print("# " + line)
    floor_text = "GTK %s, libadwaita %s" % (".".join(map(str, floor["gtk"])), ".".join(map(str, floor["adw"])))
    status = "ok" if uis and not bad else "not ok"
    print("%s 1 - the %d .ui files of src/app use no class newer than %s" % (status, len(uis), floor_text))
    fixture = root / "tests" / "data" / "ui-floor" / "newer.ui"
    found = [cls for _, cls, _ in too_new(fixture, floor)]
    print("# fixture: %s" % ", ".join(found))
    print("%s 2 - the check reports AdwSpinner in %s" % ("ok" if "AdwSpinner" in found else "not ok",
                                                         fixture.relative_to(root)))
    return 0 if (uis and not bad and "AdwSpinner" in found) else 1


if __name__ == "__main__":
    sys.exit(main())
