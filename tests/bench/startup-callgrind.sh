#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# startup-callgrind.sh SUDOMINOKU [PUZZLE_FILE]: instructions (callgrind Ir) of the main thread
# from launch to the end of the first frame's rendering, of `sudominoku PUZZLE_FILE` and of the
# bare AdwApplicationWindow (bare-window.c), under Xvfb with the cairo renderer and GDK's GL off
# (GSK_RENDERER=cairo, sdm_bench_disable_gl, GTK_A11Y=none), fresh XDG dirs. Instruction counts
# do not depend on the other core's load, unlike tests/bench/startup.sh's milliseconds.
# callgrind dumps after each gsk_renderer_render(); the first dump is the first frame. Threads
# are counted apart (--separate-threads): the main thread is the path to the first frame, and
# its count repeats within 0.2 M; all threads together moved by 20-25 M from run to run (GTK's
# icon loads and the grade run in a pool on the other core, before the frame or not).
# Also prints the count without icon lookups: GTK loads the icon theme (~27 M) on the first
# lookup, and under valgrind (start-up takes ~5 s) scans it again on a lookup more than 5 s
# after the last scan; the app's first lookup is sometimes made by a loading thread, the bare
# window's always by the main thread. Compare the "without" figures.
# SDM_BENCH_CALLGRIND_DIR=DIR keeps the profiles (DIR/bare.cg.1-01, DIR/app.cg.1-01: the main
# thread's first frame) for callgrind_annotate --inclusive=yes. SDM_BENCH_CALLGRIND_WHAT="app"
# runs the app only (with GSETTINGS_SCHEMA_DIR set, another build's binary can be measured).
# Not run by the test suite.
#
# Where the app's extra instructions go (2026-11-26, dev-shell: GTK 4.18, libadwaita 1.7;
# tests/data/bench-startup.txt; main thread without icon lookups, 3 runs each: bare 413.0 M,
# app 531.0-531.2 M, x1.29 (530.7 M with the board's digits laid out once a frame); before
# the closed strips were hidden 543.3-543.5 M, x1.32; all threads with the icon theme: bare
# 480 M, app 624-648 M, before 642-666 M). Inclusive Ir of the functions named
# (callgrind_annotate --inclusive=yes on the main thread's first dump):
#
#   what                                                               bare M   app M   extra M
#   process start, ld.so, GTK + libadwaita init, Adwaita's style sheet
#     (gtk_css_provider_load_from_resource 270 M in both)                  391     390       0
#   the window: sdm_window_new (template of ~75 objects, settings)           -      25     +25
#   gtk_window_present (realize, styles, first measure; bare without
#     its icon theme load)                                                  15      30     +16
#   main loop to the first frame (the puzzle loaded, layout, snapshot,
#     render)                                                                8      86     +78
#     of it: GSK cairo renderer (gsk_renderer_render)                       3      32     +29
#            widgets' snapshots (gtk_widget_snapshot_child; the board's
#            sdm_board_snapshot 5 M)                                        0      15     +15
#            glyphs (FT_Load_Glyph: the board's two digit sizes, the
#            palette's, the digit bar's bold digits)                        6      14      +9
#            domino palette measure (its bold digits' first layout)         -       7      +7
#            file_loaded_cb (the game set on the board, the title)          -       2      +2
#   total                                                                  413     531    +118
#
# What each visible part costs, from hiding it at start (an experiment, not a fix; main thread,
# the difference to 531.1 M, two runs each within 0.3 M): the domino palette 21.7 M (the
# tiles' 45 rounded outlines and 90 digits through cairo, its bold digits' font, the count
# label), the digit bar 16.5 M (eleven buttons, a third font size), the board 14.9 M, the
# header's buttons (Undo, Redo, Hint, Check, the menu) 6.3 M: 59 M of the 118 M. The rest is
# the window's template and the header's title. Hidden strips cost nothing now; before, every
# layout measured the four message bars in their closed revealers (12 M on the main thread,
# and 8 of the 20 icon loads GTK ran in its pool before the first frame: 12 now).
# What did not help (main thread within the 0.3 M spread, or all threads within theirs):
# grading after the first frame (the grade runs in a thread), the digit bar's buttons sensitive
# from the start (no restyle when the game comes), its labels without their language
# attribute, its bold 1.25em digits in the label font (-5 M of all threads, and a visible
# change), its two icons left out (-3 M of all threads); the digit bar hidden while the start
# view shows (the toolbar view does not measure a hidden bottom bar). Building the game page
# on demand would not help this benchmark, which opens a puzzle: the game page is the first
# frame; a plain launch on the start view is 626-650 M of all threads, of which the game
# page's construction is ~12 M of sdm_window_new. So x1.10 (454 M) is out of reach by building
# less at start: it needs fewer or cheaper visible widgets, or a renderer other than cairo.
#
# The domino palette's tiles, part by part (2026-11-27, main thread without icon lookups; the
# build before: 530.4-530.8 M in 3 runs; each part left out of sdm-domino-palette.c's
# draw_tile in an experiment build, one run each, against 530.5 M from the same build):
#
#   part of the first frame                                   Ir M   without it
#   all 36 tiles (GSK nodes and their cairo rendering)        13.7        516.8
#     their frames (36 rounded border nodes)                   5.2        525.3
#     the 10 given tiles' hatch (a repeating gradient in a
#       rounded clip)                                          5.5        525.0
#       of it the rounded clip (the hatch clipped square)      4.0        526.5
#     the 72 digits (text nodes; layouts made once)            2.5        528.0
#     the 10 faded tiles' opacity layers                       0.2        530.3
#     the bars between the digits                              0.2        530.3
#     the corners: frames and clips square (radius 0)          8.5        522.0
#   the palette's measure (sdm_domino_palette_measure)         6.7     (profile)
#     the count label's first layout (its caption size costs
#       nothing: 530.6 M without the class)                    4.2
#     the bold digit "0" at scale 1 and at the drawn scale     2.5
#
# So cairo's rasterising of rounded shapes, once a node (each border or rounded clip goes
# through its scan converter: 120-400 k Ir a tile), is 9.5 M of the tiles' 13.7 M. Tried, and
# not kept (a pixel had to change, or the gain was too small to pay for its code):
# - the hatch drawn unclipped where the outline covers a pixel whole and clipped only in its
#   four corner squares: 535.2 M (+4.4 M): each fill under a rounded clip costs cairo about
#   as much as the whole tile's did;
# - each tile's two digits as one text node (glyph offsets in Pango units, the same device
#   positions as gtk_snapshot_append_layout(); screenshots at start and with a tile chosen,
#   cairo and GL, light and dark, equal to the build before): 530.0-530.2 M, -0.4 M;
#   all plain tiles' digits as one node: 529.8-530.0 M, -0.7 M, but a tile's change then
#   damages the whole palette, and a partial redraw renders the hatch's stripe edges
#   differently (below): 72 pixels of the light palette up to 26 levels off after a click;
# - the digits' layouts kept over a style change that leaves the widget's Pango context be
#   (its serial; there is one such change before the first frame): -0.1 to -0.4 M, the
#   second layout is cheap with the fonts cached;
# - the faded tiles drawn with their colours' alpha instead of an opacity layer: 0.2 M at
#   most, and it changes the pixels where the hatch lies under the frame and the digits.
# What could cut the rounded shapes' 9.5 M would, as far as we can tell without trying it,
# change pixels at the rounded edges: every frame of a colour as one GskPath fill node (the
# path's rounded corners are conics, which reach cairo as other curves than the arcs of
# gsk_rounded_rect_path(); and GL renderers draw a fill node with a mask instead of their
# border shader), or a tile's frame and hatch drawn once into a texture (blurry at
# fractional scales, megabytes at scale 2). Not measured (measured since: palette8, below).
# The hatch's stripe edges depend on how the tile was redrawn: with the cairo renderer and
# with GL (llvmpipe), a given tile redrawn after a click elsewhere in the palette came out
# 72 (cairo) and 91 (GL) pixels different from the same tile in the first frame, up to 26
# levels, at the stripes' hard edges (the build before, whose click redraws only the clicked
# tile, keeps them equal; why the gradient's sampling moves, not looked into). Screenshots
# to compare need the same redraw history.
# The digit bar's 16.5 M, the same way (one run each, against 530.5 M): its nine digit
# buttons 11.9 M (518.6 M without them), of which their bold 1.25em font 5.1 M (525.4 M with
# the rule out of style.css: the label font, a visible change) and their digits' text 1.4 M
# (529.1 M with blank labels); Clear and the pencil toggle 2.3 M (528.2 M). The rest of a
# digit button (~0.6 M each) is GTK's: its CSS nodes, its measure, and its rounded
# background, which the cairo renderer draws as a fill under a rounded clip like the
# palette's hatch. A cheaper construction with the same pixels would have to draw the nine
# buttons itself (their focus, states, tooltips and accessibility with them): not tried.
#
# 2026-11-27, later (main thread without icon lookups, 2 runs each within 0.2 M): 530.7 M ->
# 507.7 M (x1.29 -> x1.23 of the bare 413.2 M), step by step:
#   digits tagged "en" only where the locale's script is not Latin (sdm_tag_digits): the
#     palette's bold digits share the title's font set and the timer the source's: fonts
#     in the first frame 7 -> 5 (FC_DEBUG=1 lists them; bare: 2)       530.7 -> 525.4
#   the Paused page (AdwStatusPage) loaded when first shown             525.4 -> 517.7
#   the palette's count at the subtitle's size, not .caption: 4 fonts   517.7 -> 513.3
#   the app icon as a 48 px PNG in the resources: GTK renders the
#     application's icon at 48 px for the X11 window when it realizes
#     the window (the bare window's id has no icon, so it loads none);
#     from the SVG that was a librsvg load on the main thread           513.4 -> 508.6
#   the main menu loaded after the first frame, not with the template  508.6 -> 507.7
# A font set costs 2.5-4.5 M each (fontconfig's substitution and sort, Pango's metrics,
# which shape a sample text, glyph extents): left are the title (bold), the subtitle and
# the count (smaller), the digit bar's bold 1.25em and the board's bold digits; the digit
# bar in the title's font would save ~5 M more but makes its digits smaller.
# Where the 94.5 M over the bare window are now: sdm_window_new 20.9 M; gtk_window_present
# +8.3 M; the main loop to the first frame +65.6 M, of it gsk_renderer_render +28.7 M (cairo
# fills of the 56 border nodes ~9 M, the palette's 10 hatch gradients ~5 M, glyphs ~7 M),
# the widgets' snapshots +14.7 M (the board's 9 given digits' ink extents 4.1 M).
# Not kept: the board's clue-domino fill as a border node as wide as the domino instead of
# a colour under a rounded clip (pixels equal, 513.3 -> 513.2 M: cairo's clip is cheap for
# a plain colour, unlike the palette's clipped gradient). Not done, the next candidates:
# the four strips built when first shown (the hint, editor and guide controllers' templates
# cost 0.98, 0.73 and 0.68 M to construct, the window's own message bar about as much, and
# their classes ~0.8 M), and the header's hidden Back button and busy box.
#
# 2026-11-27, later still (main thread without icon lookups, one run each; bare 412.9-413.2 M):
# the hint, editor and guide strips built when they first show (each controller's
# ensure_strip), 507.7 -> 504.0-504.1 M in 3 runs (x1.23 -> x1.22). Left in sdm_window_new (18.2 M): the
# window's template (13.8 M: the header bar and its eleven buttons and labels, the board, the
# palette, the digit bar 1.9 M, the window's own message strip 0.3 M), the window's class
# 1.6 M, the three controllers' classes 0.6 M (their templates parsed at class init).
# What the first frame's drawing costs, node by node: the window's render node tree, written
# out with gsk_render_node_write_to_file() from a gtk_widget_paintable_new() of the window
# after the first frame, then drawn with gsk_render_node_draw() into a 760x760 image
# surface under callgrind, whole (32.95 M, close to gsk_renderer_render's 31.7 M here) and
# with the nodes of one kind replaced by empty containers:
#
#   nodes left out                                               drawn M   they cost M
#   none (120 colour, 114 text, 56 border, 38 rounded clip, 17
#     opacity, 10 texture, 10 mask, 10 repeating gradient nodes)   32.95
#   the 56 borders                                                 24.14        8.8
#     the board's 20 (11 lone-digit circles, 9 domino frames)      27.73        5.2
#     the palette's 36 tile frames                                 29.37        3.6
#   the 114 text nodes (glyphs rasterised on first use)            23.94        9.0
#   the 38 rounded clips with what they clip                       24.52        8.4
#     the palette's 10 hatches (gradient in a rounded clip)        28.77        4.2
#     the board's 10 clue-domino fills                             31.02        1.9
#     the digit bar's 11 button backgrounds                        31.38        1.6
#   the palette's 10 faded (given) tiles, everything in them       25.60        7.4
#   the 10 symbolic icons (mask nodes)                             32.45        0.5
#   the window's 3 inset shadows                                   32.78        0.2
#
# Tried, and not kept: the digit bar's and the history buttons' tooltips set only when their
# words change (GTK re-queries the tooltips on each set, asking X where the pointer is; 11
# of the 30 sets before the first frame repeat the words): 504.1 -> 503.9 M, within the
# spread of the runs; the palette's 26 plain tiles' frames as one fill node (a GskPath of
# all their outlines, even-odd) instead of 26 border nodes: 507.7 -> 507.2 M. Cairo's cost
# is per edge and scanline, not per fill, so merging shapes saves little; a cheaper frame
# needs fewer or shorter curved edges, which changes the pixels at the corners.
# So the overhead left (~91 M) is what the first frame shows: the shapes and glyphs cairo
# draws (~29 M), the visible widgets' construction, styles, measure and snapshots, and the
# fonts they need (5 font sets against the bare window's 2). x1.10 (454 M) would take
# drawing or widgets the player sees done differently (fewer curved shapes or font sizes,
# the digit bar drawn as one widget), not less work at start.
#
# 2026-11-27, startup6 (main thread without icon lookups; in one run: bare 413.0-413.1 M,
# the build before 503.9-504.2 M, after 501.3-501.6 M; x1.22 -> x1.21): the board's digits
# drawn as text nodes of their one shaped glyph (pango_itemize + pango_shape_item,
# gsk_text_node_new) instead of PangoLayouts. A layout's extents, which
# gtk_snapshot_append_layout() reads too, ask for the font's metrics (the line height),
# and Pango computes a font's metrics by laying out the language's sample sentence and
# measuring its glyphs: 2.7 M of the 4.2 M the board's digits cost, for the one font only
# the board uses (bold at the cell's digit size). Screenshots of the first frame and of
# entries, clashes and struck-out pencil marks (cairo and GL, light and dark): no pixel
# changed. Measured and left: the palette's digits through layouts cost 0.76 M in all, and
# their font's metrics are the title's, already computed; the window's first focus search
# 0.4 M; the two history tooltips set at game start 0.6 M (tried before: within the
# spread). The other fonts of the first frame (FC_DEBUG=1: bold 13.3 px, the title and the
# palette; regular 11.1 px, the subtitle and the count; bold 16.7 px, the digit bar; bold
# at the board's digit size) are each a fontconfig substitution (~1.7 M: FcConfigSubstitute
# 5.9 M against the bare window's 3.4 M), a fontset sort and first-time glyphs. Drawing
# with cairo is cairo_fill 19.8 M (bare 0.9 M: 56 rounded borders 9.0 M, 120 colours, the
# rounded ones under clips, 5.3 M, the palette's 10 hatches 5.2 M) and cairo_show_glyphs
# 8.0 M (bare 1.4 M). What is left over the bare window (~88 M) is still what the first
# frame shows: its widgets' construction and styles, their fonts, and cairo's rounded
# shapes and glyphs.
#
# 2026-11-27, startup7: what the window builds and the first frame does not show (main
# thread without icon lookups; in one run, the two builds alternating: bare 412.9-413.1 M,
# main at f98bd07 501.4 M twice, this branch 500.4 M twice, 500.0-500.6 M in seven more
# runs; x1.21 both). sdm_window_new was 18.2 M (the bare window's
# adw_application_window_new: 2.0 M): the window's class 1.6 M (of it 1.46 M
# gtk_widget_class_set_template_from_resource, which parses and precompiles the
# template), the template's objects 13.2 M (gtk_widget_init_template), the
# AdwApplicationWindow under them 2.9 M.
# Each hidden part left out of the template in an experiment build (its C guarded), two
# runs each within 0.1 M, against 501.5 M from the same build:
#
#   part (not in the first frame)                                     without it   saves M
#   the window's message bar with its Details and action buttons          500.4       1.1
#     the same with its empty revealer kept in the template               500.35      1.15
#   the header's Back button (shown on the start view only)               500.65      0.85
#   the busy box (spinner, Cancel)                                        500.85      0.65
#   the three controllers' strip templates, precompiled when their
#     classes initialise (the strips are built on first show already;
#     one run, the set_template calls left out)                           499.7*      0.7
#   the window template's comments (xml-stripblanks keeps them; one run)  500.2*      0.2
#   the two AdwBreakpoints                                                502.1      -0.6
#   (* against 500.4 M, with the message bar already made on demand)
#
# Kept: the message bar and its two buttons made when the first message shows
# (sdm-window-message.ui, sdm-window-messages.c: ensure_bar), the revealer staying in the
# template: 501.4 -> 500.4 M; sdm_window_new 18.2 -> 17.1 M (SdmMessageBar's class is no
# longer initialised before the first frame either). Screenshots of the first frame, the
# start view and a message (light and dark) are pixel for pixel those of the build before.
# Tried, not kept (under 1 M): the Back button made with the start view, which alone shows
# it, and packed before Undo and Redo (500.4 -> 499.5-499.7 M, -0.8 M). Not done: the busy
# box made at the first task saves nothing here, the file's load shows it before the first
# frame (a spinner shown only after a delay would change what the player and the tests
# see); the controllers' strips as GtkBuilder files instead of templates (0.7 M, and
# their tests read them as template children); stripping the comments at build time.
# gtk_window_present over the bare window, +8.1 M (with valgrind's
# --toggle-collect=gtk_window_present: 22.8 against 14.7 M without icon lookups): the
# realize 2.7 M against 0.5 M, of it gdk_toplevel_set_icon_list 1.2 M (GTK's X11 icon,
# the 48 px PNG, at realize); the rest is the first measure of the visible tree. Also
# measured, and needed from the start for the keys to work: the board's class 0.9 M (its
# 45 key bindings 0.48 M, the moves' 0.33 M), the application's 17 accelerators 0.45 M;
# and the settings, which set what the board draws, cost little (the window's
# g_settings_new_full 6 k, all binds 0.2 M; the 0.4 M g_settings_new is libadwaita's,
# the bare window's too). What
# the first frame does not show now costs ~2.2 M (Back, the busy box, the controllers'
# templates), none of it 1 M alone; the rest of sdm_window_new's 15 M over the bare
# window is the visible header, board, palette, digit bar and their containers.
#
# 2026-11-27, palette8 (main thread without icon lookups, 2 runs each within 0.2 M; the build
# before 501.4 M in both): the palette's rounded shapes. A tile is 41x22 px with a radius of
# 6 at the benchmark's size; drawn alone with gsk_render_node_draw() into an image surface, a
# border costs 138 k (radius 0: 13 k), the hatch's repeating gradient 138 k unclipped and
# 535 k in its rounded clip (a colour in the same clip 114 k), a 41x22 texture node in an
# opacity layer 54 k. Tried in experiment builds, and not kept:
# - the 26 plain tiles' frames as one stroke node (a GskPath of their outlines inset by half
#   a pixel, 1 px wide): 500.7-501.0 M; as one even-odd fill node: 500.9 M with
#   GskPathBuilder's rounded rects (conics), 501.1-501.3 M with one cubic a corner placed as
#   cairo_arc() places it (that fill gives the border nodes' pixels exactly): -0.1 to -0.7 M,
#   as the fill tried before; cairo's cost is per edge and scanline;
# - the 10 given tiles' hatch under one push_fill of their rounded rects (the given tiles in
#   one opacity layer, a gradient node per tile inside the fill): 501.7-502.0 M, +0.5 M; the
#   same layer with a rounded clip per tile: 501.5-501.6 M;
# - each hatch as a mask node (the gradient masked by a fill of the outline): 499.0-499.1 M,
#   -2.4 M, but the gradient is then composited in one box, not row by row, and pixman's
#   sampling moves with where a composite starts: 14 pixels a tile, where a stripe's edge
#   falls on a pixel's centre, came out 26-27 levels off; and GL renderers draw a mask node
#   through two offscreens.
# Kept: the background of the plain tiles (their frame) and of the given tiles (hatch and
# frame), which all 36 tiles but the chosen, placed and conflicting ones share, rendered once
# into a texture by the window's own renderer (gsk_renderer_render_texture) at the window's
# scale, and each such tile drawn as a texture node: 501.4 -> 492.8-492.9 M (x1.21 -> x1.19).
# Screenshots against the build before, with the same history (the first frame, a tile
# chosen, another chosen), light and dark, cairo and ngl (llvmpipe), at scale 1 and with
# GDK_SCALE=2: equal, but for ngl dark at scale 2, where 54 pixels of the given tiles'
# corners are 1 level off. The textures are made again when the colours, the tile size or
# the scale change (the colours do when the window gains or loses the focus: its backdrop
# state); at a fractional scale, and before the window is realized, the tiles stay nodes.
# With GL the two textures are two small offscreen renders: tests/bench/startup.sh with
# GSK_RENDERER=ngl (llvmpipe), 16 runs interleaved with the build before, gave both x1.26 of
# the bare window (medians 351.9 and 353.6 ms; the runs spread x0.83-x2.14) and the same
# peak RSS (+9.3 and +9.1 MiB). Counting GL's instructions under callgrind says nothing:
# llvmpipe compiles its shaders on the main thread or not (1010 to 6142 M in three runs).
#
# 2026-11-27, board9, measured and not kept (main thread without icon lookups, 2 runs each
# within 0.2 M; main at 7234c32: 491.5-491.6 M, bare 413.0 M): the board's rounded shapes,
# after palette8's idea. bench-startup.txt has 9 lone digits and 10 clue dominoes, so the
# board's 20 border nodes in the table above are 9 rings, 10 clue frames and the selected
# cell's square frame (not 11 and 9), and its 10 rounded clips the clue dominoes' fills. At
# this size (cells of 57 px) one ring or frame costs cairo ~230 k, a texture node ~30 k.
# The rings and clue frames drawn from textures, each distinct outline rendered once by the
# window's cairo renderer (4 here: the ring, the frame across over a thin line, across over
# a thick line, down): 491.5 -> 488.6-488.7 M (x1.19 -> x1.18). Unlike the palette's tiles,
# the outlines sit at a fraction of a pixel from the cells' whole pixels, so a texture had
# to start at the whole device pixel before the outline and hold that fraction, matched
# within 1/4096 px (exact keys made 16 textures where 7 were needed and saved nothing);
# cairo renders onto a clear surface with SOURCE, not OVER, and its own rounding (100 edge
# pixels of the dark board 1 level off) until a pixel was drawn beside the outline first
# and left out of the texture (a download into a memory texture); opaque outlines still
# came out 1 level off in 1-5 pixels and stayed nodes; with ngl (llvmpipe) each ring was
# 28-38 levels off where it meets its bounds (GL's antialiasing reaches past them), so it
# would have been for the cairo renderer only. Not merged: -2.9 M (0.6 %) for ~190 lines
# of pixel-exact bookkeeping that helps only the cairo renderer, the one this benchmark
# uses and a GNOME 46 desktop does not (GL or Vulkan). Also measured: the clue fills from
# textures too, 488.0 against 488.4 M and 40 edge pixels 1 level off (equal as a border as
# wide as the domino, but -0.2 M); a clue domino's fill and frame in one texture,
# 487.0-487.4 M, with 1,850-3,070 pixels 1-2 levels off. The code is not kept anywhere.
set -eu
app=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
puzzle=$(realpath "${2:-$here/../data/bench-startup.txt}")   # one puzzle, as startup.sh
. "$here/../../build-aux/deps.sh"
# shellcheck disable=SC2086 # a list of package names, split into words on purpose
sdm_install_missing $SDM_BENCH_PACKAGES valgrind
work=$(mktemp -d)
out=${SDM_BENCH_CALLGRIND_DIR:-$work}
mkdir -p "$out"
# sdm_bench_x_session sets the pids: empty until then (set -u), and a kill of none fails (set -e).
bus_pid='' xvfb_pid=''
trap 'kill $bus_pid $xvfb_pid 2>/dev/null || true; rm -rf "$work"' EXIT

. "$here/x-session.sh"
sdm_bench_build_startup_probes "$work"

sdm_bench_x_session "$work" "$app"
export GSK_RENDERER=cairo
sdm_bench_disable_gl

# ir FILE [FUNCTION]: FILE's total Ir, or FUNCTION's inclusive Ir in it (0 when absent).
ir () {
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null | awk -v f="${2:-}" '
    f == "" && /PROGRAM TOTALS/ { gsub(",", "", $1); n = $1; exit }
    f != "" && index($0, "???:" f " [") { gsub(",", "", $1); n = $1; exit }
    END { print n + 0 }'
}

for what in ${SDM_BENCH_CALLGRIND_WHAT:-bare app}; do
  d=$(mktemp -d -p "$work")
  if [ "$what" = bare ]; then cmd=("$work/bare"); else cmd=("$app" "$puzzle"); fi
  rm -f "$out/$what".cg*
  XDG_DATA_HOME=$d XDG_CONFIG_HOME=$d "$work/xstartprobe" -s 1500 -t 90000 -- \
    valgrind --tool=callgrind --separate-threads=yes --dump-after=gsk_renderer_render \
    --callgrind-out-file="$out/$what.cg" "${cmd[@]}" > /dev/null 2>&1
  # The first dump holds the main thread only (FILE.1-01): the thread that rendered. The
  # other threads' work (icons loaded in GTK's pool, the puzzle's parse and grade) runs on
  # the other core, and is counted up to the program's end only (FILE-02, ...).
  main=$(ir "$out/$what.cg.1-01")
  icons=$(ir "$out/$what.cg.1-01" gtk_icon_theme_lookup_icon)
  awk -v w="$what" -v m="$main" -v i="$icons" 'BEGIN {
    printf "%-5s main thread to the first frame %6.1f M Ir (without icon lookups %6.1f M)\n",
           w, m / 1e6, (m - i) / 1e6 }'
done
