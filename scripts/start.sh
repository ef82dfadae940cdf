#!/usr/bin/env bash
# Runs the product on a fresh machine with its embedded defaults: PGlite in .data/, the email outbox,
# the built-in payment test mode; demo data, one demo account per role and the demo user's finished
# shoot are seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Demo mode: the seed adds demo accounts and content (never with NODE_ENV=production: prisma/seed/mode.ts).
export DEMO_SEED=1
# `next start` runs as production; without Stripe keys it starts only with test payments allowed, and
# every page then says so in a banner. With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set, Stripe runs.
export ALLOW_TEST_PAYMENTS="${ALLOW_TEST_PAYMENTS:-1}"
# Without SMTP_URL the emails stay in the outbox with their sign-in and verification links redacted;
# this server is yours alone, so each email, links included, is also printed to this console.
[ -n "${SMTP_URL:-}" ] || export EMAIL_PRINT="${EMAIL_PRINT:-1}"
# glibc gives each thread that allocates its own arena; the engine's worker threads would hold ~100 MB
# more between renders. Two arenas keep a process with two engine workers at 690-730 MB (744-816 MB
# without, in npm run bench:engine) at no cost in speed. (MALLOC_MMAP_THRESHOLD_, used before, returned every
# large buffer to the system and made a shoot twice as slow: 45.6 s against 26.9 s in npm run bench:shoot.)
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# The demo user's shoot is made from Grace Hopper's public-domain portrait (Debian's small
# python-matplotlib-data package). Without it the seed still runs and says it skipped the shoot.
if [ ! -f /usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg ]; then
  echo "[start] installing Debian package python-matplotlib-data (the demo shoot's portrait)"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python-matplotlib-data >/dev/null; } \
    || echo "[start] could not install python-matplotlib-data: the demo user gets no finished shoot"
fi
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
