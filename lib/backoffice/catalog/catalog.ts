// The packages and their prices as platform admins keep them (/admin/catalog): create, edit, set a price
// per currency, archive or restore, delete one nothing points at. Each change writes its audit row in its
// own transaction, with the package row locked (two admins at once: one after the other, and an edit drawn
// before another admin's save is a CONFLICT). After it commits every public page is revalidated: the
// packages show on /pricing, the home and landing pages, the comparisons and the JSON-LD offers, and the
// chooser and checkout read the rows per request (lib/catalog/packages.ts, lib/payments/pricing.ts).
//
// A price is read when an order is made and copied onto it (Order.subtotal/total, the invoice's lines), so
// changing it never alters an order or invoice already made.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { revalidateEveryPublicPage } from "@/lib/content/revalidate";
import { TEAM_SHOOT_PACKAGE } from "@/lib/teams/organization";
import { BackofficeError } from "../errors";
import type { CreatePackageInput, PriceInput, UpdatePackageInput } from "./schemas";

const NS = "BackofficeCatalog";
export const PACKAGE_AUDIT_FIELDS = ["slug", "name", "headshots", "styles", "outputSize", "printSize", "editCredits", "sortOrder", "active"] as const;

type Tx = Prisma.TransactionClient;

export type CreatePackageResult = { ok: true; id: string } | { ok: false; fieldErrors: Record<string, string> };

/** Locks the package row for the rest of the transaction; NOT_FOUND when there is none. */
async function lockPackage(tx: Tx, id: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Package" WHERE "id" = ${id} FOR UPDATE`;
  if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
  return tx.package.findUniqueOrThrow({ where: { id } });
}

/** A new package (active; the public sees it once it has a price in every currency). */
export async function createPackage(db: PrismaClient, input: CreatePackageInput & { actorId: string }): Promise<CreatePackageResult> {
  const { actorId, ...data } = input;
  let result: CreatePackageResult;
  try {
    result = await db.$transaction(async (tx): Promise<CreatePackageResult> => {
      if (await tx.package.findUnique({ where: { slug: data.slug }, select: { id: true } })) return { ok: false, fieldErrors: { slug: "slugTaken" } };
      const pkg = await tx.package.create({ data: { ...data, active: true } });
      await recordAudit(tx, { actorId, action: "package.create", target: ["Package", pkg.id], after: auditFields(pkg, PACKAGE_AUDIT_FIELDS) });
      return { ok: true, id: pkg.id };
    });
  } catch (e) {
    // Two admins creating the same slug at once: the unique index decides.
    if ((e as { code?: string }).code === "P2002") return { ok: false, fieldErrors: { slug: "slugTaken" } };
    throw e;
  }
  if (result.ok) revalidateEveryPublicPage();
  return result;
}

/** What a buyer pays for: fixed once anything points at the package (shoots, retries and invoices read them from it). */
const PACKAGE_TERMS = ["headshots", "styles", "outputSize", "printSize", "editCredits"] as const;

/**
 * A package's numbers and name. Its slug never changes (addresses, gift cards, orders and the team package
 * name it). Its terms (headshots, styles, sizes, edit credits) change only while nothing points at it:
 * shoots made and still to be made read them from the package, so a sold package keeps them
 * (TERMS_IN_USE: make a new package and archive this one). Name and order may always change.
 */
export async function updatePackage(db: PrismaClient, input: UpdatePackageInput & { actorId: string }): Promise<void> {
  const { actorId, packageId, version, ...data } = input;
  const changed = await db.$transaction(async (tx) => {
    const before = await lockPackage(tx, packageId);
    if (before.updatedAt.toISOString() !== version) throw new BackofficeError(NS, "CONFLICT");
    const same = (Object.keys(data) as (keyof typeof data)[]).every((k) => before[k] === data[k]);
    if (same) return false; // a double submit changes nothing and audits nothing
    if (PACKAGE_TERMS.some((k) => before[k] !== data[k]) && isReferenced(await packageReferences(tx, packageId))) {
      throw new BackofficeError(NS, "TERMS_IN_USE", { name: before.name });
    }
    const after = await tx.package.update({ where: { id: packageId }, data });
    await recordAudit(tx, { actorId, action: "package.update", target: ["Package", packageId], before: auditFields(before, PACKAGE_AUDIT_FIELDS), after: auditFields(after, PACKAGE_AUDIT_FIELDS) });
    return true;
  });
  if (changed) revalidateEveryPublicPage();
}

/** Sets (or adds) the package's price in one currency; orders already made keep their own amounts. */
export async function setPackagePrice(db: PrismaClient, input: PriceInput & { actorId: string }): Promise<void> {
  const { actorId, packageId, currency, amount } = input;
  const changed = await db.$transaction(async (tx) => {
    await lockPackage(tx, packageId);
    const before = await tx.packagePrice.findUnique({ where: { packageId_currency: { packageId, currency } } });
    if (before?.amount === amount) return false;
    await tx.packagePrice.upsert({ where: { packageId_currency: { packageId, currency } }, create: { packageId, currency, amount }, update: { amount } });
    await recordAudit(tx, {
      actorId, action: "package.price.set", target: ["Package", packageId],
      before: before ? { amount: before.amount } : null, after: { amount }, data: { currency },
    });
    return true;
  });
  if (changed) revalidateEveryPublicPage();
}

/** Archives (hidden from /pricing, the chooser and checkout; its orders, shoots and cards stay) or restores a package. */
export async function setPackageActive(db: PrismaClient, input: { packageId: string; active: boolean; actorId: string }): Promise<void> {
  const changed = await db.$transaction(async (tx) => {
    const before = await lockPackage(tx, input.packageId);
    if (before.active === input.active) return false;
    const after = await tx.package.update({ where: { id: input.packageId }, data: { active: input.active } });
    await recordAudit(tx, { actorId: input.actorId, action: input.active ? "package.restore" : "package.archive", target: ["Package", after.id], before: auditFields(before, PACKAGE_AUDIT_FIELDS), after: auditFields(after, PACKAGE_AUDIT_FIELDS) });
    return true;
  });
  if (changed) revalidateEveryPublicPage();
}

/** What points at a package: any of these keeps it from being deleted (it is archived instead). */
export async function packageReferences(db: PrismaClient | Tx, packageId: string) {
  const [orders, shoots, giftCards, giftCardBatches, coupons] = await Promise.all([
    db.order.count({ where: { packageId } }),
    db.shoot.count({ where: { packageId } }),
    db.giftCard.count({ where: { packageId } }),
    db.giftCardBatch.count({ where: { packageId } }),
    db.coupon.count({ where: { packageId } }),
  ]);
  return { orders, shoots, giftCards, giftCardBatches, coupons };
}

export const isReferenced = (refs: Awaited<ReturnType<typeof packageReferences>>) => Object.values(refs).some((n) => n > 0);

/**
 * Deletes a package nothing points at (its prices go with it). One with orders, shoots, gift cards or
 * coupons is IN_USE (archive it); the team package is TEAM_PACKAGE (team credits buy shoots on it).
 */
export async function deletePackage(db: PrismaClient, input: { packageId: string; actorId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await lockPackage(tx, input.packageId);
    if (before.slug === TEAM_SHOOT_PACKAGE) throw new BackofficeError(NS, "TEAM_PACKAGE", { name: before.name });
    // The lock holds off a checkout's order for it until this commits (the order's foreign key waits on the row).
    if (isReferenced(await packageReferences(tx, before.id))) throw new BackofficeError(NS, "IN_USE", { name: before.name });
    const prices = await tx.packagePrice.findMany({ where: { packageId: before.id }, select: { currency: true, amount: true } });
    await tx.package.delete({ where: { id: before.id } });
    await recordAudit(tx, { actorId: input.actorId, action: "package.delete", target: ["Package", before.id], before: { ...auditFields(before, PACKAGE_AUDIT_FIELDS), prices: Object.fromEntries(prices.map((p) => [p.currency, p.amount])) } });
  });
  revalidateEveryPublicPage();
}
