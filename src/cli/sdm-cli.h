/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli.h: what the sudominoku-cli commands share.
 *
 * main.c picks the command from the first argument (solve when none is named) and calls
 * its run function with the command word removed from argv. Each command lives in
 * sdm-cli-NAME.c, parses its own options with sdm_cli_parse_options() (which adds the
 * common --format option and the help text listing every command and format) and reads
 * its input with sdm_cli_for_each_puzzle(), which calls it back for each puzzle (or, for
 * bench, with sdm_cli_load()).
 *
 * Exit status: SDM_CLI_OK (0) all went well, SDM_CLI_NO_SOLUTION (1) some puzzle has no
 * solution or a position breaks the rules, SDM_CLI_BAD_INPUT (2) bad input or usage.
 */
#pragma once

#include <glib.h>

#include "sdm-format.h"
#include "sdm-puzzle.h"

G_BEGIN_DECLS

enum {
  SDM_CLI_OK = 0,
  SDM_CLI_NO_SOLUTION = 1,
  SDM_CLI_BAD_INPUT = 2,
  SDM_CLI_UNDECIDED = 3,   /* --timeout: some puzzle was not decided in time */
};

typedef struct {
  const char *name;
  const char *summary;   /* N_() */
  int       (*run) (int argc, char **argv);
} SdmCliCommand;

/* Every command, the default (solve) first; NULL-terminated. */
extern const SdmCliCommand sdm_cli_commands[];

/* Parse the options of @command (@entries may be NULL). A command that reads puzzles
 * passes @format and gets the common --format option: on success *@format holds the
 * --format given (SDM_FORMAT_AUTO when none). With @format NULL there is no --format.
 * argv keeps only the file arguments.
 * On a usage error prints it and returns FALSE. */
gboolean sdm_cli_parse_options (const char         *command,
                                const char         *parameter_string,
                                const GOptionEntry *entries,
                                SdmFormat          *format,
                                int                *argc,
                                char             ***argv);

/* What sdm_cli_parse_options() does instead of parsing while a describe function is set
 * (sdm-cli-completion.c): it passes the command's name, its parameter string and every
 * option --help lists (the common ones first, NULL-terminated), then returns FALSE, so the
 * command returns at once. */
typedef void (*SdmCliDescribeFunc) (const char         *command,
                                    const char         *parameter_string,
                                    const GOptionEntry *entries,
                                    gpointer            user_data);
void     sdm_cli_set_describe (SdmCliDescribeFunc func, gpointer user_data);

/* sudominoku-cli --completion SHELL (not listed: for the build): the completion script of
 * bash, zsh or fish, made from the commands' own option tables. */
int      sdm_cli_print_completion (const char *shell);

/* One input file (or standard input): read whole by sdm_cli_load(), or one puzzle at a
 * time by sdm_cli_for_each_puzzle(). */
typedef struct {
  char      *name;     /* as used in messages: the path, or "<stdin>" */
  SdmFormat  format;   /* the format read (detected or forced) */
  GArray    *puzzles;  /* of SdmPuzzle: sdm_cli_load()'s; NULL in sdm_cli_for_each_puzzle() */
  gboolean   timed_out;   /* not read: nothing came within --timeout */
  gboolean   several;  /* sdm_cli_for_each_puzzle(): the file holds more than one puzzle, as
                        * far as is known (always with SdmCliEach.lookahead) */
} SdmCliInput;

/* Read and parse the whole of @path ("-" or NULL for standard input) with @format (AUTO to
 * sniff): what bench and check --puzzle need. Reads at most SDM_FORMAT_MAX_INPUT bytes (+1
 * to notice more). On error prints the message ("FILE:LINE:COL: error: …") and returns
 * FALSE. */
gboolean sdm_cli_load (const char *path, SdmFormat format, SdmCliInput *input);
void     sdm_cli_input_clear (SdmCliInput *input);

/* Called for puzzle @index (from 0) of @input: appends what it prints on standard
 * output to @out and returns the command's status for it (an SDM_CLI_* value). */
typedef int (*SdmCliPuzzleFunc) (const SdmCliInput *input,
                                 guint              index,
                                 const SdmPuzzle   *puzzle,
                                 GString           *out,
                                 gpointer           user_data);

/* How sdm_cli_for_each_puzzle() runs a command. */
typedef struct {
  SdmFormat         format;        /* --format: SDM_FORMAT_AUTO detects it */
  SdmCliPuzzleFunc  func;
  gpointer          user_data;
  gboolean          grids;         /* answers are grids: an empty line goes between two
                                    * when their format separates grids (the loop puts it,
                                    * so a func writes only its own grids' separators) */
  SdmFormat         grids_format;  /* ... that format: AUTO for each file's own */
  gboolean          lookahead;     /* read puzzle k+1 before answering k (SdmCliInput.several) */
  int               jobs;          /* --jobs: threads answering at once; 1 answers each
                                    * puzzle on the main thread as it comes */
  void            (*file_start) (gpointer user_data);   /* before each file, on the main
                                                         * thread, none in flight; or NULL */
} SdmCliEach;

/* The loop every reading command shares (sdm-cli-each.c): reads each file of
 * argv[1..argc-1] (standard input when there is none) one puzzle at a time, calls
 * @each->func for each puzzle as soon as its text is in, and writes the answers in input
 * order: whenever 64 KiB of them are ready and before it waits for more input, so memory
 * does not grow with the input and a pipe gets each answer before its writer sends the next
 * puzzle. An error in a file is reported where it is, after the answers to the puzzles
 * before it, and the rest of that file is skipped. With @each->jobs > 1, @each->func runs in
 * that many threads at once, on a bounded window of puzzles, and what it prints on standard
 * error is held back and written in input order too: the output is the same bytes as with
 * one. Returns the worst status seen (SDM_CLI_BAD_INPUT for unreadable input or output that
 * cannot be written). */
int      sdm_cli_for_each_puzzle (int               argc,
                                  char            **argv,
                                  const SdmCliEach *each);

/* For a func that writes a long answer in pieces (solve --all-limit, with jobs 1 only):
 * write @out (an answer begun) now and empty it. */
void     sdm_cli_answer_flush (const SdmCliInput *input, GString *out);

/* check --puzzle PUZZLE (sdm-cli-reference.c): PUZZLE's puzzles by number (from 0), read
 * as far as asked (a regular file; standard input or a FIFO is read whole), its only puzzle
 * for every number when it holds one. Open says what is wrong (it holds no puzzle, or its
 * first two are not readable) and returns NULL with *@status set; restart goes back to its
 * first puzzle for the next FILE; get may be called from any thread, each number once, and
 * says BROKEN (after saying why, once) when the file went wrong before that number. */
typedef struct _SdmCliReference SdmCliReference;
typedef enum {
  SDM_CLI_REFERENCE_FOUND,
  SDM_CLI_REFERENCE_NONE,     /* it has fewer puzzles */
  SDM_CLI_REFERENCE_BROKEN,
} SdmCliReferenceFound;
SdmCliReference     *sdm_cli_reference_open     (const char *path, int *status);
void                 sdm_cli_reference_restart  (SdmCliReference *ref);
SdmCliReferenceFound sdm_cli_reference_get      (SdmCliReference *ref, guint index, SdmPuzzle *puzzle);
const char          *sdm_cli_reference_get_name (SdmCliReference *ref);
void                 sdm_cli_reference_free     (SdmCliReference *ref);

/* When the givens of @puzzle contradict each other, print why on standard error
 * ("NAME: puzzle K: error: the givens contradict each other: …", one line per clash) and
 * return TRUE. @index counts from 0. */
gboolean sdm_cli_report_contradiction (const SdmCliInput *input, guint index, const SdmPuzzle *puzzle);

/* Whether @path names a saved game of the app (sdm-game-save.c: it starts with the
 * saved-game header): hint and check read those as the player's position. */
gboolean sdm_cli_is_saved_game (const char *path);

/* Why @format cannot hold a puzzle of @kind (sdm_format_holds() is FALSE): a sentence for
 * the end of a "cannot" message, "sdk holds Sudoku grids only, without dominoes". */
char    *sdm_cli_format_refusal (SdmFormat format, SdmKind kind);

/* Print "PROGRAM: error: MESSAGE" on standard error. */
void     sdm_cli_error (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* @names (NULL-terminated: the engine's sdm_kind_names() and the like) joined with ", ",
 * for --help and messages. */
char    *sdm_cli_join_names (const char *const *names);

/* Write @text to standard output and flush it; FALSE when that fails, with a message the
 * first time only (once a write failed, every later one fails without a word). */
gboolean sdm_cli_write (const GString *text);
/* Whether a write failed (and was reported). */
gboolean sdm_cli_write_failed (void);

/* --timeout SECONDS (solve, count, check): the option entry filling @seconds (0: none),
 * the solver deadline it gives a puzzle starting now, and the message when it passed
 * ("NAME: puzzle K: error: not decided within S seconds (--timeout)"). */
#define SDM_CLI_TIMEOUT_ENTRY(seconds) \
  { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, (seconds), \
    N_("Give up on a puzzle after SECONDS of searching"), N_("SECONDS") }
gboolean sdm_cli_check_timeout   (double seconds);   /* also sets the input's, below */
/* The longest one wait for input may take (a FIFO without a writer, a silent pipe); 0: for
 * ever. Around each open() or read() that may block: sdm_cli_input_timer (TRUE), then
 * (FALSE); EINTR with sdm_cli_input_timer_fired() means the time is up, and
 * sdm_cli_input_timed_out() says so ("NAME: error: no input within S seconds"), sets
 * @input->timed_out and returns TRUE (FALSE when the timer did not fire). */
void     sdm_cli_set_input_timeout (double seconds);
void     sdm_cli_input_timer       (gboolean on);
gboolean sdm_cli_input_timer_fired (void);
gboolean sdm_cli_input_timed_out   (SdmCliInput *input);

/* --jobs N (solve, count, check, grade, hint, convert): the entry filling @jobs, and the
 * check that turns its default (-1) into the number of processors. */
#define SDM_CLI_JOBS_ENTRY(jobs) \
  { "jobs", 'j', 0, G_OPTION_ARG_INT, (jobs), \
    N_("Answer N puzzles at once (default: one per processor)"), N_("N") }
gboolean sdm_cli_check_jobs (int *jobs);
gint64   sdm_cli_deadline        (double seconds);
void     sdm_cli_report_timeout  (const SdmCliInput *input, guint index, double seconds);

int sdm_cli_solve   (int argc, char **argv);
int sdm_cli_count   (int argc, char **argv);
int sdm_cli_check   (int argc, char **argv);
int sdm_cli_convert (int argc, char **argv);
int sdm_cli_bench   (int argc, char **argv);
int sdm_cli_generate (int argc, char **argv);
int sdm_cli_grade   (int argc, char **argv);
int sdm_cli_hint    (int argc, char **argv);

G_END_DECLS
