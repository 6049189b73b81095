#!/bin/sh
# Several djed-server nodes sharing one Redis (docs/scaling.md), each a
# separate process on loopback, with djed-cli bots:
# - a node refuses a Redis that does not sync every write;
# - a game created on one node is joined through another and watched through
#   a third, and played to its end, while messages no node writes arrive on
#   the nodes' channels (each node logs and drops them);
# - a node is killed with SIGKILL mid-game: its players reconnect to the next
#   address and the games finish through the other nodes;
# - Redis is killed with SIGKILL mid-game: the nodes refuse turns meanwhile,
#   every turn a player was told of is still in Redis when it is back, and the
#   game finishes;
# - every record replays, and both players of each game saw the same turns.
# usage: nodes_test.sh BIN_DIR SCRATCH_DIR
set -eu
BIN=$1
WORK=$2
rm -rf "$WORK"
mkdir -p "$WORK/redis"
. "$(dirname "$0")/test_server.sh"
. "$(dirname "$0")/bot_helpers.sh"
REDIS_PID=""
for program in redis-server redis-cli; do
  command -v "$program" >/dev/null || fail "$program is not installed (tools/install-deps.sh installs it)"
done
cleanup() {
  for f in "$WORK"/*.pid; do [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true; done
  [ -n "$REDIS_PID" ] && kill -9 "$REDIS_PID" 2>/dev/null || true
}
trap cleanup EXIT

# Redis as the nodes need it: an append-only file synced at every write.
start_redis() {
  for try in 1 2 3 4 5; do
    [ -n "${REDIS_PORT:-}" ] || REDIS_PORT=$(( (($$ * 7 + try * 131) % 10000) + 20000 ))  # below the ephemeral ports
    redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$WORK/redis" --appendonly yes \
      --appendfsync always --save "" --protected-mode yes >>"$WORK/redis.log" 2>&1 &
    REDIS_PID=$!
    i=0
    while [ $i -lt 50 ]; do
      redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return 0
      kill -0 "$REDIS_PID" 2>/dev/null || break
      i=$((i + 1)); sleep 0.1
    done
    kill -9 "$REDIS_PID" 2>/dev/null || true
    [ "${KEEP_PORT:-}" = 1 ] || REDIS_PORT=""
  done
  fail "redis-server did not start"
}
rcli() { redis-cli -p "$REDIS_PORT" "$@"; }

# start_node NAME: a node on any free port; sets its port in NAME_PORT's file.
start_node() {
  name=$1
  rm -f "$WORK/$name.out"
  "$BIN/djed-server" --listen 127.0.0.1:0 --data "$WORK/$name-data" --redis "redis://127.0.0.1:$REDIS_PORT" \
    --grace 60 >"$WORK/$name.out" 2>>"$WORK/$name.log" &
  echo $! >"$WORK/$name.pid"
  i=0
  while ! grep -q "listening on" "$WORK/$name.out" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "node $name did not start"
    sleep 0.1
  done
  sed -n 's/listening on 127.0.0.1:\([0-9]*\)/\1/p' "$WORK/$name.out" >"$WORK/$name.port"
}
url() { echo "ws://127.0.0.1:$(cat "$WORK/$1.port")"; }

# bot NAME ADDRESSES djed-cli-online-options...
bot() {
  name=$1; addresses=$2; shift 2
  "$BIN/djed-cli" online "$addresses" --reconnect-for 30 "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" &
  echo $! >"$WORK/$name.pid"
}
turns() { grep '^[0-9]*\. ' "$WORK/$1.out"; }
# Both players (and a spectator, if any) saw the same turns and the same end.
same_game() {
  pair=$1; shift
  for other in "$pair-b" "$@"; do
    [ "$(tail -n 1 "$WORK/$pair-a.out")" = "$(tail -n 1 "$WORK/$other.out")" ] ||
      fail "$pair: $pair-a and $other saw different ends"
    [ "$(turns "$pair-a")" = "$(turns "$other")" ] || fail "$pair: $pair-a and $other saw different turns"
  done
  echo "$pair: $(tail -n 1 "$WORK/$pair-a.out") after $(turns "$pair-a" | wc -l) turns"
}
# pair NAME GAME CREATOR-ADDRESSES JOINER-ADDRESSES options...
pair() {
  p=$1; game=$2; ca=$3; ja=$4; shift 4
  bot "$p-a" "$ca" --create "$game" --seat first --record "$WORK/$p.djed" "$@"
  wait_for "$p-a" "^code: "
  bot "$p-b" "$ja" --join "$(sed -n 's/^code: //p' "$WORK/$p-a.out")" "$@"
}

start_redis
echo "== a node refuses a Redis that does not sync every write"
rcli config set appendfsync everysec >/dev/null
if "$BIN/djed-server" --listen 127.0.0.1:0 --data "$WORK/refused" --redis "redis://127.0.0.1:$REDIS_PORT" \
  >"$WORK/refused.out" 2>"$WORK/refused.err"; then
  fail "a node started on a Redis that syncs every second"
fi
grep -q "appendfsync always" "$WORK/refused.err" || fail "the refusal does not say what Redis needs: $(cat "$WORK/refused.err")"
rcli config set appendfsync always >/dev/null
"$BIN/djed-server" --listen 127.0.0.1:0 --data "$WORK/refused" --redis "redis://127.0.0.1:1" \
  >"$WORK/refused.out" 2>"$WORK/refused.err" && fail "a node started without its Redis"
grep -q "cannot reach Redis" "$WORK/refused.err" || fail "no reason for an unreachable Redis: $(cat "$WORK/refused.err")"
"$BIN/djed-server" --listen 127.0.0.1:0 --data "$WORK/refused" --redis "redis://127.0.0.1:$REDIS_PORT" \
  --node-link 127.0.0.1 >"$WORK/refused.out" 2>"$WORK/refused.err" && fail "a node started with a link address without a port"
grep -q "node-link '127.0.0.1': expected HOST:PORT or off" "$WORK/refused.err" || fail "no reason for a wrong --node-link: $(cat "$WORK/refused.err")"
"$BIN/djed-server" --listen 127.0.0.1:0 --data "$WORK/refused" --redis "redis://127.0.0.1:$REDIS_PORT" \
  --node-link 0.0.0.0:0 >"$WORK/refused.out" 2>"$WORK/refused.err" && fail "a node started with every address as its link"
grep -q "name the one other nodes reach" "$WORK/refused.err" || fail "no reason for a link on every address: $(cat "$WORK/refused.err")"
"$BIN/djed-server" --listen 127.0.0.1:0 --data "$WORK/refused" --node-link 127.0.0.1:0 \
  >"$WORK/refused.out" 2>"$WORK/refused.err" && fail "a server alone started with a node link"
grep -q "needs --redis" "$WORK/refused.err" || fail "no reason for --node-link without --redis: $(cat "$WORK/refused.err")"
echo "refused, saying why"

start_node n1
start_node n2
start_node n3
N1=$(url n1); N2=$(url n2); N3=$(url n3)

echo "== created on one node, joined through another, watched through a third"
pair across pharao "$N1" "$N2" --level easy --clock 10+5
wait_for across-b "^joined: "
bot across-w "$N3" --watch "$(sed -n 's/^code: //p' "$WORK/across-a.out")"
# Messages no node writes, on the nodes' channel and on the game's: each
# node logs and drops them, and the game plays on through all three.
across_id=$(rcli get "djed:code:$(sed -n 's/^code: //p' "$WORK/across-a.out")")
[ -n "$across_id" ] || fail "Redis has no game for the invite code"
for message in "alive" "bye a b" "hello n9" "alive $(printf 'n\001')"; do
  rcli publish djed:nodes "$message" >/dev/null
done
for message in "here n9 x 0 0" "here n9 1 2" "reveal 7 1 zz" "99999999999999999999999 a b {}" "1" "-"; do
  rcli publish "djed:game:{$across_id}" "$message" >/dev/null
done
pair lobby seti:beth "$N2" "$N1" --level easy
finish across-a; finish across-b; finish across-w
same_game across across-w
finish lobby-a; finish lobby-b
same_game lobby
grep -q "Z load " "$WORK/n2.log" || fail "node 2 never read a game from Redis"
# The joiner's turns went to the game's owner over a direct link.
n1_name=$(sed -n 's/.* start node=\([0-9a-f]*\) .*/\1/p' "$WORK/n1.log" | head -1)
grep -q "link-open $n1_name" "$WORK/n2.log" || fail "node 2 never linked to node 1, whose game its player joined"
# Anybody may knock on a node's link: without the secret, refused.
n1_link=$(rcli get "djed:link:$n1_name")
n1_link_port=${n1_link%% *}; n1_link_port=${n1_link_port##*:}
[ -n "$n1_link_port" ] || fail "node 1 keeps no link address in Redis"
timeout 10 python3 -c "
import socket, sys
s = socket.create_connection(('127.0.0.1', int(sys.argv[1])), timeout=5)
s.sendall(b'djed-link 1 n9 ' + b'0' * 64 + b'\\n' + b'g1 propose a b 1 0 {}\\n')
assert s.recv(16) == b''  # closed by the node
" "$n1_link_port" || fail "node 1 did not close a link without its secret"
grep -q "link-refused 127.0.0.1: a wrong secret" "$WORK/n1.log" || fail "node 1 did not log the link it refused"
for n in n1 n2 n3; do
  unread=$(grep -c "node-message-unreadable" "$WORK/$n.log" || true)
  [ "$unread" -ge 4 ] || fail "node $n logged $unread unreadable node messages, not at least the 4 on its channel"
done
echo "unreadable node messages logged and dropped, the game played on"

echo "== a node killed with SIGKILL mid-game"
# Every player starts on node 1, and falls back on the next node.
pair k-aleph seti:aleph "$N1,$N3" "$N1,$N2" --level easy --time-ms 50
pair k-ramses ramses "$N1,$N2" "$N1,$N3" --level easy --time-ms 50
pair k-pharao pharao "$N1,$N2" "$N1,$N3" --level easy --time-ms 50 --clock 10+5
ended=0
reaches_turn k-aleph-b 4 || ended=1
reaches_turn k-ramses-b 4 || ended=1
# Pharao's joiner may still be joining: a join whose answer the kill swallowed
# is sent again with its own token and answered with the seat it took.
kill -9 "$(cat "$WORK/n1.pid")"
rm -f "$WORK/n1.pid"
[ $ended = 0 ] || echo "(a game ended before the kill)"
for p in k-aleph k-ramses k-pharao; do finish "$p-a"; finish "$p-b"; same_game "$p"; done
grep -q "Z resume " "$WORK/n2.log" "$WORK/n3.log" || fail "nobody resumed on node 2 or 3"

echo "== Redis killed with SIGKILL mid-game, and started again"
# A game over before its 5th turn (Pharao can end that soon) is played again.
tries=0
while :; do
  tries=$((tries + 1)); [ $tries -gt 5 ] && fail "five Pharao games ended before Redis was killed"
  pair r-pharao pharao "$N2,$N3" "$N3,$N2" --level medium --time-ms 100
  reaches_turn r-pharao-b 5 && break
  finish r-pharao-a; finish r-pharao-b
  mv "$WORK/r-pharao.djed" "$WORK/r-pharao-$tries.djed"
done
kill -9 "$REDIS_PID"
wait "$REDIS_PID" 2>/dev/null || true
sleep 1.5
# What the players were told is what was acknowledged.
told=$(turns r-pharao-a)
i=0
while ! grep -q "storage-failed" "$WORK/n2.log" "$WORK/n3.log"; do
  i=$((i + 1)); [ $i -gt 100 ] && fail "no node noticed that Redis was gone"
  sleep 0.1
done
KEEP_PORT=1 start_redis
id=$(rcli get "djed:code:$(sed -n 's/^code: //p' "$WORK/r-pharao-a.out")")
[ -n "$id" ] || fail "Redis lost the game's code"
stored=$(rcli lrange "djed:game:{$id}:events" 0 -1 | grep -o '"turn":"[^"]*"' | sed 's/"turn":"\(.*\)"/\1/')
number=0
echo "$told" | while IFS= read -r line; do
  [ -n "$line" ] || continue
  number=$((number + 1))
  want=$(echo "$line" | sed 's/^[0-9]*\. //')
  got=$(echo "$stored" | sed -n "${number}p")
  [ "$want" = "$got" ] || fail "turn $number was told as '$want' but Redis has '$got'"
done
echo "$(echo "$told" | grep -c .) turns told before the loss are all in Redis"
finish r-pharao-a; finish r-pharao-b
same_game r-pharao
for n in n2 n3; do
  i=0
  while ! grep -q "storage-back" "$WORK/$n.log"; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "node $n did not come back to Redis"
    sleep 0.1
  done
done

echo "== the records replay"
"$BIN/djed-cli" replay "$WORK"/*.djed >"$WORK/replay.out" 2>"$WORK/replay.err" ||
  fail "a record does not replay: $(cat "$WORK/replay.err")"
echo "$(ls "$WORK"/*.djed | wc -l) records replay"
for n in n2 n3; do kill "$(cat "$WORK/$n.pid")"; wait "$(cat "$WORK/$n.pid")" || fail "$n did not stop cleanly"; rm -f "$WORK/$n.pid"; done
echo "nodes: all passed"
