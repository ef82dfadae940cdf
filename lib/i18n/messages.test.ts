import { describe, expect, it } from "vitest";
import { loadMessages } from "./messages";

describe("messages", () => {
  it("loads each locale with arrays intact and English behind any missing key", async () => {
    const [en, de] = await Promise.all([loadMessages("en"), loadMessages("de")]);
    const email = (m: typeof en) => m.Email as Record<string, Record<string, unknown>>;
    expect(Array.isArray(email(de)["verify-email"]!.body)).toBe(true);
    expect(email(de)["verify-email"]!.subject).not.toBe(email(en)["verify-email"]!.subject);
    expect((de.Errors as Record<string, string>).notFound).toBe("Diese Seite wurde nicht gefunden");
    expect((en.Errors as Record<string, string>).notFound).toBe("This page could not be found");
  });
});
