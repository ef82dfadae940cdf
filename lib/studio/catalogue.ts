// The catalogue entries the editor offers (backdrops, photo templates, emotions, hairstyles, outfits),
// named in the reader's language, and what an edit's slugs stand for when it is rendered.
import "server-only";
import { z } from "zod";
import type { BackdropKind, Gender, Prisma, PrismaClient } from "@/lib/db";
import { localised } from "@/lib/catalog/styles";
import type { EngineStyle } from "@/lib/engine/engine";
import type { Locale } from "@/lib/i18n/config";
import { StudioError } from "./errors";
import type { EditOptions } from "./options";

type Reader = PrismaClient | Prisma.TransactionClient;

// The editor's components name these without reaching into lib/db.
export type { BackdropKind, Gender };

/** A PhotoTemplate's config (prisma/seed/catalogue.ts): the output shape and the head's share of it. */
export const templateConfigSchema = z.object({
  width: z.number().int().min(64).max(8192),
  height: z.number().int().min(64).max(8192),
  headRatio: z.number().min(0.1).max(0.9).optional(),
  shape: z.enum(["square", "rect", "circle"]).optional(),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;

export type BackdropChoice = { slug: string; name: string; kind: BackdropKind; colors: string[]; previewUrl: string | null };
export type TemplateChoice = { slug: string; name: string; description: string; width: number; height: number; shape: string };
export type NamedChoice = { slug: string; name: string };
export type GenderedChoice = NamedChoice & { gender: Gender };

export type EditorChoices = {
  backdrops: BackdropChoice[];
  templates: TemplateChoice[];
  emotions: NamedChoice[];
  hairstyles: GenderedChoice[];
  outfits: GenderedChoice[];
};

const byOrder = [{ sortOrder: "asc" as const }, { name: "asc" as const }];

/** The active catalogue entries the sidebar lists, in catalogue order. */
export async function editorChoices(db: Reader, locale: Locale): Promise<EditorChoices> {
  const [backdrops, templates, emotions, hairstyles, outfits] = await Promise.all([
    db.backdrop.findMany({ where: { active: true }, orderBy: byOrder, select: { slug: true, name: true, kind: true, colors: true, previewUrl: true, translations: true } }),
    db.photoTemplate.findMany({ where: { active: true }, orderBy: byOrder, select: { slug: true, name: true, description: true, config: true, translations: true } }),
    db.emotion.findMany({ where: { active: true }, orderBy: byOrder, select: { slug: true, name: true, translations: true } }),
    db.hairstyle.findMany({ where: { active: true }, orderBy: byOrder, select: { slug: true, name: true, gender: true, translations: true } }),
    db.outfit.findMany({ where: { active: true }, orderBy: byOrder, select: { slug: true, name: true, gender: true, translations: true } }),
  ]);
  const name = (r: { name: string; translations: unknown }) => localised(r.translations, locale, "name", r.name);
  return {
    backdrops: backdrops.map((b) => ({ slug: b.slug, name: name(b), kind: b.kind, colors: b.colors, previewUrl: b.previewUrl })),
    templates: templates.flatMap((t) => {
      const config = templateConfigSchema.safeParse(t.config);
      if (!config.success) return [];
      const description = localised(t.translations, locale, "description", t.description ?? "");
      return [{ slug: t.slug, name: name(t), description, width: config.data.width, height: config.data.height, shape: config.data.shape ?? "square" }];
    }),
    emotions: emotions.map((e) => ({ slug: e.slug, name: name(e) })),
    hairstyles: hairstyles.map((h) => ({ slug: h.slug, name: name(h), gender: h.gender })),
    outfits: outfits.map((o) => ({ slug: o.slug, name: name(o), gender: o.gender })),
  };
}

/** The gender the hairstyle and outfit lists are narrowed to: the one given for the shoot (null: every entry). */
export async function editorGender(db: Reader, shootId: string): Promise<Gender | null> {
  const shoot = await db.shoot.findUniqueOrThrow({ where: { id: shootId }, select: { gender: true } });
  return shoot.gender;
}

/** What an edit's slugs stand for, ready for the engine. */
export type ResolvedEdit = {
  backdrop: EngineStyle | null;
  template: TemplateConfig | null;
  /** Prompt words for a generative engine. */
  expression: string | null;
  hairstyle: string | null;
  outfit: { slug: string; description: string } | null;
};

const unavailable = (option: string) => new StudioError("OPTION_UNAVAILABLE", { option }, { option });

/**
 * The catalogue rows behind an edit's slugs; OPTION_UNAVAILABLE names the first one that is unknown
 * or (with `offeredOnly`, when an edit is asked for) no longer offered. An edit already asked for and
 * paid is run with `offeredOnly: false`: an entry an admin deactivated since (/admin/emotions …) still
 * resolves by its slug, which never changes and whose row is never deleted. `brandColors` paint a BRAND
 * backdrop (the shoot's organisation's colours).
 */
export async function resolveEdit(db: Reader, options: EditOptions, brandColors: string[] = [], { offeredOnly = true }: { offeredOnly?: boolean } = {}): Promise<ResolvedEdit> {
  const find = <T>(slug: string | null, read: (slug: string) => Promise<T | null>) => (slug ? read(slug) : Promise.resolve(null));
  const offered = offeredOnly ? { active: true } : {};
  const [backdrop, template, emotion, hairstyle, outfit] = await Promise.all([
    find(options.backdrop, (slug) => db.backdrop.findFirst({ where: { slug, ...offered }, select: { slug: true, kind: true, colors: true } })),
    find(options.photoTemplate, (slug) => db.photoTemplate.findFirst({ where: { slug, ...offered }, select: { config: true } })),
    find(options.emotion, (slug) => db.emotion.findFirst({ where: { slug, ...offered }, select: { name: true, prompt: true } })),
    find(options.hairstyle, (slug) => db.hairstyle.findFirst({ where: { slug, ...offered }, select: { name: true, prompt: true } })),
    find(options.outfit, (slug) => db.outfit.findFirst({ where: { slug, ...offered }, select: { slug: true, name: true } })),
  ]);
  if (options.backdrop && !backdrop) throw unavailable("backdrop");
  const config = template ? templateConfigSchema.safeParse(template.config) : null;
  if (options.photoTemplate && !config?.success) throw unavailable("photoTemplate");
  if (options.emotion && !emotion) throw unavailable("emotion");
  if (options.hairstyle && !hairstyle) throw unavailable("hairstyle");
  if (options.outfit && !outfit) throw unavailable("outfit");
  return {
    backdrop: backdrop
      ? { id: backdrop.slug, backdrop: { kind: backdrop.kind, colors: backdrop.colors }, brandColors: backdrop.kind === "BRAND" && brandColors.length ? brandColors : undefined }
      : null,
    template: config?.success ? config.data : null,
    expression: emotion ? emotion.prompt || emotion.name.toLowerCase() : null,
    hairstyle: hairstyle ? hairstyle.prompt || null : null,
    outfit: outfit ? { slug: outfit.slug, description: outfit.name } : null,
  };
}
