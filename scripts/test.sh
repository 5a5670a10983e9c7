#!/usr/bin/env bash
# The README's test command: type check, lint, build, unit + API + server tests, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npx tsc --noEmit
echo "== lint" && npx eslint --max-warnings=0 . && npx prettier --check . --log-level warn
echo "== build" && npm run build --silent
echo "== vitest" && npx vitest run
echo "== playwright" && npx playwright test
