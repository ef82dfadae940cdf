import { parseEnv } from "./env-schema";

export type { ServerEnv } from "./env-schema";

// `next build` evaluates server modules to collect page data; secrets and the payment provider are a
// run-time matter, so the build gets a throw-away secret, skips the run-time rules, and `next start`
// validates the real configuration.
const building = process.env.NEXT_PHASE === "phase-production-build";
const source = building && !process.env.AUTH_SECRET ? { ...process.env, AUTH_SECRET: "build-time-only-secret-never-used-at-run-time" } : process.env;

/**
 * The one place that reads process.env on the server. Validated on first import (start-up);
 * a wrong value stops the process with a message naming the variable and what is wrong.
 */
export const env = parseEnv(source, { build: building });
