#!/bin/sh
# Brings i18n/djed_<lang>.ts up to date with the strings marked for
# translation in app/gui and qml (qsTr, tr): tools/update-translations.sh [DIR]
# updates the files in DIR (default i18n/) in place. New strings arrive
# unfinished; the test TranslationsAreComplete fails until each has its
# translation.
set -eu
cd "$(dirname "$0")/.."
dir=${1:-i18n}
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
for lang in en de fr; do
  # English needs only its plural forms: every other text is its own source.
  only=""
  [ "$lang" = en ] && only=-pluralonly
  "$LUPDATE" -silent -locations none -no-obsolete $only app/gui qml -target-language "$lang" -ts "$dir/djed_$lang.ts"
done
