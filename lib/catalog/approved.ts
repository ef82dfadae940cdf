// The looks an organisation offers its members: only what its team lead picked, per gender. A style is
// on offer to a person of a gender when
//   - its backdrop is approved for that gender or for everyone (OrganizationApprovedBackdrop, UNISEX), and
//   - when the engine dresses people (style mode "outfits", ./mode.ts), its outfit is approved for that
//     gender (OrganizationApprovedOutfit; an outfit approved for UNISEX counts for everyone) and the
//     style is made for that gender (or for everyone), and
//   - when the organisation also approved whole styles (OrganizationApprovedStyle), it is one of them.
// An organisation that approved nothing offers nothing (never "everything"). A person whose gender is
// not known yet is offered what is approved for any gender. Catalogue code: it reads the approvals by
// organisation id and knows nothing of teams (lib/teams is never imported here).
import "server-only";
import type { Gender, Prisma, PrismaClient } from "@/lib/db";
import type { StyleMode } from "./looks";
import { activeStyleMode } from "./mode";

type Reader = PrismaClient | Prisma.TransactionClient;

/** The approval genders that count for a person: theirs and UNISEX; every one when it is not known. */
export function approvalGenders(person: Gender | null | undefined): Gender[] {
  if (person === "FEMALE") return ["FEMALE", "UNISEX"];
  if (person === "MALE") return ["MALE", "UNISEX"];
  return ["FEMALE", "MALE", "UNISEX"];
}

/**
 * The Prisma filter of the styles `organizationId` offers a person of `person` (active styles on active
 * backdrops and outfits). `mode` is the active engine's unless given.
 */
export async function approvedStyleWhere(db: Reader, organizationId: string, person: Gender | null | undefined, mode?: StyleMode): Promise<Prisma.StyleWhereInput> {
  const m = mode ?? (await activeStyleMode(db as PrismaClient));
  const genders = approvalGenders(person);
  const hasStyleList = (await db.organizationApprovedStyle.count({ where: { organizationId } })) > 0;
  return {
    active: true,
    // With outfits a style dresses someone of its gender: a person is offered theirs and unisex ones.
    ...(m === "outfits" ? { gender: { in: genders } } : {}),
    backdrop: { active: true, organizationUsage: { some: { organizationId, gender: { in: genders } } } },
    outfit: m === "outfits" ? { active: true, organizationUsage: { some: { organizationId, gender: { in: genders } } } } : { active: true },
    ...(hasStyleList ? { organizationUsage: { some: { organizationId } } } : {}),
  };
}

/** The ids of the styles `organizationId` offers a person of `person`, in catalogue order. */
export async function approvedStyleIds(db: Reader, organizationId: string, person: Gender | null | undefined, mode?: StyleMode): Promise<string[]> {
  const rows = await db.style.findMany({
    where: await approvedStyleWhere(db, organizationId, person, mode),
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
