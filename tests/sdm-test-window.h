/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-window.h: what the GUI tests read of a window, through its public surface
 * only: its template children (the ids of sdm-window.ui that sdm-window.c binds), its
 * properties and its application's. Never the window's private fields. */
#pragma once

#include <adwaita.h>

#include "sdm-application.h"
#include "sdm-board.h"
#include "sdm-digit-bar.h"
#include "sdm-domino-palette.h"
#include "sdm-game-view.h"
#include "sdm-game-library.h"
#include "sdm-game-store.h"
#include "sdm-message-bar.h"
#include "sdm-statistics.h"
#include "sdm-window.h"

G_BEGIN_DECLS

/* The template child @id of @window (transfer none). */
#define SDM_TEST_CHILD(window, id) \
  gtk_widget_get_template_child (GTK_WIDGET (window), SDM_TYPE_WINDOW, (id))

/* The game area (sdm-game-view.h), and its template child @id (transfer none). */
static inline SdmGameView *
sdm_test_game_view (SdmWindow *window)
{
  return SDM_GAME_VIEW (SDM_TEST_CHILD (window, "game_view"));
}

#define SDM_TEST_VIEW_CHILD(window, id) \
  gtk_widget_get_template_child (GTK_WIDGET (sdm_test_game_view (window)), SDM_TYPE_GAME_VIEW, (id))

/* The template child @id of @window, or else of its game view; NULL when neither has it. */
static inline GObject *
sdm_test_child (SdmWindow  *window,
                const char *id)
{
  GObject *object = SDM_TEST_CHILD (window, id);

  return object != NULL ? object : SDM_TEST_VIEW_CHILD (window, id);
}

static inline SdmBoard *
sdm_test_board (SdmWindow *window)
{
  return SDM_BOARD (SDM_TEST_VIEW_CHILD (window, "board"));
}

static inline SdmDigitBar *
sdm_test_digit_bar (SdmWindow *window)
{
  return SDM_DIGIT_BAR (SDM_TEST_VIEW_CHILD (window, "digit_bar"));
}

static inline SdmDominoPalette *
sdm_test_palette (SdmWindow *window)
{
  return SDM_DOMINO_PALETTE (SDM_TEST_VIEW_CHILD (window, "palette"));
}

static inline GtkRevealer *
sdm_test_palette_revealer (SdmWindow *window)
{
  return GTK_REVEALER (SDM_TEST_VIEW_CHILD (window, "palette_revealer"));
}

static inline GtkStack *
sdm_test_stack (SdmWindow *window)
{
  return GTK_STACK (SDM_TEST_CHILD (window, "stack"));
}

static inline GtkMenuButton *
sdm_test_menu_button (SdmWindow *window)
{
  return GTK_MENU_BUTTON (SDM_TEST_CHILD (window, "menu_button"));
}

/* The main menu, made after the window's first frame or when first opened (sdm-window.c:
 * ensure_menu): opened here if it is not made yet. */
static inline GMenuModel *
sdm_test_primary_menu (SdmWindow *window)
{
  GtkMenuButton *button = sdm_test_menu_button (window);

  if (gtk_menu_button_get_menu_model (button) == NULL)
    {
      gtk_menu_button_popup (button);
      gtk_menu_button_popdown (button);
    }
  return gtk_menu_button_get_menu_model (button);
}

static inline AdwHeaderBar *
sdm_test_header_bar (SdmWindow *window)
{
  return ADW_HEADER_BAR (SDM_TEST_CHILD (window, "header_bar"));
}

/* The grade and the source of the game (its title), its time, its source beside it. */
static inline GtkLabel *
sdm_test_title_label (SdmWindow *window)
{
  return GTK_LABEL (SDM_TEST_CHILD (window, "title_label"));
}

static inline GtkLabel *
sdm_test_timer_label (SdmWindow *window)
{
  return GTK_LABEL (SDM_TEST_CHILD (window, "timer_label"));
}

static inline GtkLabel *
sdm_test_source_label (SdmWindow *window)
{
  return GTK_LABEL (SDM_TEST_CHILD (window, "source_label"));
}

static inline GtkWidget *
sdm_test_undo_button (SdmWindow *window)
{
  return GTK_WIDGET (SDM_TEST_CHILD (window, "undo_button"));
}

static inline GtkWidget *
sdm_test_redo_button (SdmWindow *window)
{
  return GTK_WIDGET (SDM_TEST_CHILD (window, "redo_button"));
}

/* The spinner and Cancel in the header bar: shown while work the player waits for runs. */
static inline GtkWidget *
sdm_test_busy_box (SdmWindow *window)
{
  return GTK_WIDGET (SDM_TEST_CHILD (window, "busy_box"));
}

static inline gboolean
sdm_test_busy (SdmWindow *window)
{
  return gtk_widget_get_visible (sdm_test_busy_box (window));
}

static inline GtkBox *
sdm_test_empty_page (SdmWindow *window)
{
  return GTK_BOX (SDM_TEST_CHILD (window, "empty_page"));
}

/* The start view (an SdmStartView), in the empty page once first shown; NULL before. */
static inline GtkWidget *
sdm_test_start_view (SdmWindow *window)
{
  return gtk_widget_get_first_child (GTK_WIDGET (sdm_test_empty_page (window)));
}

/* The message strip over the page (sdm_window_show_message): its revealer, its bar, a
 * message's own button and an error's Details button. The bar and its buttons
 * (sdm-window-message.ui) are made when the first message shows: NULL before. */
static inline GtkRevealer *
sdm_test_message_revealer (SdmWindow *window)
{
  return GTK_REVEALER (SDM_TEST_CHILD (window, "message_revealer"));
}

static inline SdmMessageBar *
sdm_test_message_bar (SdmWindow *window)
{
  GtkWidget *bar = gtk_revealer_get_child (sdm_test_message_revealer (window));

  return bar != NULL ? SDM_MESSAGE_BAR (bar) : NULL;
}

/* The widget under @root that a GtkBuilder file built as @id, or NULL. */
static inline GtkWidget *
sdm_test_find_built (GtkWidget  *root,
                     const char *id)
{
  if (root == NULL)
    return NULL;
  if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (root)), id) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sdm_test_find_built (child, id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline GtkWidget *
sdm_test_message_action_button (SdmWindow *window)
{
  return sdm_test_find_built (GTK_WIDGET (sdm_test_message_bar (window)), "message_action_button");
}

static inline GtkWidget *
sdm_test_message_details_button (SdmWindow *window)
{
  return sdm_test_find_built (GTK_WIDGET (sdm_test_message_bar (window)), "message_details_button");
}

/* The window's properties that are objects it keeps for its life (transfer none). */
static inline gpointer
sdm_test_get_object (SdmWindow  *window,
                     const char *property)
{
  GObject *object = NULL;

  g_object_get (window, property, &object, NULL);
  if (object != NULL)
    g_object_unref (object);   /* the window holds it */
  return object;
}

static inline SdmGameStore *
sdm_test_store (SdmWindow *window)
{
  return sdm_test_get_object (window, "game-store");
}

static inline SdmGameLibrary *
sdm_test_library (SdmWindow *window)
{
  return sdm_test_get_object (window, "library");
}

static inline gboolean
sdm_test_paused (SdmWindow *window)
{
  gboolean paused = FALSE;

  g_object_get (window, "paused", &paused, NULL);
  return paused;
}

/* Whether the grade of the game on the board is @name ("Easy"; NULL: not known yet). */
static inline gboolean
sdm_test_difficulty_is (SdmWindow  *window,
                        const char *name)
{
  g_autofree char *difficulty = NULL;

  g_object_get (window, "difficulty", &difficulty, NULL);
  return g_strcmp0 (difficulty, name) == 0;
}

/* The application's settings and statistics, which its windows share (transfer none). */
static inline GSettings *
sdm_test_settings (SdmWindow *window)
{
  return sdm_application_get_settings (SDM_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

static inline SdmStatistics *
sdm_test_statistics (SdmWindow *window)
{
  return sdm_application_get_statistics (SDM_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

G_END_DECLS
