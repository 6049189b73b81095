#!/bin/sh
# Renders the screens offscreen as PNG files: the launcher, every game's
# screen, a lesson and a puzzle of each game, the online screen and an online game (against a bot on a
# djed-server of its own), every dialog, and Mehen, the example on a board of sites (built here against
# this build's SDK: its launcher card, game, lesson and rules page), light and dark; and the browser's
# page, when chromium is there: the lobby and a game of each game (light, dark, a phone), photographed
# while tests/web/browser_game_test.py plays them. Needs a build (tools/run.sh or tools/test.sh).
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
# (`|| true`: under set -e a bot already gone would fail the whole run.)
trap 'kill $server_pid $(cat "$scratch"/bot.pid 2>/dev/null) 2>/dev/null || true; rm -rf "$scratch"' EXIT
build/bin/djed-server --listen 127.0.0.1:0 --data "$scratch/data" >"$scratch/server.out" 2>/dev/null &
server_pid=$!
while ! grep -q "listening on" "$scratch/server.out" 2>/dev/null; do sleep 0.1; done
server="ws://$(sed -n 's/listening on //p' "$scratch/server.out")"
# Mehen lives outside the tree: built against this build installed into
# build/mehen-sdk (both kept, so that a second run only updates them).
cmake --install build --prefix "$PWD/build/mehen-sdk" >/dev/null
cmake -S examples/mehen -B build/mehen -G Ninja -DCMAKE_PREFIX_PATH="$PWD/build/mehen-sdk" \
  -DMEHEN_BUILD_TESTS=OFF >/dev/null
cmake --build build/mehen -j2 >/dev/null
mehen="--plugins build/mehen/plugins"
mehen_game="L:h,20o,12 lion:30 tabas:2 D:27,25o,9 lion:- tabas:1 L throw:6"
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
      shoot mehen-launcher "$lang" "$theme" "$size" $mehen
      shoot mehen "$lang" "$theme" "$size" $mehen --game mehen --players human,medium --position "$mehen_game"
      shoot mehen-lesson "$lang" "$theme" "$size" $mehen --game mehen --lesson 3
      shoot mehen-rules "$lang" "$theme" "$size" $mehen --game mehen --rules
      shoot online "$lang" "$theme" "$size" --online
      shoot online-game "$lang" "$theme" "$size" --server "$server" --join "$(bot_game)" --name Ann
      # The docs show each game at 800x600 too, where the panel goes below.
      if [ -n "$docs" ]; then
        for game in ramses pharao seti:aleph seti:beth; do
          shoot "$(echo "$game" | tr : -)-800x600" "$lang" "$theme" 800x600 --game "$game" --players human,medium
        done
        shoot mehen-800x600 "$lang" "$theme" 800x600 $mehen --game mehen --players human,medium --position "$mehen_game"
      fi
      # Every dialog, over the game screen where it is opened.
      for dialog in settings statistics about new-game; do
        shoot "dialog-$dialog" "$lang" "$theme" "$size" --game pharao --players human,medium --dialog "$dialog"
      done
    done
  done
done
# The browser's page, photographed by the browser test as it plays every game.
if [ -x /usr/bin/chromium ] && [ -f build/share/djed/web/app.js ]; then
  /usr/bin/python3 tests/web/browser_game_test.py build/bin/djed-server build/bin/djed-cli "$scratch/browser" \
    --games ramses,pharao,seti:aleph,seti:beth --screenshots "$out" >/dev/null
  count=$((count + 15))
fi
echo "gallery: $count pictures in $out"
