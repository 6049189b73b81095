#!/bin/sh
# Renders the screens offscreen as PNG files: the launcher, every game's
# screen, a lesson and a puzzle of each game, the online screen and an online game (against a bot on a
# djed-server of its own), every dialog, light and dark. Needs a build (tools/run.sh or tools/test.sh).
#   tools/gallery.sh [OUT_DIR]   every language (en, de, fr), small (800x600) and
#                                large (1920x1080); default build/gallery
#   tools/gallery.sh --docs      docs/screenshots: English, 1280x720 (each game at
#                                800x600 too), the set the README shows from; look
#                                at them, then commit them
set -eu
cd "$(dirname "$0")/.."
if [ "${1:-}" = --docs ]; then
  out=docs/screenshots languages=en sizes=1280x720 docs=1
else
  out=${1:-build/gallery} languages="en de fr" sizes="800x600 1920x1080" docs=""
fi
djed=build/bin/djed
[ -x "$djed" ] || { echo "gallery: build first ($djed is missing)" >&2; exit 1; }
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
count=0
# A server for the online game, on a free loopback port, gone at the end.
scratch=$(mktemp -d)
server_pid=""
trap 'kill $server_pid $(cat "$scratch"/bot.pid 2>/dev/null) 2>/dev/null; rm -rf "$scratch"' EXIT
build/bin/djed-server --listen 127.0.0.1:0 --data "$scratch/data" >"$scratch/server.out" 2>/dev/null &
server_pid=$!
while ! grep -q "listening on" "$scratch/server.out" 2>/dev/null; do sleep 0.1; done
server="ws://$(sed -n 's/listening on //p' "$scratch/server.out")"
# A Pharao game a bot has created, with a clock: its invite code.
bot_game() {
  build/bin/djed-cli online "$server" --create pharao --level easy --clock 10+5 --name Nefertari \
    >"$scratch/bot.out" 2>/dev/null &
  echo $! >>"$scratch/bot.pid"
  while ! grep -q "^code: " "$scratch/bot.out" 2>/dev/null; do sleep 0.1; done
  sed -n 's/^code: //p' "$scratch/bot.out"
}
# shoot SCREEN LANGUAGE THEME SIZE [djed options...]: one picture.
shoot() {
  screen=$1 lang=$2 theme=$3 size=$4
  shift 4
  name="$screen-$lang-$theme-$size"
  [ -n "$docs" ] && name="$screen-$theme"
  dark=""
  [ "$theme" = dark ] && dark=--dark
  "$djed" "$@" --language "$lang" $dark --size "$size" --screenshot "$out/$name.png" 2>/dev/null
  count=$((count + 1))
}
for lang in $languages; do
  for theme in light dark; do
    for size in $sizes; do
      shoot launcher "$lang" "$theme" "$size"
      for game in ramses pharao seti:aleph seti:beth; do
        shoot "$(echo "$game" | tr : -)" "$lang" "$theme" "$size" --game "$game" --players human,medium
      done
      for game in ramses pharao seti; do
        shoot "$game-lesson" "$lang" "$theme" "$size" --game "$game" --lesson 3
        shoot "$game-puzzle" "$lang" "$theme" "$size" --game "$game" --puzzle 40
      done
      shoot online "$lang" "$theme" "$size" --online
      shoot online-game "$lang" "$theme" "$size" --server "$server" --join "$(bot_game)" --name Ann
      # The docs show each game at 800x600 too, where the panel goes below.
      if [ -n "$docs" ]; then
        for game in ramses pharao seti:aleph seti:beth; do
          shoot "$(echo "$game" | tr : -)-800x600" "$lang" "$theme" 800x600 --game "$game" --players human,medium
        done
      fi
      # Every dialog, over the game screen where it is opened.
      for dialog in settings statistics about new-game; do
        shoot "dialog-$dialog" "$lang" "$theme" "$size" --game pharao --players human,medium --dialog "$dialog"
      done
    done
  done
done
echo "gallery: $count pictures in $out"
