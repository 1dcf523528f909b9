/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-test-utils.c: set-up and waiting shared by the GUI tests. */
#include "config.h"

#include <locale.h>
#include <adwaita.h>

#include "sdm-test-utils.h"
#include "sdm-game-view.h"

void
sdm_test_init_gui (int     *argc,
                   char  ***argv)
{
  g_test_init (argc, argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  if (!gtk_init_check ())
    g_error ("no display: run through tests/gui-test-wrapper.sh");
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

SdmApplication *
sdm_test_application_new (void)
{
  SdmApplication *app = sdm_application_new ();

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  return app;
}

SdmWindow *
sdm_test_window_present (SdmApplication *app)
{
  SdmWindow *window = sdm_window_new (GTK_APPLICATION (app));

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

void
sdm_test_window_close (SdmWindow *window)
{
  gpointer weak = window;
  gpointer store = NULL;

  /* Its autosave too: a write in flight holds the store, whose last write (when it goes)
   * would land after the window, over whatever the test put on disk since. */
  g_object_get (window, "game-store", &store, NULL);
  if (store != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (store), &store);
      g_object_unref (store);
    }
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  /* Work in flight holds the window until its callback returns; closing cancelled it. */
  g_assert_true (sdm_test_wait_for (is_null, &weak));
  g_assert_true (sdm_test_wait_for (is_null, &store));
}

void
sdm_test_xdotool (const char *args)
{
  g_autofree char *cmd = g_strdup_printf ("xdotool %s", args);
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_command_line_sync (cmd, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

void
sdm_test_window_resize (SdmWindow *window,
                        int        width,
                        int        height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  for (int i = 0; i < 200 && (ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width) > 10
                              || ABS (gtk_widget_get_height (GTK_WIDGET (window)) - height) > 10); i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width), <=, 10);
  g_assert_cmpint (ABS (gtk_widget_get_height (GTK_WIDGET (window)) - height), <=, 10);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
}

GtkWindow *
sdm_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WINDOW (w);   /* the toplevels list keeps it alive */
    }
  return NULL;
}

GtkWidget *
sdm_test_find_widget (GtkWidget     *root,
                      GType          type,
                      SdmTestMatch   match,
                      gconstpointer  data)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (match == NULL || match (root, data)))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sdm_test_find_widget (child, type, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_label (GtkWidget     *widget,
           gconstpointer  label)
{
  return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

GtkWidget *
sdm_test_find_button (GtkWidget  *root,
                      const char *label)
{
  return sdm_test_find_widget (root, GTK_TYPE_BUTTON, has_label, label);
}

AdwDialog *
sdm_test_find_dialog (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  g_assert_true (g_type_is_a (type, ADW_TYPE_DIALOG));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      GtkWidget *found;

      if (!gtk_widget_get_visible (w))
        continue;
      found = sdm_test_find_widget (w, type, NULL, NULL);
      if (found != NULL)
        return ADW_DIALOG (found);   /* its window keeps it alive */
    }
  return NULL;
}

void
sdm_test_click_response (AdwAlertDialog *dialog,
                         const char     *id)
{
  GtkWidget *button;

  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_true (adw_alert_dialog_has_response (dialog, id));
  button = sdm_test_find_button (GTK_WIDGET (dialog), adw_alert_dialog_get_response_label (dialog, id));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

void
sdm_test_settle_file_chooser (void)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

gboolean
sdm_test_wait_for (SdmTestCondition cond,
                   gpointer         data)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  return TRUE;
}

typedef struct {
  gboolean (*cond) (void);
} PlainCondition;

static gboolean
call_plain (gpointer data)
{
  return ((PlainCondition *) data)->cond ();
}

gboolean
sdm_test_wait_until (gboolean (*cond) (void))
{
  PlainCondition plain = { cond };

  return sdm_test_wait_for (call_plain, &plain);
}

static gboolean
action_enabled (GtkWidget  *widget,
                const char *action_name,
                GVariant   *target)
{
  /* A hidden button with the action, a child of @widget for a moment: its sensitivity is
   * the action's enabled state, from the same lookup the window's buttons and menus use. */
  GtkWidget *probe = gtk_button_new ();
  gboolean enabled;

  gtk_widget_set_visible (probe, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), action_name);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (probe), target);
  gtk_widget_set_parent (probe, widget);
  enabled = gtk_widget_get_sensitive (probe);
  gtk_widget_unparent (probe);
  return enabled;
}

gboolean
sdm_test_action_enabled (GtkWidget  *widget,
                         const char *action_name)
{
  return action_enabled (widget, action_name, NULL);
}

gboolean
sdm_test_activate (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_autoptr(GVariant) owned = parameter ? g_variant_ref_sink (parameter) : NULL;

  if (!action_enabled (widget, action_name, owned))
    return FALSE;
  g_assert_true (gtk_widget_activate_action_variant (widget, action_name, owned));
  return TRUE;
}

SdmTestFrame *
sdm_test_grab_frame (GtkWidget  *widget,
                     const char *prefix)
{
  SdmTestFrame *frame = g_new0 (SdmTestFrame, 1);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  cairo_t *cr;

  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
  frame->width = gtk_widget_get_width (widget);
  frame->height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, frame->width, frame->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  frame->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, frame->width, frame->height);
  cr = cairo_create (frame->surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (frame->surface);
  if (g_getenv ("SDM_TEST_SAVE_FRAMES") != NULL)
    {
      static int n;
      g_autofree char *name = g_strdup_printf ("%s-frame-%02d.png", prefix, n++);

      cairo_surface_write_to_png (frame->surface, name);
    }
  return frame;
}

void
sdm_test_frame_free (SdmTestFrame *frame)
{
  cairo_surface_destroy (frame->surface);
  g_free (frame);
}

static char *
without_elapsed (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "elapsed "))
      g_string_append_printf (out, "%s\n", lines[i]);
  return g_string_free (out, FALSE);
}

void
sdm_test_assert_same_game (const char *actual,
                           const char *expected)
{
  g_autofree char *a = NULL;
  g_autofree char *e = NULL;

  g_assert_nonnull (actual);
  g_assert_nonnull (expected);
  a = without_elapsed (actual);
  e = without_elapsed (expected);
  g_assert_cmpstr (a, ==, e);
}

void
sdm_test_save_picture (GtkWidget  *widget,
                       const char *name,
                       guint       settle_ms)
{
  const char *dir = g_getenv ("SDM_TEST_OUTPUT_DIR");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  gint64 until = g_get_monotonic_time () + (gint64) settle_ms * 1000;
  GtkSnapshot *snapshot;
  int w, h;

  if (dir == NULL)
    return;
  while (g_get_monotonic_time () < until)
    {
      gtk_widget_queue_draw (widget);
      g_main_context_iteration (NULL, FALSE);
    }
  gtk_test_widget_wait_for_draw (widget);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  /* The window's own renderer, so the picture has its colours (the dark style too). */
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

SdmHintController *
sdm_test_hint (SdmWindow *window)
{
  return SDM_HINT_CONTROLLER (gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), SDM_TYPE_WINDOW, "game_view")), SDM_TYPE_GAME_VIEW, "hint"));
}

SdmEditorController *
sdm_test_editor (SdmWindow *window)
{
  return SDM_EDITOR_CONTROLLER (gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), SDM_TYPE_WINDOW, "game_view")), SDM_TYPE_GAME_VIEW, "editor"));
}

SdmTutorialController *
sdm_test_tutorial (SdmWindow *window)
{
  return SDM_TUTORIAL_CONTROLLER (gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), SDM_TYPE_WINDOW, "game_view")), SDM_TYPE_GAME_VIEW, "tutorial"));
}

SdmMessageBar *
sdm_test_strip_bar (GtkWidget  *controller,
                    const char *id)
{
  return SDM_MESSAGE_BAR (gtk_widget_get_template_child (controller, G_OBJECT_TYPE (controller), id));
}

gboolean
sdm_test_strip_shown (GtkWidget *controller)
{
  GObject *revealer = gtk_widget_get_template_child (controller, G_OBJECT_TYPE (controller), "revealer");

  /* A strip is built when it first shows (sdm-hint-controller.c: ensure_strip). */
  return revealer != NULL && gtk_revealer_get_reveal_child (GTK_REVEALER (revealer));
}

guint32
sdm_test_frame_pixel (const SdmTestFrame *frame,
                      int                 x,
                      int                 y)
{
  const guchar *data = cairo_image_surface_get_data (frame->surface);
  int stride = cairo_image_surface_get_stride (frame->surface);

  g_assert_true (x >= 0 && y >= 0 && x < frame->width && y < frame->height);
  return *(const guint32 *) (data + y * stride + x * 4) & 0xffffff;
}

gboolean
sdm_test_is_error_red (guint32 rgb)
{
  int r = (rgb >> 16) & 0xff, g = (rgb >> 8) & 0xff, b = rgb & 0xff;

  return r > 150 && r - g > 80 && r - b > 80;
}

GtkWindow *
sdm_test_file_chooser (void)
{
  return sdm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
}

gboolean
sdm_test_file_chooser_shown (void)
{
  return sdm_test_file_chooser () != NULL;
}

gboolean
sdm_test_file_chooser_gone (void)
{
  return sdm_test_file_chooser () == NULL;
}

/* The chooser reached through GtkFileChooser, the one way there is to reach it; that API
 * is deprecated since GTK 4.10, hence the pragmas. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static gboolean
chooser_has_path (gpointer path)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (sdm_test_file_chooser ()));
  g_autofree char *chosen = file != NULL ? g_file_get_path (file) : NULL;

  return g_strcmp0 (chosen, path) == 0;
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

void
sdm_test_file_chooser_save (const char *path,
                            const char *button)
{
  g_assert_true (sdm_test_wait_until (sdm_test_file_chooser_shown));
  /* The whole path in the name entry. (Setting the folder with
   * gtk_file_chooser_set_current_folder() leaves the entry's own folder behind in GTK 4.18:
   * the file then goes to the current directory.) */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (sdm_test_file_chooser ()), path);
  g_assert_true (sdm_test_wait_for (chooser_has_path, (gpointer) path));
  sdm_test_settle_file_chooser ();
  g_signal_emit_by_name (sdm_test_find_button (GTK_WIDGET (sdm_test_file_chooser ()), button), "clicked");
  g_assert_true (sdm_test_wait_until (sdm_test_file_chooser_gone));
  g_assert_true (sdm_test_wait_for (file_exists, (gpointer) path));
}
G_GNUC_END_IGNORE_DEPRECATIONS

char *
sdm_test_window_action (const char *name)
{
  static const char *const game[] = { "undo", "redo", "check", "solve", "restart", "hint",
                                      "fill-candidates", "clear-pencil-marks", NULL };

  return g_strconcat (g_strv_contains (game, name) ? "game." : "win.", name, NULL);
}
