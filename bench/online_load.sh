#!/bin/sh
# Load test of djed-server: a fresh server pinned to core 0, djed-online-load
# pinned to core 1 playing many Ramses games on it over loopback, then the
# results. Target: 5,000 concurrent games (10,000 connections), p99 turn
# round trip within 50 ms, server memory within 1 GB, no turn lost or doubled.
#
#   bench/online_load.sh [BUILD] [--redis-nodes N [--spread]] [djed-online-load options...]
#
# --redis-nodes N: N nodes (1 or 2) sharing a fresh redis-server (appendonly,
# appendfsync always) instead of one node with its journal; the nodes and
# Redis share core 0. With two, creators connect to the first node and
# joiners to the second, so every game is played across nodes.
# --spread (after --redis-nodes 2): the second node on core 1 instead, and
# the load client on both cores.
#
# BUILD is the build folder (default: $BUILD, else build). Options go to
# djed-online-load (see its --help); the defaults here are
# --games 5000 --seconds 60 --think-ms 1000. Needs two cores and taskset.
# DJED_LOAD_LOGS=DIR keeps the servers' logs in DIR.
# Exits with djed-online-load's status: 0 when every check holds.
set -eu
cd "$(dirname "$0")/.."
build=${BUILD:-build}
case ${1:-} in
  -*|'') ;;
  *) build=$1; shift ;;
esac
redis_nodes=0
# The cores of each process: everything that serves on core 0, the load on 1.
server_core=0 second_core=0 redis_core=0 load_core=1
if [ "${1:-}" = "--redis-nodes" ]; then
  redis_nodes=${2:-}
  case $redis_nodes in
    1|2) shift 2 ;;
    *) echo "online_load.sh: --redis-nodes takes 1 or 2" >&2; exit 2 ;;
  esac
fi
if [ "${1:-}" = "--spread" ]; then
  # As nodes would run on machines of their own, as far as two cores allow:
  # a node on each core, Redis beside the first, the load client on both.
  second_core=1 load_core=0-1
  shift
fi
server=$build/bin/djed-server
load=$build/bin/djed-online-load
for program in "$server" "$load"; do
  [ -x "$program" ] || { echo "online_load.sh: $program is missing (build djed-server djed-online-load djed_plugins)" >&2; exit 2; }
done

data=$(mktemp -d)
server_pid=
others=
stop_server() {
  for pid in $server_pid $others; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  # DJED_LOAD_LOGS=DIR keeps the servers' logs there.
  if [ -n "${DJED_LOAD_LOGS:-}" ]; then mkdir -p "$DJED_LOAD_LOGS" && cp "$data"/*.log "$DJED_LOAD_LOGS"/ 2>/dev/null || true; fi
  rm -rf "$data"
}
trap stop_server EXIT
# kill -0 cannot tell: an exited child stays a zombie until waited for.
server_alive() {
  state=$(cut -d' ' -f3 "/proc/$server_pid/stat" 2>/dev/null || true)
  [ -n "$state" ] && [ "$state" != Z ]
}
trap 'exit 130' INT TERM

# The server's own file limit must hold every connection too.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

redis_options=
extra=
if [ "$redis_nodes" -gt 0 ]; then
  redis_port=$(( ($$ % 10000) + 20000 ))  # below the ephemeral ports
  mkdir -p "$data/redis"
  taskset -c "$redis_core" redis-server --port "$redis_port" --bind 127.0.0.1 --dir "$data/redis" --appendonly yes \
    --appendfsync always --save "" >"$data/redis.log" 2>&1 &
  others="$!"
  extra="--other-pid $!"
  for _ in $(seq 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  if ! redis-cli -p "$redis_port" ping >/dev/null 2>&1; then
    echo "online_load.sh: redis-server did not start:" >&2
    cat "$data/redis.log" >&2
    exit 2
  fi
  redis_options="--redis redis://127.0.0.1:$redis_port"
fi

# start_node NAME: port 0, the node picks a free port and prints it on its
# first line; sets node_port and node_pid.
start_node() {
  # shellcheck disable=SC2086
  eval "core=\$${1}_core"
  taskset -c "$core" "$server" --listen 127.0.0.1:0 --data "$data/$1" --quiet $redis_options \
    --max-per-address 100000 --rate 1000 --address-rate 10000000 --open-games-per-address 1000000 --games-per-address 1000000 --handshakes-per-address 100000 --handshakes 100000 >"$data/$1.out" 2>"$data/$1.log" &
  node_pid=$!
  node_port=
  for _ in $(seq 100); do
    first=$(head -n 1 "$data/$1.out" 2>/dev/null || true)
    case $first in
      "listening on "*) node_port=${first##*:}; break ;;
    esac
    kill -0 "$node_pid" 2>/dev/null || break
    sleep 0.1
  done
  if [ -z "$node_port" ]; then
    echo "online_load.sh: the server did not start:" >&2
    cat "$data/$1.log" >&2
    exit 2
  fi
}
start_node server
server_pid=$node_pid
port=$node_port
join=
if [ "$redis_nodes" = 2 ]; then
  start_node second
  others="$others $node_pid"
  extra="$extra --other-pid $node_pid"
  join="--join-url ws://127.0.0.1:$node_port"
fi

status=0
# shellcheck disable=SC2086
taskset -c "$load_core" "$load" --url "ws://127.0.0.1:$port" $join --server-pid "$server_pid" $extra \
  --games 5000 --seconds 60 --think-ms 1000 "$@" || status=$?

if ! server_alive; then
  code=0
  wait "$server_pid" || code=$?
  server_pid=
  echo "online_load.sh: the server stopped during the run (exit status $code)" >&2
  status=1
fi
if [ -s "$data/server.log" ]; then
  echo "server stderr (last lines):" >&2
  tail -n 20 "$data/server.log" >&2
fi
exit "$status"
