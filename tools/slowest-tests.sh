#!/bin/sh
# The slowest tests of the last ctest runs, slowest first:
#   tools/slowest-tests.sh COUNT BUILD_DIR...
# Reads each BUILD_DIR/ctest.log (tools/test.sh keeps one per run); a folder
# without one is left out.
set -eu
[ $# -ge 2 ] || { echo "usage: tools/slowest-tests.sh COUNT BUILD_DIR..." >&2; exit 2; }
count=$1
shift
for dir in "$@"; do
  [ -f "$dir/ctest.log" ] || continue
  # " 12/517 Test  #87: Name .......   Passed    0.20 sec"
  awk -v dir="$dir" '/ Test +#[0-9]+: / && $NF == "sec" {
    for (i = 1; i <= NF; ++i) if ($i ~ /^#[0-9]+:$/) { name = $(i + 1); break }
    printf "%8.1f  %s (%s)\n", $(NF - 1), name, dir
  }' "$dir/ctest.log"
done | sort -rn | head -n "$count"
