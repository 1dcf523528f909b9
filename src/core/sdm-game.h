/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sdm-game.h: the game model.
 *
 * An SdmGame holds a puzzle and the player's position on it: digits, pencil marks and,
 * for Sudominoku, domino links. Every change the player makes is a move with a text form:
 *
 *   v r3c5 7               set a digit (0 clears)
 *   p r3c5 +4 / p r3c5 -4  add or remove a pencil mark
 *   m r3c5 147             set the cell's pencil marks to exactly these (0: none)
 *   l r3c5 right / l r3c5 down     link a cell with its right or lower neighbour
 *   u r3c5                 unlink the domino at r3c5
 *   d r3c5 right 2 9       place a domino: digits 2 and 9, from r3c5 going right
 *   t r3c5                 turn the domino at r3c5 round: its two cells swap digits
 *   c r3c5                 clear the cell (digit, pencil marks and link)
 *   restart                sdm_game_restart(), back to the starting position
 *   g LABEL ; MOVE ; ...   a compound move: one player action made of several moves,
 *                          one step to undo, redo, save and replay (sdm-move.h): an
 *                          applied hint, the solution, "fill in candidates", "clear
 *                          pencil marks"
 *
 * "v", "d" and "t" take an optional last word "clean": the new digits' pencil marks are also
 * removed from the cells' peers (sdm_game_set_value() and sdm_game_place_domino() add it
 * when "auto-clean-pencil" is on and a mark goes). The text is parsed strictly (sdm-move.h).
 * A move that would change nothing (a digit set to itself, "u" on an unlinked cell) is
 * accepted and not recorded; so are the parts of a compound move that change nothing
 * (they are left out of the move recorded).
 * Applying a move yields the next position; undo and redo walk the move list; a saved game
 * is the puzzle plus its moves, and loading replays them exactly. Moves on given cells,
 * and moves after the puzzle is solved, are refused; a solved game also refuses undo, redo
 * and restart (the board stays locked until a new game), except that the solution shown
 * by sdm_game_apply_solution() can be undone.
 *
 * Cells are numbered 0..80 row by row; "r3c5" is row 3, column 5, counted from 1.
 */
#pragma once

#include <gio/gio.h>

#include "sdm-puzzle.h"
#include "sdm-domino.h"
#include "sdm-rules.h"
#include "sdm-logic.h"   /* SdmDifficulty */

G_BEGIN_DECLS

#define SDM_GAME_ERROR (sdm_game_error_quark ())

typedef enum {
  SDM_GAME_ERROR_BAD_MOVE,      /* the move text does not parse */
  SDM_GAME_ERROR_REFUSED,       /* a given cell, a solved game, a link off the board */
  SDM_GAME_ERROR_BAD_SAVE,      /* a saved game that does not load */
  SDM_GAME_ERROR_NO_SOLUTION,   /* solve: the puzzle has no solution */
  SDM_GAME_ERROR_NOT_UNIQUE,    /* solve: the puzzle has several solutions */
} SdmGameError;

/* Whether the puzzle has one solution. Every game counts its puzzle's solutions (up to
 * two) in a thread right after it is made; "uniqueness" says what it found, and once the
 * puzzle is known to be unique, the solution is kept and "n-mistakes" counts against it. */
typedef enum {
  SDM_UNIQUENESS_UNKNOWN,   /* still counting (or the count was cancelled) */
  SDM_UNIQUENESS_UNIQUE,
  SDM_UNIQUENESS_MULTIPLE,  /* two solutions or more */
  SDM_UNIQUENESS_NONE,      /* no solution */
  SDM_UNIQUENESS_UNDECIDED, /* the count ran past its budget: could not decide */
} SdmUniqueness;

/* What Check found. When several hold, the first of CLASH, NO_SOLUTION, MISTAKE,
 * WRONG_DOMINO, DEAD_END, NOT_UNIQUE is reported; COMPLETE and OK only when none does. */
typedef enum {
  SDM_CHECK_OK,            /* no clash, every digit agrees with the unique solution */
  SDM_CHECK_COMPLETE,      /* solved */
  SDM_CHECK_CLASH,         /* a rule is broken: sdm_game_get_clashes() names the cells */
  SDM_CHECK_MISTAKE,       /* no clash, but a digit differs from the unique solution */
  SDM_CHECK_DEAD_END,      /* no clash, but no solution is reachable from here: with a
                            * unique solution, right digits and dominoes that each fit
                            * some layout but not one together; with several, the
                            * position leads to none (a link counts once both its
                            * digits are in) */
  SDM_CHECK_NOT_UNIQUE,    /* the puzzle itself has several solutions */
  SDM_CHECK_NO_SOLUTION,   /* the puzzle itself has none */
  SDM_CHECK_WRONG_DOMINO,  /* no clash, every digit right, but a domino the player linked
                            * is in no solution (sdm_game_is_wrong_domino() marks it) */
} SdmCheckResult;

#define SDM_TYPE_GAME (sdm_game_get_type ())
G_DECLARE_FINAL_TYPE (SdmGame, sdm_game, SDM, GAME, GObject)

GQuark          sdm_game_error_quark        (void);

SdmGame        *sdm_game_new                (const SdmPuzzle *puzzle);

/* Properties (all read-only, notified with g_object_notify_by_pspec):
 * "kind" (SdmKind), "can-undo", "can-redo", "solved" (boolean), "n-mistakes" (uint),
 * "elapsed" (int64 seconds of play, paused while nobody plays: see sdm_game_set_running),
 * "uniqueness" (SdmUniqueness), and "auto-clean-pencil" (boolean, read-write, default TRUE:
 * the window binds it to the GSettings key of the same name).
 *
 * Two signals, one meaning each:
 * "changed" (guint64 low, guint64 high): redraw. A bitmap of the cells that look
 * different: digit, pencil marks, link, conflict or mistake state (cells 0..63 in low,
 * 64..80 in high). Emitted once per move, undo or redo, and when derived state alone
 * changes (the solution became known, so mistakes show), when every getter and domino
 * already tells the new state (the property notifications follow it).
 * "position-changed" (no arguments): the position moved (a move, undo, redo, restart);
 * nothing else changes what sdm_game_serialize() writes but time. Emitted last, once per
 * move. Autosave, the undo buttons and a shown hint follow this one. */
const SdmPuzzle *sdm_game_get_puzzle        (SdmGame *self);
SdmKind          sdm_game_get_kind          (SdmGame *self);
const SdmGrid   *sdm_game_get_grid          (SdmGame *self);
guint            sdm_game_get_value         (SdmGame *self, int cell);
/* Bit (d - 1) set = pencil mark d. */
guint            sdm_game_get_pencil        (SdmGame *self, int cell);
/* The linked neighbour of @cell, or -1. */
int              sdm_game_get_partner       (SdmGame *self, int cell);
gboolean         sdm_game_is_given          (SdmGame *self, int cell);
/* Whether @cell takes part in a rule clash (a digit twice in a unit, a domino pair used
 * twice, a domino over an isolated cell, ...). */
gboolean         sdm_game_is_in_conflict    (SdmGame *self, int cell);
/* Whether the digit in @cell differs from the puzzle's unique solution (FALSE while the
 * solution is unknown or not unique). */
gboolean         sdm_game_is_mistake        (SdmGame *self, int cell);
/* Sudominoku: whether @cell is half of a domino the player linked that no domino layout
 * of the unique solution holds (FALSE while the solution is unknown or not unique). The
 * solution grid may have several layouts: a domino is wrong only when it is in none. */
gboolean         sdm_game_is_wrong_domino   (SdmGame *self, int cell);
gboolean         sdm_game_get_can_undo      (SdmGame *self);
gboolean         sdm_game_get_can_redo      (SdmGame *self);
gboolean         sdm_game_get_solved        (SdmGame *self);
guint            sdm_game_get_n_mistakes    (SdmGame *self);
gint64           sdm_game_get_elapsed       (SdmGame *self);
void             sdm_game_set_running       (SdmGame *self, gboolean running);
gboolean         sdm_game_get_running       (SdmGame *self);
SdmUniqueness    sdm_game_get_uniqueness    (SdmGame *self);
gboolean         sdm_game_get_auto_clean_pencil (SdmGame *self);
void             sdm_game_set_auto_clean_pencil (SdmGame *self, gboolean auto_clean);
/* "assisted" (boolean, read-only): the player asked for the solution or applied a hint, so
 * the game does not count as solved by the player. Set before the help's moves are played
 * (so "solved" already sees it), never cleared, and saved with the game. */
gboolean         sdm_game_get_assisted      (SdmGame *self);
/* The puzzle's difficulty: one grade, kept with the game once known (the generator's
 * target for a new game, the grader's for any other). FALSE, *@difficulty untouched, until
 * then. Front ends map it to words (sdm_difficulty_get_name) and keys
 * (sdm_difficulty_to_string) from this value, never back from the words. */
void             sdm_game_set_difficulty    (SdmGame *self, SdmDifficulty difficulty);
gboolean         sdm_game_get_difficulty    (SdmGame *self, SdmDifficulty *difficulty);
void             sdm_game_mark_assisted     (SdmGame *self);
/* What Check's search found where the game has no unique solution to compare with (a
 * puzzle with several, SdmCheckReport:several_solutions): the player's digits and the
 * cells of the dominoes that are in no solution. sdm_game_is_mistake(),
 * sdm_game_is_wrong_domino() and "n-mistakes" include them until the position changes. */
void             sdm_game_show_found_mistakes (SdmGame        *self,
                                               const gboolean  wrong_digit[SDM_N_CELLS],
                                               const gboolean  wrong_domino[SDM_N_CELLS]);
/* "guided" (boolean, read-only): the guided puzzle, played with the tutorial's steps. The
 * statistics count it apart ("guided"), never as a game of some difficulty solved with or
 * without help. Never cleared, and saved with the game. */
gboolean         sdm_game_get_guided        (SdmGame *self);
void             sdm_game_mark_guided       (SdmGame *self);
/* "name" (string, read-write, NULL by default): what the player knows the puzzle by where
 * nothing else gives it (a file's name, "Your puzzle"), saved with the game so that the
 * game keeps its name when it is brought back. UTF-8; "" is NULL. */
const char      *sdm_game_get_name          (SdmGame *self);
void             sdm_game_set_name          (SdmGame *self, const char *name);
/* The cells in a rule clash, as a bitmap like the "changed" signal's. */
void             sdm_game_get_clashes       (SdmGame *self, guint64 *low, guint64 *high);
/* The clashes themselves (sdm-rules.h; sdm_clash_describe() words one), valid until the
 * next change. */
const SdmClash  *sdm_game_get_clash_list    (SdmGame *self, guint *n_clashes);
/* The puzzle's unique solution when known (see "uniqueness"), else NULL. */
const SdmGrid   *sdm_game_get_solution      (SdmGame *self);
/* Tell the game its puzzle's unique solution when the caller already knows it (a generator,
 * a test): mistakes are counted against it at once, and "uniqueness" becomes UNIQUE. */
void             sdm_game_set_solution      (SdmGame *self, const SdmGrid *solution);

/* The 36 dominoes, a GListModel of SdmDomino in index order. */
GListModel      *sdm_game_get_dominoes      (SdmGame *self);

/* Moves. Each returns FALSE and sets @error when the move is refused; a refused move
 * changes nothing. */
gboolean         sdm_game_apply_move        (SdmGame *self, const char *move, GError **error);
gboolean         sdm_game_set_value         (SdmGame *self, int cell, guint digit, GError **error);
gboolean         sdm_game_toggle_pencil     (SdmGame *self, int cell, guint digit, GError **error);
/* Links @a and @b (adjacent) when they are not linked to each other, unlinks them when
 * they are. */
gboolean         sdm_game_toggle_link       (SdmGame *self, int a, int b, GError **error);
gboolean         sdm_game_place_domino      (SdmGame *self, int a, int b, guint digit_a,
                                             guint digit_b, GError **error);
/* Whether the domino with @digit_a in @a and @digit_b in @b (adjacent cells) agrees with
 * the position: neither digit is already among its cell's peers (the other cell aside),
 * neither cell holds a different digit, and a cell with pencil marks has its digit among
 * them. */
gboolean         sdm_game_domino_fits       (SdmGame *self, int a, int b, guint digit_a,
                                             guint digit_b);
/* Which way round the pair {@x, @y} goes on @a and @b when the player puts it there: the
 * one way that fits (sdm_game_domino_fits()) when only one does, else the smaller digit in
 * the left or upper cell. */
void             sdm_game_orient_domino     (SdmGame *self, int a, int b, guint x, guint y,
                                             guint *digit_a, guint *digit_b);
/* Turns the domino at @cell round, one move ("t"): its two cells swap digits. Refused when
 * @cell is not linked or either cell is given. */
gboolean         sdm_game_turn_domino       (SdmGame *self, int cell, GError **error);
gboolean         sdm_game_clear_cell        (SdmGame *self, int cell, GError **error);
/* Compound moves (one undo step each). Every empty cell gets the digits none of its peers
 * holds as its pencil marks ("Fill in candidates"). */
gboolean         sdm_game_fill_candidates   (SdmGame *self, GError **error);
/* Every pencil mark removed ("Clear pencil marks"). */
gboolean         sdm_game_clear_pencil_marks (SdmGame *self, GError **error);
/* The position becomes @solution (digits, and for Sudominoku its domino layout): one move,
 * "Solution". Pencil marks stay as they are. */
gboolean         sdm_game_apply_solution    (SdmGame *self, const SdmGrid *solution,
                                             GError **error);
/* sdm_game_apply_hint() is in sdm-hint.h. */
/* The label of the compound move that undo (redo) would take back (do again), translated
 * ("Hint: X-Wing"), or NULL when that is a single move or there is none. */
char            *sdm_game_dup_undo_label    (SdmGame *self);
char            *sdm_game_dup_redo_label    (SdmGame *self);
/* Sudominoku: the dominoes not linked yet (36 less the linked pairs); 0 for a Sudoku. */
guint            sdm_game_get_n_dominoes_left (SdmGame *self);
gboolean         sdm_game_undo              (SdmGame *self);
gboolean         sdm_game_redo              (SdmGame *self);
/* The undo history keeps the latest moves up to SDM_GAME_UNDO_LIMIT single moves (a
 * compound move counts as its parts, so "Fill in candidates" weighs as much as the marks
 * it sets); older ones are dropped as new ones come, and undo stops where the kept ones
 * start, as in any editor (GtkTextBuffer bounds its undo too: max-undo-levels). A long,
 * careful game with pencil marks is well under a thousand moves, so 5000 keeps several
 * such games of undo, while the history takes about 3 MB of memory at most (376 bytes a
 * step, the array's spare room included) and the saved game, which holds the position the
 * history starts from plus the kept moves, stays under 300 KB whatever the player does
 * (tests/bench/bench-save-size.c measures it). The redo tail counts too: it only exists
 * after an undo, when it takes the undone steps' place. */
#define SDM_GAME_UNDO_LIMIT 5000
/* Back to the starting position (itself one undoable move). */
gboolean         sdm_game_restart           (SdmGame *self);
/* The moves of the kept history (see SDM_GAME_UNDO_LIMIT), oldest first, the redo tail
 * excluded, and their number: what undo can take back. */
GStrv            sdm_game_dup_moves         (SdmGame *self);
guint            sdm_game_get_n_moves       (SdmGame *self);
/* Whether the player has made the position: a move is kept, or older ones were dropped so
 * that the history starts away from the puzzle's start (even with every kept move undone,
 * the board is not the puzzle as it came). */
gboolean         sdm_game_get_played        (SdmGame *self);

/* Saving: the puzzle, the position the kept history starts from and its moves, as text;
 * loading replays them (sdm-game-save.c). */
/* What every saved game begins with, followed by the format's version ("sudominoku-game 3").
 * The one definition: the CLI tells a saved game from puzzle text with it. */
#define SDM_GAME_SAVE_MAGIC_PREFIX "sudominoku-game "

/* Whether @len bytes of @text begin like a saved game (the prefix above, any version). */
gboolean         sdm_game_text_is_save      (const char *text, gsize len);

char            *sdm_game_serialize         (SdmGame *self);
SdmGame         *sdm_game_new_from_serialized (const char *data, GError **error);
/* A saved game's text from @path, read no further than SDM_GAME_SAVE_MAX_SIZE whatever the
 * file is: a larger one is SDM_GAME_ERROR_BAD_SAVE ("larger than 2 MiB"). A missing file
 * is G_FILE_ERROR_NOENT. */
#define SDM_GAME_SAVE_MAX_SIZE (2 * 1024 * 1024)
char            *sdm_game_read_save_file    (const char *path, GError **error);

/* Background work on a copy of the position, through GTask (sdm-game-tasks.c). A newer
 * request of the same kind, a move, or @cancellable cancels a request: the solver stops
 * and the request finishes with G_IO_ERROR_CANCELLED, never with a stale result.
 * Solve and count are about the puzzle; check is about the position. */
void             sdm_game_solve_async       (SdmGame *self, GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
/* The unique solution's grid (with a domino layout for Sudominoku); NULL and @error
 * (SDM_GAME_ERROR_NO_SOLUTION or _NOT_UNIQUE) when there is none or several. Free with
 * g_free(). Immediate when "uniqueness" is already UNIQUE. */
SdmGrid         *sdm_game_solve_finish      (SdmGame *self, GAsyncResult *result, GError **error);
void             sdm_game_count_async       (SdmGame *self, guint limit, GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
/* Number of solutions of the puzzle (not the position), up to @limit; -1 with @error. */
int              sdm_game_count_finish      (SdmGame *self, GAsyncResult *result, GError **error);
void             sdm_game_check_async       (SdmGame *self, GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
SdmCheckResult   sdm_game_check_finish      (SdmGame *self, GAsyncResult *result, GError **error);
/* The whole verdict (sdm-check.h: the wrong dominoes, the sentence to show); FALSE with
 * @error as sdm_game_check_finish(). */
struct _SdmCheckReport;
gboolean         sdm_game_check_finish_report (SdmGame *self, GAsyncResult *result,
                                               struct _SdmCheckReport *report, GError **error);

G_END_DECLS
