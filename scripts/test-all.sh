#!/usr/bin/env bash
# `npm test`: lint, types, unit tests, integration tests on both databases, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { echo; echo "== $1"; }
# Lint and the type check each keep one core busy: they run side by side, the type check's
# output held back until the lint's is printed.
step "lint and typecheck"
types_log=$(mktemp)
npm run typecheck --silent >"$types_log" 2>&1 &
types=$!
lint_status=0; npm run lint --silent || lint_status=$?
types_status=0; wait "$types" || types_status=$?
cat "$types_log"; rm -f "$types_log"
if (( lint_status != 0 || types_status != 0 )); then
  echo "lint exited $lint_status, typecheck exited $types_status" >&2
  exit 1
fi
step "unit tests";        npx vitest run --project unit --project web
step "integration tests"; bash scripts/test-int.sh
step "browser tests";     bash scripts/test-e2e.sh
echo; echo "All tests passed in $(( $(date +%s) - started )) s."
