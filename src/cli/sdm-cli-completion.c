/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-completion.c: `sudominoku-cli --completion bash|zsh|fish`, the completion scripts,
 * made by the build (src/cli/meson.build) and installed beside each other.
 *
 * They come from the same source as --help, so they cannot drift from it: each command is
 * run with sdm_cli_set_describe() set, which makes sdm_cli_parse_options() hand over the
 * very option entries it would give GOptionContext (and return before parsing). The values
 * an option takes come from the engine's tables, as --help lists them: FORMAT the formats,
 * KIND, LEVEL and SYMMETRY generate's names; a FILENAME option takes a file. A command with
 * a parameter string takes files (generate has none). Nothing here names an option. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"
#include "sdm-generator.h"
#include "sdm-logic.h"

typedef enum {
  VALUE_NONE,     /* a flag */
  VALUE_ANY,      /* a number or a word: nothing to offer */
  VALUE_LIST,     /* one of @values */
  VALUE_FILE,
} ValueKind;

typedef struct {
  char       *long_name;
  char        short_name;
  char       *description;
  ValueKind   kind;
  GStrv       values;
} Option;

typedef struct {
  char       *name;
  const char *summary;
  gboolean    files;
  GArray     *options;   /* of Option, --help last */
} Command;

static void
option_clear (Option *o)
{
  g_free (o->long_name);
  g_free (o->description);
  g_strfreev (o->values);
}

static void
command_clear (Command *c)
{
  g_free (c->name);
  g_array_unref (c->options);
}

/* The values of an option, from its argument's name in --help (the GOptionEntry's). */
static GStrv
values_of (const GOptionEntry *e)
{
  const char *arg = e->arg_description;

  if (g_strcmp0 (arg, "FORMAT") == 0)
    {
      g_autofree char *names = sdm_format_join_names (" ");
      return g_strsplit (names, " ", -1);
    }
  if (g_strcmp0 (arg, "KIND") == 0)
    return g_strdupv ((char **) sdm_kind_names ());
  if (g_strcmp0 (arg, "LEVEL") == 0)
    return g_strdupv ((char **) sdm_difficulty_names ());
  if (g_strcmp0 (arg, "SYMMETRY") == 0)
    return g_strdupv ((char **) sdm_symmetry_names ());
  /* hint --level N: its help lists "1: …, 2: …, 3: …" */
  if (strcmp (e->long_name, "level") == 0 && e->description != NULL && g_str_has_prefix (e->description, "1:"))
    {
      GPtrArray *levels = g_ptr_array_new ();

      for (int n = 1; n <= 9; n++)
        {
          g_autofree char *mark = g_strdup_printf ("%d:", n);

          if (strstr (e->description, mark) != NULL)
            g_ptr_array_add (levels, g_strdup_printf ("%d", n));
        }
      g_ptr_array_add (levels, NULL);
      return (GStrv) g_ptr_array_free (levels, FALSE);
    }
  return NULL;
}

static void
describe (const char *command, const char *parameter_string, const GOptionEntry *entries,
          gpointer user_data)
{
  Command *c = user_data;
  Option help = { g_strdup ("help"), 'h', g_strdup (_("Show help options")), VALUE_NONE, NULL };

  c->files = parameter_string != NULL && parameter_string[0] != '\0';
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    {
      Option o = { g_strdup (e->long_name), e->short_name,
                   g_strdup (e->description ? _(e->description) : ""), VALUE_ANY, NULL };

      if (e->flags & G_OPTION_FLAG_HIDDEN)
        {
          option_clear (&o);
          continue;
        }
      if (e->arg == G_OPTION_ARG_NONE)
        o.kind = VALUE_NONE;
      else if (e->arg == G_OPTION_ARG_FILENAME)
        o.kind = VALUE_FILE;
      else if ((o.values = values_of (e)) != NULL)
        o.kind = VALUE_LIST;
      g_array_append_val (c->options, o);
    }
  g_array_append_val (c->options, help);
}

/* Every command with its options, in the order of --help. */
static GArray *
collect (void)
{
  GArray *commands = g_array_new (FALSE, TRUE, sizeof (Command));

  g_array_set_clear_func (commands, (GDestroyNotify) command_clear);
  for (const SdmCliCommand *sc = sdm_cli_commands; sc->name != NULL; sc++)
    {
      Command c = { g_strdup (sc->name), _(sc->summary), FALSE, g_array_new (FALSE, TRUE, sizeof (Option)) };
      char *argv[] = { (char *) "sudominoku-cli", NULL };

      g_array_set_clear_func (c.options, (GDestroyNotify) option_clear);
      sdm_cli_set_describe (describe, &c);
      sc->run (1, argv);
      sdm_cli_set_describe (NULL, NULL);
      g_array_append_val (commands, c);
    }
  return commands;
}

#define OPTIONS(c) ((Option *) (gpointer) (c)->options->data)

static char *
joined_values (const Option *o)
{
  return g_strjoinv (" ", o->values);
}

/* @text in single quotes for a shell. */
static char *
quoted (const char *text)
{
  g_autoptr(GString) s = g_string_new ("'");

  for (const char *p = text; *p; p++)
    if (*p == '\'')
      g_string_append (s, "'\\''");
    else
      g_string_append_c (s, *p);
  g_string_append_c (s, '\'');
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static const char header[] =
  "# SPDX-License-Identifier: GPL-3.0-or-later\n"
  "# %s completion for sudominoku-cli, made by `sudominoku-cli --completion %s` from the\n"
  "# options its commands give --help (src/cli/sdm-cli-completion.c): do not edit.\n";

/* ---- bash ---------------------------------------------------------------------------- */

static void
write_bash (GString *out, GArray *commands)
{
  g_autoptr(GString) names = g_string_new (NULL);   /* a case pattern: solve|count|… */
  g_autofree char *words = NULL;                    /* the same as words */

  for (guint i = 0; i < commands->len; i++)
    g_string_append_printf (names, "%s%s", i ? "|" : "", g_array_index (commands, Command, i).name);
  words = g_strdelimit (g_strdup (names->str), "|", ' ');

  g_string_append_printf (out, header, "bash", "bash");
  g_string_append (out,
    "_sudominoku_cli ()\n"
    "{\n"
    "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
    "  local command=solve opts=\"\" words=\"\" files=1 i\n\n"
    "  # the command is the first argument (solve when it is none)\n");
  g_string_append_printf (out,
    "  if [ \"$COMP_CWORD\" -gt 1 ]; then\n"
    "    case ${COMP_WORDS[1]} in\n"
    "      %s) command=${COMP_WORDS[1]} ;;\n"
    "    esac\n"
    "  fi\n", names->str);
  g_string_append (out,
    "  # after --, files only\n"
    "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
    "    if [ \"${COMP_WORDS[i]}\" = -- ]; then\n"
    "      compopt -o filenames 2>/dev/null\n"
    "      mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")\n"
    "      return\n"
    "    fi\n"
    "  done\n\n"
    "  # the value of an option\n"
    "  case $command:$prev in\n");
  for (guint i = 0; i < commands->len; i++)
    {
      Command *c = &g_array_index (commands, Command, i);

      for (guint k = 0; k < c->options->len; k++)
        {
          Option *o = &OPTIONS (c)[k];
          g_autofree char *pattern = o->short_name
            ? g_strdup_printf ("%s:-%c|%s:--%s", c->name, o->short_name, c->name, o->long_name)
            : g_strdup_printf ("%s:--%s", c->name, o->long_name);

          if (o->kind == VALUE_LIST)
            {
              g_autofree char *values = joined_values (o);
              g_string_append_printf (out, "    %s) words=\"%s\" ;;\n", pattern, values);
            }
          else if (o->kind == VALUE_FILE)
            g_string_append_printf (out, "    %s) compopt -o filenames 2>/dev/null; "
                                    "mapfile -t COMPREPLY < <(compgen -f -- \"$cur\"); return ;;\n", pattern);
          else if (o->kind == VALUE_ANY)
            g_string_append_printf (out, "    %s) COMPREPLY=(); return ;;\n", pattern);
        }
    }
  g_string_append (out,
    "  esac\n"
    "  if [ -n \"$words\" ]; then\n"
    "    mapfile -t COMPREPLY < <(compgen -W \"$words\" -- \"$cur\")\n"
    "    return\n"
    "  fi\n\n"
    "  case $command in\n");
  for (guint i = 0; i < commands->len; i++)
    {
      Command *c = &g_array_index (commands, Command, i);

      g_string_append_printf (out, "    %s) opts=\"", c->name);
      for (guint k = 0; k < c->options->len; k++)
        g_string_append_printf (out, "%s--%s", k ? " " : "", OPTIONS (c)[k].long_name);
      g_string_append_c (out, '"');
      if (!c->files)
        g_string_append (out, " files=0");
      g_string_append (out, " ;;\n");
    }
  g_string_append (out,
    "  esac\n"
    "  if [[ $cur == -* ]]; then\n"
    "    [ \"$COMP_CWORD\" = 1 ] && opts=\"$opts --version\"\n"
    "    mapfile -t COMPREPLY < <(compgen -W \"$opts\" -- \"$cur\")\n"
    "    return\n"
    "  fi\n"
    "  COMPREPLY=()\n");
  g_string_append_printf (out,
    "  if [ \"$COMP_CWORD\" = 1 ]; then\n"
    "    mapfile -t COMPREPLY < <(compgen -W \"%s\" -- \"$cur\")\n"
    "  fi\n", words);
  g_string_append (out,
    "  [ \"$files\" = 1 ] || return\n"
    "  compopt -o filenames 2>/dev/null\n"
    "  mapfile -t -O \"${#COMPREPLY[@]}\" COMPREPLY < <(compgen -f -- \"$cur\")\n"
    "}\n"
    "complete -F _sudominoku_cli sudominoku-cli\n");
}

/* ---- zsh ----------------------------------------------------------------------------- */

/* @text for inside the [...] of an _arguments spec, itself in single quotes. */
static char *
zsh_description (const char *text)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    {
      if (*p == '[' || *p == ']' || *p == '\\')
        g_string_append_c (s, '\\');
      if (*p == '\'')
        g_string_append (s, "'\\''");
      else
        g_string_append_c (s, *p);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
write_zsh (GString *out, GArray *commands)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < commands->len; i++)
    g_string_append_printf (names, "%s%s", i ? "|" : "", g_array_index (commands, Command, i).name);

  g_string_append (out, "#compdef sudominoku-cli\n");
  g_string_append_printf (out, header, "zsh", "zsh");
  g_string_append (out,
    "local command=solve named=0\n"
    "local -a commands specs\n"
    "commands=(\n");
  for (guint i = 0; i < commands->len; i++)
    {
      Command *c = &g_array_index (commands, Command, i);
      g_autofree char *line = g_strdup_printf ("%s:%s", c->name, c->summary);
      g_autofree char *q = quoted (line);

      g_string_append_printf (out, "  %s\n", q);
    }
  g_string_append (out, ")\n");
  g_string_append_printf (out,
    "# the command is the first argument (solve when it is none)\n"
    "if (( CURRENT > 2 )); then\n"
    "  case $words[2] in\n"
    "    (%s) command=$words[2] named=1; words=(\"$words[1]\" \"${(@)words[3,-1]}\"); (( CURRENT-- )) ;;\n"
    "  esac\n"
    "fi\n"
    "case $command in\n", names->str);
  for (guint i = 0; i < commands->len; i++)
    {
      Command *c = &g_array_index (commands, Command, i);

      g_string_append_printf (out, "  (%s)\n    specs=(\n", c->name);
      for (guint k = 0; k < c->options->len; k++)
        {
          Option *o = &OPTIONS (c)[k];
          g_autofree char *d = zsh_description (o->description);
          g_autofree char *action = NULL;
          const char *arg = o->kind == VALUE_NONE ? "" : "=";

          if (o->kind == VALUE_LIST)
            {
              g_autofree char *values = joined_values (o);
              action = g_strdup_printf (":%s:(%s)", o->long_name, values);
            }
          else if (o->kind == VALUE_FILE)
            action = g_strdup_printf (":%s:_files", o->long_name);
          else if (o->kind == VALUE_ANY)
            action = g_strdup_printf (":%s: ", o->long_name);
          else
            action = g_strdup ("");
          if (o->short_name)
            g_string_append_printf (out, "      '(-%c --%s)'{-%c%s,--%s%s}'[%s]%s'\n",
                                    o->short_name, o->long_name, o->short_name,
                                    o->kind == VALUE_NONE ? "" : "+", o->long_name, arg, d, action);
          else
            g_string_append_printf (out, "      '--%s%s[%s]%s'\n", o->long_name, arg, d, action);
        }
      g_string_append (out, c->files ? "      '*:puzzle file:_files'\n"
                                     : "      '*: :_nothing'\n");   /* not the default, files */
      g_string_append (out, "    ) ;;\n");
    }
  g_string_append (out,
    "esac\n"
    "if (( ! named && CURRENT == 2 )) && [[ $words[2] != -* ]]; then\n"
    "  # a command, or a file for solve\n"
    "  _describe -t commands 'sudominoku-cli command' commands\n"
    "  _files\n"
    "  return\n"
    "fi\n"
    "(( ! named && CURRENT == 2 )) && specs+=('--version[Print the version]')\n"
    "_arguments -s -S : $specs\n");
}

/* ---- fish ---------------------------------------------------------------------------- */

static void
write_fish (GString *out, GArray *commands)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < commands->len; i++)
    g_string_append_printf (names, "%s%s", i ? " " : "", g_array_index (commands, Command, i).name);

  g_string_append_printf (out, header, "fish", "fish");
  g_string_append_printf (out,
    "# the command: the first argument when it is one, else solve\n"
    "function __sudominoku_cli_command\n"
    "    set -l words (commandline -opc)\n"
    "    if test (count $words) -ge 2; and contains -- $words[2] %s\n"
    "        echo $words[2]\n"
    "    else\n"
    "        echo solve\n"
    "    end\n"
    "end\n"
    "function __sudominoku_cli_using -a name\n"
    "    test (__sudominoku_cli_command) = $name\n"
    "end\n"
    "function __sudominoku_cli_first\n"
    "    test (count (commandline -opc)) -eq 1\n"
    "end\n\n", names->str);
  for (guint i = 0; i < commands->len; i++)
    {
      Command *c = &g_array_index (commands, Command, i);
      g_autofree char *d = quoted (c->summary);

      g_string_append_printf (out, "complete -c sudominoku-cli -n __sudominoku_cli_first -a %s -d %s\n",
                              c->name, d);
    }
  g_string_append (out, "complete -c sudominoku-cli -n __sudominoku_cli_first -l version -d 'Print the version'\n");
  for (guint i = 0; i < commands->len; i++)
    {
      Command *c = &g_array_index (commands, Command, i);

      g_string_append_c (out, '\n');
      if (!c->files)
        g_string_append_printf (out, "complete -c sudominoku-cli -n '__sudominoku_cli_using %s' -f\n", c->name);
      for (guint k = 0; k < c->options->len; k++)
        {
          Option *o = &OPTIONS (c)[k];
          g_autofree char *d = quoted (o->description);

          g_string_append_printf (out, "complete -c sudominoku-cli -n '__sudominoku_cli_using %s'", c->name);
          if (o->short_name)
            g_string_append_printf (out, " -s %c", o->short_name);
          g_string_append_printf (out, " -l %s", o->long_name);
          if (o->kind == VALUE_LIST)
            {
              g_autofree char *values = joined_values (o);
              g_string_append_printf (out, " -x -a '%s'", values);
            }
          else if (o->kind == VALUE_FILE)
            g_string_append (out, " -r -F");
          else if (o->kind == VALUE_ANY)
            g_string_append (out, " -x");
          g_string_append_printf (out, " -d %s\n", d);
        }
    }
}

int
sdm_cli_print_completion (const char *shell)
{
  g_autoptr(GArray) commands = NULL;
  g_autoptr(GString) out = g_string_new (NULL);

  if (g_strcmp0 (shell, "bash") != 0 && g_strcmp0 (shell, "zsh") != 0 && g_strcmp0 (shell, "fish") != 0)
    {
      sdm_cli_error (_("--completion takes bash, zsh or fish"));
      return SDM_CLI_BAD_INPUT;
    }
  commands = collect ();
  if (strcmp (shell, "bash") == 0)
    write_bash (out, commands);
  else if (strcmp (shell, "zsh") == 0)
    write_zsh (out, commands);
  else
    write_fish (out, commands);
  return sdm_cli_write (out) ? SDM_CLI_OK : SDM_CLI_BAD_INPUT;
}
