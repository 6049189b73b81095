#!/bin/sh
# Runs libFuzzer targets (fuzz/): tools/fuzz.sh TARGET|all SECONDS [--keep]
#
# Builds build-fuzz/ with Debian's clang when needed. Each target starts from
# its committed seeds (fuzz/corpus/TARGET) and grows a working corpus in
# build-fuzz/corpus/TARGET; --keep merges what it found into the committed
# seeds (minimized). A crash leaves its input as build-fuzz/crash-TARGET-*
# and makes the script fail. Prints executions and coverage per target.
set -eu
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: tools/fuzz.sh TARGET|all SECONDS [--keep]" >&2; exit 2; }
target=$1
seconds=$2
keep=${3:-}
targets="ramses_position_fuzzer pharao_position_fuzzer seti_position_fuzzer ramses_turn_fuzzer
  pharao_turn_fuzzer seti_turn_fuzzer pharao_network_fuzzer messages_fuzzer plugin_file_fuzzer cli_args_fuzzer record_fuzzer
  online_request_fuzzer"
[ "$target" = all ] || targets=$target

if [ ! -f build-fuzz/build.ninja ]; then
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDJED_FUZZ=ON -DCMAKE_UNITY_BUILD=ON \
    -DDJED_BUILD_APP=OFF -DDJED_BUILD_TESTS=OFF -DDJED_BUILD_BENCH=OFF -DDJED_PHARAO_ENDINGS=OFF \
    -DDJED_WARNINGS_AS_ERRORS=ON >/dev/null
fi
# The build's own output is kept: a failure shows its end instead of ending quietly.
if ! cmake --build build-fuzz -j2 >build-fuzz/build.log 2>&1; then
  tail -30 build-fuzz/build.log >&2
  echo "fuzz: the build failed (build-fuzz/build.log)" >&2
  exit 1
fi

# CPU seconds used so far by the programs this script ran: the second line
# of `times` (children's user and system time), which must be asked of this
# shell itself, not of a subshell, so it is written to a file first.
cpu_seconds() { awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"; }

for t in $targets; do
  work=build-fuzz/corpus/$t
  mkdir -p "$work" "fuzz/corpus/$t"
  if [ "$t" = plugin_file_fuzzer ] && [ ! -f "$work/small.so" ]; then
    # A small library made here, as a seed that is a real ELF file.
    printf 'int djed_seed;' | clang -shared -nostdlib -s -o "$work/small.so" -x c -
  fi
  log=build-fuzz/$t.log
  times >build-fuzz/times.before
  if ! "build-fuzz/fuzz/$t" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 \
      -artifact_prefix="build-fuzz/crash-$t-" "$work" "fuzz/corpus/$t" >"$log" 2>&1; then
    tail -40 "$log" >&2
    echo "fuzz: $t failed; the input is in build-fuzz/crash-$t-*" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  times >build-fuzz/times.after
  cpu=$(($(cpu_seconds build-fuzz/times.after) - $(cpu_seconds build-fuzz/times.before)))
  echo "fuzz: $t: $runs runs in $seconds s ($cpu CPU s), $cov"
  if [ "$keep" = --keep ]; then
    "build-fuzz/fuzz/$t" -merge=1 "fuzz/corpus/$t" "$work" >/dev/null 2>&1
  fi
done
