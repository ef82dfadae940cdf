// The rows tests build on, made one way everywhere: `create<Thing>(db, options)` makes the row with
// unique defaults for whatever `options` (the row's own columns, plus a few named extras) leaves out, and
// returns it; a thing made of several rows comes back as an object of them. Every call uses fresh slugs
// and emails, so tests share one database. `seedCatalogue` gives the catalogue a shoot needs.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Prisma, PrismaClient } from "@/lib/db";
import { nextInvoiceNumber } from "@/lib/db/invoice-number";
import { createCheckout } from "@/lib/payments/checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { PORTRAIT_SIZE, resultIdFor } from "@/lib/shoots/generate";
import { resultPrefix, THUMB_SIZE } from "@/lib/shoots/result-files";
import { storePreview } from "@/lib/shoots/preview";
import type { FileStorage } from "@/lib/storage/types";
import { read } from "./photos";

const uid = () => randomBytes(5).toString("hex");

/** `options` without the keys given as undefined: those take the default, as if left out. */
const given = <T extends object>(options: T): T => Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as T;

/** A person: verified, English, a plain user, unless `options` say otherwise. */
export async function createUser(db: PrismaClient, options: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  const tag = uid();
  return db.user.create({
    data: { email: `person-${tag}@example.test`, name: `Person ${tag}`, referralCode: `ref-${tag}`, locale: "en", emailVerified: new Date(), ...given(options) },
  });
}

/**
 * An organisation owned by `ownerId` (a new person when left out) with `members` (the owner's own
 * OWNER membership only when listed there, as the team's founding does).
 */
export async function createOrganization(
  db: PrismaClient,
  options: Partial<Prisma.OrganizationUncheckedCreateInput> & { members?: Omit<Prisma.MembershipCreateManyInput, "organizationId">[] } = {},
) {
  const { members = [], ...fields } = given(options);
  const tag = uid();
  const org = await db.organization.create({
    data: { name: `Organisation ${tag}`, slug: `org-${tag}`, ...fields, ownerId: fields.ownerId ?? (await createUser(db)).id },
  });
  if (members.length) await db.membership.createMany({ data: members.map((m) => ({ ...m, organizationId: org.id })) });
  return org;
}

/**
 * An organisation with an owner, a lead, a member, an invited lead (and an outsider, who is none of
 * them) and a paid organisation invoice for team credits.
 */
export async function createOrganizationWithInvoice(db: PrismaClient) {
  const [owner, lead, member, invitedLead, outsider] = await Promise.all([createUser(db), createUser(db), createUser(db), createUser(db), createUser(db)]);
  const org = await createOrganization(db, {
    name: "Northwind Traders",
    slug: `northwind-${uid()}`,
    ownerId: owner.id,
    members: [
      { userId: owner.id, role: "OWNER", status: "JOINED" },
      { userId: lead.id, role: "LEAD", status: "JOINED" },
      { userId: member.id, role: "MEMBER", status: "JOINED" },
      { userId: invitedLead.id, role: "LEAD", status: "INVITED" },
    ],
  });
  const now = new Date();
  const invoice = await db.$transaction(async (tx) => {
    const n = await nextInvoiceNumber(tx, now.getUTCFullYear());
    return tx.invoice.create({
      data: {
        number: n.number, year: n.year, sequence: n.sequence, organizationId: org.id, userId: owner.id, status: "PAID", currency: "USD",
        subtotal: 30000, tax: 0, total: 30000, seller: { name: "Lumen", website: "https://lumen.test", email: "billing@lumen.test" },
        buyer: { name: owner.name, email: owner.email }, locale: "en", issuedAt: now, paidAt: now,
        lines: [{ description: "Team credits", quantity: 10, unitAmount: 3000, amount: 30000 }],
      },
    });
  });
  return { org, owner, lead, member, invitedLead, outsider, invoice };
}

/** A package: tiny by default (2 headshots, 2 styles, 512 px, no print). */
export async function createPackage(db: PrismaClient, options: Partial<Prisma.PackageUncheckedCreateInput> = {}) {
  const tag = uid();
  return db.package.create({ data: { slug: `test-${tag}`, name: `Test ${tag}`, headshots: 2, styles: 2, outputSize: 512, printSize: null, ...given(options) } });
}

export type TestCatalogue = { packageId: string; styleIds: string[]; styleSlugs: string[]; inactiveStyleSlug: string };

/** A package (createPackage's, with `pkg`) and three styles, the last one inactive. */
export async function seedCatalogue(
  db: PrismaClient,
  pkg: { headshots?: number; styles?: number; outputSize?: number; printSize?: number | null } = {},
): Promise<TestCatalogue> {
  const s = uid();
  const p = await createPackage(db, { slug: `test-${s}`, name: `Test ${s}`, ...given(pkg) });
  const grey = await db.backdrop.create({ data: { slug: `grey-${s}`, name: "Grey", kind: "SOLID", colors: ["#9A9EA4"] } });
  const navy = await db.backdrop.create({ data: { slug: `navy-${s}`, name: "Navy", kind: "GRADIENT", colors: ["#1F2E4A", "#3A5A8A"] } });
  const outfit = await db.outfit.create({ data: { slug: `suit-${s}`, name: "Navy suit", gender: "FEMALE", colors: ["#1F2A44"] } });
  const styles = [];
  for (const [i, backdrop] of [grey, navy, grey].entries()) {
    styles.push(
      await db.style.create({
        data: { slug: `style-${i}-${s}`, name: `Style ${i}`, backdropId: backdrop.id, outfitId: outfit.id, gender: "FEMALE", active: i < 2, sortOrder: i },
      }),
    );
  }
  return { packageId: p.id, styleIds: styles.slice(0, 2).map((x) => x.id), styleSlugs: styles.slice(0, 2).map((x) => x.slug), inactiveStyleSlug: styles[2]!.slug };
}

/** `userId`'s shoot of `packageId` (ONBOARDING unless `options` say otherwise), with its first state change as the product records it. */
export async function createShoot(db: PrismaClient, options: Partial<Prisma.ShootUncheckedCreateInput> & { userId: string; packageId: string }) {
  const shoot = await db.shoot.create({ data: { title: "My headshots", ...given(options) } });
  await db.shootStateChange.create({ data: { shootId: shoot.id, from: null, to: shoot.state, at: shoot.createdAt, reason: "created" } });
  return shoot;
}

/** `count` uploaded photo rows (files are not needed for submit; generation tests store real files and rows themselves). */
export async function createPhotos(db: PrismaClient, options: { shootId: string; count: number; accepted?: boolean }) {
  const { shootId, count, accepted = true } = options;
  const photos = [];
  for (let i = 0; i < count; i++) {
    photos.push(
      await db.uploadedPhoto.create({
        data: { shootId, storageKey: `shoots/${shootId}/photos/${uid()}.jpg`, width: 1024, height: 1024, bytes: 1000, mime: "image/jpeg", accepted, score: accepted ? 90 : 20, reasons: accepted ? [] : ["TOO_BLURRY"] },
      }),
    );
  }
  return photos;
}

/** Consent, personal info, `photos` (default 4) accepted photos and the catalogue's two active styles: the shoot is ready to submit. */
export async function fillShoot(db: PrismaClient, options: { shootId: string; catalogue: TestCatalogue; photos?: number }) {
  const { shootId, catalogue, photos = 4 } = options;
  const shoot = await db.shoot.update({
    where: { id: shootId },
    data: { consentAt: new Date(), gender: "FEMALE", ageRange: "35-44", headshotFormat: "square", glasses: "none", styleIds: catalogue.styleIds },
  });
  await createPhotos(db, { shootId, count: photos });
  return shoot;
}

export type FinishedShoot = { userId: string; shootId: string; styleIds: string[]; resultIds: string[] };

const PORTRAITS = [read("astronaut"), read("graceHopper")];

async function encode(source: Buffer, width: number, height: number, format: "jpg" | "png", tint: number): Promise<Buffer> {
  const image = sharp(source).resize(width, height, { fit: "cover" }).modulate({ hue: tint });
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/**
 * A finished shoot as lib/shoots/generate.ts leaves it: ACTIVE, with `count` results (default 3) split
 * over two styles, their ids derived, their files made with sharp from the real test portraits in
 * `storage` (main `size` px square, default 512; 1080 × 1350 portrait; 400 px thumbnail; 800 px
 * preview) and `variant.files` / `variant.sizes` as the generator writes them. `print` adds a print file
 * of that size; `format` is the main file's format (the generator stores what the engine returned).
 * `previews: false` leaves the previews out, as results stored before previews existed; `shootId`
 * finishes that shoot (of `userId`) instead of a new one.
 */
export async function createFinishedShoot(
  db: PrismaClient,
  options: { storage: FileStorage; count?: number; size?: number; print?: number; format?: "jpg" | "png"; userId?: string; shootId?: string; previews?: boolean },
): Promise<FinishedShoot> {
  const { storage } = options;
  const count = options.count ?? 3;
  const size = options.size ?? 512;
  const format = options.format ?? "jpg";
  const catalogue = await seedCatalogue(db, { headshots: count, styles: 2, outputSize: size, printSize: options.print ?? null });
  const userId = options.userId ?? (await createUser(db)).id;
  const shootId = options.shootId ?? (await createShoot(db, { userId, packageId: catalogue.packageId })).id;
  await db.shoot.update({ where: { id: shootId }, data: { state: "ACTIVE", readyAt: new Date(), styleIds: catalogue.styleIds } });

  const resultIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const styleId = catalogue.styleIds[i % 2]!;
    const id = resultIdFor(shootId, styleId, Math.floor(i / 2));
    const base = resultPrefix(shootId, id);
    const source = PORTRAITS[i % 2]!;
    const files: Record<string, string> = { main: `${base}main.${format}`, portrait: `${base}portrait.jpg`, thumb: `${base}thumb.webp` };
    const sizes: Record<string, string> = { main: `${size}x${size}`, portrait: `${PORTRAIT_SIZE.width}x${PORTRAIT_SIZE.height}` };
    await storage.put(files.main!, await encode(source, size, size, format, i * 40), { contentType: format === "png" ? "image/png" : "image/jpeg" });
    await storage.put(files.portrait!, await encode(source, PORTRAIT_SIZE.width, PORTRAIT_SIZE.height, "jpg", i * 40), { contentType: "image/jpeg" });
    await storage.put(files.thumb!, await sharp(source).resize(THUMB_SIZE, THUMB_SIZE).webp().toBuffer(), { contentType: "image/webp" });
    if (options.previews !== false) files.preview = (await storePreview(storage, base, (await storage.get(files.main!))!)).key;
    if (options.print) {
      files.print = `${base}print.${format}`;
      sizes.print = `${options.print}x${options.print}`;
      await storage.put(files.print, await encode(source, options.print, options.print, format, i * 40), { contentType: format === "png" ? "image/png" : "image/jpeg" });
    }
    await db.result.create({
      data: { id, shootId, styleId, storageKey: files.main!, width: size, height: size, variant: { light: "soft", engine: "studio", files, sizes }, createdAt: new Date(Date.now() + i) },
    });
    resultIds.push(id);
  }
  return { userId, shootId, styleIds: catalogue.styleIds, resultIds };
}

/**
 * A person (in `locale`) who bought `packageSlug` (default professional; with `code`) through the test
 * provider: the order is PAID, its shoot made and its invoice issued.
 */
export async function createPaidInvoice(db: PrismaClient, options: { locale?: "en" | "de" | "es"; packageSlug?: string; code?: string } = {}) {
  const locale = options.locale ?? "en";
  const user = await createUser(db, { locale });
  const res = await createCheckout(db, { userId: user.id, locale, packageSlug: options.packageSlug ?? "professional", code: options.code }, { provider: testProvider, appUrl: "https://lumen.test" });
  if (!res.ok) throw new Error(JSON.stringify(res));
  if (res.status !== "PAID") {
    const paid = await confirmTestPayment(db, { orderId: res.orderId, userId: user.id }, testProvider);
    if (paid.status !== "PAID") throw new Error(JSON.stringify(paid));
  }
  const order = await db.order.findUniqueOrThrow({ where: { id: res.orderId } });
  const shoot = await db.shoot.findFirstOrThrow({ where: { orderId: order.id } });
  const invoice = await db.invoice.findFirstOrThrow({ where: { orderId: order.id } });
  return { user, order, orderId: order.id, shootId: shoot.id, invoice };
}

/** A completed refund of `amount` on the order (in the order's currency unless given), as the refund flow leaves it. */
export async function createRefund(db: PrismaClient, options: { orderId: string; amount: number; decidedAt: Date; currency?: string }) {
  const { orderId, amount, decidedAt } = options;
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  const refund = await db.refund.create({
    data: { orderId, amount, currency: options.currency ?? order.currency, reason: "test refund", status: "COMPLETED", decidedAt, createdAt: new Date(decidedAt.getTime() - 60_000) },
  });
  const refunded = order.refundedAmount + amount;
  await db.order.update({ where: { id: orderId }, data: { refundedAmount: refunded, status: refunded >= order.total ? "REFUNDED" : "PARTIALLY_REFUNDED" } });
  return refund;
}
