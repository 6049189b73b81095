#!/bin/sh
# Two real djed apps play each other online, each driven by its own script
# (app_driver.qml: it fills the online screen's fields and plays random legal
# turns through the board's cells and the panel's buttons, offscreen):
# - Pharao and Seti (Aleph) at once through djed-server on loopback: the
#   joiner of Pharao waits 3 s before its first turn, and its clock shows
#   none of them gone (clocks start with a side's first turn); in Seti a
#   draw is offered and declined on the panel, no dialog over the board;
#   the server is killed with SIGKILL mid-game: the board is veiled, not
#   playable, and the status says the connection is lost; it is started
#   again, and all four apps reconnect by themselves; then one app is
#   killed and started again and comes back to its seat with "Continue";
#   both games are played to their ends.
# - Seti (Beth) hosted by one app ("Host on this computer"): the other joins
#   with the code the first one shows, and they play it to its end.
# usage: apps_online_test.sh BIN_DIR SCRATCH_DIR DRIVER_QML
set -eu
BIN=$1
WORK=$2
DRIVER=$3
rm -rf "$WORK"
mkdir -p "$WORK/runtime"
chmod 700 "$WORK/runtime"
. "$(dirname "$0")/test_server.sh"
cleanup() {
  [ -n "$SERVER_PID" ] && kill -9 "$SERVER_PID" 2>/dev/null || true
  for f in "$WORK"/*.pid; do [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true; done
}
trap cleanup EXIT

# app NAME VAR=VALUE...: a djed of its own (its own settings and data
# folders, animations off), driven by the script with DJED_DRIVE_VAR=VALUE.
app() {
  name=$1; shift
  home="$WORK/$name-home"
  mkdir -p "$home/config/Djed"
  [ -f "$home/config/Djed/Djed.conf" ] || printf '[General]\nanimation=off\nsound=false\nlanguage=en\n' >"$home/config/Djed/Djed.conf"
  for setting in "$@"; do export "DJED_DRIVE_$setting"; done
  XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$WORK/runtime" QT_QPA_PLATFORM=offscreen \
    QT_QUICK_BACKEND=software "$BIN/djed" --driver "$DRIVER" --size 1024x700 >>"$WORK/$name.out" 2>>"$WORK/$name.err" &
  echo $! >"$WORK/$name.pid"
  for setting in "$@"; do unset "DJED_DRIVE_${setting%%=*}"; done
}
# An app that ended by itself is a failure (a crash says so at once).
alive() {
  [ -f "$WORK/$1.pid" ] && ! kill -0 "$(cat "$WORK/$1.pid")" 2>/dev/null && fail "$1 exited by itself"
  return 0
}
# The driver's lines ("driver: ...") of an app, from its error output.
said() { grep -h "driver: " "$WORK/$1.err" 2>/dev/null | sed 's/.*driver: //'; }
# wait_for NAME PATTERN [TENTHS]: a driver line matching PATTERN (bounded).
wait_for() {
  i=0
  while ! said "$1" | grep -q "$2"; do
    alive "$1"
    i=$((i + 1)); [ "$i" -gt "${3:-900}" ] && fail "$1 never said '$2' (last: $(said "$1" | tail -n 1))"
    sleep 0.1
  done
}
turns() { said "$1" | sed -n 's/^turns //p' | tail -n 1; }
# wait_turns NAME N: the game on NAME's screen has N turns or more.
wait_turns() {
  i=0
  while [ "$(turns "$1")" -lt "$2" ] 2>/dev/null || [ -z "$(turns "$1")" ]; do
    alive "$1"
    i=$((i + 1)); [ $i -gt 900 ] && fail "$1 never reached turn $2 (at $(turns "$1"))"
    sleep 0.1
  done
}
stop_app() { kill -9 "$(cat "$WORK/$1.pid")" 2>/dev/null || true; rm -f "$WORK/$1.pid"; }
same_end() {
  a=$(said "$1" | grep "^over " | tail -n 1 | cut -d' ' -f2)
  b=$(said "$2" | grep "^over " | tail -n 1 | cut -d' ' -f2)
  [ -n "$a" ] && [ "$a" = "$b" ] || fail "the apps saw different ends: '$a' and '$b'"
  echo "$3: winner $a after $(turns "$1") turns"
}

# pair CREATOR JOINER GAME VARIANT [CREATOR_OPTION [JOINER_OPTION]]: a game
# created by one app, joined by the other.
pair() {
  app "$1" ROLE=create SERVER="ws://127.0.0.1:$PORT" NAME="$1" GAME="$3" VARIANT="$4" SEED=3 ${5:-}
  wait_for "$1" "^code "
  code=$(said "$1" | sed -n 's/^code \([a-z0-9]*\) .*/\1/p' | head -n 1)
  app "$2" ROLE=join SERVER="ws://127.0.0.1:$PORT" NAME="$2" CODE="$code" SEED=4 ${6:-}
}

# moves_on NAME BEFORE N: 0 once the game on NAME's screen has BEFORE+N
# turns, or has ended after turn BEFORE; 1 if it ended at turn BEFORE or
# sooner. Pharao's dice can end a game by a lock-up in a few turns.
moves_on() {
  i=0
  while :; do
    alive "$1"
    t=$(turns "$1")
    [ -n "$t" ] && [ "$t" -ge $(($2 + $3)) ] && return 0
    if said "$1" | grep -q "^over "; then
      [ -n "$t" ] && [ "$t" -gt "$2" ] && return 0
      return 1
    fi
    i=$((i + 1)); [ $i -gt 900 ] && fail "$1 never reached turn $(($2 + $3)) (at $t)"
    sleep 0.1
  done
}

# The server is killed, then one Pharao app; 1 when the Pharao game ended
# too soon to show that its players came back (the phase is played again).
server_and_app_killed() {
  start_server
  pair ann bob pharao "" "" WAIT_FIRST=3000
  pair eve fay seti aleph DRAW_AT=4 "ANSWER_DRAW=decline HOLD_FROM=4"
  # Bob's clock (10+5) after his first turn, 3 s after he sat down: all of
  # it and the increment, 605000 ms (less a few for a dice link since, more
  # for a second turn the dice gave at once); clocks that ran from the join
  # would show 602000 or less.
  wait_for bob "^first-clocks "
  first=$(said bob | sed -n 's/^first-clocks \([0-9]*\) 10+5$/\1/p' | head -n 1)
  [ -n "$first" ] && [ "$first" -ge 604000 ] || fail "bob's clock after his first turn: $(said bob | grep '^first-clocks')"
  moves_on bob 0 6 || return 1
  wait_turns fay 4
  # The draw is asked on the panel (no dialog), declined, and the offerer told.
  wait_for fay "^draw answered decline"
  said fay | grep -q "^draw asked on the panel, dialog false" || fail "fay's draw offer: $(said fay | grep '^draw')"
  wait_for eve "^notice fay declined the draw"
  kill -9 "$SERVER_PID"
  # While the server is away: the board veiled and locked, the status saying so.
  wait_for ann "^down " 100
  down=$(said ann | grep "^down " | tail -n 1)
  case "$down" in
    *"Reconnecting to the server"*"The game waits until it is back."*"| veil true | interactive false") ;;
    *) fail "ann's screen while the server was down: $down" ;;
  esac
  sleep 1
  start_server "$PORT"
  before=$(turns ann)
  moves_on ann "$before" 4 || return 1
  moves_on bob "$before" 4 || return 1
  before=$(turns eve)
  wait_turns eve $((before + 2))
  said ann | grep -q "^over " && return 1
  stop_app bob
  resumes=$(grep -c " resume " "$WORK/server.log" || true)
  app bob ROLE=resume SEED=5
  wait_for bob "^code "
  i=0
  while [ "$(grep -c " resume " "$WORK/server.log")" -le "$resumes" ]; do
    i=$((i + 1)); [ $i -gt 300 ] && fail "the restarted app did not resume its seat"
    sleep 0.1
  done
  before=$(turns ann)
  moves_on ann "$before" 4 || return 1
  return 0
}

echo "== Pharao and Seti (Aleph) through djed-server; the server and then one app are killed mid-game"
tries=0
until server_and_app_killed; do
  tries=$((tries + 1)); [ $tries -ge 5 ] && fail "five Pharao games ended before their players were killed"
  echo "(the Pharao game ended too soon; the phase is played again)"
  for name in ann bob eve fay; do stop_app "$name"; done
  kill -9 "$SERVER_PID"
  mkdir -p "$WORK/ended-too-soon-$tries"
  mv "$WORK"/*-home "$WORK"/*.out "$WORK"/*.err "$WORK/server.log" "$WORK/data" "$WORK/ended-too-soon-$tries/" 2>/dev/null || true
done
wait_for ann "^over " 3000
wait_for bob "^over " 600
same_end ann bob pharao
wait_for eve "^over " 3000
wait_for fay "^over " 600
same_end eve fay "seti aleph"
for name in ann bob eve fay; do stop_app "$name"; done
kill -9 "$SERVER_PID"

echo "== Seti (Beth) hosted by one app, joined with the code it shows"
HOST_PORT=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
app cleo ROLE=host PORT="$HOST_PORT" NAME=Cleo GAME=seti VARIANT=beth SEED=6
wait_for cleo "^code "
code=$(said cleo | sed -n 's/^code \([a-z0-9]*\) .*/\1/p' | head -n 1)
app dido ROLE=join SERVER="ws://127.0.0.1:$HOST_PORT" NAME=Dido CODE="$code" SEED=7
wait_for dido "^over " 3000
wait_for cleo "^over " 600
same_end cleo dido "seti beth"
