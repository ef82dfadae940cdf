#!/usr/bin/env bash
# Runs the product on a fresh machine with its embedded defaults: PGlite in .data/, the email outbox,
# the built-in payment test mode; demo data and one demo account per role are seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# glibc keeps freed image buffers in its arenas; returning large ones to the OS cuts the engine's
# peak memory by ~140 MB (587 -> 446 MB in npm run bench:engine).
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-262144}"
npm install --no-audit --no-fund
mkdir -p .data
if [ -z "${AUTH_SECRET:-}" ]; then
  [ -s .data/auth-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64'))" > .data/auth-secret
  export AUTH_SECRET="$(cat .data/auth-secret)"
fi
npm run db:generate
npm run db:migrate
npm run db:seed
npx next build
# Next behind a server that appends the socket address to X-Forwarded-For (scripts/serve.ts).
exec npx tsx scripts/serve.ts
