// GET /api/backoffice/playground/{key}: a playground output (lib/backoffice/engine/playground.ts) for a
// platform admin. Everyone else, signed in or not, gets 404: the route does not admit it exists.
import { z } from "zod";
import { readPlaygroundOutput } from "@/lib/backoffice/engine/playground";
import { route } from "@/lib/http/route";
import { getStorage, InvalidKeyError } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { caller: { session: "optional" }, namespace: "BackofficeEngine", errors: { NOT_FOUND: 404 }, params: z.object({ key: z.array(z.string()).min(1) }) },
  async ({ principal, params, refuse }) => {
    if (principal?.role !== "admin") refuse("NOT_FOUND");
    const key = ["playground", ...params.key].join("/");
    let file: Awaited<ReturnType<typeof readPlaygroundOutput>>;
    try {
      file = await readPlaygroundOutput(getStorage(), key);
    } catch (error) {
      if (error instanceof InvalidKeyError) refuse("NOT_FOUND");
      throw error;
    }
    if (!file) return refuse("NOT_FOUND");
    return new Response(new Uint8Array(file.bytes), {
      headers: { "Content-Type": file.contentType, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; sandbox" },
    });
  },
);
