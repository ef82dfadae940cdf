import { forbidden } from "next/navigation";

// The proxy rewrites a signed-in request without the route's role here, so the 403 page renders with its status.
export default function ForbiddenPage() {
  forbidden();
}
