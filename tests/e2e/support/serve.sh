#!/usr/bin/env bash
# The browser tests' server: a fresh embedded database (migrated and seeded), then the production build.
set -euo pipefail
rm -rf "${PGLITE_DIR:?}" "${STORAGE_DIR:-.data/e2e/storage}"
mkdir -p "$(dirname "$PGLITE_DIR")"
npx tsx --conditions=react-server tools/migrate.ts deploy
# Demo mode: the demo accounts the specs sign in with, and the demo user's finished shoot (real
# headshots from the studio engine, ~40 s), whose headshots the next step copies.
DEMO_SEED=1 npx tsx --conditions=react-server prisma/seed.ts
# People with paid and finished shoots for the after-the-shoot specs.
npx tsx --conditions=react-server tests/e2e/support/seed-after-shoot.ts
exec env PORT="${PORT:?}" npx tsx scripts/serve.ts
