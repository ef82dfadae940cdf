// The JSON-LD each builder makes, parsed back from what <JsonLd> renders: the type and the properties
// Google's rich results require for it, absolute addresses, and no way out of the script element.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/seo/JsonLd";
import { aggregateRating, articleJsonLd, breadcrumbJsonLd, faqJsonLd, organizationJsonLd, packagesJsonLd, serializeJsonLd, type PackageForSale } from "./structured-data";

const BASE = "https://lumen.example";

type Node = Record<string, unknown>;

/** What a crawler reads: the script elements' text, parsed. */
function scripts(element: React.ReactElement | null): unknown[] {
  const html = renderToStaticMarkup(element ?? <></>);
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function one(data: object): Node {
  const [parsed] = scripts(<JsonLd data={data} />);
  return parsed as Node;
}

describe("Organization", () => {
  it("names the company with its address and logo", () => {
    const org = one(organizationJsonLd({ baseUrl: `${BASE}/`, description: "Headshots" }));
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("Organization");
    expect(org.name).toBe("Lumen");
    expect(org.url).toBe(`${BASE}/`);
    expect(org.logo).toBe(`${BASE}/icon.svg`);
  });
});

describe("Product", () => {
  const packages: PackageForSale[] = [
    { slug: "starter", name: "Starter", description: "40 headshots", prices: { USD: 2900, EUR: 2750 } },
    { slug: "executive", name: "Executive", description: "200 headshots", prices: { USD: 5950 } },
  ];

  it("is one product per package with an offer per currency: price, currency, availability, address", () => {
    const products = scripts(<JsonLd data={packagesJsonLd({ baseUrl: BASE, locale: "de", packages })} />)[0] as Node[];
    expect(products).toHaveLength(2);
    const [starter, executive] = products as [Node, Node];
    expect(starter["@type"]).toBe("Product");
    expect(starter.name).toBe("Lumen Starter");
    expect(starter.description).toBe("40 headshots");
    const offers = starter.offers as Node[];
    expect(offers).toEqual([
      { "@type": "Offer", price: "29.00", priceCurrency: "USD", availability: "https://schema.org/InStock", url: `${BASE}/de/pricing` },
      { "@type": "Offer", price: "27.50", priceCurrency: "EUR", availability: "https://schema.org/InStock", url: `${BASE}/de/pricing` },
    ]);
    expect((executive.offers as Node[])[0]!.price).toBe("59.50");
    // No reviews: no rating at all (a rating of nothing is an error in Google's eyes).
    expect(starter.aggregateRating).toBeUndefined();
  });

  it("carries the rating when there are reviews", () => {
    const [product] = packagesJsonLd({ baseUrl: BASE, locale: "en", packages, rating: { average: 4.666, count: 12 } });
    expect(product!.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(aggregateRating({ average: 0, count: 0 })).toBeUndefined();
    expect(aggregateRating(null)).toBeUndefined();
  });
});

describe("Article", () => {
  it("has headline, dates, author, image, language and the page it is about", () => {
    const article = one(
      articleJsonLd({
        baseUrl: BASE, locale: "es", path: "/blog/selfies", headline: "Selfies para retratos", description: "Consejos",
        publishedAt: new Date("2026-03-01T10:00:00Z"), updatedAt: new Date("2026-03-05T10:00:00Z"),
        authorName: "Equipo de Lumen", authorPath: "/author/equipo-de-lumen", image: "/api/og/es/blog/selfies",
      }),
    );
    expect(article["@type"]).toBe("Article");
    expect(article.headline).toBe("Selfies para retratos");
    expect(article.datePublished).toBe("2026-03-01T10:00:00.000Z");
    expect(article.dateModified).toBe("2026-03-05T10:00:00.000Z");
    expect(article.author).toEqual({ "@type": "Person", name: "Equipo de Lumen", url: `${BASE}/es/author/equipo-de-lumen` });
    expect(article.image).toEqual([`${BASE}/api/og/es/blog/selfies`]);
    expect(article.inLanguage).toBe("es-ES");
    expect(article.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": `${BASE}/es/blog/selfies` });
  });

  it("never dates the change before the publication, and keeps a headline within 110 characters", () => {
    const article = articleJsonLd({
      baseUrl: BASE, locale: "en", path: "/blog/x", headline: "x".repeat(200),
      publishedAt: new Date("2026-03-05T00:00:00Z"), updatedAt: new Date("2026-03-01T00:00:00Z"), authorName: "Lumen Team", image: "https://cdn.example/c.jpg",
    });
    expect(article.dateModified).toBe("2026-03-05T00:00:00.000Z");
    expect((article.headline as string).length).toBe(110);
    expect(article.image).toEqual(["https://cdn.example/c.jpg"]);
  });
});

describe("FAQPage", () => {
  it("makes each question a Question with its accepted Answer", () => {
    const faq = one(faqJsonLd([{ question: "How long?", answer: "About an hour." }, { question: " ", answer: "skipped" }])!);
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "About an hour." } }]);
    expect(faqJsonLd([])).toBeNull();
  });
});

describe("BreadcrumbList", () => {
  it("lists home and each named segment with position, name and absolute address", () => {
    const list = one(breadcrumbJsonLd({ baseUrl: BASE, locale: "de", path: "/legal/terms", homeName: "Startseite", names: { "/legal": "Rechtliches", "/legal/terms": "AGB" } }));
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Startseite", item: `${BASE}/de` },
      { "@type": "ListItem", position: 2, name: "Rechtliches", item: `${BASE}/de/legal` },
      { "@type": "ListItem", position: 3, name: "AGB", item: `${BASE}/de/legal/terms` },
    ]);
  });

  it("skips a segment that has no page of its own", () => {
    const list = breadcrumbJsonLd({ baseUrl: BASE, locale: "en", path: "/lp/v2", homeName: "Home", names: { "/lp/v2": "Offer" } });
    expect((list.itemListElement as unknown as Node[]).map((i) => i.item)).toEqual([`${BASE}/`, `${BASE}/lp/v2`]);
  });
});

describe("serialisation", () => {
  it("cannot be broken out of: </script> and <!-- in content stay inside the JSON", () => {
    const hostile = faqJsonLd([{ question: "</script><script>alert(1)</script>", answer: "<!-- & \u2028" }])!;
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("<script>alert");
    // …and reads back exactly.
    expect(scripts(<JsonLd data={hostile} />)[0]).toEqual(hostile);
    expect(serializeJsonLd({ a: "<" })).toBe('{"a":"\\u003c"}');
  });

  it("renders nothing for no data", () => {
    expect(renderToStaticMarkup(<JsonLd data={null} />)).toBe("");
    expect(renderToStaticMarkup(<JsonLd data={[]} />)).toBe("");
  });
});
