"use server";

// The API page's forms (/app/admin/api): make a key (its secret comes back once, in `detail`) and
// revoke one. Team leads only (action role "lead", then requireTeam with "api.manage" inside their
// own organisation: another organisation's key is NOT_FOUND).
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { requireTeam } from "@/lib/teams/organization";
import { API_SCOPES } from "./keys";
import { createApiKey, revokeApiKey } from "./manage";

const scopesField = z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(z.enum(API_SCOPES)).min(1, "scopesRequired"));

export const createApiKeyAction = action(
  z.object({ name: z.string().trim().min(1, "nameRequired").max(80, "tooLong"), scopes: scopesField }),
  async (input, { principal }) => {
    const db = await prisma();
    const team = await requireTeam(db, principal.userId, "api.manage");
    const key = await createApiKey(db, { organizationId: team.organizationId, actorId: principal.userId, name: input.name, scopes: input.scopes });
    return { ok: true, detail: key.secret };
  },
  { role: "lead" },
);

export const revokeApiKeyAction = action(
  z.object({ keyId: z.string().trim().min(1).max(64) }),
  async (input, { principal }) => {
    const db = await prisma();
    const team = await requireTeam(db, principal.userId, "api.manage");
    await revokeApiKey(db, { organizationId: team.organizationId, actorId: principal.userId, keyId: input.keyId });
  },
  { role: "lead" },
);
