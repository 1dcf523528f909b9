/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-core-enums.c: the engine's enums as GTypes, for GObject properties. */
#include "sdm-core.h"

static void
test_kind_enum (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (SDM_TYPE_KIND);
  GEnumValue *value;

  value = g_enum_get_value (klass, SDM_KIND_SUDOMINOKU);
  g_assert_nonnull (value);
  g_assert_cmpstr (value->value_nick, ==, "sudominoku");
  value = g_enum_get_value_by_nick (klass, "sudoku");
  g_assert_nonnull (value);
  g_assert_cmpint (value->value, ==, SDM_KIND_SUDOKU);
}

static void
test_format_enum (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (SDM_TYPE_FORMAT);

  g_assert_cmpint (g_enum_get_value_by_nick (klass, "contest")->value, ==, SDM_FORMAT_CONTEST);
  g_assert_cmpint (g_enum_get_value_by_nick (klass, "boj2239")->value, ==, SDM_FORMAT_BOJ2239);
  g_assert_cmpint (klass->n_values, ==, SDM_FORMAT_DOMINO + 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/enums/kind", test_kind_enum);
  g_test_add_func ("/core/enums/format", test_format_enum);

  return g_test_run ();
}
