#!/usr/bin/env bash
# Runs a command against a throwaway Redis: Debian's redis-server on a free loopback port, a temporary directory,
# no persistence, stopped and removed when the command ends.
# Usage: scripts/with-redis.sh <command...>   (REDIS_URL is set for the command)
set -euo pipefail
command -v redis-server >/dev/null 2>&1 || { echo "redis-server not found (apt-get install redis-server)" >&2; exit 1; }
dir=$(mktemp -d /tmp/redis-test.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
pid=""
cleanup() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi; rm -rf "$dir"; }
trap cleanup EXIT
redis-server --port "$port" --bind 127.0.0.1 --dir "$dir" --save "" --appendonly no --logfile "$dir/log" &
pid=$!
for _ in $(seq 1 100); do
  redis-cli -p "$port" ping >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { echo "redis-server did not start:" >&2; cat "$dir/log" >&2; exit 1; }
  sleep 0.1
done
redis-cli -p "$port" ping >/dev/null 2>&1 || { echo "redis-server did not answer on 127.0.0.1:$port" >&2; exit 1; }
export REDIS_URL="redis://127.0.0.1:$port"
echo "Redis $(redis-server --version | sed -E 's/.* v=([^ ]+).*/\1/') on 127.0.0.1:$port"
"$@"
