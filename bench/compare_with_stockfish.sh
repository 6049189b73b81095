#!/bin/sh
# Leaf rate of `djed-cli perft` against Stockfish's `go perft` (chess), in one
# run on the same machine, single thread each. Prints both rates and the ratio.
#
#   bench/compare_with_stockfish.sh [game[:variant]] [depth] [stockfish depth]
#   bench/compare_with_stockfish.sh ramses 4 6
set -eu
cd "$(dirname "$0")/.."
game=${1:-ramses}
depth=${2:-4}
sf_depth=${3:-6}

if ! command -v stockfish >/dev/null 2>&1 && [ ! -x /usr/games/stockfish ]; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd=sudo
  $sudo_cmd apt-get install -y stockfish >/dev/null
fi
stockfish=$(command -v stockfish || echo /usr/games/stockfish)

if [ ! -x build/bin/djed-cli ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build build -j2 --target djed-cli djed_plugins >/dev/null

now() { date +%s.%N; }

# Best of three runs each, to keep a busy machine from deciding the ratio.
best_djed=""
for _ in 1 2 3; do
  t0=$(now)
  leaves=$(build/bin/djed-cli perft "$game" "$depth" | tail -n 1)
  t1=$(now)
  s=$(echo "$t1 $t0" | awk '{print $1 - $2}')
  if [ -z "$best_djed" ] || awk "BEGIN{exit !($s < $best_djed)}"; then best_djed=$s; fi
done

best_sf=""
for _ in 1 2 3; do
  t0=$(now)
  sf_leaves=$(printf 'setoption name Threads value 1\nposition startpos\ngo perft %s\nquit\n' "$sf_depth" |
    "$stockfish" | awk '/Nodes searched/ {print $3}')
  t1=$(now)
  s=$(echo "$t1 $t0" | awk '{print $1 - $2}')
  if [ -z "$best_sf" ] || awk "BEGIN{exit !($s < $best_sf)}"; then best_sf=$s; fi
done

awk -v g="$game" -v d="$depth" -v n="$leaves" -v t="$best_djed" \
    -v sd="$sf_depth" -v sn="$sf_leaves" -v st="$best_sf" 'BEGIN {
  r = n / t; sr = sn / st;
  printf "%-22s perft %d: %12d leaves in %6.3f s = %7.2f M leaves/s\n", g, d, n, t, r / 1e6;
  printf "%-22s perft %d: %12d leaves in %6.3f s = %7.2f M leaves/s\n", "stockfish (chess)", sd, sn, st, sr / 1e6;
  printf "ratio %s / stockfish: %.2fx\n", g, r / sr;
}'
