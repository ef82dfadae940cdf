// The catalogue editor under real concurrency (PostgreSQL): the same new slug sent by several admins at
// once makes one entry (the others hear "taken", nothing half-made), and a deactivation clicked several
// times at once, or raced by an edit, is audited once and each audit row's "before" is what it replaced.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { saveEntry, setEntryActive } from "./editor";
import { entryForm } from "./schemas";

let db: TestDb;
let admin: string;
beforeAll(async () => {
  db = await openTestDb("postgres");
  admin = (await createUser(db.prisma, { role: "ADMIN" })).id;
}, 60_000);
afterAll(async () => db?.cleanup());

const emotion = (fields: Record<string, string> = {}) => entryForm.parse({ resource: "emotion", slug: "raced-smile", nameEn: "Raced smile", nameDe: "Lächeln", nameEs: "Sonrisa", prompt: "smile", ...fields });

describe("the catalogue editor on postgres", () => {
  it("makes one entry when six admins send the same slug at once", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => saveEntry(db.prisma, emotion(), admin)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const a of answers) if (!a.ok) expect(a.fieldErrors).toEqual({ slug: "slugTaken" });
    expect(await db.prisma.emotion.count({ where: { slug: "raced-smile" } })).toBe(1);
    expect(await db.prisma.auditLog.count({ where: { action: "emotion.create" } })).toBe(1);
  });

  it("audits a deactivation clicked five times at once once, and an edit racing it keeps both changes", async () => {
    const row = await db.prisma.emotion.findUniqueOrThrow({ where: { slug: "raced-smile" } });
    await Promise.all([
      ...Array.from({ length: 5 }, () => setEntryActive(db.prisma, { resource: "emotion", id: row.id, active: false, actorId: admin })),
      saveEntry(db.prisma, emotion({ id: row.id, prompt: "raced smile" }), admin),
    ]);
    expect(await db.prisma.emotion.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ active: false, prompt: "raced smile" });
    const rows = await db.prisma.auditLog.findMany({ where: { targetId: row.id, action: { in: ["emotion.deactivate", "emotion.update"] } }, orderBy: { createdAt: "asc" } });
    expect(rows.filter((r) => r.action === "emotion.deactivate")).toHaveLength(1);
    expect(rows.filter((r) => r.action === "emotion.update")).toHaveLength(1);
    // Each change saw the other's result or none of it: their audit rows name only their own field.
    for (const r of rows) expect((r.data as { changed: string[] }).changed).toEqual([r.action === "emotion.update" ? "prompt" : "active"]);
  });
});
