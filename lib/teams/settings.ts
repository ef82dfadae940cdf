// An organisation's settings (Organization.settings, one JSON column), read and written only here.
// Every group has a zod schema with defaults, so a missing or malformed stored value reads as its
// default and never breaks a page. Writes merge one group at a time inside a transaction that locks
// the organisation's row, so two leads saving different tabs at once both keep their change.
//
// Groups and who sets them:
// - consistency:   team leads (/app/admin/style, /app/admin/combos)
// - headshots:     team leads (/app/admin/settings, headshots tab)
// - notifications: team leads (/app/admin/notifications)
// - features:      platform admins only (the back office's organisation switches); never a team lead
// Internal bookkeeping (lowCreditsNotified, setupInvites) lives beside them and is kept by every write.
import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import type { Prisma, PrismaClient } from "@/lib/db";

type Tx = Prisma.TransactionClient;
type Reader = Pick<PrismaClient | Tx, "organization">;

export const consistencySettings = z.object({
  /** Each of a member's 4 backdrop slots uses a different backdrop (offered only with >= 4 approved). */
  forceBackdropVariety: z.boolean().catch(false).default(false),
  /**
   * The same, per sub-team with a backdrop pool of its own (team id → on); a team that inherits the
   * organisation's backdrops inherits forceBackdropVariety too (lib/teams/consistency.ts).
   */
  teamVariety: z.record(z.string(), z.boolean()).catch({}).default({}),
  /** Members get the organisation's fixed combos and no choice (needs at least one combo). */
  combosEnabled: z.boolean().catch(false).default(false),
});

export const headshotSettings = z.object({
  /** Members do not see the editor (/studio) for their team shoot. */
  hideEditor: z.boolean().catch(false).default(false),
  /** Members must upload full-body photos as well. */
  requireFullBody: z.boolean().catch(false).default(false),
  /** Invite every finished member again after this many months (1-60); null = never. */
  reinviteMonths: z.number().int().min(1).max(60).nullable().catch(null).default(null),
});

export const notificationSettings = z.object({
  lowCredits: z.boolean().catch(true).default(true),
  resultsReady: z.boolean().catch(true).default(true),
  favoriteSelected: z.boolean().catch(false).default(false),
  /** Remind members who have not finished after this many days (1-60); null = off. */
  remindAfterDays: z.number().int().min(1).max(60).nullable().catch(3).default(3),
  /** At most this many automatic reminders per member (1-10). */
  remindMaxTimes: z.number().int().min(1).max(10).catch(2).default(2),
});

/** Switched by platform admins per organisation (market-behaviour F). */
export const featureSettings = z.object({
  bulkUpload: z.boolean().catch(false).default(false),
  api: z.boolean().catch(true).default(true),
  /** Pay-by-invoice: credits are granted when the invoice is issued (true) or when it is marked paid (false). */
  invoiceCreditsBeforePayment: z.boolean().catch(false).default(false),
  /** Manual review of results: a finished team shoot's headshots wait for a platform admin's approval before the member and leads see them. */
  manualReview: z.boolean().catch(false).default(false),
});

const GROUPS = {
  consistency: consistencySettings,
  headshots: headshotSettings,
  notifications: notificationSettings,
  features: featureSettings,
} as const;

export type SettingsGroup = keyof typeof GROUPS;
export type OrganizationSettings = { [G in SettingsGroup]: z.output<(typeof GROUPS)[G]> };

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Every group of a stored settings value, defaults filled in (never throws). */
export function parseSettings(stored: unknown): OrganizationSettings {
  const raw = objectOf(stored);
  const out = {} as Record<SettingsGroup, unknown>;
  for (const [group, schema] of Object.entries(GROUPS) as [SettingsGroup, z.ZodType][]) {
    const parsed = schema.safeParse(objectOf(raw[group]));
    out[group] = parsed.success ? parsed.data : schema.parse({});
  }
  return out as OrganizationSettings;
}

/** An organisation's settings (defaults when it has none or does not exist). */
export async function organizationSettings(db: Reader, organizationId: string): Promise<OrganizationSettings> {
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { settings: true } });
  return parseSettings(org?.settings);
}

/**
 * Merges `patch` into one group, inside `tx`, after locking the organisation's row (FOR UPDATE), so
 * concurrent writes to other groups or bookkeeping keys are kept. Returns the group as saved.
 */
export async function updateSettings<G extends SettingsGroup>(tx: Tx, organizationId: string, group: G, patch: Partial<OrganizationSettings[G]>): Promise<OrganizationSettings[G]> {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
  const org = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { settings: true } });
  const raw = objectOf(org.settings);
  const current = parseSettings(raw)[group];
  const next = GROUPS[group].parse({ ...current, ...patch }) as OrganizationSettings[G];
  await tx.organization.update({ where: { id: organizationId }, data: { settings: { ...raw, [group]: next } as Prisma.InputJsonObject } });
  return next;
}

export type OrganizationFeature = keyof OrganizationSettings["features"];

/**
 * A platform admin switches one of an organisation's features (bulk upload, the API, credits before an
 * invoice is paid, manual review of results): the change and an audit row (before and after) in one transaction. The back
 * office's organisation screen calls this; so do the demo seed and the tests. `actorId` null = the system.
 */
export async function setOrganizationFeature(db: Pick<PrismaClient, "$transaction">, input: { organizationId: string; feature: OrganizationFeature; enabled: boolean; actorId: string | null }): Promise<OrganizationSettings["features"]> {
  return db.$transaction(async (tx) => {
    // The row lock first (updateSettings takes it again): "before" is what this change replaces, also when
    // two admins switch the feature at once.
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${input.organizationId} FOR UPDATE`;
    const before = (await organizationSettings(tx, input.organizationId)).features;
    const after = await updateSettings(tx, input.organizationId, "features", { [input.feature]: input.enabled });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "organization.feature.update",
      target: ["Organization", input.organizationId],
      before: { [input.feature]: before[input.feature] },
      after: { [input.feature]: after[input.feature] },
      data: { feature: input.feature },
    });
    return after;
  });
}
