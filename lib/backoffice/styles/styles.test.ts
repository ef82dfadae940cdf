import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadPublicStyle, listPublicStyleSlugs } from "@/lib/catalog/public";
import { usablePreviewUrl } from "@/lib/catalog/preview-files";
import { listStyles } from "@/lib/catalog/styles";
import type { HeadshotEngine } from "@/lib/engine/engine";
import type { Principal } from "@/lib/routes/middleware";
import { ogCard } from "@/lib/seo/og";
import { createLocalStorage, getStorage, setStorageForTests } from "@/lib/storage";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { request as httpRequest, routeCaller } from "@/lib/testing/http";
import { GET as avatarRoute } from "@/app/api/backoffice/avatars/[avatarId]/route";
import { GET as previewRoute } from "@/app/api/style-previews/[file]/route";
import { createShoot, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import {
  createAvatarAction, deleteAvatarAction, deleteStyleAction, renderPreviewAction, saveBackdropAction, saveStyleAction, setStyleActiveAction, updateAvatarAction, updateSeoAction, uploadPreviewAction,
} from "./actions";
import { renderStylePreview, stylePreviewFile } from "./previews";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-styles-"));
let catalogue: TestCatalogue;
let backdropId: string;
let outfitId: string;

beforeAll(async () => {
  setStorageForTests(createLocalStorage(dir, { secret: "styles-test-secret-styles-test-secret" }));
  catalogue = await seedCatalogue(bed.p);
  const style = await bed.p.style.findUniqueOrThrow({ where: { id: catalogue.styleIds[0] } });
  backdropId = style.backdropId;
  outfitId = style.outfitId;
});
afterAll(() => {
  setStorageForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

const jpeg = async (width: number, height: number) =>
  new File([new Uint8Array(await sharp({ create: { width, height, channels: 3, background: "#7a8ca0" } }).jpeg().toBuffer())], "photo.jpg", { type: "image/jpeg" });
const styleFields = (fields: Record<string, string> = {}) => ({ styleId: "", slug: `calm-${Math.random().toString(36).slice(2, 8)}`, name: "Calm navy", nameDe: "Ruhiges Marineblau", nameEs: "Azul marino sereno", backdropId, outfitId, gender: "FEMALE", avatarId: "", sortOrder: "", active: "on", ...fields });
const created = async (fields: Record<string, string> = {}) => {
  bed.as("admin");
  const f = styleFields(fields);
  const answer = await submitForm(saveStyleAction, f);
  expect(answer).toMatchObject({ redirect: expect.stringContaining("/admin/style?id=") });
  return bed.p.style.findUniqueOrThrow({ where: { slug: f.slug.toLowerCase() } });
};

describe("/admin/style", () => {
  it("creates a style with its names in three languages, audited, and the chooser offers it at once", async () => {
    const style = await created({ slug: "Calm-Navy-Women" });
    expect(style).toMatchObject({ slug: "calm-navy-women", name: "Calm navy", active: true, translations: { de: { name: "Ruhiges Marineblau" }, es: { name: "Azul marino sereno" } } });
    const audit = await bed.lastAudit("style.create", style.id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, data: { before: null, after: { slug: "calm-navy-women", active: true } } });
    const offered = await listStyles(bed.p, "de", { mode: "outfits" });
    expect(offered.styles.find((s) => s.slug === "calm-navy-women")?.name).toBe("Ruhiges Marineblau");
    expect(await listPublicStyleSlugs(bed.p)).toContain("calm-navy-women");
  });

  it.each([["a b"], ["-navy"], ["navy-"], ["navy--suit"], ["blau-ä"], ["x"], ["a".repeat(81)]])("refuses the slug %j", async (slug) => {
    bed.as("admin");
    const before = await bed.p.style.count();
    expect(await submitForm(saveStyleAction, styleFields({ slug }))).toMatchObject({ fieldErrors: { slug: "slugFormat" } });
    expect(await bed.p.style.count()).toBe(before);
  });

  it("keeps slugs unique on create, and never changes one on edit (a forged slug is ignored)", async () => {
    const a = await created();
    const b = await created();
    bed.as("admin");
    expect(await submitForm(saveStyleAction, styleFields({ slug: a.slug }))).toMatchObject({ fieldErrors: { slug: "slugTaken" } });
    // An edit posting another slug (the form sends the style's own, hidden) keeps the style's own.
    expect(await submitForm(saveStyleAction, styleFields({ styleId: b.id, slug: a.slug, name: "Renamed" }))).toMatchObject({ ok: true });
    expect((await bed.p.style.findUniqueOrThrow({ where: { id: b.id } })).slug).toBe(b.slug);
    const audit = await bed.lastAudit("style.update", b.id);
    expect(audit?.data).toMatchObject({ changed: ["name"], before: { name: "Calm navy" }, after: { name: "Renamed" } });
  });

  it("refuses an outfit for the other gender and unknown references", async () => {
    bed.as("admin");
    expect(await submitForm(saveStyleAction, styleFields({ gender: "MALE" }))).toMatchObject({ fieldErrors: { outfitId: "outfitGender" } });
    expect(await submitForm(saveStyleAction, styleFields({ backdropId: "nope", avatarId: "nope" }))).toMatchObject({ fieldErrors: { backdropId: "unknownBackdrop", avatarId: "unknownAvatar" } });
  });

  it("deletes an unused style, but only deactivates one a shoot chose", async () => {
    const unused = await created();
    bed.as("admin");
    expect(await submitForm(deleteStyleAction, { styleId: unused.id })).toMatchObject({ redirect: expect.stringContaining("/admin/style") });
    expect(await bed.p.style.findUnique({ where: { id: unused.id } })).toBeNull();
    expect((await bed.lastAudit("style.delete", unused.id))?.data).toMatchObject({ after: null, before: { slug: unused.slug } });

    const used = await created();
    await createShoot(bed.p, { userId: bed.person.id, packageId: catalogue.packageId, styleIds: [used.id] });
    expect(await submitForm(deleteStyleAction, { styleId: used.id })).toMatchObject({ error: "IN_USE", errorValues: { shoots: 1 } });
    expect(await bed.p.style.findUnique({ where: { id: used.id } })).not.toBeNull();
    expect(await bed.lastAudit("style.delete", used.id)).toBeNull();

    expect(await submitForm(setStyleActiveAction, { styleId: used.id, active: "false" })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("style.deactivate", used.id))?.data).toMatchObject({ changed: ["active"], before: { active: true }, after: { active: false } });
    expect((await listStyles(bed.p, "en", { mode: "outfits" })).styles.some((s) => s.slug === used.slug)).toBe(false);
    expect(await loadPublicStyle(bed.p, "en", used.slug)).toBeNull();
    // A second deactivation changes and audits nothing.
    const rows = await bed.p.auditLog.count();
    await submitForm(setStyleActiveAction, { styleId: used.id, active: "false" });
    expect(await bed.p.auditLog.count()).toBe(rows);
  });

  it("refuses everyone but a platform admin", async () => {
    const style = await created();
    for (const [run, fields] of [
      [saveStyleAction, styleFields()], [setStyleActiveAction, { styleId: style.id, active: "false" }], [deleteStyleAction, { styleId: style.id }],
      [renderPreviewAction, { styleId: style.id }], [uploadPreviewAction, { styleId: style.id, photo: await jpeg(400, 500) }],
      [updateSeoAction, { styleId: style.id, lang: "en", seoTitle: "x", seoDescription: "", body: "" }],
      [createAvatarAction, { name: "Face", photo: await jpeg(400, 400), x: "", y: "", size: "" }],
      [updateAvatarAction, { avatarId: "any", name: "Face", x: "", y: "", size: "" }], [deleteAvatarAction, { avatarId: "any" }],
      [saveBackdropAction, { backdropId: "", slug: "sneaky", name: "Sneaky", nameDe: "", nameEs: "", kind: "SOLID", colors: "#ffffff", active: "on" }],
    ] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields as Record<string, string | File>);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
  });
});

describe("/admin/style/seo", () => {
  it("writes English to the columns and German to the translations; the public page, its metadata and its card read them", async () => {
    const style = await created();
    bed.as("admin");
    const en = { styleId: style.id, lang: "en", seoTitle: "Navy suit headshots for women", seoDescription: "A calm navy backdrop and a tailored suit.", body: "Calm and clear.\n\nMade for leadership pages." };
    const de = { styleId: style.id, lang: "de", seoTitle: "Porträtfotos im Marineblau", seoDescription: "Ein ruhiger Hintergrund.", body: "Ruhig und klar.\n\nFür Führungsseiten." };
    expect(await submitForm(updateSeoAction, en)).toMatchObject({ ok: true });
    expect(await submitForm(updateSeoAction, de)).toMatchObject({ ok: true });
    const row = await bed.p.style.findUniqueOrThrow({ where: { id: style.id } });
    expect(row).toMatchObject({ seoTitle: en.seoTitle, seoDescription: en.seoDescription, description: en.body, translations: { de: { name: "Ruhiges Marineblau", seoTitle: de.seoTitle, seoDescription: de.seoDescription, description: de.body } } });
    const audit = await bed.lastAudit("style.seo.update", style.id);
    expect(audit?.data).toMatchObject({ lang: "de", changed: ["translations"] });

    const german = await loadPublicStyle(bed.p, "de", style.slug);
    expect(german).toMatchObject({ name: "Ruhiges Marineblau", seoTitle: de.seoTitle, seoDescription: de.seoDescription, summary: "Ruhig und klar.", paragraphs: ["Für Führungsseiten."] });
    // Spanish has no texts of its own: English stands in.
    expect(await loadPublicStyle(bed.p, "es", style.slug)).toMatchObject({ seoTitle: en.seoTitle, summary: "Calm and clear." });
    expect((await ogCard(bed.p, "de", `/headshot-types/${style.slug}`))?.title).toBe(de.seoTitle);

    // Emptying a German text lets English stand in again.
    expect(await submitForm(updateSeoAction, { ...de, seoTitle: "" })).toMatchObject({ ok: true });
    expect((await loadPublicStyle(bed.p, "de", style.slug))?.seoTitle).toBe(en.seoTitle);
  });

  it.each([
    ["a title over 70 characters", { seoTitle: "t".repeat(71) }, "seoTitle", "seoTitleTooLong"],
    ["a description over 170 characters", { seoDescription: "d".repeat(171) }, "seoDescription", "seoDescriptionTooLong"],
    ["a body over 10,000 characters", { body: "b".repeat(10_001) }, "body", "bodyTooLong"],
  ])("refuses %s with a translated field error", async (_label, fields, field, key) => {
    const style = await created();
    bed.as("admin");
    const answer = await submitForm(updateSeoAction, { styleId: style.id, lang: "de", seoTitle: "", seoDescription: "", body: "", ...fields });
    expect(answer).toMatchObject({ fieldErrors: { [field]: key } });
    expect(await bed.lastAudit("style.seo.update", style.id)).toBeNull();
    const messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages/de/BackofficeStyles.json"), "utf8")) as { errors: Record<string, string> };
    expect(messages.errors[key]).toBeTruthy();
  });

  it("allows exactly 70 and 170 characters", async () => {
    const style = await created();
    bed.as("admin");
    expect(await submitForm(updateSeoAction, { styleId: style.id, lang: "es", seoTitle: "t".repeat(70), seoDescription: "d".repeat(170), body: "" })).toMatchObject({ ok: true });
  });
});

describe("/admin/avatar and a style's picture", () => {
  it("adds a preview face cropped to a square, and refuses bad crops and non-images", async () => {
    bed.as("admin");
    expect(await submitForm(createAvatarAction, { name: "Grace", photo: await jpeg(600, 800), x: "100", y: "200", size: "400" })).toMatchObject({ ok: true });
    const avatar = await bed.p.previewAvatar.findFirstOrThrow({ where: { name: "Grace" } });
    const stored = await getStorage().get(avatar.imageKey);
    expect(await sharp(stored!).metadata()).toMatchObject({ width: 1024, height: 1024, format: "webp" });
    expect((await bed.lastAudit("avatar.create", avatar.id))?.data).toMatchObject({ after: { name: "Grace", imageKey: avatar.imageKey } });

    expect(await submitForm(createAvatarAction, { name: "Off", photo: await jpeg(600, 800), x: "300", y: "0", size: "400" })).toMatchObject({ error: "CROP_OUTSIDE" });
    expect(await submitForm(createAvatarAction, { name: "Half", photo: await jpeg(600, 800), x: "3", y: "", size: "" })).toMatchObject({ error: "CROP_INCOMPLETE" });
    const text = new File([new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")], "x.svg", { type: "image/svg+xml" });
    expect(await submitForm(createAvatarAction, { name: "Svg", photo: text, x: "", y: "", size: "" })).toMatchObject({ error: "IMAGE_UNSUPPORTED_FORMAT" });
    expect(await submitForm(createAvatarAction, { name: "None", x: "", y: "", size: "" })).toMatchObject({ fieldErrors: { photo: "photoMissing" } });
    expect(await bed.p.previewAvatar.count({ where: { name: { in: ["Off", "Half", "Svg", "None"] } } })).toBe(0);

    expect(await submitForm(updateAvatarAction, { avatarId: avatar.id, name: "Grace H.", x: "", y: "", size: "" })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("avatar.update", avatar.id))?.data).toMatchObject({ changed: ["name"] });
  });

  it("renders a style's preview from its face with the engine, serves it, and keeps the face while a style uses it", async () => {
    bed.as("admin");
    await submitForm(createAvatarAction, { name: "Eileen", photo: await jpeg(500, 500), x: "", y: "", size: "" });
    const avatar = await bed.p.previewAvatar.findFirstOrThrow({ where: { name: "Eileen" } });
    const style = await created({ avatarId: avatar.id });
    const generate = vi.fn(async () => ({ images: [{ bytes: await sharp({ create: { width: 640, height: 800, channels: 3, background: "#1f2e4a" } }).jpeg().toBuffer(), mime: "image/jpeg", width: 640, height: 800 }], dropped: [] }));
    const engine = { id: "fake", generate } as unknown as HeadshotEngine;
    const key = await renderStylePreview({ db: bed.p, storage: getStorage(), engine: async () => engine }, { styleId: style.id, actorId: bed.admin.id });
    expect(generate).toHaveBeenCalledWith(expect.objectContaining({ count: 1, style: expect.objectContaining({ id: style.slug }) }));
    const row = await bed.p.style.findUniqueOrThrow({ where: { id: style.id } });
    expect(row.previewUrl).toBe(`/api/${key}`);
    expect(usablePreviewUrl(row.previewUrl)).toBe(row.previewUrl);
    expect(await stylePreviewFile(bed.p, key.split("/")[1]!)).toBe(key);
    expect(await stylePreviewFile(bed.p, "someone-else.webp")).toBeNull();
    expect((await bed.lastAudit("style.preview.render", style.id))?.data).toMatchObject({ changed: ["previewUrl"], avatarId: avatar.id, engine: "fake" });

    // An upload replaces it, and the rendered file goes.
    expect(await submitForm(uploadPreviewAction, { styleId: style.id, photo: await jpeg(900, 900) })).toMatchObject({ ok: true });
    const uploaded = await bed.p.style.findUniqueOrThrow({ where: { id: style.id } });
    expect(uploaded.previewUrl).not.toBe(row.previewUrl);
    expect(await getStorage().exists(key)).toBe(false);
    expect(await sharp((await getStorage().get(uploaded.previewUrl!.slice(5)))!).metadata()).toMatchObject({ width: 640, height: 800 });

    expect(await submitForm(deleteAvatarAction, { avatarId: avatar.id })).toMatchObject({ error: "AVATAR_IN_USE", errorValues: { count: 1 } });
    await submitForm(saveStyleAction, styleFields({ styleId: style.id, slug: style.slug, avatarId: "" }));
    expect(await submitForm(deleteAvatarAction, { avatarId: avatar.id })).toMatchObject({ ok: true });
    expect(await getStorage().exists(avatar.imageKey)).toBe(false);
    expect(await bed.lastAudit("avatar.delete", avatar.id)).not.toBeNull();
  });

  it("serves a style's stored picture to everyone and a preview face to admins only", async () => {
    bed.as("admin");
    const style = await created();
    await submitForm(uploadPreviewAction, { styleId: style.id, photo: await jpeg(700, 700) });
    await submitForm(createAvatarAction, { name: "Served", photo: await jpeg(400, 400), x: "", y: "", size: "" });
    const avatar = await bed.p.previewAvatar.findFirstOrThrow({ where: { name: "Served" } });
    const { previewUrl } = await bed.p.style.findUniqueOrThrow({ where: { id: style.id } });
    const file = previewUrl!.split("/").pop()!;
    const caller = routeCaller(bed.db);
    const preview = await caller.call(previewRoute, httpRequest(previewUrl!), null, { file });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(preview.headers.get("cache-control")).toContain("immutable");
    expect((await caller.call(previewRoute, httpRequest("/api/style-previews/other-0123456789abcdef.webp"), null, { file: "other-0123456789abcdef.webp" })).status).toBe(404);
    const url = `/api/backoffice/avatars/${avatar.id}`;
    expect((await caller.call(avatarRoute, httpRequest(url), null, { avatarId: avatar.id })).status).toBe(404);
    expect((await caller.call(avatarRoute, httpRequest(url), bed.person.id, { avatarId: avatar.id })).status).toBe(404);
    const mine = await caller.call(avatarRoute, httpRequest(url), bed.admin.id, { avatarId: avatar.id });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses to render without a preview face", async () => {
    const style = await created();
    bed.as("admin");
    expect(await submitForm(renderPreviewAction, { styleId: style.id })).toMatchObject({ error: "NO_AVATAR" });
  });
});

describe("/admin/style backdrops", () => {
  const backdrop = (fields: Record<string, string> = {}) => ({ backdropId: "", slug: `teal-${Math.random().toString(36).slice(2, 8)}`, name: "Teal", nameDe: "Petrol", nameEs: "Verde azulado", kind: "GRADIENT", colors: "#1F6F6F, #2a8a8a", active: "on", ...fields });

  it("creates and edits a backdrop, audited; deactivating it takes its styles off offer", async () => {
    bed.as("admin");
    const fields = backdrop();
    expect(await submitForm(saveBackdropAction, fields)).toMatchObject({ ok: true, detail: fields.slug });
    const row = await bed.p.backdrop.findUniqueOrThrow({ where: { slug: fields.slug } });
    expect(row).toMatchObject({ name: "Teal", kind: "GRADIENT", colors: ["#1f6f6f", "#2a8a8a"], active: true, translations: { de: { name: "Petrol" }, es: { name: "Verde azulado" } } });
    expect((await bed.lastAudit("backdrop.create", row.id))?.data).toMatchObject({ after: { slug: fields.slug } });

    const style = await created({ backdropId: row.id });
    expect((await listStyles(bed.p, "de", { mode: "ownClothes" })).styles.find((s) => s.slug === style.slug)?.name).toBe("Petrol");
    expect(await submitForm(saveBackdropAction, { ...fields, backdropId: row.id, active: "" })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("backdrop.update", row.id))?.data).toMatchObject({ changed: ["active"] });
    expect((await listStyles(bed.p, "de", { mode: "ownClothes" })).styles.some((s) => s.slug === style.slug)).toBe(false);
    expect(await loadPublicStyle(bed.p, "en", style.slug)).toBeNull();
  });

  it.each([
    ["a bad slug", { slug: "Teal Blue" }, "slug", "slugFormat"],
    ["a colour that is no hex colour", { colors: "teal" }, "colors", "colors"],
    ["one colour for a gradient", { colors: "#1f6f6f" }, "colors", "colorsTwo"],
    ["an unknown kind", { kind: "NEON" }, "kind", "kind"],
  ])("refuses %s", async (_label, fields, field, key) => {
    bed.as("admin");
    expect(await submitForm(saveBackdropAction, backdrop(fields))).toMatchObject({ fieldErrors: { [field]: key } });
  });

  it("keeps backdrop slugs unique", async () => {
    bed.as("admin");
    const first = backdrop();
    await submitForm(saveBackdropAction, first);
    expect(await submitForm(saveBackdropAction, backdrop({ slug: first.slug }))).toMatchObject({ fieldErrors: { slug: "slugTaken" } });
    // An edit never renames it: studio edits and looks name a backdrop by its slug.
    const row = await bed.p.backdrop.findUniqueOrThrow({ where: { slug: first.slug } });
    expect(await submitForm(saveBackdropAction, { ...first, backdropId: row.id, slug: "renamed-teal", name: "Teal 2" })).toMatchObject({ ok: true });
    expect(await bed.p.backdrop.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ slug: first.slug, name: "Teal 2" });
  });
});
