// The structured data of rendered HTML: every <script type="application/ld+json">, parsed, arrays flattened.
export type JsonLdNode = { "@type": string } & Record<string, unknown>;

export function jsonLdOf(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!) as JsonLdNode | JsonLdNode[]].flat());
}

/** The @type of each node, in order. */
export function jsonLdTypes(html: string): string[] {
  return jsonLdOf(html).map((n) => n["@type"]);
}

/** The names of a BreadcrumbList's crumbs, in order. */
export function breadcrumbNames(html: string): string[] {
  const list = jsonLdOf(html).find((n) => n["@type"] === "BreadcrumbList") as { itemListElement?: { name: string }[] } | undefined;
  return (list?.itemListElement ?? []).map((i) => i.name);
}
