import { publicAccount } from "@/lib/account/header";
import { viewAsBanner } from "@/lib/backoffice/view-as/banner";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Who the cached public pages' islands greet (components/marketing/account-client.ts asks once per
 * page view): the signed-in person's email, team side and where buying leads them, and whom an admin
 * is viewing the app as (the public pages show the view-as banner from this), or null. Never cached,
 * never shared.
 */
export const GET = route({ caller: "public", namespace: "Api" }, async () => {
  const [account, viewAs] = await Promise.all([publicAccount(), viewAsBanner()]);
  return Response.json({ account: account && { ...account, viewingAs: viewAs?.email ?? null } }, { headers: { "Cache-Control": "private, no-store" } });
});
