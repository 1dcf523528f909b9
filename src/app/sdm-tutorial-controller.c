/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-tutorial-controller.c: the guided puzzle on the board (see
 * sdm-tutorial-controller.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-message-bar.h"
#include "sdm-tutorial-controller.h"

struct _SdmTutorialController
{
  GtkWidget           parent_instance;

  /* Template children */
  GtkRevealer        *revealer;
  SdmMessageBar      *tutorial_bar;
  GtkButton          *next_button;
  GtkStack           *next_labels;

  gboolean            compact;  /* Next under the text, not beside it */

  GSimpleActionGroup *actions;
  SdmTutorial        *guide;    /* while it runs */
  gulong              changed_id;
  GBytes             *marks;
};

enum {
  PROP_0,
  PROP_ACTIVE,
  PROP_WAITING,
  PROP_MARKS,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SdmTutorialController, sdm_tutorial_controller, GTK_TYPE_WIDGET)

/* The strip (sdm-tutorial-controller.ui), built when the guide first starts: building it
 * at start cost ~0.7 M instructions (issue 22). */
static void
ensure_strip (SdmTutorialController *self)
{
  if (self->revealer != NULL)
    return;
  gtk_widget_init_template (GTK_WIDGET (self));
  sdm_message_bar_hide_while_closed (self->tutorial_bar);   /* closed, it costs no layout */
  sdm_message_bar_set_actions_position (self->tutorial_bar, self->compact ? SDM_MESSAGE_BAR_ACTIONS_BELOW
                                                                          : SDM_MESSAGE_BAR_ACTIONS_BESIDE);
}

/* Where Next goes follows the window's width (its breakpoint sets "compact" on a phone),
 * never the step's text: under the text on a phone, beside it on a wider window, the
 * same on every step, so it stays under the player's thumb (it went beside a short step
 * and under a long one). */
static void
sdm_tutorial_controller_set_compact (SdmTutorialController *self,
                                     gboolean               compact)
{
  compact = !!compact;
  if (compact == self->compact)
    return;
  self->compact = compact;
  if (self->tutorial_bar != NULL)
    sdm_message_bar_set_actions_position (self->tutorial_bar, compact ? SDM_MESSAGE_BAR_ACTIONS_BELOW
                                                                      : SDM_MESSAGE_BAR_ACTIONS_BESIDE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

/* The strip, the marks and the properties follow the step. */
static void
update (SdmTutorialController *self)
{
  g_clear_pointer (&self->marks, g_bytes_unref);
  if (self->guide != NULL)
    {
      ensure_strip (self);
      sdm_message_bar_set_text (self->tutorial_bar, sdm_tutorial_get_text (self->guide));
      /* One button, as wide for Done as for Next (a stack of the two labels): it does not
       * move on the last step either. */
      gtk_stack_set_visible_child_name (self->next_labels, sdm_tutorial_get_finished (self->guide) ? "done" : "next");
      self->marks = g_bytes_new (sdm_tutorial_get_marks (self->guide), SDM_N_CELLS);
    }
  if (self->revealer != NULL)
    gtk_revealer_set_reveal_child (self->revealer, self->guide != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
  g_object_thaw_notify (G_OBJECT (self));
}

int
sdm_tutorial_controller_measure_room (SdmTutorialController *self,
                                      int                    width)
{
  g_autoptr(GPtrArray) texts = NULL;

  g_return_val_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self), 0);

  if (self->guide == NULL || self->tutorial_bar == NULL)
    return 0;
  texts = sdm_tutorial_dup_texts (self->guide);
  return sdm_message_bar_measure_tallest (self->tutorial_bar, texts, width);
}

void
sdm_tutorial_controller_stop (SdmTutorialController *self)
{
  g_return_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self));

  if (self->guide == NULL)
    return;
  /* The guide's own handlers go with it; nobody else's on the game. */
  g_clear_signal_handler (&self->changed_id, self->guide);
  g_clear_object (&self->guide);
  update (self);
}

void
sdm_tutorial_controller_start (SdmTutorialController *self,
                               SdmGame               *game)
{
  g_return_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self));
  g_return_if_fail (SDM_IS_GAME (game));

  sdm_tutorial_controller_stop (self);
  self->guide = sdm_tutorial_new (game);
  self->changed_id = g_signal_connect_swapped (self->guide, "changed", G_CALLBACK (update), self);
  update (self);
}

GActionGroup *
sdm_tutorial_controller_get_actions (SdmTutorialController *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self), NULL);
  return G_ACTION_GROUP (self->actions);
}

SdmTutorial *
sdm_tutorial_controller_get_guide (SdmTutorialController *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self), NULL);
  return self->guide;
}

gboolean
sdm_tutorial_controller_get_active (SdmTutorialController *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self), FALSE);
  return self->guide != NULL;
}

gboolean
sdm_tutorial_controller_get_waiting (SdmTutorialController *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self), FALSE);
  return self->guide != NULL && sdm_tutorial_get_waiting (self->guide);
}

GBytes *
sdm_tutorial_controller_get_marks (SdmTutorialController *self)
{
  g_return_val_if_fail (SDM_IS_TUTORIAL_CONTROLLER (self), NULL);
  return self->marks;
}

/* ------------------------------------------------------------------------------------ */
/* Actions: tutorial.next, tutorial.close                                               */

static void
next_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SdmTutorialController *self = user_data;

  if (self->guide == NULL)
    return;
  if (sdm_tutorial_get_finished (self->guide))
    sdm_tutorial_controller_stop (self);   /* Done: the game goes on as any other */
  else
    sdm_tutorial_next (self->guide);
}

/* Skip: the guide goes, the puzzle stays to be played. */
static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  sdm_tutorial_controller_stop (user_data);
}

static const GActionEntry action_entries[] = {
  { .name = "next", .activate = next_activated },
  { .name = "close", .activate = close_activated },
};

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

static void
sdm_tutorial_controller_dispose (GObject *object)
{
  SdmTutorialController *self = SDM_TUTORIAL_CONTROLLER (object);

  if (self->guide != NULL)
    g_clear_signal_handler (&self->changed_id, self->guide);
  g_clear_object (&self->guide);
  g_clear_pointer (&self->marks, g_bytes_unref);
  g_clear_object (&self->actions);
  if (self->revealer != NULL)
    gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_TUTORIAL_CONTROLLER);

  G_OBJECT_CLASS (sdm_tutorial_controller_parent_class)->dispose (object);
}

static void
sdm_tutorial_controller_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  SdmTutorialController *self = SDM_TUTORIAL_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, sdm_tutorial_controller_get_active (self));
      break;
    case PROP_WAITING:
      g_value_set_boolean (value, sdm_tutorial_controller_get_waiting (self));
      break;
    case PROP_MARKS:
      g_value_set_boxed (value, self->marks);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_tutorial_controller_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  SdmTutorialController *self = SDM_TUTORIAL_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      sdm_tutorial_controller_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_tutorial_controller_class_init (SdmTutorialControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_tutorial_controller_dispose;
  object_class->get_property = sdm_tutorial_controller_get_property;
  object_class->set_property = sdm_tutorial_controller_set_property;

  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_WAITING] =
    g_param_spec_boolean ("waiting", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MARKS] =
    g_param_spec_boxed ("marks", NULL, NULL, G_TYPE_BYTES,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SDM_TYPE_MESSAGE_BAR);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-tutorial-controller.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmTutorialController, revealer);
  gtk_widget_class_bind_template_child (widget_class, SdmTutorialController, tutorial_bar);
  gtk_widget_class_bind_template_child (widget_class, SdmTutorialController, next_button);
  gtk_widget_class_bind_template_child (widget_class, SdmTutorialController, next_labels);
}

static void
sdm_tutorial_controller_init (SdmTutorialController *self)
{
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), action_entries,
                                   G_N_ELEMENTS (action_entries), self);
}
