// The help page's search: every word must match, accents and case aside; the answers exist in all three
// languages and each points to a team lead page.
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";
import { filterFaq, HELP_FAQ } from "./help-faq";

describe("the help page's answers", () => {
  it.each(["en", "de", "es"] as const)("has a question and an answer for every item in %s, and a navigation label for its page", async (locale) => {
    const messages = (await loadMessages(locale)) as Record<string, Record<string, Record<string, unknown>>>;
    const items = messages.TeamHelp!.faq!.items as Record<string, { q: string; a: string }>;
    expect(Object.keys(items).sort()).toEqual(HELP_FAQ.map((i) => i.key).sort());
    for (const item of HELP_FAQ) {
      expect(items[item.key]!.q.length).toBeGreaterThan(10);
      expect(items[item.key]!.a.length).toBeGreaterThan(60);
      expect(item.href).toMatch(/^\/app\/admin\//);
      expect(typeof (messages.TeamLead!.nav as Record<string, string>)[item.nav]).toBe("string");
    }
    expect(HELP_FAQ.length).toBeGreaterThanOrEqual(12);
    expect(HELP_FAQ.length).toBeLessThanOrEqual(20);
  });

  it("filters by every word, ignoring case and accents", () => {
    const items = [
      { question: "¿Cómo funcionan los créditos?", answer: "Un crédito paga una sesión." },
      { question: "¿Podemos pagar con factura?", answer: "Sí, por transferencia." },
    ];
    expect(filterFaq(items, "")).toHaveLength(2);
    expect(filterFaq(items, "  CREDITOS ").map((i) => i.question)).toEqual(["¿Cómo funcionan los créditos?"]);
    expect(filterFaq(items, "factura transferencia")).toHaveLength(1);
    expect(filterFaq(items, "factura crédito")).toHaveLength(0);
    expect(filterFaq(items, "zebra")).toEqual([]);
  });
});
