#!/usr/bin/env bash
# Smoke test of the production build, as an adopter deploys it: copies what `npm run build` made
# (dist/, schema/, web/dist/, web/explorer/dist/) with package.json and the lock into an empty directory, installs
# runtime dependencies only (`npm ci --omit=dev`), checks that no build tool came along, starts
# `npm run start:prod` and talks to it: probes, the operator API, REST, GraphQL, the pages and the
# explorer; then SIGTERM must stop it with exit code 0.
#
#   scripts/smoke-prod.sh                      # with the node on PATH
#   NODE_BIN=/tmp/node-24/bin scripts/smoke-prod.sh   # with another Node (its npm runs there too)
#   KEEP=1 ...                                 # keep the directory for a look afterwards
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

if [ -n "${NODE_BIN:-}" ]; then export PATH="$NODE_BIN:$PATH"; fi
echo "smoke: node $(node -v), npm $(npm -v)"
for f in dist/main.js web/dist/index.html web/explorer/dist/index.html; do
  [ -f "$f" ] || { echo "smoke: $f is missing: run npm run build first" >&2; exit 1; }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/bvs-smoke-XXXXXX")
PID=
cleanup() {
  if [ -n "$PID" ] && kill -0 "$PID" 2>/dev/null; then kill -KILL "$PID" 2>/dev/null || true; fi
  if [ -z "${KEEP:-}" ]; then rm -rf "$WORK"; else echo "smoke: kept $WORK"; fi
}
trap cleanup EXIT

APP=$WORK/app
mkdir -p "$APP/web/explorer"
cp -R package.json package-lock.json dist schema "$APP/"
cp -R web/dist "$APP/web/dist"
cp -R web/explorer/dist "$APP/web/explorer/dist"
(cd "$APP" && npm ci --omit=dev --no-audit --no-fund 2>&1) | tee "$WORK/npm-ci.log"
if grep -q EBADENGINE "$WORK/npm-ci.log"; then echo "smoke: npm ci printed an engine warning" >&2; exit 1; fi
for dev in tsx vite react react-dom playwright-core typescript jest ts-jest; do
  if [ -e "$APP/node_modules/$dev" ]; then echo "smoke: dev dependency $dev was installed" >&2; exit 1; fi
done
echo "smoke: runtime install $(du -sh "$APP/node_modules" | cut -f1), $(find "$APP/node_modules" -name package.json -path '*/node_modules/*/package.json' -not -path '*/node_modules/*/node_modules/*/*' | wc -l) packages"

PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
BASE=http://127.0.0.1:$PORT
ADMIN_TOKEN=smoke-admin-token-0123456789
export NODE_ENV=production PORT HOST=127.0.0.1 DATA_DIR="$WORK/data" PUBLIC_BASE_URL=$BASE \
  SECRET_KEY=smoke-secret-key-0123456789abcdef0123456789 ADMIN_TOKEN LOG_LEVEL=warn
(cd "$APP" && exec npm run --silent start:prod) >"$WORK/service.log" 2>&1 &
PID=$!

started=$(date +%s%N)
deadline=$(( $(date +%s) + ${START_TIMEOUT:-600} ))
until curl -fsS "$BASE/healthz" >/dev/null 2>&1; do
  [ "$(date +%s)" -lt "$deadline" ] || { cat "$WORK/service.log"; echo "smoke: no /healthz answer" >&2; exit 1; }
  kill -0 "$PID" 2>/dev/null || { cat "$WORK/service.log"; echo "smoke: the service exited" >&2; exit 1; }
  sleep 0.1
done
echo "smoke: /healthz answered $(( ($(date +%s%N) - started) / 1000000 )) ms after start"

check() { # name, expected status, curl args...
  local name=$1 want=$2; shift 2
  local got
  got=$(curl -sS -o "$WORK/body" -w '%{http_code}' "$@")
  if [ "$got" != "$want" ]; then
    echo "smoke: $name: HTTP $got, expected $want" >&2; cat "$WORK/body" >&2; echo >&2
    cat "$WORK/service.log" >&2; exit 1
  fi
  echo "smoke: $name -> $got"
}

check 'GET /healthz' 200 "$BASE/healthz"
for _ in $(seq 1 50); do curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.2; done
check 'GET /readyz' 200 "$BASE/readyz"
check 'POST /admin/accounts' 201 -X POST "$BASE/admin/accounts" -H "authorization: Bearer $ADMIN_TOKEN" \
  -H 'content-type: application/json' -d '{"name":"Smoke SA"}'
KEY=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).api_key)' "$WORK/body")
check 'POST /v2/form-schemas' 200 -X POST "$BASE/v2/form-schemas" -H "x-api-key: $KEY" -H 'content-type: application/json' \
  -d '{"id_schema":"smoke","name":"Smoke","ui_schema_definition":{"ui_order":["razon"],"razon":{"ui_type":"text","ui_label":"Razón social"}}}'
check 'GET /v2/form-schemas' 200 "$BASE/v2/form-schemas" -H "x-api-key: $KEY"
grep -q '"id_schema":"smoke"' "$WORK/body" || { echo "smoke: the form schema is not listed" >&2; exit 1; }
check 'GET /v2/webhooks without a key' 401 "$BASE/v2/webhooks"
check 'POST /graphql' 200 "$BASE/graphql" -H "x-api-key: $KEY" -H 'content-type: application/json' \
  -d '{"query":"{ viewer { id name } }"}'
grep -q '"name":"Smoke SA"' "$WORK/body" || { echo "smoke: GraphQL viewer is not the account" >&2; exit 1; }
check 'GET /openapi.json' 200 "$BASE/openapi.json"
check 'GET /docs' 200 "$BASE/docs"
check 'GET /app/login' 200 "$BASE/app/login"
check 'GET /' 200 "$BASE/"
check 'GET /favicon.ico' 200 "$BASE/favicon.ico"
check 'GET /graphql (browser)' 200 "$BASE/graphql" -H 'accept: text/html'
grep -qi graphiql "$WORK/body" || { echo "smoke: /graphql in a browser is not the explorer" >&2; exit 1; }

kill -TERM "$PID"
code=0; wait "$PID" || code=$?
PID=
if [ "$code" != 0 ]; then cat "$WORK/service.log" >&2; echo "smoke: exit code $code after SIGTERM" >&2; exit 1; fi
if curl -fsS "$BASE/healthz" >/dev/null 2>&1; then echo "smoke: still answering after SIGTERM" >&2; exit 1; fi
echo "smoke: SIGTERM -> exit 0; passed on node $(node -v)"
