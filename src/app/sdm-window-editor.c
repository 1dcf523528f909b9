/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-editor.c: typing in a puzzle (win.edit "sudoku" or "sudominoku").
 *
 * The game on the board becomes the author's scratch position: every change is judged in
 * the background (sdm_editor_judge_async) and the verdict shown in the strip above the
 * board (sdm-window.ui's editor_revealer), with the cells where two solutions differ
 * marked. win.editor-play plays the puzzle once it has exactly one solution;
 * win.editor-close stops editing. The state is SdmWindow.editor (SdmWindowEditor).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-window-private.h"

/* No Sudoku with fewer than 17 givens has one solution (McGuire, Tugemann and Civario,
 * 2012): below that, "several solutions" is no news to the author. */
#define SDM_MIN_UNIQUE_GIVENS 17

/* The number of givens of a Sudoku typed in, when it is too few to have one solution. */
static gboolean
too_few_givens (SdmWindow *self,
                guint     *n_givens)
{
  guint givens = 0;

  if (self->editor.verdict->status != SDM_EDITOR_SEVERAL || self->editor.kind != SDM_KIND_SUDOKU)
    return FALSE;
  for (int c = 0; c < SDM_N_CELLS; c++)
    givens += sdm_game_get_value (self->game, c) != 0;
  *n_givens = givens;
  return givens < SDM_MIN_UNIQUE_GIVENS;
}

static void
show_verdict (SdmWindow *self)
{
  guint8 marks[SDM_N_CELLS] = { 0 };
  g_autofree char *text = NULL;
  guint givens = 0;

  if (!self->editor.active)
    {
      gtk_revealer_set_reveal_child (self->editor.revealer, FALSE);
      return;
    }
  gtk_revealer_set_reveal_child (self->editor.revealer, TRUE);
  if (self->editor.verdict == NULL)
    return;   /* keep the last words until the new verdict comes */
  if (too_few_givens (self, &givens))
    /* Translators: the editor's verdict on a Sudoku with fewer than 17 givens. */
    text = g_strdup_printf (ngettext ("Not enough givens yet: %u given, a Sudoku needs at least %u",
                                      "Not enough givens yet: %u given, a Sudoku needs at least %u",
                                      givens),
                            givens, SDM_MIN_UNIQUE_GIVENS);
  else
    {
      text = sdm_editor_verdict_describe (self->editor.verdict);
      /* Where two solutions differ: where a given would help. */
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (self->editor.verdict->differ[c])
          marks[c] = SDM_BOARD_MARK_TARGET;
    }
  sdm_message_bar_set_text (self->editor.bar, text);
  sdm_board_set_marks (self->board, marks);
  sdm_window_update_actions (self);
}

static void
judge_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  SdmEditorVerdict *verdict = sdm_editor_judge_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* a newer position is being judged, or the window closed */
  g_clear_object (&self->editor.cancellable);
  if (verdict == NULL)
    {
      sdm_window_show_message (self, error->message);
      return;
    }
  g_free (self->editor.verdict);
  self->editor.verdict = verdict;
  show_verdict (self);
}

void
sdm_window_editor_judge (SdmWindow *self)
{
  if (self->editor.cancellable != NULL)
    g_cancellable_cancel (self->editor.cancellable);
  g_clear_object (&self->editor.cancellable);
  g_clear_pointer (&self->editor.verdict, g_free);
  if (!self->editor.active || self->game == NULL)
    return;
  self->editor.cancellable = sdm_window_cancellable_new (self);
  sdm_editor_judge_async (self->editor.kind, sdm_game_get_grid (self->game), self->editor.cancellable,
                          judge_done_cb, g_object_ref (self));
}

void
sdm_window_editor_stop (SdmWindow *self)
{
  if (!self->editor.active)
    return;
  self->editor.active = FALSE;
  sdm_window_editor_judge (self);
  sdm_board_set_marks (self->board, NULL);
  show_verdict (self);
}

void
sdm_window_edit (SdmWindow *self,
                 SdmKind    kind)
{
  SdmPuzzle empty;
  g_autoptr(SdmGame) game = NULL;

  g_return_if_fail (SDM_IS_WINDOW (self));

  sdm_puzzle_init (&empty, kind);
  game = sdm_game_new (&empty);
  sdm_window_set_game (self, game, _("New puzzle"), FALSE);
  /* An empty board has many solutions: that is the editor's business, not a message's. */
  g_signal_handlers_disconnect_matched (game, G_SIGNAL_MATCH_DETAIL | G_SIGNAL_MATCH_DATA,
                                        g_signal_lookup ("notify", G_TYPE_OBJECT),
                                        g_quark_from_static_string ("uniqueness"), NULL, NULL, self);
  if (self->grade_cancellable != NULL)
    g_cancellable_cancel (self->grade_cancellable);
  self->editor.active = TRUE;
  self->editor.kind = kind;
  sdm_message_bar_set_text (self->editor.bar, _("Type in the givens"));
  sdm_window_editor_judge (self);
  show_verdict (self);
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  const char *kind = g_variant_get_string (parameter, NULL);

  sdm_window_edit (SDM_WINDOW (widget), g_strcmp0 (kind, "sudominoku") == 0 ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU);
}

static void
editor_play_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;

  if (!self->editor.active || self->game == NULL)
    return;
  if (self->editor.verdict == NULL || self->editor.verdict->status != SDM_EDITOR_UNIQUE
      || !sdm_editor_position_to_puzzle (self->editor.kind, sdm_game_get_grid (self->game), &puzzle))
    {
      sdm_window_show_message (self, _("A puzzle to play needs exactly one solution"));
      return;
    }
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (self, game, _("Your puzzle"), TRUE);
}

static void
editor_close_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  sdm_window_editor_stop (SDM_WINDOW (widget));
}

/* The window class's actions (gtk_widget_class_install_action). */
void
sdm_window_class_install_editor_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.edit", "s", edit_action);
  gtk_widget_class_install_action (widget_class, "win.editor-play", NULL, editor_play_action);
  gtk_widget_class_install_action (widget_class, "win.editor-close", NULL, editor_close_action);
}

void
sdm_window_editor_update_actions (SdmWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.editor-play",
                                 self->editor.active && self->editor.verdict != NULL
                                 && self->editor.verdict->status == SDM_EDITOR_UNIQUE);
}

void
sdm_window_editor_dispose (SdmWindow *self)
{
  if (self->editor.cancellable != NULL)
    g_cancellable_cancel (self->editor.cancellable);
  g_clear_object (&self->editor.cancellable);
  g_clear_pointer (&self->editor.verdict, g_free);
}
