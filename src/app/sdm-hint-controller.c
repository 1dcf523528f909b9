/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-hint-controller.c: the hint ladder (see sdm-hint-controller.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-board.h"
#include "sdm-controller-common.h"
#include "sdm-hint.h"
#include "sdm-hint-controller.h"

struct _SdmHintController
{
  GtkWidget           parent_instance;

  /* The strip ("hint_bar"), the actions, the game, the hint on its way and the marks */
  SdmControllerCommon common;

  /* Template children */
  GtkWidget          *more_button;
  GtkWidget          *apply_button;

  SdmHint            *shown;         /* NULL when none is shown */
  int                 level;         /* the rung shown, 1 or 2; 0 with none */
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_LEVEL,
  PROP_BUSY,
  PROP_HAS_MOVE,
  PROP_MARKS,
  N_PROPS
};

enum {
  MESSAGE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmHintController, sdm_hint_controller, GTK_TYPE_WIDGET)

static gboolean
hint_has_move (const SdmHint *hint)
{
  if (hint == NULL)
    return FALSE;
  switch (hint->kind)
    {
    case SDM_HINT_STEP:
    case SDM_HINT_MISTAKE:
      return TRUE;
    case SDM_HINT_GUESS:
      return hint->solution_cell >= 0;
    case SDM_HINT_SOLVED:
    case SDM_HINT_NOT_UNIQUE:
    case SDM_HINT_NO_SOLUTION:
    default:
      return FALSE;
    }
}

static GBytes *
compute_marks (SdmHintController *self)
{
  guint8 marks[SDM_N_CELLS] = { 0 };
  const SdmHint *hint = self->shown;

  if (hint == NULL || self->level < 2 || self->common.game == NULL)
    return NULL;
  if (hint->kind == SDM_HINT_MISTAKE)
    for (int c = 0; c < SDM_N_CELLS; c++)
      {
        if (hint->wrong_digits[c] || hint->wrong_pencil[c])
          marks[c] = SDM_BOARD_MARK_TARGET;
        if (hint->wrong_links[c] && sdm_game_get_partner (self->common.game, c) >= 0)
          {
            marks[c] = SDM_BOARD_MARK_TARGET;
            marks[sdm_game_get_partner (self->common.game, c)] = SDM_BOARD_MARK_TARGET;
          }
      }
  else if (hint->kind == SDM_HINT_STEP)
    {
      /* A hidden single or a full house is about its whole unit. */
      if (hint->step.technique == SDM_TECH_HIDDEN_SINGLE || hint->step.technique == SDM_TECH_FULL_HOUSE)
        for (int i = 0; i < 9; i++)
          marks[sdm_units[hint->step.units[0]][i]] = SDM_BOARD_MARK_PROOF;
      /* The witnesses (a single's digits that rule the rest out, a domino's neighbours it
       * cannot join: sdm_logic_explain()) apart from the cells that prove the step. */
      for (int i = 0; i < hint->step.n_cells; i++)
        marks[hint->step.cells[i]] = hint->step.reason[i] != SDM_REASON_NONE ? SDM_BOARD_MARK_WITNESS
                                                                             : SDM_BOARD_MARK_PROOF;
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (hint->step.eliminate[c] || hint->step.place[c])
          marks[c] = SDM_BOARD_MARK_TARGET;
    }
  else if (hint->kind == SDM_HINT_GUESS && hint->solution_cell >= 0)
    {
      marks[hint->solution_cell] = SDM_BOARD_MARK_TARGET;
      if (hint->solution_partner >= 0)
        marks[hint->solution_partner] = SDM_BOARD_MARK_TARGET;
    }
  else
    return NULL;
  return g_bytes_new (marks, sizeof marks);
}

/* The strip, the marks and the properties follow the state. */
static void
update (SdmHintController *self)
{
  gboolean has_move = hint_has_move (self->shown);

  if (self->shown != NULL)
    {
      g_autofree char *text = sdm_hint_describe (self->shown, self->level);

      sdm_controller_common_ensure_strip (&self->common, GTK_WIDGET (self));
      sdm_message_bar_set_text (self->common.bar, text);
    }
  if (self->common.revealer != NULL)
    {
      gtk_revealer_set_reveal_child (self->common.revealer, self->shown != NULL);
      /* No More and no Apply when there is nothing more to show or to apply. */
      gtk_widget_set_visible (self->more_button, has_move && self->level < 2);
      gtk_widget_set_visible (self->apply_button, has_move);
    }

  g_clear_pointer (&self->common.marks, g_bytes_unref);
  self->common.marks = compute_marks (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
sdm_hint_controller_drop (SdmHintController *self)
{
  g_return_if_fail (SDM_IS_HINT_CONTROLLER (self));

  if (self->common.cancellable == NULL && self->shown == NULL)
    return;
  sdm_controller_common_cancel (&self->common);
  g_clear_pointer (&self->shown, g_free);
  self->level = 0;
  update (self);
}

static void
apply (SdmHintController *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree SdmHint *hint = NULL;

  if (!hint_has_move (self->shown) || self->common.game == NULL)
    return;
  hint = g_steal_pointer (&self->shown);
  /* Put away first: the move below makes any hint stale. Solved with help, for the
   * statistics. One move, whatever the step changes. */
  self->level = 0;
  update (self);
  sdm_game_mark_assisted (self->common.game);
  if (!sdm_game_apply_hint (self->common.game, hint, &error))
    g_signal_emit (self, signals[MESSAGE], 0, error->message);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SdmHintController) self = user_data;
  g_autoptr(GError) error = NULL;
  SdmHint *hint = sdm_hint_finish (result, &error);

  if (!sdm_controller_common_done (&self->common, error))
    return;
  if (hint == NULL)
    {
      update (self);
      g_signal_emit (self, signals[MESSAGE], 0, error->message);
      return;
    }
  g_free (self->shown);
  self->shown = hint;
  self->level = 1;
  update (self);
}

void
sdm_hint_controller_step (SdmHintController *self)
{
  guint16 pencil[SDM_N_CELLS];

  g_return_if_fail (SDM_IS_HINT_CONTROLLER (self));

  if (self->common.game == NULL || self->common.cancellable != NULL)
    return;   /* nothing to hint about, or a hint already on its way */
  if (self->shown != NULL)
    {
      /* The next rung: the cells and the sentence, then the move itself. */
      if (self->level >= 2)
        apply (self);
      else if (hint_has_move (self->shown))
        {
          self->level++;
          update (self);
        }
      return;
    }
  for (int c = 0; c < SDM_N_CELLS; c++)
    pencil[c] = (guint16) sdm_game_get_pencil (self->common.game, c);
  /* Hints take milliseconds: no spinner, and a cancellable of their own so that dropping
   * a hint never cancels other work. The call holds a reference to the controller. */
  self->common.cancellable = g_cancellable_new ();
  sdm_hint_async (sdm_game_get_puzzle (self->common.game), sdm_game_get_grid (self->common.game), pencil,
                  self->common.cancellable, hint_done_cb, g_object_ref (self));
  update (self);
}

void
sdm_hint_controller_set_game (SdmHintController *self,
                              SdmGame           *game)
{
  g_return_if_fail (SDM_IS_HINT_CONTROLLER (self));
  g_return_if_fail (game == NULL || SDM_IS_GAME (game));

  sdm_hint_controller_drop (self);
  if (!sdm_controller_common_set_game (&self->common, game))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

GActionGroup *
sdm_hint_controller_get_actions (SdmHintController *self)
{
  g_return_val_if_fail (SDM_IS_HINT_CONTROLLER (self), NULL);
  return G_ACTION_GROUP (self->common.actions);
}

int
sdm_hint_controller_get_level (SdmHintController *self)
{
  g_return_val_if_fail (SDM_IS_HINT_CONTROLLER (self), 0);
  return self->shown != NULL ? self->level : 0;
}

gboolean
sdm_hint_controller_get_busy (SdmHintController *self)
{
  g_return_val_if_fail (SDM_IS_HINT_CONTROLLER (self), FALSE);
  return self->common.cancellable != NULL;
}

gboolean
sdm_hint_controller_get_has_move (SdmHintController *self)
{
  g_return_val_if_fail (SDM_IS_HINT_CONTROLLER (self), FALSE);
  return hint_has_move (self->shown);
}

const SdmHint *
sdm_hint_controller_get_hint (SdmHintController *self)
{
  g_return_val_if_fail (SDM_IS_HINT_CONTROLLER (self), NULL);
  return self->shown;
}

GBytes *
sdm_hint_controller_get_marks (SdmHintController *self)
{
  g_return_val_if_fail (SDM_IS_HINT_CONTROLLER (self), NULL);
  return self->common.marks;
}

/* ------------------------------------------------------------------------------------ */
/* Actions: hint.more, hint.apply, hint.close                                           */

static void
more_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SdmHintController *self = user_data;

  if (self->shown != NULL && self->level < 2)
    sdm_hint_controller_step (self);
}

static void
apply_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  apply (user_data);
}

static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  sdm_hint_controller_drop (user_data);
}

static const GActionEntry action_entries[] = {
  { .name = "more", .activate = more_activated },
  { .name = "apply", .activate = apply_activated },
  { .name = "close", .activate = close_activated },
};

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

static void
sdm_hint_controller_dispose (GObject *object)
{
  SdmHintController *self = SDM_HINT_CONTROLLER (object);

  sdm_controller_common_dispose (&self->common, GTK_WIDGET (self), SDM_TYPE_HINT_CONTROLLER);
  g_clear_pointer (&self->shown, g_free);

  G_OBJECT_CLASS (sdm_hint_controller_parent_class)->dispose (object);
}

static void
sdm_hint_controller_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SdmHintController *self = SDM_HINT_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->common.game);
      break;
    case PROP_LEVEL:
      g_value_set_int (value, sdm_hint_controller_get_level (self));
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, sdm_hint_controller_get_busy (self));
      break;
    case PROP_HAS_MOVE:
      g_value_set_boolean (value, sdm_hint_controller_get_has_move (self));
      break;
    case PROP_MARKS:
      g_value_set_boxed (value, self->common.marks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_hint_controller_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SdmHintController *self = SDM_HINT_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sdm_hint_controller_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_hint_controller_class_init (SdmHintControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_hint_controller_dispose;
  object_class->get_property = sdm_hint_controller_get_property;
  object_class->set_property = sdm_hint_controller_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SDM_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LEVEL] =
    g_param_spec_int ("level", NULL, NULL, 0, 2, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HAS_MOVE] =
    g_param_spec_boolean ("has-move", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MARKS] = sdm_controller_common_marks_pspec ();
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MESSAGE] = sdm_controller_common_class_init (widget_class, RESOURCE_BASE "/sdm-hint-controller.ui",
                                                       "hint_bar", G_STRUCT_OFFSET (SdmHintController, common));
  gtk_widget_class_bind_template_child (widget_class, SdmHintController, more_button);
  gtk_widget_class_bind_template_child (widget_class, SdmHintController, apply_button);
}

static void
sdm_hint_controller_init (SdmHintController *self)
{
  /* Any move makes the hint stale; so does the end of the game. */
  sdm_controller_common_init (&self->common, self, action_entries, G_N_ELEMENTS (action_entries),
                              G_CALLBACK (sdm_hint_controller_drop));
  update (self);
}
