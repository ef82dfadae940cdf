// The changelog team leads read: published entries only, newest first, in the reader's language with
// English standing in for a missing translation; the seed writes real entries once (idempotent).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoChangelog, DEMO_CHANGELOG } from "@/prisma/seed/demo-changelog";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { changelogBlocks, publishedChangelog } from "./changelog";

describe("the changelog", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
  });
  afterAll(async () => db?.cleanup());

  it("seeds every release in three languages once", async () => {
    expect(await ensureDemoChangelog(db.prisma)).toBe(DEMO_CHANGELOG.length * 3);
    expect(await ensureDemoChangelog(db.prisma)).toBe(0);
    expect(await db.prisma.changelogEntry.count({ where: { translationKey: { in: DEMO_CHANGELOG.map((r) => r.key) } } })).toBe(DEMO_CHANGELOG.length * 3);
  });

  it("shows published entries newest first in the reader's language, English for what is not translated", async () => {
    const p = db.prisma;
    await p.changelogEntry.create({ data: { slug: "draft-x", locale: "de", translationKey: "draft-x", title: "Entwurf", body: "- geheim", status: "DRAFT", publishedAt: new Date("2026-11-01T00:00:00Z") } });
    await p.changelogEntry.create({ data: { slug: "future-x", locale: "de", translationKey: "future-x", title: "Zukunft", body: "bald", status: "PUBLISHED", publishedAt: new Date("2099-01-01T00:00:00Z") } });
    await p.changelogEntry.create({ data: { slug: "only-en", locale: "en", translationKey: "only-en", title: "Only in English", body: "Text", status: "PUBLISHED", publishedAt: new Date("2026-10-01T00:00:00Z") } });
    const now = new Date("2026-11-28T00:00:00Z");
    const de = await publishedChangelog(p, "de", now);
    const titles = de.map((e) => e.title);
    expect(titles[0]).toBe("Teamseite, Benachrichtigungen und automatische Erinnerungen");
    expect(titles).toContain("Only in English");
    expect(titles).not.toContain("Entwurf");
    expect(titles).not.toContain("Zukunft");
    expect(titles).not.toContain("Team page, notifications and automatic reminders");
    const dates = de.map((e) => e.publishedAt.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const es = await publishedChangelog(p, "es", now);
    expect(es[0]!.title).toBe("Página del equipo, notificaciones y recordatorios automáticos");
    expect(es.find((e) => e.title === "Only in English")!.locale).toBe("en");
  });

  it("reads bodies as paragraphs and lists, never as HTML", () => {
    expect(changelogBlocks("Intro line\nsecond line\n\n- one **bold**\n- two\n\n<b>x</b>")).toEqual([
      { kind: "paragraph", text: "Intro line second line" },
      { kind: "list", items: ["one bold", "two"] },
      { kind: "paragraph", text: "<b>x</b>" },
    ]);
  });
});
