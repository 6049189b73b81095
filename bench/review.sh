#!/bin/sh
# How long a game review takes (docs/review.md): one game per game between
# two levels, then `djed-cli review` of it at the default depth, on all
# cores and on one. Prints turns, seconds and the time a 100-turn game takes.
#   bench/review.sh [BUILD_DIR]
set -eu
build=${1:-build}
cli="$build/bin/djed-cli"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '%-12s %6s %12s %12s %14s\n' game turns "s (cores)" "s (1 core)" "s/100 turns"
for game in pharao seti:aleph seti:beth ramses; do
  record="$dir/$(echo "$game" | tr : -).djed"
  "$cli" play "$game" --a hard --b medium --nodes 3000 --seed 7 --record "$record" >/dev/null
  turns=$("$cli" review "$record" --json | /usr/bin/python3 -c 'import json,sys; print(len(json.load(sys.stdin)["turns"]))')
  all=$( { /usr/bin/time -f %e "$cli" review "$record" >/dev/null; } 2>&1 )
  one=$( { /usr/bin/time -f %e "$cli" review "$record" --threads 1 >/dev/null; } 2>&1 )
  per100=$(echo "$all $turns" | awk '{ printf "%.2f", $1 / $2 * 100 }')
  printf '%-12s %6s %12s %12s %14s\n' "$game" "$turns" "$all" "$one" "$per100"
done
