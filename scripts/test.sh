#!/usr/bin/env bash
# Runs every test on a fresh machine: type check, lint (the house's dependency rules), unit and integration tests (PGlite and the
# machine's PostgreSQL) beside one production build and then the browser tests in Debian's Chromium.
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
t1=$(date +%s)

# Two lanes at once, one per core: the unit and integration tests (one file after another, mostly one
# core and the PostgreSQL server) beside the one production build and the browser tests against it.
# Each lane's output goes to its own log, printed when both are done; the run fails if either failed.
logs="$(mktemp -d)"
( npx vitest run > "$logs/vitest.log" 2>&1; echo $? > "$logs/vitest.rc"; date +%s > "$logs/vitest.end" ) &
vitest_pid=$!
browser_rc=0
{ npx next build && t2=$(date +%s) && echo "$t2" > "$logs/build.end" && npx playwright test; } > "$logs/browser.log" 2>&1 || browser_rc=$?
t3=$(date +%s)
wait "$vitest_pid" || true
vitest_rc="$(cat "$logs/vitest.rc" 2>/dev/null || echo 1)"
echo "──── unit + integration (vitest) ────"; cat "$logs/vitest.log"
echo "──── build + browser (next build, playwright) ────"; cat "$logs/browser.log"
t_build="$(cat "$logs/build.end" 2>/dev/null || echo "$t3")"
echo "[test] checks $((t1 - t0)) s; unit+integration $(( $(cat "$logs/vitest.end" 2>/dev/null || echo "$t3") - t1 )) s beside build $((t_build - t1)) s + browser $((t3 - t_build)) s; total $(( $(date +%s) - t0 )) s"
rm -rf "$logs"
if [ "$vitest_rc" != "0" ] || [ "$browser_rc" != "0" ]; then
  echo "[test] FAILED: unit+integration exit $vitest_rc, build+browser exit $browser_rc"
  exit 1
fi
