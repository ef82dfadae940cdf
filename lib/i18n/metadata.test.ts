import { describe, expect, it } from "vitest";
import { linkPath } from "@/lib/sharing/tokens";
import { phoneUploadPath } from "@/lib/uploads/tokens";
import { pageMetadata, tokenPageMetadata } from "./metadata";

const token = "A".repeat(21) + "_-" + "b".repeat(20);

describe("page metadata", () => {
  it("public pages get hreflang alternates and a canonical", () => {
    expect(pageMetadata({ path: "/pricing", locale: "de", title: "Preise" }).alternates).toEqual({
      canonical: "/de/pricing",
      languages: { "x-default": "/pricing", "en-US": "/pricing", "de-DE": "/de/pricing", "es-ES": "/es/pricing" },
    });
  });

  it.each([
    ["share", linkPath("share", token)],
    ["vote", linkPath("vote", token)],
    ["phone upload", phoneUploadPath(token)],
  ])("a %s page gets alternates for every language, stays noindex and names no canonical", (_, path) => {
    const meta = tokenPageMetadata({ path, title: "T" });
    expect(meta.alternates).toEqual({
      languages: { "x-default": path, "en-US": path, "de-DE": `/de${path}`, "es-ES": `/es${path}` },
    });
    expect(meta.alternates).not.toHaveProperty("canonical");
    expect(meta).toMatchObject({ title: "T", robots: { index: false, follow: false }, referrer: "no-referrer" });
  });

  it("a malformed token gets no alternates (the page is a 404)", () => {
    const meta = tokenPageMetadata({ path: null, title: "T" });
    expect(meta).not.toHaveProperty("alternates");
    expect(meta.robots).toEqual({ index: false, follow: false });
  });
});
