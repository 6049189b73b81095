#!/bin/sh
# Runs the shell steps of a guide, its ```sh blocks in order, as one script in
# the current folder (set -eux: the first failing step stops it, and every
# command is shown). Blocks fenced otherwise (```console) are not run.
#   tools/run-guide.sh docs/WRITING_A_PLUGIN.md
set -eu
guide=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
script=$(mktemp)
trap 'rm -f "$script"' EXIT
awk '/^```sh$/ { run = 1; next } /^```/ { run = 0 } run' "$guide" > "$script"
if ! [ -s "$script" ]; then
  echo "$guide: no \`\`\`sh step" >&2
  exit 2
fi
sh -eux "$script"
