// GET /api/og/{locale}{path}: the Open Graph image of the public page at {path} in {locale} (1200 ×
// 630 PNG). The headline is the page's own (lib/seo/og.ts), never text from the address; anything that
// is not a public page is a 404. Cached by browsers and shared caches for a day.
import { ImageResponse } from "next/og";
import { z } from "zod";
import { OG_SIZE, OgImage } from "@/components/seo/OgImage";
import { route } from "@/lib/http/route";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { ogCard } from "@/lib/seo/og";
import { ogFonts } from "@/lib/seo/og-fonts";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const params = z.object({ locale: z.string(), path: z.array(z.string()).optional() });

// Drawing is the expensive part (tens to hundreds of ms of CPU): each picture is drawn once per card
// (the headline and texts the page has now) and kept, at most DRAWN_MAX of them, whatever query string
// a request carries. A changed title is a new card, so it is drawn again.
const DRAWN_MAX = 200;
const drawn = new Map<string, ArrayBuffer>();

const handle = route({ caller: "public", namespace: "Seo", errors: { NOT_FOUND: 404 }, params }, async ({ db, params, refuse }) => {
  const segments = params.path ?? [];
  // Our public addresses have at most two segments of at most a few dozen characters.
  if (!isLocale(params.locale) || segments.length > 4 || segments.some((s) => s.length > 200)) refuse("NOT_FOUND");
  const card = await ogCard(db, params.locale as Locale, `/${segments.join("/")}`);
  if (!card) refuse("NOT_FOUND");
  const key = `${params.locale}|${JSON.stringify(card)}`;
  let png = drawn.get(key);
  if (!png) {
    png = await new ImageResponse(<OgImage {...card!} />, { ...OG_SIZE, fonts: await ogFonts() }).arrayBuffer();
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, png);
  }
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": "public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800",
    },
  });
});

export const GET = handle;
