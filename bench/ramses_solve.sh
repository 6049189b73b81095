#!/bin/sh
# Solves Ramses (djed-cli solve) and measures it: the wall time and the most
# memory the solve held, against the limits the table is built within (one
# hour, 4 GB), that its values are the table of record's
# (ramses_solved_values.sha256), then checks the table on positions of play
# (djed-cli verify, on every core).
#   bench/ramses_solve.sh [BUILD_DIR] [TABLE]
set -eu
build=${1:-build}
table=${2:-$build/ramses.solved}
rm -f "$table" "$table.checkpoint"
log=$(mktemp)
errors=$(mktemp)
/usr/bin/time -f '%e %M' -o "$log" "$build/bin/djed-cli" solve ramses --out "$table" 2> "$errors" || { cat "$errors" >&2; exit 1; }
# The progress bar's total (plugins/ramses/solve_game.hpp) must still be what
# the rules settle.
if grep 'out of date' "$errors" >&2; then rm -f "$errors"; exit 1; fi
grep -v '^\[' "$errors" >&2 || true
rm -f "$errors"
read -r seconds kilobytes < "$log"
rm -f "$log"
megabytes=$((kilobytes / 1024))
echo "ramses solve: ${seconds} s, at most ${megabytes} MB of memory, $(nproc) cores"
awk -v s="$seconds" 'BEGIN { exit !(s < 3600) }' || { echo "ramses solve: over an hour" >&2; exit 1; }
[ "$megabytes" -lt 4096 ] || { echo "ramses solve: over 4 GB" >&2; exit 1; }
# The values themselves, against those of record: a faster solver must find
# the same table (a change of the rules changes both numbers, on purpose).
values_sha=$(tail -c 269285100 "$table" | sha256sum | cut -d' ' -f1)
expected_sha=$(cat "$(dirname "$0")/ramses_solved_values.sha256")
if [ "$values_sha" != "$expected_sha" ]; then
  echo "ramses solve: the values' SHA-256 is $values_sha, the table of record's $expected_sha" >&2
  exit 1
fi
echo "ramses solve: the values are the table of record's (SHA-256 $values_sha)"
"$build/bin/djed-cli" verify ramses --table "$table" --positions 10000 --proof-turns 6
