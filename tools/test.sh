#!/bin/sh
# Installs what is missing, builds everything and runs every test: once in a
# normal build (warnings are errors), then Ramses solved and its table checked, then Djed as installed and packaged
# with a game built outside the tree (tools/check-install.sh), once more the C++ unit tests under
# AddressSanitizer + UndefinedBehaviorSanitizer, the session, computer
# player and server tests under ThreadSanitizer, and every fuzz target for 6 s. The
# sanitized builds do not solve Pharao's endings (half a minute of optimised
# code, far longer sanitized): their Pharao plugin plays with the coarse table.
set -eu
cd "$(dirname "$0")/.."
started=$(date +%s)
# Each stage's heading says how long the run has taken so far, so a slow
# stage shows in the log.
stage() { echo "== $* [$(($(date +%s) - started)) s]"; }
tools/install-deps.sh

stage "build and test (build/)"
# Line tables only (-g1), as in the sanitized builds: a failure's backtrace
# keeps its files and lines, and the build takes a fifth less time (Beast's
# templates alone made 140 MB of full debug information).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
  -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build -j2
(cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2)

stage "Ramses solved: the table built and measured (bench/ramses_solve.sh), checked against the rules"
bench/ramses_solve.sh build build/ramses.solved
DJED_RAMSES_TABLE=build/ramses.solved build/bin/djed_ramses_tests --gtest_filter='RamsesSolvedTable.*' --gtest_brief=1
rm -f build/ramses.solved

stage "installed: cmake --install, the Debian packages, a game built against each (build/)"
tools/check-install.sh build

# The sanitized builds are unity builds (a few sources to a compiler run),
# which compile in two thirds of the time; the build above compiles every
# source alone, so a missing #include still shows there.
stage "sanitizers (build-asan/)"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DDJED_SANITIZE=ON -DCMAKE_UNITY_BUILD=ON \
  -DDJED_BUILD_APP=OFF -DDJED_BUILD_BENCH=OFF -DDJED_PHARAO_ENDINGS=OFF -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build-asan -j2
(cd build-asan && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --output-on-failure -j2)
stage "threads (build-tsan/)"
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDJED_TSAN=ON -DCMAKE_UNITY_BUILD=ON \
  -DDJED_BUILD_APP=OFF -DDJED_BUILD_BENCH=OFF -DDJED_PHARAO_ENDINGS=OFF -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build-tsan -j2 --target djed_session_tests djed_ai_tests djed_online_tests djed_plugins
# Their tests carry the label "threads"; the other test programs are not built here.
(cd build-tsan && TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 ctest -L threads --output-on-failure -j2)

if command -v clang++ >/dev/null 2>&1; then
  # A smoke run that keeps the whole command under its time budget; longer
  # campaigns: tools/fuzz.sh TARGET SECONDS.
  stage "fuzzing (build-fuzz/), 6 s per target"
  tools/fuzz.sh all 6
fi
stage "all tests passed"
