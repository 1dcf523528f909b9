/* sdm-window-logic.c: the window's New Game, Hint, pencil-mark helpers and difficulty.
 *
 * win.new-game shows the start view; sdm_window_new_game() generates the puzzle in the
 * background.
 * win.hint walks the hint ladder: the first press computes a hint on a copy of the
 * position (sdm_hint_async) and shows the technique and the area; the second highlights
 * the cells and shows the sentence; the third applies the step as one move (one Ctrl+Z
 * takes it back). win.hint-apply applies at once, win.hint-close puts the hint away. Any
 * move on the board makes the hint stale: it is dropped. win.fill-candidates and
 * win.clear-pencil-marks are one move each too. The difficulty of every game, loaded
 * ones too, is graded in the background and shown in the title.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-hint.h"
#include "sdm-window-private.h"

/* Hints and grades hold the window weakly: a window closed while they run is finalized
 * at once, and their result is dropped. */
static GWeakRef *
weak_window (SdmWindow *self)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

static SdmWindow *
take_window (gpointer user_data)
{
  GWeakRef *ref = user_data;
  SdmWindow *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

static void judge (SdmWindow *self);

/* ------------------------------------------------------------------------------------ */
/* Hints                                                                                */

static void
show_hint (SdmWindow *self)
{
  guint8 marks[SDM_N_CELLS] = { 0 };
  g_autofree char *text = NULL;
  const SdmHint *hint = self->hint;

  if (hint == NULL)
    {
      gtk_revealer_set_reveal_child (self->hint_revealer, FALSE);
      sdm_board_set_marks (self->board, NULL);
      sdm_window_update_actions (self);
      return;
    }
  text = sdm_hint_describe (hint, self->hint_level);
  sdm_message_bar_set_text (self->hint_bar, text);
  gtk_revealer_set_reveal_child (self->hint_revealer, TRUE);

  if (self->hint_level >= 2)
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

static void
drop_hint (SdmWindow *self)
{
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_pointer (&self->hint, g_free);
  self->hint_level = 0;
  show_hint (self);
}

static void
apply_hint (SdmWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree SdmHint *hint = g_steal_pointer (&self->hint);

  if (hint == NULL || self->game == NULL)
    return;
  /* One move, whatever the step changes (the hint is no longer shown: the position
   * change it makes does not drop another). Solved with help, for the statistics. */
  sdm_game_mark_assisted (self->game);
  drop_hint (self);
  if (!sdm_game_apply_hint (self->game, hint, &error))
    sdm_window_toast (self, error->message);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SdmWindow) self = take_window (user_data);
  g_autoptr(GError) error = NULL;
  SdmHint *hint = sdm_hint_finish (result, &error);

  if (self == NULL)
    {
      g_free (hint);
      return;
    }
  if (hint == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        sdm_window_toast (self, error->message);
      return;
    }
  g_clear_object (&self->hint_cancellable);
  g_free (self->hint);
  self->hint = hint;
  self->hint_level = 1;
  show_hint (self);
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SdmWindow *self = user_data;
  guint16 pencil[SDM_N_CELLS];

  if (self->game == NULL)
    return;
  if (self->hint != NULL)
    {
      /* The next rung: the cells and the sentence, then the move itself. */
      if (self->hint_level >= 2)
        apply_hint (self);
      else
        {
          self->hint_level++;
          show_hint (self);
        }
      return;
    }
  if (self->hint_cancellable != NULL)
    return;   /* already on its way */

  for (int c = 0; c < SDM_N_CELLS; c++)
    pencil[c] = (guint16) sdm_game_get_pencil (self->game, c);
  /* Hints take milliseconds: no spinner, and their own cancellable so that dropping a
   * hint never cancels the window's other tasks. */
  self->hint_cancellable = g_cancellable_new ();
  sdm_hint_async (sdm_game_get_puzzle (self->game), sdm_game_get_grid (self->game), pencil,
                  self->hint_cancellable,
                  hint_done_cb, weak_window (self));
}

static void
hint_apply_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  apply_hint (user_data);
}

static void
hint_close_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  drop_hint (user_data);
}

/* The position moved (SdmGame::position-changed, which derived state such as clashes
 * does not emit): a hint shown or on its way is for another position. */
void
sdm_window_logic_position_changed (SdmWindow *self)
{
  if (self->editing)
    {
      judge (self);
      return;
    }
  if (self->hint != NULL || self->hint_cancellable != NULL)
    drop_hint (self);
}

/* ------------------------------------------------------------------------------------ */
/* Pencil marks: one move each                                                          */

static void
fill_candidates_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  SdmWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_fill_candidates (self->game, &error))
    sdm_window_toast (self, error->message);
}

static void
clear_pencil_marks_action (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  SdmWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sdm_game_clear_pencil_marks (self->game, &error))
    sdm_window_toast (self, error->message);
}

/* ------------------------------------------------------------------------------------ */
/* Editor                                                                               */

/* No Sudoku with fewer than 17 givens has one solution (McGuire, Tugemann and Civario,
 * 2012): below that, "several solutions" is no news to the author. */
#define SDM_MIN_UNIQUE_GIVENS 17

/* The number of givens of a Sudoku typed in, when it is too few to have one solution. */
static gboolean
too_few_givens (SdmWindow *self,
                guint     *n_givens)
{
  guint givens = 0;

  if (self->verdict->status != SDM_EDITOR_SEVERAL || self->editor_kind != SDM_KIND_SUDOKU)
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

  if (!self->editing)
    {
      gtk_revealer_set_reveal_child (self->editor_revealer, FALSE);
      return;
    }
  gtk_revealer_set_reveal_child (self->editor_revealer, TRUE);
  if (self->verdict == NULL)
    return;   /* keep the last words until the new verdict comes */
  if (too_few_givens (self, &givens))
    /* Translators: the editor's verdict on a Sudoku with fewer than 17 givens. */
    text = g_strdup_printf (ngettext ("Not enough givens yet: %u given, a Sudoku needs at least %u",
                                      "Not enough givens yet: %u given, a Sudoku needs at least %u",
                                      givens),
                            givens, SDM_MIN_UNIQUE_GIVENS);
  else
    {
      text = sdm_editor_verdict_describe (self->verdict);
      /* Where two solutions differ: where a given would help. */
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (self->verdict->differ[c])
          marks[c] = SDM_BOARD_MARK_TARGET;
    }
  sdm_message_bar_set_text (self->editor_bar, text);
  sdm_board_set_marks (self->board, marks);
  sdm_window_update_actions (self);
}

static void
judge_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SdmWindow) self = take_window (user_data);
  g_autoptr(GError) error = NULL;
  SdmEditorVerdict *verdict = sdm_editor_judge_finish (result, &error);

  if (self == NULL || verdict == NULL)
    {
      g_free (verdict);
      return;   /* a newer position is being judged, or the window is gone */
    }
  g_clear_object (&self->editor_cancellable);
  g_free (self->verdict);
  self->verdict = verdict;
  show_verdict (self);
}

static void
judge (SdmWindow *self)
{
  if (self->editor_cancellable != NULL)
    g_cancellable_cancel (self->editor_cancellable);
  g_clear_object (&self->editor_cancellable);
  g_clear_pointer (&self->verdict, g_free);
  if (!self->editing || self->game == NULL)
    return;
  self->editor_cancellable = g_cancellable_new ();
  sdm_editor_judge_async (self->editor_kind, sdm_game_get_grid (self->game), self->editor_cancellable,
                          judge_done_cb, weak_window (self));
}

static void
stop_editing (SdmWindow *self)
{
  if (!self->editing)
    return;
  self->editing = FALSE;
  judge (self);
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
  /* An empty board has many solutions: that is the editor's business, not a toast's. */
  g_signal_handlers_disconnect_matched (game, G_SIGNAL_MATCH_DETAIL | G_SIGNAL_MATCH_DATA,
                                        g_signal_lookup ("notify", G_TYPE_OBJECT),
                                        g_quark_from_static_string ("uniqueness"), NULL, NULL, self);
  if (self->grade_cancellable != NULL)
    g_cancellable_cancel (self->grade_cancellable);
  self->editing = TRUE;
  self->editor_kind = kind;
  sdm_message_bar_set_text (self->editor_bar, _("Type in the givens"));
  judge (self);
  show_verdict (self);
}

static void
edit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  const char *kind = g_variant_get_string (parameter, NULL);

  sdm_window_edit (user_data, g_strcmp0 (kind, "sudominoku") == 0 ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU);
}

static void
editor_play_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  SdmWindow *self = user_data;
  SdmPuzzle puzzle;
  g_autoptr(SdmGame) game = NULL;

  if (!self->editing || self->game == NULL)
    return;
  if (self->verdict == NULL || self->verdict->status != SDM_EDITOR_UNIQUE
      || !sdm_editor_position_to_puzzle (self->editor_kind, sdm_game_get_grid (self->game), &puzzle))
    {
      sdm_window_toast (self, _("A puzzle to play needs exactly one solution"));
      return;
    }
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (self, game, _("Your puzzle"), TRUE);
}

static void
editor_close_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  stop_editing (user_data);
}

/* ------------------------------------------------------------------------------------ */
/* Difficulty                                                                           */

static void
grade_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SdmWindow) self = take_window (user_data);
  g_autoptr(GError) error = NULL;
  SdmGrade grade;

  if (!sdm_grade_finish (result, &grade, &error) || self == NULL)
    return;   /* cancelled: another game came */
  g_clear_object (&self->grade_cancellable);
  g_free (self->difficulty_name);
  self->difficulty_name = g_strdup (sdm_difficulty_get_name (grade.difficulty));
  sdm_window_update_title (self);
}

/* ------------------------------------------------------------------------------------ */
/* New game                                                                             */

static void
generate_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SdmWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(SdmGame) game = NULL;
  SdmPuzzle puzzle;

  sdm_window_task_done (self);
  if (!sdm_generate_finish (result, &puzzle, NULL, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        sdm_window_toast (self, error->message);
      return;
    }
  game = sdm_game_new (&puzzle);
  sdm_window_set_game (self, game, _("New game"), TRUE);
}

void
sdm_window_new_game (SdmWindow     *self,
                     SdmKind        kind,
                     SdmDifficulty  difficulty,
                     guint64        seed)
{
  SdmGenerateOptions options;

  g_return_if_fail (SDM_IS_WINDOW (self));

  sdm_generate_options_init (&options, kind, difficulty, seed);
  sdm_generate_async (&options, sdm_window_task_begin (self), generate_done_cb, g_object_ref (self));
}

/* New Game: the start view, where the kind and difficulty are chosen (sdm-window-start.c);
 * the game on the board waits there under Continue. */
static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  sdm_window_show_start (user_data);
}

/* ------------------------------------------------------------------------------------ */

static const GActionEntry logic_actions[] = {
  { .name = "new-game", .activate = new_game_action },
  { .name = "hint", .activate = hint_action },
  { .name = "hint-apply", .activate = hint_apply_action },
  { .name = "hint-close", .activate = hint_close_action },
  { .name = "fill-candidates", .activate = fill_candidates_action },
  { .name = "clear-pencil-marks", .activate = clear_pencil_marks_action },
  { .name = "edit", .activate = edit_action, .parameter_type = "s" },
  { .name = "editor-play", .activate = editor_play_action },
  { .name = "editor-close", .activate = editor_close_action },
};

void
sdm_window_install_logic (SdmWindow *self)
{
  GtkWidget *button;

  g_action_map_add_action_entries (G_ACTION_MAP (self), logic_actions, G_N_ELEMENTS (logic_actions), self);

  /* Hint is in the header bar (sdm-window.ui), New Game in the main menu. */

  /* The hint strip, above the board (sdm-window.ui: message_area). */
  self->hint_bar = SDM_MESSAGE_BAR (sdm_message_bar_new ("dialog-information-symbolic", "win.hint-close",
                                                         _("Close the Hint")));
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_bar), "hint-bar");
  sdm_message_bar_set_selectable (self->hint_bar, TRUE);
  sdm_message_bar_add_action (self->hint_bar, _("_More"), "win.hint",
                              _("Show the next part of the hint"));
  button = sdm_message_bar_add_action (self->hint_bar, _("_Apply"), "win.hint-apply",
                                       _("Make the move the hint explains"));
  gtk_widget_add_css_class (button, "suggested-action");
  self->hint_revealer = GTK_REVEALER (gtk_revealer_new ());
  /* Crossfading, measured even when hidden: the room stays and the board does not move. */
  gtk_revealer_set_transition_type (self->hint_revealer, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_revealer_set_child (self->hint_revealer, GTK_WIDGET (self->hint_bar));
  gtk_box_append (self->message_area, GTK_WIDGET (self->hint_revealer));

  /* The editor's verdict strip, in the same place. */
  self->editor_bar = SDM_MESSAGE_BAR (sdm_message_bar_new ("document-edit-symbolic", "win.editor-close",
                                                           _("Stop Editing")));
  button = sdm_message_bar_add_action (self->editor_bar, _("_Play"), "win.editor-play",
                                       _("Play this puzzle"));
  gtk_widget_add_css_class (button, "suggested-action");
  self->editor_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->editor_revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_child (self->editor_revealer, GTK_WIDGET (self->editor_bar));
  gtk_box_prepend (self->message_area, GTK_WIDGET (self->editor_revealer));

  /* The main menu's room for these. */
  {
    g_autoptr(GMenuItem) sudoku = g_menu_item_new (_("_Type In a Sudoku"), NULL);
    g_autoptr(GMenuItem) domino = g_menu_item_new (_("Type In a Sudo_minoku"), NULL);

    g_menu_append (self->game_section, _("_New Game"), "win.new-game");
    g_menu_append (self->game_section, _("_Hint"), "win.hint");
    g_menu_item_set_action_and_target (sudoku, "win.edit", "s", "sudoku");
    g_menu_item_set_action_and_target (domino, "win.edit", "s", "sudominoku");
    g_menu_append_item (self->game_section, sudoku);
    g_menu_append_item (self->game_section, domino);
  }
}

void
sdm_window_logic_game_changed (SdmWindow *self)
{
  stop_editing (self);
  drop_hint (self);
  if (self->grade_cancellable != NULL)
    g_cancellable_cancel (self->grade_cancellable);
  g_clear_object (&self->grade_cancellable);
  g_clear_pointer (&self->difficulty_name, g_free);

  if (self->game == NULL)
    return;
  self->grade_cancellable = g_cancellable_new ();
  sdm_grade_async (sdm_game_get_puzzle (self->game), self->grade_cancellable, grade_done_cb,
                   weak_window (self));
}

void
sdm_window_logic_update_actions (SdmWindow *self)
{
  gboolean playing = self->game != NULL && !sdm_game_get_solved (self->game);
  GAction *action;

  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");
  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), playing && !self->editing);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "fill-candidates");
  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), playing && !self->editing);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "clear-pencil-marks");
  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), playing && !self->editing);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint-apply");
  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), playing && self->hint != NULL);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "editor-play");
  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                                 self->editing && self->verdict != NULL
                                 && self->verdict->status == SDM_EDITOR_UNIQUE);
}

void
sdm_window_logic_dispose (SdmWindow *self)
{
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  if (self->grade_cancellable != NULL)
    g_cancellable_cancel (self->grade_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_object (&self->grade_cancellable);
  g_clear_pointer (&self->hint, g_free);
  g_clear_pointer (&self->difficulty_name, g_free);
  if (self->editor_cancellable != NULL)
    g_cancellable_cancel (self->editor_cancellable);
  g_clear_object (&self->editor_cancellable);
  g_clear_pointer (&self->verdict, g_free);
}
