// The back office's API keys list (every organisation's): its URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const API_KEY_STATUSES = ["live", "revoked"] as const;

export const apiKeysQuery = listQuery({
  sort: ["createdAt", "lastUsedAt", "name"],
  defaultSort: "-createdAt",
  filters: { status: z.enum(API_KEY_STATUSES).optional() },
});

export type ApiKeysQuery = ReturnType<typeof apiKeysQuery.parse>;
