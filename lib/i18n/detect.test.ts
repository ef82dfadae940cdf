import { describe, expect, it } from "vitest";
import { detectLocale, parseAcceptLanguage } from "./detect";
import { localizePath, splitLocale } from "./config";

describe("locale detection", () => {
  it("prefers the cookie over the browser", () => {
    expect(detectLocale({ cookie: "es", acceptLanguage: "de-DE,de;q=0.9" })).toBe("es");
    expect(detectLocale({ cookie: "en", acceptLanguage: "de" })).toBe("en");
  });
  it("ignores an invalid cookie and falls back to the browser language", () => {
    expect(detectLocale({ cookie: "fr", acceptLanguage: "de-AT,en;q=0.5" })).toBe("de");
  });
  it("honours q-values and skips unsupported languages", () => {
    expect(detectLocale({ acceptLanguage: "fr-FR,fr;q=0.9,es;q=0.8,de;q=0.7" })).toBe("es");
    expect(detectLocale({ acceptLanguage: "en;q=0.2,de;q=0.9" })).toBe("de");
    expect(detectLocale({ acceptLanguage: "de;q=0,es;q=0.1" })).toBe("es");
  });
  it("defaults to English", () => {
    expect(detectLocale({})).toBe("en");
    expect(detectLocale({ acceptLanguage: "ja,zh;q=0.8,*;q=0.5" })).toBe("en");
    expect(parseAcceptLanguage("garbage;;;q=x")).toEqual(["garbage"]);
  });
  it("splits and builds prefixed paths", () => {
    expect(splitLocale("/de/app/add")).toEqual({ locale: "de", path: "/app/add" });
    expect(splitLocale("/es")).toEqual({ locale: "es", path: "/" });
    expect(splitLocale("/design-system")).toEqual({ locale: "en", path: "/design-system" });
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/pricing", "en")).toBe("/pricing");
    expect(localizePath("/pricing", "es")).toBe("/es/pricing");
  });
});
