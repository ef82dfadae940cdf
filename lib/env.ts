import "server-only";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseEnv } from "./env-schema";

export type { ServerEnv } from "./env-schema";

// `next build` evaluates server modules to collect page data; secrets and the payment provider are a
// run-time matter, so the build gets a throw-away secret, skips the run-time rules, and `next start`
// validates the real configuration.
const building = process.env.NEXT_PHASE === "phase-production-build";

/**
 * `npm run dev` on a fresh clone works without configuration: outside production a missing
 * AUTH_SECRET is read from (or generated once into) .data/auth-secret, as scripts/start.sh does.
 * Production never gets one made up: it must be set.
 */
function developmentSecret(): string | undefined {
  if (process.env.AUTH_SECRET || process.env.NODE_ENV === "production") return process.env.AUTH_SECRET;
  const file = path.join(process.cwd(), ".data", "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
    } catch (e) {
      // Another process made it first: use theirs.
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    return fs.readFileSync(file, "utf8").trim();
  }
}

const source = building && !process.env.AUTH_SECRET ? { ...process.env, AUTH_SECRET: "build-time-only-secret-never-used-at-run-time" } : { ...process.env, AUTH_SECRET: developmentSecret() };

/**
 * The one place that reads process.env on the server. Validated on first import (start-up);
 * a wrong value stops the process with a message naming the variable and what is wrong.
 */
export const env = parseEnv(source, { build: building });
