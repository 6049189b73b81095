#!/bin/sh
# Time from start to a rendered launcher: `djed --screenshot` against a bare
# Qt Quick window saved the same way, in one run, median of N each. Prints
# both and the ratio (target: djed at most 1.5x the bare window).
#
#   bench/startup.sh [N]
set -eu
cd "$(dirname "$0")/.."
n=${1:-7}
cmake --build build -j2 --target djed djed_bench_bare_window djed_plugins >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

median_ms() {  # command...
  for _ in $(seq "$n"); do
    t0=$(date +%s%N)
    "$@" >/dev/null 2>&1
    t1=$(date +%s%N)
    echo $(( (t1 - t0) / 1000000 ))
  done | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

bare=$(median_ms build/bin/djed_bench_bare_window "$out/bare.png")
djed=$(median_ms build/bin/djed --screenshot "$out/djed.png")
echo "bare Qt Quick window: ${bare} ms"
echo "djed launcher:        ${djed} ms"
awk -v a="$djed" -v b="$bare" 'BEGIN { printf "ratio djed / bare: %.2fx\n", a / b }'
