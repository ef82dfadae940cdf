// /app/giftcards on a real database (PGlite): whose cards a person sees, the unused filter, the CSV
// export (header in the reader's language, escaping, redeem links) and the seeded demo cards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { DEMO_ACCOUNTS, runSeed } from "@/prisma/seed/index";
import { DEMO_GIFT_CARDS } from "@/prisma/seed/giftcards";
import { giftCardsCsv } from "./csv";
import { giftCardsExport, redeemUrl } from "./export";
import { listGiftCards } from "./list";

/** A CSV download's file name and its text as sent (byte-order mark kept). */
async function download(res: Response | Promise<Response>): Promise<{ filename: string; csv: string }> {
  const r = await res;
  const filename = /filename="([^"]+)"/.exec(r.headers.get("content-disposition") ?? "")?.[1] ?? "";
  return { filename, csv: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await r.arrayBuffer()) };
}

/** Reads RFC 4180 CSV the way a spreadsheet does (quoted fields, doubled quotes, CRLF), dropping the BOM. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && src[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36).toUpperCase()}${++seq}`;
const NOW = new Date("2026-03-01T12:00:00Z");

let db: TestDb;
let p: PrismaClient;
let pkg: { starter: string; professional: string };

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p, { demo: true });
  const rows = await p.package.findMany({ select: { id: true, slug: true } });
  pkg = { starter: rows.find((r) => r.slug === "starter")!.id, professional: rows.find((r) => r.slug === "professional")!.id };
});
afterAll(async () => {
  await db?.cleanup();
});

async function card(data: { buyerUserId?: string; buyerOrganizationId?: string; tier?: "starter" | "professional"; status?: "UNUSED" | "USED" | "VOID"; expiresAt?: Date; code?: string; createdAt?: Date }) {
  const tier = data.tier ?? "professional";
  return p.giftCard.create({
    data: {
      code: data.code ?? unique("GC-"), packageId: pkg[tier], tier, status: data.status, expiresAt: data.expiresAt,
      buyerUserId: data.buyerUserId, buyerOrganizationId: data.buyerOrganizationId, createdAt: data.createdAt ?? new Date("2026-02-01T10:00:00Z"),
      ...(data.status === "USED" ? { redeemedAt: new Date("2026-02-15T08:00:00Z") } : {}),
    },
  });
}

async function organization() {
  const owner = await createUser(p);
  const org = await createOrganization(p, { ownerId: owner.id, members: [{ userId: owner.id, role: "OWNER", status: "JOINED", joinedAt: NOW }] });
  return { owner, org };
}

describe("listing a buyer's gift cards", () => {
  it("shows a person only their own cards, and an organisation's cards only to its owner and leads", async () => {
    const alice = await createUser(p);
    const bob = await createUser(p);
    const { owner, org } = await organization();
    const lead = await createUser(p);
    const member = await createUser(p);
    await p.membership.create({ data: { userId: lead.id, organizationId: org.id, role: "LEAD", status: "JOINED", joinedAt: NOW } });
    await p.membership.create({ data: { userId: member.id, organizationId: org.id, role: "MEMBER", status: "JOINED", joinedAt: NOW } });
    const mine = await card({ buyerUserId: alice.id });
    const bobs = await card({ buyerUserId: bob.id });
    const orgs = await card({ buyerOrganizationId: org.id, tier: "starter" });

    const forAlice = await listGiftCards(p, { userId: alice.id, now: NOW });
    expect(forAlice.map((c) => c.code)).toEqual([mine.code]);
    expect(forAlice[0]).toMatchObject({ tier: "professional", packageName: "Professional", state: "unused", redeemedAt: null, buyer: { kind: "person" } });
    expect((await listGiftCards(p, { userId: bob.id, now: NOW })).map((c) => c.code)).toEqual([bobs.code]);
    for (const u of [owner, lead]) {
      expect((await listGiftCards(p, { userId: u.id, now: NOW })).map((c) => [c.code, c.buyer])).toEqual([[orgs.code, { kind: "organization", name: org.name }]]);
    }
    expect(await listGiftCards(p, { userId: member.id, now: NOW })).toEqual([]);

    // A deleted organisation's cards are no longer anyone's to hand out.
    await p.organization.update({ where: { id: org.id }, data: { deletedAt: NOW } });
    expect(await listGiftCards(p, { userId: lead.id, now: NOW })).toEqual([]);
  });

  it("tells unused, used, void and expired apart; the unused filter keeps only redeemable codes", async () => {
    const buyer = await createUser(p);
    const unused = await card({ buyerUserId: buyer.id, createdAt: new Date("2026-02-04T00:00:00Z") });
    const used = await card({ buyerUserId: buyer.id, status: "USED", createdAt: new Date("2026-02-03T00:00:00Z") });
    const voided = await card({ buyerUserId: buyer.id, status: "VOID", createdAt: new Date("2026-02-02T00:00:00Z") });
    const expired = await card({ buyerUserId: buyer.id, expiresAt: new Date("2026-02-20T00:00:00Z"), createdAt: new Date("2026-02-01T00:00:00Z") });
    const all = await listGiftCards(p, { userId: buyer.id, now: NOW });
    expect(all.map((c) => [c.code, c.state])).toEqual([[unused.code, "unused"], [used.code, "used"], [voided.code, "void"], [expired.code, "expired"]]);
    expect(all[1]!.redeemedAt).toEqual(new Date("2026-02-15T08:00:00Z"));
    expect((await listGiftCards(p, { userId: buyer.id, filter: "unused", now: NOW })).map((c) => c.code)).toEqual([unused.code]);
  });
});

describe("the CSV export", () => {
  it("has a header row in the reader's language, one row per card with its redeem URL, and never another buyer's codes", async () => {
    const buyer = await createUser(p);
    const other = await createUser(p);
    const a = await card({ buyerUserId: buyer.id, tier: "starter", createdAt: new Date("2026-02-05T09:00:00Z") });
    const b = await card({ buyerUserId: buyer.id, status: "USED", createdAt: new Date("2026-02-04T09:00:00Z") });
    const foreign = await card({ buyerUserId: other.id });

    const out = await download(giftCardsExport(p, { userId: buyer.id, filter: "all", locale: "de", appUrl: "https://lumen.test", now: NOW }));
    expect(out.filename).toBe("lumen-gift-cards-all-2026-03-01.csv");
    expect(out.csv.startsWith("\uFEFF")).toBe(true);
    expect(out.csv).toContain("\r\n");
    const rows = parse(out.csv) as string[][];
    expect(rows).toEqual([
      ["Code", "Paket", "Status", "Gekauft am", "Eingelöst am", "Einlöse-Link"],
      [a.code, "starter", "Unbenutzt", "2026-02-05", "", `https://lumen.test/de/redeem?code=${a.code}`],
      [b.code, "professional", "Eingelöst", "2026-02-04", "2026-02-15", `https://lumen.test/de/redeem?code=${b.code}`],
    ]);
    expect(out.csv).not.toContain(foreign.code);

    const unused = await download(giftCardsExport(p, { userId: buyer.id, filter: "unused", locale: "en", appUrl: "https://lumen.test", now: NOW }));
    expect((parse(unused.csv) as string[][]).map((r) => r[0])).toEqual(["Code", a.code]);
    expect(unused.csv).toContain(`https://lumen.test/redeem?code=${a.code}`);

    const nobody = await download(giftCardsExport(p, { userId: (await createUser(p)).id, filter: "all", locale: "es", appUrl: "https://lumen.test", now: NOW }));
    expect(parse(nobody.csv)).toEqual([["Código", "Paquete", "Estado", "Comprada el", "Canjeada el", "Enlace de canje"]]);
  });

  it("quotes commas and quotes, and keeps a cell that looks like a formula as text", async () => {
    const labels = { header: { code: "Code", tier: "Tier", status: "Status", created: "Bought", redeemed: "Redeemed", url: "URL" }, states: { unused: "unused", used: "used", void: "void", expired: "expired" } };
    const row = { id: "x", code: 'ADMIN,"1"', tier: "=HYPERLINK(\"http://evil\")", packageName: "P", state: "unused" as const, createdAt: new Date("2026-01-01T00:00:00Z"), redeemedAt: null, expiresAt: null, buyer: { kind: "person" as const } };
    const csvOf = async (rows: (typeof row)[]) => (await download(giftCardsCsv(rows, { filename: "cards.csv", labels, redeemUrl: (code) => redeemUrl("https://lumen.test", code, "en") }))).csv;
    const csv = await csvOf([row]);
    expect(csv.split("\r\n")[1]).toBe(`"ADMIN,""1""","'=HYPERLINK(""http://evil"")",unused,2026-01-01,,https://lumen.test/redeem?code=ADMIN%2C%221%22`);
    expect(parse(csv)[1]).toEqual(['ADMIN,"1"', "'=HYPERLINK(\"http://evil\")", "unused", "2026-01-01", "", "https://lumen.test/redeem?code=ADMIN%2C%221%22"]);
    const firstCells = async (codes: string[]) => parse(await csvOf(codes.map((code) => ({ ...row, code })))).slice(1).map((r) => r[0]);
    expect(await firstCells(["=1", "+1", "-1", "@x", "\tx", "ok"])).toEqual(["'=1", "'+1", "'-1", "'@x", "'\tx", "ok"]);
  });
});

describe("the seeded demo cards", () => {
  it("show up for the demo user and the demo lead, not for the member; the seed stays idempotent", async () => {
    const ids = Object.fromEntries(await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.role, (await p.user.findUniqueOrThrow({ where: { email: a.email } })).id] as const)));
    const codes = (buyer: "user" | "organization") => DEMO_GIFT_CARDS.filter((c) => c.buyer === buyer).map((c) => c.code).sort();
    expect((await listGiftCards(p, { userId: ids.user! })).map((c) => c.code).sort()).toEqual(codes("user"));
    const forLead = await listGiftCards(p, { userId: ids.lead! });
    expect(forLead.map((c) => c.code).sort()).toEqual(codes("organization"));
    expect(forLead.filter((c) => c.state === "used")).toHaveLength(1);
    expect(await listGiftCards(p, { userId: ids.member! })).toEqual([]);

    const again = await runSeed(p, { demo: true });
    expect(again.GiftCard).toEqual({ created: 0, updated: 0, unchanged: DEMO_GIFT_CARDS.length });
  });
});
