/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-editor-controller.c: typing in a puzzle (see sdm-editor-controller.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-board.h"
#include "sdm-controller-common.h"
#include "sdm-editor-controller.h"
#include "sdm-game-private.h"

/* No Sudoku with fewer than 17 givens has one solution (McGuire, Tugemann and Civario,
 * 2012): below that, "several solutions" is no news to the author. */
#define SDM_MIN_UNIQUE_GIVENS 17

struct _SdmEditorController
{
  GtkWidget           parent_instance;

  /* The strip ("editor_bar"), the actions, the game (the scratch position while active,
   * else NULL), the verdict on its way and the marks */
  SdmControllerCommon common;

  SdmEditorVerdict   *verdict;       /* the latest, NULL while judging */
};

enum {
  PROP_0,
  PROP_ACTIVE,
  PROP_PLAYABLE,
  PROP_MARKS,
  N_PROPS
};

enum {
  PLAY,
  MESSAGE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmEditorController, sdm_editor_controller, GTK_TYPE_WIDGET)

gboolean
sdm_editor_controller_is_scratch (SdmGame *game)
{
  const SdmPuzzle *puzzle;

  g_return_val_if_fail (SDM_IS_GAME (game), FALSE);

  puzzle = sdm_game_get_puzzle (game);
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (puzzle->givens[c] != 0)
      return FALSE;
  return TRUE;
}

SdmGame *
sdm_editor_controller_new_scratch (SdmKind          kind,
                                   const SdmPuzzle *puzzle)
{
  SdmPuzzle empty;
  SdmGrid position;
  guint16 pencil[SDM_N_CELLS] = { 0 };
  SdmGame *game;

  sdm_puzzle_init (&empty, kind);
  game = sdm_game_new (&empty);
  if (puzzle == NULL)
    return game;
  /* The puzzle's givens and clue dominoes become the author's position, where the
   * history starts: undo does not take the puzzle apart. */
  sdm_puzzle_to_grid (&empty, &position);
  for (int c = 0; c < SDM_N_CELLS; c++)
    position.values[c] = puzzle->givens[c];
  if (kind == SDM_KIND_SUDOMINOKU)
    for (int i = 0; i < puzzle->n_clues; i++)
      sdm_grid_link (&position, puzzle->clues[i].cells[0], puzzle->clues[i].cells[1]);
  sdm_game_set_base (game, &position, pencil);
  return game;
}

/* The number of givens of a Sudoku typed in, when it is too few to have one solution. */
static gboolean
too_few_givens (SdmEditorController *self,
                guint               *n_givens)
{
  guint givens = 0;

  if (self->verdict->status != SDM_EDITOR_SEVERAL || sdm_game_get_kind (self->common.game) != SDM_KIND_SUDOKU)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    givens += sdm_game_get_value (self->common.game, c) != 0;
  *n_givens = givens;
  return givens < SDM_MIN_UNIQUE_GIVENS;
}

/* Whether no digit can go in the empty @cell by the Sudoku rules: one place where a
 * puzzle with no solution shows it. */
static gboolean
no_digit_fits (SdmGame *game,
               int      cell)
{
  guint seen = 0;

  if (sdm_game_get_value (game, cell) != 0)
    return FALSE;
  for (int other = 0; other < SDM_N_CELLS; other++)
    if (other != cell
        && (sdm_cell_row (other) == sdm_cell_row (cell) || sdm_cell_col (other) == sdm_cell_col (cell)
            || sdm_cell_box (other) == sdm_cell_box (cell))
        && sdm_game_get_value (game, other) != 0)
      seen |= 1u << (sdm_game_get_value (game, other) - 1);
  return seen == 0x1ff;
}

/* Every verdict the strip can show, the longest of each kind. */
static GPtrArray *
dup_texts (void)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  SdmEditorVerdict verdict = { 0 };
  const SdmEditorStatus statuses[] = { SDM_EDITOR_NO_SOLUTION, SDM_EDITOR_UNIQUE, SDM_EDITOR_SEVERAL,
                                       SDM_EDITOR_INCOMPLETE };

  g_ptr_array_add (texts, g_strdup (_("Type in the givens")));
  verdict.n_differ = SDM_N_CELLS;
  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    {
      verdict.status = statuses[i];
      g_ptr_array_add (texts, sdm_editor_verdict_describe (&verdict));
    }
  g_ptr_array_add (texts, g_strdup_printf (ngettext ("Not enough givens yet: %u given, a Sudoku needs at least %u",
                                                     "Not enough givens yet: %u given, a Sudoku needs at least %u",
                                                     SDM_MIN_UNIQUE_GIVENS - 1),
                                           SDM_MIN_UNIQUE_GIVENS - 1, SDM_MIN_UNIQUE_GIVENS));
  return texts;
}

int
sdm_editor_controller_measure_room (SdmEditorController *self,
                                    int                  width)
{
  g_autoptr(GPtrArray) texts = NULL;

  g_return_val_if_fail (SDM_IS_EDITOR_CONTROLLER (self), 0);

  if (self->common.game == NULL || self->common.bar == NULL)
    return 0;
  texts = dup_texts ();
  return sdm_message_bar_measure_tallest (self->common.bar, texts, width);
}

/* The strip, the marks and the properties follow the state. */
static void
update (SdmEditorController *self)
{
  guint8 marks[SDM_N_CELLS] = { 0 };
  gboolean any = FALSE;
  guint givens = 0;

  if (self->common.revealer != NULL)
    gtk_revealer_set_reveal_child (self->common.revealer, self->common.game != NULL);
  g_clear_pointer (&self->common.marks, g_bytes_unref);
  if (self->common.game != NULL && self->verdict != NULL)
    {
      g_autofree char *text = NULL;

      if (too_few_givens (self, &givens))
        /* Translators: the editor's verdict on a Sudoku with fewer than 17 givens. */
        text = g_strdup_printf (ngettext ("Not enough givens yet: %u given, a Sudoku needs at least %u",
                                          "Not enough givens yet: %u given, a Sudoku needs at least %u",
                                          givens),
                                givens, SDM_MIN_UNIQUE_GIVENS);
      else
        {
          text = sdm_editor_verdict_describe (self->verdict);
          /* Where two solutions differ: where a given would help. With none, the cells
           * no digit can go in (a clash of two givens shows as any clash does). */
          for (int c = 0; c < SDM_N_CELLS; c++)
            if (self->verdict->differ[c]
                || (self->verdict->status == SDM_EDITOR_NO_SOLUTION && no_digit_fits (self->common.game, c)))
              marks[c] = SDM_BOARD_MARK_TARGET, any = TRUE;
        }
      sdm_message_bar_set_text (self->common.bar, text);
    }
  /* While judging, the last words stay until the new verdict comes. */
  if (any)
    self->common.marks = g_bytes_new (marks, sizeof marks);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
judge_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SdmEditorController) self = user_data;
  g_autoptr(GError) error = NULL;
  SdmEditorVerdict *verdict = sdm_editor_judge_finish (result, &error);

  if (!sdm_controller_common_done (&self->common, error))
    return;   /* a newer position is being judged, editing stopped, or the window closed */
  if (verdict == NULL)
    {
      g_signal_emit (self, signals[MESSAGE], 0, error->message);
      return;
    }
  g_free (self->verdict);
  self->verdict = verdict;
  update (self);
}

static void
judge (SdmEditorController *self)
{
  sdm_controller_common_cancel (&self->common);
  g_clear_pointer (&self->verdict, g_free);
  if (self->common.game != NULL)
    {
      /* The call holds a reference to the controller. */
      self->common.cancellable = g_cancellable_new ();
      sdm_editor_judge_async (sdm_game_get_kind (self->common.game), sdm_game_get_grid (self->common.game),
                              self->common.cancellable, judge_done_cb, g_object_ref (self));
    }
  update (self);
}

void
sdm_editor_controller_start (SdmEditorController *self,
                             SdmGame             *game)
{
  g_return_if_fail (SDM_IS_EDITOR_CONTROLLER (self));
  g_return_if_fail (SDM_IS_GAME (game));

  sdm_controller_common_set_game (&self->common, game);
  sdm_controller_common_ensure_strip (&self->common, GTK_WIDGET (self));
  sdm_message_bar_set_text (self->common.bar, _("Type in the givens"));
  judge (self);
}

void
sdm_editor_controller_stop (SdmEditorController *self)
{
  g_return_if_fail (SDM_IS_EDITOR_CONTROLLER (self));

  if (self->common.game == NULL)
    return;
  sdm_controller_common_set_game (&self->common, NULL);
  judge (self);
}

GActionGroup *
sdm_editor_controller_get_actions (SdmEditorController *self)
{
  g_return_val_if_fail (SDM_IS_EDITOR_CONTROLLER (self), NULL);
  return G_ACTION_GROUP (self->common.actions);
}

gboolean
sdm_editor_controller_get_active (SdmEditorController *self)
{
  g_return_val_if_fail (SDM_IS_EDITOR_CONTROLLER (self), FALSE);
  return self->common.game != NULL;
}

SdmGame *
sdm_editor_controller_get_game (SdmEditorController *self)
{
  g_return_val_if_fail (SDM_IS_EDITOR_CONTROLLER (self), NULL);
  return self->common.game;
}

gboolean
sdm_editor_controller_get_playable (SdmEditorController *self)
{
  g_return_val_if_fail (SDM_IS_EDITOR_CONTROLLER (self), FALSE);
  return self->common.game != NULL && self->verdict != NULL && self->verdict->status == SDM_EDITOR_UNIQUE;
}

const SdmEditorVerdict *
sdm_editor_controller_get_verdict (SdmEditorController *self)
{
  g_return_val_if_fail (SDM_IS_EDITOR_CONTROLLER (self), NULL);
  return self->verdict;
}

GBytes *
sdm_editor_controller_get_marks (SdmEditorController *self)
{
  g_return_val_if_fail (SDM_IS_EDITOR_CONTROLLER (self), NULL);
  return self->common.marks;
}

/* ------------------------------------------------------------------------------------ */
/* Actions: editor.play, editor.close                                                   */

static void
play_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SdmEditorController *self = user_data;
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;

  if (self->common.game == NULL)
    return;
  if (!sdm_editor_controller_get_playable (self)
      || !sdm_editor_position_to_puzzle (sdm_game_get_kind (self->common.game), sdm_game_get_grid (self->common.game), &puzzle))
    {
      g_signal_emit (self, signals[MESSAGE], 0, _("A puzzle to play needs exactly one solution"));
      return;
    }
  game = sdm_game_new (&puzzle);
  g_signal_emit (self, signals[PLAY], 0, game);
}

static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  sdm_editor_controller_stop (user_data);
}

static const GActionEntry action_entries[] = {
  { .name = "play", .activate = play_activated },
  { .name = "close", .activate = close_activated },
};

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

static void
sdm_editor_controller_dispose (GObject *object)
{
  SdmEditorController *self = SDM_EDITOR_CONTROLLER (object);

  sdm_controller_common_dispose (&self->common, GTK_WIDGET (self), SDM_TYPE_EDITOR_CONTROLLER);
  g_clear_pointer (&self->verdict, g_free);

  G_OBJECT_CLASS (sdm_editor_controller_parent_class)->dispose (object);
}

static void
sdm_editor_controller_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SdmEditorController *self = SDM_EDITOR_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, sdm_editor_controller_get_active (self));
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, sdm_editor_controller_get_playable (self));
      break;
    case PROP_MARKS:
      g_value_set_boxed (value, self->common.marks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_editor_controller_class_init (SdmEditorControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_editor_controller_dispose;
  object_class->get_property = sdm_editor_controller_get_property;

  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MARKS] = sdm_controller_common_marks_pspec ();
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PLAY] = g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, SDM_TYPE_GAME);
  signals[MESSAGE] = sdm_controller_common_class_init (widget_class, RESOURCE_BASE "/sdm-editor-controller.ui",
                                                       "editor_bar", G_STRUCT_OFFSET (SdmEditorController, common));
}

static void
sdm_editor_controller_init (SdmEditorController *self)
{
  /* Every position is judged anew. */
  sdm_controller_common_init (&self->common, self, action_entries, G_N_ELEMENTS (action_entries),
                              G_CALLBACK (judge));
}
