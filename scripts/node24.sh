#!/usr/bin/env bash
# Runs a command under Node 24 LTS, the primary runtime (the image's), from the npm registry (scripts/node-lts.sh).
# Usage: scripts/node24.sh npm ci   |   scripts/node24.sh bash -c 'npm ci && npm test'
exec "$(dirname "$0")/node-lts.sh" 24.21.0 "$@"
