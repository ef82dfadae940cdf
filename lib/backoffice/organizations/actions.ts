"use server";
// The back office's organisation actions (/admin/organization?id=…): each calls the domain function
// that owns the rule (lib/teams/credits.ts, settings.ts, ownership.ts, results/review.ts) with the admin
// as actor; each change and its audit row commit together.
import "server-only";
import { adminAction } from "@/lib/backoffice/action";
import { BackofficeError } from "@/lib/backoffice/errors";
import { env } from "@/lib/env";
import { transferOwnership } from "@/lib/teams/ownership";
import { approveShootReview } from "@/lib/teams/results/review";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { adjustOrganizationCredits } from "./credits";
import { adjustCreditsForm, approveReviewForm, featureForm, transferOwnershipForm } from "./schemas";

const NS = "BackofficeOrganizations";

/** ± whole credits with a reason; the form's one-time token books it once however often it is sent. */
export const adjustOrganizationCreditsAction = adminAction(adjustCreditsForm, async (input, { actorId, db }) => {
  const outcome = await adjustOrganizationCredits(db, { organizationId: input.organizationId, delta: input.delta, reason: input.reason, actorId, token: input.token });
  if (outcome.status === "not-found") throw new BackofficeError(NS, "NOT_FOUND");
  if (outcome.status === "below-held") return { fieldErrors: { delta: "belowHeld" } };
  return { ok: true };
});

/** One feature switch of an organisation, through setOrganizationFeature (its audit row included). */
export const setOrganizationFeatureAction = adminAction(featureForm, async (input, { actorId, db }) => {
  const exists = await db.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
  if (!exists) throw new BackofficeError(NS, "NOT_FOUND");
  await setOrganizationFeature(db, { organizationId: input.organizationId, feature: input.feature, enabled: input.enabled, actorId });
  return { ok: true };
});

const TRANSFER_FIELD_ERRORS = { NOT_A_MEMBER: "notAMember", MEMBER_REMOVED: "memberRemoved", NOT_JOINED: "notJoined", ALREADY_OWNER: "alreadyOwner" } as const;

/** Another joined member becomes the owner; the old owner a lead. */
export const transferOwnershipAction = adminAction(transferOwnershipForm, async (input, { actorId, db }) => {
  const outcome = await transferOwnership(db, { organizationId: input.organizationId, membershipId: input.membershipId, actorId });
  if (outcome.ok) return { ok: true };
  if (outcome.refusal === "NOT_FOUND") throw new BackofficeError(NS, "NOT_FOUND");
  if (outcome.refusal === "DELETED") throw new BackofficeError(NS, "WRONG_STATE");
  return { fieldErrors: { membershipId: TRANSFER_FIELD_ERRORS[outcome.refusal] } };
});

/**
 * Releases a team shoot held for manual review (its results shown, its "results ready" emails sent).
 * Exported for every back-office screen that lists held shoots (the organisation, a model's page).
 */
export const approveShootReviewAction = adminAction(approveReviewForm, async (input, { actorId, db }) => {
  const outcome = await approveShootReview(db, { shootId: input.shootId, actorId, appUrl: env.APP_URL });
  if (outcome.status === "not-found") throw new BackofficeError(NS, "NOT_FOUND");
  if (outcome.status === "not-held") throw new BackofficeError(NS, "WRONG_STATE");
  return { ok: true };
});
