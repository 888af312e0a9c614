# ShiftCheck: a multi-stage image. The build stage runs the same production install as a server
# (scripts/install-production.sh: npm ci, build, npm prune --omit=dev); the runtime stage keeps
# only what `npm start` runs. Configuration comes only from the environment (docs/operations.md).
# Both stages run Node.js 24 LTS, the version CI runs the suites on (scripts/node24.sh; package.json
# engines: >=20.19). Pinned to 24.18.1: better-sqlite3 12 compiled against the headers of Node
# 24.19 or newer aborts the process when the garbage collector frees a statement ("Assertion
# failed: (env) != nullptr" in RemoveEnvironmentCleanupHook); better-sqlite3 13 lifts the pin.

FROM node:24.18.1-slim AS build
WORKDIR /app
# Compilers for the SQLite driver, which builds from source when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN bash scripts/install-production.sh

FROM node:24.18.1-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/package-lock.json ./package-lock.json
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/scripts/backup.mjs ./scripts/backup.mjs
COPY --from=build /app/scripts/admin.mjs ./scripts/admin.mjs
COPY --from=build /app/scripts/server-command.mjs ./scripts/server-command.mjs
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same V8 setting as npm start (package.json).
CMD ["node", "--max-semi-space-size=8", "scripts/start.mjs"]
