// The team wizard (/app/admin/team/new/<step>): each step is saved on the server as it is completed,
// and its name added to Organization.setupSteps, so leaving and coming back resumes at the first step
// not done (lib/teams/setup-steps.ts). The company details create the organisation with its creator as
// owner (a JOINED OWNER membership: one organisation per person); the payment step's fulfilment
// (lib/payments/deliver-credits.ts) finishes the wizard (setupCompletedAt) and opens the team lead area.
import "server-only";
import { forgetSessions } from "@/lib/auth/principal-cache";
import { currencyFor } from "@/lib/catalog/packages";
import type { Gender, Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import type { FileStorage } from "@/lib/storage/types";
import { teamOf } from "./organization";
import { applyLogoUpload } from "./logo";
import { SetupError } from "./setup-errors";
import { MAX_SETUP_INVITES, parseInviteEmails, type CompanyDetails } from "./setup-schemas";
import { mayOpenStep, resumeStep, setupStepPath, type SetupStep } from "./setup-steps";

type Tx = Prisma.TransactionClient;
type Db = PrismaClient | Tx;

const ORG_FIELDS = {
  id: true, name: true, slug: true, website: true, teamSize: true, address: true, city: true, postalCode: true, country: true,
  billingEmail: true, vatId: true, logoKey: true, brandColors: true, setupSteps: true, setupCompletedAt: true, settings: true,
} satisfies Prisma.OrganizationSelect;

export type SetupOrganization = Prisma.OrganizationGetPayload<{ select: typeof ORG_FIELDS }>;

/** Where a person stands with the wizard. */
export type SetupStanding =
  /** May go on: no organisation yet (`organization` null), or their own one in the making. */
  | { kind: "open"; organization: SetupOrganization | null }
  /** Owns a team whose wizard is finished: its area is at /app/admin/members. */
  | { kind: "finished" }
  /** Belongs to another organisation (a lead or member there), or holds an invitation to one. */
  | { kind: "elsewhere"; code: "ALREADY_IN_TEAM" | "INVITED_ELSEWHERE"; organization: string };

/** The person's standing: their own unfinished organisation, a finished one, or another one they belong to. */
export async function setupStanding(db: Db, userId: string): Promise<SetupStanding> {
  const team = await teamOf(db, userId);
  if (team?.role === "owner") {
    if (team.setupComplete) return { kind: "finished" };
    return { kind: "open", organization: await db.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: ORG_FIELDS }) };
  }
  if (team) return { kind: "elsewhere", code: "ALREADY_IN_TEAM", organization: team.name };
  const invited = await db.membership.findFirst({
    where: { userId, status: "INVITED", organization: { deletedAt: null } },
    select: { organization: { select: { name: true } } },
  });
  if (invited) return { kind: "elsewhere", code: "INVITED_ELSEWHERE", organization: invited.organization.name };
  return { kind: "open", organization: null };
}

/** The steps the organisation has saved (null before it exists). */
export const savedSteps = (organization: SetupOrganization | null): string[] | null => organization?.setupSteps ?? null;

export type SetupGate =
  | { kind: "open"; organization: SetupOrganization | null; done: string[] | null }
  | { kind: "redirect"; to: string }
  | { kind: "refused"; code: "ALREADY_IN_TEAM" | "INVITED_ELSEWHERE"; organization: string };

/**
 * What a step page does for this person: show the step, send them on (a finished team's owner to its
 * members page; someone skipping ahead to the first step not done), or say why they cannot start one.
 * `step` null is /app/admin/team/new itself, which always resumes.
 */
export async function setupGate(db: PrismaClient, userId: string, step: SetupStep | null): Promise<SetupGate> {
  const standing = await setupStanding(db, userId);
  if (standing.kind === "finished") return { kind: "redirect", to: "/app/admin/members" };
  if (standing.kind === "elsewhere") return { kind: "refused", code: standing.code, organization: standing.organization };
  const done = savedSteps(standing.organization);
  if (step === null || !mayOpenStep(step, done)) return { kind: "redirect", to: setupStepPath(resumeStep(done)) };
  return { kind: "open", organization: standing.organization, done };
}

/** The person's organisation in the making, for a step after the company details; refusals say why not. */
async function ownSetup(db: Db, userId: string, step: SetupStep): Promise<SetupOrganization> {
  const standing = await setupStanding(db, userId);
  if (standing.kind === "finished") throw new SetupError("SETUP_FINISHED");
  if (standing.kind === "elsewhere") throw new SetupError(standing.code, { organization: standing.organization });
  if (!standing.organization) throw new SetupError("NOT_STARTED");
  if (!mayOpenStep(step, standing.organization.setupSteps)) throw new SetupError("STEP_LOCKED");
  return standing.organization;
}

/** Adds `steps` to the organisation's saved steps (each once). */
async function markDone(tx: Tx, organizationId: string, ...steps: SetupStep[]): Promise<void> {
  for (const step of steps) {
    await tx.$executeRaw`UPDATE "Organization" SET "setupSteps" = array_append("setupSteps", ${step}), "updatedAt" = now()
      WHERE "id" = ${organizationId} AND NOT (${step} = ANY("setupSteps"))`;
  }
}

/** "Acme GmbH & Co. KG" → "acme-gmbh-co-kg" (ASCII, at most 48 characters; "team" when nothing is left). */
export function slugify(name: string): string {
  const slug = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 48).replace(/-+$/, "");
  return slug || "team";
}

/** The name's slug, or with -2, -3 … when taken (a random tail after 20 tries). */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set((await tx.organization.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((o) => o.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; n <= 20; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The company details step: creates the organisation (owner = the person, a JOINED OWNER membership,
 * intro and company-details done) or updates the one in the making. Refused for someone who belongs to
 * (or is invited to) another organisation, and once the wizard is finished.
 */
export async function saveCompanyDetails(db: PrismaClient, input: { userId: string; locale: Locale; details: CompanyDetails }): Promise<{ organizationId: string; created: boolean }> {
  const { userId, details } = input;
  const fields = {
    name: details.name, website: details.website, teamSize: details.teamSize, address: details.address, city: details.city,
    postalCode: details.postalCode, country: details.country, billingEmail: details.billingEmail, vatId: details.vatId,
  };
  const run = () =>
    db.$transaction(async (tx) => {
      // One person's steps one after the other: two tabs submitting at once create one organisation.
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
      const standing = await setupStanding(tx, userId);
      if (standing.kind === "finished") throw new SetupError("SETUP_FINISHED");
      if (standing.kind === "elsewhere") throw new SetupError(standing.code, { organization: standing.organization });
      if (standing.organization) {
        await tx.organization.update({ where: { id: standing.organization.id }, data: fields });
        await markDone(tx, standing.organization.id, "intro", "company-details");
        return { organizationId: standing.organization.id, created: false };
      }
      const org = await tx.organization.create({
        data: { ...fields, slug: await freeSlug(tx, details.name), ownerId: userId, currency: currencyFor(input.locale), setupSteps: ["intro", "company-details"] },
      });
      await tx.membership.create({ data: { userId, organizationId: org.id, role: "OWNER", status: "JOINED", joinedAt: new Date() } });
      return { organizationId: org.id, created: true };
    });
  let out: { organizationId: string; created: boolean };
  try {
    out = await run();
  } catch (e) {
    // A slug taken by another team at the same moment: once more, with a fresh look at the slugs.
    if ((e as { code?: unknown }).code !== "P2002") throw e;
    try {
      out = await run();
    } catch (again) {
      // The one-organisation-per-person index: a membership appeared elsewhere meanwhile.
      if ((again as { code?: unknown }).code === "P2002") {
        const now = await setupStanding(db, userId);
        throw now.kind === "elsewhere" ? new SetupError(now.code, { organization: now.organization }) : again;
      }
      throw again;
    }
  }
  // The person is an owner now: the route guard must see it at once.
  if (out.created) forgetSessions(userId);
  return out;
}

/**
 * The branding step: the logo (optional; a new one replaces the old, `removeLogo` drops it) and 1–3
 * brand colours. The logo is checked and re-encoded before anything is written.
 */
export async function saveBranding(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; logo: Buffer | null; removeLogo: boolean; colors: string[] },
): Promise<void> {
  const org = await ownSetup(db, input.userId, "branding");
  const { logoKey } = await applyLogoUpload(storage, org.id, org.logoKey, input);
  await db.$transaction(async (tx) => {
    await tx.organization.update({ where: { id: org.id }, data: { logoKey, brandColors: input.colors } });
    await markDone(tx, org.id, "branding");
  });
}

/** The row gender of a choice offered to women, men, or both. */
function rowGender(female: boolean, male: boolean): Gender {
  return female && male ? "UNISEX" : female ? "FEMALE" : "MALE";
}

/**
 * The styles step: the backdrops offered to women and to men (a backdrop picked for both is one
 * UNISEX row). At least one. Replaces the earlier choice.
 */
export async function saveApprovedBackdrops(db: PrismaClient, input: { userId: string; female: string[]; male: string[] }): Promise<void> {
  const org = await ownSetup(db, input.userId, "select-style");
  const ids = [...new Set([...input.female, ...input.male])];
  if (ids.length === 0) throw new SetupError("NO_BACKDROP");
  const found = await db.backdrop.findMany({ where: { id: { in: ids }, active: true }, select: { id: true } });
  if (found.length !== ids.length) throw new SetupError("UNKNOWN_CHOICE");
  await db.$transaction(async (tx) => {
    await tx.organizationApprovedBackdrop.deleteMany({ where: { organizationId: org.id, teamId: null } });
    await tx.organizationApprovedBackdrop.createMany({
      data: ids.map((backdropId) => ({ organizationId: org.id, backdropId, gender: rowGender(input.female.includes(backdropId), input.male.includes(backdropId)) })),
    });
    await markDone(tx, org.id, "select-style");
  });
}

/**
 * The clothing step: the outfits offered to women (outfits made for women or for everyone) and to men
 * (for men or everyone); at least one each. An outfit picked for both is one UNISEX row. Replaces the
 * earlier choice.
 */
export async function saveApprovedOutfits(db: PrismaClient, input: { userId: string; female: string[]; male: string[] }): Promise<void> {
  const org = await ownSetup(db, input.userId, "select-clothing");
  const female = [...new Set(input.female)];
  const male = [...new Set(input.male)];
  if (female.length === 0) throw new SetupError("NO_OUTFIT_FEMALE");
  if (male.length === 0) throw new SetupError("NO_OUTFIT_MALE");
  const ids = [...new Set([...female, ...male])];
  const found = await db.outfit.findMany({ where: { id: { in: ids }, active: true }, select: { id: true, gender: true } });
  if (found.length !== ids.length) throw new SetupError("UNKNOWN_CHOICE");
  const genderOf = new Map(found.map((o) => [o.id, o.gender]));
  if (female.some((id) => genderOf.get(id) === "MALE") || male.some((id) => genderOf.get(id) === "FEMALE")) throw new SetupError("UNKNOWN_CHOICE");
  await db.$transaction(async (tx) => {
    await tx.organizationApprovedOutfit.deleteMany({ where: { organizationId: org.id, teamId: null } });
    await tx.organizationApprovedOutfit.createMany({
      data: ids.map((outfitId) => ({ organizationId: org.id, outfitId, gender: rowGender(female.includes(outfitId), male.includes(outfitId)) })),
    });
    await markDone(tx, org.id, "select-clothing");
  });
}

/** A short-lived address of the organisation's logo for the branding step, or null without one. */
export async function setupLogoUrl(storage: FileStorage, organization: Pick<SetupOrganization, "logoKey">): Promise<string | null> {
  return organization.logoKey ? storage.signedUrl(organization.logoKey, { expiresIn: 15 * 60 }) : null;
}

/**
 * What to invite once the wizard's payment is through (a fulfilment whose result names
 * `teamSetupFinished`): the emails the invite step kept, invited by the owner, in the language the
 * wizard was paid in; for lib/teams/invites.ts inviteByEmail(db, { organizationId, invitedById,
 * emails, teamId: null, locale }). Null when the organisation is gone or kept no emails.
 */
export async function setupInvitesToSend(db: Db, organizationId: string, locale: Locale): Promise<{ organizationId: string; invitedById: string; emails: string[]; teamId: null; locale: Locale } | null> {
  const org = await db.organization.findFirst({ where: { id: organizationId, deletedAt: null }, select: { ownerId: true, settings: true } });
  const emails = org ? setupInvites(org.settings) : [];
  return org && emails.length ? { organizationId, invitedById: org.ownerId, emails, teamId: null, locale } : null;
}

/** The emails the invite step kept for after the payment (Organization.settings.setupInvites). */
export function setupInvites(settings: unknown): string[] {
  const list = (settings as { setupInvites?: unknown } | null)?.setupInvites;
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === "string") : [];
}

/**
 * The invite step: the colleagues to invite once the credits are paid, comma or new-line separated,
 * kept in Organization.settings.setupInvites (lower-cased, each once, at most 500; the person's own
 * address left out). `skip` saves none. Nobody is invited here: the invites are sent after the payment.
 */
export async function saveSetupInvites(db: PrismaClient, input: { userId: string; emails: string; skip: boolean }): Promise<{ emails: string[] }> {
  const org = await ownSetup(db, input.userId, "invite-team");
  let emails: string[] = [];
  if (!input.skip) {
    const parsed = parseInviteEmails(input.emails);
    if (parsed.invalid.length) throw new SetupError("INVALID_EMAILS", { emails: parsed.invalid.slice(0, 5).join(", ") });
    const self = await db.user.findUnique({ where: { id: input.userId }, select: { email: true } });
    emails = parsed.emails.filter((e) => e !== self?.email.toLowerCase());
    if (emails.length > MAX_SETUP_INVITES) throw new SetupError("TOO_MANY_INVITES", { max: MAX_SETUP_INVITES });
  }
  await db.$transaction(async (tx) => {
    const fresh = await tx.organization.findUniqueOrThrow({ where: { id: org.id }, select: { settings: true } });
    const settings = { ...((fresh.settings ?? {}) as Prisma.JsonObject), setupInvites: emails };
    await tx.organization.update({ where: { id: org.id }, data: { settings } });
    await markDone(tx, org.id, "invite-team");
  });
  return { emails };
}
