#!/usr/bin/env bash
# Runs a command against a throwaway S3-compatible server (@20minutes/s3rver from npm, docs/operations.md#object-storage): its objects
# in a temporary directory, on a free loopback port, with the bucket made; stopped and removed when the command ends.
# Usage: scripts/with-s3.sh <command...>   (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and
# S3_SECRET_ACCESS_KEY are set for the command)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules/@20minutes/s3rver ] || { echo "@20minutes/s3rver not installed (npm ci)" >&2; exit 1; }
dir=$(mktemp -d /tmp/s3-test.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
bucket=media
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT
# The package ships no command of its own (its bin file is not in the tarball): start it through its API.
node -e '
  const S3rver = require("@20minutes/s3rver");
  const [directory, port, bucket] = process.argv.slice(1);
  new S3rver({ directory, address: "127.0.0.1", port: Number(port), silent: true, configureBuckets: [{ name: bucket }] })
    .run()
    .then(() => console.log("ready"), (error) => { console.error(error); process.exit(1); });
' "$dir/data" "$port" "$bucket" >"$dir/log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do
  grep -q ready "$dir/log" 2>/dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/log" >&2; exit 1; }
  sleep 0.1
done
grep -q ready "$dir/log" || { echo "the S3 server did not start" >&2; cat "$dir/log" >&2; exit 1; }
export S3_ENDPOINT="http://127.0.0.1:$port" S3_BUCKET="$bucket" S3_REGION=us-east-1 S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
echo "S3 (s3rver) on $S3_ENDPOINT, bucket $bucket"
"$@"
