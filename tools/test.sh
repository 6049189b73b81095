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
# Each stage's heading says how long the run has taken so far, and the end
# lists each stage's own time and the slowest tests, so a slow stage or a
# slow newcomer shows in the log.
timings=$(mktemp)
# A build begun early (below) is stopped with the run, whatever ends it.
early_pid=""
trap 'rm -f "$timings"; [ -z "$early_pid" ] || kill -- "-$early_pid" 2>/dev/null || true' EXIT
stage_name=""
stage_began=$started
stage() {
  now=$(date +%s)
  [ -z "$stage_name" ] || printf '%6d s  %s\n' $((now - stage_began)) "$stage_name" >> "$timings"
  stage_name=$1
  stage_began=$now
  echo "== $* [$((now - started)) s]"
}
# ctest in DIR, its log kept as DIR/ctest.log for the list of slowest tests.
run_ctest() {
  dir=$1
  shift
  (cd "$dir" && ctest --output-on-failure -j2 --output-log ctest.log "$@")
}
# The tests leave part of the two cores idle (a third in the first build's,
# which wait on their servers, browsers and apps), so the next sanitized
# build is begun while they run, at the lowest priority: it takes what they
# leave and slows them a little (docs/benchmarks.md, "Each sanitized build
# begun during the tests before it").
# early_build DIR [TARGET...] starts it in a session and process group of its
# own, its output in DIR/early-build.log; finish_early_build DIR [TARGET...]
# waits for it, shows the log's end if it failed, and builds anything left.
early_build() {
  dir=$1
  shift
  [ $# -eq 0 ] || set -- --target "$@"
  # Where the kernel schedules each session as a group (autogroup), nice alone
  # would still leave the build's own session half the cores: its group's
  # share is lowered as well.
  setsid sh -c 'echo 19 >/proc/self/autogroup 2>/dev/null; exec nice -n 19 cmake --build "$@"' sh \
    "$dir" -j2 "$@" >"$dir/early-build.log" 2>&1 &
  early_pid=$!
}
finish_early_build() {
  dir=$1
  shift
  if ! wait "$early_pid"; then
    early_pid=""
    tail -40 "$dir/early-build.log" >&2
    echo "the build in $dir failed ($dir/early-build.log)" >&2
    exit 1
  fi
  early_pid=""
  tail -1 "$dir/early-build.log"
  [ $# -eq 0 ] || set -- --target "$@"
  cmake --build "$dir" -j2 "$@"
}

stage "installing what is missing"
tools/install-deps.sh

# The compiler cache's counts are for this run (cmake/DjedCompilerCache.cmake).
if command -v ccache >/dev/null 2>&1; then ccache -z >/dev/null; fi

stage "build (build/)"
# Line tables only (-g1), as in the sanitized builds: a failure's backtrace
# keeps its files and lines, and the build takes a fifth less time (Beast's
# templates alone made 140 MB of full debug information).
# Every build here is a unity build (a few sources to a compiler run: each
# header parsed once per batch, not once per source), which took the first
# build from 733 to 450 s; a developer's own build compiles each source alone,
# so one that lacks an #include still shows there.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
  -DCMAKE_UNITY_BUILD=ON -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build -j2
# The sanitized builds use clang when it is there (install-deps installs it;
# the fuzz targets need it too): it compiles them in about half the time GCC
# took (Beast's templates above all), and its warnings, errors here, add to
# GCC's in the build above.
san_cc=gcc san_cxx=g++ san_clang=0
if command -v clang++ >/dev/null 2>&1; then san_cc=clang san_cxx=clang++ san_clang=1; fi
# A sanitized build's folder configured with the other compiler is configured afresh.
fresh_if_other_compiler() {
  if [ -f "$1/CMakeCache.txt" ] && [ "$(grep -c '^CMAKE_CXX_COMPILER:.*clang' "$1/CMakeCache.txt")" != "$san_clang" ]; then
    rm -rf "$1"
  fi
}
fresh_if_other_compiler build-asan
CC=$san_cc CXX=$san_cxx cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DDJED_SANITIZE=ON -DCMAKE_UNITY_BUILD=ON \
  -DDJED_BUILD_APP=OFF -DDJED_BUILD_BENCH=OFF -DDJED_PHARAO_ENDINGS=OFF -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
early_build build-asan

stage "tests (build/)"
QT_QPA_PLATFORM=offscreen run_ctest build

stage "Ramses solved: the table built and measured (bench/ramses_solve.sh), checked against the rules"
bench/ramses_solve.sh build build/ramses.solved
DJED_RAMSES_TABLE=build/ramses.solved build/bin/djed_ramses_tests --gtest_filter='RamsesSolvedTable.*' --gtest_brief=1
rm -f build/ramses.solved

stage "installed: cmake --install, the Debian packages, a game built against each, a plugin built with the 1.0 headers (build/)"
tools/check-install.sh build

stage "build under AddressSanitizer and UBSan (build-asan/), begun during the tests above"
finish_early_build build-asan
# The ThreadSanitizer build's tests carry the label "threads"; the other test
# programs are not built there.
tsan_targets="djed_session_tests djed_ai_tests djed_online_tests djed_plugins"
fresh_if_other_compiler build-tsan
CC=$san_cc CXX=$san_cxx cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDJED_TSAN=ON -DCMAKE_UNITY_BUILD=ON \
  -DDJED_BUILD_APP=OFF -DDJED_BUILD_BENCH=OFF -DDJED_PHARAO_ENDINGS=OFF -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
early_build build-tsan $tsan_targets
stage "tests under AddressSanitizer and UBSan (build-asan/)"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 run_ctest build-asan
stage "build under ThreadSanitizer (build-tsan/), begun during the tests above"
finish_early_build build-tsan $tsan_targets
if [ "$san_clang" = 1 ]; then
  tools/fuzz.sh configure
  early_build build-fuzz
fi
stage "tests under ThreadSanitizer (build-tsan/)"
TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 run_ctest build-tsan -L threads

if [ "$san_clang" = 1 ]; then
  # A smoke run that keeps the whole command under its time budget; longer
  # campaigns: tools/fuzz.sh TARGET SECONDS.
  stage "fuzzing (build-fuzz/, begun during the tests above), 6 s per target"
  finish_early_build build-fuzz
  tools/fuzz.sh all 6
fi
stage "all tests passed"
echo "== the stages"
cat "$timings"
echo "== the ten slowest tests (seconds, the build they ran in)"
tools/slowest-tests.sh 10 build build-asan build-tsan
if command -v ccache >/dev/null 2>&1; then
  echo "== the compiler cache"
  ccache -s | grep -E 'Hits|Misses|Cache size' || true
fi
