#!/bin/sh
# Whole games between separate processes over loopback: djed-server and
# djed-cli bots play every game to its end with clocks (Pharao's dice
# included); then the server is killed with SIGKILL mid-game and started
# again, and a bot is killed and started again from its seat file: the games
# go on and finish, and their records replay under the rules.
# usage: online_games_test.sh BIN_DIR SCRATCH_DIR
set -eu
BIN=$1
WORK=$2
rm -rf "$WORK"
mkdir -p "$WORK"
. "$(dirname "$0")/test_server.sh"
. "$(dirname "$0")/bot_helpers.sh"
cleanup() {
  [ -n "$SERVER_PID" ] && kill -9 "$SERVER_PID" 2>/dev/null || true
  # Bots still running after a failure.
  for f in "$WORK"/*.pid; do [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true; done
}
trap cleanup EXIT

# Starts a bot in the background: NAME then djed-cli online arguments.
bot() {
  name=$1; shift
  "$BIN/djed-cli" online "ws://127.0.0.1:$PORT" "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" &
  echo $! >"$WORK/$name.pid"
}

# A game from creation to its end: creator and joiner, each a bot.
start_pair() {
  pair=$1; game=$2; shift 2
  bot "$pair-a" --create "$game" --clock 10+5 --seat first "$@"
  wait_for "$pair-a" "^code: "
  code=$(sed -n 's/^code: //p' "$WORK/$pair-a.out")
  # The link a friend with a browser opens, beside the code.
  wait_for "$pair-a" "^link: "
  grep -qx "link: http://127.0.0.1:$PORT/$code" "$WORK/$pair-a.out" ||
    fail "$pair-a: no browser link for $code: $(grep '^link: ' "$WORK/$pair-a.out")"
  bot "$pair-b" --join "$code" "$@"
}
same_result() {
  a=$(tail -n 1 "$WORK/$1-a.out"); b=$(tail -n 1 "$WORK/$1-b.out")
  [ "$a" = "$b" ] || fail "$1: the players saw different ends: '$a' and '$b'"
  echo "$1: $a after $(grep -c '^[0-9]*\. ' "$WORK/$1-a.out") turns"
}

start_server
echo "== every game to its end, with clocks"
start_pair ramses ramses --level easy
start_pair pharao pharao --level easy
start_pair aleph seti:aleph --level easy
start_pair beth seti:beth --level easy
for p in ramses pharao aleph beth; do finish "$p-a"; finish "$p-b"; same_result "$p"; done
# A spectator of a finished game sees it to its end too.
"$BIN/djed-cli" online "ws://127.0.0.1:$PORT" --watch "$(sed -n 's/^code: //p' "$WORK/pharao-a.out")" \
  >"$WORK/watch.out" 2>"$WORK/watch.err" || fail "the spectator failed"
[ "$(tail -n 1 "$WORK/watch.out")" = "$(tail -n 1 "$WORK/pharao-a.out")" ] || fail "the spectator saw another end"
echo "a spectator saw the Pharao game to the same end"

echo "== the server killed with SIGKILL mid-game, a bot killed and started again"
# The joiner keeps its seat in a file; the creator's is in memory. A game
# over before its 8th turn (Pharao can end that soon) is played again.
crash_game() {
  bot crash-a --create pharao --clock 10+5 --seat first --level medium --time-ms 60
  wait_for crash-a "^code: "
  bot crash-b --join "$(sed -n 's/^code: //p' "$WORK/crash-a.out")" --level medium --time-ms 60 --state "$WORK/SEAT"
}
# One try: the server killed at the joiner's 6th turn, the joiner itself at
# its 10th. 1 when the game ended before either (Pharao can end that soon).
crash_try() {
  rm -f "$WORK/SEAT"
  crash_game
  reaches_turn crash-b 6 || return 1
  kill -9 "$SERVER_PID"
  wait "$SERVER_PID" 2>/dev/null || true
  start_server "$PORT"
  reaches_turn crash-b 10 || return 1
  kill -9 "$(cat "$WORK/crash-b.pid")"
  wait "$(cat "$WORK/crash-b.pid")" 2>/dev/null || true
  [ -s "$WORK/SEAT" ] || fail "the joiner wrote no seat file"
  mv "$WORK/crash-b.out" "$WORK/crash-b-first.out"
  bot crash-b --join unused --level medium --time-ms 60 --state "$WORK/SEAT"
}
tries=0
records=4
while :; do
  tries=$((tries + 1)); [ $tries -gt 5 ] && fail "five Pharao games ended before the server or the bot was killed"
  records=$((records + 1))
  crash_try && break
  finish crash-a; finish crash-b
done
finish crash-a
finish crash-b
same_result crash
grep -q "resume" "$WORK/server.log" || fail "nobody resumed"

echo "== the records replay"
kill "$SERVER_PID"
wait "$SERVER_PID" || fail "the server did not stop cleanly"
SERVER_PID=""
count=$(ls "$WORK/data/records" | wc -l)
[ "$count" -eq "$records" ] || fail "expected $records records, found $count"
"$BIN/djed-cli" replay "$WORK"/data/records/*.djed >"$WORK/replay.out" 2>"$WORK/replay.err" || fail "a record does not replay: $(cat "$WORK/replay.err")"
echo "$count records replay"
echo "online games: all passed"
