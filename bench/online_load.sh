#!/bin/sh
# Load test of djed-server: a fresh server pinned to core 0, djed-online-load
# pinned to core 1 playing many Ramses games on it over loopback, then the
# results. Target: 5,000 concurrent games (10,000 connections), p99 turn
# round trip within 50 ms, server memory within 1 GB, no turn lost or doubled.
#
#   bench/online_load.sh [BUILD] [djed-online-load options...]
#
# BUILD is the build folder (default: $BUILD, else build). Options go to
# djed-online-load (see its --help); the defaults here are
# --games 5000 --seconds 60 --think-ms 1000. Needs two cores and taskset.
# Exits with djed-online-load's status: 0 when every check holds.
set -eu
cd "$(dirname "$0")/.."
build=${BUILD:-build}
case ${1:-} in
  -*|'') ;;
  *) build=$1; shift ;;
esac
server=$build/bin/djed-server
load=$build/bin/djed-online-load
for program in "$server" "$load"; do
  [ -x "$program" ] || { echo "online_load.sh: $program is missing (build djed-server djed-online-load djed_plugins)" >&2; exit 2; }
done

data=$(mktemp -d)
server_pid=
stop_server() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
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

# Port 0: the server picks a free port and prints it on its first line.
taskset -c 0 "$server" --listen 127.0.0.1:0 --data "$data/server" --quiet \
  --max-per-address 100000 --rate 1000 --address-rate 10000000 >"$data/server.out" 2>"$data/server.log" &
server_pid=$!
port=
for _ in $(seq 100); do
  first=$(head -n 1 "$data/server.out" 2>/dev/null || true)
  case $first in
    "listening on "*) port=${first##*:}; break ;;
  esac
  server_alive || break
  sleep 0.1
done
if [ -z "$port" ]; then
  echo "online_load.sh: the server did not start:" >&2
  cat "$data/server.log" >&2
  exit 2
fi

status=0
taskset -c 1 "$load" --url "ws://127.0.0.1:$port" --server-pid "$server_pid" \
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
