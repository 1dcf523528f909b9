/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bare-window.c: the smallest AdwApplicationWindow, the baseline of tests/bench/startup.sh. */
#include <adwaita.h>
static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Bare"));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Bare");
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 760);
  gtk_window_present (GTK_WINDOW (window));
}
int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("org.example.Bare", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
