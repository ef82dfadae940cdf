#!/usr/bin/env bash
# The browser tests' server: a fresh embedded database (migrated and seeded), then the production build.
set -euo pipefail
rm -rf "${PGLITE_DIR:?}" "${STORAGE_DIR:-.data/e2e/storage}"
mkdir -p "$(dirname "$PGLITE_DIR")"
npx tsx tools/migrate.ts deploy
npx tsx prisma/seed.ts
# People with paid and finished shoots for the after-the-shoot specs (real headshots from the studio engine).
npx tsx tests/e2e/support/seed-after-shoot.ts
exec env PORT="${PORT:?}" npx tsx scripts/serve.ts
