import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";
import { route } from "@/lib/http/route";

// Auth.js answers its own endpoints (sign-in, callbacks, session, sign-out), refusals included.
export const GET = route({ caller: "public", namespace: "Auth" }, ({ request }) => handlers.GET(request as NextRequest));
export const POST = route({ caller: "public", namespace: "Auth" }, ({ request }) => handlers.POST(request as NextRequest));
