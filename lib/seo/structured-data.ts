// Schema.org structured data (JSON-LD) for the public pages, one typed builder per kind of page.
// Pages render the result with <JsonLd data={…} /> (components/seo/JsonLd.tsx). Each builder fills
// what Google's rich results require for its type (tested in structured-data.test.ts):
//   Organization   name, url, logo
//   Product        name, and offers (each: price, priceCurrency, availability, url) or aggregateRating
//   Article        headline, datePublished, dateModified, author (Person: name), image, inLanguage
//   FAQPage        mainEntity: Question (name) with acceptedAnswer: Answer (text)
//   BreadcrumbList itemListElement: ListItem (position, name, item)
//   AggregateRating ratingValue, reviewCount (only when there are reviews)
// Addresses are absolute (the site's base address, env.APP_URL, passed in): the builders stay pure.
import "server-only";
import type { AggregateRating, Article, BreadcrumbList, FAQPage, Offer, Organization, Product, WithContext } from "schema-dts";
import { DEFAULT_LOCALE, LOCALE_TAGS, localizePath, type Locale } from "@/lib/i18n/config";

export type JsonLdObject = WithContext<Organization | Product | Article | FAQPage | BreadcrumbList>;

export const BRAND = "Lumen";

/** An absolute address on the site for an unprefixed path in a language. */
export function siteUrl(baseUrl: string, path: string, locale: Locale = DEFAULT_LOCALE): string {
  return baseUrl.replace(/\/+$/, "") + localizePath(path, locale);
}

function absolute(baseUrl: string, urlOrPath: string): string {
  return /^https?:\/\//.test(urlOrPath) ? urlOrPath : baseUrl.replace(/\/+$/, "") + (urlOrPath.startsWith("/") ? urlOrPath : `/${urlOrPath}`);
}

/** The company behind the site (the home page, and any public page that wants it). */
export function organizationJsonLd(input: { baseUrl: string; description?: string; sameAs?: string[] }): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${input.baseUrl.replace(/\/+$/, "")}/#organization`,
    name: BRAND,
    url: siteUrl(input.baseUrl, "/"),
    logo: absolute(input.baseUrl, "/icon.svg"),
    ...(input.description ? { description: input.description } : {}),
    ...(input.sameAs?.length ? { sameAs: input.sameAs } : {}),
  };
}

/**
 * Published ratings: the average (1–5) and how many (lib/marketing/reviews.ts reviewSummary). No
 * rating is given when there are none (Google refuses a rating of nothing).
 */
export type RatingSummary = { average: number | null; count: number };

export function aggregateRating(summary: RatingSummary | null | undefined): AggregateRating | undefined {
  if (!summary || summary.count <= 0 || summary.average == null || !(summary.average > 0)) return undefined;
  return { "@type": "AggregateRating", ratingValue: Math.round(summary.average * 10) / 10, reviewCount: summary.count, bestRating: 5, worstRating: 1 };
}

/** A package as sold: its prices in minor units per currency. */
export type PackageForSale = { slug: string; name: string; description: string; prices: Record<string, number> };

/** Minor units as schema.org's decimal price: 2900 → "29.00". */
export function decimalPrice(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

/**
 * One Product per package, with an Offer per currency it is sold in (price, currency, in stock, the
 * pricing page's address in the reader's language), and the shop's rating when there is one.
 */
export function packagesJsonLd(input: { baseUrl: string; locale: Locale; packages: PackageForSale[]; rating?: RatingSummary | null; image?: string }): WithContext<Product>[] {
  const url = siteUrl(input.baseUrl, "/pricing", input.locale);
  const rating = aggregateRating(input.rating);
  return input.packages.map((p) => {
    const offers: Offer[] = Object.entries(p.prices).map(([currency, amount]) => ({
      "@type": "Offer",
      price: decimalPrice(amount),
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
      url,
    }));
    return {
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${BRAND} ${p.name}`,
      description: p.description,
      sku: p.slug,
      brand: { "@type": "Brand", name: BRAND },
      ...(input.image ? { image: absolute(input.baseUrl, input.image) } : {}),
      offers,
      ...(rating ? { aggregateRating: rating } : {}),
    };
  });
}

/**
 * The service as one Product carrying the customers' rating (/reviews). Google shows no review
 * snippet for a business's own reviews of itself when they are attached to an Organization, so the
 * rating goes on what is sold. Null when there is no rating (nothing to mark up).
 */
export function ratedServiceJsonLd(input: { baseUrl: string; locale: Locale; name: string; description: string; rating: RatingSummary | null | undefined; path?: string }): WithContext<Product> | null {
  const rating = aggregateRating(input.rating);
  if (!rating) return null;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    brand: { "@type": "Brand", name: BRAND },
    url: siteUrl(input.baseUrl, input.path ?? "/pricing", input.locale),
    aggregateRating: rating,
  };
}

/** A blog post. `path` is its unprefixed address (/blog/{slug}) in `locale`, its own language. */
export function articleJsonLd(input: {
  baseUrl: string;
  locale: Locale;
  path: string;
  headline: string;
  description?: string;
  publishedAt: Date;
  updatedAt: Date;
  authorName: string;
  /** The author's page (/author/{slug}), if there is one. */
  authorPath?: string;
  /** The cover image (absolute or a site path); the Open Graph image when the post has none. */
  image: string;
}): WithContext<Article> {
  const url = siteUrl(input.baseUrl, input.path, input.locale);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    // Google shows at most 110 characters of a headline.
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    ...(input.description ? { description: input.description } : {}),
    datePublished: input.publishedAt.toISOString(),
    dateModified: (input.updatedAt > input.publishedAt ? input.updatedAt : input.publishedAt).toISOString(),
    author: { "@type": "Person", name: input.authorName, ...(input.authorPath ? { url: siteUrl(input.baseUrl, input.authorPath, input.locale) } : {}) },
    publisher: { "@type": "Organization", name: BRAND, logo: { "@type": "ImageObject", url: absolute(input.baseUrl, "/icon.svg") } },
    image: [absolute(input.baseUrl, input.image)],
    inLanguage: LOCALE_TAGS[input.locale],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

export type FaqItem = { question: string; answer: string };

/** Questions and their answers (plain text) as shown on the page. Null when there are none. */
export function faqJsonLd(items: FaqItem[]): WithContext<FAQPage> | null {
  const shown = items.filter((i) => i.question.trim() && i.answer.trim());
  if (shown.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: shown.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  };
}

/**
 * The trail from the home page to `path` (unprefixed): one crumb per segment, named by `names`
 * (the localised name of each segment's page, keyed by its unprefixed path, e.g. { "/legal": "Legal",
 * "/legal/terms": "Terms of service" }); a segment without a name is skipped (it has no page of its own).
 */
export function breadcrumbJsonLd(input: { baseUrl: string; locale: Locale; path: string; homeName: string; names: Record<string, string> }): WithContext<BreadcrumbList> {
  const crumbs: { name: string; path: string }[] = [{ name: input.homeName, path: "/" }];
  const segments = input.path.split("/").filter(Boolean);
  for (let i = 0; i < segments.length; i++) {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const name = input.names[path];
    if (name) crumbs.push({ name, path });
  }
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: siteUrl(input.baseUrl, c.path, input.locale) })),
  };
}

/**
 * The data as the text of a <script type="application/ld+json">: JSON with every "<" (and the line
 * separators JavaScript once refused) escaped, so no "</script>" or "<!--" in content can end the script.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
