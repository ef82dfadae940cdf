// The organisation's logo and brand colours after the wizard (/app/admin/branding): the same checks as
// the wizard's branding step (lib/teams/logo.ts: the safe decoder, re-encoded WebP; 1-3 "#RRGGBB"),
// for a lead. The brand colours paint the engine's BRAND backdrop (lib/shoots/generate.ts passes them
// with each team shoot's styles) and the templates' "brand" background; a change puts every template's
// pictures out of date (their version goes up).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { FileStorage } from "@/lib/storage/types";
import { applyLogoUpload } from "../logo";
import { requireTeam } from "../organization";
import { brandingChanged } from "./templates";

export type OrganizationBranding = { organizationId: string; logoKey: string | null; brandColors: string[] };

export async function organizationBranding(db: PrismaClient, organizationId: string): Promise<OrganizationBranding> {
  const org = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { logoKey: true, brandColors: true } });
  return { organizationId, logoKey: org.logoKey, brandColors: org.brandColors };
}

/**
 * A lead replaces or removes the logo and sets the brand colours (already parsed: 1-3 "#RRGGBB").
 * FORBIDDEN for a member; the logo's own refusals (TeamSetup.errors: LOGO_TOO_LARGE, LOGO_UNSUPPORTED,
 * LOGO_CORRUPT, LOGO_TOO_MANY_PIXELS) before anything is written.
 */
export async function updateBranding(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; logo: Buffer | null; removeLogo: boolean; colors: string[] },
): Promise<OrganizationBranding> {
  const team = await requireTeam(db, input.userId, "organization.update");
  const before = await organizationBranding(db, team.organizationId);
  const { logoKey, stored } = await applyLogoUpload(storage, team.organizationId, before.logoKey, input);
  const changed = stored || logoKey !== before.logoKey || input.colors.join() !== before.brandColors.join();
  await db.$transaction(async (tx) => {
    await tx.organization.update({ where: { id: team.organizationId }, data: { logoKey, brandColors: input.colors } });
    if (changed) await brandingChanged(tx, team.organizationId);
  });
  return { organizationId: team.organizationId, logoKey, brandColors: input.colors };
}
