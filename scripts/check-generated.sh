#!/usr/bin/env bash
# Fails when a committed generated artifact is stale: the SDL, the typed REST documents,
# the Drizzle migrations, .env.example or the README configuration table.
set -euo pipefail
cd "$(dirname "$0")/.."
# What `npm run schema:emit`, `codegen` and `docs:config` do, on one compilation instead of three (none when dist is
# a clean build of this tree: scripts/dist-fresh.js).
node scripts/dist-fresh.js || npx tsc -p tsconfig.json --noCheck
node dist/scripts/emit-schema.js
node dist/scripts/codegen.js
node dist/scripts/gen-config-docs.js
npx drizzle-kit generate --name stale_check >/dev/null
stale=$(git status --porcelain -- schema src/rest/documents.generated.ts drizzle .env.example README.md)
if [ -n "$stale" ]; then
  echo "Generated files are stale; run 'npm run generate' and commit:" >&2
  echo "$stale" >&2
  git --no-pager diff --stat -- schema src/rest/documents.generated.ts drizzle .env.example README.md >&2 || true
  exit 1
fi
echo "generated artifacts are up to date"
