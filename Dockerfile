# syntax=docker/dockerfile:1
# The site's container image: docs/deployment.md "With containers", docs/decisions/022.
#   docker build -t strategist-site .
# compose.yaml runs it with PostgreSQL and Caddy; compose.sqlite.yaml with SQLite only.
# Nothing is downloaded when a container starts: dependencies, the build and pg_dump are in the image.

# Node.js 26, the major of package.json "engines" (docs/decisions/008); build and runtime alike.
ARG NODE_IMAGE=node:26.10.0-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Dependencies first: this layer is reused until the lockfile changes. --ignore-scripts: the
# image's own Node 26 runs everything, so the `node` package's copy of Node (~50 MB) is not
# fetched; nothing else needs an install script (better-sqlite3 and sharp ship prebuilt binaries).
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund && rm -f node_modules/.bin/node
COPY . .
RUN npm run build \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node

FROM ${NODE_IMAGE} AS runtime
# pg_dump, pg_restore and psql for `npm run backup` / `npm run restore` on PostgreSQL (Debian trixie's
# client is 17: keep compose.yaml's postgres image at 17 or older).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The same layout as the repository (the entrypoint test runs it there): the build, production
# dependencies, and the few scripts that start, migrate, check, back up and restore.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server/launch.js /app/server/node-flags.js ./server/
COPY --from=build /app/scripts/entrypoint.sh /app/scripts/require-node.js /app/scripts/db-migrate.js /app/scripts/boot-errors.js /app/scripts/healthcheck.js /app/scripts/run-ops.js /app/scripts/backup.js /app/scripts/restore.js /app/scripts/db-copy.js /app/scripts/admin-password.js /app/scripts/check-launch.js ./scripts/
# The data (SQLite database, generated secrets, backups by default) belongs to the unprivileged
# `node` user (uid 1000) of the base image, readable by it only.
RUN mkdir -p /data \
 && chown node:node /data \
 && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.js"]
ENTRYPOINT ["/app/scripts/entrypoint.sh"]
