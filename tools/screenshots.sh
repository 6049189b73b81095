#!/bin/sh
# Renders docs/screenshots/: the launcher and every game's screen, light and
# dark, 1280x720, in English (the README shows one of them). Run after a
# change players can see, look at the pictures, commit them:
#   tools/screenshots.sh [OUT_DIR]        (default docs/screenshots; needs a build)
set -eu
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
djed=build/bin/djed
[ -x "$djed" ] || { echo "screenshots: build first ($djed is missing)" >&2; exit 1; }
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
for theme in light dark; do
  dark=""
  [ "$theme" = dark ] && dark=--dark
  "$djed" --language en $dark --size 1280x720 --screenshot "$out/launcher-$theme.png" 2>/dev/null
  for game in ramses pharao seti:aleph seti:beth; do
    name=$(echo "$game" | tr : -)
    "$djed" --game "$game" --players human,medium --language en $dark --size 1280x720 \
      --screenshot "$out/$name-$theme.png" 2>/dev/null
  done
done
echo "screenshots: $(ls "$out"/*.png | wc -l) pictures in $out"
