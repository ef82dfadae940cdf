"use server";
// Revoking an organisation's API key from the back office: the team's own rule (lib/api/manage.ts,
// which writes `api-key.revoke`), with the admin as actor.
import "server-only";
import { z } from "zod";
import { revokeApiKey } from "@/lib/api/manage";
import { adminAction } from "@/lib/backoffice/action";
import { BackofficeError } from "@/lib/backoffice/errors";
import { TeamError } from "@/lib/teams/errors";

export const revokeApiKeyAction = adminAction(z.object({ keyId: z.string().min(1).max(100) }), async ({ keyId }, { actorId, db }) => {
  const key = await db.apiKey.findUnique({ where: { id: keyId }, select: { organizationId: true } });
  if (!key) throw new BackofficeError("BackofficeSupport", "NOT_FOUND");
  try {
    await revokeApiKey(db, { organizationId: key.organizationId, actorId, keyId });
  } catch (error) {
    if (error instanceof TeamError && (error.code === "NOT_FOUND" || error.code === "WRONG_STATE")) throw new BackofficeError("BackofficeSupport", error.code);
    throw error;
  }
  return { ok: true };
});
