#!/usr/bin/env bash
# Every test of the project, in the order CI runs them, ending with one plain line "N passed, N failed"
# (before it, a "skipped: N (...)" line with the name of each skipped or todo test and why, each step's
# duration and the ten slowest test files).
# Installs what the tests need when it is missing and it runs as root: npm packages, Debian's Chromium,
# PostgreSQL and Redis (and nginx, in the cluster step). Without root, what cannot run is skipped and
# said so (TESTING.md, "Where a test cannot run").
set -uo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC NEXT_TELEMETRY_DISABLED=1
out=$(mktemp -d)
failed_steps=()
times=()
run_start=$(date +%s)

# A run ended from outside (CI's time limit, Ctrl-C) says which step it was in and how long it had run.
current_step="(before the first step)"
# (Each step runs in the background and is waited for, so the trap runs at once, not after the step.)
on_signal() {
  echo "::: stopped by a signal in the step \"$current_step\", $(( $(date +%s) - run_start )) s into the run"
  pkill -TERM -P $$ 2>/dev/null
  exit 143
}
trap on_signal TERM INT

step() { # name, command...
  local name=$1; shift
  current_step=$name
  local t0; t0=$(date +%s)
  echo "::: $name (from $(date -u +%H:%M:%S) UTC)"
  "$@" &
  if ! wait $!; then failed_steps+=("$name"); fi
  local secs=$(( $(date +%s) - t0 ))
  times+=("$name|$secs")
  echo "::: $name: ${secs} s"
}

# A step run beside the others (in the background): its output is kept and printed by end_beside, so
# that it does not interleave with the step in the foreground.
declare -A beside_pid beside_t0
beside() { # key, name, command...
  local key=$1 name=$2; shift 2
  beside_t0[$key]=$(date +%s)
  echo "::: $name (from $(date -u +%H:%M:%S) UTC, beside the next steps)"
  # The step's own end time is kept: end_beside runs when the foreground step is done, often much later.
  ( "$@" >"$out/$key.log" 2>&1; echo $? >"$out/$key.rc"; date +%s >"$out/$key.end" ) &
  beside_pid[$key]=$!
}
end_beside() { # key, name; returns the step's exit status
  local key=$1 name=$2
  wait "${beside_pid[$key]}"
  cat "$out/$key.log"
  local secs=$(( $(cat "$out/$key.end" 2>/dev/null || date +%s) - ${beside_t0[$key]} ))
  times+=("$name (beside)|$secs")
  echo "::: $name: ${secs} s"
  [ "$(cat "$out/$key.rc" 2>/dev/null)" = 0 ] || { failed_steps+=("$name"); return 1; }
}

apt_install() {
  command -v apt-get >/dev/null || return 0
  [ "$(id -u)" = 0 ] || { echo "not root: cannot apt-get install $* (tests that need it are skipped)"; return 0; }
  (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
install_missing() {
  local missing=()
  ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
  [ -x /usr/bin/redis-server ] || missing+=(redis-server)
  # Chromium's old headless shell for the end-to-end tests (e2e/browser.ts: ~60% less CPU than the
  # full browser), the full browser beside it for headed runs and the benchmarks.
  [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ ${#missing[@]} = 0 ] || apt_install "${missing[@]}"
  [ -d node_modules ] || npm install --no-audit --no-fund
}
step "install what is missing" install_missing

# The build leaves the type check to the static checks below (next.config.ts): they check the same code
# and more, and a failure there fails the run. It runs beside the data's preparation, which keeps one
# core busy; nothing vitest runs reads the build. (Beside vitest it made the two take longer than one
# after the other, 355 s against 331 s: vitest leaves too little of a core idle.)
# Skipped when the sources and packages are as at the last build (`npm run serve`'s record): a build
# replaced .next under an app served from this checkout, whose pages then answered 500.
beside build "build" env NEXT_BUILD_TYPES_CHECKED=1 node scripts/setup-if-changed.js --build-only
# The real data imported once for the whole run (scripts/prepare-test-data.ts): vitest's services and
# the end-to-end servers start from this dump instead of importing again.
export TEST_PREPARED_DUMP="$out/afl.tar"
step "prepare the data" npx tsx scripts/prepare-test-data.ts "$TEST_PREPARED_DUMP"
end_beside build "build"

VITEST_FILE_TIMES="$out/vitest-times.json" step "unit and service tests" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json" \
  --reporter=./tests/helpers/file-times-reporter.ts

# Beside the end-to-end step, whose first minute leaves a core idle (its server imports the data and
# builds what the pages open first, one process) and whose tests mostly wait on that one server:
# - the format, lint, types and cycles checks (they gate nothing the steps after them use);
# - the cluster test (docs/deploy.md: three app instances behind nginx on PostgreSQL and Redis, on the
#   build above; it installs nginx when missing), which mostly waits too (its load runs for a set time,
#   an instance is stopped and started again: 29% of both cores alone, measured). Its own ports and
#   data; one test, passed or failed.
# At the lowest priority, so that they take the cores only when the end-to-end step leaves them idle
# (its server's start and one-off builds, the exclusive tests waiting on the live beat at its end)
# rather than share them with its body. Playwright starts Chromium and the server in sessions of their
# own, and the kernel shares the CPU fairly between sessions (autogroups) whatever a process's nice:
# plain `nice -n 19` changed nothing (measured: two busy sessions 8.0 and 7.9 CPU-s of 16). A session
# of their own whose autogroup is at nice 19 does (15.7 and 0.6).
beside static "format, lint, types, import cycles" setsid --wait bash -c \
  'echo 19 >/proc/self/autogroup 2>/dev/null; exec nice -n 19 bash scripts/static-checks.sh'
# The cluster is the nightly tier's (tests/nightly-tier.ts): its crowd and restarts took a third of
# both cores beside the end-to-end step.
if [ "${NIGHTLY:-}" = 1 ]; then
  beside cluster "cluster (three instances behind nginx)" npm run --silent test:cluster
else
  echo "::: cluster (three instances behind nginx): nightly only (npm run test:nightly)"
  # What the nightly tier leaves out of this run's end-to-end step, listed for the count.
  NIGHTLY=1 npx playwright test --list --grep @nightly --reporter=json >"$out/pw-nightly.json" 2>/dev/null
fi

# Chromium: CHROMIUM_PATH, Debian's headless shell or full browser, or Playwright's own
# (e2e/browser.ts). Without any, the end-to-end tests are listed as skipped with the reason (a failure
# under CI=true).
if npx tsx e2e/browser.ts >/dev/null 2>&1; then
  PW_JSON="$out/playwright.json" step "end-to-end (Chromium)" npx playwright test
else
  E2E_SKIPPED=$(npx tsx e2e/browser.ts 2>&1 | tail -n 1)
  export E2E_SKIPPED
  echo "::: end-to-end (Chromium): skipped: $E2E_SKIPPED"
  npx playwright test --list --reporter=json >"$out/playwright.json" 2>/dev/null
fi

end_beside static "format, lint, types, import cycles"
cluster_passed=0
if [ "${NIGHTLY:-}" = 1 ]; then
  end_beside cluster "cluster (three instances behind nginx)" && cluster_passed=1
fi

# Skipped and todo tests are listed by name; under CI=true each one not named (with a reason) in
# tests/skip-allowlist.json counts as a failure.
report=$(NIGHTLY_E2E_LIST="$out/pw-nightly.json" npx tsx scripts/test-counts.ts "$out/vitest.json" \
  "$out/playwright.json" tests/skip-allowlist.json "$out/vitest-times.json")
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
echo "steps (seconds):"
for t in "${times[@]}"; do printf '  %5s  %s\n' "${t##*|}" "${t%|*}"; done
printf '  %5s  %s\n' "$(( $(date +%s) - run_start ))" "the whole run"
rm -rf "$out"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ] && [ ${#failed_steps[@]} = 0 ]
