# syntax=docker/dockerfile:1
# Nova in production (decision 019): build the contracts, the server and the web app with every
# dependency, then run the compiled server on the server's production dependencies only (no
# TypeScript loader, no Hardhat, no web-app packages), as an unprivileged user.

# Node 24 LTS, pinned by version: bump it on purpose (docs/releasing.md). The code also runs on
# Node 20.19+, which the checks use.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The builds are folders behind `dist` links: copy what the links point to.
RUN npm run build \
  && for part in packages/contracts apps/server apps/web; do \
       mkdir -p "/out/$part" && cp -rL "$part/dist" "/out/$part/dist"; \
     done

FROM ${NODE_IMAGE} AS runtime
# Keep in step with package.json's version (a test checks it); CI may pass --build-arg VERSION.
ARG VERSION=1.0.0
LABEL org.opencontainers.image.title="Nova" \
      org.opencontainers.image.description="Self-hosted member platform with a double-entry ledger" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="AGPL-3.0-only"
# pg_dump and pg_restore for `admin backup` / `admin restore`, from PostgreSQL's own repository so
# their major version (16) matches the compose file's database; Debian's own client is 15.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
       https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
       > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-16 \
  && apt-get purge -y curl && apt-get autoremove -y \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data \
    NODE_OPTIONS="--conditions=nova-compiled --enable-source-maps"
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server's workspace and the contracts it imports: the web app's packages stay out.
RUN npm ci --omit=dev --no-audit --no-fund -w apps/server -w packages/contracts && npm cache clean --force
COPY apps/server/drizzle apps/server/drizzle
COPY deploy/backup-loop.sh deploy/backup-loop.sh
COPY --from=build /out/ ./
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/server.js"]
