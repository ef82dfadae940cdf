import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**", ".data/**"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // lib/env validates at import; tests run on the embedded defaults with a throw-away secret.
    env: { AUTH_SECRET: "vitest-secret-vitest-secret-vitest-secret", DATABASE_URL: "", SMTP_URL: "" },
  },
});
