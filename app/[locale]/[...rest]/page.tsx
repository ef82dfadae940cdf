import { notFound } from "next/navigation";

// Rendered per request, like every page outside "(marketing)" (proxy.ts gives it a nonce-only CSP).
export const dynamic = "force-dynamic";

// Every path without a page: the localised 404 ('This page could not be found').
export default function CatchAll() {
  notFound();
}
