#!/usr/bin/env bash
# Every test of the project, in the order CI runs them, ending with one plain line "N passed, N failed"
# (before it, a "skipped: N (...)" line and the name of each skipped or todo test).
# Installs what the tests need when it is missing: npm packages, Debian's Chromium, PostgreSQL and
# Redis (and nginx, in the cluster step).
set -uo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC NEXT_TELEMETRY_DISABLED=1
out=$(mktemp -d)
failed_steps=()

step() { # name, command...
  local name=$1; shift
  echo "::: $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

apt_install() {
  command -v apt-get >/dev/null || return 0
  [ "$(id -u)" = 0 ] || { echo "need root to apt-get install $*"; return 0; }
  (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
[ -x /usr/bin/chromium ] || apt_install chromium
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || apt_install postgresql
[ -x /usr/bin/redis-server ] || apt_install redis-server
[ -d node_modules ] || npm install --no-audit --no-fund

step "format" npx prettier --check . --log-level warn
step "lint" npx eslint .
step "typecheck" npx tsc --noEmit -p .
step "import cycles" npm run --silent cycles
step "unit and service tests" npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json"
step "build" npm run build --silent
PW_JSON="$out/playwright.json" step "end-to-end (Chromium)" npx playwright test
# Three app instances behind nginx on PostgreSQL and Redis (docs/deploy.md), on the build above: one
# test, passed or failed (it installs nginx when missing).
cluster_failed_before=${#failed_steps[@]}
step "cluster (three instances behind nginx)" npm run --silent test:cluster
cluster_passed=$(( ${#failed_steps[@]} == cluster_failed_before ? 1 : 0 ))

# Skipped and todo tests are listed by name; under CI=true each one not named (with a reason) in
# tests/skip-allowlist.json counts as a failure.
report=$(npx tsx scripts/test-counts.ts "$out/vitest.json" "$out/playwright.json" tests/skip-allowlist.json)
echo "$report" | sed '$d'
counts=$(echo "$report" | tail -n 1)
[[ "$counts" =~ ^[0-9]+\ [0-9]+\ [0-9]+\ [0-9]+$ ]] || counts="0 1 1 0" # the report could not be read
read -r passed unit_failed e2e_failed skipped_not_allowed <<<"$counts"
passed=$((passed + cluster_passed))
failed=$((unit_failed + e2e_failed + skipped_not_allowed))
# A failed step counts as a failure even when none of its counted tests failed: format, lint, types and
# the build count no tests, and a test runner can fail outside its tests (an uncaught error).
for s in "${failed_steps[@]}"; do
  case "$s" in
    "unit and service tests") [ "$unit_failed" -gt 0 ] || { failed=$((failed + 1)); echo "step failed outside its tests: $s"; } ;;
    "end-to-end (Chromium)") [ "$e2e_failed" -gt 0 ] || { failed=$((failed + 1)); echo "step failed outside its tests: $s"; } ;;
    *) failed=$((failed + 1)); echo "step failed: $s" ;;
  esac
done
rm -rf "$out"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ] && [ ${#failed_steps[@]} = 0 ]
