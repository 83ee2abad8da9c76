#!/bin/sh
# The production entry point: what the container image runs (Dockerfile ENTRYPOINT), and what
# tests/integration/entrypoint.test.ts runs outside a container, on the same file layout.
#
# With no arguments:
# 1. apply pending migrations (a failure stops here, with its message, before any traffic);
# 2. replace this shell with the server (exec), so the server is the process that receives
#    SIGTERM from `docker stop` or systemd and stops gracefully (server/app.ts). Without exec
#    the shell would get the signal and the server would never hear it.
# With arguments, runs them instead (also through exec), e.g. in a container:
#   docker compose run --rm site npm run backup
set -eu
cd "$(dirname "$0")/.."
if [ "$#" -gt 0 ]; then
  exec "$@"
fi
node scripts/db-migrate.js
exec node server/launch.js
