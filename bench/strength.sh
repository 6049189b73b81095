#!/bin/sh
# Plays the strength matches of the shared AI and prints a table of win
# rates with 95% Wilson intervals. Each pairing is one `djed-cli match` run
# (A and B alternate the first seat); two run at a time on a 2-core machine.
#
#   bench/strength.sh [games] [time-ms per turn] [games for pharao]
#   bench/strength.sh 200 2000 400     # the full table (hours)
#   bench/strength.sh 20 100           # a quick look
#   bench/strength.sh report           # the table of the matches already played
# Results go to $STRENGTH_DIR (default build/strength), one file per pairing.
set -eu
cd "$(dirname "$0")/.."
report_only=false
if [ "${1:-}" = report ]; then
  report_only=true
  shift
fi
games=${1:-200}
time_ms=${2:-0}
pharao_games=${3:-$((games * 2))}
out=${STRENGTH_DIR:-build/strength}
mkdir -p "$out"
pairings="hard:random hard:uct hard:medium medium:easy"
if ! $report_only; then
cmake --build build -j2 --target djed-cli djed_plugins >/dev/null

time_opt=""
[ "$time_ms" -gt 0 ] && time_opt="--time-ms $time_ms"

jobs=""
for game in ramses pharao seti:aleph seti:beth; do
  n=$games
  [ "$game" = pharao ] && n=$pharao_games
  for pairing in $pairings; do
    a=${pairing%%:*}
    b=${pairing##*:}
    file="$out/$(echo "$game" | tr : _)-$a-$b.txt"
    # shellcheck disable=SC2086
    build/bin/djed-cli match "$game" --a "$a" --b "$b" --games "$n" --seed 2026 $time_opt --json >"$file" &
    jobs="$jobs $!"
    if [ "$(echo $jobs | wc -w)" -ge 2 ]; then
      wait $jobs
      jobs=""
    fi
  done
done
wait $jobs 2>/dev/null || true
fi

# Wilson score interval for the share of games A won.
printf '%-11s %-15s %6s %6s %6s %6s %17s %10s %10s\n' game pairing games A B draws "A won (95% CI)" "A ms/turn" "B ms/turn"
for game in ramses pharao seti:aleph seti:beth; do
  for pairing in $pairings; do
    a=${pairing%%:*}
    b=${pairing##*:}
    file="$out/$(echo "$game" | tr : _)-$a-$b.txt"
    if ! tail -n 1 "$file" 2>/dev/null | grep -q '^{'; then
      printf '%-11s %-15s (not played)\n' "$game" "$a-$b"
      continue
    fi
    tail -n 1 "$file" | python3 -c '
import json, math, sys
game, pairing = sys.argv[1], sys.argv[2]
r = json.loads(sys.stdin.read())
n, w, b, d = r["games"], r["a_wins"], r["b_wins"], r["draws"]
ams, bms = r["a_ms_per_turn"], r["b_ms_per_turn"]
p, z = w / n, 1.96
centre = (p + z * z / (2 * n)) / (1 + z * z / n)
half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
lo, hi = 100 * (centre - half), 100 * (centre + half)
print(f"{game:<11} {pairing:<15} {n:6d} {w:6d} {b:6d} {d:6d} {100*p:5.1f}% [{lo:4.1f},{hi:5.1f}] {ams:10.1f} {bms:10.1f}")
' "$game" "$a-$b"
  done
done
