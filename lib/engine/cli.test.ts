import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTOS } from "@/lib/testing/photos";

const root = path.join(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const run = (args: string[]) =>
  promisify(execFile)(tsx, ["--conditions=react-server", "scripts/engine.ts", ...args], { cwd: root, timeout: 120_000 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
const lines = (stdout: string) => stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);

describe("npm run engine", () => {
  it("checks a batch, giving each bad file its reason without stopping", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-cli-"));
    const text = path.join(dir, "notes.jpg");
    fs.writeFileSync(text, "not a photo at all");
    const dark = path.join(dir, "dark.jpg");
    await sharp(PHOTOS.graceHopper).linear(0.12, 0).toFile(dark);
    const { code, stdout } = await run(["check", PHOTOS.graceHopper, text, path.join(dir, "missing.png"), dark, PHOTOS.astronaut, "--json"]);
    expect(code).toBe(0);
    const out = lines(stdout);
    expect(out.map((o) => [path.basename(String(o.file)), o.accepted])).toEqual([
      ["grace_hopper.jpg", true], ["notes.jpg", false], ["missing.png", false], ["dark.jpg", false], ["astronaut.png", true],
    ]);
    expect(out[1]!.reasons).toEqual(["UNSUPPORTED_FORMAT"]);
    expect(out[3]!.reasons).toContain("TOO_DARK");
    for (const o of out) expect(Object.keys(o)).toEqual(expect.arrayContaining(["file", "accepted", "score", "reasons", "warnings", "ms"]));
  });

  it("writes headshots and reports each output", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-cli-"));
    const { code, stdout } = await run(["headshot", PHOTOS.graceHopper, "--style", "navy", "--size", "400x400", "--out", dir, "--json"]);
    expect(code).toBe(0);
    const [o] = lines(stdout);
    expect(o).toMatchObject({ file: PHOTOS.graceHopper, width: 400, height: 400 });
    expect(o!.likeness).toBeGreaterThan(0.7);
    expect((await sharp(String(o!.out)).metadata()).width).toBe(400);
  });

  it("prints the usage and exits with 2 when misused", async () => {
    for (const args of [[], ["frobnicate", "x.jpg"], ["check"], ["headshot", PHOTOS.astronaut], ["headshot", PHOTOS.astronaut, "--out", "/tmp/x", "--style", "neon"]]) {
      const { code, stderr } = await run(args);
      expect(code).toBe(2);
      expect(stderr).toContain("usage:");
    }
  });
});
