#!/usr/bin/env bash
# Runs every test on a fresh machine: type check, lint (the house's dependency rules), unit and integration tests (PGlite and the
# machine's PostgreSQL), one production build, then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI="${CI:-1}"

# Debian packages the tests need: Chromium for the browser tests, and public-domain portraits for the
# engine tests (python3-skimage: astronaut.png; python-matplotlib-data: grace_hopper.jpg).
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium fonts-dejavu-core)
[ -f /usr/lib/python3/dist-packages/skimage/data/astronaut.png ] || need+=(python3-skimage)
[ -f /usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg ] || need+=(python-matplotlib-data)
if [ ${#need[@]} -gt 0 ]; then
  echo "[test] installing Debian packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

npm install --no-audit --no-fund
npm run db:generate

t0=$(date +%s)
npm run typecheck
npm run lint
npm run lint:messages
npx vitest run
t1=$(date +%s)
npx next build
t2=$(date +%s)
npx playwright test
t3=$(date +%s)
echo "[test] unit+integration $((t1 - t0)) s, build $((t2 - t1)) s, browser $((t3 - t2)) s"
