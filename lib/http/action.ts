// The one way to write a server action (lib/<domain>/actions.ts, "use server"):
//
//   export const updateProfileAction = action(profileSchema, async (input, { principal }) => {
//     const result = await updateProfile(await prisma(), principal.userId, input);
//     return result.ok ? { ok: true } : { fieldErrors: result.fieldErrors };
//   }, { role: "user" });
//
// A form calls it through React's useActionState and gets back one state shape, ActionState: `ok`,
// `error` (a message key: the form's namespace `errors.<key>`, else the shared `Errors.form.<key>`),
// `fieldErrors` (field → message key), and `values`, what was typed, so a form that React 19 resets
// after an action shows it again and nothing is lost. The wrapper checks the role (read fresh from the
// database), parses the form with the zod schema (a failure is `fieldErrors`), answers a thrown Refusal
// with its code, lets Next's redirect() and notFound() through, and turns anything else into a logged
// `error: "generic"`.
import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { currentPrincipal } from "@/lib/auth/guard";
import { currentMfaPending } from "@/lib/auth/mfa-gate";
import { prisma } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { decide } from "@/lib/routes/middleware";
import { AUDIENCE_MIDDLEWARE } from "@/lib/routes/registry";
import { Refusal, type ErrorValues } from "./errors";
import { fieldErrorsOf, type Role, type SignedIn } from "./route";

export type ActionState = {
  ok?: boolean;
  error?: string;
  errorValues?: ErrorValues;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** A value the success message shows (e.g. the address a link went to). */
  detail?: string;
};

export type ActionContext<R extends Role | "public"> = {
  principal: R extends Role ? SignedIn : null;
  locale: Locale;
  formData: FormData;
};

export type ActionOptions<R extends Role | "public"> = {
  /** The least role that may run it (default "user"); "public" for forms of signed-out people. */
  role?: R;
  /** Fields never echoed back in `values` besides the built-in secret ones (passwords, tokens …). */
  secret?: readonly string[];
  /**
   * Secret-looking fields a form needs back anyway (the password change: React empties the form after
   * every try, and retyping three passwords for one typo loses people). They travel only in the
   * action's own answer to the request that carried them, never with a refusal the wrapper gives
   * (signed out, forbidden, unreadable input, an error); nothing stores or logs `values`.
   */
  echo?: readonly string[];
  /**
   * Also ask the MFA code (lib/auth/mfa-gate.ts) of a role "user" action: for what could take the
   * account over from a lead's session that has not proved its code (email, password, deletion).
   * Role "lead" always asks.
   */
  mfa?: boolean;
};

export type FormAction = (previous: ActionState, formData: FormData) => Promise<ActionState>;

const SECRET_FIELD = /password|token|secret|recaptcha|^\$/i;

/** The form as a plain object: one string per field, a list where a field repeats, files as File. */
export function formObject(fd: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const out: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(fd.keys())) {
    const all = fd.getAll(key);
    out[key] = all.length > 1 ? all : all[0]!;
  }
  return out;
}

/** What was typed, to show again: every text field except the secret ones (unless echoed) and the hidden locale. */
export function typedValues(fd: FormData, secret: readonly string[] = [], echo: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of fd.entries()) {
    if (typeof value !== "string" || key === "locale" || secret.includes(key)) continue;
    if (SECRET_FIELD.test(key) && !echo.includes(key)) continue;
    out[key] ??= value;
  }
  return out;
}

/**
 * The same action for a plain `<form action>` that shows no state (it always redirects, like a
 * sign-in with a provider): React's form `action` takes `(formData) => void`.
 */
export function withoutState(run: FormAction): (formData: FormData) => Promise<void> {
  return async (formData) => {
    await run({}, formData);
  };
}

export function action<S extends z.ZodType, R extends Role | "public" = "user">(
  schema: S,
  fn: (input: z.output<S>, ctx: ActionContext<R>) => Promise<ActionState | void>,
  options: ActionOptions<R> = {},
): FormAction {
  const role = (options.role ?? "user") as Role | "public";
  return async function runAction(_previous, formData) {
    const values = typedValues(formData, options.secret);
    const locale = ((l) => (isLocale(l) ? l : "en"))(formData.get("locale"));
    try {
      let principal: SignedIn | null = null;
      if (role !== "public") {
        const who = await currentPrincipal();
        // An admin viewing the app as someone (lib/auth/view-as.ts) changes nothing, not even the back office.
        if (who?.viewingAs) return { error: "readOnlyView", values };
        const decision = decide({ middleware: [...AUDIENCE_MIDDLEWARE[role]] }, who);
        if (decision.kind === "login") return { error: "notSignedIn", values };
        if (decision.kind !== "allow" || !who) return { error: "forbidden", values };
        // The team lead area under MFA (and the account's keys, `mfa`): nothing runs from a session that has not proved its code.
        if ((role === "lead" || options.mfa) && (await currentMfaPending(await prisma(), who.userId))) return { error: "mfaRequired", values };
        principal = who;
      }
      const parsed = schema.safeParse(formObject(formData));
      if (!parsed.success) return { fieldErrors: fieldErrorsOf(parsed.error), values };
      const state = await fn(parsed.data, { principal, locale, formData } as ActionContext<R>);
      return { values: options.echo ? typedValues(formData, options.secret, options.echo) : values, ...(state ?? { ok: true }) };
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof Refusal) return { error: error.code, errorValues: error.options.values, values };
      console.error("[action]", error);
      return { error: "generic", values };
    }
  };
}
