import { describe, expect, it } from "vitest";
import { isExternalHref } from "./href";

describe("isExternalHref", () => {
  it("treats schemes and protocol-relative URLs as leaving the app", () => {
    for (const href of ["https://lumen.example", "http://x.test/a", "mailto:help@lumen.example", "tel:+4930123", "//cdn.example/x"]) {
      expect(isExternalHref(href)).toBe(true);
    }
  });

  it("keeps app paths internal, so they get the locale prefix", () => {
    for (const href of ["/pricing", "/app/results/1?tab=all", "pricing", "./x", "#top"]) {
      expect(isExternalHref(href)).toBe(false);
    }
  });
});
