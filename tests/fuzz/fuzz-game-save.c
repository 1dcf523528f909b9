/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-game-save: libFuzzer target for the text a game is saved as
 * (sdm_game_new_from_serialized) and for a move's text (sdm_move_parse).
 *
 * Beyond "no crash, no leak, no undefined behaviour": a refused save sets an error and
 * makes no game; a loaded game saves back to text that loads to the same text; a move
 * that parses formats to a text that parses to the same move. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sdm-core.h"
#include "sdm-game-private.h"
#include "sdm-move.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = g_strndup ((const char *) data, size);
  GError *error = NULL;
  SdmGame *game;
  SdmMove move;

  game = sdm_game_new_from_serialized_full (text, FALSE, &error);
  if (game == NULL)
    {
      if (error == NULL || error->domain != SDM_GAME_ERROR)
        abort ();
      g_clear_error (&error);
    }
  else
    {
      char *saved = sdm_game_serialize (game);
      SdmGame *again = sdm_game_new_from_serialized_full (saved, FALSE, NULL);
      char *resaved;

      if (again == NULL)
        abort ();
      resaved = sdm_game_serialize (again);
      if (strcmp (saved, resaved) != 0)
        abort ();
      g_free (resaved);
      g_free (saved);
      g_object_unref (again);
      g_object_unref (game);
    }

  if (sdm_move_parse (text, &move, NULL))
    {
      char *formatted = sdm_move_to_string (&move);
      SdmMove back;

      if (!sdm_move_parse (formatted, &back, NULL) || !sdm_move_equal (&move, &back))
        abort ();
      g_free (formatted);
      sdm_move_clear (&back);
      sdm_move_clear (&move);   /* a compound move owns its parts */
    }

  g_free (text);
  return 0;
}
