#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-ui-widgets.sh SOURCE_ROOT: the app's widgets are in .ui files (issue 11). The C in
# src/app may make GTK and libadwaita objects that are not widgets (builders, gestures and
# event controllers, list models, file filters, the file dialog, the URI launcher, a snapshot
# to record render nodes in), but no widget:
# a gtk_*_new()/adw_*_new() of anything else, or a g_object_new() of a GTK or Adw type, is
# reported with its file and line. A widget made per data item comes from a .ui too (a
# composite row like SdmGameRow, or a GtkBuilder file loaded per item).
root=$1
cd "$root" || exit 1
allowed='gtk_builder(_cscope)?_new|gtk_gesture_[a-z_]*_new|gtk_event_controller_[a-z_]*_new|gtk_drop_target_new|gtk_string_list_new|gtk_single_selection_new|gtk_file_filter_new|gtk_file_dialog_new|gtk_uri_launcher_new|gtk_shortcut_controller_new|gtk_shortcut_new|gtk_named_action_new|gtk_snapshot_new'
found=$(grep -nE '(^|[^A-Za-z0-9_])(gtk|adw)_[a-z0-9_]+_new(_[a-z0-9_]+)? \(|g_object_new \((GTK|ADW)_TYPE_' src/app/*.c |
        grep -vE "(^|[^A-Za-z0-9_])($allowed)(_[a-z0-9_]+)? \(")
if [ -n "$found" ]; then
  echo "widgets made in C instead of a .ui file:"
  echo "$found"
  exit 1
fi
echo "src/app makes no widget in C: every one is in a .ui file"
