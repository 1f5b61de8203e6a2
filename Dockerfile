# syntax=docker/dockerfile:1
# bvs container image: a multi-stage build. The build stage installs every dependency and runs
# `npm run build` (the service compiled to dist/, the hosted pages and the GraphQL explorer); the
# runtime stage has Node, the runtime dependencies (`npm ci --omit=dev`), dist/, schema/ and the
# built pages, and runs as an unprivileged user.
#
#   docker build -t bvs .                                   # tesseract (spa) + poppler included
#   docker build -t bvs:office --build-arg LIBREOFFICE=true .   # + LibreOffice for PDF exports
#   docker build -t bvs:slim --build-arg NATIVE_TOOLS=false .   # Node only
#
# The steps of both stages are also run, without a container engine, by scripts/test-dockerfile.sh.
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ENV CI=true NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
COPY packages/webhooks/package.json packages/webhooks/package-lock.json packages/webhooks/
COPY packages/client/package.json packages/client/package-lock.json packages/client/
RUN npm ci && npm ci --prefix packages/webhooks && npm ci --prefix packages/client
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# Optional native helpers: tesseract with the Spanish and orientation models and poppler's PDF tools; LibreOffice
# (large: about 400 MB) turns DOCX exports into PDF.
ARG NATIVE_TOOLS=true
ARG LIBREOFFICE=false
RUN set -eux; \
    packages="tini curl ca-certificates"; \
    if [ "$NATIVE_TOOLS" = "true" ]; then packages="$packages tesseract-ocr tesseract-ocr-spa tesseract-ocr-osd poppler-utils"; fi; \
    if [ "$LIBREOFFICE" = "true" ]; then packages="$packages libreoffice-writer-nogui fonts-dejavu-core"; fi; \
    apt-get update; \
    apt-get install -y --no-install-recommends $packages; \
    rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/var/lib/bvs \
    NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /src/dist ./dist
COPY --from=build /src/schema ./schema
COPY --from=build /src/web/dist ./web/dist
COPY --from=build /src/web/explorer/dist ./web/explorer/dist
COPY LICENSE README.md ./
RUN groupadd --system --gid 10001 bvs \
 && useradd --system --uid 10001 --gid bvs --home-dir /var/lib/bvs --shell /usr/sbin/nologin bvs \
 && mkdir -p /var/lib/bvs && chown bvs:bvs /var/lib/bvs
USER 10001:10001
VOLUME ["/var/lib/bvs"]
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD curl -fsS "http://127.0.0.1:${PORT}/healthz" || exit 1
# tini is PID 1: it forwards SIGTERM/SIGINT to node (which shuts down gracefully) and reaps the
# processes the service starts (LibreOffice). Roles: append `--role api` or `--role worker`.
ENTRYPOINT ["/usr/bin/tini", "--", "node", "dist/main.js"]
CMD ["--role", "all"]
