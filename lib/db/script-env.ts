import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * For command-line scripts (db:migrate, db:seed): load the same .env files `next dev` / `next start`
 * would, highest priority first. Variables already set in the environment always win
 * (process.loadEnvFile never overrides).
 */
export function loadScriptEnv(cwd: string = process.cwd()): string[] {
  const mode = process.env.NODE_ENV === "production" ? "production" : process.env.NODE_ENV === "test" ? "test" : "development";
  const files = [`.env.${mode}.local`, ...(mode === "test" ? [] : [".env.local"]), `.env.${mode}`, ".env"];
  const loaded: string[] = [];
  for (const name of files) {
    const file = path.join(cwd, name);
    if (fs.existsSync(file)) {
      process.loadEnvFile(file);
      loaded.push(name);
    }
  }
  return loaded;
}
