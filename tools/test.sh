#!/bin/sh
# Installs what is missing, builds everything and runs every test: once in a
# normal build (warnings are errors), once more the C++ unit tests under
# AddressSanitizer + UndefinedBehaviorSanitizer. The sanitized build does not
# solve Pharao's endings (half a minute of optimised code, far longer sanitized):
# its Pharao plugin plays with the coarse table.
set -eu
cd "$(dirname "$0")/.."
tools/install-deps.sh

echo "== build and test (build/)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build -j2
(cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2)

echo "== sanitizers (build-asan/)"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DDJED_SANITIZE=ON \
  -DDJED_BUILD_APP=OFF -DDJED_BUILD_BENCH=OFF -DDJED_PHARAO_ENDINGS=OFF -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build-asan -j2
(cd build-asan && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --output-on-failure -j2)
echo "== all tests passed"
