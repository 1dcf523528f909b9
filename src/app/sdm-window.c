/* sdm-window.c: the main window: header bar, board area, toasts. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-window.h"

struct _SdmWindow
{
  AdwApplicationWindow  parent_instance;

  AdwWindowTitle       *title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  GCancellable         *load_cancellable;
};

G_DEFINE_FINAL_TYPE (SdmWindow, sdm_window, ADW_TYPE_APPLICATION_WINDOW)

static void
sdm_window_dispose (GObject *object)
{
  SdmWindow *self = SDM_WINDOW (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_WINDOW);

  G_OBJECT_CLASS (sdm_window_parent_class)->dispose (object);
}

static void
sdm_window_class_init (SdmWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, title);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SdmWindow, stack);
}

static void
sdm_window_init (SdmWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
#if DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
}

SdmWindow *
sdm_window_new (SdmApplication *application)
{
  return g_object_new (SDM_TYPE_WINDOW, "application", application, NULL);
}

static void
load_contents_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  gsize length = 0;

  if (!g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      return;
    }

  name = g_file_get_basename (G_FILE (source));
  adw_window_title_set_subtitle (self->title, name);
}

void
sdm_window_open_file (SdmWindow *self,
                      GFile     *file)
{
  g_return_if_fail (SDM_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();
  g_file_load_contents_async (file, self->load_cancellable, load_contents_cb, g_object_ref (self));
}
