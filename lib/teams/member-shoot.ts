// A member's shoot: the same Shoot as an individual's (lib/shoots runs its upload flow, engine, waiting
// screen and gallery), tied to the organisation and the membership, on the Starter package (1 credit =
// one member shoot). It is made when the person joins (or when a lead adds a managed member, who is then
// `managedById` the lead) and starts in ONBOARDING; the credit is taken when it is submitted
// (lib/shoots/submit.ts → lib/teams/credits.ts deductCreditForShoot). A new one is the organisation's
// webhook event model.created (lib/webhooks/outbox.ts).
import "server-only";
import { createTranslator } from "use-intl/core";
import type { Prisma } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { recordShootEvent } from "@/lib/webhooks/outbox";
import { TEAM_SHOOT_PACKAGE } from "./organization";

type Tx = Prisma.TransactionClient;

/**
 * The membership's shoot in ONBOARDING: its open one if it has one, else a new one titled with the
 * organisation's name in the person's language. Idempotent (a second join, a double click).
 */
export async function openMemberShoot(
  tx: Tx,
  input: {
    organizationId: string; membershipId: string; userId: string; managedById?: string | null; locale?: string | null; reason: string;
    /** A further shoot after a finished one (the automatic re-invite): only a shoot not finished yet counts as open. */
    again?: boolean;
  },
): Promise<{ id: string; created: boolean }> {
  const open = await tx.shoot.findFirst({
    where: { membershipId: input.membershipId, state: { notIn: input.again ? ["DELETED", "ACTIVE", "FAILED"] : ["DELETED"] }, deletedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (open) return { id: open.id, created: false };
  const [pkg, org] = await Promise.all([
    tx.package.findUnique({ where: { slug: TEAM_SHOOT_PACKAGE }, select: { id: true } }),
    tx.organization.findUniqueOrThrow({ where: { id: input.organizationId }, select: { name: true } }),
  ]);
  if (!pkg) throw new Error(`the team package "${TEAM_SHOOT_PACKAGE}" is not in the catalogue`);
  const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "TeamLead" });
  const now = new Date();
  const shoot = await tx.shoot.create({
    data: {
      userId: input.userId, organizationId: input.organizationId, membershipId: input.membershipId, packageId: pkg.id,
      managedById: input.managedById ?? null, title: t("shootTitle" as never, { organization: org.name } as never), state: "ONBOARDING",
      stateChanges: { create: { from: null, to: "ONBOARDING", at: now, reason: input.reason } },
    },
    select: { id: true },
  });
  await recordShootEvent(tx, shoot.id, "model.created");
  return { id: shoot.id, created: true };
}
