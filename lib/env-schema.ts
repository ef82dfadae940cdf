import "server-only";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** `schema`, with `fallback` when the variable is unset or empty. */
function orDefault<S extends z.ZodType<string>>(schema: S, fallback: string) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.default(fallback as never));
}

/** An IBAN: country, check digits and account, its ISO 7064 mod 97 check passing. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = (value.slice(4) + value.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const HOPS = "must be a whole number from 0 (the app takes connections itself) to 10";

export const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // Unset: filled in by appBaseUrl (parseEnv), from the port the server was started on.
    APP_URL: z.url({ message: "must be an absolute URL such as https://lumen.example" }),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters (generate one with: openssl rand -base64 32)"),

    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL (leave it empty for the embedded PGlite database)")
        .optional(),
    ),
    PGLITE_DIR: z.string().default(".data/pglite"),

    SMTP_URL: optional.pipe(z.string().regex(/^smtps?:\/\//, "must look like smtp://user:pass@host:port").optional()),
    EMAIL_FROM: z.string().default("Lumen <hello@lumen.localhost>"),
    // Without SMTP: print each email, live links included, to the server console (default: in development only).
    EMAIL_PRINT: optional.pipe(z.enum(["0", "1"], { message: "must be 0 or 1 (1: print each email with its links to the server console)" }).optional()),

    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    APPLE_CLIENT_ID: optional,
    APPLE_CLIENT_SECRET: optional,
    LINKEDIN_CLIENT_ID: optional,
    LINKEDIN_CLIENT_SECRET: optional,

    RECAPTCHA_SECRET_KEY: optional,
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optional,
    NEXT_PUBLIC_RECAPTCHA_VERSION: z.enum(["2", "3", "enterprise"]).default("3"),
    NEXT_PUBLIC_GTM_ID: optional,
    NEXT_PUBLIC_POSTHOG_KEY: optional,
    // https, or plain http on this machine only (a local PostHog, the browser tests' stand-in).
    NEXT_PUBLIC_POSTHOG_HOST: optional.pipe(
      z
        .url({ message: "must be an https URL such as https://eu.i.posthog.com" })
        .refine((u) => u.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(u), { message: "must be an https URL such as https://eu.i.posthog.com" })
        .optional(),
    ),

    STORAGE_DIR: z.string().trim().min(1).default(".data/storage"),
    S3_ENDPOINT: optional.pipe(z.url({ message: "must be an absolute URL such as https://s3.eu-central-1.amazonaws.com" }).optional()),
    S3_REGION: optional,
    S3_BUCKET: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: optional.pipe(z.enum(["true", "false", "1", "0"], { message: "must be true or false" }).optional()),

    STRIPE_SECRET_KEY: optional.pipe(z.string().regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key (sk_test_… or sk_live_…)").optional()),
    STRIPE_WEBHOOK_SECRET: optional.pipe(z.string().regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_…)").optional()),
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional.pipe(z.string().regex(/^pk_(test|live)_/, "must be a Stripe publishable key (pk_test_… or pk_live_…)").optional()),
    ALLOW_TEST_PAYMENTS: optional.pipe(z.enum(["0", "1"], { message: "must be 0 or 1 (1: the built-in test payment provider may run in production)" }).optional()),

    // The seller on every invoice (lib/payments/seller.ts), and the account bank-transfer invoices are paid
    // to. The defaults work offline (the bank account is the ISO 13616 example); a real shop sets its own.
    SELLER_ADDRESS: optional,
    SELLER_COUNTRY: orDefault(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 country code such as DE"), "DE"),
    SELLER_VAT_ID: optional,
    // The imprint (/legal/imprint) only: the legal name of the company behind Lumen, its commercial
    // register entry (court and number) and who represents it. Unset, the imprint says so.
    SELLER_LEGAL_NAME: optional,
    SELLER_REGISTER: optional,
    SELLER_REPRESENTATIVE: optional,
    SELLER_BANK_NAME: orDefault(z.string().trim().min(1), "Commerzbank"),
    SELLER_IBAN: orDefault(z.string().transform((v) => v.replace(/\s+/g, "").toUpperCase()).refine(isIban, "must be an IBAN such as DE89 3704 0044 0532 0130 00"), "DE89370400440532013000"),
    SELLER_BIC: orDefault(z.string().trim().toUpperCase().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC such as COBADEFFXXX"), "COBADEFFXXX"),

    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    // Reverse proxies in front of the app that append to X-Forwarded-For (lib/http/client-ip.ts).
    TRUSTED_PROXY_HOPS: z.coerce.number({ message: HOPS }).int({ message: HOPS }).min(0, { message: HOPS }).max(10, { message: HOPS }).default(0),

    // Outgoing webhooks to private, loopback and link-local addresses (and http:// to loopback): unset =
    // allowed outside production only (local receivers while developing), 1 = allowed, 0 = refused.
    WEBHOOKS_ALLOW_PRIVATE: optional.pipe(z.enum(["0", "1"], { message: "must be 0 or 1 (1: webhooks may go to private and loopback addresses)" }).optional()),

    RUN_WORKER: z.enum(["0", "1"], { message: "must be 0 (this process only enqueues) or 1" }).default("1"),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    ENGINE: z.enum(["studio", "comfyui"], { message: "must be studio or comfyui" }).default("studio"),
    COMFYUI_URL: optional.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://gpu-1:8188" }).optional()),
  })
  .superRefine((v, ctx) => {
    const pairs = [
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET"],
      ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
      ["NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
      ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
    ] as const;
    if (v.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!v[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when S3_BUCKET is set" });
      }
    } else {
      for (const name of ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (v[name]) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${name} is set` });
      }
    }
    if (v.ENGINE === "comfyui" && !v.COMFYUI_URL) ctx.addIssue({ code: "custom", path: ["COMFYUI_URL"], message: "is required when ENGINE=comfyui" });
    for (const [a, b] of pairs) {
      if (Boolean(v[a]) !== Boolean(v[b])) {
        ctx.addIssue({ code: "custom", path: [v[a] ? b : a], message: `is required when ${v[a] ? a : b} is set` });
      }
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example for every variable.`);
    this.name = "EnvError";
  }
}

/**
 * Rules for a running production server, not for `next build` (which also runs with
 * NODE_ENV=production but takes no payment): without Stripe the built-in test provider would take
 * "payments" that move no money, so production refuses unless test payments are allowed on purpose.
 */
function runTimeProblems(v: ServerEnv): string[] {
  if (v.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!v.STRIPE_SECRET_KEY && !v.STRIPE_WEBHOOK_SECRET && v.ALLOW_TEST_PAYMENTS !== "1") {
    problems.push(
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production: without them payments run on the built-in test provider and no real money moves. " +
        "Set both, or set ALLOW_TEST_PAYMENTS=1 to run test payments in production on purpose (every page then shows a test payments banner)",
    );
  }
  // The outbox keeps sign-in, reset and verification links redacted: without SMTP nobody could read them.
  if (!v.SMTP_URL && v.EMAIL_PRINT !== "1") {
    problems.push(
      "SMTP_URL is required when NODE_ENV=production: the outbox never keeps sign-in, reset or verification links readable, so without SMTP nobody receives them. " +
        "Set SMTP_URL, or set EMAIL_PRINT=1 to print each email with its links to the server console (for a server only you use, such as scripts/start.sh)",
    );
  }
  return problems;
}

/** Whether emails without SMTP are printed to the console: EMAIL_PRINT, else in development only. */
export function printsEmails(v: Pick<ServerEnv, "EMAIL_PRINT" | "NODE_ENV">): boolean {
  return v.EMAIL_PRINT ? v.EMAIL_PRINT === "1" : v.NODE_ENV === "development";
}

/** Whether webhooks may go to private, loopback and link-local addresses: WEBHOOKS_ALLOW_PRIVATE, else outside production only. */
export function webhooksAllowPrivate(v: Pick<ServerEnv, "WEBHOOKS_ALLOW_PRIVATE" | "NODE_ENV">): boolean {
  return v.WEBHOOKS_ALLOW_PRIVATE ? v.WEBHOOKS_ALLOW_PRIVATE === "1" : v.NODE_ENV !== "production";
}

export type ParseEnvOptions = {
  /** `next build`: the run-time rules (payments in production) are checked by `next start`, not here. */
  build?: boolean;
};

/** The port a server listens on when none is given (`npm start`, `next dev`, `next start`). */
export const DEFAULT_PORT = 3000;

/**
 * The address the product is served on, the base of every absolute link it hands out (emails, the
 * invoice's seller block, share and invite links): APP_URL when it is set, else this machine on the
 * port the server was started on. `npm start` (scripts/serve.ts), `next dev` and `next start` all put
 * that port in PORT before the app's code loads; without one it is 3000, their default. The one place
 * that decides it: everything reads env.APP_URL, which parseEnv fills from here.
 */
export function appBaseUrl(source: Readonly<Record<string, string | undefined>>): string {
  const configured = source.APP_URL?.trim();
  if (configured) return configured;
  const port = Number(source.PORT?.trim() || DEFAULT_PORT);
  return `http://localhost:${Number.isInteger(port) && port > 0 && port < 65_536 ? port : DEFAULT_PORT}`;
}

export function parseEnv(source: Record<string, string | undefined>, options: ParseEnvOptions = {}): ServerEnv {
  const result = serverEnvSchema.safeParse({ ...source, APP_URL: appBaseUrl(source) });
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "(env)"} ${i.message}`));
  }
  const problems = options.build ? [] : runTimeProblems(result.data);
  if (problems.length) throw new EnvError(problems);
  return result.data;
}
