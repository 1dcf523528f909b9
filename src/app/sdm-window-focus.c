/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-focus.c: a window's keyboard focus, given back to the page when GTK loses it
 * (see sdm-window-focus.h). */
#include "config.h"

#include "sdm-window-focus.h"

struct _SdmWindowFocus
{
  AdwApplicationWindow *window;
  SdmFocusPageFunc      focus_page;
  guint                 focus_idle_id;     /* the page takes the focus back after a menu */
  GtkWidget            *last_focus;        /* weak: where the focus was, to see it lost */
  GtkWidget            *lost_from;         /* weak: the widget that lost it */
  GtkWidget            *fallback;          /* weak: where GTK put the focus it lost */
  guint                 lost_idle_id;      /* the page takes the focus GTK lost */
  GtkWidget            *before_breakpoint; /* weak: given back after a breakpoint */
  guint                 breakpoint_tick_id;
  int                   breakpoint_frames;
  GtkMenuButton        *menu_button;
  const char           *menu_resource;
  guint                 menu_idle_id;      /* makes the menu after the first frame */
};

static gboolean
focus_page_idle_cb (gpointer user_data)
{
  SdmWindowFocus *self = user_data;

  self->focus_idle_id = 0;
  self->focus_page (self->window, TRUE);
  return G_SOURCE_REMOVE;
}

/* A menu or popover closed (by a choice or by Escape): GTK gives the focus back to the
 * button that opened it, where arrows and digits would move between header buttons and
 * Return opens the menu again. The page takes it back once GTK is done: the board, Start,
 * Resume (after the menu's Pause). */
static void
popover_closed_cb (GtkPopover     *popover,
                   SdmWindowFocus *self)
{
  if (self->focus_idle_id == 0)
    self->focus_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, focus_page_idle_cb, self, NULL);
}

/* The main menu (a GtkPopoverMenu with a button per item) is made once the window has
 * drawn its first frame, rather than before it; or when it is opened before that. */
static void
ensure_menu (SdmWindowFocus *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (gtk_menu_button_get_menu_model (self->menu_button) != NULL)
    return;
  builder = gtk_builder_new_from_resource (self->menu_resource);
  gtk_menu_button_set_menu_model (self->menu_button, G_MENU_MODEL (gtk_builder_get_object (builder, "primary_menu")));
  g_signal_connect (gtk_menu_button_get_popover (self->menu_button), "closed", G_CALLBACK (popover_closed_cb), self);
}

static void
menu_popup_cb (GtkMenuButton *button,
               gpointer       user_data)
{
  ensure_menu (user_data);
}

static gboolean
make_menu_cb (gpointer user_data)
{
  SdmWindowFocus *self = user_data;

  self->menu_idle_id = 0;
  ensure_menu (self);
  return G_SOURCE_REMOVE;
}

static void
first_frame_cb (GdkFrameClock  *clock,
                SdmWindowFocus *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  /* Not in after-paint itself: the frame is still to be flushed to the display. */
  if (self->menu_idle_id == 0)
    self->menu_idle_id = g_idle_add_full (G_PRIORITY_LOW, make_menu_cb, self, NULL);
}

static void
window_map_cb (GtkWidget      *window,
               SdmWindowFocus *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  if (clock != NULL && gtk_menu_button_get_menu_model (self->menu_button) == NULL)
    {
      g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
      g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), self);
    }
}

static void
window_unmap_cb (GtkWidget      *window,
                 SdmWindowFocus *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  if (clock != NULL)
    g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  g_clear_handle_id (&self->menu_idle_id, g_source_remove);
}

void
sdm_window_focus_install_menu (SdmWindowFocus *self,
                               GtkMenuButton  *button,
                               const char     *resource)
{
  self->menu_button = button;
  self->menu_resource = resource;
  gtk_menu_button_set_create_popup_func (button, menu_popup_cb, self, NULL);
  /* GTK 4.8 leaves the menu button's own toggle button without a name. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (GTK_WIDGET (button))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_widget_get_tooltip_text (GTK_WIDGET (button)), -1);
  g_signal_connect (self->window, "map", G_CALLBACK (window_map_cb), self);
  g_signal_connect (self->window, "unmap", G_CALLBACK (window_unmap_cb), self);
}

static gboolean
dialog_shows (SdmWindowFocus *self)
{
  return adw_application_window_get_visible_dialog (self->window) != NULL;
}

/* The focus is lost: the widget that had it was hidden, made insensitive or removed (the
 * hint's More once shown, a strip's button whose strip closed, the message's ✕, the
 * guide's Next while a step waits for the player's move, the trash button of a game in
 * progress removed). GTK then leaves the focus on nothing, where the next key goes
 * nowhere, or moves it on to a widget of its choice (the first toggle of the start view,
 * the first header button). Once GTK is done, unless the app put the focus somewhere
 * meanwhile, the page takes it. Not when the focus left a widget still on show and
 * sensitive (Tab going round), nor in a menu or while a dialog shows: GTK moves it
 * between a menu's pages itself, and the page takes it back when they close
 * (popover_closed_cb, visible_dialog_cb). A dialog on its way out is no dialog: GTK may
 * put the focus in it (the trash button's removal did), and it goes with it. */
static gboolean
lost_idle_cb (gpointer user_data)
{
  SdmWindowFocus *self = user_data;
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self->window));
  GtkWidget *from = self->lost_from;
  gboolean gone = from == NULL || !gtk_widget_get_mapped (from) || !gtk_widget_is_sensitive (from)
                  || gtk_widget_get_root (from) != GTK_ROOT (self->window);

  self->lost_idle_id = 0;
  if (gone && (focus == NULL || !gtk_widget_get_mapped (focus) || focus == self->fallback))
    self->focus_page (self->window, FALSE);
  g_clear_weak_pointer (&self->lost_from);
  g_clear_weak_pointer (&self->fallback);
  return G_SOURCE_REMOVE;
}

static gboolean
in_popover (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) != NULL;
}

static void
focus_widget_cb (GtkWindow      *window,
                 GParamSpec     *pspec,
                 SdmWindowFocus *self)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  GtkWidget *last = self->last_focus;

  g_set_weak_pointer (&self->last_focus, focus);
  if (last == NULL || last == focus || in_popover (last) || (focus != NULL && in_popover (focus))
      || dialog_shows (self) || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    return;
  /* Lost now, or about to be: a widget being removed lets the focus go first. */
  if (focus != NULL && gtk_widget_get_mapped (last) && gtk_widget_is_sensitive (last))
    return;
  g_set_weak_pointer (&self->lost_from, last);
  g_set_weak_pointer (&self->fallback, focus);
  if (self->lost_idle_id == 0)
    self->lost_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, lost_idle_cb, self, NULL);
}

/* The window crossed a breakpoint (made narrow or wide: a phone turned, a window
 * snapped to half the screen). libadwaita hides the window's content for a frame, which
 * takes the focus away, and in its next frame shows it again and replays the focus moves
 * GTK asked for meanwhile (from Start on to Open… and Paste). The focus goes back to the
 * widget that had it, once that is done: two frames on. */
static gboolean
breakpoint_tick_cb (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  SdmWindowFocus *self = user_data;
  GtkWidget *focus = self->before_breakpoint;

  if (++self->breakpoint_frames < 2)
    return G_SOURCE_CONTINUE;
  self->breakpoint_tick_id = 0;
  if (focus != NULL && gtk_widget_get_root (focus) == GTK_ROOT (widget) && gtk_widget_get_mapped (focus)
      && !dialog_shows (self))
    gtk_widget_grab_focus (focus);
  g_clear_weak_pointer (&self->before_breakpoint);
  return G_SOURCE_REMOVE;
}

static void
breakpoint_cb (GtkWindow      *window,
               GParamSpec     *pspec,
               SdmWindowFocus *self)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  /* The content is hidden by now: the focus is on a widget no longer shown, which GTK
   * lets go of next, or already let go of. */
  if (focus == NULL)
    focus = self->lost_from;
  if (focus == NULL || !gtk_widget_get_realized (GTK_WIDGET (window)))
    return;
  if (self->before_breakpoint == NULL)
    g_set_weak_pointer (&self->before_breakpoint, focus);
  self->breakpoint_frames = 0;
  if (self->breakpoint_tick_id == 0)
    self->breakpoint_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (window), breakpoint_tick_cb, self, NULL);
}

/* The last dialog of the window closed, whichever it was (the menu's Preferences,
 * Statistics, About too): libadwaita has just given the focus back to the widget that had
 * it when the first one opened: the menu button when the menu opened it, or a widget of a
 * page that is not shown any more (a puzzle was chosen, New Game was pressed). The page
 * takes it. */
static void
visible_dialog_cb (GtkWindow      *window,
                   GParamSpec     *pspec,
                   SdmWindowFocus *self)
{
  if (!dialog_shows (self))
    self->focus_page (self->window, TRUE);
}

SdmWindowFocus *
sdm_window_focus_new (AdwApplicationWindow *window,
                      SdmFocusPageFunc      focus_page)
{
  SdmWindowFocus *self = g_new0 (SdmWindowFocus, 1);

  self->window = window;
  self->focus_page = focus_page;
  g_signal_connect (window, "notify::visible-dialog", G_CALLBACK (visible_dialog_cb), self);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_widget_cb), self);
  g_signal_connect (window, "notify::current-breakpoint", G_CALLBACK (breakpoint_cb), self);
  return self;
}

void
sdm_window_focus_free (SdmWindowFocus *self)
{
  if (self == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->window, self);
  if (gtk_widget_get_frame_clock (GTK_WIDGET (self->window)) != NULL)
    g_signal_handlers_disconnect_by_data (gtk_widget_get_frame_clock (GTK_WIDGET (self->window)), self);
  if (self->menu_button != NULL)
    {
      gtk_menu_button_set_create_popup_func (self->menu_button, NULL, NULL, NULL);
      if (gtk_menu_button_get_popover (self->menu_button) != NULL)
        g_signal_handlers_disconnect_by_data (gtk_menu_button_get_popover (self->menu_button), self);
    }
  g_clear_handle_id (&self->menu_idle_id, g_source_remove);
  g_clear_handle_id (&self->focus_idle_id, g_source_remove);
  g_clear_handle_id (&self->lost_idle_id, g_source_remove);
  if (self->breakpoint_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->window), self->breakpoint_tick_id);
  g_clear_weak_pointer (&self->before_breakpoint);
  g_clear_weak_pointer (&self->last_focus);
  g_clear_weak_pointer (&self->lost_from);
  g_clear_weak_pointer (&self->fallback);
  g_free (self);
}
