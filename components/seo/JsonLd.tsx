import { serializeJsonLd } from "@/lib/seo/structured-data";

/**
 * Structured data for search engines (lib/seo/structured-data.ts builders): one JSON-LD script,
 * serialised so content cannot break out of it. A list renders as one JSON-LD array. Server component.
 */
export function JsonLd({ data }: { data: object | readonly object[] | null | undefined }) {
  if (!data || (Array.isArray(data) && data.length === 0)) return null;
  // JSON-LD is data, not script: Content-Security-Policy does not apply to it, so it needs no nonce.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
