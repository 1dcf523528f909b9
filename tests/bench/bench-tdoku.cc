// SPDX-License-Identifier: GPL-3.0-or-later
// bench-tdoku [-r PASSES] [-m MIN_SOLVES] [--check] FILE…: tdoku (BSD-2, ../shared/tools/tdoku, for measuring
// only; never part of the app) run exactly as bench-classic runs our solver. Built and run by
// compare-tdoku.sh together with tdoku's own sources; not built by meson.
//
// Per file: `FILE PUZZLES MEAN_CPU_US GUESSES_PER_PUZZLE NOT_UNIQUE`, best of PASSES passes
// (default 3), every puzzle counted up to 2 solutions (solve + prove unique); with -m a pass
// sweeps the file as many times as it takes to solve at least MIN_SOLVES puzzles.
// --check: one line per puzzle: the count up to 2, then the solution tdoku finds when asked
// for one (81 digits, '-' when there is none).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "tdoku.h"

static double cpu_seconds() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static std::vector<std::string> load_file(const char *path) {
  std::vector<std::string> puzzles;
  FILE *f = fopen(path, "r");
  char line[1024];

  if (!f) {
    perror(path);
    exit(2);
  }
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#' || strlen(line) < 81) continue;
    std::string p(line, 81);
    for (char &c : p)
      if (c < '1' || c > '9') c = '.';  // tdoku wants '.' for a blank
    puzzles.push_back(p);
  }
  fclose(f);
  return puzzles;
}

int main(int argc, char **argv) {
  int passes = 3, min_solves = 0;
  bool check = false;

  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "-r") && a + 1 < argc) {
      passes = atoi(argv[++a]);
      if (passes < 1) passes = 1;
      continue;
    }
    if (!strcmp(argv[a], "-m") && a + 1 < argc) {
      min_solves = atoi(argv[++a]);
      continue;
    }
    if (!strcmp(argv[a], "--check")) {
      check = true;
      continue;
    }
    std::vector<std::string> puzzles = load_file(argv[a]);
    char solution[82];
    size_t guesses = 0;

    if (check) {
      for (const std::string &p : puzzles) {
        size_t count = TdokuSolverDpllTriadSimd(p.c_str(), 2, 0, solution, &guesses);
        // tdoku hands out a solution only when asked for one.
        size_t one = TdokuSolverDpllTriadSimd(p.c_str(), 1, 0, solution, &guesses);
        solution[81] = '\0';
        printf("%zu %s\n", count, one ? solution : "-");
      }
      continue;
    }

    double best = 1e30;
    size_t not_unique = 0, total_guesses = 0, n = puzzles.size();
    int sweeps = n ? (int)((min_solves + n - 1) / n) : 1;
    if (sweeps < 1) sweeps = 1;
    for (int r = 0; r < passes; r++) {
      double t0 = cpu_seconds();
      for (int k = 0; k < sweeps; k++) {
        not_unique = 0;
        total_guesses = 0;
        for (const std::string &p : puzzles) {
          if (TdokuSolverDpllTriadSimd(p.c_str(), 2, 0, solution, &guesses) != 1) not_unique++;
          total_guesses += guesses;
        }
      }
      double t = (cpu_seconds() - t0) / sweeps;
      if (t < best) best = t;
    }
    printf("%s %zu %.3f %.1f %zu\n", argv[a], n, n ? best / n * 1e6 : 0.0,
           n ? (double)total_guesses / n : 0.0, not_unique);
  }
  return 0;
}
