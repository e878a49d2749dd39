#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests..."
run_as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
run_as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version
