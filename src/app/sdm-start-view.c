/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-start-view.c: the start view (see sdm-start-view.h), in the manner of GNOME
 * Sudoku's: choices as rows with radio buttons, one suggested button, then the rest. */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-game-row.h"
#include "sdm-hint.h"
#include "sdm-dialog.h"
#include "sdm-start-view.h"

struct _SdmStartView
{
  AdwBin               parent_instance;

  /* Template children */
  AdwStatusPage       *status_page;
  GtkToggleButton     *sudoku_toggle;
  GtkToggleButton     *sudominoku_toggle;
  GtkToggleButton     *easy_toggle;
  GtkToggleButton     *medium_toggle;
  GtkToggleButton     *hard_toggle;
  GtkToggleButton     *expert_toggle;
  GtkToggleButton     *guessing_toggle;
  GtkLabel            *kind_label;       /* what the chosen kind is */
  GtkLabel            *difficulty_label; /* what the chosen difficulty asks */
  GtkButton           *start_button;
  AdwPreferencesGroup *continue_group;

  GPtrArray           *continue_rows;   /* SdmGameRow, as shown */
  GtkWidget           *more_button;
  gboolean             show_all;        /* More… was pressed: every game shows */
  SdmGameLibrary      *library;
  GSettings           *settings;
  char                *back_id;         /* the game New Game just left, or NULL */
  gboolean             syncing;         /* setting the toggles from code */
};

enum {
  PROP_0,
  PROP_LIBRARY,
  PROP_KIND,
  PROP_DIFFICULTY,
  PROP_BACK_ID,
  N_PROPS
};

enum {
  START,
  RESUME,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SdmStartView, sdm_start_view, ADW_TYPE_BIN)

static GtkToggleButton *
difficulty_toggle (SdmStartView  *self,
                   SdmDifficulty  difficulty)
{
  GtkToggleButton *toggles[] = {
    self->easy_toggle, self->medium_toggle, self->hard_toggle, self->expert_toggle, self->guessing_toggle,
  };

  return toggles[CLAMP ((int) difficulty, 0, (int) G_N_ELEMENTS (toggles) - 1)];
}

/* Under each row of toggles, what the chosen one means: its tooltip, for those who do not
 * hover. */
static void
describe (GtkLabel        *label,
          GtkToggleButton *toggle)
{
  gtk_label_set_label (label, gtk_widget_get_tooltip_text (GTK_WIDGET (toggle)));
}

SdmKind
sdm_start_view_get_kind (SdmStartView *self)
{
  g_return_val_if_fail (SDM_IS_START_VIEW (self), SDM_KIND_SUDOKU);
  return gtk_toggle_button_get_active (self->sudominoku_toggle) ? SDM_KIND_SUDOMINOKU : SDM_KIND_SUDOKU;
}

void
sdm_start_view_set_kind (SdmStartView *self,
                         SdmKind       kind)
{
  g_return_if_fail (SDM_IS_START_VIEW (self));
  gtk_toggle_button_set_active (kind == SDM_KIND_SUDOMINOKU ? self->sudominoku_toggle : self->sudoku_toggle, TRUE);
}

SdmDifficulty
sdm_start_view_get_difficulty (SdmStartView *self)
{
  g_return_val_if_fail (SDM_IS_START_VIEW (self), SDM_DIFFICULTY_MEDIUM);
  for (int d = SDM_DIFFICULTY_EASY; d <= SDM_DIFFICULTY_GUESSING; d++)
    if (gtk_toggle_button_get_active (difficulty_toggle (self, d)))
      return d;
  return SDM_DIFFICULTY_MEDIUM;
}

void
sdm_start_view_set_difficulty (SdmStartView  *self,
                               SdmDifficulty  difficulty)
{
  g_return_if_fail (SDM_IS_START_VIEW (self));
  gtk_toggle_button_set_active (difficulty_toggle (self, difficulty), TRUE);
}

/* A toggle of a group changed: remember the choice, say what it means, and notify. */
static void
choice_changed_cb (SdmStartView    *self,
                   GParamSpec      *pspec,
                   GtkToggleButton *toggle)
{
  if (!gtk_toggle_button_get_active (toggle))
    return;
  if (toggle == self->sudoku_toggle || toggle == self->sudominoku_toggle)
    {
      describe (self->kind_label, toggle);
      if (self->settings != NULL && !self->syncing)
        g_settings_set_enum (self->settings, "new-game-kind", sdm_start_view_get_kind (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
    }
  else
    {
      describe (self->difficulty_label, toggle);
      if (self->settings != NULL && !self->syncing)
        g_settings_set_enum (self->settings, "new-game-difficulty", sdm_start_view_get_difficulty (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIFFICULTY]);
    }
}

void
sdm_start_view_start (SdmStartView *self)
{
  g_return_if_fail (SDM_IS_START_VIEW (self));
  g_signal_emit (self, signals[START], 0, (int) sdm_start_view_get_kind (self),
                 (int) sdm_start_view_get_difficulty (self));
}

static void
start_clicked_cb (SdmStartView *self,
                  GtkButton    *button)
{
  sdm_start_view_start (self);
}

/* ------------------------------------------------------------------------------------ */
/* Continue                                                                             */

static void
continue_activated_cb (SdmGameRow   *row,
                       SdmStartView *self)
{
  g_signal_emit (self, signals[RESUME], 0, sdm_game_row_get_game_id (row));
}

/* What the remove dialog asks about: the game and the view it is listed in. The dialog's
 * response handler owns it (freed with the handler when the dialog goes), and holds the
 * view weakly, as the dialog's life is its own. */
typedef struct {
  GWeakRef  view;
  char     *id;
} RemoveRequest;

static void
remove_request_free (gpointer  data,
                     GClosure *closure)
{
  RemoveRequest *request = data;

  g_weak_ref_clear (&request->view);
  g_free (request->id);
  g_free (request);
}

static void
remove_response_cb (AdwAlertDialog *dialog,
                    const char     *response,
                    RemoveRequest  *request)
{
  g_autoptr(SdmStartView) self = g_weak_ref_get (&request->view);
  g_autoptr(GError) error = NULL;

  if (self == NULL || g_strcmp0 (response, "remove") != 0 || self->library == NULL)
    return;
  if (!sdm_game_library_remove (self->library, request->id, &error))
    g_warning ("%s", error->message);
  if (g_strcmp0 (request->id, self->back_id) == 0)
    sdm_start_view_set_back_id (self, NULL);
}

/* A game in progress is the player's work: removing it asks first. */
static void
remove_clicked_cb (SdmGameRow   *row,
                   SdmStartView *self)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-remove-game-dialog.ui");
  GtkWidget *dialog = GTK_WIDGET (gtk_builder_get_object (builder, "dialog"));
  RemoveRequest *request = g_new0 (RemoveRequest, 1);

  g_weak_ref_init (&request->view, self);
  request->id = g_strdup (sdm_game_row_get_game_id (row));
  g_signal_connect_data (dialog, "response", G_CALLBACK (remove_response_cb), request,
                         remove_request_free, 0);
  sdm_present_dialog (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static GtkWidget *
continue_row_new (SdmStartView      *self,
                  const SdmGameInfo *info)
{
  GtkWidget *row = sdm_game_row_new (info);

  g_signal_connect (row, "activated", G_CALLBACK (continue_activated_cb), self);
  g_signal_connect (row, "remove", G_CALLBACK (remove_clicked_cb), self);
  return row;
}

/* Continue is a short list, so that it stays a glance below Start: the newest games, and
 * More… for the rest. */
#define CONTINUE_SHORT 3

static void
update_continue_short (SdmStartView *self)
{
  gboolean cut = !self->show_all && self->continue_rows->len > CONTINUE_SHORT;

  for (guint i = 0; i < self->continue_rows->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->continue_rows, i), !cut || i < CONTINUE_SHORT);
  gtk_widget_set_visible (self->more_button, cut);
}

static void
refresh_continue (SdmStartView *self)
{
  g_autoptr(GPtrArray) games = NULL;

  for (guint i = 0; i < self->continue_rows->len; i++)
    adw_preferences_group_remove (self->continue_group, g_ptr_array_index (self->continue_rows, i));
  g_ptr_array_set_size (self->continue_rows, 0);

  if (self->library != NULL)
    games = sdm_game_library_list (self->library);
  for (guint i = 0; games != NULL && i < games->len; i++)
    {
      GtkWidget *row = continue_row_new (self, g_ptr_array_index (games, i));

      g_ptr_array_add (self->continue_rows, row);
      adw_preferences_group_add (self->continue_group, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->continue_group), self->continue_rows->len > 0);
  update_continue_short (self);
}

static void
more_clicked_cb (SdmStartView *self,
                 GtkButton    *button)
{
  self->show_all = TRUE;
  update_continue_short (self);
  if (self->continue_rows->len > CONTINUE_SHORT)
    gtk_widget_grab_focus (g_ptr_array_index (self->continue_rows, CONTINUE_SHORT));
}

guint
sdm_start_view_get_n_continue (SdmStartView *self)
{
  g_return_val_if_fail (SDM_IS_START_VIEW (self), 0);
  return self->continue_rows->len;
}

AdwActionRow *
sdm_start_view_get_continue_row (SdmStartView *self,
                                 guint         index)
{
  g_return_val_if_fail (SDM_IS_START_VIEW (self), NULL);
  g_return_val_if_fail (index < self->continue_rows->len, NULL);
  return g_ptr_array_index (self->continue_rows, index);
}

void
sdm_start_view_set_library (SdmStartView   *self,
                            SdmGameLibrary *library)
{
  g_return_if_fail (SDM_IS_START_VIEW (self));
  g_return_if_fail (library == NULL || SDM_IS_GAME_LIBRARY (library));

  if (self->library == library)
    return;
  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (self->library, self);
  g_set_object (&self->library, library);
  if (library != NULL)
    g_signal_connect_swapped (library, "changed", G_CALLBACK (refresh_continue), self);
  refresh_continue (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIBRARY]);
}

/* Escape or Alt+Left: back to the game New Game just left (GNOME Sudoku's Back). */
static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SdmStartView *self = SDM_START_VIEW (widget);
  g_autofree char *id = g_strdup (self->back_id);

  if (id != NULL)
    g_signal_emit (self, signals[RESUME], 0, id);
}

const char *
sdm_start_view_get_back_id (SdmStartView *self)
{
  g_return_val_if_fail (SDM_IS_START_VIEW (self), NULL);
  return self->back_id;
}

void
sdm_start_view_set_back_id (SdmStartView *self,
                            const char   *id)
{
  g_return_if_fail (SDM_IS_START_VIEW (self));

  if (g_strcmp0 (self->back_id, id) != 0)
    {
      g_free (self->back_id);
      self->back_id = g_strdup (id);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BACK_ID]);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "start-view.back", self->back_id != NULL);
}

/* ------------------------------------------------------------------------------------ */

/* The start view's focus is Start, so that Return starts a game. */
static gboolean
sdm_start_view_grab_focus (GtkWidget *widget)
{
  SdmStartView *self = SDM_START_VIEW (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
}

/* Shown: the list as it is now, and the keyboard on Start. */
static void
sdm_start_view_map (GtkWidget *widget)
{
  SdmStartView *self = SDM_START_VIEW (widget);

  GTK_WIDGET_CLASS (sdm_start_view_parent_class)->map (widget);
  refresh_continue (self);
  gtk_widget_grab_focus (widget);
}

static void
sdm_start_view_dispose (GObject *object)
{
  SdmStartView *self = SDM_START_VIEW (object);

  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (self->library, self);
  g_clear_object (&self->library);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->back_id, g_free);
  g_clear_pointer (&self->continue_rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), SDM_TYPE_START_VIEW);

  G_OBJECT_CLASS (sdm_start_view_parent_class)->dispose (object);
}

static void
sdm_start_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SdmStartView *self = SDM_START_VIEW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;
    case PROP_KIND:
      g_value_set_int (value, sdm_start_view_get_kind (self));
      break;
    case PROP_DIFFICULTY:
      g_value_set_int (value, sdm_start_view_get_difficulty (self));
      break;
    case PROP_BACK_ID:
      g_value_set_string (value, self->back_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_start_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SdmStartView *self = SDM_START_VIEW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      sdm_start_view_set_library (self, g_value_get_object (value));
      break;
    case PROP_KIND:
      sdm_start_view_set_kind (self, g_value_get_int (value));
      break;
    case PROP_DIFFICULTY:
      sdm_start_view_set_difficulty (self, g_value_get_int (value));
      break;
    case PROP_BACK_ID:
      sdm_start_view_set_back_id (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_start_view_class_init (SdmStartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sdm_start_view_dispose;
  object_class->get_property = sdm_start_view_get_property;
  object_class->set_property = sdm_start_view_set_property;
  widget_class->map = sdm_start_view_map;
  widget_class->grab_focus = sdm_start_view_grab_focus;

  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, SDM_TYPE_GAME_LIBRARY,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, SDM_KIND_SUDOKU, SDM_KIND_SUDOMINOKU, SDM_KIND_SUDOMINOKU,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DIFFICULTY] =
    g_param_spec_int ("difficulty", NULL, NULL, SDM_DIFFICULTY_EASY, SDM_DIFFICULTY_GUESSING,
                      SDM_DIFFICULTY_MEDIUM,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_BACK_ID] =
    g_param_spec_string ("back-id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "start-view.back", NULL, back_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "start-view.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "start-view.back", NULL);

  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[RESUME] = g_signal_new ("resume", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/sdm-start-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, status_page);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, sudoku_toggle);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, sudominoku_toggle);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, easy_toggle);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, medium_toggle);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, hard_toggle);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, expert_toggle);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, guessing_toggle);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, kind_label);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, difficulty_label);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, start_button);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, continue_group);
  gtk_widget_class_bind_template_child (widget_class, SdmStartView, more_button);
  gtk_widget_class_bind_template_callback (widget_class, choice_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, more_clicked_cb);
}

static void
sdm_start_view_init (SdmStartView *self)
{
  self->continue_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "start-view.back", FALSE);
  /* The application's own icon, the same in development builds (APP_ID ends in .Devel):
   * both names are in the GResource's icon folder. */
  adw_status_page_set_icon_name (self->status_page, APP_ID);
  self->syncing = TRUE;
  sdm_start_view_set_kind (self, SDM_KIND_SUDOMINOKU);
  sdm_start_view_set_difficulty (self, SDM_DIFFICULTY_MEDIUM);
  self->syncing = FALSE;
}

GtkWidget *
sdm_start_view_new (SdmGameLibrary *library,
                    GSettings      *settings)
{
  SdmStartView *self = g_object_new (SDM_TYPE_START_VIEW, "library", library, NULL);

  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      self->syncing = TRUE;
      sdm_start_view_set_kind (self, g_settings_get_enum (settings, "new-game-kind"));
      sdm_start_view_set_difficulty (self, g_settings_get_enum (settings, "new-game-difficulty"));
      self->syncing = FALSE;
    }
  return GTK_WIDGET (self);
}
