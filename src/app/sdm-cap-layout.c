/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cap-layout.c: see sdm-cap-layout.h. */
#include "config.h"

#include "sdm-cap-layout.h"

struct _SdmCapLayout
{
  GtkLayoutManager parent_instance;

  int maximum_width;
};

enum {
  PROP_0,
  PROP_MAXIMUM_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SdmCapLayout, sdm_cap_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The width the child gets out of @width: the maximum at most, its own minimum at least. */
static int
child_width (SdmCapLayout *self,
             GtkWidget    *child,
             int           width)
{
  int min;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return MAX (min, MIN (width, self->maximum_width));
}

static GtkSizeRequestMode
sdm_cap_layout_get_request_mode (GtkLayoutManager *manager,
                                 GtkWidget        *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  return child != NULL ? gtk_widget_get_request_mode (child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
sdm_cap_layout_measure (GtkLayoutManager *manager,
                        GtkWidget        *widget,
                        GtkOrientation    orientation,
                        int               for_size,
                        int              *minimum,
                        int              *natural,
                        int              *minimum_baseline,
                        int              *natural_baseline)
{
  SdmCapLayout *self = SDM_CAP_LAYOUT (manager);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int min = 0, nat = 0;

  if (child != NULL && gtk_widget_should_layout (child))
    {
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          gtk_widget_measure (child, orientation, for_size, &min, &nat, NULL, NULL);
          nat = MAX (min, MIN (nat, self->maximum_width));
        }
      else
        {
          /* One width for both: the one allocate() will give. */
          int width = for_size < 0 ? -1 : child_width (self, child, for_size);

          gtk_widget_measure (child, orientation, width, &min, &nat, NULL, NULL);
        }
    }
  *minimum = min;
  *natural = nat;
  *minimum_baseline = *natural_baseline = -1;
}

static void
sdm_cap_layout_allocate (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         int               width,
                         int               height,
                         int               baseline)
{
  SdmCapLayout *self = SDM_CAP_LAYOUT (manager);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int w;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  w = child_width (self, child, width);
  gtk_widget_size_allocate (child, &(GtkAllocation) { (width - w) / 2, 0, w, height }, -1);
}

static void
sdm_cap_layout_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SdmCapLayout *self = SDM_CAP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_MAXIMUM_WIDTH: g_value_set_int (value, self->maximum_width); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_cap_layout_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SdmCapLayout *self = SDM_CAP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_MAXIMUM_WIDTH: sdm_cap_layout_set_maximum_width (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_cap_layout_class_init (SdmCapLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = sdm_cap_layout_get_property;
  object_class->set_property = sdm_cap_layout_set_property;
  layout_class->get_request_mode = sdm_cap_layout_get_request_mode;
  layout_class->measure = sdm_cap_layout_measure;
  layout_class->allocate = sdm_cap_layout_allocate;

  properties[PROP_MAXIMUM_WIDTH] =
    g_param_spec_int ("maximum-width", NULL, NULL, 0, G_MAXINT, G_MAXINT,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sdm_cap_layout_init (SdmCapLayout *self)
{
  self->maximum_width = G_MAXINT;
}

GtkLayoutManager *
sdm_cap_layout_new (int maximum_width)
{
  return g_object_new (SDM_TYPE_CAP_LAYOUT, "maximum-width", maximum_width, NULL);
}

int
sdm_cap_layout_get_maximum_width (SdmCapLayout *self)
{
  g_return_val_if_fail (SDM_IS_CAP_LAYOUT (self), 0);
  return self->maximum_width;
}

void
sdm_cap_layout_set_maximum_width (SdmCapLayout *self,
                                  int           maximum_width)
{
  g_return_if_fail (SDM_IS_CAP_LAYOUT (self));

  if (self->maximum_width == maximum_width)
    return;
  self->maximum_width = maximum_width;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAXIMUM_WIDTH]);
}
