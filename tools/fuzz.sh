#!/bin/sh
# Runs libFuzzer targets (fuzz/): tools/fuzz.sh TARGET|all SECONDS [--keep]
# (tools/fuzz.sh configure: only configures build-fuzz/, for a build begun apart)
#
# Builds build-fuzz/ with Debian's clang when needed. Each target starts from
# its committed seeds (fuzz/corpus/TARGET) and grows a working corpus in
# build-fuzz/corpus/TARGET; --keep merges what it found into the committed
# seeds (minimized). A crash leaves its input as build-fuzz/crash-TARGET-*
# and makes the script fail. Prints executions and coverage per target.
set -eu
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || [ "${1:-}" = configure ] || { echo "usage: tools/fuzz.sh TARGET|all SECONDS [--keep] | tools/fuzz.sh configure" >&2; exit 2; }
target=$1
seconds=${2:-0}
keep=${3:-}
targets="ramses_position_fuzzer pharao_position_fuzzer seti_position_fuzzer ramses_turn_fuzzer
  pharao_turn_fuzzer seti_turn_fuzzer pharao_network_fuzzer messages_fuzzer plugin_file_fuzzer cli_args_fuzzer record_fuzzer
  online_request_fuzzer online_server_fuzzer node_messages_fuzzer link_reader_fuzzer game_events_fuzzer
  client_messages_fuzzer"
[ "$target" = all ] || targets=$target

if [ ! -f build-fuzz/build.ninja ]; then
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDJED_FUZZ=ON -DCMAKE_UNITY_BUILD=ON \
    -DDJED_BUILD_APP=OFF -DDJED_BUILD_TESTS=OFF -DDJED_BUILD_BENCH=OFF -DDJED_PHARAO_ENDINGS=OFF \
    -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
fi
[ "$target" != configure ] || exit 0
# The build's own output is kept: a failure shows its end instead of ending quietly.
if ! cmake --build build-fuzz -j2 >build-fuzz/build.log 2>&1; then
  tail -30 build-fuzz/build.log >&2
  echo "fuzz: the build failed (build-fuzz/build.log)" >&2
  exit 1
fi

# One target: its run (CPU seconds measured by time(1)), then its line of
# results, or its log's end and a failure.
fuzz_one() {
  t=$1
  work=build-fuzz/corpus/$t
  mkdir -p "$work" "fuzz/corpus/$t"
  if [ "$t" = plugin_file_fuzzer ] && [ ! -f "$work/small.so" ]; then
    # A small library made here, as a seed that is a real ELF file.
    printf 'int djed_seed;' | clang -shared -nostdlib -s -o "$work/small.so" -x c -
  fi
  log=build-fuzz/$t.log
  if ! /usr/bin/time -f '%U %S' -o "build-fuzz/$t.cpu" "build-fuzz/fuzz/$t" -max_total_time="$seconds" \
      -print_final_stats=1 -timeout=10 -artifact_prefix="build-fuzz/crash-$t-" "$work" "fuzz/corpus/$t" >"$log" 2>&1; then
    tail -40 "$log" >&2
    echo "fuzz: $t failed; the input is in build-fuzz/crash-$t-*" >&2
    return 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  cpu=$(awk 'END { printf "%.0f", $1 + $2 }' "build-fuzz/$t.cpu")
  echo "fuzz: $t: $runs runs in $seconds s ($cpu CPU s), $cov"
  if [ "$keep" = --keep ]; then
    "build-fuzz/fuzz/$t" -merge=1 "fuzz/corpus/$t" "$work" >/dev/null 2>&1
  fi
}

# Two targets at a time, one a core; each prints its line when it is done.
failed=0
set -- $targets
while [ $# -gt 0 ]; do
  fuzz_one "$1" &
  first=$!
  second=""
  if [ $# -gt 1 ]; then
    fuzz_one "$2" &
    second=$!
    shift
  fi
  shift
  wait "$first" || failed=1
  [ -z "$second" ] || wait "$second" || failed=1
  [ "$failed" = 0 ] || exit 1
done
