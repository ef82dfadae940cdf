import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { usablePreviewUrl } from "./preview-files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-previews-"));
fs.mkdirSync(path.join(dir, "styles"));
fs.writeFileSync(path.join(dir, "styles", "navy-female.webp"), "x");
fs.writeFileSync(path.join(os.tmpdir(), "lumen-outside.webp"), "x");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("preview URLs", () => {
  it("keeps a site path only when the file is in public/", () => {
    expect(usablePreviewUrl("/styles/navy-female.webp", dir)).toBe("/styles/navy-female.webp");
    expect(usablePreviewUrl("/styles/navy-female.webp?v=2", dir)).toBe("/styles/navy-female.webp?v=2");
    expect(usablePreviewUrl("/styles/missing.webp", dir)).toBeNull();
    expect(usablePreviewUrl("/styles", dir)).toBeNull();
    expect(usablePreviewUrl(null, dir)).toBeNull();
    expect(usablePreviewUrl("", dir)).toBeNull();
  });

  it("never looks outside public/ and refuses protocol-relative or plain-http addresses", () => {
    expect(usablePreviewUrl("/../lumen-outside.webp", dir)).toBeNull();
    expect(usablePreviewUrl("/%2e%2e/lumen-outside.webp", dir)).toBeNull();
    expect(usablePreviewUrl("//cdn.example.test/a.webp", dir)).toBeNull();
    expect(usablePreviewUrl("http://cdn.example.test/a.webp", dir)).toBeNull();
    expect(usablePreviewUrl("styles/navy-female.webp", dir)).toBeNull();
    expect(usablePreviewUrl("https://cdn.example.test/a.webp", dir)).toBe("https://cdn.example.test/a.webp");
  });

  it("finds the seeded previews in the real public/ folder", () => {
    expect(usablePreviewUrl("/styles/classic-corporate-female.webp")).toBe("/styles/classic-corporate-female.webp");
  });
});
