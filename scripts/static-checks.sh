#!/usr/bin/env bash
# Format, import cycles, types and the house's zero counts (scripts/structure-counts.ts) in one lane, lint in the other: each is one process on one core, so
# the two lanes take the time of the longer. Output is printed lane by lane once both are done; the
# exit status is non-zero when any check failed. Used by scripts/test-all.sh and scripts/verify.sh.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
# `next typegen` first: the typed routes (next.config.ts) are types Next writes into .next/types; without
# them every Route is a plain string and tsc would pass a link to a page that does not exist.
( npx prettier --check . --log-level warn && npm run --silent cycles && npx next typegen >/dev/null \
  && npx tsc --noEmit -p . \
  && npx tsx scripts/structure-counts.ts --check >/dev/null ) \
  >"$logs/format-cycles-types.log" 2>&1 &
lane=$!
ok=0
npx eslint . --max-warnings 0 >"$logs/lint.log" 2>&1 || ok=1
wait "$lane" || ok=1
cat "$logs/format-cycles-types.log" "$logs/lint.log"
rm -rf "$logs"
exit "$ok"
