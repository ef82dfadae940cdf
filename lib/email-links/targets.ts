// Email links: /deeplink/{type} and /track/{type} send the reader to the page a link type stands for,
// so emails never hard-code product paths (a page can move without breaking old emails). Each type
// names its parameters; a value that does not look right is dropped (the reader lands on the type's
// general page rather than an error), and an unknown type lands on /app.
import "server-only";
import { z } from "zod";

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const code = z.string().regex(/^[A-Za-z0-9 -]{1,64}$/);
const token = z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/);

type LinkTarget = {
  /** The parameters the type takes, each with its check. */
  params: Record<string, z.ZodType<string>>;
  /** The parameter a second path segment stands for (/deeplink/results/{shoot}). */
  main?: string;
  path: (p: Record<string, string | undefined>) => string;
};

const query = (pairs: Record<string, string | undefined>) => {
  const qs = new URLSearchParams(Object.entries(pairs).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return qs ? `?${qs}` : "";
};

export const LINK_TARGETS = {
  results: { params: { shoot: id }, main: "shoot", path: (p) => (p.shoot ? `/app/results/${p.shoot}` : "/app") },
  upload: { params: { shoot: id }, main: "shoot", path: (p) => `/app/upload${query({ shoot: p.shoot })}` },
  waiting: { params: { shoot: id }, main: "shoot", path: (p) => `/app/upload/waiting${query({ shoot: p.shoot })}` },
  studio: { params: { result: id }, main: "result", path: (p) => (p.result ? `/studio/${p.result}` : "/studio") },
  invoice: { params: { id }, main: "id", path: (p) => (p.id ? `/profile/invoice${query({ id: p.id })}` : "/profile/invoices") },
  invoices: { params: {}, path: () => "/profile/invoices" },
  refund: { params: { order: id }, main: "order", path: (p) => `/profile/refund${query({ order: p.order })}` },
  pricing: { params: {}, path: () => "/pricing" },
  invites: { params: {}, path: () => "/app/invites" },
  redeem: { params: { code }, main: "code", path: (p) => `/redeem${query({ code: p.code })}` },
  feedback: { params: { shoot: id }, main: "shoot", path: (p) => `/app/feedback${query({ shoot: p.shoot })}` },
  review: { params: {}, path: () => "/profile/trustpilot" },
  profile: { params: {}, path: () => "/profile" },
  unsubscribe: { params: { token }, main: "token", path: (p) => `/profile/unsubscribe${query({ token: p.token })}` },
  app: { params: {}, path: () => "/app" },
  home: { params: {}, path: () => "/" },
} satisfies Record<string, LinkTarget>;

export type LinkType = keyof typeof LINK_TARGETS;
export const LINK_TYPES = Object.keys(LINK_TARGETS) as LinkType[];

/** Where an unknown or missing type lands. */
export const FALLBACK_PATH = "/app";

/** Which email a link came from ("order-confirmation", "shoot-ready", a campaign name), for the click record. */
export const SOURCE_PARAM = "src";
const sourceSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

// Parameters that grant something on their own (an unsubscribe token never expires, a gift code is
// worth a package): they open the page but are never written to the click record.
const SECRET_PARAM = /token|secret|code|key|sig|pass/i;

/** The parameters a click record may keep: `params` without the secret ones. */
export function recordableParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !SECRET_PARAM.test(name)));
}

export function isLinkType(value: unknown): value is LinkType {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(LINK_TARGETS, value);
}

export type ResolvedLink = {
  /** Null for an unknown or missing type. */
  type: LinkType | null;
  /** Unprefixed path (the caller adds the locale). */
  path: string;
  /** The parameters that passed their check (the click record keeps the recordableParams of them). */
  params: Record<string, string>;
  source: string | null;
};

/**
 * The page for `/…/{segments}?{search}`: segments[0] is the type, an optional segments[1] fills the
 * type's main parameter when the query does not.
 */
export function resolveLink(segments: readonly string[] | undefined, search: URLSearchParams): ResolvedLink {
  const [type, second] = segments ?? [];
  const source = sourceSchema.safeParse(search.get(SOURCE_PARAM));
  const src = source.success ? source.data : null;
  if (!isLinkType(type)) return { type: null, path: FALLBACK_PATH, params: {}, source: src };
  const def: LinkTarget = LINK_TARGETS[type];
  const params: Record<string, string> = {};
  for (const [name, schema] of Object.entries(def.params)) {
    const raw = search.get(name) ?? (name === def.main ? second : undefined);
    const parsed = schema.safeParse(raw);
    if (parsed.success) params[name] = parsed.data;
  }
  return { type, path: def.path(params), params, source: src };
}
