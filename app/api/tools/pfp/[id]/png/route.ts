// One profile picture from the visitor's cut-out, its options in the address (lib/tools/pfp/contract.ts).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { pfpQuerySchema } from "@/lib/tools/pfp/contract";
import { handlePfpPng, PFP_NAMESPACE } from "@/lib/tools/pfp/http";

export const dynamic = "force-dynamic";

export const GET = route(
  { caller: "public", namespace: PFP_NAMESPACE, params: z.object({ id: z.string().min(1).max(64) }), query: pfpQuerySchema },
  ({ request, db, params, query }) => handlePfpPng(request, { db, storage: getStorage(), id: params.id, query }),
);
