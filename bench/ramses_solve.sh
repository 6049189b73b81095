#!/bin/sh
# Solves Ramses (djed-cli solve) and measures it: the wall time and the most
# memory the solve held, against the limits the table is built within (one
# hour, 4 GB). Then checks the table on positions of play (djed-cli verify).
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
"$build/bin/djed-cli" verify ramses --table "$table" --positions 10000 --proof-turns 6
