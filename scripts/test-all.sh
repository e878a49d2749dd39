#!/usr/bin/env bash
# `npm test`: lint, types, unit tests, integration tests on both databases, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { echo; echo "== $1"; }
step "lint";              npm run lint --silent
step "typecheck";         npm run typecheck --silent
step "unit tests";        npx vitest run --project unit --project web
step "integration tests"; bash scripts/test-int.sh
step "browser tests";     bash scripts/test-e2e.sh
echo; echo "All tests passed in $(( $(date +%s) - started )) s."
