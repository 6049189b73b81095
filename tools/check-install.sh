#!/bin/sh
# Djed as users, game authors and server operators get it, from a finished
# build: the desktop files validated; `cmake --install` into a scratch prefix
# and the Debian packages (cpack) unpacked into a scratch root; against each,
# the plugin guide (docs/WRITING_A_PLUGIN.md) followed step by step: Senet
# built outside this tree, its tests and the conformance suite run, listed,
# played against the computer, shown in the app, installed beside the other
# games; Mehen, the example on a board of sites, built and checked the same
# way; Senet as the 1.0 release built it, loaded and checked by this one.
# The package djed-server: its files, its dependencies (no Qt, not the
# app), and the server from the scratch root started and stopped.
#   tools/check-install.sh [BUILD_DIR]        (default: build)
set -eu
cd "$(dirname "$0")/.."
top=$(pwd)
build=$(cd "${1:-build}" && pwd)
work=$(mktemp -d)
server_pid=
trap 'if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi; rm -rf "$work"' EXIT

echo "== desktop files"
desktop-file-validate data/org.djed.Djed.desktop
appstreamcli validate --no-net data/org.djed.Djed.metainfo.xml
for page in data/djed.6 data/djed-cli.6 data/djed-server.1; do
  warnings=$(groff -man -ww -z "$page" 2>&1)
  if [ -n "$warnings" ]; then
    echo "$page: $warnings" >&2
    exit 1
  fi
done

echo "== server files"
for script in data/debian/djed-server/*; do
  sh -n "$script"
done
if command -v systemd-analyze >/dev/null; then
  # The unit as packaged, but running this build's server (verify wants the program).
  sed "s#/usr/bin/djed-server#$build/bin/djed-server#" data/djed-server.service > "$work/djed-server.service"
  systemd-analyze verify --man=no "$work/djed-server.service"
fi

# The installed guide, as an author reads it: every page it names (`x.md`,
# `sdk/x.md`) is installed beside it, then its steps are run.
follow_guide() {  # $1: Djed's prefix
  docs="$1/share/doc/djed-dev"
  for page in $(grep -o '`[a-z/-]*[A-Za-z_]*\.md`' "$docs/WRITING_A_PLUGIN.md" | tr -d '`' | sort -u); do
    [ -f "$docs/$page" ] || { echo "the guide names $page, which is not installed beside it" >&2; exit 1; }
  done
  mkdir -p "$work/author" && rm -rf "$work/author/senet"
  (cd "$work/author" && DJED_PREFIX="$1" "$top/tools/run-guide.sh" "$docs/WRITING_A_PLUGIN.md")
}

echo "== cmake --install, and a game built against it"
cmake --install "$build" --prefix "$work/prefix" >/dev/null
follow_guide "$work/prefix"

# The second example, as installed: its tests and the conformance suite
# (free-board checks included), then the tools and the app on it.
echo "== Mehen, built against the installed SDK"
cp -r "$work/prefix/share/djed/examples/mehen" "$work/author/mehen"
cmake -S "$work/author/mehen" -B "$work/author/mehen/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/author/mehen/build" -j2 >/dev/null
ctest --test-dir "$work/author/mehen/build" -j2 | tail -3
mehen_plugins="$work/author/mehen/build/plugins"
"$work/prefix/bin/djed-cli" --plugins "$mehen_plugins" list | grep '^mehen '
"$work/prefix/bin/djed-cli" --plugins "$mehen_plugins" perft mehen 3
"$work/prefix/bin/djed-cli" --plugins "$mehen_plugins" match mehen --a medium --b random --games 2 --seed 2
"$work/prefix/bin/djed-cli" --plugins "$mehen_plugins" lessons mehen --log > /dev/null
QT_QPA_PLATFORM=offscreen HOME="$work/home" "$work/prefix/bin/djed" --plugins "$mehen_plugins" --game mehen \
  --size 1024x640 --screenshot "$work/mehen.png"
test -s "$work/mehen.png"

# A plugin as the 1.0 release built it: Senet of that release compiled with
# that release's headers (its layouts and virtual tables), then loaded by
# this build's djed-cli and libdjed_sdk, listed, counted and played, and
# checked by this conformance suite. The release is read from the history.
echo "== a plugin built against the SDK 1.0 headers"
release=e5e205b  # "CHANGELOG: SDK 1.0.0 released"
if git -C "$top" cat-file -e "$release^{commit}" 2>/dev/null; then
  old="$work/sdk-1.0"
  mkdir -p "$old/prefix"
  cp -a "$work/prefix/." "$old/prefix/"
  rm -rf "$old/prefix/include/djed"
  git -C "$top" archive "$release" sdk/include/djed sdk/conformance/include/djed examples/senet | tar -x -C "$old"
  cp -a "$old/sdk/include/djed" "$old/prefix/include/djed"
  cp -a "$old/sdk/conformance/include/djed/." "$old/prefix/include/djed/"
  cmake -S "$old/examples/senet" -B "$old/build" -G Ninja -DCMAKE_PREFIX_PATH="$old/prefix" -DSENET_BUILD_TESTS=OFF >/dev/null
  cmake --build "$old/build" -j2 >/dev/null
  DJED_PLUGIN_PATH="$old/build/plugins" "$work/prefix/bin/djed-cli" list | grep '^senet '
  DJED_PLUGIN_PATH="$old/build/plugins" "$work/prefix/bin/djed-cli" perft senet 3
  DJED_PLUGIN_PATH="$old/build/plugins" "$work/prefix/bin/djed-cli" match senet --a medium --b random --games 4 --seed 2
  # This release's conformance suite over the 1.0 binary.
  mkdir -p "$old/check"
  cat > "$old/check/CMakeLists.txt" <<CHECK
cmake_minimum_required(VERSION 3.25)
project(check_sdk_1_0 CXX)
find_package(Djed 1.0 REQUIRED)
enable_testing()
djed_add_conformance_test(conformance DIRECTORIES "$old/build/plugins")
CHECK
  cmake -S "$old/check" -B "$old/check/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
  cmake --build "$old/check/build" -j2 >/dev/null
  ctest --test-dir "$old/check/build" -j2 | tail -3
else
  echo "the 1.0 release ($release) is not in this clone's history: not checked" >&2
fi

echo "== Debian packages"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/deb" >/dev/null
app=$(ls "$work"/deb/djed_*.deb)
games=$(ls "$work"/deb/djed-games_*.deb)
server=$(ls "$work"/deb/djed-server_*.deb)
sdk=$(ls "$work"/deb/djed-dev_*.deb)
for package in "$app" "$games" "$server" "$sdk"; do
  dpkg-deb --info "$package"
done
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
expect "$app" "Package: djed" "Depends: djed-games (=" "libqt6quick6" "qml6-module-qtquick-controls" \
  "./usr/bin/djed" "./usr/bin/djed-cli" "./usr/share/applications/org.djed.Djed.desktop" \
  "./usr/share/icons/hicolor/scalable/apps/org.djed.Djed.svg" "./usr/share/metainfo/org.djed.Djed.metainfo.xml" \
  "./usr/share/man/man6/djed.6" "./usr/share/man/man6/djed-cli.6"
expect "$games" "Package: djed-games" "Replaces: djed" "./usr/lib/libdjed_sdk.so.1" \
  "./usr/lib/djed/plugins/ramses.so" "./usr/lib/djed/plugins/pharao.so" "./usr/lib/djed/plugins/seti.so"
expect "$server" "Package: djed-server" "Depends: djed-games (=" "libssl3" "libhiredis" "./usr/bin/djed-server" \
  "./usr/lib/systemd/system/djed-server.service" "./usr/share/man/man1/djed-server.1" \
  "./usr/share/doc/djed-server/protocol.md" "./usr/share/doc/djed-server/server.md" \
  "./usr/share/doc/djed-server/scaling.md" "Suggests: nginx, redis-server" \
  "./usr/share/doc/djed-server/nginx-djed-server.conf" "*  postinst" "*  prerm" "*  postrm" \
  "./usr/share/djed/web/index.html" "./usr/share/djed/web/app.js" "./usr/share/djed/web/style.css"
# A server needs neither the app nor Qt.
if dpkg-deb --field "$server" Depends | grep -qiE 'qt6|(^|, )djed( |,|$)'; then
  echo "$(basename "$server") depends on the app or Qt: $(dpkg-deb --field "$server" Depends)" >&2
  exit 1
fi
# No file in two packages: dpkg would refuse to install the second.
for package in "$app" "$games" "$server" "$sdk"; do
  dpkg-deb --contents "$package" | awk '$1 !~ /^d/ { print $6 }'
done | sort | uniq -d > "$work/shared"
if [ -s "$work/shared" ]; then
  echo "files in more than one package:" >&2
  cat "$work/shared" >&2
  exit 1
fi
expect "$sdk" "Package: djed-dev" "Depends: djed (=" "./usr/include/djed/state.hpp" \
  "./usr/include/djed/conformance.hpp" "./usr/lib/cmake/Djed/DjedConfig.cmake" "./usr/lib/libdjed_sdk.so " \
  "./usr/share/djed/examples/senet/CMakeLists.txt" "./usr/share/djed/examples/mehen/CMakeLists.txt" \
  "./usr/share/djed/examples/mehen/images/coil.svg" "./usr/share/doc/djed-dev/WRITING_A_PLUGIN.md" \
  "./usr/share/doc/djed-dev/sdk/turns.md" "./usr/share/doc/djed-dev/CHANGELOG.md"
for package in "$app" "$games" "$server" "$sdk"; do
  dpkg-deb -x "$package" "$work/root"
done
"$work/root/usr/bin/djed-cli" list

echo "== djed-server from its package"
server_bin="$work/root/usr/bin/djed-server"
timeout 10 "$server_bin" --help > "$work/server-help"
grep -q -- '--max-per-address' "$work/server-help"
timeout 10 "$server_bin" --version
# On any free port with a new data folder and the packaged plugins only, then
# stopped as systemd stops it (SIGTERM); timeout bounds it if it hangs.
: > "$work/server.out"
env -u DJED_PLUGIN_PATH timeout 60 "$server_bin" --listen 127.0.0.1:0 --data "$work/server-data" \
  > "$work/server.out" 2> "$work/server.err" &
server_pid=$!
tries=0
until grep -q '^listening on 127\.0\.0\.1:[1-9]' "$work/server.out"; do
  tries=$((tries + 1))
  if [ "$tries" -gt 200 ]; then
    echo "djed-server did not print 'listening on' within 20 s:" >&2
    cat "$work/server.out" "$work/server.err" >&2
    exit 1
  fi
  sleep 0.1
done
cat "$work/server.out"
# The browser's page, served from the package's share/djed/web by default.
port=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9]*\)$/\1/p' "$work/server.out")
if ! /usr/bin/python3 - "$port" <<'PY'
import sys, urllib.request
page = urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/", timeout=10).read()
script = urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/app.js", timeout=10).read()
sys.exit(0 if b"/app.js" in page and len(script) > 1000 else 1)
PY
then
  echo "djed-server from the package does not serve the browser's page:" >&2
  cat "$work/server.err" >&2
  exit 1
fi
kill -TERM "$server_pid"
if ! wait "$server_pid"; then
  echo "djed-server did not stop cleanly on SIGTERM:" >&2
  cat "$work/server.err" >&2
  exit 1
fi
server_pid=
if grep -q '^[^ ]* plugin ' "$work/server.err" || ! grep -q '^[^ ]* stop$' "$work/server.err" ||
   [ ! -f "$work/server-data/journal" ] || [ ! -d "$work/server-data/records" ]; then
  echo "djed-server from the package: a plugin failed, or no stop, journal or records/:" >&2
  cat "$work/server.err" >&2
  exit 1
fi

echo "== a game built against the packages"
follow_guide "$work/root/usr"
echo "== installed Djed and packages work"
