#!/usr/bin/env bash
# Runs the platform on Node 22 (from the npm registry's `node` package) beside the machine's own Node:
# the production server answers its health check, the home page and a public list, then the unit and API
# suites run under Node 22. Usage: npm run check:node22 [-- --quick]   (--quick: the server check only)
set -euo pipefail
cd "$(dirname "$0")/.."

NODE22="$(npx -y -p node@22 -- node -e 'process.stdout.write(process.execPath)')"
echo "Node 22: $("$NODE22" --version) at $NODE22"

[ -f dist/index.html ] || npx rsbuild build >/dev/null

DATA="$(mktemp -d)"
PORT=3291
cleanup() { [ -n "${SERVER:-}" ] && kill "$SERVER" 2>/dev/null || true; rm -rf "$DATA"; }
trap cleanup EXIT
NODE_ENV=production PORT=$PORT HOST=127.0.0.1 DATA_DIR="$DATA" DATABASE_URL= PUBLIC_URL="http://127.0.0.1:$PORT" LOG_LEVEL=warn \
  "$NODE22" --import tsx server/main.ts &
SERVER=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break
  kill -0 "$SERVER" 2>/dev/null || { echo "the server stopped under Node 22"; exit 1; }
  sleep 1
done
for path in /api/health / /api/tournament /en/tournaments; do
  status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT$path")"
  echo "GET $path → $status"
  [ "$status" = 200 ] || { echo "unexpected status under Node 22"; exit 1; }
done
kill "$SERVER"; wait "$SERVER" 2>/dev/null || true; SERVER=

if [ "${1:-}" != "--quick" ]; then
  "$NODE22" node_modules/vitest/vitest.mjs run --project unit --project api
fi
echo "Node 22: all checks passed"
