// GET /api/reference/standalone.js: Scalar's API reference bundle from our own origin (lib/api/reference.ts).
import { scalarBundleResponse } from "@/lib/api/reference";
import { route } from "@/lib/http/route";

export const runtime = "nodejs";

export const GET = route({ caller: "public", namespace: "TeamApi" }, () => scalarBundleResponse());
