#!/usr/bin/env bash
# Production install: every dependency to build (npm ci), the build (dist/), then the build tools
# removed (npm prune --omit=dev). Afterwards `npm start` runs dist/ and never builds. The
# Dockerfile runs this same script. Extra npm flags (e.g. --prefer-offline) go in NPM_FLAGS.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
# shellcheck disable=SC2086 # NPM_FLAGS is a list of flags
npm ci --no-audit --no-fund ${NPM_FLAGS:-}
npm run build
# shellcheck disable=SC2086
npm prune --omit=dev --no-audit --no-fund ${NPM_FLAGS:-}
echo "Installed for production in $(($(date +%s) - started)) s. Start with: npm start"
