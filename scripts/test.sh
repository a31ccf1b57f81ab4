#!/usr/bin/env bash
# Every check, in order, stopping at the first failure. The last line counts the tests that ran.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .reports
rm -f .reports/*.json

step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }
# Whatever happens, the run ends with one line counting the tests that ran.
trap 'node scripts/test-summary.mjs' EXIT

step "typecheck"
npx tsc --noEmit -p tsconfig.json

step "eslint"
npx eslint . --max-warnings 0

step "steiger (Feature-Sliced Design)"
npx steiger ./src

step "vitest: unit, component and API integration on PGlite (with engine coverage)"
npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=.reports/vitest-pglite.json

if [ -n "${DATABASE_URL:-}" ]; then
  step "vitest: API integration on PostgreSQL (${DATABASE_URL%%@*}@…)"
  API_TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.reports/vitest-postgres.json
fi

step "build the web app"
npx rsbuild build > .reports/build.log 2>&1 || { cat .reports/build.log; exit 1; }
grep -E 'Total:|index\.|lib-react|lib-router' .reports/build.log || true

step "playwright end-to-end in Chromium"
rm -rf .e2e-data
npx playwright test

step "lighthouse, mobile: three public routes against their budgets (npm run lighthouse audits them all)"
LH_ROUTES=/,/en/tournaments,/rankings/1 LH_RUNS=3 npm run -s lighthouse
