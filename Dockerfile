# The production image (README "Deploy", docs/operations.md): Node 24 LTS, production dependencies only, the
# compiled service and its live page; node itself is PID 1 and owns SIGTERM and SIGINT (drain, audit flush, exit 0).
# test/unit/deploy.test.ts checks this file; proof R2 (test/proofs/r2-shutdown.test.ts) assembles the runtime stage
# from it and runs its CMD as PID 1 of its own PID namespace under load, then SIGTERM.

# What installing the dependencies needs: argon2 is built from source at install (its prebuilt linux-x64 binary
# crashed on the reference machine; docs/decisions.md), with Python, make and a C++ compiler. Not in the runtime.
FROM node:24-bookworm-slim AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*

# patches/ goes in before each `npm ci`, whose postinstall applies them (patch-package, a production dependency for
# that reason; docs/operations.md "Patched dependencies").

# The build: every dependency, the TypeScript compiled (dist/src) and the live page bundled (dist/public).
FROM toolchain AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only.
FROM toolchain AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches patches
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# The V8 flags are on the command line: NODE_OPTIONS refuses --heap-growing-percent (docs/decisions.md).
ENV NODE_ENV=production UV_THREADPOOL_SIZE=2 MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/dist/src dist/src
COPY --from=build /app/dist/public dist/public
# tsc's copy of package.json: the OpenAPI document's version is read from it (and it says "type": "commonjs").
COPY --from=build /app/dist/package.json dist/package.json
COPY drizzle drizzle
# Without DATABASE_URL the embedded database lives in DATA_DIR: mount a volume there.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=100", "--expose-gc", "dist/src/main.js"]
