// Start-up as `next start` runs it: instrumentation.ts's register() in a process of its own, so the
// environment is read afresh (lib/env validates once per process, at import).
import { execFile } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "@/lib/db/migrate";

const run = promisify(execFile);
const tsx = path.join(PROJECT_ROOT, "node_modules/.bin/tsx");

/** Runs `code` with `mod` imported as m, in a fresh process with only `vars` set (plus PATH and HOME). */
async function child(mod: string, code: string, vars: Record<string, string>) {
  const url = pathToFileURL(path.join(PROJECT_ROOT, mod)).href;
  const env: NodeJS.ProcessEnv = { NODE_ENV: "development", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", AUTH_SECRET: "s".repeat(40), RUN_WORKER: "0", ...vars };
  try {
    const out = await run(tsx, ["--conditions=react-server", "-e", `import(${JSON.stringify(url)}).then(async (m) => { ${code} })`], { cwd: PROJECT_ROOT, env, timeout: 60_000 });
    return { code: 0, stdout: out.stdout, stderr: out.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, stdout: err.stdout ?? "", stderr: err.stderr ?? "" };
  }
}

describe("a production start and its payment provider", () => {
  const start = (vars: Record<string, string>) =>
    child("instrumentation.ts", `await m.register(); console.log("started");`, { NEXT_RUNTIME: "nodejs", NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525", ...vars });

  it("refuses to start without Stripe keys, naming STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and ALLOW_TEST_PAYMENTS", async () => {
    const res = await start({});
    expect(res.code).toBe(1);
    expect(res.stdout).not.toMatch(/started/);
    expect(res.stderr).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production/);
    expect(res.stderr).toMatch(/ALLOW_TEST_PAYMENTS=1/);
  });

  it("starts with Stripe keys, or with ALLOW_TEST_PAYMENTS=1 on the test provider", async () => {
    expect(await start({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toMatchObject({ code: 0, stdout: expect.stringMatching(/started/) });
    expect(await start({ ALLOW_TEST_PAYMENTS: "1" })).toMatchObject({ code: 0, stdout: expect.stringMatching(/started/) });
  });

  it("lets `next build` (NODE_ENV=production, no keys, no secret) evaluate lib/env", async () => {
    const res = await child("lib/env.ts", `console.log(m.env.NODE_ENV, m.env.STRIPE_SECRET_KEY ?? "no-stripe");`, { NODE_ENV: "production", NEXT_PHASE: "phase-production-build", AUTH_SECRET: "" });
    expect(res).toMatchObject({ code: 0, stdout: expect.stringMatching(/production no-stripe/) });
  });
});
