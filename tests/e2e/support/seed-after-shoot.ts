// Seeds the browser tests' people for the after-the-shoot pages (tests/e2e/support/after-shoot-users.ts)
// into the e2e database, before the server starts (serve.sh), after the product's seed in demo mode
// (DEMO_SEED=1), which made the demo user's finished shoot with real studio-engine headshots. Each
// person goes through the same steps as that shoot (prisma/seed/demo-shoot.ts): a checkout paid with
// the built-in test provider (order, transaction, invoice, shoot), consent and personal info, photos
// through the quality gate. Finished shoots get real headshots: a copy of the demo shoot's first
// 2 styles × 3, under their own shoot, in the generator's layout.
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import type { PrismaClient } from "@/lib/db";
import { openDatabase } from "@/lib/db/open";
import { loadScriptEnv } from "@/lib/db/script-env";
import { resolveDbTarget } from "@/lib/db/target";
import { closePool } from "@/lib/engine/pool";
import { resultIdFor } from "@/lib/shoots/generate";
import { resultPrefix } from "@/lib/shoots/result-files";
import { transition } from "@/lib/shoots/states";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { demoAccount } from "../../../prisma/seed/demo-accounts";
import { buyShoot, demoPhotos, uploadPhotos } from "../../../prisma/seed/demo-shoot";
import { AFTER_SHOOT_USERS, E2E_PASSWORD, type AfterShootUser } from "./after-shoot-users";
import { seedMfaLead } from "./seed-mfa-lead";

type Db = PrismaClient;
type Photos = Awaited<ReturnType<typeof demoPhotos>>;
const STYLES = 2;
const PER_STYLE = 3;

/** Real headshots to copy: the demo user's finished shoot's first styles, a few results each, as the generator stored them. */
async function sampleResults(db: Db, storage: FileStorage) {
  const owner = await db.user.findUnique({ where: { email: demoAccount("user").email }, select: { id: true } });
  const shoot = owner && (await db.shoot.findFirst({ where: { userId: owner.id, state: "ACTIVE" }, select: { id: true, styleIds: true } }));
  if (!shoot) throw new Error("the demo user's finished shoot is missing: serve.sh seeds with DEMO_SEED=1 first (and needs the python-matplotlib-data portrait)");
  const styleIds = shoot.styleIds.slice(0, STYLES);
  const styles = await db.style.findMany({ where: { id: { in: styleIds } }, select: { id: true, slug: true } });
  const rows = await db.result.findMany({ where: { shootId: shoot.id, styleId: { in: styleIds }, version: 1, parentResultId: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const picked = styleIds.flatMap((id) => rows.filter((r) => r.styleId === id).slice(0, PER_STYLE));
  const files = await Promise.all(
    picked.map(async (r) => {
      const variant = r.variant as { files: Record<string, string> };
      const bytes: Record<string, Buffer> = {};
      for (const [name, key] of Object.entries(variant.files)) bytes[name] = (await storage.get(key))!;
      return { row: r, bytes };
    }),
  );
  return { styles: styleIds, styleSlugs: styleIds.map((id) => styles.find((s) => s.id === id)!.slug), files };
}

/** A person with a paid order (test provider) and its shoot in ONBOARDING with consent and personal info. */
async function paidShoot(db: Db, person: AfterShootUser, styleSlugs: string[]): Promise<{ userId: string; shootId: string }> {
  const user = await db.user.create({
    data: {
      email: person.email, name: person.name, passwordHash: await hashPassword(E2E_PASSWORD), emailVerified: new Date(), locale: person.locale ?? "en",
      referralCode: `E2E${randomBytes(4).toString("hex").toUpperCase()}`,
    },
  });
  const shootId = await buyShoot(db, {
    userId: user.id, packageSlug: person.packageSlug, styleSlugs,
    info: { gender: "female", ageRange: "35-44", eyeColor: "brown", glasses: "none", headshotFormat: "square" },
  });
  if (person.editCredits) {
    const granted = await db.user.update({ where: { id: user.id }, data: { editCredits: { increment: person.editCredits } }, select: { editCredits: true } });
    await db.creditLedgerEntry.create({
      data: { userId: user.id, kind: "EDIT", delta: person.editCredits, balanceAfter: granted.editCredits, reason: `${person.editCredits} edit credits (e2e seed)`, refType: "admin", idempotencyKey: `e2e-seed:${user.id}:edit-credits` },
    });
  }
  return { userId: user.id, shootId };
}

async function finish(db: Db, storage: FileStorage, owner: { userId: string; shootId: string }, photos: Photos, sample: Awaited<ReturnType<typeof sampleResults>>): Promise<void> {
  const { shootId } = owner;
  await uploadPhotos(db, storage, { userId: owner.userId, shootId, photos });
  await db.shoot.update({ where: { id: shootId }, data: { styleIds: sample.styles } });
  const perStyle = new Map<string, number>();
  const created = Date.now();
  for (const [n, { row, bytes }] of sample.files.entries()) {
    const styleId = row.styleId!;
    const index = perStyle.get(styleId) ?? 0;
    perStyle.set(styleId, index + 1);
    const id = resultIdFor(shootId, styleId, index);
    const base = resultPrefix(shootId, id);
    const variant = row.variant as { files: Record<string, string> } & Record<string, unknown>;
    const files: Record<string, string> = {};
    for (const [name, key] of Object.entries(variant.files)) {
      files[name] = base + key.slice(key.lastIndexOf("/") + 1);
      await storage.put(files[name]!, bytes[name]!, { contentType: key.endsWith(".webp") ? "image/webp" : key.endsWith(".png") ? "image/png" : "image/jpeg" });
    }
    await db.result.create({
      data: { id, shootId, styleId, storageKey: files.main!, width: row.width, height: row.height, likeness: row.likeness, variant: { ...variant, files }, createdAt: new Date(created + n) },
    });
  }
  await db.$transaction(async (tx) => {
    await transition(tx, shootId, "ONBOARDING", "WAITING", "submitted", { submittedAt: new Date() });
    await transition(tx, shootId, "WAITING", "PROCESSING", "picked up");
    await transition(tx, shootId, "PROCESSING", "GENERATING", `${photos.length} photos`);
    await transition(tx, shootId, "GENERATING", "ACTIVE", "results ready", { readyAt: new Date(), progress: 100, engine: "studio" });
  });
}

async function main() {
  loadScriptEnv();
  const t0 = Date.now();
  const db = await openDatabase(resolveDbTarget({ DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR }));
  const storage = createLocalStorage(process.env.STORAGE_DIR ?? ".data/e2e/storage", { secret: process.env.AUTH_SECRET ?? "e2e" });
  try {
    await seedMfaLead(db.prisma, storage, process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
    if (await db.prisma.user.findUnique({ where: { email: AFTER_SHOOT_USERS.gallery.email } })) return console.log("[e2e seed] already seeded");
    const photos = await demoPhotos();
    const sample = await sampleResults(db.prisma, storage);
    for (const person of Object.values(AFTER_SHOOT_USERS) as AfterShootUser[]) {
      const owner = await paidShoot(db.prisma, person, sample.styleSlugs);
      if (person.shoot === "ACTIVE") await finish(db.prisma, storage, owner, photos, sample);
    }
    console.log(`[e2e seed] ${Object.keys(AFTER_SHOOT_USERS).length} people with paid shoots (${sample.files.length} real headshots each when finished) in ${Date.now() - t0} ms`);
  } finally {
    await closePool().catch(() => undefined);
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
