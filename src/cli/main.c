/* sudominoku-cli: the engine from the terminal. */
#include "config.h"

#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "sdm-core.h"

typedef struct {
  const char *name;
  const char *summary;
} SdmCliCommand;

static const SdmCliCommand commands[] = {
  { "solve",    N_("Solve every puzzle and print it in its own format (default)") },
  { "count",    N_("Count the solutions of every puzzle, up to a limit") },
  { "check",    N_("Check grids and positions against the rules") },
  { "convert",  N_("Write puzzles in another format") },
  { "grade",    N_("Rate how hard each puzzle is for a human") },
  { "hint",     N_("Show the next logical step") },
  { "generate", N_("Make new puzzles") },
  { "bench",    N_("Measure the solver on puzzle files") },
};

static char *
describe_commands (void)
{
  GString *s = g_string_new (_("Commands:"));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (s, "\n  %-10s %s", commands[i].name, _(commands[i].summary));
  return g_string_free (s, FALSE);
}

int
main (int argc, char **argv)
{
  gboolean version = FALSE;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *description = NULL;
  const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, N_("Print the version and exit"), NULL },
    G_OPTION_ENTRY_NULL
  };

  sdm_core_init_i18n ();

  context = g_option_context_new (_("[COMMAND] [FILE…]"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  description = describe_commands ();
  g_option_context_set_description (context, description);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("sudominoku-cli: error: %s\n", error->message);
      return 2;
    }

  if (version)
    {
      g_print ("sudominoku-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  g_printerr ("sudominoku-cli: error: %s\n", _("this build cannot solve puzzles yet"));
  return 2;
}
