import { headerAccount } from "@/lib/account/header";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Who the cached public pages' header greets (components/marketing/AccountNav.tsx asks once per page
 * view): the signed-in person's email and team side, or null. Never cached, never shared.
 */
export const GET = route({ caller: "public", namespace: "Api" }, async () => {
  const account = await headerAccount();
  return Response.json({ account }, { headers: { "Cache-Control": "private, no-store" } });
});
