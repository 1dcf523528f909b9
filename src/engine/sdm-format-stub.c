/* sdm-format-stub.c: TEMPORARY until the classic branch lands sdm-format.c. */
#include "sdm-format.h"

G_DEFINE_QUARK (sdm-format-error-quark, sdm_format_error)
