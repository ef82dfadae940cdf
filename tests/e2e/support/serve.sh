#!/usr/bin/env bash
# The browser tests' server: a fresh embedded database (migrated and seeded), then the production build.
set -euo pipefail
rm -rf "${PGLITE_DIR:?}" "${STORAGE_DIR:-.data/e2e/storage}"
mkdir -p "$(dirname "$PGLITE_DIR")"
npx tsx tools/migrate.ts deploy
npx tsx prisma/seed.ts
exec npx next start -p "${PORT:?}"
