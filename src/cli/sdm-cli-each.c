/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-cli-each.c: the loop of the commands that read puzzles (sdm_cli_for_each_puzzle(),
 * see sdm-cli.h): one puzzle in, one answer out, in constant memory, on one core or many.
 *
 * Reading: read(2) 64 KiB at a time into an SdmFormatStream, which hands out each puzzle as
 * soon as its text is complete. Before each read that could block (a pipe with nothing in
 * it), every answer ready is written: a writer that waits for an answer gets it.
 *
 * With --jobs 1 each puzzle is answered on the main thread as it comes. With more, so are
 * the first ALONE_PUZZLES or ALONE_USEC of work (a small input is not worth starting
 * threads for: they cost 4 ms more on the 52 puzzles of the contest data), then puzzles go
 * in batches to a GThreadPool of that many threads; the main thread goes on reading, and
 * writes the batches' answers in input order, waiting for the oldest when JOBS_AHEAD
 * batches per thread are in flight, so memory stays bounded. A batch is as many puzzles as
 * the last batch answered in about BATCH_USEC (1 to MAX_BATCH): easy classic puzzles take a
 * few µs, which one batch each would spend on handing over, and hard Sudominoku ones tens
 * of ms, which in batches of many would leave a thread idle behind one slow batch. What a
 * command
 * prints on standard error while it answers (g_printerr) is caught per batch by a printerr
 * handler that looks at a thread-private buffer, and written with the batch's answers: the
 * bytes are those of --jobs 1, errors included. Each puzzle's --timeout starts when its
 * thread takes it up. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "sdm-cli.h"

#define READ_SIZE (64 * 1024)
#define MAX_BATCH 64     /* puzzles a thread takes at once, at most */
#define BATCH_USEC 1000  /* the work a batch aims at */
#define JOBS_AHEAD 16    /* batches in flight per thread */
#define ALONE_USEC 20000 /* the main thread answers alone until it has worked this long */
#define ALONE_PUZZLES 256 /* ... or answered this many puzzles */

/* Answers in input order, with the empty line between two answers' grids where their
 * format separates grids. */
typedef struct {
  GString  *text;
  gboolean  answered;       /* an answer that was not empty is in (or was written) */
  gboolean  lead_pending;   /* the answer being added still needs its separator */
} Answers;

static void
answers_add (Answers *answers, const GString *out, gboolean separate)
{
  if (out->len == 0)
    return;
  if (answers->lead_pending && answers->answered && separate)
    g_string_append_c (answers->text, '\n');
  answers->lead_pending = FALSE;
  answers->answered = TRUE;
  g_string_append_len (answers->text, out->str, (gssize) out->len);
}

/* A batch of puzzles for a thread, and what it made of them. */
typedef struct {
  SdmCliInput  input;            /* a copy: name borrowed from the file's */
  guint        first;            /* the index of puzzles[0] in the file */
  guint        n;
  SdmPuzzle    puzzles[MAX_BATCH];
  gboolean     several[MAX_BATCH];
  gint64       usec;             /* how long the thread took */
  Answers      answers;          /* standard output */
  GString     *err;              /* standard error */
  int          status;
  gboolean     done;             /* under Loop.lock */
} Job;

typedef struct {
  const SdmCliEach *each;
  Answers           pending;     /* answers not written yet */
  int               status;
  /* --jobs > 1 */
  GThreadPool      *pool;
  GMutex            lock;
  GCond             finished;
  GQueue            in_flight;   /* of Job, oldest first */
  Job              *filling;
  guint             batch;       /* puzzles in the next batch */
  gint64            alone_usec;  /* work done on the main thread so far */
  guint             alone;       /* puzzles answered there */
  GPrintFunc        old_printerr;
} Loop;

static Loop *current_loop;   /* for sdm_cli_answer_flush(), with one job */
static GPrivate caught_err;  /* the GString a pool thread's g_printerr() goes to */

static gboolean
separates (const Loop *loop, const SdmCliInput *input)
{
  const SdmCliEach *each = loop->each;

  return each->grids && sdm_format_separates_grids (each->grids_format == SDM_FORMAT_AUTO
                                                    ? input->format : each->grids_format);
}

static gboolean
flush (Loop *loop)
{
  gboolean ok = sdm_cli_write (loop->pending.text);

  g_string_truncate (loop->pending.text, 0);
  return ok;
}

void
sdm_cli_answer_flush (const SdmCliInput *input, GString *out)
{
  Loop *loop = current_loop;

  g_return_if_fail (loop != NULL && loop->each->jobs == 1);

  answers_add (&loop->pending, out, separates (loop, input));
  g_string_truncate (out, 0);
  flush (loop);
}

/* Answer puzzle @index into @answers; its status. */
static int
answer (Loop *loop, const SdmCliInput *input, guint index, const SdmPuzzle *puzzle,
        Answers *answers)
{
  g_autoptr(GString) out = g_string_new (NULL);
  int status;

  answers->lead_pending = TRUE;
  status = loop->each->func (input, index, puzzle, out, loop->each->user_data);
  answers_add (answers, out, separates (loop, input));
  return status;
}

/* ---- Many threads -------------------------------------------------------------------- */

static void
print_caught (const char *text)
{
  GString *err = g_private_get (&caught_err);

  if (err != NULL)
    g_string_append (err, text);
  else
    {
      fputs (text, stderr);
      fflush (stderr);
    }
}

static void
job_free (Job *job)
{
  g_string_free (job->answers.text, TRUE);
  g_string_free (job->err, TRUE);
  g_free (job);
}

static void
work (gpointer data, gpointer user_data)
{
  Job *job = data;
  Loop *loop = user_data;
  gint64 start = g_get_monotonic_time ();

  g_private_set (&caught_err, job->err);
  for (guint i = 0; i < job->n; i++)
    {
      SdmCliInput input = job->input;
      int status;

      input.several = job->several[i];
      status = answer (loop, &input, job->first + i, &job->puzzles[i], &job->answers);
      job->status = MAX (job->status, status);
    }
  g_private_set (&caught_err, NULL);
  job->usec = g_get_monotonic_time () - start;

  g_mutex_lock (&loop->lock);
  job->done = TRUE;
  g_cond_broadcast (&loop->finished);
  g_mutex_unlock (&loop->lock);
}

/* Wait for the oldest batch in flight and take its answers and messages. */
static void
take_oldest (Loop *loop)
{
  Job *job = g_queue_pop_head (&loop->in_flight);

  g_mutex_lock (&loop->lock);
  while (!job->done)
    g_cond_wait (&loop->finished, &loop->lock);
  g_mutex_unlock (&loop->lock);

  if (job->err->len > 0)
    {
      fputs (job->err->str, stderr);
      fflush (stderr);
    }
  if (job->answers.answered)
    {
      loop->pending.lead_pending = TRUE;
      answers_add (&loop->pending, job->answers.text, separates (loop, &job->input));
    }
  loop->status = MAX (loop->status, job->status);
  /* the next batches: about BATCH_USEC of work at this pace */
  loop->batch = (guint) CLAMP (BATCH_USEC * (gint64) job->n / MAX (job->usec, 1), 1, MAX_BATCH);
  job_free (job);
  if (loop->pending.text->len >= READ_SIZE)
    flush (loop);
}

static gboolean
oldest_done (Loop *loop)
{
  Job *job = g_queue_peek_head (&loop->in_flight);
  gboolean done;

  if (job == NULL)
    return FALSE;
  g_mutex_lock (&loop->lock);
  done = job->done;
  g_mutex_unlock (&loop->lock);
  return done;
}

/* Send the batch being filled to the threads; wait for the oldest while too many are out. */
static void
dispatch (Loop *loop)
{
  Job *job = g_steal_pointer (&loop->filling);

  if (job != NULL)
    {
      g_queue_push_tail (&loop->in_flight, job);
      g_thread_pool_push (loop->pool, job, NULL);
    }
  while (g_queue_get_length (&loop->in_flight) > (guint) loop->each->jobs * JOBS_AHEAD)
    take_oldest (loop);
}

/* Every batch answered and its answers taken. */
static void
drain (Loop *loop)
{
  if (loop->pool == NULL)
    return;
  dispatch (loop);
  while (!g_queue_is_empty (&loop->in_flight))
    take_oldest (loop);
}

static void
start_pool (Loop *loop)
{
  sigset_t alarm, old;

  loop->batch = 1;
  g_mutex_init (&loop->lock);
  g_cond_init (&loop->finished);
  g_queue_init (&loop->in_flight);
  /* The threads are made now (exclusive) with SIGALRM blocked: the input timer must
   * interrupt the main thread's read(), not land in a thread that is solving. */
  sigemptyset (&alarm);
  sigaddset (&alarm, SIGALRM);
  pthread_sigmask (SIG_BLOCK, &alarm, &old);
  loop->pool = g_thread_pool_new (work, loop, loop->each->jobs, TRUE, NULL);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  loop->old_printerr = g_set_printerr_handler (print_caught);
}

static void
stop_pool (Loop *loop)
{
  if (loop->pool == NULL)
    return;
  drain (loop);
  g_thread_pool_free (loop->pool, FALSE, TRUE);
  loop->pool = NULL;
  g_set_printerr_handler (loop->old_printerr);
  g_mutex_clear (&loop->lock);
  g_cond_clear (&loop->finished);
}

/* ---- Reading ------------------------------------------------------------------------- */

/* Puzzle @index of @input is in: answer it now (one job) or put it in a batch. */
static void
take (Loop *loop, const SdmCliInput *input, guint index, const SdmPuzzle *puzzle)
{
  Job *job;

  if (loop->pool == NULL && loop->each->jobs > 1
      && (loop->alone_usec >= ALONE_USEC || loop->alone >= ALONE_PUZZLES))
    start_pool (loop);   /* everything before is written or pending, in order */
  if (loop->pool == NULL)
    {
      gint64 start = g_get_monotonic_time ();
      int status = answer (loop, input, index, puzzle, &loop->pending);

      loop->alone_usec += g_get_monotonic_time () - start;
      loop->alone++;
      loop->status = MAX (loop->status, status);
      if (loop->pending.text->len >= READ_SIZE)
        flush (loop);
      return;
    }
  if (loop->filling == NULL)
    {
      job = loop->filling = g_new0 (Job, 1);
      job->input = *input;
      job->first = index;
      job->answers.text = g_string_new (NULL);
      job->err = g_string_new (NULL);
    }
  job = loop->filling;
  job->puzzles[job->n] = *puzzle;
  job->several[job->n] = input->several;
  if (++job->n >= loop->batch)
    dispatch (loop);
}

/* Whether a read() of @fd would wait (a pipe or terminal with nothing in it yet). */
static gboolean
read_would_block (int fd)
{
  struct pollfd pfd = { .fd = fd, .events = POLLIN };

  return poll (&pfd, 1, 0) == 0;
}

/* Before a read: what is ready goes out, and everything when the read may wait. */
static gboolean
before_read (Loop *loop, int fd)
{
  if (loop->pool != NULL)
    {
      if (read_would_block (fd))
        drain (loop);
      else
        while (oldest_done (loop))
          take_oldest (loop);
    }
  return flush (loop);
}

/* Read one file (or standard input) and answer its puzzles as they come. */
static void
run_file (Loop *loop, const char *path)
{
  const SdmCliEach *each = loop->each;
  gboolean is_stdin = path == NULL || strcmp (path, "-") == 0;
  g_autoptr(SdmFormatStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *chunk = NULL;
  SdmCliInput input = { 0 };
  SdmPuzzle held;
  guint n_read = 0;
  gboolean holding = FALSE, waits, read_failed = FALSE;
  int err = 0;
  GStatBuf st;
  int fd;

  input.name = g_strdup (is_stdin ? "<stdin>" : path);
  input.format = each->format;
  drain (loop);   /* the previous file's: none is in flight */
  if (each->file_start != NULL)
    each->file_start (each->user_data);

  /* a regular file never makes us wait: only the others (a FIFO, a terminal) get a timer */
  waits = is_stdin ? fstat (STDIN_FILENO, &st) != 0 || !S_ISREG (st.st_mode)
                   : g_stat (path, &st) != 0 || !S_ISREG (st.st_mode);
  if (waits)
    sdm_cli_input_timer (TRUE);
  fd = is_stdin ? STDIN_FILENO : g_open (path, O_RDONLY, 0);
  err = errno;
  if (waits)
    sdm_cli_input_timer (FALSE);
  if (fd < 0)
    {
      if (!sdm_cli_input_timed_out (&input))
        g_printerr ("%s: %s: %s\n", input.name, _("error"), g_strerror (err));
      loop->status = MAX (loop->status, input.timed_out ? SDM_CLI_UNDECIDED : SDM_CLI_BAD_INPUT);
      g_free (input.name);
      return;
    }

  stream = sdm_format_stream_new (input.name, each->format);
  chunk = g_malloc (READ_SIZE);
  for (;;)
    {
      SdmPuzzle puzzle;
      SdmFormatStreamStatus status = sdm_format_stream_next (stream, &puzzle, &error);

      if (status == SDM_FORMAT_STREAM_NEED_INPUT)
        {
          gssize got;

          if (!before_read (loop, fd))
            break;
          if (waits)
            sdm_cli_input_timer (TRUE);
          do
            got = read (fd, chunk, READ_SIZE);
          while (got < 0 && errno == EINTR && !sdm_cli_input_timer_fired ());
          err = errno;
          if (waits)
            sdm_cli_input_timer (FALSE);
          if (got < 0)
            {
              read_failed = TRUE;
              break;
            }
          if (got == 0)
            sdm_format_stream_close (stream);
          else
            sdm_format_stream_push (stream, chunk, (gsize) got);
          continue;
        }
      input.format = sdm_format_stream_get_format (stream);
      if (status != SDM_FORMAT_STREAM_PUZZLE)
        break;

      /* lookahead: puzzle k is answered once it is known whether k+1 exists */
      if (each->lookahead && !holding)
        {
          held = puzzle;
          holding = TRUE;
        }
      else if (each->lookahead)
        {
          input.several = TRUE;
          take (loop, &input, n_read++, &held);
          held = puzzle;
        }
      else
        {
          input.several = n_read > 0;
          take (loop, &input, n_read++, &puzzle);
        }
      if (sdm_cli_write_failed ())
        break;
    }
  if (holding && !sdm_cli_write_failed ())
    {
      input.several = n_read > 0;
      take (loop, &input, n_read, &held);
    }
  /* the answers to the puzzles before it, then what went wrong */
  drain (loop);
  if (read_failed)
    {
      if (!sdm_cli_input_timed_out (&input))
        g_printerr ("%s: %s: %s\n", input.name, _("error"), g_strerror (err));
      loop->status = MAX (loop->status, input.timed_out ? SDM_CLI_UNDECIDED : SDM_CLI_BAD_INPUT);
    }
  else if (error != NULL)
    {
      g_printerr ("%s\n", error->message);
      /* A syntax error in a guessed format: the guess may be the mistake. */
      if (each->format == SDM_FORMAT_AUTO && error->code == SDM_FORMAT_ERROR_SYNTAX
          && input.format != SDM_FORMAT_AUTO)
        g_printerr (_("%s: note: read as %s, the format guessed from the text; --format FORMAT reads it as another\n"),
                    input.name, sdm_format_to_string (input.format));
      loop->status = MAX (loop->status, SDM_CLI_BAD_INPUT);
    }
  flush (loop);
  if (!is_stdin)
    close (fd);
  g_free (input.name);
}

int
sdm_cli_for_each_puzzle (int               argc,
                         char            **argv,
                         const SdmCliEach *each)
{
  Loop loop = { .each = each, .status = SDM_CLI_OK };

  loop.pending.text = g_string_sized_new (2 * READ_SIZE);
  current_loop = &loop;
  for (int f = 1; f < MAX (argc, 2) && !sdm_cli_write_failed (); f++)
    run_file (&loop, f < argc ? argv[f] : NULL);
  stop_pool (&loop);
  current_loop = NULL;
  g_string_free (loop.pending.text, TRUE);
  if (sdm_cli_write_failed ())
    return SDM_CLI_BAD_INPUT;   /* said once; the next files would fail the same way */
  return loop.status;
}

gboolean
sdm_cli_check_jobs (int *jobs)
{
  if (*jobs == -1)
    *jobs = (int) g_get_num_processors ();
  if (*jobs < 1 || *jobs > 1024)
    {
      sdm_cli_error (_("--jobs must be a number of threads from 1 to 1024"));
      return FALSE;
    }
  return TRUE;
}
