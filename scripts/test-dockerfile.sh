#!/usr/bin/env bash
# Runs the Dockerfile's steps without a container engine, for a machine that has none (or cannot
# pull the node base image): the build stage in a clean copy of the committed tree (what `COPY . .`
# sees, .dockerignore applied by `git archive`), then the runtime stage in an empty directory with
# only what the Dockerfile copies; starts it as an unprivileged user with the image's environment and
# entrypoint arguments, runs the HEALTHCHECK command, and stops it with SIGTERM.
# What it cannot check: the base image, apt-get of the native tools, tini as PID 1.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=$(mktemp -d "${TMPDIR:-/tmp}/bvs-dockerfile-XXXXXX")
PID=
cleanup() {
  if [ -n "$PID" ] && kill -0 "$PID" 2>/dev/null; then kill -KILL "$PID" 2>/dev/null || true; fi
  if [ -z "${KEEP:-}" ]; then rm -rf "$WORK"; else echo "dockerfile: kept $WORK"; fi
}
trap cleanup EXIT
export NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false

echo "dockerfile: build stage in $WORK/src"
mkdir -p "$WORK/src"
git archive HEAD | tar -x -C "$WORK/src"
(
  cd "$WORK/src"
  CI=true npm ci && npm ci --prefix packages/webhooks && npm ci --prefix packages/client
  npm run build
)

echo "dockerfile: runtime stage in $WORK/app"
APP=$WORK/app
mkdir -p "$APP/web/explorer"
cp "$WORK/src/package.json" "$WORK/src/package-lock.json" "$APP/"
(cd "$APP" && NODE_ENV=production npm ci --omit=dev && npm cache clean --force 2>/dev/null)
cp -R "$WORK/src/dist" "$WORK/src/schema" "$WORK/src/LICENSE" "$WORK/src/README.md" "$APP/"
cp -R "$WORK/src/web/dist" "$APP/web/dist"
cp -R "$WORK/src/web/explorer/dist" "$APP/web/explorer/dist"
echo "dockerfile: runtime files $(du -sh "$APP" | cut -f1) (node_modules $(du -sh "$APP/node_modules" | cut -f1))"

DATA=$WORK/data
mkdir -p "$DATA"
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown 10001:10001 "$DATA"
  chmod -R a+rX "$WORK"
  RUN_AS=(setpriv --reuid=10001 --regid=10001 --clear-groups)
fi
PORT=$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
# The image's ENV, plus what an operator sets.
env -i PATH="$PATH" HOME="$DATA" NODE_ENV=production HOST=0.0.0.0 PORT="$PORT" DATA_DIR="$DATA" \
  SECRET_KEY=dockerfile-test-secret-0123456789abcdef LOG_LEVEL=warn \
  "${RUN_AS[@]}" bash -c 'cd "$0" && exec node dist/main.js --role all' "$APP" >"$WORK/service.log" 2>&1 &
PID=$!
deadline=$(( $(date +%s) + ${START_TIMEOUT:-600} ))
# The HEALTHCHECK's command.
until curl -fsS "http://127.0.0.1:${PORT}/healthz" >/dev/null 2>&1; do
  kill -0 "$PID" 2>/dev/null || { cat "$WORK/service.log"; echo "dockerfile: the service exited" >&2; exit 1; }
  [ "$(date +%s)" -lt "$deadline" ] || { cat "$WORK/service.log"; echo "dockerfile: no /healthz" >&2; exit 1; }
  sleep 0.2
done
echo "dockerfile: HEALTHCHECK passes (uid $(ps -o uid= -p "$PID" | tr -d ' '))"
for p in / /docs /app/login /favicon.ico; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORT}$p")
  [ "$code" = 200 ] || { echo "dockerfile: GET $p -> $code" >&2; cat "$WORK/service.log"; exit 1; }
done
kill -TERM "$PID"
code=0; wait "$PID" || code=$?
PID=
[ "$code" = 0 ] || { cat "$WORK/service.log"; echo "dockerfile: exit $code after SIGTERM" >&2; exit 1; }
echo "dockerfile: SIGTERM -> exit 0; the Dockerfile's steps pass"
