// The one list query every table-like screen reads from its URL: `q` (search), `page`, `perPage`,
// `sort` ("createdAt" or "-createdAt" for newest first) and the screen's own filters. A value that does
// not parse falls back to its default, so a hand-edited or stale URL still shows the list.
//
//   export const outboxQuery = listQuery({ sort: ["createdAt", "to"], defaultSort: "-createdAt",
//     filters: { status: z.enum(["PENDING", "SENT", "FAILED"]).optional() } });
//   const query = outboxQuery.parse(await searchParams);
import "server-only";
import { z } from "zod";

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_CHOICES)[number];
export const DEFAULT_PER_PAGE: PerPage = 25;
/** The furthest page a URL may ask for: deep offsets are slow, and nobody pages that far by hand. */
export const MAX_PAGE = 10_000;

export type Sort<F extends string> = { field: F; desc: boolean };

export type ListQuery<F extends string, Filters extends Record<string, unknown> = Record<string, never>> = {
  q: string;
  page: number;
  perPage: PerPage;
  sort: Sort<F>;
} & Filters;

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

function first(params: SearchParams, key: string): string | undefined {
  const v = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
  return Array.isArray(v) ? v[0] : v;
}

export type ListQuerySchema<F extends string, Filters extends Record<string, unknown>> = {
  sortFields: readonly F[];
  defaults: ListQuery<F, Filters>;
  filterKeys: readonly string[];
  /** The query in a URL's search parameters (each bad value replaced by its default). */
  parse(params: SearchParams): ListQuery<F, Filters>;
  /** The search string of `query`, defaults left out (`?page=2&sort=-to`, or "" for the defaults). */
  toSearch(query: ListQuery<F, Filters>): string;
};

export function listQuery<F extends string, Shape extends Record<string, z.ZodType> = Record<string, never>>(options: {
  sort: readonly [F, ...F[]];
  defaultSort: F | `-${F}`;
  filters?: Shape;
}): ListQuerySchema<F, { [K in keyof Shape]: z.output<Shape[K]> }> {
  type Filters = { [K in keyof Shape]: z.output<Shape[K]> };
  const sortValues = options.sort.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  const readSort = (raw: string): Sort<F> => (raw.startsWith("-") ? { field: raw.slice(1) as F, desc: true } : { field: raw as F, desc: false });
  const fields = {
    q: z.string().trim().max(200).catch(""),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
    perPage: z.coerce.number().pipe(z.union(PER_PAGE_CHOICES.map((n) => z.literal(n)) as [z.ZodLiteral<PerPage>, ...z.ZodLiteral<PerPage>[]])).catch(DEFAULT_PER_PAGE),
    sort: z.enum(sortValues).catch(options.defaultSort),
  };
  const filters = options.filters ?? ({} as Shape);
  const filterKeys = Object.keys(filters);
  const parse = (params: SearchParams): ListQuery<F, Filters> => {
    const out: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(fields)) out[key] = schema.parse(first(params, key) ?? (key === "q" ? "" : undefined));
    out.sort = readSort(out.sort as string);
    for (const [key, schema] of Object.entries(filters)) {
      const parsed = schema.safeParse(first(params, key) || undefined);
      out[key] = parsed.success ? parsed.data : undefined;
    }
    return out as ListQuery<F, Filters>;
  };
  const defaults = parse({});
  const sortText = (s: Sort<F>) => (s.desc ? `-${s.field}` : s.field);
  return {
    sortFields: options.sort,
    defaults,
    filterKeys,
    parse,
    toSearch(query) {
      const params = new URLSearchParams();
      if (query.q) params.set("q", query.q);
      for (const key of filterKeys) {
        const v = (query as Record<string, unknown>)[key];
        if (v !== undefined && v !== null && v !== "") params.set(key, String(v));
      }
      if (sortText(query.sort) !== sortText(defaults.sort)) params.set("sort", sortText(query.sort));
      if (query.perPage !== defaults.perPage) params.set("perPage", String(query.perPage));
      if (query.page !== 1) params.set("page", String(query.page));
      const s = params.toString();
      return s ? `?${s}` : "";
    },
  };
}
