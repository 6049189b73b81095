#!/bin/sh
# Djed as users and game authors get it, from a finished build: the desktop
# files validated; `cmake --install` into a scratch prefix and the Debian
# packages (cpack) unpacked into a scratch root; against each, the plugin
# guide (docs/WRITING_A_PLUGIN.md) followed step by step: Senet built outside
# this tree, its tests and the conformance suite run, listed, played against
# the computer, shown in the app, installed beside the other games.
#   tools/check-install.sh [BUILD_DIR]        (default: build)
set -eu
cd "$(dirname "$0")/.."
top=$(pwd)
build=$(cd "${1:-build}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== desktop files"
desktop-file-validate data/org.djed.Djed.desktop
appstreamcli validate --no-net data/org.djed.Djed.metainfo.xml
for page in data/djed.6 data/djed-cli.6; do
  warnings=$(groff -man -ww -z "$page" 2>&1)
  if [ -n "$warnings" ]; then
    echo "$page: $warnings" >&2
    exit 1
  fi
done

follow_guide() {  # $1: Djed's prefix
  mkdir -p "$work/author" && rm -rf "$work/author/senet"
  (cd "$work/author" && DJED_PREFIX="$1" "$top/tools/run-guide.sh" "$top/docs/WRITING_A_PLUGIN.md")
}

echo "== cmake --install, and a game built against it"
cmake --install "$build" --prefix "$work/prefix" >/dev/null
follow_guide "$work/prefix"

echo "== Debian packages, and a game built against them"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/deb" >/dev/null
app=$(ls "$work"/deb/djed_*.deb)
sdk=$(ls "$work"/deb/djed-dev_*.deb)
dpkg-deb --info "$app"
dpkg-deb --info "$sdk"
expect() {  # $1: package, then lines that must be in it ('field: text' or a path)
  package=$1
  shift
  { dpkg-deb --info "$package"; dpkg-deb --contents "$package"; } > "$work/listing"
  for want in "$@"; do
    if ! grep -qF -- "$want" "$work/listing"; then
      echo "$(basename "$package") lacks $want" >&2
      exit 1
    fi
  done
}
expect "$app" "Package: djed" "libqt6quick6" "qml6-module-qtquick-controls" "./usr/bin/djed" "./usr/bin/djed-cli" \
  "./usr/lib/libdjed_sdk.so.0" "./usr/lib/djed/plugins/ramses.so" "./usr/lib/djed/plugins/pharao.so" \
  "./usr/lib/djed/plugins/seti.so" "./usr/share/applications/org.djed.Djed.desktop" \
  "./usr/share/icons/hicolor/scalable/apps/org.djed.Djed.svg" "./usr/share/metainfo/org.djed.Djed.metainfo.xml" \
  "./usr/share/man/man6/djed.6" "./usr/share/man/man6/djed-cli.6"
expect "$sdk" "Package: djed-dev" "Depends: djed (=" "./usr/include/djed/state.hpp" \
  "./usr/include/djed/conformance.hpp" "./usr/lib/cmake/Djed/DjedConfig.cmake" "./usr/lib/libdjed_sdk.so " \
  "./usr/share/djed/examples/senet/CMakeLists.txt" "./usr/share/doc/djed-dev/WRITING_A_PLUGIN.md"
dpkg-deb -x "$app" "$work/root"
dpkg-deb -x "$sdk" "$work/root"
"$work/root/usr/bin/djed-cli" list
follow_guide "$work/root/usr"
echo "== installed Djed and packages work"
