import { forbidden } from "next/navigation";

// Rendered per request, like every page outside "(marketing)" (proxy.ts gives it a nonce-only CSP).
export const dynamic = "force-dynamic";

// The proxy rewrites a signed-in request without the route's role here, so the 403 page renders with its status.
export default function ForbiddenPage() {
  forbidden();
}
