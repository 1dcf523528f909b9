/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-window-hint.c: the window's hint ladder and pencil-mark helpers.
 *
 * win.hint walks the hint ladder: the first press computes a hint on a copy of the
 * position (sdm_hint_async) and shows the technique and the area; the second highlights
 * the cells and shows the sentence; the third applies the step as one move (one Ctrl+Z
 * takes it back). win.hint-apply applies at once, win.hint-close puts the hint away. Any
 * move on the board makes the hint stale: it is dropped. win.fill-candidates and
 * win.clear-pencil-marks are one move each too. The state is SdmWindow.hint
 * (SdmWindowHint); the strip is sdm-window.ui's hint_revealer.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-hint.h"
#include "sdm-window-private.h"

/* ------------------------------------------------------------------------------------ */
/* Hints                                                                                */

static void
show_hint (SdmWindow *self)
{
  guint8 marks[SDM_N_CELLS] = { 0 };
  g_autofree char *text = NULL;
  const SdmHint *hint = self->hint.shown;

  if (hint == NULL)
    {
      gtk_revealer_set_reveal_child (self->hint.revealer, FALSE);
      sdm_board_set_marks (self->board, NULL);
      sdm_window_update_actions (self);
      return;
    }
  text = sdm_hint_describe (hint, self->hint.level);
  sdm_message_bar_set_text (self->hint.bar, text);
  gtk_revealer_set_reveal_child (self->hint.revealer, TRUE);

  if (self->hint.level >= 2)
    {
      if (hint->kind == SDM_HINT_MISTAKE)
        for (int c = 0; c < SDM_N_CELLS; c++)
          {
            if (hint->wrong_digits[c] || hint->wrong_pencil[c])
              marks[c] = SDM_BOARD_MARK_TARGET;
            if (hint->wrong_links[c])
              {
                marks[c] = SDM_BOARD_MARK_TARGET;
                marks[sdm_game_get_partner (self->game, c)] = SDM_BOARD_MARK_TARGET;
              }
          }
      else if (hint->kind == SDM_HINT_STEP)
        {
          /* A single is proved by its whole unit. */
          if (hint->step.technique == SDM_TECH_HIDDEN_SINGLE || hint->step.technique == SDM_TECH_FULL_HOUSE)
            for (int i = 0; i < 9; i++)
              marks[sdm_units[hint->step.units[0]][i]] = SDM_BOARD_MARK_PROOF;
          for (int i = 0; i < hint->step.n_cells; i++)
            marks[hint->step.cells[i]] = SDM_BOARD_MARK_PROOF;
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
    }
  sdm_board_set_marks (self->board, marks);
  sdm_window_update_actions (self);
}

void
sdm_window_hint_drop (SdmWindow *self)
{
  if (self->hint.cancellable != NULL)
    g_cancellable_cancel (self->hint.cancellable);
  g_clear_object (&self->hint.cancellable);
  g_clear_pointer (&self->hint.shown, g_free);
  self->hint.level = 0;
  show_hint (self);
}

static void
apply_hint (SdmWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree SdmHint *hint = g_steal_pointer (&self->hint.shown);

  if (hint == NULL || self->game == NULL)
    return;
  /* One move, whatever the step changes (the hint is no longer shown: the position
   * change it makes does not drop another). Solved with help, for the statistics. */
  sdm_game_mark_assisted (self->game);
  sdm_window_hint_drop (self);
  if (!sdm_game_apply_hint (self->game, hint, &error))
    sdm_window_show_message (self, error->message);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  SdmHint *hint = sdm_hint_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* the position moved, or the window closed */
  g_clear_object (&self->hint.cancellable);
  if (hint == NULL)
    {
      sdm_window_show_message (self, error->message);
      return;
    }
  g_free (self->hint.shown);
  self->hint.shown = hint;
  self->hint.level = 1;
  show_hint (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  guint16 pencil[SDM_N_CELLS];

  if (self->game == NULL)
    return;
  if (self->hint.shown != NULL)
    {
      /* The next rung: the cells and the sentence, then the move itself. */
      if (self->hint.level >= 2)
        apply_hint (self);
      else
        {
          self->hint.level++;
          show_hint (self);
        }
      return;
    }
  if (self->hint.cancellable != NULL)
    return;   /* already on its way */

  for (int c = 0; c < SDM_N_CELLS; c++)
    pencil[c] = (guint16) sdm_game_get_pencil (self->game, c);
  /* Hints take milliseconds: no spinner, and their own cancellable so that dropping a
   * hint never cancels the window's other tasks. */
  self->hint.cancellable = sdm_window_cancellable_new (self);
  sdm_hint_async (sdm_game_get_puzzle (self->game), sdm_game_get_grid (self->game), pencil,
                  self->hint.cancellable, hint_done_cb, g_object_ref (self));
}

static void
hint_apply_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  apply_hint (SDM_WINDOW (widget));
}

static void
hint_close_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  sdm_window_hint_drop (SDM_WINDOW (widget));
}

/* ------------------------------------------------------------------------------------ */
/* Pencil marks: one move each                                                          */

static void
fill_candidates_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_fill_candidates (self->game, &error))
    sdm_window_show_message (self, error->message);
}

static void
clear_pencil_marks_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  SdmWindow *self = SDM_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_clear_pencil_marks (self->game, &error))
    sdm_window_show_message (self, error->message);
}

/* ------------------------------------------------------------------------------------ */

/* win.hint and the rest are the window class's actions (gtk_widget_class_install_action);
 * their keys are the application's (sdm-application.c). */
void
sdm_window_class_install_hint_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.hint-apply", NULL, hint_apply_action);
  gtk_widget_class_install_action (widget_class, "win.hint-close", NULL, hint_close_action);
  gtk_widget_class_install_action (widget_class, "win.fill-candidates", NULL, fill_candidates_action);
  gtk_widget_class_install_action (widget_class, "win.clear-pencil-marks", NULL, clear_pencil_marks_action);
}

void
sdm_window_hint_update_actions (SdmWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean playing = self->game != NULL && !sdm_game_get_solved (self->game);

  gtk_widget_action_set_enabled (widget, "win.hint", playing && !self->editor.active);
  gtk_widget_action_set_enabled (widget, "win.fill-candidates", playing && !self->editor.active);
  gtk_widget_action_set_enabled (widget, "win.clear-pencil-marks", playing && !self->editor.active);
  gtk_widget_action_set_enabled (widget, "win.hint-apply", playing && self->hint.shown != NULL);
}

void
sdm_window_hint_dispose (SdmWindow *self)
{
  if (self->hint.cancellable != NULL)
    g_cancellable_cancel (self->hint.cancellable);
  g_clear_object (&self->hint.cancellable);
  g_clear_pointer (&self->hint.shown, g_free);
}
