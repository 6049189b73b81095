# What the process tests share, sourced with BIN (the programs) and WORK
# (a scratch folder) set: fail() with the logs, and start_server, which
# starts djed-server on PORT (or any free port) with extra options and sets
# PORT and SERVER_PID.
SERVER_PID=""

fail() {
  echo "FAIL: $*"
  for f in "$WORK"/*.err "$WORK"/*.log; do [ -s "$f" ] && { echo "== $f"; tail -n 20 "$f"; }; done
  exit 1
}

# start_server [PORT [djed-server options...]]
start_server() {
  port=${1:-0}
  [ $# -gt 0 ] && shift
  # Gone first: the old server's line must not be taken for the new one's.
  rm -f "$WORK/server.out"
  "$BIN/djed-server" --listen "127.0.0.1:$port" --data "$WORK/data" "$@" >"$WORK/server.out" 2>>"$WORK/server.log" &
  SERVER_PID=$!
  i=0
  while ! grep -q "listening on" "$WORK/server.out" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "the server did not start"
    sleep 0.1
  done
  PORT=$(sed -n 's/listening on 127.0.0.1:\([0-9]*\)/\1/p' "$WORK/server.out")
  [ -n "$PORT" ] || fail "the server printed no port"
}
