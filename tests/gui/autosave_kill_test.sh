#!/bin/sh
# A game survives SIGKILL: a real djed plays Pharao computer against
# computer; its autosave is read while it plays, and the process is killed
# at a moment of the test's choosing. Every copy read on the way is a whole
# record that replays; the file left behind replays, holds every turn any
# earlier copy held (the same turns, in order), and opens in djed again.
#   autosave_kill_test.sh DJED DJED_CLI
set -eu
djed=$1
cli=$2
tmp=$(mktemp -d)
trap 'kill -9 "$pid" 2>/dev/null || true; rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data" QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software
save="$XDG_DATA_HOME/Djed/Djed/autosave.djed"

turns() { grep -c '^[0-9]*\. ' "$1" || true; }

"$djed" --game pharao --players easy,easy 2>"$tmp/stderr" &
pid=$!
# The moment of the kill: after 4 to 9 turns, varying with the process id.
target=$((4 + pid % 6))
seen=0
copies=0
deadline=$(($(date +%s) + 60))
while [ "$(date +%s)" -lt "$deadline" ]; do
  if [ -f "$save" ] && cp "$save" "$tmp/copy" 2>/dev/null; then
    if ! "$cli" replay "$tmp/copy" >/dev/null 2>"$tmp/why"; then
      echo "a copy of the autosave read while playing does not replay: $(cat "$tmp/why")" >&2
      exit 1
    fi
    n=$(turns "$tmp/copy")
    if [ "$n" -gt "$seen" ]; then
      copies=$((copies + 1))
      seen=$n
      grep '^[0-9]*\. ' "$tmp/copy" >"$tmp/turns-$copies"
    fi
    [ "$seen" -ge "$target" ] && break
  fi
  sleep 0.05
done
[ "$seen" -ge "$target" ] || { echo "the game did not reach turn $target in 60 s" >&2; cat "$tmp/stderr" >&2; exit 1; }
kill -9 "$pid"
wait "$pid" 2>/dev/null || true

"$cli" replay "$save" >"$tmp/replayed" || { echo "the autosave left by the killed djed does not replay" >&2; exit 1; }
final=$(turns "$save")
[ "$final" -ge "$seen" ] || { echo "the autosave lost turns: $final after $seen were saved" >&2; exit 1; }
grep '^[0-9]*\. ' "$save" >"$tmp/final-turns"
i=1
while [ "$i" -le "$copies" ]; do
  lines=$(wc -l <"$tmp/turns-$i")
  head -n "$lines" "$tmp/final-turns" | cmp -s - "$tmp/turns-$i" ||
    { echo "the turns of an earlier autosave are not the start of the last one" >&2; exit 1; }
  i=$((i + 1))
done
# The continued game: djed opens the record and shows it.
"$djed" "$save" --screenshot "$tmp/continued.png" 2>"$tmp/stderr" ||
  { echo "djed does not open the autosave: $(cat "$tmp/stderr")" >&2; exit 1; }
[ -s "$tmp/continued.png" ] || { echo "no screenshot of the continued game" >&2; exit 1; }
echo "killed at turn $final (target $target, $copies copies read); the record replays and opens"
