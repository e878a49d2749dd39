#!/usr/bin/env bash
# The server's integration tests, on the embedded PGlite and on the PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "PostgreSQL is not answering on 127.0.0.1:5432; the integration tests need it (see README)." >&2
  exit 1
fi
npx vitest run --project int-pglite --project int-postgres
