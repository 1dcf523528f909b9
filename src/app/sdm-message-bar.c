/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-message-bar.c: a strip of text with action buttons (the window's messages, the hint
 * and the editor's verdict).
 *
 * Its own layout, like AdwBanner's: icon, text, actions and the close button in one row
 * while the text keeps room enough beside the actions (LABEL_ROOM, or its whole width if
 * that is less) and the bar would be no lower with the actions under the text; else, in a
 * narrow window, the actions go on a row of their own under the text, at its end, and the
 * close button stays at the end of the first row. So a hint at 360 px reads in three lines
 * over the whole width instead of six in a column of a few words beside More and Apply,
 * while the guide's long steps keep their one Next button beside them. A strip may also
 * ask for one arrangement whatever its text ("actions-position"): the guide's, whose text
 * changes at every step, takes it from the window's width, so that Next stays put. */
#include "config.h"

#include "sdm-message-bar.h"

/* Between the children of a row, in px. */
#define SPACING       6
/* The least width the text keeps beside the actions; with more, the actions go under it
 * only where that makes the bar lower. */
#define LABEL_ROOM    160
/* Under the actions' own row, so they do not touch the card's edge. */
#define BOTTOM_PAD    6

struct _SdmMessageBar
{
  GtkWidget  parent_instance;

  GtkImage  *icon;
  GtkLabel  *label;
  GtkWidget *actions;
  GtkWidget *close_button;

  SdmMessageBarActions actions_position;
};

enum {
  PROP_0,
  PROP_TEXT,
  PROP_ICON_NAME,
  PROP_CLOSE_ACTION_NAME,
  PROP_CLOSE_TOOLTIP,
  PROP_SELECTABLE,
  PROP_ACTIONS_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void sdm_message_bar_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SdmMessageBar, sdm_message_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, sdm_message_bar_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

G_DEFINE_ENUM_TYPE (SdmMessageBarActions, sdm_message_bar_actions,
                    G_DEFINE_ENUM_VALUE (SDM_MESSAGE_BAR_ACTIONS_AUTO, "auto"),
                    G_DEFINE_ENUM_VALUE (SDM_MESSAGE_BAR_ACTIONS_BESIDE, "beside"),
                    G_DEFINE_ENUM_VALUE (SDM_MESSAGE_BAR_ACTIONS_BELOW, "below"))

void
sdm_message_bar_set_icon_name (SdmMessageBar *self,
                               const char    *icon_name)
{
  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));

  if (g_strcmp0 (icon_name, gtk_image_get_icon_name (self->icon)) == 0)
    return;
  gtk_image_set_from_icon_name (self->icon, icon_name);
  /* No icon, no gap: a plain message reads like a toast. */
  gtk_widget_set_visible (GTK_WIDGET (self->icon), icon_name != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON_NAME]);
}

const char *
sdm_message_bar_get_text (SdmMessageBar *self)
{
  g_return_val_if_fail (SDM_IS_MESSAGE_BAR (self), NULL);
  return gtk_label_get_text (self->label);
}

/* The height the bar needs at @width to show the tallest of @texts (strings): the room a
 * mode keeps for its strip, so that the board is sized once for the whole mode. The bar
 * shows what it showed before, visible or not, afterwards. */
int
sdm_message_bar_measure_tallest (SdmMessageBar *self,
                                 GPtrArray     *texts,
                                 int            width)
{
  g_autofree char *shown = NULL;
  gboolean visible;
  int room = 0;

  g_return_val_if_fail (SDM_IS_MESSAGE_BAR (self), 0);
  g_return_val_if_fail (texts != NULL, 0);

  if (width <= 0)
    return 0;
  shown = g_strdup (sdm_message_bar_get_text (self));
  visible = gtk_widget_get_visible (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  for (guint i = 0; i < texts->len; i++)
    {
      int natural;

      sdm_message_bar_set_text (self, g_ptr_array_index (texts, i));
      gtk_widget_measure (GTK_WIDGET (self), GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
      room = MAX (room, natural);
    }
  sdm_message_bar_set_text (self, shown);
  gtk_widget_set_visible (GTK_WIDGET (self), visible);
  return room;
}

void
sdm_message_bar_set_text (SdmMessageBar *self,
                          const char    *text)
{
  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));

  if (g_strcmp0 (text, gtk_label_get_text (self->label)) == 0)
    return;
  gtk_label_set_text (self->label, text ? text : "");
  /* Screen readers hear the new message. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text ? text : "", -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

/* Whether the text can be selected (and copied). */
void
sdm_message_bar_set_selectable (SdmMessageBar *self,
                                gboolean       selectable)
{
  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));
  selectable = !!selectable;
  if (selectable == gtk_label_get_selectable (self->label))
    return;
  gtk_label_set_selectable (self->label, selectable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTABLE]);
}

void
sdm_message_bar_set_actions_position (SdmMessageBar        *self,
                                      SdmMessageBarActions  position)
{
  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));

  if (position == self->actions_position)
    return;
  self->actions_position = position;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIONS_POSITION]);
}

/* ---------------------------------------------------------------------------------- */
/* Layout */

static gboolean
has_actions (SdmMessageBar *self)
{
  for (GtkWidget *b = gtk_widget_get_first_child (self->actions); b; b = gtk_widget_get_next_sibling (b))
    if (gtk_widget_get_visible (b))
      return TRUE;
  return FALSE;
}

static void
measure_width (GtkWidget *widget,
               int       *minimum,
               int       *natural)
{
  *minimum = *natural = 0;
  if (gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural, NULL, NULL);
}

/* The icon's width with the space after it (none for no icon), and the close button's
 * with the space before it. */
static int
icon_room (SdmMessageBar *self)
{
  int min, nat;

  measure_width (GTK_WIDGET (self->icon), &min, &nat);
  return nat > 0 ? nat + SPACING : 0;
}

static int
close_room (SdmMessageBar *self)
{
  int min, nat;

  measure_width (self->close_button, &min, &nat);
  return nat > 0 ? nat + SPACING : 0;
}

static int
measure_height (GtkWidget *widget,
                int        for_width)
{
  int min = 0, nat = 0;

  if (gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, for_width, &min, &nat, NULL, NULL);
  return MAX (min, nat);
}

/* The first row's height with the text @label_w wide. */
static int
row_height (SdmMessageBar *self,
            int            label_w)
{
  int row = MAX (measure_height (GTK_WIDGET (self->icon), -1),
                 measure_height (GTK_WIDGET (self->label), label_w));

  return MAX (row, measure_height (self->close_button, -1));
}

/* Whether, at @width, the actions go under the text: when beside it they would leave it
 * less than LABEL_ROOM (and less than its one-line width), or when the bar is lower so. */
static gboolean
actions_below (SdmMessageBar *self,
               int            width)
{
  int label_min, label_nat, actions_min, actions_nat, actions_h, room, beside, below;

  if (width < 0 || !has_actions (self))
    return FALSE;
  if (self->actions_position == SDM_MESSAGE_BAR_ACTIONS_BELOW)
    return TRUE;
  measure_width (GTK_WIDGET (self->label), &label_min, &label_nat);
  measure_width (self->actions, &actions_min, &actions_nat);
  room = width - icon_room (self) - close_room (self) - actions_nat - SPACING;
  /* Beside it, unless the text would not fit at all. */
  if (self->actions_position == SDM_MESSAGE_BAR_ACTIONS_BESIDE)
    return room < label_min;
  if (room < MIN (label_nat, LABEL_ROOM))
    return TRUE;
  if (room >= label_nat)
    return FALSE;
  actions_h = measure_height (self->actions, -1);
  beside = MAX (row_height (self, room), actions_h);
  below = row_height (self, width - icon_room (self) - close_room (self)) + actions_h + BOTTOM_PAD;
  return below < beside;
}

/* The text's width at @width, in either arrangement. */
static int
label_width (SdmMessageBar *self,
             int            width,
             gboolean       below)
{
  int actions_min, actions_nat, w;

  w = width - icon_room (self) - close_room (self);
  if (!below && has_actions (self))
    {
      measure_width (self->actions, &actions_min, &actions_nat);
      w -= actions_nat + SPACING;
    }
  return MAX (w, 0);
}

static void
sdm_message_bar_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (widget);
  int label_min, label_nat, actions_min, actions_nat, w, row, lw;
  gboolean below;

  measure_width (GTK_WIDGET (self->label), &label_min, &label_nat);
  measure_width (self->actions, &actions_min, &actions_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At the least, the actions under the text; at ease, all in one row. */
      *minimum = MAX (icon_room (self) + label_min + close_room (self), actions_min);
      *natural = icon_room (self) + label_nat + close_room (self)
                 + (has_actions (self) ? actions_nat + SPACING : 0);
      return;
    }
  w = for_size;
  if (w < 0)
    sdm_message_bar_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &lw, &w, NULL, NULL);
  below = actions_below (self, w);
  lw = label_width (self, w, below);
  row = row_height (self, lw);
  if (below)
    row += measure_height (self->actions, -1) + BOTTOM_PAD;
  else
    row = MAX (row, measure_height (self->actions, -1));
  *minimum = *natural = row;
}

/* Its height follows its width (the text wraps, the actions may go under it). */
static GtkSizeRequestMode
sdm_message_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* @widget at @x, @width wide, centred in a row @y..@y+@height. */
static void
allocate_in_row (GtkWidget *widget,
                 int        x,
                 int        width,
                 int        y,
                 int        height,
                 int        for_width)
{
  int h = MIN (measure_height (widget, for_width), height);

  if (!gtk_widget_should_layout (widget))
    return;
  gtk_widget_size_allocate (widget, &(GtkAllocation) { x, y + (height - h) / 2, width, h }, -1);
}

static void
sdm_message_bar_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (widget);
  gboolean below = actions_below (self, width);
  int lw = label_width (self, width, below);
  int icon_w = icon_room (self), close_w = close_room (self);
  int actions_min, actions_nat, actions_h = 0, row = height, x = 0;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  measure_width (self->actions, &actions_min, &actions_nat);
  if (below)
    {
      actions_h = measure_height (self->actions, -1);
      row = MAX (height - actions_h - BOTTOM_PAD, 0);
    }
/* A child's x from the start edge, mirrored in right-to-left text. */
#define START_X(x, w) (rtl ? width - (x) - (w) : (x))
  if (icon_w > 0)
    allocate_in_row (GTK_WIDGET (self->icon), START_X (x, icon_w - SPACING), icon_w - SPACING, 0, row, -1);
  x += icon_w;
  allocate_in_row (GTK_WIDGET (self->label), START_X (x, lw), lw, 0, row, lw);
  x += lw;
  if (below)
    {
      int aw = MIN (MAX (actions_nat, actions_min), width);

      allocate_in_row (self->actions, START_X (width - aw, aw), aw, row, actions_h, -1);
    }
  else if (has_actions (self))
    {
      allocate_in_row (self->actions, START_X (x + SPACING, actions_nat), actions_nat, 0, row, -1);
      x += SPACING + actions_nat;
    }
  else
    /* Nothing to show: no room taken, but laid out all the same. */
    gtk_widget_size_allocate (self->actions, &(GtkAllocation) { 0, 0, 0, 0 }, -1);
  if (close_w > 0)
    allocate_in_row (self->close_button, START_X (width - (close_w - SPACING), close_w - SPACING),
                     close_w - SPACING, 0, row, -1);
#undef START_X
}

/* An action button goes after the others, before the close button. */
static void
insert_action (SdmMessageBar *self,
               GtkWidget     *button)
{
  gtk_box_append (GTK_BOX (self->actions), button);
}

static void
sdm_message_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SDM_TYPE_MESSAGE_BAR);
  G_OBJECT_CLASS (sdm_message_bar_parent_class)->dispose (object);
}

static void
sdm_message_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT: g_value_set_string (value, sdm_message_bar_get_text (self)); break;
    case PROP_ICON_NAME: g_value_set_string (value, gtk_image_get_icon_name (self->icon)); break;
    case PROP_CLOSE_ACTION_NAME:
      g_value_set_string (value, gtk_actionable_get_action_name (GTK_ACTIONABLE (self->close_button)));
      break;
    case PROP_CLOSE_TOOLTIP: g_value_set_string (value, gtk_widget_get_tooltip_text (self->close_button)); break;
    case PROP_SELECTABLE: g_value_set_boolean (value, gtk_label_get_selectable (self->label)); break;
    case PROP_ACTIONS_POSITION: g_value_set_enum (value, self->actions_position); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_message_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT: sdm_message_bar_set_text (self, g_value_get_string (value)); break;
    case PROP_ICON_NAME: sdm_message_bar_set_icon_name (self, g_value_get_string (value)); break;
    case PROP_CLOSE_ACTION_NAME:
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->close_button), g_value_get_string (value));
      break;
    case PROP_CLOSE_TOOLTIP:
      gtk_widget_set_tooltip_text (self->close_button, g_value_get_string (value));
      /* The round ✕ has no words of its own: the tooltip names it. */
      if (g_value_get_string (value) != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->close_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        g_value_get_string (value), -1);
      break;
    case PROP_SELECTABLE: sdm_message_bar_set_selectable (self, g_value_get_boolean (value)); break;
    case PROP_ACTIONS_POSITION: sdm_message_bar_set_actions_position (self, g_value_get_enum (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* In a .ui file, <child type="action"> adds a button (a GtkButton with its action name,
 * label and tooltip) before the close button. */
static void
sdm_message_bar_buildable_add_child (GtkBuildable *buildable,
                                     GtkBuilder   *builder,
                                     GObject      *child,
                                     const char   *type)
{
  SdmMessageBar *self = SDM_MESSAGE_BAR (buildable);

  if (g_strcmp0 (type, "action") == 0 && GTK_IS_WIDGET (child))
    {
      gtk_widget_set_valign (GTK_WIDGET (child), GTK_ALIGN_CENTER);
      /* A click leaves the keyboard focus where it was (on the board). */
      gtk_widget_set_focus_on_click (GTK_WIDGET (child), FALSE);
      insert_action (self, GTK_WIDGET (child));
    }
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
sdm_message_bar_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = sdm_message_bar_buildable_add_child;
}

static void
sdm_message_bar_class_init (SdmMessageBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_message_bar_dispose;
  object_class->get_property = sdm_message_bar_get_property;
  object_class->set_property = sdm_message_bar_set_property;

  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The close button's action and tooltip (construct-time: set once, from the .ui). */
  properties[PROP_CLOSE_ACTION_NAME] =
    g_param_spec_string ("close-action-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLOSE_TOOLTIP] =
    g_param_spec_string ("close-tooltip", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* Whether the text can be selected (and copied). */
  properties[PROP_SELECTABLE] =
    g_param_spec_boolean ("selectable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ACTIONS_POSITION] =
    g_param_spec_enum ("actions-position", NULL, NULL,
                       SDM_TYPE_MESSAGE_BAR_ACTIONS, SDM_MESSAGE_BAR_ACTIONS_AUTO,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-message-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, icon);
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, label);
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, actions);
  gtk_widget_class_bind_template_child (widget_class, SdmMessageBar, close_button);
  widget_class->get_request_mode = sdm_message_bar_get_request_mode;
  widget_class->measure = sdm_message_bar_measure;
  widget_class->size_allocate = sdm_message_bar_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "messagebar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sdm_message_bar_init (SdmMessageBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ------------------------------------------------------------------------------------ */
/* In a revealer                                                                        */

static void
revealer_changed_cb (GtkRevealer   *revealer,
                     GParamSpec    *pspec,
                     SdmMessageBar *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self),
                          gtk_revealer_get_reveal_child (revealer)
                          || gtk_revealer_get_child_revealed (revealer));
}

/**
 * sdm_message_bar_hide_while_closed:
 * @self: a message bar, the child of a #GtkRevealer
 *
 * Keeps @self hidden while its revealer is closed, and shown from the moment it starts to
 * open until it has closed again. A closed revealer still measures a visible child
 * (GtkRevealer scales the child's size by its progress), so every layout would shape the
 * bar's text and load its icons for nothing: the four strips over the board cost ~40 M
 * instructions before the first frame (issue 22; tests/bench/startup-callgrind.sh).
 */
void
sdm_message_bar_hide_while_closed (SdmMessageBar *self)
{
  GtkWidget *revealer;

  g_return_if_fail (SDM_IS_MESSAGE_BAR (self));
  revealer = gtk_widget_get_parent (GTK_WIDGET (self));
  g_return_if_fail (GTK_IS_REVEALER (revealer));

  g_signal_connect_object (revealer, "notify::reveal-child", G_CALLBACK (revealer_changed_cb), self, 0);
  g_signal_connect_object (revealer, "notify::child-revealed", G_CALLBACK (revealer_changed_cb), self, 0);
  revealer_changed_cb (GTK_REVEALER (revealer), NULL, self);
}
