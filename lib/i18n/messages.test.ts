import { describe, expect, it } from "vitest";
import { namespaceFiles, readMessages } from "./message-files";
import { loadMessages } from "./messages";
import { NAMESPACES } from "./namespaces";

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

describe("the message files", () => {
  it("are one file per namespace in every locale, and the namespace list names exactly those files", () => {
    const en = namespaceFiles("en");
    expect(en).toEqual([...NAMESPACES].sort());
    expect(namespaceFiles("de")).toEqual(en);
    expect(namespaceFiles("es")).toEqual(en);
  });

  it("load every namespace for the app", async () => {
    const de = await loadMessages("de");
    expect(Object.keys(de).sort()).toEqual([...NAMESPACES].sort());
    expect(de).toEqual(expect.objectContaining({ Backoffice: readMessages("de").Backoffice }));
  });
});
