/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-print.c: printing puzzles through GtkPrintOperation.
 *
 * A page holds one, two (one above the other) or four (two by two) puzzles: the puzzle
 * of the game and, with "fill", new ones of the same kind and difficulty, generated in a
 * thread while the job paginates (without it, copies of the puzzle). An optional last
 * page holds the solutions. Grids are drawn with cairo in black and greys only: thin
 * cell lines, thick box lines, given digits in bold. A Sudominoku shows its clue dominoes
 * as rounded outlines over two cells, its isolated digits on a grey disc, and below the
 * grid the 36 pairs, each with a box to tick; its solution also shows the domino layout.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sdm-generator.h"
#include "sdm-grader.h"
#include "sdm-print.h"
#include "sdm-sentences.h"
#include "sdm-task.h"

typedef struct {
  SdmPuzzle puzzle;
  SdmGrid   solution;
  gboolean  has_solution;
} Entry;

struct _SdmPrintOperation
{
  GtkPrintOperation parent_instance;

  GArray     *entries;      /* of Entry: the game's puzzle first, then the new ones */
  char       *title;
  guint       per_page;
  gboolean    solutions;
  gboolean    fill;

  /* Making the new puzzles (paginate); the end of the job (done) cancels it */
  GCancellable *cancellable;
  gboolean    generating;
  gboolean    generated;

  /* the "Puzzles" tab of the print dialog, alive as long as its builder */
  GtkBuilder  *options_builder;
  GtkDropDown *per_page_drop;
  GtkCheckButton *solutions_check;
  GtkCheckButton *fill_check;
};

G_DEFINE_FINAL_TYPE (SdmPrintOperation, sdm_print_operation, GTK_TYPE_PRINT_OPERATION)

enum {
  PROP_0,
  PROP_PER_PAGE,
  PROP_SOLUTIONS,
  PROP_FILL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const guint per_page_choices[] = { 1, 2, 4 };

/* ------------------------------------------------------------------------------------ */
/* Drawing                                                                              */

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       size,
           gboolean     bold,
           double       cx,
           double       cy)
{
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  int width, height;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &width, &height);
  cairo_move_to (cr, cx - width / 2.0 / PANGO_SCALE, cy - height / 2.0 / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* An outline over cells @a and @b (neighbours), @inset from the cell edges. */
static void
domino_path (cairo_t *cr,
             int      a,
             int      b,
             double   cell,
             double   inset)
{
  int lo = MIN (a, b), hi = MAX (a, b);
  double x = sdm_cell_col (lo) * cell + inset, y = sdm_cell_row (lo) * cell + inset;
  double w = (sdm_cell_col (hi) - sdm_cell_col (lo) + 1) * cell - 2 * inset;
  double h = (sdm_cell_row (hi) - sdm_cell_row (lo) + 1) * cell - 2 * inset;

  rounded_rect (cr, x, y, w, h, cell * 0.22);
}

double
sdm_print_draw_puzzle (cairo_t         *cr,
                       PangoLayout     *layout,
                       const SdmPuzzle *puzzle,
                       const SdmGrid   *grid,
                       double           side,
                       gboolean         checklist)
{
  double cell = side / 9.0;
  gboolean dominoes = puzzle->kind == SDM_KIND_SUDOMINOKU;
  double height = side;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, side, side);
  cairo_fill (cr);

  /* Isolated digits: a grey disc. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    if (sdm_puzzle_cell_is_isolated (puzzle, c))
      {
        cairo_set_source_rgb (cr, 0.82, 0.82, 0.82);
        cairo_arc (cr, (sdm_cell_col (c) + 0.5) * cell, (sdm_cell_row (c) + 0.5) * cell, cell * 0.4, 0, 2 * G_PI);
        cairo_fill (cr);
      }

  /* Thin cell lines, then thick box lines. */
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  cairo_set_line_width (cr, MAX (0.4, cell * 0.02));
  for (int i = 1; i < 9; i++)
    if (i % 3 != 0)
      {
        cairo_move_to (cr, i * cell, 0);
        cairo_line_to (cr, i * cell, side);
        cairo_move_to (cr, 0, i * cell);
        cairo_line_to (cr, side, i * cell);
      }
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, MAX (1.2, cell * 0.06));
  for (int i = 0; i <= 9; i += 3)
    {
      cairo_move_to (cr, i * cell, 0);
      cairo_line_to (cr, i * cell, side);
      cairo_move_to (cr, 0, i * cell);
      cairo_line_to (cr, side, i * cell);
    }
  cairo_stroke (cr);

  /* A solution's domino layout, thin; the clue dominoes, thick. */
  if (dominoes && grid != NULL)
    {
      cairo_set_line_width (cr, MAX (0.6, cell * 0.03));
      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      for (int c = 0; c < SDM_N_CELLS; c++)
        if (grid->partner[c] != SDM_NO_CELL && grid->partner[c] > c)
          domino_path (cr, c, grid->partner[c], cell, cell * 0.1);
      cairo_stroke (cr);
    }
  if (dominoes)
    {
      cairo_set_line_width (cr, MAX (1.0, cell * 0.07));
      cairo_set_source_rgb (cr, 0, 0, 0);
      for (int i = 0; i < puzzle->n_clues; i++)
        domino_path (cr, puzzle->clues[i].cells[0], puzzle->clues[i].cells[1], cell, cell * 0.09);
      cairo_stroke (cr);
    }

  /* Digits: givens bold and black, a solution's others regular and grey. */
  for (int c = 0; c < SDM_N_CELLS; c++)
    {
      guint given = puzzle->givens[c];
      guint value = given != 0 ? given : grid != NULL ? grid->values[c] : 0;
      char text[2] = { 0, 0 };

      if (value == 0)
        continue;
      text[0] = (char) ('0' + value);
      if (given != 0)
        cairo_set_source_rgb (cr, 0, 0, 0);
      else
        cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
      show_text (cr, layout, text, cell * 0.58, given != 0,
                 (sdm_cell_col (c) + 0.5) * cell, (sdm_cell_row (c) + 0.5) * cell);
    }

  /* The 36 pairs, four rows of nine, each with a box to tick. */
  if (dominoes && checklist)
    {
      double top = side + cell * 0.35, row_h = cell * 0.55, box = cell * 0.26;
      int k = 0;

      cairo_set_line_width (cr, MAX (0.5, cell * 0.025));
      for (int a = 1; a <= 9; a++)
        for (int b = a + 1; b <= 9; b++, k++)
          {
            double x = (k % 9) * cell, y = top + (k / 9) * row_h;
            char text[8];

            g_snprintf (text, sizeof text, "%d%d", a, b);
            cairo_set_source_rgb (cr, 0, 0, 0);
            cairo_rectangle (cr, x + cell * 0.08, y + (row_h - box) / 2, box, box);
            cairo_stroke (cr);
            show_text (cr, layout, text, cell * 0.3, FALSE, x + cell * 0.08 + box + cell * 0.26, y + row_h / 2);
          }
      height = top + 4 * row_h;
    }
  cairo_restore (cr);
  return height;
}

/* The height of a drawing of @side, as sdm_print_draw_puzzle() makes it. */
static double
drawing_height (const SdmPuzzle *puzzle,
                gboolean         checklist,
                double           side)
{
  double cell = side / 9.0;

  return puzzle->kind == SDM_KIND_SUDOMINOKU && checklist ? side + cell * 0.35 + 4 * cell * 0.55 : side;
}

/* One puzzle centred in the slot @x, @y, @w × @h, with its title above. */
static void
draw_slot (GtkPrintContext   *context,
           const SdmPuzzle   *puzzle,
           const SdmGrid     *grid,
           const char        *title,
           double             x,
           double             y,
           double             w,
           double             h)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  g_autoptr(PangoLayout) layout = gtk_print_context_create_pango_layout (context);
  gboolean checklist = grid == NULL;
  double pad = MIN (w, h) * 0.05;
  double title_h, side, total;

  w -= 2 * pad;
  h -= 2 * pad;
  /* The side that fits: the title takes 0.7 of a cell. */
  side = MIN (w, h / (drawing_height (puzzle, checklist, 1.0) + 0.7 / 9.0));
  title_h = side / 9.0 * 0.7;
  total = title_h + drawing_height (puzzle, checklist, side);

  cairo_save (cr);
  cairo_translate (cr, x + pad + (w - side) / 2, y + pad + (h - total) / 2);
  cairo_set_source_rgb (cr, 0, 0, 0);
  show_text (cr, layout, title, side / 9.0 * 0.36, TRUE, side / 2, title_h / 2);
  cairo_translate (cr, 0, title_h);
  sdm_print_draw_puzzle (cr, layout, puzzle, grid, side, checklist);
  cairo_restore (cr);
}

static Entry *
entry (SdmPrintOperation *self,
       guint              i)
{
  return &g_array_index (self->entries, Entry, i);
}

/* Solutions are printed when asked for and every puzzle printed has one. */
static gboolean
prints_solutions (SdmPrintOperation *self)
{
  if (!self->solutions)
    return FALSE;
  for (guint i = 0; i < self->entries->len; i++)
    if (!entry (self, i)->has_solution)
      return FALSE;
  return TRUE;
}

/* The puzzles printed: with "fill", those made (the page's worth when all went well);
 * without, the game's puzzle per_page times. */
static guint
n_printed (SdmPrintOperation *self)
{
  return self->fill ? self->entries->len : self->per_page;
}

static const Entry *
printed (SdmPrintOperation *self,
         guint              i)
{
  return entry (self, self->fill ? i : 0);
}

/* ------------------------------------------------------------------------------------ */
/* New puzzles like the game's, made in a thread while the job paginates               */

typedef struct {
  SdmPuzzle  puzzle;
  guint      n;
  guint64    seed;
} MakeData;

/* In a worker thread (sdm-task.c), polling the flag of the job's cancellable. */
static void
make_puzzles_thread (GTask      *task,
                     gpointer    task_data,
                     const gint *cancel)
{
  MakeData *data = task_data;
  g_autoptr(GArray) made = g_array_new (FALSE, TRUE, sizeof (Entry));
  SdmGenerateOptions options;
  SdmGrade grade;

  sdm_grade_puzzle (&data->puzzle, &grade);
  for (guint i = 0; i < data->n; i++)
    {
      Entry e = { 0 };
      SdmGenerateResult result;

      sdm_generate_options_init (&options, data->puzzle.kind, grade.difficulty, data->seed + i);
      options.cancel = cancel;
      result = sdm_generate (&options, &e.puzzle, &e.solution, NULL);
      if (result == SDM_GENERATE_CANCELLED)
        {
          sdm_task_return_cancelled (task);
          return;
        }
      if (result != SDM_GENERATE_OK)
        break;
      e.has_solution = TRUE;
      g_array_append_val (made, e);
    }
  g_task_return_pointer (task, g_steal_pointer (&made), (GDestroyNotify) g_array_unref);
}

/* As the window's callbacks (sdm-window-parts.h): the reference first, then a quiet
 * return when the job ended meanwhile. */
static void
puzzles_made_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(SdmPrintOperation) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) made = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (made != NULL)
    g_array_append_vals (self->entries, made->data, made->len);
  self->generating = FALSE;
  self->generated = TRUE;
}

static gboolean
sdm_print_operation_paginate (GtkPrintOperation *operation,
                              GtkPrintContext   *context)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (operation);
  guint n_pages;

  if (self->fill && self->per_page > 1 && !self->generated)
    {
      if (!self->generating)
        {
          g_autoptr(GTask) task = NULL;
          MakeData *data = g_new0 (MakeData, 1);

          data->puzzle = entry (self, 0)->puzzle;
          data->n = self->per_page - 1;
          data->seed = g_random_int ();
          task = sdm_task_new (NULL, self->cancellable, NULL, sdm_print_operation_paginate,
                               "[sudominoku] print puzzles", data, g_free,
                               puzzles_made_cb, g_object_ref (self));
          self->generating = TRUE;
          sdm_task_run_in_thread (task, make_puzzles_thread);
        }
      /* Called again until the new puzzles are there: a short wait, not a busy loop. */
      g_usleep (2000);
      return FALSE;
    }
  n_pages = 1 + (n_printed (self) > self->per_page ? 1 : 0);
  if (prints_solutions (self))
    n_pages++;
  gtk_print_operation_set_n_pages (operation, n_pages);
  return TRUE;
}

/* The job is over (printed, cancelled from its progress dialog, or failed): puzzles still
 * being made are not needed any more. */
static void
sdm_print_operation_done (GtkPrintOperation       *operation,
                          GtkPrintOperationResult  result)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (operation);

  g_cancellable_cancel (self->cancellable);
  if (GTK_PRINT_OPERATION_CLASS (sdm_print_operation_parent_class)->done != NULL)
    GTK_PRINT_OPERATION_CLASS (sdm_print_operation_parent_class)->done (operation, result);
}

static void
sdm_print_operation_begin_print (GtkPrintOperation *operation,
                                 GtkPrintContext   *context)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (operation);

  /* Without fill there is nothing to wait for: paginate sets the count at once. */
  gtk_print_operation_set_n_pages (operation, prints_solutions (self) ? 2 : 1);
}

/* The @n puzzles from @first, in the slots of a page laid out for @per_page. */
static void
draw_page_of (SdmPrintOperation *self,
              GtkPrintContext   *context,
              guint              first,
              guint              n,
              guint              per_page,
              gboolean           solutions,
              const char        *title)
{
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);

  for (guint i = 0; i < n; i++)
    {
      const Entry *e = printed (self, first + i);
      const SdmGrid *grid = solutions ? &e->solution : NULL;
      double x = 0, y = 0, w = width, h = height;

      if (per_page == 4)
        x = (i % 2) * width / 2, y = (i / 2) * height / 2, w = width / 2, h = height / 2;
      else if (per_page == 2)
        y = i * height / 2, h = height / 2;
      draw_slot (context, &e->puzzle, grid, title, x, y, w, h);
    }
}

static void
sdm_print_operation_draw_page (GtkPrintOperation *operation,
                               GtkPrintContext   *context,
                               int                page_nr)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (operation);
  const char *kind = sdm_kind_get_name (entry (self, 0)->puzzle.kind);
  g_autofree char *title = self->title != NULL ? g_strdup_printf ("%s · %s", kind, self->title) : g_strdup (kind);
  guint n = MIN (n_printed (self), self->per_page);

  if (page_nr == 0)
    draw_page_of (self, context, 0, n, self->per_page, FALSE, title);
  else
    {
      /* Translators: above a solution on its printed page; %s is "Sudoku · Easy". */
      g_autofree char *solution = g_strdup_printf (_("%s: solution"), title);

      /* One solution on the top half of the page, more of them two by two. */
      draw_page_of (self, context, 0, n, n == 1 ? 2 : 4, TRUE, solution);
    }
}

/* ------------------------------------------------------------------------------------ */
/* The "Puzzles" tab                                                                    */

/* Filling the page means something from two a page on. */
static void
per_page_selected_cb (GtkDropDown       *drop,
                      GParamSpec        *pspec,
                      SdmPrintOperation *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->fill_check), gtk_drop_down_get_selected (drop) > 0);
}

static GtkWidget *
sdm_print_operation_create_custom_widget (GtkPrintOperation *operation)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (operation);
  GtkBuilder *builder = gtk_builder_new_from_resource (RESOURCE_BASE "/sdm-print-options.ui");
  GtkWidget *box = GTK_WIDGET (gtk_builder_get_object (builder, "options"));

  g_clear_object (&self->options_builder);
  self->options_builder = builder;

  self->per_page_drop = GTK_DROP_DOWN (gtk_builder_get_object (builder, "per_page_drop"));
  self->solutions_check = GTK_CHECK_BUTTON (gtk_builder_get_object (builder, "solutions_check"));
  self->fill_check = GTK_CHECK_BUTTON (gtk_builder_get_object (builder, "fill_check"));
  gtk_check_button_set_active (self->fill_check, self->fill);
  g_signal_connect_object (self->per_page_drop, "notify::selected", G_CALLBACK (per_page_selected_cb), self, 0);
  for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
    if (per_page_choices[i] == self->per_page)
      gtk_drop_down_set_selected (self->per_page_drop, i);
  per_page_selected_cb (self->per_page_drop, NULL, self);
  gtk_check_button_set_active (self->solutions_check, self->solutions);
  /* New puzzles come with their solutions; the game's needs to be known. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->solutions_check), entry (self, 0)->has_solution);
  return box;
}

static void
sdm_print_operation_custom_widget_apply (GtkPrintOperation *operation,
                                         GtkWidget         *widget)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (operation);
  guint selected = gtk_drop_down_get_selected (self->per_page_drop);

  if (selected < G_N_ELEMENTS (per_page_choices))
    sdm_print_operation_set_per_page (self, per_page_choices[selected]);
  sdm_print_operation_set_solutions (self, gtk_check_button_get_active (self->solutions_check));
  sdm_print_operation_set_fill (self, gtk_check_button_get_active (self->fill_check));
}

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

static void
sdm_print_operation_finalize (GObject *object)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (object);

  g_clear_object (&self->cancellable);
  g_free (self->title);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_object (&self->options_builder);

  G_OBJECT_CLASS (sdm_print_operation_parent_class)->finalize (object);
}

static void
sdm_print_operation_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (object);

  switch (prop_id)
    {
    case PROP_PER_PAGE:
      g_value_set_uint (value, self->per_page);
      break;
    case PROP_SOLUTIONS:
      g_value_set_boolean (value, self->solutions);
      break;
    case PROP_FILL:
      g_value_set_boolean (value, self->fill);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_print_operation_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SdmPrintOperation *self = SDM_PRINT_OPERATION (object);

  switch (prop_id)
    {
    case PROP_PER_PAGE:
      sdm_print_operation_set_per_page (self, g_value_get_uint (value));
      break;
    case PROP_SOLUTIONS:
      sdm_print_operation_set_solutions (self, g_value_get_boolean (value));
      break;
    case PROP_FILL:
      sdm_print_operation_set_fill (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sdm_print_operation_class_init (SdmPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *print_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->finalize = sdm_print_operation_finalize;
  object_class->get_property = sdm_print_operation_get_property;
  object_class->set_property = sdm_print_operation_set_property;
  print_class->begin_print = sdm_print_operation_begin_print;
  print_class->draw_page = sdm_print_operation_draw_page;
  print_class->done = sdm_print_operation_done;
  print_class->paginate = sdm_print_operation_paginate;
  print_class->create_custom_widget = sdm_print_operation_create_custom_widget;
  print_class->custom_widget_apply = sdm_print_operation_custom_widget_apply;

  properties[PROP_PER_PAGE] =
    g_param_spec_uint ("per-page", NULL, NULL, 1, 4, 1,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SOLUTIONS] =
    g_param_spec_boolean ("solutions", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FILL] =
    g_param_spec_boolean ("fill", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sdm_print_operation_init (SdmPrintOperation *self)
{
  self->per_page = 1;
  self->fill = TRUE;
  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  self->cancellable = g_cancellable_new ();
  gtk_print_operation_set_show_progress (GTK_PRINT_OPERATION (self), TRUE);
  gtk_print_operation_set_unit (GTK_PRINT_OPERATION (self), GTK_UNIT_POINTS);
  gtk_print_operation_set_custom_tab_label (GTK_PRINT_OPERATION (self), _("Puzzles"));
  gtk_print_operation_set_embed_page_setup (GTK_PRINT_OPERATION (self), TRUE);
}

SdmPrintOperation *
sdm_print_operation_new (const SdmPuzzle *puzzle,
                         const SdmGrid   *solution,
                         const char      *title)
{
  SdmPrintOperation *self;

  g_return_val_if_fail (puzzle != NULL, NULL);

  self = g_object_new (SDM_TYPE_PRINT_OPERATION, NULL);
  {
    Entry e = { .puzzle = *puzzle, .has_solution = solution != NULL };

    if (solution != NULL)
      e.solution = *solution;
    g_array_append_val (self->entries, e);
  }
  self->title = g_strdup (title);
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), sdm_kind_get_name (puzzle->kind));
  return self;
}

void
sdm_print_operation_set_per_page (SdmPrintOperation *self,
                                  guint              per_page)
{
  g_return_if_fail (SDM_IS_PRINT_OPERATION (self));
  g_return_if_fail (per_page == 1 || per_page == 2 || per_page == 4);

  if (self->per_page == per_page)
    return;
  self->per_page = per_page;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PER_PAGE]);
}

guint
sdm_print_operation_get_per_page (SdmPrintOperation *self)
{
  g_return_val_if_fail (SDM_IS_PRINT_OPERATION (self), 1);
  return self->per_page;
}

void
sdm_print_operation_set_solutions (SdmPrintOperation *self,
                                   gboolean           solutions)
{
  g_return_if_fail (SDM_IS_PRINT_OPERATION (self));

  solutions = !!solutions;
  if (self->solutions == solutions)
    return;
  self->solutions = solutions;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTIONS]);
}

gboolean
sdm_print_operation_get_solutions (SdmPrintOperation *self)
{
  g_return_val_if_fail (SDM_IS_PRINT_OPERATION (self), FALSE);
  return self->solutions;
}

void
sdm_print_operation_set_fill (SdmPrintOperation *self,
                              gboolean           fill)
{
  g_return_if_fail (SDM_IS_PRINT_OPERATION (self));

  fill = !!fill;
  if (self->fill == fill)
    return;
  self->fill = fill;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILL]);
}

gboolean
sdm_print_operation_get_fill (SdmPrintOperation *self)
{
  g_return_val_if_fail (SDM_IS_PRINT_OPERATION (self), FALSE);
  return self->fill;
}

/* The puzzles printed: the game's, then the new ones (once paginated). */
guint
sdm_print_operation_get_n_puzzles (SdmPrintOperation *self)
{
  g_return_val_if_fail (SDM_IS_PRINT_OPERATION (self), 0);
  return n_printed (self);
}

const SdmPuzzle *
sdm_print_operation_get_puzzle (SdmPrintOperation *self,
                                guint              i)
{
  g_return_val_if_fail (SDM_IS_PRINT_OPERATION (self), NULL);
  g_return_val_if_fail (i < n_printed (self), NULL);
  return &printed (self, i)->puzzle;
}
