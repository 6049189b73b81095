#!/bin/sh
# Trains Pharao's learned evaluation as shipped: the weights in
# plugins/pharao/pharao-net.txt and the learning curve in
# docs/pharao-learning-curve.txt. About an hour on one core; stopped, it goes
# on from its checkpoint in build/pharao-training when run again.
#
#   tools/pharao-train.sh [seed]
set -eu
cd "$(dirname "$0")/.."
seed=${1:-1}
cmake --build build -j2 --target djed-pharao-train pharao_endings_table >/dev/null
mkdir -p build/pharao-training
commit=$(git rev-parse --short HEAD 2>/dev/null || echo none)
exec build/bin/djed-pharao-train --seed "$seed" \
  --endings build/lib/djed/plugins/pharao-endings.bin \
  --checkpoint "build/pharao-training/seed-$seed.checkpoint" \
  --commit "$commit" \
  --out plugins/pharao/pharao-net.txt \
  --curve docs/pharao-learning-curve.txt
