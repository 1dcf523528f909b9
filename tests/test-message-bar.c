/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-message-bar.c: the strip's own layout (sdm-message-bar.c). A bar with two actions,
 * as the hint's, in windows of a phone's width and of the default width, left to right and
 * right to left; and a bar with only its close button. Measured on the children's
 * allocations:
 *
 * - wide: icon, text, actions and close button in one row, the text the widest;
 * - narrow: the actions on a row of their own under the text, at its end; the text over
 *   most of the width (it was a column of a few words beside the buttons), the close
 *   button on the text's row;
 * - right to left: the same, mirrored;
 * - one short action beside a long text stays beside it where under it the bar would be
 *   taller (the guide's Next);
 * - a bar without actions, or whose actions are all hidden, stays one row at any width;
 * - the height the bar asks for its width is the height it gets (no warnings: the GUI
 *   tests run with fatal warnings).
 */
#include "config.h"

#include "sdm-test-utils.h"

#define HINT_TEXT "Hidden single in box 4. Look for a digit that has only one place left there."
#define GUIDE_TEXT "In a Sudominoku, as in a Sudoku, every row, column and box holds 1 to 9 once. " \
                   "Nine cells, marked here, hold the digits 1 to 9 alone: they are part of no domino."

typedef struct {
  GtkWindow     *window;
  SdmMessageBar *bar;
  GtkWidget     *icon, *label, *actions, *close, *more, *apply;
  int            width;
} Fixture;

static GtkWidget *
find_child (GtkWidget *bar, GType type)
{
  for (GtkWidget *c = gtk_widget_get_first_child (bar); c; c = gtk_widget_get_next_sibling (c))
    if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
      return c;
  g_assert_not_reached ();
}

static gboolean
is_sized (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_width (GTK_WIDGET (f->bar)) > 0
         && ABS (gtk_widget_get_width (GTK_WIDGET (f->window)) - f->width) <= 10;
}

/* A window @width wide holding a bar with @n_actions buttons (More, Apply) and @text, in
 * @dir. */
static void
fixture_open_with (Fixture *f, int width, int n_actions, GtkTextDirection dir, const char *text)
{
  g_autoptr(GtkBuilder) builder = NULL;
  g_autofree char *ui = NULL;
  GtkWidget *box;

  ui = g_strdup_printf ("<interface><object class='SdmMessageBar' id='bar'>"
                        "<property name='icon-name'>dialog-information-symbolic</property>"
                        "<property name='close-tooltip'>Close</property>"
                        "%s%s</object></interface>",
                        n_actions > 0 ? "<child type='action'><object class='GtkButton' id='more'>"
                                        "<property name='label'>More</property></object></child>" : "",
                        n_actions > 1 ? "<child type='action'><object class='GtkButton' id='apply'>"
                                        "<property name='label'>Apply</property></object></child>" : "");
  g_type_ensure (SDM_TYPE_MESSAGE_BAR);
  builder = gtk_builder_new_from_string (ui, -1);
  f->bar = SDM_MESSAGE_BAR (gtk_builder_get_object (builder, "bar"));
  f->more = GTK_WIDGET (gtk_builder_get_object (builder, "more"));
  f->apply = GTK_WIDGET (gtk_builder_get_object (builder, "apply"));
  sdm_message_bar_set_text (f->bar, text);
  gtk_widget_set_direction (GTK_WIDGET (f->bar), dir);

  f->icon = find_child (GTK_WIDGET (f->bar), GTK_TYPE_IMAGE);
  f->label = find_child (GTK_WIDGET (f->bar), GTK_TYPE_LABEL);
  f->actions = find_child (GTK_WIDGET (f->bar), GTK_TYPE_BOX);
  f->close = find_child (GTK_WIDGET (f->bar), GTK_TYPE_BUTTON);

  f->window = GTK_WINDOW (gtk_window_new ());
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->bar));
  gtk_window_set_child (f->window, box);
  gtk_window_set_default_size (f->window, width, 300);
  f->width = width;
  gtk_window_present (f->window);
  g_assert_true (sdm_test_wait_for (is_sized, f));
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
}

static void
fixture_open (Fixture *f, int width, int n_actions, GtkTextDirection dir)
{
  fixture_open_with (f, width, n_actions, dir, HINT_TEXT);
}

static void
fixture_close (Fixture *f)
{
  gtk_window_destroy (f->window);
}

static graphene_rect_t
bounds (Fixture *f, GtkWidget *widget)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->bar), &r));
  return r;
}

static double top (graphene_rect_t r) { return r.origin.y; }
static double bottom (graphene_rect_t r) { return r.origin.y + r.size.height; }
static double left (graphene_rect_t r) { return r.origin.x; }
static double right (graphene_rect_t r) { return r.origin.x + r.size.width; }
static double middle (graphene_rect_t r) { return r.origin.y + r.size.height / 2; }

/* The bar is as tall as it asks to be for its width. */
static void
assert_height_asked (Fixture *f)
{
  int min, nat, w = gtk_widget_get_width (GTK_WIDGET (f->bar));

  gtk_widget_measure (GTK_WIDGET (f->bar), GTK_ORIENTATION_VERTICAL, w, &min, &nat, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->bar)), >=, min);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->bar)), <=, nat + 1);
}

static void
test_wide (void)
{
  for (int rtl = 0; rtl < 2; rtl++)
    {
      Fixture f;
      graphene_rect_t bar, icon, label, actions, close;

      fixture_open (&f, 800, 2, rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
      bar = bounds (&f, GTK_WIDGET (f.bar));
      icon = bounds (&f, f.icon);
      label = bounds (&f, f.label);
      actions = bounds (&f, f.actions);
      close = bounds (&f, f.close);
      g_test_message ("800 px %s: bar %.0f×%.0f, text %.0f wide, actions at y %.0f",
                      rtl ? "rtl" : "ltr", bar.size.width, bar.size.height, label.size.width, top (actions));
      /* One row: every child's middle within the text's lines. */
      g_assert_cmpfloat (middle (actions), >, top (label));
      g_assert_cmpfloat (middle (actions), <, bottom (label));
      g_assert_cmpfloat (middle (close), >, top (label));
      g_assert_cmpfloat (middle (close), <, bottom (label));
      /* In reading order: icon, text, actions, close button. */
      if (!rtl)
        {
          g_assert_cmpfloat (right (icon), <=, left (label));
          g_assert_cmpfloat (right (label), <=, left (actions));
          g_assert_cmpfloat (right (actions), <=, left (close));
        }
      else
        {
          g_assert_cmpfloat (left (icon), >=, right (label));
          g_assert_cmpfloat (left (label), >=, right (actions));
          g_assert_cmpfloat (left (actions), >=, right (close));
        }
      g_assert_cmpfloat (label.size.width, >, actions.size.width);
      assert_height_asked (&f);
      fixture_close (&f);
    }
}

static void
test_narrow (void)
{
  for (int rtl = 0; rtl < 2; rtl++)
    {
      Fixture f;
      graphene_rect_t bar, label, actions, close;

      fixture_open (&f, 360, 2, rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
      bar = bounds (&f, GTK_WIDGET (f.bar));
      label = bounds (&f, f.label);
      actions = bounds (&f, f.actions);
      close = bounds (&f, f.close);
      g_test_message ("360 px %s: bar %.0f×%.0f, text %.0f×%.0f, actions at y %.0f",
                      rtl ? "rtl" : "ltr", bar.size.width, bar.size.height, label.size.width,
                      label.size.height, top (actions));
      /* The actions under the text, at its end; the text over most of the bar. */
      g_assert_cmpfloat (top (actions), >=, bottom (label));
      g_assert_cmpfloat (bottom (actions), <=, bar.size.height);
      g_assert_cmpfloat (label.size.width, >=, 0.7 * bar.size.width);
      if (!rtl)
        g_assert_cmpfloat (right (actions), >, bar.size.width - 24);
      else
        g_assert_cmpfloat (left (actions), <, 24);
      /* Both buttons whole. */
      g_assert_cmpfloat (bounds (&f, f.more).size.width, >, 0);
      g_assert_cmpfloat (right (bounds (&f, f.apply)), <=, bar.size.width);
      /* The close button stays on the text's row. */
      g_assert_cmpfloat (bottom (close), <=, top (actions) + 1);
      g_assert_cmpfloat (middle (close), <, bottom (label));
      assert_height_asked (&f);

      /* With its actions hidden (a hint at its last rung shows neither), one row again. */
      gtk_widget_set_visible (f.more, FALSE);
      gtk_widget_set_visible (f.apply, FALSE);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f.window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f.window));
      g_assert_cmpfloat (bounds (&f, f.label).size.width, >=, 0.75 * bounds (&f, GTK_WIDGET (f.bar)).size.width);
      g_assert_cmpfloat (bounds (&f, GTK_WIDGET (f.bar)).size.height, <, bar.size.height);
      assert_height_asked (&f);
      fixture_close (&f);
    }
}

/* One short action beside a long text (the guide's Next): under the text it would add a
 * row and save less than it costs, so it stays beside, even at 360 px. */
static void
test_one_action (void)
{
  Fixture f;
  graphene_rect_t label, actions;

  fixture_open_with (&f, 360, 1, GTK_TEXT_DIR_LTR, GUIDE_TEXT);
  label = bounds (&f, f.label);
  actions = bounds (&f, f.actions);
  g_test_message ("360 px, one action: text %.0f×%.0f, action at y %.0f", label.size.width,
                  label.size.height, top (actions));
  g_assert_cmpfloat (middle (actions), >, top (label));
  g_assert_cmpfloat (middle (actions), <, bottom (label));
  g_assert_cmpfloat (right (label), <=, left (actions));
  assert_height_asked (&f);
  fixture_close (&f);
}

/* A plain message: text and close button in one row at any width. */
static void
test_no_actions (void)
{
  const int widths[] = { 360, 800 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      Fixture f;
      graphene_rect_t label, close;

      fixture_open (&f, widths[i], 0, GTK_TEXT_DIR_LTR);
      label = bounds (&f, f.label);
      close = bounds (&f, f.close);
      g_assert_cmpfloat (middle (close), >, top (label));
      g_assert_cmpfloat (middle (close), <, bottom (label));
      g_assert_cmpfloat (right (label), <=, left (close));
      assert_height_asked (&f);
      fixture_close (&f);
    }
}

int
main (int argc, char **argv)
{
  sdm_test_init_gui (&argc, &argv);

  g_test_add_func ("/message-bar/wide", test_wide);
  g_test_add_func ("/message-bar/narrow", test_narrow);
  g_test_add_func ("/message-bar/one-action", test_one_action);
  g_test_add_func ("/message-bar/no-actions", test_no_actions);

  return g_test_run ();
}
