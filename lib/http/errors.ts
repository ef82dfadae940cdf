// The one shape every API refusal has, `{ error: { code, message, ...details }, ...extra }`, never
// cached, with the message in the caller's language: `<namespace>.errors.<code>`, else the shared
// `Api.errors.<code>` (NOT_SIGNED_IN, INVALID_INPUT, INTERNAL …). Domain code says "no" by throwing a
// Refusal (or a CodedError, a Refusal with its module's status table); lib/http/route.ts and
// lib/http/action.ts answer it.
import "server-only";
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/config";
import { detectLocale } from "@/lib/i18n/detect";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Namespace } from "@/lib/i18n/namespaces";

export type ErrorValues = Record<string, string | number>;

/** The namespace of the refusals every route shares. */
export const SHARED_NAMESPACE = "Api" satisfies Namespace;

export type RefusalOptions = {
  values?: ErrorValues;
  /** Extra fields inside `error` (e.g. the option refused, a link to buy more). */
  details?: Record<string, unknown>;
  /** Extra fields beside `error` (e.g. the id of a refund request that was made instead). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A message already in the caller's language (rare: a text built from several messages). */
  message?: string;
};

/** "No", with a stable code, its HTTP status and the namespace its message lives in. */
export class Refusal extends Error {
  override name = "Refusal";
  constructor(
    public readonly namespace: Namespace,
    public readonly code: string,
    public readonly status: number,
    public readonly options: RefusalOptions = {},
  ) {
    super(`${namespace}.${code}`);
  }

  /** Its message in `locale`. A module whose messages name other messages (an option by its code) overrides this. */
  messageIn(locale: Locale): Promise<string> {
    return refusalMessage(locale, this.namespace, this.code, this.options.values);
  }
}

/**
 * A module's refusals: a Refusal whose status comes from the module's own table of codes. Each module
 * (invoices, results, studio, photos …) names its subclass, namespace and table.
 */
export abstract class CodedError<C extends string> extends Refusal {
  constructor(namespace: Namespace, code: C, status: number, values: ErrorValues = {}, options: Omit<RefusalOptions, "values"> = {}) {
    super(namespace, code, status, { ...options, values });
  }
  declare readonly code: C;
  get values(): ErrorValues {
    return this.options.values ?? {};
  }
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The caller's language: an explicit value (form field), then the locale cookie (ours, then NEXT_LOCALE), then Accept-Language. */
export function requestLocale(request: Request, explicit?: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  const cookies = request.headers.get("cookie");
  const cookie = cookieValue(cookies, LOCALE_COOKIE.name) ?? cookieValue(cookies, "NEXT_LOCALE");
  return detectLocale({ cookie, acceptLanguage: request.headers.get("accept-language") });
}

type Translator = ((key: string, values?: ErrorValues) => string) & { has(key: string): boolean };
const translators = new Map<string, Promise<Translator>>();

/** A translator for one namespace in `locale` (messages loaded once per process and locale). */
export function translatorFor(locale: Locale, namespace: string): Promise<Translator> {
  const cacheKey = `${locale}:${namespace}`;
  let hit = translators.get(cacheKey);
  if (!hit) {
    hit = loadMessages(isLocale(locale) ? locale : DEFAULT_LOCALE).then((messages: Messages) => {
      const t = createTranslator({ locale, messages, namespace: namespace as never });
      const translate = ((key: string, values?: ErrorValues) => t(key as never, values as never)) as Translator;
      translate.has = (key: string) => t.has(key as never);
      return translate;
    });
    hit.catch(() => translators.delete(cacheKey));
    translators.set(cacheKey, hit);
  }
  return hit;
}

/** The message for `code`: the namespace's own `errors.<code>`, else the shared one, else the code itself. */
export async function refusalMessage(locale: Locale, namespace: string, code: string, values?: ErrorValues): Promise<string> {
  const own = await translatorFor(locale, namespace);
  if (own.has(`errors.${code}`)) return own(`errors.${code}`, values);
  const shared = await translatorFor(locale, SHARED_NAMESPACE);
  return shared.has(`errors.${code}`) ? shared(`errors.${code}`, values) : code;
}

/** Every API refusal's one shape (see the file comment). */
export async function localizedError(locale: Locale, namespace: string, code: string, status: number, options: RefusalOptions = {}): Promise<Response> {
  const message = options.message ?? (await refusalMessage(locale, namespace, code, options.values));
  const body = { error: { code, message, ...options.details }, ...options.extra };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...options.headers } });
}

/** The answer to a Refusal in `locale`. */
export async function refusalResponse(locale: Locale, refusal: Refusal): Promise<Response> {
  const message = refusal.options.message ?? (await refusal.messageIn(locale));
  return localizedError(locale, refusal.namespace, refusal.code, refusal.status, { ...refusal.options, message });
}
