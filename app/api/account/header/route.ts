import { publicAccount } from "@/lib/account/header";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Who the cached public pages' islands greet (components/marketing/account-client.ts asks once per
 * page view): the signed-in person's email, team side and where buying leads them, or null. Never
 * cached, never shared.
 */
export const GET = route({ caller: "public", namespace: "Api" }, async () => {
  const account = await publicAccount();
  return Response.json({ account }, { headers: { "Cache-Control": "private, no-store" } });
});
