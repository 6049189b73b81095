#!/bin/sh
# Installs the Debian 12 packages Djed needs to build, test and run, when any
# is missing. Uses sudo when not run as root.
set -eu

PACKAGES="build-essential cmake ninja-build pkg-config ccache
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-l10n-tools
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
  qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qttest
  qt6-svg-dev qt6-multimedia-dev qt6-websockets-dev qml6-module-qtcore qml6-module-qt-labs-folderlistmodel
  libboost-dev libgtest-dev libbenchmark-dev clang libclang-rt-14-dev
  fonts-dejavu-core fonts-noto-core xvfb xauth
  dpkg-dev appstream desktop-file-utils groff-base time
  nlohmann-json3-dev libssl-dev openssl python3 python3-websockets
  libhiredis-dev redis-server redis-tools
  node-typescript esbuild chromium chromium-driver python3-selenium"

missing=""
for p in $PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

echo "Installing:$missing"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing
