// The tests that need a real ComfyUI server with a GPU (*.gpu.test.ts, excluded from vitest.config.ts):
// `COMFYUI_URL=http://gpu-1:8188 npm run test:gpu`. Same aliases and environment as the default run,
// one file at a time (they share the one GPU), and long enough for the first run to load a checkpoint.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["**/*.gpu.test.ts"],
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**", ".data/**"],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 15 * 60_000,
  },
});
