import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ShootState } from "@/lib/db";
import { createRateLimits, ipSubject, rateLimitRules, type RateLimits } from "@/lib/rate-limit";
import { resultIdFor } from "@/lib/shoots/generate";
import { resultPrefix } from "@/lib/shoots/result-files";
import { PREVIEW_EDGE, storePreview } from "@/lib/shoots/preview";
import { serveSignedFile } from "@/lib/storage/http";
import { createLocalStorage } from "@/lib/storage/local";
import { FILES_ROUTE } from "@/lib/storage/signing";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { fileNames, signedFileKeys } from "@/lib/testing/http";
import { read } from "@/lib/testing/photos";
import { setFavoriteResult } from "./favorite";
import { firstName, readLinkGallery } from "./gallery";
import { getOrCreateLink, getShootLinks, resolveLink, revokeLink, type LinkContext } from "./share-links";
import { getVotingResults } from "./tally";
import { hashLinkToken, type LinkKind } from "./tokens";
import { issueVoterCookie, verifyVoterCookie } from "./voter-cookie";
import { castVote, voterKeyOf, votesOf } from "./votes";

const SECRET = "sharing-test-secret-sharing-test-secret";
const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lumen-sharing-")), { secret: SECRET });
const ctx: LinkContext = { secret: SECRET, appUrl: "https://lumen.example", locale: "de" };
/** A voter cookie as the server issues it (signed under the test run's AUTH_SECRET). */
const voterCookie = () => issueVoterCookie().cookie;
const rules = rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 });

/** Runs `fn` with the clock `ms` ahead: the limiter's windows are real time (both stores read Date.now()). */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

/** The token at the end of a link URL. */
function tokenOf(url: string | null | undefined): string {
  const token = new URL(url!).pathname.split("/").at(-1)!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

describe.each(["pglite", "postgres"] as const)("share and voting links (%s)", (kind) => {
  let db: TestDb;
  let packageId: string;
  let styleId: string;
  let n = 0;
  let ipN = 0;
  let MAIN: Buffer;
  let THUMB: Buffer;
  const ip = () => `203.0.113.${++ipN}-${kind}`;
  /**
   * The limits as production opens them for this database (lib/rate-limit/index.ts): PGlite → memory;
   * PostgreSQL → RateLimiterPostgres on the migrated "RateLimit" table, one pool per web process.
   */
  const webProcess = (): RateLimits => {
    if (kind === "pglite") return createRateLimits({ kind: "memory" }, rules);
    return createRateLimits({ kind: "postgres", pool: db.pool!(8) }, rules);
  };

  beforeAll(async () => {
    MAIN = await sharp(read("graceHopper")).resize(1024, 1024, { fit: "cover" }).jpeg({ quality: 92 }).toBuffer();
    THUMB = await sharp(MAIN).resize(400, 400).webp({ quality: 82 }).toBuffer();
    db = await openTestDb(kind);
    const p = db.prisma;
    packageId = (await p.package.create({ data: { slug: "professional", name: "Professional", headshots: 100, styles: 10, outputSize: 2048 } })).id;
    const backdrop = await p.backdrop.create({ data: { slug: "navy", name: "Navy", kind: "SOLID", colors: ["#1f2a44"] } });
    const outfit = await p.outfit.create({ data: { slug: "suit", name: "Suit", gender: "MALE", colors: ["#222"] } });
    styleId = (await p.style.create({
      data: { slug: "navy-suit", name: "Navy studio", backdropId: backdrop.id, outfitId: outfit.id, gender: "MALE", translations: { de: { name: "Marineblaues Studio" } } },
    })).id;
  }, 120_000);

  afterAll(async () => {
    await db?.cleanup();
  });

  const user = async (name: string | null = "Ada Lovelace") => (await createUser(db.prisma, { name })).id;

  /** A shoot with `count` results stored as lib/shoots/generate.ts writes them: a Starter's 1024 px main file, its thumbnail and preview. */
  async function shoot(userId: string, count: number, state: ShootState = "ACTIVE") {
    const id = (await createShoot(db.prisma, { userId, packageId, title: `Summer headshots ${++n}`, state, styleIds: [styleId] })).id;
    const ids = Array.from({ length: count }, (_, k) => resultIdFor(id, styleId, k));
    for (const rid of ids) {
      const base = resultPrefix(id, rid);
      await storage.put(`${base}main.jpg`, MAIN, { contentType: "image/jpeg" });
      await storage.put(`${base}thumb.webp`, THUMB, { contentType: "image/webp" });
      const preview = await storePreview(storage, base, MAIN);
      await db.prisma.result.create({
        data: {
          id: rid, shootId: id, styleId, storageKey: `${base}main.jpg`, width: 1024, height: 1024,
          variant: { files: { main: `${base}main.jpg`, thumb: `${base}thumb.webp`, preview: preview.key }, sizes: { main: "1024x1024", preview: preview.size } },
        },
      });
    }
    return { id, results: ids };
  }

  async function link(owner: string, shootId: string, k: LinkKind) {
    const made = await getOrCreateLink(db.prisma, ctx, { userId: owner, shootId, kind: k });
    if (!made.ok) throw new Error(made.error);
    return tokenOf(made.link.url);
  }

  describe("links", () => {
    it("gives the owner one link per kind, stores only its sha256, and shows the same link again", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const first = await getOrCreateLink(db.prisma, ctx, { userId: owner, shootId: s.id, kind: "share" });
      if (!first.ok) throw new Error(first.error);
      expect(first.link.url).toMatch(/^https:\/\/lumen\.example\/de\/app\/results\/share\/[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(first.link.url);
      const rows = await db.prisma.shareToken.findMany({ where: { shootId: s.id } });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashLinkToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]!.createdById).toBe(owner);

      const again = await getOrCreateLink(db.prisma, ctx, { userId: owner, shootId: s.id, kind: "share" });
      expect(again).toMatchObject({ ok: true, link: { url: first.link.url } });
      const links = await getShootLinks(db.prisma, ctx, { userId: owner, shootId: s.id });
      expect(links?.share?.url).toBe(first.link.url);
      expect(links?.vote).toBeNull();

      const vote = await link(owner, s.id, "vote");
      expect(vote).not.toBe(token);
      expect((await getShootLinks(db.prisma, ctx, { userId: owner, shootId: s.id }))?.vote?.url).toMatch(/\/de\/vote\/[A-Za-z0-9_-]{43}$/);
      // A share token opens nothing on the voting side and the other way round.
      expect(await resolveLink(db.prisma, "vote", token)).toEqual({ status: "unknown" });
      expect(await resolveLink(db.prisma, "share", vote)).toEqual({ status: "unknown" });
    });

    it("makes one link when the owner clicks twice at once", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const made = await Promise.all(Array.from({ length: 5 }, () => getOrCreateLink(db.prisma, ctx, { userId: owner, shootId: s.id, kind: "vote" })));
      expect(new Set(made.map((m) => (m.ok ? m.link.url : m.error))).size).toBe(1);
      expect(await db.prisma.voteToken.count({ where: { shootId: s.id } })).toBe(1);
    });

    it("refuses a revoked token, and a new link works while the old one stays refused", async () => {
      const owner = await user();
      const s = await shoot(owner, 2);
      const old = await link(owner, s.id, "share");
      expect(await resolveLink(db.prisma, "share", old)).toMatchObject({ status: "active", shootId: s.id });

      expect(await revokeLink(db.prisma, { userId: owner, shootId: s.id, kind: "share" })).toEqual({ ok: true, revoked: 1 });
      expect(await resolveLink(db.prisma, "share", old)).toEqual({ status: "revoked" });
      expect(await readLinkGallery(db.prisma, storage, { kind: "share", token: old, locale: "en" })).toEqual({ status: "revoked" });
      expect((await getShootLinks(db.prisma, ctx, { userId: owner, shootId: s.id }))?.share).toBeNull();

      const fresh = await link(owner, s.id, "share");
      expect(fresh).not.toBe(old);
      expect(await resolveLink(db.prisma, "share", fresh)).toMatchObject({ status: "active" });
      expect(await resolveLink(db.prisma, "share", old)).toEqual({ status: "revoked" });

      const vote = await link(owner, s.id, "vote");
      await revokeLink(db.prisma, { userId: owner, shootId: s.id, kind: "vote" });
      expect(await castVote(db.prisma, { vote: { token: vote, resultId: s.results[0], value: 1 }, voterCookie: undefined, ip: ip() })).toEqual({ ok: false, error: "REVOKED" });
      expect(await db.prisma.vote.count({ where: { resultId: s.results[0] } })).toBe(0);
    });

    it("treats expired links as revoked and unknown or malformed tokens as unknown", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "share");
      await db.prisma.shareToken.updateMany({ where: { shootId: s.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect(await resolveLink(db.prisma, "share", token)).toEqual({ status: "revoked" });
      for (const bad of ["A".repeat(43), "short", "x".repeat(5000), "../../etc/passwd", undefined, 42]) {
        expect(await resolveLink(db.prisma, "share", bad)).toEqual({ status: "unknown" });
        expect(await readLinkGallery(db.prisma, storage, { kind: "share", token: bad, locale: "en" })).toEqual({ status: "unknown" });
      }
    });

    it("turns a link off when its shoot is deleted", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "share");
      await db.prisma.shoot.update({ where: { id: s.id }, data: { state: "DELETED", deletedAt: new Date() } });
      expect(await resolveLink(db.prisma, "share", token)).toEqual({ status: "revoked" });
    });

    it("lets only the owner make or revoke links, and only for a ready shoot", async () => {
      const owner = await user();
      const stranger = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "share");
      expect(await getOrCreateLink(db.prisma, ctx, { userId: stranger, shootId: s.id, kind: "share" })).toEqual({ ok: false, error: "NOT_FOUND" });
      expect(await revokeLink(db.prisma, { userId: stranger, shootId: s.id, kind: "share" })).toEqual({ ok: false, error: "NOT_FOUND" });
      expect(await getShootLinks(db.prisma, ctx, { userId: stranger, shootId: s.id })).toBeNull();
      expect(await resolveLink(db.prisma, "share", token)).toMatchObject({ status: "active" });

      const waiting = await shoot(owner, 0, "GENERATING");
      expect(await getOrCreateLink(db.prisma, ctx, { userId: owner, shootId: waiting.id, kind: "vote" })).toEqual({ ok: false, error: "NOT_READY" });
    });

    it("replaces a live link that was made under an earlier secret (it can no longer be shown)", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const old = await link(owner, s.id, "share");
      const rotated: LinkContext = { ...ctx, secret: "another-secret-another-secret-another" };
      expect((await getShootLinks(db.prisma, rotated, { userId: owner, shootId: s.id }))?.share).toMatchObject({ url: null });
      const made = await getOrCreateLink(db.prisma, rotated, { userId: owner, shootId: s.id, kind: "share" });
      if (!made.ok) throw new Error(made.error);
      expect(tokenOf(made.link.url)).not.toBe(old);
      expect(await resolveLink(db.prisma, "share", old)).toEqual({ status: "revoked" });
    });
  });

  describe("the shared gallery", () => {
    it("shows that shoot's photos only, its title and the owner's first name, with nothing to download", async () => {
      const owner = await user("Grace Brewster Hopper");
      const s = await shoot(owner, 3);
      const other = await shoot(owner, 2);
      await db.prisma.result.update({ where: { id: s.results[2] }, data: { deletedAt: new Date() } });
      const token = await link(owner, s.id, "share");

      const before = await db.prisma.result.findMany({ where: { shootId: s.id }, orderBy: { id: "asc" } });
      const page = await readLinkGallery(db.prisma, storage, { kind: "share", token, locale: "de" });
      if (page.status !== "active") throw new Error(page.status);
      expect(page.title).toMatch(/^Summer headshots/);
      expect(page.ownerFirstName).toBe("Grace");
      expect(page.photos.map((p) => p.id)).toEqual(s.results.slice(0, 2));
      expect(page.photos.some((p) => other.results.includes(p.id))).toBe(false);
      for (const p of page.photos) {
        expect(Object.keys(p).sort()).toEqual(["id", "number", "preview", "styleName", "thumb"]);
        // The CPU studio engine keeps the person's clothes: a style is named for its backdrop, as everywhere.
        expect(p.styleName).toBe("Navy");
        for (const url of [p.thumb.url, p.preview.url]) {
          const u = new URL(url, "http://lumen.test");
          expect(u.pathname).toContain(`/shoots/${s.id}/`);
          expect(u.searchParams.has("dl")).toBe(false);
        }
      }
      // Reading changes nothing.
      expect(await db.prisma.result.findMany({ where: { shootId: s.id }, orderBy: { id: "asc" } })).toEqual(before);
      expect(await db.prisma.vote.count({ where: { resultId: { in: s.results } } })).toBe(0);
    });

    it("share, vote and tally pages get thumbnails and previews only: never a delivered file, not even a Starter's 1024 px one", async () => {
      const owner = await user();
      const s = await shoot(owner, 2);
      const pages = {
        share: await readLinkGallery(db.prisma, storage, { kind: "share", token: await link(owner, s.id, "share"), locale: "en" }),
        vote: await readLinkGallery(db.prisma, storage, { kind: "vote", token: await link(owner, s.id, "vote"), locale: "en" }),
        tally: await getVotingResults(db.prisma, storage, { userId: owner, shootId: s.id, locale: "en" }),
      };
      for (const [name, data] of Object.entries(pages)) {
        expect(signedFileKeys(data).length, name).toBe(4);
        expect(fileNames(signedFileKeys(data)), name).toEqual(["preview.webp", "thumb.webp"]);
      }
      if (pages.share.status !== "active") throw new Error(pages.share.status);
      // What the larger view loads, through the file route: a smaller, re-encoded file, not the main one.
      for (const p of pages.share.photos) {
        const url = new URL(p.preview.url, "http://lumen.test");
        const res = await serveSignedFile(new Request(url), url.pathname.slice(FILES_ROUTE.length).split("/").map(decodeURIComponent), { storage, secret: SECRET });
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.equals(MAIN)).toBe(false);
        expect(bytes.length).toBeLessThan(MAIN.length);
        expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: PREVIEW_EDGE, height: PREVIEW_EDGE });
        expect(p.preview).toMatchObject({ width: PREVIEW_EDGE, height: PREVIEW_EDGE });
      }
    });

    it("names no one when the owner gave no name", async () => {
      expect(firstName(null)).toBeNull();
      expect(firstName("   ")).toBeNull();
      expect(firstName("  Ada  Lovelace ")).toBe("Ada");
      const owner = await user(null);
      const s = await shoot(owner, 1);
      const page = await readLinkGallery(db.prisma, storage, { kind: "share", token: await link(owner, s.id, "share"), locale: "en" });
      expect(page).toMatchObject({ status: "active", ownerFirstName: null });
    });
  });

  describe("votes", () => {
    it("keeps one vote per voter per photo, even when the same voter clicks many times at once", async () => {
      const owner = await user();
      const s = await shoot(owner, 2);
      const token = await link(owner, s.id, "vote");
      const voter = voterCookie();
      const at = ip();
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, i) => castVote(db.prisma, { vote: { token, resultId: s.results[0], value: i % 2 ? -1 : 1 }, voterCookie: voter, ip: at })),
      );
      expect(outcomes.every((o) => o.ok)).toBe(true);
      const rows = await db.prisma.vote.findMany({ where: { resultId: s.results[0] } });
      expect(rows).toHaveLength(1);
      const voterId = verifyVoterCookie(voter)!;
      expect(rows[0]!.voterKey).toBe(voterKeyOf(voterId));
      expect(rows[0]!.voterKey).not.toContain(voterId);
    });

    it("counts two voters as two, and a changed vote replaces the first one", async () => {
      const owner = await user();
      const s = await shoot(owner, 2);
      const token = await link(owner, s.id, "vote");
      const [alice, bob] = [voterCookie(), voterCookie()];
      const vote = (cookie: string, resultId: string, value: number) => castVote(db.prisma, { vote: { token, resultId, value }, voterCookie: cookie, ip: ip() });

      expect(await vote(alice, s.results[0]!, 1)).toEqual({ ok: true, value: 1 });
      expect(await vote(bob, s.results[0]!, 1)).toEqual({ ok: true, value: 1 });
      let tally = await getVotingResults(db.prisma, storage, { userId: owner, shootId: s.id, locale: "en" });
      if (!tally.found || !tally.ready) throw new Error("expected a tally");
      expect(tally.rows.find((r) => r.result.id === s.results[0])).toMatchObject({ up: 2, down: 0, score: 2 });
      expect(tally.voters).toBe(2);

      expect(await vote(bob, s.results[0]!, -1)).toEqual({ ok: true, value: -1 });
      tally = await getVotingResults(db.prisma, storage, { userId: owner, shootId: s.id, locale: "en" });
      if (!tally.found || !tally.ready) throw new Error("expected a tally");
      expect(tally.rows.find((r) => r.result.id === s.results[0])).toMatchObject({ up: 1, down: 1, score: 0 });
      expect(await db.prisma.vote.count({ where: { resultId: s.results[0] } })).toBe(2);

      expect(await votesOf(db.prisma, { voterCookie: bob, shootId: s.id })).toEqual({ [s.results[0]!]: -1 });
      expect(await vote(bob, s.results[0]!, 0)).toEqual({ ok: true, value: 0 });
      expect(await votesOf(db.prisma, { voterCookie: bob, shootId: s.id })).toEqual({});
      expect(await votesOf(db.prisma, { voterCookie: alice, shootId: s.id })).toEqual({ [s.results[0]!]: 1 });
      expect(await votesOf(db.prisma, { voterCookie: "not-a-voter", shootId: s.id })).toEqual({});
    });

    it("refuses votes on photos of another shoot, unknown links and bad input", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const other = await shoot(owner, 1);
      const token = await link(owner, s.id, "vote");
      const voter = voterCookie();
      const cast = (vote: unknown) => castVote(db.prisma, { vote, voterCookie: voter, ip: ip() });
      expect(await cast({ token, resultId: other.results[0], value: 1 })).toEqual({ ok: false, error: "UNKNOWN_PHOTO" });
      expect(await cast({ token: "B".repeat(43), resultId: s.results[0], value: 1 })).toEqual({ ok: false, error: "UNKNOWN_LINK" });
      expect(await cast({ token, resultId: s.results[0], value: 5 })).toEqual({ ok: false, error: "INVALID" });
      expect(await cast({ token, resultId: s.results[0], value: "1" })).toEqual({ ok: false, error: "INVALID" });
      expect(await cast(null)).toEqual({ ok: false, error: "INVALID" });
      // A share token is no voting link.
      expect(await cast({ token: await link(owner, s.id, "share"), resultId: s.results[0], value: 1 })).toEqual({ ok: false, error: "UNKNOWN_LINK" });
      expect(await db.prisma.vote.count({ where: { resultId: { in: [...s.results, ...other.results] } } })).toBe(0);
    });

    it("limits new voters per IP address", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "vote");
      const limits = webProcess();
      const at = ip();
      const max = rules["voter.ip"].points;
      const newVoter = (from: string) => castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: undefined, ip: from, limits });
      for (let i = 0; i < max; i++) expect(await newVoter(at)).toMatchObject({ ok: true });
      expect(await newVoter(at)).toEqual({ ok: false, error: "RATE_LIMITED" });
      // Another address, or the next window, may vote again.
      expect(await newVoter(ip())).toMatchObject({ ok: true });
      expect(await later(rules["voter.ip"].duration * 1000, () => newVoter(at))).toMatchObject({ ok: true });
      expect(await db.prisma.vote.count({ where: { resultId: s.results[0] } })).toBe(max + 2);
    });

    it("counts an IPv6 /64 as one address: rotating through it makes no new voters past the limit", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "vote");
      const limits = webProcess();
      const newVoter = (from: string) => castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: undefined, ip: from, limits });
      expect(await newVoter("2001:db8:77:1::1")).toMatchObject({ ok: true });
      // The rest of the hour's allowance, used up from other addresses of the same /64.
      await limits.take("voter.ip", ipSubject("2001:db8:77:1::2"), rules["voter.ip"].points - 1);
      expect(await newVoter("2001:db8:77:1:ffff:ffff:ffff:fffe")).toEqual({ ok: false, error: "RATE_LIMITED" });
      expect(await newVoter("2001:db8:77:2::1")).toMatchObject({ ok: true });
    });

    it("limits votes per IP address, a known voter's too", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "vote");
      const limits = webProcess();
      const voter = voterCookie();
      const at = ip();
      const cast = (from: string) => castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: voter, ip: from, limits });
      expect(await cast(at)).toEqual({ ok: true, value: 1 });
      await limits.take("vote.ip", ipSubject(at), rules["vote.ip"].points - 2);
      expect(await cast(at)).toEqual({ ok: true, value: 1 });
      expect(await cast(at)).toEqual({ ok: false, error: "RATE_LIMITED" });
      expect(await cast(ip())).toEqual({ ok: true, value: 1 });
      expect(await later(rules["vote.ip"].duration * 1000, () => cast(at))).toEqual({ ok: true, value: 1 });
    });

    it("a made-up voter cookie is a new voter: refused past the per-IP new-voter limit", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "vote");
      const limits = webProcess();
      const at = ip();
      // What a script would send: a fresh cookie of the right shape for every vote.
      const madeUp = () => randomBytes(32).toString("base64url");
      const votes = [];
      for (let i = 0; i < rules["voter.ip"].points; i++) votes.push(await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: madeUp(), ip: at, limits }));
      expect(votes.every((v) => v.ok && typeof v.issuedCookie === "string")).toBe(true);
      // Each was given a server-signed cookie of its own: the made-up values were never used as voters.
      expect(votes.every((v) => v.ok && verifyVoterCookie(v.issuedCookie) !== null)).toBe(true);
      expect(await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: madeUp(), ip: at, limits })).toEqual({ ok: false, error: "RATE_LIMITED" });
      // A signed-looking cookie with junk in it is no better.
      expect(await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: `${madeUp()}.${madeUp()}`, ip: at, limits })).toEqual({ ok: false, error: "RATE_LIMITED" });
      expect(await db.prisma.vote.count({ where: { resultId: s.results[0] } })).toBe(rules["voter.ip"].points);
    });

    it("a forged signature is a new voter, and cannot take over another voter's votes", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "vote");
      const alice = voterCookie();
      expect(await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: alice, ip: ip() })).toEqual({ ok: true, value: 1 });
      const aliceId = verifyVoterCookie(alice)!;
      // Alice's id under a signature of another secret, and under a signature of another id: both forged.
      const forgedSecret = `${aliceId}.${issueVoterCookie("another-secret-another-secret-another").cookie.split(".")[1]}`;
      const forgedOther = `${aliceId}.${voterCookie().split(".")[1]}`;
      expect(verifyVoterCookie(forgedSecret)).toBeNull();
      expect(verifyVoterCookie(forgedOther)).toBeNull();
      expect(await votesOf(db.prisma, { voterCookie: forgedSecret, shootId: s.id })).toEqual({});
      expect(await votesOf(db.prisma, { voterCookie: aliceId, shootId: s.id })).toEqual({});
      const limits = webProcess();
      const at = ip();
      for (const forged of [forgedSecret, forgedOther, aliceId]) {
        const out = await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: -1 }, voterCookie: forged, ip: at, limits });
        if (!out.ok) throw new Error(out.error);
        expect(out.issuedCookie).toBeDefined();
        expect(verifyVoterCookie(out.issuedCookie)).not.toBe(aliceId);
      }
      // Alice's thumbs up stands; the three forgeries are three new voters with a thumbs down each.
      const rows = await db.prisma.vote.findMany({ where: { resultId: s.results[0] } });
      expect(rows.find((r) => r.voterKey === voterKeyOf(aliceId))).toMatchObject({ value: 1 });
      expect(rows.map((r) => r.value).sort()).toEqual([-1, -1, -1, 1]);
      // and each counted against the address's new-voter limit.
      expect(await limits.used("voter.ip", ipSubject(at))).toBe(3);
    });

    it("the signed cookie the server issued keeps its votes: voting again changes the vote, it does not add one", async () => {
      const owner = await user();
      const s = await shoot(owner, 2);
      const token = await link(owner, s.id, "vote");
      const limits = webProcess();
      const at = ip();
      const first = await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: undefined, ip: at, limits });
      if (!first.ok || !first.issuedCookie) throw new Error("expected a new voter cookie");
      const cookie = first.issuedCookie;
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
      expect(await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: -1 }, voterCookie: cookie, ip: at, limits })).toEqual({ ok: true, value: -1 });
      expect(await castVote(db.prisma, { vote: { token, resultId: s.results[1], value: 1 }, voterCookie: cookie, ip: ip() })).toEqual({ ok: true, value: 1 });
      expect(await db.prisma.vote.count({ where: { resultId: { in: s.results } } })).toBe(2);
      expect(await votesOf(db.prisma, { voterCookie: cookie, shootId: s.id })).toEqual({ [s.results[0]!]: -1, [s.results[1]!]: 1 });
      // Only the first vote counted as a new voter of that address.
      expect(await limits.used("voter.ip", ipSubject(at))).toBe(1);
      expect(await limits.used("vote.ip", ipSubject(at))).toBe(2);
    });

    it("caps new voters per link per hour, exactly, under parallel requests from many addresses to two web processes", async () => {
      const owner = await user();
      const s = await shoot(owner, 1);
      const token = await link(owner, s.id, "vote");
      // On PostgreSQL two processes with a pool each share the count in the "RateLimit" table.
      const processes = kind === "postgres" ? [webProcess(), webProcess()] : [webProcess()];
      const limits = processes[0]!;
      const cap = rules["voter.link"].points;
      const regular = voterCookie();
      expect(await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: regular, ip: ip(), limits })).toMatchObject({ ok: true });
      const outcomes = await Promise.all(
        Array.from({ length: cap + 15 }, (_, i) =>
          castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: undefined, ip: ip(), limits: processes[i % processes.length] }),
        ),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(cap);
      expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 15 }, () => ({ ok: false, error: "LINK_LIMITED" })));
      expect(await db.prisma.vote.count({ where: { resultId: s.results[0] } })).toBe(cap + 1);
      // A voter the link already knows may still change their vote; another link is not affected.
      expect(await castVote(db.prisma, { vote: { token, resultId: s.results[0], value: -1 }, voterCookie: regular, ip: ip(), limits })).toEqual({ ok: true, value: -1 });
      const other = await shoot(owner, 1);
      expect(await castVote(db.prisma, { vote: { token: await link(owner, other.id, "vote"), resultId: other.results[0], value: 1 }, voterCookie: undefined, ip: ip(), limits })).toMatchObject({ ok: true });
      // The next hour lets new voters in again.
      const next = await later(rules["voter.link"].duration * 1000, () =>
        castVote(db.prisma, { vote: { token, resultId: s.results[0], value: 1 }, voterCookie: undefined, ip: ip(), limits }),
      );
      expect(next).toMatchObject({ ok: true });
    });
  });

  describe("voting results", () => {
    it("are the owner's only, sorted by score, and the favourite is set from them, one per shoot", async () => {
      const owner = await user();
      const stranger = await user();
      const s = await shoot(owner, 3);
      const token = await link(owner, s.id, "vote");
      const voters = [voterCookie(), voterCookie(), voterCookie()];
      const votes: [number, number, number][] = [
        [0, 0, -1], [0, 1, -1], [0, 2, 1], // photo 1: score -1
        [1, 0, 1], [1, 1, 1], [1, 2, 1], // photo 2: score 3
        [2, 0, 1], // photo 3: score 1
      ];
      for (const [photo, voter, value] of votes) {
        expect(await castVote(db.prisma, { vote: { token, resultId: s.results[photo], value }, voterCookie: voters[voter]!, ip: ip() })).toMatchObject({ ok: true });
      }

      expect(await getVotingResults(db.prisma, storage, { userId: stranger, shootId: s.id, locale: "en" })).toEqual({ found: false });
      const tally = await getVotingResults(db.prisma, storage, { userId: owner, shootId: s.id, locale: "en" });
      if (!tally.found || !tally.ready) throw new Error("expected a tally");
      expect(tally.rows.map((r) => [r.result.id, r.up, r.down, r.score, r.number])).toEqual([
        [s.results[1], 3, 0, 3, 2],
        [s.results[2], 1, 0, 1, 3],
        [s.results[0], 1, 2, -1, 1],
      ]);
      expect(tally.voters).toBe(3);
      expect(tally.rows.every((r) => !r.isFavorite)).toBe(true);

      // Votes through a link revoked since still count.
      await revokeLink(db.prisma, { userId: owner, shootId: s.id, kind: "vote" });
      const afterRevoke = await getVotingResults(db.prisma, storage, { userId: owner, shootId: s.id, locale: "en" });
      expect(afterRevoke.found && afterRevoke.ready && afterRevoke.rows[0]!.score).toBe(3);

      expect(await setFavoriteResult(db.prisma, { userId: stranger, shootId: s.id, resultId: tally.rows[0]!.result.id })).toEqual({ ok: false, error: "NOT_FOUND" });
      expect(await setFavoriteResult(db.prisma, { userId: owner, shootId: s.id, resultId: tally.rows[0]!.result.id })).toEqual({ ok: true });
      const favourites = async () => (await db.prisma.result.findMany({ where: { shootId: s.id, isFavorite: true }, select: { id: true } })).map((r) => r.id);
      expect(await favourites()).toEqual([s.results[1]]);
      expect(await setFavoriteResult(db.prisma, { userId: owner, shootId: s.id, resultId: s.results[2]! })).toEqual({ ok: true });
      expect(await favourites()).toEqual([s.results[2]]);
      const read = await getVotingResults(db.prisma, storage, { userId: owner, shootId: s.id, locale: "en" });
      expect(read.found && read.ready && read.rows.filter((r) => r.isFavorite).map((r) => r.result.id)).toEqual([s.results[2]]);

      // Two choices at once still leave exactly one favourite.
      await Promise.all(s.results.map((resultId) => setFavoriteResult(db.prisma, { userId: owner, shootId: s.id, resultId })));
      expect(await favourites()).toHaveLength(1);

      // A photo of another shoot is never this shoot's favourite.
      const other = await shoot(owner, 1);
      expect(await setFavoriteResult(db.prisma, { userId: owner, shootId: s.id, resultId: other.results[0]! })).toEqual({ ok: false, error: "NOT_FOUND" });
      expect(await db.prisma.result.count({ where: { id: other.results[0], isFavorite: true } })).toBe(0);
    });
  });
});
