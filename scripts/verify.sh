#!/usr/bin/env bash
# `npm run verify`: the quick loop before a commit (TESTING.md budgets it at 3 minutes): format, lint,
# types and import cycles, then the unit project of vitest (no whole service, database server or
# Redis; `npm test` runs everything).
set -uo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC NEXT_TELEMETRY_DISABLED=1
t0=$(date +%s)
bash scripts/static-checks.sh || { echo "verify: format, lint, types or cycles failed"; exit 1; }
t1=$(date +%s)
npx vitest run --project 'unit*' || { echo "verify: unit tests failed"; exit 1; }
t2=$(date +%s)
echo "verify: checks $((t1 - t0)) s, unit tests $((t2 - t1)) s, $((t2 - t0)) s in all"
