// The seed: the catalogue and business parameters always; demo data (accounts with a published
// password, the demo team, gift cards, the demo coupon, content) only when asked for (`demo: true`,
// which the CLI sets in demo mode: prisma/seed/mode.ts).
// Idempotent: rows are found by their natural key, created when missing and updated only where a
// field differs from the seed data, so a second run reports 0 created / 0 updated and touches nothing.
// Values that change through use (organization credits, admin-edited parameters) are only set on
// creation, and an account, once made, is never touched again (password, role, deletion are its own).
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { PARAMETER_DEFAULTS } from "@/lib/db/parameters-defaults";
import { BACKDROPS, EMOTIONS, HAIRSTYLES, OUTFITS, PACKAGES, PHOTO_TEMPLATES, PREVIEW_URL, STYLES } from "./catalogue";
import { BLOG_AUTHORS, BLOG_POSTS, CHANGELOG_ENTRIES, JOB_POSTINGS, REVIEWS } from "./content";
import { CONTENT_PAGES } from "./content-pages";
import { DEMO_ACCOUNTS, DEMO_COUPON, DEMO_ORGANIZATION, demoAccount, type DemoRole } from "./demo-accounts";
import { seedGiftCards } from "./giftcards";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";

export type SeedStats = { created: number; updated: number; unchanged: number };
export type SeedReport = Record<string, SeedStats>;

type Row = Record<string, unknown>;

/** The audit action of a demo account the seed made (it is made once: see demoAccounts). */
export const DEMO_ACCOUNT_MADE = "seed.demo-account.create";

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return same(ka, kb) && ka.every((k) => same((a as Row)[k], (b as Row)[k]));
  }
  return a === b || (a == null && b == null);
}

/** Fields of `desired` whose stored value differs. */
function changedFields<T extends Row>(existing: Row, desired: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(desired)) if (!same(existing[k], v)) (out as Row)[k] = v;
  return out;
}

class Seeder {
  readonly report: SeedReport = {};
  constructor(readonly prisma: PrismaClient, readonly log: (line: string) => void) {}

  private count(model: string, what: keyof SeedStats) {
    (this.report[model] ??= { created: 0, updated: 0, unchanged: 0 })[what]++;
  }

  /** find → create, or update only the differing fields. `createOnly` fields are used on create only. */
  async sync<T extends Row, R extends { id: string }>(
    model: string,
    find: () => Promise<R | null>,
    desired: T,
    ops: { create: (data: T) => Promise<R>; update: (id: string, data: Partial<T>) => Promise<R> },
  ): Promise<R> {
    const existing = await find();
    if (!existing) {
      this.count(model, "created");
      return ops.create(desired);
    }
    const changed = changedFields(existing as unknown as Row, desired);
    if (Object.keys(changed).length === 0) {
      this.count(model, "unchanged");
      return existing;
    }
    this.count(model, "updated");
    return ops.update(existing.id, changed);
  }

  async parameters() {
    const p = this.prisma;
    const existing = new Set((await p.parameter.findMany({ select: { key: true } })).map((r) => r.key));
    for (const [key, value] of Object.entries(PARAMETER_DEFAULTS)) {
      if (existing.has(key)) {
        this.count("Parameter", "unchanged"); // admins may have changed it: never overwrite
        continue;
      }
      await p.parameter.create({ data: { key, value: value as Prisma.InputJsonValue } });
      this.count("Parameter", "created");
    }
  }

  async catalogue() {
    const p = this.prisma;
    for (const pkg of PACKAGES) {
      const { prices, ...data } = pkg;
      const row = await this.sync("Package", () => p.package.findUnique({ where: { slug: pkg.slug } }), { ...data, active: true }, {
        create: (d) => p.package.create({ data: d }),
        update: (id, d) => p.package.update({ where: { id }, data: d }),
      });
      for (const [currency, amount] of Object.entries(prices)) {
        await this.sync("PackagePrice", () => p.packagePrice.findUnique({ where: { packageId_currency: { packageId: row.id, currency } } }), { packageId: row.id, currency, amount }, {
          create: (d) => p.packagePrice.create({ data: d }),
          update: (id, d) => p.packagePrice.update({ where: { id }, data: d }),
        });
      }
    }

    const backdropIds = new Map<string, string>();
    for (const [i, b] of BACKDROPS.entries()) {
      const row = await this.sync(
        "Backdrop",
        () => p.backdrop.findUnique({ where: { slug: b.slug } }),
        { slug: b.slug, name: b.name, kind: b.kind, colors: b.colors, translations: b.translations, previewUrl: PREVIEW_URL.backdrop(b.slug), sortOrder: i + 1 },
        { create: (d) => p.backdrop.create({ data: d }), update: (id, d) => p.backdrop.update({ where: { id }, data: d }) },
      );
      backdropIds.set(b.slug, row.id);
    }

    const outfitIds = new Map<string, string>();
    for (const [i, o] of OUTFITS.entries()) {
      const row = await this.sync(
        "Outfit",
        () => p.outfit.findUnique({ where: { slug: o.slug } }),
        { slug: o.slug, name: o.name, gender: o.gender, colors: o.colors, translations: o.translations, previewUrl: PREVIEW_URL.outfit(o.slug), sortOrder: i + 1 },
        { create: (d) => p.outfit.create({ data: d }), update: (id, d) => p.outfit.update({ where: { id }, data: d }) },
      );
      outfitIds.set(o.slug, row.id);
    }

    for (const s of STYLES) {
      const backdropId = backdropIds.get(s.backdrop);
      const outfitId = outfitIds.get(s.outfit);
      if (!backdropId || !outfitId) throw new Error(`style ${s.slug}: unknown backdrop ${s.backdrop} or outfit ${s.outfit}`);
      await this.sync(
        "Style",
        () => p.style.findUnique({ where: { slug: s.slug } }),
        {
          slug: s.slug, name: s.name, gender: s.gender, backdropId, outfitId, description: s.description, seoTitle: s.seoTitle,
          seoDescription: s.seoDescription, translations: s.translations, previewUrl: PREVIEW_URL.style(s.slug), sortOrder: s.sortOrder,
        },
        { create: (d) => p.style.create({ data: d }), update: (id, d) => p.style.update({ where: { id }, data: d }) },
      );
    }

    for (const [i, e] of EMOTIONS.entries()) {
      await this.sync("Emotion", () => p.emotion.findUnique({ where: { slug: e.slug } }), { ...e, sortOrder: i + 1 }, {
        create: (d) => p.emotion.create({ data: d }),
        update: (id, d) => p.emotion.update({ where: { id }, data: d }),
      });
    }
    for (const [i, h] of HAIRSTYLES.entries()) {
      await this.sync("Hairstyle", () => p.hairstyle.findUnique({ where: { slug: h.slug } }), { ...h, sortOrder: i + 1 }, {
        create: (d) => p.hairstyle.create({ data: d }),
        update: (id, d) => p.hairstyle.update({ where: { id }, data: d }),
      });
    }
    for (const [i, t] of PHOTO_TEMPLATES.entries()) {
      await this.sync("PhotoTemplate", () => p.photoTemplate.findUnique({ where: { slug: t.slug } }), { ...t, sortOrder: i + 1 }, {
        create: (d) => p.photoTemplate.create({ data: d }),
        update: (id, d) => p.photoTemplate.update({ where: { id }, data: d }),
      });
    }
  }

  async demoCoupons() {
    const p = this.prisma;
    await this.sync(
      "Coupon",
      () => p.coupon.findUnique({ where: { code: DEMO_COUPON } }),
      { code: DEMO_COUPON, kind: "PERCENT" as const, value: 10, description: "10 % off any package (demo coupon)", active: true },
      { create: (d) => p.coupon.create({ data: d }), update: (id, d) => p.coupon.update({ where: { id }, data: d }) },
    );
  }

  /**
   * Creates each demo account that was never made. An existing one is left exactly as it is: its
   * password, role and deletion belong to whoever changed them. The seed remembers what it made (an
   * audit row), so a demo account deleted through the product (email anonymised) is not made again.
   * Returns the live (not deleted) demo accounts by role.
   */
  async demoAccounts() {
    const p = this.prisma;
    const ids = new Map<DemoRole, string>();
    const verifiedAt = new Date("2026-01-01T00:00:00Z");
    for (const account of DEMO_ACCOUNTS) {
      const email = account.email.toLowerCase();
      const made = await p.auditLog.findFirst({ where: { action: DEMO_ACCOUNT_MADE, data: { path: ["email"], equals: email } }, select: { id: true } });
      const existing = await p.user.findUnique({ where: { email }, select: { id: true, deletedAt: true } });
      if (existing || made) {
        this.count("User", "unchanged");
        if (existing && !made) await this.rememberDemoAccount(existing.id, account); // seeded before the seed kept this record
        if (existing && !existing.deletedAt) ids.set(account.role, existing.id);
        if (!existing) this.log(`  ${email} was deleted: not made again`);
        continue;
      }
      const row = await p.user.create({
        data: {
          email, name: account.name, passwordHash: await hashPassword(account.password), emailVerified: verifiedAt,
          role: account.role === "admin" ? "ADMIN" : "USER",
          referralCode: `demo-${account.role}`,
          jobTitle: { user: "Architect", member: "Senior Consultant", lead: "Head of Operations", admin: "Platform Admin" }[account.role],
          locale: "en",
        },
        select: { id: true },
      });
      this.count("User", "created");
      await this.rememberDemoAccount(row.id, account);
      ids.set(account.role, row.id);
    }
    return ids;
  }

  private async rememberDemoAccount(userId: string, account: { email: string; role: DemoRole }) {
    await this.prisma.auditLog.create({ data: { action: DEMO_ACCOUNT_MADE, targetType: "User", targetId: userId, data: { email: account.email.toLowerCase(), role: account.role } } });
    this.count("AuditLog", "created");
  }

  async demoOrganization(users: Map<DemoRole, string>) {
    const p = this.prisma;
    const leadId = users.get("lead");
    const memberId = users.get("member");
    if (!leadId || !memberId) return this.log("  the demo lead or member was deleted: demo organisation left as it is");
    const existing = await p.organization.findUnique({ where: { slug: DEMO_ORGANIZATION.slug } });
    const org = await this.sync(
      "Organization",
      async () => existing,
      {
        name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug, website: DEMO_ORGANIZATION.website,
        brandColors: [...DEMO_ORGANIZATION.brandColors], ownerId: leadId, vatId: "DE123456789", teamSize: "11-50",
        address: "Kastanienallee 12", city: "Berlin", postalCode: "10435", country: "DE", billingEmail: "finance@northwind-consulting.example",
        // The wizard's steps up to the payment, as the lead saved them; the credits are bought (and the
        // wizard finished) by the demo team step (prisma/seed/demo-team.ts), through the checkout.
        ...(existing ? {} : { setupSteps: SETUP_STEPS.filter((step) => step !== "payment") }),
      },
      { create: (d) => p.organization.create({ data: d }), update: (id, d) => p.organization.update({ where: { id }, data: d }) },
    );
    const joinedAt = new Date("2026-01-05T10:00:00Z");
    for (const [userId, role] of [[leadId, "OWNER"], [memberId, "MEMBER"]] as const) {
      await this.sync(
        "Membership",
        () => p.membership.findUnique({ where: { userId_organizationId: { userId, organizationId: org.id } } }),
        { userId, organizationId: org.id, role, status: "JOINED" as const, joinedAt },
        { create: (d) => p.membership.create({ data: d }), update: (id, d) => p.membership.update({ where: { id }, data: d }) },
      );
    }
    // The lead approved a handful of styles.
    const approved = await p.style.findMany({
      where: { slug: { in: ["classic-corporate-female", "classic-corporate-male", "brand-colour-female", "brand-colour-male", "modern-office-female", "modern-office-male"] } },
      select: { id: true, gender: true, backdropId: true, outfitId: true },
    });
    // ... and their backdrops and outfits for the styles' genders: members are offered only looks whose
    // backdrop and outfit are approved for them (lib/catalog/approved.ts), so these make the styles above available.
    for (const { gender, backdropId, outfitId } of approved) {
      await this.sync(
        "OrganizationApprovedBackdrop",
        () => p.organizationApprovedBackdrop.findFirst({ where: { organizationId: org.id, teamId: null, backdropId, gender } }),
        { organizationId: org.id, backdropId, gender },
        { create: (d) => p.organizationApprovedBackdrop.create({ data: d }), update: (id) => p.organizationApprovedBackdrop.findUniqueOrThrow({ where: { id } }) },
      );
      await this.sync(
        "OrganizationApprovedOutfit",
        () => p.organizationApprovedOutfit.findFirst({ where: { organizationId: org.id, teamId: null, outfitId, gender } }),
        { organizationId: org.id, outfitId, gender },
        { create: (d) => p.organizationApprovedOutfit.create({ data: d }), update: (id) => p.organizationApprovedOutfit.findUniqueOrThrow({ where: { id } }) },
      );
    }
    for (const { id: styleId } of approved) {
      await this.sync(
        "OrganizationApprovedStyle",
        () => p.organizationApprovedStyle.findUnique({ where: { organizationId_styleId: { organizationId: org.id, styleId } } }),
        { organizationId: org.id, styleId },
        { create: (d) => p.organizationApprovedStyle.create({ data: d }), update: (id) => p.organizationApprovedStyle.findUniqueOrThrow({ where: { id } }) },
      );
    }
  }

  async content() {
    const p = this.prisma;
    for (const { key: _key, ...r } of REVIEWS) {
      await this.sync("Review", () => p.review.findFirst({ where: { name: r.name, locale: r.locale } }), { ...r, published: true }, {
        create: (d) => p.review.create({ data: d }),
        update: (id, d) => p.review.update({ where: { id }, data: d }),
      });
    }
    for (const author of BLOG_AUTHORS) {
      await this.sync("BlogAuthor", () => p.blogAuthor.findUnique({ where: { slug: author.slug } }), author, {
        create: (d) => p.blogAuthor.create({ data: d }),
        update: (id, d) => p.blogAuthor.update({ where: { id }, data: d }),
      });
    }
    for (const post of BLOG_POSTS) {
      await this.sync("BlogPost", () => p.blogPost.findUnique({ where: { slug: post.slug } }), { ...post, status: "PUBLISHED" as const }, {
        create: (d) => p.blogPost.create({ data: d }),
        update: (id, d) => p.blogPost.update({ where: { id }, data: d }),
      });
    }
    for (const entry of CHANGELOG_ENTRIES) {
      await this.sync("ChangelogEntry", () => p.changelogEntry.findUnique({ where: { slug: entry.slug } }), { ...entry, status: "PUBLISHED" as const }, {
        create: (d) => p.changelogEntry.create({ data: d }),
        update: (id, d) => p.changelogEntry.update({ where: { id }, data: d }),
      });
    }
    for (const job of JOB_POSTINGS) {
      await this.sync("JobPosting", () => p.jobPosting.findUnique({ where: { slug: job.slug } }), { ...job, published: true }, {
        create: (d) => p.jobPosting.create({ data: d }),
        update: (id, d) => p.jobPosting.update({ where: { id }, data: d }),
      });
    }
    for (const page of CONTENT_PAGES) {
      await this.sync("ContentPage", () => p.contentPage.findUnique({ where: { translationKey_locale: { translationKey: page.translationKey, locale: page.locale } } }), { ...page, status: "PUBLISHED" as const }, {
        create: (d) => p.contentPage.create({ data: d }),
        update: (id, d) => p.contentPage.update({ where: { id }, data: d }),
      });
    }
  }
}

export type SeedOptions = {
  /** Demo data too: accounts, the demo team, gift cards, the demo coupon, content. Never in production by default (prisma/seed/mode.ts). */
  demo?: boolean;
  log?: (line: string) => void;
};

/** Seeds `prisma` (an already migrated database). Returns what was created/updated per model. */
export async function runSeed(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedReport> {
  const seeder = new Seeder(prisma, options.log ?? (() => {}));
  await seeder.parameters();
  await seeder.catalogue();
  if (options.demo) {
    const users = await seeder.demoAccounts();
    await seeder.demoOrganization(users);
    await seedGiftCards(seeder, users);
    await seeder.demoCoupons();
    await seeder.content();
  }
  return seeder.report;
}

export { DEMO_ACCOUNTS, DEMO_COUPON, demoAccount };
