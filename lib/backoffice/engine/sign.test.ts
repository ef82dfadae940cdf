// /admin/sign-image: a signed, expiring link for a stored file, checked with the storage's own key rules,
// 1 minute to 7 days, audited; the link opens the file through the storage's own verifier.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import type { Principal } from "@/lib/routes/middleware";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const { signImageAction } = await import("./actions");
const { createLocalStorage, setStorageForTests } = await import("@/lib/storage");
const { serveSignedFile } = await import("@/lib/storage/http");

const bed = adminActionBed(request);
const KEY = "shoots/s1/photos/p1.jpg";
const BYTES = Buffer.from("a stored photo");
let dir: string;
let storage: ReturnType<typeof createLocalStorage>;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "lumen-sign-"));
  storage = createLocalStorage(dir, { secret: env.AUTH_SECRET });
  setStorageForTests(storage);
  await storage.put(KEY, BYTES, { contentType: "image/jpeg" });
  await storage.put("shoots/s1/results/r1/main.jpg", BYTES, { contentType: "image/jpeg" });
});
afterAll(async () => {
  setStorageForTests();
  await fs.rm(dir, { recursive: true, force: true });
});

const sign = (fields: Record<string, string>) => submitForm(signImageAction, { key: KEY, lifetime: "10", unit: "minutes", ...fields });

describe("signing a stored file", () => {
  it("refuses keys the storage would refuse, missing files and delivered files, as field errors", async () => {
    bed.as("admin");
    for (const key of ["../etc/passwd", "/abs/path.jpg", "a//b.jpg", "shoots/.hidden", "with space.jpg", "back\\slash.jpg"]) {
      expect(await sign({ key })).toMatchObject({ fieldErrors: { key: "KEY_INVALID" } });
    }
    expect(await sign({ key: "shoots/s1/photos/nope.jpg" })).toMatchObject({ fieldErrors: { key: "KEY_NOT_FOUND" } });
    expect(await sign({ key: "shoots/s1/results/r1/main.jpg" })).toMatchObject({ fieldErrors: { key: "KEY_DELIVERABLE" } });
    expect(await bed.p.auditLog.count({ where: { action: "storage.sign" } })).toBe(0);
  });

  it("refuses lifetimes under a minute or over 7 days, and text for a number", async () => {
    bed.as("admin");
    expect(await sign({ lifetime: "8", unit: "days" })).toMatchObject({ fieldErrors: { lifetime: "LIFETIME_OUT_OF_RANGE" } });
    expect(await sign({ lifetime: "169", unit: "hours" })).toMatchObject({ fieldErrors: { lifetime: "LIFETIME_OUT_OF_RANGE" } });
    expect(await sign({ lifetime: "0" })).toMatchObject({ fieldErrors: { lifetime: expect.any(String) } });
    expect(await sign({ lifetime: "-5" })).toMatchObject({ fieldErrors: { lifetime: expect.any(String) } });
    expect(await sign({ lifetime: "soon" })).toMatchObject({ fieldErrors: { lifetime: expect.any(String) } });
    expect(await sign({ unit: "weeks" })).toMatchObject({ fieldErrors: { unit: expect.any(String) } });
    expect(await bed.p.auditLog.count({ where: { action: "storage.sign" } })).toBe(0);
  });

  it("gives a link that the storage's verifier serves until it expires, with its expiry, audited", async () => {
    bed.as("admin");
    const before = Date.now();
    const answer = await sign({ lifetime: "7", unit: "days" });
    expect(answer).toMatchObject({ ok: true });
    const { url, expiresAt } = JSON.parse((answer as { detail: string }).detail) as { url: string; expiresAt: string };
    expect(Math.abs(new Date(expiresAt).getTime() - (before + 7 * 86_400_000))).toBeLessThan(5000);

    const segments = new URL(url, "http://lumen.test").pathname.replace("/api/files/", "").split("/");
    const served = await serveSignedFile(new Request(new URL(url, "http://lumen.test")), segments, { storage, secret: env.AUTH_SECRET });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(BYTES);
    // After its expiry, and with a changed signature, the same verifier refuses it.
    await expect(serveSignedFile(new Request(new URL(url, "http://lumen.test")), segments, { storage, secret: env.AUTH_SECRET, now: before + 8 * 86_400_000 })).rejects.toMatchObject({ code: "FILE_LINK_EXPIRED" });
    await expect(serveSignedFile(new Request(new URL(url.replace(/sig=./, "sig=A"), "http://lumen.test")), segments, { storage, secret: env.AUTH_SECRET })).rejects.toMatchObject({ code: "FILE_LINK_INVALID" });

    const audit = await bed.lastAudit("storage.sign", KEY);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "StoredFile", data: { key: KEY, seconds: 7 * 86_400 } });
    expect(JSON.stringify(audit!.data)).not.toContain("sig=");
  });

  it("accepts exactly one minute", async () => {
    bed.as("admin");
    expect(await sign({ lifetime: "1", unit: "minutes" })).toMatchObject({ ok: true });
  });

  it("is refused to everyone but a platform admin, and nothing is audited", async () => {
    const { answers, audited } = await bed.refusesEveryoneElse(signImageAction, { key: KEY, lifetime: "10", unit: "minutes" });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
  });
});
