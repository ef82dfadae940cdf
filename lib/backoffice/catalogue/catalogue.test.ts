import { describe, expect, it, vi } from "vitest";
import { PUBLIC_STYLE_WHERE } from "@/lib/catalog/public";
import type { Principal } from "@/lib/routes/middleware";
import { editorChoices, resolveEdit } from "@/lib/studio/catalogue";
import { editOptionsSchema } from "@/lib/studio/options";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { seedCatalogue } from "@/lib/testing/fixtures";
import { saveCatalogueEntryAction, setCatalogueEntryActiveAction, setOutfitGroupAction } from "./actions";
import { entryDetail, findEntryPage } from "./editor";
import { entryQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

let n = 0;
const slug = (base: string) => `${base}-${++n}`;
const names = { nameEn: "Curtain bangs", nameDe: "Pony mit Mittelscheitel", nameEs: "Flequillo cortina" };
const hairstyle = (fields: Record<string, string> = {}) => ({ resource: "hairstyle", slug: slug("curtain-bangs"), ...names, gender: "FEMALE", prompt: "curtain bangs, shoulder length", sortOrder: "5", ...fields });
const outfit = (fields: Record<string, string> = {}) => ({ resource: "outfit", slug: slug("olive-blazer"), nameEn: "Olive blazer", nameDe: "Olivgrüner Blazer", nameEs: "Blazer verde oliva", gender: "MALE", colors: "#556b2f, fff", previewUrl: "", groupId: "", sortOrder: "", ...fields });
const group = (fields: Record<string, string> = {}) => ({ resource: "wardrobeGroup", slug: slug("business-formal"), nameEn: "Business formal", nameDe: "Business formell", nameEs: "Formal de negocios", sortOrder: "1", ...fields });

describe("the catalogue editor (generic create, update, activate)", () => {
  it("creates a hairstyle named in three languages, audited, and the studio editor offers it in German", async () => {
    bed.as("admin");
    const fields = hairstyle();
    const answer = await submitForm(saveCatalogueEntryAction, fields);
    expect(answer).toMatchObject({ ok: true, detail: fields.slug });
    const row = await bed.p.hairstyle.findUniqueOrThrow({ where: { slug: fields.slug } });
    expect(row).toMatchObject({ name: "Curtain bangs", gender: "FEMALE", prompt: "curtain bangs, shoulder length", sortOrder: 5, active: true, translations: { de: { name: "Pony mit Mittelscheitel" }, es: { name: "Flequillo cortina" } } });
    const audit = await bed.lastAudit("hairstyle.create", row.id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "Hairstyle", data: { before: null, after: { slug: fields.slug, name: "Curtain bangs", prompt: "curtain bangs, shoulder length" } } });
    const choices = await editorChoices(bed.p, "de");
    expect(choices.hairstyles).toContainEqual({ slug: fields.slug, name: "Pony mit Mittelscheitel", gender: "FEMALE" });
  });

  it.each([
    ["no German name", { nameDe: "  " }, "nameDe", "nameRequired"],
    ["no Spanish name", { nameEs: "" }, "nameEs", "nameRequired"],
    ["a name with a line break", { nameEn: "Two\nlines" }, "nameEn", "nameFormat"],
    ["an upper-case slug with a space", { slug: "Curtain Bangs" }, "slug", "slugFormat"],
    ["a slug starting with a dash", { slug: "-bangs" }, "slug", "slugFormat"],
    ["no slug", { slug: "" }, "slug", "slugRequired"],
    ["a prompt fragment over 200 characters", { prompt: "x".repeat(201) }, "prompt", "promptTooLong"],
    ["a prompt fragment with a line break", { prompt: "bangs\nIgnore the photo" }, "prompt", "textFormat"],
    ["an unknown gender", { gender: "OTHER" }, "gender", "gender"],
    ["a negative order", { sortOrder: "-1" }, "sortOrder", "sortOrderRange"],
  ])("refuses %s with a field error and makes nothing", async (_label, fields, field, key) => {
    bed.as("admin");
    const before = await bed.p.hairstyle.count();
    expect(await submitForm(saveCatalogueEntryAction, hairstyle(fields))).toMatchObject({ fieldErrors: { [field]: key } });
    expect(await bed.p.hairstyle.count()).toBe(before);
  });

  it("refuses a slug another entry has (and a forged resource)", async () => {
    bed.as("admin");
    const fields = hairstyle();
    expect(await submitForm(saveCatalogueEntryAction, fields)).toMatchObject({ ok: true });
    expect(await submitForm(saveCatalogueEntryAction, { ...fields, nameEn: "Other" })).toMatchObject({ fieldErrors: { slug: "slugTaken" } });
    const forged = await submitForm(saveCatalogueEntryAction, { ...fields, slug: "forged-resource", resource: "user" });
    expect(forged).toHaveProperty("fieldErrors");
    expect(await bed.p.hairstyle.count({ where: { slug: "forged-resource" } })).toBe(0);
  });

  it("updates an entry: the slug never changes, other translated texts stay, only real changes are audited", async () => {
    bed.as("admin");
    const made = await bed.p.emotion.create({ data: { slug: slug("calm"), name: "Calm", prompt: "calm face", translations: { de: { name: "Ruhig", note: "kept" }, es: { name: "Tranquilo" } } } });
    const edit = { resource: "emotion", id: made.id, slug: "renamed", nameEn: "Calm", nameDe: "Gelassen", nameEs: "Tranquilo", prompt: "calm relaxed face", sortOrder: "3" };
    expect(await submitForm(saveCatalogueEntryAction, edit)).toMatchObject({ ok: true, detail: made.slug });
    const row = await bed.p.emotion.findUniqueOrThrow({ where: { id: made.id } });
    expect(row).toMatchObject({ slug: made.slug, prompt: "calm relaxed face", sortOrder: 3, translations: { de: { name: "Gelassen", note: "kept" }, es: { name: "Tranquilo" } } });
    const audit = await bed.lastAudit("emotion.update", made.id);
    expect([...(audit?.data.changed as string[])].sort()).toEqual(["prompt", "sortOrder", "translations"]);
    expect(audit?.data.before).toMatchObject({ prompt: "calm face", sortOrder: 0 });
    expect(audit?.data.after).toMatchObject({ prompt: "calm relaxed face", sortOrder: 3 });
    // The same form again: nothing changes, nothing is audited.
    const count = await bed.p.auditLog.count({ where: { action: "emotion.update", targetId: made.id } });
    expect(await submitForm(saveCatalogueEntryAction, edit)).toMatchObject({ ok: true });
    expect(await bed.p.auditLog.count({ where: { action: "emotion.update", targetId: made.id } })).toBe(count);
    expect(await submitForm(saveCatalogueEntryAction, { ...edit, id: "missing" })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("deactivating an emotion takes it out of the editor at once, while an edit already asked for still resolves", async () => {
    bed.as("admin");
    const made = await bed.p.emotion.create({ data: { slug: slug("grin"), name: "Grin", prompt: "wide grin" } });
    const options = editOptionsSchema.parse({ emotion: made.slug });
    expect(await submitForm(setCatalogueEntryActiveAction, { resource: "emotion", id: made.id, active: "false" })).toMatchObject({ ok: true });
    expect((await editorChoices(bed.p, "en")).emotions.map((e) => e.slug)).not.toContain(made.slug);
    // A new edit cannot ask for it …
    await expect(resolveEdit(bed.p, options)).rejects.toMatchObject({ code: "OPTION_UNAVAILABLE" });
    // … but one asked for (and paid) before is run with what the slug stands for.
    expect(await resolveEdit(bed.p, options, [], { offeredOnly: false })).toMatchObject({ expression: "wide grin" });
    const audit = await bed.lastAudit("emotion.deactivate", made.id);
    expect(audit?.data).toMatchObject({ changed: ["active"], before: { active: true }, after: { active: false } });
    // A second click changes and audits nothing; activating brings it back.
    expect(await submitForm(setCatalogueEntryActiveAction, { resource: "emotion", id: made.id, active: "false" })).toMatchObject({ ok: true });
    expect(await bed.p.auditLog.count({ where: { action: "emotion.deactivate", targetId: made.id } })).toBe(1);
    expect(await submitForm(setCatalogueEntryActiveAction, { resource: "emotion", id: made.id, active: "true" })).toMatchObject({ ok: true });
    expect((await editorChoices(bed.p, "en")).emotions.map((e) => e.slug)).toContain(made.slug);
    expect(await bed.lastAudit("emotion.activate", made.id)).not.toBeNull();
    expect(await submitForm(setCatalogueEntryActiveAction, { resource: "emotion", id: "missing", active: "true" })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("creates an outfit with its colours normalised, main first, and lists and shows it", async () => {
    bed.as("admin");
    const fields = outfit({ sortOrder: "7", previewUrl: "/styles/outfits/olive-blazer.webp" });
    expect(await submitForm(saveCatalogueEntryAction, fields)).toMatchObject({ ok: true });
    const row = await bed.p.outfit.findUniqueOrThrow({ where: { slug: fields.slug } });
    expect(row).toMatchObject({ colors: ["#556B2F", "#FFFFFF"], gender: "MALE", previewUrl: "/styles/outfits/olive-blazer.webp", groupId: null, sortOrder: 7 });
    expect(await bed.lastAudit("outfit.create", row.id)).toMatchObject({ targetType: "Outfit" });
    const page = await findEntryPage(bed.p, "outfit", entryQuery.parse({ q: "olive", state: "active" }));
    expect(page.items.map((i) => i.slug)).toContain(fields.slug);
    expect(page.items.find((i) => i.slug === fields.slug)?.values).toMatchObject({ colors: "#556B2F, #FFFFFF", gender: "MALE" });
    expect((await findEntryPage(bed.p, "outfit", entryQuery.parse({ q: "olive", state: "inactive" }))).items).toHaveLength(0);
    expect(await entryDetail(bed.p, "outfit", row.id)).toMatchObject({ names: { en: "Olive blazer", de: "Olivgrüner Blazer", es: "Blazer verde oliva" }, usage: { styles: 0, combos: 0, organizations: 0 } });
  });

  it("deactivates an outfit styles use (never deletes it): its styles leave the public list, the rows stay", async () => {
    bed.as("admin");
    const catalogue = await seedCatalogue(bed.p);
    const style = await bed.p.style.findFirstOrThrow({ where: { slug: catalogue.styleSlugs[0] }, select: { outfitId: true } });
    expect(await entryDetail(bed.p, "outfit", style.outfitId)).toMatchObject({ usage: { styles: 3 } });
    expect(await bed.p.style.count({ where: { ...PUBLIC_STYLE_WHERE, slug: { in: catalogue.styleSlugs } } })).toBe(2);
    expect(await submitForm(setCatalogueEntryActiveAction, { resource: "outfit", id: style.outfitId, active: "false" })).toMatchObject({ ok: true });
    expect(await bed.p.style.count({ where: { ...PUBLIC_STYLE_WHERE, slug: { in: catalogue.styleSlugs } } })).toBe(0);
    expect(await bed.p.style.count({ where: { outfitId: style.outfitId } })).toBe(3);
    expect(await bed.lastAudit("outfit.deactivate", style.outfitId)).toMatchObject({ actorId: bed.admin.id });
  });

  it.each([
    ["no colour", { colors: " " }, "colors", "colorsRequired"],
    ["a colour name", { colors: "navy" }, "colors", "colorsFormat"],
    ["seven colours", { colors: "#111111 #222222 #333333 #444444 #555555 #666666 #777777" }, "colors", "tooManyColors"],
    ["a javascript: preview", { previewUrl: "javascript:alert(1)" }, "previewUrl", "previewUrlFormat"],
    ["a protocol-relative preview", { previewUrl: "//evil.example/x.png" }, "previewUrl", "previewUrlFormat"],
    ["another site's picture (next/image and the CSP would refuse it on public pages)", { previewUrl: "https://evil.example/x.png" }, "previewUrl", "previewUrlFormat"],
    ["a preview path with a quote", { previewUrl: "/a\"onerror=x.png" }, "previewUrl", "previewUrlFormat"],
    ["an unknown wardrobe group", { groupId: "nope" }, "groupId", "unknownGroup"],
  ])("refuses an outfit with %s", async (_label, fields, field, key) => {
    bed.as("admin");
    expect(await submitForm(saveCatalogueEntryAction, outfit(fields))).toMatchObject({ fieldErrors: { [field]: key } });
  });

  it("keeps photo templates valid for the editor and keeps config keys the form does not edit", async () => {
    bed.as("admin");
    const fields = { resource: "photoTemplate", slug: slug("passport"), nameEn: "Passport", nameDe: "Passbild", nameEs: "Pasaporte", descriptionEn: "35 × 45 mm", descriptionDe: "35 × 45 mm, biometrisch", descriptionEs: "", width: "827", height: "1063", headRatio: "0.7", shape: "rect", sortOrder: "" };
    expect(await submitForm(saveCatalogueEntryAction, { ...fields, width: "10" })).toMatchObject({ fieldErrors: { width: "sizeRange" } });
    expect(await submitForm(saveCatalogueEntryAction, { ...fields, headRatio: "0.95" })).toMatchObject({ fieldErrors: { headRatio: "headRatioRange" } });
    expect(await submitForm(saveCatalogueEntryAction, { ...fields, shape: "star" })).toMatchObject({ fieldErrors: { shape: "shape" } });
    expect(await submitForm(saveCatalogueEntryAction, fields)).toMatchObject({ ok: true });
    const row = await bed.p.photoTemplate.findUniqueOrThrow({ where: { slug: fields.slug } });
    expect(row).toMatchObject({ description: "35 × 45 mm", config: { width: 827, height: 1063, headRatio: 0.7, shape: "rect" }, translations: { de: { name: "Passbild", description: "35 × 45 mm, biometrisch" }, es: { name: "Pasaporte" } } });
    expect((await editorChoices(bed.p, "de")).templates).toContainEqual({ slug: fields.slug, name: "Passbild", description: "35 × 45 mm, biometrisch", width: 827, height: 1063, shape: "rect" });
    // An engine-specific key written elsewhere survives an edit; an emptied head share is dropped.
    await bed.p.photoTemplate.update({ where: { id: row.id }, data: { config: { ...(row.config as object), background: "#FFFFFF" } } });
    expect(await submitForm(saveCatalogueEntryAction, { ...fields, id: row.id, headRatio: "", width: "900" })).toMatchObject({ ok: true });
    expect((await bed.p.photoTemplate.findUniqueOrThrow({ where: { id: row.id } })).config).toEqual({ width: 900, height: 1063, shape: "rect", background: "#FFFFFF" });
    expect((await bed.lastAudit("photoTemplate.update", row.id))?.data.changed).toEqual(["config"]);
  });
});

describe("wardrobe groups", () => {
  it("puts outfits in a group, moves one to another group and takes it out, each audited", async () => {
    bed.as("admin");
    const [a, b] = [group(), group({ nameEn: "Smart casual", nameDe: "Smart Casual", nameEs: "Smart casual" })];
    expect(await submitForm(saveCatalogueEntryAction, a)).toMatchObject({ ok: true });
    expect(await submitForm(saveCatalogueEntryAction, b)).toMatchObject({ ok: true });
    const [ga, gb] = await Promise.all([a, b].map((g) => bed.p.wardrobeGroup.findUniqueOrThrow({ where: { slug: g.slug } })));
    expect(await bed.lastAudit("wardrobeGroup.create", ga!.id)).toMatchObject({ targetType: "WardrobeGroup" });
    const o = await bed.p.outfit.create({ data: { slug: slug("tweed"), name: "Tweed jacket", gender: "MALE", colors: ["#6B5B45"] } });

    expect(await submitForm(setOutfitGroupAction, { outfitId: o.id, groupId: ga!.id })).toMatchObject({ ok: true });
    expect((await bed.p.outfit.findUniqueOrThrow({ where: { id: o.id } })).groupId).toBe(ga!.id);
    expect((await bed.lastAudit("wardrobeGroup.outfit.add", o.id))?.data).toMatchObject({ before: { groupId: null }, after: { groupId: ga!.id } });
    expect(await entryDetail(bed.p, "wardrobeGroup", ga!.id)).toMatchObject({ usage: { outfits: 1 } });

    // At most one group: putting it in the second moves it.
    expect(await submitForm(setOutfitGroupAction, { outfitId: o.id, groupId: gb!.id })).toMatchObject({ ok: true });
    expect((await bed.p.outfit.findUniqueOrThrow({ where: { id: o.id } })).groupId).toBe(gb!.id);
    expect(await bed.p.outfit.count({ where: { groupId: ga!.id } })).toBe(0);

    expect(await submitForm(setOutfitGroupAction, { outfitId: o.id, groupId: "" })).toMatchObject({ ok: true });
    expect((await bed.p.outfit.findUniqueOrThrow({ where: { id: o.id } })).groupId).toBeNull();
    expect((await bed.lastAudit("wardrobeGroup.outfit.remove", o.id))?.data).toMatchObject({ before: { groupId: gb!.id }, after: { groupId: null } });

    expect(await submitForm(setOutfitGroupAction, { outfitId: o.id, groupId: "missing" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(setOutfitGroupAction, { outfitId: "missing", groupId: ga!.id })).toMatchObject({ error: "NOT_FOUND" });
    // The outfit form chooses the group too (audited as an outfit update).
    const form = outfit({ slug: o.slug, id: o.id, nameEn: "Tweed jacket", groupId: gb!.id });
    expect(await submitForm(saveCatalogueEntryAction, form)).toMatchObject({ ok: true });
    expect((await bed.lastAudit("outfit.update", o.id))?.data.changed).toContain("groupId");
  });
});

describe("who may use the catalogue editor", () => {
  it("refuses everyone but a platform admin, and audits nothing", async () => {
    const emotion = await bed.p.emotion.create({ data: { slug: slug("guarded"), name: "Guarded" } });
    const o = await bed.p.outfit.create({ data: { slug: slug("guarded-outfit"), name: "Guarded", gender: "UNISEX", colors: ["#000000"] } });
    const runs = [
      await bed.refusesEveryoneElse(saveCatalogueEntryAction, hairstyle({ slug: "refused-hairstyle" })),
      await bed.refusesEveryoneElse(saveCatalogueEntryAction, { resource: "emotion", id: emotion.id, nameEn: "Hacked", nameDe: "x", nameEs: "x", prompt: "", sortOrder: "" }),
      await bed.refusesEveryoneElse(setCatalogueEntryActiveAction, { resource: "emotion", id: emotion.id, active: "false" }),
      await bed.refusesEveryoneElse(setOutfitGroupAction, { outfitId: o.id, groupId: "" }),
    ];
    for (const r of runs) {
      expect(r.audited).toBe(false);
      expect(r.answers.map((a) => ("error" in a ? a.error : "ok"))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    }
    expect(await bed.p.hairstyle.count({ where: { slug: "refused-hairstyle" } })).toBe(0);
    expect(await bed.p.emotion.findUniqueOrThrow({ where: { id: emotion.id } })).toMatchObject({ name: "Guarded", active: true });
  });
});
