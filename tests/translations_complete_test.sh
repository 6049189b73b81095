#!/bin/sh
# Every text the app marks for translation has its German and French
# translation (and English its plural forms): the committed i18n/*.ts are
# brought up to date with the sources in a scratch copy, which must then
# hold no unfinished entry.
#   translations_complete_test.sh SOURCE_DIR
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$src"/i18n/djed_*.ts "$tmp/"
"$src/tools/update-translations.sh" "$tmp"
status=0
for f in "$tmp"/djed_*.ts; do
  n=$(grep -c 'type="unfinished"' "$f" || true)
  if [ "$n" -gt 0 ]; then
    echo "$(basename "$f"): $n texts without translation (run tools/update-translations.sh and translate them):" >&2
    grep -B3 'type="unfinished"' "$f" | sed -n 's/.*<source>\(.*\)<\/source>.*/  \1/p' >&2
    status=1
  fi
  if ! cmp -s "$f" "$src/i18n/$(basename "$f")"; then
    echo "$(basename "$f"): not up to date with the sources (run tools/update-translations.sh)" >&2
    status=1
  fi
done
exit $status
