#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e-locate.py SHOT.ppm WHAT: for the end-to-end tests (tests/e2e-common.sh, e2e_locate), the
# centres of what a player clicks, found on a screenshot of the window (binary PPM), printed
# as "X Y" pairs on one line; exits with why when it is not there (yet).
#   start:  the Start button (the largest accent-coloured area), then the Sudoku toggle (left
#           of the checked Sudominoku toggle: the topmost checked toggle's grey);
#   dialog: Show Me (the accent-coloured button of the offer; Start behind it is dimmed),
#           then Skip (the button's grey left of it, on the same line);
#   digits: the nine digit buttons, 1 to 9 (the lowest row of at least nine wide buttons).
import sys
data = open(sys.argv[1], 'rb').read()
what = sys.argv[2]
parts = data.split(maxsplit=4)
w, h = int(parts[1]), int(parts[2])
px = parts[4]
def at(x, y):
    i = 3 * (y * w + x)
    return px[i], px[i + 1], px[i + 2]
def near(p, colour, tolerance):
    return sum(abs(a - b) for a, b in zip(p, colour)) < tolerance
def blobs(test):
    seen, found = set(), []
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            if (x, y) in seen or not test(at(x, y)):
                continue
            stack, pts = [(x, y)], []
            seen.add((x, y))
            while stack:
                cx, cy = stack.pop()
                pts.append((cx, cy))
                for nx, ny in ((cx + 2, cy), (cx - 2, cy), (cx, cy + 2), (cx, cy - 2)):
                    if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen and test(at(nx, ny)):
                        seen.add((nx, ny))
                        stack.append((nx, ny))
            xs = [p[0] for p in pts]; ys = [p[1] for p in pts]
            found.append((len(pts), min(xs), max(xs), min(ys), max(ys)))
    return found
accent = (53, 132, 228)
button = (230, 230, 231)    # Adwaita's button grey, light
if what in ('start', 'dialog'):
    accents = [b for b in blobs(lambda p: near(p, accent, 60)) if b[2] - b[1] >= 60]
    if not accents:
        sys.exit("no accent-coloured button")
    big = max(accents)
    cx, cy = (big[1] + big[2]) // 2, (big[3] + big[4]) // 2
    if what == 'start':
        checked = (190, 190, 192)
        toggles = [b for b in blobs(lambda p: near(p, checked, 24))
                   if b[2] - b[1] >= 60 and 20 <= b[4] - b[3] <= 50]
        if not toggles:
            sys.exit("no checked toggle")
        _, x0, x1, top, bottom = min(toggles, key=lambda b: b[3])
        print(cx, cy, x0 - (x1 - x0) // 2, (top + bottom) // 2)
    else:
        # Leftwards from Show Me, past the gap, to Skip's grey: a button as wide.
        x = big[1] - 1
        while x > big[1] - 40 and not near(at(x, cy), button, 12):
            x -= 1
        if not near(at(x, cy), button, 12):
            sys.exit("no Skip button left of Show Me")
        right, left = x, x - (big[2] - big[1])
        print(cx, cy, (left + right) // 2, cy)
else:
    rows = []
    for y in range(h // 2, h):
        runs, x = [], 0
        while x < w:
            if near(at(x, y), button, 8):
                x0 = x
                while x < w and near(at(x, y), button, 8):
                    x += 1
                if x - x0 >= 40:
                    runs.append((x0, x - 1))
            else:
                x += 1
        if len(runs) >= 9:
            rows.append((y, runs))
    if not rows:
        sys.exit("no row of digit buttons")
    # The band of rows nearest the top of the buttons (above the glyphs): its middle row.
    y, runs = rows[len(rows) // 2]
    print(' '.join('%d %d' % ((a + b) // 2, y) for a, b in runs[:9]))
