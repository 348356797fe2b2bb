#!/usr/bin/env bash
# Runs a command under Node 22 LTS, from the npm registry (scripts/node-lts.sh).
# Usage: scripts/node22.sh npm run bench:quick
exec "$(dirname "$0")/node-lts.sh" 22.23.3 "$@"
