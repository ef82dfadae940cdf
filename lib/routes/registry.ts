import { ROUTES_TSV } from "./routes-tsv";

/** The least role that may open a route (shared/spec/routes.tsv, column "who"). */
export type Audience = "anon" | "guest" | "user" | "member" | "lead" | "admin";
export type Area =
  | "marketing" | "design-system" | "tools" | "auth" | "app" | "photo-upload"
  | "profile" | "checkout" | "team-member" | "team-lead" | "admin";
/**
 * The layout a route's page is rendered in, and so its route group (app/[locale]/(<layout>)/…): our
 * names for the spec's layouts (admin → backoffice, anonymous → auth, default → site, empty → bare,
 * protected → signed-in, teamLead → team-lead), each saying what the group holds.
 */
export type LayoutName =
  | "backoffice" | "auth" | "site" | "marketing" | "design-system" | "bare"
  | "photo-upload" | "signed-in" | "team-lead" | "tools" | "whitelabel";

export type RouteDef = {
  /** Unprefixed pattern, e.g. "/app/results/[id]" or "/legal/[[file]]". */
  path: string;
  who: Audience;
  area: Area;
  layout: LayoutName;
  /** Names resolved by lib/routes/middleware.ts; an unknown name is a 500. */
  middleware: string[];
  /** A stable name for analytics: the pattern without brackets, e.g. "app/results/id". */
  name: string;
};

export const AUDIENCE_MIDDLEWARE: Readonly<Record<Audience, readonly string[]>> = {
  anon: [],
  guest: ["guest"],
  user: ["auth"],
  member: ["auth", "member"],
  lead: ["auth", "lead"],
  admin: ["auth", "admin"],
};

const AREA_LAYOUT: Record<Area, LayoutName> = {
  marketing: "marketing",
  "design-system": "design-system",
  tools: "tools",
  auth: "auth",
  app: "signed-in",
  "photo-upload": "photo-upload",
  profile: "signed-in",
  checkout: "site",
  "team-member": "signed-in",
  "team-lead": "team-lead",
  admin: "backoffice",
};

/**
 * Layouts whose pages are cached public pages: rendered once per language without reading the request,
 * served to everyone, revalidated (the public site, and the free tools whose interactive parts are
 * client islands). Their HTML is the same for every visitor, so it carries no CSP nonce
 * (lib/http/security-headers.ts) and the production server keeps it briefly (lib/http/page-microcache.ts).
 */
export function isCachedLayout(layout: LayoutName): boolean {
  return layout === "marketing" || layout === "tools";
}

/** Routes whose layout differs from their area's. */
const LAYOUT_OVERRIDES: Record<string, LayoutName> = {
  "/not-found": "bare",
  "/deeplink/[[type]]": "bare",
  "/track/[[type]]": "bare",
  "/join/[[modelId]]": "whitelabel",
  "/app/results/share/[[token]]": "site",
  "/vote/[[token]]": "site",
  "/invite/[[id]]": "site",
  "/team-page/[[id]]": "site",
  "/profile/unsubscribe": "site",
  "/team-access": "auth",
  "/organization/join/[[inviteId]]": "auth",
  "/checkout/redirect": "bare",
  "/invoice/[[id]]": "bare",
  "/invoice/[[org]]/[[id]]": "bare",
  "/invoice/preview": "bare",
};

function parse(tsv: string): RouteDef[] {
  return tsv
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !line.startsWith("path\t"))
    .map((line) => {
      const [path, who, area] = line.split("\t") as [string, Audience, Area];
      if (!(who in AUDIENCE_MIDDLEWARE)) throw new Error(`routes.tsv: unknown role "${who}" for ${path}`);
      if (!(area in AREA_LAYOUT)) throw new Error(`routes.tsv: unknown area "${area}" for ${path}`);
      return {
        path,
        who,
        area,
        layout: LAYOUT_OVERRIDES[path] ?? AREA_LAYOUT[area],
        middleware: [...AUDIENCE_MIDDLEWARE[who]],
        name: path === "/" ? "home" : path.slice(1).replace(/\[+|\]+/g, ""),
      };
    });
}

export const ROUTES: readonly RouteDef[] = parse(ROUTES_TSV);

type Compiled = { route: RouteDef; regex: RegExp; keys: string[]; rank: number[] };

function compile(route: RouteDef): Compiled {
  const keys: string[] = [];
  const rank: number[] = [];
  let source = "";
  for (const seg of route.path.split("/").filter(Boolean)) {
    const optional = /^\[\[(\w+)\]\]$/.exec(seg);
    const required = /^\[(\w+)\]$/.exec(seg);
    if (optional) {
      keys.push(optional[1]!);
      source += "(?:/([^/]+))?";
      rank.push(1);
    } else if (required) {
      keys.push(required[1]!);
      source += "/([^/]+)";
      rank.push(2);
    } else {
      source += "/" + seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      rank.push(3);
    }
  }
  return { route, regex: new RegExp(`^${source || "/"}/?$`), keys, rank };
}

const COMPILED = ROUTES.map(compile);

/** Static segments beat required parameters, which beat optional ones, segment by segment. */
function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = b[i]! - a[i]!;
    if (d !== 0) return d;
  }
  // Equal so far: the pattern with fewer (necessarily optional) extra segments is the closer match.
  return a.length - b.length;
}

export type RouteMatch = { route: RouteDef; params: Record<string, string | undefined> };

/** Finds the registry entry for an unprefixed pathname ("/app/results/abc"), or null. */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const compiled = routes === ROUTES ? COMPILED : routes.map(compile);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: { c: Compiled; m: RegExpExecArray } | null = null;
  for (const c of compiled) {
    const m = c.regex.exec(path);
    if (m && (!best || compareRank(c.rank, best.c.rank) < 0)) best = { c, m };
  }
  if (!best) return null;
  const params: Record<string, string | undefined> = {};
  best.c.keys.forEach((k, i) => {
    const v = best.m[i + 1];
    params[k] = v === undefined ? undefined : safeDecode(v);
  });
  return { route: best.c.route, params };
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export function getRoute(path: string): RouteDef {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in the registry`);
  return route;
}
