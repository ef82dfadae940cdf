import { createRequire, registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig, devices } from "@playwright/test";

// One production build, served by scripts/serve.ts (as `npm start`) on a fresh PGlite database and an SMTP sink
// (tests read the emails the product really sends). See tests/e2e/support/.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIL_HTTP = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3199);
const SMTP = Number(process.env.E2E_SMTP_PORT ?? 2525);
const ANALYTICS = Number(process.env.E2E_ANALYTICS_PORT ?? 3198);
const DATA = ".data/e2e";

// The specs import product modules (constants, the messages), which are server-only: in the runner
// and its workers (both load this file) "server-only" is the package's empty module, as React's server
// build resolves it.
const serverOnly = pathToFileURL(path.join(path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve("server-only")), "empty.js")).href;
registerHooks({ resolve: (specifier, context, next) => (specifier === "server-only" ? { url: serverOnly, shortCircuit: true } : next(specifier, context)) });

// Playwright cannot download its own browser here: drive Debian's chromium.
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};
const spec = (names: string) => new RegExp(`(^|/)(${names})\\.spec\\.ts$`);
const ISOLATED = spec("api|consent|journey|landing|legal-content-jobs|proof-pages|public-blog|public-crawl|public-home|route-matrix|security|startup|tools-linkedin|tools-pfp|tools-snippets");
const GLOBAL = spec("backoffice-operations|backoffice-catalog|backoffice-styles|backoffice-wardrobe|backoffice-content|backoffice-reviews|backoffice-emails|tools-free-headshot");

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // One browser at a time: the 2-core machine cannot run two whole journeys (a shoot generated in each)
  // within their limits. The projects order the run: the specs that use only their own people and pages
  // ("isolated") and the ones sharing the demo accounts ("demo"), then, last, the specs that change what
  // every other spec sees (parameters, prices, styles, email texts, reviews, the blog) or that time the
  // engine's queue ("global"). Two at a time was tried (2026-11-28): the journeys ran out of their limits.
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    locale: "en-US",
  },
  projects: [
    { name: "isolated", testMatch: ISOLATED, use: browser },
    { name: "demo", testIgnore: [ISOLATED, GLOBAL], workers: 1, use: browser },
    { name: "global", testMatch: GLOBAL, workers: 1, dependencies: ["isolated", "demo"], use: browser },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/mail-sink.ts`,
      url: `http://127.0.0.1:${MAIL_HTTP}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAIL_SINK_SMTP_PORT: String(SMTP), MAIL_SINK_HTTP_PORT: String(MAIL_HTTP) },
    },
    {
      command: `npx tsx tests/e2e/support/analytics-sink.ts`,
      url: `http://127.0.0.1:${ANALYTICS}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ANALYTICS_SINK_PORT: String(ANALYTICS) },
    },
    {
      command: `bash tests/e2e/support/serve.sh`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      // migrate, the demo seed (the demo shoot and the demo team's finished colleague generate 40
      // headshots each), the specs' people, then start
      timeout: 600_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        // as scripts/start.sh runs the product
        MALLOC_ARENA_MAX: "2",
        PORT: String(PORT),
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
        APP_URL: `http://localhost:${PORT}`,
        PGLITE_DIR: `${DATA}/pglite`,
        STORAGE_DIR: `${DATA}/storage`,
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${SMTP}`,
        EMAIL_FROM: "Lumen <hello@lumen.localhost>",
        // `next start` is production: without Stripe keys it starts only with test payments allowed.
        ALLOW_TEST_PAYMENTS: "1",
        // tests/e2e/webhooks.spec.ts sends webhooks to a receiver on this machine.
        WEBHOOKS_ALLOW_PRIVATE: "1",
        // Analytics configured as in production, PostHog's host being the stand-in above (the tag
        // manager's fixed host is answered by tests/e2e/consent.spec.ts itself). Nothing is sent
        // before consent, and every other spec's browser has chosen "necessary only".
        NEXT_PUBLIC_POSTHOG_KEY: "phc_e2e_stand_in",
        NEXT_PUBLIC_POSTHOG_HOST: `http://127.0.0.1:${ANALYTICS}`,
        NEXT_PUBLIC_GTM_ID: "GTM-E2ETEST",
      },
    },
  ],
});
