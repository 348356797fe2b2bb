#!/usr/bin/env bash
# The suite on a busy machine (issue 37, item 5): the README's test command, run RUNS times in a row (default 3) on
# a clean clone of this checkout, beside a CPU load of twice the cores (stress-ng, Debian's package). Any failure
# fails the script. Each run's summary lands in test-results/busy/. Pass DATABASE_URL to run on PostgreSQL.
#   bash scripts/busy-machine.sh            # embedded database
#   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres bash scripts/busy-machine.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
workers=$(( 2 * $(nproc) ))
command -v stress-ng >/dev/null || { echo "stress-ng not found: apt-get install stress-ng" >&2; exit 1; }

out="$PWD/test-results/busy"
mkdir -p "$out"
clone=$(mktemp -d)
trap 'kill "${stress_pid:-}" 2>/dev/null || true; rm -rf "$clone"' EXIT
git clone -q . "$clone/repo"

stress-ng --cpu "$workers" --timeout 0 --quiet &
stress_pid=$!
echo "stress-ng --cpu $workers (pid $stress_pid) beside $runs runs of: npm ci && npm test"
failed=0
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  ok=0
  (cd "$clone/repo" && rm -rf test-results && npm ci --silent && npm test) > "$out/run-$i.log" 2>&1 || ok=$?
  for s in "$clone"/repo/test-results/summary-*.json; do
    [ -e "$s" ] && cp "$s" "$out/run-$i-$(basename "$s")"
  done
  summary=$(grep -E '^Tests:' "$out/run-$i.log" | tail -1 || true)
  echo "run $i: exit $ok in $(( $(date +%s) - start )) s, load $(cut -d' ' -f1-3 /proc/loadavg); $summary"
  [ "$ok" -eq 0 ] || failed=$((failed + 1))
done
echo "runs failed: $failed of $runs"
test "$failed" -eq 0
