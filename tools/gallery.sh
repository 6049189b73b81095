#!/bin/sh
# Renders the gallery: the launcher and every game's screen in each language
# (en, de, fr), light and dark, small (800x600) and large (1920x1080), as PNG
# files offscreen. tools/gallery.sh [OUT_DIR] (default build/gallery); needs
# a build (tools/run.sh or tools/test.sh).
set -eu
cd "$(dirname "$0")/.."
out=${1:-build/gallery}
djed=build/bin/djed
[ -x "$djed" ] || { echo "gallery: build first ($djed is missing)" >&2; exit 1; }
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
count=0
for lang in en de fr; do
  for theme in light dark; do
    dark=""
    [ "$theme" = dark ] && dark=--dark
    for size in 800x600 1920x1080; do
      "$djed" --language "$lang" $dark --size "$size" --screenshot "$out/launcher-$lang-$theme-$size.png" 2>/dev/null
      count=$((count + 1))
      for game in ramses pharao seti:aleph seti:beth; do
        name=$(echo "$game" | tr : -)
        "$djed" --game "$game" --players human,medium --language "$lang" $dark --size "$size" \
          --screenshot "$out/$name-$lang-$theme-$size.png" 2>/dev/null
        count=$((count + 1))
      done
    done
  done
done
echo "gallery: $count pictures in $out"
