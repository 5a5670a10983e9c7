#!/usr/bin/env bash
# The reliability suite (docs/testing.md#the-reliability-suite): load on PostgreSQL, the database stopped and restarted under a
# running server, two processes on one database, a failing remote API, and mail through a silent, a stopped and a
# slow mail server and a kill -9 (docs/mail.md); the balancer's probes, /metrics, caches that agree across
# processes and three processes starting together on an empty database (docs/operations.md#caches). Needs a built app (npm run
# build) and the PostgreSQL server binaries. About two minutes, and five and a half more for the mail files (the
# real retry schedule); run it alone, it measures.
# Usage: scripts/reliability.sh [vitest args...]   (LOAD_BUDGET_SCALE=2 on a busy host)
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh npx vitest run --config tests/reliability/vitest.config.ts "$@"
