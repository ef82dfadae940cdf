// /app/admin/branding's forms on the action wrapper, with the real session check (the route guard's lead
// role, read fresh from a throw-away database): saving a template (bad input comes back as field errors
// in the form's words; a member and another organisation are refused), the logo and colours.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import type { FileStorage } from "@/lib/storage/types";
import { submitForm } from "@/lib/testing/actions";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";

const now = vi.hoisted(() => ({ db: null as PrismaClient | null, userId: null as string | null, storage: null as FileStorage | null }));
vi.mock("next/cache", () => ({ refresh: () => undefined }));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => now.db! }));
vi.mock("@/lib/auth", () => ({ auth: async () => (now.userId ? { user: { id: now.userId }, authAt: Date.now() } : null) }));
vi.mock("@/lib/storage", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/storage")>()), getStorage: () => now.storage! }));

let actions: typeof import("./actions");
let db: TestDb;
let team: TestTeam;
let other: TestTeam;
let memberId: string;

const FORM = {
  locale: "en", id: "", name: "Navy circle", team: "", shape: "circle", size: "512", background: "brand", backgroundColor: "#f3f3f1",
  borderWidth: "2", borderColor: "#FFFFFF", logoPosition: "bottom-right", logoSize: "20", greyscale: "1", makeDefault: "1",
};

beforeAll(async () => {
  db = await openTestDb("pglite");
  now.db = db.prisma;
  const { createLocalStorage } = await import("@/lib/storage/local");
  const fs = await import("node:fs");
  const os = await import("node:os");
  now.storage = createLocalStorage(fs.mkdtempSync(`${os.tmpdir()}/lumen-branding-actions-`), { secret: "branding-actions-secret-branding-actions" });
  actions = await import("./actions");
  team = await createTeam(db.prisma);
  other = await createTeam(db.prisma);
  memberId = (await createTeamMemberShoot(db.prisma, null, team)).userId;
});
afterAll(async () => {
  await db?.cleanup();
});

describe("saving a template", () => {
  it("saves what the lead set, validated, and goes back to the page with the template open", async () => {
    now.userId = team.leadId;
    const answer = await submitForm(actions.saveTemplateAction, FORM);
    const saved = await db.prisma.profilePictureTemplate.findFirstOrThrow({ where: { organizationId: team.organizationId, name: "Navy circle" } });
    expect(answer).toEqual({ redirect: `/app/admin/branding?template=${saved.id}&saved=1` });
    expect(saved).toMatchObject({ isDefault: true, teamId: null, version: 1 });
    expect(saved.config).toEqual({ shape: "circle", size: 512, background: "brand", backgroundColor: "#F3F3F1", borderWidth: 2, borderColor: "#FFFFFF", logoPosition: "bottom-right", logoSize: 20, greyscale: true });
  });

  it("gives bad input back as field errors in the form's words, and keeps what was typed", async () => {
    now.userId = team.leadId;
    const answer = await submitForm(actions.saveTemplateAction, { ...FORM, name: " ", size: "4096", backgroundColor: "red", shape: "hexagon", borderWidth: "50", logoSize: "x" });
    expect(answer).toMatchObject({
      fieldErrors: { name: "nameRequired", size: "sizeRange", backgroundColor: "colorInvalid", shape: "invalid", borderWidth: "borderRange", logoSize: "logoRange" },
      values: { size: "4096", backgroundColor: "red" },
    });
    expect(await submitForm(actions.saveTemplateAction, { ...FORM, name: "navy CIRCLE" })).toMatchObject({ error: "NAME_TAKEN" });
    expect(await submitForm(actions.saveTemplateAction, { ...FORM, name: "Other", makeDefault: "", updateExisting: "1" })).toMatchObject({ error: "NOT_DEFAULT" });
  });

  it("is refused to a member, to another organisation's lead, and to nobody signed in", async () => {
    const mine = await db.prisma.profilePictureTemplate.findFirstOrThrow({ where: { organizationId: team.organizationId } });
    now.userId = memberId;
    expect(await submitForm(actions.saveTemplateAction, { ...FORM, name: "Member's" })).toMatchObject({ error: "forbidden" });
    now.userId = other.leadId;
    expect(await submitForm(actions.saveTemplateAction, { ...FORM, id: mine.id, name: "Taken over" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(actions.deleteTemplateAction, { locale: "en", id: mine.id })).toMatchObject({ error: "NOT_FOUND" });
    now.userId = null;
    expect(await submitForm(actions.saveTemplateAction, FORM)).toMatchObject({ error: "notSignedIn" });
    expect((await db.prisma.profilePictureTemplate.findUniqueOrThrow({ where: { id: mine.id } })).name).toBe("Navy circle");
    now.userId = team.leadId;
    expect(await submitForm(actions.deleteTemplateAction, { locale: "en", id: mine.id })).toEqual({ redirect: "/app/admin/branding" });
    expect(await db.prisma.profilePictureTemplate.count({ where: { id: mine.id } })).toBe(0);
  });
});

describe("the logo and brand colours", () => {
  it("are saved for a lead (the logo re-encoded), refused when invalid, and never for a member", async () => {
    now.userId = team.leadId;
    const png = await sharp({ create: { width: 120, height: 60, channels: 4, background: "#F2B705" } }).png().toBuffer();
    const logo = new File([new Uint8Array(png)], "logo.png", { type: "image/png" });
    expect(await submitForm(actions.updateBrandingAction, { locale: "en", colors: ["#112233", "abcdef"], logo })).toMatchObject({ ok: true });
    const org = await db.prisma.organization.findUniqueOrThrow({ where: { id: team.organizationId } });
    expect(org.brandColors).toEqual(["#112233", "#ABCDEF"]);
    expect(org.logoKey).toBe(`organizations/${team.organizationId}/logo.webp`);
    expect((await sharp((await now.storage!.get(org.logoKey!))!).metadata()).format).toBe("webp");
    expect(await submitForm(actions.updateBrandingAction, { locale: "en", colors: ["#12345"] })).toMatchObject({ fieldErrors: { colors: "colorInvalid" } });
    expect(await submitForm(actions.updateBrandingAction, { locale: "en", colors: ["#111111", "#222222", "#333333", "#444444"] })).toMatchObject({ fieldErrors: { colors: "tooManyColors" } });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.svg", { type: "image/svg+xml" });
    expect(await submitForm(actions.updateBrandingAction, { locale: "en", colors: ["#112233"], logo: svg })).toMatchObject({ error: "LOGO_UNSUPPORTED" });
    expect(await submitForm(actions.updateBrandingAction, { locale: "en", colors: ["#112233"], removeLogo: "1" })).toMatchObject({ ok: true });
    expect((await db.prisma.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).logoKey).toBeNull();
    now.userId = memberId;
    expect(await submitForm(actions.updateBrandingAction, { locale: "en", colors: ["#000000"] })).toMatchObject({ error: "forbidden" });
    expect((await db.prisma.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).brandColors).toEqual(["#112233"]);
  });
});
