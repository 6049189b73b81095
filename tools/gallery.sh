#!/bin/sh
# Renders the screens offscreen as PNG files: the launcher and every game's
# screen, light and dark. Needs a build (tools/run.sh or tools/test.sh).
#   tools/gallery.sh [OUT_DIR]   every language (en, de, fr), small (800x600) and
#                                large (1920x1080); default build/gallery
#   tools/gallery.sh --docs      docs/screenshots: English, 1280x720, the set the
#                                README shows from; look at them, then commit them
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
    done
  done
done
echo "gallery: $count pictures in $out"
