import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { answerEmailLink, deepLink, EMAIL_CLICK_ACTION, EMAIL_OPEN_ACTION, openPixelUrl, trackedLink } from "./answer";
import { FALLBACK_PATH, LINK_TYPES, recordableParams, resolveLink } from "./targets";

const q = (s = "") => new URLSearchParams(s);
const rules = rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 });

describe("resolving email links", () => {
  it.each([
    [["results"], "shoot=cshoot123", "/app/results/cshoot123"],
    [["results", "cshoot123"], "", "/app/results/cshoot123"],
    [["results"], "", "/app"],
    [["upload"], "shoot=s1", "/app/upload?shoot=s1"],
    [["waiting"], "shoot=s1", "/app/upload/waiting?shoot=s1"],
    [["studio"], "result=r1", "/studio/r1"],
    [["studio"], "", "/studio"],
    [["invoice"], "id=inv1", "/profile/invoice?id=inv1"],
    [["invoice"], "", "/profile/invoices"],
    [["invoices"], "", "/profile/invoices"],
    [["refund"], "order=o1", "/profile/refund?order=o1"],
    [["pricing"], "", "/pricing"],
    [["invites"], "", "/app/invites"],
    [["redeem"], "code=GIFT-AB12", "/redeem?code=GIFT-AB12"],
    [["feedback"], "", "/app/feedback"],
    [["review"], "", "/profile/trustpilot"],
    [["profile"], "", "/profile"],
    [["unsubscribe"], "token=abc.def", "/profile/unsubscribe?token=abc.def"],
    [["home"], "", "/"],
  ] as const)("%j?%s → %s", (segments, search, path) => {
    expect(resolveLink(segments, q(search)).path).toBe(path);
  });

  it("drops parameters that do not look right instead of passing them on", () => {
    const r = resolveLink(["results"], q("shoot=../../admin&src=shoot-ready"));
    expect(r).toEqual({ type: "results", path: "/app", params: {}, source: "shoot-ready" });
    expect(resolveLink(["results"], q("shoot=https://evil.example")).path).toBe("/app");
    expect(resolveLink(["redeem"], q("code=<script>")).path).toBe("/redeem");
    expect(resolveLink(["studio"], q(`result=${"a".repeat(65)}`)).path).toBe("/studio");
    expect(resolveLink(["pricing"], q("src=Not Valid!")).source).toBeNull();
    // Unlisted parameters are not carried along.
    expect(resolveLink(["pricing"], q("next=//evil.example")).path).toBe("/pricing");
  });

  it("sends unknown or missing types to /app", () => {
    for (const segments of [["nope"], [], undefined, ["__proto__"], ["constructor"], ["toString"]]) {
      expect(resolveLink(segments, q("shoot=x"))).toMatchObject({ type: null, path: FALLBACK_PATH });
    }
  });

  it("builds localised tracked links that resolve back to their page", () => {
    const url = trackedLink("https://lumen.example", "results", { shoot: "cabc", src: "shoot-ready" }, "de");
    expect(url).toBe("https://lumen.example/de/track/results?shoot=cabc&src=shoot-ready");
    const u = new URL(url);
    expect(resolveLink(u.pathname.split("/").slice(3), u.searchParams).path).toBe("/app/results/cabc");
    expect(deepLink("https://lumen.example", "pricing", {}, "en")).toBe("https://lumen.example/deeplink/pricing");
    expect(openPixelUrl("https://lumen.example", "order-confirmation", "es")).toBe("https://lumen.example/es/track/open?src=order-confirmation");
    expect(LINK_TYPES).toContain("invites");
  });
});

describe("answering email links", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("records the click with the reader and redirects to the localised page", async () => {
    const u = await createUser(db.prisma);
    const answer = await answerEmailLink(db.prisma, { route: "track", locale: "es", segments: ["results"], search: q("shoot=cxyz&src=shoot-ready"), actorId: u.id, ip: "203.0.113.9" });
    expect(answer).toEqual({ kind: "redirect", location: "/es/app/results/cxyz" });
    const row = await db.prisma.auditLog.findFirstOrThrow({ where: { actorId: u.id, action: EMAIL_CLICK_ACTION } });
    expect(row).toMatchObject({ targetType: "EmailLink", targetId: "results", ip: "203.0.113.9" });
    expect(row.data).toMatchObject({ route: "track", type: "results", params: { shoot: "cxyz" }, source: "shoot-ready", locale: "es" });
  });

  it("sends an unknown type to /app and still records it, signed out", async () => {
    const before = await db.prisma.auditLog.count({ where: { action: EMAIL_CLICK_ACTION, targetId: "unknown" } });
    expect(await answerEmailLink(db.prisma, { route: "deeplink", locale: "en", segments: ["bogus"], search: q() })).toEqual({ kind: "redirect", location: "/app" });
    expect(await answerEmailLink(db.prisma, { route: "deeplink", locale: "de", segments: undefined, search: q() })).toEqual({ kind: "redirect", location: "/de/app" });
    expect(await db.prisma.auditLog.count({ where: { action: EMAIL_CLICK_ACTION, targetId: "unknown", actorId: null } })).toBe(before + 2);
  });

  it("answers /track/open with the pixel and counts the open", async () => {
    expect(await answerEmailLink(db.prisma, { route: "track", locale: "en", segments: ["open"], search: q("src=order-confirmation") })).toEqual({ kind: "pixel" });
    const row = await db.prisma.auditLog.findFirstOrThrow({ where: { action: EMAIL_OPEN_ACTION }, orderBy: { createdAt: "desc" } });
    expect(row.data).toMatchObject({ source: "order-confirmation" });
    // "open" is no page: on /deeplink it is an unknown type.
    expect(await answerEmailLink(db.prisma, { route: "deeplink", locale: "en", segments: ["open"], search: q() })).toEqual({ kind: "redirect", location: "/app" });
  });

  it("never records secret parameters: the unsubscribe token and gift codes open the page but stay out of the log", async () => {
    const ip = "198.51.100.41";
    const answer = await answerEmailLink(db.prisma, { route: "track", locale: "en", segments: ["unsubscribe"], search: q("token=never.expires-123&src=weekly"), ip });
    expect(answer).toEqual({ kind: "redirect", location: "/profile/unsubscribe?token=never.expires-123" });
    await answerEmailLink(db.prisma, { route: "deeplink", locale: "en", segments: ["redeem", "GIFT-AB12"], search: q(), ip });
    const rows = await db.prisma.auditLog.findMany({ where: { ip, action: EMAIL_CLICK_ACTION } });
    expect(rows.map((r) => r.targetId).sort()).toEqual(["redeem", "unsubscribe"]);
    for (const row of rows) expect(row.data).toMatchObject({ params: {} });
    expect(JSON.stringify(rows.map((r) => r.data))).not.toMatch(/never\.expires|GIFT-AB12/);
    expect(recordableParams({ shoot: "s1", token: "t", code: "c", apiKey: "k" })).toEqual({ shoot: "s1" });
  });

  it("records at most the limit per address per minute, and still sends every reader on", async () => {
    const limits = createRateLimits({ kind: "memory" }, rules);
    const flood = "198.51.100.77";
    const other = "198.51.100.78";
    const max = rules["email-link.ip"].points;
    expect(rules["email-link.ip"]).toEqual({ points: 60, duration: 60 });
    for (let i = 0; i < max + 5; i++) {
      const answer = await answerEmailLink(db.prisma, { route: "track", locale: "en", segments: ["pricing"], search: q(), ip: flood, limits });
      expect(answer).toEqual({ kind: "redirect", location: "/pricing" });
    }
    expect(await answerEmailLink(db.prisma, { route: "track", locale: "en", segments: ["open"], search: q(), ip: flood, limits })).toEqual({ kind: "pixel" });
    expect(await db.prisma.auditLog.count({ where: { ip: flood } })).toBe(max);
    // Another address is not held back by the flood, and the next window records again.
    await answerEmailLink(db.prisma, { route: "track", locale: "en", segments: ["pricing"], search: q(), ip: other, limits });
    expect(await db.prisma.auditLog.count({ where: { ip: other } })).toBe(1);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    try {
      await answerEmailLink(db.prisma, { route: "track", locale: "en", segments: ["pricing"], search: q(), ip: flood, limits });
    } finally {
      vi.useRealTimers();
    }
    expect(await db.prisma.auditLog.count({ where: { ip: flood } })).toBe(max + 1);
  });

  it("redirects even when the click cannot be recorded", async () => {
    const errors: string[] = [];
    const broken = {
      auditLog: { create: () => Promise.reject(new Error("database down")) },
    } as unknown as TestDb["prisma"];
    expect(await answerEmailLink(broken, { route: "track", locale: "en", segments: ["pricing"], search: q(), log: { error: (m: string) => errors.push(m) } })).toEqual({
      kind: "redirect",
      location: "/pricing",
    });
    expect(errors.join()).toContain("database down");
  });
});
