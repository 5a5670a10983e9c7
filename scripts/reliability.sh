#!/usr/bin/env bash
# The reliability suite (docs/decisions/094): load on PostgreSQL, the database stopped and restarted under a
# running server, two processes on one database, a failing remote API. Needs a built app (npm run build) and
# the PostgreSQL server binaries. About two minutes; run it alone, it measures.
# Usage: scripts/reliability.sh [vitest args...]   (LOAD_BUDGET_SCALE=2 on a busy host)
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh npx vitest run --config tests/reliability/vitest.config.ts "$@"
