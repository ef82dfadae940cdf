import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Server modules import "server-only", which throws outside React's server build; tests are server code.
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    // *.gpu.test.ts need a real ComfyUI server with a GPU: `npm run test:gpu` (vitest.gpu.config.ts).
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**", ".data/**", "**/*.gpu.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time (the 2-core CI machine): every test database, storage folder and server is
    // the test's own (random names, port 0), so files never share state; ~10 min instead of ~20.
    fileParallelism: true,
    maxWorkers: 2,
    // lib/env validates at import; tests run on the embedded defaults with a throw-away secret.
    env: { AUTH_SECRET: "vitest-secret-vitest-secret-vitest-secret", DATABASE_URL: "", SMTP_URL: "" },
  },
});
