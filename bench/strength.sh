#!/bin/sh
# Plays the strength matches of the shared AI and prints a table of win
# rates with 95% Wilson intervals. Each pairing is played in blocks of ten
# games, each block one `djed-cli match` run (A and B alternate the first
# seat) with its own seed; two blocks run at a time on a 2-core machine.
# A block already played is kept, so an interrupted run goes on where it
# stopped and a longer run adds to a shorter one.
#
#   bench/strength.sh [games] [time-ms per turn] [games for pharao]
#   bench/strength.sh 200 0 400        # the full table at the levels' own time (many hours)
#   bench/strength.sh 20 100           # a quick look
#   bench/strength.sh report 200 0     # the table of the blocks already played
# STRENGTH_GAMES="pharao seti:beth" limits the games played and
# STRENGTH_PAIRINGS="hard:uct" the pairings; results go to
# $STRENGTH_DIR (default build/strength), one folder per time budget.
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
all_games="ramses pharao seti:aleph seti:beth"
played_games=${STRENGTH_GAMES:-$all_games}
out=${STRENGTH_DIR:-build/strength}/$([ "$time_ms" -gt 0 ] && echo "${time_ms}ms" || echo level-time)
mkdir -p "$out"
pairings="hard:random hard:uct hard:medium medium:easy"
played_pairings=${STRENGTH_PAIRINGS:-$pairings}
block=10

complete() { tail -n 1 "$1" 2>/dev/null | grep -q '^{'; }

if ! $report_only; then
  cmake --build build -j2 --target djed-cli djed_plugins >/dev/null
  time_opt=""
  [ "$time_ms" -gt 0 ] && time_opt="--time-ms $time_ms"
  jobs=""
  for game in $played_games; do
    n=$games
    [ "$game" = pharao ] && n=$pharao_games
    for pairing in $played_pairings; do
      a=${pairing%%:*}
      b=${pairing##*:}
      k=0
      while [ $((k * block)) -lt "$n" ]; do
        file="$out/$(echo "$game" | tr : _)-$a-$b.$k.txt"
        k=$((k + 1))
        complete "$file" && continue
        # shellcheck disable=SC2086
        build/bin/djed-cli match "$game" --a "$a" --b "$b" --games $block --seed $((2026 + 1000 * k)) \
          $time_opt --json >"$file" &
        jobs="$jobs $!"
        if [ "$(echo $jobs | wc -w)" -ge 2 ]; then
          wait $jobs
          jobs=""
        fi
      done
    done
  done
  wait $jobs 2>/dev/null || true
fi

# Sums the blocks of each pairing; Wilson score interval for A's share of games won.
echo "time per turn: $([ "$time_ms" -gt 0 ] && echo "$time_ms ms for every player" || echo "each level's own")"
printf '%-11s %-15s %6s %6s %6s %6s %17s %10s %10s\n' game pairing games A B draws "A won (95% CI)" "A ms/turn" "B ms/turn"
for game in $all_games; do
  for pairing in $played_pairings; do
    a=${pairing%%:*}
    b=${pairing##*:}
    for file in "$out/$(echo "$game" | tr : _)-$a-$b".*.txt; do
      complete "$file" && tail -n 1 "$file"
    done | python3 -c '
import json, math, sys
game, pairing = sys.argv[1], sys.argv[2]
blocks = [json.loads(line) for line in sys.stdin if line.strip()]
if not blocks:
    print(f"{game:<11} {pairing:<15} (not played)")
    sys.exit()
n = sum(r["games"] for r in blocks)
w = sum(r["a_wins"] for r in blocks)
b = sum(r["b_wins"] for r in blocks)
d = sum(r["draws"] for r in blocks)
ams = sum(r["a_ms_per_turn"] * r["games"] for r in blocks) / n
bms = sum(r["b_ms_per_turn"] * r["games"] for r in blocks) / n
p, z = w / n, 1.96
centre = (p + z * z / (2 * n)) / (1 + z * z / n)
half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
lo, hi = 100 * (centre - half), 100 * (centre + half)
print(f"{game:<11} {pairing:<15} {n:6d} {w:6d} {b:6d} {d:6d} {100*p:5.1f}% [{lo:4.1f},{hi:5.1f}] {ams:10.1f} {bms:10.1f}")
' "$game" "$a-$b"
  done
done
