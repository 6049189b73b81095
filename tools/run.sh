#!/bin/sh
# Installs what is missing, builds Djed and launches it. Arguments go to djed.
set -eu
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j2 --target djed
exec build/bin/djed "$@"
