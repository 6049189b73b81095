# What the tests of djed-cli bots share, sourced after test_server.sh (for
# fail) with WORK set: each bot NAME writes WORK/NAME.out, .err and .pid.

# Waits for a line matching $2 in bot $1's output (bounded).
wait_for() {
  i=0
  while ! grep -q "$2" "$WORK/$1.out" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 600 ] && fail "$1 never printed '$2'"
    sleep 0.1
  done
}

# 0 once bot $1 has printed turn $2; 1 when its game ended before.
reaches_turn() {
  i=0
  while ! grep -q "^$2\. " "$WORK/$1.out" 2>/dev/null; do
    grep -q "^result: " "$WORK/$1.out" 2>/dev/null && return 1
    i=$((i + 1)); [ $i -gt 600 ] && fail "$1 never printed turn $2"
    sleep 0.1
  done
}

# Waits for a bot to finish (bounded: a game that stalls fails here, with the
# logs, not at ctest's timeout); it must exit 0 with a result as its last line.
finish() {
  pid=$(cat "$WORK/$1.pid")
  i=0
  while kill -0 "$pid" 2>/dev/null; do
    i=$((i + 1))
    if [ $i -gt 2400 ]; then
      kill -9 "$pid" 2>/dev/null || true
      fail "$1 did not finish in 240 s; it printed last: $(tail -n 3 "$WORK/$1.out" | tr '\n' '|')"
    fi
    sleep 0.1
  done
  wait "$pid" || fail "$1 exited with $?"
  rm -f "$WORK/$1.pid"
  tail -n 1 "$WORK/$1.out" | grep -q "^result: " || fail "$1 printed no result"
}
