import { spawn } from "node:child_process";
import { expect, test } from "./support/test";

test("a server with a wrong environment stops at start-up and names each wrong variable", async () => {
  // The production server, as `npm start` runs it.
  const child = spawn("npx", ["tsx", "scripts/serve.ts"], {
    env: { ...process.env, PORT: "3155", AUTH_SECRET: "too-short", DATABASE_URL: "mysql://nope", NEXT_TELEMETRY_DISABLED: "1" },
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 45_000);
    child.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code).toBe(1);
  expect(output).toContain("Invalid environment configuration");
  expect(output).toContain("AUTH_SECRET must be at least 32 characters");
  expect(output).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
});
