/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-utils.h: set-up and waiting shared by the GUI tests (test-board, test-window,
 * test-window-play, test-window-logic), linked into each of them. */
#pragma once

#include <adwaita.h>

#include "sdm-application.h"
#include "sdm-editor-controller.h"
#include "sdm-hint-controller.h"
#include "sdm-message-bar.h"
#include "sdm-tutorial-controller.h"
#include "sdm-window.h"

G_BEGIN_DECLS

/* g_test_init(), the C.UTF-8 locale, GTK on the display the wrapper gave us (an error
 * when there is none: run through tests/gui-test-wrapper.sh) and libadwaita. Animations
 * are off, so that a dialog is gone from the widget tree as soon as it closes. */
void       sdm_test_init_gui    (int     *argc,
                                 char  ***argv);

/* A registered, non-unique application: windows need one for their actions. */
SdmApplication *sdm_test_application_new (void);

/* A new window of @app, owned by the caller, presented and drawn once. */
SdmWindow *sdm_test_window_present (SdmApplication *app);

/* Destroy @window, drop the caller's reference and check that it is finalized once the
 * work in flight, which closing cancelled, has returned (src/app/sdm-window-parts.h
 * says how async calls carry the window). */
void       sdm_test_window_close  (SdmWindow *window);

/* Runs "xdotool ARGS" on the tests' X server (the real pointer and keyboard, through
 * XTEST) and asserts that it succeeded. */
void       sdm_test_xdotool       (const char *args);

/* Gives @window the default size @width × @height and waits until it is within 10 px of
 * both (under Xvfb, without a compositor, the size counts the window's 5 px frames) and
 * drawn at it. */
void       sdm_test_window_resize (SdmWindow *window,
                                   int        width,
                                   int        height);

/* The window's controllers, its template children "hint", "editor" and "tutorial"
 * (transfer none): what the tests read instead of the window's private fields. */
SdmHintController     *sdm_test_hint     (SdmWindow *window);
SdmEditorController   *sdm_test_editor   (SdmWindow *window);
SdmTutorialController *sdm_test_tutorial (SdmWindow *window);
/* The message bar of a controller's strip (its template child @id: "hint_bar",
 * "editor_bar", "tutorial_bar"), and whether the strip shows. */
SdmMessageBar *sdm_test_strip_bar  (GtkWidget  *controller,
                                    const char *id);
gboolean       sdm_test_strip_shown (GtkWidget *controller);

/* The first visible toplevel window of type @type, or NULL (transfer none). */
GtkWindow *sdm_test_find_toplevel (GType type);

typedef gboolean (*SdmTestMatch) (GtkWidget *widget, gconstpointer data);

/* Depth-first from @root (itself included): the first widget of @type for which @match
 * (NULL: any) says yes with @data, or NULL (transfer none). */
GtkWidget *sdm_test_find_widget   (GtkWidget     *root,
                                   GType          type,
                                   SdmTestMatch   match,
                                   gconstpointer  data);
/* The first button under @root whose label is @label, or NULL. */
GtkWidget *sdm_test_find_button   (GtkWidget     *root,
                                   const char    *label);
/* The AdwDialog of @type on show in a visible toplevel (in the window it was presented
 * over, or in a window of its own), or NULL (transfer none). */
AdwDialog *sdm_test_find_dialog   (GType          type);
/* Clicks the button of response @id in @dialog, as the player would (that also closes it). */
void       sdm_test_click_response (AdwAlertDialog *dialog,
                                    const char     *id);

/* Runs the main context for a second. Only for GTK's in-process file chooser (what
 * GtkFileDialog shows without a portal): GTK 4.18's GtkFileChooserWidget still has a file
 * query on its way for a while after a file is chosen in it, and destroyed before that
 * returns, its callback calls gtk_box_remove() on a disposed widget (4 criticals). The
 * tests let it finish before they click Open or Export. Not a check of our timing. */
void       sdm_test_settle_file_chooser (void);

typedef gboolean (*SdmTestCondition) (gpointer data);

/* Run the main context until @cond returns TRUE; FALSE when it still does not after
 * 30 seconds (a bound for failing tests, not a timing check). */
gboolean   sdm_test_wait_for    (SdmTestCondition   cond,
                                 gpointer           data);
/* The same, for a condition without data. */
gboolean   sdm_test_wait_until  (gboolean         (*cond) (void));

/* Whether the action @action_name ("game.hint") is enabled for @widget, as a button or a
 * menu item with that action shows it; FALSE when there is no such action. It reads the
 * window's actions whether they are its GActionMap's or its class's
 * (gtk_widget_class_install_action), which GTK gives no getter for. */
/* "game.check" for an action of the game view's (sdm-game-view.c), "win.pause" for one of
 * the window's: the detailed name of @name (newly allocated). */
char      *sdm_test_window_action (const char *name);
gboolean   sdm_test_action_enabled (GtkWidget  *widget,
                                    const char *action_name);
/* Activates @action_name for @widget with @parameter (may be NULL; a floating reference
 * is taken) when it is enabled; returns FALSE, having done nothing, when it is not. */
gboolean   sdm_test_activate       (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter);

/* A widget's next frame, drawn with cairo on white (what the pixel tests read). With
 * SDM_TEST_SAVE_FRAMES set in the environment, each frame is also written to
 * PREFIX-frame-NN.png in the current directory. */
typedef struct {
  cairo_surface_t *surface;
  int              width, height;
} SdmTestFrame;

SdmTestFrame *sdm_test_grab_frame  (GtkWidget    *widget,
                                    const char   *prefix);
void          sdm_test_frame_free  (SdmTestFrame *frame);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SdmTestFrame, sdm_test_frame_free)

/* The file chooser GtkFileDialog shows: without a portal (as under the test bus) a
 * GtkFileChooserDialog in this process; NULL when none is open. */
GtkWindow    *sdm_test_file_chooser      (void);
gboolean      sdm_test_file_chooser_shown (void);
gboolean      sdm_test_file_chooser_gone  (void);
/* What a player does in the open chooser: types @path (the whole path) in the name entry,
 * clicks @button ("_Export"); returns once the chooser has gone and @path exists. */
void          sdm_test_file_chooser_save  (const char *path,
                                           const char *button);

/* The RGB of one pixel of @frame (0xRRGGBB). */
guint32       sdm_test_frame_pixel (const SdmTestFrame *frame,
                                    int                 x,
                                    int                 y);
/* Red as Adwaita's error colour is, light (#e01b24) or dark (#ff938c): strong red, far
 * less green and blue. */
gboolean      sdm_test_is_error_red (guint32            rgb);

/* Asserts that two saved games (sdm_game_serialize, a save file) are the same game: the
 * same text but for the "elapsed" line. The clock runs between two reads, and the window
 * writes it when it stops (pause, close), so on a slow run (ASan) it may have moved on by a
 * second; what these comparisons are about is the puzzle and the moves. */
void          sdm_test_assert_same_game (const char *actual,
                                         const char *expected);

/* With SDM_TEST_OUTPUT_DIR set in the environment: @widget as it looks, written to
 * DIR/@name as PNG, after @settle_ms of the main loop (dialog entrances and CSS transitions
 * end first: a picture for a person, not a check). Without it, nothing. */
void          sdm_test_save_picture (GtkWidget  *widget,
                                     const char *name,
                                     guint       settle_ms);

G_END_DECLS
