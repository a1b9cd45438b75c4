#!/usr/bin/env bash
# The one test gate (ARCHITECTURE §8, docs/testing.md). Each step stops the run when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step prints the seconds the gate has run, so a slow CI run shows where its time went.
step() { echo; echo "== $* (at ${SECONDS} s)"; }
results=test-results/gate
rm -rf "$results" && mkdir -p "$results"

if [ -f scripts/check-codegen.sh ]; then
  # First and alone: it writes its fresh copies into src/ and server/, which the checks below read.
  step generated API client and server types are up to date; bash scripts/check-codegen.sh
fi

# The checks below need nothing from one another, so they run side by side (on a slow 2-core
# machine 106 s against 124 s one after the other); each one's output is printed as a step of its
# own, in this order, and the gate stops after them if any failed.
checks=()
check() {
  local name=$1 log="$results/check-${#checks[@]}.log"
  shift
  "$@" >"$log" 2>&1 &
  checks+=("$!|$name|$log")
}
check typecheck npx tsc -p tsconfig.json --noEmit
check lint npx eslint . --max-warnings=0
check "module boundaries and cycles" npm run --silent lint:deps
check "unused files, exports and dependencies" npm run --silent lint:unused
check formatting npx prettier --check . --log-level warn
checks_failed=
for entry in "${checks[@]}"; do
  IFS='|' read -r pid name log <<<"$entry"
  status=0
  wait "$pid" || status=$?
  step "$name"
  cat "$log"
  [ "$status" -eq 0 ] || { echo "FAILED: $name (exit $status)"; checks_failed+=" $name;"; }
done
[ -z "$checks_failed" ] || { echo "Checks failed:$checks_failed"; exit 1; }

# A test worker process that dies is named by its file (scripts/vitest-unfinished-reporter.mjs),
# what the engine printed as it died is repeated at the end, where a CI log's tail shows it, and
# files left unfinished by V8's own fault alone run once more (scripts/vitest-gate.mjs).
run_vitest() { node scripts/vitest-gate.mjs "$results" "$@"; }

# Server suites use embedded PGlite unless TEST_DATABASE_URL is set (their test helper reads it).
step unit and integration tests on embedded PGlite
(unset TEST_DATABASE_URL && run_vitest vitest)
storybook_built=
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step server tests on PostgreSQL, Storybook built beside them
  # Much of this step's time is PostgreSQL's and waiting on it, so the Storybook build the next
  # step needs runs meanwhile: about two minutes off a gate that must stay under 40.
  npx storybook build --quiet --output-dir "${STORYBOOK_DIR:-storybook-static}" \
    >"$results/storybook-build.log" 2>&1 &
  storybook_build=$!
  trap 'kill "$storybook_build" 2>/dev/null || true' EXIT
  run_vitest vitest-postgres --project 'server*'
  wait "$storybook_build" || { cat "$results/storybook-build.log"; exit 1; }
  storybook_built=1
fi

step Storybook story tests: play functions, accessibility, visual diffs
started=$SECONDS
SKIP_STORYBOOK_BUILD=$storybook_built STORIES_RESULTS_FILE="$results/stories.json" \
  bash scripts/test-stories.sh
echo "Storybook step took $((SECONDS - started)) s"

if compgen -G "tests/e2e/*.spec.ts" >/dev/null; then
  step end-to-end tests on embedded PGlite
  env -u E2E_DATABASE_URL PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" \
    npx playwright test --reporter=list,json
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    step end-to-end tests on PostgreSQL
    E2E_DATABASE_URL="$TEST_DATABASE_URL" E2E_SKIP_BUILD=1 \
      PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-postgres.json" npx playwright test --reporter=list,json
  fi
fi

step summary; echo "The gate took ${SECONDS} s"; node scripts/test-summary.mjs "$results"
