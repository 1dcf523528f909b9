/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-domino.c: one of the 36 dominoes, as the palette sees it. */
#include "config.h"

#include "sdm-core.h"
#include "sdm-domino-private.h"

struct _SdmDomino
{
  GObject      parent_instance;

  guint        a;
  guint        b;
  int          cell;
  SdmDirection direction;
  guint        is_clue : 1;
  guint        in_conflict : 1;
};

enum {
  PROP_0,
  PROP_A,
  PROP_B,
  PROP_INDEX,
  PROP_PLACED,
  PROP_CELL,
  PROP_DIRECTION,
  PROP_IS_CLUE,
  PROP_IN_CONFLICT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SdmDomino, sdm_domino, G_TYPE_OBJECT)

static void
sdm_domino_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  SdmDomino *self = SDM_DOMINO (object);

  switch (prop_id)
    {
    case PROP_A:
      g_value_set_uint (value, self->a);
      break;
    case PROP_B:
      g_value_set_uint (value, self->b);
      break;
    case PROP_INDEX:
      g_value_set_uint (value, sdm_domino_get_index (self));
      break;
    case PROP_PLACED:
      g_value_set_boolean (value, sdm_domino_get_placed (self));
      break;
    case PROP_CELL:
      g_value_set_int (value, self->cell);
      break;
    case PROP_DIRECTION:
      g_value_set_enum (value, self->direction);
      break;
    case PROP_IS_CLUE:
      g_value_set_boolean (value, self->is_clue);
      break;
    case PROP_IN_CONFLICT:
      g_value_set_boolean (value, self->in_conflict);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_domino_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  SdmDomino *self = SDM_DOMINO (object);

  switch (prop_id)
    {
    case PROP_A:
      self->a = g_value_get_uint (value);
      break;
    case PROP_B:
      self->b = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_domino_constructed (GObject *object)
{
  SdmDomino *self = SDM_DOMINO (object);

  G_OBJECT_CLASS (sdm_domino_parent_class)->constructed (object);

  g_warn_if_fail (sdm_domino_index ((int) self->a, (int) self->b) >= 0 && self->a < self->b);
}

static void
sdm_domino_class_init (SdmDominoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  GParamFlags co = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = sdm_domino_get_property;
  object_class->set_property = sdm_domino_set_property;
  object_class->constructed = sdm_domino_constructed;

  properties[PROP_A] = g_param_spec_uint ("a", NULL, NULL, 1, 9, 1, co);
  properties[PROP_B] = g_param_spec_uint ("b", NULL, NULL, 1, 9, 2, co);
  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, SDM_N_DOMINOES - 1, 0, ro);
  properties[PROP_PLACED] = g_param_spec_boolean ("placed", NULL, NULL, FALSE, ro);
  properties[PROP_CELL] = g_param_spec_int ("cell", NULL, NULL, -1, SDM_N_CELLS - 1, -1, ro);
  properties[PROP_DIRECTION] = g_param_spec_enum ("direction", NULL, NULL, SDM_TYPE_DIRECTION,
                                                  SDM_DIRECTION_RIGHT, ro);
  properties[PROP_IS_CLUE] = g_param_spec_boolean ("is-clue", NULL, NULL, FALSE, ro);
  properties[PROP_IN_CONFLICT] = g_param_spec_boolean ("in-conflict", NULL, NULL, FALSE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sdm_domino_init (SdmDomino *self)
{
  self->a = 1;
  self->b = 2;
  self->cell = -1;
  self->direction = SDM_DIRECTION_RIGHT;
}

SdmDomino *
sdm_domino_new (guint index)
{
  int a, b;

  g_return_val_if_fail (index < SDM_N_DOMINOES, NULL);

  sdm_domino_digits ((int) index, &a, &b);
  return g_object_new (SDM_TYPE_DOMINO, "a", (guint) a, "b", (guint) b, NULL);
}

void
sdm_domino_update (SdmDomino    *self,
                   gboolean      placed,
                   int           cell,
                   SdmDirection  direction,
                   gboolean      is_clue,
                   gboolean      in_conflict)
{
  gboolean was_placed;

  g_return_if_fail (SDM_IS_DOMINO (self));
  g_return_if_fail (!placed || (cell >= 0 && cell < SDM_N_CELLS));

  if (!placed)
    {
      cell = -1;
      direction = SDM_DIRECTION_RIGHT;
    }
  is_clue = !!is_clue;
  in_conflict = !!in_conflict;

  if (self->cell == cell && self->direction == direction &&
      self->is_clue == (guint) is_clue && self->in_conflict == (guint) in_conflict)
    return;

  g_object_freeze_notify (G_OBJECT (self));

  was_placed = self->cell >= 0;
  if (self->cell != cell)
    {
      self->cell = cell;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CELL]);
    }
  if (was_placed != placed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACED]);
  if (self->direction != direction)
    {
      self->direction = direction;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRECTION]);
    }
  if (self->is_clue != (guint) is_clue)
    {
      self->is_clue = is_clue;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_CLUE]);
    }
  if (self->in_conflict != (guint) in_conflict)
    {
      self->in_conflict = in_conflict;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IN_CONFLICT]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

guint
sdm_domino_get_a (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), 0);
  return self->a;
}

guint
sdm_domino_get_b (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), 0);
  return self->b;
}

guint
sdm_domino_get_index (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), 0);
  return (guint) sdm_domino_index ((int) self->a, (int) self->b);
}

gboolean
sdm_domino_get_placed (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), FALSE);
  return self->cell >= 0;
}

int
sdm_domino_get_cell (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), -1);
  return self->cell;
}

SdmDirection
sdm_domino_get_direction (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), SDM_DIRECTION_RIGHT);
  return self->direction;
}

gboolean
sdm_domino_get_is_clue (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), FALSE);
  return self->is_clue;
}

gboolean
sdm_domino_get_in_conflict (SdmDomino *self)
{
  g_return_val_if_fail (SDM_IS_DOMINO (self), FALSE);
  return self->in_conflict;
}
