#!/usr/bin/env bash
# Browser tests: the production build, served by the real server, in Chromium, with axe.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build --silent
npx playwright test -c apps/web/playwright.config.ts
