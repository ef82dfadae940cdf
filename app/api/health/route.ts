import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Liveness plus a database round trip; 503 while the database cannot answer. */
export const GET = route({ caller: "public", namespace: "Api" }, async ({ db }) => {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return Response.json({ status: "ok", dbMs: Math.round(performance.now() - started) });
  } catch (e) {
    console.error("[health]", e);
    return Response.json({ status: "unavailable" }, { status: 503 });
  }
});
