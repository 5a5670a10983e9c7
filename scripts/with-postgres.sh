#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: a temporary cluster on a free loopback port,
# owned by the postgres user when run as root, stopped and removed when the command ends.
# Usage: scripts/with-postgres.sh <command...>   (DATABASE_URL is set for the command)
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
dir=$(mktemp -d /tmp/pg-test.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() { as_owner "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres app
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/app"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
